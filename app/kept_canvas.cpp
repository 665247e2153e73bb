#include "kept_canvas.hpp"

#include "uncovered_parts.hpp"

#include <algorithm>
#include <utility>

namespace hitlab
{

namespace
{

// Copying the kept picture costs llvmpipe about what shading one window of plain pixels does, and the
// shapes' pixels cost more each: past this many windows' worth of quad pixels, keeping pays.
constexpr double kKeepPastWindows = 1.0;

constexpr std::size_t kMostCopyParts = 16;

} // namespace

void KeptCanvas::draw(Renderer& renderer, int width, int height, Rgba clearColor,
                      const std::vector<PixelRect>& covered, const std::function<void(CanvasSink&)>& describe)
{
    now_.clear();
    describe(now_);
    const bool sameWindow = haveLast_ && width == lastWidth_ && height == lastHeight_ &&
                            clearColor == lastClear_ && covered == lastCovered_;
    const PixelRect window{0, 0, width, height};
    const CanvasChange change = sameWindow ? canvasChange(last_, now_, window) : CanvasChange{true, {}};
    const bool keep = keeping_ == CanvasKeeping::Always || keeping_ == CanvasKeeping::Stale ||
                      (keeping_ == CanvasKeeping::Auto &&
                       now_.shadedPixels() > kKeepPastWindows * static_cast<double>(width) * height);
    // A canvas that changed whole (the view panned or zoomed) is drawn straight into the window: kept,
    // it would cost a copy more, and the next frame would likely change it whole again. The canvas is
    // always drawn into the window and copied from there, never drawn into the kept picture: a software
    // rasteriser may round a blended edge pixel differently in a framebuffer of another format.
    if (!keep || change.whole || !makeFramebuffer(width, height))
    {
        renderer.beginFrame(width, height, clearColor, covered);
        now_.replay(renderer);
        pictureKept_ = false;
        ++counts_.drawn;
    }
    else if (!pictureKept_)
    {
        renderer.beginFrame(width, height, clearColor, covered);
        now_.replay(renderer);
        copy(Direction::WindowToKept, uncoveredParts(window, covered, kMostCopyParts));
        pictureKept_ = true;
        ++counts_.whole;
    }
    else
    {
        // Cleared first as a frame drawn straight is: the pixels under the panels are not copied, and
        // must not keep an older frame's picture where a panel is not drawn opaque after all (the
        // frame a hidden panel comes back).
        renderer.beginFrame(width, height, clearColor, covered);
        copy(Direction::KeptToWindow, uncoveredParts(window, covered, kMostCopyParts));
        if (!change.parts.empty() && keeping_ != CanvasKeeping::Stale)
        {
            renderer.beginFrameIn(width, height, clearColor, covered, change.parts);
            now_.replay(renderer);
            copy(Direction::WindowToKept, change.parts);
            ++counts_.parts;
        }
        else
        {
            ++counts_.kept;
        }
    }
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    std::swap(last_, now_);
    lastWidth_ = width;
    lastHeight_ = height;
    lastClear_ = clearColor;
    lastCovered_ = covered;
    haveLast_ = true;
}

bool KeptCanvas::makeFramebuffer(int width, int height)
{
    if (target_ && (width != framebufferWidth_ || height != framebufferHeight_))
    {
        release();
    }
    if (target_)
    {
        return true;
    }
    pictureKept_ = false;
    target_ = makeColourFramebuffer(width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (!target_)
    {
        // Drawn straight from now on: a frame without a kept picture is only slower.
        keeping_ = CanvasKeeping::Never;
        return false;
    }
    framebufferWidth_ = width;
    framebufferHeight_ = height;
    return true;
}

void KeptCanvas::copy(Direction direction, const std::vector<PixelRect>& rects) const
{
    glDisable(GL_SCISSOR_TEST);
    const bool toWindow = direction == Direction::KeptToWindow;
    glBindFramebuffer(GL_READ_FRAMEBUFFER, toWindow ? target_->framebuffer : 0);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, toWindow ? 0 : target_->framebuffer);
    for (const PixelRect& rect : rects)
    {
        // GL counts rows from the bottom.
        const int bottom = framebufferHeight_ - (rect.y + rect.height);
        glBlitFramebuffer(rect.x, bottom, rect.x + rect.width, bottom + rect.height, rect.x, bottom,
                          rect.x + rect.width, bottom + rect.height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    }
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

void KeptCanvas::release()
{
    if (target_)
    {
        deleteColourFramebuffer(*target_);
    }
    target_.reset();
    pictureKept_ = false;
}

} // namespace hitlab
