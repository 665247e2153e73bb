// The UI renderer (ui_renderer.cpp) draws the panels' fills without reading the font atlas, and their
// opaque insides without blending; the picture must still be ImGui's own backend's, pixel for pixel.
// And the run splitter (ui_draw_runs.hpp) keeps every triangle once, in order, sends only fills to the
// fill program and only opaque fills past blending.
#include "sandbox_run.hpp"
#include "ui_draw_runs.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

using sandbox_run::differingValues;
using sandbox_run::Image;
using sandbox_run::screenshot;

using Case = sandbox_run::SceneCase;

class UiRendererMatchesImGui : public ::testing::TestWithParam<Case>
{
};

TEST_P(UiRendererMatchesImGui, PixelForPixel)
{
    const Case& c = GetParam();
    const std::string arguments = sandbox_run::bundledSceneArguments(c.arguments);
    const Image ours = screenshot(arguments, std::string(c.name) + "_ours.png", "");
    const Image imgui = screenshot(arguments, std::string(c.name) + "_imgui.png", "HITLAB_UI_RENDERER=imgui");
    ASSERT_EQ(ours.width, 1024);
    ASSERT_EQ(ours.height, 700);
    ASSERT_EQ(imgui.width, ours.width);
    ASSERT_EQ(imgui.height, ours.height);
    EXPECT_EQ(differingValues(ours, imgui), 0U) << c.name;

    // Every fill, however small, through the fill program: the same picture still.
    const Image allFills =
        screenshot(arguments, std::string(c.name) + "_all_fills.png", "HITLAB_UI_RENDERER=all-fills");
    ASSERT_EQ(allFills.rgb.size(), imgui.rgb.size());
    EXPECT_EQ(differingValues(allFills, imgui), 0U) << c.name << " with every fill through the fill program";
}

INSTANTIATE_TEST_SUITE_P(
    Scenes, UiRendererMatchesImGui,
    ::testing::Values(Case{"default", "default.json'"}, Case{"sat", "lesson_polygon_sat.json'"},
                      Case{"ccd_ja", "lesson_ccd_compare.json' --lang ja"},
                      Case{"fan_light_scale2", "lesson_fan_circle.json' --theme light --ui-scale 2"},
                      Case{"stress", "stress_10k.json'"}),
    sandbox_run::sceneCaseName);

// The other way round: the test above must be able to fail. A UI drawn without the atlas at all loses
// its text, which the comparison sees.
TEST(UiRendererMatchesImGui, ASkippedAtlasIsSeen)
{
    const std::string arguments = sandbox_run::bundledSceneArguments("default.json'");
    const Image broken = screenshot(arguments, "broken.png", "HITLAB_UI_RENDERER=fills-only");
    const Image imgui = screenshot(arguments, "imgui.png", "HITLAB_UI_RENDERER=imgui");
    ASSERT_EQ(broken.rgb.size(), imgui.rgb.size());
    EXPECT_GT(differingValues(broken, imgui), 1000U);
}

// ---- The run splitter ----

constexpr float kWhiteU = 0.25F;
constexpr float kWhiteV = 0.75F;

UiVertex corner(float x, float y, bool white, bool opaque)
{
    return UiVertex{x, y, white ? kWhiteU : 0.5F, white ? kWhiteV : 0.5F, opaque ? 0xffffffffU : 0x80ffffffU};
}

// A right triangle with legs of `size` from (x, y), its corners at the white texel or not, opaque or not.
template <typename Index>
void addTriangle(std::vector<UiVertex>& vertices, std::vector<Index>& indices, float x, float y, float size,
                 bool white, bool opaque)
{
    for (const auto& [dx, dy] : {std::pair{0.0F, 0.0F}, {size, 0.0F}, {0.0F, size}})
    {
        indices.push_back(static_cast<Index>(vertices.size()));
        vertices.push_back(corner(x + dx, y + dy, white, opaque));
    }
}

TEST(UiDrawRuns, EveryTriangleOnceInOrderAndOnlyFillsToTheFillProgram)
{
    std::mt19937 random(20261126);
    std::uniform_real_distribution<float> coordinate(0.0F, 400.0F);
    std::bernoulli_distribution white(0.7);
    std::bernoulli_distribution opaque(0.6);
    for (int trial = 0; trial < 200; ++trial)
    {
        std::vector<UiVertex> vertices;
        std::vector<std::uint16_t> indices;
        const int triangles = 1 + trial % 40;
        for (int t = 0; t < triangles; ++t)
        {
            // Runs of fills and of text, sized so that some fill runs are large and some small, some
            // triangles opaque and some not.
            const bool fill = white(random);
            const bool solid = opaque(random);
            const float size = trial % 3 == 0 ? 5.0F : 120.0F;
            const float x = coordinate(random);
            const float y = coordinate(random);
            addTriangle(vertices, indices, x, y, size, fill, solid);
        }
        const std::vector<UiRun> runs =
            uiDrawRuns<std::uint16_t>(vertices, indices, kWhiteU, kWhiteV, kMinPlainFillPixels);
        std::size_t next = 0;
        for (std::size_t r = 0; r < runs.size(); ++r)
        {
            const UiRun& run = runs[r];
            ASSERT_EQ(run.firstIndex, next) << "trial " << trial;
            ASSERT_GT(run.indexCount, 0U);
            ASSERT_EQ(run.indexCount % 3, 0U);
            next += run.indexCount;
            if (r > 0)
            {
                EXPECT_TRUE(run.plainFill != runs[r - 1].plainFill || run.opaque != runs[r - 1].opaque)
                    << "neighbours drawn alike are one run";
            }
            EXPECT_TRUE(run.plainFill || !run.opaque) << "only fills are drawn without blending";
            double area = 0.0;
            for (std::size_t i = run.firstIndex; i < run.firstIndex + run.indexCount; ++i)
            {
                const UiVertex& v = vertices[indices[i]];
                if (run.plainFill)
                {
                    ASSERT_TRUE(v.u == kWhiteU && v.v == kWhiteV) << "a textured corner in a fill run";
                }
                if (run.opaque)
                {
                    ASSERT_TRUE(opaqueColour(v.color)) << "a translucent corner drawn without blending";
                }
            }
            if (run.plainFill)
            {
                for (std::size_t i = run.firstIndex; i < run.firstIndex + run.indexCount; i += 3)
                {
                    const UiVertex& p = vertices[indices[i]];
                    const UiVertex& q = vertices[indices[i + 1]];
                    const UiVertex& s = vertices[indices[i + 2]];
                    area += 0.5 * std::abs((q.x - p.x) * (s.y - p.y) - (s.x - p.x) * (q.y - p.y));
                }
                EXPECT_GE(area, run.opaque ? kMinOpaqueFillPixels : kMinPlainFillPixels);
            }
        }
        EXPECT_EQ(next, indices.size()) << "trial " << trial;
    }
}

TEST(UiDrawRuns, ALargeFillBetweenTextIsItsOwnRun)
{
    std::vector<UiVertex> vertices;
    std::vector<std::uint32_t> indices;
    auto triangle = [&](float size, bool fill)
    { addTriangle(vertices, indices, 0.0F, 0.0F, size, fill, true); };
    triangle(10.0F, false);
    triangle(100.0F, true); // 5,000 pixels
    triangle(100.0F, true);
    triangle(10.0F, false);
    triangle(10.0F, true); // 50 pixels: not worth a program switch
    triangle(10.0F, false);
    const std::vector<UiRun> runs = uiDrawRuns<std::uint32_t>(vertices, indices, kWhiteU, kWhiteV);
    ASSERT_EQ(runs.size(), 3U);
    EXPECT_FALSE(runs[0].plainFill);
    EXPECT_EQ(runs[0].indexCount, 3U);
    EXPECT_TRUE(runs[1].plainFill);
    EXPECT_TRUE(runs[1].opaque) << "10,000 pixels, every corner opaque";
    EXPECT_EQ(runs[1].firstIndex, 3U);
    EXPECT_EQ(runs[1].indexCount, 6U);
    EXPECT_FALSE(runs[2].plainFill);
    EXPECT_EQ(runs[2].indexCount, 9U);
}

// A panel's background as ImGui draws it: translucent anti-aliased fringe triangles around an opaque
// inside. The inside goes without blending; the fringe, and an opaque stretch too small to be worth a
// draw of its own, stay blended.
TEST(UiDrawRuns, AnOpaqueBackgroundInsideAFillRunIsDrawnWithoutBlending)
{
    std::vector<UiVertex> vertices;
    std::vector<std::uint32_t> indices;
    auto triangle = [&](float size, bool opaque)
    { addTriangle(vertices, indices, 0.0F, 0.0F, size, true, opaque); };
    triangle(80.0F, false); // 3,200 pixels of fringe
    triangle(200.0F, true); // 20,000 pixels inside
    triangle(80.0F, false);
    triangle(60.0F, true); // 1,800 opaque pixels: stays with its blended neighbours
    triangle(80.0F, false);
    const std::vector<UiRun> runs = uiDrawRuns<std::uint32_t>(vertices, indices, kWhiteU, kWhiteV);
    ASSERT_EQ(runs.size(), 3U);
    for (const UiRun& run : runs)
    {
        EXPECT_TRUE(run.plainFill);
    }
    EXPECT_FALSE(runs[0].opaque);
    EXPECT_EQ(runs[0].indexCount, 3U);
    EXPECT_TRUE(runs[1].opaque);
    EXPECT_EQ(runs[1].firstIndex, 3U);
    EXPECT_EQ(runs[1].indexCount, 3U);
    EXPECT_FALSE(runs[2].opaque);
    EXPECT_EQ(runs[2].firstIndex, 6U);
    EXPECT_EQ(runs[2].indexCount, 9U);
}

} // namespace
} // namespace hitlab
