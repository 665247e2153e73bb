#include "kept_canvas.hpp"

#include "picture_copy.hpp"
#include "uncovered_parts.hpp"

#include <algorithm>
#include <utility>

namespace hitlab
{

namespace
{

// Copying a pixel of the kept picture into the window costs llvmpipe about as much as shading a plain
// pixel (a textured rectangle on its fast path, Renderer::drawPicture): keeping pays once drawing the
// canvas costs more (CanvasRecord::costsMoreThan), which the grid alone does. Measured as the lessons'
// canvas_draw drawn straight against their kept copies (docs/speed.md).
constexpr double kCopyPixelCost = 1.0;

constexpr std::size_t kMostCopyParts = 16;

} // namespace

void KeptCanvas::draw(Renderer& renderer, int width, int height, Rgba clearColor, const CanvasCover& cover,
                      bool wheelTurned, const std::function<void(CanvasSink&)>& describe)
{
    const std::vector<PixelRect>& covered = cover.leftOut;
    now_.clear();
    describe(now_);
    const bool sameWindow = haveLast_ && width == lastWidth_ && height == lastHeight_ &&
                            clearColor == lastClear_ && covered == lastCovered_;
    const PixelRect window{0, 0, width, height};
    const CanvasChange change = sameWindow ? canvasChange(last_, now_, window) : CanvasChange{true, {}, {}};
    const bool alwaysKept = keeping_ == CanvasKeeping::Always || keeping_ == CanvasKeeping::Stale;
    const bool keep = alwaysKept || (keeping_ == CanvasKeeping::Auto && keepingPays(window, cover.panels));
    // What a kept frame copies: the window but what is left out.
    const std::vector<PixelRect> visible = uncoveredParts(window, covered, kMostCopyParts);
    // A canvas that changed whole again (the zoom goes on: the wheel turning, the window being resized)
    // is drawn straight into the window: kept, each frame would cost a copy more, and the next would
    // likely change it whole again. The first frame that changes it whole is kept, so that the frames
    // after a turn of the wheel copy it instead of drawing it again. A kept canvas is drawn into the kept
    // picture and copied into the window from there: its texture is stored as the window is, so llvmpipe
    // shades and blends its pixels exactly as in the window (test_app_kept_canvas compares them).
    const bool changesGoOn = change.whole && lastChangedWhole_;
    lastChangedWhole_ = change.whole;
    // Only a canvas that may be kept needs the anchor's shading. One drawn straight because the wheel goes
    // on zooming is shaded from its quads' corners, about a tenth less work per pixel (docs/speed.md). Not
    // every canvas drawn straight: a window's first frames change it whole too, as the panels and the view
    // settle, and a screenshot taken then would depend on how many frames that took.
    const bool zoomGoesOn = changesGoOn && wheelTurned;
    const bool mayBeKept = (keep || keeping_ == CanvasKeeping::Whole) && !zoomGoesOn;
    renderer.setShading(mayBeKept ? PixelShading::Anchored : PixelShading::Interpolated);
    changedEverywhere_ = true;
    changedParts_.clear();
    if (!keep || changesGoOn || !makeFramebuffers(width, height))
    {
        renderer.beginFrame(width, height, clearColor, covered);
        now_.replay(renderer);
        pictureKept_ = false;
        ++counts_.drawn;
    }
    else if (change.whole || !pictureKept_)
    {
        glBindFramebuffer(GL_FRAMEBUFFER, kept_->framebuffer);
        renderer.beginFrame(width, height, clearColor, covered);
        now_.replay(renderer);
        pictureKept_ = true;
        underPanelsKept_ = false;
        ++counts_.whole;
    }
    else if (change.shift != PixelShift{})
    {
        // The kept picture moved into the spare one, each pixel read from where it was (a copy between
        // two textures of one format is a copy of memory); the parts hold the strip the pan uncovers.
        if (const std::optional<PixelRect> staying =
                intersection(window, moved(window, PixelShift{-change.shift.x, -change.shift.y})))
        {
            copyFramebufferRect(kept_->framebuffer, spare_->framebuffer, *staying, framebufferHeight_,
                                change.shift.x, change.shift.y);
        }
        std::swap(kept_, spare_);
        // A pan brings out pixels from under the panels. The first one draws all of them, where the
        // panels are and where the moved picture took them; the kept picture then holds them, and later
        // pans draw only the strip. (Drawn with the strip alone, each panel's edge would cost the
        // renderer a part of its own every frame.)
        std::vector<PixelRect> parts = change.parts;
        if (!underPanelsKept_)
        {
            for (const PixelRect& rect : covered)
            {
                parts.push_back(rect);
                parts.push_back(moved(rect, change.shift));
            }
            parts = exactUnion(parts);
        }
        if (keeping_ != CanvasKeeping::Stale)
        {
            glBindFramebuffer(GL_FRAMEBUFFER, kept_->framebuffer);
            renderer.beginFrameIn(width, height, clearColor, {}, parts);
            now_.replay(renderer);
        }
        underPanelsKept_ = true;
        ++counts_.scrolled;
    }
    else if (!change.parts.empty() && keeping_ != CanvasKeeping::Stale)
    {
        // Under the panels too, so that a kept picture that holds those pixels stays the canvas's.
        glBindFramebuffer(GL_FRAMEBUFFER, kept_->framebuffer);
        renderer.beginFrameIn(width, height, clearColor, {}, change.parts);
        now_.replay(renderer);
        changedEverywhere_ = false;
        changedParts_ = change.parts;
        ++counts_.parts;
    }
    else
    {
        changedEverywhere_ = false;
        ++counts_.kept;
    }
    if (pictureKept_)
    {
        // Cleared first as a frame drawn straight is: the pixels under the panels are not copied, and
        // must not keep an older frame's picture where a panel is not drawn opaque after all (the
        // frame a hidden panel comes back).
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        renderer.beginFrame(width, height, clearColor, covered);
        renderer.drawPicture(kept_->texture, width, height, visible);
    }
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    std::swap(last_, now_);
    lastWidth_ = width;
    lastHeight_ = height;
    lastClear_ = clearColor;
    lastCovered_ = covered;
    haveLast_ = true;
}

bool KeptCanvas::changedWithin(const PixelRect& rect) const
{
    return changedEverywhere_ ||
           std::any_of(changedParts_.begin(), changedParts_.end(),
                       [&](const PixelRect& part) { return intersection(part, rect).has_value(); });
}

bool KeptCanvas::keepingPays(const PixelRect& window, const std::vector<PixelRect>& panels) const
{
    // Both drawing and copying skip the panels' pixels.
    const std::vector<PixelRect> seen = uncoveredParts(window, panels, kMostCopyParts);
    double seenPixels = 0.0;
    for (const PixelRect& part : seen)
    {
        seenPixels += static_cast<double>(part.width) * part.height;
    }
    return now_.costsMoreThan(kCopyPixelCost * seenPixels, seen);
}

bool KeptCanvas::makeFramebuffers(int width, int height)
{
    if (kept_ && (width != framebufferWidth_ || height != framebufferHeight_))
    {
        release();
    }
    if (kept_)
    {
        return true;
    }
    pictureKept_ = false;
    kept_ = makePictureFramebuffer(width, height);
    spare_ = makePictureFramebuffer(width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (!kept_ || !spare_)
    {
        // Drawn straight from now on: a frame without a kept picture is only slower.
        release();
        keeping_ = CanvasKeeping::Never;
        return false;
    }
    framebufferWidth_ = width;
    framebufferHeight_ = height;
    return true;
}

void KeptCanvas::release()
{
    for (std::optional<PictureFramebuffer>* target : {&kept_, &spare_})
    {
        if (*target)
        {
            deletePictureFramebuffer(**target);
        }
        target->reset();
    }
    pictureKept_ = false;
}

} // namespace hitlab
