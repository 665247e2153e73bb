#include "readout_panel.hpp"

#include "algorithm_panel.hpp"
#include "canvas/overlays.hpp"
#include "lesson_panel.hpp"
#include "model/pair_clipboard.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace hitlab
{

using namespace panel_style;

namespace
{

std::string point(Vec2 p)
{
    char text[96];
    std::snprintf(text, sizeof text, "(%.2f, %.2f)", p.x, p.y);
    return text;
}

} // namespace

void ReadoutPanel::draw(PanelContext& context)
{
    const SandboxSettings& settings = context.settings;
    const std::string title = settings.label("panel.readout.title");
    placePanel(title, currentPanelLayout(context).readout);
    if (!ImGui::Begin(title.c_str()))
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
        ImGui::TextColored(kDimText, "%s", settings.tr("panel.readout.hint"));
        ImGui::TextColored(kDimText, "%s", settings.tr("panel.readout.hint2"));
    }
    ImGui::Separator();
    drawOverlayToggles(context);
    ImGui::End();
}

void ReadoutPanel::drawInspection(PanelContext& context, const PairInspection& p)
{
    const SandboxSettings& settings = context.settings;
    const SceneShape& a = context.document.shape(p.first);
    const SceneShape& b = context.document.shape(p.second);
    ImGui::TextUnformatted(settings.tr("panel.readout.versus", {a.id, b.id}).c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDimText, "(%s)", pairName(kindOf(a.shape), kindOf(b.shape)).c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(settings.tr("panel.readout.algorithm"));
    ImGui::SameLine();
    ImGui::PushID("readout");
    drawAlgorithmCombo(context, kindOf(a.shape), kindOf(b.shape), "readout-algo",
                       -ImGui::CalcTextSize(settings.tr("panel.readout.approximate")).x -
                           ImGui::GetStyle().ItemSpacing.x);
    ImGui::PopID();
    ImGui::SameLine();
    ImGui::TextColored(
        p.algorithm->exact() ? kGoodText : kDisagreeText, "%s",
        settings.tr(p.algorithm->exact() ? "panel.readout.exact" : "panel.readout.approximate"));
    if (ImGui::SmallButton(settings.label("panel.readout.copy").c_str()))
    {
        ImGui::SetClipboardText(pairClipboardText(context.document, p).c_str());
        context.status.show("status.copied", {a.id, b.id}, false);
    }
    context.items.record("copy-pair-json");
    tip(settings.tr("panel.readout.copy.tip", {queryCommand(*p.algorithm)}));
    ImGui::PushTextWrapPos(0.0F); // long sources and verdicts wrap at the panel's edge
    ImGui::TextColored(
        kDimText, "%s",
        settings.tr("panel.readout.source", {uiSourceLabel(p.algorithm->source, settings.language)}).c_str());
    if (!p.enabled)
    {
        wrappedText(settings.tr("panel.readout.disabled"), kErrorText);
    }
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    ImGui::TextUnformatted(settings.tr("panel.readout.answer"));
    ImGui::SameLine();
    ImGui::TextColored(
        p.answer.overlap ? kContactText : kGoodText, "%s",
        settings.tr(p.answer.overlap ? "panel.readout.contact_caps" : "panel.readout.no_contact"));
    ImGui::SameLine();
    ImGui::TextColored(kDimText, "%s", settings.tr("panel.readout.exact_answer"));
    ImGui::SameLine();
    ImGui::TextUnformatted(
        settings.tr(p.exactOverlap ? "panel.readout.contact" : "panel.readout.no_contact"));
    if (p.answer.overlap != p.exactOverlap)
    {
        wrappedText(
            settings.tr(p.answer.overlap ? "panel.readout.false_contact" : "panel.readout.missed_contact"),
            kDisagreeText);
    }
    if (p.answer.distance)
    {
        ImGui::TextUnformatted(
            settings.tr("panel.readout.distance_method", {formatted("%.4f", *p.answer.distance)}).c_str());
    }
    ImGui::TextUnformatted(
        settings.tr("panel.readout.distance_exact", {formatted("%.4f", p.exact.value)}).c_str());
    ImGui::TextColored(kDimText, "%s",
                       settings.tr(p.exact.value > 0.0   ? "panel.readout.gap"
                                   : p.exact.value < 0.0 ? "panel.readout.penetration"
                                                         : "panel.readout.touching"));
    ImGui::TextUnformatted(
        settings.tr("panel.readout.closest", {point(p.exact.pointA), point(p.exact.pointB)}).c_str());
    if (!p.trace.values.empty() &&
        ImGui::TreeNodeEx(settings.label("panel.readout.trace").c_str(), ImGuiTreeNodeFlags_DefaultOpen))
    {
        std::vector<NamedNumber> values;
        for (const TraceValue& v : p.trace.values)
        {
            values.push_back({uiTraceValueName(v.name, settings.language), {}, v.value});
        }
        namedNumbersTable("##trace_values", values);
        ImGui::TreePop();
    }
    if (!p.trace.notes.empty() &&
        ImGui::TreeNodeEx(settings.label("panel.readout.notes").c_str(), ImGuiTreeNodeFlags_DefaultOpen))
    {
        ImGui::PushTextWrapPos(0.0F);
        for (const std::string& note : p.trace.notes)
        {
            ImGui::BulletText("%s", uiTraceNote(note, settings.language).c_str());
        }
        ImGui::PopTextWrapPos();
        ImGui::TreePop();
    }
}

void ReadoutPanel::drawOverlayToggles(PanelContext& context)
{
    const SandboxSettings& settings = context.settings;
    ImGui::TextUnformatted(settings.tr("panel.readout.overlays"));
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
        const std::string titleKey = "panel.overlay." + std::string(info.key);
        if (ImGui::Checkbox(settings.label(titleKey.c_str()).c_str(), &on))
        {
            context.document.setOverlay(info.overlay, on);
        }
        context.items.record("overlay/" + std::string(info.key));
        if (has)
        {
            tip(settings.tr("panel.readout.overlay.tip"));
        }
        else
        {
            ImGui::PopStyleColor();
            tip(settings.tr("panel.readout.overlay_empty.tip"));
        }
    }
}

} // namespace hitlab
