#include "interaction.hpp"

#include "hitlab/geometry.hpp"

#include <algorithm>
#include <cmath>

namespace hitlab
{

namespace
{

constexpr double kDragThresholdPx = 3.0;
constexpr double kWheelZoomFactor = 1.15;
constexpr double kDuplicateOffsetPx = 24.0;

const char* modeVerb(HandleRole role)
{
    return role == HandleRole::Rotate ? "Rotate " : "Resize ";
}

} // namespace

void InputState::beginFrame()
{
    pressed = {};
    released = {};
    wheel = 0.0;
    keys.clear();
}

bool InputState::pressedKey(const std::string& name) const
{
    return std::find(keys.begin(), keys.end(), name) != keys.end();
}

void Interaction::setMessage(std::string text, bool error)
{
    message_ = std::move(text);
    messageIsError_ = error;
}

std::optional<Handle> Interaction::pickHandle(const Document& document, const ViewTransform& transform,
                                              Vec2 screen, std::size_t& owner) const
{
    // Handles belong to selected shapes only, so a crowded scene does not bristle with them.
    std::optional<Handle> best;
    double bestDistance = kHandleRadiusPx + 1.0;
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
    const double tolerance = kPickTolerancePx * transform.pixel();
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

void Interaction::addAt(Document& document, ShapeKind kind, Vec2 screen, double canvasWidth,
                        double canvasHeight)
{
    const ViewTransform transform{document.view(), canvasWidth, canvasHeight};
    const std::size_t index =
        document.addShape(makeDefaultShape(kind, transform.toWorld(screen), transform.pixel()));
    setMessage("Added " + document.shape(index).id, false);
}

void Interaction::update(Document& document, const InputState& input, double canvasWidth, double canvasHeight,
                         bool uiWantsMouse, bool uiWantsKeyboard)
{
    ViewTransform transform{document.view(), canvasWidth, canvasHeight};
    const Vec2 pointer = input.pointer;
    const Vec2 world = transform.toWorld(pointer);
    const bool canvasHasPointer = input.pointerInside && !uiWantsMouse;

    if (!uiWantsKeyboard)
    {
        handleKeys(document, input, transform);
        transform.view = document.view();
    }

    // Hover feedback (only while idle: during a drag the active item stays highlighted).
    if (mode_ == Mode::Idle)
    {
        hoveredHandle_.reset();
        hoveredShape_.reset();
        if (canvasHasPointer)
        {
            std::size_t owner = 0;
            hoveredHandle_ = pickHandle(document, transform, pointer, owner);
            hoveredHandleOwner_ = owner;
            if (!hoveredHandle_)
            {
                hoveredShape_ = pickShape(document, transform, pointer);
            }
        }
    }

    if (canvasHasPointer && input.wheel != 0.0 && mode_ == Mode::Idle)
    {
        document.view() = zoomedAbout(document.view(), pointer, std::pow(kWheelZoomFactor, input.wheel),
                                      canvasWidth, canvasHeight);
        transform.view = document.view();
    }

    // Presses start something only on the canvas.
    if (mode_ == Mode::Idle && canvasHasPointer)
    {
        const bool left = input.pressed[static_cast<int>(MouseButton::Left)];
        const bool middle = input.pressed[static_cast<int>(MouseButton::Middle)];
        pressScreen_ = lastScreen_ = pointer;
        pressWorld_ = world;
        dragged_ = false;
        if (middle || (left && input.space))
        {
            mode_ = Mode::Panning;
            panWithLeft_ = !middle;
        }
        else if (left && armed_)
        {
            addAt(document, *armed_, pointer, canvasWidth, canvasHeight);
            if (!input.shift)
            {
                armed_.reset();
            }
        }
        else if (left && hoveredHandle_)
        {
            mode_ = Mode::Resizing;
            activeHandle_ = *hoveredHandle_;
            activeShape_ = hoveredHandleOwner_;
            grabOffset_ = activeHandle_.position - world;
            before_ = {{activeShape_, document.shape(activeShape_)}};
        }
        else if (left && hoveredShape_)
        {
            const std::size_t index = *hoveredShape_;
            pressedShape_ = index;
            pressedOnSelected_ = document.isSelected(index);
            if (input.ctrl)
            {
                // Ctrl+click builds a selection (two shapes make the readout's pair).
                std::vector<std::size_t> selection = document.selection();
                if (pressedOnSelected_)
                {
                    std::erase(selection, index);
                }
                else
                {
                    selection.push_back(index);
                }
                document.select(selection);
            }
            else
            {
                if (!pressedOnSelected_)
                {
                    document.select({index});
                }
                activeShape_ = index;
                before_.clear();
                if (input.shift)
                {
                    mode_ = Mode::Rotating;
                    before_.emplace_back(index, document.shape(index));
                }
                else
                {
                    mode_ = Mode::Moving;
                    for (std::size_t selected : document.selection())
                    {
                        before_.emplace_back(selected, document.shape(selected));
                    }
                }
            }
        }
        else if (left)
        {
            mode_ = Mode::Panning;
            panWithLeft_ = true;
        }
    }

    if (mode_ != Mode::Idle && glm::length(pointer - pressScreen_) > kDragThresholdPx)
    {
        dragged_ = true;
    }

    switch (mode_)
    {
    case Mode::Idle:
        break;
    case Mode::Panning:
        document.view() = panned(document.view(), pointer - lastScreen_);
        break;
    case Mode::Moving:
        if (dragged_)
        {
            const Vec2 offset = world - pressWorld_;
            for (const auto& [index, old] : before_)
            {
                document.previewShape(index, translated(old.shape, offset));
            }
        }
        break;
    case Mode::Rotating:
        if (dragged_)
        {
            const auto& [index, old] = before_.front();
            const Vec2 pivot = pivotOf(old.shape);
            const Vec2 from = pressWorld_ - pivot;
            const Vec2 to = world - pivot;
            if (lengthSquared(from) > 0.0 && lengthSquared(to) > 0.0)
            {
                const double angle = std::atan2(cross(from, to), glm::dot(from, to));
                document.previewShape(index, rotatedAbout(old.shape, pivot, angle));
            }
        }
        break;
    case Mode::Resizing:
        if (dragged_)
        {
            const auto& [index, old] = before_.front();
            HandleDragResult result =
                dragHandle(old.shape, activeHandle_, world + grabOffset_, transform.pixel());
            if (result.shape)
            {
                document.previewShape(index, *result.shape);
                if (messageIsError_)
                {
                    setMessage({}, false);
                }
            }
            else
            {
                setMessage(result.error + " (change refused)", true);
            }
        }
        break;
    }
    lastScreen_ = pointer;

    const bool leftUp = input.released[static_cast<int>(MouseButton::Left)];
    const bool middleUp = input.released[static_cast<int>(MouseButton::Middle)];
    const bool anyDown = input.down[0] || input.down[1] || input.down[2];
    if (mode_ != Mode::Idle && (leftUp || middleUp || !anyDown))
    {
        finishDrag(document);
    }
}

void Interaction::finishDrag(Document& document)
{
    const Mode finished = mode_;
    mode_ = Mode::Idle;
    if (finished == Mode::Panning)
    {
        if (panWithLeft_ && !dragged_)
        {
            document.select({}); // a click on empty canvas
        }
        return;
    }
    if (!dragged_)
    {
        if (finished == Mode::Moving && pressedOnSelected_ && document.selection().size() > 1)
        {
            document.select({pressedShape_});
        }
        return;
    }
    std::string label;
    const std::string& id = document.shape(before_.front().first).id;
    switch (finished)
    {
    case Mode::Moving:
        label = before_.size() == 1 ? "Move " + id : "Move shapes";
        break;
    case Mode::Rotating:
        label = "Rotate " + id;
        break;
    default:
        label = modeVerb(activeHandle_.role) + id;
        break;
    }
    const std::vector<std::size_t> keepSelection = document.selection();
    document.commitShapes(before_, label);
    document.select(keepSelection);
    if (!messageIsError_)
    {
        setMessage(label, false);
    }
    before_.clear();
}

void Interaction::handleKeys(Document& document, const InputState& input, const ViewTransform& transform)
{
    if (mode_ != Mode::Idle)
    {
        return; // no edits in the middle of a drag: its commit would fight them
    }
    if (input.pressedKey("ctrl+z"))
    {
        const Edit* edit = document.history().nextUndo();
        const std::string label = edit ? edit->label : std::string();
        setMessage(document.undo() ? "Undid: " + label : "Nothing to undo", false);
    }
    if (input.pressedKey("ctrl+shift+z") || input.pressedKey("ctrl+y"))
    {
        const Edit* edit = document.history().nextRedo();
        const std::string label = edit ? edit->label : std::string();
        setMessage(document.redo() ? "Redid: " + label : "Nothing to redo", false);
    }
    if (input.pressedKey("delete") || input.pressedKey("backspace"))
    {
        if (!document.selection().empty())
        {
            const std::size_t count = document.selection().size();
            document.eraseShapes(document.selection());
            setMessage(count == 1 ? "Deleted a shape" : "Deleted " + std::to_string(count) + " shapes",
                       false);
        }
    }
    if (input.pressedKey("ctrl+d") && !document.selection().empty())
    {
        const double offset = kDuplicateOffsetPx * transform.pixel();
        document.duplicateShapes(document.selection(), Vec2(offset, -offset));
        setMessage("Duplicated", false);
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
            addAt(document, static_cast<ShapeKind>(k), at, transform.width, transform.height);
        }
    }
}

} // namespace hitlab
