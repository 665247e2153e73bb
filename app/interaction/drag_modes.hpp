// The canvas's drag modes, one type each: what a press on the canvas started, how it follows the
// pointer frame by frame, and what its release records. Interaction (interaction.hpp) decides which
// mode a press starts and dispatches to it; the CCD motion's handles are motion_handle_drag.hpp.
#pragma once

#include "model/document.hpp"
#include "model/shape_edit.hpp"
#include "status_message.hpp"

#include <cstddef>
#include <utility>
#include <variant>
#include <vector>

namespace hitlab
{

// One frame of a drag.
struct DragFrame
{
    Document& document;
    StatusMessage& status;
    Vec2 pointer;     // window pixels
    Vec2 lastPointer; // window pixels, the frame before
    Vec2 world;       // the pointer in the world, through the view at the start of the frame
    Vec2 pressWorld;  // where the drag started, world
    double pixel;     // world units per pixel
    bool dragged;     // the pointer went further than a click's wobble since the press
};

// Shapes as they were at the press: each drag previews from these, and its release records one edit
// from them to the shapes' final state.
using ShapesBefore = std::vector<std::pair<std::size_t, SceneShape>>;

// The view follows the pointer: middle button, Space + left button, or the left button on empty
// canvas (where a click without a drag clears the selection).
struct PanDrag
{
    bool withLeft = false;

    void update(const DragFrame& frame) const;
    void finish(Document& document, StatusMessage& status, bool dragged) const;
};

// The selection moves with the pointer. A click (no drag) on a shape of a larger selection selects that
// shape alone.
struct MoveDrag
{
    ShapesBefore before; // every selected shape
    std::size_t pressedShape = 0;
    bool pressedOnSelected = false;

    void update(const DragFrame& frame) const;
    void finish(Document& document, StatusMessage& status, bool dragged) const;
};

// Shift + drag turns the pressed shape about its pivot.
struct RotateDrag
{
    ShapesBefore before; // the pressed shape

    void update(const DragFrame& frame) const;
    void finish(Document& document, StatusMessage& status, bool dragged) const;
};

// A handle of a selected shape follows the pointer: resize, move a vertex or an end, or rotate.
struct HandleDrag
{
    Handle handle;
    Vec2 grabOffset{0.0, 0.0}; // handle position minus pointer at the press, world
    ShapesBefore before;       // the handle's shape

    void update(const DragFrame& frame) const;
    void finish(Document& document, StatusMessage& status, bool dragged) const;
};

using CanvasDrag = std::variant<PanDrag, MoveDrag, RotateDrag, HandleDrag>;

} // namespace hitlab
