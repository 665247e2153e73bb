// Overlays drawn from the core's traces of the focused pair, each switched by its Overlay flag
// (model/overlay.hpp): SAT axes and projection intervals, the ellipse method's transformed space (an
// inset plus its image in the world), segment-circle roots, orientation signs, fan internals, GJK
// simplices and witness points, and the exact closest points. The CCD sweep's overlays are
// ccd_overlays.hpp.
#pragma once

#include "model/collisions.hpp"
#include "model/document.hpp"
#include "model/overlay.hpp"
#include "model/steps.hpp"
#include "model/view.hpp"
#include "renderer.hpp"

#include <string>
#include <vector>

namespace hitlab
{

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
// first inset's bottom-left corner goes; further insets go to its right. With a stage (the Steps
// panel), the stage's overlays are drawn instead of the document's, from an inspection whose trace
// is already cut to the stage (stageTrace).
OverlayDrawing buildOverlays(const Document& document, const PairInspection& inspection,
                             const ViewTransform& transform, Vec2 insetCorner,
                             const StageView* stage = nullptr);

// Overlays that would show something of this inspection (for the panel's toggles).
std::vector<Overlay> overlaysWithContent(const PairInspection& inspection);

} // namespace hitlab
