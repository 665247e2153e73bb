#include "menu_bar.hpp"

#include "lessons_window.hpp"
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
                 item == "file/export" || item == "file/capture" || item == "file/quit";
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
    else if (item == "file/export")
    {
        actions.showExportDialog();
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
    const SandboxSettings& settings = context.settings;
    if (!ImGui::BeginMenu(settings.label("menu.file").c_str()))
    {
        return;
    }
    const Document& document = context.document;
    const SceneCatalog& catalog = context.catalog;
    if (ImGui::MenuItem(settings.label("menu.file.new").c_str()))
    {
        activate(context, "file/new");
    }
    tip(settings.tr("menu.file.new.tip"));
    if (ImGui::MenuItem(settings.label("menu.file.open").c_str(), "Ctrl+O"))
    {
        activate(context, "file/open");
    }
    tip(settings.tr("menu.file.open.tip"));
    const bool bundledOpen =
        ImGui::BeginMenu(settings.label("menu.file.bundled").c_str(), !catalog.entries.empty());
    if (!bundledOpen)
    {
        tip(settings.tr("menu.file.bundled.tip"));
    }
    if (bundledOpen)
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
                ImGui::TextColored(kDimText, "%s", categoryTitle(category, settings.language));
            }
            const std::string item = entry.titleIn(settings.japanese()) + "##" + entry.file;
            if (ImGui::MenuItem(item.c_str()))
            {
                activate(context, std::string(kBundledPrefix) + entry.file);
            }
            catalogEntryTooltip(entry, settings.language);
        }
        ImGui::EndMenu();
    }
    // A bundled scene is read-only: Save asks for a new path, like Save as.
    const std::string saveLabel =
        std::string(settings.tr(document.hasWritablePath() ? "menu.file.save" : "menu.file.save_new")) +
        "###menu.file.save";
    if (ImGui::MenuItem(saveLabel.c_str(), "Ctrl+S"))
    {
        activate(context, "file/save");
    }
    tip(settings.tr("menu.file.save.tip"));
    if (ImGui::MenuItem(settings.label("menu.file.save_as").c_str(), "Ctrl+Shift+S"))
    {
        activate(context, "file/save_as");
    }
    tip(settings.tr("menu.file.save_as.tip"));
    if (ImGui::MenuItem(settings.label("menu.file.export").c_str()))
    {
        activate(context, "file/export");
    }
    tip(settings.tr("menu.file.export.tip"));
    ImGui::Separator();
    if (ImGui::MenuItem(settings.label("presenter.menu.capture").c_str(), "F12"))
    {
        activate(context, "file/capture");
    }
    tip(settings.tr("presenter.menu.capture.tip"));
    ImGui::Separator();
    if (ImGui::MenuItem(settings.label("menu.file.quit").c_str(), "Alt+F4"))
    {
        activate(context, "file/quit");
    }
    tip(settings.tr("menu.file.quit.tip"));
    ImGui::EndMenu();
}

void MenuBar::drawEditMenu(PanelContext& context)
{
    const SandboxSettings& settings = context.settings;
    if (!ImGui::BeginMenu(settings.label("menu.edit").c_str()))
    {
        return;
    }
    Document& document = context.document;
    const Edit* undo = document.history().nextUndo();
    const Edit* redo = document.history().nextRedo();
    const std::string undoLabel =
        (undo ? settings.tr("menu.edit.undo_named", {uiEditLabel(undo->label, settings.language)})
              : std::string(settings.tr("menu.edit.undo"))) +
        "###menu.edit.undo";
    const std::string redoLabel =
        (redo ? settings.tr("menu.edit.redo_named", {uiEditLabel(redo->label, settings.language)})
              : std::string(settings.tr("menu.edit.redo"))) +
        "###menu.edit.redo";
    if (ImGui::MenuItem(undoLabel.c_str(), "Ctrl+Z", false, undo != nullptr))
    {
        document.undo();
    }
    tip(settings.tr("menu.edit.undo.tip"));
    if (ImGui::MenuItem(redoLabel.c_str(), "Ctrl+Shift+Z", false, redo != nullptr))
    {
        document.redo();
    }
    tip(settings.tr("menu.edit.redo.tip"));
    ImGui::Separator();
    const bool any = !document.selection().empty();
    if (ImGui::MenuItem(settings.label("menu.edit.duplicate").c_str(), "Ctrl+D", false, any))
    {
        document.duplicateShapes(document.selection(), Vec2(24.0, -24.0) / document.view().zoom);
    }
    tip(settings.tr("menu.edit.duplicate.tip"));
    if (ImGui::MenuItem(settings.label("menu.edit.delete").c_str(), "Del", false, any))
    {
        document.eraseShapes(document.selection());
    }
    tip(settings.tr("menu.edit.delete.tip"));
    ImGui::EndMenu();
}

void MenuBar::drawViewMenu(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    const bool open = ImGui::BeginMenu(settings.label("menu.view").c_str());
    context.items.record("menu/view");
    if (!open)
    {
        return;
    }
    if (ImGui::MenuItem(settings.label("menu.view.fit").c_str(), "F"))
    {
        context.actions.fitView();
    }
    tip(settings.tr("menu.view.fit.tip"));
    if (ImGui::MenuItem(settings.label("menu.view.reset").c_str()))
    {
        context.document.view() = View{};
    }
    tip(settings.tr("menu.view.reset.tip"));
    ImGui::MenuItem(settings.label("menu.view.compare").c_str(), nullptr, &settings.compare);
    tip(settings.tr("menu.view.compare.tip"));
    bool panelsShown = !settings.panelsHidden;
    if (ImGui::MenuItem(settings.label("menu.view.panels").c_str(), "Tab", &panelsShown))
    {
        settings.panelsHidden = !panelsShown;
    }
    tip(settings.tr("menu.view.panels.tip"));
    ImGui::MenuItem(settings.label("menu.view.steps").c_str(), settings.tr("menu.view.steps.keys"),
                    &settings.stepsPanel);
    tip(settings.tr("menu.view.steps.tip"));
    // The presenter items follow the Language submenu whether it is open or not.
    const bool languageOpen = ImGui::BeginMenu(settings.label("menu.view.language").c_str());
    context.items.record("menu/view/language");
    if (languageOpen)
    {
        drawLanguageItems(context);
        ImGui::EndMenu();
    }
    else
    {
        tip(settings.tr("menu.view.language.tip"));
    }
    drawPresenterItems(context);
    ImGui::EndMenu();
}

void MenuBar::drawLanguageItems(PanelContext& context)
{
    const SandboxSettings& settings = context.settings;
    // Each language names itself in its own words; without the glyphs Japanese cannot be drawn or chosen.
    if (ImGui::MenuItem("English###menu.view.english", nullptr, !settings.japanese()))
    {
        context.actions.setLanguage(UiLanguage::English);
    }
    context.items.record("menu/view/language/en");
    tip(settings.tr("menu.view.english.tip"));
    const std::string japaneseLabel =
        std::string(settings.japaneseGlyphs ? "日本語" : settings.tr("menu.view.japanese_missing")) +
        "###menu.view.japanese";
    if (ImGui::MenuItem(japaneseLabel.c_str(), nullptr, settings.japanese(), settings.japaneseGlyphs))
    {
        context.actions.setLanguage(UiLanguage::Japanese);
    }
    context.items.record("menu/view/language/ja");
    tip(settings.tr(settings.japaneseGlyphs ? "menu.view.japanese.tip" : "menu.view.japanese_missing.tip"),
        ImGuiHoveredFlags_AllowWhenDisabled);
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
    ImGui::MenuItem(settings.label("menu.lessons.all").c_str(), nullptr, &settings.lessonsWindow);
    context.items.record("menu/lessons/all");
    tip(settings.tr("menu.lessons.all.tip"));
    const bool hasLesson = context.document.scene().lesson.has_value();
    ImGui::MenuItem(settings.label("menu.lessons.panel").c_str(), nullptr, &settings.lessonPanel, hasLesson);
    tip(settings.tr("menu.lessons.panel.tip"));
    ImGui::Separator();
    if (ImGui::MenuItem(settings.label("menu.lessons.next").c_str(), "PgDn"))
    {
        context.actions.openNeighbourLesson(1);
    }
    tip(settings.tr("menu.lessons.next.tip"));
    if (ImGui::MenuItem(settings.label("menu.lessons.previous").c_str(), "PgUp"))
    {
        context.actions.openNeighbourLesson(-1);
    }
    tip(settings.tr("menu.lessons.previous.tip"));
    ImGui::EndMenu();
}

void MenuBar::drawHelpMenu(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    if (!ImGui::BeginMenu(settings.label("menu.help").c_str()))
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
    const SandboxSettings& settings = context.settings;
    // The file name only: a screenshot must not depend on where the repository was checked out.
    const std::string title =
        (document.path().empty() ? std::string(settings.tr("title.untitled"))
                                 : std::filesystem::path(document.path()).filename().string()) +
        (document.readOnly() ? settings.tr("title.read_only") : "") + (document.modified() ? " *" : "");
    const float textWidth = ImGui::CalcTextSize(title.c_str()).x;
    ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 20.0F,
                             static_cast<float>(context.width) * 0.5F - textWidth * 0.5F));
    ImGui::TextColored(kDimText, "%s", title.c_str());
}

} // namespace hitlab
