// Cuts one ImGui draw command into runs of triangles that the UI renderer draws with one program each:
// plain fills (every corner at the font atlas's white texel) with a shader that reads no texture, and
// the rest (text, textured anti-aliased lines) with the one that does. A software rasteriser (Mesa's
// llvmpipe on a machine without a GPU) pays for every texture read of every pixel, and the panels'
// backgrounds are most of the UI's pixels. The white texel is 1.0 in every channel, so a fill comes out
// the same either way; the runs keep the triangles' order, so what covers what does not change.
// Pure logic (no GL, no ImGui) so that the tests can check it.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace hitlab
{

// Laid out as ImDrawVert (ui_renderer.cpp checks this at compile time).
struct UiVertex
{
    float x;
    float y;
    float u;
    float v;
    std::uint32_t color;
};

struct UiRun
{
    std::size_t firstIndex = 0; // into the command's indices
    std::size_t indexCount = 0;
    bool plainFill = false;
    // A fill whose every corner is opaque: drawn without blending, which then changes nothing (the
    // colour replaces what is below, as blending with alpha 1 does) and spares llvmpipe reading the
    // framebuffer.
    bool opaque = false;
};

// A run of fills smaller than this (in pixels) is drawn with the text program: switching programs and
// starting a draw costs more than reading the texture for a few pixels.
inline constexpr double kMinPlainFillPixels = 2048.0;
// An opaque stretch of a fill run smaller than this stays blended with the rest of its run.
inline constexpr double kMinOpaqueFillPixels = 8192.0;

inline bool opaqueColour(std::uint32_t color)
{
    return (color >> 24) == 0xFFU; // ImGui packs colours as A, B, G, R from the high byte
}

namespace ui_runs_detail
{

inline double triangleArea(const UiVertex& p, const UiVertex& q, const UiVertex& r)
{
    return 0.5 * std::abs(static_cast<double>(q.x - p.x) * (r.y - p.y) -
                          static_cast<double>(r.x - p.x) * (q.y - p.y));
}

} // namespace ui_runs_detail

// Cuts each run of fills at its opaque stretches (triangles whose three corners are opaque) of
// kMinOpaqueFillPixels or more, which become runs of their own; the order stays.
template <typename Index>
std::vector<UiRun> splitOpaqueFills(const std::vector<UiRun>& runs, std::span<const UiVertex> vertices,
                                    std::span<const Index> indices)
{
    auto opaqueAt = [&](std::size_t i)
    {
        return opaqueColour(vertices[indices[i]].color) && opaqueColour(vertices[indices[i + 1]].color) &&
               opaqueColour(vertices[indices[i + 2]].color);
    };
    std::vector<UiRun> split;
    auto append = [&](std::size_t first, std::size_t count, bool opaque)
    {
        if (count == 0)
        {
            return;
        }
        if (!split.empty() && split.back().plainFill && split.back().opaque == opaque &&
            split.back().firstIndex + split.back().indexCount == first)
        {
            split.back().indexCount += count;
            return;
        }
        split.push_back(UiRun{first, count, true, opaque});
    };
    for (const UiRun& run : runs)
    {
        if (!run.plainFill)
        {
            split.push_back(run);
            continue;
        }
        // Stretches of opaque and of other triangles; a small opaque stretch stays with the blended.
        std::size_t blendedFrom = run.firstIndex;
        std::size_t t = run.firstIndex;
        const std::size_t end = run.firstIndex + run.indexCount;
        while (t < end)
        {
            if (!opaqueAt(t))
            {
                t += 3;
                continue;
            }
            const std::size_t stretch = t;
            double area = 0.0;
            while (t < end && opaqueAt(t))
            {
                area += ui_runs_detail::triangleArea(vertices[indices[t]], vertices[indices[t + 1]],
                                                     vertices[indices[t + 2]]);
                t += 3;
            }
            if (area >= kMinOpaqueFillPixels)
            {
                append(blendedFrom, stretch - blendedFrom, false);
                append(stretch, t - stretch, true);
                blendedFrom = t;
            }
        }
        append(blendedFrom, end - blendedFrom, false);
    }
    return split;
}

template <typename Index>
std::vector<UiRun> uiDrawRuns(std::span<const UiVertex> vertices, std::span<const Index> indices,
                              float whiteU, float whiteV, double minPlainFillPixels = kMinPlainFillPixels)
{
    auto atWhite = [&](Index i)
    {
        const UiVertex& vertex = vertices[i];
        return vertex.u == whiteU && vertex.v == whiteV;
    };
    // Maximal runs of each sort, with the pixels a run of fills covers; a small run of fills joins the
    // text program as it closes, and neighbours drawn alike become one run.
    std::vector<UiRun> runs;
    UiRun current;
    double area = 0.0;
    auto close = [&]
    {
        current.plainFill = current.plainFill && area >= minPlainFillPixels;
        if (!runs.empty() && runs.back().plainFill == current.plainFill)
        {
            runs.back().indexCount += current.indexCount;
        }
        else
        {
            runs.push_back(current);
        }
    };
    const std::size_t triangleCount = indices.size() / 3;
    for (std::size_t t = 0; t < triangleCount; ++t)
    {
        const Index a = indices[3 * t];
        const Index b = indices[3 * t + 1];
        const Index c = indices[3 * t + 2];
        const bool plain = atWhite(a) && atWhite(b) && atWhite(c);
        if (current.indexCount > 0 && current.plainFill != plain)
        {
            close();
            current = UiRun{};
        }
        if (current.indexCount == 0)
        {
            current = UiRun{3 * t, 0, plain};
            area = 0.0;
        }
        current.indexCount += 3;
        if (plain)
        {
            area += ui_runs_detail::triangleArea(vertices[a], vertices[b], vertices[c]);
        }
    }
    if (current.indexCount > 0)
    {
        close();
    }
    return splitOpaqueFills(runs, vertices, indices);
}

} // namespace hitlab
