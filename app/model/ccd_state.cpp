#include "ccd_state.hpp"

#include "hitlab/geometry.hpp"
#include "scene_limits.hpp"

#include <algorithm>

namespace hitlab
{

std::optional<RotationalMotion> rotationalMotionOf(const Scene& scene, std::size_t* movingShape)
{
    if (!scene.motion)
    {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
    {
        if (scene.shapes[i].id != scene.motion->shapeId)
        {
            continue;
        }
        const Rect* box = std::get_if<Rect>(&scene.shapes[i].shape);
        if (!box)
        {
            return std::nullopt;
        }
        if (movingShape)
        {
            *movingShape = i;
        }
        return RotationalMotion{*box, scene.motion->pivot, scene.motion->angle};
    }
    return std::nullopt;
}

std::optional<CcdState> computeCcd(const Document& document)
{
    const Scene& scene = document.scene();
    CcdState state;
    const auto motion = rotationalMotionOf(scene, &state.movingShape);
    if (!motion)
    {
        return std::nullopt;
    }
    state.motion = *motion;
    // The exact sweep's outline is sampled when it is drawn, for the view then (canvas/ccd_overlays.cpp).
    state.sweep = sweepShapes(state.motion);
    state.ghosts = discretePoses(state.motion, kCcdGhostPoses);
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
    {
        if (i != state.movingShape)
        {
            state.targets.push_back({i, ccdHits(state.motion, scene.shapes[i].shape)});
        }
    }
    return state;
}

Vec2 angleHandlePosition(const RotationalMotion& motion)
{
    return poseAt(motion, 1.0).center;
}

double angleFromHandle(const RotationalMotion& motion, Vec2 world, double previous)
{
    const Vec2 start = motion.box.center - motion.pivot;
    const Vec2 target = world - motion.pivot;
    if (lengthSquared(start) == 0.0 || lengthSquared(target) == 0.0)
    {
        return previous;
    }
    const double turn = std::atan2(cross(start, target), glm::dot(start, target)); // (-pi, pi]
    // Among turn + 2 pi k, the one closest to the previous angle.
    const double k = std::round((previous - turn) / (2.0 * kPi));
    return std::clamp(turn + 2.0 * kPi * k, -kSceneMaxMotionAngle, kSceneMaxMotionAngle);
}

} // namespace hitlab
