#include "panel_rects.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <string_view>

namespace hitlab
{

std::vector<ScreenBox> visiblePanelRects()
{
    std::vector<ScreenBox> rects;
    const ImGuiContext* context = ImGui::GetCurrentContext();
    if (context == nullptr)
    {
        return rects;
    }
    constexpr ImGuiWindowFlags kTransient =
        ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup;
    for (const ImGuiWindow* window : context->Windows)
    {
        // ImGui's implicit window takes stray widgets; it is never one of ours.
        if (!window->Active || window->Hidden || (window->Flags & kTransient) != 0 ||
            std::string_view(window->Name).starts_with("Debug##"))
        {
            continue;
        }
        rects.push_back(ScreenBox{window->Pos.x, window->Pos.y, window->Pos.x + window->Size.x,
                                  window->Pos.y + window->Size.y});
    }
    return rects;
}

} // namespace hitlab
