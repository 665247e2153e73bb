// One row per shape kind: its name, its numbers as scene files spell them (with what each means and
// the values it admits on its own), an example shape and the colour it is drawn in.
//
// The JSON reader and writer, the sandbox's inspector, its shape editing (pivot, rotation, captions),
// its new-shape tool, its palette and the renderer's kind numbers all read these rows, so a kind is
// described once. What a row cannot say stays with the code that needs it: conditions between fields
// (validateShape), the exact pair functions, the handles a user drags (one row per kind beside the
// sandbox's shape editing) and the signed distance the renderer draws.
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
// validateShape stays the judge of a whole shape (and of conditions between fields: a fan's r_inner <
// r_outer, a segment's two distinct ends); a test checks that it refuses whatever a rule refuses.
struct FieldRule
{
    double low = -std::numeric_limits<double>::infinity();
    bool lowIncluded = false;
    double high = std::numeric_limits<double>::infinity();
    bool highIncluded = false;

    bool admits(double value) const
    {
        return std::isfinite(value) && (lowIncluded ? value >= low : value > low) &&
               (highIncluded ? value <= high : value < high);
    }
};

inline constexpr FieldRule kAnyFinite{};
inline constexpr FieldRule kPositive{0.0, false};
inline constexpr FieldRule kNonNegative{0.0, true};
inline constexpr FieldRule kHalfTurnOrLess{0.0, false, kPi, true}; // (0, pi]

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
} // namespace shape_kinds_detail

// Indexed by ShapeKind.
inline constexpr std::array<ShapeKindTraits, kShapeKindCount> kShapeKinds = {{
    {
        .kind = ShapeKind::Point,
        .name = "point",
        .fields = shape_kinds_detail::kPointFields,
        .example = [](Vec2 center, double) -> Shape { return Point{center}; },
        .color = 0xECEEF4,
    },
    {
        .kind = ShapeKind::Circle,
        .name = "circle",
        .fields = shape_kinds_detail::kCircleFields,
        .example = [](Vec2 center, double scale) -> Shape {
            return Circle{center, 45.0 * scale};
        },
        .color = 0x4E91E8,
    },
    {
        .kind = ShapeKind::Ellipse,
        .name = "ellipse",
        .fields = shape_kinds_detail::kEllipseFields,
        .example = [](Vec2 center, double scale) -> Shape {
            return Ellipse{center, 65.0 * scale, 35.0 * scale, 0.3};
        },
        .color = 0x40C4B4,
    },
    {
        .kind = ShapeKind::Rect,
        .name = "rect",
        .fields = shape_kinds_detail::kRectFields,
        .example = [](Vec2 center, double scale) -> Shape {
            return Rect{center, 110.0 * scale, 65.0 * scale, 0.0};
        },
        .color = 0x7AC462,
    },
    {
        .kind = ShapeKind::Polygon,
        .name = "polygon",
        .vertexListKey = "points",
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
        .example = [](Vec2 center, double scale) -> Shape {
            return Segment{center - Vec2(55.0, 25.0) * scale, center + Vec2(55.0, 25.0) * scale};
        },
        .color = 0xECD662,
    },
    {
        .kind = ShapeKind::Capsule,
        .name = "capsule",
        .fields = shape_kinds_detail::kCapsuleFields,
        .example = [](Vec2 center, double scale) -> Shape {
            return Capsule{center - Vec2(45.0, 0.0) * scale, center + Vec2(45.0, 0.0) * scale, 22.0 * scale};
        },
        .color = 0x60CEF0,
    },
    {
        .kind = ShapeKind::Fan,
        .name = "fan",
        .fields = shape_kinds_detail::kFanFields,
        .example = [](Vec2 center, double scale) -> Shape {
            return Fan{center - Vec2(0.0, 45.0) * scale, kPi * 0.5, 0.6, 0.0, 100.0 * scale};
        },
        .color = 0xD6B856,
    },
}};

static_assert(
    []
    {
        for (int k = 0; k < kShapeKindCount; ++k)
        {
            if (static_cast<int>(kShapeKinds[k].kind) != k)
            {
                return false;
            }
        }
        return true;
    }(),
    "kShapeKinds is indexed by ShapeKind");

constexpr const ShapeKindTraits& traitsOf(ShapeKind kind)
{
    return kShapeKinds[static_cast<int>(kind)];
}

// A shape of `kind` with its members' defaults, to be filled in field by field.
Shape defaultShapeOfKind(ShapeKind kind);

} // namespace hitlab
