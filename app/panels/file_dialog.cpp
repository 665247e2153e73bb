#include "file_dialog.hpp"

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
}

void FileDialog::draw(PanelContext& context)
{
    if (!open_)
    {
        return;
    }
    const bool saving = mode_ == FileDialogMode::Save;
    const SceneCatalog& catalog = context.catalog;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->Size.x * 0.5F, viewport->Size.y * 0.4F), ImGuiCond_Appearing,
                            ImVec2(0.5F, 0.5F));
    ImGui::SetNextWindowSize(ImVec2(scaledPx(560.0F), 0.0F), ImGuiCond_Appearing);
    const char* title = saving ? "Save scene as###file" : "Open scene###file";
    if (ImGui::Begin(title, &open_, ImGuiWindowFlags_NoCollapse))
    {
        ImGui::TextColored(kDimText, "Path of a scene file (JSON):");
        ImGui::SetNextItemWidth(-1.0F);
        const bool enter = ImGui::InputTextWithHint("##path", saving ? "a new path, e.g. my_scene.json" : "",
                                                    &path_, ImGuiInputTextFlags_EnterReturnsTrue);
        if (!saving && !catalog.entries.empty())
        {
            ImGui::TextColored(kDimText, "Bundled scenes:");
            if (ImGui::BeginListBox("##bundled", ImVec2(-1.0F, 180.0F)))
            {
                for (const CatalogEntry& entry : catalog.entries)
                {
                    const std::string path = catalog.pathOf(entry);
                    if (ImGui::Selectable(entry.title.c_str(), path == path_))
                    {
                        path_ = path;
                    }
                }
                ImGui::EndListBox();
            }
        }
        const bool go = ImGui::Button(saving ? "Save" : "Open") || enter;
        ImGui::SameLine();
        if (ImGui::Button("Cancel"))
        {
            open_ = false;
        }
        if (go)
        {
            const auto error = saving ? context.actions.saveScene(path_) : context.actions.openScene(path_);
            if (error)
            {
                error_ = *error;
            }
            else
            {
                error_.clear();
                open_ = false;
            }
        }
        if (!error_.empty())
        {
            ImGui::PushTextWrapPos(0.0F);
            ImGui::TextColored(kErrorText, "%s", error_.c_str());
            ImGui::TextColored(kDimText, "The current scene is unchanged.");
            ImGui::PopTextWrapPos();
        }
    }
    ImGui::End();
}

} // namespace hitlab
