// What the panels share in looks: where the columns of panels sit and the colours of their text.
#pragma once

#include <imgui.h>

#include <string>

namespace hitlab::panel_style
{

// First-use layout: a left column (palette, inspector, CCD panel) and a right column (algorithms,
// pair readout) leave the middle of the window to the canvas.
inline constexpr float kRightColumnWidth = 380.0F;
inline constexpr float kLeftColumnWidth = 250.0F;
inline constexpr float kMargin = 8.0F;
inline constexpr float kStatusBarHeight = 26.0F;

inline const ImVec4 kErrorText(1.0F, 0.45F, 0.45F, 1.0F);
inline const ImVec4 kGoodText(0.55F, 0.9F, 0.55F, 1.0F);
inline const ImVec4 kContactText(1.0F, 0.42F, 0.42F, 1.0F);
inline const ImVec4 kDimText(0.62F, 0.66F, 0.74F, 1.0F);
inline const ImVec4 kDisagreeText(1.0F, 0.35F, 1.0F, 1.0F);
// The background of the focused pair's row in the Algorithms panel.
inline const ImVec4 kFocusedRow(0.26F, 0.42F, 0.62F, 0.55F);

// The last widget's tooltip: every control says what it does when the mouse rests on it.
inline void tip(const char* text)
{
    if (ImGui::IsItemHovered())
    {
        ImGui::SetTooltip("%s", text);
    }
}
inline void tip(const std::string& text)
{
    tip(text.c_str());
}

} // namespace hitlab::panel_style
