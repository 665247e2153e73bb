// The canvas kept between frames (kept_canvas.hpp) must give the window the picture a canvas drawn whole
// every frame gives, pixel for pixel, through everything a user does: hovering a panel (nothing on the
// canvas changes), dragging a shape over others (parts of it change), selecting, deleting and undoing,
// panning (the kept picture copied moved), zooming (all of it changes). The same script runs with the
// canvas kept and drawn whole (shaded the same way, renderer.hpp's PixelShading), and every frame it
// saves is compared. The comparison must be able to fail: a kept canvas that leaves its changed parts
// undrawn is seen.
#include "sandbox_run.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hitlab
{
namespace
{

using sandbox_run::differingValues;
using sandbox_run::Image;
using sandbox_run::lastLog;
using sandbox_run::loadImage;
using sandbox_run::runHitlab;
using sandbox_run::workDir;

// One shape of every kind around the canvas's centre, which is window pixel (512, 350) at 1024x700.
std::string writeEveryKind()
{
    const std::string path = (workDir() / "every_kind.json").string();
    sandbox_run::writeText(path, R"({"version": 1, "shapes": [
        {"id": "A", "type": "circle", "cx": -200, "cy": 0, "r": 50},
        {"id": "B", "type": "rect", "cx": -60, "cy": 10, "w": 120, "h": 60, "angle": 0.4},
        {"id": "C", "type": "ellipse", "cx": 80, "cy": 60, "rx": 70, "ry": 30, "angle": -0.3},
        {"id": "D", "type": "polygon", "points": [[150, -80], [230, -60], [240, 10], [170, 20]]},
        {"id": "E", "type": "segment", "x1": -300, "y1": -150, "x2": -100, "y2": -120},
        {"id": "F", "type": "capsule", "x1": 0, "y1": -150, "x2": 120, "y2": -110, "r": 20},
        {"id": "G", "type": "fan", "cx": -60, "cy": 150, "angle": 1.2, "half_angle": 0.8,
         "r_inner": 20, "r_outer": 90},
        {"id": "H", "type": "point", "x": 40, "y": 0}],
        "view": {"center": [0, 0], "zoom": 1}})");
    return path;
}

// The script's steps, each followed by a saved frame: the mouse over a panel, rect B dragged onto the
// ellipse in three moves and dropped, a pair selected, deleted and brought back, a pan with the middle
// button in three moves (each copies the kept picture moved), a zoom by one turn of the wheel (kept) and
// the frames after it (copied), a zoom by two turns (the second drawn straight) and the frames after it
// (whole into the kept picture, then copied), a larger UI scale (thicker outlines, other panels), the
// panels hidden and shown again.
const std::vector<std::string> kSteps = {
    "frame 2",
    "move 100 100",
    "move 452 340\ndown\nmove 480 330",
    "move 520 315",
    "move 560 300",
    "up\nframe",
    "select A D\nframe",
    "key delete\nframe",
    "key ctrl+z\nframe",
    "move 450 600\ndown middle\nmove 453 596",
    "move 470 590",
    "move 440 610",
    "up middle\nframe",
    "wheel 1",
    "frame 2",
    "wheel -1\nwheel -1",
    "frame 2",
    "key ctrl+=\nframe 2",
    "key tab\nframe 2",
    "key tab\nframe 2",
};

struct PlayedScript
{
    std::vector<Image> frames;
    nlohmann::json canvas; // the --profile line's "canvas" counts
};

// Plays `steps` on `arguments` with HITLAB_KEPT_CANVAS=`keeping`, saving a frame after each step.
PlayedScript play(const std::string& arguments, const std::vector<std::string>& steps,
                  const std::string& keeping)
{
    sandbox_run::PlayedSteps played = sandbox_run::playSteps(arguments + " --size 1024x700", steps, keeping,
                                                             "HITLAB_KEPT_CANVAS=" + keeping);
    PlayedScript run{std::move(played.frames), {}};
    if (played.profile.is_object() && played.profile.contains("canvas"))
    {
        run.canvas = played.profile["canvas"];
    }
    return run;
}

void expectSameFrames(const PlayedScript& kept, const PlayedScript& whole, const std::string& what)
{
    ASSERT_EQ(kept.frames.size(), whole.frames.size());
    for (std::size_t i = 0; i < kept.frames.size(); ++i)
    {
        ASSERT_EQ(kept.frames[i].width, 1024) << what << " frame " << i;
        ASSERT_EQ(kept.frames[i].rgb.size(), whole.frames[i].rgb.size()) << what << " frame " << i;
        EXPECT_EQ(differingValues(kept.frames[i], whole.frames[i]), 0U) << what << " frame " << i;
    }
}

TEST(KeptCanvas, KeptOrDrawnWholeTheWindowIsTheSame)
{
    const std::string arguments = "--scene '" + writeEveryKind() + "'";
    const PlayedScript kept = play(arguments, kSteps, "always");
    const PlayedScript whole = play(arguments, kSteps, "whole");
    expectSameFrames(kept, whole, "every kind");
    // Every way of drawing the canvas was taken: the drag's moves in parts, the hover kept, the pan's
    // moves scrolled, a zoom's first frame whole into the kept picture and its second straight.
    ASSERT_TRUE(kept.canvas.is_object()) << lastLog();
    EXPECT_GE(kept.canvas["parts"].get<int>(), 3);
    EXPECT_GE(kept.canvas["scrolled"].get<int>(), 3);
    EXPECT_GE(kept.canvas["kept"].get<int>(), 2);
    EXPECT_GE(kept.canvas["whole"].get<int>(), 1);
    EXPECT_GE(kept.canvas["drawn"].get<int>(), 1);
    // And the run it is compared with drew every frame whole.
    ASSERT_TRUE(whole.canvas.is_object()) << lastLog();
    EXPECT_EQ(whole.canvas["whole"].get<int>() + whole.canvas["parts"].get<int>() +
                  whole.canvas["kept"].get<int>() + whole.canvas["scrolled"].get<int>(),
              0);
}

// stress_10k is kept without being asked (its shapes cover the window several times over): a drag
// among its shapes and a pan, with the panels over the canvas.
TEST(KeptCanvas, TenThousandShapesKeptWithoutAskingGiveTheSameWindow)
{
    const std::string arguments =
        "--scene '" + std::string(HITLAB_SOURCE_DIR) + "/assets/scenes/stress_10k.json'";
    const std::vector<std::string> steps = {
        "frame 2", "move 500 350\ndown\nmove 520 360",        "move 540 370", "up\nframe",
        "frame",   "move 500 350\ndown middle\nmove 497 352", "move 480 340", "up middle\nframe"};
    const PlayedScript kept = play(arguments, steps, "auto");
    const PlayedScript whole = play(arguments, steps, "whole");
    expectSameFrames(kept, whole, "stress_10k");
    ASSERT_TRUE(kept.canvas.is_object()) << lastLog();
    EXPECT_GE(kept.canvas["parts"].get<int>() + kept.canvas["kept"].get<int>(), 3);
    EXPECT_GE(kept.canvas["scrolled"].get<int>(), 2);
}

TEST(KeptCanvas, ChangedPartsLeftUndrawnAreSeen)
{
    const std::string arguments = "--scene '" + writeEveryKind() + "'";
    const PlayedScript stale = play(arguments, kSteps, "stale");
    const PlayedScript whole = play(arguments, kSteps, "whole");
    ASSERT_EQ(stale.frames.size(), whole.frames.size());
    std::size_t differing = 0;
    for (std::size_t i = 0; i < stale.frames.size(); ++i)
    {
        ASSERT_EQ(stale.frames[i].rgb.size(), whole.frames[i].rgb.size());
        differing += differingValues(stale.frames[i], whole.frames[i]);
    }
    EXPECT_GT(differing, 1000U);
}

// The shapes' batch is kept between frames while everything it is built from stays the same
// (Canvas::ShapesSource). Each step changes one of those things, or only the view, and the frames must be
// those of a batch built anew every frame: the mouse over a shape and off it (hover), a pair selected,
// compare mode on and off, the light theme, a larger UI scale (wider outlines), a turn of the wheel (the
// batch kept), a shape deleted and brought back. A batch kept while only the document stays the same
// gets seven of these frames wrong, and the comparison must see that.
const std::vector<std::string> kShapesSteps = {
    "frame 2",
    "move 452 340\nframe",
    "move 512 660\nframe",
    "select A D\nframe",
    "ui_click compare\nframe 2",
    "ui_click compare\nframe 2",
    "ui_click menu/view\nui_click menu/view/theme\nui_click menu/view/theme/light\nframe 2",
    "key ctrl+=\nframe 2",
    "wheel 1\nframe 2",
    "key delete\nframe",
    "key ctrl+z\nframe",
};

// Every kind, and a second rect whose bounding box meets B's while the rects stay apart: rect/rect by
// bounding boxes then disagrees with the exact test, which compare mode marks.
std::string writeEveryKindWithADisagreement()
{
    const std::string path = (workDir() / "every_kind_disagreeing.json").string();
    nlohmann::json scene = nlohmann::json::parse(sandbox_run::readText(writeEveryKind()));
    scene["shapes"].push_back(
        {{"id", "J"}, {"type", "rect"}, {"cx", 50}, {"cy", -50}, {"w", 120}, {"h", 60}, {"angle", 0.4}});
    scene["algorithms"] = {{"rect/rect", "aabb"}};
    sandbox_run::writeText(path, scene.dump());
    return path;
}

std::vector<Image> playShapes(const std::string& arguments, const std::string& keeping)
{
    return sandbox_run::playSteps(arguments + " --size 1024x700", kShapesSteps, "shapes_" + keeping,
                                  "HITLAB_SHAPES_BATCH=" + keeping)
        .frames;
}

TEST(KeptShapes, AKeptBatchGivesTheFramesOfOneBuiltEveryFrame)
{
    const std::string arguments = "--scene '" + writeEveryKindWithADisagreement() + "'";
    const std::vector<Image> kept = playShapes(arguments, "keep");
    const std::vector<Image> rebuilt = playShapes(arguments, "rebuild");
    const std::vector<Image> stale = playShapes(arguments, "stale");
    ASSERT_EQ(kept.size(), kShapesSteps.size());
    ASSERT_EQ(rebuilt.size(), kept.size());
    ASSERT_EQ(stale.size(), kept.size());
    std::size_t staleSteps = 0;
    for (std::size_t i = 0; i < kept.size(); ++i)
    {
        ASSERT_EQ(kept[i].rgb.size(), rebuilt[i].rgb.size()) << "step " << i;
        EXPECT_EQ(differingValues(kept[i], rebuilt[i]), 0U) << "step " << i << ": " << kShapesSteps[i];
        staleSteps += differingValues(stale[i], rebuilt[i]) > 0 ? 1 : 0;
    }
    // Hover, the selection, compare (both ways), the theme, the scale and the zoom after it: every step
    // whose picture a batch kept too long gets wrong (the mouse leaving the shape comes back to the
    // first frame's batch, and deleting and undoing change the document).
    EXPECT_GE(staleSteps, 7U);
}

} // namespace
} // namespace hitlab
