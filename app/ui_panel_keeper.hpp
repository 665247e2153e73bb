// The panels' pixels kept between frames. A software rasteriser (Mesa's llvmpipe on a machine without a
// GPU) pays for every triangle ImGui draws, and a lesson's panels hold about 5,600 of them (mostly
// glyphs) over some 900,000 pixels: about 6 ms a frame on a 2-core machine, half of a lesson's frame,
// though the panels rarely change.
//
// A panel's opaque inside (uncovered_parts.hpp, opaqueInterior) owes nothing to the canvas below: its
// pixels follow from the UI's triangles that reach into it, in order, each with its scissor rectangle
// and texture. When those are the same bytes as in the frame before, so are the pixels. The UI renderer
// then draws every triangle but those lying wholly inside such a panel and copies the panel's pixels from
// a picture kept the frame it was stored; the pixels outside every kept panel (the canvas's labels, the
// panels' anti-aliased borders, a menu reaching past its panel) are drawn as before, so the window's
// picture is the same pixel for pixel (test_app_ui_renderer). A panel is stored once it has stayed the
// same for two frames running, so a panel that changes every frame (a readout while a shape is dragged)
// costs no copies. A texture is compared by its name, not its pixels: every texture the panels read must
// keep its pixels while its name stays. Today that is the font atlas alone, built anew only with the UI
// scale, when the UI renderer forgets every kept panel (UiRenderer::forgetKeptPanels).
//
// Any rectangle whose pixels below the UI stay the same qualifies as well: its pixels follow from those
// and the triangles. So where the canvas below a panel is unchanged (KeptCanvas::changedWithin: nothing
// changed, or only parts away from it, a shape dragged elsewhere), the UI renderer hands the keeper the
// panel's whole box, rim and borders included, and draws nothing of it (UiPanelPixels); a panel with the
// canvas changed below it is handed as its opaque inside, whose record then replaces the box's, so the
// box is stored again only once the canvas below it has stayed the same for two frames.
//
// Pure logic, no GL or ImGui, so that the tests can check the decisions triangle by triangle.
#pragma once

#include "model/shape_draw.hpp"
#include "ui_draw_runs.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace hitlab
{

// One ImGui draw command as the UI renderer draws it.
template <typename Index> struct UiCommandRef
{
    PixelRect clip;                     // its scissor rectangle (window pixels, origin top-left)
    std::uintptr_t texture = 0;         // the GL texture it reads
    std::span<const UiVertex> vertices; // from the command's vertex offset
    std::span<const Index> indices;     // its triangles, three indices each
};

// The pixels a triangle may shade: its corners' box widened to whole pixels, inside the clip rectangle.
// Empty (zero width or height) when it shades none.
inline PixelRect trianglePixels(const UiVertex& a, const UiVertex& b, const UiVertex& c,
                                const PixelRect& clip)
{
    const int left = std::max(clip.x, static_cast<int>(std::floor(std::min({a.x, b.x, c.x}))));
    const int top = std::max(clip.y, static_cast<int>(std::floor(std::min({a.y, b.y, c.y}))));
    const int right = std::min(clip.x + clip.width, static_cast<int>(std::ceil(std::max({a.x, b.x, c.x}))));
    const int bottom = std::min(clip.y + clip.height, static_cast<int>(std::ceil(std::max({a.y, b.y, c.y}))));
    if (right <= left || bottom <= top)
    {
        return PixelRect{left, top, 0, 0};
    }
    return PixelRect{left, top, right - left, bottom - top};
}

inline bool pixelsMeet(const PixelRect& a, const PixelRect& b)
{
    return a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0 && a.x < b.x + b.width &&
           b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

inline bool pixelsWithin(const PixelRect& inner, const PixelRect& outer)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width &&
           inner.y + inner.height <= outer.y + outer.height;
}

// What the UI renderer does this frame.
struct UiKeptPlan
{
    // Copied from the kept picture into the window once the UI is drawn: their pixels are the kept ones.
    std::vector<PixelRect> reused;
    // Copied from the window into the kept picture once the UI is drawn (and the reused ones copied).
    std::vector<PixelRect> stored;
    // Per triangle, the commands' triangles in order: the pixels it may shade (trianglePixels), and
    // whether it is left undrawn, shading no pixel or lying wholly inside a reused panel.
    std::vector<PixelRect> boxes;
    std::vector<bool> skipped;
};

// How many panels the frames drew, stored and reused (a panel counts once per frame).
struct UiPanelCounts
{
    int drawn = 0;  // drawn and not stored: new, changed, or kept from nothing
    int stored = 0; // drawn and then stored in the kept picture
    int reused = 0; // copied from the kept picture
};

enum class UiKeeping
{
    Auto,  // panels kept as the header says
    Never, // every triangle drawn every frame
    Stale, // a kept panel stays kept when it or the pixels below it change (wrong on purpose: the tests
           // must see it)
};

class UiPanelKeeper
{
public:
    explicit UiPanelKeeper(UiKeeping keeping = UiKeeping::Auto) : keeping_(keeping) {}

    // The plan for a frame of a `width` x `height` window whose opaque panel insides are `panels`, the UI
    // being `commands`. It takes the stored panels as stored: call forget() when a store fails.
    template <typename Index>
    UiKeptPlan plan(int width, int height, const std::vector<PixelRect>& panels,
                    const std::vector<UiCommandRef<Index>>& commands);

    bool stale() const { return keeping_ == UiKeeping::Stale; }

    // Nothing kept is reused any more (the kept picture was lost, or the font atlas rebuilt).
    void forget() { last_.clear(); }
    const UiPanelCounts& counts() const { return counts_; }

    // Keeps nothing from now on (no framebuffer can be made).
    void stop()
    {
        keeping_ = UiKeeping::Never;
        forget();
    }

private:
    struct Panel
    {
        PixelRect rect;
        std::vector<std::uint8_t> seen; // the triangles reaching into it, as bytes (appendTriangle)
        bool kept = false;              // its pixels are in the kept picture
    };

    static void appendTriangle(std::vector<std::uint8_t>& bytes, const PixelRect& clipInPanel,
                               std::uintptr_t texture, const UiVertex& a, const UiVertex& b,
                               const UiVertex& c)
    {
        // Gathered on the stack and appended at once: appending into capacity kept from the frames
        // before is a copy, where growing the vector first would fill it with zeros.
        std::array<std::uint8_t, 4 * sizeof(int) + sizeof(texture) + 3 * sizeof(UiVertex)> triangle;
        std::uint8_t* out = triangle.data();
        const int clipNumbers[4] = {clipInPanel.x, clipInPanel.y, clipInPanel.width, clipInPanel.height};
        std::memcpy(out, clipNumbers, sizeof(clipNumbers));
        out += sizeof(clipNumbers);
        std::memcpy(out, &texture, sizeof(texture));
        out += sizeof(texture);
        for (const UiVertex* vertex : {&a, &b, &c})
        {
            std::memcpy(out, vertex, sizeof(UiVertex));
            out += sizeof(UiVertex);
        }
        bytes.insert(bytes.end(), triangle.begin(), triangle.end());
    }

    UiKeeping keeping_;
    UiPanelCounts counts_;
    int width_ = 0;
    int height_ = 0;
    std::vector<Panel> last_;
    std::vector<Panel> next_; // this frame's panels, their byte vectors kept to be filled again
};

template <typename Index>
UiKeptPlan UiPanelKeeper::plan(int width, int height, const std::vector<PixelRect>& panels,
                               const std::vector<UiCommandRef<Index>>& commands)
{
    UiKeptPlan plan;
    std::vector<PixelRect>& boxes = plan.boxes;
    for (const UiCommandRef<Index>& command : commands)
    {
        for (std::size_t i = 0; i + 2 < command.indices.size(); i += 3)
        {
            boxes.push_back(trianglePixels(command.vertices[command.indices[i]],
                                           command.vertices[command.indices[i + 1]],
                                           command.vertices[command.indices[i + 2]], command.clip));
        }
    }
    // A triangle that shades no pixel is never drawn, whatever is kept; its empty box may lie anywhere.
    plan.skipped.resize(boxes.size());
    std::transform(boxes.begin(), boxes.end(), plan.skipped.begin(),
                   [](const PixelRect& box) { return box.width <= 0 || box.height <= 0; });
    if (keeping_ == UiKeeping::Never)
    {
        last_.clear();
        counts_.drawn += static_cast<int>(std::count_if(panels.begin(), panels.end(),
                                                        [](const PixelRect& rect)
                                                        { return rect.width > 0 && rect.height > 0; }));
        return plan;
    }
    const bool sameWindow = width == width_ && height == height_;
    width_ = width;
    height_ = height;

    std::size_t panelCount = 0;
    for (const PixelRect& rect : panels)
    {
        if (rect.width <= 0 || rect.height <= 0)
        {
            continue;
        }
        if (next_.size() == panelCount)
        {
            next_.emplace_back();
        }
        Panel& panel = next_[panelCount++];
        panel.rect = rect;
        panel.seen.clear();
        panel.kept = false;
        std::size_t triangle = 0;
        for (const UiCommandRef<Index>& command : commands)
        {
            const std::size_t count = command.indices.size() / 3;
            if (!pixelsMeet(command.clip, rect))
            {
                triangle += count;
                continue;
            }
            const int left = std::max(command.clip.x, rect.x);
            const int top = std::max(command.clip.y, rect.y);
            const PixelRect clipInPanel{
                left, top, std::min(command.clip.x + command.clip.width, rect.x + rect.width) - left,
                std::min(command.clip.y + command.clip.height, rect.y + rect.height) - top};
            for (std::size_t t = 0; t < count; ++t, ++triangle)
            {
                if (pixelsMeet(boxes[triangle], rect))
                {
                    appendTriangle(panel.seen, clipInPanel, command.texture,
                                   command.vertices[command.indices[3 * t]],
                                   command.vertices[command.indices[3 * t + 1]],
                                   command.vertices[command.indices[3 * t + 2]]);
                }
            }
        }
        const auto before =
            std::find_if(last_.begin(), last_.end(), [&](const Panel& old) { return old.rect == rect; });
        if (sameWindow && before != last_.end())
        {
            const bool same = before->seen == panel.seen;
            if (before->kept && (same || keeping_ == UiKeeping::Stale))
            {
                plan.reused.push_back(rect);
                panel.kept = true;
            }
            else if (same)
            {
                plan.stored.push_back(rect);
                panel.kept = true;
            }
        }
    }
    counts_.reused += static_cast<int>(plan.reused.size());
    counts_.stored += static_cast<int>(plan.stored.size());
    counts_.drawn += static_cast<int>(panelCount - plan.reused.size() - plan.stored.size());
    // The panels of the frame before become the spare ones, to be filled next frame.
    std::swap(last_, next_);
    last_.resize(panelCount);

    for (std::size_t t = 0; t < boxes.size(); ++t)
    {
        const PixelRect& box = boxes[t];
        plan.skipped[t] =
            plan.skipped[t] || std::any_of(plan.reused.begin(), plan.reused.end(),
                                           [&](const PixelRect& panel) { return pixelsWithin(box, panel); });
    }
    return plan;
}

} // namespace hitlab
