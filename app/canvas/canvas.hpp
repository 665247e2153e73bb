// The canvas: the scene's shapes, the overlays of the focused pair and of a CCD scene, the selection's
// handles and the labels, built in named phases each frame and drawn under the panels.
//
//   layout           the window area the canvas covers (fitView frames every shape in it)
//   collectErrorMap  the focused pair's error map, computed over frames (error_map_layer.hpp)
//   collectShapes    fills, compare-mode outlines, hover and selection
//   collectOverlays  the focused pair's trace overlays and the CCD sweep (overlays.hpp, ccd_overlays.hpp)
//   collectHandles   the handles of the selected shapes
//   scaleLineWidths  the presenter's scale applied to every width and radius given in pixels
//   placeLabels      shape and overlay labels into ImGui's background draw list (before ImGui::Render)
//   draw             grid, error map, shapes, overlays, handles and insets with the GL renderer (after
//   ImGui::Render)
#pragma once

#include "error_map_layer.hpp"
#include "interaction/interaction.hpp"
#include "model/document.hpp"
#include "model/scene_analysis.hpp"
#include "overlays.hpp"
#include "renderer.hpp"

struct ImDrawList;

namespace hitlab
{

// What the canvas shows: read-only for the whole build.
struct CanvasContent
{
    const Document& document;
    const SceneAnalysis& analysis;
    const Interaction& interaction; // hover and the handle being dragged
    bool compare = false;           // mark the pairs where the chosen method disagrees with the exact one
    // Complete the error map within this frame (screenshots and scripts), instead of spreading it
    // over frames to keep the sandbox responsive.
    bool finishErrorMap = false;
    // The presenter's scale (model/presentation.hpp): line widths, point and handle sizes in pixels are
    // multiplied by it. The labels' text follows the UI font, which is rebuilt at the same scale.
    float pixelScale = 1.0F;
};

class Canvas
{
public:
    // The canvas covers the whole window of `width` x `height` pixels.
    void layout(int width, int height);
    PixelRect area() const { return area_; }
    double width() const { return area_.width; }
    double height() const { return area_.height; }
    // A view of the document that shows every shape in the canvas (the default view without shapes).
    void fitView(Document& document) const;

    // Builds this frame's picture; labels go into `labels` (may be null: no text).
    void build(const CanvasContent& content, ImDrawList* labels);
    void draw(Renderer& renderer, const View& view) const;

    // How long the last build took (the Timings panel adds it to the render time).
    double buildMilliseconds() const { return buildMs_; }
    const ErrorMap& errorMap() const { return errorMap_.map(); }

private:
    void collectErrorMap(const CanvasContent& content);
    void collectShapes(const CanvasContent& content);
    void collectOverlays(const CanvasContent& content, const ViewTransform& transform);
    void collectHandles(const CanvasContent& content, const ViewTransform& transform);
    void scaleLineWidths(float scale);
    void placeLabels(const CanvasContent& content, const ViewTransform& transform, ImDrawList* labels) const;

    PixelRect area_{0, 0, 1, 1};
    ErrorMapLayer errorMap_;
    Batch shapes_;
    Batch handles_;
    OverlayDrawing overlays_;
    double buildMs_ = 0.0;
};

} // namespace hitlab
