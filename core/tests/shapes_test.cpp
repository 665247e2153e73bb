// Shape validation, polygon normalisation, bounds and translation, checked against the oracle's
// boundary samples and membership (core/tests/oracle.hpp), not against shapes.cpp itself.
#include "hitlab/geometry.hpp"
#include "hitlab/shapes.hpp"
#include "oracle.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>

namespace hitlab
{
namespace
{

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// The field named by the validation error, or "" when the shape is valid.
std::string faultyField(const Shape& shape)
{
    const auto error = validateShape(shape);
    return error ? error->field : std::string();
}

std::string polygonFault(std::vector<Vec2> points)
{
    const PolygonOrError result = makePolygon(std::move(points));
    EXPECT_EQ(result.polygon.has_value(), result.error.field.empty());
    return result.polygon ? std::string() : result.error.field;
}

// ---------------------------------------------------------------------------------------------------
// Validation names the field at fault.

TEST(ShapeValidation, ValidShapesPass)
{
    EXPECT_EQ(faultyField(Point{{1, 2}}), "");
    EXPECT_EQ(faultyField(Circle{{1, 2}, 3}), "");
    EXPECT_EQ(faultyField(Ellipse{{1, 2}, 3, 1, 0.5}), "");
    EXPECT_EQ(faultyField(Rect{{1, 2}, 3, 1, -7.0}), "");
    EXPECT_EQ(faultyField(*makePolygon({{0, 0}, {1, 0}, {0, 1}}).polygon), "");
    EXPECT_EQ(faultyField(Segment{{0, 0}, {1e-9, 0}}), "");
    EXPECT_EQ(faultyField(Capsule{{0, 0}, {1, 1}, 0.5}), "");
    EXPECT_EQ(faultyField(Fan{{0, 0}, 1.0, kPi, 0.0, 1.0}), "") << "half_angle pi is allowed";
    EXPECT_EQ(faultyField(Fan{{0, 0}, 1.0, 1e-6, 0.99, 1.0}), "");
}

TEST(ShapeValidation, NonFiniteFields)
{
    for (double bad : {kNaN, kInf, -kInf})
    {
        EXPECT_EQ(faultyField(Point{{bad, 0}}), "x");
        EXPECT_EQ(faultyField(Point{{0, bad}}), "y");
        EXPECT_EQ(faultyField(Circle{{bad, 0}, 1}), "cx");
        EXPECT_EQ(faultyField(Circle{{0, bad}, 1}), "cy");
        EXPECT_EQ(faultyField(Circle{{0, 0}, bad}), "r");
        EXPECT_EQ(faultyField(Ellipse{{0, 0}, bad, 1, 0}), "rx");
        EXPECT_EQ(faultyField(Ellipse{{0, 0}, 1, bad, 0}), "ry");
        EXPECT_EQ(faultyField(Ellipse{{0, 0}, 1, 1, bad}), "angle");
        EXPECT_EQ(faultyField(Rect{{0, bad}, 1, 1, 0}), "cy");
        EXPECT_EQ(faultyField(Rect{{0, 0}, bad, 1, 0}), "w");
        EXPECT_EQ(faultyField(Rect{{0, 0}, 1, bad, 0}), "h");
        EXPECT_EQ(faultyField(Rect{{0, 0}, 1, 1, bad}), "angle");
        EXPECT_EQ(faultyField(Segment{{bad, 0}, {1, 1}}), "x1");
        EXPECT_EQ(faultyField(Segment{{0, bad}, {1, 1}}), "y1");
        EXPECT_EQ(faultyField(Segment{{0, 0}, {bad, 1}}), "x2");
        EXPECT_EQ(faultyField(Segment{{0, 0}, {1, bad}}), "y2");
        EXPECT_EQ(faultyField(Capsule{{0, 0}, {1, 1}, bad}), "r");
        EXPECT_EQ(faultyField(Capsule{{0, 0}, {1, bad}, 1}), "y2");
        EXPECT_EQ(faultyField(Fan{{bad, 0}, 0, 1, 0, 1}), "cx");
        EXPECT_EQ(faultyField(Fan{{0, 0}, bad, 1, 0, 1}), "angle");
        EXPECT_EQ(faultyField(Fan{{0, 0}, 0, bad, 0, 1}), "half_angle");
        EXPECT_EQ(faultyField(Fan{{0, 0}, 0, 1, bad, 1}), "r_inner");
        EXPECT_EQ(faultyField(Fan{{0, 0}, 0, 1, 0, bad}), "r_outer");
        EXPECT_EQ(polygonFault({{0, 0}, {1, 0}, {bad, 1}}), "points");
    }
}

TEST(ShapeValidation, ZeroOrNegativeSizes)
{
    for (double bad : {0.0, -1.0, -1e-300})
    {
        EXPECT_EQ(faultyField(Circle{{0, 0}, bad}), "r");
        EXPECT_EQ(faultyField(Ellipse{{0, 0}, bad, 1, 0}), "rx");
        EXPECT_EQ(faultyField(Ellipse{{0, 0}, 1, bad, 0}), "ry");
        EXPECT_EQ(faultyField(Rect{{0, 0}, bad, 1, 0}), "w");
        EXPECT_EQ(faultyField(Rect{{0, 0}, 1, bad, 0}), "h");
        EXPECT_EQ(faultyField(Capsule{{0, 0}, {1, 0}, bad}), "r");
        EXPECT_EQ(faultyField(Fan{{0, 0}, 0, 1, 0, bad}), "r_outer");
    }
}

TEST(ShapeValidation, FanAnglesAndRadii)
{
    for (double half : {0.0, -0.5, kPi + 1e-9, 4.0})
    {
        EXPECT_EQ(faultyField(Fan{{0, 0}, 0, half, 0, 1}), "half_angle") << half;
    }
    EXPECT_EQ(faultyField(Fan{{0, 0}, 0, 1, 1.0, 1.0}), "r_inner") << "r_inner == r_outer";
    EXPECT_EQ(faultyField(Fan{{0, 0}, 0, 1, 2.0, 1.0}), "r_inner") << "r_inner > r_outer";
    EXPECT_EQ(faultyField(Fan{{0, 0}, 0, 1, -0.1, 1.0}), "r_inner");
}

TEST(ShapeValidation, ZeroLengthSegmentAndCapsule)
{
    EXPECT_EQ(faultyField(Segment{{3, 4}, {3, 4}}), "x2");
    EXPECT_EQ(faultyField(Capsule{{3, 4}, {3, 4}, 1.0}), "x2");
}

TEST(ShapeValidation, BadPolygons)
{
    EXPECT_EQ(polygonFault({}), "points");
    EXPECT_EQ(polygonFault({{0, 0}, {1, 0}}), "points") << "too few";
    EXPECT_EQ(polygonFault({{0, 0}, {1, 0}, {1, 0}, {0, 1}}), "points") << "repeated neighbours";
    EXPECT_EQ(polygonFault({{0, 0}, {1, 0}, {1, 1}, {0, 0}, {0, 1}}), "points") << "repeated apart";
    EXPECT_EQ(polygonFault({{0, 0}, {1, 1}, {2, 2}, {3, 3}}), "points") << "collinear";
    EXPECT_EQ(polygonFault({{0, 0}, {4, 0}, {1, 1}, {0, 4}}), "points") << "non-convex (dent)";
    EXPECT_EQ(polygonFault({{0, 0}, {2, 0}, {0, 2}, {2, 2}}), "points") << "bow tie";
    // A pentagram: its outline turns left at every point, but winds twice.
    std::vector<Vec2> star;
    for (int i = 0; i < 5; ++i)
    {
        star.push_back(unitFromAngle(kPi / 2.0 + i * 4.0 * kPi / 5.0) * 10.0);
    }
    EXPECT_EQ(polygonFault(star), "points") << "pentagram";
    std::reverse(star.begin(), star.end());
    EXPECT_EQ(polygonFault(star), "points") << "pentagram, other winding";
    // A hand-built clockwise polygon is rejected by validateShape (build polygons with makePolygon).
    EXPECT_EQ(faultyField(Polygon{{{0, 0}, {0, 1}, {1, 0}}}), "points");
}

// ---------------------------------------------------------------------------------------------------
// The supported range (shapes.hpp): outside it a shape is refused with the field and the limit named,
// never answered wrong.

std::string faultMessage(const Shape& shape)
{
    const auto error = validateShape(shape);
    return error ? error->field + ": " + error->message : std::string();
}

TEST(SupportedRange, RefusesCoordinatesAndSizesBeyondTheLimitNamingIt)
{
    // A segment from -1e154 to 1e154: its squared length overflows, so it must never be answered.
    const std::string segment = faultMessage(Segment{{-1e154, 0.0}, {1e154, 0.0}});
    EXPECT_EQ(segment.rfind("x1: ", 0), 0u) << segment;
    EXPECT_NE(segment.find("1e+15"), std::string::npos) << segment;
    EXPECT_NE(segment.find("-1e+154"), std::string::npos) << segment;
    const std::string rect = faultMessage(Rect{{0.0, 0.0}, 1e160, 1e160, 0.0});
    EXPECT_EQ(rect.rfind("w: ", 0), 0u) << rect;
    EXPECT_NE(rect.find("1e+15"), std::string::npos) << rect;
    EXPECT_EQ(faultyField(Point{{1e308, 0.0}}), "x");
    EXPECT_EQ(faultyField(Point{{0.0, -1e308}}), "y");
    EXPECT_EQ(faultyField(Circle{{0.0, 0.0}, 2e15}), "r");
    EXPECT_EQ(faultyField(Capsule{{0.0, 0.0}, {1.0, 0.0}, 2e15}), "r");
    EXPECT_EQ(faultyField(Fan{{0.0, 2e15}, 0.0, 1.0, 0.0, 1.0}), "cy");
    EXPECT_EQ(polygonFault({{0.0, 0.0}, {1e16, 0.0}, {0.0, 1e16}}), "points");
}

TEST(SupportedRange, RefusesSizesTooSmallForTheirPosition)
{
    // 1 unit at 1e15 is below 1e-12 of the magnitude: the shape would be a few rounding steps wide.
    EXPECT_EQ(faultyField(Circle{{1e15, 0.0}, 1.0}), "r");
    EXPECT_EQ(faultyField(Rect{{0.0, 0.0}, 1e15, 1.0, 0.0}), "h") << "a sliver 1e15 long and 1 wide";
    EXPECT_EQ(faultyField(Segment{{1e14, 0.0}, {1e14 + 0.0625, 0.0}}), "x2");
    EXPECT_EQ(faultyField(Fan{{0.0, 0.0}, 0.0, 1.0, 1e-300, 1.0}), "r_inner");
    EXPECT_EQ(faultyField(Ellipse{{0.0, 0.0}, 1e-13, 1e-13, 0.0}), "rx") << "below 1e-12 units";
    const std::string message = faultMessage(Circle{{1e15, 0.0}, 1.0});
    EXPECT_NE(message.find("1e-12"), std::string::npos) << message;
}

TEST(SupportedRange, AcceptsShapesAtItsLimits)
{
    EXPECT_EQ(faultyField(Circle{{1e15, -1e15}, 1000.0}), "");
    EXPECT_EQ(faultyField(Rect{{-1e15, 1e15}, 1e15, 1000.0, 0.3}), "");
    EXPECT_EQ(faultyField(Fan{{0.0, 0.0}, 0.0, 1.0, 0.0, 1e15}), "");
    EXPECT_EQ(faultyField(Circle{{0.0, 0.0}, 1e-12}), "");
    EXPECT_EQ(faultyField(Fan{{0.0, 0.0}, 0.0, 1.0, 0.0, 1.0}), "") << "r_inner 0 is no size";
}

// The area and the orientation come from coordinates relative to the polygon, not absolute ones.
TEST(SupportedRange, SmallPolygonsFarFromTheOriginAreAccepted)
{
    const std::vector<Vec2> far{{1e9, 7e8}, {1e9 + 1.0, 7e8}, {1e9, 7e8 + 1.0}}; // area 0.5
    EXPECT_EQ(polygonFault(far), "");
    const std::vector<Vec2> tiny{{1000.0, 700.0}, {1000.0 + 1e-6, 700.0}, {1000.0, 700.0 + 1e-6}};
    EXPECT_EQ(polygonFault(tiny), "");
    for (const std::vector<Vec2>& points : {far, tiny})
    {
        const PolygonOrError built = makePolygon(points);
        ASSERT_TRUE(built.polygon) << built.error.message;
        EXPECT_EQ(faultyField(*built.polygon), "");
    }
    std::vector<Vec2> clockwise(far.rbegin(), far.rend());
    const PolygonOrError turned = makePolygon(clockwise);
    ASSERT_TRUE(turned.polygon) << turned.error.message;
    EXPECT_EQ(turned.polygon->vertices, far) << "reversed to counter-clockwise";
}

// Numbers in messages are the shortest text that reads back as the same double.
TEST(ShapeValidation, MessagesPrintNumbersInShortestRoundTripForm)
{
    EXPECT_NE(faultMessage(Circle{{0.0, 0.0}, -1e-300}).find("got -1e-300"), std::string::npos)
        << faultMessage(Circle{{0.0, 0.0}, -1e-300});
    const std::string huge = faultMessage(Circle{{0.0, 0.0}, -1e300});
    EXPECT_NE(huge.find("got -1e+300"), std::string::npos) << huge;
    EXPECT_LT(huge.size(), 120u) << huge;
    EXPECT_NE(faultMessage(Fan{{0, 0}, 0, 1, -0.1, 1.0}).find("got -0.1"), std::string::npos);
}

// Duplicate vertices are found by sorting, not by comparing every pair: a million-vertex polygon is
// validated in well under a second (every pair would take hours and hit the test's time limit).
TEST(MakePolygon, ValidatesAMillionVerticesAndNamesTheFirstRepeatedPair)
{
    constexpr int kVertexCount = 1000000;
    std::vector<Vec2> circle;
    circle.reserve(kVertexCount);
    for (int i = 0; i < kVertexCount; ++i)
    {
        circle.push_back(unitFromAngle(2.0 * kPi * i / kVertexCount) * 1e6);
    }
    const PolygonOrError built = makePolygon(circle);
    ASSERT_TRUE(built.polygon) << built.error.message;
    EXPECT_FALSE(validateShape(*built.polygon).has_value());

    const PolygonOrError repeated = makePolygon({{0, 0}, {1, 0}, {1, 1}, {0, 0}, {0, 1}, {1, 1}});
    ASSERT_FALSE(repeated.polygon);
    EXPECT_NE(repeated.error.message.find("points 0 and 3 are equal"), std::string::npos)
        << repeated.error.message;
}

// ---------------------------------------------------------------------------------------------------
// makePolygon

double signedAreaOf(const std::vector<Vec2>& points)
{
    double twice = 0.0;
    for (size_t i = 0; i < points.size(); ++i)
    {
        twice += cross(points[i], points[(i + 1) % points.size()]);
    }
    return twice / 2.0;
}

TEST(MakePolygon, NormalisesClockwiseToCounterClockwise)
{
    std::mt19937_64 rng(77);
    for (int trial = 0; trial < 50; ++trial)
    {
        const Polygon reference = randomConvexPolygon(rng, {100.0, -50.0}, 30.0, 3 + trial % 8);
        std::vector<Vec2> clockwise(reference.vertices.rbegin(), reference.vertices.rend());
        ASSERT_LT(signedAreaOf(clockwise), 0.0);
        const PolygonOrError result = makePolygon(clockwise);
        ASSERT_TRUE(result.polygon.has_value()) << result.error.message;
        const std::vector<Vec2>& out = result.polygon->vertices;
        EXPECT_GT(signedAreaOf(out), 0.0);
        ASSERT_EQ(out.size(), clockwise.size());
        for (Vec2 v : clockwise)
        {
            EXPECT_NE(std::find(out.begin(), out.end(), v), out.end()) << "vertices are kept as given";
        }
        EXPECT_FALSE(validateShape(*result.polygon).has_value());
    }
}

// The reference for makePolygon's repeated points, orientation and winding: every pair compared, and the
// turns added up as angles (makePolygon counts windings and compares pairs only for small polygons).
// Returns the message makePolygon should give, or "" for a polygon it should accept.
std::string referencePolygonMessage(std::vector<Vec2> points)
{
    for (size_t i = 0; i < points.size(); ++i)
    {
        for (size_t j = i + 1; j < points.size(); ++j)
        {
            if (points[i] == points[j])
            {
                return "points " + std::to_string(i) + " and " + std::to_string(j) + " are equal";
            }
        }
    }
    double twiceArea = 0.0;
    for (size_t i = 1; i + 1 < points.size(); ++i)
    {
        twiceArea += cross(points[i] - points[0], points[i + 1] - points[0]);
    }
    if (twiceArea == 0.0)
    {
        return "encloses no area (all points collinear)";
    }
    if (twiceArea < 0.0)
    {
        std::reverse(points.begin(), points.end());
    }
    const size_t n = points.size();
    double totalTurn = 0.0;
    for (size_t i = 0; i < n; ++i)
    {
        const Vec2 e0 = points[(i + 1) % n] - points[i];
        const Vec2 e1 = points[(i + 2) % n] - points[(i + 1) % n];
        const double turn = cross(e0, e1);
        const double scale = std::sqrt(glm::dot(e0, e0) * glm::dot(e1, e1));
        if (turn < -1e-12 * scale)
        {
            return "is not convex: the outline turns the other way at point " + std::to_string((i + 1) % n);
        }
        if (std::abs(turn) <= 1e-12 * scale && glm::dot(e0, e1) < 0.0)
        {
            return "folds back on itself at point " + std::to_string((i + 1) % n);
        }
        totalTurn += std::atan2(turn, glm::dot(e0, e1));
    }
    return totalTurn > 3.0 * kPi ? "intersects itself (its outline winds more than once)" : "";
}

// Outlines that test the winding count and the pair scan: convex polygons, star polygons that wind
// two to five times, both ways round, with vertices on the axes' directions, nearly straight turns and
// a repeated point put in, from 3 to 40 vertices (the pair scan's limit lies between).
TEST(MakePolygon, AcceptsAndRefusesAsTheTurnsAddedUpAsAnglesAndEveryPairComparedDo)
{
    std::mt19937_64 rng(20261127);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    int refusedWindings = 0;
    int refusedRepeats = 0;
    int accepted = 0;
    for (int trial = 0; trial < 20000; ++trial)
    {
        const int count = 3 + static_cast<int>(unit(rng) * 38.0);
        // Star polygon {count/step}: winds `step` times when step and count share no factor.
        const int step = 1 + static_cast<int>(unit(rng) * std::min(5.0, (count - 1) / 2.0));
        const double start = trial % 4 == 0 ? 0.0 : unit(rng) * 2.0 * kPi;
        const double radius = std::pow(10.0, unit(rng) * 8.0 - 3.0);
        const Vec2 centre{(unit(rng) - 0.5) * 1e4, (unit(rng) - 0.5) * 1e4};
        std::vector<Vec2> points;
        for (int i = 0; i < count; ++i)
        {
            const double jitter = trial % 3 == 0 ? 0.0 : (unit(rng) - 0.5) * 1e-3 / count;
            const double angle = start + 2.0 * kPi * step * i / count + jitter;
            // Quarter turns exactly, so that some edges lie along the axes.
            const Vec2 direction = trial % 4 == 0 ? Vec2{std::round(std::cos(angle) * 4.0) / 4.0,
                                                         std::round(std::sin(angle) * 4.0) / 4.0}
                                                  : unitFromAngle(angle);
            points.push_back(centre + direction * radius);
        }
        if (trial % 2 == 0)
        {
            std::reverse(points.begin(), points.end());
        }
        if (trial % 7 == 0)
        {
            points.insert(points.begin() + static_cast<long>(unit(rng) * points.size()),
                          points[static_cast<size_t>(unit(rng) * points.size())]);
        }
        const std::string expected = referencePolygonMessage(points);
        const PolygonOrError made = makePolygon(points);
        ASSERT_EQ(made.polygon ? std::string() : made.error.message, expected)
            << "trial " << trial << ", " << points.size() << " points, step " << step;
        refusedWindings += expected.find("winds") != std::string::npos ? 1 : 0;
        refusedRepeats += expected.find("equal") != std::string::npos ? 1 : 0;
        accepted += expected.empty() ? 1 : 0;
    }
    // The cases the test is for all happen.
    EXPECT_GT(refusedWindings, 2000);
    EXPECT_GT(refusedRepeats, 1000);
    EXPECT_GT(accepted, 2000);
}

TEST(MakePolygon, KeepsCollinearVerticesAndCounterClockwiseInput)
{
    const std::vector<Vec2> square{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}};
    const PolygonOrError result = makePolygon(square);
    ASSERT_TRUE(result.polygon.has_value()) << result.error.message;
    EXPECT_EQ(result.polygon->vertices, square);
}

// ---------------------------------------------------------------------------------------------------
// boundsOf and translated

// Random shapes of every kind, sizes 1..400, including thin ellipses and wide or hollow fans.
std::vector<Shape> randomShapesOfAllKinds(std::mt19937_64& rng, int perKind)
{
    std::vector<Shape> shapes;
    RandomShapeOptions options;
    options.boxMin = {-500.0, -500.0};
    options.boxMax = {500.0, 500.0};
    options.minSize = 1.0;
    options.maxSize = 400.0;
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        for (int i = 0; i < perKind; ++i)
        {
            shapes.push_back(randomShape(static_cast<ShapeKind>(k), rng, options));
        }
    }
    // Fans whose extreme points sit exactly on the axis directions, and a full ring.
    shapes.push_back(Fan{{3, 4}, 0.0, kPi / 2.0, 0.0, 10.0});
    shapes.push_back(Fan{{3, 4}, kPi / 4.0, kPi / 4.0, 2.0, 10.0});
    shapes.push_back(Fan{{3, 4}, 1.0, kPi, 5.0, 10.0});
    shapes.push_back(Ellipse{{0, 0}, 200.0, 0.5, kPi / 2.0});
    return shapes;
}

TEST(BoundsOf, ContainsDenseBoundarySamplesAndIsTight)
{
    // Samples this dense leave at most spacing^2 / (8 * radius of curvature) between the extreme
    // sample and the true extreme; the thinnest ellipse here (0.5 x 200, curvature radius 1/800)
    // needs the finest spacing.
    constexpr double kSpacing = 0.002;
    constexpr double kTight = 1e-3;
    // Bounds may round outward or inward by this much.
    constexpr double kRounding = 1e-9;
    std::mt19937_64 rng(4242);
    for (const Shape& shape : randomShapesOfAllKinds(rng, 12))
    {
        const Bounds b = boundsOf(shape);
        ASSERT_LE(b.min.x, b.max.x);
        ASSERT_LE(b.min.y, b.max.y);
        Vec2 lo{kInf};
        Vec2 hi{-kInf};
        for (Vec2 p : oracle::boundarySamples(shape, kSpacing))
        {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
        const std::string kind(kindName(kindOf(shape)));
        EXPECT_GE(lo.x, b.min.x - kRounding) << kind;
        EXPECT_GE(lo.y, b.min.y - kRounding) << kind;
        EXPECT_LE(hi.x, b.max.x + kRounding) << kind;
        EXPECT_LE(hi.y, b.max.y + kRounding) << kind;
        EXPECT_LE(lo.x - b.min.x, kTight) << kind;
        EXPECT_LE(lo.y - b.min.y, kTight) << kind;
        EXPECT_LE(b.max.x - hi.x, kTight) << kind;
        EXPECT_LE(b.max.y - hi.y, kTight) << kind;
    }
}

TEST(Translated, MovesMembershipDistanceAndBounds)
{
    // Translation rounds each coordinate once; distances agree to that rounding.
    constexpr double kRounding = 1e-9;
    std::mt19937_64 rng(99);
    std::uniform_real_distribution<double> coordinate(-600.0, 600.0);
    const Vec2 offsets[] = {{13.5, -7.25}, {1e5, -1e5}, {-0.001, 0.003}};
    int insideCount = 0;
    for (const Shape& shape : randomShapesOfAllKinds(rng, 4))
    {
        for (Vec2 offset : offsets)
        {
            const Shape moved = translated(shape, offset);
            ASSERT_EQ(moved.index(), shape.index());
            EXPECT_FALSE(validateShape(moved).has_value());
            const Bounds before = boundsOf(shape);
            const Bounds after = boundsOf(moved);
            EXPECT_NEAR(after.min.x, before.min.x + offset.x, kRounding * (1.0 + std::abs(offset.x)));
            EXPECT_NEAR(after.max.y, before.max.y + offset.y, kRounding * (1.0 + std::abs(offset.y)));
            for (int i = 0; i < 60; ++i)
            {
                // Half the points in the shape's bounds so that some fall inside.
                const Vec2 p =
                    i % 2 == 0
                        ? Vec2{coordinate(rng), coordinate(rng)}
                        : glm::mix(before.min, before.max,
                                   Vec2{coordinate(rng) / 1200.0 + 0.5, coordinate(rng) / 1200.0 + 0.5});
                const double band = kRounding * (1.0 + std::abs(offset.x));
                const double d = oracle::distanceToShape(shape, p);
                EXPECT_NEAR(oracle::distanceToShape(moved, p + offset), d, band);
                // Membership, away from the boundary where rounding could flip it.
                if (d > band)
                {
                    EXPECT_FALSE(oracle::contains(moved, p + offset));
                }
                const bool deepInside = oracle::contains(shape, p) &&
                                        oracle::contains(shape, p + Vec2{band, 0.0}) &&
                                        oracle::contains(shape, p - Vec2{band, 0.0}) &&
                                        oracle::contains(shape, p + Vec2{0.0, band}) &&
                                        oracle::contains(shape, p - Vec2{0.0, band});
                if (deepInside)
                {
                    ++insideCount;
                    EXPECT_TRUE(oracle::contains(moved, p + offset));
                }
            }
        }
    }
    EXPECT_GT(insideCount, 200) << "too few points inside the shapes to test membership";
}

TEST(ShapeNames, RoundTripAndPairNames)
{
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const ShapeKind kind = static_cast<ShapeKind>(k);
        EXPECT_EQ(kindFromName(kindName(kind)), kind);
    }
    EXPECT_FALSE(kindFromName("square").has_value());
    EXPECT_EQ(pairName(ShapeKind::Rect, ShapeKind::Circle), "circle/rect");
    EXPECT_EQ(pairName(ShapeKind::Circle, ShapeKind::Rect), "circle/rect");
    EXPECT_EQ(pairName(ShapeKind::Fan, ShapeKind::Fan), "fan/fan");
    EXPECT_EQ(kindOfType<Capsule>, ShapeKind::Capsule);
}

TEST(RectCorners, CounterClockwiseFromLocalMinusMinus)
{
    constexpr double kRounding = 1e-12;
    const Rect r{{10.0, 20.0}, 4.0, 2.0, kPi / 2.0};
    const auto corners = rectCorners(r);
    // Turned by 90 degrees: local (-2, -1) is world (10 + 1, 20 - 2).
    EXPECT_NEAR(corners[0].x, 11.0, kRounding);
    EXPECT_NEAR(corners[0].y, 18.0, kRounding);
    EXPECT_NEAR(corners[2].x, 9.0, kRounding);
    EXPECT_NEAR(corners[2].y, 22.0, kRounding);
    EXPECT_GT(signedAreaOf({corners.begin(), corners.end()}), 0.0);
}

} // namespace
} // namespace hitlab
