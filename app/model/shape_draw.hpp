// How each shape kind is drawn: the numbers shape.frag is given for it, its SVG element and its pair in
// the gallery of kinds, one row per kind (shapeDrawKinds). Batch::addShape, the SVG writer and
// hitlab-make-scenes go through the row and hold nothing of their own per kind, so a new kind adds its
// row here (and its branch in shaders/shape.frag). No GL: the tests read the rows directly.
#pragma once

#include "hitlab/shapes.hpp"
#include "model/view.hpp"

#include <array>
#include <span>
#include <string>
#include <vector>

namespace hitlab
{

struct Rgba
{
    float r = 0.0F;
    float g = 0.0F;
    float b = 0.0F;
    float a = 1.0F;

    bool operator==(const Rgba&) const = default;
};

// 0..255 channels, alpha 0..1.
constexpr Rgba rgb(int r, int g, int b, float a = 1.0F)
{
    return Rgba{static_cast<float>(r) / 255.0F, static_cast<float>(g) / 255.0F,
                static_cast<float>(b) / 255.0F, a};
}
constexpr Rgba withAlpha(Rgba c, float a)
{
    return Rgba{c.r, c.g, c.b, a};
}

// The primitives shape.frag draws are numbered as the shape kinds are, so a primitive's kind is its
// ShapeKind and the numbers come from kShapeKinds alone (primitiveKindDefines), never as literals of the
// shaders' own. Two are drawn in pixels rather than world units: Point as a disc with a radius in pixels,
// Segment as a line with a half-width in pixels, optionally dashed.
using PrimitiveKind = ShapeKind;

// One primitive, laid out as the vertex attributes of shape.vert.
struct Instance
{
    float bounds[4];
    float p0[4];
    float p1[4];
    float fill[4];
    float line[4];
    float meta[4];
};

// A rectangle of the window in pixels, origin top-left (as ImGui and SDL count).
struct PixelRect
{
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    bool operator==(const PixelRect&) const = default;
};

// A primitive in the shader's terms: its kind, its bounds in the world and the kind's parameters (p0, p1
// as shape.vert and shape.frag read them). Its colours and outline are the caller's.
struct PrimitiveNumbers
{
    PrimitiveKind kind = PrimitiveKind::Point;
    Bounds bounds{};
    float p0[4] = {};
    float p1[4] = {};
    // A primitive without area (a line) is drawn in its fill colour, without an outline band.
    bool fillOnly = false;
};

// The instance of a primitive filled with `fill` and outlined `outlinePx` pixels wide (inside its
// boundary) with `line`; a primitive without area takes its fill colour for the line and no outline.
Instance instanceOf(const PrimitiveNumbers& numbers, Rgba fill, Rgba line, float outlinePx);

// The primitives overlays and handles draw as well as shapes: a disc of `radiusPx` pixels, a line
// `halfWidthPx` pixels each side of its axis (dashes of `dashPx` pixels, 0: solid), and a circle, an
// ellipse and a rectangle in world units.
PrimitiveNumbers discNumbers(Vec2 center, float radiusPx);
PrimitiveNumbers lineNumbers(Vec2 a, Vec2 b, float halfWidthPx, float dashPx);
PrimitiveNumbers circleNumbers(Vec2 center, double radius);
PrimitiveNumbers ellipseNumbers(Vec2 center, double radiusX, double radiusY, double angle);
PrimitiveNumbers rectNumbers(Vec2 center, double width, double height, double angle);

// The sizes in pixels of the kinds that have no area in the world.
struct PixelSizes
{
    float pointRadiusPx = 5.0F;
    float segmentHalfWidthPx = 2.5F;
};

// The canvas mapping of docs/interfaces.md for one area of the window: world (y up) to window pixels.
struct AreaTransform
{
    View view;
    PixelRect area;

    Vec2 operator()(double x, double y) const
    {
        return {area.x + area.width * 0.5 + (x - view.center.x) * view.zoom,
                area.y + area.height * 0.5 - (y - view.center.y) * view.zoom};
    }
    Vec2 operator()(Vec2 p) const { return (*this)(p.x, p.y); }
};

// SVG text. Numbers to a hundredth of a pixel without trailing zeros; `what`="#rrggbb" with
// `what`-opacity when not opaque; "x,y"; a closed path through the points; an arc of `radius` pixels
// from the current point to `to` (`clockwise` on screen).
std::string svgNumber(double value);
std::string svgPaint(const char* what, const float rgba[4]);
std::string svgPoint(Vec2 p);
std::string svgClosedPath(const std::vector<Vec2>& points);
std::string svgArcTo(double radius, bool large, bool clockwise, Vec2 to);

// A primitive of a kind as SVG, in window pixels: either `element`, an element's name and geometry
// without paint ("circle cx=... r=..."), which svgPrimitive fills and outlines as every area is; or
// `drawn`, complete elements written as they are (a line, stroked in its fill colour). Both empty:
// nothing to draw.
struct SvgShape
{
    std::string element;
    std::string drawn;
};

// How the sandbox draws one kind.
struct ShapeDrawTraits
{
    ShapeKind kind = ShapeKind::Point;
    // The primitive of `shape`; a kind whose parameters do not fit p0 and p1 (a polygon's vertices)
    // appends them to `polygonVertices` and says where in p0.
    PrimitiveNumbers (*numbers)(const Shape& shape, PixelSizes sizes,
                                std::vector<float>& polygonVertices) = nullptr;
    // The SVG of a primitive of the kind (the numbers above, seen through `toScreen`).
    SvgShape (*svg)(const Instance& instance, std::span<const float> polygonVertices,
                    const AreaTransform& toScreen) = nullptr;
    // Its pair in the gallery of kinds (the kinds scenes): the kind at `at` beside a shape of its own kind
    // (a point beside a small circle), overlapping for `gap` 0 and apart for `gap` 1. hitlab-make-scenes
    // sets the pairs 340 apart and refuses a gallery where two pairs touch.
    std::array<Shape, 2> (*galleryPair)(Vec2 at, double gap) = nullptr;
};

// Indexed by ShapeKind: one row per kind.
std::span<const ShapeDrawTraits> shapeDrawKinds();
const ShapeDrawTraits& drawTraitsOf(ShapeKind kind);

// The SVG of one primitive of a batch: its element filled with the fill colour, and its outline band
// (`meta[1]` pixels inside the boundary, as shape.frag draws it) as a stroke twice as wide clipped to
// the element; the clip paths are named "clip" and `nextId`, which counts up. Every element carries
// class="KIND". A primitive of no kind draws nothing.
std::string svgPrimitive(const Instance& instance, std::span<const float> polygonVertices,
                         const AreaTransform& toScreen, int& nextId);

} // namespace hitlab
