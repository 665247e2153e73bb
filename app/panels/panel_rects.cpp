#include "panel_rects.hpp"

#include "panel_context.hpp"
#include "panel_style.hpp"
#include "uncovered_parts.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

namespace hitlab
{

namespace
{

// Whether the style paints every pixel of a window opaque: its background, title bar and menu bar. A
// window given its own background alpha (SetNextWindowBgAlpha) would break this, and no panel is.
bool windowsOpaque(const ImGuiStyle& style)
{
    const ImVec4* colors = style.Colors;
    return style.Alpha >= 1.0F && colors[ImGuiCol_WindowBg].w >= 1.0F && colors[ImGuiCol_TitleBg].w >= 1.0F &&
           colors[ImGuiCol_TitleBgActive].w >= 1.0F && colors[ImGuiCol_MenuBarBg].w >= 1.0F;
}

} // namespace

PanelRects visiblePanelRects()
{
    PanelRects rects;
    const ImGuiContext* context = ImGui::GetCurrentContext();
    if (context == nullptr)
    {
        return rects;
    }
    const bool opaque = windowsOpaque(context->Style);
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
        if (opaque && !window->Collapsed && (window->Flags & ImGuiWindowFlags_NoBackground) == 0)
        {
            if (const auto inside = opaqueInterior(box, context->Style.WindowRounding))
            {
                rects.opaque.push_back(*inside);
                rects.whole.push_back(pixelsAround(box, 1));
            }
        }
    }
    return rects;
}

namespace
{

// Keys of what placePanel and placeDialog remember in a window's own storage.
struct PlacementKeys
{
    ImGuiID x = ImHashStr("hitlab.placed.x");
    ImGuiID y = ImHashStr("hitlab.placed.y");
    ImGuiID width = ImHashStr("hitlab.placed.width");
    ImGuiID height = ImHashStr("hitlab.placed.height");
    ImGuiID placed = ImHashStr("hitlab.placed");
    ImGuiID byUser = ImHashStr("hitlab.placed.by_user");
    // placeDialog's: the window's size and the UI's font size when the dialog was last drawn, and whether
    // the dialog is being followed after a resize.
    ImGuiID displayWidth = ImHashStr("hitlab.placed.display_width");
    ImGuiID displayHeight = ImHashStr("hitlab.placed.display_height");
    ImGuiID fontSize = ImHashStr("hitlab.placed.font_size");
    ImGuiID settling = ImHashStr("hitlab.placed.settling");
};

// ImGui keeps window places in whole pixels.
constexpr float kMovedPx = 1.0F;

bool differs(float a, float b)
{
    return std::abs(a - b) >= kMovedPx;
}

ImVec2 sizeOf(const std::string& windowName)
{
    const ImGuiWindow* window = ImGui::FindWindowByName(windowName.c_str());
    return window && (window->Active || window->WasActive) ? window->Size : ImVec2(0.0F, 0.0F);
}

} // namespace

void placePanel(const std::string& windowName, const ScreenBox& box, bool autoSize)
{
    const ImVec2 pos(std::floor(static_cast<float>(box.minX)), std::floor(static_cast<float>(box.minY)));
    // Never below ImGui's smallest window (which grows with the UI scale), or ImGui would change the
    // size and it would look like the user's doing.
    const ImVec2 least = ImGui::GetStyle().WindowMinSize;
    const ImVec2 size(std::floor(std::max(static_cast<float>(box.width()), least.x)),
                      std::floor(std::max(static_cast<float>(box.height()), least.y)));
    const PlacementKeys keys;
    if (ImGuiWindow* window = ImGui::FindWindowByName(windowName.c_str()))
    {
        ImGuiStorage& memory = window->StateStorage;
        if (memory.GetBool(keys.byUser))
        {
            return;
        }
        // Anything but this rule moved or sized it since the last frame: the user did, by dragging.
        if (memory.GetBool(keys.placed) &&
            (differs(window->Pos.x, memory.GetFloat(keys.x)) ||
             differs(window->Pos.y, memory.GetFloat(keys.y)) ||
             (!autoSize && (differs(window->SizeFull.x, memory.GetFloat(keys.width)) ||
                            differs(window->SizeFull.y, memory.GetFloat(keys.height))))))
        {
            memory.SetBool(keys.byUser, true);
            return;
        }
        memory.SetBool(keys.placed, true);
        memory.SetFloat(keys.x, pos.x);
        memory.SetFloat(keys.y, pos.y);
        memory.SetFloat(keys.width, size.x);
        memory.SetFloat(keys.height, size.y);
    }
    ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
    if (!autoSize)
    {
        ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    }
}

namespace
{

// Where placeDialog moves a dialog this frame, if anywhere: nothing for one not shown last frame (it
// opens centred), nor while the window is minimised (it has no size then, and ImGui leaves its windows
// alone).
std::optional<ImVec2> dialogPlaceAfterResize(ImGuiWindow* window, const ImGuiViewport& viewport,
                                             ImVec2 middle)
{
    const ImVec2 display = viewport.Size;
    if (window == nullptr || !window->WasActive || display.x <= 0.0F || display.y <= 0.0F)
    {
        return std::nullopt;
    }
    // Centred, but never above the menu bar's foot nor left of the window, where its title bar would be
    // out of reach.
    const ImRect inside(viewport.WorkPos, ImVec2(viewport.WorkPos.x + viewport.WorkSize.x,
                                                 viewport.WorkPos.y + viewport.WorkSize.y));
    const ImVec2 size = window->Size;
    const ImVec2 centred(
        std::floor(std::max(inside.Min.x, std::min(middle.x - 0.5F * size.x, inside.Max.x - size.x))),
        std::floor(std::max(inside.Min.y, std::min(middle.y - 0.5F * size.y, inside.Max.y - size.y))));
    // Last frame's window size, the dialog's size and where this rule put it then: a dialog still there
    // is the rule's to move, one elsewhere the user's. After a resize the dialog is followed until its
    // size settles: one that sizes itself to its contents takes a frame or more to fit the new window.
    const PlacementKeys keys;
    ImGuiStorage& memory = window->StateStorage;
    // A new UI scale (Ctrl+=) grows or shrinks the dialog from where it stood: placed again, as after a
    // resize, rather than left to grow past the window's edge with its buttons.
    const float fontSize = ImGui::GetFontSize();
    const bool resized = memory.GetFloat(keys.displayWidth, display.x) != display.x ||
                         memory.GetFloat(keys.displayHeight, display.y) != display.y ||
                         memory.GetFloat(keys.fontSize, fontSize) != fontSize;
    const bool sizeChanged = differs(size.x, memory.GetFloat(keys.width, size.x)) ||
                             differs(size.y, memory.GetFloat(keys.height, size.y));
    const bool whereCentred = !differs(window->Pos.x, memory.GetFloat(keys.x, window->Pos.x)) &&
                              !differs(window->Pos.y, memory.GetFloat(keys.y, window->Pos.y));
    const bool settling = resized || (sizeChanged && memory.GetBool(keys.settling));
    memory.SetFloat(keys.displayWidth, display.x);
    memory.SetFloat(keys.displayHeight, display.y);
    memory.SetFloat(keys.fontSize, fontSize);
    memory.SetFloat(keys.width, size.x);
    memory.SetFloat(keys.height, size.y);
    memory.SetFloat(keys.x, centred.x);
    memory.SetFloat(keys.y, centred.y);
    memory.SetBool(keys.settling, settling);
    if (settling && (whereCentred || !inside.Contains(window->Rect())))
    {
        return centred;
    }
    return std::nullopt;
}

} // namespace

void placeDialog(const std::string& title, float heightShare)
{
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const ImVec2 middle(viewport->Pos.x + 0.5F * viewport->Size.x,
                        viewport->Pos.y + heightShare * viewport->Size.y);
    if (const std::optional<ImVec2> place =
            dialogPlaceAfterResize(ImGui::FindWindowByName(title.c_str()), *viewport, middle))
    {
        ImGui::SetNextWindowPos(*place, ImGuiCond_Always);
    }
    else
    {
        ImGui::SetNextWindowPos(middle, ImGuiCond_Appearing, ImVec2(0.5F, 0.5F));
    }
}

PanelLayout currentPanelLayout(const PanelContext& context)
{
    using namespace panel_style;
    const SandboxSettings& settings = context.settings;
    PanelLayoutInput in;
    in.width = static_cast<double>(context.width);
    in.height = static_cast<double>(context.height);
    in.top = ImGui::GetFrameHeight(); // the menu bar
    in.bottom = in.height - statusBarHeight();
    in.scale = ImGui::GetFontSize() / kBaseFontSize;
    // Both size themselves to their text: last frame's size (the first frame has none yet).
    in.paletteHeight = sizeOf(settings.label("panel.palette.title")).y;
    const ImVec2 stats = sizeOf(settings.label("panel.stats.title"));
    in.statsWidth = stats.x;
    in.statsHeight = stats.y;
    in.ccd = context.analysis.ccd().has_value();
    in.lesson = context.document.scene().lesson.has_value() && settings.lessonPanel;
    return panelLayout(in);
}

} // namespace hitlab
