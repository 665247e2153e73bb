// One row per shape kind: its name, its numbers as scene files spell them (with what each means and
// the values it admits on its own), the checks that decide whether a shape of the kind is valid, an
// example shape and the colour it is drawn in.
//
// The JSON reader and writer, validateShape, the sandbox's inspector, its shape editing (pivot,
// rotation, captions), its new-shape tool, its palette and the renderer's kind numbers all read these
// rows, so a kind is described once. What a row cannot say stays with the code that needs it: the
// exact pair functions, the handles a user drags (one row per kind beside the sandbox's shape editing)
// and the signed distance the renderer draws.
//
//     const Shape circle = Circle{{120.0, 40.0}, 30.0};
//     for (const ShapeField& field : traitsOf(kindOf(circle)).fields)
//         std::cout << field.key << " = " << field.get(circle) << "\n"; // cx = 120, cy = 40, r = 30
#pragma once

#include "hitlab/geometry.hpp"
#include "hitlab/shapes.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string_view>
#include <variant>

namespace hitlab
{

// What a number of a shape measures, which decides how it is shown and edited.
enum class FieldUnit
{
    Coordinate, // x or y of a point in the world frame
    Length,     // a distance in world units
    Angle,      // radians: an opening, which stays when the shape turns (a fan's half_angle)
    Direction,  // radians, counter-clockwise from the world x axis: turning the shape adds to it
};

constexpr bool isAngle(FieldUnit unit)
{
    return unit == FieldUnit::Angle || unit == FieldUnit::Direction;
}

// The values one field admits on its own: finite, and between low and high, each end included or not.
// A row's checks apply it (ShapeCheckKind::Finite, then ::InRule); the conditions between fields (a
// fan's r_inner < r_outer, a segment's two distinct ends) are checks of their own.
struct FieldRule
{
    double low = -std::numeric_limits<double>::infinity();
    bool lowIncluded = false;
    double high = std::numeric_limits<double>::infinity();
    bool highIncluded = false;
    // What a finite value outside the bounds is told, before ", got <value>": "must be greater than zero".
    std::string_view refusal{};

    bool admits(double value) const
    {
        return std::isfinite(value) && (lowIncluded ? value >= low : value > low) &&
               (highIncluded ? value <= high : value < high);
    }
};

inline constexpr FieldRule kAnyFinite{};
inline constexpr FieldRule kPositive{
    .low = 0.0, .lowIncluded = false, .refusal = "must be greater than zero"};
inline constexpr FieldRule kNonNegative{
    .low = 0.0, .lowIncluded = true, .refusal = "must be zero or positive"};
inline constexpr FieldRule kHalfTurnOrLess{
    .low = 0.0, .lowIncluded = false, .high = kPi, .highIncluded = true, .refusal = "must lie in (0, pi]"};

// One number of a shape. get and set take a Shape holding the row's kind.
struct ShapeField
{
    std::string_view key;     // the JSON key, also the inspector's label: "cx"
    std::string_view meaning; // "x of the centre"
    FieldUnit unit = FieldUnit::Coordinate;
    FieldRule rule;
    double (*get)(const Shape& shape) = nullptr;
    void (*set)(Shape& shape, double value) = nullptr;
};

namespace shape_kinds_detail
{
template <typename MemberPointer> struct MemberOwner;
template <typename Owner, typename Value> struct MemberOwner<Value Owner::*>
{
    using Type = Owner;
};
} // namespace shape_kinds_detail

// A field kept in a double member: scalarField<&Circle::radius>("r", "radius", FieldUnit::Length, kPositive).
template <auto member>
constexpr ShapeField scalarField(std::string_view key, std::string_view meaning, FieldUnit unit,
                                 FieldRule rule)
{
    using Owner = typename shape_kinds_detail::MemberOwner<decltype(member)>::Type;
    return {key,
            meaning,
            unit,
            rule,
            [](const Shape& shape) { return std::get<Owner>(shape).*member; },
            [](Shape& shape, double value) { std::get<Owner>(shape).*member = value; }};
}

// A field that is the x (axis 0) or y (axis 1) of a Vec2 member: coordinateField<&Circle::center, 0>.
template <auto member, int axis>
constexpr ShapeField coordinateField(std::string_view key, std::string_view meaning)
{
    static_assert(axis == 0 || axis == 1);
    using Owner = typename shape_kinds_detail::MemberOwner<decltype(member)>::Type;
    return {key,
            meaning,
            FieldUnit::Coordinate,
            kAnyFinite,
            [](const Shape& shape) { return (std::get<Owner>(shape).*member)[axis]; },
            [](Shape& shape, double value) { (std::get<Owner>(shape).*member)[axis] = value; }};
}

// One step of a kind's validation. validateShape runs a row's checks in order and reports the first
// that fails, so the order decides which fault a shape with several is refused for. Fields are named by
// their keys; a point is named by the key of its x (its y is the next field).
enum class ShapeCheckKind
{
    Finite,         // field: "must be a finite number"
    InRule,         // field, already finite: its rule's bounds, "<refusal>, got <value>"
    DistinctPoints, // the point at field differs from the point at other; the error names other
    Smaller,        // field < other: "must be smaller than <other> (<value>), got <value>"
    SupportedRange, // every coordinate and each of sizes within the supported range (see kMaxCoordinate)
    Function,       // a check that is code of its own (a polygon's vertex list)
};

// A size the supported range bounds: the value of field, or, when from is set, the distance from the
// point at from to the point at field (a segment's length, named by its second end as a zero length
// is).
struct RangeSize
{
    std::string_view field{};
    std::string_view from{};
    bool absentWhenZero = false; // a fan's r_inner of 0 is no size: the fan is then a piece of cake
};

struct ShapeCheck
{
    ShapeCheckKind kind = ShapeCheckKind::Finite;
    std::string_view field{};
    std::string_view other{};
    std::string_view message{}; // DistinctPoints: the whole message
    std::array<RangeSize, 2> sizes{};
    std::size_t sizeCount = 0;
    std::optional<ShapeError> (*function)(const Shape& shape) = nullptr;
};

namespace check
{
constexpr ShapeCheck finite(std::string_view field)
{
    return {.kind = ShapeCheckKind::Finite, .field = field};
}
constexpr ShapeCheck inRule(std::string_view field)
{
    return {.kind = ShapeCheckKind::InRule, .field = field};
}
constexpr ShapeCheck distinctPoints(std::string_view first, std::string_view second, std::string_view message)
{
    return {.kind = ShapeCheckKind::DistinctPoints, .field = first, .other = second, .message = message};
}
constexpr ShapeCheck smaller(std::string_view field, std::string_view than)
{
    return {.kind = ShapeCheckKind::Smaller, .field = field, .other = than};
}
constexpr ShapeCheck supportedRange(std::array<RangeSize, 2> sizes = {}, std::size_t sizeCount = 0)
{
    return {.kind = ShapeCheckKind::SupportedRange, .sizes = sizes, .sizeCount = sizeCount};
}
constexpr ShapeCheck supportedRange(RangeSize size)
{
    return supportedRange({size}, 1);
}
constexpr ShapeCheck supportedRange(RangeSize first, RangeSize second)
{
    return supportedRange({first, second}, 2);
}
constexpr ShapeCheck function(std::optional<ShapeError> (*function)(const Shape& shape))
{
    return {.kind = ShapeCheckKind::Function, .function = function};
}
} // namespace check

// A polygon's vertex list: what makePolygon accepts, already counter-clockwise. The polygon row's check.
std::optional<ShapeError> validatePolygonVertices(const Shape& shape);

struct ShapeKindTraits
{
    ShapeKind kind = ShapeKind::Point;
    std::string_view name; // the JSON "type": "circle"
    // In the order scene files are read and the inspector lists them (the first field at fault is the
    // one an error names). Every member of the shape is one of them, except a polygon's vertices.
    // Coordinates come in pairs, x then y: the points of the shape, which turn with it.
    std::span<const ShapeField> fields{};
    // Non-empty for the polygon only: the key of its list of [x, y] vertices.
    std::string_view vertexListKey{};
    // What validateShape checks, in order (see ShapeCheck).
    std::span<const ShapeCheck> checks{};
    // A typical shape of the kind around `center`, about 100 * scale across: what the sandbox adds
    // at the cursor (scale = one screen pixel in world units).
    Shape (*example)(Vec2 center, double scale) = nullptr;
    // The colour the kind is drawn in, 0xRRGGBB. Never red-dominant: red marks shapes in contact.
    std::uint32_t color = 0;
};

// The fields of each kind, in the order of their rows below.
namespace shape_kinds_detail
{
inline constexpr std::array kPointFields = {
    coordinateField<&Point::position, 0>("x", "x of the point"),
    coordinateField<&Point::position, 1>("y", "y of the point"),
};
inline constexpr std::array kCircleFields = {
    coordinateField<&Circle::center, 0>("cx", "x of the centre"),
    coordinateField<&Circle::center, 1>("cy", "y of the centre"),
    scalarField<&Circle::radius>("r", "radius", FieldUnit::Length, kPositive),
};
inline constexpr std::array kEllipseFields = {
    coordinateField<&Ellipse::center, 0>("cx", "x of the centre"),
    coordinateField<&Ellipse::center, 1>("cy", "y of the centre"),
    scalarField<&Ellipse::radiusX>("rx", "radius along the local x axis", FieldUnit::Length, kPositive),
    scalarField<&Ellipse::radiusY>("ry", "radius along the local y axis", FieldUnit::Length, kPositive),
    scalarField<&Ellipse::angle>("angle", "turn of the local x axis from the world x axis",
                                 FieldUnit::Direction, kAnyFinite),
};
inline constexpr std::array kRectFields = {
    coordinateField<&Rect::center, 0>("cx", "x of the centre"),
    coordinateField<&Rect::center, 1>("cy", "y of the centre"),
    scalarField<&Rect::width>("w", "full extent along the local x axis", FieldUnit::Length, kPositive),
    scalarField<&Rect::height>("h", "full extent along the local y axis", FieldUnit::Length, kPositive),
    scalarField<&Rect::angle>("angle", "turn of the local x axis from the world x axis", FieldUnit::Direction,
                              kAnyFinite),
};
inline constexpr std::array kSegmentFields = {
    coordinateField<&Segment::a, 0>("x1", "x of the first end"),
    coordinateField<&Segment::a, 1>("y1", "y of the first end"),
    coordinateField<&Segment::b, 0>("x2", "x of the second end"),
    coordinateField<&Segment::b, 1>("y2", "y of the second end"),
};
inline constexpr std::array kCapsuleFields = {
    coordinateField<&Capsule::a, 0>("x1", "x of the first end of the axis"),
    coordinateField<&Capsule::a, 1>("y1", "y of the first end of the axis"),
    coordinateField<&Capsule::b, 0>("x2", "x of the second end of the axis"),
    coordinateField<&Capsule::b, 1>("y2", "y of the second end of the axis"),
    scalarField<&Capsule::radius>("r", "distance from the axis to the boundary", FieldUnit::Length,
                                  kPositive),
};
inline constexpr std::array kFanFields = {
    coordinateField<&Fan::center, 0>("cx", "x of the rotation centre O"),
    coordinateField<&Fan::center, 1>("cy", "y of the rotation centre O"),
    scalarField<&Fan::angle>("angle", "direction of the axis", FieldUnit::Direction, kAnyFinite),
    scalarField<&Fan::halfAngle>("half_angle", "angle between the axis and either radial edge",
                                 FieldUnit::Angle, kHalfTurnOrLess),
    scalarField<&Fan::innerRadius>("r_inner", "inner radius, smaller than r_outer (0: a piece of cake)",
                                   FieldUnit::Length, kNonNegative),
    scalarField<&Fan::outerRadius>("r_outer", "outer radius", FieldUnit::Length, kPositive),
};

// Each number is checked finite before anything compares it. The order decides which field a shape
// with several faults is refused for, and so the error a scene file or a query line reports
// (docs/interfaces.md): changing it changes those errors.
inline constexpr std::string_view kZeroLength =
    "end point equals the start point: a segment needs a non-zero length";
inline constexpr std::array kPointChecks = {
    check::finite("x"),
    check::finite("y"),
    check::supportedRange(),
};
inline constexpr std::array kCircleChecks = {
    check::finite("cx"),
    check::finite("cy"),
    check::finite("r"),
    check::inRule("r"),
    check::supportedRange({.field = "r"}),
};
inline constexpr std::array kEllipseChecks = {
    check::finite("cx"),    check::finite("cy"),
    check::finite("rx"),    check::inRule("rx"),
    check::finite("ry"),    check::inRule("ry"),
    check::finite("angle"), check::supportedRange({.field = "rx"}, {.field = "ry"}),
};
inline constexpr std::array kRectChecks = {
    check::finite("cx"),    check::finite("cy"),
    check::finite("w"),     check::inRule("w"),
    check::finite("h"),     check::inRule("h"),
    check::finite("angle"), check::supportedRange({.field = "w"}, {.field = "h"}),
};
inline constexpr std::array kPolygonChecks = {
    check::function(&validatePolygonVertices),
};
inline constexpr std::array kSegmentChecks = {
    check::finite("x1"),
    check::finite("y1"),
    check::finite("x2"),
    check::finite("y2"),
    check::distinctPoints("x1", "x2", kZeroLength),
    check::supportedRange({.field = "x2", .from = "x1"}),
};
inline constexpr std::array kCapsuleChecks = {
    check::finite("x1"),
    check::finite("y1"),
    check::finite("x2"),
    check::finite("y2"),
    check::distinctPoints("x1", "x2", kZeroLength),
    check::finite("r"),
    check::inRule("r"),
    check::supportedRange({.field = "r"}, {.field = "x2", .from = "x1"}),
};
// Every number finite first, then r_outer's sign before the angle's and r_inner's bounds.
inline constexpr std::array kFanChecks = {
    check::finite("cx"),
    check::finite("cy"),
    check::finite("angle"),
    check::finite("half_angle"),
    check::finite("r_inner"),
    check::finite("r_outer"),
    check::inRule("r_outer"),
    check::inRule("half_angle"),
    check::inRule("r_inner"),
    check::smaller("r_inner", "r_outer"),
    check::supportedRange({.field = "r_outer"}, {.field = "r_inner", .absentWhenZero = true}),
};
} // namespace shape_kinds_detail

// Indexed by ShapeKind.
inline constexpr std::array<ShapeKindTraits, kShapeKindCount> kShapeKinds = {{
    {
        .kind = ShapeKind::Point,
        .name = "point",
        .fields = shape_kinds_detail::kPointFields,
        .checks = shape_kinds_detail::kPointChecks,
        .example = [](Vec2 center, double) -> Shape { return Point{center}; },
        .color = 0xECEEF4,
    },
    {
        .kind = ShapeKind::Circle,
        .name = "circle",
        .fields = shape_kinds_detail::kCircleFields,
        .checks = shape_kinds_detail::kCircleChecks,
        .example = [](Vec2 center, double scale) -> Shape {
            return Circle{center, 45.0 * scale};
        },
        .color = 0x4E91E8,
    },
    {
        .kind = ShapeKind::Ellipse,
        .name = "ellipse",
        .fields = shape_kinds_detail::kEllipseFields,
        .checks = shape_kinds_detail::kEllipseChecks,
        .example = [](Vec2 center, double scale) -> Shape {
            return Ellipse{center, 65.0 * scale, 35.0 * scale, 0.3};
        },
        .color = 0x40C4B4,
    },
    {
        .kind = ShapeKind::Rect,
        .name = "rect",
        .fields = shape_kinds_detail::kRectFields,
        .checks = shape_kinds_detail::kRectChecks,
        .example = [](Vec2 center, double scale) -> Shape {
            return Rect{center, 110.0 * scale, 65.0 * scale, 0.0};
        },
        .color = 0x7AC462,
    },
    {
        .kind = ShapeKind::Polygon,
        .name = "polygon",
        .vertexListKey = "points",
        .checks = shape_kinds_detail::kPolygonChecks,
        .example = [](Vec2 center, double scale) -> Shape
        {
            // A regular pentagon with a vertex straight up.
            std::vector<Vec2> points;
            const int count = 5;
            for (int i = 0; i < count; ++i)
            {
                const double a = kPi * 0.5 + 2.0 * kPi * i / count;
                points.push_back(center + unitFromAngle(a) * (50.0 * scale));
            }
            return *makePolygon(points).polygon;
        },
        .color = 0xA07AE8,
    },
    {
        .kind = ShapeKind::Segment,
        .name = "segment",
        .fields = shape_kinds_detail::kSegmentFields,
        .checks = shape_kinds_detail::kSegmentChecks,
        .example = [](Vec2 center, double scale) -> Shape {
            return Segment{center - Vec2(55.0, 25.0) * scale, center + Vec2(55.0, 25.0) * scale};
        },
        .color = 0xECD662,
    },
    {
        .kind = ShapeKind::Capsule,
        .name = "capsule",
        .fields = shape_kinds_detail::kCapsuleFields,
        .checks = shape_kinds_detail::kCapsuleChecks,
        .example = [](Vec2 center, double scale) -> Shape {
            return Capsule{center - Vec2(45.0, 0.0) * scale, center + Vec2(45.0, 0.0) * scale, 22.0 * scale};
        },
        .color = 0x60CEF0,
    },
    {
        .kind = ShapeKind::Fan,
        .name = "fan",
        .fields = shape_kinds_detail::kFanFields,
        .checks = shape_kinds_detail::kFanChecks,
        .example = [](Vec2 center, double scale) -> Shape {
            return Fan{center - Vec2(0.0, 45.0) * scale, kPi * 0.5, 0.6, 0.0, 100.0 * scale};
        },
        .color = 0xD6B856,
    },
}};

// Whether a per-kind table's row k is the row of kind k (every per-kind table is read by ShapeKind).
template <typename Table> constexpr bool indexedByKind(const Table& table)
{
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        if (static_cast<int>(table[k].kind) != k)
        {
            return false;
        }
    }
    return true;
}

static_assert(indexedByKind(kShapeKinds), "kShapeKinds is indexed by ShapeKind");

namespace shape_kinds_detail
{
constexpr bool hasField(const ShapeKindTraits& traits, std::string_view key, bool coordinate = false)
{
    for (std::size_t i = 0; i < traits.fields.size(); ++i)
    {
        if (traits.fields[i].key == key)
        {
            // A point is its x followed by its y.
            return !coordinate ||
                   (i + 1 < traits.fields.size() && traits.fields[i].unit == FieldUnit::Coordinate &&
                    traits.fields[i + 1].unit == FieldUnit::Coordinate);
        }
    }
    return false;
}

// A rule that refuses finite values says how.
constexpr bool hasRefusal(const ShapeKindTraits& traits, std::string_view key)
{
    for (const ShapeField& field : traits.fields)
    {
        if (field.key == key)
        {
            const FieldRule& rule = field.rule;
            return !rule.refusal.empty() || (rule.low == -std::numeric_limits<double>::infinity() &&
                                             rule.high == std::numeric_limits<double>::infinity());
        }
    }
    return false;
}
} // namespace shape_kinds_detail

static_assert(
    []
    {
        using shape_kinds_detail::hasField;
        using shape_kinds_detail::hasRefusal;
        for (const ShapeKindTraits& traits : kShapeKinds)
        {
            if (traits.checks.empty())
            {
                return false;
            }
            for (const ShapeCheck& c : traits.checks)
            {
                const bool named = c.kind == ShapeCheckKind::Finite ? hasField(traits, c.field)
                                   : c.kind == ShapeCheckKind::InRule
                                       ? hasField(traits, c.field) && hasRefusal(traits, c.field)
                                   : c.kind == ShapeCheckKind::DistinctPoints
                                       ? hasField(traits, c.field, true) && hasField(traits, c.other, true)
                                   : c.kind == ShapeCheckKind::Smaller
                                       ? hasField(traits, c.field) && hasField(traits, c.other)
                                   : c.kind == ShapeCheckKind::Function ? c.function != nullptr
                                                                        : c.sizeCount <= c.sizes.size();
                if (!named)
                {
                    return false;
                }
                for (std::size_t i = 0; i < c.sizeCount && i < c.sizes.size(); ++i)
                {
                    const RangeSize& size = c.sizes[i];
                    if (size.from.empty()
                            ? !hasField(traits, size.field)
                            : !hasField(traits, size.field, true) || !hasField(traits, size.from, true))
                    {
                        return false;
                    }
                }
            }
        }
        return true;
    }(),
    "every check of kShapeKinds names fields of its own row");

constexpr const ShapeKindTraits& traitsOf(ShapeKind kind)
{
    return kShapeKinds[static_cast<int>(kind)];
}

// A shape of `kind` with its members' defaults, to be filled in field by field.
Shape defaultShapeOfKind(ShapeKind kind);

} // namespace hitlab
