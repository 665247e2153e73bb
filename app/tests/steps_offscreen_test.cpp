// The Steps panel in the real sandbox (SDL's offscreen driver, scripted input): a lesson's pair is
// selected and stepped through; the state dump shows each stage with the trace's numbers for the pair,
// the canvas changes from stage to stage, a drag keeps the stage and updates its numbers, and the
// Right key steps. The lesson's scene opens the panel itself ("steps": true). A CCD lesson walks its
// motion's sweep piece by piece with the sweep's numbers, the canvas drawing one piece at a time.
#include "hitlab/ccd.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/registry.hpp"
#include "model/view.hpp"
#include "shape_json.hpp"

#include "sandbox_run.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using namespace sandbox_run;

const std::string kObbLesson =
    std::string(HITLAB_SOURCE_DIR) + "/assets/scenes/lesson_obb_projection_radii.json";

constexpr int kWidth = 1280;
constexpr int kHeight = 800;

// Pixels that differ outside the Steps panel's window (whose text changes with the stage anyway): the
// canvas.
std::size_t differingCanvasPixels(const std::vector<unsigned char>& a, const std::vector<unsigned char>& b)
{
    if (a.size() != b.size() || a.size() != static_cast<std::size_t>(kWidth) * kHeight * 3)
    {
        return 0;
    }
    // The panel's first-use place and size (panels/steps_panel.cpp), with a margin.
    const auto inPanel = [](int x, int y) { return x >= 0 && x <= 285 && y >= 205 && y <= 530; };
    std::size_t count = 0;
    for (int y = 0; y < kHeight; ++y)
    {
        for (int x = 0; x < kWidth; ++x)
        {
            const std::size_t i = (static_cast<std::size_t>(y) * kWidth + x) * 3;
            if (!inPanel(x, y) && (a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2]))
            {
                ++count;
            }
        }
    }
    return count;
}

TEST(StepsOffscreen, ObbLessonStepsThroughItsAxesWithTheTracesNumbers)
{
    const fs::path w = workDir();
    fs::remove(w / "s0.json");
    // The lesson frames itself in the area the panels leave free: a first run up to the second stage
    // tells where R2's centre (150, 40) is on the screen when the drag starts.
    const std::string opening = "frame 2\ndump " + (w / "opened.json").string() +
                                "\nselect R1 R2\n"
                                "step 0\nframe 2\n"
                                "screenshot " +
                                (w / "s0.png").string() + "\ndump " + (w / "s0.json").string() +
                                "\nstep next\nframe 2\n"
                                "screenshot " +
                                (w / "s1.png").string() + "\ndump " + (w / "s1.json").string();
    writeText(w / "opening.txt", opening + "\nquit\n");
    ASSERT_EQ(runHitlab("--scene '" + kObbLesson + "' --size 1280x800 --script '" +
                        (w / "opening.txt").string() + "'"),
              0);
    const nlohmann::json before = loadJson(w / "s1.json")["view"];
    ASSERT_TRUE(before.is_object()) << before;
    View view;
    view.center = Vec2(before["center"][0].get<double>(), before["center"][1].get<double>());
    view.zoom = before["zoom"].get<double>();
    const Vec2 r2 = ViewTransform{view, kWidth, kHeight}.toScreen(Vec2(150.0, 40.0));
    const int x = static_cast<int>(std::lround(r2.x));
    const int y = static_cast<int>(std::lround(r2.y));
    const std::string script = opening + "\ndrag " + std::to_string(x) + " " + std::to_string(y) + " " +
                               std::to_string(x + 40) + " " + std::to_string(y) +
                               " 6\nframe 2\n"
                               "dump " +
                               (w / "dragged.json").string() +
                               "\nkey right\nframe 2\n"
                               "dump " +
                               (w / "right.json").string() +
                               "\nstep off\nframe 2\n"
                               "dump " +
                               (w / "off.json").string() + "\nquit\n";
    writeText(w / "steps.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + kObbLesson + "' --size 1280x800 --script '" +
                        (w / "steps.txt").string() + "'"),
              0);

    // The lesson's scene opens the panel ("steps": true) at its first stage.
    const nlohmann::json opened = loadJson(w / "opened.json")["steps"];
    ASSERT_TRUE(opened.is_object()) << opened;
    EXPECT_EQ(opened["stage"], 0);

    const nlohmann::json s0 = loadJson(w / "s0.json")["steps"];
    ASSERT_TRUE(s0.is_object()) << s0;
    EXPECT_EQ(s0["count"], 5); // four axes and the answer
    EXPECT_EQ(s0["stage"], 0);
    EXPECT_EQ(s0["name"], "steps.stage.axis");
    EXPECT_EQ(s0["detail"], "1 / 4: n1");

    // The numbers are the trace's for R1 and R2 of the scene as opened.
    io::Parsed<Scene> scene = io::loadScene(kObbLesson);
    ASSERT_TRUE(scene) << scene.error;
    const Algorithm* row = findAlgorithm(ShapeKind::Rect, ShapeKind::Rect, "obb-projection-radii");
    ASSERT_NE(row, nullptr);
    Trace trace;
    runAlgorithm(*row, scene.value->shapes[0].shape, scene.value->shapes[1].shape, &trace);
    std::size_t checked = 0;
    for (const TraceValue& value : trace.values)
    {
        if (value.name.ends_with(" n1"))
        {
            ASSERT_TRUE(s0["numbers"].contains(value.name)) << value.name;
            EXPECT_EQ(s0["numbers"][value.name].get<double>(), value.value) << value.name;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 4u); // d0 .. d3 of n1
    EXPECT_EQ(s0["verdict"], trace.axes[0].separating ? "steps.verdict.separates" : "steps.verdict.overlaps");
    EXPECT_EQ(s0["numbers"]["min A"].get<double>(), trace.axes[0].minA);
    EXPECT_EQ(s0["numbers"]["max B"].get<double>(), trace.axes[0].maxB);

    const nlohmann::json s1 = loadJson(w / "s1.json")["steps"];
    EXPECT_EQ(s1["stage"], 1);
    EXPECT_EQ(s1["detail"], "2 / 4: t1");
    for (const TraceValue& value : trace.values)
    {
        if (value.name == "d3 t1")
        {
            EXPECT_EQ(s1["numbers"]["d3 t1"].get<double>(), value.value);
        }
    }
    // The canvas shows the stage's axis only: the picture changes from one stage to the next.
    EXPECT_GT(differingCanvasPixels(loadImage(w / "s0.png").rgb, loadImage(w / "s1.png").rgb), 500u);

    // A drag keeps the stage and updates its numbers.
    const nlohmann::json dragged = loadJson(w / "dragged.json")["steps"];
    EXPECT_EQ(dragged["stage"], 1);
    EXPECT_EQ(dragged["detail"], "2 / 4: t1");
    EXPECT_NE(dragged["numbers"]["min B"].get<double>(), s1["numbers"]["min B"].get<double>());

    // Right steps on.
    const nlohmann::json right = loadJson(w / "right.json")["steps"];
    EXPECT_EQ(right["stage"], 2);
    EXPECT_EQ(right["detail"], "3 / 4: n2");

    EXPECT_TRUE(loadJson(w / "off.json")["steps"].is_null());
}

// Pixels that differ between two frames outside every panel the dump lists: the canvas.
std::size_t differingOutsidePanels(const std::vector<unsigned char>& a, const std::vector<unsigned char>& b,
                                   const nlohmann::json& panels)
{
    if (a.size() != b.size() || a.size() != static_cast<std::size_t>(kWidth) * kHeight * 3)
    {
        return 0;
    }
    std::size_t count = 0;
    for (int y = 0; y < kHeight; ++y)
    {
        for (int x = 0; x < kWidth; ++x)
        {
            bool covered = false;
            for (const auto& box : panels)
            {
                covered = covered || (x >= box[0].get<double>() - 2 && x <= box[2].get<double>() + 2 &&
                                      y >= box[1].get<double>() - 2 && y <= box[3].get<double>() + 2);
            }
            const std::size_t i = (static_cast<std::size_t>(y) * kWidth + x) * 3;
            if (!covered && (a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2]))
            {
                ++count;
            }
        }
    }
    return count;
}

TEST(StepsOffscreen, CcdLessonWalksTheSweepPieceByPieceThenTheFirstImpact)
{
    const fs::path w = workDir();
    const std::string lesson = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes/lesson_ccd_compare.json";
    std::string script = "frame 2\n";
    for (const int stage : {0, 1, 2, 9})
    {
        const std::string name = "ccd" + std::to_string(stage);
        fs::remove(w / (name + ".json"));
        script += "step " + std::to_string(stage) + "\nframe 3\nscreenshot " + (w / (name + ".png")).string() +
                  "\ndump " + (w / (name + ".json")).string() + "\n";
    }
    writeText(w / "ccd.txt", script + "quit\n");
    ASSERT_EQ(runHitlab("--scene '" + lesson + "' --size 1280x800 --script '" + (w / "ccd.txt").string() + "'"), 0);

    // The sweep computed here from the scene alone.
    io::Parsed<Scene> scene = io::loadScene(lesson);
    ASSERT_TRUE(scene) << scene.error;
    const SceneMotion& sceneMotion = *scene.value->motion;
    RotationalMotion motion;
    std::string walked;
    SweepHit first;
    for (const SceneShape& shape : scene.value->shapes)
    {
        if (shape.id == sceneMotion.shapeId)
        {
            motion = RotationalMotion{std::get<Rect>(shape.shape), sceneMotion.pivot, sceneMotion.angle};
        }
    }
    for (const SceneShape& shape : scene.value->shapes)
    {
        if (shape.id == sceneMotion.shapeId)
        {
            continue;
        }
        // The stages follow the target the sweep reaches first after the start.
        const SweepHit hit = sweepFirstHit(motion, shape.shape);
        if (hit.hit && hit.fraction > 0.0 && (walked.empty() || hit.fraction < first.fraction))
        {
            walked = shape.id;
            first = hit;
        }
    }
    ASSERT_FALSE(walked.empty());

    const nlohmann::json whole = loadJson(w / "ccd0.json")["steps"];
    ASSERT_TRUE(whole.is_object()) << whole;
    EXPECT_EQ(whole["count"], 10); // the motion, eight pieces, the first impact
    EXPECT_EQ(whole["name"], "steps.stage.ccd_motion");
    EXPECT_EQ(whole["detail"], sceneMotion.shapeId + " -> " + walked);
    EXPECT_EQ(whole["numbers"]["a (deg)"].get<double>(), sceneMotion.angle * 180.0 / kPi);

    for (const int k : {0, 1})
    {
        const nlohmann::json piece = loadJson(w / ("ccd" + std::to_string(k + 1) + ".json"))["steps"];
        ASSERT_TRUE(piece.is_object()) << piece;
        EXPECT_EQ(piece["name"], "steps.stage.ccd_piece");
        EXPECT_EQ(piece["detail"], std::to_string(k + 1) + " / 8");
        const RotationalMotion part{poseAt(motion, k / 8.0), motion.pivot, motion.angle / 8.0};
        const Fan fan = conservativeFan(part);
        EXPECT_EQ(piece["numbers"]["r"].get<double>(), fan.innerRadius);
        EXPECT_EQ(piece["numbers"]["R"].get<double>(), fan.outerRadius);
        EXPECT_EQ(piece["numbers"]["fan half angle (deg)"].get<double>(), fan.halfAngle * 180.0 / kPi);
        EXPECT_EQ(piece["numbers"]["t1"].get<double>(), (k + 1) / 8.0);
    }
    const nlohmann::json impact = loadJson(w / "ccd9.json")["steps"];
    EXPECT_EQ(impact["name"], "steps.stage.ccd_impact");
    EXPECT_EQ(impact["numbers"]["t*"].get<double>(), first.fraction);
    EXPECT_EQ(impact["numbers"]["x"].get<double>(), first.point.x);
    EXPECT_EQ(impact["numbers"]["y"].get<double>(), first.point.y);
    EXPECT_EQ(impact["verdict"], first.grazing ? "steps.verdict.ccd_grazes" : "steps.verdict.ccd_impact");

    // The canvas draws the stage's piece alone: the picture changes from piece to piece, and from the
    // whole motion's overlays to a piece's.
    const nlohmann::json panels = loadJson(w / "ccd1.json")["panels"];
    ASSERT_GE(panels.size(), 7u);
    EXPECT_GT(differingOutsidePanels(loadImage(w / "ccd1.png").rgb, loadImage(w / "ccd2.png").rgb, panels),
              500u);
    EXPECT_GT(differingOutsidePanels(loadImage(w / "ccd0.png").rgb, loadImage(w / "ccd1.png").rgb, panels),
              2000u);
}

} // namespace
} // namespace hitlab
