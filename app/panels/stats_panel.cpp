#include "stats_panel.hpp"

#include "panel_style.hpp"

#include <imgui.h>

namespace hitlab
{

using namespace panel_style;

void StatsPanel::setFrameTimes(double frameMs, double renderMs, double canvasMs)
{
    frameMs_ = frameMs;
    renderMs_ = renderMs;
    canvasMs_ = canvasMs;
    fps_ = frameMs > 0.0 ? 1000.0 / frameMs : 0.0;
}

void StatsPanel::draw(PanelContext& context)
{
    const ContactState& contacts = context.analysis.contacts();
    ImGui::SetNextWindowPos(ImVec2(static_cast<float>(context.width) - kMargin,
                                   static_cast<float>(context.height) - kStatusBarHeight - kMargin),
                            ImGuiCond_Always, ImVec2(1.0F, 1.0F));
    ImGui::SetNextWindowBgAlpha(0.75F);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove;
    if (ImGui::Begin("Timings", nullptr, flags))
    {
        if (reproducible_)
        {
            ImGui::TextColored(kDimText, "timings hidden (reproducible frame)");
        }
        else
        {
            ImGui::Text("%5.1f FPS  frame %5.2f ms", fps_, frameMs_);
            ImGui::Text("collision %6.2f ms  render %5.2f ms", contacts.milliseconds, renderMs_ + canvasMs_);
        }
        ImGui::Text("%zu shapes  %zu candidate pairs  %zu contacts", context.document.shapeCount(),
                    contacts.candidatePairs, contacts.contactPairs);
    }
    ImGui::End();
}

} // namespace hitlab
