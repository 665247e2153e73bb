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
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
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
//
// A zoom of stress_10k orders about 10,000 primitives every frame, on the thread that then feeds
// llvmpipe, so the loops are kept free of branches and the order is sorted by counting.
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
    // A box with a NaN edge (a primitive of a non-finite shape) is put in the first cell: std::clamp keeps
    // a NaN, and a NaN made an int indexes anywhere.
    auto cellOf = [&](float v, float origin, int count)
    {
        const float c = std::floor((v - origin) / cellPx);
        return c > 0.0F ? static_cast<int>(std::min(c, static_cast<float>(count - 1))) : 0;
    };
    const std::size_t kindsPerCell = static_cast<std::size_t>(kindCount);
    // The highest level of each kind in each cell so far; -1 for none, which no level falls below.
    std::vector<int> highest(
        static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows) * kindsPerCell, -1);
    // after[kind * kindCount + k]: 1 when kind k is drawn after `kind` within a level.
    std::vector<int> after(kindsPerCell * kindsPerCell);
    for (int kind = 0; kind < kindCount; ++kind)
    {
        for (int k = 0; k < kindCount; ++k)
        {
            after[static_cast<std::size_t>(kind) * kindsPerCell + static_cast<std::size_t>(k)] =
                k > kind ? 1 : 0;
        }
    }
    std::vector<int> level(n, 0);
    int topLevel = 0;
    for (std::size_t i = 0; i < n; ++i)
    {
        const PixelBox& b = boxes[i];
        const int x0 = cellOf(b.minX, extent.minX, columns);
        const int x1 = cellOf(b.maxX, extent.minX, columns);
        const int y0 = cellOf(b.minY, extent.minY, rows);
        const int y1 = cellOf(b.maxY, extent.minY, rows);
        const int kind = kinds[i];
        const int* bias = &after[static_cast<std::size_t>(kind) * kindsPerCell];
        // Eight kinds side by side, so that the compiler keeps them in vectors (the renderer's programs
        // are the eight shape kinds and one more, which the loop after takes alone).
        constexpr std::size_t kLanes = 8;
        std::array<int, kLanes> lanes{};
        for (int y = y0; y <= y1; ++y)
        {
            for (int x = x0; x <= x1; ++x)
            {
                const int* cell = &highest[(static_cast<std::size_t>(y) * columns + x) * kindsPerCell];
                std::size_t k = 0;
                for (; k + kLanes <= kindsPerCell; k += kLanes)
                {
                    for (std::size_t j = 0; j < kLanes; ++j)
                    {
                        lanes[j] = std::max(lanes[j], cell[k + j] + bias[k + j]);
                    }
                }
                for (; k < kindsPerCell; ++k)
                {
                    lanes[0] = std::max(lanes[0], cell[k] + bias[k]);
                }
            }
        }
        const int l = *std::max_element(lanes.begin(), lanes.end());
        level[i] = l;
        topLevel = std::max(topLevel, l);
        for (int y = y0; y <= y1; ++y)
        {
            for (int x = x0; x <= x1; ++x)
            {
                int& cell = highest[(static_cast<std::size_t>(y) * columns + x) * kindsPerCell +
                                    static_cast<std::size_t>(kind)];
                cell = std::max(cell, l);
            }
        }
    }
    // Sorted by (level, kind), each key's primitives in the batch's order: a counting sort.
    const std::size_t keys = (static_cast<std::size_t>(topLevel) + 1) * kindsPerCell;
    std::vector<std::uint32_t> start(keys + 1, 0);
    auto keyOf = [&](std::size_t i)
    { return static_cast<std::size_t>(level[i]) * kindsPerCell + static_cast<std::size_t>(kinds[i]); };
    for (std::size_t i = 0; i < n; ++i)
    {
        ++start[keyOf(i) + 1];
    }
    for (std::size_t key = 0; key < keys; ++key)
    {
        if (start[key + 1] > 0)
        {
            result.groups.push_back(
                DrawGroup{static_cast<int>(key % kindsPerCell), start[key], start[key + 1]});
        }
        start[key + 1] += start[key];
    }
    result.order.resize(n);
    for (std::size_t i = 0; i < n; ++i)
    {
        result.order[start[keyOf(i)]++] = static_cast<std::uint32_t>(i);
    }
    return result;
}

} // namespace hitlab
