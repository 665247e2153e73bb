// The sandbox's view of a CCD scene: the scene's motion turns one rect about a pivot, every other shape
// is a target, and each sweep representation of core/ccd.hpp says whether it hits each target.
#pragma once

#include "document.hpp"
#include "hitlab/ccd.hpp"

#include <cstddef>
#include <optional>
#include <vector>

namespace hitlab
{

struct CcdTarget
{
    std::size_t shape = 0; // index in the scene
    CcdHitReport report;
};

struct CcdState
{
    std::size_t movingShape = 0; // the rect that turns
    RotationalMotion motion;
    SweepShapes sweep;
    std::vector<Rect> ghosts; // intermediate poses, start and end included
    std::vector<CcdTarget> targets;
};

// Ghost poses drawn between the start and the end of a step.
inline constexpr int kCcdGhostPoses = 9;

// Nothing when the scene has no motion or its shape is not a rect of the scene.
std::optional<CcdState> computeCcd(const Document& document);

// The motion of the scene as core's RotationalMotion, when it names a rect of the scene.
std::optional<RotationalMotion> rotationalMotionOf(const Scene& scene, std::size_t* movingShape = nullptr);

// The motion's angle handle: the moving rect's centre at the end of the step.
Vec2 angleHandlePosition(const RotationalMotion& motion);
// The angle per step that puts the angle handle nearest to `world`, continuing from `previous` so that
// dragging past half a turn keeps counting instead of jumping back, up to two turns either way
// (kSceneMaxMotionAngle, what a scene file holds): the handle stops there while the pointer goes on.
double angleFromHandle(const RotationalMotion& motion, Vec2 world, double previous);

} // namespace hitlab
