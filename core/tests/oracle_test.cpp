// The oracle against closed-form answers: if it is wrong, every exactness test built on it is wrong.
#include "oracle.hpp"

#include "hitlab/geometry.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

namespace hitlab
{
namespace
{

// Relative accuracy the oracle promises for gaps, point distances and penetration depths of
// well-separated (or well-overlapping) shapes; what it reaches is about 1e-13.
constexpr double kRelative = 1e-10;
// Absolute floor, per unit of coordinate magnitude (coordinates themselves carry 1e-16 relative).
constexpr double kPerCoordinate = 1e-13;

double tolerance(double expected, double coordinateScale)
{
    return kRelative * std::abs(expected) + kPerCoordinate * std::max(1.0, coordinateScale);
}

Polygon polygon(std::vector<Vec2> points)
{
    return *makePolygon(std::move(points)).polygon;
}

const Vec2 kOffsets[] = {{0.0, 0.0}, {1e5, -1e5}, {-3.25, 7.5}};

// ---------------------------------------------------------------------------------------------------
// contains()

TEST(OracleContains, CircleBoundaryIsClosed)
{
    const Circle c{{1.0, 2.0}, 3.0};
    EXPECT_TRUE(oracle::contains(c, {4.0, 2.0}));
    EXPECT_TRUE(oracle::contains(c, {1.0, -1.0}));
    EXPECT_FALSE(oracle::contains(c, {4.0 + 1e-12, 2.0}));
    EXPECT_TRUE(oracle::contains(c, {1.0, 2.0}));
}

TEST(OracleContains, EllipseAxesAndRotation)
{
    const Ellipse e{{0.0, 0.0}, 4.0, 1.0, kPi / 2.0};
    // Turned by 90 degrees: the long axis is the world y axis.
    EXPECT_TRUE(oracle::contains(e, {0.0, 3.9}));
    EXPECT_FALSE(oracle::contains(e, {3.9, 0.0}));
    EXPECT_TRUE(oracle::contains(e, {0.99, 0.0}));
    EXPECT_FALSE(oracle::contains(e, {1.01, 0.0}));
}

TEST(OracleContains, RectAndPolygonEitherWinding)
{
    const Rect r{{0.0, 0.0}, 4.0, 2.0, 0.0};
    EXPECT_TRUE(oracle::contains(r, {2.0, 1.0}));
    EXPECT_FALSE(oracle::contains(r, {2.0, 1.0 + 1e-12}));
    const Polygon ccw{{{0.0, 0.0}, {2.0, 0.0}, {0.0, 2.0}}};
    const Polygon cw{{{0.0, 0.0}, {0.0, 2.0}, {2.0, 0.0}}};
    for (const Polygon& p : {ccw, cw})
    {
        EXPECT_TRUE(oracle::contains(p, {0.5, 0.5}));
        EXPECT_TRUE(oracle::contains(p, {1.0, 1.0}));
        EXPECT_FALSE(oracle::contains(p, {1.01, 1.0}));
        EXPECT_FALSE(oracle::contains(p, {-0.01, 1.0}));
    }
}

TEST(OracleContains, SegmentAndCapsule)
{
    const Segment s{{0.0, 0.0}, {2.0, 2.0}};
    EXPECT_TRUE(oracle::contains(s, {1.0, 1.0}));
    EXPECT_TRUE(oracle::contains(s, {2.0, 2.0}));
    EXPECT_FALSE(oracle::contains(s, {1.0, 1.0 + 1e-9}));
    EXPECT_FALSE(oracle::contains(s, {2.0 + 1e-9, 2.0 + 1e-9}));
    const Capsule c{{0.0, 0.0}, {4.0, 0.0}, 1.0};
    EXPECT_TRUE(oracle::contains(c, {2.0, 1.0}));
    EXPECT_TRUE(oracle::contains(c, {5.0, 0.0}));
    EXPECT_FALSE(oracle::contains(c, {4.8, 0.8}));
    EXPECT_FALSE(oracle::contains(c, {-1.0 - 1e-12, 0.0}));
}

TEST(OracleContains, FanDefinition)
{
    const Fan cake{{0.0, 0.0}, 0.0, kPi / 4.0, 0.0, 10.0};
    EXPECT_TRUE(oracle::contains(cake, {0.0, 0.0})) << "the centre belongs to a fan without a hole";
    EXPECT_TRUE(oracle::contains(cake, {10.0, 0.0}));
    EXPECT_TRUE(oracle::contains(cake, {5.0, 4.99}));
    EXPECT_FALSE(oracle::contains(cake, {5.0, 5.01}));
    EXPECT_FALSE(oracle::contains(cake, {-1.0, 0.0}));
    const Fan ring{{0.0, 0.0}, kPi / 2.0, kPi, 2.0, 10.0};
    EXPECT_FALSE(oracle::contains(ring, {0.0, 0.0})) << "the centre is outside a fan with a hole";
    EXPECT_FALSE(oracle::contains(ring, {0.0, 1.99}));
    EXPECT_TRUE(oracle::contains(ring, {0.0, -2.0})) << "half-angle pi closes the ring";
    EXPECT_TRUE(oracle::contains(ring, {7.0, 0.0}));
    const Fan wide{{0.0, 0.0}, 0.0, 3.0 * kPi / 4.0, 0.0, 10.0};
    EXPECT_TRUE(oracle::contains(wide, {-1.0, 1.01}));
    EXPECT_FALSE(oracle::contains(wide, {-1.0, 0.99}));
}

TEST(OracleSamples, SpacingAndMembership)
{
    // Samples may sit a rounding error outside their shape; this is that rounding error.
    constexpr double kOnBoundary = 1e-12;
    const Shape shapes[] = {Circle{{1, 2}, 5},
                            Ellipse{{0, 0}, 9, 2, 0.3},
                            Rect{{3, 3}, 4, 7, 1.0},
                            polygon({{0, 0}, {5, 0}, {6, 4}, {1, 3}}),
                            Segment{{0, 0}, {3, 4}},
                            Capsule{{0, 0}, {3, 4}, 1.5},
                            Fan{{0, 0}, 1.0, 0.7, 0.0, 8.0},
                            Fan{{1, 1}, -2.0, 2.9, 3.0, 8.0}};
    constexpr double kSpacing = 0.05;
    for (const Shape& shape : shapes)
    {
        const auto samples = oracle::boundarySamples(shape, kSpacing);
        ASSERT_GT(samples.size(), 10u);
        for (size_t i = 0; i < samples.size(); ++i)
        {
            EXPECT_LE(oracle::distanceToShape(shape, samples[i]), kOnBoundary);
            const Vec2 next = samples[(i + 1) % samples.size()];
            if (i + 1 < samples.size() || kindOf(shape) != ShapeKind::Segment)
            {
                EXPECT_LE(glm::length(next - samples[i]), kSpacing * (1.0 + 1e-9)) << "sample " << i;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// distanceToShape()

TEST(OracleDistance, ClosedFormsOfStraightKinds)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        EXPECT_NEAR(oracle::distanceToShape(Circle{o, 2.0}, o + Vec2{3.0, 4.0}), 3.0, tolerance(3.0, scale));
        EXPECT_NEAR(oracle::distanceToShape(Rect{o, 4.0, 2.0, 0.0}, o + Vec2{5.0, 5.0}), std::hypot(3.0, 4.0),
                    tolerance(5.0, scale));
        EXPECT_NEAR(oracle::distanceToShape(Segment{o, o + Vec2{10.0, 0.0}}, o + Vec2{4.0, -3.0}), 3.0,
                    tolerance(3.0, scale));
        EXPECT_NEAR(oracle::distanceToShape(Capsule{o, o + Vec2{10.0, 0.0}, 1.0}, o + Vec2{13.0, 4.0}), 4.0,
                    tolerance(4.0, scale));
        EXPECT_EQ(oracle::distanceToShape(Capsule{o, o + Vec2{10.0, 0.0}, 1.0}, o + Vec2{5.0, 0.5}), 0.0);
    }
    const Polygon tri = polygon({{0, 0}, {4, 0}, {0, 4}});
    EXPECT_NEAR(oracle::distanceToShape(tri, {3.0, 3.0}), std::sqrt(2.0), tolerance(1.5, 4.0));
    EXPECT_NEAR(oracle::distanceToShape(tri, {-1.0, -1.0}), std::sqrt(2.0), tolerance(1.5, 4.0));
    EXPECT_EQ(oracle::distanceToShape(tri, {1.0, 1.0}), 0.0);
}

TEST(OracleDistance, EllipsePointOnItsAxes)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        for (double angle : {0.0, 0.4, 2.0})
        {
            const Ellipse e{o, 30.0, 7.0, angle};
            const Vec2 major = unitFromAngle(angle);
            const Vec2 minor = perp(major);
            // On the long axis the nearest point is its end for every outside point.
            for (double x : {30.5, 31.0, 45.0, 300.0})
            {
                EXPECT_NEAR(oracle::distanceToShape(e, o + major * x), x - 30.0, tolerance(x - 30.0, scale));
                EXPECT_NEAR(oracle::distanceToShape(e, o - major * x), x - 30.0, tolerance(x - 30.0, scale));
            }
            // On the short axis beyond the evolute's tip (rx^2 - ry^2) / ry ~ 121.6.
            for (double y : {130.0, 400.0})
            {
                EXPECT_NEAR(oracle::distanceToShape(e, o + minor * y), y - 7.0, tolerance(y - 7.0, scale));
            }
            EXPECT_EQ(oracle::distanceToShape(e, o + major * 29.0), 0.0);
        }
    }
}

// Off-axis points: for a convex shape the nearest point of Q + d n (n the outward normal at the
// boundary point Q, d > 0) is Q, so the distance is d.
TEST(OracleDistance, EllipseAlongNormals)
{
    const Ellipse e{{10.0, -4.0}, 20.0, 6.0, 0.7};
    const Vec2 ax = unitFromAngle(e.angle);
    for (double t = 0.05; t < 2.0 * kPi; t += 0.37)
    {
        const Vec2 local{e.radiusX * std::cos(t), e.radiusY * std::sin(t)};
        const Vec2 localNormal =
            glm::normalize(Vec2{local.x / (e.radiusX * e.radiusX), local.y / (e.radiusY * e.radiusY)});
        for (double d : {0.01, 1.0, 25.0})
        {
            const Vec2 p = toWorld(local + localNormal * d, e.center, ax);
            EXPECT_NEAR(oracle::distanceToShape(e, p), d, tolerance(d, 100.0)) << "t " << t << " d " << d;
        }
    }
}

TEST(OracleDistance, FanPieces)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        for (double axis : {0.0, 1.3})
        {
            const Vec2 a = unitFromAngle(axis);
            const Fan cake{o, axis, 0.6, 0.0, 20.0};
            const Fan ring{o, axis, 0.6, 5.0, 20.0};
            // Beyond the outer arc on the axis.
            EXPECT_NEAR(oracle::distanceToShape(cake, o + a * 27.0), 7.0, tolerance(7.0, scale));
            // Behind the centre: the nearest point of the cake is the centre.
            EXPECT_NEAR(oracle::distanceToShape(cake, o - a * 3.0), 3.0, tolerance(3.0, scale));
            // In the hole, on the axis.
            EXPECT_NEAR(oracle::distanceToShape(ring, o + a * 2.0), 3.0, tolerance(3.0, scale));
            EXPECT_NEAR(oracle::distanceToShape(ring, o), 5.0, tolerance(5.0, scale));
            // Beside a radial edge, at 0.3 rad beyond it and radius 10: perpendicular foot on the edge.
            const Vec2 side = unitFromAngle(axis + 0.9) * 10.0;
            EXPECT_NEAR(oracle::distanceToShape(ring, o + side), 10.0 * std::sin(0.3), tolerance(3.0, scale));
            EXPECT_EQ(oracle::distanceToShape(ring, o + a * 12.0), 0.0);
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// gap()

TEST(OracleGap, TwoCircles)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        for (double g : {1e-6, 1e-2, 0.5, 3.0, 80.0})
        {
            const Vec2 dir = glm::normalize(Vec2{3.0, -2.0});
            const Circle a{o, 10.0};
            const Circle b{o + dir * (10.0 + 4.0 + g), 4.0};
            EXPECT_NEAR(oracle::gap(a, b), g, tolerance(g, scale)) << g;
            EXPECT_NEAR(oracle::gap(b, a), g, tolerance(g, scale)) << g;
        }
    }
}

TEST(OracleGap, HugeAndTinyCircle)
{
    const Circle huge{{0.0, 0.0}, 1e4};
    const Circle tiny{{std::sqrt(0.5) * 10003.0, std::sqrt(0.5) * 10003.0}, 1.0};
    EXPECT_NEAR(oracle::gap(huge, tiny), 2.0, tolerance(2.0, 1e4));
    EXPECT_NEAR(oracle::gap(tiny, huge), 2.0, tolerance(2.0, 1e4));
}

TEST(OracleGap, CircleSegment)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        const Segment s{o + Vec2{-20.0, 5.0}, o + Vec2{30.0, 5.0}};
        EXPECT_NEAR(oracle::gap(Circle{o, 3.0}, s), 2.0, tolerance(2.0, scale));
        // Past the segment's end: the gap goes to the end point.
        EXPECT_NEAR(oracle::gap(s, Circle{o + Vec2{36.0, 13.0}, 2.0}), 8.0, tolerance(8.0, scale));
        EXPECT_EQ(oracle::gap(s, Circle{o + Vec2{0.0, 7.0}, 2.0}), 0.0) << "tangent";
        EXPECT_EQ(oracle::gap(s, Circle{o + Vec2{0.0, 5.0}, 1.0}), 0.0) << "crossing";
    }
}

TEST(OracleGap, AxisAlignedRects)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        const Rect a{o, 10.0, 4.0, 0.0};
        // Side by side, overlapping in y: the x gap.
        EXPECT_NEAR(oracle::gap(a, Rect{o + Vec2{10.0, 1.0}, 6.0, 2.0, 0.0}), 2.0, tolerance(2.0, scale));
        // Corner to corner.
        EXPECT_NEAR(oracle::gap(a, Rect{o + Vec2{12.0, 9.0}, 8.0, 6.0, 0.0}), std::hypot(3.0, 4.0),
                    tolerance(5.0, scale));
        // Touching along an edge, overlapping, and one inside the other.
        EXPECT_EQ(oracle::gap(a, Rect{o + Vec2{8.0, 0.0}, 6.0, 2.0, 0.0}), 0.0);
        EXPECT_EQ(oracle::gap(a, Rect{o + Vec2{7.0, 0.5}, 6.0, 2.0, 0.0}), 0.0);
        EXPECT_EQ(oracle::gap(a, Rect{o, 1.0, 1.0, 0.7}), 0.0);
        EXPECT_EQ(oracle::gap(Rect{o, 1.0, 1.0, 0.7}, a), 0.0);
        // Near contact both signs: 1e-3 apart, 1e-3 overlapping (a sliver thinner than the samples).
        EXPECT_NEAR(oracle::gap(a, Rect{o + Vec2{8.001, 1.9}, 6.0, 2.0, 0.0}), 1e-3, tolerance(1e-3, scale));
        EXPECT_EQ(oracle::gap(a, Rect{o + Vec2{7.999, 2.9}, 6.0, 2.0, 0.0}), 0.0);
    }
}

TEST(OracleGap, EllipseAndPointOrCircleOnItsAxis)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        for (double angle : {0.0, 0.9})
        {
            const Ellipse e{o, 25.0, 5.0, angle};
            const Vec2 major = unitFromAngle(angle);
            EXPECT_NEAR(oracle::gap(e, Point{o + major * 26.5}), 1.5, tolerance(1.5, scale));
            EXPECT_NEAR(oracle::gap(Point{o - major * 40.0}, e), 15.0, tolerance(15.0, scale));
            // A circle centred on the long axis: the nearest point of the ellipse to its centre is
            // the axis end, so the gap is the centre distance less both radii.
            EXPECT_NEAR(oracle::gap(e, Circle{o + major * 33.0, 2.0}), 6.0, tolerance(6.0, scale));
            EXPECT_NEAR(oracle::gap(Circle{o - major * 27.01, 2.0}, e), 0.01, tolerance(0.01, scale));
            EXPECT_EQ(oracle::gap(Circle{o - major * 26.99, 2.0}, e), 0.0);
        }
    }
}

TEST(OracleGap, FanArcAndCircleOnItsAxis)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        for (double axis : {0.0, 2.5})
        {
            const Vec2 a = unitFromAngle(axis);
            for (double inner : {0.0, 8.0})
            {
                const Fan fan{o, axis, 0.5, inner, 20.0};
                EXPECT_NEAR(oracle::gap(fan, Circle{o + a * 26.0, 3.0}), 3.0, tolerance(3.0, scale));
                EXPECT_NEAR(oracle::gap(Circle{o + a * 23.5, 3.0}, fan), 0.5, tolerance(0.5, scale));
                EXPECT_EQ(oracle::gap(Circle{o + a * 22.9, 3.0}, fan), 0.0);
            }
            // A circle inside the hole, concentric-ish on the axis: gap to the inner arc.
            const Fan ring{o, axis, 0.5, 8.0, 20.0};
            EXPECT_NEAR(oracle::gap(ring, Circle{o + a * 2.0, 3.0}), 3.0, tolerance(3.0, scale));
        }
    }
}

TEST(OracleGap, ParallelCapsulesAndSegments)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        const Capsule a{o, o + Vec2{10.0, 10.0}, 1.0};
        const Vec2 n = glm::normalize(Vec2{-1.0, 1.0});
        const Capsule b{o + n * 5.0, o + n * 5.0 + Vec2{6.0, 6.0}, 1.5};
        EXPECT_NEAR(oracle::gap(a, b), 2.5, tolerance(2.5, scale));
        const Segment s{o + n * 5.0 + Vec2{-3.0, -3.0}, o + n * 5.0 + Vec2{2.0, 2.0}};
        EXPECT_NEAR(oracle::gap(a, s), 4.0, tolerance(4.0, scale));
        EXPECT_NEAR(
            oracle::gap(Segment{o, o + Vec2{10.0, 0.0}}, Segment{o + Vec2{13.0, 4.0}, o + Vec2{20.0, 4.0}}),
            5.0, tolerance(5.0, scale));
        EXPECT_EQ(
            oracle::gap(Segment{o, o + Vec2{10.0, 0.0}}, Segment{o + Vec2{5.0, -1.0}, o + Vec2{5.0, 1.0}}),
            0.0);
    }
}

TEST(OracleGap, ContainmentBothWays)
{
    const Circle big{{0.0, 0.0}, 50.0};
    const Shape inner[] = {Point{{1.0, 2.0}},
                           Circle{{3.0, 3.0}, 2.0},
                           Ellipse{{0, 0}, 10, 3, 1},
                           Rect{{5, 5}, 3, 4, 0.2},
                           Segment{{1, 1}, {2, 7}},
                           Capsule{{1, 1}, {2, 7}, 1.0},
                           Fan{{0, 0}, 1.0, 3.0, 2.0, 20.0}};
    for (const Shape& s : inner)
    {
        EXPECT_EQ(oracle::gap(big, s), 0.0);
        EXPECT_EQ(oracle::gap(s, big), 0.0);
    }
}

// Overlaps far thinner than the boundary sample spacing are still found (the refinement closes in
// on the boundaries' crossing), in both argument orders.
TEST(OracleGap, SliversThinnerThanTheSamples)
{
    constexpr double kSliver = 1e-4;
    for (Vec2 o : kOffsets)
    {
        const Vec2 dir = glm::normalize(Vec2{2.0, 1.0});
        const Shape pairs[][2] = {
            {Circle{o, 100.0}, Circle{o + dir * (150.0 - kSliver), 50.0}},
            {Rect{o, 40.0, 20.0, 0.0},
             Segment{o + Vec2{20.0 - kSliver, 30.0}, o + Vec2{20.0 - kSliver, 5.0}}},
            {Rect{o, 40.0, 20.0, 0.0},
             Segment{o + Vec2{-60.0, 10.0 - kSliver}, o + Vec2{60.0, 10.0 - kSliver}}},
            {Ellipse{o, 80.0, 20.0, 0.0}, Ellipse{o + Vec2{0.0, 50.0 - kSliver}, 90.0, 30.0, 0.0}},
            {Fan{o, 0.0, 0.5, 30.0, 100.0}, Circle{o + Vec2{100.0 + 20.0 - kSliver, 0.0}, 20.0}},
        };
        for (const auto& pair : pairs)
        {
            EXPECT_EQ(oracle::gap(pair[0], pair[1]), 0.0);
            EXPECT_EQ(oracle::gap(pair[1], pair[0]), 0.0);
        }
    }
}

// Symmetry and agreement with distanceToShape on random shapes: gap(a, Point p) is the point
// distance by construction, so instead compare gap(a, b) with min over b's samples of the distance
// to a (an upper bound that dense samples bring within the sample spacing).
TEST(OracleGap, RandomPairsSymmetricAndBoundedBySamples)
{
    std::mt19937_64 rng(20240611);
    std::uniform_real_distribution<double> coord(0.0, 200.0);
    std::uniform_real_distribution<double> size(2.0, 40.0);
    std::uniform_real_distribution<double> angle(0.0, 2.0 * kPi);
    auto randomShape = [&](int kind) -> Shape
    {
        const Vec2 c{coord(rng), coord(rng)};
        switch (kind)
        {
        case 0:
            return Circle{c, size(rng)};
        case 1:
            return Ellipse{c, size(rng), size(rng), angle(rng)};
        case 2:
            return Rect{c, size(rng), size(rng), angle(rng)};
        case 3:
            return Capsule{c, c + unitFromAngle(angle(rng)) * size(rng), size(rng) / 4.0};
        case 4:
            return Segment{c, c + unitFromAngle(angle(rng)) * size(rng)};
        default:
        {
            const double outer = size(rng);
            return Fan{c, angle(rng), 0.1 + 3.0 * std::uniform_real_distribution<double>(0, 1)(rng),
                       kind == 5 ? 0.0 : outer / 3.0, outer};
        }
        }
    };
    // Sample spacing of the bound; the bound holds within it.
    constexpr double kSampleSpacing = 0.01;
    for (int i = 0; i < 49; ++i)
    {
        const Shape a = randomShape(i % 7);
        const Shape b = randomShape((i / 7) % 7);
        const double g = oracle::gap(a, b);
        EXPECT_NEAR(oracle::gap(b, a), g, tolerance(g, 200.0));
        // Only samples of b near a can bring the bound below g + 1; a box around a's samples finds them.
        constexpr double kBoxSpacing = 0.5;
        Vec2 lo{std::numeric_limits<double>::infinity()};
        Vec2 hi{-std::numeric_limits<double>::infinity()};
        for (Vec2 p : oracle::boundarySamples(a, kBoxSpacing))
        {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
        const Vec2 margin{g + 1.0 + kBoxSpacing};
        lo -= margin;
        hi += margin;
        double bound = std::numeric_limits<double>::infinity();
        for (Vec2 p : oracle::boundarySamples(b, kSampleSpacing))
        {
            if (glm::all(glm::lessThanEqual(lo, p)) && glm::all(glm::lessThanEqual(p, hi)))
            {
                bound = std::min(bound, oracle::distanceToShape(a, p));
            }
        }
        EXPECT_LE(g, bound + tolerance(bound, 200.0)) << i;
        EXPECT_GE(g, bound - kSampleSpacing) << i;
    }
}

// ---------------------------------------------------------------------------------------------------
// penetrationDepth() and signedDistance()

TEST(OraclePenetration, ClosedForms)
{
    for (Vec2 o : kOffsets)
    {
        const double scale = std::abs(o.x) + 100.0;
        const Vec2 dir = glm::normalize(Vec2{1.0, 2.0});
        EXPECT_NEAR(oracle::penetrationDepth(Circle{o, 10.0}, Circle{o + dir * 12.0, 5.0}), 3.0,
                    tolerance(3.0, scale));
        // Circle inside a circle: the shortest separating move is still r1 + r2 - d.
        EXPECT_NEAR(oracle::penetrationDepth(Circle{o, 10.0}, Circle{o + dir * 2.0, 3.0}), 11.0,
                    tolerance(11.0, scale));
        // Axis-aligned rects: the smaller of the two overlaps.
        EXPECT_NEAR(
            oracle::penetrationDepth(Rect{o, 10.0, 4.0, 0.0}, Rect{o + Vec2{7.0, 1.0}, 6.0, 4.0, 0.0}), 1.0,
            tolerance(1.0, scale));
        EXPECT_NEAR(
            oracle::penetrationDepth(Rect{o, 10.0, 4.0, 0.0}, Rect{o + Vec2{6.5, 3.5}, 6.0, 4.0, 0.0}), 0.5,
            tolerance(0.5, scale));
        // Concentric ellipses with the same axes: along the short axis.
        EXPECT_NEAR(oracle::penetrationDepth(Ellipse{o, 9.0, 2.0, 0.4}, Ellipse{o, 7.0, 3.0, 0.4}), 5.0,
                    tolerance(5.0, scale));
        // A circle pushed into a square's side.
        const Polygon square = polygon({o + Vec2{-1, -1}, o + Vec2{1, -1}, o + Vec2{1, 1}, o + Vec2{-1, 1}});
        EXPECT_NEAR(oracle::penetrationDepth(square, Circle{o + Vec2{1.7, 0.2}, 0.75}), 0.05,
                    tolerance(0.05, scale));
        // Separated shapes have no depth.
        EXPECT_EQ(oracle::penetrationDepth(Circle{o, 1.0}, Circle{o + Vec2{3.0, 0.0}, 1.0}), 0.0);
        // A cake fan on the axis of a circle: overlap along the axis.
        EXPECT_NEAR(oracle::penetrationDepth(Fan{o, 0.0, 0.3, 0.0, 20.0}, Circle{o + Vec2{22.0, 0.0}, 3.0}),
                    1.0, tolerance(1.0, scale));
    }
}

TEST(OracleSignedDistance, BothSigns)
{
    EXPECT_NEAR(oracle::signedDistance(Circle{{0, 0}, 2.0}, Circle{{5, 0}, 1.0}), 2.0, tolerance(2.0, 5.0));
    EXPECT_NEAR(oracle::signedDistance(Circle{{0, 0}, 2.0}, Circle{{2.5, 0}, 1.0}), -0.5,
                tolerance(0.5, 5.0));
    EXPECT_EQ(oracle::signedDistance(Circle{{0, 0}, 2.0}, Circle{{3, 0}, 1.0}), 0.0);
}

} // namespace
} // namespace hitlab
