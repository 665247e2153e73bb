// The canvas's picture kept between frames in a texture of its own, for canvases a software rasteriser
// takes long to draw (stress_10k's 10,000 shapes about 19 ms). A frame records the canvas's calls
// (canvas/canvas_record.hpp) and compares them with the last frame's:
// - nothing changed (the mouse over a panel, a menu open): the kept picture is copied to the window;
// - a few primitives changed (a shape dragged, its neighbours turning red): only their pixels are drawn
//   again, into the kept picture, which is then copied;
// - the view panned by whole pixels: the picture is copied moved, and only the strip the pan uncovers is
//   drawn;
// - the view zoomed: the canvas is drawn whole into the kept picture, and straight into the window while
//   the zoom goes on (frame after frame), shaded from its quads' corners while the wheel turns.
// The first pan draws the canvas under the opaque panels into the kept picture too, as a pan brings those
// pixels out. The window's picture is the same pixel for pixel whichever way it came
// (test_app_kept_canvas).
#pragma once

#include "canvas/canvas_record.hpp"
#include "gl.hpp"
#include "renderer.hpp"

#include <functional>
#include <optional>
#include <vector>

namespace hitlab
{

// Whether the canvas is kept, and how it is shaded (renderer.hpp, PixelShading): a canvas that may be kept
// is shaded Anchored, so that a pan can copy it moved; any other Interpolated, which costs less. So is one
// drawn straight because the wheel keeps changing the zoom: the frame after the last turn draws it whole
// again, Anchored, to keep it.
enum class CanvasKeeping
{
    Auto,   // kept when drawing it whole shades more pixels than copying it does
    Always, // kept whenever it did not change whole (the tests, to reach every path with small scenes)
    Never,  // drawn whole every frame (also when no framebuffer can be made)
    Whole,  // drawn whole every frame, shaded as Auto's canvas is (the tests' picture to compare with)
    Stale,  // as Always, but changes in parts are not drawn (wrong on purpose: the test must see it)
};

// How the frames drew their canvas.
struct CanvasFrameCounts
{
    int drawn = 0;    // whole, straight into the window
    int whole = 0;    // whole, into the kept picture
    int parts = 0;    // only where it changed, into the kept picture
    int kept = 0;     // unchanged: the kept picture copied
    int scrolled = 0; // panned: the kept picture copied moved, the strip it uncovers drawn
};

// What covers the canvas: the opaque panels, which decide whether keeping the canvas pays (their pixels
// are neither drawn nor copied), and the pixels the renderer leaves out this frame, those under the
// panels unless a test asks for the canvas everywhere (the decision, and with it the picture's shading,
// stays the panels').
struct CanvasCover
{
    std::vector<PixelRect> panels;
    std::vector<PixelRect> leftOut;
};

class KeptCanvas
{
public:
    explicit KeptCanvas(CanvasKeeping keeping) : keeping_(keeping) {}
    KeptCanvas(const KeptCanvas&) = delete;
    KeptCanvas& operator=(const KeptCanvas&) = delete;

    // Draws the canvas that `describe` gives into the window of `width` x `height` pixels (cleared to
    // `clearColor`, `cover.leftOut` as Renderer::beginFrame takes it), through the kept picture or
    // straight. `wheelTurned`: the mouse wheel turned this frame (it zooms the canvas unless a panel takes
    // it). Leaves the window's framebuffer bound.
    void draw(Renderer& renderer, int width, int height, Rgba clearColor, const CanvasCover& cover,
              bool wheelTurned, const std::function<void(CanvasSink&)>& describe);

    const CanvasFrameCounts& counts() const { return counts_; }
    // Whether the last draw() may have left any pixel of `rect` other than the one before did. It did not
    // when it copied the kept picture, in a window of the same size, clear colour and pixels left out,
    // unchanged, or changed only in parts that `rect` does not meet (a shape dragged elsewhere).
    bool changedWithin(const PixelRect& rect) const;

    // Deletes the framebuffer (while the GL context is still there).
    void release();

private:
    // Whether drawing this frame's canvas (now_) costs more than copying a kept picture of it, in the
    // window but the opaque panels.
    bool keepingPays(const PixelRect& window, const std::vector<PixelRect>& panels) const;
    // Both framebuffers at the window's size; false when GL cannot make them.
    bool makeFramebuffers(int width, int height);

    CanvasKeeping keeping_;
    CanvasRecord last_;
    CanvasRecord now_;
    // What last_ was drawn into: the window's size, clear colour and panels.
    int lastWidth_ = 0;
    int lastHeight_ = 0;
    Rgba lastClear_;
    std::vector<PixelRect> lastCovered_;
    bool haveLast_ = false;
    // Whether the framebuffer holds last_'s picture, and whether also under the opaque panels.
    bool pictureKept_ = false;
    // Whether the last frame changed the canvas whole.
    bool lastChangedWhole_ = false;
    bool underPanelsKept_ = false;
    // The kept picture, and a second one a pan copies it into moved (a texture cannot be copied onto
    // itself).
    std::optional<PictureFramebuffer> kept_;
    std::optional<PictureFramebuffer> spare_;
    int framebufferWidth_ = 0;
    int framebufferHeight_ = 0;
    CanvasFrameCounts counts_;
    // Where the last draw() changed the window's pixels: everywhere, or only in these parts.
    bool changedEverywhere_ = true;
    std::vector<PixelRect> changedParts_;
};

} // namespace hitlab
