#include "frame_driver.hpp"

#include "sandbox.hpp"
#include "screenshot.hpp"

#include <SDL.h>
#include <imgui.h>

#include <cfloat>
#include <cstdio>

namespace hitlab
{

namespace
{

constexpr float kFixedFrameSeconds = 1.0F / 60.0F; // unattended runs: the frame time is not measured

} // namespace

FrameDriver::FrameDriver(const Options& options)
    : options_(options), scripted_(!options.script.empty()), unattended_(options.unattended())
{
}

bool FrameDriver::loadScript(std::string& error)
{
    return !scripted_ || script_.load(options_.script, error);
}

void FrameDriver::beginFrame(InputState& input, Sandbox& sandbox, ImGuiIO& io)
{
    if (!unattended_)
    {
        // ImGui 1.86's SDL backend reads the pointer with SDL_GetGlobalMouseState where the platform has
        // one. On X11 SDL refreshes that only on the X server's raw motion events, which pointers moved
        // through XTest do not send (x11vnc and other VNC servers of remote lab sessions, xdotool): while
        // a button was held ImGui saw the pointer stay where it was pressed, so no panel, dialog or
        // number field could be dragged (ocornut/imgui issue 7217). SDL's own pointer state follows the
        // motion events, whatever moved the pointer, and is read at the same moment as the buttons the
        // backend took: ImGui gets that position while the pointer is over the window or a button holds
        // it (the backend's other case, the pointer away from a focused window, is left as it is).
        int x = 0;
        int y = 0;
        const Uint32 buttons = SDL_GetMouseState(&x, &y);
        if (io.MousePos.x != -FLT_MAX && (SDL_GetMouseFocus() != nullptr || buttons != 0))
        {
            io.MousePos = ImVec2(static_cast<float>(x), static_cast<float>(y));
        }
        return;
    }
    if (scripted_)
    {
        script_.beginFrame(input, sandbox);
    }
    io.MousePos = input.pointerInside
                      ? ImVec2(static_cast<float>(input.pointer.x), static_cast<float>(input.pointer.y))
                      : ImVec2(-FLT_MAX, -FLT_MAX);
    for (int b = 0; b < 3; ++b)
    {
        io.MouseDown[b] = input.down[b] || input.pressed[b];
    }
    io.MouseWheel = static_cast<float>(input.wheel);
    if (!input.text.empty())
    {
        io.AddInputCharactersUTF8(input.text.c_str());
    }
    io.KeyCtrl = input.ctrl;
    io.KeyShift = input.shift;
    io.KeyAlt = input.alt;
    io.DeltaTime = kFixedFrameSeconds;
}

bool FrameDriver::writeScreenshot(const std::string& path, const Renderer& renderer, int width, int height)
{
    if (auto error = writePng(path, width, height, renderer.readPixels(width, height)))
    {
        std::fprintf(stderr, "Error: %s\n", error->c_str());
        return false;
    }
    return true;
}

bool FrameDriver::writeSvg(const Sandbox& sandbox)
{
    const ExportRequest request{options_.svg, ExportFormat::Svg};
    std::optional<std::string> error;
    if (const auto problem = checkExportPath(request.path, request.format))
    {
        error = "--svg: " + describeExportProblem(*problem, request.path, request.format);
    }
    else
    {
        error = sandbox.writeFigure(request, nullptr);
    }
    if (error)
    {
        std::fprintf(stderr, "Error: %s\n", error->c_str());
        return false;
    }
    return true;
}

bool FrameDriver::writeFinalFiles(const Sandbox& sandbox, const Renderer& renderer, int width, int height)
{
    bool written = true;
    if (!options_.screenshot.empty() && !writeScreenshot(options_.screenshot, renderer, width, height))
    {
        written = false;
    }
    if (!options_.svg.empty() && !writeSvg(sandbox))
    {
        written = false;
    }
    return written;
}

bool FrameDriver::endFrame(Sandbox& sandbox, const InputState& input, const Renderer& renderer, int width,
                           int height)
{
    ++frame_;
    // F12 or File > Capture screenshot saves what the user sees; the end-to-end test reads the window
    // this way too. A script may pick the menu item as well (menu file/capture).
    const bool capture = sandbox.takeCaptureRequest() || (!unattended_ && input.pressedKey("f12"));
    if (capture)
    {
        const auto error = writePng(options_.capture, width, height, renderer.readPixels(width, height));
        sandbox.reportCapture(options_.capture, error);
        if (error)
        {
            std::fprintf(stderr, "Error: %s\n", error->c_str());
        }
        else
        {
            std::printf("saved %s\n", options_.capture.c_str());
            std::fflush(stdout);
        }
    }
    if (scripted_)
    {
        script_.endFrame(sandbox, width, height, [&] { return renderer.readPixels(width, height); });
        if (!script_.finished())
        {
            return false;
        }
        if (script_.failed())
        {
            std::fprintf(stderr, "Error: %s\n", script_.error().c_str());
            exitCode_ = 1;
        }
        else if (!writeFinalFiles(sandbox, renderer, width, height))
        {
            exitCode_ = 1;
        }
        return true;
    }
    if (!unattended_)
    {
        return false;
    }
    if (frame_ >= (options_.profileFrames > 0 ? options_.profileFrames : options_.frames))
    {
        if (!writeFinalFiles(sandbox, renderer, width, height))
        {
            exitCode_ = 1;
        }
        return true;
    }
    return false;
}

} // namespace hitlab
