#include "status_bar.hpp"

#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace hitlab
{

using namespace panel_style;

void StatusBar::draw(PanelContext& context)
{
    const Document& document = context.document;
    const float width = static_cast<float>(context.width);
    // Taller when the UI is scaled up (the presenter's scale): one line of text and the padding.
    const float height = std::max(kStatusBarHeight, ImGui::GetTextLineHeight() + 11.0F);
    ImGui::SetNextWindowPos(ImVec2(0.0F, static_cast<float>(context.height) - height));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8.0F, 4.0F));
    if (ImGui::Begin("##status", nullptr, flags))
    {
        const std::string& message = context.status.text;
        ImGui::TextColored(context.status.isError ? kErrorText : kDimText, "%s",
                           message.empty() ? "Ready" : message.c_str());
        char right[96];
        std::snprintf(right, sizeof right, "zoom %.0f%%   undo %zu   redo %zu", document.view().zoom * 100.0,
                      document.history().undoDepth(), document.history().redoDepth());
        ImGui::SameLine(width - ImGui::CalcTextSize(right).x - 12.0F);
        ImGui::TextColored(kDimText, "%s", right);
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

} // namespace hitlab
