// What of the canvas the panels leave to be seen. The panels are opaque, so nothing drawn under them
// ever shows, yet a software rasteriser (Mesa's llvmpipe on a machine without a GPU) pays for every pixel
// it shades there: the default layout's panels cover about 40 % of the window, a lesson's more. llvmpipe
// bins no tile outside the scissor rectangle, so the renderer draws the canvas part by part, each part
// its own scissor rectangle, and the pixels under the panels cost nothing.
// Pure logic, no GL or ImGui, so that the tests can check it pixel by pixel.
#pragma once

#include "canvas/label_layout.hpp"
#include "model/shape_draw.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace hitlab
{

// The pixels of a window drawn opaque, as one rectangle (window pixels, origin top-left): the window's
// box less a margin of a pixel for its anti-aliased edge, and narrowed by its corners' radius so that the
// rounded corners stay out. Nothing for a window too small to have such an inside.
inline std::optional<PixelRect> opaqueInterior(const ScreenBox& window, double cornerRadius)
{
    constexpr int kEdgePx = 1;
    const int corner = static_cast<int>(std::ceil(std::max(cornerRadius, 0.0)));
    const int left = static_cast<int>(std::ceil(window.minX)) + kEdgePx + corner;
    const int right = static_cast<int>(std::floor(window.maxX)) - kEdgePx - corner;
    const int top = static_cast<int>(std::ceil(window.minY)) + kEdgePx;
    const int bottom = static_cast<int>(std::floor(window.maxY)) - kEdgePx;
    if (right <= left || bottom <= top)
    {
        return std::nullopt;
    }
    return PixelRect{left, top, right - left, bottom - top};
}

// The pixels a window box touches, and `margin` more each way.
inline PixelRect pixelsAround(const ScreenBox& box, int margin)
{
    const int left = static_cast<int>(std::floor(box.minX)) - margin;
    const int top = static_cast<int>(std::floor(box.minY)) - margin;
    const int right = static_cast<int>(std::ceil(box.maxX)) + margin;
    const int bottom = static_cast<int>(std::ceil(box.maxY)) + margin;
    return PixelRect{left, top, right - left, bottom - top};
}

// The pixels two window rectangles share; nothing when they share none.
inline std::optional<PixelRect> intersection(const PixelRect& a, const PixelRect& b)
{
    const int left = std::max(a.x, b.x);
    const int right = std::min(a.x + a.width, b.x + b.width);
    const int top = std::max(a.y, b.y);
    const int bottom = std::min(a.y + a.height, b.y + b.height);
    if (left >= right || top >= bottom)
    {
        return std::nullopt;
    }
    return PixelRect{left, top, right - left, bottom - top};
}

// The least rectangle holding both.
inline PixelRect boundingRect(const PixelRect& a, const PixelRect& b)
{
    const int left = std::min(a.x, b.x);
    const int top = std::min(a.y, b.y);
    const int right = std::max(a.x + a.width, b.x + b.width);
    const int bottom = std::max(a.y + a.height, b.y + b.height);
    return PixelRect{left, top, right - left, bottom - top};
}

namespace uncovered_detail
{

// The exact parts by bands: the area cut at the rectangles' top and bottom edges, each band into the
// runs no rectangle spans, a run continuing the part above it when both have the same columns.
// `inside` lies within the area and holds no empty rectangle.
inline std::vector<PixelRect> partsByBands(const PixelRect& area, const std::vector<PixelRect>& inside)
{
    const int areaRight = area.x + area.width;
    std::vector<int> edges{area.y, area.y + area.height};
    for (const PixelRect& rect : inside)
    {
        edges.push_back(rect.y);
        edges.push_back(rect.y + rect.height);
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());

    std::vector<PixelRect> parts;
    std::vector<std::size_t> above; // the parts that reach the top of the current band
    std::vector<std::pair<int, int>> spans;
    for (std::size_t band = 0; band + 1 < edges.size(); ++band)
    {
        const int top = edges[band];
        const int bottom = edges[band + 1];
        spans.clear();
        for (const PixelRect& rect : inside)
        {
            if (rect.y <= top && rect.y + rect.height >= bottom)
            {
                spans.emplace_back(rect.x, rect.x + rect.width);
            }
        }
        std::sort(spans.begin(), spans.end());
        std::vector<std::size_t> reaching;
        auto addRun = [&](int left, int right)
        {
            for (const std::size_t index : above)
            {
                PixelRect& part = parts[index];
                if (part.x == left && part.width == right - left)
                {
                    part.height = bottom - part.y;
                    reaching.push_back(index);
                    return;
                }
            }
            parts.push_back(PixelRect{left, top, right - left, bottom - top});
            reaching.push_back(parts.size() - 1);
        };
        int column = area.x;
        for (const auto& [left, right] : spans)
        {
            if (left > column)
            {
                addRun(column, left);
            }
            column = std::max(column, right);
        }
        if (column < areaRight)
        {
            addRun(column, areaRight);
        }
        above = std::move(reaching);
    }
    return parts;
}

inline PixelRect transposed(const PixelRect& rect)
{
    return PixelRect{rect.y, rect.x, rect.height, rect.width};
}

} // namespace uncovered_detail

// Disjoint rectangles, at most `maxParts` of them, that hold every pixel of `area` no rectangle of
// `covered` holds. Each part costs the renderer a draw per group of primitives, so the parts are the
// fewer of the cuts by bands and by columns; when even those are too many, the smallest covered
// rectangles are given up (drawn under, where their panel hides them) until few enough remain. Exact
// (the parts hold no covered pixel) whenever that takes no more than `maxParts`; `area` itself when
// nothing covers it; none when everything does.
inline std::vector<PixelRect> uncoveredParts(const PixelRect& area, const std::vector<PixelRect>& covered,
                                             std::size_t maxParts)
{
    using namespace uncovered_detail;
    if (area.width <= 0 || area.height <= 0)
    {
        return {};
    }
    std::vector<PixelRect> inside;
    for (const PixelRect& rect : covered)
    {
        if (const std::optional<PixelRect> shared = intersection(rect, area))
        {
            inside.push_back(*shared);
        }
    }
    // Largest first, so that giving up the smallest is dropping the last.
    std::sort(inside.begin(), inside.end(),
              [](const PixelRect& a, const PixelRect& b)
              { return static_cast<long>(a.width) * a.height > static_cast<long>(b.width) * b.height; });
    std::vector<PixelRect> flipped;
    while (!inside.empty())
    {
        std::vector<PixelRect> byBands = partsByBands(area, inside);
        flipped.clear();
        for (const PixelRect& rect : inside)
        {
            flipped.push_back(transposed(rect));
        }
        std::vector<PixelRect> byColumns = partsByBands(transposed(area), flipped);
        for (PixelRect& part : byColumns)
        {
            part = transposed(part);
        }
        std::vector<PixelRect>& fewer = byColumns.size() < byBands.size() ? byColumns : byBands;
        if (fewer.size() <= std::max<std::size_t>(maxParts, 1))
        {
            return std::move(fewer);
        }
        inside.pop_back();
    }
    return {area};
}

} // namespace hitlab
