#include "hitlab/shapes.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/shape_kinds.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <numeric>
#include <span>
#include <string>

namespace hitlab
{

namespace
{

// The shortest text that reads back as the same double ("-1e-300", "0.1", "1e+15"), so that a
// message shows the number that was given, however large or small.
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
bool finite(Vec2 v)
{
    return std::isfinite(v.x) && std::isfinite(v.y);
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

constexpr std::size_t fieldIndex(std::span<const ShapeField> fields, std::string_view key)
{
    std::size_t i = 0;
    while (fields[i].key != key) // the table's static_assert guarantees the key is there
    {
        ++i;
    }
    return i;
}

// The fields a check names, as indices into its row's fields: resolved once, at compile time, so that
// validating a shape compares no keys (it runs for every shape of every query line and scene).
struct CheckFields
{
    std::size_t field = 0;
    std::size_t other = 0;
    std::array<std::size_t, 2> sizeFields{};
    std::array<std::size_t, 2> sizeFroms{};
};

constexpr std::size_t kMostChecks = 16;
constexpr std::size_t kMostFields = 8;

// Up to this many vertices makePolygon looks for repeated points by comparing every pair, which costs
// less than sorting a list of indices (the usual polygon has a handful of vertices).
constexpr std::size_t kPairScanVertices = 16;

constexpr CheckFields resolveCheck(std::span<const ShapeField> fields, const ShapeCheck& check)
{
    CheckFields resolved;
    if (!check.field.empty())
    {
        resolved.field = fieldIndex(fields, check.field);
    }
    if (!check.other.empty())
    {
        resolved.other = fieldIndex(fields, check.other);
    }
    for (std::size_t i = 0; i < check.sizeCount; ++i)
    {
        resolved.sizeFields[i] = fieldIndex(fields, check.sizes[i].field);
        if (!check.sizes[i].from.empty())
        {
            resolved.sizeFroms[i] = fieldIndex(fields, check.sizes[i].from);
        }
    }
    return resolved;
}

static_assert(std::all_of(kShapeKinds.begin(), kShapeKinds.end(),
                          [](const ShapeKindTraits& traits) { return traits.checks.size() <= kMostChecks; }),
              "raise kMostChecks");
static_assert(std::all_of(kShapeKinds.begin(), kShapeKinds.end(),
                          [](const ShapeKindTraits& traits) { return traits.fields.size() <= kMostFields; }),
              "raise kMostFields");

// kCheckFields[kind][i]: the fields of check i of the kind's row.
constexpr auto kCheckFields = []
{
    std::array<std::array<CheckFields, kMostChecks>, kShapeKindCount> table{};
    for (std::size_t kind = 0; kind < kShapeKindCount; ++kind)
    {
        const ShapeKindTraits& traits = kShapeKinds[kind];
        for (std::size_t i = 0; i < traits.checks.size(); ++i)
        {
            table[kind][i] = resolveCheck(traits.fields, traits.checks[i]);
        }
    }
    return table;
}();

// The point whose x is fields[index]; its y is the next field.
Vec2 pointAt(std::span<const double> values, std::size_t index)
{
    return {values[index], values[index + 1]};
}

std::optional<ShapeError> requireSupportedRange(std::span<const ShapeField> fields,
                                                std::span<const double> values, const ShapeCheck& check,
                                                const CheckFields& at)
{
    // At most six fields, two sizes: fixed storage, no allocation, and not cleared first (the spans below
    // end at the counts; clearing both arrays was a tenth of a shape's validation).
    std::array<NamedValue, 8> coordinates;
    std::size_t coordinateCount = 0;
    for (std::size_t i = 0; i < fields.size(); ++i)
    {
        if (fields[i].unit == FieldUnit::Coordinate && coordinateCount < coordinates.size())
        {
            coordinates[coordinateCount++] = {fields[i].key, values[i]};
        }
    }
    std::array<NamedValue, 2> sizes;
    std::size_t sizeCount = 0;
    for (std::size_t i = 0; i < check.sizeCount; ++i)
    {
        const RangeSize& size = check.sizes[i];
        const double value = size.from.empty() ? values[at.sizeFields[i]]
                                               : std::sqrt(lengthSquared(pointAt(values, at.sizeFields[i]) -
                                                                         pointAt(values, at.sizeFroms[i])));
        if (!(size.absentWhenZero && value == 0.0))
        {
            sizes[sizeCount++] = {size.field, value};
        }
    }
    return requireSupportedRange(std::span<const NamedValue>(coordinates.data(), coordinateCount),
                                 std::span<const NamedValue>(sizes.data(), sizeCount));
}

// One check of a shape whose fields' values are `values` (in the order of `fields`).
std::optional<ShapeError> runCheck(std::span<const ShapeField> fields, std::span<const double> values,
                                   const ShapeCheck& check, const CheckFields& at, const Shape& shape)
{
    switch (check.kind)
    {
    case ShapeCheckKind::Finite:
        if (!finite(values[at.field]))
        {
            return ShapeError{std::string(check.field), "must be a finite number"};
        }
        return std::nullopt;
    case ShapeCheckKind::InRule:
    {
        const double value = values[at.field];
        if (!fields[at.field].rule.admits(value))
        {
            return ShapeError{std::string(check.field),
                              std::string(fields[at.field].rule.refusal) + ", got " + shortest(value)};
        }
        return std::nullopt;
    }
    case ShapeCheckKind::DistinctPoints:
        if (pointAt(values, at.field) == pointAt(values, at.other))
        {
            return ShapeError{std::string(check.other), std::string(check.message)};
        }
        return std::nullopt;
    case ShapeCheckKind::Smaller:
    {
        const double value = values[at.field];
        const double bound = values[at.other];
        if (!(value < bound))
        {
            return ShapeError{std::string(check.field), "must be smaller than " + std::string(check.other) +
                                                            " (" + shortest(bound) + "), got " +
                                                            shortest(value)};
        }
        return std::nullopt;
    }
    case ShapeCheckKind::SupportedRange:
        return requireSupportedRange(fields, values, check, at);
    case ShapeCheckKind::Function:
        return check.function(shape);
    }
    return std::nullopt;
}

} // namespace

std::string_view kindName(ShapeKind kind)
{
    return traitsOf(kind).name;
}

std::optional<ShapeKind> kindFromName(std::string_view name)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        if (traits.name == name)
        {
            return traits.kind;
        }
    }
    return std::nullopt;
}

std::string pairName(ShapeKind a, ShapeKind b)
{
    std::string_view first = kindName(a);
    std::string_view second = kindName(b);
    if (second < first)
    {
        std::swap(first, second);
    }
    return std::string(first) + "/" + std::string(second);
}

std::optional<ShapeError> validateShape(const Shape& shape)
{
    const ShapeKind kind = kindOf(shape);
    const ShapeKindTraits& traits = traitsOf(kind);
    // Each field read once, not once per check that names it (a shape of every query line is validated).
    std::array<double, kMostFields> read;
    for (std::size_t i = 0; i < traits.fields.size(); ++i)
    {
        read[i] = traits.fields[i].get(shape);
    }
    const std::span<const double> values(read.data(), traits.fields.size());
    for (std::size_t i = 0; i < traits.checks.size(); ++i)
    {
        if (std::optional<ShapeError> error =
                runCheck(traits.fields, values, traits.checks[i],
                         kCheckFields[static_cast<std::size_t>(kind)][i], shape))
        {
            return error;
        }
    }
    return std::nullopt;
}

std::optional<ShapeError> validatePolygonVertices(const Shape& shape)
{
    const Polygon& polygon = std::get<Polygon>(shape);
    PolygonOrError rebuilt = makePolygon(polygon.vertices);
    if (!rebuilt.polygon)
    {
        return rebuilt.error;
    }
    if (signedArea(polygon.vertices) <= 0.0)
    {
        return ShapeError{"points", "must be counter-clockwise (build polygons with makePolygon)"};
    }
    return std::nullopt;
}

PolygonOrError makePolygon(std::vector<Vec2> points)
{
    auto fail = [](std::string message) {
        return PolygonOrError{std::nullopt, {"points", std::move(message)}};
    };
    if (points.size() < 3)
    {
        return fail("needs at least 3 points, got " + std::to_string(points.size()));
    }
    for (size_t i = 0; i < points.size(); ++i)
    {
        if (!finite(points[i]))
        {
            return fail("point " + std::to_string(i) + " is not a pair of finite numbers");
        }
    }
    Vec2 lowest = points[0];
    Vec2 highest = points[0];
    double largestCoordinate = 0.0;
    for (size_t i = 0; i < points.size(); ++i)
    {
        for (const auto& [axis, value] : {std::pair{"x", points[i].x}, std::pair{"y", points[i].y}})
        {
            if (std::abs(value) > kMaxCoordinate)
            {
                return PolygonOrError{std::nullopt,
                                      outsideRange("points", "point " + std::to_string(i) + ": " + axis +
                                                                 " must lie within +-" +
                                                                 shortest(kMaxCoordinate) + ", got " +
                                                                 shortest(value))};
            }
            largestCoordinate = std::max(largestCoordinate, std::abs(value));
        }
        lowest = glm::min(lowest, points[i]);
        highest = glm::max(highest, points[i]);
    }
    // The first point that has a later copy, and that copy's first occurrence: by comparing every pair
    // while that is cheap, else by sorting (n log n), where the order breaks ties by index, so that in
    // each run of equal points the indices ascend and the run's first two are the pair.
    std::optional<std::pair<size_t, size_t>> repeated;
    if (points.size() <= kPairScanVertices)
    {
        for (size_t i = 0; i < points.size() && !repeated; ++i)
        {
            for (size_t j = i + 1; j < points.size(); ++j)
            {
                if (points[i] == points[j])
                {
                    repeated = std::pair{i, j};
                    break;
                }
            }
        }
    }
    else
    {
        std::vector<size_t> order(points.size());
        std::iota(order.begin(), order.end(), size_t{0});
        std::sort(order.begin(), order.end(),
                  [&points](size_t i, size_t j)
                  {
                      const Vec2 p = points[i];
                      const Vec2 q = points[j];
                      return p.x < q.x || (p.x == q.x && (p.y < q.y || (p.y == q.y && i < j)));
                  });
        for (size_t k = 1; k < order.size(); ++k)
        {
            const bool startsRun = k == 1 || points[order[k - 1]] != points[order[k - 2]];
            if (points[order[k]] == points[order[k - 1]] && startsRun &&
                (!repeated || order[k - 1] < repeated->first))
            {
                repeated = std::pair{order[k - 1], order[k]};
            }
        }
    }
    if (repeated)
    {
        return fail("points " + std::to_string(repeated->first) + " and " + std::to_string(repeated->second) +
                    " are equal");
    }
    const double area = signedArea(points);
    if (!(std::abs(area) > 0.0))
    {
        return fail("encloses no area (all points collinear)");
    }
    const double extent = std::max(highest.x - lowest.x, highest.y - lowest.y);
    const double magnitude = std::max({1.0, largestCoordinate, extent});
    if (extent < kMinRelativeSize * magnitude)
    {
        return PolygonOrError{
            std::nullopt, outsideRange("points", "its extent must be at least " + shortest(kMinRelativeSize) +
                                                     " times the shape's magnitude " + shortest(magnitude) +
                                                     ", got " + shortest(extent))};
    }
    if (area < 0.0)
    {
        std::reverse(points.begin(), points.end());
    }
    // Convex and simple: every turn is left or straight, and the edge direction goes round once (a
    // star-shaped outline that winds twice turns left everywhere too). The turns are counted as the
    // winding number of the edge directions about the origin: each step from one direction to the next
    // turns by less than half a turn (a fold back is refused), so the directions wind about the origin
    // as often as the outline turns round. The count is exact: the sign of a step's cross product says
    // on which side of the origin the step crosses the x axis, and rounding could flip it only for a
    // nearly straight step, whose two directions then point the same way along the axis, so that both
    // products of the cross product have one sign.
    const size_t n = points.size();
    int windings = 0;
    for (size_t i = 0; i < n; ++i)
    {
        const Vec2 p0 = points[i];
        const Vec2 p1 = points[(i + 1) % n];
        const Vec2 p2 = points[(i + 2) % n];
        const Vec2 e0 = p1 - p0;
        const Vec2 e1 = p2 - p1;
        const double turn = cross(e0, e1);
        const double scale = std::sqrt(lengthSquared(e0) * lengthSquared(e1));
        if (turn < -1e-12 * scale)
        {
            return fail("is not convex: the outline turns the other way at point " +
                        std::to_string((i + 1) % n));
        }
        if (std::abs(turn) <= 1e-12 * scale && glm::dot(e0, e1) < 0.0)
        {
            return fail("folds back on itself at point " + std::to_string((i + 1) % n));
        }
        // Crossing the positive x axis: upward with the origin on the step's left, downward with it on
        // the right (Sunday's winding number).
        if (e0.y <= 0.0 && e1.y > 0.0 && turn > 0.0)
        {
            ++windings;
        }
        else if (e0.y > 0.0 && e1.y <= 0.0 && turn < 0.0)
        {
            --windings;
        }
    }
    if (windings > 1)
    {
        return fail("intersects itself (its outline winds more than once)");
    }
    return PolygonOrError{Polygon{std::move(points)}, {}};
}

std::array<Vec2, 4> rectCorners(const Rect& rect)
{
    const Vec2 axisX = unitFromAngle(rect.angle);
    const Vec2 axisY = perp(axisX);
    const Vec2 hx = axisX * (rect.width * 0.5);
    const Vec2 hy = axisY * (rect.height * 0.5);
    return {rect.center - hx - hy, rect.center + hx - hy, rect.center + hx + hy, rect.center - hx + hy};
}

namespace
{

Bounds boundsOfPoints(const Vec2* points, size_t count, double grow)
{
    Bounds b{points[0], points[0]};
    for (size_t i = 1; i < count; ++i)
    {
        b.min = glm::min(b.min, points[i]);
        b.max = glm::max(b.max, points[i]);
    }
    b.min -= Vec2(grow);
    b.max += Vec2(grow);
    return b;
}

Bounds bounds(const Point& s)
{
    return {s.position, s.position};
}
Bounds bounds(const Circle& s)
{
    return {s.center - Vec2(s.radius), s.center + Vec2(s.radius)};
}

Bounds bounds(const Ellipse& s)
{
    const double c = std::cos(s.angle);
    const double sn = std::sin(s.angle);
    const Vec2 half{std::hypot(s.radiusX * c, s.radiusY * sn), std::hypot(s.radiusX * sn, s.radiusY * c)};
    return {s.center - half, s.center + half};
}

Bounds bounds(const Rect& s)
{
    const auto corners = rectCorners(s);
    return boundsOfPoints(corners.data(), corners.size(), 0.0);
}

Bounds bounds(const Polygon& s)
{
    return boundsOfPoints(s.vertices.data(), s.vertices.size(), 0.0);
}

Bounds bounds(const Segment& s)
{
    const Vec2 ends[2] = {s.a, s.b};
    return boundsOfPoints(ends, 2, 0.0);
}

Bounds bounds(const Capsule& s)
{
    const Vec2 ends[2] = {s.a, s.b};
    return boundsOfPoints(ends, 2, s.radius);
}

// The fan's extreme points: the ends of both radial edges, plus the outer arc's crossings of the
// four axis directions that fall inside the angular range.
Bounds bounds(const Fan& s)
{
    Vec2 points[8];
    size_t count = 0;
    for (double side : {-1.0, 1.0})
    {
        const Vec2 edge = unitFromAngle(s.angle + side * s.halfAngle);
        points[count++] = s.center + edge * s.innerRadius;
        points[count++] = s.center + edge * s.outerRadius;
    }
    const Vec2 axis = unitFromAngle(s.angle);
    const double cosHalf = std::cos(s.halfAngle);
    for (Vec2 direction : {Vec2{1, 0}, Vec2{0, 1}, Vec2{-1, 0}, Vec2{0, -1}})
    {
        if (glm::dot(direction, axis) >= cosHalf)
        {
            points[count++] = s.center + direction * s.outerRadius;
        }
    }
    return boundsOfPoints(points, count, 0.0);
}

} // namespace

Bounds boundsOf(const Shape& shape)
{
    return std::visit([](const auto& s) { return bounds(s); }, shape);
}

Shape translated(const Shape& shape, Vec2 offset)
{
    // A shape's place is its points (its coordinate pairs in kShapeKinds, or a polygon's vertices);
    // sizes and angles stay as they are.
    Shape copy = shape;
    if (auto* polygon = std::get_if<Polygon>(&copy))
    {
        for (Vec2& v : polygon->vertices)
        {
            v += offset;
        }
        return copy;
    }
    const std::span<const ShapeField> fields = traitsOf(kindOf(shape)).fields;
    for (std::size_t i = 0; i + 1 < fields.size(); ++i)
    {
        if (fields[i].unit == FieldUnit::Coordinate && fields[i + 1].unit == FieldUnit::Coordinate)
        {
            fields[i].set(copy, fields[i].get(copy) + offset.x);
            fields[i + 1].set(copy, fields[i + 1].get(copy) + offset.y);
            ++i;
        }
    }
    return copy;
}

} // namespace hitlab
