// Frame timing for the Timings panel: the whole frame (swap to swap) and the GL render inside it.
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

    // Milliseconds since the last call (since the clock was made, the first time).
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
