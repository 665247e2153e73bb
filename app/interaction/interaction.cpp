#include "interaction.hpp"

#include "hitlab/geometry.hpp"
#include "model/ccd_state.hpp"

#include <algorithm>
#include <cmath>

namespace hitlab
{

namespace
{

constexpr double kDragThresholdPx = 3.0;
constexpr double kWheelZoomFactor = 1.15;
constexpr double kDuplicateOffsetPx = 24.0;

// Ctrl+click builds a selection (two shapes make the readout's pair).
void toggleSelected(Document& document, std::size_t index)
{
    std::vector<std::size_t> selection = document.selection();
    if (document.isSelected(index))
    {
        std::erase(selection, index);
    }
    else
    {
        selection.push_back(index);
    }
    document.select(selection);
}

} // namespace

std::optional<Handle> Interaction::activeHandle() const
{
    if (drag_)
    {
        if (const auto* handleDrag = std::get_if<HandleDrag>(&*drag_))
        {
            return handleDrag->handle;
        }
    }
    return std::nullopt;
}

std::optional<Handle> Interaction::pickHandle(const Document& document, const ViewTransform& transform,
                                              Vec2 screen, std::size_t& owner) const
{
    // Handles belong to selected shapes only, so a crowded scene does not bristle with them.
    std::optional<Handle> best;
    double bestDistance = kHandleRadiusPx * pixelScale_ + 1.0;
    for (std::size_t index : document.selection())
    {
        for (const Handle& handle : handlesOf(document.shape(index).shape, transform.pixel()))
        {
            const double d = glm::length(transform.toScreen(handle.position) - screen);
            if (d < bestDistance)
            {
                bestDistance = d;
                best = handle;
                owner = index;
            }
        }
    }
    return best;
}

std::optional<std::size_t> Interaction::pickShape(const Document& document, const ViewTransform& transform,
                                                  Vec2 screen) const
{
    const Vec2 world = transform.toWorld(screen);
    const double tolerance = kPickTolerancePx * pixelScale_ * transform.pixel();
    // Topmost first: shapes are drawn in scene order. A selected shape under the pointer wins, so that a
    // selected shape inside a larger one can still be dragged.
    for (std::size_t index : document.selection())
    {
        if (hitsShape(document.shape(index).shape, world, tolerance))
        {
            return index;
        }
    }
    for (std::size_t i = document.shapeCount(); i-- > 0;)
    {
        if (hitsShape(document.shape(i).shape, world, tolerance))
        {
            return i;
        }
    }
    return std::nullopt;
}

void Interaction::addAt(Document& document, StatusMessage& status, ShapeKind kind, Vec2 screen, double width,
                        double height)
{
    const ViewTransform transform{document.view(), width, height};
    const std::size_t index =
        document.addShape(makeDefaultShape(kind, transform.toWorld(screen), transform.pixel()));
    status.show("status.added", {document.shape(index).id}, false);
}

void Interaction::update(Document& document, StatusMessage& status, const CanvasInput& frame)
{
    pixelScale_ = frame.pixelScale;
    if (updateMotionHandles(document, frame))
    {
        return;
    }
    const InputState& input = frame.input;
    ViewTransform transform{document.view(), frame.width, frame.height};
    const Vec2 pointer = input.pointer;
    const Vec2 world = transform.toWorld(pointer);
    const bool canvasHasPointer = input.pointerInside && !frame.uiWantsMouse;

    if (!frame.uiWantsKeyboard)
    {
        handleKeys(document, status, input, transform);
        transform.view = document.view();
    }

    // Hover feedback only while idle: during a drag the active item stays highlighted.
    if (!drag_)
    {
        updateHover(document, transform, canvasHasPointer ? std::optional<Vec2>(pointer) : std::nullopt);
    }

    if (canvasHasPointer && input.wheel != 0.0 && !drag_)
    {
        document.view() = zoomedAbout(document.view(), pointer, std::pow(kWheelZoomFactor, input.wheel),
                                      frame.width, frame.height);
        transform.view = document.view();
    }

    // Presses start something only on the canvas.
    if (!drag_ && canvasHasPointer)
    {
        press(document, status, frame, world);
    }

    if (drag_ && glm::length(pointer - pressScreen_) > kDragThresholdPx)
    {
        dragged_ = true;
    }
    if (drag_)
    {
        const DragFrame dragFrame{document, status,      pointer,           lastScreen_,
                                  world,    pressWorld_, transform.pixel(), dragged_};
        std::visit([&](const auto& drag) { drag.update(dragFrame); }, *drag_);
    }
    lastScreen_ = pointer;

    const bool leftUp = input.released[static_cast<int>(MouseButton::Left)];
    const bool middleUp = input.released[static_cast<int>(MouseButton::Middle)];
    const bool anyDown = input.down[0] || input.down[1] || input.down[2];
    if (drag_ && (leftUp || middleUp || !anyDown))
    {
        finishDrag(document, status);
    }
}

bool Interaction::updateMotionHandles(Document& document, const CanvasInput& frame)
{
    const auto motion = rotationalMotionOf(document.scene());
    if (!motion)
    {
        motionDrag_.reset();
        return false;
    }
    const ViewTransform transform{document.view(), frame.width, frame.height};
    if (!motionDrag_ && frame.input.pressed[static_cast<int>(MouseButton::Left)] && !frame.uiWantsMouse)
    {
        motionDrag_ = MotionHandleDrag::grab(document, *motion, transform, frame.input.pointer);
    }
    if (!motionDrag_)
    {
        return false;
    }
    if (!motionDrag_->update(document, *motion, transform, frame.input))
    {
        motionDrag_.reset();
    }
    return true;
}

void Interaction::updateHover(const Document& document, const ViewTransform& transform,
                              std::optional<Vec2> pointer)
{
    hoveredHandle_.reset();
    hoveredShape_.reset();
    if (!pointer)
    {
        return;
    }
    std::size_t owner = 0;
    hoveredHandle_ = pickHandle(document, transform, *pointer, owner);
    hoveredHandleOwner_ = owner;
    if (!hoveredHandle_)
    {
        hoveredShape_ = pickShape(document, transform, *pointer);
    }
}

void Interaction::press(Document& document, StatusMessage& status, const CanvasInput& frame, Vec2 world)
{
    const InputState& input = frame.input;
    const bool left = input.pressed[static_cast<int>(MouseButton::Left)];
    const bool middle = input.pressed[static_cast<int>(MouseButton::Middle)];
    pressScreen_ = lastScreen_ = input.pointer;
    pressWorld_ = world;
    dragged_ = false;
    if (middle || (left && input.space))
    {
        drag_ = PanDrag{!middle};
    }
    else if (left && armed_)
    {
        addAt(document, status, *armed_, input.pointer, frame.width, frame.height);
        if (!input.shift)
        {
            armed_.reset();
        }
    }
    else if (left && hoveredHandle_)
    {
        const std::size_t index = hoveredHandleOwner_;
        drag_ =
            HandleDrag{*hoveredHandle_, hoveredHandle_->position - world, {{index, document.shape(index)}}};
    }
    else if (left && hoveredShape_)
    {
        const std::size_t index = *hoveredShape_;
        if (input.ctrl)
        {
            toggleSelected(document, index);
            return;
        }
        const bool pressedOnSelected = document.isSelected(index);
        if (!pressedOnSelected)
        {
            document.select({index});
        }
        if (input.shift)
        {
            drag_ = RotateDrag{{{index, document.shape(index)}}};
        }
        else
        {
            MoveDrag move{{}, index, pressedOnSelected};
            // Two selected shapes are a pair (the Pair readout's, which a lesson opens with and Ctrl+click
            // makes): dragging one moves it against the other, as a lesson's "drag R across the arc"
            // asks. Three or more selected move together.
            if (document.selection().size() == 2)
            {
                move.before.emplace_back(index, document.shape(index));
            }
            else
            {
                for (std::size_t selected : document.selection())
                {
                    move.before.emplace_back(selected, document.shape(selected));
                }
            }
            drag_ = std::move(move);
        }
    }
    else if (left)
    {
        drag_ = PanDrag{true};
    }
}

void Interaction::finishDrag(Document& document, StatusMessage& status)
{
    const CanvasDrag finished = std::move(*drag_);
    drag_.reset();
    std::visit([&](const auto& drag) { drag.finish(document, status, dragged_); }, finished);
}

void Interaction::handleKeys(Document& document, StatusMessage& status, const InputState& input,
                             const ViewTransform& transform)
{
    if (drag_)
    {
        return; // no edits in the middle of a drag: its commit would fight them
    }
    if (input.pressedKey("ctrl+z"))
    {
        const Edit* edit = document.history().nextUndo();
        const std::string label = edit ? edit->label : std::string();
        if (document.undo())
        {
            status.showEdit("status.undid", label);
        }
        else
        {
            status.show("status.nothing_to_undo", {}, false);
        }
    }
    if (input.pressedKey("ctrl+shift+z") || input.pressedKey("ctrl+y"))
    {
        const Edit* edit = document.history().nextRedo();
        const std::string label = edit ? edit->label : std::string();
        if (document.redo())
        {
            status.showEdit("status.redid", label);
        }
        else
        {
            status.show("status.nothing_to_redo", {}, false);
        }
    }
    if (input.pressedKey("delete") || input.pressedKey("backspace"))
    {
        if (!document.selection().empty())
        {
            const std::size_t count = document.selection().size();
            document.eraseShapes(document.selection());
            if (count == 1)
            {
                status.show("status.deleted_one", {}, false);
            }
            else
            {
                status.show("status.deleted_many", {std::to_string(count)}, false);
            }
        }
    }
    if (input.pressedKey("ctrl+d") && !document.selection().empty())
    {
        const double offset = kDuplicateOffsetPx * transform.pixel();
        document.duplicateShapes(document.selection(), Vec2(offset, -offset));
        status.show("status.duplicated", {}, false);
    }
    if (input.pressedKey("ctrl+a"))
    {
        std::vector<std::size_t> all(document.shapeCount());
        for (std::size_t i = 0; i < all.size(); ++i)
        {
            all[i] = i;
        }
        document.select(all);
    }
    if (input.pressedKey("escape"))
    {
        armed_.reset();
        document.select({});
    }
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        if (input.pressedKey(std::to_string(k + 1)))
        {
            const Vec2 at =
                input.pointerInside ? input.pointer : Vec2(transform.width, transform.height) * 0.5;
            addAt(document, status, static_cast<ShapeKind>(k), at, transform.width, transform.height);
        }
    }
}

} // namespace hitlab
