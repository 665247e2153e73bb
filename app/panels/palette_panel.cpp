#include "palette_panel.hpp"

#include "palette.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <string>

namespace hitlab
{

using namespace panel_style;

void PalettePanel::draw(PanelContext& context)
{
    Interaction& interaction = context.interaction;
    const SandboxSettings& settings = context.settings;
    const std::string title = settings.label("panel.palette.title");
    const ScreenBox column = currentPanelLayout(context).palette;
    placePanel(title, column, true);
    // Scrolls rather than growing into the panel below it (panelLayout gives it this share at most).
    const float headroom = static_cast<float>(context.height) - ImGui::GetFrameHeight() - statusBarHeight();
    ImGui::SetNextWindowSizeConstraints(ImVec2(0.0F, 0.0F),
                                        ImVec2(FLT_MAX, static_cast<float>(kPaletteShare) * headroom - 2.0F * kMargin));
    if (!ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    {
        ImGui::End();
        return;
    }
    // Sized to its buttons: two to a row across the column, the hint wrapped to the column.
    const ImGuiStyle& style = ImGui::GetStyle();
    const bool scrolls = ImGui::GetCurrentWindow()->ScrollbarY;
    const float inner = static_cast<float>(column.width()) - 2.0F * style.WindowPadding.x -
                        (scrolls ? style.ScrollbarSize : 0.0F);
    const float buttonWidth = std::max(20.0F, (inner - style.ItemSpacing.x) * 0.5F);
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const ShapeKind kind = static_cast<ShapeKind>(k);
        const Rgba c = palette::current().kindFill[k];
        const bool armed = interaction.armed() == kind;
        ImGui::PushStyleColor(ImGuiCol_Button,
                              armed ? ImVec4(c.r, c.g, c.b, 0.85F) : ImVec4(c.r, c.g, c.b, 0.28F));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(c.r, c.g, c.b, 0.55F));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(c.r, c.g, c.b, 0.8F));
        const std::string name(kindName(kind));
        const std::string shown = settings.tr(("shape.kind." + name).c_str());
        // "###palette.NAME": the same button in either language.
        const std::string label = std::to_string(k + 1) + "  " + shown + "###palette." + name;
        if (ImGui::Button(label.c_str(), ImVec2(buttonWidth, 0.0F)))
        {
            interaction.arm(armed ? std::nullopt : std::optional<ShapeKind>(kind));
        }
        context.items.record("palette/" + std::string(kindName(kind)));
        tip(settings.tr("panel.palette.button.tip",
                        {shown == name ? name : shown + " (" + name + ")", std::to_string(k + 1)}));
        ImGui::PopStyleColor(3);
        if (k % 2 == 0)
        {
            ImGui::SameLine();
        }
    }
    const std::string hint = interaction.armed()
                                 ? std::string(settings.tr("panel.palette.hint_armed"))
                                 : settings.tr("panel.palette.hint", {std::to_string(kShapeKindCount)});
    ImGui::PushTextWrapPos(inner + style.WindowPadding.x);
    ImGui::TextColored(kDimText, "%s", hint.c_str());
    ImGui::PopTextWrapPos();
    ImGui::End();
}

} // namespace hitlab
