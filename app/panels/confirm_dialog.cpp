#include "confirm_dialog.hpp"

#include "panel_style.hpp"

#include <imgui.h>

namespace hitlab
{

using namespace panel_style;

namespace
{

constexpr const char* kPopupId = "Unsaved changes###confirm";

} // namespace

std::optional<ConfirmAnswer> confirmAnswerNamed(std::string_view name)
{
    for (ConfirmAnswer answer : {ConfirmAnswer::Save, ConfirmAnswer::Discard, ConfirmAnswer::Cancel})
    {
        if (confirmAnswerName(answer) == name)
        {
            return answer;
        }
    }
    return std::nullopt;
}

std::string_view confirmAnswerName(ConfirmAnswer answer)
{
    switch (answer)
    {
    case ConfirmAnswer::Save:
        return "save";
    case ConfirmAnswer::Discard:
        return "discard";
    case ConfirmAnswer::Cancel:
        return "cancel";
    }
    return "cancel";
}

void ConfirmDialog::show(std::string question)
{
    open_ = true;
    question_ = std::move(question);
    queued_.reset();
}

std::optional<ConfirmAnswer> ConfirmDialog::draw(bool visible, UiItems& items)
{
    if (!open_)
    {
        return std::nullopt;
    }
    std::optional<ConfirmAnswer> given = queued_;
    queued_.reset();
    if (visible)
    {
        // Opened here, at the top of the ID stack, whichever menu or dialog asked for it.
        if (!ImGui::IsPopupOpen(kPopupId))
        {
            ImGui::OpenPopup(kPopupId);
        }
        const ImGuiViewport* viewport = ImGui::GetMainViewport();
        ImGui::SetNextWindowPos(ImVec2(viewport->Size.x * 0.5F, viewport->Size.y * 0.4F), ImGuiCond_Appearing,
                                ImVec2(0.5F, 0.5F));
        if (ImGui::BeginPopupModal(kPopupId, nullptr, ImGuiWindowFlags_AlwaysAutoResize))
        {
            ImGui::TextUnformatted("The scene has unsaved changes.");
            ImGui::TextColored(kDimText, "%s", question_.c_str());
            if (ImGui::Button("Save"))
            {
                given = ConfirmAnswer::Save;
            }
            items.record("confirm/save");
            ImGui::SameLine();
            if (ImGui::Button("Discard"))
            {
                given = ConfirmAnswer::Discard;
            }
            items.record("confirm/discard");
            ImGui::SameLine();
            if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
            {
                given = ConfirmAnswer::Cancel;
            }
            items.record("confirm/cancel");
            if (given)
            {
                ImGui::CloseCurrentPopup();
            }
            ImGui::EndPopup();
        }
    }
    if (given)
    {
        open_ = false;
    }
    return given;
}

} // namespace hitlab
