// Direct manipulation on the canvas: select, move, rotate, resize by handles, add from the palette, pan,
// zoom, the CCD motion's handles and the editing shortcuts. Each frame, update decides what a press
// starts and dispatches to the drag mode in progress (drag_modes.hpp, motion_handle_drag.hpp).
#pragma once

#include "drag_modes.hpp"
#include "input_state.hpp"
#include "model/document.hpp"
#include "model/shape_edit.hpp"
#include "model/view.hpp"
#include "motion_handle_drag.hpp"
#include "status_message.hpp"

#include <optional>

namespace hitlab
{

// The canvas's share of one frame: its size in pixels and whether ImGui has the pointer or the keyboard.
struct CanvasInput
{
    const InputState& input;
    double width = 1.0;
    double height = 1.0;
    bool uiWantsMouse = false;
    bool uiWantsKeyboard = false;
    double pixelScale = 1.0; // the presenter's scale: handles and pick tolerances grow with it
};

class Interaction
{
public:
    // Advances one frame; messages for the user go to `status`.
    void update(Document& document, StatusMessage& status, const CanvasInput& frame);

    // Arms the palette: the next left click on the canvas adds a shape of this kind there.
    void arm(std::optional<ShapeKind> kind) { armed_ = kind; }
    std::optional<ShapeKind> armed() const { return armed_; }

    std::optional<std::size_t> hoveredShape() const { return hoveredShape_; }
    std::optional<Handle> hoveredHandle() const { return hoveredHandle_; }
    // The handle being dragged, if a handle drag is in progress.
    std::optional<Handle> activeHandle() const;
    // A handle of the CCD motion is being dragged.
    bool draggingMotion() const { return motionDrag_.has_value(); }
    // A press on the canvas is held: a shape, a handle or the view being dragged, or a click not yet
    // released.
    bool pressHeld() const { return drag_.has_value() || motionDrag_.has_value(); }

    // Pixels within which the pointer grabs a handle or an outline.
    static constexpr double kHandleRadiusPx = 7.0;
    static constexpr double kPickTolerancePx = 4.0;

private:
    // True while a motion handle has the pointer (nothing else on the canvas runs then).
    bool updateMotionHandles(Document& document, const CanvasInput& frame);
    void handleKeys(Document& document, StatusMessage& status, const InputState& input,
                    const ViewTransform& transform);
    // Nothing under the pointer when the canvas does not have it.
    void updateHover(const Document& document, const ViewTransform& transform, std::optional<Vec2> pointer);
    // What a press on the canvas starts: a drag, a new shape, or a change of selection.
    void press(Document& document, StatusMessage& status, const CanvasInput& frame, Vec2 world);
    void finishDrag(Document& document, StatusMessage& status);
    void addAt(Document& document, StatusMessage& status, ShapeKind kind, Vec2 screen, double width,
               double height);
    std::optional<Handle> pickHandle(const Document& document, const ViewTransform& transform, Vec2 screen,
                                     std::size_t& owner) const;
    std::optional<std::size_t> pickShape(const Document& document, const ViewTransform& transform,
                                         Vec2 screen) const;

    std::optional<ShapeKind> armed_;
    std::optional<std::size_t> hoveredShape_;
    std::optional<Handle> hoveredHandle_;
    std::size_t hoveredHandleOwner_ = 0;

    std::optional<MotionHandleDrag> motionDrag_;
    std::optional<CanvasDrag> drag_; // nothing: idle
    Vec2 pressScreen_{0.0, 0.0};
    Vec2 lastScreen_{0.0, 0.0};
    Vec2 pressWorld_{0.0, 0.0};
    bool dragged_ = false;
    double pixelScale_ = 1.0; // CanvasInput::pixelScale of this frame
};

} // namespace hitlab
