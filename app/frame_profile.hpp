// --profile N: the wall time of each frame and of its parts, reported as one JSON line. The parts follow
// the main loop in order; each ends where the next begins, so they add up to the frame.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

namespace hitlab
{

enum class FramePart
{
    Events,        // SDL events, the backends' NewFrame and the script's input
    CollisionPass, // Sandbox::update: interaction, animation and the scene analysis (contacts, overlays)
    UiBuild,       // ImGui::NewFrame, the panels and ImGui::Render
    CanvasBuild,   // the canvas's batches and labels
    CanvasDraw,    // clearing and drawing the canvas with GL, up to glFinish
    ImGuiDraw,     // ImGui's draw data with GL, up to glFinish
    SwapFinish,    // screenshots and dumps of the frame, the swap and glFinish
};

constexpr std::size_t kFramePartCount = 7;
constexpr std::array<const char*, kFramePartCount> kFramePartNames = {
    "events", "collision_pass", "ui_build", "canvas_build", "canvas_draw", "imgui_draw", "swap_finish"};

// The median of `values` (the mean of the middle two for an even count); 0 for none.
inline double medianOf(std::vector<double> values)
{
    if (values.empty())
    {
        return 0.0;
    }
    const std::size_t middle = values.size() / 2;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(middle), values.end());
    const double upper = values[middle];
    if (values.size() % 2 == 1)
    {
        return upper;
    }
    const double lower =
        *std::max_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(middle));
    return 0.5 * (lower + upper);
}

class FrameProfile
{
public:
    void startFrame()
    {
        frameStart_ = Clock::now();
        partStart_ = frameStart_;
    }

    // Ends `part` now; the next part starts here.
    void endPart(FramePart part)
    {
        const auto now = Clock::now();
        current_[static_cast<std::size_t>(part)] += millisecondsBetween(partStart_, now);
        partStart_ = now;
    }

    void endFrame()
    {
        frames_.push_back(millisecondsBetween(frameStart_, Clock::now()));
        for (std::size_t p = 0; p < kFramePartCount; ++p)
        {
            parts_[p].push_back(current_[p]);
            current_[p] = 0.0;
        }
    }

    // Adds a frame measured elsewhere (tests).
    void addFrame(double frameMs, const std::array<double, kFramePartCount>& partMs)
    {
        frames_.push_back(frameMs);
        for (std::size_t p = 0; p < kFramePartCount; ++p)
        {
            parts_[p].push_back(partMs[p]);
        }
    }

    std::size_t frameCount() const { return frames_.size(); }

    // {"frames": N, "median_ms": m, "worst_ms": w, "parts": {"events": m, ...}}: milliseconds, medians
    // over the frames for the parts; `more` ("key": value, ...) goes in after the parts.
    std::string report(const std::string& more = {}) const
    {
        const double worst = frames_.empty() ? 0.0 : *std::max_element(frames_.begin(), frames_.end());
        std::string line = "{\"frames\": " + std::to_string(frames_.size()) +
                           ", \"median_ms\": " + milliseconds(medianOf(frames_)) +
                           ", \"worst_ms\": " + milliseconds(worst) + ", \"parts\": {";
        for (std::size_t p = 0; p < kFramePartCount; ++p)
        {
            line += std::string(p == 0 ? "" : ", ") + "\"" + kFramePartNames[p] +
                    "\": " + milliseconds(medianOf(parts_[p]));
        }
        return line + "}" + (more.empty() ? "" : ", " + more) + "}";
    }

private:
    using Clock = std::chrono::steady_clock;

    static double millisecondsBetween(Clock::time_point from, Clock::time_point to)
    {
        return std::chrono::duration<double, std::milli>(to - from).count();
    }

    static std::string milliseconds(double ms)
    {
        char text[32];
        std::snprintf(text, sizeof text, "%.3f", ms);
        return text;
    }

    Clock::time_point frameStart_ = Clock::now();
    Clock::time_point partStart_ = frameStart_;
    std::array<double, kFramePartCount> current_{};
    std::vector<double> frames_;
    std::array<std::vector<double>, kFramePartCount> parts_;
};

} // namespace hitlab
