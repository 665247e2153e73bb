#include "canvas_text.hpp"

#include <imgui.h>

#include <cmath>

namespace hitlab
{

namespace
{

ImU32 toImColor(Rgba c)
{
    return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a));
}

} // namespace

void drawText(ImDrawList* list, Vec2 at, const std::string& text, Rgba color)
{
    const ImVec2 p(std::round(static_cast<float>(at.x)), std::round(static_cast<float>(at.y)));
    list->AddText(ImVec2(p.x + 1.0F, p.y + 1.0F), IM_COL32(0, 0, 0, 200), text.c_str());
    list->AddText(p, toImColor(color), text.c_str());
}

} // namespace hitlab
