// What the screen can show of a large convex polygon: a subset of its vertices whose outline stays within
// a fraction of a pixel of the true one, so the shader's per-pixel loop over the vertices costs what the
// picture needs (a 100,000-gon 600 px wide keeps under a hundred) and the vertices fit in the texture
// buffer they are drawn from. No GL here: the renderer packs what these functions return.
#pragma once

#include "hitlab/shapes.hpp"

#include <cstddef>
#include <span>
#include <vector>

namespace hitlab
{

struct OutlineLimits
{
    double tolerancePx = 0.25;      // how far (pixels) a dropped vertex may lie outside the reduced outline
    std::size_t maxVertices = 1024; // hard cap per polygon, at least 3
    std::size_t keepAllUpTo = 64;   // polygons this small pass unchanged, so their pictures stay the same
};

// Indices (increasing) of the vertices of the convex polygon `vertices` (either winding) to keep when it
// is drawn at `pixelsPerUnit` (the view's zoom). Every vertex dropped lies within limits.tolerancePx
// pixels of the reduced outline, except:
// - where the whole part of the polygon cut off by a chord lies outside `visible` (world bounds of what
//   is drawn, may be null) grown by kOutlineMarginPx, as no pixel shown can tell the difference;
// - when the count would pass limits.maxVertices: the tolerance is doubled until it fits, so the error
//   grows, but the result is still a convex polygon inscribed in the true one (a subset of its vertices),
//   covering the same place up to that error.
// At least three vertices are kept (fewer when the polygon has fewer).
std::vector<std::size_t> reduceConvexOutline(std::span<const Vec2> vertices, double pixelsPerUnit,
                                             const OutlineLimits& limits, const Bounds* visible = nullptr);

// Pixels around the visible area where cut-off parts still count: wider than any outline, handle or
// antialiasing fringe drawn inside a shape's boundary, even at twice the size for PNG export.
inline constexpr double kOutlineMarginPx = 16.0;

// One polygon of a packed list: `count` x, y pairs from pair number `offset` of the list, relative to
// `origin` (world).
struct PackedPolygon
{
    Vec2 origin{0.0, 0.0};
    std::size_t offset = 0;
    std::size_t count = 0;
};

// Packs the reduced outlines of `polygons` (whose vertices are in `pairs`, x, y floats) into a new list of
// at most `maxPairs` pairs, rewriting each polygon's offset and count to point into it. When the reduced
// outlines under `limits` do not fit, every polygon is reduced harder (an equal share of `maxPairs` each)
// rather than any vertex lost; a polygon that cannot get even three pairs gets count 0 (the caller must not
// draw it).
std::vector<float> packPolygonOutlines(std::span<const float> pairs, std::span<PackedPolygon> polygons,
                                       double pixelsPerUnit, const Bounds* visible, std::size_t maxPairs,
                                       const OutlineLimits& limits = {});

} // namespace hitlab
