// Properties every exact pair test must have, for each of the 36 pairs of kinds, on seeded random
// shapes (testing/random_shapes) and near-contact placements:
// - symmetry: (a, b) and (b, a) answer the same;
// - invariance: translating, rotating or scaling both shapes leaves the overlap answer alone, and
//   the signed distance moves with them (covariance), across the whole supported range
//   (kMaxCoordinate, kMinRelativeSize in shapes.hpp);
// - containment: a shape overlaps itself and any shape strictly inside it;
// - monotonicity: growing a shape never turns a contact off, nor lengthens a gap.
// Near contact rounding may decide either way, so answers are compared only outside a band of
// kContactBand times the pair's magnitude (its largest coordinate or size).
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/shapes.hpp"
#include "test_support.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

// Within this fraction of the pair's magnitude of touching, either answer is right.
constexpr double kContactBand = 1e-9;
// Signed distances after a transformation agree with the transformed distance to this fraction of
// the transformed pair's magnitude.
constexpr double kCovarianceTolerance = 1e-9;

constexpr int kUniformCases = 150;
constexpr int kNearContactCases = 100;

// ---- transformations ------------------------------------------------------------------------------------

Vec2 rotate(Vec2 p, Vec2 pivot, Vec2 turn)
{
    const Vec2 d = p - pivot;
    return pivot + Vec2{turn.x * d.x - turn.y * d.y, turn.y * d.x + turn.x * d.y};
}

Shape rotatedAbout(const Shape& shape, Vec2 pivot, double angle)
{
    const Vec2 turn = unitFromAngle(angle);
    return std::visit(
        [&](auto s) -> Shape
        {
            using T = decltype(s);
            if constexpr (std::is_same_v<T, Point>)
            {
                s.position = rotate(s.position, pivot, turn);
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                for (Vec2& v : s.vertices)
                {
                    v = rotate(v, pivot, turn);
                }
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                s.a = rotate(s.a, pivot, turn);
                s.b = rotate(s.b, pivot, turn);
            }
            else
            {
                s.center = rotate(s.center, pivot, turn);
                if constexpr (!std::is_same_v<T, Circle>)
                {
                    s.angle += angle;
                }
            }
            return s;
        },
        shape);
}

// Every length times factor, about the origin.
Shape scaled(const Shape& shape, double factor)
{
    return std::visit(
        [&](auto s) -> Shape
        {
            using T = decltype(s);
            if constexpr (std::is_same_v<T, Point>)
            {
                s.position *= factor;
            }
            else if constexpr (std::is_same_v<T, Circle>)
            {
                s.center *= factor;
                s.radius *= factor;
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                s.center *= factor;
                s.radiusX *= factor;
                s.radiusY *= factor;
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                s.center *= factor;
                s.width *= factor;
                s.height *= factor;
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                for (Vec2& v : s.vertices)
                {
                    v *= factor;
                }
            }
            else if constexpr (std::is_same_v<T, Segment>)
            {
                s.a *= factor;
                s.b *= factor;
            }
            else if constexpr (std::is_same_v<T, Capsule>)
            {
                s.a *= factor;
                s.b *= factor;
                s.radius *= factor;
            }
            else
            {
                s.center *= factor;
                s.innerRadius *= factor;
                s.outerRadius *= factor;
            }
            return s;
        },
        shape);
}

Vec2 centroidOf(const Polygon& polygon)
{
    Vec2 sum{0.0, 0.0};
    for (Vec2 v : polygon.vertices)
    {
        sum += v;
    }
    return sum / static_cast<double>(polygon.vertices.size());
}

// A shape of the same kind that contains this one: every size grown by about `margin`. Points cannot
// grow and come back as they are.
Shape grown(const Shape& shape, double margin)
{
    return std::visit(
        [&](auto s) -> Shape
        {
            using T = decltype(s);
            if constexpr (std::is_same_v<T, Circle>)
            {
                s.radius += margin;
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                s.radiusX += margin;
                s.radiusY += margin;
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                s.width += 2.0 * margin;
                s.height += 2.0 * margin;
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                // A convex polygon scaled about an interior point contains the original.
                const Vec2 centre = centroidOf(s);
                double reach = 0.0;
                for (Vec2 v : s.vertices)
                {
                    reach = std::max(reach, glm::length(v - centre));
                }
                const double factor = 1.0 + margin / reach;
                for (Vec2& v : s.vertices)
                {
                    v = centre + (v - centre) * factor;
                }
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                const Vec2 along = glm::normalize(s.b - s.a) * margin;
                s.a -= along;
                s.b += along;
                if constexpr (std::is_same_v<T, Capsule>)
                {
                    s.radius += margin;
                }
            }
            else if constexpr (std::is_same_v<T, Fan>)
            {
                s.outerRadius += margin;
                s.innerRadius = std::max(0.0, s.innerRadius - margin);
                s.halfAngle = std::min(kPi, s.halfAngle + 0.1);
            }
            return s;
        },
        shape);
}

// ---- cases ------------------------------------------------------------------------------------------------

struct Case
{
    Shape a;
    Shape b;
};

// The pair's magnitude: its largest |coordinate| or size, without the floor of 1 that magnitudeOf
// puts under it, so that the band shrinks with shapes scaled down.
double pairMagnitude(const Shape& a, const Shape& b)
{
    double magnitude = 0.0;
    for (const Shape* s : {&a, &b})
    {
        const Bounds bounds = boundsOf(*s);
        magnitude =
            std::max({magnitude, std::abs(bounds.min.x), std::abs(bounds.min.y), std::abs(bounds.max.x),
                      std::abs(bounds.max.y), bounds.max.x - bounds.min.x, bounds.max.y - bounds.min.y});
    }
    return magnitude;
}

std::string describe(const Case& c)
{
    return describe(c.a) + " / " + describe(c.b);
}

// Uniform random pairs in 800 x 600 (sizes 10..200), and pairs placed 1e-3..10 units apart or deep.
std::vector<Case> casesFor(ShapeKind first, ShapeKind second)
{
    std::mt19937_64 rng(20261123 + static_cast<std::uint64_t>(first) * 8 +
                        static_cast<std::uint64_t>(second));
    std::vector<Case> cases;
    for (int i = 0; i < kUniformCases; ++i)
    {
        Shape a = randomShape(first, rng);
        cases.push_back({a, randomShape(second, rng)});
    }
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    RandomShapeOptions dense;
    dense.boxMax = {250.0, 250.0};
    for (int i = 0; i < kNearContactCases; ++i)
    {
        const Shape a = randomShape(first, rng, dense);
        const Shape b = randomShape(second, rng, dense);
        const double target = (i % 2 == 0 ? 1.0 : -1.0) * std::pow(10.0, -3.0 + 4.0 * unit(rng));
        if (auto placed = placeAtDistance(a, b, unitFromAngle(unit(rng) * 2.0 * kPi), target))
        {
            cases.push_back({a, *placed});
        }
    }
    return cases;
}

class PairProperty : public ::testing::TestWithParam<std::pair<ShapeKind, ShapeKind>>
{
};

std::vector<std::pair<ShapeKind, ShapeKind>> everyPair()
{
    std::vector<std::pair<ShapeKind, ShapeKind>> pairs;
    for (int a = 0; a < kShapeKindCount; ++a)
    {
        for (int b = a; b < kShapeKindCount; ++b)
        {
            pairs.emplace_back(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b));
        }
    }
    return pairs;
}

// ---- symmetry
// ------------------------------------------------------------------------------------------------

TEST_P(PairProperty, AnswersTheSameInEitherOrder)
{
    const auto [first, second] = GetParam();
    for (const Case& c : casesFor(first, second))
    {
        const double magnitude = pairMagnitude(c.a, c.b);
        const SignedDistance forward = distance(c.a, c.b);
        const SignedDistance backward = distance(c.b, c.a);
        ASSERT_NEAR(forward.value, backward.value, kCovarianceTolerance * magnitude) << describe(c);
        if (std::abs(forward.value) > kContactBand * magnitude)
        {
            ASSERT_EQ(overlap(c.a, c.b), overlap(c.b, c.a)) << describe(c);
        }
    }
}

// ---- invariance across the supported range ---------------------------------------------------------------

struct Placement
{
    const char* name;
    double scale;
    Vec2 offset;
};

// Scales and offsets that keep every random shape (sizes 10..200 in 800 x 600; a capsule's core and a
// fan's hole can be 20 times smaller) inside the supported range: at an offset of 1e15 the smallest
// size allowed is 1e-12 * 1e15 = 1000, so the shapes are scaled by 1e5 there; scaled by 1e-9 they
// are 1e-8..2e-7 units, above the floor of 1e-12.
const Placement kPlacements[] = {
    {"far", 1.0, {1e5, -1e5}},
    {"tiny", 1e-9, {0.0, 0.0}},
    {"tiny and offset", 1e-6, {-3.0, 2.0}},
    {"huge", 1e12, {0.0, 0.0}},
    {"large and far", 1e6, {-1e12, 7e11}},
    {"at the coordinate limit", 1e5, {kMaxCoordinate - 1e8, -(kMaxCoordinate - 1e8)}},
};

TEST_P(PairProperty, TranslationAndScalingAcrossTheSupportedRangeKeepTheAnswer)
{
    const auto [first, second] = GetParam();
    const std::vector<Case> cases = casesFor(first, second);
    for (const Placement& placement : kPlacements)
    {
        int compared = 0;
        for (const Case& c : cases)
        {
            const double signedDistance = distance(c.a, c.b).value;
            const Case moved{translated(scaled(c.a, placement.scale), placement.offset),
                             translated(scaled(c.b, placement.scale), placement.offset)};
            ASSERT_FALSE(validateShape(moved.a).has_value())
                << placement.name << ": " << validateShape(moved.a)->message;
            ASSERT_FALSE(validateShape(moved.b).has_value())
                << placement.name << ": " << validateShape(moved.b)->message;
            const double magnitude = pairMagnitude(moved.a, moved.b);
            const SignedDistance movedDistance = distance(moved.a, moved.b);
            EXPECT_NEAR(movedDistance.value, signedDistance * placement.scale, kCovarianceTolerance * magnitude)
                << placement.name << ": " << describe(c);
            if (std::abs(signedDistance * placement.scale) > kContactBand * magnitude)
            {
                ++compared;
                ASSERT_EQ(overlap(moved.a, moved.b), overlap(c.a, c.b))
                    << placement.name << ": " << describe(c) << " distance " << signedDistance;
            }
        }
        // The band must not swallow the cases (at the coordinate limit it is 1e6 units wide).
        EXPECT_GT(compared, kUniformCases / 2) << placement.name;
    }
}

TEST_P(PairProperty, RotationKeepsTheAnswerAndTheDistance)
{
    const auto [first, second] = GetParam();
    const Vec2 pivot{400.0, 300.0};
    for (const Case& c : casesFor(first, second))
    {
        const double signedDistance = distance(c.a, c.b).value;
        for (double angle : {0.7, kPi / 2.0, kPi, 4.0})
        {
            const Case turned{rotatedAbout(c.a, pivot, angle), rotatedAbout(c.b, pivot, angle)};
            const double magnitude = pairMagnitude(turned.a, turned.b);
            EXPECT_NEAR(distance(turned.a, turned.b).value, signedDistance, kCovarianceTolerance * magnitude)
                << "angle " << angle << ": " << describe(c);
            if (std::abs(signedDistance) > kContactBand * magnitude)
            {
                ASSERT_EQ(overlap(turned.a, turned.b), overlap(c.a, c.b))
                    << "angle " << angle << ": " << describe(c) << " distance " << signedDistance;
            }
        }
    }
}

// ---- containment
// -------------------------------------------------------------------------------------------

// A point well inside the shape and its clearance (distance to the boundary); none for points and
// segments, which have no inside.
std::optional<std::pair<Vec2, double>> interiorPoint(const Shape& shape)
{
    return std::visit(
        [](const auto& s) -> std::optional<std::pair<Vec2, double>>
        {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Point> || std::is_same_v<T, Segment>)
            {
                return std::nullopt;
            }
            else if constexpr (std::is_same_v<T, Fan>)
            {
                // On the axis, halfway across the band: the nearest boundary is an arc or a radial edge.
                const double middle = 0.5 * (s.innerRadius + s.outerRadius);
                const Vec2 p = s.center + unitFromAngle(s.angle) * middle;
                double clearance = 0.5 * (s.outerRadius - s.innerRadius);
                if (s.halfAngle < kPi)
                {
                    for (double side : {-1.0, 1.0})
                    {
                        const Vec2 edge = unitFromAngle(s.angle + side * s.halfAngle);
                        clearance =
                            std::min(clearance,
                                     std::sqrt(distanceSquaredPointSegment(p, s.center + edge * s.innerRadius,
                                                                           s.center + edge * s.outerRadius)));
                    }
                }
                return std::pair{p, clearance};
            }
            else
            {
                Vec2 p;
                if constexpr (std::is_same_v<T, Polygon>)
                {
                    p = centroidOf(s);
                }
                else if constexpr (std::is_same_v<T, Capsule>)
                {
                    p = 0.5 * (s.a + s.b);
                }
                else
                {
                    p = s.center;
                }
                // Convex: minus the signed distance of an inside point is its clearance.
                return std::pair{p, -distance(Point{p}, s).value};
            }
        },
        shape);
}

// A shape of the given kind within `radius` of p.
Shape shapeWithin(ShapeKind kind, Vec2 p, double radius)
{
    const Vec2 u = unitFromAngle(0.6);
    switch (kind)
    {
    case ShapeKind::Point:
        return Point{p};
    case ShapeKind::Circle:
        return Circle{p, radius};
    case ShapeKind::Ellipse:
        return Ellipse{p, radius, 0.5 * radius, 0.6};
    case ShapeKind::Rect:
        return Rect{p, 1.2 * radius, 0.6 * radius, 0.6};
    case ShapeKind::Polygon:
        return *makePolygon({p + unitFromAngle(0.1) * radius, p + unitFromAngle(2.2) * radius,
                             p + unitFromAngle(4.0) * radius})
                    .polygon;
    case ShapeKind::Segment:
        return Segment{p - u * radius, p + u * radius};
    case ShapeKind::Capsule:
        return Capsule{p - u * (0.5 * radius), p + u * (0.5 * radius), 0.5 * radius};
    case ShapeKind::Fan:
        return Fan{p, 0.6, 1.0, 0.0, radius};
    }
    return Point{p};
}

TEST_P(PairProperty, AShapeOverlapsItselfAndWhateverLiesStrictlyInsideIt)
{
    const auto [first, second] = GetParam();
    std::mt19937_64 rng(77 + static_cast<std::uint64_t>(first) * 8 + static_cast<std::uint64_t>(second));
    for (int i = 0; i < kUniformCases; ++i)
    {
        for (const auto& [outerKind, innerKind] : {std::pair{first, second}, std::pair{second, first}})
        {
            const Shape outer = randomShape(outerKind, rng);
            ASSERT_TRUE(overlap(outer, outer)) << describe(outer);
            ASSERT_LE(distance(outer, outer).value, 0.0) << describe(outer);
            std::optional<Shape> inner;
            if (const auto inside = interiorPoint(outer))
            {
                ASSERT_GT(inside->second, 0.0) << describe(outer);
                inner = shapeWithin(innerKind, inside->first, 0.5 * inside->second);
            }
            else if (innerKind == ShapeKind::Point)
            {
                // A point or a segment has no inside: a point computed on it is on it only up to
                // rounding, so it touches within the band.
                const Vec2 on = std::visit(
                    [](const auto& s) -> Vec2
                    {
                        using T = std::decay_t<decltype(s)>;
                        if constexpr (std::is_same_v<T, Segment>)
                        {
                            return s.a + 0.25 * (s.b - s.a);
                        }
                        else if constexpr (std::is_same_v<T, Point>)
                        {
                            return s.position;
                        }
                        else
                        {
                            return Vec2{0.0, 0.0}; // not reached: every other kind has an inside
                        }
                    },
                    outer);
                ASSERT_LE(std::abs(distance(outer, Point{on}).value),
                          kContactBand * pairMagnitude(outer, outer))
                    << describe(outer);
            }
            if (inner)
            {
                ASSERT_FALSE(validateShape(*inner).has_value()) << describe(*inner);
                ASSERT_TRUE(overlap(outer, *inner)) << describe({outer, *inner});
                ASSERT_TRUE(overlap(*inner, outer)) << describe({*inner, outer});
                ASSERT_LE(distance(outer, *inner).value, 0.0) << describe({outer, *inner});
            }
        }
    }
}

// ---- monotonicity
// ------------------------------------------------------------------------------------------

TEST_P(PairProperty, GrowingAShapeNeverTurnsAContactOffNorLengthensAGap)
{
    const auto [first, second] = GetParam();
    constexpr double kMargin = 0.5; // units: the growth, far above the contact band
    for (const Case& c : casesFor(first, second))
    {
        for (bool growFirst : {true, false})
        {
            const Case bigger{growFirst ? grown(c.a, kMargin) : c.a, growFirst ? c.b : grown(c.b, kMargin)};
            const double magnitude = pairMagnitude(bigger.a, bigger.b);
            const SignedDistance before = distance(c.a, c.b);
            const SignedDistance after = distance(bigger.a, bigger.b);
            if (before.value < -kContactBand * magnitude)
            {
                ASSERT_TRUE(overlap(bigger.a, bigger.b))
                    << describe(c) << " grown: " << describe(bigger);
            }
            if (before.value > 0.0)
            {
                // A gap can only shrink (or close) when a shape grows.
                ASSERT_LE(after.value, before.value + kCovarianceTolerance * magnitude)
                    << describe(c) << " grown: " << describe(bigger);
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Pairs, PairProperty, ::testing::ValuesIn(everyPair()),
                         [](const ::testing::TestParamInfo<std::pair<ShapeKind, ShapeKind>>& info) {
                             return std::string(kindName(info.param.first)) + "_" +
                                    std::string(kindName(info.param.second));
                         });

} // namespace
} // namespace hitlab
