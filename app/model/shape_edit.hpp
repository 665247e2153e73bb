// Editing shapes by direct manipulation: pivots, rotation, handles, new shapes from the palette, hit
// tests. Pure geometry in the world frame (y up, radians counter-clockwise), no UI state.
//
// Pivots, rotation and captions follow from each kind's fields in kShapeKinds (its points are its
// coordinate pairs, its directions turn with it); the handles a user drags come from one row per kind
// below (shapeEditKinds), so a new kind adds a row here and no branch anywhere else.
#pragma once

#include "hitlab/shapes.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab
{

// What dragging a handle changes. Every role but Vertex and Rotate belongs to one kind's row.
enum class HandleRole
{
    Radius,  // circle
    RadiusX, // ellipse, along its local x axis
    RadiusY, // ellipse, along its local y axis
    Width,   // rect: the +x edge, the -x edge stays put
    Height,  // rect: the +y edge, the -y edge stays put
    Corner,  // rect: the (+x, +y) corner, the opposite corner stays put
    Vertex,  // polygon vertex `index`
    EndA,    // segment or capsule end a
    EndB,    // segment or capsule end b
    CapsuleRadius,
    FanOuter,
    FanInner,
    FanHalfAngle,
    Rotate, // any rotatable kind: turns the shape about its pivot
};

struct Handle
{
    HandleRole role = HandleRole::Radius;
    int index = 0;
    Vec2 position{0.0, 0.0}; // world
    Vec2 stem{0.0, 0.0};     // rotate handles: the point their stem starts from
};

// The point a shape turns about and is labelled at: centres, the polygon's vertex mean, the midpoint
// of segments and capsules, a fan's rotation centre O.
Vec2 pivotOf(const Shape& shape);

// The first point of a shape: the first coordinate pair of its row in kShapeKinds (a centre, a point,
// the first end of a segment or capsule, a fan's O), or the first vertex of its vertex list ({0, 0} when
// it has none). The error map moves a shape by it, so a new kind has one without a row of its own.
Vec2 firstPointOf(const Shape& shape);

// The shape turned by `angle` radians (counter-clockwise) about `pivot`.
Shape rotatedAbout(const Shape& shape, Vec2 pivot, double angle);

// The handles of a shape. `pixel` is the world size of one screen pixel, so that rotate handles sit a
// fixed number of pixels outside the shape at any zoom. A polygon of more than kAllVertexHandlesLimit
// vertices offers handles only on vertices at least kVertexHandleSpacingPixels apart on screen (walking
// its outline): a handle per vertex of a 100,000-gon would cover its outline with discs no one can tell
// apart and cost seconds a frame to draw and pick.
inline constexpr std::size_t kAllVertexHandlesLimit = 64;
inline constexpr double kVertexHandleSpacingPixels = 12.0;
std::vector<Handle> handlesOf(const Shape& shape, double pixel);

// Drags handle `handle` of `original` so that it follows `pointer` (world). Sizes never go below a
// pixel; a change that would make the shape invalid (a non-convex polygon, a zero-length segment)
// returns the validation message instead, and the caller keeps the last valid shape.
struct HandleDragResult
{
    std::optional<Shape> shape;
    std::string error;
};
HandleDragResult dragHandle(const Shape& original, const Handle& handle, Vec2 pointer, double pixel);

// One handle of a kind: where it sits on a shape, and the shape once the handle follows `pointer`
// (sizes at least `minSize`, the world size of a pixel).
struct HandleTraits
{
    HandleRole role = HandleRole::Radius;
    Vec2 (*at)(const Shape& shape) = nullptr;
    HandleDragResult (*drag)(const Shape& shape, Vec2 pointer, double minSize) = nullptr;
};

// Where a kind's rotate handle grows from, and the unit direction it grows in.
struct RotateStem
{
    Vec2 from{0.0, 0.0};
    Vec2 direction{0.0, 1.0};
};

// How the sandbox edits one kind. handlesOf lists a shape's vertex handles (when its kind has a vertex
// list), then `handles` in their order, then its rotate handle.
struct ShapeEditTraits
{
    ShapeKind kind = ShapeKind::Point;
    std::span<const HandleTraits> handles{};
    // Null for the kinds that look the same at any turn (a point, a circle): no rotate handle.
    RotateStem (*rotateStem)(const Shape& shape) = nullptr;
    // describeShape's text: the kind's fields named in braces ("circle ({cx}, {cy}) r {r}"), shown
    // with one decimal; "{#}" is the number of vertices.
    std::string_view caption;
};

// Indexed by ShapeKind: one row per kind.
std::span<const ShapeEditTraits> shapeEditKinds();
const ShapeEditTraits& editTraitsOf(ShapeKind kind);

// A new shape of `kind` around `at`, sized to look about 100 pixels across at the current zoom: the
// example of its row in kShapeKinds.
Shape makeDefaultShape(ShapeKind kind, Vec2 at, double pixel);

// True when `p` is in the shape or within `tolerance` world units of it.
bool hitsShape(const Shape& shape, Vec2 p, double tolerance);

// "circle (120, 40) r 30": a short caption for lists and the status bar.
std::string describeShape(const Shape& shape);

} // namespace hitlab
