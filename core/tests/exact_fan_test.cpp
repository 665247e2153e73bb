// The exact fan family (exact_fan.cpp, fan_math.hpp, fan_clip.hpp, fan_ellipse.hpp, fan_depth.hpp)
// against the independent oracle (oracle.hpp: long-double membership and dense boundary sampling) and
// against analytically constructed cases.
#include "fan_depth.hpp"
#include "fan_math.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "oracle.hpp"
#include "test_support.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

// Overlap answers are compared with the oracle only outside this band around contact.
constexpr double kContactBand = 1e-6;
// Gaps and penetration depths: relative to max(1, |value|) ...
constexpr double kRelativeTolerance = 1e-9;
// ... plus this per unit of coordinate magnitude (the inputs' own rounding at offsets like 1e5).
constexpr double kPerCoordinate = 1e-13;
// Analytic answers computed in double from exact inputs.
constexpr double kAnalyticTolerance = 1e-9;
// Witness points lie on their shapes (oracle distance to the shape), relative to the shapes' size.
constexpr double kWitnessRelative = 1e-9;
// The same quantity by two exact paths (swapped roles, translated copies).
constexpr double kConsistencyTolerance = 1e-9;
// The signed distance is 1-Lipschitz in a translation of either shape (gap, penetration depth and
// the deepest-point depth all are); this slack covers rounding.
constexpr double kLipschitzSlack = 1e-9;
// Grid spacing, in units of the other shape's size, of the sampled deepest-point estimate.
constexpr double kDepthSampleSpacing = 1.0 / 160.0;

std::string describePair(const Shape& a, const Shape& b)
{
    return describe(a) + " vs " + describe(b);
}

double gapTolerance(const Shape& a, const Shape& b, double value)
{
    return kRelativeTolerance * std::max(1.0, std::abs(value)) +
           kPerCoordinate * std::max(magnitudeOf(a), magnitudeOf(b));
}

// The shapes can be moved apart or together by kContactBand: the oracle's answer at contact is then
// ambiguous and overlap is not compared.
bool withinContactBand(const Shape& a, const Shape& b)
{
    for (int k = 0; k < 8; ++k)
    {
        const Vec2 offset = unitFromAngle(k * kPi / 4.0) * kContactBand;
        if (oracle::gap(translated(a, offset), b) > 0.0)
        {
            return true;
        }
    }
    return false;
}

// Checks overlap and signed distance of (a, b) against the oracle; returns whether they overlap.
void checkAgainstOracle(const Shape& a, const Shape& b)
{
    SCOPED_TRACE(describePair(a, b));
    const double gap = oracle::gap(a, b);
    const bool overlaps = overlap(a, b);
    const SignedDistance sd = distance(a, b);
    EXPECT_EQ(overlaps, sd.value <= 0.0) << "the sign of the distance agrees with the overlap test";
    EXPECT_EQ(overlaps, overlap(b, a)) << "swapped roles";
    if (gap > kContactBand)
    {
        EXPECT_FALSE(overlaps);
        EXPECT_NEAR(sd.value, gap, gapTolerance(a, b, gap));
        const double size = std::max(sizeOf(a), sizeOf(b));
        EXPECT_LE(oracle::distanceToShape(a, sd.pointA), kWitnessRelative * size);
        EXPECT_LE(oracle::distanceToShape(b, sd.pointB), kWitnessRelative * size);
        EXPECT_NEAR(glm::length(sd.pointA - sd.pointB), sd.value, gapTolerance(a, b, gap));
    }
    else if (gap == 0.0 && !overlaps)
    {
        EXPECT_TRUE(withinContactBand(a, b)) << "the oracle finds a shared point, the exact test none";
    }
    if (overlaps)
    {
        EXPECT_LE(sd.value, 0.0);
    }
}

// ---------------------------------------------------------------------------------------------------
// Shape generators.

Fan randomFan(std::mt19937_64& rng, Vec2 boxMin, Vec2 boxMax, double minSize, double maxSize)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const Vec2 center{boxMin.x + (boxMax.x - boxMin.x) * unit(rng),
                      boxMin.y + (boxMax.y - boxMin.y) * unit(rng)};
    const double outer = 0.5 * (minSize + (maxSize - minSize) * unit(rng));
    const double kinds = unit(rng);
    // Every kind of fan the definition allows: ordinary, exactly a half-disk, reflex, full.
    const double half = kinds < 0.35   ? 0.05 + (0.5 * kPi - 0.05) * unit(rng)
                        : kinds < 0.45 ? 0.5 * kPi
                        : kinds < 0.85 ? 0.5 * kPi + 0.5 * kPi * unit(rng)
                                       : kPi;
    const double inner = unit(rng) < 0.5 ? 0.0 : (0.05 + 0.85 * unit(rng)) * outer;
    return Fan{center, 2.0 * kPi * unit(rng), half, inner, outer};
}

struct PairGenerator
{
    std::mt19937_64 rng;
    RandomShapeOptions options;

    explicit PairGenerator(uint64_t seed) : rng(seed)
    {
        options.boxMin = {0.0, 0.0};
        options.boxMax = {140.0, 140.0};
        options.minSize = 10.0;
        options.maxSize = 110.0;
    }

    Shape other(ShapeKind kind)
    {
        if (kind == ShapeKind::Fan)
        {
            return randomFan(rng, options.boxMin, options.boxMax, 30.0, options.maxSize + 40.0);
        }
        return randomShape(kind, rng, options);
    }
    Fan fan() { return randomFan(rng, options.boxMin, options.boxMax, 30.0, options.maxSize + 40.0); }
};

constexpr ShapeKind kAllKinds[] = {ShapeKind::Point,   ShapeKind::Circle,  ShapeKind::Ellipse,
                                   ShapeKind::Rect,    ShapeKind::Polygon, ShapeKind::Segment,
                                   ShapeKind::Capsule, ShapeKind::Fan};

std::string kindLabel(ShapeKind kind)
{
    return std::string(kindName(kind));
}

// ---------------------------------------------------------------------------------------------------
// Uniform random pairs, every kind against every kind of fan.

class FanPairTest : public ::testing::TestWithParam<ShapeKind>
{
};

TEST_P(FanPairTest, RandomPairsMatchOracle)
{
    PairGenerator gen(1000 + static_cast<uint64_t>(GetParam()));
    constexpr int kCases = 220;
    int overlaps = 0;
    for (int i = 0; i < kCases; ++i)
    {
        const Shape a = gen.other(GetParam());
        const Shape b = gen.fan();
        checkAgainstOracle(a, b);
        overlaps += overlap(a, b) ? 1 : 0;
    }
    // Both answers must be exercised.
    EXPECT_GT(overlaps, kCases / 10);
    EXPECT_LT(overlaps, kCases - kCases / 10);
}

// Near contact: the first shape is moved along the closest pair so that the gap becomes delta
// (> 0) or the shapes overlap by about -delta; the oracle judges the new configuration.
TEST_P(FanPairTest, NearContactMatchesOracle)
{
    PairGenerator gen(2000 + static_cast<uint64_t>(GetParam()));
    constexpr double kDeltas[] = {2.0, 0.5, 1e-1, 1e-2, -1e-2, -1e-1, -0.5, -2.0};
    int made = 0;
    for (int attempt = 0; attempt < 400 && made < 40; ++attempt)
    {
        const Shape a = gen.other(GetParam());
        const Shape b = gen.fan();
        const SignedDistance sd = distance(a, b);
        if (sd.value <= 1.0)
        {
            continue;
        }
        ++made;
        const Vec2 direction = (sd.pointB - sd.pointA) / glm::length(sd.pointB - sd.pointA);
        for (double delta : kDeltas)
        {
            checkAgainstOracle(translated(a, direction * (sd.value - delta)), b);
        }
    }
    EXPECT_EQ(made, 40);
}

// Swapped roles give the same value with swapped witnesses; a trace never changes the answer; a
// copy of the pair translated by (1e5, -1e5) gives the same answers.
TEST_P(FanPairTest, SwappedTracedAndOffsetAgree)
{
    PairGenerator gen(3000 + static_cast<uint64_t>(GetParam()));
    const Vec2 offset{1e5, -1e5};
    for (int i = 0; i < 150; ++i)
    {
        const Shape a = gen.other(GetParam());
        const Shape b = gen.fan();
        SCOPED_TRACE(describePair(a, b));
        const SignedDistance ab = distance(a, b);
        const SignedDistance ba = distance(b, a);
        EXPECT_EQ(ab.value, ba.value);
        EXPECT_EQ(ab.pointA, ba.pointB);
        Trace trace;
        const bool traced = overlap(a, b, &trace);
        EXPECT_EQ(traced, overlap(a, b));
        EXPECT_FALSE(trace.notes.empty());
        Trace distanceTrace;
        const SignedDistance tracedDistance = distance(a, b, &distanceTrace);
        EXPECT_EQ(tracedDistance.value, ab.value);
        EXPECT_EQ(tracedDistance.pointA, ab.pointA);
        EXPECT_FALSE(distanceTrace.notes.empty());
        EXPECT_FALSE(distanceTrace.world.segments.empty());

        const Shape farA = translated(a, offset);
        const Shape farB = translated(b, offset);
        const SignedDistance far = distance(farA, farB);
        const double tolerance =
            kConsistencyTolerance * std::max(1.0, std::abs(ab.value)) + kPerCoordinate * 2e5;
        EXPECT_NEAR(far.value, ab.value, tolerance);
        if (std::abs(ab.value) > tolerance)
        {
            EXPECT_EQ(overlap(farA, farB), ab.value <= 0.0);
        }
    }
}

// Continuity: the signed distance is 1-Lipschitz in a translation, across contact too.
TEST_P(FanPairTest, SignedDistanceIsContinuous)
{
    PairGenerator gen(4000 + static_cast<uint64_t>(GetParam()));
    std::uniform_real_distribution<double> angle(0.0, 2.0 * kPi);
    int crossings = 0;
    for (int i = 0; i < 150; ++i)
    {
        const Shape a = gen.other(GetParam());
        const Shape b = gen.fan();
        const SignedDistance start = distance(a, b);
        if (start.value > 3.0)
        {
            continue;
        }
        SCOPED_TRACE(describePair(a, b));
        const Vec2 step = unitFromAngle(angle(gen.rng)) * 0.05;
        double previous = start.value;
        for (int k = 1; k <= 80; ++k)
        {
            const double value = distance(translated(a, step * static_cast<double>(k)), b).value;
            EXPECT_LE(std::abs(value - previous), glm::length(step) + kLipschitzSlack) << "step " << k;
            crossings += (value > 0.0) != (previous > 0.0) ? 1 : 0;
            previous = value;
        }
    }
    EXPECT_GT(crossings, 0) << "some walks must cross contact";
}

// Shapes of the sandbox's stress scene (sizes 4..40) packed into a small box, so that most pairs are
// broadphase candidates near contact: the fast decisions of the overlap tests (bounding and inscribed
// circles, half-planes, separating lines, closed-form arc tests) run on them, uniform and moved to
// within 2 .. 1e-2 of contact both ways.
TEST_P(FanPairTest, StressSizedPairsMatchOracle)
{
    PairGenerator gen(8000 + static_cast<uint64_t>(GetParam()));
    gen.options.boxMax = {50.0, 50.0};
    gen.options.minSize = 4.0;
    gen.options.maxSize = 40.0;
    constexpr double kDeltas[] = {2.0, 0.3, 1e-2, -1e-2, -0.3, -2.0};
    int moved = 0;
    for (int i = 0; i < 160; ++i)
    {
        const Shape a = GetParam() == ShapeKind::Fan
                            ? Shape{randomFan(gen.rng, gen.options.boxMin, gen.options.boxMax, 4.0, 40.0)}
                            : randomShape(GetParam(), gen.rng, gen.options);
        const Fan b = randomFan(gen.rng, gen.options.boxMin, gen.options.boxMax, 4.0, 40.0);
        checkAgainstOracle(a, b);
        const SignedDistance sd = distance(a, b);
        if (sd.value <= 0.05 || moved >= 40)
        {
            continue;
        }
        ++moved;
        const Vec2 direction = (sd.pointB - sd.pointA) / glm::length(sd.pointB - sd.pointA);
        for (double delta : kDeltas)
        {
            checkAgainstOracle(translated(a, direction * (sd.value - delta)), b);
        }
    }
    EXPECT_EQ(moved, 40);
}

INSTANTIATE_TEST_SUITE_P(AllKinds, FanPairTest, ::testing::ValuesIn(kAllKinds),
                         [](const ::testing::TestParamInfo<ShapeKind>& info)
                         { return kindLabel(info.param); });

// ---------------------------------------------------------------------------------------------------
// The closed-form piece tests of fan_math.hpp that the overlap tests use, against dense sampling from
// the definitions (long double): an arc is the points centre + rho (cos t, sin t) for t within
// halfAngle of the axis angle.

struct SampledArc
{
    Vec2 center;
    double axisAngle = 0.0;
    double radius = 1.0;
    double halfAngle = 1.0;

    FanArc arc() const
    {
        const bool full = halfAngle >= kPi;
        return {center,
                unitFromAngle(axisAngle),
                radius,
                full ? kPi : halfAngle,
                full ? -1.0 : std::cos(halfAngle),
                full ? 0.0 : std::sin(halfAngle),
                full};
    }
    // The point at angle t from the axis, long double.
    void at(long double t, long double& x, long double& y) const
    {
        x = center.x + radius * std::cos(static_cast<long double>(axisAngle) + t);
        y = center.y + radius * std::sin(static_cast<long double>(axisAngle) + t);
    }
};

// Samples per arc in the sampled checks. The sampled distance exceeds the true one by at most half the
// spacing of the samples; answers are compared outside that band around the decision boundary.
constexpr int kPieceSamples = 4000;

double sampleSpacing(const SampledArc& arc)
{
    return 2.0 * arc.halfAngle * arc.radius / kPieceSamples;
}

long double sampledSegmentArcDistance(Vec2 a, Vec2 b, const SampledArc& arc)
{
    long double best = std::numeric_limits<long double>::infinity();
    for (int i = 0; i <= kPieceSamples; ++i)
    {
        long double x;
        long double y;
        arc.at(-arc.halfAngle + 2.0L * arc.halfAngle * i / kPieceSamples, x, y);
        const long double dx = b.x - static_cast<long double>(a.x);
        const long double dy = b.y - static_cast<long double>(a.y);
        const long double t = std::clamp(((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy), 0.0L, 1.0L);
        best = std::min(best, std::hypot(x - (a.x + t * dx), y - (a.y + t * dy)));
    }
    return best;
}

TEST(FanMath, SegmentAgainstArcMatchesSampling)
{
    std::mt19937_64 rng(9301);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int near = 0;
    int meets = 0;
    for (int i = 0; i < 300; ++i)
    {
        const SampledArc sampled{{10.0 * unit(rng), 10.0 * unit(rng)},
                                 2.0 * kPi * unit(rng),
                                 5.0 + 30.0 * unit(rng),
                                 i % 5 == 0 ? kPi : 0.1 + 3.0 * unit(rng)};
        const FanArc arc = sampled.arc();
        const Vec2 a{-30.0 + 70.0 * unit(rng), -30.0 + 70.0 * unit(rng)};
        const Vec2 b = a + unitFromAngle(2.0 * kPi * unit(rng)) * (1.0 + 30.0 * unit(rng));
        const long double distance = sampledSegmentArcDistance(a, b, sampled);
        const double band = sampleSpacing(sampled);
        SCOPED_TRACE(i);
        if (distance > band)
        {
            EXPECT_FALSE(segmentMeetsArc(a, b, arc));
        }
        else
        {
            ++meets;
        }
        for (double reach : {0.5, 2.0, 6.0})
        {
            if (std::abs(distance - reach) > band)
            {
                EXPECT_EQ(segmentWithinReachOfArc(a, b, arc, reach), distance <= reach) << "reach " << reach;
                near += distance <= reach ? 1 : 0;
            }
        }
    }
    EXPECT_GT(near, 50);
    EXPECT_GT(meets, 20);
    // Crossing analytically: the chord of the circle through the arc's mid direction.
    const SampledArc sampled{{1.0, 2.0}, 0.7, 10.0, 0.4};
    const Vec2 mid = sampled.center + unitFromAngle(0.7) * 10.0;
    const Vec2 across = perp(unitFromAngle(0.7));
    EXPECT_TRUE(
        segmentMeetsArc(mid - unitFromAngle(0.7) - across, mid + unitFromAngle(0.7) + across, sampled.arc()));
    // A radial segment from 3 to 9 beyond the arc's mid point.
    EXPECT_TRUE(segmentWithinReachOfArc(mid + unitFromAngle(0.7) * 3.0, mid + unitFromAngle(0.7) * 9.0,
                                        sampled.arc(), 3.0 + kAnalyticTolerance));
    EXPECT_FALSE(segmentWithinReachOfArc(mid + unitFromAngle(0.7) * 3.0, mid + unitFromAngle(0.7) * 9.0,
                                         sampled.arc(), 3.0 - kAnalyticTolerance));
}

TEST(FanMath, ArcsMeetMatchesSampling)
{
    std::mt19937_64 rng(9401);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int meets = 0;
    int apart = 0;
    for (int i = 0; i < 300; ++i)
    {
        const SampledArc first{{0.0, 0.0},
                               2.0 * kPi * unit(rng),
                               5.0 + 30.0 * unit(rng),
                               i % 6 == 0 ? kPi : 0.1 + 3.0 * unit(rng)};
        const SampledArc second{{-20.0 + 40.0 * unit(rng), -20.0 + 40.0 * unit(rng)},
                                2.0 * kPi * unit(rng),
                                5.0 + 30.0 * unit(rng),
                                i % 7 == 0 ? kPi : 0.1 + 3.0 * unit(rng)};
        // The distance from the first arc's samples to the second arc, from its definition; and a
        // crossing where |p - c2| - r2 changes sign between neighbours that the second arc covers.
        long double distance = std::numeric_limits<long double>::infinity();
        bool crossing = false;
        long double previous = 0.0L;
        bool previousCovered = false;
        for (int k = 0; k <= kPieceSamples; ++k)
        {
            long double x;
            long double y;
            first.at(-first.halfAngle + 2.0L * first.halfAngle * k / kPieceSamples, x, y);
            const long double dx = x - second.center.x;
            const long double dy = y - second.center.y;
            long double off = std::remainder(std::atan2(dy, dx) - second.axisAngle, 2.0L * kPi);
            const bool covered = std::abs(off) <= second.halfAngle;
            const long double radial = std::hypot(dx, dy) - second.radius;
            if (covered)
            {
                distance = std::min(distance, std::abs(radial));
            }
            for (double side : {1.0, -1.0})
            {
                long double ex;
                long double ey;
                second.at(side * second.halfAngle, ex, ey);
                distance = std::min(distance, std::hypot(x - ex, y - ey));
            }
            const bool margin = std::abs(off) < second.halfAngle - 1e-3;
            if (k > 0 && covered && previousCovered && margin && (radial < 0.0L) != (previous < 0.0L))
            {
                crossing = true;
            }
            previous = radial;
            previousCovered = covered && margin;
        }
        SCOPED_TRACE(i);
        if (crossing)
        {
            ++meets;
            EXPECT_TRUE(arcsMeet(first.arc(), second.arc()));
            EXPECT_TRUE(arcsMeet(second.arc(), first.arc()));
        }
        else if (distance > sampleSpacing(first))
        {
            ++apart;
            EXPECT_FALSE(arcsMeet(first.arc(), second.arc()));
            EXPECT_FALSE(arcsMeet(second.arc(), first.arc()));
        }
    }
    EXPECT_GT(meets, 30);
    EXPECT_GT(apart, 30);
}

// ---------------------------------------------------------------------------------------------------
// The documented negative value.

// Convex fan (or a whole disk) with a convex shape: minus the penetration depth (the oracle's
// support-function minimum).
TEST(FanSignedDistance, ConvexFanGivesPenetrationDepth)
{
    std::mt19937_64 rng(5001);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    RandomShapeOptions options;
    options.boxMin = {0.0, 0.0};
    options.boxMax = {100.0, 100.0};
    options.minSize = 10.0;
    options.maxSize = 90.0;
    int checked = 0;
    for (int i = 0; i < 400; ++i)
    {
        const ShapeKind kind = kAllKinds[i % 8];
        const Fan fan{{100.0 * unit(rng), 100.0 * unit(rng)},
                      2.0 * kPi * unit(rng),
                      i % 5 == 0 ? 0.5 * kPi : (i % 7 == 0 ? kPi : 0.05 + (0.5 * kPi - 0.05) * unit(rng)),
                      0.0,
                      20.0 + 40.0 * unit(rng)};
        Shape other = randomShape(kind, rng, options);
        if (kind == ShapeKind::Fan)
        {
            Fan second = std::get<Fan>(other);
            second.innerRadius = 0.0;
            if (second.halfAngle < kPi) // a whole disk is convex too
            {
                second.halfAngle = std::min(second.halfAngle, 0.5 * kPi);
            }
            other = second;
        }
        if (!overlap(other, fan))
        {
            continue;
        }
        const double depth = oracle::penetrationDepth(other, fan);
        if (depth < kContactBand)
        {
            continue;
        }
        ++checked;
        SCOPED_TRACE(describePair(other, fan));
        const SignedDistance sd = distance(other, fan);
        EXPECT_NEAR(sd.value, -depth, gapTolerance(other, fan, depth));
    }
    EXPECT_GT(checked, 100);
}

// Distance from a point of the fan to the fan's boundary, from the definition (long double).
long double depthFromDefinition(const Fan& fan, Vec2 p)
{
    using Real = long double;
    if (!oracle::contains(fan, p))
    {
        return 0.0L;
    }
    const Real dx = static_cast<Real>(p.x) - fan.center.x;
    const Real dy = static_cast<Real>(p.y) - fan.center.y;
    const Real len = std::hypot(dx, dy);
    Real best = static_cast<Real>(fan.outerRadius) - len;
    if (fan.innerRadius > 0.0)
    {
        best = std::min(best, len - static_cast<Real>(fan.innerRadius));
    }
    if (fan.halfAngle < kPi)
    {
        for (double side : {1.0, -1.0})
        {
            const Real angle = static_cast<Real>(fan.angle) + side * static_cast<Real>(fan.halfAngle);
            const Real ux = std::cos(angle);
            const Real uy = std::sin(angle);
            const Real t = std::clamp(dx * ux + dy * uy, static_cast<Real>(fan.innerRadius),
                                      static_cast<Real>(fan.outerRadius));
            best = std::min(best, std::hypot(dx - t * ux, dy - t * uy));
        }
    }
    return best;
}

// Points of the shape's core (see exact_fan.cpp: a circle's centre, a capsule's or a segment's
// segment, a rect's, polygon's, ellipse's or fan's own points) on a grid of the given spacing,
// boundary included, and the radius the core is grown by.
std::vector<Vec2> coreSamples(const Shape& shape, double spacing, double& radius)
{
    radius = 0.0;
    std::vector<Vec2> points;
    if (const auto* c = std::get_if<Circle>(&shape))
    {
        radius = c->radius;
        points.push_back(c->center);
        return points;
    }
    if (const auto* p = std::get_if<Point>(&shape))
    {
        points.push_back(p->position);
        return points;
    }
    Vec2 a;
    Vec2 b;
    bool segment = false;
    if (const auto* s = std::get_if<Segment>(&shape))
    {
        a = s->a;
        b = s->b;
        segment = true;
    }
    if (const auto* c = std::get_if<Capsule>(&shape))
    {
        a = c->a;
        b = c->b;
        radius = c->radius;
        segment = true;
    }
    if (segment)
    {
        const int n = static_cast<int>(std::ceil(glm::length(b - a) / spacing));
        for (int i = 0; i <= n; ++i)
        {
            points.push_back(a + (b - a) * (static_cast<double>(i) / n));
        }
        return points;
    }
    points = oracle::boundarySamples(shape, spacing);
    const Bounds bounds = boundsOf(shape);
    for (double x = bounds.min.x; x <= bounds.max.x; x += spacing)
    {
        for (double y = bounds.min.y; y <= bounds.max.y; y += spacing)
        {
            if (oracle::contains(shape, {x, y}))
            {
                points.push_back({x, y});
            }
        }
    }
    return points;
}

// Non-convex fan: minus (radius + the depth of the core's deepest point in the fan), estimated by
// dense sampling of the core; the distance to the boundary is 1-Lipschitz, so the true maximum is
// at most one grid diagonal above the sampled one (and never below it).
TEST(FanSignedDistance, NonConvexFanGivesDeepestPointDepth)
{
    std::mt19937_64 rng(6001);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    RandomShapeOptions options;
    options.boxMin = {0.0, 0.0};
    options.boxMax = {100.0, 100.0};
    options.minSize = 10.0;
    options.maxSize = 60.0;
    int checked = 0;
    for (int i = 0; i < 240 && checked < 120; ++i)
    {
        const ShapeKind kind = kAllKinds[i % 7]; // fan pairs below
        Fan fan = randomFan(rng, options.boxMin, options.boxMax, 40.0, 120.0);
        if (makeFanFrame(fan).convex())
        {
            fan.innerRadius = 0.3 * fan.outerRadius;
        }
        const Shape other = randomShape(kind, rng, options);
        if (!overlap(other, fan) || withinContactBand(other, fan))
        {
            continue;
        }
        SCOPED_TRACE(describePair(other, fan));
        const double spacing = kDepthSampleSpacing * sizeOf(other);
        double radius = 0.0;
        long double sampled = -1.0L;
        for (Vec2 p : coreSamples(other, spacing, radius))
        {
            sampled = std::max(sampled, depthFromDefinition(fan, p));
        }
        const SignedDistance sd = distance(other, fan);
        if (sampled <= 0.0L)
        {
            // Only the rim of a circle or capsule reaches the fan: radius - dist(core, fan).
            EXPECT_GT(radius, 0.0);
            double coreGap = std::numeric_limits<double>::infinity();
            double unused = 0.0;
            for (Vec2 p : coreSamples(other, spacing, unused))
            {
                coreGap = std::min(coreGap, oracle::distanceToShape(fan, p));
            }
            EXPECT_LE(-sd.value, radius - coreGap + spacing + kAnalyticTolerance);
            EXPECT_GE(-sd.value, radius - coreGap - kAnalyticTolerance - spacing);
            continue;
        }
        ++checked;
        const double expected = radius + static_cast<double>(sampled);
        EXPECT_GE(-sd.value, expected - kAnalyticTolerance * std::max(1.0, expected));
        EXPECT_LE(-sd.value, expected + spacing * std::sqrt(2.0) + kAnalyticTolerance);
    }
    EXPECT_GT(checked, 60);
}

// Two fans, one non-convex: minus the larger of the two depths (each fan's deepest point in the other).
TEST(FanSignedDistance, FanPairGivesTheLargerDeepestPointDepth)
{
    std::mt19937_64 rng(6501);
    int checked = 0;
    for (int i = 0; i < 200 && checked < 40; ++i)
    {
        const Fan a = randomFan(rng, {0.0, 0.0}, {80.0, 80.0}, 40.0, 110.0);
        Fan b = randomFan(rng, {0.0, 0.0}, {80.0, 80.0}, 40.0, 110.0);
        if (makeFanFrame(a).convex() && makeFanFrame(b).convex())
        {
            b.innerRadius = 0.4 * b.outerRadius;
        }
        if (!overlapFanFan(a, b) || withinContactBand(a, b))
        {
            continue;
        }
        ++checked;
        SCOPED_TRACE(describePair(a, b));
        const double spacing = kDepthSampleSpacing * std::min(sizeOf(a), sizeOf(b));
        long double sampled = 0.0L;
        double unused = 0.0;
        for (Vec2 p : coreSamples(a, spacing, unused))
        {
            sampled = std::max(sampled, depthFromDefinition(b, p));
        }
        for (Vec2 p : coreSamples(b, spacing, unused))
        {
            sampled = std::max(sampled, depthFromDefinition(a, p));
        }
        const double expected = static_cast<double>(sampled);
        const double value = distanceFanFan(a, b).value;
        EXPECT_GE(-value, expected - kAnalyticTolerance * std::max(1.0, expected));
        EXPECT_LE(-value, expected + spacing * std::sqrt(2.0) + kAnalyticTolerance);
    }
    EXPECT_GT(checked, 20);
}

// A fan centred at the origin with outer radius 30 to 120, of any kind; every fifth (by index) a whole
// disc or annulus, which randomFan draws less often.
Fan fanOfAnyKindAtTheOrigin(std::mt19937_64& rng, int index)
{
    Fan fan = randomFan(rng, {0.0, 0.0}, {0.0, 0.0}, 60.0, 240.0);
    if (index % 5 == 0)
    {
        fan.halfAngle = kPi;
    }
    return fan;
}

// The bound that lets the fan-pair depth skip an arc of the other fan (arcDepthBound): no point of the
// arc may lie in the fan deeper than it (an arc outside the fan may have a negative bound: its depth
// is 0, which no skip can lose), or an arc holding the deepest point would be skipped. Checked
// by dense sampling of the arcs of seeded random fans of very different sizes around fans of every
// kind (whole discs, annuli, sectors with and without a hole, reflex ones), arcs near the centre, the
// rim and the hole, and the bound must be below the fan's own deepest point often enough to matter.
TEST(FanSignedDistance, NoPointOfAnArcIsDeeperThanItsBound)
{
    std::mt19937_64 rng(20261126);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int arcsChecked = 0;
    int arcsSkippable = 0;
    int discArcs = 0;
    for (int i = 0; i < 3000; ++i)
    {
        const Fan fan = fanOfAnyKindAtTheOrigin(rng, i);
        const double reach = fan.outerRadius * (0.05 + 1.2 * unit(rng));
        const Fan other = randomFan(rng, {-reach, -reach}, {reach, reach}, 4.0, fan.outerRadius * 1.5);
        const FanFrame f = makeFanFrame(fan);
        FanFrame otherInF = makeFanFrame(other);
        otherInF.center = f.toLocal(other.center);
        otherInF.axis = f.directionToLocal(otherInF.axis);
        const FanPieces pieces = fanPieces(otherInF, otherInF.center, otherInF.axis);
        const double deepest = deepestPointOfFanLocal(f).depth;
        for (int k = 0; k < pieces.arcCount; ++k)
        {
            const FanArc& arc = pieces.arcs[k];
            const double bound = arcDepthBound(f, arc);
            constexpr int kSamples = 2000;
            for (int s = 0; s <= kSamples; ++s)
            {
                const double angle = arc.halfAngle * (2.0 * s / kSamples - 1.0);
                const Vec2 direction = arc.axis * std::cos(angle) + perp(arc.axis) * std::sin(angle);
                const Vec2 p = arc.center + direction * arc.radius;
                ASSERT_LE(depthInFanLocal(f, p).depth, std::max(bound, 0.0))
                    << "fan " << i << ", arc " << k << ", sample " << s << ", fan full " << f.full
                    << ", inner " << f.inner;
            }
            ++arcsChecked;
            arcsSkippable += bound < deepest ? 1 : 0;
            discArcs += f.full && f.inner == 0.0 ? 1 : 0;
        }
    }
    EXPECT_GT(arcsChecked, 4000);
    EXPECT_GT(arcsSkippable, 1000);
    EXPECT_GT(discArcs, 300);
}

// The bounds that let a depth search skip a quarter turn of a conic piece (an ellipse, or an arc as a
// conic) or a whole segment (conicDepthBound, segmentDepthBound), held to dense sampling like the arc
// bound above: seeded random ellipses and segments of very different sizes around fans of every kind,
// over every quarter-turn piece the root search cuts a turn into, and over shorter pieces.
TEST(FanSignedDistance, NoPointOfAConicPieceOrSegmentIsDeeperThanItsBound)
{
    // The fan's centre between a piece's chord and the piece itself (inside the bounding triangle, near
    // the curve): a whole disc is deepest there, which only the triangle's "inside" case bounds.
    const FanFrame disc = makeFanFrame(Fan{{0.0, 0.0}, 0.0, kPi, 0.0, 100.0});
    for (double gap : {0.5, 2.0, 8.0})
    {
        const ConicPiece circle{{gap - 50.0, 0.0}, {50.0, 0.0}, {0.0, 50.0}, -0.25 * kPi, 0.25 * kPi};
        const double bound = conicDepthBound(disc, circle, circle.lo, circle.hi);
        EXPECT_GE(bound, depthInFanLocal(disc, circle.at(0.0)).depth) << "gap " << gap;
    }

    std::mt19937_64 rng(20261127);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int piecesChecked = 0;
    int piecesSkippable = 0;
    int segmentsSkippable = 0;
    for (int i = 0; i < 3000; ++i)
    {
        const Fan fan = fanOfAnyKindAtTheOrigin(rng, i);
        const FanFrame f = makeFanFrame(fan);
        const double deepest = deepestPointOfFanLocal(f).depth;
        const double reach = f.outer * (0.05 + 1.2 * unit(rng));
        const double size = f.outer * (0.02 + 1.5 * unit(rng));
        const Vec2 centre{reach * (2.0 * unit(rng) - 1.0), reach * (2.0 * unit(rng) - 1.0)};
        const Vec2 axis = unitFromAngle(2.0 * kPi * unit(rng));
        const ConicPiece ellipse{centre, axis * size, perp(axis) * (size * (0.1 + 0.9 * unit(rng))), 0.0,
                                 2.0 * kPi};
        // The root search's own pieces of the whole turn, and a random shorter piece.
        const QuarterTurnPieces turn(ellipse.lo, ellipse.hi);
        const double shortFrom = 2.0 * kPi * unit(rng);
        for (int k = 0; k <= turn.count; ++k)
        {
            const double t0 = k < turn.count ? turn.from(k) : shortFrom;
            const double t1 = k < turn.count ? turn.to(k) : shortFrom + 0.5 * kPi * unit(rng);
            const double bound = conicDepthBound(f, ellipse, t0, t1);
            constexpr int kSamples = 1000;
            for (int s = 0; s <= kSamples; ++s)
            {
                const Vec2 p = ellipse.at(t0 + (t1 - t0) * s / kSamples);
                ASSERT_LE(depthInFanLocal(f, p).depth, std::max(bound, 0.0))
                    << "fan " << i << ", piece " << k << ", sample " << s;
            }
            ++piecesChecked;
            piecesSkippable += bound < deepest ? 1 : 0;
        }
        const Vec2 a = centre;
        const Vec2 b = centre + unitFromAngle(2.0 * kPi * unit(rng)) * size;
        const double bound = segmentDepthBound(f, a, b);
        for (int s = 0; s <= 1000; ++s)
        {
            ASSERT_LE(depthInFanLocal(f, a + (b - a) * (s / 1000.0)).depth, std::max(bound, 0.0))
                << "fan " << i << ", segment sample " << s;
        }
        segmentsSkippable += bound < deepest ? 1 : 0;
    }
    EXPECT_GT(piecesChecked, 12000);
    EXPECT_GT(piecesSkippable, 3000);
    EXPECT_GT(segmentsSkippable, 500);
}

// Fan-fan: the value is symmetric and, for overlapping fans, minus the larger of the two depths.
TEST(FanSignedDistance, FanPairIsSymmetric)
{
    std::mt19937_64 rng(7001);
    for (int i = 0; i < 200; ++i)
    {
        const Fan a = randomFan(rng, {0.0, 0.0}, {120.0, 120.0}, 40.0, 140.0);
        const Fan b = randomFan(rng, {0.0, 0.0}, {120.0, 120.0}, 40.0, 140.0);
        SCOPED_TRACE(describePair(a, b));
        const SignedDistance ab = distanceFanFan(a, b);
        const SignedDistance ba = distanceFanFan(b, a);
        EXPECT_NEAR(ab.value, ba.value, kConsistencyTolerance * std::max(1.0, std::abs(ab.value)));
        EXPECT_EQ(overlapFanFan(a, b), overlapFanFan(b, a));
    }
}

// ---------------------------------------------------------------------------------------------------
// Analytically constructed cases.

const Fan kRing{{0.0, 0.0}, 0.0, 2.0, 50.0, 100.0}; // reflex, with a hole

TEST(FanAnalytic, CircleInTheHoleAndTouchingTheInnerArc)
{
    // Farthest point (40, 0) against the inner arc at (50, 0).
    EXPECT_FALSE(overlapCircleFan({{10.0, 0.0}, 30.0}, kRing));
    EXPECT_NEAR(distanceCircleFan({{10.0, 0.0}, 30.0}, kRing).value, 10.0, kAnalyticTolerance);
    EXPECT_TRUE(overlapCircleFan({{10.0, 0.0}, 40.0}, kRing));
    EXPECT_NEAR(distanceCircleFan({{10.0, 0.0}, 40.0}, kRing).value, 0.0, kAnalyticTolerance);
    EXPECT_FALSE(overlapCircleFan({{10.0, 0.0}, 40.0 - 1e-3}, kRing));
    EXPECT_NEAR(distanceCircleFan({{10.0, 0.0}, 40.0 - 1e-3}, kRing).value, 1e-3, kAnalyticTolerance);
    // A square in the hole around the centre, and one reaching the inner arc.
    EXPECT_FALSE(overlapRectFan({{0.0, 0.0}, 60.0, 60.0, 0.3}, kRing)); // half-diagonal 42.4 < 50
    EXPECT_TRUE(overlapRectFan({{0.0, 0.0}, 80.0, 80.0, 0.0}, kRing));  // corner at 56.6 > 50
    EXPECT_FALSE(overlapFanFan({{0.0, 0.0}, 1.0, 0.7, 0.0, 45.0}, kRing));
    EXPECT_NEAR(distanceFanFan({{0.0, 0.0}, 0.0, 0.7, 0.0, 45.0}, kRing).value, 5.0, kAnalyticTolerance);
    // A segment inside the hole, and one ending exactly on the inner arc.
    EXPECT_FALSE(overlapSegmentFan({{-30.0, 0.0}, {30.0, 0.0}}, kRing));
    EXPECT_TRUE(overlapSegmentFan({{-30.0, 0.0}, {50.0, 0.0}}, kRing));
    // An ellipse in the hole touching the inner arc at (50, 0).
    EXPECT_TRUE(overlapEllipseFan({{20.0, 0.0}, 30.0, 10.0, 0.0}, kRing));
    EXPECT_FALSE(overlapEllipseFan({{20.0 - 1e-3, 0.0}, 30.0, 10.0, 0.0}, kRing));
    EXPECT_NEAR(distanceEllipseFan({{20.0 - 1e-3, 0.0}, 30.0, 10.0, 0.0}, kRing).value, 1e-3,
                kAnalyticTolerance);
}

TEST(FanAnalytic, CircleTangentToARadialEdgeAndToTheOuterArc)
{
    const Fan fan{{3.0, -4.0}, 0.9, 0.5, 20.0, 100.0};
    const FanFrame f = makeFanFrame(fan);
    const Vec2 g = f.directionToWorld(fanEdgeDirectionLocal(f, 1.0));
    const Vec2 outward = perp(g);
    const Vec2 onEdge = fan.center + g * 60.0;
    for (double delta : {-1e-2, -1e-6, 0.0, 1e-6, 1e-2, 1.0})
    {
        const Circle c{onEdge + outward * (10.0 + delta), 10.0};
        SCOPED_TRACE(delta);
        if (std::abs(delta) > kContactBand)
        {
            EXPECT_EQ(overlapCircleFan(c, fan), delta < 0.0);
        }
        EXPECT_NEAR(distanceCircleFan(c, fan).value, delta, kAnalyticTolerance);
    }
    const Vec2 axis = unitFromAngle(fan.angle + 0.2);
    for (double delta : {-1e-2, 0.0, 1e-2})
    {
        const Circle c{fan.center + axis * (130.0 + delta), 30.0};
        EXPECT_NEAR(distanceCircleFan(c, fan).value, delta, kAnalyticTolerance);
    }
}

TEST(FanAnalytic, ShapesTouchingTheFanCentre)
{
    for (double half : {0.6, 0.5 * kPi, 2.5})
    {
        const Fan fan{{0.0, 0.0}, 0.0, half, 0.0, 50.0};
        SCOPED_TRACE(half);
        EXPECT_TRUE(overlapPointFan({{0.0, 0.0}}, fan));
        EXPECT_TRUE(overlapSegmentFan({{-5.0, 0.0}, {0.0, 0.0}}, fan));
        if (half <= 0.5 * kPi)
        {
            // The centre is the fan's nearest point to the negative axis.
            EXPECT_TRUE(overlapCircleFan({{-5.0, 0.0}, 5.0}, fan));
            EXPECT_NEAR(distanceCircleFan({{-5.0, 0.0}, 5.0}, fan).value, 0.0, kAnalyticTolerance);
            EXPECT_NEAR(distanceCircleFan({{-5.0, 0.0}, 4.0}, fan).value, 1.0, kAnalyticTolerance);
            EXPECT_NEAR(distanceSegmentFan({{-5.0, 0.0}, {-1.0, 0.0}}, fan).value, 1.0, kAnalyticTolerance);
        }
        else
        {
            // Reflex: the negative axis lies in the notch, sin(pi - half) from the edges per unit.
            const double perUnit = std::sin(kPi - half);
            EXPECT_NEAR(distanceCircleFan({{-5.0, 0.0}, 5.0 * perUnit}, fan).value, 0.0, kAnalyticTolerance);
            EXPECT_NEAR(distanceSegmentFan({{-5.0, 0.0}, {-1.0, 0.0}}, fan).value, perUnit,
                        kAnalyticTolerance);
        }
    }
    // With a hole the centre is not in the fan.
    const Fan holed{{0.0, 0.0}, 0.0, 1.0, 10.0, 50.0};
    EXPECT_FALSE(overlapPointFan({{0.0, 0.0}}, holed));
    EXPECT_NEAR(distancePointFan({{0.0, 0.0}}, holed).value, 10.0, kAnalyticTolerance);
}

TEST(FanAnalytic, HalfDiskAndFullAnnulus)
{
    const Fan halfDisk{{0.0, 0.0}, 0.0, 0.5 * kPi, 0.0, 100.0};
    // Tangent to the flat side (the y axis) from the left.
    EXPECT_NEAR(distanceCircleFan({{-10.0, 50.0}, 10.0}, halfDisk).value, 0.0, kAnalyticTolerance);
    EXPECT_NEAR(distanceCircleFan({{-10.0, 50.0}, 9.99}, halfDisk).value, 0.01, kAnalyticTolerance);
    EXPECT_FALSE(overlapCircleFan({{-10.0, 50.0}, 9.99}, halfDisk));
    EXPECT_TRUE(overlapRectFan({{-5.0, 0.0}, 10.0, 10.0, 0.0}, halfDisk));
    EXPECT_FALSE(overlapRectFan({{-5.001, 0.0}, 10.0, 10.0, 0.0}, halfDisk));
    // A convex fan: the penetration depth of a circle is its radius plus its centre's depth.
    EXPECT_NEAR(distanceCircleFan({{10.0, 0.0}, 5.0}, halfDisk).value, -15.0, kAnalyticTolerance);

    const Fan annulus{{0.0, 0.0}, 1.0, kPi, 50.0, 100.0};
    // Every direction is in range: a circle on the negative axis inside the annulus overlaps.
    EXPECT_TRUE(overlapCircleFan({{-75.0, 0.0}, 10.0}, annulus));
    EXPECT_NEAR(distanceCircleFan({{-75.0, 0.0}, 10.0}, annulus).value, -35.0, kAnalyticTolerance);
    EXPECT_TRUE(overlapPointFan({{-75.0, 0.0}}, annulus));
    EXPECT_NEAR(distancePointFan({{-75.0, 0.0}}, annulus).value, -25.0, kAnalyticTolerance);
    // A full fan has no radial edges: a segment along the negative axis inside has depth 25.
    EXPECT_NEAR(distanceSegmentFan({{-80.0, 0.0}, {-70.0, 0.0}}, annulus).value, -25.0, kAnalyticTolerance);
    const Fan disk{{0.0, 0.0}, 1.0, kPi, 0.0, 100.0};
    EXPECT_NEAR(distancePointFan({{0.0, 0.0}}, disk).value, -100.0, kAnalyticTolerance);
}

TEST(FanAnalytic, ContainmentBothWays)
{
    const Fan fan{{0.0, 0.0}, 0.3, 2.0, 20.0, 50.0};
    // The fan inside a big rect, polygon, circle, capsule and ellipse: no boundaries cross.
    EXPECT_TRUE(overlapRectFan({{0.0, 0.0}, 200.0, 200.0, 0.1}, fan));
    EXPECT_TRUE(overlapCircleFan({{5.0, 5.0}, 100.0}, fan));
    EXPECT_TRUE(overlapCapsuleFan({{-10.0, 0.0}, {10.0, 0.0}, 80.0}, fan));
    EXPECT_TRUE(overlapEllipseFan({{0.0, 0.0}, 90.0, 70.0, 0.4}, fan));
    const Polygon big =
        *makePolygon({{-100.0, -100.0}, {100.0, -90.0}, {80.0, 100.0}, {-90.0, 80.0}}).polygon;
    EXPECT_TRUE(overlapPolygonFan(big, fan));
    EXPECT_TRUE(overlapFanFan({{0.0, 0.0}, 0.0, kPi, 0.0, 60.0}, fan));
    // Shapes inside the fan (on its axis at radius 35, away from every boundary piece).
    const Vec2 inside = unitFromAngle(0.3) * 35.0;
    EXPECT_TRUE(overlapRectFan({inside, 4.0, 4.0, 0.7}, fan));
    EXPECT_TRUE(overlapEllipseFan({inside, 5.0, 2.0, 0.7}, fan));
    EXPECT_TRUE(overlapSegmentFan({inside, inside + Vec2{1.0, 1.0}}, fan));
    EXPECT_TRUE(overlapFanFan({inside, 1.0, 0.3, 0.0, 5.0}, fan));
    // Depth of a small circle deep inside: radius + distance of its centre to the boundary (15).
    EXPECT_NEAR(distanceCircleFan({inside, 2.0}, fan).value, -17.0, kAnalyticTolerance);
}

// A tilted ellipse touching an arc at a point P inside the arc's range: from outside the outer arc
// (centre at P minus the ellipse's own support point along -n, n = P / R), and from inside the hole
// (centre at P minus its support point along n; its largest radius of curvature a^2 / b is below r,
// so by Blaschke's rolling theorem it lies in the disk of radius r). Moved by delta away from the
// arc the gap is exactly delta (the tangent line, or the disk of radius r - delta, separates);
// moved towards it they overlap. Tilted ellipses whose nearest point is off their centre's
// direction are the cases where the arc test cannot decide in closed form.
TEST(FanAnalytic, TiltedEllipseTouchingAnArc)
{
    std::mt19937_64 rng(9101);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int checked = 0;
    for (int i = 0; i < 300; ++i)
    {
        const double half = i % 4 == 0 ? kPi : 0.3 + 2.6 * unit(rng);
        const double outer = 20.0 + 60.0 * unit(rng);
        const double inner = (0.4 + 0.4 * unit(rng)) * outer;
        const Fan fan{{100.0 * unit(rng), 100.0 * unit(rng)}, 2.0 * kPi * unit(rng), half, inner, outer};
        const bool outerArc = i % 2 == 0;
        const double b = 1.0 + 4.0 * unit(rng);
        double a = b * (1.0 + 4.0 * unit(rng));
        if (!outerArc)
        {
            a = std::min(a, std::sqrt(0.9 * inner * b)); // a^2 / b <= 0.9 r
        }
        // The contact point's angle from the axis stays clear of the range's ends.
        const double along = (2.0 * unit(rng) - 1.0) * std::max(0.0, half - 0.5);
        const Vec2 n = unitFromAngle(fan.angle + along);
        const double rho = outerArc ? outer : inner;
        const Vec2 contact = fan.center + n * rho;
        const Ellipse shape{{0.0, 0.0}, a, b, 2.0 * kPi * unit(rng)};
        const Vec2 u = unitFromAngle(shape.angle);
        const Vec2 v = perp(u);
        // The ellipse's point with outward normal m, relative to its centre: M^-1 m / sqrt(m M^-1 m).
        const Vec2 m = outerArc ? -n : n;
        const Vec2 own{glm::dot(m, u) * a * a, glm::dot(m, v) * b * b};
        const Vec2 support =
            (u * own.x + v * own.y) / std::sqrt(glm::dot(m, u) * own.x + glm::dot(m, v) * own.y);
        const Vec2 center = contact - support;
        const Vec2 away = outerArc ? n : -n;
        SCOPED_TRACE(describePair(shape, fan));
        for (double delta : {0.5, 1e-2, 1e-4, -1e-4, -1e-2, -0.5})
        {
            const Ellipse moved{center + away * delta, a, b, shape.angle};
            EXPECT_EQ(overlapEllipseFan(moved, fan), delta < 0.0) << "delta " << delta;
            if (delta > 0.0)
            {
                EXPECT_NEAR(distanceEllipseFan(moved, fan).value, delta, kAnalyticTolerance);
            }
        }
        ++checked;
    }
    EXPECT_EQ(checked, 300);
}

// A capsule touching the outer arc from outside at an interior point of the arc: its core is the
// tangent to the circle of radius R + its radius; and a rect whose edge is tangent there.
TEST(FanAnalytic, CapsuleAndRectTangentToTheOuterArc)
{
    std::mt19937_64 rng(9201);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int i = 0; i < 200; ++i)
    {
        const double half = 0.3 + 2.8 * unit(rng);
        const double outer = 20.0 + 60.0 * unit(rng);
        const Fan fan{{50.0 * unit(rng), 50.0 * unit(rng)},
                      2.0 * kPi * unit(rng),
                      half,
                      i % 2 == 0 ? 0.0 : 0.5 * outer,
                      outer};
        const double along = (2.0 * unit(rng) - 1.0) * std::max(0.0, half - 0.5);
        const Vec2 n = unitFromAngle(fan.angle + along);
        const Vec2 t = perp(n);
        const double radius = 1.0 + 10.0 * unit(rng);
        const double before = 1.0 + 20.0 * unit(rng);
        const double after = 1.0 + 20.0 * unit(rng);
        const Vec2 touch = fan.center + n * (outer + radius);
        const double width = 2.0 + 30.0 * unit(rng);
        const double height = 2.0 + 30.0 * unit(rng);
        const double sideways = 0.4 * width * (2.0 * unit(rng) - 1.0); // the contact stays on the edge
        SCOPED_TRACE(describe(fan));
        for (double delta : {0.5, 1e-3, -1e-3, -0.5})
        {
            const Vec2 shift = n * delta;
            const Capsule capsule{touch - t * before + shift, touch + t * after + shift, radius};
            EXPECT_EQ(overlapCapsuleFan(capsule, fan), delta < 0.0) << "capsule, delta " << delta;
            EXPECT_NEAR(distanceCapsuleFan(capsule, fan).value, delta, kAnalyticTolerance);
            const Rect rect{fan.center + n * (outer + 0.5 * height) + t * sideways + shift, width, height,
                            std::atan2(n.y, n.x) + 0.5 * kPi};
            EXPECT_EQ(overlapRectFan(rect, fan), delta < 0.0) << "rect, delta " << delta;
        }
    }
}

// Two fans on one centre whose arcs lie on one circle: the outer arc of one and the inner arc of the
// other share an arc when their ranges overlap (touching), and nothing when the ranges are apart or
// the radii differ.
TEST(FanAnalytic, ConcentricArcsOnOneCircle)
{
    const Fan a{{10.0, -5.0}, 0.0, 0.5, 20.0, 50.0};
    EXPECT_TRUE(overlapFanFan(a, {{10.0, -5.0}, 0.1, 0.3, 50.0, 80.0}));
    EXPECT_TRUE(overlapFanFan({{10.0, -5.0}, 0.1, 0.3, 50.0, 80.0}, a));
    EXPECT_TRUE(overlapFanFan(a, {{10.0, -5.0}, 0.9, 0.4, 50.0, 80.0})); // ranges share [0.5, 0.5]
    EXPECT_FALSE(overlapFanFan(a, {{10.0, -5.0}, 1.2, 0.3, 50.0, 80.0}));
    EXPECT_FALSE(overlapFanFan(a, {{10.0, -5.0}, 0.1, 0.3, 50.001, 80.0}));
    EXPECT_NEAR(distanceFanFan(a, {{10.0, -5.0}, 0.1, 0.3, 50.001, 80.0}).value, 1e-3, kAnalyticTolerance);
    // Inside the other's hole on the same centre.
    EXPECT_FALSE(overlapFanFan({{10.0, -5.0}, 2.0, 2.5, 0.0, 19.999}, a));
    EXPECT_TRUE(overlapFanFan({{10.0, -5.0}, 2.0, 2.5, 0.0, 20.0}, a));
}

// The same fan twice: every boundary piece coincides with its copy, so no crossing is found after
// rounding, and the corners may round to just outside the copy; the fans still overlap (once they
// did not, with a tiny positive distance, for this reflex fan with a hole).
TEST(FanAnalytic, TheSameFanTwiceOverlaps)
{
    const Fan found{{322.52188754069698, 188.86525790305123},
                    0.14528451346582399,
                    3.0152691742782918,
                    9.1184599037366656,
                    28.08456594196532};
    EXPECT_TRUE(overlapFanFan(found, found));
    EXPECT_LT(distanceFanFan(found, found).value, 0.0);
    std::mt19937_64 rng(8);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int i = 0; i < 20000; ++i)
    {
        const double outer = 1.0 + 200.0 * unit(rng);
        const Fan fan{{1000.0 * unit(rng) - 500.0, 1000.0 * unit(rng) - 500.0},
                      2.0 * kPi * unit(rng),
                      kPi * (1e-3 + (1.0 - 1e-3) * unit(rng)),
                      i % 2 == 0 ? 0.0 : outer * 0.99 * unit(rng),
                      outer};
        ASSERT_TRUE(overlapFanFan(fan, fan))
            << fan.center.x << " " << fan.center.y << " " << fan.angle << " " << fan.halfAngle << " "
            << fan.innerRadius << " " << fan.outerRadius;
    }
}

TEST(FanAnalytic, ReflexNotch)
{
    // A reflex fan without a hole; its notch is the cone of half-angle pi - 2.5 around -x.
    const Fan fan{{0.0, 0.0}, 0.0, 2.5, 0.0, 100.0};
    const double notch = kPi - 2.5;
    // A circle in the notch tangent to both edges: centre at distance d on -x, radius d sin(notch).
    const double d = 50.0;
    EXPECT_NEAR(distanceCircleFan({{-d, 0.0}, d * std::sin(notch) - 0.5}, fan).value, 0.5,
                kAnalyticTolerance);
    EXPECT_NEAR(distanceCircleFan({{-d, 0.0}, d * std::sin(notch) + 0.5}, fan).value, -0.5,
                kAnalyticTolerance);
    EXPECT_FALSE(overlapSegmentFan({{-60.0, -5.0}, {-20.0, 5.0}}, fan));
    EXPECT_TRUE(overlapSegmentFan({{-60.0, -60.0}, {-20.0, 5.0}}, fan));
    // Rects in the notch along -x (its half-width at x = -40 is 40 tan(pi - 2.5) = 29.8), and one
    // reaching out of it.
    EXPECT_FALSE(overlapRectFan({{-60.0, 0.0}, 40.0, 2.0, 0.0}, fan));
    EXPECT_FALSE(overlapRectFan({{-60.0, 0.0}, 40.0, 40.0, 0.0}, fan));
    EXPECT_TRUE(overlapRectFan({{-60.0, 0.0}, 40.0, 80.0, 0.0}, fan));
}

} // namespace
} // namespace hitlab
