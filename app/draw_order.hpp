// The order the renderer draws a batch in. A software rasteriser such as Mesa's llvmpipe runs every
// branch of a shader for every fragment (it masks lanes, it does not jump), so shape.frag with one
// branch per kind costs the sum of all eight. The renderer therefore draws a batch as groups of one
// kind, each with a program compiled for that kind alone. Blending makes the order matter where
// primitives overlap, so a primitive moves ahead of another only when their pixel boxes do not
// overlap: the picture is the one the batch's own order gives.
//
// Pure logic, no GL: the renderer gives each primitive a box in pixels that holds every pixel its quad
// can shade, and its kind.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <vector>

namespace hitlab
{

struct PixelBox
{
    float minX = 0.0F;
    float minY = 0.0F;
    float maxX = 0.0F;
    float maxY = 0.0F;
};

inline bool boxesOverlap(const PixelBox& a, const PixelBox& b)
{
    return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

// A run of `count` primitives of one kind, from `first` in DrawOrder::order.
struct DrawGroup
{
    int kind = 0;
    std::size_t first = 0;
    std::size_t count = 0;
};

struct DrawOrder
{
    std::vector<std::uint32_t> order; // indices into the batch, in drawing order
    std::vector<DrawGroup> groups;
};

// Groups of one kind such that any two primitives whose boxes overlap are drawn in the batch's order.
// Each primitive gets a level: the groups are drawn level by level, and within a level kind by kind,
// each group in the batch's order. A primitive goes to the lowest level that keeps it after every
// earlier primitive it may touch: the same level as one of a kind drawn before its own in a level, the
// next level after one of a kind drawn later. Overlaps are found on a grid of `cellPx` cells over
// `extent` (boxes outside it are clamped to its border cells); sharing a cell counts as overlapping,
// which can only add levels, never break the order.
inline DrawOrder drawOrder(const std::vector<PixelBox>& boxes, const std::vector<int>& kinds, int kindCount,
                           const PixelBox& extent, float cellPx = 16.0F)
{
    DrawOrder result;
    const std::size_t n = boxes.size();
    if (n == 0)
    {
        return result;
    }
    const int columns = std::max(1, static_cast<int>(std::ceil((extent.maxX - extent.minX) / cellPx)));
    const int rows = std::max(1, static_cast<int>(std::ceil((extent.maxY - extent.minY) / cellPx)));
    auto cellOf = [&](float v, float origin, int count)
    {
        const float c = std::floor((v - origin) / cellPx);
        return static_cast<int>(std::clamp(c, 0.0F, static_cast<float>(count - 1)));
    };
    // The highest level of each kind in each cell so far; -1 for none.
    std::vector<int> highest(static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows) *
                                 static_cast<std::size_t>(kindCount),
                             -1);
    std::vector<int> level(n, 0);
    for (std::size_t i = 0; i < n; ++i)
    {
        const PixelBox& b = boxes[i];
        const int x0 = cellOf(b.minX, extent.minX, columns);
        const int x1 = cellOf(b.maxX, extent.minX, columns);
        const int y0 = cellOf(b.minY, extent.minY, rows);
        const int y1 = cellOf(b.maxY, extent.minY, rows);
        const int kind = kinds[i];
        int l = 0;
        for (int y = y0; y <= y1; ++y)
        {
            for (int x = x0; x <= x1; ++x)
            {
                const int* cell = &highest[(static_cast<std::size_t>(y) * columns + x) * kindCount];
                for (int k = 0; k < kindCount; ++k)
                {
                    if (cell[k] >= 0)
                    {
                        l = std::max(l, cell[k] + (k > kind ? 1 : 0));
                    }
                }
            }
        }
        level[i] = l;
        for (int y = y0; y <= y1; ++y)
        {
            for (int x = x0; x <= x1; ++x)
            {
                int& cell = highest[(static_cast<std::size_t>(y) * columns + x) * kindCount + kind];
                cell = std::max(cell, l);
            }
        }
    }
    result.order.resize(n);
    for (std::size_t i = 0; i < n; ++i)
    {
        result.order[i] = static_cast<std::uint32_t>(i);
    }
    std::stable_sort(result.order.begin(), result.order.end(), [&](std::uint32_t a, std::uint32_t b)
                     { return std::tie(level[a], kinds[a]) < std::tie(level[b], kinds[b]); });
    for (std::size_t p = 0; p < n; ++p)
    {
        const std::uint32_t i = result.order[p];
        if (result.groups.empty() || result.groups.back().kind != kinds[i] ||
            level[result.order[result.groups.back().first]] != level[i])
        {
            result.groups.push_back(DrawGroup{kinds[i], p, 0});
        }
        ++result.groups.back().count;
    }
    return result;
}

} // namespace hitlab
