// The CCD scene in the sandbox: the model's per-target readout against core, motion edits and their
// undo, the angle handle, and on rendered frames the red rule and the pivot handle driven by scripted
// input (the real binary on SDL's offscreen driver).
#include "model/ccd_state.hpp"
#include "model/document.hpp"
#include "scene_limits.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "shape_json.hpp"

#include "sandbox_run.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using namespace sandbox_run;

constexpr double kGeometryTolerance = 1e-9;
const std::string kCompareScene = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes/lesson_ccd_compare.json";

Document openCompareScene()
{
    io::Parsed<Scene> scene = io::loadScene(kCompareScene);
    EXPECT_TRUE(scene) << scene.error;
    Document document;
    document.reset(std::move(*scene.value), kCompareScene);
    return document;
}

TEST(CcdModel, ReadoutIsCoreAnswerForEveryTarget)
{
    const Document document = openCompareScene();
    const auto ccd = computeCcd(document);
    ASSERT_TRUE(ccd);
    EXPECT_EQ(document.shape(ccd->movingShape).id, "bat");
    ASSERT_EQ(ccd->targets.size(), document.shapeCount() - 1);
    const RotationalMotion motion{std::get<Rect>(document.shape(ccd->movingShape).shape),
                                  document.scene().motion->pivot, document.scene().motion->angle};
    for (const CcdTarget& target : ccd->targets)
    {
        const CcdHitReport expected = ccdHits(motion, document.shape(target.shape).shape);
        EXPECT_EQ(target.report.hits, expected.hits) << document.shape(target.shape).id;
        EXPECT_EQ(target.report.exact.hit, expected.exact.hit);
    }
    // What the lesson teaches, checked by brute force: 2,001 poses of the turning bat.
    constexpr int kPoses = 2001;
    for (const CcdTarget& target : ccd->targets)
    {
        bool touched = false;
        for (int k = 0; k < kPoses && !touched; ++k)
        {
            touched = overlap(poseAt(motion, static_cast<double>(k) / (kPoses - 1)),
                              document.shape(target.shape).shape);
        }
        EXPECT_EQ(target.report.exact.hit, touched) << document.shape(target.shape).id;
    }
}

TEST(CcdModel, SceneWithoutARectMotionHasNoCcd)
{
    Document document = openCompareScene();
    SceneMotion motion = *document.scene().motion;
    motion.shapeId = "through"; // a circle: not a box that can turn
    document.setMotion(motion, "point the motion at a circle");
    EXPECT_FALSE(computeCcd(document));
    document.setMotion(std::nullopt, "remove the motion");
    EXPECT_FALSE(computeCcd(document));
}

TEST(CcdModel, MotionEditsUndoAndRedo)
{
    Document document = openCompareScene();
    const SceneMotion original = *document.scene().motion;
    SceneMotion edited = original;
    edited.pivot = {30.0, -20.0};
    edited.angle = 0.5;

    // A dragged handle previews without history, then commits one step.
    const std::optional<SceneMotion> before = document.scene().motion;
    document.previewMotion(edited);
    EXPECT_EQ(document.history().undoDepth(), 0u);
    document.commitMotion(before, "drag");
    EXPECT_EQ(document.history().undoDepth(), 1u);

    ASSERT_TRUE(document.undo());
    EXPECT_EQ(document.scene().motion->pivot, original.pivot);
    EXPECT_EQ(document.scene().motion->angle, original.angle);
    ASSERT_TRUE(document.redo());
    EXPECT_EQ(document.scene().motion->pivot, edited.pivot);
    EXPECT_EQ(document.scene().motion->angle, edited.angle);

    // Committing an unchanged motion records nothing.
    document.commitMotion(document.scene().motion, "nothing");
    EXPECT_EQ(document.history().undoDepth(), 1u);
}

TEST(CcdModel, AngleHandleGivesBackTheAngleAndKeepsCounting)
{
    const RotationalMotion base{Rect{{0.0, 100.0}, 20.0, 40.0, 0.0}, {0.0, 0.0}, 0.0};
    for (double angle : {0.3, 2.5, -1.2, 3.0})
    {
        RotationalMotion motion = base;
        motion.angle = angle;
        EXPECT_NEAR(angleFromHandle(base, angleHandlePosition(motion), angle), angle, kGeometryTolerance);
    }
    // Past half a turn the angle goes on growing instead of jumping to the negative side.
    RotationalMotion beyond = base;
    beyond.angle = 3.3;
    EXPECT_NEAR(angleFromHandle(base, angleHandlePosition(beyond), 3.0), 3.3, kGeometryTolerance);
}

// The handle dragged round and round stops at two turns either way, what a scene file may hold, and
// comes back from there as soon as the pointer does.
TEST(CcdModel, AngleHandleStopsAtTwoTurnsEitherWay)
{
    const RotationalMotion base{Rect{{0.0, 100.0}, 20.0, 40.0, 0.0}, {0.0, 0.0}, 0.0};
    for (const double sign : {1.0, -1.0})
    {
        double angle = 0.0;
        // Ten turns of the pointer in steps of a tenth of a radian.
        for (int step = 1; step <= 630; ++step)
        {
            RotationalMotion pointer = base;
            pointer.angle = sign * 0.1 * step;
            angle = angleFromHandle(base, angleHandlePosition(pointer), angle);
            ASSERT_LE(std::abs(angle), kSceneMaxMotionAngle) << step;
        }
        EXPECT_DOUBLE_EQ(angle, sign * kSceneMaxMotionAngle);
        // The pointer a little short of two turns: the handle follows it again.
        RotationalMotion back = base;
        back.angle = sign * (kSceneMaxMotionAngle - 0.5);
        EXPECT_NEAR(angleFromHandle(base, angleHandlePosition(back), angle), back.angle, kGeometryTolerance);
    }
}

// ---- the real binary -----------------------------------------------------------------------------

Vec2 toScreen(const View& view, int width, int height, Vec2 world)
{
    return {width / 2.0 + (world.x - view.center.x) * view.zoom,
            height / 2.0 - (world.y - view.center.y) * view.zoom};
}

TEST(CcdOffscreen, TargetsTheSweepReachesAreRedAndOthersNot)
{
    const fs::path png = workDir() / "compare.png";
    ASSERT_EQ(runHitlab("--scene '" + kCompareScene + "' --screenshot '" + png.string() +
                        "' --size 960x640 --hide-ui"),
              0);
    const Image image = loadImage(png);
    ASSERT_FALSE(image.rgb.empty()) << lastLog();
    const Document document = openCompareScene();
    const auto ccd = computeCcd(document);
    ASSERT_TRUE(ccd);
    int red = 0;
    for (const CcdTarget& target : ccd->targets)
    {
        const Shape& shape = document.shape(target.shape).shape;
        const Circle* circle = std::get_if<Circle>(&shape);
        ASSERT_NE(circle, nullptr);
        if (circle->radius * document.view().zoom < 8.0)
        {
            continue; // too small to sample away from its outline and the labels
        }
        const Vec2 p = toScreen(document.view(), image.width, image.height, circle->center);
        const bool shownRed = redDominant(image.at(static_cast<int>(p.x), static_cast<int>(p.y)));
        EXPECT_EQ(shownRed, target.report.exact.hit) << document.shape(target.shape).id;
        red += target.report.exact.hit ? 1 : 0;
    }
    EXPECT_GE(red, 1) << "the lesson must show at least one target the sweep hits";
}

TEST(CcdOffscreen, PivotHandleDragsAndUndoes)
{
    const Document document = openCompareScene();
    const View view = document.view();
    const Vec2 pivot = document.scene().motion->pivot;
    const Vec2 from = toScreen(view, 960, 640, pivot);
    const Vec2 to = from + Vec2(40.0, 0.0);
    const fs::path w = workDir();
    std::ofstream script(w / "pivot.txt");
    script << "drag " << from.x << " " << from.y << " " << to.x << " " << to.y << " 6\n"
           << "frame\n"
           << "dump " << (w / "pivot_moved.json").string() << "\n"
           << "key ctrl+z\n"
           << "frame\n"
           << "dump " << (w / "pivot_undone.json").string() << "\n";
    script.close();
    ASSERT_EQ(runHitlab("--scene '" + kCompareScene + "' --size 960x640 --hide-ui --script '" +
                        (w / "pivot.txt").string() + "'"),
              0);
    const nlohmann::json moved = loadJson(w / "pivot_moved.json");
    constexpr double kPixelTolerance = 1.0; // one screen pixel of the pointer, in world units below
    EXPECT_NEAR(moved["motion"]["pivot"][0].get<double>(), pivot.x + 40.0 / view.zoom,
                kPixelTolerance / view.zoom);
    EXPECT_NEAR(moved["motion"]["pivot"][1].get<double>(), pivot.y, kPixelTolerance / view.zoom);
    EXPECT_EQ(moved["undo_depth"], 1);
    // The bat itself did not move: the drag went to the handle, not to a shape.
    EXPECT_EQ(moved["shapes"][0]["cx"].get<double>(), std::get<Rect>(document.shape(0).shape).center.x);
    ASSERT_TRUE(moved.contains("ccd"));
    EXPECT_TRUE(moved["ccd"].contains("through"));

    const nlohmann::json undone = loadJson(w / "pivot_undone.json");
    EXPECT_EQ(undone["motion"]["pivot"][0].get<double>(), pivot.x);
    EXPECT_EQ(undone["motion"]["pivot"][1].get<double>(), pivot.y);
}

} // namespace
} // namespace hitlab
