#include "shortcuts_window.hpp"

#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <array>
#include <string>

namespace hitlab
{

using namespace panel_style;

namespace
{

// One row: what to press (a key name, or a mouse gesture's string key) and what it does (a string key).
struct Shortcut
{
    const char* input;
    bool inputIsKey; // the input is a string-table key (a mouse gesture), not a key name shown as is
    const char* action;
};

constexpr Shortcut kMouse[] = {
    {"shortcuts.mouse.drag", true, "shortcuts.mouse.move"},
    {"shortcuts.mouse.shift_drag", true, "shortcuts.mouse.rotate"},
    {"shortcuts.mouse.handle_drag", true, "shortcuts.mouse.handle"},
    {"shortcuts.mouse.click", true, "shortcuts.mouse.select"},
    {"shortcuts.mouse.ctrl_click", true, "shortcuts.mouse.add_select"},
    {"shortcuts.mouse.click_armed", true, "shortcuts.mouse.place"},
    {"shortcuts.mouse.pan_keys", true, "shortcuts.mouse.pan"},
    {"shortcuts.mouse.wheel", true, "shortcuts.mouse.zoom"},
};

// "1 - N": the keys 1 to the kind count add a shape (interaction.cpp walks the same count), so the row
// is named from the count, the same text in every language.
constexpr std::array<char, 8> addKeysText()
{
    static_assert(kShapeKindCount >= 2 && kShapeKindCount <= 99);
    std::array<char, 8> text{'1', ' ', '-', ' '};
    std::size_t at = 4;
    if (kShapeKindCount >= 10)
    {
        text[at++] = static_cast<char>('0' + kShapeKindCount / 10);
    }
    text[at] = static_cast<char>('0' + kShapeKindCount % 10);
    return text;
}
constexpr std::array<char, 8> kAddKeys = addKeysText();

constexpr Shortcut kKeys[] = {
    {kAddKeys.data(), false, "shortcuts.key.add"},
    {"Del / Backspace", false, "shortcuts.key.delete"},
    {"Ctrl+D", false, "shortcuts.key.duplicate"},
    {"Ctrl+A", false, "shortcuts.key.select_all"},
    {"Esc", false, "shortcuts.key.deselect"},
    {"Ctrl+Z", false, "shortcuts.key.undo"},
    {"Ctrl+Shift+Z / Ctrl+Y", false, "shortcuts.key.redo"},
    {"F", false, "shortcuts.key.fit"},
};

constexpr Shortcut kFiles[] = {
    {"Ctrl+O", false, "shortcuts.key.open"},          {"Ctrl+S", false, "shortcuts.key.save"},
    {"Ctrl+Shift+S", false, "shortcuts.key.save_as"}, {"PgDn / PgUp", false, "shortcuts.key.next_lesson"},
    {"Alt+F4", false, "shortcuts.key.quit"},
};

constexpr Shortcut kPresenting[] = {
    {"Ctrl+= / Ctrl+- / Ctrl+0", false, "shortcuts.key.scale"},
    {"F11", false, "shortcuts.key.fullscreen"},
    {"F12", false, "shortcuts.key.capture"},
    {"F1", false, "shortcuts.key.help"},
};

template <std::size_t N>
void drawSection(const SandboxSettings& settings, const char* titleKey, const Shortcut (&rows)[N])
{
    ImGui::Spacing();
    ImGui::TextColored(kDimText, "%s", settings.tr(titleKey));
    if (!ImGui::BeginTable(titleKey, 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV))
    {
        return;
    }
    // The same first column in every section, wide enough for the longest gesture.
    ImGui::TableSetupColumn("input", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 16.0F);
    ImGui::TableSetupColumn("action", ImGuiTableColumnFlags_WidthStretch);
    for (const Shortcut& row : rows)
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", row.inputIsKey ? settings.tr(row.input) : row.input);
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", settings.tr(row.action));
    }
    ImGui::EndTable();
}

} // namespace

void ShortcutsWindow::draw(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    if (!settings.shortcutsWindow)
    {
        return;
    }
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float fontSize = ImGui::GetFontSize();
    const std::string title = settings.label("shortcuts.title");
    placeDialog(title, 0.5F);
    ImGui::SetNextWindowSize(ImVec2(fontSize * 42.0F, viewport->Size.y * 0.8F), ImGuiCond_Appearing);
    if (!ImGui::Begin(title.c_str(), &settings.shortcutsWindow, ImGuiWindowFlags_NoCollapse))
    {
        ImGui::End();
        return;
    }
    context.items.record("shortcuts/window");
    drawSection(settings, "shortcuts.mouse", kMouse);
    drawSection(settings, "shortcuts.keys", kKeys);
    drawSection(settings, "shortcuts.files", kFiles);
    drawSection(settings, "shortcuts.presenting", kPresenting);
    ImGui::Spacing();
    if (ImGui::Button(settings.label("shortcuts.close").c_str()))
    {
        settings.shortcutsWindow = false;
    }
    context.items.record("shortcuts/close");
    ImGui::End();
}

} // namespace hitlab
