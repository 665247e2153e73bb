#include "panel_rects.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <string_view>

namespace hitlab
{

PanelRects visiblePanelRects()
{
    PanelRects rects;
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
        const ScreenBox box{window->Pos.x, window->Pos.y, window->Pos.x + window->Size.x,
                            window->Pos.y + window->Size.y};
        // A dialog has a title bar but cannot be collapsed, unlike the panels.
        const bool dialog = (window->Flags & ImGuiWindowFlags_NoCollapse) != 0 &&
                            (window->Flags & ImGuiWindowFlags_NoTitleBar) == 0;
        (dialog ? rects.dialogs : rects.panels).push_back(box);
    }
    return rects;
}

} // namespace hitlab
