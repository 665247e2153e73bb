// hitlab: the interactive collision-detection sandbox.
//
// Reads top to bottom like Dear ImGui's SDL2 + OpenGL3 example: SDL init, GL attributes, window, GL
// context, ImGui context, backends, main loop, cleanup in reverse. Every SDL or GL failure prints
// "Error: SDL_X(): message" and exits non-zero. Without a display, SDL's offscreen driver is chosen.
#include "frame_clock.hpp"
#include "frame_driver.hpp"
#include "frame_profile.hpp"
#include "gl.hpp"
#include "options.hpp"
#include "palette.hpp"
#include "paths.hpp"
#include "presenter_display.hpp"
#include "redraw_schedule.hpp"
#include "renderer.hpp"
#include "ui_renderer.hpp"
#include "sandbox.hpp"
#include "sdl_input.hpp"
#include "startup.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <optional>
#include <string>

using namespace hitlab;

namespace
{

// The scene of --scene, or the default one: false after printing why it was refused.
bool openFirstScene(Sandbox& sandbox, const Options& options)
{
    if (options.scene.empty())
    {
        sandbox.openDefaultScene();
        return true;
    }
    if (const auto refused = sandbox.openScene(options.scene))
    {
        std::fprintf(stderr, "Error: %s\n", refused->c_str());
        return false;
    }
    return true;
}

constexpr int kLongestSleepMs = 500;

// Sleeps in SDL until there is a reason to draw a frame: an event, or the schedule's timeout when it
// redraws on one. False when the wait ended without a reason (the loop waits again).
bool waitForReason(RedrawSchedule& schedule, bool animating, bool textInput)
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
    if (woken == 1)
    {
        schedule.eventArrived();
        return true;
    }
    return wait.redrawOnTimeout;
}

} // namespace

int main(int argc, char** argv)
{
    int exitCode = 0;
    const std::optional<Options> options = readCommandLine(argc, argv, exitCode);
    if (!options)
    {
        return exitCode;
    }
    const bool unattended = options->unattended();
    useOffscreenDriverWithoutDisplay();

    // Setup SDL
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0)
    {
        std::fprintf(stderr, "Error: SDL_Init(): %s\n", SDL_GetError());
        return 1;
    }

    // GL 3.3 core + GLSL 330
    requestGlCoreProfile();

    // Create window with graphics context
    const Uint32 windowFlags =
        SDL_WINDOW_OPENGL | (unattended ? 0U : static_cast<Uint32>(SDL_WINDOW_RESIZABLE));
    SDL_Window* window = SDL_CreateWindow("hitlab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          options->width, options->height, windowFlags);
    if (window == nullptr)
    {
        std::fprintf(stderr, "Error: SDL_CreateWindow(): %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_GLContext glContext = SDL_GL_CreateContext(window);
    if (glContext == nullptr)
    {
        std::fprintf(stderr, "Error: SDL_GL_CreateContext(): %s\n", SDL_GetError());
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    if (SDL_GL_MakeCurrent(window, glContext) != 0)
    {
        std::fprintf(stderr, "Error: SDL_GL_MakeCurrent(): %s\n", SDL_GetError());
        SDL_GL_DeleteContext(glContext);
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    SDL_GL_SetSwapInterval(unattended ? 0 : 1); // vsync when a person watches; not all drivers can
    if (const std::string missing = loadGlFunctions(); !missing.empty())
    {
        std::fprintf(stderr, "Error: SDL_GL_GetProcAddress(): %s not found (OpenGL 3.3 core needed)\n",
                     missing.c_str());
        SDL_GL_DeleteContext(glContext);
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }

    // Setup Dear ImGui context
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    const std::string dataRoot = findDataRoot();
    if (dataRoot.empty())
    {
        std::fprintf(stderr, "Error: cannot find the shaders/ directory next to the executable or in %s\n",
                     HITLAB_SOURCE_DIR);
        ImGui::DestroyContext();
        SDL_GL_DeleteContext(glContext);
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    const std::string iniPath = layoutFilePath(!options->keepsLayout(), options->layoutFile);
    const bool japaneseGlyphs = setUpImGui(io, iniPath, dataRoot, unattended, options->presentation);

    // Setup Platform/Renderer backends
    if (!ImGui_ImplSDL2_InitForOpenGL(window, glContext))
    {
        std::fprintf(stderr, "Error: ImGui_ImplSDL2_InitForOpenGL(): failed\n");
        return 1;
    }
    if (!ImGui_ImplOpenGL3_Init("#version 330 core"))
    {
        std::fprintf(stderr, "Error: ImGui_ImplOpenGL3_Init(): failed\n");
        return 1;
    }

    std::string error;
    Renderer renderer;
    if (!renderer.init(dataRoot + "/shaders", error))
    {
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 1;
    }
    UiRenderer uiRenderer;
    if (!uiRenderer.init(dataRoot + "/shaders", error))
    {
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 1;
    }
    // For test_app_ui_renderer, which holds the UI renderer's picture equal to ImGui's own backend's
    // pixel for pixel: HITLAB_UI_RENDERER=imgui draws with the backend, all-fills sends every fill
    // through the fill program, fills-only everything (wrong on purpose, to see that a fault shows).
    const std::string uiRendererChoice =
        std::getenv("HITLAB_UI_RENDERER") != nullptr ? std::getenv("HITLAB_UI_RENDERER") : "";
    const bool imguiBackendDraws = uiRendererChoice == "imgui";
    uiRenderer.setFillRule(uiRendererChoice == "all-fills"    ? UiFillRule::AllFills
                           : uiRendererChoice == "fills-only" ? UiFillRule::Everything
                                                              : UiFillRule::LargeFills);
    Sandbox sandbox(dataRoot, unattended);
    sandbox.setHideUi(options->hideUi);
    sandbox.setPresentation(options->presentation);
    // Before the first frame, which reads the layout file: the welcome keeps its state there.
    sandbox.offerWelcome(options->keepsLayout());
    PresenterDisplay presenterDisplay(options->presentation, dataRoot, unattended);
    sandbox.setJapaneseGlyphs(japaneseGlyphs);
    // The language chosen last time comes with the window layout; read it now rather than in the first
    // frame, so that the first frame is already in that language.
    KeptSettings kept;
    kept.current = &sandbox.settings();
    addKeptSettingsHandler(kept);
    if (!iniPath.empty())
    {
        ImGui::LoadIniSettingsFromDisk(iniPath.c_str());
    }
    if (!openFirstScene(sandbox, *options))
    {
        return 1;
    }
    const UiLanguage language = options->language.empty()   ? kept.language.value_or(UiLanguage::English)
                                : options->language == "ja" ? UiLanguage::Japanese
                                                            : UiLanguage::English;
    if (language == UiLanguage::Japanese)
    {
        sandbox.setLanguage(language); // after the scene, so that a refusal stays in the status line
    }
    FrameDriver driver(*options);
    if (!driver.loadScript(error))
    {
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 1;
    }

    // Main loop
    InputState input;
    FrameClock clock;
    FrameProfile profile;
    RedrawSchedule schedule;
    const bool profiling = options->profileFrames > 0;
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
        if (!unattended && !waitForReason(schedule, sandbox.animating(), io.WantTextInput))
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
        presenterDisplay.apply(sandbox.presentation(), window, io);
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
        renderer.beginFrame(width, height, palette::current().background);
        sandbox.drawCanvas(renderer);
        finishPart(FramePart::CanvasDraw);
        if (imguiBackendDraws)
        {
            ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        }
        else
        {
            uiRenderer.render(*ImGui::GetDrawData());
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
        std::printf("%s\n", profile.report().c_str());
    }
    exitCode = std::max(exitCode, driver.exitCode());

    // Cleanup
    uiRenderer.shutdown();
    renderer.shutdown();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(glContext);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return exitCode;
}
