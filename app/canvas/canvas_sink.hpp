// Where the canvas's picture goes: the GL renderer for the window, an SVG writer or a scaled offscreen
// render for File > Export. Canvas::draw feeds every sink the same calls (the grid of each area, then
// its cells and batches in order), so the window and an exported figure come from one description of
// the frame.
#pragma once

namespace hitlab
{

class Batch;
class CellPicture;
struct View;
struct PixelRect;
struct GridColors;

class CanvasSink
{
public:
    // The background grid of `view` inside `area` of the window (window pixels, origin top-left).
    virtual void drawGrid(const View& view, PixelRect area, const GridColors& colors) = 0;
    // A batch of world-space primitives seen through `view`, clipped to `area`, over what came before.
    virtual void drawBatch(const Batch& batch, const View& view, PixelRect area) = 0;
    // Cells laid from the top-left corner of `area` (each picture.cellPixels() window pixels square),
    // clipped to it, over what came before.
    virtual void drawCells(const CellPicture& picture, PixelRect area) = 0;

protected:
    ~CanvasSink() = default;
};

} // namespace hitlab
