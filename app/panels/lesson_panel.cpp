#include "lesson_panel.hpp"

#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

void namedNumbersTable(const char* id, const std::vector<NamedNumber>& numbers)
{
    std::vector<std::string> values;
    float valueWidth = 0.0F;
    for (const NamedNumber& number : numbers)
    {
        values.push_back(formatted("%.6g", number.value));
        valueWidth = std::max(valueWidth, ImGui::CalcTextSize(values.back().c_str()).x);
    }
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg))
    {
        return;
    }
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthFixed, valueWidth);
    for (std::size_t i = 0; i < numbers.size(); ++i)
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        wrappedText(numbers[i].name, ImGui::GetStyleColorVec4(ImGuiCol_Text));
        if (!numbers[i].note.empty())
        {
            wrappedText(numbers[i].note, kDimText);
        }
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(values[i].c_str());
    }
    ImGui::EndTable();
}

void LessonPanel::draw(PanelContext& context)
{
    const std::optional<SceneLesson>& lesson = context.document.scene().lesson;
    if (!lesson || !context.settings.lessonPanel)
    {
        return;
    }
    const SandboxSettings& settings = context.settings;
    const bool japanese = settings.japanese();
    const std::string key = context.document.path() + "\n" + lesson->title.en;
    if (key != ticksFor_)
    {
        ticksFor_ = key;
        ticks_.assign(lesson->tryThis.size(), 0);
    }
    ticks_.resize(lesson->tryThis.size(), 0);

    // "###lesson": one window whatever the language of its title, so it keeps its place.
    const std::string windowTitle = std::string(settings.tr("panel.lesson.title")) + "###lesson";
    // Beside the canvas between the columns; it follows them when a CCD lesson widens the left one.
    placePanel(windowTitle, currentPanelLayout(context).lesson);
    if (!ImGui::Begin(windowTitle.c_str(), &context.settings.lessonPanel))
    {
        ImGui::End();
        return;
    }
    const ImVec4 plain = ImGui::GetStyleColorVec4(ImGuiCol_Text);
    wrappedText(lesson->title.in(japanese), kGoodText);
    context.items.record("lesson/title");
    ImGui::Separator();
    wrappedText(lesson->text.in(japanese), plain);
    ImGui::Spacing();
    wrappedText(settings.tr("panel.lesson.source", {uiSourceLabel(lesson->source, settings.language)}),
                kDimText);
    ImGui::Spacing();
    ImGui::TextUnformatted(settings.tr("panel.lesson.try"));
    for (std::size_t i = 0; i < lesson->tryThis.size(); ++i)
    {
        ImGui::PushID(static_cast<int>(i));
        bool done = ticks_[i] != 0;
        if (ImGui::Checkbox("##done", &done))
        {
            ticks_[i] = done ? 1 : 0;
        }
        context.items.record("lesson/try" + std::to_string(i + 1));
        tip(settings.tr("panel.lesson.done.tip"));
        ImGui::SameLine();
        wrappedText(lesson->tryThis[i].in(japanese), done ? kDimText : plain);
        ImGui::PopID();
    }
    ImGui::Spacing();
    ImGui::Separator();
    if (ImGui::Button(settings.label("panel.lesson.previous").c_str()))
    {
        context.actions.openNeighbourLesson(-1);
    }
    context.items.record("lesson/previous");
    tip(settings.tr("panel.lesson.previous.tip"));
    ImGui::SameLine();
    if (ImGui::Button(settings.label("panel.lesson.next").c_str()))
    {
        context.actions.openNeighbourLesson(1);
    }
    context.items.record("lesson/next");
    tip(settings.tr("panel.lesson.next.tip"));
    ImGui::SameLine();
    if (ImGui::Button(settings.label("panel.lesson.all").c_str()))
    {
        context.settings.lessonsWindow = true;
    }
    context.items.record("lesson/all");
    tip(settings.tr("panel.lesson.all.tip"));
    ImGui::End();
}

} // namespace hitlab
