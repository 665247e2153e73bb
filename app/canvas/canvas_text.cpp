#include "canvas_text.hpp"

#include "palette.hpp"

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

Vec2 LabelPlacer::place(Vec2 at, const std::string& text)
{
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    Vec2 p = at;
    for (int attempt = 0; attempt < 8; ++attempt)
    {
        bool clear = true;
        for (const auto& [lo, hi] : placed_)
        {
            if (p.x < hi.x && lo.x < p.x + size.x && p.y < hi.y && lo.y < p.y + size.y)
            {
                clear = false;
                p.y = hi.y + 1.0;
                break;
            }
        }
        if (clear)
        {
            break;
        }
    }
    placed_.emplace_back(p, p + Vec2(size.x, size.y));
    return p;
}

void drawText(ImDrawList* list, Vec2 at, const std::string& text, Rgba color)
{
    const ImVec2 p(std::round(static_cast<float>(at.x)), std::round(static_cast<float>(at.y)));
    list->AddText(ImVec2(p.x + 1.0F, p.y + 1.0F), toImColor(palette::current().labelShadow), text.c_str());
    list->AddText(p, toImColor(color), text.c_str());
}

} // namespace hitlab
