#include "readout_panel.hpp"

#include "algorithm_panel.hpp"
#include "canvas/overlays.hpp"
#include "model/pair_clipboard.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

namespace hitlab
{

using namespace panel_style;

void ReadoutPanel::draw(PanelContext& context)
{
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float top = ImGui::GetFrameHeight() + kMargin + viewport->Size.y * 0.46F + kMargin;
    ImGui::SetNextWindowPos(ImVec2(viewport->Size.x - kRightColumnWidth - kMargin, top),
                            ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(
        ImVec2(kRightColumnWidth, std::max(200.0F, viewport->Size.y - top - kStatusBarHeight - 118.0F)),
        ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Pair readout"))
    {
        ImGui::End();
        return;
    }
    if (const auto& inspection = context.analysis.inspection())
    {
        drawInspection(context, *inspection);
    }
    else
    {
        ImGui::TextColored(kDimText, "Select a shape (its nearest neighbour makes the pair),");
        ImGui::TextColored(kDimText, "or Ctrl+click two shapes.");
    }
    ImGui::Separator();
    drawOverlayToggles(context);
    ImGui::End();
}

void ReadoutPanel::drawInspection(PanelContext& context, const PairInspection& p)
{
    const SceneShape& a = context.document.shape(p.first);
    const SceneShape& b = context.document.shape(p.second);
    ImGui::Text("%s  vs  %s", a.id.c_str(), b.id.c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDimText, "(%s)", pairName(kindOf(a.shape), kindOf(b.shape)).c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Algorithm:");
    ImGui::SameLine();
    ImGui::PushID("readout");
    drawAlgorithmCombo(context, kindOf(a.shape), kindOf(b.shape), "readout-algo",
                       -ImGui::CalcTextSize("approximate").x - ImGui::GetStyle().ItemSpacing.x);
    ImGui::PopID();
    ImGui::SameLine();
    ImGui::TextColored(p.algorithm->exact() ? kGoodText : kDisagreeText,
                       p.algorithm->exact() ? "exact" : "approximate");
    if (ImGui::SmallButton("Copy as JSON"))
    {
        ImGui::SetClipboardText(pairClipboardText(context.document, p).c_str());
        context.status.set("Copied " + a.id + " vs " + b.id + " as a hitlab-cli query line and its trace",
                           false);
    }
    context.items.record("copy-pair-json");
    if (ImGui::IsItemHovered())
    {
        ImGui::SetTooltip("%s", ("Puts the pair on the clipboard as a line for\n" +
                                 queryCommand(*p.algorithm) + "\nwith the method's answer and trace")
                                    .c_str());
    }
    ImGui::PushTextWrapPos(0.0F); // long sources and verdicts wrap at the panel's edge
    ImGui::TextColored(kDimText, "Source: %s", std::string(p.algorithm->source).c_str());
    if (!p.enabled)
    {
        ImGui::TextColored(kErrorText, "This pair is disabled in the algorithm panel.");
    }
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    ImGui::Text("Answer:");
    ImGui::SameLine();
    ImGui::TextColored(p.answer.overlap ? kContactText : kGoodText,
                       p.answer.overlap ? "CONTACT" : "no contact");
    ImGui::SameLine();
    ImGui::TextColored(kDimText, "  exact:");
    ImGui::SameLine();
    ImGui::Text("%s", p.exactOverlap ? "contact" : "no contact");
    if (p.answer.overlap != p.exactOverlap)
    {
        ImGui::PushTextWrapPos(0.0F);
        ImGui::TextColored(kDisagreeText, "The method is wrong here: it %s.",
                           p.answer.overlap ? "reports a contact that does not exist"
                                            : "misses a real contact");
        ImGui::PopTextWrapPos();
    }
    if (p.answer.distance)
    {
        ImGui::Text("Signed distance (method): %.4f", *p.answer.distance);
    }
    ImGui::Text("Signed distance (exact): %.4f", p.exact.value);
    ImGui::TextColored(kDimText, "%s",
                       p.exact.value > 0.0   ? "gap between the shapes"
                       : p.exact.value < 0.0 ? "penetration depth (negative)"
                                             : "touching");
    ImGui::Text("Closest points: (%.2f, %.2f)  (%.2f, %.2f)", p.exact.pointA.x, p.exact.pointA.y,
                p.exact.pointB.x, p.exact.pointB.y);
    if (!p.trace.values.empty() && ImGui::TreeNodeEx("Trace values", ImGuiTreeNodeFlags_DefaultOpen))
    {
        for (const TraceValue& v : p.trace.values)
        {
            ImGui::Text("%-14s %.6g", v.name.c_str(), v.value);
        }
        ImGui::TreePop();
    }
    if (!p.trace.notes.empty() && ImGui::TreeNodeEx("How it decided", ImGuiTreeNodeFlags_DefaultOpen))
    {
        ImGui::PushTextWrapPos(0.0F);
        for (const std::string& note : p.trace.notes)
        {
            ImGui::BulletText("%s", note.c_str());
        }
        ImGui::PopTextWrapPos();
        ImGui::TreePop();
    }
}

void ReadoutPanel::drawOverlayToggles(PanelContext& context)
{
    ImGui::TextUnformatted("Overlays");
    const auto& inspection = context.analysis.inspection();
    const std::vector<Overlay> withContent =
        inspection ? overlaysWithContent(*inspection) : std::vector<Overlay>{};
    for (const OverlayInfo& info : kOverlays)
    {
        if (info.group != OverlayGroup::Pair)
        {
            continue;
        }
        bool on = context.document.overlay(info.overlay);
        const bool has = std::find(withContent.begin(), withContent.end(), info.overlay) != withContent.end();
        if (!has)
        {
            ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
        }
        if (ImGui::Checkbox(std::string(info.title).c_str(), &on))
        {
            context.document.setOverlay(info.overlay, on);
        }
        context.items.record("overlay/" + std::string(info.key));
        if (!has)
        {
            ImGui::PopStyleColor();
            if (ImGui::IsItemHovered())
            {
                ImGui::SetTooltip("The current pair's algorithm records nothing for this overlay.");
            }
        }
    }
}

} // namespace hitlab
