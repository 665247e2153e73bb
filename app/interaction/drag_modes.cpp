#include "drag_modes.hpp"

#include "hitlab/geometry.hpp"
#include "model/view.hpp"

#include <cmath>
#include <string>

namespace hitlab
{

namespace
{

// One undo step from `before` to the shapes as the drag left them; the selection stays as it is.
void commitDrag(Document& document, StatusMessage& status, const ShapesBefore& before,
                const std::string& label)
{
    const std::vector<std::size_t> keepSelection = document.selection();
    document.commitShapes(before, label);
    document.select(keepSelection);
    if (!status.isError)
    {
        status.showEdit("status.edit", label);
    }
}

} // namespace

void PanDrag::update(const DragFrame& frame) const
{
    frame.document.view() = panned(frame.document.view(), frame.pointer - frame.lastPointer);
}

void PanDrag::finish(Document& document, StatusMessage& status, bool dragged) const
{
    (void)status;
    if (withLeft && !dragged)
    {
        document.select({}); // a click on empty canvas
    }
}

void MoveDrag::update(const DragFrame& frame) const
{
    if (!frame.dragged)
    {
        return;
    }
    const Vec2 offset = frame.world - frame.pressWorld;
    for (const auto& [index, old] : before)
    {
        frame.document.previewShape(index, translated(old.shape, offset));
    }
}

void MoveDrag::finish(Document& document, StatusMessage& status, bool dragged) const
{
    if (!dragged)
    {
        if (pressedOnSelected && document.selection().size() > 1)
        {
            document.select({pressedShape});
        }
        return;
    }
    const std::string& id = document.shape(before.front().first).id;
    commitDrag(document, status, before, before.size() == 1 ? "Move " + id : "Move shapes");
}

void RotateDrag::update(const DragFrame& frame) const
{
    if (!frame.dragged)
    {
        return;
    }
    const auto& [index, old] = before.front();
    const Vec2 pivot = pivotOf(old.shape);
    const Vec2 from = frame.pressWorld - pivot;
    const Vec2 to = frame.world - pivot;
    if (lengthSquared(from) > 0.0 && lengthSquared(to) > 0.0)
    {
        const double angle = std::atan2(cross(from, to), glm::dot(from, to));
        frame.document.previewShape(index, rotatedAbout(old.shape, pivot, angle));
    }
}

void RotateDrag::finish(Document& document, StatusMessage& status, bool dragged) const
{
    if (dragged)
    {
        commitDrag(document, status, before, "Rotate " + document.shape(before.front().first).id);
    }
}

void HandleDrag::update(const DragFrame& frame) const
{
    if (!frame.dragged)
    {
        return;
    }
    const auto& [index, old] = before.front();
    HandleDragResult result = dragHandle(old.shape, handle, frame.world + grabOffset, frame.pixel);
    if (result.shape)
    {
        frame.document.previewShape(index, *result.shape);
        if (frame.status.isError)
        {
            frame.status.set({}, false);
        }
    }
    else
    {
        frame.status.showShapeError("status.change_refused", result.error);
    }
}

void HandleDrag::finish(Document& document, StatusMessage& status, bool dragged) const
{
    if (dragged)
    {
        const char* verb = handle.role == HandleRole::Rotate ? "Rotate " : "Resize ";
        commitDrag(document, status, before, verb + document.shape(before.front().first).id);
    }
}

} // namespace hitlab
