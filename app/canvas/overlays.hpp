// Overlays drawn from the core's traces of the focused pair, each switched by its Overlay flag
// (model/overlay.hpp): SAT axes and projection intervals, the ellipse method's transformed space (an
// inset plus its image in the world), segment-circle roots, orientation signs, fan internals, GJK
// simplices and witness points, and the exact closest points. The CCD sweep's overlays are
// ccd_overlays.hpp.
#pragma once

#include "i18n/ui_text.hpp"
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

// Text naming a point on the canvas; the canvas places it (label_layout.hpp) near `anchor`, at
// `anchor + offset` (its top-left corner, window pixels) when nothing is in the way.
struct CanvasLabel
{
    Vec2 anchor;
    std::string text;
    Rgba color;
    Vec2 offset{7.0, -18.0};
};

// A small second canvas showing a trace space in its own frame. Its area's size is set when it is built;
// the canvas moves it to a spot no panel covers.
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
    // World points drawn beside the shapes (the SAT intervals) that framing the shapes should keep in view.
    std::vector<Vec2> extent;
};

// How the insets are drawn: their side in pixels and a zoom on top of the framing that shows all of the
// trace space (the user enlarges and zooms them).
struct InsetOptions
{
    int side = 270;
    double zoom = 1.0;
};

// Everything the enabled overlays show for `inspection`, its labels in `language`. Insets come with
// their areas at the window's origin (the caller places them). With a stage (the Steps panel), the
// stage's overlays are drawn instead of the document's, from an inspection whose trace is already cut
// to the stage (stageTrace).
OverlayDrawing buildOverlays(const Document& document, const PairInspection& inspection,
                             const ViewTransform& transform, const InsetOptions& insetOptions,
                             UiLanguage language, const StageView* stage = nullptr);

// Overlays that would show something of this inspection (for the panel's toggles).
std::vector<Overlay> overlaysWithContent(const PairInspection& inspection);

} // namespace hitlab
