#include "ui_items.hpp"

#include <imgui.h>

namespace hitlab
{

void UiItems::record(const std::string& name)
{
    const ImVec2 lo = ImGui::GetItemRectMin();
    const ImVec2 hi = ImGui::GetItemRectMax();
    items_[name] = UiItem{lo.x, lo.y, hi.x, hi.y, ImGui::IsItemVisible()};
    if (ensureVisible_ == name)
    {
        ImGui::SetScrollHereY(0.5F);
        ensureVisible_.clear();
    }
}

const UiItem* UiItems::find(const std::string& name) const
{
    const auto found = items_.find(name);
    return found == items_.end() ? nullptr : &found->second;
}

} // namespace hitlab
