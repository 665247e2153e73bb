// Text on the canvas: labels go into ImGui's background draw list (under the panels, over the GL
// canvas), each with a dark shadow so it reads on any fill. The canvas records them first, placed
// (label_layout.hpp) and rounded, in a CanvasTextLayer, with the legend's boxes, the leader lines and
// the inset frames: the window draws that record, and File > Export writes the same one.
#pragma once

#include "renderer.hpp"

#include <string>
#include <utility>
#include <variant>
#include <vector>

struct ImDrawList;

namespace hitlab
{

// A label as it is finally drawn: its top-left corner in whole window pixels, its colour, and the
// shadow drawn one pixel right and down under it.
struct CanvasText
{
    Vec2 at;
    std::string text;
    Rgba color;
    Rgba shadow;
};

// A one-pixel rectangle outline (an inset's frame), window pixels from `min` to `max`.
struct CanvasFrame
{
    Vec2 min;
    Vec2 max;
    Rgba color;
};

// A filled rectangle with rounded corners (the legend's box, a legend number's chip).
struct CanvasBox
{
    Vec2 min;
    Vec2 max;
    Rgba color;
    float rounding = 0.0F;
};

// A straight line (a leader from a label to the point it names).
struct CanvasLine
{
    Vec2 from;
    Vec2 to;
    Rgba color;
    float width = 1.0F;
};

// A filled triangle (an inset's resize corner).
struct CanvasTriangle
{
    Vec2 a;
    Vec2 b;
    Vec2 c;
    Rgba color;
};

using CanvasMark = std::variant<CanvasText, CanvasFrame, CanvasBox, CanvasLine, CanvasTriangle>;

// The canvas's text and frames in the order they are drawn.
class CanvasTextLayer
{
public:
    void clear() { marks_.clear(); }
    // `text` with its top-left corner at `at`, rounded to whole pixels.
    void addText(Vec2 at, const std::string& text, Rgba color);
    void addFrame(Vec2 min, Vec2 max, Rgba color);
    void addBox(Vec2 min, Vec2 max, Rgba color, float rounding);
    void addLine(Vec2 from, Vec2 to, Rgba color, float width);
    void addTriangle(Vec2 a, Vec2 b, Vec2 c, Rgba color);
    const std::vector<CanvasMark>& marks() const { return marks_; }
    // Into an ImGui draw list (the window's background list, or a list for an offscreen picture).
    void draw(ImDrawList* list) const;

private:
    std::vector<CanvasMark> marks_;
};

// The canvas's text font: its family as an SVG font-family list, its em size (SVG's font-size) and the
// height of its line's top above the baseline (pixels), as the UI font was loaded.
struct CanvasFont
{
    std::string family;
    float emPx = 12.9F;
    float ascentPx = 14.0F;
};

// The UI font of the current ImGui context.
CanvasFont currentCanvasFont();

} // namespace hitlab
