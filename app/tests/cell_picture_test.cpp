// The cell picture (canvas/cell_picture.hpp) against its cells read one by one: the runs the SVG writer
// draws give back every cell and nothing else, each as long as it can be; the span of drawn cells and
// the opacity are those of the cells; colours come out as the framebuffer stores them. On seeded random
// pictures of a few colours, pictures with nothing drawn, and single rows and columns.
#include "canvas/cell_picture.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace hitlab
{
namespace
{

CellPicture randomPicture(std::mt19937& random, int columns, int rows, double drawnShare, bool translucent)
{
    const std::vector<CellColor> palette{{214, 60, 214, 255}, {240, 150, 40, 255}, {40, 56, 68, 255},
                                         {10, 20, 30, translucent ? std::uint8_t{128} : std::uint8_t{255}}};
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<std::size_t> pick(0, palette.size() - 1);
    std::vector<CellColor> cells;
    CellColor previous;
    for (int i = 0; i < columns * rows; ++i)
    {
        // Repeat the previous cell often, so that runs longer than one cell are common.
        if (unit(random) < 0.6)
        {
            cells.push_back(previous);
            continue;
        }
        previous = unit(random) < drawnShare ? palette[pick(random)] : CellColor{};
        cells.push_back(previous);
    }
    return CellPicture{columns, rows, 4, std::move(cells)};
}

void expectRunsRebuildCells(const CellPicture& picture)
{
    std::vector<CellColor> rebuilt(picture.cells().size());
    std::vector<int> paintedTimes(picture.cells().size(), 0);
    const std::vector<CellRun> runs = picture.runs();
    for (std::size_t k = 0; k < runs.size(); ++k)
    {
        const CellRun& run = runs[k];
        ASSERT_TRUE(run.color.drawn());
        ASSERT_GE(run.row, 0);
        ASSERT_LT(run.row, picture.rows());
        ASSERT_GE(run.firstColumn, 0);
        ASSERT_LT(run.firstColumn, run.endColumn);
        ASSERT_LE(run.endColumn, picture.columns());
        for (int column = run.firstColumn; column < run.endColumn; ++column)
        {
            const auto at = static_cast<std::size_t>(run.row * picture.columns() + column);
            rebuilt[at] = run.color;
            ++paintedTimes[at];
        }
        // As long as it can be: the cells on either side have another colour.
        if (run.firstColumn > 0)
        {
            EXPECT_NE(picture.at(run.firstColumn - 1, run.row), run.color);
        }
        if (run.endColumn < picture.columns())
        {
            EXPECT_NE(picture.at(run.endColumn, run.row), run.color);
        }
        // Top row first, left to right.
        if (k > 0)
        {
            const CellRun& before = runs[k - 1];
            EXPECT_TRUE(before.row < run.row || (before.row == run.row && before.endColumn <= run.firstColumn));
        }
    }
    for (std::size_t i = 0; i < rebuilt.size(); ++i)
    {
        EXPECT_LE(paintedTimes[i], 1) << "cell " << i << " lies in two runs";
        EXPECT_EQ(rebuilt[i], picture.cells()[i]) << "cell " << i;
    }
}

std::optional<CellSpan> spanByScan(const CellPicture& picture)
{
    std::optional<CellSpan> span;
    for (int row = 0; row < picture.rows(); ++row)
    {
        for (int column = 0; column < picture.columns(); ++column)
        {
            if (!picture.at(column, row).drawn())
            {
                continue;
            }
            if (!span)
            {
                span = CellSpan{column, column + 1, row, row + 1};
            }
            span->firstColumn = std::min(span->firstColumn, column);
            span->endColumn = std::max(span->endColumn, column + 1);
            span->firstRow = std::min(span->firstRow, row);
            span->endRow = std::max(span->endRow, row + 1);
        }
    }
    return span;
}

TEST(CellPicture, RunsGiveBackEveryCellOnSeededPictures)
{
    std::mt19937 random(20261126);
    std::uniform_int_distribution<int> size(1, 40);
    for (int trial = 0; trial < 300; ++trial)
    {
        const double drawnShare = trial % 3 == 0 ? 0.1 : (trial % 3 == 1 ? 0.5 : 1.0);
        const CellPicture picture = randomPicture(random, size(random), size(random), drawnShare, trial % 2 == 1);
        expectRunsRebuildCells(picture);
        if (HasFailure())
        {
            FAIL() << "trial " << trial;
        }
    }
}

TEST(CellPicture, SpanAndOpacityAreTheCells)
{
    std::mt19937 random(7);
    std::uniform_int_distribution<int> size(1, 30);
    for (int trial = 0; trial < 300; ++trial)
    {
        const CellPicture picture =
            randomPicture(random, size(random), size(random), trial % 4 == 0 ? 0.02 : 0.4, trial % 2 == 1);
        EXPECT_EQ(picture.drawnSpan(), spanByScan(picture)) << "trial " << trial;
        bool opaque = true;
        for (const CellColor& cell : picture.cells())
        {
            opaque = opaque && (!cell.drawn() || cell.a == 255);
        }
        EXPECT_EQ(picture.opaque(), opaque) << "trial " << trial;
    }
}

TEST(CellPicture, NothingDrawnHasNoSpanAndNoRuns)
{
    const CellPicture blank{12, 7, 4, std::vector<CellColor>(84)};
    EXPECT_FALSE(blank.drawnSpan());
    EXPECT_TRUE(blank.runs().empty());
    const CellPicture none;
    EXPECT_FALSE(none.drawnSpan());
    EXPECT_TRUE(none.runs().empty());
    // Too few cells: the rest are not drawn.
    const CellPicture shortOne{3, 2, 4, {CellColor{1, 2, 3, 255}}};
    ASSERT_EQ(shortOne.cells().size(), 6U);
    EXPECT_EQ(shortOne.drawnSpan(), (CellSpan{0, 1, 0, 1}));
    EXPECT_EQ(shortOne.runs(), (std::vector<CellRun>{{0, 0, 1, CellColor{1, 2, 3, 255}}}));
}

TEST(CellPicture, OneRowAndOneColumn)
{
    const CellColor a{200, 0, 0, 255};
    const CellColor b{0, 200, 0, 255};
    const CellPicture row{6, 1, 4, {a, a, CellColor{}, b, b, a}};
    EXPECT_EQ(row.runs(), (std::vector<CellRun>{{0, 0, 2, a}, {0, 3, 5, b}, {0, 5, 6, a}}));
    EXPECT_EQ(row.drawnSpan(), (CellSpan{0, 6, 0, 1}));
    const CellPicture column{1, 4, 4, {CellColor{}, a, a, CellColor{}}};
    EXPECT_EQ(column.runs(), (std::vector<CellRun>{{1, 0, 1, a}, {2, 0, 1, a}}));
    EXPECT_EQ(column.drawnSpan(), (CellSpan{0, 1, 1, 3}));
}

TEST(CellPicture, ColoursAreTheFramebuffersLevels)
{
    for (int level = 0; level < 256; ++level)
    {
        const CellColor color = cellColor(rgb(level, 255 - level, level / 2));
        EXPECT_EQ(color, (CellColor{static_cast<std::uint8_t>(level), static_cast<std::uint8_t>(255 - level),
                                    static_cast<std::uint8_t>(level / 2), 255}));
        EXPECT_EQ(cellColor(color.rgba()), color);
    }
    EXPECT_EQ(cellColor(Rgba{-0.5F, 1.5F, 0.5F, 0.0F}), (CellColor{0, 255, 128, 0}));
}

} // namespace
} // namespace hitlab
