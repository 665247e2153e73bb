// Large convex polygons reduced to what the screen can show: the reduced outline is a convex subset of
// the vertices, every vertex dropped lies within the tolerance of it (checked in long double against
// the reduced edges), the cap holds, small polygons pass unchanged, and what lies in sight looks the same
// (inside/outside of a dense grid of pixel centres against an exact test on the true polygon).
#include "canvas/polygon_outline.hpp"

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <random>
#include <vector>

namespace hitlab
{
namespace
{

// Rounding in the distances, far below anything a pixel shows.
constexpr double kRoundingPx = 1e-9;

struct TestPolygon
{
    Vec2 center;
    std::vector<Vec2> vertices; // counter-clockwise, sorted by angle about center
};

// n points at random angles on an ellipse (radii rx, ry, turned by `turn`): strictly convex, the density
// of vertices uneven as in polygons built by hand or by hull.
TestPolygon randomConvex(std::uint32_t seed, std::size_t n, Vec2 center, double rx, double ry, double turn)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> angle(0.0, 2.0 * std::numbers::pi);
    std::vector<double> angles(n);
    for (double& a : angles)
    {
        a = angle(rng);
    }
    std::sort(angles.begin(), angles.end());
    angles.erase(std::unique(angles.begin(), angles.end()), angles.end());
    TestPolygon polygon{center, {}};
    const double c = std::cos(turn);
    const double s = std::sin(turn);
    for (double a : angles)
    {
        const Vec2 local(rx * std::cos(a), ry * std::sin(a));
        polygon.vertices.push_back(center + Vec2(c * local.x - s * local.y, s * local.x + c * local.y));
    }
    return polygon;
}

TestPolygon regular(std::size_t n, Vec2 center, double radius)
{
    TestPolygon polygon{center, {}};
    for (std::size_t k = 0; k < n; ++k)
    {
        const double a = 2.0 * std::numbers::pi * static_cast<double>(k) / static_cast<double>(n);
        polygon.vertices.push_back(center + radius * Vec2(std::cos(a), std::sin(a)));
    }
    return polygon;
}

long double segmentDistance(Vec2 p, Vec2 a, Vec2 b)
{
    const long double dx = static_cast<long double>(b.x) - a.x;
    const long double dy = static_cast<long double>(b.y) - a.y;
    const long double px = static_cast<long double>(p.x) - a.x;
    const long double py = static_cast<long double>(p.y) - a.y;
    const long double squared = dx * dx + dy * dy;
    long double t = squared > 0 ? (px * dx + py * dy) / squared : 0;
    t = std::clamp<long double>(t, 0, 1);
    return std::hypot(px - t * dx, py - t * dy);
}

long double cross(Vec2 o, Vec2 a, Vec2 b)
{
    return (static_cast<long double>(a.x) - o.x) * (static_cast<long double>(b.y) - o.y) -
           (static_cast<long double>(a.y) - o.y) * (static_cast<long double>(b.x) - o.x);
}

// Indices increasing, in range, at least 3 (or all), at most `cap`; the polygon they make turns left at
// every corner.
void expectConvexSubset(const std::vector<Vec2>& vertices, const std::vector<std::size_t>& kept,
                        std::size_t cap)
{
    ASSERT_GE(kept.size(), std::min<std::size_t>(3, vertices.size()));
    ASSERT_LE(kept.size(), cap);
    for (std::size_t k = 0; k < kept.size(); ++k)
    {
        ASSERT_LT(kept[k], vertices.size());
        if (k > 0)
        {
            ASSERT_LT(kept[k - 1], kept[k]);
        }
    }
    long double area = 0;
    for (std::size_t k = 0; k < kept.size(); ++k)
    {
        const Vec2 a = vertices[kept[k]];
        const Vec2 b = vertices[kept[(k + 1) % kept.size()]];
        const Vec2 c = vertices[kept[(k + 2) % kept.size()]];
        EXPECT_GE(cross(a, b, c), 0.0L) << "corner at vertex " << kept[(k + 1) % kept.size()];
        area += cross(vertices[kept[0]], a, b);
    }
    EXPECT_GT(area, 0.0L);
}

// The largest distance (world units) from a vertex in `region` (all when null) to the reduced outline.
// Each vertex is measured to every reduced edge for a sample of them, and to the edge whose ends
// bracket it for all (an upper bound on its distance to the outline, so no less strict).
double worstDropped(const std::vector<Vec2>& vertices, const std::vector<std::size_t>& kept,
                    const Bounds* region = nullptr)
{
    long double worst = 0;
    std::size_t edge = 0;
    for (std::size_t k = 0; k < vertices.size(); ++k)
    {
        while (edge + 1 < kept.size() && kept[edge + 1] <= k)
        {
            ++edge;
        }
        const Vec2 p = vertices[k];
        if (region != nullptr &&
            (p.x < region->min.x || p.x > region->max.x || p.y < region->min.y || p.y > region->max.y))
        {
            continue;
        }
        const Vec2 a = vertices[kept[edge]];
        const Vec2 b = vertices[kept[(edge + 1) % kept.size()]];
        const long double bracket = segmentDistance(p, a, b);
        worst = std::max(worst, bracket);
        if (k % 997 == 0)
        {
            long double nearest = bracket;
            for (std::size_t e = 0; e < kept.size(); ++e)
            {
                nearest = std::min(
                    nearest, segmentDistance(p, vertices[kept[e]], vertices[kept[(e + 1) % kept.size()]]));
            }
            EXPECT_NEAR(static_cast<double>(nearest), static_cast<double>(bracket), 1e-9)
                << "vertex " << k << " is nearer another edge than its own";
        }
    }
    return static_cast<double>(worst);
}

// The few vertices a perfect reduction of a circle of `radiusPx` needs: chords whose sagitta is the
// tolerance.
double idealCount(double radiusPx, double tolerancePx)
{
    return std::numbers::pi / std::acos(1.0 - tolerancePx / radiusPx);
}

TEST(PolygonOutline, RandomLargePolygonsStayWithinTolerance)
{
    const OutlineLimits limits;
    struct Case
    {
        std::size_t n;
        double rx, ry, zoom;
    };
    const Case cases[] = {
        {1000, 300, 300, 1.0},     {10000, 300, 300, 1.0},   {100000, 300, 300, 1.0},
        {200000, 300, 300, 1.0},   {100000, 300, 300, 0.05}, {30000, 120, 120, 2.5},
        {100000, 600, 0.5, 1.0},   {50000, 400, 3.0, 1.7},   {200000, 1e-2, 1e-2, 1.0},
        {20000, 5000, 0.001, 0.1}, {1000, 40, 39, 3.0},
    };
    std::uint32_t seed = 11;
    for (const Case& c : cases)
    {
        SCOPED_TRACE(testing::Message()
                     << c.n << " vertices, radii " << c.rx << " x " << c.ry << ", zoom " << c.zoom);
        const TestPolygon polygon = randomConvex(seed++, c.n, Vec2(17.0, -5.0), c.rx, c.ry, 0.4);
        const std::vector<std::size_t> kept = reduceConvexOutline(polygon.vertices, c.zoom, limits);
        expectConvexSubset(polygon.vertices, kept, limits.maxVertices);
        EXPECT_LE(worstDropped(polygon.vertices, kept) * c.zoom, limits.tolerancePx + kRoundingPx);
        // The point of it: far fewer than the input, and no more than twice the fewest possible.
        const double ideal = idealCount(std::max(c.rx, c.ry) * c.zoom, limits.tolerancePx);
        if (ideal < 500.0)
        {
            EXPECT_LE(static_cast<double>(kept.size()), 2.0 * ideal + 8.0);
        }
    }
}

TEST(PolygonOutline, RegularPolygonNeedsAboutTheIdealCount)
{
    const OutlineLimits limits;
    const TestPolygon polygon = regular(100000, Vec2(0.0, 0.0), 300.0);
    const std::vector<std::size_t> kept = reduceConvexOutline(polygon.vertices, 1.0, limits);
    expectConvexSubset(polygon.vertices, kept, limits.maxVertices);
    EXPECT_LE(worstDropped(polygon.vertices, kept), limits.tolerancePx + kRoundingPx);
    const double ideal = idealCount(300.0, limits.tolerancePx); // about 77
    EXPECT_GE(static_cast<double>(kept.size()), ideal - 1.0);
    EXPECT_LE(static_cast<double>(kept.size()), 1.1 * ideal + 2.0);
}

TEST(PolygonOutline, CapBindsWhenZoomedInWithoutAVisibleArea)
{
    OutlineLimits limits;
    const TestPolygon polygon = regular(100000, Vec2(0.0, 0.0), 300.0);
    const double zoom = 1000.0; // a radius of 300,000 px wants about 2,400 vertices
    const std::vector<std::size_t> kept = reduceConvexOutline(polygon.vertices, zoom, limits);
    expectConvexSubset(polygon.vertices, kept, limits.maxVertices);
    EXPECT_GT(kept.size(), limits.maxVertices / 2);
    // The error grows past the tolerance, but by no more than the doubling that met the cap: a chord of
    // 1/512 of the turn has a sagitta of 300,000 (1 - cos(pi/512)) = 5.6 px.
    const double worstPx = worstDropped(polygon.vertices, kept) * zoom;
    EXPECT_GT(worstPx, limits.tolerancePx);
    EXPECT_LE(worstPx, 5.7);

    limits.maxVertices = 3;
    const std::vector<std::size_t> triangle = reduceConvexOutline(polygon.vertices, zoom, limits);
    expectConvexSubset(polygon.vertices, triangle, 3);
    EXPECT_EQ(triangle.size(), 3U);
}

TEST(PolygonOutline, SmallPolygonsPassUnchanged)
{
    const OutlineLimits limits;
    std::uint32_t seed = 5;
    for (std::size_t n = 3; n <= limits.keepAllUpTo; ++n)
    {
        const TestPolygon polygon = randomConvex(seed++, n, Vec2(3.0, 4.0), 200.0, 150.0, 1.0);
        for (double zoom : {1e-3, 1.0, 1e3})
        {
            const std::vector<std::size_t> kept = reduceConvexOutline(polygon.vertices, zoom, limits);
            ASSERT_EQ(kept.size(), polygon.vertices.size()) << n << " vertices at zoom " << zoom;
            for (std::size_t k = 0; k < kept.size(); ++k)
            {
                EXPECT_EQ(kept[k], k);
            }
        }
    }
    // One more than the limit is reduced: far away, a 65-gon is a few pixels wide.
    const TestPolygon polygon = regular(limits.keepAllUpTo + 1, Vec2(0.0, 0.0), 100.0);
    EXPECT_LT(reduceConvexOutline(polygon.vertices, 0.01, limits).size(), polygon.vertices.size());
}

TEST(PolygonOutline, PolygonsBelowThePixelKeepATriangle)
{
    const OutlineLimits limits;
    for (const TestPolygon& polygon :
         {regular(1000, Vec2(5.0, 5.0), 0.01), randomConvex(3, 5000, Vec2(0.0, 0.0), 1000.0, 1e-4, 0.2)})
    {
        const std::vector<std::size_t> kept = reduceConvexOutline(polygon.vertices, 1.0, limits);
        expectConvexSubset(polygon.vertices, kept, limits.maxVertices);
        EXPECT_LE(kept.size(), 8U);
        EXPECT_LE(worstDropped(polygon.vertices, kept), limits.tolerancePx + kRoundingPx);
    }
}

TEST(PolygonOutline, ClockwiseAndCollinearInputs)
{
    const OutlineLimits limits;
    TestPolygon polygon = randomConvex(21, 20000, Vec2(0.0, 0.0), 250.0, 90.0, -0.7);
    std::reverse(polygon.vertices.begin(), polygon.vertices.end());
    std::vector<std::size_t> kept = reduceConvexOutline(polygon.vertices, 1.3, limits);
    EXPECT_LE(worstDropped(polygon.vertices, kept) * 1.3, limits.tolerancePx + kRoundingPx);
    EXPECT_LE(kept.size(), limits.maxVertices);

    // A square with 10,000 points along each side: four vertices are all it needs, each a corner or a
    // point of a side near enough to one that the corner stays within the tolerance.
    std::vector<Vec2> square;
    const Vec2 corners[] = {{-50, -50}, {50, -50}, {50, 50}, {-50, 50}};
    for (int side = 0; side < 4; ++side)
    {
        for (int k = 0; k < 10000; ++k)
        {
            square.push_back(glm::mix(corners[side], corners[(side + 1) % 4], k / 10000.0));
        }
    }
    const double zoom = 4.0;
    kept = reduceConvexOutline(square, zoom, limits);
    ASSERT_EQ(kept.size(), 4U);
    EXPECT_LE(worstDropped(square, kept) * zoom, limits.tolerancePx + kRoundingPx);
    for (std::size_t k = 0; k < 4; ++k)
    {
        EXPECT_LE(glm::length(square[kept[k]] - corners[k]) * zoom, 2.0 * limits.tolerancePx) << k;
    }
}

// Inside the true polygon, sorted by angle about its centre: the wedge by binary search, then its edge.
class TrueInside
{
public:
    explicit TrueInside(const TestPolygon& polygon) : polygon_(polygon)
    {
        const std::vector<Vec2>& v = polygon.vertices;
        for (std::size_t k = 1; k < v.size(); ++k)
        {
            if (angleOf(v[k]) < angleOf(v[k - 1]))
            {
                first_ = k;
                break;
            }
        }
    }

    bool operator()(Vec2 p) const
    {
        const std::vector<Vec2>& v = polygon_.vertices;
        const std::size_t n = v.size();
        const double a = angleOf(p);
        if (a < angleOf(v[first_])) // before the first vertex by angle: the closing edge
        {
            return cross(v[(first_ + n - 1) % n], v[first_], p) >= 0;
        }
        std::size_t lo = 0;
        std::size_t hi = n;
        while (hi - lo > 1)
        {
            const std::size_t mid = (lo + hi) / 2;
            (angleOf(v[(first_ + mid) % n]) <= a ? lo : hi) = mid;
        }
        return cross(v[(first_ + lo) % n], v[(first_ + lo + 1) % n], p) >= 0;
    }

private:
    double angleOf(Vec2 q) const { return std::atan2(q.y - polygon_.center.y, q.x - polygon_.center.x); }

    const TestPolygon& polygon_;
    std::size_t first_ = 0;
};

bool insideReduced(const std::vector<Vec2>& v, const std::vector<std::size_t>& kept, Vec2 p)
{
    for (std::size_t k = 0; k < kept.size(); ++k)
    {
        if (cross(v[kept[k]], v[kept[(k + 1) % kept.size()]], p) < 0)
        {
            return false;
        }
    }
    return true;
}

TEST(PolygonOutline, WhatIsInSightLooksTheSameZoomedIn)
{
    const OutlineLimits limits;
    const TestPolygon polygon = regular(100000, Vec2(0.0, 0.0), 300.0);
    struct Look
    {
        Vec2 center;
        double zoom;
    };
    // The rightmost edge at the largest zoom (edges 19 px long), a view across the rim at 40x, and one
    // inside the polygon with no edge in sight.
    for (const Look look :
         {Look{{300.0, 0.3}, 1000.0}, Look{{-150.0, 258.0}, 40.0}, Look{{10.0, 20.0}, 50.0}})
    {
        SCOPED_TRACE(testing::Message() << "view at " << look.center.x << ", " << look.center.y);
        const Vec2 half(640.0 / look.zoom, 400.0 / look.zoom);
        const Bounds visible{look.center - half, look.center + half};
        const std::vector<std::size_t> kept =
            reduceConvexOutline(polygon.vertices, look.zoom, limits, &visible);
        expectConvexSubset(polygon.vertices, kept, limits.maxVertices);
        EXPECT_LE(worstDropped(polygon.vertices, kept, &visible) * look.zoom,
                  limits.tolerancePx + kRoundingPx);
        // Pixel centres of a 1280 x 800 canvas, every 4th: the same inside/outside, except within the
        // tolerance of the true boundary.
        const TrueInside insideTrue(polygon);
        int differing = 0;
        for (int y = 0; y < 800; y += 4)
        {
            for (int x = 0; x < 1280; x += 4)
            {
                const Vec2 p = visible.min + Vec2(x + 0.5, y + 0.5) / look.zoom;
                if (insideTrue(p) != insideReduced(polygon.vertices, kept, p))
                {
                    const double toBoundary = (300.0 - glm::length(p)) * look.zoom;
                    EXPECT_LE(std::abs(toBoundary), limits.tolerancePx + 1e-3) << p.x << ", " << p.y;
                    ++differing;
                }
            }
        }
        EXPECT_LE(differing, 200);
    }
}

TEST(PolygonOutline, PackingFitsTheBudgetAndPointsAtTheRightVertices)
{
    std::vector<TestPolygon> polygons;
    for (std::uint32_t k = 0; k < 6; ++k)
    {
        polygons.push_back(k % 2 == 0 ? randomConvex(40 + k, 100000, Vec2(100.0 * k, 50.0), 280.0, 200.0, k)
                                      : randomConvex(40 + k, 12 + k, Vec2(-100.0 * k, 0.0), 30.0, 20.0, k));
    }
    std::vector<float> pairs;
    std::vector<PackedPolygon> packed;
    for (const TestPolygon& polygon : polygons)
    {
        packed.push_back({polygon.center, pairs.size() / 2, polygon.vertices.size()});
        for (Vec2 v : polygon.vertices)
        {
            pairs.push_back(static_cast<float>(v.x - polygon.center.x));
            pairs.push_back(static_cast<float>(v.y - polygon.center.y));
        }
    }
    const std::vector<PackedPolygon> original = packed;

    for (std::size_t budget : {std::size_t{65536}, std::size_t{200}, std::size_t{18}})
    {
        SCOPED_TRACE(testing::Message() << "budget " << budget);
        std::vector<PackedPolygon> out = original;
        const std::vector<float> texels = packPolygonOutlines(pairs, out, 1.0, nullptr, budget);
        ASSERT_LE(texels.size(), 2 * budget);
        for (std::size_t p = 0; p < out.size(); ++p)
        {
            ASSERT_GE(out[p].count, 3U) << "polygon " << p << " lost";
            ASSERT_LE(2 * (out[p].offset + out[p].count), texels.size());
            // Each packed pair is one of the polygon's own, in order.
            std::size_t from = original[p].offset;
            const std::size_t end = original[p].offset + original[p].count;
            for (std::size_t k = 0; k < out[p].count; ++k)
            {
                const float x = texels[2 * (out[p].offset + k)];
                const float y = texels[2 * (out[p].offset + k) + 1];
                while (from < end && (pairs[2 * from] != x || pairs[2 * from + 1] != y))
                {
                    ++from;
                }
                ASSERT_LT(from, end) << "polygon " << p << ", packed vertex " << k;
                ++from;
            }
            if (budget == 65536)
            {
                if (original[p].count <= 64)
                {
                    EXPECT_EQ(out[p].count, original[p].count);
                }
                else
                {
                    EXPECT_LE(out[p].count, 160U);
                }
            }
        }
    }

    // Fewer pairs than three per polygon: those that do not fit are marked, none drawn wrong.
    std::vector<PackedPolygon> out = original;
    const std::vector<float> texels = packPolygonOutlines(pairs, out, 1.0, nullptr, 10);
    EXPECT_LE(texels.size(), 20U);
    EXPECT_EQ(out.back().count, 0U);
}

} // namespace
} // namespace hitlab
