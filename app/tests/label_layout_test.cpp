// The canvas's label layout: no two boxes overlap, none leaves the bounds or covers a blocked box,
// labels without room are shortened or listed in a legend, and the free area and free spots avoid the
// panels.
#include "canvas/label_layout.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hitlab
{
namespace
{

// A fixed-width font: 7 px per byte, 14 px per line.
Vec2 measure(const std::string& text)
{
    return Vec2(7.0 * static_cast<double>(text.size()), 14.0);
}

void expectClean(const LabelLayout& layout, const LabelArea& area)
{
    for (std::size_t i = 0; i < layout.placed.size(); ++i)
    {
        const ScreenBox& box = layout.placed[i].box;
        EXPECT_TRUE(area.bounds.contains(box)) << layout.placed[i].text;
        for (const ScreenBox& blocked : area.blocked)
        {
            EXPECT_FALSE(box.overlaps(blocked)) << layout.placed[i].text;
        }
        for (std::size_t j = i + 1; j < layout.placed.size(); ++j)
        {
            EXPECT_FALSE(box.overlaps(layout.placed[j].box))
                << layout.placed[i].text << " / " << layout.placed[j].text;
        }
        if (layout.legend && layout.placed[i].kind != PlacedTextKind::LegendEntry)
        {
            EXPECT_FALSE(box.overlaps(*layout.legend)) << layout.placed[i].text;
        }
    }
}

TEST(LabelLayout, LabelsNamingTheSamePointDoNotOverlap)
{
    LabelArea area;
    area.bounds = ScreenBox{0, 0, 800, 600};
    std::vector<LabelRequest> requests;
    for (const char* text : {"passed through", "conservative fan", "thesis fan", "first impact t = 0.435"})
    {
        requests.push_back({Vec2(400, 300), text, Vec2(407, 282)});
    }
    const LabelLayout layout = layoutLabels(requests, area, measure);
    ASSERT_EQ(layout.placed.size(), 4U);
    EXPECT_EQ(layout.dropped, 0U);
    expectClean(layout, area);
    // The first keeps the spot it asked for.
    EXPECT_DOUBLE_EQ(layout.placed[0].box.minX, 407.0);
    EXPECT_DOUBLE_EQ(layout.placed[0].box.minY, 282.0);
    for (const PlacedText& placed : layout.placed)
    {
        EXPECT_EQ(placed.kind, PlacedTextKind::Label);
    }
}

TEST(LabelLayout, ALabelAtTheRightEdgeIsPulledInsideInsteadOfCut)
{
    LabelArea area;
    area.bounds = ScreenBox{0, 0, 500, 400};
    const std::string text = "edge 0 of A: separates (the intervals do not overlap)";
    const LabelLayout layout = layoutLabels({{Vec2(480, 200), text, Vec2(487, 182)}}, area, measure);
    ASSERT_EQ(layout.placed.size(), 1U);
    EXPECT_EQ(layout.placed[0].text, text);
    EXPECT_TRUE(area.bounds.contains(layout.placed[0].box));
}

TEST(LabelLayout, PanelsAreNeverCovered)
{
    LabelArea area;
    area.bounds = ScreenBox{0, 0, 800, 600};
    area.blocked = {ScreenBox{500, 0, 800, 400}};
    // The preferred spot lies under the panel.
    const LabelLayout layout =
        layoutLabels({{Vec2(490, 100), "n1: separates", Vec2(497, 82)}}, area, measure);
    ASSERT_EQ(layout.placed.size(), 1U);
    expectClean(layout, area);
}

TEST(LabelLayout, ShapesAreAvoidedWhenThereIsRoom)
{
    LabelArea area;
    area.bounds = ScreenBox{0, 0, 800, 600};
    area.avoid = {ScreenBox{370, 285, 430, 315}};
    const LabelLayout layout = layoutLabels({{Vec2(400, 300), "centre", Vec2(407, 282)}}, area, measure);
    ASSERT_EQ(layout.placed.size(), 1U);
    // At most a sliver of the label lies on the shape (the preferred spot covered a third of it).
    const ScreenBox& box = layout.placed[0].box;
    EXPECT_LT(box.overlapArea(area.avoid[0]), 0.1 * box.width() * box.height());
    EXPECT_LT(layout.placed[0].box.minY, 330.0); // near the point it names
    EXPECT_GT(layout.placed[0].box.maxY, 270.0);
}

TEST(LabelLayout, NoRoomShortensThenMovesTheTextToALegend)
{
    // A narrow strip: the long label fits only without its parenthesis.
    LabelArea area;
    area.bounds = ScreenBox{0, 0, 200, 300};
    const LabelLayout shortened =
        layoutLabels({{Vec2(100, 150), "curve (the long explanation of it)", Vec2(107, 132)}}, area, measure);
    ASSERT_EQ(shortened.placed.size(), 1U);
    EXPECT_EQ(shortened.placed[0].text, "curve");

    // A box too small for any of the texts but with room for numbers and a legend beside them.
    area.bounds = ScreenBox{0, 0, 260, 120};
    std::vector<LabelRequest> requests;
    for (int i = 0; i < 3; ++i)
    {
        requests.push_back({Vec2(20.0 + 10.0 * i, 60), "a rather long label " + std::to_string(i), Vec2()});
    }
    area.bounds = ScreenBox{0, 0, 120, 120};
    const LabelLayout legend = layoutLabels(requests, area, measure);
    expectClean(legend, area);
    std::size_t markers = 0;
    std::size_t entries = 0;
    for (const PlacedText& placed : legend.placed)
    {
        markers += placed.kind == PlacedTextKind::Marker ? 1 : 0;
        entries += placed.kind == PlacedTextKind::LegendEntry ? 1 : 0;
    }
    EXPECT_GT(markers, 0U);
    EXPECT_EQ(markers, entries);
    EXPECT_TRUE(legend.legend.has_value());
    EXPECT_EQ(markers + legend.dropped, 3U);
}

TEST(LabelLayout, ManyLabelsInACrowdStayClean)
{
    LabelArea area;
    area.bounds = ScreenBox{0, 0, 270, 270};
    area.blocked = {ScreenBox{0, 0, 270, 20}};
    std::vector<LabelRequest> requests;
    for (int i = 0; i < 12; ++i)
    {
        requests.push_back(
            {Vec2(130.0 + i, 140.0 - i), "T(E1) label " + std::to_string(i), Vec2(137.0, 122.0)});
    }
    const LabelLayout layout = layoutLabels(requests, area, measure);
    expectClean(layout, area);
}

TEST(LabelLayout, ShortenedAndTruncatedText)
{
    EXPECT_EQ(shortenedLabel("edge 0 of A: separates (the intervals do not overlap)"),
              "edge 0 of A: separates");
    EXPECT_EQ(shortenedLabel("edge x outer circle, fails the point test"), "edge x outer circle");
    EXPECT_EQ(shortenedLabel("T(E1)"), "T(E1)");
    EXPECT_EQ(truncatedToWidth("abcdefghij", 70.0, measure), "abcdefghij");
    EXPECT_EQ(truncatedToWidth("abcdefghij", 56.0, measure), "abcde...");
    // Multi-byte characters are never split.
    const std::string japanese = "分離する";
    const std::string cut = truncatedToWidth(japanese, 7.0 * 6 + 21.0, measure);
    EXPECT_EQ(cut, "分離...");
}

TEST(LabelLayout, LargestFreeRectLeavesThePanelsOut)
{
    const ScreenBox window{0, 0, 1280, 800};
    const std::vector<ScreenBox> panels = {ScreenBox{0, 0, 1280, 24}, ScreenBox{8, 30, 275, 470},
                                           ScreenBox{892, 30, 1272, 655}, ScreenBox{292, 535, 884, 765},
                                           ScreenBox{0, 774, 1280, 800}};
    const ScreenBox free = largestFreeRect(window, panels);
    for (const ScreenBox& panel : panels)
    {
        EXPECT_FALSE(free.overlaps(panel));
    }
    EXPECT_DOUBLE_EQ(free.minX, 275.0);
    EXPECT_DOUBLE_EQ(free.maxX, 892.0);
    EXPECT_DOUBLE_EQ(free.minY, 24.0);
    EXPECT_DOUBLE_EQ(free.maxY, 535.0);
    EXPECT_DOUBLE_EQ(largestFreeRect(window, {}).width(), 1280.0);
}

TEST(LabelLayout, FreeSpotHugsThePreferredCornerAndAvoidsPanels)
{
    const ScreenBox window{0, 0, 1280, 800};
    const std::vector<ScreenBox> panels = {ScreenBox{0, 0, 280, 470}, ScreenBox{0, 774, 1280, 800}};
    const auto spot = findFreeSpot(Vec2(270, 270), window, panels, Vec2(0, 800));
    ASSERT_TRUE(spot.has_value());
    EXPECT_DOUBLE_EQ(spot->minX, 0.0);
    EXPECT_DOUBLE_EQ(spot->maxY, 774.0);
    EXPECT_FALSE(findFreeSpot(Vec2(2000, 10), window, panels, Vec2(0, 800)).has_value());
}

} // namespace
} // namespace hitlab

namespace hitlab
{
namespace
{

TEST(LabelLayout, ALabelNamingAPointOutOfSightIsLeftOut)
{
    LabelArea area;
    area.bounds = ScreenBox{0, 0, 270, 270};
    const LabelLayout layout = layoutLabels(
        {{Vec2(300, 100), "E2 (unit circle)", Vec2(307, 82)}, {Vec2(100, 100), "T(E1)", Vec2(107, 82)}}, area,
        measure);
    ASSERT_EQ(layout.placed.size(), 1U);
    EXPECT_EQ(layout.placed[0].text, "T(E1)");
    EXPECT_EQ(layout.dropped, 1U);
}

} // namespace
} // namespace hitlab
