#include "frame_loop.hpp"

#include "frame_clock.hpp"
#include "frame_profile.hpp"
#include "gl.hpp"
#include "palette.hpp"
#include "redraw_schedule.hpp"
#include "sandbox.hpp"
#include "sdl_input.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace hitlab
{

namespace
{

constexpr int kLongestSleepMs = 500;

// Sleeps in SDL until there is a reason to draw a frame: an event, or the schedule's timeout when it
// redraws on one. False when the wait ended without a reason (the loop waits again).
bool waitForReason(RedrawSchedule& schedule, bool animating, bool textInput, FrameClock& clock)
{
    SDL_PumpEvents();
    if (SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0)
    {
        schedule.eventArrived();
        return true;
    }
    const RedrawSchedule::Wait wait = schedule.beforeFrame(animating, textInput);
    if (!wait.wait)
    {
        return true;
    }
    // Even a wait without limit wakes now and then, so that nothing can keep the loop asleep for good.
    const int woken = SDL_WaitEventTimeout(nullptr, wait.timeoutMs < 0 ? kLongestSleepMs : wait.timeoutMs);
    clock.wokeUp();
    if (woken == 1)
    {
        schedule.eventArrived();
        return true;
    }
    return wait.redrawOnTimeout;
}

// Panels' pixels (Sandbox::opaquePanelPixels, wholePanelPixels) in the window. The panels' rectangles
// are in ImGui's display units and the renderer's in framebuffer pixels: the same unless the framebuffer
// is scaled (a high-DPI window, which the sandbox does not ask for), where none are counted.
std::vector<PixelRect> inFramebuffer(const std::vector<PixelRect>& rects, const ImGuiIO& io)
{
    if (io.DisplayFramebufferScale.x != 1.0F || io.DisplayFramebufferScale.y != 1.0F)
    {
        return {};
    }
    return rects;
}

// The window's pixels the renderer may leave out this frame: those under the opaque panels.
std::vector<PixelRect> coveredPixels(const std::vector<PixelRect>& panels, UnderPanels underPanels)
{
    if (underPanels == UnderPanels::Draw)
    {
        return {};
    }
    std::vector<PixelRect> covered = panels;
    if (underPanels == UnderPanels::SkipWider)
    {
        constexpr int kWiderPx = 6;
        for (PixelRect& rect : covered)
        {
            rect = PixelRect{rect.x - kWiderPx, rect.y - kWiderPx, rect.width + 2 * kWiderPx,
                             rect.height + 2 * kWiderPx};
        }
    }
    return covered;
}

} // namespace

int FrameLoop::run()
{
    int exitCode = 0;
    InputState input;
    FrameClock clock;
    FrameProfile profile;
    RedrawSchedule schedule;
    KeptCanvas keptCanvas(canvasKeeping);
    const bool profiling = profileFrames > 0;
    // --profile charges the GPU's (llvmpipe's) work to the part that queued it.
    auto finishPart = [&](FramePart part)
    {
        if (profiling && part >= FramePart::CanvasDraw)
        {
            glFinish();
        }
        profile.endPart(part);
    };
    bool done = false;
    while (!done)
    {
        if (!unattended && !waitForReason(schedule, sandbox.animating(), io.WantTextInput, clock))
        {
            continue;
        }
        profile.startFrame();
        input.beginFrame();
        if (pumpEvents(window, input, driver.takesEvents()))
        {
            sandbox.quit(); // closing the window is File > Quit
        }

        // Start the Dear ImGui frame (a new UI scale or theme is applied first, between frames)
        if (presenterDisplay.apply(sandbox.presentation(), window, io))
        {
            uiRenderer.forgetKeptPanels();
        }
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        driver.beginFrame(input, sandbox, io);
        finishPart(FramePart::Events);
        ImGui::NewFrame();

        int width = 0;
        int height = 0;
        SDL_GL_GetDrawableSize(window, &width, &height);
        sandbox.update(input, width, height, io.WantCaptureMouse, io.WantCaptureKeyboard);
        finishPart(FramePart::CollisionPass);
        sandbox.buildUi();
        finishPart(FramePart::UiBuild);
        sandbox.buildCanvas(ImGui::GetBackgroundDrawList());
        finishPart(FramePart::CanvasBuild);

        // Rendering
        ImGui::Render();
        finishPart(FramePart::UiBuild);
        clock.startRender();
        const std::vector<PixelRect> panels = inFramebuffer(sandbox.opaquePanelPixels(), io);
        keptCanvas.draw(renderer, width, height, palette::current().background,
                        CanvasCover{panels, coveredPixels(panels, underPanels)}, input.wheel != 0.0,
                        [&](CanvasSink& sink) { sandbox.drawCanvas(sink); });
        finishPart(FramePart::CanvasDraw);
        if (imguiBackendDraws)
        {
            ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        }
        else
        {
            UiPanelPixels panelPixels{panels, inFramebuffer(sandbox.wholePanelPixels(), io), {}};
            for (const PixelRect& box : panelPixels.whole)
            {
                panelPixels.belowUnchanged.push_back(!keptCanvas.changedWithin(box));
            }
            uiRenderer.render(*ImGui::GetDrawData(), panelPixels);
        }
        sandbox.carryOutExport(renderer);
        clock.endRender();
        finishPart(FramePart::ImGuiDraw);
        if (const GLenum glError = glGetError(); glError != GL_NO_ERROR)
        {
            std::fprintf(stderr, "Error: OpenGL error 0x%04x while rendering\n", glError);
            exitCode = 1;
            done = true;
        }
        done = driver.endFrame(sandbox, input, renderer, width, height) || done;
        SDL_GL_SwapWindow(window);
        if (profiling)
        {
            finishPart(FramePart::SwapFinish);
            profile.endFrame();
        }
        schedule.frameDrawn();

        sandbox.setFrameTimes(clock.lapFrame(), clock.renderMs());
        done = done || sandbox.quitRequested();
    }
    if (profiling)
    {
        const CanvasFrameCounts& counts = keptCanvas.counts();
        const std::string canvas = "\"canvas\": {\"drawn\": " + std::to_string(counts.drawn) +
                                   ", \"whole\": " + std::to_string(counts.whole) +
                                   ", \"parts\": " + std::to_string(counts.parts) +
                                   ", \"kept\": " + std::to_string(counts.kept) +
                                   ", \"scrolled\": " + std::to_string(counts.scrolled) + "}";
        const UiPanelCounts& panelCounts = uiRenderer.panelCounts();
        const std::string panels = "\"panels\": {\"drawn\": " + std::to_string(panelCounts.drawn) +
                                   ", \"stored\": " + std::to_string(panelCounts.stored) +
                                   ", \"reused\": " + std::to_string(panelCounts.reused) + "}";
        std::printf("%s\n", profile.report(canvas + ", " + panels).c_str());
    }
    keptCanvas.release();
    return std::max(exitCode, driver.exitCode());
}

} // namespace hitlab
