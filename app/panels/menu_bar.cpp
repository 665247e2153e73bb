#include "menu_bar.hpp"

#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <filesystem>
#include <string_view>

namespace hitlab
{

using namespace panel_style;

namespace
{

constexpr std::string_view kBundledPrefix = "file/bundled/";

} // namespace

void MenuBar::draw(PanelContext& context)
{
    if (ImGui::BeginMainMenuBar())
    {
        drawFileMenu(context);
        drawEditMenu(context);
        drawViewMenu(context);
        drawLessonsMenu(context);
        drawHelpMenu(context);
        drawTitle(context);
        ImGui::EndMainMenuBar();
    }
    activatePending(context);
}

void MenuBar::activatePending(PanelContext& context)
{
    if (chosen_)
    {
        const std::string item = std::move(*chosen_);
        chosen_.reset();
        activate(context, item);
    }
}

bool MenuBar::choose(const std::string& item, const SceneCatalog& catalog)
{
    bool known = item == "file/new" || item == "file/open" || item == "file/save" || item == "file/save_as" ||
                 item == "file/capture" || item == "file/quit";
    if (item.starts_with(kBundledPrefix))
    {
        known = catalog.find(item.substr(kBundledPrefix.size())) != nullptr;
    }
    if (known)
    {
        chosen_ = item;
    }
    return known;
}

void MenuBar::activate(PanelContext& context, const std::string& item)
{
    SandboxActions& actions = context.actions;
    if (item == "file/new")
    {
        actions.newScene();
    }
    else if (item == "file/open")
    {
        actions.showFileDialog(FileDialogMode::Open);
    }
    else if (item == "file/save")
    {
        actions.save();
    }
    else if (item == "file/save_as")
    {
        actions.showFileDialog(FileDialogMode::Save);
    }
    else if (item == "file/capture")
    {
        actions.requestCapture();
    }
    else if (item == "file/quit")
    {
        actions.quit();
    }
    else if (item.starts_with(kBundledPrefix))
    {
        if (const CatalogEntry* entry = context.catalog.find(item.substr(kBundledPrefix.size())))
        {
            actions.openScene(context.catalog.pathOf(*entry));
        }
    }
}

void MenuBar::drawFileMenu(PanelContext& context)
{
    if (!ImGui::BeginMenu("File"))
    {
        return;
    }
    const Document& document = context.document;
    const SceneCatalog& catalog = context.catalog;
    if (ImGui::MenuItem("New"))
    {
        activate(context, "file/new");
    }
    if (ImGui::MenuItem("Open...", "Ctrl+O"))
    {
        activate(context, "file/open");
    }
    if (ImGui::BeginMenu("Open bundled scene", !catalog.entries.empty()))
    {
        std::string category;
        for (const CatalogEntry& entry : catalog.entries)
        {
            if (entry.category != category)
            {
                if (!category.empty())
                {
                    ImGui::Separator();
                }
                category = entry.category;
                ImGui::TextColored(kDimText, "%s", category.c_str());
            }
            if (ImGui::MenuItem(entry.title.c_str()))
            {
                activate(context, std::string(kBundledPrefix) + entry.file);
            }
            if (ImGui::IsItemHovered() && !entry.description.empty())
            {
                ImGui::SetTooltip("%s\n%s", entry.description.c_str(), entry.source.c_str());
            }
        }
        ImGui::EndMenu();
    }
    // A bundled scene is read-only: Save asks for a new path, like Save as.
    if (ImGui::MenuItem(document.hasWritablePath() ? "Save" : "Save...", "Ctrl+S"))
    {
        activate(context, "file/save");
    }
    if (ImGui::MenuItem("Save as...", "Ctrl+Shift+S"))
    {
        activate(context, "file/save_as");
    }
    ImGui::Separator();
    if (ImGui::MenuItem(context.settings.label("presenter.menu.capture").c_str(), "F12"))
    {
        activate(context, "file/capture");
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Alt+F4"))
    {
        activate(context, "file/quit");
    }
    ImGui::EndMenu();
}

void MenuBar::drawEditMenu(PanelContext& context)
{
    if (!ImGui::BeginMenu("Edit"))
    {
        return;
    }
    Document& document = context.document;
    const Edit* undo = document.history().nextUndo();
    const Edit* redo = document.history().nextRedo();
    const std::string undoLabel = undo ? "Undo " + undo->label : std::string("Undo");
    const std::string redoLabel = redo ? "Redo " + redo->label : std::string("Redo");
    if (ImGui::MenuItem(undoLabel.c_str(), "Ctrl+Z", false, undo != nullptr))
    {
        document.undo();
    }
    if (ImGui::MenuItem(redoLabel.c_str(), "Ctrl+Shift+Z", false, redo != nullptr))
    {
        document.redo();
    }
    ImGui::Separator();
    const bool any = !document.selection().empty();
    if (ImGui::MenuItem("Duplicate", "Ctrl+D", false, any))
    {
        document.duplicateShapes(document.selection(), Vec2(24.0, -24.0) / document.view().zoom);
    }
    if (ImGui::MenuItem("Delete", "Del", false, any))
    {
        document.eraseShapes(document.selection());
    }
    ImGui::EndMenu();
}

void MenuBar::drawViewMenu(PanelContext& context)
{
    if (!ImGui::BeginMenu("View"))
    {
        return;
    }
    if (ImGui::MenuItem("Fit all shapes", "F"))
    {
        context.actions.fitView();
    }
    if (ImGui::MenuItem("Reset view"))
    {
        context.document.view() = View{};
    }
    ImGui::MenuItem("Compare with exact", nullptr, &context.settings.compare);
    if (ImGui::BeginMenu("Language"))
    {
        SandboxSettings& settings = context.settings;
        if (ImGui::MenuItem("English", nullptr, !settings.japanese()))
        {
            settings.language = UiLanguage::English;
        }
        // The item names itself in its own language; without the glyphs it cannot be drawn or chosen.
        if (ImGui::MenuItem(settings.japaneseGlyphs ? "日本語" : "Japanese (font missing)", nullptr,
                            settings.japanese(), settings.japaneseGlyphs))
        {
            settings.language = UiLanguage::Japanese;
        }
        ImGui::EndMenu();
    }
    drawPresenterItems(context);
    ImGui::EndMenu();
}

void MenuBar::drawLessonsMenu(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    const bool open = ImGui::BeginMenu(settings.label("menu.lessons").c_str());
    context.items.record("menu/lessons");
    if (!open)
    {
        return;
    }
    ImGui::MenuItem(settings.tr("menu.lessons.all"), nullptr, &settings.lessonsWindow);
    context.items.record("menu/lessons/all");
    const bool hasLesson = context.document.scene().lesson.has_value();
    ImGui::MenuItem(settings.tr("menu.lessons.panel"), nullptr, &settings.lessonPanel, hasLesson);
    ImGui::Separator();
    if (ImGui::MenuItem(settings.tr("menu.lessons.next"), "PgDn"))
    {
        context.actions.openNeighbourLesson(1);
    }
    if (ImGui::MenuItem(settings.tr("menu.lessons.previous"), "PgUp"))
    {
        context.actions.openNeighbourLesson(-1);
    }
    ImGui::EndMenu();
}

void MenuBar::drawHelpMenu(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    if (!ImGui::BeginMenu("Help"))
    {
        return;
    }
    ImGui::MenuItem(settings.label("presenter.menu.shortcuts").c_str(), "F1", &settings.shortcutsWindow);
    if (ImGui::MenuItem(settings.label("presenter.menu.welcome").c_str()))
    {
        context.actions.showWelcome();
    }
    ImGui::EndMenu();
}

void MenuBar::drawTitle(const PanelContext& context)
{
    const Document& document = context.document;
    // The file name only: a screenshot must not depend on where the repository was checked out.
    const std::string title =
        (document.path().empty() ? std::string("untitled")
                                 : std::filesystem::path(document.path()).filename().string()) +
        (document.readOnly() ? " (read-only)" : "") + (document.modified() ? " *" : "");
    const float textWidth = ImGui::CalcTextSize(title.c_str()).x;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 20.0F,
                             static_cast<float>(context.width) * 0.5F - textWidth * 0.5F));
    ImGui::TextColored(kDimText, "%s", title.c_str());
}

} // namespace hitlab
