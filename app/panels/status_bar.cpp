#include "status_bar.hpp"

#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

void StatusBar::draw(PanelContext& context)
{
    const Document& document = context.document;
    const SandboxSettings& settings = context.settings;
    const float width = static_cast<float>(context.width);
    // Taller when the UI is scaled up (the presenter's scale): one line of text and the padding.
    const float height = statusBarHeight();
    ImGui::SetNextWindowPos(ImVec2(0.0F, static_cast<float>(context.height) - height));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8.0F, 4.0F));
    // ImGui's smallest window grows with the UI scale and would push the bar past the window's foot.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1.0F, 1.0F));
    if (ImGui::Begin("##status", nullptr, flags))
    {
        char zoom[32];
        std::snprintf(zoom, sizeof zoom, "%.0f", document.view().zoom * 100.0);
        const std::string right =
            settings.tr("panel.status.numbers", {zoom, std::to_string(document.history().undoDepth()),
                                                 std::to_string(document.history().redoDepth())});
        const float rightX = width - ImGui::CalcTextSize(right.c_str()).x - 12.0F;
        // A long message stops short of the numbers instead of running under them (a scaled-up UI).
        const std::string message = context.status.in(settings.language);
        // Untested pairs outrank any message but an error: the warning must stay in sight while the
        // condition lasts, also with the panels (and so the Stats panel) hidden.
        const std::string capped = cappedPairsNotice(context.analysis.contacts(), settings.language);
        const ImVec2 origin = ImGui::GetCursorScreenPos();
        const bool showCapped = !context.status.isError && !capped.empty();
        const std::string shown = showCapped        ? capped
                                  : message.empty() ? std::string(settings.tr("panel.status.ready"))
                                                    : message;
        // A message longer than the room (a long path, a refusal in Japanese, a scaled-up UI) ends in "..."
        // and shows whole under the pointer, instead of being cut off unseen.
        const std::string fitted = elided(shown, rightX - 16.0F - origin.x);
        ImGui::PushClipRect(ImVec2(0.0F, origin.y), ImVec2(rightX - 16.0F, origin.y + height), true);
        ImGui::TextColored(showCapped || context.status.isError ? kErrorText : kDimText, "%s",
                           fitted.c_str());
        ImGui::PopClipRect();
        if (fitted != shown)
        {
            tip(shown);
        }
        ImGui::SameLine(rightX);
        ImGui::TextColored(kDimText, "%s", right.c_str());
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
}

} // namespace hitlab
