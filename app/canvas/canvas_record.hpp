// The canvas of one frame kept as the calls that draw it (grids, cells, batches), to be compared with
// the next frame's. Dragging one of 10,000 shapes changes a few dozen primitives, hovering a panel none:
// where two frames' calls differ is all of a kept picture of the canvas that needs drawing again
// (kept_canvas.hpp keeps it; a software rasteriser pays for every pixel it shades, and stress_10k's
// shapes cost it about 16 ms a frame). Pure logic, no GL, so that the tests can check it.
#pragma once

#include "canvas/batch.hpp"
#include "canvas/canvas_sink.hpp"
#include "canvas/cell_picture.hpp"

#include <cstddef>
#include <span>
#include <vector>

namespace hitlab
{

struct RecordedCall
{
    enum class Kind
    {
        Grid,
        Cells,
        Batch,
    };
    Kind kind = Kind::Grid;
    PixelRect area;
    View view;         // of a grid or a batch
    GridColors colors; // of a grid
    CellPicture cells; // of a cells call
    Batch batch;       // of a batch call
};

class CanvasRecord final : public CanvasSink
{
public:
    // Forgets the calls but keeps their storage, so that recording a frame like the last allocates
    // nothing.
    void clear() { used_ = 0; }

    void drawGrid(const View& view, PixelRect area, const GridColors& colors) override;
    void drawBatch(const Batch& batch, const View& view, PixelRect area) override;
    void drawCells(const CellPicture& picture, PixelRect area) override;

    // Makes the recorded calls again, in order, to `sink`.
    void replay(CanvasSink& sink) const;

    std::size_t size() const { return used_; }
    const RecordedCall& operator[](std::size_t i) const { return calls_[i]; }

    // Whether drawing the recorded canvas costs a software rasteriser more than shading `plainPixels`
    // plain pixels. Counted: every quad's, the error map's cells' and the grid's area's pixels inside
    // `visible` (window rectangles, origin top-left, sharing no pixel: what the opaque panels leave to be
    // seen), each weighted by its shader's cost (kPixelWeights in the .cpp), overlaps counted again, and
    // each primitive's setup. Stops counting once the answer is known.
    bool costsMoreThan(double plainPixels, std::span<const PixelRect> visible) const;

private:
    RecordedCall& next(RecordedCall::Kind kind, PixelRect area);

    std::vector<RecordedCall> calls_;
    std::size_t used_ = 0;
};

// Whole window pixels by which a picture moves (x right, y down).
struct PixelShift
{
    int x = 0;
    int y = 0;

    bool operator==(const PixelShift&) const = default;
};

// What differs between two frames' canvases drawn in the same window.
struct CanvasChange
{
    // Everything: another view, area, grid, cells or sequence of calls, or changes over too much of
    // the window to be worth drawing in parts.
    bool whole = false;
    // The view panned by whole pixels: the last picture moved by this shows the same world.
    PixelShift shift;
    // Else the window rectangles (pixels, origin top-left) to draw again, no two sharing a pixel; none
    // when the two canvases are the same.
    std::vector<PixelRect> parts;
};

// Where `now` differs from `before`. Every pixel outside the parts is shaded by the same primitives in
// the same order in both, so drawing the parts again from a clear gives `now`'s picture everywhere:
// within a batch a primitive that changed, appeared or went away marks its quad's pixel box in both
// frames (a batch that only grew or shrank in the middle is matched from both ends). The parts are
// merged until none overlap, into one rectangle around them all when there would be more than
// `mostParts`; when they cover more than `wholeShare` of `window`, the change is whole.
//
// A pan by whole pixels is not a whole change when every view that changed is the window's and moved by
// the same shift: then every pixel outside the parts is shaded in `now` as the pixel `shift` before it
// was in `before`. The parts add the strip the pan uncovers, and each call that stayed where it was on
// the window (an inset, the error map's cells) twice, where it is and where its old picture moved to.
// A batch whose drawing depends on where the view is (a polygon long enough to be drawn with fewer
// vertices, the part outside the window dropped: polygon_outline.hpp) makes any pan whole.
CanvasChange canvasChange(const CanvasRecord& before, const CanvasRecord& now, PixelRect window,
                          double wholeShare = 0.5, std::size_t mostParts = 8);

// `rects` merged, each overlapping pair into its bounding rectangle, until no two share a pixel.
std::vector<PixelRect> disjointRects(std::vector<PixelRect> rects);

// Exactly the pixels of `rects`, as rectangles no two of which share a pixel (where disjointRects would
// take the rectangle around an L of two strips).
std::vector<PixelRect> exactUnion(const std::vector<PixelRect>& rects);

// `rect` moved by `shift`.
PixelRect moved(PixelRect rect, PixelShift shift);

// The window rectangle that holds a pixel box (quadPixelBox's frame) of a batch drawn in `area`,
// clipped to the area; empty (zero width or height) when the box lies outside it.
PixelRect windowRectOfBox(const PixelBox& box, const PixelRect& area);

} // namespace hitlab
