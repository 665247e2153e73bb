#include "stats_panel.hpp"

#include "panel_style.hpp"

#include <imgui.h>

#include <string>

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
    const SandboxSettings& settings = context.settings;
    ImGui::SetNextWindowPos(ImVec2(static_cast<float>(context.width) - kMargin,
                                   static_cast<float>(context.height) - statusBarHeight() - kMargin),
                            ImGuiCond_Always, ImVec2(1.0F, 1.0F));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove;
    if (ImGui::Begin(settings.label("panel.stats.title").c_str(), nullptr, flags))
    {
        if (reproducible_)
        {
            ImGui::TextColored(kDimText, "%s", settings.tr("panel.stats.hidden"));
        }
        else
        {
            ImGui::TextUnformatted(
                settings.tr("panel.stats.fps", {formatted("%5.1f", fps_), formatted("%5.2f", frameMs_)})
                    .c_str());
            ImGui::TextUnformatted(settings
                                       .tr("panel.stats.times", {formatted("%6.2f", contacts.milliseconds),
                                                                 formatted("%5.2f", renderMs_ + canvasMs_)})
                                       .c_str());
        }
        ImGui::TextUnformatted(settings
                                   .tr("panel.stats.counts", {std::to_string(context.document.shapeCount()),
                                                              std::to_string(contacts.candidatePairs),
                                                              std::to_string(contacts.contactPairs)})
                                   .c_str());
        // Contacts beyond the pass's pair limit were never tested: a red line rather than a silent gap.
        const std::string capped = cappedPairsNotice(contacts, settings.language);
        if (!capped.empty())
        {
            ImGui::TextColored(kErrorText, "%s", capped.c_str());
        }
    }
    ImGui::End();
}

} // namespace hitlab
