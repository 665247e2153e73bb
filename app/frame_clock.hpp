// Frame timing for the Timings panel: the whole frame (swap to swap, or from waking to the swap when
// the loop slept before it) and the GL render inside it. An idle sandbox sleeps until the next event,
// and that sleep is not the frame's: counted in, a frame after a pause showed as 0.1 FPS.
#pragma once

#include <chrono>

namespace hitlab
{

class FrameClock
{
public:
    void startRender() { renderStart_ = Clock::now(); }
    void endRender() { renderMs_ = millisecondsSince(renderStart_); }
    double renderMs() const { return renderMs_; }

    // The loop has slept until now, waiting for an event: the next frame starts here.
    void wokeUp() { lastFrame_ = Clock::now(); }

    // Milliseconds since the last call or the last wokeUp (since the clock was made, the first time).
    double lapFrame()
    {
        const auto now = Clock::now();
        const double frameMs = std::chrono::duration<double, std::milli>(now - lastFrame_).count();
        lastFrame_ = now;
        return frameMs;
    }

private:
    using Clock = std::chrono::steady_clock;

    static double millisecondsSince(Clock::time_point start)
    {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    }

    Clock::time_point lastFrame_ = Clock::now();
    Clock::time_point renderStart_ = lastFrame_;
    double renderMs_ = 0.0;
};

} // namespace hitlab
