#include "startup.hpp"

#include "paths.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace hitlab
{

namespace
{

constexpr float kFontSize = 15.0F;

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

void useOffscreenDriverWithoutDisplay()
{
    const bool haveDisplay = std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY") != nullptr;
    if (!haveDisplay && std::getenv("SDL_VIDEODRIVER") == nullptr)
    {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    }
}

void requestGlCoreProfile()
{
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
}

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

// The first Japanese font found, or empty.
std::string findJapaneseFont()
{
    if (const char* chosen = std::getenv("HITLAB_JAPANESE_FONT"))
    {
        return std::filesystem::is_regular_file(chosen) ? std::string(chosen) : std::string();
    }
    for (const char* candidate : {"/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
                                  "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
                                  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"})
    {
        if (std::filesystem::is_regular_file(candidate))
        {
            return candidate;
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

bool setUpImGui(ImGuiIO& io, const std::string& iniPath, const std::string& dataRoot, bool unattended)
{
    io.IniFilename = iniPath.empty() ? nullptr : iniPath.c_str();
    io.ConfigInputTextCursorBlink = !unattended;
    styleImGui();
    const std::string fontPath = dataRoot + "/assets/fonts/DejaVuSans.ttf";
    if (io.Fonts->AddFontFromFileTTF(fontPath.c_str(), kFontSize) == nullptr)
    {
        std::fprintf(stderr, "Warning: cannot load %s, using ImGui's built-in font\n", fontPath.c_str());
        io.Fonts->AddFontDefault();
    }
    const std::string japaneseFont = findJapaneseFont();
    if (japaneseFont.empty())
    {
        std::fprintf(stderr,
                     "Warning: no Japanese font found (install fonts-ipafont-gothic): English only\n");
        return false;
    }
    // Merged into the font above: its own glyphs (Latin, symbols) win, the Japanese ones fill the gaps.
    ImFontConfig merge;
    merge.MergeMode = true;
    merge.PixelSnapH = true;
    if (io.Fonts->AddFontFromFileTTF(japaneseFont.c_str(), kFontSize, &merge,
                                     io.Fonts->GetGlyphRangesJapanese()) == nullptr)
    {
        std::fprintf(stderr, "Warning: cannot load %s: English only\n", japaneseFont.c_str());
        return false;
    }
    return true;
}

} // namespace hitlab
