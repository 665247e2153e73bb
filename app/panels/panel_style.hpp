// What the panels share in looks: where the columns of panels sit and the colours of their text.
#pragma once

#include "wrapped_text.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace hitlab::panel_style
{

// The gap between panels and the window's edges (the columns of panels: panel_rects.hpp).
inline constexpr float kMargin = 8.0F;
inline constexpr float kStatusBarHeight = 26.0F;

// The UI font's size at UI scale 1 (startup.cpp loads it at this size times the presenter's scale).
inline constexpr float kBaseFontSize = 15.0F;
// `px` pixels of a layout made for scale 1, at the current UI scale: for windows that open centred
// over the canvas, which should grow with their text.
inline float scaledPx(float px)
{
    return px * ImGui::GetFontSize() / kBaseFontSize;
}

// The status bar's height: one line of text and its padding, taller when the UI is scaled up.
inline float statusBarHeight()
{
    return std::max(kStatusBarHeight, ImGui::GetTextLineHeight() + 11.0F);
}

struct TextColors
{
    ImVec4 error;
    ImVec4 good;
    ImVec4 contact;
    ImVec4 dim;
    ImVec4 disagree;
    ImVec4 focusedRow; // the background of the focused pair's row in the Algorithms panel
};

inline const TextColors kTextOnDark{{1.0F, 0.45F, 0.45F, 1.0F}, {0.55F, 0.9F, 0.55F, 1.0F},
                                    {1.0F, 0.42F, 0.42F, 1.0F}, {0.62F, 0.66F, 0.74F, 1.0F},
                                    {1.0F, 0.35F, 1.0F, 1.0F},  {0.26F, 0.42F, 0.62F, 0.55F}};
// Darker and more saturated, for black-on-white panels (the light theme).
inline const TextColors kTextOnLight{{0.78F, 0.0F, 0.0F, 1.0F},  {0.0F, 0.45F, 0.0F, 1.0F},
                                     {0.80F, 0.0F, 0.05F, 1.0F}, {0.30F, 0.32F, 0.38F, 1.0F},
                                     {0.65F, 0.0F, 0.65F, 1.0F}, {0.55F, 0.72F, 1.0F, 0.7F}};

// The colours of the current theme: styleImGui (startup.hpp) sets them with ImGui's style, and the
// names below read them, so the panels need not know the theme.
inline TextColors& textColors()
{
    static TextColors colors = kTextOnDark;
    return colors;
}

inline const ImVec4& kErrorText = textColors().error;
inline const ImVec4& kGoodText = textColors().good;
inline const ImVec4& kContactText = textColors().contact;
inline const ImVec4& kDimText = textColors().dim;
inline const ImVec4& kDisagreeText = textColors().disagree;
inline const ImVec4& kFocusedRow = textColors().focusedRow;

// The last widget's tooltip: every control says what it does when the mouse rests on it. A long one
// wraps, at a width that grows with the UI's scale, rather than running past a small window's edge.
inline void tip(const char* text, ImGuiHoveredFlags flags = ImGuiHoveredFlags_None)
{
    if (ImGui::IsItemHovered(flags))
    {
        wrappedTooltip(text);
    }
}
inline void tip(const std::string& text)
{
    tip(text.c_str());
}

// A dialog's path field. When the dialog opens (takeKeyboard) the field takes the keyboard with its
// text selected, so that what the user types replaces the suggested or last path, as such dialogs do
// everywhere; a click in it places the cursor as usual. (ImGui 1.86 selects the text of a field focused
// from code only the first time: a field it has edited before keeps its cursor at the end.)
class PathField
{
public:
    void takeKeyboard()
    {
        focus_ = true;
        select_ = true;
    }

    // The field; true when Enter was pressed in it.
    bool draw(const char* id, const char* hint, std::string& path)
    {
        if (focus_)
        {
            ImGui::SetKeyboardFocusHere();
            focus_ = false;
        }
        return ImGui::InputTextWithHint(
            id, hint, &path, ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackAlways,
            &PathField::selectOnce, &select_);
    }

private:
    // Runs every frame the field is active; selects the text once, the first time after takeKeyboard.
    static int selectOnce(ImGuiInputTextCallbackData* data)
    {
        bool& pending = *static_cast<bool*>(data->UserData);
        if (pending)
        {
            data->SelectAll();
            data->CursorPos = data->BufTextLen;
            pending = false;
        }
        return 0;
    }

    bool focus_ = false;
    bool select_ = false;
};

// True when Escape is pressed while this window (or one inside it) has the focus and none of its fields
// is being edited: a dialog's Cancel (the unsaved-changes prompt's, the file and export dialogs'). Called
// before the window's fields, so that the Escape that ends an edit (ImGui then restores the field's
// text) is not taken too.
inline bool escapeCancels()
{
    return ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && !ImGui::IsAnyItemActive() &&
           ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
}

// True when Enter is pressed while this window (or one inside it) has the focus and none of its fields is
// being edited: a question's default answer (the file and export dialogs' Replace). Enter in a path field
// ends the edit and takes the focus from the field, so a second Enter reaches the window, not the field.
// Called before the window's fields, as escapeCancels is.
inline bool enterConfirms()
{
    return ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && !ImGui::IsAnyItemActive() &&
           (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false));
}

// One number in a printf format ("%.3f"): the panels put it as an argument into a string-table row, so
// the words stay in the table.
inline std::string formatted(const char* format, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

} // namespace hitlab::panel_style
