#include "startup.hpp"

#include "gl.hpp"
#include "panels/panel_style.hpp"
#include "paths.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <stb_truetype.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace hitlab
{

namespace
{

constexpr float kFontSize = panel_style::kBaseFontSize;

// The sandbox's own look over ImGui's dark style.
void tuneDarkStyle(ImGuiStyle& style)
{
    ImVec4* colors = style.Colors;
    // Opaque, as every panel: the renderer leaves out the canvas under them (uncovered_parts.hpp).
    colors[ImGuiCol_WindowBg] = ImVec4(0.10F, 0.11F, 0.13F, 1.0F);
    colors[ImGuiCol_TitleBg] = ImVec4(0.12F, 0.13F, 0.16F, 1.0F);
    colors[ImGuiCol_TitleBgActive] = ImVec4(0.16F, 0.20F, 0.28F, 1.0F);
    colors[ImGuiCol_MenuBarBg] = ImVec4(0.12F, 0.13F, 0.16F, 1.0F);
    colors[ImGuiCol_FrameBg] = ImVec4(0.18F, 0.20F, 0.24F, 1.0F);
    colors[ImGuiCol_Header] = ImVec4(0.22F, 0.32F, 0.48F, 0.8F);
    colors[ImGuiCol_Button] = ImVec4(0.20F, 0.28F, 0.42F, 0.9F);
}

// ImGui's light style made for a projector: opaque white panels, black text, borders on every frame
// and saturated blues for what can be clicked, so that nothing depends on faint greys.
void tuneLightStyle(ImGuiStyle& style)
{
    style.FrameBorderSize = 1.0F;
    ImVec4* colors = style.Colors;
    const ImVec4 black(0.0F, 0.0F, 0.0F, 1.0F);
    colors[ImGuiCol_Text] = black;
    colors[ImGuiCol_TextDisabled] = ImVec4(0.35F, 0.35F, 0.38F, 1.0F);
    colors[ImGuiCol_WindowBg] = ImVec4(1.0F, 1.0F, 1.0F, 1.0F);
    colors[ImGuiCol_PopupBg] = ImVec4(1.0F, 1.0F, 1.0F, 1.0F);
    colors[ImGuiCol_Border] = ImVec4(0.20F, 0.22F, 0.26F, 0.9F);
    colors[ImGuiCol_TitleBg] = ImVec4(0.86F, 0.88F, 0.92F, 1.0F);
    colors[ImGuiCol_TitleBgActive] = ImVec4(0.70F, 0.80F, 0.96F, 1.0F);
    colors[ImGuiCol_MenuBarBg] = ImVec4(0.90F, 0.91F, 0.94F, 1.0F);
    colors[ImGuiCol_FrameBg] = ImVec4(0.95F, 0.96F, 0.98F, 1.0F);
    colors[ImGuiCol_FrameBgHovered] = ImVec4(0.80F, 0.88F, 1.0F, 1.0F);
    colors[ImGuiCol_FrameBgActive] = ImVec4(0.68F, 0.80F, 1.0F, 1.0F);
    colors[ImGuiCol_Button] = ImVec4(0.74F, 0.84F, 1.0F, 1.0F);
    colors[ImGuiCol_ButtonHovered] = ImVec4(0.56F, 0.72F, 1.0F, 1.0F);
    colors[ImGuiCol_ButtonActive] = ImVec4(0.40F, 0.60F, 0.98F, 1.0F);
    colors[ImGuiCol_Header] = ImVec4(0.70F, 0.80F, 0.98F, 1.0F);
    colors[ImGuiCol_HeaderHovered] = ImVec4(0.56F, 0.72F, 1.0F, 1.0F);
    colors[ImGuiCol_HeaderActive] = ImVec4(0.40F, 0.60F, 0.98F, 1.0F);
    colors[ImGuiCol_CheckMark] = ImVec4(0.0F, 0.25F, 0.75F, 1.0F);
    colors[ImGuiCol_SliderGrab] = ImVec4(0.10F, 0.35F, 0.85F, 1.0F);
    colors[ImGuiCol_SliderGrabActive] = ImVec4(0.0F, 0.25F, 0.75F, 1.0F);
    colors[ImGuiCol_Separator] = ImVec4(0.35F, 0.38F, 0.44F, 1.0F);
}

// After SDL_Init: whether SDL draws without a window (its offscreen or dummy driver) though nobody
// chose that driver, as when the display in DISPLAY does not answer.
bool fellBackToNoWindow()
{
    const char* driver = SDL_GetCurrentVideoDriver();
    const bool windowless =
        driver != nullptr && (std::strcmp(driver, "offscreen") == 0 || std::strcmp(driver, "dummy") == 0);
    // A driver asked for (SDL_VIDEODRIVER, or the offscreen one useOffscreenDriverWithoutDisplay, gl.hpp,
    // chooses when there is no display) is no fallback.
    const char* chosen = SDL_GetHint(SDL_HINT_VIDEODRIVER);
    return windowless && (chosen == nullptr || *chosen == '\0');
}

} // namespace

std::string layoutFilePath(bool unattended, const std::string& chosen)
{
    if (!chosen.empty())
    {
        return chosen;
    }
    if (unattended)
    {
        return {};
    }
    const std::string directory = userDataDirectory();
    return directory.empty() ? std::string() : directory + "imgui.ini";
}

namespace
{

constexpr const char* kKeptSettingsType = "Hitlab";
constexpr const char* kKeptSettingsEntry = "Settings";

void* openKeptSettings(ImGuiContext*, ImGuiSettingsHandler* handler, const char* name)
{
    return std::strcmp(name, kKeptSettingsEntry) == 0 ? handler->UserData : nullptr;
}

void readKeptSetting(ImGuiContext*, ImGuiSettingsHandler*, void* entry, const char* line)
{
    auto* kept = static_cast<KeptSettings*>(entry);
    // Anything else (a language this build does not know, a hand-edited typo) leaves the default.
    if (std::strcmp(line, "Language=ja") == 0)
    {
        kept->language = UiLanguage::Japanese;
    }
    else if (std::strcmp(line, "Language=en") == 0)
    {
        kept->language = UiLanguage::English;
    }
}

void writeKeptSettings(ImGuiContext*, ImGuiSettingsHandler* handler, ImGuiTextBuffer* out)
{
    const auto* kept = static_cast<const KeptSettings*>(handler->UserData);
    if (kept->current == nullptr)
    {
        return;
    }
    out->appendf("[%s][%s]\n", kKeptSettingsType, kKeptSettingsEntry);
    out->appendf("Language=%s\n\n", kept->current->japanese() ? "ja" : "en");
}

// A font file's bytes when ImGui can build its atlas from them: the file read, and its first font found
// and opened as ImGui's stb_truetype will; empty otherwise. ImGui 1.86 does not report a file it cannot
// read or a font it cannot open, it stops the program on an assertion, so every font is checked before
// it is handed over, and then handed over from these bytes rather than read again.
std::vector<unsigned char> usableFontBytes(const std::string& path)
{
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error))
    {
        return {};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in)
    {
        return {};
    }
    std::vector<unsigned char> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // The smallest font file's table directory; stb_truetype reads that far without checking.
    constexpr std::size_t kFontHeaderBytes = 12;
    if (data.size() < kFontHeaderBytes || data.size() > static_cast<std::size_t>(INT_MAX))
    {
        return {};
    }
    const int offset = stbtt_GetFontOffsetForIndex(data.data(), 0);
    stbtt_fontinfo font{};
    if (offset < 0 || stbtt_InitFont(&font, data.data(), offset) == 0)
    {
        return {};
    }
    return data;
}

// Adds the font of `bytes` (usableFontBytes) to the atlas, which takes over a copy in its own memory.
ImFont* addFont(ImGuiIO& io, const std::vector<unsigned char>& bytes, float size,
                const ImFontConfig* config = nullptr, const ImWchar* ranges = nullptr)
{
    void* owned = IM_ALLOC(bytes.size());
    std::memcpy(owned, bytes.data(), bytes.size());
    return io.Fonts->AddFontFromMemoryTTF(owned, static_cast<int>(bytes.size()), size, config, ranges);
}

// The first Japanese font found that ImGui can use: its path and bytes, both empty when there is none.
struct FontFile
{
    std::string path;
    std::vector<unsigned char> bytes;
};

FontFile findJapaneseFont()
{
    if (const char* chosen = std::getenv("HITLAB_JAPANESE_FONT"))
    {
        std::vector<unsigned char> bytes = usableFontBytes(chosen);
        if (!bytes.empty())
        {
            return {chosen, std::move(bytes)};
        }
        std::fprintf(stderr, "Warning: HITLAB_JAPANESE_FONT=%s is not a font file that can be read\n",
                     chosen);
        return {};
    }
    for (const char* candidate : {"/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
                                  "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
                                  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"})
    {
        std::vector<unsigned char> bytes = usableFontBytes(candidate);
        if (!bytes.empty())
        {
            return {candidate, std::move(bytes)};
        }
    }
    return {};
}

} // namespace

void addKeptSettingsHandler(KeptSettings& kept)
{
    ImGuiSettingsHandler handler;
    handler.TypeName = kKeptSettingsType;
    handler.TypeHash = ImHashStr(kKeptSettingsType);
    handler.ReadOpenFn = openKeptSettings;
    handler.ReadLineFn = readKeptSetting;
    handler.WriteAllFn = writeKeptSettings;
    handler.UserData = &kept;
    ImGui::GetCurrentContext()->SettingsHandlers.push_back(handler);
}

void styleImGui(Theme theme, float scale)
{
    // A fresh style each time: ScaleAllSizes multiplies, so scaling the current one would compound.
    ImGuiStyle style;
    if (theme == Theme::Light)
    {
        ImGui::StyleColorsLight(&style);
    }
    else
    {
        ImGui::StyleColorsDark(&style);
    }
    style.WindowRounding = 6.0F;
    style.FrameRounding = 4.0F;
    style.GrabRounding = 4.0F;
    style.PopupRounding = 4.0F;
    style.WindowBorderSize = 1.0F;
    style.FramePadding = ImVec2(6.0F, 4.0F);
    style.ItemSpacing = ImVec2(8.0F, 6.0F);
    if (theme == Theme::Light)
    {
        tuneLightStyle(style);
    }
    else
    {
        tuneDarkStyle(style);
    }
    if (scale != 1.0F)
    {
        style.ScaleAllSizes(scale);
    }
    ImGui::GetStyle() = style;
    panel_style::textColors() = theme == Theme::Light ? panel_style::kTextOnLight : panel_style::kTextOnDark;
}

std::optional<AppWindow> openAppWindow(const Options& options)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0)
    {
        std::fprintf(stderr, "Error: SDL_Init(): %s\n", SDL_GetError());
        return std::nullopt;
    }
    const bool unattended = options.unattended();
    if (!unattended && fellBackToNoWindow())
    {
        // SDL falls back to drawing offscreen when the display it was given does not answer: the
        // sandbox would run with no window anyone can see, waiting for input that cannot come.
        std::string displays;
        for (const char* variable : {"DISPLAY", "WAYLAND_DISPLAY"})
        {
            if (const char* value = std::getenv(variable))
            {
                displays += (displays.empty() ? "" : ", ") + std::string(variable) + "=" + value;
            }
        }
        const std::string reason =
            displays.empty()
                ? "no display is set (DISPLAY, WAYLAND_DISPLAY); set DISPLAY to a running X server"
                : "the display " + displays +
                      " does not answer; start it, or point DISPLAY at a running X server";
        std::fprintf(stderr,
                     "Error: no window can be opened: %s (--screenshot and --profile draw without one).\n",
                     reason.c_str());
        SDL_Quit();
        return std::nullopt;
    }
    requestGlCoreProfile();
    const Uint32 windowFlags =
        SDL_WINDOW_OPENGL | (unattended ? 0U : static_cast<Uint32>(SDL_WINDOW_RESIZABLE));
    AppWindow opened;
    opened.window = SDL_CreateWindow("hitlab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width,
                                     options.height, windowFlags);
    if (opened.window == nullptr)
    {
        std::fprintf(stderr, "Error: SDL_CreateWindow(): %s\n", SDL_GetError());
        closeAppWindow(opened);
        return std::nullopt;
    }
    if (unattended)
    {
        // Drawn offscreen, into a surface that keeps the size it was made with: a script may make the
        // window smaller (script_verbs.hpp, window), never larger.
        SDL_SetWindowMaximumSize(opened.window, options.width, options.height);
    }
    opened.glContext = SDL_GL_CreateContext(opened.window);
    if (opened.glContext == nullptr)
    {
        std::fprintf(stderr, "Error: SDL_GL_CreateContext(): %s\n", SDL_GetError());
        closeAppWindow(opened);
        return std::nullopt;
    }
    if (SDL_GL_MakeCurrent(opened.window, opened.glContext) != 0)
    {
        std::fprintf(stderr, "Error: SDL_GL_MakeCurrent(): %s\n", SDL_GetError());
        closeAppWindow(opened);
        return std::nullopt;
    }
    SDL_GL_SetSwapInterval(unattended ? 0 : 1); // vsync when a person watches; not all drivers can
    if (const std::string missing = loadGlFunctions(); !missing.empty())
    {
        std::fprintf(stderr, "Error: SDL_GL_GetProcAddress(): %s not found (OpenGL 3.3 core needed)\n",
                     missing.c_str());
        closeAppWindow(opened);
        return std::nullopt;
    }
    return opened;
}

void closeAppWindow(AppWindow& window)
{
    if (window.glContext != nullptr)
    {
        SDL_GL_DeleteContext(window.glContext);
    }
    if (window.window != nullptr)
    {
        SDL_DestroyWindow(window.window);
    }
    SDL_Quit();
    window = AppWindow{};
}

bool setUpImGui(ImGuiIO& io, const std::string& iniPath, const std::string& dataRoot, bool unattended,
                const Presentation& presentation)
{
    io.IniFilename = iniPath.empty() ? nullptr : iniPath.c_str();
    io.ConfigInputTextCursorBlink = !unattended;
    styleImGui(presentation.theme, presentation.uiScale);
    return loadUiFonts(io, dataRoot, presentation.uiScale);
}

bool loadUiFonts(ImGuiIO& io, const std::string& dataRoot, float scale)
{
    io.Fonts->Clear();
    const float size = kFontSize * scale;
    const std::string fontPath = dataRoot + "/assets/fonts/DejaVuSans.ttf";
    const std::vector<unsigned char> uiFont = usableFontBytes(fontPath);
    if (uiFont.empty() || addFont(io, uiFont, size) == nullptr)
    {
        std::fprintf(stderr, "Warning: cannot load %s, using ImGui's built-in font\n", fontPath.c_str());
        io.Fonts->AddFontDefault();
    }
    const FontFile japaneseFont = findJapaneseFont();
    if (japaneseFont.bytes.empty())
    {
        std::fprintf(stderr,
                     "Warning: no Japanese font found (install fonts-ipafont-gothic): English only\n");
        return false;
    }
    // Merged into the font above: its own glyphs (Latin, symbols) win, the Japanese ones fill the gaps.
    ImFontConfig merge;
    merge.MergeMode = true;
    merge.PixelSnapH = true;
    if (addFont(io, japaneseFont.bytes, size, &merge, io.Fonts->GetGlyphRangesJapanese()) == nullptr)
    {
        std::fprintf(stderr, "Warning: cannot load %s: English only\n", japaneseFont.path.c_str());
        return false;
    }
    return true;
}

} // namespace hitlab
