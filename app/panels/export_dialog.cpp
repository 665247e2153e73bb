#include "export_dialog.hpp"

#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <system_error>

namespace hitlab
{

using namespace panel_style;

namespace
{

// A table string with one %s, filled in.

} // namespace

void ExportDialog::show(const std::string& scenePath)
{
    if (!open_ && path_.empty())
    {
        path_ = suggestedExportPath(scenePath, format_);
    }
    open_ = true;
    confirmingReplace_ = false;
    error_.clear();
    pathField_.takeKeyboard();
}

std::string ExportDialog::problemText(const SandboxSettings& settings, ExportPathProblem problem) const
{
    const std::string extension = exportExtension(format_);
    switch (problem)
    {
    case ExportPathProblem::Empty:
        return settings.tr("export.error.empty", {extension});
    case ExportPathProblem::WrongExtension:
        return settings.tr("export.error.extension", {extension});
    case ExportPathProblem::IsDirectory:
        return settings.tr("export.error.directory", {path_});
    case ExportPathProblem::MissingDirectory:
        return settings.tr("export.error.missing_directory",
                           {std::filesystem::path(path_).parent_path().string()});
    }
    return {};
}

void ExportDialog::submit(PanelContext& context, bool replace)
{
    if (const auto problem = checkExportPath(path_, format_))
    {
        error_ = problemText(context.settings, *problem);
        confirmingReplace_ = false;
        pathField_.takeKeyboard(); // the path, selected, ready to be corrected
        return;
    }
    std::error_code ignored;
    if (!replace && std::filesystem::exists(path_, ignored))
    {
        confirmingReplace_ = true;
        error_.clear();
        return;
    }
    if (const auto refused = context.actions.exportCanvas(ExportRequest{path_, format_}))
    {
        error_ = *refused;
        confirmingReplace_ = false;
        pathField_.takeKeyboard();
        return;
    }
    error_.clear();
    confirmingReplace_ = false;
    open_ = false;
}

void ExportDialog::draw(PanelContext& context)
{
    if (!open_)
    {
        return;
    }
    const SandboxSettings& settings = context.settings;
    const std::string title = settings.label("export.title");
    placeDialog(title, 0.4F);
    // A fixed width, the height fitted to the contents every frame (the replace question adds a line).
    ImGui::SetNextWindowSize(ImVec2(560.0F, 0.0F), ImGuiCond_Always);
    if (ImGui::Begin(title.c_str(), &open_, ImGuiWindowFlags_NoCollapse))
    {
        const bool escape = escapeCancels();  // the replace question's Keep, or else Cancel
        const bool confirm = enterConfirms(); // the replace question's Replace
        ImGui::PushTextWrapPos(0.0F);
        ImGui::TextColored(kDimText, "%s", settings.tr("export.note"));
        ImGui::PopTextWrapPos();
        const ExportFormat before = format_;
        const std::pair<ExportFormat, const char*> formats[] = {{ExportFormat::Svg, "export.format.svg"},
                                                                {ExportFormat::Png, "export.format.png"},
                                                                {ExportFormat::Png2x, "export.format.png2x"}};
        for (const auto& [format, key] : formats)
        {
            if (ImGui::RadioButton(settings.label(key).c_str(), format_ == format))
            {
                format_ = format;
            }
            context.items.record(std::string("export/") + (format == ExportFormat::Svg   ? "svg"
                                                           : format == ExportFormat::Png ? "png"
                                                                                         : "png2x"));
        }
        if (format_ != before)
        {
            path_ = withExportExtension(path_, format_);
            confirmingReplace_ = false;
            error_.clear();
        }
        ImGui::TextColored(kDimText, "%s", settings.tr("export.path"));
        ImGui::SetNextItemWidth(-1.0F);
        const std::string typedBefore = path_;
        const bool enter = pathField_.draw("##exportpath", settings.tr("export.path_hint"), path_);
        context.items.record("export/path");
        if (path_ != typedBefore)
        {
            confirmingReplace_ = false; // the question was about the other path
        }
        if (confirmingReplace_)
        {
            ImGui::PushTextWrapPos(0.0F);
            ImGui::TextColored(kErrorText, "%s", settings.tr("export.exists", {path_}).c_str());
            ImGui::PopTextWrapPos();
            if (ImGui::Button(settings.label("export.replace").c_str()) || enter || confirm)
            {
                submit(context, true);
            }
            context.items.record("export/replace");
            ImGui::SameLine();
            if (ImGui::Button(settings.label("export.keep").c_str()) || escape)
            {
                confirmingReplace_ = false;
            }
            context.items.record("export/keep");
        }
        else
        {
            if (ImGui::Button(settings.label("export.export").c_str()) || enter)
            {
                submit(context, false);
            }
            context.items.record("export/export");
            ImGui::SameLine();
            if (ImGui::Button(settings.label("export.cancel").c_str()) || escape)
            {
                open_ = false;
            }
            context.items.record("export/cancel");
        }
        if (!error_.empty())
        {
            ImGui::PushTextWrapPos(0.0F);
            ImGui::TextColored(kErrorText, "%s", error_.c_str());
            ImGui::PopTextWrapPos();
        }
    }
    ImGui::End();
}

} // namespace hitlab
