// The "Rotational CCD" panel of a scene with a motion: the motion's numbers, play and one step, the
// sweep overlays' toggles, which representation reports each target, and the thesis's accuracy study
// run on demand (hitlab-cli ccd prints the same study).
#pragma once

#include "ccd_study.hpp"
#include "hitlab/ccd.hpp"
#include "panel_context.hpp"

#include <atomic>
#include <future>
#include <memory>
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
    // Whether the study is running (or has ended and its summary is not yet taken): the sandbox then draws
    // frames, to show its progress and its result.
    bool busy() const { return running_ != nullptr; }
    // Takes the summary of a study that has ended (none when it was stopped); called every frame, whether
    // or not the panel is drawn.
    void collectStudy();
    CcdPanel() = default;
    CcdPanel(const CcdPanel&) = delete;
    CcdPanel& operator=(const CcdPanel&) = delete;
    // Stops a running study and waits for its threads.
    ~CcdPanel();

private:
    void drawMotion(PanelContext& context, const CcdState& ccd);
    void drawSweepToggles(PanelContext& context);
    void drawTargets(const PanelContext& context, const CcdState& ccd);
    void drawStudy(const SandboxSettings& settings);

    std::optional<SceneMotion> motionBefore_; // the motion when a numeric field became active
    std::optional<StudySummary> study_;
    int studyMotions_ = 500;
    // A study runs on threads of its own, so that the window stays responsive: 20,000 motions take about
    // 20 s on two cores.
    struct RunningStudy
    {
        std::atomic<bool> stop{false};
        std::atomic<int> done{0};
        int motions = 0;
        std::future<StudySummary> summary;
    };
    std::unique_ptr<RunningStudy> running_;
};

} // namespace hitlab
