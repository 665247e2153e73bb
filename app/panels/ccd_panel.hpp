// The "Rotational CCD" panel of a scene with a motion: the motion's numbers, play and one step, the
// sweep overlays' toggles, which representation reports each target, and the thesis's accuracy study
// run on demand (hitlab-cli ccd prints the same study).
#pragma once

#include "ccd_study.hpp"
#include "hitlab/ccd.hpp"
#include "panel_context.hpp"

#include <optional>

namespace hitlab
{

class CcdPanel
{
public:
    void draw(PanelContext& context);
    // Forgets the edit in progress: it belongs to the scene that was replaced. The study stays, it is
    // not about a scene.
    void documentReplaced() { motionBefore_.reset(); }

private:
    void drawMotion(PanelContext& context, const CcdState& ccd);
    void drawSweepToggles(PanelContext& context);
    void drawTargets(const PanelContext& context, const CcdState& ccd);
    void drawStudy(const SandboxSettings& settings);

    std::optional<SceneMotion> motionBefore_; // the motion when a numeric field became active
    std::optional<StudySummary> study_;
    int studyMotions_ = 500;
};

} // namespace hitlab
