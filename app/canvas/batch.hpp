// What the canvas draws, in world coordinates: batches of primitives (every shape kind plus lines and
// discs for overlays and handles) and the grid's colours, and the box of pixels each primitive's quad
// can shade. No GL: the renderer draws them (renderer.hpp), and the tests read them directly.
#pragma once

#include "draw_order.hpp"
#include "hitlab/shapes.hpp"
#include "model/shape_draw.hpp"
#include "model/view.hpp"

#include <cmath>
#include <vector>

namespace hitlab
{

// Primitives in world coordinates (y up). Sizes in pixels stay that size at any zoom.
class Batch
{
public:
    void clear();
    bool empty() const { return instances_.empty(); }
    std::size_t size() const { return instances_.size(); }

    // A shape filled with `fill`, outlined `outlinePx` pixels wide (inside its boundary) with `line`.
    // Points are discs of pointRadiusPx, segments lines of segmentHalfWidthPx on each side.
    void addShape(const Shape& shape, Rgba fill, Rgba line, float outlinePx, float pointRadiusPx = 5.0F,
                  float segmentHalfWidthPx = 2.5F);
    void addDisc(Vec2 center, float radiusPx, Rgba fill, Rgba line = {}, float outlinePx = 0.0F);
    void addLine(Vec2 a, Vec2 b, float halfWidthPx, Rgba color, float dashPx = 0.0F);
    void addPolyline(const std::vector<Vec2>& points, bool closed, float halfWidthPx, Rgba color,
                     float dashPx = 0.0F);
    void addCircle(Vec2 center, double radius, Rgba fill, Rgba line, float outlinePx);
    void addEllipse(Vec2 center, double radiusX, double radiusY, double angle, Rgba fill, Rgba line,
                    float outlinePx);
    void addRect(Vec2 center, double width, double height, double angle, Rgba fill, Rgba line,
                 float outlinePx);

    // Multiplies every size given in pixels (outline widths, point radii, line widths and dashes) by
    // `factor`: the same picture for a framebuffer `factor` times the window's size (PNG export at 2x), or
    // the presenter's scale, applied once the batch is complete.
    void scalePixelSizes(float factor);

    const std::vector<Instance>& instances() const { return instances_; }
    const std::vector<float>& polygonVertices() const { return polygonVertices_; }

private:
    // A primitive without area (PrimitiveNumbers::fillOnly) takes the fill colour for its line and no
    // outline.
    void push(const PrimitiveNumbers& numbers, Rgba fill, Rgba line, float outlinePx);

    std::vector<Instance> instances_;
    std::vector<float> polygonVertices_; // x, y pairs relative to each polygon's origin
};

struct GridColors
{
    Rgba background;
    Rgba minor;
    Rgba major;
    Rgba axis;

    bool operator==(const GridColors&) const = default;
};

// Whether the renderer draws the batch's polygon outlines reduced to what its view shows
// (polygon_outline.hpp): when a polygon has more than OutlineLimits::keepAllUpTo vertices, or all of
// them together more than `maxTexels`, the renderer's texel buffer. Such a picture depends on where the
// view is, not only on the numbers of the batch.
bool outlinesReduced(const Batch& batch, std::size_t maxTexels);

// grid.frag, and shape.frag shading a canvas that may be kept (PixelShading::Anchored, renderer.hpp),
// measure each pixel from a world point near the view, the anchor, placed in the window on whole
// 1/1024ths of a pixel (renderer.cpp): a pan by whole pixels that keeps the anchor
// moves its pixel by exactly those pixels, so every pixel is shaded with the same numbers as the pixel
// it came from, and a picture kept from the last frame can be copied moved (kept_canvas.hpp). The
// anchors lie on a lattice about 2048 pixels apart (a power of two in world units), so a pan changes
// the anchor only when the view's centre passes half of that.
inline double anchorSpacing(double zoom)
{
    return std::exp2(std::round(std::log2(2048.0 / zoom)));
}

inline Vec2 anchorOf(const View& view)
{
    const double spacing = anchorSpacing(view.zoom);
    return Vec2(std::round(view.center.x / spacing) * spacing, std::round(view.center.y / spacing) * spacing);
}

// The box in pixels of the viewport (origin at its centre, y up) that holds every pixel the quad of
// `instance` can shade at this zoom; shape.vert builds the quad.
PixelBox quadPixelBox(const Instance& instance, const View& view);

// A rectangle of the window (pixels, origin top-left) in the frame of quadPixelBox inside `area`:
// pixels from the area's centre, y up.
inline PixelBox boxInViewport(const PixelRect& rect, const PixelRect& area)
{
    const float left = static_cast<float>(rect.x - area.x) - 0.5F * static_cast<float>(area.width);
    const float top = 0.5F * static_cast<float>(area.height) - static_cast<float>(rect.y - area.y);
    return PixelBox{left, top - static_cast<float>(rect.height), left + static_cast<float>(rect.width), top};
}

} // namespace hitlab
