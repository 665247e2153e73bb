#include "confirm_dialog.hpp"

#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

namespace hitlab
{

using namespace panel_style;

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

void ConfirmDialog::show(const char* questionKey)
{
    open_ = true;
    questionKey_ = questionKey;
    queued_.reset();
}

std::optional<ConfirmAnswer> ConfirmDialog::draw(bool visible, UiItems& items, UiLanguage language)
{
    if (!open_)
    {
        return std::nullopt;
    }
    std::optional<ConfirmAnswer> given = queued_;
    queued_.reset();
    if (visible)
    {
        // Opened here, at the top of the ID stack, whichever menu or dialog asked for it. Opened and
        // begun with the same whole label: the popup is found by it.
        const std::string popupLabel = uiLabel("dialog.confirm.title", language);
        if (!ImGui::IsPopupOpen(popupLabel.c_str()))
        {
            ImGui::OpenPopup(popupLabel.c_str());
        }
        placeDialog(popupLabel, 0.4F);
        if (ImGui::BeginPopupModal(popupLabel.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize))
        {
            const bool escape = escapeCancels();
            ImGui::TextUnformatted(uiText("dialog.confirm.text", language));
            ImGui::TextColored(kDimText, "%s", uiText(questionKey_, language));
            if (ImGui::Button(uiLabel("dialog.confirm.save", language).c_str()))
            {
                given = ConfirmAnswer::Save;
            }
            items.record("confirm/save");
            tip(uiText("dialog.confirm.save.tip", language));
            ImGui::SameLine();
            if (ImGui::Button(uiLabel("dialog.confirm.discard", language).c_str()))
            {
                given = ConfirmAnswer::Discard;
            }
            items.record("confirm/discard");
            tip(uiText("dialog.confirm.discard.tip", language));
            ImGui::SameLine();
            if (ImGui::Button(uiLabel("dialog.confirm.cancel", language).c_str()) || escape)
            {
                given = ConfirmAnswer::Cancel;
            }
            items.record("confirm/cancel");
            tip(uiText("dialog.confirm.cancel.tip", language));
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
