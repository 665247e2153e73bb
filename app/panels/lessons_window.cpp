#include "lessons_window.hpp"

#include "lesson_panel.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <filesystem>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

namespace
{

// The categories in the order a student needs them: lessons first, then the index's order.
std::vector<std::string> categoriesOf(const SceneCatalog& catalog)
{
    std::vector<std::string> categories{"lesson"};
    for (const CatalogEntry& entry : catalog.entries)
    {
        if (std::find(categories.begin(), categories.end(), entry.category) == categories.end())
        {
            categories.push_back(entry.category);
        }
    }
    return categories;
}

} // namespace

const char* categoryTitle(const std::string& category, UiLanguage language)
{
    if (category == "lesson")
    {
        return uiText("category.lesson", language);
    }
    if (category == "default")
    {
        return uiText("category.default", language);
    }
    if (category == "kinds")
    {
        return uiText("category.kinds", language);
    }
    if (category == "stress")
    {
        return uiText("category.stress", language);
    }
    return category.c_str();
}

void catalogEntryTooltip(const CatalogEntry& entry, UiLanguage language)
{
    if (!ImGui::IsItemHovered())
    {
        return;
    }
    const bool japanese = language == UiLanguage::Japanese;
    const std::string& description = entry.descriptionIn(japanese);
    const std::string text =
        description.empty() ? std::string(uiText("panel.lessons.entry.tip", language)) : description;
    const std::string source = entry.source.empty() ? std::string()
                                                    : uiText("panel.lesson.source", language,
                                                             {uiSourceLabel(entry.source, language)});
    // A description is a sentence or two: wrapped at a fixed width (between Japanese characters too), so
    // the tooltip neither runs across the window nor leaves a short one wide.
    const float widest = std::max(ImGui::CalcTextSize(text.c_str()).x, ImGui::CalcTextSize(source.c_str()).x);
    const float width =
        std::min(widest, ImGui::GetFontSize() * 30.0F) + 2.0F * ImGui::GetStyle().WindowPadding.x;
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0.0F), ImVec2(width, FLT_MAX));
    ImGui::BeginTooltip();
    wrappedText(text, ImGui::GetStyleColorVec4(ImGuiCol_Text));
    if (!source.empty())
    {
        wrappedText(source, kDimText);
    }
    ImGui::EndTooltip();
}

void LessonsWindow::draw(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    if (!settings.lessonsWindow)
    {
        return;
    }
    // "###lessons": the window keeps its place whatever the language of its title.
    const std::string title = std::string(settings.tr("panel.lessons.title")) + "###lessons";
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    placeDialog(title, 0.45F);
    ImGui::SetNextWindowSize(ImVec2(scaledPx(520.0F), viewport->Size.y * 0.7F), ImGuiCond_Appearing);
    if (!ImGui::Begin(title.c_str(), &settings.lessonsWindow, ImGuiWindowFlags_NoCollapse))
    {
        ImGui::End();
        return;
    }
    wrappedText(settings.tr("panel.lessons.intro"), kDimText);
    const std::string& openPath = context.document.path();
    const std::string openFile =
        openPath.empty() ? std::string() : std::filesystem::path(openPath).filename().string();
    for (const std::string& category : categoriesOf(context.catalog))
    {
        ImGui::Spacing();
        ImGui::TextColored(kDimText, "%s", categoryTitle(category, settings.language));
        ImGui::Separator();
        int number = 0;
        for (const CatalogEntry& entry : context.catalog.entries)
        {
            if (entry.category != category)
            {
                continue;
            }
            ++number;
            const std::string label = (category == "lesson" ? std::to_string(number) + ". " : std::string()) +
                                      entry.titleIn(settings.japanese()) + "##" + entry.file;
            if (ImGui::Selectable(label.c_str(), entry.file == openFile))
            {
                context.actions.openScene(context.catalog.pathOf(entry));
            }
            context.items.record("lessons/" + entry.file);
            catalogEntryTooltip(entry, settings.language);
        }
    }
    ImGui::End();
}

} // namespace hitlab
