// The pruned scans of the polygonal family's signed distance (box trees over a large polygon's vertices
// and edges, core/vertex_box_tree.hpp) against the plain scans they replace
// (core/exact_polygonal_reference.hpp): equal bit for bit, value and both witnesses, on seeded random
// polygons of many sizes against every other kind of the family, placed deep inside, near contact and
// far apart; on flat-sided polygons (long runs of collinear vertices), thin ones, tiny ones and huge ones
// within the supported range. Also a 30,000-vertex polygon answered right (speed is reported by
// `hitlab-cli bench`, not timed here).
#include "exact_polygonal_reference.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/shapes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace hitlab
{
namespace
{

constexpr double kPi = 3.14159265358979323846;

std::string describe(const SignedDistance& d)
{
    char text[200];
    std::snprintf(text, sizeof text, "%.17g at (%.17g, %.17g) / (%.17g, %.17g)", d.value, d.pointA.x,
                  d.pointA.y, d.pointB.x, d.pointB.y);
    return text;
}

bool sameBits(const SignedDistance& a, const SignedDistance& b)
{
    auto bits = [](double x) { return std::bit_cast<std::uint64_t>(x); };
    return bits(a.value) == bits(b.value) && bits(a.pointA.x) == bits(b.pointA.x) &&
           bits(a.pointA.y) == bits(b.pointA.y) && bits(a.pointB.x) == bits(b.pointB.x) &&
           bits(a.pointB.y) == bits(b.pointB.y);
}

// The polygon first in the pair functions' order except for point, circle and rect, which come first.
template <typename Other>
void expectSameAsFullScan(const Polygon& polygon, const Other& other, const std::string& what)
{
    SignedDistance pruned;
    SignedDistance full;
    if constexpr (std::is_same_v<Other, Point> || std::is_same_v<Other, Circle> ||
                  std::is_same_v<Other, Rect>)
    {
        pruned = distance(other, polygon);
        full = distanceByFullScan(other, polygon);
    }
    else
    {
        pruned = distance(polygon, other);
        full = distanceByFullScan(polygon, other);
    }
    EXPECT_TRUE(sameBits(pruned, full))
        << what << "\n  pruned " << describe(pruned) << "\n  full   " << describe(full);
}

Polygon validated(std::vector<Vec2> points)
{
    PolygonOrError made = makePolygon(std::move(points));
    EXPECT_TRUE(made.polygon.has_value()) << made.error.message;
    return made.polygon ? *made.polygon : Polygon{{{0, 0}, {1, 0}, {0, 1}}};
}

// Vertices on an ellipse (a circle when squash is 1) at jittered, evenly spread angles with semi-axes radius
// and radius * squash, turned by angle.
Polygon ellipticPolygon(std::mt19937_64& rng, Vec2 center, double radius, double squash, int count)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double turn = 2.0 * kPi * unit(rng);
    const Vec2 axis{std::cos(turn), std::sin(turn)};
    std::vector<Vec2> points;
    for (int i = 0; i < count; ++i)
    {
        const double t = 2.0 * kPi * (i + 0.5 * unit(rng)) / count;
        const Vec2 local{radius * std::cos(t), radius * squash * std::sin(t)};
        points.push_back(center + local.x * axis + local.y * perp(axis));
    }
    return validated(std::move(points));
}

// A square of side 2 * half with perSide vertices on each side (collinear runs), turned by angle.
Polygon flatSidedPolygon(Vec2 center, double half, int perSide, double angle)
{
    const Vec2 axis{std::cos(angle), std::sin(angle)};
    const Vec2 corners[4] = {{-half, -half}, {half, -half}, {half, half}, {-half, half}};
    std::vector<Vec2> points;
    for (int side = 0; side < 4; ++side)
    {
        const Vec2 from = corners[side];
        const Vec2 to = corners[(side + 1) % 4];
        for (int k = 0; k < perSide; ++k)
        {
            const Vec2 local = from + (to - from) * (static_cast<double>(k) / perSide);
            points.push_back(center + local.x * axis + local.y * perp(axis));
        }
    }
    return validated(std::move(points));
}

// Every other kind of the family, placed along a random direction from the polygon's centre so that its
// nearest part is at `reach` from there (inside, at or beyond the polygon's boundary).
void checkAgainstEveryKind(std::mt19937_64& rng, const Polygon& polygon, Vec2 center, double size,
                           const std::string& what)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double gaps[] = {-0.5, -1e-3, -1e-9, 0.0, 1e-9, 1e-3, 0.3};
    for (const double gap : gaps)
    {
        const double angle = 2.0 * kPi * unit(rng);
        const Vec2 direction{std::cos(angle), std::sin(angle)};
        // The polygon's support along the direction, so that the gap is measured from its boundary.
        double reach = -std::numeric_limits<double>::infinity();
        for (const Vec2& v : polygon.vertices)
        {
            reach = std::max(reach, glm::dot(v - center, direction));
        }
        const double r = size * (0.05 + 0.3 * unit(rng));
        const Vec2 touch = center + direction * (reach + gap * size);
        const std::string label = what + " gap " + std::to_string(gap);
        expectSameAsFullScan(polygon, Point{touch}, label + " point");
        expectSameAsFullScan(polygon, Circle{touch + direction * r, r}, label + " circle");
        const double rectAngle = 2.0 * kPi * unit(rng);
        expectSameAsFullScan(polygon, Rect{touch + direction * r, 2.0 * r, r, rectAngle}, label + " rect");
        const Vec2 along = perp(direction) * (r * (unit(rng) - 0.5));
        expectSameAsFullScan(polygon, Segment{touch + along, touch + direction * r}, label + " segment");
        expectSameAsFullScan(polygon,
                             Capsule{touch + direction * r + along, touch + direction * (3.0 * r), r},
                             label + " capsule");
        const Polygon small =
            ellipticPolygon(rng, touch + direction * r, r, 1.0, 3 + static_cast<int>(6 * unit(rng)));
        expectSameAsFullScan(polygon, small, label + " small polygon");
        const int largeCount = 33 + static_cast<int>(200 * unit(rng));
        const Polygon large = ellipticPolygon(rng, touch + direction * (2.0 * r), 2.0 * r, 1.0, largeCount);
        expectSameAsFullScan(polygon, large, label + " large polygon");
    }
}

TEST(PolygonScan, RandomPolygonsOfManySizesMatchTheFullScan)
{
    std::mt19937_64 rng(20261123);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (const int count : {33, 34, 47, 64, 100, 257, 1000})
    {
        for (int i = 0; i < 4; ++i)
        {
            const Vec2 center{800.0 * unit(rng) - 400.0, 600.0 * unit(rng) - 300.0};
            const double radius = 10.0 + 200.0 * unit(rng);
            const Polygon polygon = i % 2 == 0
                                        ? ellipticPolygon(rng, center, radius, 1.0, count)
                                        : ellipticPolygon(rng, center, radius, 0.05 + unit(rng), count);
            checkAgainstEveryKind(rng, polygon, center, radius,
                                  std::to_string(count) + "-gon case " + std::to_string(i));
        }
    }
}

TEST(PolygonScan, FlatSidedThinTinyAndHugePolygonsMatchTheFullScan)
{
    std::mt19937_64 rng(7);
    // Long collinear runs, axis-aligned (exactly collinear) and turned (collinear up to rounding).
    for (const double angle : {0.0, kPi / 2.0, 0.3, 1e-9})
    {
        checkAgainstEveryKind(rng, flatSidedPolygon({12.5, -3.0}, 50.0, 40, angle), {12.5, -3.0}, 50.0,
                              "flat-sided, angle " + std::to_string(angle));
    }
    // A sliver: nearly every vertex almost on one line.
    checkAgainstEveryKind(rng, ellipticPolygon(rng, {3.0, 4.0}, 100.0, 1e-4, 200), {3.0, 4.0}, 100.0,
                          "sliver");
    // Tiny next to large coordinates, and huge within the supported range.
    checkAgainstEveryKind(rng, ellipticPolygon(rng, {1000.0, 700.0}, 1e-5, 1.0, 60), {1000.0, 700.0}, 1e-5,
                          "tiny");
    checkAgainstEveryKind(rng, ellipticPolygon(rng, {3e14, -2e14}, 1e12, 1.0, 80), {3e14, -2e14}, 1e12,
                          "huge");
    checkAgainstEveryKind(rng, ellipticPolygon(rng, {0.0, 0.0}, 3e14, 1.0, 50), {0.0, 0.0}, 3e14, "widest");
}

TEST(PolygonScan, TwoLargePolygonsMatchTheFullScan)
{
    std::mt19937_64 rng(11);
    for (const double gap : {-20.0, -1e-7, 0.0, 1e-7, 5.0})
    {
        const Polygon a = ellipticPolygon(rng, {0.0, 0.0}, 100.0, 1.0, 1500);
        const Polygon b = flatSidedPolygon({150.0 + gap, 10.0}, 50.0, 300, 0.0);
        expectSameAsFullScan(a, b, "1500-gon against a flat-sided 1200-gon, gap " + std::to_string(gap));
        expectSameAsFullScan(b, a, "flat-sided 1200-gon against a 1500-gon, gap " + std::to_string(gap));
    }
}

// A square whose sides bow outwards by `bulge` of the side's length at their middles, perSide vertices
// each: long runs of vertices that are collinear up to a tiny turn, the case where a bound drawn around
// a run is tightest and its margin matters most.
Polygon bowedSquare(Vec2 center, double half, int perSide, double angle, double bulge)
{
    const Vec2 axis{std::cos(angle), std::sin(angle)};
    const Vec2 corners[4] = {{-half, -half}, {half, -half}, {half, half}, {-half, half}};
    std::vector<Vec2> points;
    for (int side = 0; side < 4; ++side)
    {
        const Vec2 from = corners[side];
        const Vec2 to = corners[(side + 1) % 4];
        const Vec2 outward = -perp(to - from); // the right of a counter-clockwise side
        for (int k = 0; k < perSide; ++k)
        {
            const double s = static_cast<double>(k) / perSide;
            const Vec2 local = from + (to - from) * s + outward * (4.0 * bulge * s * (1.0 - s));
            points.push_back(center + local.x * axis + local.y * perp(axis));
        }
    }
    return validated(std::move(points));
}

// Polygons of thousands of vertices (where every query goes through the trees) against every kind,
// inside, touching and near contact: round, thin, and sides of nearly collinear runs.
TEST(PolygonScan, PolygonsOfThousandsOfVerticesMatchTheFullScan)
{
    std::mt19937_64 rng(20261126);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (const int count : {2048})
    {
        const Vec2 center{2000.0 * unit(rng) - 1000.0, 2000.0 * unit(rng) - 1000.0};
        const double radius = 300.0 + 700.0 * unit(rng);
        checkAgainstEveryKind(rng, ellipticPolygon(rng, center, radius, 1.0, count), center, radius,
                              std::to_string(count) + "-gon");
        checkAgainstEveryKind(rng, ellipticPolygon(rng, center, radius, 1e-3, count), center, radius,
                              std::to_string(count) + "-gon, thin");
    }
    for (const double bulge : {1e-6, 1e-10})
    {
        const double angle = 2.0 * kPi * unit(rng);
        checkAgainstEveryKind(rng, bowedSquare({-40.0, 75.0}, 500.0, 400, angle, bulge), {-40.0, 75.0}, 500.0,
                              "bowed square, bulge " + std::to_string(bulge));
    }
    // Straight sides turned off the axes: collinear up to rounding, so neighbouring vertices tie or
    // wobble by an ulp and a walk to a local maximum alone could stop at the wrong one.
    checkAgainstEveryKind(rng, flatSidedPolygon({3.0, -8.0}, 400.0, 600, 0.3), {3.0, -8.0}, 400.0,
                          "flat-sided 2400-gon");
}

// Two polygons of thousands of vertices each, near contact both ways round.
TEST(PolygonScan, TwoPolygonsOfThousandsOfVerticesMatchTheFullScan)
{
    std::mt19937_64 rng(5);
    for (const double gap : {-3.0, -1e-9, 0.0, 1e-9, 2.0})
    {
        const Polygon a = ellipticPolygon(rng, {0.0, 0.0}, 1000.0, 1.0, 2500);
        const Polygon b = bowedSquare({1500.0 + gap, 37.0}, 500.0, 500, 0.0, 1e-7);
        expectSameAsFullScan(a, b, "2500-gon against a bowed 2000-gon, gap " + std::to_string(gap));
        expectSameAsFullScan(b, a, "bowed 2000-gon against a 2500-gon, gap " + std::to_string(gap));
    }
}

// Vertices of a regular polygon on a circle of radius 100 around the origin, the first at (100, 0).
Polygon regularPolygon(int count, Vec2 center)
{
    std::vector<Vec2> points;
    for (int i = 0; i < count; ++i)
    {
        const double t = 2.0 * kPi * i / count;
        points.push_back(center + Vec2{100.0 * std::cos(t), 100.0 * std::sin(t)});
    }
    return validated(std::move(points));
}

TEST(PolygonScan, ThirtyThousandVertexQueriesAreAnsweredRight)
{
    const Polygon big = regularPolygon(30000, {0.0, 0.0});
    // The vertex at (100, 0) is 10 deep in a circle of radius 60 around (150, 0).
    const Circle circle{{150.0, 0.0}, 60.0};
    EXPECT_TRUE(overlap(big, circle));
    const SignedDistance d = distance(big, circle);
    EXPECT_EQ(d.value, -10.0);
    EXPECT_EQ(d.pointA, (Vec2{100.0, 0.0}));
    // Apart by 140 from a circle of radius 60 around (300, 0).
    EXPECT_FALSE(overlap(big, Circle{{300.0, 0.0}, 60.0}));
    EXPECT_EQ(distance(big, Circle{{300.0, 0.0}, 60.0}).value, 140.0);
    // Two of them, vertex to vertex 5 apart, then overlapping by 5.
    const Polygon right = regularPolygon(30000, {205.0, 0.0});
    EXPECT_FALSE(overlap(big, right));
    EXPECT_EQ(distance(big, right).value, 5.0);
    const Polygon overlapping = regularPolygon(30000, {195.0, 0.0});
    EXPECT_TRUE(overlap(big, overlapping));
    // The least overlap over the edge normals: 5 cos(pi / 30000) up to the chords' sagitta.
    EXPECT_NEAR(distance(big, overlapping).value, -5.0, 1e-6);
}

} // namespace
} // namespace hitlab
