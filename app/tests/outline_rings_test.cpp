// Large outline-only circles are drawn as pieces of the band around them (model/outline_rings.hpp).
// The pieces must cover every pixel the circle's outline can shade, meet without gaps, and leave every
// other primitive as it was, in its place.
#include "model/outline_rings.hpp"

#include "hitlab/geometry.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

namespace hitlab
{
namespace
{

Instance ringInstance(Vec2 center, double radius, float outlinePx, float fillAlpha = 0.0F)
{
    return instanceOf(ellipseNumbers(center, radius, radius, 0.3), Rgba{0.2F, 0.6F, 0.9F, fillAlpha},
                      Rgba{0.2F, 0.6F, 0.9F, 1.0F}, outlinePx);
}

// Inside or on the convex quadrilateral inner-from, inner-to, outer-to, outer-from (either winding).
bool inPiece(const RingPiece& piece, Vec2 p)
{
    const Vec2 quad[4] = {piece.corners[0], piece.corners[1], piece.corners[3], piece.corners[2]};
    int positive = 0;
    int negative = 0;
    for (int i = 0; i < 4; ++i)
    {
        const Vec2 a = quad[i];
        const Vec2 b = quad[(i + 1) % 4];
        const double side = cross(b - a, p - a);
        positive += side > 0.0 ? 1 : 0;
        negative += side < 0.0 ? 1 : 0;
    }
    return positive == 0 || negative == 0;
}

TEST(OutlineRings, PiecesCoverTheWholeBandTheCircleShades)
{
    std::mt19937_64 rng(20261126);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int trial = 0; trial < 300; ++trial)
    {
        const double zoom = std::pow(10.0, -1.0 + 2.0 * unit(rng));
        const double radiusPx = kMinRingRadiusPx * std::pow(40.0, unit(rng));
        const Vec2 center{1000.0 * (unit(rng) - 0.5), 1000.0 * (unit(rng) - 0.5)};
        const auto outlinePx = static_cast<float>(0.5 + 2.5 * unit(rng));
        const Instance ring = ringInstance(center, radiusPx / zoom, outlinePx);
        View view;
        view.zoom = zoom;
        std::vector<Instance> pieces;
        const std::vector<Instance>& drawn = cutOutlineRings({ring}, view, pieces);
        ASSERT_EQ(&drawn, &pieces);
        const int count = static_cast<int>(drawn.size());
        ASSERT_GE(count, 8);
        std::vector<RingPiece> corners;
        for (int k = 0; k < count; ++k)
        {
            ASSERT_EQ(drawn[static_cast<std::size_t>(k)].meta[2], static_cast<float>(k));
            ASSERT_EQ(drawn[static_cast<std::size_t>(k)].meta[3], static_cast<float>(count));
            corners.push_back(ringPieceCorners(ring, zoom, k, count));
        }
        // Neighbours share their corners exactly, the last meeting the first.
        for (int k = 0; k < count; ++k)
        {
            const RingPiece& piece = corners[static_cast<std::size_t>(k)];
            const RingPiece& next = corners[static_cast<std::size_t>((k + 1) % count)];
            EXPECT_NEAR(piece.corners[1].x, next.corners[0].x, 1e-9 * radiusPx / zoom);
            EXPECT_NEAR(piece.corners[3].y, next.corners[2].y, 1e-9 * radiusPx / zoom);
        }
        // Every point whose colour the circle's outline decides (from the outline's inner edge less half
        // a pixel to half a pixel outside) lies in a piece.
        for (int sample = 0; sample < 400; ++sample)
        {
            const double depthPx = -(outlinePx + 0.5) + (outlinePx + 1.0) * unit(rng);
            const double angle = 2.0 * kPi * unit(rng);
            const Vec2 p = center + (radiusPx + depthPx) / zoom * Vec2(std::cos(angle), std::sin(angle));
            bool covered = false;
            for (const RingPiece& piece : corners)
            {
                covered = covered || inPiece(piece, p);
            }
            ASSERT_TRUE(covered) << "trial " << trial << ": a point " << depthPx << " px from the circle";
        }
        // And the bounds of each piece hold its corners (the draw order reads them).
        for (int k = 0; k < count; ++k)
        {
            const Instance& piece = drawn[static_cast<std::size_t>(k)];
            for (const Vec2& corner : corners[static_cast<std::size_t>(k)].corners)
            {
                EXPECT_GE(corner.x, piece.bounds[0] - 1e-3 / zoom);
                EXPECT_GE(corner.y, piece.bounds[1] - 1e-3 / zoom);
                EXPECT_LE(corner.x, piece.bounds[2] + 1e-3 / zoom);
                EXPECT_LE(corner.y, piece.bounds[3] + 1e-3 / zoom);
            }
        }
    }
}

TEST(OutlineRings, OnlyLargeOutlineOnlyCirclesAreCutAndTheRestKeepsItsOrder)
{
    View view;
    view.zoom = 2.0;
    const Instance small = ringInstance({0.0, 0.0}, 10.0, 1.0F);         // 20 px: one quad
    const Instance filled = ringInstance({0.0, 0.0}, 200.0, 1.0F, 0.3F); // filled: one quad
    const Instance oval = instanceOf(ellipseNumbers({0.0, 0.0}, 200.0, 150.0, 0.0), Rgba{0, 0, 0, 0},
                                     Rgba{1, 1, 1, 1}, 1.0F); // not a circle
    const Instance disc = instanceOf(discNumbers({5.0, 5.0}, 4.0F), Rgba{1, 0, 0, 1}, Rgba{1, 1, 1, 1}, 1.0F);
    const Instance large = ringInstance({0.0, 0.0}, 100.0, 1.0F); // 200 px
    std::vector<Instance> pieces;
    const std::vector<Instance> untouched{small, filled, oval, disc};
    EXPECT_EQ(&cutOutlineRings(untouched, view, pieces), &untouched);

    const std::vector<Instance> mixed{small, large, disc};
    const std::vector<Instance>& drawn = cutOutlineRings(mixed, view, pieces);
    const auto expectedPieces = static_cast<std::size_t>(std::ceil(2.0 * kPi * 200.0 / kRingPiecePx));
    ASSERT_EQ(drawn.size(), 2 + expectedPieces);
    EXPECT_EQ(drawn.front().meta[3], 0.0F);
    EXPECT_EQ(drawn.front().p0[2], small.p0[2]);
    EXPECT_EQ(drawn.back().p0[0], disc.p0[0]);
    EXPECT_EQ(drawn.back().meta[0], disc.meta[0]);
    for (std::size_t i = 1; i + 1 < drawn.size(); ++i)
    {
        EXPECT_EQ(drawn[i].meta[3], static_cast<float>(expectedPieces));
        EXPECT_EQ(drawn[i].meta[2], static_cast<float>(i - 1));
        EXPECT_EQ(drawn[i].p0[2], large.p0[2]); // the circle's own numbers, for shape.frag
        EXPECT_EQ(drawn[i].line[3], large.line[3]);
    }
}

} // namespace
} // namespace hitlab
