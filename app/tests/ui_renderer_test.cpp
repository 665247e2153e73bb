// The UI renderer (ui_renderer.cpp) draws the panels' fills without reading the font atlas, and their
// opaque insides without blending; the picture must still be ImGui's own backend's, pixel for pixel.
// And the run splitter (ui_draw_runs.hpp) keeps every triangle once, in order, sends only fills to the
// fill program and only opaque fills past blending.
#include "sandbox_run.hpp"
#include "ui_draw_runs.hpp"
#include "ui_panel_keeper.hpp"

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
using test_files::workDir;

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

// ---- Panels kept between frames (ui_panel_keeper.hpp) ----

// The pictures of a script that lets the panels settle, hovers over a palette button (the panel changes),
// leaves it and comes back, then pans the view (the canvas moves under the panels' rims, the panels stay
// the same), taken at each step, run with `environment`.
std::vector<Image> hoverPictures(const std::string& run, const std::string& environment)
{
    const std::vector<std::string> steps = {
        "frame 5",
        "move 75 73\nframe 4",
        "move 600 420\nframe 4",
        "move 75 73\nframe 4",
        "hold space\ndrag 600 420 660 450 10\nrelease space\nframe 4",
    };
    return sandbox_run::playSteps(sandbox_run::bundledSceneArguments("lesson_gjk.json'") + " --size 1024x700",
                                  steps, run, environment)
        .frames;
}

TEST(UiRendererKeptPanels, KeptOrDrawnEveryFrameThePictureIsTheSame)
{
    const std::vector<Image> kept = hoverPictures("kept", "");
    const std::vector<Image> drawn = hoverPictures("drawn", "HITLAB_KEPT_PANELS=never");
    const std::vector<Image> stale = hoverPictures("stale", "HITLAB_KEPT_PANELS=stale");
    for (std::size_t i = 0; i < kept.size(); ++i)
    {
        ASSERT_EQ(kept[i].width, 1024);
        ASSERT_EQ(kept[i].rgb.size(), drawn[i].rgb.size());
        EXPECT_EQ(differingValues(kept[i], drawn[i]), 0U) << "step " << i;
    }
    // The hover shows: the steps differ from each other.
    EXPECT_GT(differingValues(drawn[0], drawn[1]), 100U);
    // A keeper that reuses a panel after it changed shows the button as it was before the hover.
    ASSERT_EQ(stale[1].rgb.size(), drawn[1].rgb.size());
    EXPECT_GT(differingValues(stale[1], drawn[1]), 100U);
    // The pan moved the canvas: a keeper that keeps the whole panels whatever changed below them shows
    // the canvas as it was at their rims.
    ASSERT_EQ(stale[4].rgb.size(), drawn[4].rgb.size());
    EXPECT_GT(differingValues(drawn[3], drawn[4]), 100U);
    EXPECT_GT(differingValues(stale[4], drawn[4]), 0U);
}

// A shape dragged changes the canvas in parts. Where no part reaches under a panel's rim, the panel stays
// kept whole; where one does, only its inside is. A circle alone in the scene, dragged in steps from
// beside the Pair readout until it lies under the panel's left rim and held there, with the panels kept
// and drawn every frame: the pictures after each step (the frame after it, copied from what was kept
// where nothing changed) and after the release must be the same. The profile's counts show that the
// drag was drawn in parts and that panels were reused meanwhile.
TEST(UiRendererKeptPanels, AShapeDraggedUnderAPanelsRimIsSeenThere)
{
    const std::string scene = (workDir() / "one_circle.json").string();
    // The canvas's centre is window pixel (512, 350) at 1024x700; the readout's left rim is near x 684.
    test_files::writeText(scene, R"({"version": 1, "shapes": [
        {"id": "A", "type": "circle", "cx": 120, "cy": 0, "r": 30}],
        "view": {"center": [0, 0], "zoom": 1}})");
    // Pressed beside the rim, then moved 8 px a step, a picture after each step and after the release.
    const int steps = 8;
    std::vector<std::string> script = {"frame 5\nmove 632 350\ndown\nframe 3\nmove 640 350"};
    for (int i = 2; i <= steps; ++i)
    {
        script.push_back("move " + std::to_string(632 + 8 * i) + " 350");
    }
    script.push_back("up\nframe 3");
    const std::string arguments = "--scene '" + scene + "' --size 1024x700";
    const sandbox_run::PlayedSteps kept = sandbox_run::playSteps(arguments, script, "kept", "");
    const sandbox_run::PlayedSteps drawn =
        sandbox_run::playSteps(arguments, script, "drawn", "HITLAB_KEPT_PANELS=never");
    ASSERT_TRUE(kept.profile.is_object()) << sandbox_run::lastLog();
    EXPECT_GE(kept.profile["canvas"]["parts"].get<int>(), steps);
    EXPECT_GT(kept.profile["panels"]["reused"].get<int>(), 0);
    ASSERT_EQ(kept.frames.size(), drawn.frames.size());
    for (std::size_t i = 0; i < kept.frames.size(); ++i)
    {
        ASSERT_EQ(kept.frames[i].width, 1024);
        ASSERT_EQ(kept.frames[i].rgb.size(), drawn.frames[i].rgb.size());
        EXPECT_EQ(differingValues(kept.frames[i], drawn.frames[i]), 0U) << "step " << i;
    }
    // The circle moved under the rim: the last steps differ from the first.
    EXPECT_GT(differingValues(drawn.frames[0], drawn.frames[steps - 1]), 100U);
}

// The keeper's decisions on made-up commands: two panels, a triangle inside each, one reaching over both.
struct KeeperFrame
{
    std::vector<UiVertex> vertices;
    std::vector<std::uint16_t> indices;

    std::vector<UiCommandRef<std::uint16_t>> commands() const
    {
        return {UiCommandRef<std::uint16_t>{PixelRect{0, 0, 400, 300}, 7, vertices, indices}};
    }
};

KeeperFrame keeperFrame(float leftShift)
{
    KeeperFrame frame;
    const auto add = [&](float x0, float y0, float x1, float y1, float x2, float y2)
    {
        const auto first = static_cast<std::uint16_t>(frame.vertices.size());
        frame.vertices.push_back(UiVertex{x0, y0, 0.5F, 0.5F, 0xffffffffU});
        frame.vertices.push_back(UiVertex{x1, y1, 0.5F, 0.5F, 0xffffffffU});
        frame.vertices.push_back(UiVertex{x2, y2, 0.5F, 0.5F, 0xffffffffU});
        frame.indices.insert(frame.indices.end(), {first, static_cast<std::uint16_t>(first + 1),
                                                   static_cast<std::uint16_t>(first + 2)});
    };
    add(20.0F + leftShift, 20.0F, 60.0F, 20.0F, 20.0F, 60.0F); // inside the left panel
    add(220.0F, 20.0F, 260.0F, 20.0F, 220.0F, 60.0F);          // inside the right panel
    add(90.0F, 150.0F, 310.0F, 150.0F, 200.0F, 170.0F);        // reaching into both
    return frame;
}

const std::vector<PixelRect> kKeeperPanels = {PixelRect{10, 10, 100, 200}, PixelRect{210, 10, 100, 200}};

TEST(UiPanelKeeper, APanelTheSameTwoFramesRunningIsStoredThenReusedAndItsTrianglesSkipped)
{
    UiPanelKeeper keeper;
    const KeeperFrame frame = keeperFrame(0.0F);
    const UiKeptPlan first = keeper.plan(400, 300, kKeeperPanels, frame.commands());
    EXPECT_TRUE(first.stored.empty());
    EXPECT_TRUE(first.reused.empty());
    const UiKeptPlan second = keeper.plan(400, 300, kKeeperPanels, frame.commands());
    EXPECT_EQ(second.stored, kKeeperPanels);
    EXPECT_TRUE(second.reused.empty());
    EXPECT_EQ(second.skipped, (std::vector<bool>{false, false, false}));
    const UiKeptPlan third = keeper.plan(400, 300, kKeeperPanels, frame.commands());
    EXPECT_TRUE(third.stored.empty());
    EXPECT_EQ(third.reused, kKeeperPanels);
    // The triangle reaching over both panels and the gap between them is still drawn.
    EXPECT_EQ(third.skipped, (std::vector<bool>{true, true, false}));
    EXPECT_EQ(keeper.counts().reused, 2);
    EXPECT_EQ(keeper.counts().stored, 2);
}

TEST(UiPanelKeeper, ATriangleThatChangedInAPanelOrAnotherWindowSizeOrForgettingKeepsNothingThere)
{
    UiPanelKeeper keeper;
    const KeeperFrame frame = keeperFrame(0.0F);
    for (int i = 0; i < 3; ++i)
    {
        keeper.plan(400, 300, kKeeperPanels, frame.commands());
    }
    // The left panel's triangle moved: only the right panel is reused, and the left one is drawn.
    const KeeperFrame moved = keeperFrame(5.0F);
    const UiKeptPlan changed = keeper.plan(400, 300, kKeeperPanels, moved.commands());
    EXPECT_EQ(changed.reused, (std::vector<PixelRect>{kKeeperPanels[1]}));
    EXPECT_EQ(changed.skipped, (std::vector<bool>{false, true, false}));
    // Another window size: nothing reused.
    EXPECT_TRUE(keeper.plan(401, 300, kKeeperPanels, moved.commands()).reused.empty());
    keeper.plan(401, 300, kKeeperPanels, moved.commands());
    EXPECT_FALSE(keeper.plan(401, 300, kKeeperPanels, moved.commands()).reused.empty());
    keeper.forget();
    EXPECT_TRUE(keeper.plan(401, 300, kKeeperPanels, moved.commands()).reused.empty());

    // Kept or not, a triangle that shades no pixel (here wholly past the clip rectangle) is skipped; the
    // others are all drawn when nothing is kept.
    KeeperFrame pastTheClip = frame;
    const auto first = static_cast<std::uint16_t>(pastTheClip.vertices.size());
    for (const float x : {450.0F, 480.0F, 450.0F})
    {
        pastTheClip.vertices.push_back(UiVertex{x, x == 480.0F ? 20.0F : 50.0F, 0.5F, 0.5F, 0xffffffffU});
    }
    pastTheClip.indices.insert(pastTheClip.indices.end(), {first, static_cast<std::uint16_t>(first + 1),
                                                           static_cast<std::uint16_t>(first + 2)});
    UiPanelKeeper never(UiKeeping::Never);
    for (int i = 0; i < 4; ++i)
    {
        const UiKeptPlan plan = never.plan(400, 300, kKeeperPanels, pastTheClip.commands());
        EXPECT_TRUE(plan.reused.empty());
        EXPECT_TRUE(plan.stored.empty());
        EXPECT_EQ(plan.skipped, (std::vector<bool>{false, false, false, true}));
    }
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
