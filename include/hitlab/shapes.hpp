// The eight shape kinds of hitlab as small value types, and their validation.
//
// World frame: x to the right, y up, angles in radians counter-clockwise, units are pixels at zoom 1
// (docs/interfaces.md, "Shapes in JSON"; docs/algorithms/shapes-and-conventions.md). Every shape is a
// closed set: its boundary belongs to it.
#pragma once

#include <glm/vec2.hpp>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace hitlab
{

using Vec2 = glm::dvec2;

struct Point
{
    Vec2 position{0.0, 0.0};
};

struct Circle
{
    Vec2 center{0.0, 0.0};
    double radius = 1.0;
};

// radiusX lies along the ellipse's local x axis, which is the world x axis turned by angle.
struct Ellipse
{
    Vec2 center{0.0, 0.0};
    double radiusX = 1.0;
    double radiusY = 1.0;
    double angle = 0.0;
};

// width and height are full extents along the local x and y axes.
struct Rect
{
    Vec2 center{0.0, 0.0};
    double width = 1.0;
    double height = 1.0;
    double angle = 0.0;
};

// A convex polygon. After makePolygon() the vertices are counter-clockwise, pairwise distinct and
// enclose a positive area; every query relies on that.
struct Polygon
{
    std::vector<Vec2> vertices;
};

struct Segment
{
    Vec2 a{0.0, 0.0};
    Vec2 b{1.0, 0.0};
};

// All points within radius of the segment a-b.
struct Capsule
{
    Vec2 a{0.0, 0.0};
    Vec2 b{1.0, 0.0};
    double radius = 1.0;
};

// An annular sector: the points P with innerRadius <= |P - center| <= outerRadius whose direction from
// center lies within halfAngle of the axis direction `angle` (Yamamoto 2023 thesis, section 2.1).
// innerRadius == 0 is the thesis's "piece of cake", > 0 its "baumkuchen". A fan is convex only when
// innerRadius == 0 and halfAngle <= pi/2.
struct Fan
{
    Vec2 center{0.0, 0.0};
    double angle = 0.0;
    double halfAngle = 0.5;
    double innerRadius = 0.0;
    double outerRadius = 1.0;
};

// The order of the alternatives is the order of ShapeKind and of the pair functions' arguments.
using Shape = std::variant<Point, Circle, Ellipse, Rect, Polygon, Segment, Capsule, Fan>;

enum class ShapeKind
{
    Point,
    Circle,
    Ellipse,
    Rect,
    Polygon,
    Segment,
    Capsule,
    Fan,
};

inline constexpr int kShapeKindCount = static_cast<int>(std::variant_size_v<Shape>);

inline ShapeKind kindOf(const Shape& shape)
{
    return static_cast<ShapeKind>(shape.index());
}

// The ShapeKind of a shape type, at compile time: kindOfType<Circle> == ShapeKind::Circle.
template <typename T, typename Variant> struct VariantIndex;
template <typename T, typename... Alternatives> struct VariantIndex<T, std::variant<Alternatives...>>
{
    static constexpr int value = []
    {
        int index = 0;
        (void)((std::is_same_v<T, Alternatives> ? false : (++index, true)) && ...);
        return index;
    }();
};
template <typename T>
inline constexpr ShapeKind kindOfType = static_cast<ShapeKind>(VariantIndex<T, Shape>::value);

// The JSON type name: "point", "circle", ...
std::string_view kindName(ShapeKind kind);
std::optional<ShapeKind> kindFromName(std::string_view name);

// "circle/rect": the two type names in alphabetical order, as docs/interfaces.md names pairs.
std::string pairName(ShapeKind a, ShapeKind b);

// The supported range: the magnitudes within which every exact answer is right. A shape outside it
// is refused by validateShape and makePolygon, with the field and the limit named.
// - Every coordinate (centre, vertex, end point) and every size (radius, width, height, a segment's
//   or capsule's length) is at most kMaxCoordinate in absolute value. There, neighbouring doubles
//   are at most 1/8 unit apart (1e15 < 2^50), so whole and half units stay exact; and the squared
//   lengths and products of squared lengths the exact tests form stay below about 1e62, far from
//   overflow at 1.8e308. Beyond it, a segment from -1e154 to 1e154 squares to infinity and two
//   touching 1e160 rectangles lose their contact.
// - Every size, and a polygon's extent, is at least kMinRelativeSize times the shape's magnitude,
//   max(1, its largest |coordinate| or size). A shape then spans at least 4,500 times the spacing
//   of doubles at its own position (1e-12 / 2^-52), its smallest length is at least 1e-12 (whose
//   fourth power is still a normal double), and its aspect ratio is at most 1e12; a thinner shape
//   would be described mostly by rounding. A fan's r_inner may be 0.
// Inside the range, translating both shapes of a pair by up to kMaxCoordinate or scaling them
// uniformly never changes an overlap answer except within 1e-9 of the pair's magnitude of contact
// (core/tests/properties_test.cpp checks it for every pair of kinds).
inline constexpr double kMaxCoordinate = 1e15;
inline constexpr double kMinRelativeSize = 1e-12;

// What is wrong with a shape: the field at fault, named as in the JSON format, and why.
struct ShapeError
{
    std::string field;
    std::string message;
};

// Checks finiteness, positive sizes, fan angles and radii, segment length, polygon convexity and the
// supported range: the checks of the kind's row in the traits table (hitlab/shape_kinds.hpp), in the
// row's order, the first that fails named. A Polygon must already be normalised (see makePolygon); a raw one is checked by
// makePolygon. Numbers in the messages are printed in their shortest round-trip form.
std::optional<ShapeError> validateShape(const Shape& shape);

// Builds a convex polygon from points in either winding: rejects fewer than three points,
// non-finite coordinates, points outside the supported range, repeated points, zero area, non-convex
// or self-intersecting outlines. Every check is relative to the polygon's own position and size, and
// takes O(n log n) time.
// On success the vertices are counter-clockwise with collinear vertices kept.
struct PolygonOrError
{
    std::optional<Polygon> polygon;
    ShapeError error;
};
PolygonOrError makePolygon(std::vector<Vec2> points);

// Axis-aligned bounds of a shape, exact for every kind (used by broadphases and drawing).
struct Bounds
{
    Vec2 min;
    Vec2 max;
};
Bounds boundsOf(const Shape& shape);

// The four corners of a rectangle, counter-clockwise starting at local (-w/2, -h/2).
std::array<Vec2, 4> rectCorners(const Rect& rect);

// The shape moved by offset (every kind).
Shape translated(const Shape& shape, Vec2 offset);

} // namespace hitlab
