// The table of shape kinds: one row per kind, in ShapeKind order, whose fields reach every member of
// the shape and whose rules agree with validateShape, and validateShape, which runs the rows' checks,
// against the hand-written validation per kind it replaced: the same field and message byte for byte
// on seeded shapes with zero, one and two faults.
#include "hitlab/geometry.hpp"
#include "hitlab/shape_kinds.hpp"
#include "hitlab/shapes.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <iostream>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

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

// Bit-for-bit equality of two shapes of a kind without a vertex list (plain doubles, no padding).
bool sameBits(const Shape& a, const Shape& b)
{
    if (a.index() != b.index())
    {
        return false;
    }
    return std::visit(
        [&](const auto& left)
        {
            using T = std::decay_t<decltype(left)>;
            static_assert(std::is_trivially_copyable_v<T> || std::is_same_v<T, Polygon>);
            if constexpr (std::is_same_v<T, Polygon>)
            {
                return left.vertices == std::get<Polygon>(b).vertices;
            }
            else
            {
                return std::memcmp(&left, &std::get<T>(b), sizeof(T)) == 0;
            }
        },
        a);
}

// The validation per kind as it was written before the table's checks replaced it, kept verbatim as
// the reference the table must reproduce.
namespace reference
{

std::string shortest(double value)
{
    std::array<char, 32> text{};
    const auto result = std::to_chars(text.data(), text.data() + text.size(), value);
    return std::string(text.data(), result.ptr);
}

bool finite(double v)
{
    return std::isfinite(v);
}

std::optional<ShapeError> requireFinite(Vec2 v, std::string_view fieldX, std::string_view fieldY)
{
    if (!finite(v.x))
    {
        return ShapeError{std::string(fieldX), "must be a finite number"};
    }
    if (!finite(v.y))
    {
        return ShapeError{std::string(fieldY), "must be a finite number"};
    }
    return std::nullopt;
}

std::optional<ShapeError> requirePositive(double v, std::string_view field)
{
    if (!finite(v))
    {
        return ShapeError{std::string(field), "must be a finite number"};
    }
    if (v <= 0.0)
    {
        return ShapeError{std::string(field), "must be greater than zero, got " + shortest(v)};
    }
    return std::nullopt;
}

std::optional<ShapeError> requireFiniteScalar(double v, std::string_view field)
{
    if (!finite(v))
    {
        return ShapeError{std::string(field), "must be a finite number"};
    }
    return std::nullopt;
}

// A number of a shape and its field name, for the supported-range checks.
struct NamedValue
{
    std::string_view field;
    double value;
};

ShapeError outsideRange(std::string field, std::string what)
{
    return ShapeError{std::move(field),
                      std::move(what) +
                          " (the supported range: |coordinates| and sizes <= " + shortest(kMaxCoordinate) +
                          ", sizes >= " + shortest(kMinRelativeSize) + " times the shape's magnitude)"};
}

// max(1, |coordinates|, sizes): rounding, and so the smallest meaningful size, scales with it.
double magnitudeOf(std::span<const NamedValue> coordinates, std::span<const NamedValue> sizes)
{
    double magnitude = 1.0;
    for (const NamedValue& c : coordinates)
    {
        magnitude = std::max(magnitude, std::abs(c.value));
    }
    for (const NamedValue& size : sizes)
    {
        magnitude = std::max(magnitude, size.value);
    }
    return magnitude;
}

// Finite, positive sizes are assumed (checked before). See kMaxCoordinate and kMinRelativeSize.
std::optional<ShapeError> requireSupportedRange(std::span<const NamedValue> coordinates,
                                                std::span<const NamedValue> sizes)
{
    for (const NamedValue& c : coordinates)
    {
        if (std::abs(c.value) > kMaxCoordinate)
        {
            return outsideRange(std::string(c.field), "must lie within +-" + shortest(kMaxCoordinate) +
                                                          ", got " + shortest(c.value));
        }
    }
    for (const NamedValue& size : sizes)
    {
        if (size.value > kMaxCoordinate)
        {
            return outsideRange(std::string(size.field), "must be at most " + shortest(kMaxCoordinate) +
                                                             ", got " + shortest(size.value));
        }
    }
    const double magnitude = magnitudeOf(coordinates, sizes);
    for (const NamedValue& size : sizes)
    {
        if (size.value < kMinRelativeSize * magnitude)
        {
            return outsideRange(std::string(size.field), "must be at least " + shortest(kMinRelativeSize) +
                                                             " times the shape's magnitude " +
                                                             shortest(magnitude) + ", got " +
                                                             shortest(size.value));
        }
    }
    return std::nullopt;
}

template <size_t C, size_t S>
std::optional<ShapeError> requireSupportedRange(const std::array<NamedValue, C>& coordinates,
                                                const std::array<NamedValue, S>& sizes)
{
    return requireSupportedRange(std::span<const NamedValue>(coordinates),
                                 std::span<const NamedValue>(sizes));
}

template <typename... Checks> std::optional<ShapeError> firstError(Checks... checks)
{
    std::optional<ShapeError> result;
    ((result = result ? result : checks), ...);
    return result;
}

std::optional<ShapeError> validateOne(const Point& s)
{
    return firstError(
        requireFinite(s.position, "x", "y"),
        requireSupportedRange(std::array{NamedValue{"x", s.position.x}, NamedValue{"y", s.position.y}},
                              std::array<NamedValue, 0>{}));
}

std::optional<ShapeError> validateOne(const Circle& s)
{
    return firstError(
        requireFinite(s.center, "cx", "cy"), requirePositive(s.radius, "r"),
        requireSupportedRange(std::array{NamedValue{"cx", s.center.x}, NamedValue{"cy", s.center.y}},
                              std::array{NamedValue{"r", s.radius}}));
}

std::optional<ShapeError> validateOne(const Ellipse& s)
{
    return firstError(
        requireFinite(s.center, "cx", "cy"), requirePositive(s.radiusX, "rx"),
        requirePositive(s.radiusY, "ry"), requireFiniteScalar(s.angle, "angle"),
        requireSupportedRange(std::array{NamedValue{"cx", s.center.x}, NamedValue{"cy", s.center.y}},
                              std::array{NamedValue{"rx", s.radiusX}, NamedValue{"ry", s.radiusY}}));
}

std::optional<ShapeError> validateOne(const Rect& s)
{
    return firstError(
        requireFinite(s.center, "cx", "cy"), requirePositive(s.width, "w"), requirePositive(s.height, "h"),
        requireFiniteScalar(s.angle, "angle"),
        requireSupportedRange(std::array{NamedValue{"cx", s.center.x}, NamedValue{"cy", s.center.y}},
                              std::array{NamedValue{"w", s.width}, NamedValue{"h", s.height}}));
}

std::optional<ShapeError> validateOne(const Polygon& s)
{
    PolygonOrError rebuilt = makePolygon(s.vertices);
    if (!rebuilt.polygon)
    {
        return rebuilt.error;
    }
    if (signedArea(s.vertices) <= 0.0)
    {
        return ShapeError{"points", "must be counter-clockwise (build polygons with makePolygon)"};
    }
    return std::nullopt;
}

std::optional<ShapeError> validateSegmentEnds(Vec2 a, Vec2 b)
{
    if (auto error = firstError(requireFinite(a, "x1", "y1"), requireFinite(b, "x2", "y2")))
    {
        return error;
    }
    if (a == b)
    {
        return ShapeError{"x2", "end point equals the start point: a segment needs a non-zero length"};
    }
    return std::nullopt;
}

// The ends, the length (named by the end point, as a zero length is) and a capsule's radius.
std::optional<ShapeError> requireSegmentRange(Vec2 a, Vec2 b, std::optional<double> radius = std::nullopt)
{
    const std::array coordinates{NamedValue{"x1", a.x}, NamedValue{"y1", a.y}, NamedValue{"x2", b.x},
                                 NamedValue{"y2", b.y}};
    if (auto error = requireSupportedRange(coordinates, std::array<NamedValue, 0>{}))
    {
        return error;
    }
    const NamedValue length{"x2", std::sqrt(lengthSquared(b - a))};
    if (radius)
    {
        return requireSupportedRange(coordinates, std::array{NamedValue{"r", *radius}, length});
    }
    return requireSupportedRange(coordinates, std::array{length});
}

std::optional<ShapeError> validateOne(const Segment& s)
{
    if (auto error = validateSegmentEnds(s.a, s.b))
    {
        return error;
    }
    return requireSegmentRange(s.a, s.b);
}

std::optional<ShapeError> validateOne(const Capsule& s)
{
    if (auto error = firstError(validateSegmentEnds(s.a, s.b), requirePositive(s.radius, "r")))
    {
        return error;
    }
    return requireSegmentRange(s.a, s.b, s.radius);
}

std::optional<ShapeError> validateOne(const Fan& s)
{
    if (auto error = firstError(requireFinite(s.center, "cx", "cy"), requireFiniteScalar(s.angle, "angle"),
                                requireFiniteScalar(s.halfAngle, "half_angle"),
                                requireFiniteScalar(s.innerRadius, "r_inner"),
                                requirePositive(s.outerRadius, "r_outer")))
    {
        return error;
    }
    if (!(s.halfAngle > 0.0 && s.halfAngle <= kPi))
    {
        return ShapeError{"half_angle", "must lie in (0, pi], got " + shortest(s.halfAngle)};
    }
    if (s.innerRadius < 0.0)
    {
        return ShapeError{"r_inner", "must be zero or positive, got " + shortest(s.innerRadius)};
    }
    if (s.innerRadius >= s.outerRadius)
    {
        return ShapeError{"r_inner", "must be smaller than r_outer (" + shortest(s.outerRadius) + "), got " +
                                         shortest(s.innerRadius)};
    }
    const std::array center{NamedValue{"cx", s.center.x}, NamedValue{"cy", s.center.y}};
    if (s.innerRadius > 0.0)
    {
        return requireSupportedRange(
            center, std::array{NamedValue{"r_outer", s.outerRadius}, NamedValue{"r_inner", s.innerRadius}});
    }
    return requireSupportedRange(center, std::array{NamedValue{"r_outer", s.outerRadius}});
}

std::optional<ShapeError> validateShape(const Shape& shape)
{
    return std::visit([](const auto& s) { return validateOne(s); }, shape);
}

} // namespace reference

TEST(ShapeKinds, EveryKindHasItsRowAndItsNameRoundTrips)
{
    ASSERT_EQ(kShapeKinds.size(), static_cast<std::size_t>(kShapeKindCount));
    std::set<std::string_view> names;
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const ShapeKind kind = static_cast<ShapeKind>(k);
        const ShapeKindTraits& traits = traitsOf(kind);
        EXPECT_EQ(traits.kind, kind);
        EXPECT_FALSE(traits.name.empty()) << k;
        EXPECT_TRUE(names.insert(traits.name).second) << traits.name;
        EXPECT_EQ(kindName(kind), traits.name);
        EXPECT_EQ(kindFromName(traits.name), kind) << traits.name;
        EXPECT_EQ(kindOf(defaultShapeOfKind(kind)), kind) << traits.name;
        // A kind is described either by numbers or by a vertex list.
        EXPECT_NE(traits.fields.empty(), traits.vertexListKey.empty()) << traits.name;
        std::set<std::string_view> keys;
        for (const ShapeField& field : traits.fields)
        {
            EXPECT_TRUE(keys.insert(field.key).second) << traits.name << "." << field.key;
            EXPECT_FALSE(field.meaning.empty()) << traits.name << "." << field.key;
            EXPECT_NE(field.key, "type") << traits.name;
        }
    }
    EXPECT_FALSE(kindFromName("square"));
}

TEST(ShapeKinds, ExamplesAreValidShapesOfTheirKind)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (double scale : {0.01, 1.0, 250.0})
        {
            const Shape example = traits.example({-40.0, 17.5}, scale);
            EXPECT_EQ(kindOf(example), traits.kind) << traits.name;
            EXPECT_EQ(faultyField(example), "") << traits.name << " at scale " << scale;
            for (const ShapeField& field : traits.fields)
            {
                EXPECT_TRUE(field.rule.admits(field.get(example))) << traits.name << "." << field.key;
            }
        }
    }
}

// Copying every field of a random shape into a default one rebuilds it exactly: the fields reach every
// member, and each set writes what its get reads.
TEST(ShapeKinds, FieldsReadAndWriteEveryMember)
{
    std::mt19937_64 rng(2024);
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        if (traits.fields.empty())
        {
            continue;
        }
        for (int i = 0; i < 50; ++i)
        {
            const Shape original = randomShape(traits.kind, rng);
            Shape copy = defaultShapeOfKind(traits.kind);
            for (const ShapeField& field : traits.fields)
            {
                field.set(copy, field.get(original));
                EXPECT_EQ(field.get(copy), field.get(original)) << traits.name << "." << field.key;
            }
            EXPECT_TRUE(sameBits(copy, original)) << traits.name << " case " << i;
        }
    }
}

// A value a field's rule refuses makes validateShape name that field; the rule's bounds are the
// validation's own, not looser or stricter.
TEST(ShapeKinds, RulesAgreeWithValidation)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const Shape example = traits.example({12.0, -7.0}, 1.5);
        for (const ShapeField& field : traits.fields)
        {
            const FieldRule& rule = field.rule;
            std::vector<double> refused = {kNaN, kInf, -kInf};
            if (std::isfinite(rule.low))
            {
                refused.push_back(rule.lowIncluded ? std::nextafter(rule.low, -kInf) : rule.low);
            }
            if (std::isfinite(rule.high))
            {
                refused.push_back(rule.highIncluded ? std::nextafter(rule.high, kInf) : rule.high);
            }
            for (double value : refused)
            {
                EXPECT_FALSE(rule.admits(value)) << traits.name << "." << field.key << " = " << value;
                Shape shape = example;
                field.set(shape, value);
                EXPECT_EQ(faultyField(shape), field.key) << traits.name << "." << field.key << " = " << value;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// The table's checks against the reference.

std::string describe(const std::optional<ShapeError>& error)
{
    return error ? error->field + ": " + error->message : std::string("valid");
}

std::string describe(const Shape& shape)
{
    std::string text(kindName(kindOf(shape)));
    for (const ShapeField& field : traitsOf(kindOf(shape)).fields)
    {
        text.append(" ").append(field.key).append("=").append(reference::shortest(field.get(shape)));
    }
    if (const Polygon* polygon = std::get_if<Polygon>(&shape))
    {
        for (Vec2 v : polygon->vertices)
        {
            text.append(" (").append(reference::shortest(v.x)).append(", ");
            text.append(reference::shortest(v.y)).append(")");
        }
    }
    return text;
}

double pick(std::mt19937_64& rng, std::span<const double> values)
{
    return values[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(rng)];
}

// A value that breaks a field alone, or sits just inside or outside a limit: NaN, infinities,
// negatives, zeros, the supported range's edges and beyond, tiny sizes, the ends of (0, pi].
double faultyValue(std::mt19937_64& rng, double current)
{
    // const, not constexpr: clang does not fold std::nextafter in a constant expression.
    static const std::array kFaults = {
        kNaN,
        kInf,
        -kInf,
        -1.0,
        -250.0,
        0.0,
        -0.0,
        1e-300,
        -1e-300,
        1e-13,
        5e-4,
        kMaxCoordinate,
        std::nextafter(kMaxCoordinate, kInf),
        -std::nextafter(kMaxCoordinate, kInf),
        2e15,
        1e300,
        -1e300,
        kPi,
        std::nextafter(kPi, kInf),
        2.0 * kPi,
        std::numeric_limits<double>::denorm_min(),
        std::numeric_limits<double>::max(),
    };
    const int choice = std::uniform_int_distribution<int>(0, 3)(rng);
    if (choice == 0)
    {
        return -current; // a size turned negative, a coordinate mirrored
    }
    if (choice == 1)
    {
        return current * 1e-13; // just under or over the smallest size for the shape's magnitude
    }
    return pick(rng, kFaults);
}

// One fault in a shape described by fields: a field's value broken, two points made equal, two
// fields swapped (reversed radii) or one field given another's value (r_inner = r_outer).
void addFault(std::mt19937_64& rng, Shape& shape)
{
    const std::span<const ShapeField> fields = traitsOf(kindOf(shape)).fields;
    auto index = [&] { return std::uniform_int_distribution<std::size_t>(0, fields.size() - 1)(rng); };
    const int choice = std::uniform_int_distribution<int>(0, 5)(rng);
    const std::size_t i = index();
    const std::size_t j = index();
    if (choice <= 2)
    {
        fields[i].set(shape, faultyValue(rng, fields[i].get(shape)));
    }
    else if (choice == 3)
    {
        // Equal points where the kind has two (a segment's or capsule's ends); elsewhere equal fields.
        if (fields.size() >= 4 && fields[2].unit == FieldUnit::Coordinate)
        {
            // Equal, or a few units in the last place apart: a length too small for the position.
            const int ulps = std::uniform_int_distribution<int>(0, 2)(rng) * 3;
            double x = fields[0].get(shape);
            for (int k = 0; k < ulps; ++k)
            {
                x = std::nextafter(x, kInf);
            }
            fields[2].set(shape, x);
            fields[3].set(shape, fields[1].get(shape));
        }
        else
        {
            fields[i].set(shape, fields[j].get(shape));
        }
    }
    else if (choice == 4)
    {
        const double a = fields[i].get(shape);
        fields[i].set(shape, fields[j].get(shape));
        fields[j].set(shape, a);
    }
    else
    {
        fields[i].set(shape, fields[j].get(shape));
    }
}

// One fault in a polygon's vertex list: a broken or far coordinate, a repeated vertex, a vertex pulled
// inside (not convex) or onto a neighbour's line, too few points, a clockwise or collinear list, a
// polygon shrunk below the smallest size for its position.
void addPolygonFault(std::mt19937_64& rng, std::vector<Vec2>& points)
{
    if (points.empty())
    {
        points.push_back({0.0, 0.0});
    }
    auto index = [&] { return std::uniform_int_distribution<std::size_t>(0, points.size() - 1)(rng); };
    const std::size_t i = index();
    const std::size_t j = index();
    switch (std::uniform_int_distribution<int>(0, 8)(rng))
    {
    case 0:
        points[i][static_cast<int>(j % 2)] = faultyValue(rng, points[i][static_cast<int>(j % 2)]);
        break;
    case 1:
        points[i] = points[j];
        break;
    case 2:
        points.insert(points.begin() + static_cast<std::ptrdiff_t>(i), points[j]);
        break;
    case 3:
    {
        Vec2 centroid{0.0, 0.0};
        for (Vec2 p : points)
        {
            centroid += p;
        }
        points[i] = centroid / static_cast<double>(points.size());
        break;
    }
    case 4:
        points.resize(std::min<std::size_t>(points.size(), j % 3));
        break;
    case 5:
        std::reverse(points.begin(), points.end());
        break;
    case 6:
        for (Vec2& p : points)
        {
            p.y = p.x * 0.5 + 3.0; // all on one line
        }
        break;
    case 7:
    {
        const Vec2 origin = points[0];
        for (Vec2& p : points)
        {
            p = Vec2(4e3, -3e3) + (p - origin) * 1e-11;
        }
        break;
    }
    default:
        points[i] = points[(i + 1) % points.size()] * 2.0 - points[(i + 2) % points.size()]; // on a line
        break;
    }
}

Shape shapeWithFaults(ShapeKind kind, int faults, std::mt19937_64& rng)
{
    RandomShapeOptions options;
    if (std::uniform_int_distribution<int>(0, 3)(rng) == 0)
    {
        // Far from the origin, so that the smallest size and the largest coordinate come into play.
        options.boxMin = {-9e14, -9e14};
        options.boxMax = {9e14, 9e14};
        options.minSize = 1e4;
        options.maxSize = 1e6;
    }
    Shape shape = randomShape(kind, rng, options);
    if (Polygon* polygon = std::get_if<Polygon>(&shape))
    {
        for (int f = 0; f < faults; ++f)
        {
            addPolygonFault(rng, polygon->vertices);
        }
        return shape;
    }
    for (int f = 0; f < faults; ++f)
    {
        addFault(rng, shape);
    }
    return shape;
}

TEST(ShapeValidationTable, SameFieldAndMessageAsThePerKindValidation)
{
    std::mt19937_64 rng(20261126);
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        std::map<std::string, int> outcomes; // field and message up to its first number: how often
        int refused = 0;
        for (int i = 0; i < 6000; ++i)
        {
            const int faults = i % 3;
            const Shape shape = shapeWithFaults(traits.kind, faults, rng);
            const std::optional<ShapeError> expected = reference::validateShape(shape);
            const std::optional<ShapeError> actual = validateShape(shape);
            ASSERT_EQ(describe(actual), describe(expected)) << describe(shape) << " (case " << i << ")";
            if (faults == 0)
            {
                EXPECT_FALSE(expected) << describe(shape);
            }
            if (expected)
            {
                ++refused;
                ++outcomes[expected->field + ": " +
                           expected->message.substr(0, expected->message.find_first_of("0123456789"))];
            }
        }
        // The faults reach the kind's checks: most faulty shapes are refused, for several reasons.
        EXPECT_GT(refused, 500) << traits.name;
        EXPECT_GE(outcomes.size(), traits.fields.empty() ? 8u : traits.fields.size() + 2) << traits.name;
        if (HasFailure())
        {
            for (const auto& [outcome, count] : outcomes)
            {
                std::cout << traits.name << ": " << count << " x " << outcome << "\n";
            }
        }
    }
}

// With two faults, which one is reported depends on the order of the checks: cases whose two faults
// alone are refused for different fields, each checked against the reference.
TEST(ShapeValidationTable, TwoFaultsReportTheSameOneAsThePerKindValidation)
{
    std::mt19937_64 rng(7);
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        if (traits.fields.empty())
        {
            continue;
        }
        int contested = 0;
        for (int i = 0; i < 20000 && contested < 400; ++i)
        {
            const Shape valid = randomShape(traits.kind, rng);
            std::mt19937_64 first(rng());
            const std::uint64_t secondSeed = rng();
            std::mt19937_64 second(secondSeed);
            Shape one = valid;
            addFault(first, one);
            Shape other = valid;
            addFault(second, other);
            const auto errorOne = reference::validateShape(one);
            const auto errorOther = reference::validateShape(other);
            if (!errorOne || !errorOther || errorOne->field == errorOther->field)
            {
                continue;
            }
            ++contested;
            // The second fault (the same draws) on top of the first.
            Shape both = one;
            std::mt19937_64 again(secondSeed);
            addFault(again, both);
            ASSERT_EQ(describe(validateShape(both)), describe(reference::validateShape(both)))
                << describe(both);
        }
        EXPECT_GE(contested, 100) << traits.name;
    }
}

} // namespace
} // namespace hitlab
