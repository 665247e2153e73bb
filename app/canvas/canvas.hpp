// The canvas: the scene's shapes, the overlays of the focused pair and of a CCD scene, the selection's
// handles and the labels, built in named phases each frame and drawn under the panels.
//
//   layout           the window area the canvas covers and the panels' rectangles over it (fitView frames
//                    the shapes in the part the panels leave free)
//   collectErrorMap  the focused pair's error map, computed over frames (error_map_layer.hpp)
//   collectShapes    fills, compare-mode outlines, hover and selection, at the presenter's scale; kept
//                    from the frame before when nothing it is built from changed (a pan, a zoom)
//   collectOverlays  the focused pair's trace overlays and the CCD sweep (overlays.hpp, ccd_overlays.hpp)
//   collectHandles   the handles of the selected shapes
//   placeInsets      the overlays' insets into spots no panel covers
//   scaleLineWidths  the presenter's scale applied to every other width and radius given in pixels
//   placeLabels      shape and overlay labels laid out (label_layout.hpp) into the text layer, which goes
//                    into ImGui's background draw list (before ImGui::Render); their boxes are kept for
//                    the state dump
//   draw             grid, error map, shapes, overlays, handles and insets into a sink: the GL renderer
//                    (after ImGui::Render) or an export (export/canvas_export.hpp)
#pragma once

#include "canvas_sink.hpp"
#include "canvas_text.hpp"
#include "error_map_layer.hpp"
#include "interaction/interaction.hpp"
#include "label_layout.hpp"
#include "model/document.hpp"
#include "model/scene_analysis.hpp"
#include "overlays.hpp"
#include "renderer.hpp"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

struct ImDrawList;

namespace hitlab
{

// Whether the canvas keeps its shapes' batch from one frame to the next (Canvas::ShapesSource).
enum class ShapesKeeping
{
    WhileTheSame, // while everything it is built from stays the same
    Never,        // built every frame (the tests' picture to compare with)
    // while the document stays the same, whatever else changed: wrong on purpose, so that the tests see
    // a batch kept too long
    WhileTheDocumentIsTheSame,
};

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
    UiLanguage language = UiLanguage::English;
    // The Steps panel's stage: the focused pair's overlays show only it (null: the document's overlays).
    const StageView* stage = nullptr;
    // The presenter's scale (model/presentation.hpp): line widths, point and handle sizes in pixels are
    // multiplied by it. The labels' text follows the UI font, which is rebuilt at the same scale.
    float pixelScale = 1.0F;
};

// A piece of text the canvas drew last frame, where it drew it.
struct PlacedCanvasText
{
    std::string text;
    PlacedTextKind kind = PlacedTextKind::Label;
    ScreenBox box;
    bool inInset = false;
};

class Canvas
{
public:
    // The canvas covers the whole window of `width` x `height` pixels.
    void layout(int width, int height);
    // The windows drawn over the canvas this frame (panels, menu bar, status bar): labels and insets keep
    // out of them and fitView frames the shapes in what they leave free.
    // `dialogs` come and go (the Lessons window): text and insets keep out of them, fitView ignores them.
    void setPanels(std::vector<ScreenBox> panels, std::vector<ScreenBox> dialogs)
    {
        panels_ = std::move(panels);
        dialogs_ = std::move(dialogs);
    }
    const std::vector<ScreenBox>& panels() const { return panels_; }
    const std::vector<ScreenBox>& dialogs() const { return dialogs_; }
    PixelRect area() const { return area_; }
    double width() const { return area_.width; }
    double height() const { return area_.height; }
    // The largest rectangle of the window that no panel and no inset covers.
    ScreenBox freeArea() const;
    // A view of the document that shows every shape, and the CCD sweep of `analysis` if any, in the
    // free area (the default view without shapes).
    void fitView(Document& document, const SceneAnalysis* analysis = nullptr) const;

    // The insets: I cycles their size, the wheel over one zooms it, dragging its top-right corner resizes
    // it. Takes from `input` what it used (the wheel, a press on the corner) so the canvas does not see it.
    void handleInsetInput(InputState& input);
    void cycleInsetSize();
    const InsetOptions& insetOptions() const { return insetOptions_; }

    // Builds this frame's picture; labels go into `labels` (may be null: no text).
    void build(const CanvasContent& content, ImDrawList* labels);
    // Everything but the text, in drawing order.
    void draw(CanvasSink& sink, const View& view) const;
    // This frame's labels and inset frames, as drawn over the canvas.
    const CanvasTextLayer& text() const { return text_; }

    // How long the last build took (the Timings panel adds it to the render time).
    double buildMilliseconds() const { return buildMs_; }
    void setShapesKeeping(ShapesKeeping keeping) { shapesKeeping_ = keeping; }
    const ErrorMap& errorMap() const { return errorMap_.map(); }
    // The text drawn last frame and the overlays' insets, in window pixels.
    const std::vector<PlacedCanvasText>& placedText() const { return placedText_; }
    std::vector<ScreenBox> insetBoxes() const;
    std::optional<ScreenBox> legendBox() const { return legend_; }

private:
    // Everything collectShapes builds the shapes' batch from. Another frame with the same gets the same
    // batch, so it is kept: building it anew cost about half a millisecond a frame with 10,000 shapes, a
    // fifth of stress_10k's frame when nothing moves (docs/speed.md). The contacts are compared as they
    // are rather than trusted to follow the document's version.
    struct ShapesSource
    {
        std::uint64_t documentVersion = 0;
        const void* palette = nullptr;
        float pixelScale = 1.0F;
        bool compare = false;
        std::optional<std::size_t> hovered;
        std::vector<std::size_t> selection;
        std::vector<std::uint8_t> inContact;
        std::vector<std::uint8_t> disagrees;
        std::vector<std::pair<std::uint32_t, std::uint32_t>> disagreeingPairs;
        bool operator==(const ShapesSource&) const = default;
    };

    void collectErrorMap(const CanvasContent& content);
    void collectShapes(const CanvasContent& content);
    void collectOverlays(const CanvasContent& content, const ViewTransform& transform);
    void collectHandles(const CanvasContent& content, const ViewTransform& transform);
    // False when some inset found no room clear of the panels (and of `keepOut`).
    bool placeInsets(const std::optional<ScreenBox>& keepOut);
    void scaleLineWidths(float scale);
    void placeLabels(const CanvasContent& content, const ViewTransform& transform);

    PixelRect area_{0, 0, 1, 1};
    ErrorMapLayer errorMap_;
    Batch shapes_;
    std::optional<ShapesSource> shapesSource_; // what shapes_ was built from
    ShapesKeeping shapesKeeping_ = ShapesKeeping::WhileTheSame;
    Batch handles_;
    OverlayDrawing overlays_;
    CanvasTextLayer text_;
    std::vector<ScreenBox> panels_;
    std::vector<ScreenBox> dialogs_;
    InsetOptions insetOptions_;
    bool resizingInset_ = false;
    Vec2 insetCorner_{-1.0, -1.0}; // where the first inset's bottom-left corner goes, if there is room
    std::vector<PlacedCanvasText> placedText_;
    std::optional<ScreenBox> legend_;
    double buildMs_ = 0.0;
};

} // namespace hitlab
