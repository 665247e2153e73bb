// The "Timings" corner: frame rate, frame, collision and render times, and the scene's counts.
// Reproducible frames (screenshots, scripts) hide the times, which change from run to run.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class StatsPanel
{
public:
    explicit StatsPanel(bool reproducible = false) : reproducible_(reproducible) {}

    // The last frame's times: the whole frame, the GL render and the canvas's build, in milliseconds.
    void setFrameTimes(double frameMs, double renderMs, double canvasMs);
    void draw(PanelContext& context);

private:
    bool reproducible_ = false;
    double frameMs_ = 0.0;
    double renderMs_ = 0.0;
    double canvasMs_ = 0.0;
    double fps_ = 0.0;
};

} // namespace hitlab
