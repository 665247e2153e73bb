// The CCD scene's two handles on the canvas: the pivot O, and the moving box's centre at the end of the
// step (dragging it sets the angle per step). They take the pointer before anything else on the canvas.
#pragma once

#include "input_state.hpp"
#include "model/ccd_state.hpp"
#include "model/document.hpp"
#include "model/view.hpp"

#include <optional>

namespace hitlab
{

class MotionHandleDrag
{
public:
    enum class Part
    {
        Pivot,
        Angle,
    };

    // The handle of `motion` (the scene's) under `pointer`, if any.
    static std::optional<MotionHandleDrag> grab(const Document& document, const RotationalMotion& motion,
                                                const ViewTransform& transform, Vec2 pointer);

    // Moves the handle to the pointer. Returns false once the button is up: the drag is then recorded
    // as one edit and is over.
    bool update(Document& document, const RotationalMotion& motion, const ViewTransform& transform,
                const InputState& input) const;

    // Pixels within which the pointer grabs a handle.
    static constexpr double kGrabPixels = 9.0;

private:
    MotionHandleDrag(Part part, std::optional<SceneMotion> before) : part_(part), before_(std::move(before))
    {
    }

    Part part_;
    std::optional<SceneMotion> before_; // the motion at the press
};

} // namespace hitlab
