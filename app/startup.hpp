// The steps of main's start-up that are more than one call: choosing SDL's video driver, opening the
// window with an OpenGL 3.3 core context, and setting Dear ImGui up (layout file, style, font).
#pragma once

#include "options.hpp"

#include "model/presentation.hpp"
#include "panels/panel_context.hpp"

#include <optional>
#include <string>

struct ImGuiIO;
struct SDL_Window;

namespace hitlab
{

// The window and its OpenGL context (SDL_GLContext is a pointer).
struct AppWindow
{
    SDL_Window* window = nullptr;
    void* glContext = nullptr;
};

// SDL (video and timer), a window of the options' size (resizable when a person drives it) with an
// OpenGL 3.3 core context made current, vsync when a person watches, and the GL functions loaded: the
// steps of Dear ImGui's SDL2 + OpenGL3 example. On a failure prints "Error: SDL_X(): message", undoes
// what was done and returns nothing.
std::optional<AppWindow> openAppWindow(const Options& options);

// Closes what openAppWindow opened, in reverse (after ImGui's backends are shut down).
void closeAppWindow(AppWindow& window);

// Where ImGui keeps the window layout: `chosen` (--layout) when given, else imgui.ini in the user's data
// directory, never the working directory. Empty (no layout file) for unattended runs without --layout,
// so that tests and screenshots neither read nor change the user's layout, or when SDL gives no such
// directory.
std::string layoutFilePath(bool unattended, const std::string& chosen);

// What the layout file keeps besides ImGui's own window places: the UI's language. Registered before
// the file is read; `current` is what is written back when ImGui saves it.
struct KeptSettings
{
    std::optional<UiLanguage> language; // as read from the file
    const SandboxSettings* current = nullptr;
};

// Adds the [Hitlab][Settings] section to ImGui's layout file. `kept` must outlive ImGui's context.
void addKeptSettingsHandler(KeptSettings& kept);

// Layout file (`iniPath` must outlive ImGui's context; empty: none), then styleImGui and loadUiFonts for
// `presentation`. Returns what loadUiFonts returns.
bool setUpImGui(ImGuiIO& io, const std::string& iniPath, const std::string& dataRoot, bool unattended,
                const Presentation& presentation);

// ImGui's style for `theme` with every size multiplied by `scale`, built fresh (not from the current
// style, so that scales do not compound).
void styleImGui(Theme theme, float scale);

// Replaces the font atlas with the UI font from `dataRoot`/assets/fonts at `scale` times its size
// (ImGui's built-in font, with a warning, if it cannot be read); the renderer backend must upload it
// again. Returns whether Japanese glyphs were merged into the UI font: from HITLAB_JAPANESE_FONT when
// set, else from Debian's fonts-ipafont-gothic or fonts-noto-cjk; false (and a warning) when none is
// found.
bool loadUiFonts(ImGuiIO& io, const std::string& dataRoot, float scale);

} // namespace hitlab
