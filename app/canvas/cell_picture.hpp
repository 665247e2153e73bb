// A picture of square cells, one colour each, laid from the top-left corner of a canvas area: the error
// map's. The GL renderer draws it as one texture with a texel per cell, so a pixel is shaded once and
// by a texel read (a software rasteriser shades every pixel of every primitive, and rows of rectangles
// shaded by the signed-distance program cost it several milliseconds a frame); the SVG writer writes
// it as rectangles, one per run of a colour along a row. Pure logic (no GL) so that the tests can check
// it.
#pragma once

#include "model/shape_draw.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace hitlab
{

// A cell's colour as an 8-bit framebuffer holds it; alpha 0 draws nothing there.
struct CellColor
{
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    std::uint8_t a = 0;

    bool drawn() const { return a != 0; }
    Rgba rgba() const { return rgb(r, g, b, static_cast<float>(a) / 255.0F); }
    friend bool operator==(const CellColor&, const CellColor&) = default;
};

// The channels rounded to the nearest of 256 levels, as the framebuffer stores a shader's output.
inline CellColor cellColor(Rgba color)
{
    auto level = [](float channel)
    { return static_cast<std::uint8_t>(std::lround(std::clamp(channel, 0.0F, 1.0F) * 255.0F)); };
    return CellColor{level(color.r), level(color.g), level(color.b), level(color.a)};
}

// Cells [firstColumn, endColumn) x [firstRow, endRow).
struct CellSpan
{
    int firstColumn = 0;
    int endColumn = 0;
    int firstRow = 0;
    int endRow = 0;
    friend bool operator==(const CellSpan&, const CellSpan&) = default;
};

// One colour from firstColumn up to (not including) endColumn of a row.
struct CellRun
{
    int row = 0;
    int firstColumn = 0;
    int endColumn = 0;
    CellColor color;
    friend bool operator==(const CellRun&, const CellRun&) = default;
};

class CellPicture
{
public:
    CellPicture() = default;
    // `cells` row by row from the top-left cell; cells missing at the end are not drawn, extra ones are
    // dropped.
    CellPicture(int columns, int rows, int cellPixels, std::vector<CellColor> cells)
        : columns_(std::max(columns, 0)), rows_(std::max(rows, 0)), cellPixels_(std::max(cellPixels, 1)),
          cells_(std::move(cells))
    {
        cells_.resize(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_));
        findDrawn();
    }

    int columns() const { return columns_; }
    int rows() const { return rows_; }
    // The side of a cell in window pixels.
    int cellPixels() const { return cellPixels_; }
    const std::vector<CellColor>& cells() const { return cells_; }
    CellColor at(int column, int row) const
    {
        return cells_[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns_) +
                      static_cast<std::size_t>(column)];
    }
    // The smallest span holding every drawn cell; nothing when no cell is drawn.
    const std::optional<CellSpan>& drawnSpan() const { return drawnSpan_; }
    // Whether every drawn cell is opaque (then drawing needs no blending).
    bool opaque() const { return opaque_; }

    // Maximal runs of one drawn colour along each row, the top row first, left to right.
    std::vector<CellRun> runs() const
    {
        std::vector<CellRun> found;
        for (int row = 0; row < rows_; ++row)
        {
            int column = 0;
            while (column < columns_)
            {
                const CellColor color = at(column, row);
                int end = column + 1;
                while (end < columns_ && at(end, row) == color)
                {
                    ++end;
                }
                if (color.drawn())
                {
                    found.push_back(CellRun{row, column, end, color});
                }
                column = end;
            }
        }
        return found;
    }

private:
    void findDrawn()
    {
        CellSpan span{columns_, 0, rows_, 0};
        for (int row = 0; row < rows_; ++row)
        {
            for (int column = 0; column < columns_; ++column)
            {
                const CellColor color = at(column, row);
                if (!color.drawn())
                {
                    continue;
                }
                opaque_ = opaque_ && color.a == 255;
                span.firstColumn = std::min(span.firstColumn, column);
                span.endColumn = std::max(span.endColumn, column + 1);
                span.firstRow = std::min(span.firstRow, row);
                span.endRow = std::max(span.endRow, row + 1);
            }
        }
        if (span.firstColumn < span.endColumn)
        {
            drawnSpan_ = span;
        }
    }

    int columns_ = 0;
    int rows_ = 0;
    int cellPixels_ = 1;
    std::vector<CellColor> cells_;
    std::optional<CellSpan> drawnSpan_;
    bool opaque_ = true;
};

} // namespace hitlab
