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

// The shadow under every label.
constexpr Rgba kTextShadow = rgb(0, 0, 0, 200.0F / 255.0F);

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

void CanvasTextLayer::addText(Vec2 at, const std::string& text, Rgba color)
{
    const Vec2 rounded(std::round(static_cast<float>(at.x)), std::round(static_cast<float>(at.y)));
    marks_.emplace_back(CanvasText{rounded, text, color, kTextShadow});
}

void CanvasTextLayer::addFrame(Vec2 min, Vec2 max, Rgba color)
{
    marks_.emplace_back(CanvasFrame{min, max, color});
}

void CanvasTextLayer::draw(ImDrawList* list) const
{
    for (const CanvasMark& mark : marks_)
    {
        if (const auto* text = std::get_if<CanvasText>(&mark))
        {
            const ImVec2 p(static_cast<float>(text->at.x), static_cast<float>(text->at.y));
            list->AddText(ImVec2(p.x + 1.0F, p.y + 1.0F), toImColor(text->shadow), text->text.c_str());
            list->AddText(p, toImColor(text->color), text->text.c_str());
        }
        else if (const auto* frame = std::get_if<CanvasFrame>(&mark))
        {
            list->AddRect(ImVec2(static_cast<float>(frame->min.x), static_cast<float>(frame->min.y)),
                          ImVec2(static_cast<float>(frame->max.x), static_cast<float>(frame->max.y)),
                          toImColor(frame->color));
        }
    }
}

CanvasFont currentCanvasFont()
{
    CanvasFont font;
    // The UI font is DejaVu Sans with IPA Gothic merged in for Japanese (startup.cpp); a reader of the
    // SVG without them gets the nearest sans-serif.
    font.family = "'DejaVu Sans', 'IPAGothic', 'IPA Gothic', sans-serif";
    if (const ImFont* current = ImGui::GetFont())
    {
        // ImGui sizes a font by its line, ascender to descender; SVG by its em. DejaVu Sans has 2048 units
        // to the em and 1901 + 483 to the line.
        constexpr float kEmPerLine = 2048.0F / (1901.0F + 483.0F);
        // The size text is drawn at now (a global font scale included), and the font's ascent at it.
        const float drawnSize = ImGui::GetFontSize() > 0.0F ? ImGui::GetFontSize() : current->FontSize;
        font.emPx = drawnSize * kEmPerLine;
        font.ascentPx = current->Ascent * drawnSize / current->FontSize;
    }
    return font;
}

} // namespace hitlab
