// The parts of the canvas the panels leave to be seen (uncovered_parts.hpp), checked pixel by pixel:
// every pixel of the area no covered rectangle holds lies in exactly one part; with parts enough, no
// covered pixel lies in any; with fewer allowed, the count keeps to the limit. On seeded random layouts
// (rectangles overlapping each other and reaching past the area) and on the sandbox's panel layout.
// And the opaque inside of a rounded window keeps out of its corners and its edge.
#include "uncovered_parts.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <vector>

namespace hitlab
{
namespace
{

bool holds(const PixelRect& rect, int x, int y)
{
    return x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
}

constexpr std::size_t kAnyCount = 1000;

// Every pixel of the area and a margin around it: a pixel no covered rectangle holds lies in exactly one
// part, a covered one in none when `exact`, else in at most one.
void expectCover(const PixelRect& area, const std::vector<PixelRect>& covered,
                 const std::vector<PixelRect>& parts, bool exact)
{
    for (const PixelRect& part : parts)
    {
        EXPECT_GT(part.width, 0);
        EXPECT_GT(part.height, 0);
    }
    for (int y = area.y - 3; y < area.y + area.height + 3; ++y)
    {
        for (int x = area.x - 3; x < area.x + area.width + 3; ++x)
        {
            bool coveredPixel = false;
            for (const PixelRect& rect : covered)
            {
                coveredPixel = coveredPixel || holds(rect, x, y);
            }
            int holding = 0;
            for (const PixelRect& part : parts)
            {
                holding += holds(part, x, y) ? 1 : 0;
            }
            if (!holds(area, x, y))
            {
                ASSERT_EQ(holding, 0) << "pixel " << x << "," << y << " outside the area";
            }
            else if (!coveredPixel)
            {
                ASSERT_EQ(holding, 1) << "pixel " << x << "," << y;
            }
            else
            {
                ASSERT_LE(holding, exact ? 0 : 1) << "covered pixel " << x << "," << y;
            }
        }
    }
}

TEST(UncoveredParts, NothingCoveredLeavesTheWholeArea)
{
    const PixelRect area{10, 20, 300, 200};
    const std::vector<PixelRect> parts = uncoveredParts(area, {}, kAnyCount);
    ASSERT_EQ(parts.size(), 1U);
    EXPECT_EQ(parts[0].x, 10);
    EXPECT_EQ(parts[0].y, 20);
    EXPECT_EQ(parts[0].width, 300);
    EXPECT_EQ(parts[0].height, 200);
    EXPECT_EQ(uncoveredParts(area, {PixelRect{400, 0, 50, 50}}, kAnyCount).size(), 1U)
        << "a rectangle outside the area";
}

TEST(UncoveredParts, AnAreaUnderOneRectangleHasNoPart)
{
    EXPECT_TRUE(uncoveredParts(PixelRect{10, 10, 50, 40}, {PixelRect{0, 0, 100, 100}}, kAnyCount).empty());
    EXPECT_TRUE(uncoveredParts(PixelRect{10, 10, 0, 40}, {}, kAnyCount).empty());
}

TEST(UncoveredParts, AHoleInTheMiddleLeavesFourParts)
{
    const PixelRect area{0, 0, 100, 80};
    const std::vector<PixelRect> covered{PixelRect{30, 20, 40, 30}};
    const std::vector<PixelRect> parts = uncoveredParts(area, covered, kAnyCount);
    EXPECT_EQ(parts.size(), 4U) << "above, left, right, below";
    expectCover(area, covered, parts, true);
}

TEST(UncoveredParts, ColumnsOfPanelsAreCutIntoColumns)
{
    // The sandbox's layout: a menu bar, a column of two panels on each side, a status bar. Cut by bands,
    // every gap between two panels starts new parts across the whole width; cut by columns, the five
    // columns between the panels' sides make nine parts.
    const PixelRect area{0, 0, 1280, 800};
    const std::vector<PixelRect> covered{PixelRect{0, 0, 1280, 22},     PixelRect{17, 32, 248, 168},
                                         PixelRect{17, 210, 248, 298},  PixelRect{901, 32, 362, 336},
                                         PixelRect{901, 378, 362, 324}, PixelRect{0, 772, 1280, 28}};
    const std::vector<PixelRect> parts = uncoveredParts(area, covered, kAnyCount);
    expectCover(area, covered, parts, true);
    EXPECT_EQ(parts.size(), 9U);
}

TEST(UncoveredParts, FewerPartsAllowedGiveUpTheSmallestRectanglesFirst)
{
    const PixelRect area{0, 0, 400, 300};
    // One large panel and a scatter of small ones, which would cut the area into many parts.
    std::vector<PixelRect> covered{PixelRect{20, 20, 150, 260}};
    for (int i = 0; i < 8; ++i)
    {
        covered.push_back(PixelRect{200 + 20 * (i % 4), 30 + 60 * i, 12, 9});
    }
    const std::vector<PixelRect> exact = uncoveredParts(area, covered, kAnyCount);
    expectCover(area, covered, exact, true);
    ASSERT_GT(exact.size(), 4U);
    const std::vector<PixelRect> few = uncoveredParts(area, covered, 4);
    EXPECT_LE(few.size(), 4U);
    expectCover(area, covered, few, false);
    expectCover(area, {covered[0]}, few, true); // the large panel is still left out
}

TEST(UncoveredParts, SeededRandomLayoutsAreCoveredExactly)
{
    std::mt19937 random(20261126);
    std::uniform_int_distribution<int> position(-20, 90);
    std::uniform_int_distribution<int> size(0, 60);
    std::uniform_int_distribution<int> count(0, 9);
    std::uniform_int_distribution<int> limit(1, 12);
    for (int layout = 0; layout < 400; ++layout)
    {
        const PixelRect area{position(random) / 4, position(random) / 4, 20 + size(random),
                             20 + size(random)};
        std::vector<PixelRect> covered;
        const int rectangles = count(random);
        for (int r = 0; r < rectangles; ++r)
        {
            covered.push_back(PixelRect{position(random), position(random), size(random), size(random)});
        }
        SCOPED_TRACE(layout);
        expectCover(area, covered, uncoveredParts(area, covered, kAnyCount), true);
        const auto maxParts = static_cast<std::size_t>(limit(random));
        const std::vector<PixelRect> limited = uncoveredParts(area, covered, maxParts);
        EXPECT_LE(limited.size(), maxParts);
        expectCover(area, covered, limited, false);
    }
}

TEST(OpaqueInterior, KeepsOutOfTheRoundedCornersAndTheEdge)
{
    const ScreenBox window{10.0, 20.0, 110.0, 80.0};
    const double radius = 6.0;
    const std::optional<PixelRect> inside = opaqueInterior(window, radius);
    ASSERT_TRUE(inside.has_value());
    for (int y = 15; y < 85; ++y)
    {
        for (int x = 5; x < 115; ++x)
        {
            if (!holds(*inside, x, y))
            {
                continue;
            }
            // The pixel's square lies inside the window less a pixel, and inside the rounded rectangle.
            const double left = x;
            const double top = y;
            EXPECT_GE(left, window.minX + 1.0);
            EXPECT_LE(left + 1.0, window.maxX - 1.0);
            EXPECT_GE(top, window.minY + 1.0);
            EXPECT_LE(top + 1.0, window.maxY - 1.0);
            for (const double cornerX : {left, left + 1.0})
            {
                for (const double cornerY : {top, top + 1.0})
                {
                    const double centreX = std::clamp(cornerX, window.minX + radius, window.maxX - radius);
                    const double centreY = std::clamp(cornerY, window.minY + radius, window.maxY - radius);
                    EXPECT_LE(std::hypot(cornerX - centreX, cornerY - centreY), radius)
                        << "pixel " << x << "," << y << " reaches into a rounded corner";
                }
            }
        }
    }
    EXPECT_TRUE(holds(*inside, 60, 50)) << "the middle of the window";
    EXPECT_GE(inside->width * inside->height, 80 * 50) << "most of the window";
    EXPECT_FALSE(opaqueInterior(ScreenBox{0.0, 0.0, 14.0, 40.0}, radius).has_value())
        << "too narrow for its corners";
}

} // namespace
} // namespace hitlab
