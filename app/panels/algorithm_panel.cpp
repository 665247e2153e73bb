#include "algorithm_panel.hpp"

#include "lesson_panel.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <map>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

namespace
{

using KindCounts = std::array<int, kShapeKindCount>;

bool sceneHasPair(ShapeKind a, ShapeKind b, const KindCounts& counts)
{
    const int ca = counts[static_cast<int>(a)];
    const int cb = counts[static_cast<int>(b)];
    return a == b ? ca >= 2 : (ca >= 1 && cb >= 1);
}

} // namespace

void AlgorithmPanel::draw(PanelContext& context)
{
    const Document& document = context.document;
    const ContactState& contacts = context.analysis.contacts();
    bool& compare = context.settings.compare;
    const SandboxSettings& settings = context.settings;
    const std::string title = settings.label("panel.algorithms.title");
    placePanel(title, currentPanelLayout(context).algorithms);
    if (!ImGui::Begin(title.c_str()))
    {
        ImGui::End();
        return;
    }
    ImGui::Checkbox(settings.label("panel.algorithms.compare").c_str(), &compare);
    context.items.record("compare");
    tip(settings.tr("panel.algorithms.compare.tip"));
    ImGui::SameLine();
    ImGui::Checkbox(settings.label("panel.algorithms.only_in_scene").c_str(), &onlyPairsInScene_);
    tip(settings.tr("panel.algorithms.only_in_scene.tip"));
    if (compare)
    {
        if (contacts.disagreeingPairs.empty())
        {
            ImGui::TextColored(kGoodText, "%s", settings.tr("panel.algorithms.all_agree"));
        }
        else
        {
            const std::size_t disagreeing = contacts.disagreeingPairs.size();
            const std::string line =
                disagreeing == 1 ? std::string(settings.tr("panel.algorithms.disagree_one"))
                                 : settings.tr("panel.algorithms.disagree", {std::to_string(disagreeing)});
            ImGui::TextColored(kDisagreeText, "%s", line.c_str());
        }
    }

    KindCounts counts{};
    for (const SceneShape& s : document.scene().shapes)
    {
        ++counts[static_cast<int>(kindOf(s.shape))];
    }
    std::map<std::string, int> disagreementsByPair;
    if (compare)
    {
        for (const auto& [a, b] : contacts.disagreeingPairs)
        {
            ++disagreementsByPair[pairName(kindOf(document.shape(a).shape), kindOf(document.shape(b).shape))];
        }
    }

    const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit;
    if (ImGui::BeginTable("pairs", 3, flags))
    {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn(settings.label("panel.algorithms.column.on").c_str());
        ImGui::TableSetupColumn(settings.label("panel.algorithms.column.pair").c_str());
        ImGui::TableSetupColumn(settings.label("panel.algorithms.column.algorithm").c_str(),
                                ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableHeadersRow();
        const auto& inspection = context.analysis.inspection();
        const std::string focusedPair = inspection
                                            ? pairName(kindOf(document.shape(inspection->first).shape),
                                                       kindOf(document.shape(inspection->second).shape))
                                            : std::string();
        if (focusedPair.empty())
        {
            scrolledToPair_.clear();
        }
        for (int i = 0; i < kShapeKindCount; ++i)
        {
            for (int j = i; j < kShapeKindCount; ++j)
            {
                const ShapeKind a = static_cast<ShapeKind>(i);
                const ShapeKind b = static_cast<ShapeKind>(j);
                if (onlyPairsInScene_ && !sceneHasPair(a, b, counts))
                {
                    continue;
                }
                const auto found = disagreementsByPair.find(pairName(a, b));
                drawPairRow(context, a, b, found == disagreementsByPair.end() ? 0 : found->second,
                            focusedPair);
            }
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

void AlgorithmPanel::drawPairRow(PanelContext& context, ShapeKind a, ShapeKind b, int disagreements,
                                 const std::string& focusedPair)
{
    Document& document = context.document;
    const std::string pair = pairName(a, b);
    ImGui::PushID(pair.c_str());
    ImGui::TableNextRow();
    if (pair == focusedPair)
    {
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(kFocusedRow));
        // Not while a press on the canvas is held: dragging a shape through a crowd changes its nearest
        // partner, and with it the focused pair, from one frame to the next, and the table would jump
        // under the pointer each time (and be drawn again each frame). The row of the pair focused
        // when the press ends is scrolled to then.
        if (scrolledToPair_ != pair && !context.interaction.pressHeld())
        {
            ImGui::SetScrollHereY(0.5F);
            scrolledToPair_ = pair;
        }
    }
    ImGui::TableNextColumn();
    bool enabled = document.pairEnabled(pair);
    if (ImGui::Checkbox("##enabled", &enabled))
    {
        document.setPairEnabled(pair, enabled);
    }
    context.items.record("enable/" + pair);
    tip(context.settings.tr("panel.algorithms.enable.tip"));
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(pair.c_str());
    if (disagreements > 0)
    {
        ImGui::SameLine();
        ImGui::TextColored(kDisagreeText, "x%d", disagreements);
    }
    ImGui::TableNextColumn();
    drawAlgorithmCombo(context, a, b, "algo");
    ImGui::PopID();
}

void drawAlgorithmCombo(PanelContext& context, ShapeKind a, ShapeKind b, const std::string& itemPrefix,
                        float width)
{
    Document& document = context.document;
    const SandboxSettings& settings = context.settings;
    const std::string pair = pairName(a, b);
    const Algorithm& active = document.activeAlgorithm(a, b);
    std::string preview =
        std::string(active.name) + (active.exact() ? "" : settings.tr("panel.algorithms.approx_suffix"));
    ImGui::SetNextItemWidth(width);
    // A combo's preview cannot wrap: when the note does not fit, the name shows alone (the tooltip and
    // the readout say whether the method is exact).
    const float boxWidth = width > 0.0F ? width : ImGui::GetContentRegionAvail().x + width;
    const float previewRoom = boxWidth - ImGui::GetFrameHeight() - 2.0F * ImGui::GetStyle().FramePadding.x;
    if (ImGui::CalcTextSize(preview.c_str()).x > previewRoom)
    {
        preview = std::string(active.name);
    }
    const bool open = ImGui::BeginCombo("##algorithm", preview.c_str());
    context.items.record(itemPrefix + "/" + pair);
    if (ImGui::IsItemHovered() && !open)
    {
        wrappedTooltip(
            settings.tr("panel.algorithms.combo.tip",
                        {std::string(active.name),
                         uiAlgorithmDescription(active.name, active.description, settings.language),
                         uiSourceLabel(active.source, settings.language)}));
    }
    if (open)
    {
        const auto rows = algorithmsFor(a, b);
        for (std::size_t r = 0; r < rows.size(); ++r)
        {
            const Algorithm* row = rows[r];
            const std::string name(row->name);
            const std::string text = name +
                                     settings.tr(row->exact() ? "panel.algorithms.exact_tag"
                                                              : "panel.algorithms.approximate_tag") +
                                     "###" + name;
            if (ImGui::Selectable(text.c_str(), row == &active))
            {
                // The default row is stored as "no choice", so scenes stay minimal.
                document.setAlgorithm(pair, r == 0 ? std::string() : name);
                context.status.show("status.algorithm_chosen", {pair, name}, false);
            }
            context.items.record(itemPrefix + "/" + pair + "/" + name);
            if (ImGui::IsItemHovered())
            {
                wrappedTooltip(
                    settings.tr("panel.algorithms.row.tip",
                                {uiAlgorithmDescription(row->name, row->description, settings.language),
                                 uiSourceLabel(row->source, settings.language)}));
            }
        }
        ImGui::EndCombo();
    }
}

} // namespace hitlab
