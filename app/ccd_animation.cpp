#include "ccd_animation.hpp"

#include "model/ccd_state.hpp"

namespace hitlab
{

bool CcdAnimation::plays(const Document& document) const
{
    const auto& motion = document.scene().motion;
    return !reproducible_ && motion && motion->animate && rotationalMotionOf(document.scene());
}

void CcdAnimation::advance(Document& document, double frameMs, bool paused)
{
    std::size_t moving = 0;
    const auto motion = rotationalMotionOf(document.scene(), &moving);
    if (!motion || !document.scene().motion->animate || reproducible_ || paused)
    {
        elapsedMs_ = 0.0;
        return;
    }
    constexpr double kStepMs = 700.0;
    elapsedMs_ += frameMs;
    if (elapsedMs_ < kStepMs)
    {
        return;
    }
    elapsedMs_ = 0.0;
    document.previewShape(moving, poseAt(*motion, 1.0));
}

} // namespace hitlab
