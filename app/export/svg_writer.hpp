// The canvas as an SVG figure: a CanvasSink that writes what the GL renderer would draw, as vectors.
//
// Each primitive of a batch becomes the SVG element its kind's row gives (model/shape_draw.hpp), in
// window pixels (circles and points as <circle>, unturned rectangles as <rect>,
// ellipses, turned rectangles, polygons, capsules and fans as <path>, lines as <line>),
// filled with the batch's fill colour and alpha; an outline is the band `outline` pixels wide inside
// the boundary, as shape.frag draws it: a stroke twice as wide clipped to the shape. The grid becomes
// lines one pixel wide (minor, major, axes), the error map's cells rectangles (one per run of a colour
// along a row, in a group of class "cells"), the labels <text> in the
// UI font at the positions they were placed at. Areas other than the whole canvas (insets) are clipped.
// Every primitive carries class="KIND" (the shape kind's name, "point" for discs, "segment" for lines).
#pragma once

#include "canvas/canvas_sink.hpp"
#include "canvas/canvas_text.hpp"
#include "renderer.hpp"

#include <string>

namespace hitlab
{

class SvgWriter final : public CanvasSink
{
public:
    // A figure of `width` x `height` pixels (the canvas).
    SvgWriter(int width, int height, CanvasFont font);

    void drawGrid(const View& view, PixelRect area, const GridColors& colors) override;
    void drawBatch(const Batch& batch, const View& view, PixelRect area) override;
    // One <rect> per run of a colour along a row, in a group drawn with crisp edges: the runs meet
    // at whole pixels, where anti-aliasing would show seams of the background between them.
    void drawCells(const CellPicture& picture, PixelRect area) override;
    // The labels and frames over everything drawn so far.
    void drawText(const CanvasTextLayer& text);

    // The complete document.
    std::string finish() const;

private:
    // Opens a group clipped to `area` unless it is the whole figure; returns the closing tag.
    std::string beginArea(PixelRect area);
    void addPrimitive(const Instance& instance, const Batch& batch, const View& view, PixelRect area);
    std::string newId(const char* prefix);

    int width_;
    int height_;
    CanvasFont font_;
    std::string body_;
    int nextId_ = 0;
};

} // namespace hitlab
