#include "file_dialog.hpp"

#include "i18n/ui_text.hpp"
#include "lesson_panel.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <filesystem>
#include <system_error>

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
    confirmingReplace_ = false;
    pathField_.takeKeyboard();
}

bool FileDialog::replacesAnotherFile(const std::string& path, const std::string& scenePath)
{
    std::error_code ignored;
    // A directory, a pipe or a device is not replaced: the save refuses it with its reason.
    if (!std::filesystem::is_regular_file(path, ignored))
    {
        return false;
    }
    return scenePath.empty() || !std::filesystem::equivalent(path, scenePath, ignored);
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
        const bool confirm = enterConfirms();
        ImGui::TextColored(kDimText, "%s", settings.tr("dialog.file.path"));
        ImGui::SetNextItemWidth(-1.0F);
        const std::string typedBefore = path_;
        const bool enter =
            pathField_.draw("##path", saving ? settings.tr("dialog.file.new_path") : "", path_);
        tip(settings.tr("dialog.file.path.tip"));
        if (path_ != typedBefore)
        {
            confirmingReplace_ = false; // the question was about the other path
        }
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
                        confirmingReplace_ = false;
                    }
                    tip(settings.tr("dialog.file.bundled.tip"));
                }
                ImGui::EndListBox();
            }
        }
        bool go = false;
        if (confirmingReplace_)
        {
            wrappedText(settings.tr("dialog.file.exists", {path_}), kErrorText);
            go = ImGui::Button(settings.label("dialog.file.replace").c_str()) || enter || confirm;
            tip(settings.tr("dialog.file.replace.tip"));
            context.items.record("file/replace");
            ImGui::SameLine();
            if (ImGui::Button(settings.label("dialog.file.keep").c_str()) || escape)
            {
                confirmingReplace_ = false;
                pathField_.takeKeyboard(); // the path, selected, ready for another
            }
            tip(settings.tr("dialog.file.keep.tip"));
            context.items.record("file/keep");
        }
        else
        {
            go = ImGui::Button(settings.label(saving ? "dialog.file.save" : "dialog.file.open").c_str()) ||
                 enter;
            tip(settings.tr(saving ? "dialog.file.save.tip" : "dialog.file.open.tip"));
            context.items.record("file/go");
            ImGui::SameLine();
            if (ImGui::Button(settings.label("dialog.file.cancel").c_str()) || escape)
            {
                open_ = false;
            }
            tip(settings.tr("dialog.file.cancel.tip"));
            context.items.record("file/cancel");
        }
        // A bundled scene's file is not its own to write: saving there asks as for any other file.
        const std::string ownFile = context.document.hasWritablePath() ? context.document.path() : "";
        if (go && saving && !confirmingReplace_ && replacesAnotherFile(path_, ownFile))
        {
            confirmingReplace_ = true;
            error_.clear();
        }
        else if (go)
        {
            confirmingReplace_ = false;
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
            // io's English, kept for the state dump as the status line keeps it; shown in the UI's language.
            wrappedText(uiIoErrorMessage(error_, settings.language), kErrorText);
            wrappedText(settings.tr("dialog.file.unchanged"), kDimText);
        }
    }
    ImGui::End();
}

} // namespace hitlab
