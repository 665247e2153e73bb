#include "file_dialog.hpp"

#include "lesson_panel.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace hitlab
{

using namespace panel_style;

void FileDialog::show(FileDialogMode mode, std::string path)
{
    show(mode);
    path_ = std::move(path);
}

void FileDialog::show(FileDialogMode mode)
{
    open_ = true;
    mode_ = mode;
    pathField_.takeKeyboard();
}

void FileDialog::draw(PanelContext& context)
{
    if (!open_)
    {
        return;
    }
    const bool saving = mode_ == FileDialogMode::Save;
    const SandboxSettings& settings = context.settings;
    const SceneCatalog& catalog = context.catalog;
    // "###file": one window for both modes and both languages.
    const std::string title =
        std::string(settings.tr(saving ? "dialog.file.save_title" : "dialog.file.open_title")) + "###file";
    placeDialog(title, 0.4F);
    // The height fitted to the contents every frame, so that a refusal below the buttons is seen.
    ImGui::SetNextWindowSize(ImVec2(scaledPx(560.0F), 0.0F), ImGuiCond_Always);
    if (ImGui::Begin(title.c_str(), &open_, ImGuiWindowFlags_NoCollapse))
    {
        const bool escape = escapeCancels();
        ImGui::TextColored(kDimText, "%s", settings.tr("dialog.file.path"));
        ImGui::SetNextItemWidth(-1.0F);
        const bool enter =
            pathField_.draw("##path", saving ? settings.tr("dialog.file.new_path") : "", path_);
        tip(settings.tr("dialog.file.path.tip"));
        if (!saving && !catalog.entries.empty())
        {
            ImGui::TextColored(kDimText, "%s", settings.tr("dialog.file.bundled"));
            if (ImGui::BeginListBox("##bundled", ImVec2(-1.0F, 180.0F)))
            {
                for (const CatalogEntry& entry : catalog.entries)
                {
                    const std::string path = catalog.pathOf(entry);
                    const std::string item = entry.titleIn(settings.japanese()) + "##" + entry.file;
                    if (ImGui::Selectable(item.c_str(), path == path_))
                    {
                        path_ = path;
                    }
                    tip(settings.tr("dialog.file.bundled.tip"));
                }
                ImGui::EndListBox();
            }
        }
        const bool go =
            ImGui::Button(settings.label(saving ? "dialog.file.save" : "dialog.file.open").c_str()) || enter;
        tip(settings.tr(saving ? "dialog.file.save.tip" : "dialog.file.open.tip"));
        ImGui::SameLine();
        if (ImGui::Button(settings.label("dialog.file.cancel").c_str()) || escape)
        {
            open_ = false;
        }
        tip(settings.tr("dialog.file.cancel.tip"));
        if (go)
        {
            const auto error = saving ? context.actions.saveScene(path_) : context.actions.openScene(path_);
            if (error)
            {
                error_ = *error;
                pathField_.takeKeyboard(); // the path, selected, ready to be corrected
            }
            else
            {
                error_.clear();
                open_ = false;
            }
        }
        if (!error_.empty())
        {
            wrappedText(error_, kErrorText);
            wrappedText(settings.tr("dialog.file.unchanged"), kDimText);
        }
    }
    ImGui::End();
}

} // namespace hitlab
