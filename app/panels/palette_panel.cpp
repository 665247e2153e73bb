#include "palette_panel.hpp"

#include "palette.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace hitlab
{

using namespace panel_style;

void PalettePanel::draw(PanelContext& context)
{
    Interaction& interaction = context.interaction;
    const SandboxSettings& settings = context.settings;
    const float top = ImGui::GetFrameHeight() + kMargin;
    ImGui::SetNextWindowPos(ImVec2(kMargin, top), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(kLeftColumnWidth, 0.0F), ImGuiCond_FirstUseEver);
    if (!ImGui::Begin(settings.label("panel.palette.title").c_str(), nullptr,
                      ImGuiWindowFlags_AlwaysAutoResize))
    {
        ImGui::End();
        return;
    }
    const float buttonWidth = (kLeftColumnWidth - 3.0F * ImGui::GetStyle().ItemSpacing.x) * 0.5F;
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const ShapeKind kind = static_cast<ShapeKind>(k);
        const Rgba c = palette::current().kindFill[k];
        const bool armed = interaction.armed() == kind;
        ImGui::PushStyleColor(ImGuiCol_Button,
                              armed ? ImVec4(c.r, c.g, c.b, 0.85F) : ImVec4(c.r, c.g, c.b, 0.28F));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(c.r, c.g, c.b, 0.55F));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(c.r, c.g, c.b, 0.8F));
        char label[48];
        std::snprintf(label, sizeof label, "%d  %s", k + 1, std::string(kindName(kind)).c_str());
        if (ImGui::Button(label, ImVec2(buttonWidth, 0.0F)))
        {
            interaction.arm(armed ? std::nullopt : std::optional<ShapeKind>(kind));
        }
        context.items.record("palette/" + std::string(kindName(kind)));
        tip(settings.tr("panel.palette.button.tip", {std::string(kindName(kind)), std::to_string(k + 1)}));
        ImGui::PopStyleColor(3);
        if (k % 2 == 0)
        {
            ImGui::SameLine();
        }
    }
    const std::string hint = interaction.armed()
                                 ? std::string(settings.tr("panel.palette.hint_armed"))
                                 : settings.tr("panel.palette.hint", {std::to_string(kShapeKindCount)});
    ImGui::TextColored(kDimText, "%s", hint.c_str());
    ImGui::End();
}

} // namespace hitlab
