// hitlab: the interactive collision-detection sandbox.
//
// Reads top to bottom like Dear ImGui's SDL2 + OpenGL3 example: SDL init, GL attributes, window, GL
// context, ImGui context, backends, main loop, cleanup in reverse. Every SDL or GL failure prints
// "Error: SDL_X(): message" and exits non-zero. Without a display, SDL's offscreen driver is chosen.
#include "gl.hpp"
#include "options.hpp"
#include "palette.hpp"
#include "paths.hpp"
#include "renderer.hpp"
#include "sandbox.hpp"
#include "screenshot.hpp"
#include "script.hpp"
#include "sdl_input.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cfloat>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace hitlab;

namespace
{

constexpr float kFontSize = 15.0F;
constexpr float kFixedFrameSeconds = 1.0F / 60.0F; // screenshots and scripts: frame time is not measured

void styleImGui()
{
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 6.0F;
    style.FrameRounding = 4.0F;
    style.GrabRounding = 4.0F;
    style.PopupRounding = 4.0F;
    style.WindowBorderSize = 1.0F;
    style.FramePadding = ImVec2(6.0F, 4.0F);
    style.ItemSpacing = ImVec2(8.0F, 6.0F);
    ImVec4* colors = style.Colors;
    colors[ImGuiCol_WindowBg] = ImVec4(0.10F, 0.11F, 0.13F, 0.94F);
    colors[ImGuiCol_TitleBg] = ImVec4(0.12F, 0.13F, 0.16F, 1.0F);
    colors[ImGuiCol_TitleBgActive] = ImVec4(0.16F, 0.20F, 0.28F, 1.0F);
    colors[ImGuiCol_MenuBarBg] = ImVec4(0.12F, 0.13F, 0.16F, 1.0F);
    colors[ImGuiCol_FrameBg] = ImVec4(0.18F, 0.20F, 0.24F, 1.0F);
    colors[ImGuiCol_Header] = ImVec4(0.22F, 0.32F, 0.48F, 0.8F);
    colors[ImGuiCol_Button] = ImVec4(0.20F, 0.28F, 0.42F, 0.9F);
}

} // namespace

int main(int argc, char** argv)
{
    std::string error;
    const auto parsed = parseOptions(argc, argv, error);
    if (!parsed)
    {
        std::fprintf(stderr, "Error: %s\n%s", error.c_str(), usageText());
        return 2;
    }
    const Options& options = *parsed;
    if (options.help)
    {
        std::printf("%s", usageText());
        return 0;
    }
    const bool scripted = !options.script.empty();
    const bool unattended = scripted || !options.screenshot.empty();

    // No display: SDL's offscreen driver, where Mesa gives an OpenGL core context without X or Wayland.
    const bool haveDisplay = std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY") != nullptr;
    if (!haveDisplay && std::getenv("SDL_VIDEODRIVER") == nullptr)
    {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    }

    // Setup SDL
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0)
    {
        std::fprintf(stderr, "Error: SDL_Init(): %s\n", SDL_GetError());
        return 1;
    }

    // GL 3.3 core + GLSL 330
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

    // Create window with graphics context
    const Uint32 windowFlags =
        SDL_WINDOW_OPENGL | (unattended ? 0U : static_cast<Uint32>(SDL_WINDOW_RESIZABLE));
    SDL_Window* window = SDL_CreateWindow("hitlab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          options.width, options.height, windowFlags);
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
    // Layout lives in the user's data directory, never the working directory; screenshots use none.
    const std::string iniPath = unattended ? std::string() : userDataDirectory() + "imgui.ini";
    io.IniFilename = (unattended || userDataDirectory().empty()) ? nullptr : iniPath.c_str();
    io.ConfigInputTextCursorBlink = !unattended;
    styleImGui();

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
    const std::string fontPath = dataRoot + "/assets/fonts/DejaVuSans.ttf";
    if (io.Fonts->AddFontFromFileTTF(fontPath.c_str(), kFontSize) == nullptr)
    {
        std::fprintf(stderr, "Warning: cannot load %s, using ImGui's built-in font\n", fontPath.c_str());
        io.Fonts->AddFontDefault();
    }

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

    Renderer renderer;
    if (!renderer.init(dataRoot + "/shaders", error))
    {
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 1;
    }
    Sandbox sandbox;
    sandbox.init(dataRoot, unattended);
    sandbox.hideUi = options.hideUi;
    if (!options.scene.empty())
    {
        if (const auto refused = sandbox.openScene(options.scene))
        {
            std::fprintf(stderr, "Error: %s\n", refused->c_str());
            return 1;
        }
    }
    else
    {
        sandbox.openDefaultScene();
    }
    ScriptPlayer script;
    if (scripted && !script.load(options.script, error))
    {
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 1;
    }

    // Main loop
    int exitCode = 0;
    int frame = 0;
    bool done = false;
    InputState input;
    auto lastFrame = std::chrono::steady_clock::now();
    double renderMs = 0.0;
    while (!done)
    {
        input.beginFrame();
        SDL_Event event;
        while (SDL_PollEvent(&event))
        {
            ImGui_ImplSDL2_ProcessEvent(&event);
            if (!unattended)
            {
                applySdlEvent(input, event);
            }
            if (event.type == SDL_QUIT ||
                (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
                 event.window.windowID == SDL_GetWindowID(window)))
            {
                done = true;
            }
        }
        if (!unattended)
        {
            pollModifiers(input);
        }

        // Start the Dear ImGui frame
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        if (unattended)
        {
            // ImGui 1.86 polls the mouse in NewFrame: the script's pointer (or none) goes straight into io.
            if (scripted)
            {
                script.beginFrame(input, sandbox);
            }
            io.MousePos = input.pointerInside ? ImVec2(static_cast<float>(input.pointer.x),
                                                       static_cast<float>(input.pointer.y))
                                              : ImVec2(-FLT_MAX, -FLT_MAX);
            for (int b = 0; b < 3; ++b)
            {
                io.MouseDown[b] = input.down[b] || input.pressed[b];
            }
            io.MouseWheel = static_cast<float>(input.wheel);
            io.KeyCtrl = input.ctrl;
            io.KeyShift = input.shift;
            io.KeyAlt = input.alt;
            io.DeltaTime = kFixedFrameSeconds;
        }
        ImGui::NewFrame();

        int width = 0;
        int height = 0;
        SDL_GL_GetDrawableSize(window, &width, &height);
        sandbox.update(input, width, height, io.WantCaptureMouse, io.WantCaptureKeyboard);
        sandbox.buildUi(width, height);
        sandbox.buildCanvas(width, height, ImGui::GetBackgroundDrawList());

        // Rendering
        ImGui::Render();
        const auto renderStart = std::chrono::steady_clock::now();
        renderer.beginFrame(width, height, palette::kBackground);
        sandbox.drawCanvas(renderer, width, height);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        renderMs =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - renderStart).count();
        if (const GLenum glError = glGetError(); glError != GL_NO_ERROR)
        {
            std::fprintf(stderr, "Error: OpenGL error 0x%04x while rendering\n", glError);
            exitCode = 1;
            done = true;
        }
        ++frame;

        // Screenshots read the back buffer before the swap.
        auto readBackBuffer = [&] { return renderer.readPixels(width, height); };
        if (scripted)
        {
            script.endFrame(sandbox, width, height, readBackBuffer);
            if (script.finished())
            {
                if (script.failed())
                {
                    std::fprintf(stderr, "Error: %s\n", script.error().c_str());
                    exitCode = 1;
                }
                else if (!options.screenshot.empty())
                {
                    if (auto writeError = writePng(options.screenshot, width, height, readBackBuffer()))
                    {
                        std::fprintf(stderr, "Error: %s\n", writeError->c_str());
                        exitCode = 1;
                    }
                }
                done = true;
            }
        }
        else if (!unattended && input.pressedKey("f12"))
        {
            // F12 saves what the user sees; the end-to-end test reads the window this way too.
            if (auto writeError = writePng(options.capture, width, height, readBackBuffer()))
            {
                std::fprintf(stderr, "Error: %s\n", writeError->c_str());
            }
            else
            {
                std::printf("saved %s\n", options.capture.c_str());
                std::fflush(stdout);
            }
        }
        else if (!options.screenshot.empty() && frame >= options.frames)
        {
            if (auto writeError = writePng(options.screenshot, width, height, readBackBuffer()))
            {
                std::fprintf(stderr, "Error: %s\n", writeError->c_str());
                exitCode = 1;
            }
            done = true;
        }
        SDL_GL_SwapWindow(window);

        const auto now = std::chrono::steady_clock::now();
        sandbox.setFrameTimes(std::chrono::duration<double, std::milli>(now - lastFrame).count(), renderMs);
        lastFrame = now;
        done = done || sandbox.quitRequested;
    }

    // Cleanup
    renderer.shutdown();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(glContext);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return exitCode;
}
