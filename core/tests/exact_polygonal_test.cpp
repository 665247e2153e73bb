// Tests of exact_polygonal.cpp: overlap and signed distance of the 21 pairs among point, circle, rect,
// polygon, segment and capsule, against the independent oracle (oracle.hpp, long double membership and
// boundary sampling) on seeded random cases, near-contact cases, coordinates near 1e5, analytically
// constructed tangencies, containment both ways, swapped roles and degenerate inputs.
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "oracle.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <new>
#include <random>
#include <string>
#include <utility>
#include <vector>

// Counts allocations, so that a test can check that the queries make none. Replacing the global
// operator new is allowed by the standard and affects only this test binary.
namespace
{
std::atomic<long> gAllocations{0};
}

void* operator new(std::size_t size)
{
    gAllocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size == 0 ? 1 : size))
    {
        return p;
    }
    throw std::bad_alloc();
}

// Inlined into a test, these free memory that GCC takes for the built-in operator new's, not the malloc
// above (a false -Wmismatched-new-delete at -O1).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void operator delete(void* p) noexcept
{
    std::free(p);
}

void operator delete(void* p, std::size_t) noexcept
{
    std::free(p);
}
#pragma GCC diagnostic pop

namespace hitlab
{
namespace
{

// ---------------------------------------------------------------------------------------------------
// Tolerances, all in world units unless said otherwise.
// ---------------------------------------------------------------------------------------------------

// Overlap is compared with the oracle only where the oracle's signed distance is further than this
// from 0: inside the band, rounding may decide either way.
constexpr double kContactBand = 1e-6;
// Distances: relative to max(|expected|, kUnitLength). The oracle reaches ~1e-12 relative on gaps and
// ~3e-13 on penetrations (oracle.cpp), the code under test is exact up to rounding.
constexpr double kDistanceRelative = 1e-9;
constexpr double kUnitLength = 1.0;
// The inputs' own rounding: a relative double epsilon or so of the coordinates' magnitude per
// operation; 1e-14 per unit of magnitude leaves room for a few dozen operations.
constexpr double kRoundingPerUnitCoordinate = 1e-14;
// Coordinates moved this far from the origin in the offset tests.
constexpr double kFarOffset = 1e5;
// Analytic tangencies are built from exactly representable numbers: their distance must be 0 up to
// a few roundings of coordinates of size ~10.
constexpr double kTangencyTolerance = 1e-12;

double tolerance(double expected, double coordinateMagnitude)
{
    return kDistanceRelative * std::max(std::abs(expected), kUnitLength) +
           kRoundingPerUnitCoordinate * coordinateMagnitude;
}

double magnitudeOf(const Shape& a, const Shape& b)
{
    const Bounds ba = boundsOf(a);
    const Bounds bb = boundsOf(b);
    double m = 1.0;
    for (Vec2 v : {ba.min, ba.max, bb.min, bb.max})
    {
        m = std::max({m, std::abs(v.x), std::abs(v.y)});
    }
    return m;
}

// ---------------------------------------------------------------------------------------------------
// The pairs as types.
// ---------------------------------------------------------------------------------------------------

template <typename A, typename B, bool (*Overlap)(const A&, const B&, Trace*),
          SignedDistance (*Distance)(const A&, const B&, Trace*)>
struct PairOf
{
    using First = A;
    using Second = B;
    static bool overlap(const A& a, const B& b, Trace* trace = nullptr) { return Overlap(a, b, trace); }
    static SignedDistance distance(const A& a, const B& b, Trace* trace = nullptr)
    {
        return Distance(a, b, trace);
    }
};

using PointPoint = PairOf<Point, Point, overlapPointPoint, distancePointPoint>;
using PointCircle = PairOf<Point, Circle, overlapPointCircle, distancePointCircle>;
using PointRect = PairOf<Point, Rect, overlapPointRect, distancePointRect>;
using PointPolygon = PairOf<Point, Polygon, overlapPointPolygon, distancePointPolygon>;
using PointSegment = PairOf<Point, Segment, overlapPointSegment, distancePointSegment>;
using PointCapsule = PairOf<Point, Capsule, overlapPointCapsule, distancePointCapsule>;
using CircleCircle = PairOf<Circle, Circle, overlapCircleCircle, distanceCircleCircle>;
using CircleRect = PairOf<Circle, Rect, overlapCircleRect, distanceCircleRect>;
using CirclePolygon = PairOf<Circle, Polygon, overlapCirclePolygon, distanceCirclePolygon>;
using CircleSegment = PairOf<Circle, Segment, overlapCircleSegment, distanceCircleSegment>;
using CircleCapsule = PairOf<Circle, Capsule, overlapCircleCapsule, distanceCircleCapsule>;
using RectRect = PairOf<Rect, Rect, overlapRectRect, distanceRectRect>;
using RectPolygon = PairOf<Rect, Polygon, overlapRectPolygon, distanceRectPolygon>;
using RectSegment = PairOf<Rect, Segment, overlapRectSegment, distanceRectSegment>;
using RectCapsule = PairOf<Rect, Capsule, overlapRectCapsule, distanceRectCapsule>;
using PolygonPolygon = PairOf<Polygon, Polygon, overlapPolygonPolygon, distancePolygonPolygon>;
using PolygonSegment = PairOf<Polygon, Segment, overlapPolygonSegment, distancePolygonSegment>;
using PolygonCapsule = PairOf<Polygon, Capsule, overlapPolygonCapsule, distancePolygonCapsule>;
using SegmentSegment = PairOf<Segment, Segment, overlapSegmentSegment, distanceSegmentSegment>;
using SegmentCapsule = PairOf<Segment, Capsule, overlapSegmentCapsule, distanceSegmentCapsule>;
using CapsuleCapsule = PairOf<Capsule, Capsule, overlapCapsuleCapsule, distanceCapsuleCapsule>;

using AllPairs =
    ::testing::Types<PointPoint, PointCircle, PointRect, PointPolygon, PointSegment, PointCapsule,
                     CircleCircle, CircleRect, CirclePolygon, CircleSegment, CircleCapsule, RectRect,
                     RectPolygon, RectSegment, RectCapsule, PolygonPolygon, PolygonSegment, PolygonCapsule,
                     SegmentSegment, SegmentCapsule, CapsuleCapsule>;

struct PairNames
{
    template <typename P> static std::string GetName(int)
    {
        auto name = [](ShapeKind kind)
        {
            std::string n(kindName(kind));
            n[0] = static_cast<char>(n[0] - 'a' + 'A');
            return n;
        };
        return name(kindOfType<typename P::First>) + name(kindOfType<typename P::Second>);
    }
};

// ---------------------------------------------------------------------------------------------------
// Checks shared by every case.
// ---------------------------------------------------------------------------------------------------

// p lies on the boundary of the closed shape: within tol of it, and (for shapes with an interior)
// some point within tol of p lies outside it.
::testing::AssertionResult onBoundary(const Shape& shape, Vec2 p, double tol)
{
    const double d = oracle::distanceToShape(shape, p);
    if (d > tol)
    {
        return ::testing::AssertionFailure() << "point (" << p.x << ", " << p.y << ") is " << d
                                             << " away from the " << kindName(kindOf(shape));
    }
    const ShapeKind kind = kindOf(shape);
    if (kind == ShapeKind::Point || kind == ShapeKind::Segment)
    {
        return ::testing::AssertionSuccess();
    }
    constexpr int kProbes = 16;
    for (int i = 0; i < kProbes; ++i)
    {
        if (!oracle::contains(shape, p + unitFromAngle(2.0 * kPi * i / kProbes) * tol))
        {
            return ::testing::AssertionSuccess();
        }
    }
    return ::testing::AssertionFailure() << "point (" << p.x << ", " << p.y << ") is inside the "
                                         << kindName(kindOf(shape)) << " by more than " << tol;
}

// Everything one case must satisfy; returns the oracle's signed distance.
template <typename P>
double checkCase(const typename P::First& a, const typename P::Second& b, const std::string& what)
{
    SCOPED_TRACE(what);
    const Shape sa = a;
    const Shape sb = b;
    const double magnitude = magnitudeOf(sa, sb);
    const double expected = oracle::signedDistance(sa, sb);
    const double tol = tolerance(expected, magnitude);

    const bool overlaps = P::overlap(a, b);
    const SignedDistance d = P::distance(a, b);

    // The overlap test and the distance's sign agree exactly, always.
    EXPECT_EQ(overlaps, d.value <= 0.0) << "distance " << d.value;
    if (std::abs(expected) > kContactBand)
    {
        EXPECT_EQ(overlaps, expected < 0.0) << "oracle distance " << expected;
    }
    EXPECT_NEAR(d.value, expected, tol);

    // Witnesses: on the boundaries, |pointA - pointB| = |value|, and moving b by pointA - pointB brings
    // the shapes to touching (the gap closed, or the least translation that separates them).
    EXPECT_TRUE(onBoundary(sa, d.pointA, tol)) << "pointA";
    EXPECT_TRUE(onBoundary(sb, d.pointB, tol)) << "pointB";
    EXPECT_NEAR(glm::length(d.pointA - d.pointB), std::abs(d.value), tol);
    const Shape moved = translated(sb, d.pointA - d.pointB);
    EXPECT_NEAR(oracle::signedDistance(sa, moved), 0.0, tol) << "after moving b by pointA - pointB";

    // A trace never changes the answer.
    Trace overlapTrace;
    Trace distanceTrace;
    EXPECT_EQ(P::overlap(a, b, &overlapTrace), overlaps);
    const SignedDistance traced = P::distance(a, b, &distanceTrace);
    EXPECT_EQ(traced.value, d.value);
    EXPECT_EQ(traced.pointA, d.pointA);
    EXPECT_EQ(traced.pointB, d.pointB);
    EXPECT_FALSE(overlapTrace.notes.empty());
    EXPECT_FALSE(distanceTrace.notes.empty());
    // The trace's axes tell the same story: away from contact, some axis separates iff the shapes are
    // apart, and exactly one axis is marked as the least overlap.
    int separating = 0;
    int least = 0;
    for (const TraceAxis& axis : overlapTrace.axes)
    {
        separating += axis.separating ? 1 : 0;
        least += axis.leastOverlap ? 1 : 0;
    }
    if (std::abs(expected) > kContactBand)
    {
        EXPECT_EQ(separating > 0, !overlaps) << separating << " separating axes";
    }
    EXPECT_EQ(least, overlapTrace.axes.empty() ? 0 : 1);
    return expected;
}

template <typename T> T randomOf(std::mt19937_64& rng, const RandomShapeOptions& options)
{
    return std::get<T>(randomShape(kindOfType<T>, rng, options));
}

template <typename T> T moved(const T& shape, Vec2 offset)
{
    return std::get<T>(translated(Shape(shape), offset));
}

std::uint64_t seedOf(ShapeKind a, ShapeKind b)
{
    return 0x5eed0000u + static_cast<unsigned>(a) * 16u + static_cast<unsigned>(b);
}

template <typename P> class PolygonalPair : public ::testing::Test
{
};
TYPED_TEST_SUITE(PolygonalPair, AllPairs, PairNames);

// ---------------------------------------------------------------------------------------------------
// Random, near-contact and far-from-origin cases for every pair.
// ---------------------------------------------------------------------------------------------------

// A small box so that a good share of the pairs overlap.
RandomShapeOptions denseOptions()
{
    RandomShapeOptions options;
    options.boxMin = {0.0, 0.0};
    options.boxMax = {250.0, 250.0};
    return options;
}

TYPED_TEST(PolygonalPair, UniformRandomMatchesOracle)
{
    using A = typename TypeParam::First;
    using B = typename TypeParam::Second;
    constexpr int kCases = 300;
    std::mt19937_64 rng(seedOf(kindOfType<A>, kindOfType<B>));
    int overlapping = 0;
    for (int i = 0; i < kCases; ++i)
    {
        const A a = randomOf<A>(rng, denseOptions());
        const B b = randomOf<B>(rng, denseOptions());
        overlapping += checkCase<TypeParam>(a, b, "random case " + std::to_string(i)) <= 0.0 ? 1 : 0;
    }
    // Point-point and point-segment pairs essentially never touch; the others must exercise both answers.
    if (!std::is_same_v<TypeParam, PointPoint> && !std::is_same_v<TypeParam, PointSegment>)
    {
        EXPECT_GT(overlapping, kCases / 20);
        EXPECT_LT(overlapping, kCases - kCases / 20);
    }
}

TYPED_TEST(PolygonalPair, QueriesAllocateNothing)
{
    using A = typename TypeParam::First;
    using B = typename TypeParam::Second;
    std::mt19937_64 rng(seedOf(kindOfType<A>, kindOfType<B>) + 6);
    std::vector<std::pair<A, B>> cases;
    for (int i = 0; i < 200; ++i)
    {
        cases.emplace_back(randomOf<A>(rng, denseOptions()), randomOf<B>(rng, denseOptions()));
    }
    const long before = gAllocations.load();
    double sink = 0.0;
    for (const auto& [a, b] : cases)
    {
        sink += TypeParam::overlap(a, b) ? 1.0 : 0.0;
        sink += TypeParam::distance(a, b).value;
    }
    EXPECT_EQ(gAllocations.load(), before);
    EXPECT_TRUE(std::isfinite(sink));
}

TYPED_TEST(PolygonalPair, NearContactMatchesOracle)
{
    using A = typename TypeParam::First;
    using B = typename TypeParam::Second;
    constexpr int kCases = 40;
    // Gaps (> 0) and penetrations (< 0) to build, world units.
    constexpr double kTargets[] = {2.0, 0.5, 1e-2, -1e-2, -0.5, -2.0};
    std::mt19937_64 rng(seedOf(kindOfType<A>, kindOfType<B>) + 1);
    for (int i = 0; i < kCases; ++i)
    {
        const A a = randomOf<A>(rng, denseOptions());
        B b = randomOf<B>(rng, denseOptions());
        // Start from a separated pair: push b away from a until the oracle sees a gap.
        const Vec2 away = glm::normalize(Vec2{1.0, 0.37});
        while (oracle::gap(a, b) <= 1.0)
        {
            b = moved(b, away * 50.0);
        }
        const SignedDistance start = TypeParam::distance(a, b);
        const double startGap = oracle::gap(a, b);
        const Vec2 direction = (start.pointB - start.pointA) / start.value;
        for (double target : kTargets)
        {
            const B near = moved(b, direction * (target - startGap));
            const std::string what =
                "near-contact case " + std::to_string(i) + ", target " + std::to_string(target);
            const double expected = checkCase<TypeParam>(a, near, what);
            if (target > 0.0)
            {
                // Moving along the closest-points direction changes the gap by exactly the move: this
                // checks the witness direction against the oracle.
                EXPECT_NEAR(expected, target, tolerance(target, magnitudeOf(a, near))) << what;
            }
        }
    }
}

// Right at contact, rounding decides; the overlap test and the distance's sign must still agree.
TYPED_TEST(PolygonalPair, SignAgreesAtContact)
{
    using A = typename TypeParam::First;
    using B = typename TypeParam::Second;
    constexpr int kCases = 200;
    constexpr double kTinyMoves[] = {1e-7, 1e-10, 1e-13, 0.0, -1e-13, -1e-10, -1e-7};
    std::mt19937_64 rng(seedOf(kindOfType<A>, kindOfType<B>) + 2);
    for (int i = 0; i < kCases; ++i)
    {
        const A a = randomOf<A>(rng, denseOptions());
        const B b = randomOf<B>(rng, denseOptions());
        const SignedDistance d = TypeParam::distance(a, b);
        if (d.value <= 0.0)
        {
            continue;
        }
        const Vec2 direction = (d.pointB - d.pointA) / d.value;
        for (double move : kTinyMoves)
        {
            const B near = moved(b, direction * (move - d.value));
            const SignedDistance nd = TypeParam::distance(a, near);
            EXPECT_EQ(TypeParam::overlap(a, near), nd.value <= 0.0) << "case " << i << " move " << move;
            // A gap is the move; a penetration is at most the move (another side may be nearer), and
            // flat shapes pushed through each other have a gap again.
            const double tol = tolerance(0.0, magnitudeOf(a, near));
            if (move >= 0.0)
            {
                EXPECT_NEAR(nd.value, move, tol) << "case " << i;
            }
            else
            {
                EXPECT_LE(std::abs(nd.value), -move + tol) << "case " << i;
            }
        }
    }
}

TYPED_TEST(PolygonalPair, FarFromOriginMatchesOracle)
{
    using A = typename TypeParam::First;
    using B = typename TypeParam::Second;
    constexpr int kCases = 60;
    std::mt19937_64 rng(seedOf(kindOfType<A>, kindOfType<B>) + 3);
    const Vec2 offset{kFarOffset, -kFarOffset};
    for (int i = 0; i < kCases; ++i)
    {
        const A a = moved(randomOf<A>(rng, denseOptions()), offset);
        const B b = moved(randomOf<B>(rng, denseOptions()), offset);
        checkCase<TypeParam>(a, b, "offset case " + std::to_string(i));
        // And brought to near contact there.
        const SignedDistance d = TypeParam::distance(a, b);
        if (d.value > kContactBand)
        {
            const Vec2 direction = (d.pointB - d.pointA) / d.value;
            for (double target : {1e-2, -1e-2})
            {
                checkCase<TypeParam>(a, moved(b, direction * (target - d.value)),
                                     "offset near-contact case " + std::to_string(i) + ", target " +
                                         std::to_string(target));
            }
        }
    }
}

// Containment: b shrunk into a's middle, and a into b's (where the kinds have an interior).
TYPED_TEST(PolygonalPair, ContainmentMatchesOracle)
{
    using A = typename TypeParam::First;
    using B = typename TypeParam::Second;
    constexpr int kCases = 30;
    std::mt19937_64 rng(seedOf(kindOfType<A>, kindOfType<B>) + 4);
    RandomShapeOptions big = denseOptions();
    big.boxMin = big.boxMax = {100.0, 100.0};
    big.minSize = 150.0;
    big.maxSize = 200.0;
    RandomShapeOptions small = big;
    small.boxMin = {95.0, 95.0};
    small.boxMax = {105.0, 105.0};
    small.minSize = 2.0;
    small.maxSize = 20.0;
    for (int i = 0; i < kCases; ++i)
    {
        checkCase<TypeParam>(randomOf<A>(rng, big), randomOf<B>(rng, small),
                             "b inside a, case " + std::to_string(i));
        checkCase<TypeParam>(randomOf<A>(rng, small), randomOf<B>(rng, big),
                             "a inside b, case " + std::to_string(i));
    }
}

TYPED_TEST(PolygonalPair, IdenticalCentresMatchOracle)
{
    using A = typename TypeParam::First;
    using B = typename TypeParam::Second;
    constexpr int kCases = 20;
    std::mt19937_64 rng(seedOf(kindOfType<A>, kindOfType<B>) + 5);
    RandomShapeOptions options = denseOptions();
    options.boxMin = options.boxMax = {120.0, 80.0};
    for (int i = 0; i < kCases; ++i)
    {
        checkCase<TypeParam>(randomOf<A>(rng, options), randomOf<B>(rng, options),
                             "same centre, case " + std::to_string(i));
    }
}

// ---------------------------------------------------------------------------------------------------
// Symmetry: same-kind pairs both ways, and the same geometry through two different pair functions.
// ---------------------------------------------------------------------------------------------------

constexpr double kSymmetryRelative = 1e-12;

template <typename P> void checkSwapped(std::uint64_t seed)
{
    using T = typename P::First;
    std::mt19937_64 rng(seed);
    for (int i = 0; i < 300; ++i)
    {
        const T a = randomOf<T>(rng, denseOptions());
        const T b = randomOf<T>(rng, denseOptions());
        const SignedDistance ab = P::distance(a, b);
        const SignedDistance ba = P::distance(b, a);
        const double tol = kSymmetryRelative * magnitudeOf(a, b);
        EXPECT_NEAR(ab.value, ba.value, tol) << "case " << i;
        if (std::abs(ab.value) > kContactBand)
        {
            EXPECT_EQ(P::overlap(a, b), P::overlap(b, a)) << "case " << i;
        }
        if (ab.value > kContactBand)
        {
            // A gap's witnesses are unique unless two features are parallel; compare their distance.
            EXPECT_NEAR(glm::length(ab.pointA - ab.pointB), glm::length(ba.pointA - ba.pointB), tol);
        }
    }
}

TEST(PolygonalSymmetry, SameKindPairsBothWays)
{
    checkSwapped<PointPoint>(11);
    checkSwapped<CircleCircle>(12);
    checkSwapped<RectRect>(13);
    checkSwapped<PolygonPolygon>(14);
    checkSwapped<SegmentSegment>(15);
    checkSwapped<CapsuleCapsule>(16);
}

// overlap() and distance() take either order: (b, a) must give the pair function's answer with the
// witnesses swapped.
template <typename P> void checkDispatchedBothWays(std::uint64_t seed)
{
    using A = typename P::First;
    using B = typename P::Second;
    std::mt19937_64 rng(seed);
    for (int i = 0; i < 50; ++i)
    {
        const A a = randomOf<A>(rng, denseOptions());
        const B b = randomOf<B>(rng, denseOptions());
        const SignedDistance direct = P::distance(a, b);
        const SignedDistance swapped = distance(Shape(b), Shape(a));
        EXPECT_EQ(overlap(Shape(b), Shape(a)), P::overlap(a, b)) << "case " << i;
        EXPECT_EQ(swapped.value, direct.value) << "case " << i;
        EXPECT_EQ(swapped.pointA, direct.pointB) << "case " << i;
        EXPECT_EQ(swapped.pointB, direct.pointA) << "case " << i;
        const SignedDistance typed = distance(b, a);
        EXPECT_EQ(overlap(b, a), P::overlap(a, b)) << "case " << i;
        EXPECT_EQ(typed.value, direct.value) << "case " << i;
        EXPECT_EQ(typed.pointA, direct.pointB) << "case " << i;
        EXPECT_EQ(typed.pointB, direct.pointA) << "case " << i;
    }
}

TEST(PolygonalSymmetry, DispatchersAcceptEitherOrder)
{
    checkDispatchedBothWays<PointCircle>(41);
    checkDispatchedBothWays<PointRect>(42);
    checkDispatchedBothWays<PointPolygon>(43);
    checkDispatchedBothWays<PointCapsule>(44);
    checkDispatchedBothWays<CircleRect>(45);
    checkDispatchedBothWays<CirclePolygon>(46);
    checkDispatchedBothWays<CircleSegment>(47);
    checkDispatchedBothWays<CircleCapsule>(48);
    checkDispatchedBothWays<RectPolygon>(49);
    checkDispatchedBothWays<RectSegment>(50);
    checkDispatchedBothWays<RectCapsule>(51);
    checkDispatchedBothWays<PolygonSegment>(52);
    checkDispatchedBothWays<PolygonCapsule>(53);
    checkDispatchedBothWays<SegmentCapsule>(54);
}

Polygon polygonOf(const Rect& rect)
{
    const auto corners = rectCorners(rect);
    return *makePolygon({corners.begin(), corners.end()}).polygon;
}

// The same pair of point sets given as two different kinds must give the same answer.
TEST(PolygonalSymmetry, SameGeometryThroughOtherPairFunctions)
{
    std::mt19937_64 rng(21);
    const RandomShapeOptions options = denseOptions();
    for (int i = 0; i < 300; ++i)
    {
        SCOPED_TRACE("case " + std::to_string(i));
        const Point point = randomOf<Point>(rng, options);
        const Circle circle = randomOf<Circle>(rng, options);
        const Rect rect = randomOf<Rect>(rng, options);
        const Rect rect2 = randomOf<Rect>(rng, options);
        const Segment segment = randomOf<Segment>(rng, options);
        const Capsule capsule = randomOf<Capsule>(rng, options);
        const Polygon polygon = randomOf<Polygon>(rng, options);
        const Polygon rectAsPolygon = polygonOf(rect);
        const double tol = tolerance(0.0, 500.0);
        auto same = [&](const SignedDistance& x, const SignedDistance& y, const char* what)
        { EXPECT_NEAR(x.value, y.value, tol + kDistanceRelative * std::abs(x.value)) << what; };
        auto sameOverlap = [&](bool x, bool y, const SignedDistance& d, const char* what)
        {
            if (std::abs(d.value) > kContactBand)
            {
                EXPECT_EQ(x, y) << what;
            }
        };
        // Point p against capsule (s, r) is the circle (p, r) against the segment s.
        const Circle pointAsCircle{point.position, capsule.radius};
        const Segment capsuleAxis{capsule.a, capsule.b};
        same(distancePointCapsule(point, capsule), distanceCircleSegment(pointAsCircle, capsuleAxis),
             "point/capsule");
        sameOverlap(overlapPointCapsule(point, capsule), overlapCircleSegment(pointAsCircle, capsuleAxis),
                    distancePointCapsule(point, capsule), "point/capsule");
        // Circle (c, r) against capsule (s, R) is the point c against the capsule (s, r + R).
        const Capsule grown{capsule.a, capsule.b, capsule.radius + circle.radius};
        same(distanceCircleCapsule(circle, capsule), distancePointCapsule(Point{circle.center}, grown),
             "circle/capsule");
        // A rect is a 4-gon.
        same(distancePointRect(point, rect), distancePointPolygon(point, rectAsPolygon), "point/rect");
        sameOverlap(overlapPointRect(point, rect), overlapPointPolygon(point, rectAsPolygon),
                    distancePointRect(point, rect), "point/rect");
        same(distanceCircleRect(circle, rect), distanceCirclePolygon(circle, rectAsPolygon), "circle/rect");
        sameOverlap(overlapCircleRect(circle, rect), overlapCirclePolygon(circle, rectAsPolygon),
                    distanceCircleRect(circle, rect), "circle/rect");
        same(distanceRectRect(rect, rect2), distancePolygonPolygon(rectAsPolygon, polygonOf(rect2)),
             "rect/rect");
        sameOverlap(overlapRectRect(rect, rect2), overlapPolygonPolygon(rectAsPolygon, polygonOf(rect2)),
                    distanceRectRect(rect, rect2), "rect/rect");
        same(distanceRectPolygon(rect, polygon), distancePolygonPolygon(polygon, rectAsPolygon),
             "rect/polygon");
        sameOverlap(overlapRectPolygon(rect, polygon), overlapPolygonPolygon(polygon, rectAsPolygon),
                    distanceRectPolygon(rect, polygon), "rect/polygon");
        same(distanceRectSegment(rect, segment), distancePolygonSegment(rectAsPolygon, segment),
             "rect/segment");
        sameOverlap(overlapRectSegment(rect, segment), overlapPolygonSegment(rectAsPolygon, segment),
                    distanceRectSegment(rect, segment), "rect/segment");
        same(distanceRectCapsule(rect, capsule), distancePolygonCapsule(rectAsPolygon, capsule),
             "rect/capsule");
        sameOverlap(overlapRectCapsule(rect, capsule), overlapPolygonCapsule(rectAsPolygon, capsule),
                    distanceRectCapsule(rect, capsule), "rect/capsule");
        // A segment is a capsule of radius 0 in the limit: segment/capsule against capsule/capsule
        // with a tiny radius differs by that radius.
        constexpr double kTinyRadius = 1e-6;
        const Capsule thin{segment.a, segment.b, kTinyRadius};
        same(distanceSegmentCapsule(segment, capsule),
             SignedDistance{distanceCapsuleCapsule(thin, capsule).value + kTinyRadius, {}, {}},
             "segment/capsule");
    }
}

// ---------------------------------------------------------------------------------------------------
// Analytic tangencies: built from exactly representable numbers, so that the shapes touch exactly.
// ---------------------------------------------------------------------------------------------------

template <typename P>
void expectTouching(const typename P::First& a, const typename P::Second& b, const char* what)
{
    SCOPED_TRACE(what);
    EXPECT_TRUE(P::overlap(a, b));
    const SignedDistance d = P::distance(a, b);
    EXPECT_LE(d.value, 0.0);
    EXPECT_NEAR(d.value, 0.0, kTangencyTolerance);
    EXPECT_NEAR(glm::length(d.pointA - d.pointB), 0.0, kTangencyTolerance);
    // And the oracle agrees that they touch.
    EXPECT_NEAR(oracle::signedDistance(a, b), 0.0, kTangencyTolerance);
}

// A gap or a penetration known in closed form.
template <typename P>
void expectDistance(const typename P::First& a, const typename P::Second& b, double expected,
                    const char* what)
{
    SCOPED_TRACE(what);
    const SignedDistance d = P::distance(a, b);
    EXPECT_NEAR(d.value, expected, kTangencyTolerance);
    EXPECT_EQ(P::overlap(a, b), expected <= 0.0);
}

const Rect kSquare4{{0.0, 0.0}, 4.0, 4.0, 0.0}; // [-2, 2]^2
const Polygon kSquarePolygon{{{-2.0, -2.0}, {2.0, -2.0}, {2.0, 2.0}, {-2.0, 2.0}}};

TEST(PolygonalTangency, PointOnBoundaries)
{
    expectTouching<PointPoint>(Point{{1.5, -2.25}}, Point{{1.5, -2.25}}, "equal points");
    expectTouching<PointCircle>(Point{{3.0, 4.0}}, Circle{{0.0, 0.0}, 5.0}, "point on a circle");
    expectTouching<PointRect>(Point{{2.0, 0.5}}, kSquare4, "point on a rect side");
    expectTouching<PointRect>(Point{{-2.0, 2.0}}, kSquare4, "point on a rect corner");
    expectTouching<PointPolygon>(Point{{1.0, -2.0}}, kSquarePolygon, "point on a polygon edge");
    expectTouching<PointPolygon>(Point{{2.0, 2.0}}, kSquarePolygon, "point on a polygon vertex");
    expectTouching<PointSegment>(Point{{1.0, 1.0}}, Segment{{0.0, 0.0}, {2.0, 2.0}},
                                 "point inside a segment");
    expectTouching<PointSegment>(Point{{2.0, 2.0}}, Segment{{0.0, 0.0}, {2.0, 2.0}},
                                 "point on a segment's end");
    expectTouching<PointCapsule>(Point{{2.0, 3.0}}, Capsule{{0.0, 0.0}, {4.0, 0.0}, 3.0},
                                 "point on a capsule side");
    expectTouching<PointCapsule>(Point{{7.0, 4.0}}, Capsule{{0.0, 0.0}, {4.0, 0.0}, 5.0},
                                 "point on a capsule cap");
    expectDistance<PointSegment>(Point{{3.0, 0.0}}, Segment{{0.0, 0.0}, {2.0, 0.0}}, 1.0,
                                 "point beyond a segment's end");
    expectDistance<PointRect>(Point{{0.5, 0.0}}, kSquare4, -1.5, "point inside a rect");
}

TEST(PolygonalTangency, RoundShapes)
{
    expectTouching<CircleCircle>(Circle{{0.0, 0.0}, 1.0}, Circle{{3.0, 4.0}, 4.0}, "circles, outside");
    expectTouching<CircleCircle>(Circle{{0.0, 0.0}, 5.0}, Circle{{0.0, 8.0}, 3.0}, "circles on a line");
    expectTouching<CircleRect>(Circle{{3.0, 0.5}, 1.0}, kSquare4, "circle on a rect side");
    expectTouching<CircleRect>(Circle{{5.0, 6.0}, 5.0}, kSquare4, "circle on a rect corner");
    expectTouching<CirclePolygon>(Circle{{0.5, 3.0}, 1.0}, kSquarePolygon, "circle on a polygon edge");
    expectTouching<CirclePolygon>(Circle{{-5.0, -6.0}, 5.0}, kSquarePolygon, "circle on a polygon vertex");
    expectTouching<CircleSegment>(Circle{{1.0, 2.0}, 2.0}, Segment{{-3.0, 0.0}, {3.0, 0.0}},
                                  "segment tangent to circle");
    expectTouching<CircleSegment>(Circle{{6.0, 4.0}, 5.0}, Segment{{-3.0, 0.0}, {3.0, 0.0}},
                                  "segment end on circle");
    expectTouching<CircleCapsule>(Circle{{1.0, 5.0}, 2.0}, Capsule{{0.0, 0.0}, {4.0, 0.0}, 3.0},
                                  "circle on a capsule");
    expectTouching<CapsuleCapsule>(Capsule{{0.0, 0.0}, {4.0, 0.0}, 1.0}, Capsule{{2.0, 3.0}, {9.0, 3.0}, 2.0},
                                   "parallel capsules");
    expectTouching<CapsuleCapsule>(Capsule{{0.0, 0.0}, {4.0, 0.0}, 1.0}, Capsule{{7.0, 4.0}, {7.0, 9.0}, 4.0},
                                   "capsule caps");
    expectTouching<SegmentCapsule>(Segment{{-1.0, 2.0}, {5.0, 2.0}}, Capsule{{0.0, 0.0}, {4.0, 0.0}, 2.0},
                                   "segment on a capsule side");
    expectDistance<CircleCircle>(Circle{{0.0, 0.0}, 1.0}, Circle{{0.0, 0.0}, 2.0}, -3.0,
                                 "concentric circles");
    expectDistance<CircleRect>(Circle{{0.0, 0.0}, 1.0}, kSquare4, -3.0, "circle at a rect's centre");
    expectDistance<CapsuleCapsule>(Capsule{{0.0, 0.0}, {4.0, 0.0}, 1.0},
                                   Capsule{{2.0, -3.0}, {2.0, 3.0}, 1.0}, -4.0,
                                   "crossing capsules: the axes' least overlap 2, plus both radii");
}

TEST(PolygonalTangency, Corners)
{
    // Corner (2, 2) of the square, then 3-4-5 triangles to the other shape.
    expectTouching<RectCapsule>(kSquare4, Capsule{{5.0, 6.0}, {5.0, 12.0}, 5.0},
                                "capsule cap on a rect corner");
    expectTouching<RectCapsule>(kSquare4, Capsule{{-8.0, 3.0}, {8.0, 3.0}, 1.0},
                                "capsule side on a rect side");
    expectTouching<PolygonCapsule>(kSquarePolygon, Capsule{{5.0, 6.0}, {5.0, 12.0}, 5.0},
                                   "capsule cap on a polygon vertex");
    expectTouching<RectRect>(kSquare4, Rect{{4.0, 1.0}, 4.0, 2.0, 0.0}, "rects sharing part of a side");
    expectTouching<RectRect>(kSquare4, Rect{{4.0, 4.0}, 4.0, 4.0, 0.0}, "rects corner to corner");
    expectTouching<RectPolygon>(kSquare4, Polygon{{{2.0, 0.0}, {5.0, -1.0}, {5.0, 1.0}}},
                                "triangle tip on a rect side");
    expectTouching<PolygonPolygon>(kSquarePolygon,
                                   Polygon{{{2.0, -1.0}, {6.0, -1.0}, {6.0, 1.0}, {2.0, 1.0}}},
                                   "polygons sharing an edge part");
    expectTouching<PolygonPolygon>(kSquarePolygon, Polygon{{{2.0, 2.0}, {3.0, 5.0}, {0.0, 6.0}}},
                                   "polygons vertex to vertex");
    expectTouching<RectSegment>(kSquare4, Segment{{2.0, -5.0}, {2.0, 5.0}}, "segment along a rect side");
    expectTouching<RectSegment>(kSquare4, Segment{{2.0, 2.0}, {5.0, 7.0}}, "segment from a rect corner");
    expectTouching<PolygonSegment>(kSquarePolygon, Segment{{0.0, 2.0}, {0.0, 7.0}},
                                   "segment ending on an edge");
    expectDistance<RectRect>(kSquare4, Rect{{7.0, 0.0}, 2.0, 2.0, 0.0}, 4.0, "rects apart");
    expectDistance<RectRect>(kSquare4, Rect{{3.0, 0.0}, 4.0, 2.0, 0.0}, -1.0, "rects overlapping by 1");
    expectDistance<PolygonPolygon>(kSquarePolygon, Polygon{{{5.0, 6.0}, {9.0, 6.0}, {9.0, 9.0}}}, 5.0,
                                   "vertex to vertex, 3-4-5");
}

TEST(PolygonalTangency, Segments)
{
    expectTouching<SegmentSegment>(Segment{{0.0, 0.0}, {1.0, 1.0}}, Segment{{1.0, 1.0}, {2.0, 0.0}},
                                   "shared end point");
    expectTouching<SegmentSegment>(Segment{{0.0, 0.0}, {2.0, 2.0}}, Segment{{1.0, 1.0}, {2.0, 0.0}},
                                   "end point on the other");
    expectTouching<SegmentSegment>(Segment{{0.0, 0.0}, {2.0, 0.0}}, Segment{{1.0, 0.0}, {3.0, 0.0}},
                                   "collinear overlap");
    expectTouching<SegmentSegment>(Segment{{0.0, 0.0}, {1.0, 0.0}}, Segment{{1.0, 0.0}, {2.0, 0.0}},
                                   "collinear, end to end");
    expectTouching<SegmentSegment>(Segment{{0.0, 0.0}, {4.0, 0.0}}, Segment{{1.0, 0.0}, {2.0, 0.0}},
                                   "collinear, contained");
    expectDistance<SegmentSegment>(Segment{{0.0, 0.0}, {1.0, 0.0}}, Segment{{3.0, 0.0}, {5.0, 0.0}}, 2.0,
                                   "collinear, apart");
    expectDistance<SegmentSegment>(Segment{{0.0, 0.0}, {4.0, 0.0}}, Segment{{0.0, 3.0}, {4.0, 3.0}}, 3.0,
                                   "parallel");
    expectDistance<SegmentSegment>(Segment{{0.0, 0.0}, {4.0, 4.0}}, Segment{{0.0, 4.0}, {4.0, 0.0}},
                                   -std::sqrt(8.0),
                                   "crossing at right angles: least overlap of the projections");
}

// ---------------------------------------------------------------------------------------------------
// Degenerate inputs and their documented answers (exact_polygonal.cpp, top comment).
// ---------------------------------------------------------------------------------------------------

TEST(PolygonalDegenerate, CollinearOverlapWitnessesAtTheMiddleOfTheSharedPart)
{
    const SignedDistance d =
        distanceSegmentSegment(Segment{{0.0, 0.0}, {2.0, 0.0}}, Segment{{1.0, 0.0}, {3.0, 0.0}});
    EXPECT_EQ(d.value, 0.0);
    EXPECT_NEAR(d.pointA.x, 1.5, kTangencyTolerance);
    EXPECT_NEAR(d.pointA.y, 0.0, kTangencyTolerance);
    EXPECT_NEAR(d.pointB.x, 1.5, kTangencyTolerance);
}

TEST(PolygonalDegenerate, PointOnSegmentHasZeroDistanceAtThePoint)
{
    const Point p{{0.75, 0.75}};
    const SignedDistance d = distancePointSegment(p, Segment{{0.0, 0.0}, {3.0, 3.0}});
    EXPECT_EQ(d.value, 0.0);
    EXPECT_NEAR(glm::length(d.pointA - p.position), 0.0, kTangencyTolerance);
    EXPECT_NEAR(glm::length(d.pointB - p.position), 0.0, kTangencyTolerance);
    // Off the line by a rounding, there is no contact: a segment has no interior.
    EXPECT_FALSE(
        overlapPointSegment(Point{{0.75, std::nextafter(0.75, 1.0)}}, Segment{{0.0, 0.0}, {3.0, 3.0}}));
}

// A point on a capsule's core line up to rounding, which the axes call 7e-15 apart: the witness on
// the capsule lies a radius away perpendicular to the core, not along the direction of that rounding
// (the witness was once 11 units inside the capsule).
TEST(PolygonalDegenerate, PointOnACapsuleCoreGetsAPerpendicularWitness)
{
    constexpr double kTolerance = 1e-9; // units, shapes of size ~100
    const Point point{{120.0, 80.0}};
    const Capsule capsule{{161.13522851982262, 28.796292723941136},
                          {78.864771480177382, 131.20370727605888},
                          30.268810132330927};
    const SignedDistance d = distancePointCapsule(point, capsule);
    EXPECT_NEAR(d.value, -capsule.radius, kTolerance);
    const Vec2 along = glm::normalize(capsule.b - capsule.a);
    EXPECT_NEAR(glm::length(d.pointB - point.position), capsule.radius, kTolerance);
    EXPECT_NEAR(glm::dot(d.pointB - point.position, along), 0.0, kTolerance);
    EXPECT_NEAR(oracle::signedDistance(Shape(point), translated(Shape(capsule), d.pointA - d.pointB)), 0.0,
                kTolerance);
}

TEST(PolygonalDegenerate, IdenticalShapesPenetrateByTheirLeastWidth)
{
    // Concentric equal circles: 2r, along +x by convention.
    const Circle c{{10.0, 20.0}, 3.0};
    const SignedDistance cc = distanceCircleCircle(c, c);
    EXPECT_NEAR(cc.value, -6.0, kTangencyTolerance);
    EXPECT_NEAR(cc.pointA.x, 13.0, kTangencyTolerance);
    EXPECT_NEAR(cc.pointB.x, 7.0, kTangencyTolerance);
    // A 4 x 2 rect against itself: its height.
    const Rect r{{1.0, 1.0}, 4.0, 2.0, 0.0};
    EXPECT_NEAR(distanceRectRect(r, r).value, -2.0, kTangencyTolerance);
    // Random polygons against themselves: the oracle's penetration.
    std::mt19937_64 rng(31);
    for (int i = 0; i < 20; ++i)
    {
        const Polygon p = randomOf<Polygon>(rng, denseOptions());
        checkCase<PolygonPolygon>(p, p, "identical polygon " + std::to_string(i));
        const Capsule k = randomOf<Capsule>(rng, denseOptions());
        checkCase<CapsuleCapsule>(k, k, "identical capsule " + std::to_string(i));
        const Segment s = randomOf<Segment>(rng, denseOptions());
        checkCase<SegmentSegment>(s, s, "identical segment " + std::to_string(i));
    }
}

TEST(PolygonalDegenerate, CollinearPolygonVerticesChangeNothing)
{
    const Polygon plain{{{0.0, 0.0}, {4.0, 0.0}, {4.0, 4.0}, {0.0, 4.0}}};
    const Polygon withMidpoints{
        {{0.0, 0.0}, {2.0, 0.0}, {4.0, 0.0}, {4.0, 2.0}, {4.0, 4.0}, {2.0, 4.0}, {0.0, 4.0}, {0.0, 2.0}}};
    ASSERT_TRUE(makePolygon(withMidpoints.vertices).polygon.has_value());
    std::mt19937_64 rng(32);
    RandomShapeOptions options;
    options.boxMin = {-10.0, -10.0};
    options.boxMax = {14.0, 14.0};
    options.minSize = 1.0;
    options.maxSize = 8.0;
    for (int i = 0; i < 100; ++i)
    {
        const Circle c = randomOf<Circle>(rng, options);
        const Capsule k = randomOf<Capsule>(rng, options);
        const Polygon q = randomOf<Polygon>(rng, options);
        EXPECT_EQ(overlapCirclePolygon(c, plain), overlapCirclePolygon(c, withMidpoints));
        EXPECT_NEAR(distanceCirclePolygon(c, plain).value, distanceCirclePolygon(c, withMidpoints).value,
                    kTangencyTolerance);
        EXPECT_EQ(overlapPolygonCapsule(plain, k), overlapPolygonCapsule(withMidpoints, k));
        EXPECT_NEAR(distancePolygonCapsule(plain, k).value, distancePolygonCapsule(withMidpoints, k).value,
                    kTangencyTolerance);
        EXPECT_EQ(overlapPolygonPolygon(plain, q), overlapPolygonPolygon(withMidpoints, q));
        EXPECT_NEAR(distancePolygonPolygon(plain, q).value, distancePolygonPolygon(withMidpoints, q).value,
                    kTangencyTolerance);
        checkCase<PolygonPolygon>(withMidpoints, q, "collinear vertices, case " + std::to_string(i));
    }
}

// Angles far outside [0, 2 pi) go through the overlap tests' own trigonometry reduction.
TEST(PolygonalDegenerate, LargeAnglesMatchOracle)
{
    std::mt19937_64 rng(33);
    std::uniform_real_distribution<double> turns(-1e6, 1e6);
    for (int i = 0; i < 100; ++i)
    {
        Rect a = randomOf<Rect>(rng, denseOptions());
        Rect b = randomOf<Rect>(rng, denseOptions());
        a.angle += turns(rng);
        b.angle += turns(rng);
        checkCase<RectRect>(a, b, "large angles " + std::to_string(i));
        const Circle c = randomOf<Circle>(rng, denseOptions());
        checkCase<CircleRect>(c, b, "large angle " + std::to_string(i));
    }
}

// ---------------------------------------------------------------------------------------------------
// Traces.
// ---------------------------------------------------------------------------------------------------

TEST(PolygonalTrace, SatPathsRecordEveryAxisWithIntervals)
{
    const Rect a{{0.0, 0.0}, 4.0, 2.0, 0.3};
    const Rect b{{5.0, 0.5}, 2.0, 2.0, 1.1};
    Trace trace;
    const bool overlaps = overlapRectRect(a, b, &trace);
    EXPECT_FALSE(overlaps);
    // Two axes per rect, plus the closest-points axis of the disjoint cores.
    ASSERT_EQ(trace.axes.size(), 5u);
    int separating = 0;
    int least = 0;
    for (const TraceAxis& axis : trace.axes)
    {
        EXPECT_NEAR(glm::length(axis.direction), 1.0, 1e-12);
        EXPECT_LE(axis.minA, axis.maxA);
        EXPECT_LE(axis.minB, axis.maxB);
        EXPECT_EQ(axis.separating, axis.maxA < axis.minB || axis.maxB < axis.minA);
        separating += axis.separating ? 1 : 0;
        least += axis.leastOverlap ? 1 : 0;
        EXPECT_FALSE(axis.label.empty());
    }
    EXPECT_GE(separating, 1);
    EXPECT_EQ(least, 1);
    EXPECT_EQ(trace.world.points.size(), 2u);
    ASSERT_FALSE(trace.notes.empty());

    // Overlapping: no axis separates.
    Trace overlapTrace;
    EXPECT_TRUE(
        overlapPolygonPolygon(kSquarePolygon, Polygon{{{1.0, 1.0}, {3.0, 1.0}, {3.0, 3.0}}}, &overlapTrace));
    EXPECT_EQ(overlapTrace.axes.size(), 7u);
    for (const TraceAxis& axis : overlapTrace.axes)
    {
        EXPECT_FALSE(axis.separating) << axis.label;
    }
}

TEST(PolygonalTrace, IntervalsAreTheShapesProjections)
{
    // A circle of radius 1 at (5, 0) and the square [-2, 2]^2. The square's side x = 2 gives the axis
    // (1, 0) through (2, 0): measured from there the circle spans [2, 4] and the square [-4, 0].
    Trace trace;
    EXPECT_FALSE(overlapCircleRect(Circle{{5.0, 0.0}, 1.0}, kSquare4, &trace));
    bool found = false;
    for (const TraceAxis& axis : trace.axes)
    {
        if (glm::length(axis.direction - Vec2{1.0, 0.0}) < kTangencyTolerance)
        {
            found = true;
            EXPECT_NEAR(axis.origin.x, 2.0, kTangencyTolerance);
            EXPECT_NEAR(axis.minA, 2.0, kTangencyTolerance);
            EXPECT_NEAR(axis.maxA, 4.0, kTangencyTolerance);
            EXPECT_NEAR(axis.minB, -4.0, kTangencyTolerance);
            EXPECT_NEAR(axis.maxB, 0.0, kTangencyTolerance);
            EXPECT_TRUE(axis.separating);
        }
    }
    EXPECT_TRUE(found);
}

TEST(PolygonalTrace, DistanceRecordsWitnesses)
{
    Trace trace;
    const SignedDistance d = distanceCircleCircle(Circle{{0.0, 0.0}, 1.0}, Circle{{5.0, 0.0}, 2.0}, &trace);
    EXPECT_NEAR(d.value, 2.0, kTangencyTolerance);
    ASSERT_EQ(trace.world.points.size(), 2u);
    EXPECT_EQ(trace.world.points[0].position, d.pointA);
    EXPECT_EQ(trace.world.points[1].position, d.pointB);
    EXPECT_FALSE(trace.values.empty());
    EXPECT_EQ(trace.algorithm, "closest-features");
}

} // namespace
} // namespace hitlab
