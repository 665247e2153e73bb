// Overlays drawn from the core's traces of the focused pair, each switched by a scene overlay flag:
// SAT axes and projection intervals, the ellipse method's transformed space (an inset plus its image in
// the world), segment-circle roots, orientation signs, fan internals, GJK simplices and witness
// points, and the exact closest points.
#pragma once

#include "model/collisions.hpp"
#include "model/document.hpp"
#include "model/view.hpp"
#include "renderer.hpp"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab
{

struct OverlayInfo
{
    std::string_view name;  // key in the scene's "overlays" object
    std::string_view title; // shown in the panel
};

inline constexpr std::array<OverlayInfo, 9> kOverlays = {{
    {"sat_axes", "SAT axes and projection intervals"},
    {"ellipse_space", "Ellipse method: transformed space"},
    {"segment_circle_roots", "Segment-circle roots"},
    {"orientation_signs", "Orientation signs"},
    {"fan_internals", "Fan internals"},
    {"gjk_simplex", "GJK simplex and witness points"},
    {"trace_points", "Construction points of other methods"},
    {"closest_points", "Exact closest points"},
    {"bounds", "Bounding boxes"},
}};

// Text placed on the canvas, in window pixels.
struct CanvasLabel
{
    Vec2 screen;
    std::string text;
    Rgba color;
};

// A small second canvas in a corner of the window showing a trace space in its own frame.
struct Inset
{
    std::string title;
    PixelRect area;
    View view;
    Batch batch;
    std::vector<CanvasLabel> labels;
};

struct OverlayDrawing
{
    Batch world;                     // drawn over the shapes with the main view
    std::vector<CanvasLabel> labels; // window pixels
    std::vector<Inset> insets;
};

// Everything the enabled overlays show for `inspection`. `insetCorner` is the window pixel where the
// first inset's bottom-left corner goes; further insets go to its right.
OverlayDrawing buildOverlays(const Document& document, const PairInspection& inspection,
                             const ViewTransform& transform, Vec2 insetCorner);

// Overlay flags that apply to this trace (for the panel: which toggles would show something now).
std::vector<std::string_view> overlaysWithContent(const Document& document, const PairInspection& inspection);

} // namespace hitlab
