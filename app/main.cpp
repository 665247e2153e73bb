// hitlab: the interactive collision-detection sandbox.
//
// Reads top to bottom like Dear ImGui's SDL2 + OpenGL3 example: the window and its GL context
// (startup.cpp), the ImGui context and its backends, the renderers and the sandbox, the main loop
// (frame_loop.cpp), cleanup in reverse. Every SDL or GL failure prints "Error: SDL_X(): message" and
// exits non-zero. Without a display, SDL's offscreen driver is chosen.
#include "frame_driver.hpp"
#include "frame_loop.hpp"
#include "gl.hpp"
#include "options.hpp"
#include "paths.hpp"
#include "presenter_display.hpp"
#include "renderer.hpp"
#include "sandbox.hpp"
#include "startup.hpp"
#include "ui_renderer.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

using namespace hitlab;

namespace
{

// A choice the tests make through the environment (HITLAB_...): the variable's value, empty when unset.
std::string testChoice(const char* variable)
{
    const char* value = std::getenv(variable);
    return value != nullptr ? value : "";
}

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
    std::optional<AppWindow> opened = openAppWindow(*options);
    if (!opened)
    {
        return 1;
    }
    AppWindow& appWindow = *opened;
    SDL_Window* window = appWindow.window;

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
        closeAppWindow(appWindow);
        return 1;
    }
    const std::string iniPath = layoutFilePath(!options->keepsLayout(), options->layoutFile);
    const bool japaneseGlyphs = setUpImGui(io, iniPath, dataRoot, unattended, options->presentation);

    // Setup Platform/Renderer backends
    if (!ImGui_ImplSDL2_InitForOpenGL(window, appWindow.glContext))
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
    // For test_app_large_polygon, which holds small polygons' pixels equal however they are drawn:
    // HITLAB_FLAT_POLYGONS=never reads every polygon's vertices from the buffer for each pixel.
    renderer.setFlatPolygons(testChoice("HITLAB_FLAT_POLYGONS") != "never");
    // For test_app_ui_renderer, which holds the picture equal whether the panels are kept between frames
    // or drawn every frame: HITLAB_KEPT_PANELS=never draws them every frame, stale keeps a panel also
    // when it changed (wrong on purpose, to see that a fault shows; ui_panel_keeper.hpp).
    const std::string panelsChoice = testChoice("HITLAB_KEPT_PANELS");
    UiRenderer uiRenderer(panelsChoice == "never"   ? UiKeeping::Never
                          : panelsChoice == "stale" ? UiKeeping::Stale
                                                    : UiKeeping::Auto);
    if (!uiRenderer.init(dataRoot + "/shaders", error))
    {
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 1;
    }
    // For test_app_ui_renderer, which holds the UI renderer's picture equal to ImGui's own backend's
    // pixel for pixel: HITLAB_UI_RENDERER=imgui draws with the backend, all-fills sends every fill
    // through the fill program, fills-only everything (wrong on purpose, to see that a fault shows).
    const std::string uiRendererChoice = testChoice("HITLAB_UI_RENDERER");
    const bool imguiBackendDraws = uiRendererChoice == "imgui";
    uiRenderer.setFillRule(uiRendererChoice == "all-fills"    ? UiFillRule::AllFills
                           : uiRendererChoice == "fills-only" ? UiFillRule::Everything
                                                              : UiFillRule::LargeFills);
    // For test_app_under_panels, which holds the picture equal whether or not the canvas under the opaque
    // panels is drawn: HITLAB_CANVAS_UNDER_PANELS=draw draws it, skip-wider leaves out a few pixels more
    // (wrong on purpose, to see that a fault shows).
    const std::string underPanelsChoice = testChoice("HITLAB_CANVAS_UNDER_PANELS");
    const UnderPanels underPanels = underPanelsChoice == "draw"         ? UnderPanels::Draw
                                    : underPanelsChoice == "skip-wider" ? UnderPanels::SkipWider
                                                                        : UnderPanels::Skip;
    // For test_app_kept_canvas, which holds the picture equal whether the canvas is kept between frames
    // or drawn whole each time: HITLAB_KEPT_CANVAS=always keeps it even for a small canvas, never draws
    // it whole every frame, whole too but shaded as a kept canvas is, stale leaves the changed parts
    // undrawn (wrong on purpose, to see that a fault shows; kept_canvas.hpp).
    const std::string keptChoice = testChoice("HITLAB_KEPT_CANVAS");
    const CanvasKeeping canvasKeeping = keptChoice == "always"  ? CanvasKeeping::Always
                                        : keptChoice == "never" ? CanvasKeeping::Never
                                        : keptChoice == "whole" ? CanvasKeeping::Whole
                                        : keptChoice == "stale" ? CanvasKeeping::Stale
                                                                : CanvasKeeping::Auto;
    Sandbox sandbox(dataRoot, unattended);
    sandbox.setHideUi(options->hideUi);
    // For test_app_kept_canvas, which holds the picture equal whether the canvas keeps its shapes' batch
    // between frames or builds it every frame: HITLAB_SHAPES_BATCH=rebuild builds it every frame, stale
    // keeps it while the document stays the same (wrong on purpose, to see that a fault shows).
    const std::string shapesChoice = testChoice("HITLAB_SHAPES_BATCH");
    sandbox.setShapesKeeping(shapesChoice == "rebuild" ? ShapesKeeping::Never
                             : shapesChoice == "stale" ? ShapesKeeping::WhileTheDocumentIsTheSame
                                                       : ShapesKeeping::WhileTheSame);
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

    FrameLoop loop{window,
                   io,
                   sandbox,
                   renderer,
                   uiRenderer,
                   presenterDisplay,
                   driver,
                   unattended,
                   options->profileFrames,
                   imguiBackendDraws,
                   underPanels,
                   canvasKeeping};
    exitCode = loop.run();

    // Cleanup
    uiRenderer.shutdown();
    renderer.shutdown();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    closeAppWindow(appWindow);
    return exitCode;
}
