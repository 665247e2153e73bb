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

ImVec2 toImVec2(Vec2 p)
{
    return ImVec2(static_cast<float>(p.x), static_cast<float>(p.y));
}

} // namespace

void CanvasTextLayer::addText(Vec2 at, const std::string& text, Rgba color)
{
    const Vec2 rounded(std::round(static_cast<float>(at.x)), std::round(static_cast<float>(at.y)));
    marks_.emplace_back(CanvasText{rounded, text, color, palette::current().labelShadow});
}

void CanvasTextLayer::addFrame(Vec2 min, Vec2 max, Rgba color)
{
    marks_.emplace_back(CanvasFrame{min, max, color});
}

void CanvasTextLayer::addBox(Vec2 min, Vec2 max, Rgba color, float rounding)
{
    marks_.emplace_back(CanvasBox{min, max, color, rounding});
}

void CanvasTextLayer::addLine(Vec2 from, Vec2 to, Rgba color, float width)
{
    marks_.emplace_back(CanvasLine{from, to, color, width});
}

void CanvasTextLayer::addTriangle(Vec2 a, Vec2 b, Vec2 c, Rgba color)
{
    marks_.emplace_back(CanvasTriangle{a, b, c, color});
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
        else if (const auto* box = std::get_if<CanvasBox>(&mark))
        {
            list->AddRectFilled(toImVec2(box->min), toImVec2(box->max), toImColor(box->color), box->rounding);
        }
        else if (const auto* line = std::get_if<CanvasLine>(&mark))
        {
            list->AddLine(toImVec2(line->from), toImVec2(line->to), toImColor(line->color), line->width);
        }
        else if (const auto* triangle = std::get_if<CanvasTriangle>(&mark))
        {
            list->AddTriangleFilled(toImVec2(triangle->a), toImVec2(triangle->b), toImVec2(triangle->c),
                                    toImColor(triangle->color));
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
