#include "steps_panel.hpp"

#include "i18n/ui_text.hpp"
#include "lesson_panel.hpp"
#include "model/steps.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

namespace
{

// Keeps the next button or text on this line when it fits (a narrow panel or a long translation wraps it).
void sameLineIfRoom(const char* next)
{
    const ImGuiStyle& style = ImGui::GetStyle();
    const float lastRight = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
    const float nextWidth = ImGui::CalcTextSize(next, nullptr, true).x + 2.0F * style.FramePadding.x;
    if (lastRight + style.ItemSpacing.x + nextWidth <= ImGui::GetWindowContentRegionMax().x)
    {
        ImGui::SameLine();
    }
}

void stepButtons(PanelContext& context, std::size_t count)
{
    SandboxSettings& settings = context.settings;
    if (ImGui::Button(settings.label("panel.steps.previous").c_str()))
    {
        settings.step = steppedStage(settings.step, -1, count);
    }
    context.items.record("steps/previous");
    sameLineIfRoom(settings.label("panel.steps.next").c_str());
    if (ImGui::Button(settings.label("panel.steps.next").c_str()))
    {
        settings.step = steppedStage(settings.step, 1, count);
    }
    context.items.record("steps/next");
}

} // namespace

void StepsPanel::draw(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    if (!settings.stepsPanel)
    {
        return;
    }
    // In the left column, where the Inspector goes (the sandbox hides it while the steps are shown), so
    // that the middle of the window stays the canvas's.
    const std::string title = settings.label("panel.steps.title");
    placePanel(title, currentPanelLayout(context).middle);
    if (!ImGui::Begin(title.c_str(), &settings.stepsPanel))
    {
        ImGui::End();
        return;
    }
    const Document& document = context.document;
    const auto& ccd = context.analysis.ccd();
    const auto& inspection = context.analysis.inspection();
    if (ccd)
    {
        // A CCD scene walks the motion's sweep against one target (model/steps.hpp).
        const auto target = ccdStepsTarget(document, *ccd);
        if (!target)
        {
            ImGui::PushTextWrapPos(0.0F);
            ImGui::TextColored(kDimText, "%s", settings.tr("panel.steps.ccd_no_target"));
            ImGui::PopTextWrapPos();
            ImGui::End();
            return;
        }
        ImGui::TextColored(kDimText, "%s:", settings.tr("panel.steps.method"));
        ImGui::SameLine();
        ImGui::Text("%s  (%s - %s)", settings.tr("panel.steps.ccd_method"),
                    document.shape(ccd->movingShape).id.c_str(),
                    document.shape(ccd->targets[*target].shape).id.c_str());
    }
    else if (!inspection || !inspection->algorithm)
    {
        ImGui::PushTextWrapPos(0.0F);
        ImGui::TextColored(kDimText, "%s", settings.tr("panel.steps.no_pair"));
        ImGui::PopTextWrapPos();
        ImGui::End();
        return;
    }
    else
    {
        ImGui::TextColored(kDimText, "%s:", settings.tr("panel.steps.method"));
        ImGui::SameLine();
        ImGui::Text("%s  (%s - %s)", std::string(inspection->algorithm->name).c_str(),
                    document.shape(inspection->first).id.c_str(),
                    document.shape(inspection->second).id.c_str());
        if (!inspection->enabled)
        {
            wrappedText(settings.tr("panel.steps.disabled"), kErrorText); // the panel is narrow
        }
    }
    const std::vector<Stage> stages = buildStages(document, context.analysis);
    const std::size_t index = clampStage(settings.step, stages.size());
    if (stages.empty())
    {
        ImGui::End();
        return;
    }
    const Stage& stage = stages[index];
    stepButtons(context, stages.size());
    const std::string position = std::string(settings.tr("panel.steps.stage")) + " " +
                                 std::to_string(index + 1) + " / " + std::to_string(stages.size());
    sameLineIfRoom(position.c_str());
    ImGui::TextUnformatted(position.c_str());
    ImGui::Separator();
    ImGui::PushTextWrapPos(0.0F);
    ImGui::TextColored(kGoodText, "%s", settings.tr(stage.nameKey));
    context.items.record("steps/stage");
    if (!stage.detail.empty())
    {
        // On the name's line when it fits whole; a wrapped remnant of a line would break it letter by letter.
        std::string detail = "(";
        detail += uiStageDetail(stage.detail, settings.language);
        detail += ")";
        sameLineIfRoom(detail.c_str());
        ImGui::TextColored(kDimText, "%s", detail.c_str());
    }
    if (!stage.formula.empty())
    {
        ImGui::TextColored(kDimText, "%s", settings.tr("panel.steps.formula"));
        ImGui::Indent();
        ImGui::TextUnformatted(uiStepFormula(stage.formula, settings.language).c_str());
        ImGui::Unindent();
    }
    if (stage.ruleKey)
    {
        ImGui::TextColored(kDimText, "%s", settings.tr("panel.steps.rule"));
        ImGui::Indent();
        // Japanese has no spaces to break at: the Lesson panel's wrapping breaks between its characters.
        wrappedText(settings.tr(stage.ruleKey), ImGui::GetStyleColorVec4(ImGuiCol_Text));
        ImGui::Unindent();
    }
    if (!stage.numbers.empty())
    {
        ImGui::TextColored(kDimText, "%s", settings.tr("panel.steps.numbers"));
        // Wrapping inside the table is the table's own (namedNumbersTable).
        ImGui::PopTextWrapPos();
        std::vector<NamedNumber> numbers;
        for (const StageNumber& number : stage.numbers)
        {
            const std::string name = uiTraceValueName(number.name, settings.language);
            // With the trace's own name, as hitlab-cli query --trace prints it.
            numbers.push_back({name, name != number.name ? number.name : std::string(), number.value});
        }
        namedNumbersTable("##numbers", numbers);
        ImGui::PushTextWrapPos(0.0F);
    }
    if (stage.verdictKey)
    {
        ImGui::TextColored(kDimText, "%s:", settings.tr("panel.steps.verdict"));
        ImGui::SameLine();
        const std::string_view key = stage.verdictKey;
        const bool contact = key == "steps.verdict.contact" || key == "steps.verdict.ccd_piece_hits" ||
                             key == "steps.verdict.ccd_impact" || key == "steps.verdict.ccd_grazes";
        ImGui::TextColored(contact ? kContactText : kGoodText, "%s", settings.tr(stage.verdictKey));
    }
    if (!stage.note.empty())
    {
        ImGui::TextColored(kDimText, "%s:", settings.tr("panel.steps.note"));
        ImGui::TextColored(kDimText, "%s", uiStageNote(stage.note, settings.language).c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::End();
}

} // namespace hitlab
