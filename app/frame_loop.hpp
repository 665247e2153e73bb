// The sandbox's main loop: wait for a reason to draw (an event, an animation, a script), read the
// input, build the UI and the canvas, draw both, hand the frame to the driver (screenshots, scripts,
// --profile) and swap, until the sandbox or the driver ends the run. The order of each frame is that of
// Dear ImGui's SDL2 + OpenGL3 example, with the canvas drawn before the UI.
#pragma once

#include "frame_driver.hpp"
#include "kept_canvas.hpp"
#include "presenter_display.hpp"
#include "renderer.hpp"
#include "ui_renderer.hpp"

struct ImGuiIO;
struct SDL_Window;

namespace hitlab
{

class Sandbox;

// What the renderer does with the canvas under the opaque panels. Only Skip is for use; the others let
// test_app_under_panels check that skipping leaves the picture as it is, and that a wrong skip is seen.
enum class UnderPanels
{
    Skip,      // left out (uncovered_parts.hpp)
    Draw,      // drawn, then hidden by the panels
    SkipWider, // left out and a few pixels around the panels too: wrong on purpose
};

struct FrameLoop
{
    SDL_Window* window;
    ImGuiIO& io;
    Sandbox& sandbox;
    Renderer& renderer;
    UiRenderer& uiRenderer;
    PresenterDisplay& presenterDisplay;
    FrameDriver& driver;
    bool unattended = false;
    int profileFrames = 0;          // --profile N: time the frames and print them as JSON at the end
    bool imguiBackendDraws = false; // HITLAB_UI_RENDERER=imgui: ImGui's own backend draws the UI
    UnderPanels underPanels = UnderPanels::Skip; // HITLAB_CANVAS_UNDER_PANELS (main.cpp)
    CanvasKeeping canvasKeeping = CanvasKeeping::Auto; // HITLAB_KEPT_CANVAS (main.cpp)

    // Runs the frames; returns the exit code (1 after an OpenGL error, else the driver's).
    int run();
};

} // namespace hitlab
