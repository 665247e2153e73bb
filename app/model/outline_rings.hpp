// Large circles drawn as an outline only (a trace's curve, transparent inside) are cut into pieces of
// the band around the circle, which shape.vert draws instead of one quad over the whole disc: a
// software rasteriser pays for every fragment a quad covers, and a curve's circle may cover the window
// while its line is a few pixels wide. The pieces shade the pixels the quad shaded. Pure logic (no GL).
#pragma once

#include "model/shape_draw.hpp"
#include "model/view.hpp"

#include <array>
#include <vector>

namespace hitlab
{

// How far a primitive's quad reaches past it, in pixels (shape.vert's kPadPx): coverage ends half a
// pixel outside its boundary, where shape.frag's distance is exact, so a sixteenth of a pixel more keeps
// every pixel it lights. An ellipse's distance there is a first-order estimate and a fan's a lower
// bound, either of which can light pixels a little farther out: their quads reach a whole pixel.
inline constexpr double kQuadPadPx = 1.0;
inline constexpr double kExactQuadPadPx = 0.5625;

inline double quadPadPx(ShapeKind kind)
{
    return kind == ShapeKind::Ellipse || kind == ShapeKind::Fan ? kQuadPadPx : kExactQuadPadPx;
}

// A ring is cut when its radius is this many pixels or more, into pieces about kRingPiecePx long.
inline constexpr double kMinRingRadiusPx = 48.0;
inline constexpr double kRingPiecePx = 48.0;

// The instances to draw: `instances` itself, or, when it holds a large outline-only circle (an ellipse
// primitive with equal radii and a transparent fill), a copy in `pieces` with each such circle cut
// into the pieces shape.vert draws (meta[2]: the piece, meta[3]: how many; their bounds hold each
// piece), in the order of the instances.
const std::vector<Instance>& cutOutlineRings(const std::vector<Instance>& instances, const View& view,
                                             std::vector<Instance>& pieces);

// The corners shape.vert gives piece `piece` of `count` of a ring: the inner then the outer radius,
// each at the piece's first then last angle. The inner radius lies inside the outline band by the pad,
// the outer one outside the circle by the pad, pushed out by 1 / cos(pi / count) so that the chord
// between two outer corners stays outside too.
struct RingPiece
{
    std::array<Vec2, 4> corners;
};
RingPiece ringPieceCorners(const Instance& instance, double zoom, int piece, int count);

} // namespace hitlab
