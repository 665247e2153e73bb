#include "motion_handle_drag.hpp"

#include <glm/geometric.hpp>

namespace hitlab
{

std::optional<MotionHandleDrag> MotionHandleDrag::grab(const Document& document,
                                                       const RotationalMotion& motion,
                                                       const ViewTransform& transform, Vec2 pointer)
{
    if (glm::length(pointer - transform.toScreen(motion.pivot)) <= kGrabPixels)
    {
        return MotionHandleDrag(Part::Pivot, document.scene().motion);
    }
    if (glm::length(pointer - transform.toScreen(angleHandlePosition(motion))) <= kGrabPixels)
    {
        return MotionHandleDrag(Part::Angle, document.scene().motion);
    }
    return std::nullopt;
}

bool MotionHandleDrag::update(Document& document, const RotationalMotion& motion,
                              const ViewTransform& transform, const InputState& input) const
{
    SceneMotion edited = *document.scene().motion;
    const Vec2 world = transform.toWorld(input.pointer);
    if (part_ == Part::Pivot)
    {
        edited.pivot = world;
    }
    else
    {
        edited.angle = angleFromHandle(motion, world, edited.angle);
    }
    document.previewMotion(edited);
    if (input.down[static_cast<int>(MouseButton::Left)])
    {
        return true;
    }
    document.commitMotion(before_, part_ == Part::Pivot ? "Move the pivot" : "Change the angle per step");
    return false;
}

} // namespace hitlab
