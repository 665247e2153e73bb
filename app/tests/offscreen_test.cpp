// The real sandbox on SDL's offscreen driver (no display, Mesa llvmpipe): screenshots are checked
// against the colour rule of docs/interfaces.md and canvas mapping, and scripted input
// (app/script/script_verbs.hpp) drags shapes, works handles, the undo history and the algorithm panel through
// the same code a user's mouse reaches. Expected contacts come from core's exact tests, not from the sandbox.
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "model/error_map.hpp"
#include "model/scene_catalog.hpp"
#include "shape_json.hpp"

#include "sandbox_run.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <stb_image.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string_view>
#include <vector>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using namespace sandbox_run;

const std::string kScenes = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes";
constexpr double kGeometryTolerance = 1e-6;
constexpr double kInteriorMarginPx = 5.0; // sample this far inside a shape, clear of outline and AA

Vec2 toScreen(const View& view, int width, int height, Vec2 world)
{
    return {width / 2.0 + (world.x - view.center.x) * view.zoom,
            height / 2.0 - (world.y - view.center.y) * view.zoom};
}

// A point well inside the shape (or on it, for points and segments, which are drawn with a width).
Vec2 interiorPoint(const Shape& shape, double zoom)
{
    if (const auto* p = std::get_if<Point>(&shape))
    {
        return p->position;
    }
    if (const auto* s = std::get_if<Segment>(&shape))
    {
        return (s->a + s->b) * 0.5;
    }
    const Bounds b = boundsOf(shape);
    Vec2 best = (b.min + b.max) * 0.5;
    double bestDepth = 0.0;
    constexpr int kGrid = 40;
    for (int i = 1; i < kGrid; ++i)
    {
        for (int j = 1; j < kGrid; ++j)
        {
            const Vec2 p(b.min.x + (b.max.x - b.min.x) * i / kGrid,
                         b.min.y + (b.max.y - b.min.y) * j / kGrid);
            const double depth = -distance(Point{p}, shape).value;
            if (depth > bestDepth)
            {
                bestDepth = depth;
                best = p;
            }
        }
    }
    EXPECT_GE(bestDepth * zoom, kInteriorMarginPx) << "shape too thin to sample";
    return best;
}

// Checks each shape's interior pixels against the colour rule: red-dominant exactly when `contact`.
void checkColours(const Image& image, const Scene& scene, const std::vector<bool>& contact,
                  const std::string& what)
{
    ASSERT_GT(image.width, 0) << what << ": no image";
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
    {
        const Vec2 p = toScreen(scene.view, image.width, image.height,
                                interiorPoint(scene.shapes[i].shape, scene.view.zoom));
        const int x = static_cast<int>(std::floor(p.x));
        const int y = static_cast<int>(std::floor(p.y));
        ASSERT_TRUE(x >= 1 && y >= 1 && x + 1 < image.width && y + 1 < image.height)
            << what << " " << scene.shapes[i].id;
        for (const auto& [dx, dy] : {std::pair{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}})
        {
            const auto c = image.at(x + dx, y + dy);
            EXPECT_EQ(redDominant(c), contact[i])
                << what << ": shape " << scene.shapes[i].id << " at pixel (" << x + dx << ", " << y + dy
                << ") is (" << c[0] << ", " << c[1] << ", " << c[2] << "), contact " << contact[i];
        }
    }
}

// Contact of every shape under the scene's algorithms, by testing all pairs with the registry rows.
std::vector<bool> expectedContacts(const Scene& scene)
{
    std::vector<bool> contact(scene.shapes.size(), false);
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
    {
        for (std::size_t j = i + 1; j < scene.shapes.size(); ++j)
        {
            const Shape& a = scene.shapes[i].shape;
            const Shape& b = scene.shapes[j].shape;
            const Algorithm* row = &defaultAlgorithm(kindOf(a), kindOf(b));
            if (const auto found = scene.algorithms.find(pairName(kindOf(a), kindOf(b)));
                found != scene.algorithms.end())
            {
                row = findAlgorithm(kindOf(a), kindOf(b), found->second);
            }
            if (runAlgorithm(*row, a, b).overlap)
            {
                contact[i] = contact[j] = true;
            }
        }
    }
    return contact;
}

Scene loadScene(const std::string& path)
{
    auto loaded = io::loadScene(path);
    EXPECT_TRUE(loaded) << loaded.error;
    return loaded ? *loaded.value : Scene{};
}

// A copy of a scene with its overlays off: the colour rule is about fills, and an overlay may
// legitimately mark a shape's centre.
fs::path withoutOverlays(const std::string& scenePath)
{
    Scene scene = loadScene(scenePath);
    scene.overlays.clear();
    scene.lesson.reset(); // a lesson opens in compare mode, which outlines disagreeing shapes in magenta
    const fs::path copy = workDir() / ("plain_" + fs::path(scenePath).filename().string());
    EXPECT_FALSE(io::saveScene(copy.string(), scene));
    return copy;
}

TEST(Offscreen, ColourRuleOnEveryKindInContactAndApart)
{
    for (const char* name : {"kinds_contact", "kinds_apart", "default"})
    {
        const std::string scenePath = kScenes + "/" + name + ".json";
        const fs::path png = workDir() / (std::string(name) + ".png");
        fs::remove(png);
        ASSERT_EQ(runHitlab("--scene '" + withoutOverlays(scenePath).string() + "' --screenshot '" +
                            png.string() + "' --hide-ui --size 1280x800"),
                  0)
            << lastLog();
        const Scene scene = loadScene(scenePath);
        const std::vector<bool> contact = expectedContacts(scene);
        if (std::string(name) == "kinds_contact")
        {
            EXPECT_EQ(std::count(contact.begin(), contact.end(), true), static_cast<long>(contact.size()));
        }
        if (std::string(name) == "kinds_apart")
        {
            EXPECT_EQ(std::count(contact.begin(), contact.end(), true), 0);
        }
        const Image image = loadImage(png);
        EXPECT_EQ(image.width, 1280);
        EXPECT_EQ(image.height, 800);
        checkColours(image, scene, contact, name);
    }
}

TEST(Offscreen, ColourFollowsTheActiveAlgorithmNotTheExactAnswer)
{
    // The published Hwang-Tsai guard reports a contact between shapes that are apart: both go red.
    const std::string scenePath = kScenes + "/lesson_hwang_tsai_guard.json";
    const fs::path png = workDir() / "guard.png";
    ASSERT_EQ(runHitlab("--scene '" + withoutOverlays(scenePath).string() + "' --screenshot '" +
                        png.string() + "' --hide-ui"),
              0)
        << lastLog();
    const Scene scene = loadScene(scenePath);
    ASSERT_FALSE(overlap(scene.shapes[0].shape, scene.shapes[1].shape));
    checkColours(loadImage(png), scene, {true, true}, "lesson_hwang_tsai_guard");
}

TEST(Offscreen, ScreenshotsAreReproducibleAndSized)
{
    const fs::path first = workDir() / "repro1.png";
    const fs::path second = workDir() / "repro2.png";
    const std::string scene = kScenes + "/lesson_hwang_tsai_miss.json";
    ASSERT_EQ(runHitlab("--scene '" + scene + "' --screenshot '" + first.string() + "' --size 900x640"), 0)
        << lastLog();
    ASSERT_EQ(runHitlab("--scene '" + scene + "' --screenshot '" + second.string() + "' --size 900x640"), 0)
        << lastLog();
    const Image a = loadImage(first);
    const Image b = loadImage(second);
    EXPECT_EQ(a.width, 900);
    EXPECT_EQ(a.height, 640);
    EXPECT_TRUE(a.rgb == b.rgb) << "two renders of the same scene differ";
    // No layout file appears in the working directory.
    EXPECT_FALSE(fs::exists(workDir() / "imgui.ini"));
}

TEST(Offscreen, MalformedSceneIsRefused)
{
    const fs::path bad = workDir() / "bad.json";
    writeText(bad, R"({"version": 1, "shapes": [{"id": "c", "type": "circle", "cx": 0, "cy": 0, "r": -3}]})");
    const fs::path png = workDir() / "bad.png";
    fs::remove(png);
    EXPECT_NE(runHitlab("--scene '" + bad.string() + "' --screenshot '" + png.string() + "'"), 0);
    EXPECT_NE(lastLog().find("Error:"), std::string::npos) << lastLog();
    EXPECT_FALSE(fs::exists(png));

    // From the running sandbox: the open scene stays.
    const fs::path script = workDir() / "open_bad.txt";
    const fs::path dump = workDir() / "open_bad.json";
    writeText(script, "open " + bad.string() + "\ndump " + dump.string() + "\n");
    ASSERT_EQ(runHitlab("--scene '" + kScenes + "/default.json' --script '" + script.string() + "'"), 0)
        << lastLog();
    const nlohmann::json state = loadJson(dump);
    EXPECT_EQ(state["shapes"].size(), loadScene(kScenes + "/default.json").shapes.size());
    EXPECT_TRUE(state["message_is_error"].get<bool>());
    EXPECT_NE(state["message"].get<std::string>().find("r"), std::string::npos);
}

// --profile N renders N frames and prints one JSON line: the frame's median and worst and each part.
TEST(Profile, PrintsOneJsonLineOfFrameTimes)
{
    ASSERT_EQ(runHitlab("--scene '" + kScenes + "/default.json' --profile 5 --size 640x400"), 0) << lastLog();
    const std::string log = lastLog();
    const nlohmann::json report = nlohmann::json::parse(log.substr(0, log.find('\n')));
    EXPECT_EQ(report["frames"], 5);
    EXPECT_GT(report["median_ms"].get<double>(), 0.0);
    EXPECT_GE(report["worst_ms"].get<double>(), report["median_ms"].get<double>());
    for (const char* part :
         {"events", "collision_pass", "ui_build", "canvas_build", "canvas_draw", "imgui_draw", "swap_finish"})
    {
        ASSERT_TRUE(report["parts"].contains(part)) << part << " in " << log;
        EXPECT_GE(report["parts"][part].get<double>(), 0.0) << part;
    }
    EXPECT_EQ(runHitlab("--profile 0"), 2);
    EXPECT_NE(lastLog().find("--profile: expected 1..100000 frames, got 0"), std::string::npos) << lastLog();
}

// An interactive sandbox that nobody touches sleeps in SDL: in a real window (an X server in memory,
// Xvfb) it uses a small fraction of one core over two idle seconds, where it took a whole core redrawing
// as fast as it could. The bound is generous so that a loaded machine does not fail it.
TEST(Idle, AnUntouchedSandboxUsesAlmostNoCpu)
{
    if (std::system("command -v xvfb-run > /dev/null 2>&1") != 0)
    {
        GTEST_SKIP() << "xvfb-run is not installed";
    }
    const fs::path ticks = workDir() / "idle_ticks.txt";
    const fs::path script = workDir() / "idle.sh";
    // The sandbox writes down its own process id (the shell it starts in becomes it): other tests run
    // the sandbox on the same scene at the same time, so a search by command line could find theirs.
    fs::remove(ticks);
    writeText(
        script,
        "cd '" + workDir().string() + "'\nexport XDG_DATA_HOME='" + workDir().string() +
            "'\nrm -f hitlab.pid\n"
            "xvfb-run -a -s '-screen 0 1280x800x24' sh -c 'echo $$ > hitlab.pid; exec \"$0\" \"$@\"' '" +
            std::string(HITLAB_EXECUTABLE) + "' --scene '" + kScenes +
            "/default.json' > idle.log 2>&1 &\n"
            "sleep 4\n"
            "pid=$(cat hitlab.pid)\n"
            "before=$(awk '{print $14 + $15}' /proc/$pid/stat)\n"
            "sleep 2\n"
            "after=$(awk '{print $14 + $15}' /proc/$pid/stat)\n"
            "kill $pid\n"
            "wait\n"
            "echo $((after - before)) $(getconf CLK_TCK) > '" +
            ticks.string() + "'\n");
    ASSERT_EQ(std::system(("bash '" + script.string() + "'").c_str()), 0);
    std::ifstream in(ticks);
    long used = -1;
    long perSecond = 0;
    in >> used >> perSecond;
    ASSERT_GE(used, 0) << "no CPU reading";
    ASSERT_GT(perSecond, 0);
    const double coreFraction = static_cast<double>(used) / static_cast<double>(perSecond) / 2.0;
    EXPECT_LT(coreFraction, 0.10) << used << " ticks of " << perSecond << " per second over 2 s";
}

// A display that does not answer (DISPLAY names an X server that is not running) made SDL fall back to
// drawing offscreen, and the sandbox ran on with no window, waiting for input that could never come. It
// now says so and exits; a screenshot, which needs no window, is still drawn.
TEST(Startup, ADisplayThatDoesNotAnswerIsNamedInsteadOfRunningWithoutAWindow)
{
    int number = 4711;
    while (fs::exists("/tmp/.X11-unix/X" + std::to_string(number)))
    {
        ++number;
    }
    const std::string display = ":" + std::to_string(number);
    // SDL_VIDEODRIVER empty: SDL picks a driver itself, as for a person who never set it. timeout ends
    // a sandbox that would wait without a window.
    const std::string environment = "SDL_VIDEODRIVER= DISPLAY=" + display + " timeout 60";
    const std::string scene = "--scene '" + kScenes + "/default.json' --size 640x480";
    EXPECT_EQ(runHitlab(scene, environment), 1) << lastLog();
    EXPECT_NE(lastLog().find("the display DISPLAY=" + display + " does not answer"), std::string::npos)
        << lastLog();
    const std::string picture = (workDir() / "no_display.png").string();
    EXPECT_EQ(runHitlab(scene + " --screenshot '" + picture + "'", environment), 0) << lastLog();
    EXPECT_TRUE(fs::exists(picture));
}

// Two circles apart on an 800 x 600 canvas at zoom 1, view centred on the origin.
fs::path writeTwoCircles()
{
    const fs::path path = workDir() / "two_circles.json";
    writeText(path, R"({"version": 1, "shapes": [
        {"id": "A", "type": "circle", "cx": -150, "cy": 0, "r": 50},
        {"id": "B", "type": "circle", "cx": 150, "cy": 0, "r": 50}],
        "view": {"center": [0, 0], "zoom": 1}})");
    return path;
}

// Plays `script` on `scene` at 800x600 with the panels hidden, where the world point (x, y) at zoom 1 is
// the pixel (400 + x, 300 - y); the test fails when the sandbox does not exit 0.
void playDragScript(const fs::path& scene, const std::string& script)
{
    const fs::path scriptPath = workDir() / "drag.txt";
    writeText(scriptPath, script);
    ASSERT_EQ(runHitlab("--scene '" + scene.string() + "' --size 800x600 --hide-ui --script '" +
                        scriptPath.string() + "'"),
              0)
        << lastLog();
}

const nlohmann::json* shapeById(const nlohmann::json& state, const std::string& id)
{
    for (const auto& shape : state["shapes"])
    {
        if (shape["id"] == id)
        {
            return &shape;
        }
    }
    return nullptr;
}

TEST(Offscreen, DragOneShapeOntoAnotherThenUndoAndRedo)
{
    const fs::path scene = writeTwoCircles();
    const fs::path w = workDir();
    // A's centre is at screen (250, 300); dropping it at (460, 300) puts the centres 90 apart (< 100).
    const std::string script = "drag 250 300 460 300 12\n"
                               "frame\n"
                               "screenshot " +
                               (w / "drag_on.png").string() +
                               "\n"
                               "dump " +
                               (w / "drag_on.json").string() +
                               "\n"
                               "key ctrl+z\n"
                               "frame\n"
                               "screenshot " +
                               (w / "drag_undone.png").string() +
                               "\n"
                               "dump " +
                               (w / "drag_undone.json").string() +
                               "\n"
                               "key ctrl+shift+z\n"
                               "dump " +
                               (w / "drag_redone.json").string() + "\n";
    playDragScript(scene, script);

    const nlohmann::json on = loadJson(w / "drag_on.json");
    ASSERT_TRUE(shapeById(on, "A"));
    EXPECT_NEAR((*shapeById(on, "A"))["cx"].get<double>(), 60.0, kGeometryTolerance);
    EXPECT_TRUE((*shapeById(on, "A"))["contact"].get<bool>());
    EXPECT_TRUE((*shapeById(on, "B"))["contact"].get<bool>());
    EXPECT_EQ(on["undo_depth"], 1);

    Scene moved = loadScene(scene.string());
    moved.shapes[0].shape = Circle{{60.0, 0.0}, 50.0};
    moved.view = View{};
    checkColours(loadImage(w / "drag_on.png"), moved, {true, true}, "after the drag");

    const nlohmann::json undone = loadJson(w / "drag_undone.json");
    EXPECT_NEAR((*shapeById(undone, "A"))["cx"].get<double>(), -150.0, kGeometryTolerance);
    EXPECT_FALSE((*shapeById(undone, "A"))["contact"].get<bool>());
    EXPECT_FALSE((*shapeById(undone, "B"))["contact"].get<bool>());
    EXPECT_EQ(undone["redo_depth"], 1);
    checkColours(loadImage(w / "drag_undone.png"), loadScene(scene.string()), {false, false}, "after undo");

    const nlohmann::json redone = loadJson(w / "drag_redone.json");
    EXPECT_NEAR((*shapeById(redone, "A"))["cx"].get<double>(), 60.0, kGeometryTolerance);
    EXPECT_TRUE((*shapeById(redone, "B"))["contact"].get<bool>());
}

// A lesson opens with its pair selected and asks to drag one of the two: that shape alone moves, and
// the pair stays selected for the readout. Three selected shapes move together.
TEST(Offscreen, DraggingOneOfASelectedPairMovesItAloneAndAGroupMovesTogether)
{
    const fs::path w = workDir();
    const fs::path scene = w / "pair.json";
    writeText(scene, R"({"version": 1, "shapes": [
        {"id": "A", "type": "circle", "cx": -150, "cy": 0, "r": 50},
        {"id": "B", "type": "circle", "cx": 150, "cy": 0, "r": 50},
        {"id": "C", "type": "circle", "cx": 0, "cy": 200, "r": 30}],
        "selection": ["A", "B"], "view": {"center": [0, 0], "zoom": 1}})");
    auto dumpTo = [&](const std::string& name) { return "dump " + (w / name).string() + "\n"; };
    playDragScript(scene, "drag 550 300 500 350 8\nframe\n" + dumpTo("pair.json.dump") +
                              "select A B C\ndrag 400 100 420 130 8\nframe\n" + dumpTo("group.json.dump"));

    const nlohmann::json pair = loadJson(w / "pair.json.dump");
    ASSERT_TRUE(shapeById(pair, "A") && shapeById(pair, "B"));
    EXPECT_NEAR((*shapeById(pair, "B"))["cx"].get<double>(), 100.0, kGeometryTolerance);
    EXPECT_NEAR((*shapeById(pair, "B"))["cy"].get<double>(), -50.0, kGeometryTolerance);
    EXPECT_NEAR((*shapeById(pair, "A"))["cx"].get<double>(), -150.0, kGeometryTolerance);
    EXPECT_NEAR((*shapeById(pair, "A"))["cy"].get<double>(), 0.0, kGeometryTolerance);
    EXPECT_EQ(pair["selection"], nlohmann::json::array({"A", "B"}));
    EXPECT_EQ(pair["undo_depth"], 1);

    const nlohmann::json group = loadJson(w / "group.json.dump");
    ASSERT_TRUE(shapeById(group, "C"));
    EXPECT_NEAR((*shapeById(group, "C"))["cx"].get<double>(), 20.0, kGeometryTolerance);
    EXPECT_NEAR((*shapeById(group, "C"))["cy"].get<double>(), 170.0, kGeometryTolerance);
    EXPECT_NEAR((*shapeById(group, "A"))["cx"].get<double>(), -130.0, kGeometryTolerance);
    EXPECT_NEAR((*shapeById(group, "B"))["cy"].get<double>(), -80.0, kGeometryTolerance);
    EXPECT_EQ(group["undo_depth"], 2);
}

TEST(Offscreen, HandlesResizeAndRotateAndEditsUndo)
{
    const fs::path w = workDir();
    const fs::path scene = w / "one_rect.json";
    writeText(
        scene,
        R"({"version": 1, "shapes": [{"id": "R", "type": "rect", "cx": 0, "cy": 0, "w": 100, "h": 60, "angle": 0}],
        "view": {"center": [0, 0], "zoom": 1}})");
    // Canvas 800 x 600: world (x, y) is screen (400 + x, 300 - y).
    const std::string script = "click 400 300\n"          // select R
                               "drag 450 300 500 300 6\n" // width handle at (50, 0) to (100, 0)
                               "dump " +
                               (w / "h1.json").string() +
                               "\n"
                               // the rotate handle sits 28 px above the top edge, over the new centre (25, 0)
                               "drag 425 242 483 300 10\n"
                               "dump " +
                               (w / "h2.json").string() +
                               "\n"
                               "key ctrl+d\n"
                               "dump " +
                               (w / "h3.json").string() +
                               "\n"
                               "key delete\n"
                               "dump " +
                               (w / "h4.json").string() +
                               "\n"
                               "key ctrl+z\nkey ctrl+z\nkey ctrl+z\nkey ctrl+z\n"
                               "dump " +
                               (w / "h5.json").string() + "\n";
    writeText(w / "handles.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + scene.string() + "' --size 800x600 --hide-ui --script '" +
                        (w / "handles.txt").string() + "'"),
              0)
        << lastLog();

    const nlohmann::json h1 = loadJson(w / "h1.json");
    EXPECT_NEAR(h1["shapes"][0]["w"].get<double>(), 150.0, kGeometryTolerance);
    EXPECT_NEAR(h1["shapes"][0]["cx"].get<double>(), 25.0, kGeometryTolerance);
    EXPECT_NEAR(h1["shapes"][0]["h"].get<double>(), 60.0, kGeometryTolerance);

    const nlohmann::json h2 = loadJson(w / "h2.json");
    EXPECT_NEAR(std::remainder(h2["shapes"][0]["angle"].get<double>() + kPi / 2.0, 2.0 * kPi), 0.0, 1e-9);

    const nlohmann::json h3 = loadJson(w / "h3.json");
    EXPECT_EQ(h3["shapes"].size(), 2U);
    const nlohmann::json h4 = loadJson(w / "h4.json");
    EXPECT_EQ(h4["shapes"].size(), 1U);
    EXPECT_EQ(h4["undo_depth"], 4);

    const nlohmann::json h5 = loadJson(w / "h5.json");
    ASSERT_EQ(h5["shapes"].size(), 1U);
    EXPECT_NEAR(h5["shapes"][0]["w"].get<double>(), 100.0, kGeometryTolerance);
    EXPECT_NEAR(h5["shapes"][0]["cx"].get<double>(), 0.0, kGeometryTolerance);
    EXPECT_NEAR(h5["shapes"][0]["angle"].get<double>(), 0.0, kGeometryTolerance);
    EXPECT_EQ(h5["undo_depth"], 0);
}

TEST(Offscreen, PaletteAddsAShapeWhereTheUserClicks)
{
    const fs::path w = workDir();
    const fs::path scene = writeTwoCircles();
    const std::string script = "ui_click palette/ellipse\n"
                               "click 400 450\n"
                               "dump " +
                               (w / "palette.json").string() +
                               "\n"
                               "key 7\n" // a capsule at the pointer, from the keyboard
                               "dump " +
                               (w / "palette2.json").string() + "\n";
    writeText(w / "palette.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + scene.string() + "' --size 1280x800 --script '" +
                        (w / "palette.txt").string() + "'"),
              0)
        << lastLog();
    const nlohmann::json state = loadJson(w / "palette.json");
    ASSERT_EQ(state["shapes"].size(), 3U);
    const auto& added = state["shapes"][2];
    EXPECT_EQ(added["type"], "ellipse");
    // (400, 450) on a 1280 x 800 canvas is world (400 - 640, 400 - 450).
    EXPECT_NEAR(added["cx"].get<double>(), -240.0, kGeometryTolerance);
    EXPECT_NEAR(added["cy"].get<double>(), -50.0, kGeometryTolerance);
    const nlohmann::json state2 = loadJson(w / "palette2.json");
    ASSERT_EQ(state2["shapes"].size(), 4U);
    EXPECT_EQ(state2["shapes"][3]["type"], "capsule");
}

TEST(Offscreen, AlgorithmPanelSwitchChangesTheAnswerInAKnownFailureCase)
{
    const fs::path w = workDir();
    const std::string scene = kScenes + "/lesson_hwang_tsai_guard.json";
    const std::string script = "dump " + (w / "a0.json").string() +
                               "\n"
                               "ui_click algo/circle/ellipse\n"
                               "ui_click algo/circle/ellipse/ellipse-affine-exact\n"
                               "frame\n"
                               "dump " +
                               (w / "a1.json").string() +
                               "\n"
                               "screenshot " +
                               (w / "a1.png").string() +
                               "\n"
                               "key ctrl+z\n"
                               "dump " +
                               (w / "a2.json").string() + "\n";
    writeText(w / "algorithm.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + scene + "' --size 1280x800 --script '" +
                        (w / "algorithm.txt").string() + "'"),
              0)
        << lastLog();

    const nlohmann::json a0 = loadJson(w / "a0.json");
    EXPECT_EQ(a0["pair"]["algorithm"], "hwang-tsai-published");
    EXPECT_TRUE(a0["pair"]["overlap"].get<bool>());
    EXPECT_FALSE(a0["pair"]["exact_overlap"].get<bool>());
    EXPECT_TRUE(a0["shapes"][0]["contact"].get<bool>());

    const nlohmann::json a1 = loadJson(w / "a1.json");
    EXPECT_EQ(a1["pair"]["algorithm"], "ellipse-affine-exact");
    EXPECT_FALSE(a1["pair"]["overlap"].get<bool>());
    EXPECT_FALSE(a1["shapes"][0]["contact"].get<bool>());
    EXPECT_FALSE(a1["shapes"][1]["contact"].get<bool>());
    EXPECT_EQ(a1["undo_depth"], 1);

    const nlohmann::json a2 = loadJson(w / "a2.json");
    EXPECT_EQ(a2["pair"]["algorithm"], "hwang-tsai-published");
    EXPECT_TRUE(a2["shapes"][1]["contact"].get<bool>());
}

// The names of the Algorithms panel's rows that are in view (its "enable/PAIR" check boxes).
std::vector<std::string> pairRowsInView(const nlohmann::json& state)
{
    std::vector<std::string> rows;
    for (const auto& [name, item] : state["ui_items"].items())
    {
        if (name.starts_with("enable/") && item["visible"].get<bool>())
        {
            rows.push_back(name.substr(std::string_view("enable/").size()));
        }
    }
    return rows;
}

TEST(Offscreen, TheAlgorithmTableStaysStillWhileAShapeIsDraggedAndFollowsItsPairAfter)
{
    // A circle dragged along a row of one shape of every other kind: the shape nearest to it, and with
    // it the focused pair and its row in the Algorithms table, changes six times during the drag.
    const fs::path w = workDir();
    const fs::path scene = w / "row_of_kinds.json";
    writeText(scene, R"({"version": 1, "view": {"center": [0, 0], "zoom": 1}, "shapes": [
        {"id": "M", "type": "circle", "cx": -260, "cy": -45, "r": 10},
        {"id": "P", "type": "point", "x": -260, "y": 0},
        {"id": "E", "type": "ellipse", "cx": -180, "cy": 0, "rx": 20, "ry": 12, "angle": 0},
        {"id": "R", "type": "rect", "cx": -100, "cy": 0, "w": 30, "h": 20, "angle": 0},
        {"id": "G", "type": "polygon", "points": [[-35, -10], [-5, -10], [-20, 15]]},
        {"id": "S", "type": "segment", "x1": 60, "y1": -10, "x2": 60, "y2": 15},
        {"id": "K", "type": "capsule", "x1": 130, "y1": 0, "x2": 150, "y2": 0, "r": 8},
        {"id": "F", "type": "fan", "cx": 220, "cy": 20, "angle": -1.5708, "half_angle": 0.6,
         "r_inner": 5, "r_outer": 30}]})");
    // Window 1280 x 800, the canvas under the whole of it: world (x, y) is screen (640 + x, 400 - y). M is
    // pressed at its centre and moved 80 px to the right six times, in four moves each, to below F.
    const std::vector<std::string> partners = {"E", "R", "G", "S", "K", "F"};
    std::string script =
        "select M\nframe 3\ndump " + (w / "before.json").string() + "\nmove 380 445\ndown left\n";
    for (std::size_t step = 0; step < partners.size(); ++step)
    {
        for (int k = 1; k <= 4; ++k)
        {
            script += "move " + std::to_string(380 + 80 * step + 20 * k) + " 445\n";
        }
        script += "frame\ndump " + (w / ("held" + std::to_string(step) + ".json")).string() + "\n";
    }
    script += "up left\nframe 3\ndump " + (w / "after.json").string() + "\n";
    writeText(w / "drag_through.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + scene.string() + "' --size 1280x800 --script '" +
                        (w / "drag_through.txt").string() + "'"),
              0)
        << lastLog();

    const nlohmann::json before = loadJson(w / "before.json");
    ASSERT_EQ(before["pair"]["second"], "P");
    const std::vector<std::string> inView = pairRowsInView(before);
    ASSERT_FALSE(inView.empty());
    EXPECT_NE(std::find(inView.begin(), inView.end(), "circle/point"), inView.end());
    EXPECT_EQ(std::find(inView.begin(), inView.end(), "circle/fan"), inView.end())
        << "the last pair's row must start out of view, for the release to have to scroll to it";
    for (std::size_t step = 0; step < partners.size(); ++step)
    {
        const nlohmann::json held = loadJson(w / ("held" + std::to_string(step) + ".json"));
        EXPECT_EQ(held["pair"]["second"], partners[step]) << "step " << step;
        EXPECT_EQ(pairRowsInView(held), inView)
            << "the table scrolled while the circle was held, step " << step;
    }
    const nlohmann::json after = loadJson(w / "after.json");
    EXPECT_EQ(after["pair"]["second"], "F");
    const std::vector<std::string> inViewAfter = pairRowsInView(after);
    EXPECT_NE(std::find(inViewAfter.begin(), inViewAfter.end(), "circle/fan"), inViewAfter.end())
        << "the released drag's pair is scrolled into view";
}

TEST(Offscreen, CompareModeMarksDisagreeingPairs)
{
    // A lesson opens with compare mode on; the checkbox turns it off and on again.
    const fs::path w = workDir();
    const std::string script = "dump " + (w / "compare_on.json").string() +
                               "\n"
                               "ui_click compare\n"
                               "dump " +
                               (w / "compare_off.json").string() +
                               "\n"
                               "ui_click compare\n"
                               "dump " +
                               (w / "compare.json").string() + "\n";
    writeText(w / "compare.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + kScenes + "/lesson_hwang_tsai_miss.json' --script '" +
                        (w / "compare.txt").string() + "'"),
              0)
        << lastLog();
    EXPECT_TRUE(loadJson(w / "compare_on.json")["compare"].get<bool>());
    const nlohmann::json off = loadJson(w / "compare_off.json");
    EXPECT_FALSE(off["compare"].get<bool>());
    EXPECT_EQ(off["disagreeing_pairs"], 0);
    const nlohmann::json state = loadJson(w / "compare.json");
    EXPECT_EQ(state["disagreeing_pairs"], 1);
    EXPECT_TRUE(state["shapes"][0]["disagrees"].get<bool>());
}

TEST(Offscreen, LessonsWindowOpensALessonWithItsPanelAndCompareOn)
{
    const fs::path w = workDir();
    const std::string script = "dump " + (w / "l_default.json").string() +
                               "\n"
                               "ui_click menu/lessons\n"
                               "ui_click menu/lessons/all\n"
                               "dump " +
                               (w / "l_window.json").string() +
                               "\n"
                               "ui_click lessons/lesson_gjk.json\n"
                               "dump " +
                               (w / "l_gjk.json").string() + "\n";
    writeText(w / "lessons.txt", script);
    ASSERT_EQ(runHitlab("--script '" + (w / "lessons.txt").string() + "'"), 0) << lastLog();
    const nlohmann::json before = loadJson(w / "l_default.json");
    EXPECT_EQ(before["file"], "default.json");
    EXPECT_FALSE(before["compare"].get<bool>());
    EXPECT_TRUE(before["lesson_panel"].is_null()); // the default scene is no lesson
    EXPECT_TRUE(loadJson(w / "l_window.json")["lessons_window"].get<bool>());
    const nlohmann::json gjk = loadJson(w / "l_gjk.json");
    EXPECT_EQ(gjk["file"], "lesson_gjk.json");
    EXPECT_TRUE(gjk["compare"].get<bool>());
    ASSERT_TRUE(gjk["lesson_panel"].is_object());
    EXPECT_EQ(gjk["lesson_panel"]["title"], "GJK: simplices in the Minkowski difference");
    EXPECT_EQ(gjk["lesson_panel"]["tries"], 2);
}

TEST(Offscreen, PageDownAndPageUpOpenTheNextAndPreviousLesson)
{
    std::string error;
    const auto catalog = loadSceneCatalog(kScenes, error);
    ASSERT_TRUE(catalog) << error;
    const auto lessons = catalog->lessons();
    ASSERT_GE(lessons.size(), 3u);
    const fs::path w = workDir();
    const std::string script = "key pagedown\n"
                               "dump " +
                               (w / "p1.json").string() +
                               "\n"
                               "key pagedown\n"
                               "dump " +
                               (w / "p2.json").string() +
                               "\n"
                               "key pageup\n"
                               "key pageup\n"
                               "dump " +
                               (w / "p3.json").string() + "\n";
    writeText(w / "pages.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + catalog->pathOf(*lessons[0]) + "' --script '" +
                        (w / "pages.txt").string() + "'"),
              0)
        << lastLog();
    EXPECT_EQ(loadJson(w / "p1.json")["file"], lessons[1]->file);
    EXPECT_EQ(loadJson(w / "p2.json")["file"], lessons[2]->file);
    const nlohmann::json back = loadJson(w / "p3.json");
    EXPECT_EQ(back["file"], lessons[0]->file);
    EXPECT_FALSE(back["lesson_panel"].is_null());
}

TEST(Offscreen, JapaneseLessonRendersItsTextOrFallsBackToEnglishWithoutTheFont)
{
    const fs::path w = workDir();
    const std::string scene = "--scene '" + kScenes + "/lesson_fan_circle.json'";
    writeText(w / "ja.txt",
              "dump " + (w / "ja.json").string() + "\nscreenshot " + (w / "ja.png").string() + "\n");
    const char* font = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf";
    if (fs::exists(font))
    {
        ASSERT_EQ(runHitlab(scene + " --lang ja --script '" + (w / "ja.txt").string() + "'"), 0) << lastLog();
        const nlohmann::json state = loadJson(w / "ja.json");
        EXPECT_EQ(state["language"], "ja");
        EXPECT_EQ(state["lesson_panel"]["title"], "扇形と円：2 乗した帯の条件で符号が失われる");
        // The same frame in English differs where the panel's text is: Japanese glyphs were drawn.
        writeText(w / "en.txt", "screenshot " + (w / "en.png").string() + "\n");
        ASSERT_EQ(runHitlab(scene + " --script '" + (w / "en.txt").string() + "'"), 0) << lastLog();
        EXPECT_NE(loadImage(w / "ja.png").rgb, loadImage(w / "en.png").rgb);
    }
    // Without the font: English, and the status line says what to install.
    ASSERT_EQ(runHitlab(scene + " --lang ja --script '" + (w / "ja.txt").string() + "'",
                        "HITLAB_JAPANESE_FONT=/nonexistent/font.ttf"),
              0)
        << lastLog();
    const nlohmann::json fallback = loadJson(w / "ja.json");
    EXPECT_EQ(fallback["language"], "en");
    EXPECT_NE(fallback["message"].get<std::string>().find("fonts-ipafont-gothic"), std::string::npos);
    EXPECT_EQ(fallback["lesson_panel"]["title"], "Fan vs circle: the squared band drops a sign");
    // A chosen file that is no font (ImGui would stop on an assertion): English, and the log names it.
    for (const std::string& notAFont :
         {std::string("not a font, but long enough to pass for a header\n"), std::string("ttcf")})
    {
        writeText(w / "not_a_font.ttf", notAFont);
        ASSERT_EQ(runHitlab(scene + " --lang ja --script '" + (w / "ja.txt").string() + "'",
                            "HITLAB_JAPANESE_FONT='" + (w / "not_a_font.ttf").string() + "'"),
                  0)
            << lastLog();
        EXPECT_NE(lastLog().find("not_a_font.ttf is not a font file"), std::string::npos) << lastLog();
        EXPECT_EQ(loadJson(w / "ja.json")["language"], "en");
    }
    // A bad --lang is refused with the option and the values it takes.
    EXPECT_EQ(runHitlab("--lang fr --screenshot '" + (w / "x.png").string() + "'"), 2);
    EXPECT_NE(lastLog().find("--lang: expected en or ja"), std::string::npos);
}

// The sandbox finds its data (shaders, fonts) beside itself first. A copy whose data has the shaders but
// no fonts starts with ImGui's built-in font and says which file it could not read, rather than stopping
// on ImGui's assertion.
TEST(Offscreen, AMissingUiFontFallsBackToTheBuiltInOne)
{
    const fs::path w = workDir();
    const fs::path root = w / "data_root";
    fs::remove_all(root);
    fs::create_directories(root);
    fs::copy_file(HITLAB_EXECUTABLE, root / "hitlab");
    fs::permissions(root / "hitlab", fs::perms::owner_all, fs::perm_options::add);
    fs::copy(fs::path(HITLAB_SOURCE_DIR) / "shaders", root / "shaders");
    const fs::path png = w / "no_font.png";
    fs::remove(png);
    EXPECT_EQ(sandbox_run::runExecutable(root / "hitlab",
                                         "--scene '" + kScenes + "/default.json' --screenshot '" +
                                             png.string() + "' --size 640x400",
                                         w, sandbox_run::lastLogPath()),
              0)
        << lastLog();
    EXPECT_NE(lastLog().find("cannot load " + (root / "assets/fonts/DejaVuSans.ttf").string()),
              std::string::npos)
        << lastLog();
    EXPECT_EQ(loadImage(png).width, 640);
}

// The language is kept with the window layout: chosen in one run, it is the next run's language
// until --lang overrides it. The layout file is a temporary one (--layout); runs without --layout never
// read or write the user's own (XDG_DATA_HOME points at an empty directory to check that).
TEST(Offscreen, TheLanguageIsKeptInTheLayoutFileForTheNextStart)
{
    if (!fs::exists("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"))
    {
        GTEST_SKIP() << "no Japanese font (fonts-ipafont-gothic)";
    }
    const fs::path w = workDir();
    const fs::path layout = w / "layout.ini";
    const fs::path userData = w / "user-data";
    fs::remove(layout);
    fs::remove_all(userData);
    fs::create_directories(userData);
    const std::string environment = "XDG_DATA_HOME='" + userData.string() + "'";
    const std::string keep = " --layout '" + layout.string() + "'";
    writeText(w / "switch.txt", "language ja\nframe 2\nquit\n");
    writeText(w / "look.txt", "frame 2\ndump " + (w / "state.json").string() + "\nquit\n");

    // First start: English by default; the script switches to Japanese and quits.
    ASSERT_EQ(runHitlab(keep + " --script '" + (w / "switch.txt").string() + "'", environment), 0)
        << lastLog();
    ASSERT_TRUE(fs::exists(layout)) << "quitting did not write the layout file";
    // Next start, no --lang: Japanese from the layout file.
    ASSERT_EQ(runHitlab(keep + " --script '" + (w / "look.txt").string() + "'", environment), 0) << lastLog();
    EXPECT_EQ(loadJson(w / "state.json")["language"], "ja");
    // --lang en wins over the kept choice, and quitting keeps English from then on.
    ASSERT_EQ(runHitlab(keep + " --lang en --script '" + (w / "look.txt").string() + "'", environment), 0)
        << lastLog();
    EXPECT_EQ(loadJson(w / "state.json")["language"], "en");
    ASSERT_EQ(runHitlab(keep + " --script '" + (w / "look.txt").string() + "'", environment), 0) << lastLog();
    EXPECT_EQ(loadJson(w / "state.json")["language"], "en");

    // Without --layout, scripts and screenshots keep no layout: the user's data directory stays empty.
    ASSERT_EQ(runHitlab("--script '" + (w / "switch.txt").string() + "'", environment), 0) << lastLog();
    ASSERT_EQ(runHitlab("--screenshot '" + (w / "x.png").string() + "'", environment), 0) << lastLog();
    EXPECT_TRUE(fs::is_empty(userData)) << "an unattended run wrote into the user's data directory";

    // A layout file that names no language, or one this build does not know, starts in English.
    writeText(layout, "[Hitlab][Settings]\nLanguage=fr\n");
    ASSERT_EQ(runHitlab(keep + " --script '" + (w / "look.txt").string() + "'", environment), 0) << lastLog();
    EXPECT_EQ(loadJson(w / "state.json")["language"], "en");
    // A bad verb argument fails the script with what it takes.
    writeText(w / "bad.txt", "language fr\n");
    EXPECT_NE(runHitlab(keep + " --script '" + (w / "bad.txt").string() + "'", environment), 0);
    EXPECT_NE(lastLog().find("expected en or ja"), std::string::npos) << lastLog();
}

TEST(Offscreen, ScriptErrorsFail)
{
    const fs::path w = workDir();
    writeText(w / "bad_script.txt", "wiggle 1 2\n");
    EXPECT_EQ(runHitlab("--script '" + (w / "bad_script.txt").string() + "'"), 1);
    EXPECT_NE(lastLog().find("script line 1"), std::string::npos) << lastLog();
    writeText(w / "bad_widget.txt", "ui_click algo/no/such\n");
    EXPECT_EQ(runHitlab("--script '" + (w / "bad_widget.txt").string() + "'"), 1);
}

// docs/interfaces.md (scene files, error_map): the error map's colours as read from the PNG.
bool magenta(const std::array<int, 3>& c)
{
    return c[0] >= 180 && c[2] >= 180 && c[1] <= 110;
}

bool orange(const std::array<int, 3>& c)
{
    return c[0] >= 200 && c[1] >= 100 && c[1] <= 180 && c[2] <= 80;
}

// A copy of a lesson with the error map as the only overlay and no captions, under `algorithm`.
fs::path errorMapOnly(const std::string& scenePath, const std::string& algorithm)
{
    Scene scene = loadScene(scenePath);
    scene.overlays = {{"error_map", true}};
    for (SceneShape& shape : scene.shapes)
    {
        shape.label.clear();
    }
    const std::string pair = pairName(kindOf(scene.shapes[0].shape), kindOf(scene.shapes[1].shape));
    scene.algorithms[pair] = algorithm;
    const fs::path copy = workDir() / (algorithm + "_" + fs::path(scenePath).filename().string());
    EXPECT_FALSE(io::saveScene(copy.string(), scene));
    return copy;
}

// lesson_hwang_tsai_guard with its error map alone under `algorithm`, rendered at 640x400 without
// panels into `png`; the image is empty when the run failed (the run's exit code is checked here).
struct ErrorMapRender
{
    Scene scene;
    Image image;
};

ErrorMapRender renderErrorMapOnly(const std::string& algorithm, const std::string& png)
{
    const fs::path scenePath = errorMapOnly(kScenes + "/lesson_hwang_tsai_guard.json", algorithm);
    ErrorMapRender render{loadScene(scenePath.string()), {}};
    EXPECT_EQ(runHitlab("--scene '" + scenePath.string() + "' --size 640x400 --hide-ui --screenshot '" +
                        (workDir() / png).string() + "'"),
              0)
        << lastLog();
    render.image = loadImage(workDir() / png);
    return render;
}

// Far enough from both shapes that no fill, outline or anti-aliasing covers the pixel.
bool clearOfShapes(const Scene& scene, Vec2 world, double pixel)
{
    for (const SceneShape& s : scene.shapes)
    {
        if (distance(Shape{Point{world}}, s.shape).value <= 4.0 * pixel)
        {
            return false;
        }
    }
    return true;
}

TEST(Offscreen, ErrorMapPixelsAreTheMethodAgainstTheExactTest)
{
    const auto [scene, image] = renderErrorMapOnly("hwang-tsai-published", "map.png");
    ASSERT_EQ(scene.selection, (std::vector<std::string>{"C", "E1"}));
    ASSERT_EQ(image.width, 640);
    const Algorithm& method = *findAlgorithm(ShapeKind::Circle, ShapeKind::Ellipse, "hwang-tsai-published");
    const ErrorMapGrid grid{scene.view, 640, 400, kErrorMapCellPixels};
    int missed = 0;
    int falseContacts = 0;
    for (int row = 0; row < grid.rows(); row += 2)
    {
        for (int column = 0; column < grid.columns(); column += 2)
        {
            const Vec2 at = grid.cellCentre(column, row);
            if (!clearOfShapes(scene, at, 1.0 / scene.view.zoom))
            {
                continue;
            }
            const ErrorMapCell cell =
                classifyCell(method, withReferenceAt(scene.shapes[0].shape, at), scene.shapes[1].shape);
            const auto pixel = image.at(column * grid.cellPixels + 1, row * grid.cellPixels + 1);
            ASSERT_EQ(magenta(pixel), cell == ErrorMapCell::Missed) << column << "," << row;
            ASSERT_EQ(orange(pixel), cell == ErrorMapCell::FalseContact) << column << "," << row;
            missed += cell == ErrorMapCell::Missed ? 1 : 0;
            falseContacts += cell == ErrorMapCell::FalseContact ? 1 : 0;
        }
    }
    EXPECT_GT(missed, 10);
    EXPECT_GT(falseContacts, 10);
}

// Every pixel of a drawn cell is the cell's colour, exactly: cells meet without a seam of the grid and
// without bleeding into their neighbours, whatever colour lies beside them. The colours are those of
// docs/interfaces.md, in the dark theme.
TEST(Offscreen, ErrorMapCellsAreTheirColourOnEveryPixel)
{
    const auto [scene, image] = renderErrorMapOnly("hwang-tsai-published", "cells.png");
    ASSERT_EQ(image.width, 640);
    const Algorithm& method = *findAlgorithm(ShapeKind::Circle, ShapeKind::Ellipse, "hwang-tsai-published");
    const ErrorMapGrid grid{scene.view, 640, 400, kErrorMapCellPixels};
    auto colourOf = [](ErrorMapCell cell) -> std::optional<std::array<int, 3>>
    {
        switch (cell)
        {
        case ErrorMapCell::Missed:
            return std::array<int, 3>{214, 60, 214};
        case ErrorMapCell::FalseContact:
            return std::array<int, 3>{240, 150, 40};
        case ErrorMapCell::BothContact:
            return std::array<int, 3>{40, 56, 68};
        case ErrorMapCell::BothApart:
            break;
        }
        return std::nullopt;
    };
    std::vector<ErrorMapCell> cells;
    for (int row = 0; row < grid.rows(); ++row)
    {
        for (int column = 0; column < grid.columns(); ++column)
        {
            cells.push_back(classifyCell(method,
                                         withReferenceAt(scene.shapes[0].shape, grid.cellCentre(column, row)),
                                         scene.shapes[1].shape));
        }
    }
    int checked = 0;
    int besideAnother = 0; // cells with a neighbour of another colour or none: where seams would show
    for (int row = 1; row + 1 < grid.rows(); ++row)
    {
        for (int column = 1; column + 1 < grid.columns(); ++column)
        {
            const ErrorMapCell cell = cells[static_cast<std::size_t>(row * grid.columns() + column)];
            const std::optional<std::array<int, 3>> colour = colourOf(cell);
            // The shapes, their outlines and their handles (a rotation handle stands out from its shape)
            // lie within 40 pixels of the shapes (clearOfShapes keeps four of the pixels it is given).
            if (!colour || !clearOfShapes(scene, grid.cellCentre(column, row), 10.0 / scene.view.zoom))
            {
                continue;
            }
            for (int y = 0; y < grid.cellPixels; ++y)
            {
                for (int x = 0; x < grid.cellPixels; ++x)
                {
                    ASSERT_EQ(image.at(column * grid.cellPixels + x, row * grid.cellPixels + y), *colour)
                        << "cell " << column << "," << row << " pixel " << x << "," << y;
                }
            }
            ++checked;
            const auto at = [&](int c, int r)
            { return cells[static_cast<std::size_t>(r * grid.columns() + c)]; };
            besideAnother += (at(column - 1, row) != cell || at(column + 1, row) != cell ||
                              at(column, row - 1) != cell || at(column, row + 1) != cell)
                                 ? 1
                                 : 0;
        }
    }
    EXPECT_GT(checked, 1000);
    EXPECT_GT(besideAnother, 100);
}

TEST(Offscreen, ExactMethodsErrorMapHasNoMagentaOrOrange)
{
    const Image image = renderErrorMapOnly("ellipse-affine-exact", "exact.png").image;
    ASSERT_EQ(image.width, 640);
    int tinted = 0;
    for (int y = 0; y < image.height; ++y)
    {
        for (int x = 0; x < image.width; ++x)
        {
            ASSERT_FALSE(magenta(image.at(x, y))) << x << "," << y;
            ASSERT_FALSE(orange(image.at(x, y))) << x << "," << y;
            tinted += image.at(x, y) == std::array<int, 3>{40, 56, 68} ? 1 : 0;
        }
    }
    EXPECT_GT(tinted, 1000) << "both-in-contact cells are tinted";
}

TEST(Offscreen, ReadoutSwitchesThePairsAlgorithmUndoably)
{
    const fs::path w = workDir();
    const std::string scene = kScenes + "/lesson_hwang_tsai_guard.json";
    const std::string script = "ui_click readout-algo/circle/ellipse\n"
                               "ui_click readout-algo/circle/ellipse/ellipse-affine-exact\n"
                               "frame\n"
                               "dump " +
                               (w / "r1.json").string() +
                               "\n"
                               "key ctrl+z\n"
                               "dump " +
                               (w / "r2.json").string() + "\n";
    writeText(w / "readout.txt", script);
    ASSERT_EQ(
        runHitlab("--scene '" + scene + "' --size 1280x800 --script '" + (w / "readout.txt").string() + "'"),
        0)
        << lastLog();
    const nlohmann::json r1 = loadJson(w / "r1.json");
    EXPECT_EQ(r1["pair"]["algorithm"], "ellipse-affine-exact");
    EXPECT_EQ(r1["undo_depth"], 1);
    const nlohmann::json r2 = loadJson(w / "r2.json");
    EXPECT_EQ(r2["pair"]["algorithm"], "hwang-tsai-published");
}

// A script from its lines.
std::string scriptOf(const std::vector<std::string>& lines)
{
    std::string text;
    for (const std::string& line : lines)
    {
        text += line + "\n";
    }
    return text;
}

int runScript(const std::string& name, const std::string& text, const std::string& scene)
{
    const fs::path script = workDir() / (name + ".txt");
    writeText(script, text);
    return runHitlab("--scene '" + scene + "' --script '" + script.string() + "'");
}

// Every ordered pair (A, B) of catalogue scenes, each once: an Euler circuit of the complete directed
// graph on the scenes (Hierholzer), starting and ending at the first scene.
std::vector<std::size_t> everyOrderedPair(std::size_t count)
{
    std::vector<std::vector<std::size_t>> unused(count);
    for (std::size_t a = 0; a < count; ++a)
    {
        for (std::size_t b = 0; b < count; ++b)
        {
            if (a != b)
            {
                unused[a].push_back(b);
            }
        }
    }
    std::vector<std::size_t> stack{0};
    std::vector<std::size_t> circuit;
    while (!stack.empty())
    {
        const std::size_t at = stack.back();
        if (unused[at].empty())
        {
            circuit.push_back(at);
            stack.pop_back();
        }
        else
        {
            stack.push_back(unused[at].back());
            unused[at].pop_back();
        }
    }
    return {circuit.rbegin(), circuit.rend()};
}

// File > Open bundled scene from every catalogue scene to every other, through the menu's own action,
// each switch followed by a drawn frame with every panel shown: a panel that kept state of the replaced
// scene (the CCD panel's targets did) reads past the new scene's shapes and crashes or shows the wrong
// scene.
TEST(Offscreen, MenuSwitchesBetweenEveryOrderedPairOfCatalogueScenes)
{
    const nlohmann::json index = loadJson(kScenes + "/index.json");
    std::vector<std::string> files;
    for (const auto& entry : index["scenes"])
    {
        files.push_back(entry["file"].get<std::string>());
    }
    ASSERT_GE(files.size(), 3U);
    std::vector<std::size_t> shapeCounts;
    std::vector<bool> hasMotion;
    for (const std::string& file : files)
    {
        const Scene scene = loadScene(kScenes + "/" + file);
        shapeCounts.push_back(scene.shapes.size());
        hasMotion.push_back(scene.motion.has_value());
    }
    const std::vector<std::size_t> order = everyOrderedPair(files.size());
    ASSERT_EQ(order.size(), files.size() * (files.size() - 1) + 1);
    const fs::path w = workDir();
    std::string script;
    for (std::size_t step = 0; step < order.size(); ++step)
    {
        script += "menu file/bundled/" + files[order[step]] + "\nframe\n";
        // stress_10k's dump is large: check every switch into a small scene, and the big one's count.
        script += "dump " + (w / ("step" + std::to_string(step) + ".json")).string() + "\n";
    }
    ASSERT_EQ(runScript("switch", script, kScenes + "/default.json"), 0) << lastLog();
    for (std::size_t step = 0; step < order.size(); ++step)
    {
        const std::size_t scene = order[step];
        const nlohmann::json state = loadJson(w / ("step" + std::to_string(step) + ".json"));
        ASSERT_TRUE(state.is_object()) << "step " << step;
        EXPECT_EQ(state["shapes"].size(), shapeCounts[scene]) << files[scene] << " at step " << step;
        EXPECT_EQ(state.contains("ccd"), hasMotion[scene]) << files[scene] << " at step " << step;
        EXPECT_TRUE(state["read_only"].get<bool>()) << files[scene];
        EXPECT_FALSE(state["modified"].get<bool>()) << files[scene];
        EXPECT_TRUE(state["prompt"].is_null()) << files[scene];
        fs::remove(w / ("step" + std::to_string(step) + ".json"));
    }
}

// Two circles apart, copied where the test may write, with one unsaved edit (a duplicate of A).
std::string editTwoCircles()
{
    return scriptOf({"select A", "key ctrl+d", "frame"});
}

TEST(Offscreen, OpeningAnotherSceneAsksFirstAndCancelKeepsEverything)
{
    const fs::path scene = writeTwoCircles();
    const fs::path w = workDir();
    const std::string script =
        editTwoCircles() +
        scriptOf({"menu file/bundled/lesson_gjk.json", "frame", "dump " + (w / "asked.json").string(),
                  "confirm cancel", "frame", "dump " + (w / "cancelled.json").string(),
                  "menu file/bundled/lesson_gjk.json", "frame", "confirm discard", "frame",
                  "dump " + (w / "discarded.json").string()});
    ASSERT_EQ(runScript("prompt", script, scene.string()), 0) << lastLog();

    const nlohmann::json asked = loadJson(w / "asked.json");
    EXPECT_FALSE(asked["prompt"].is_null());
    EXPECT_EQ(asked["shapes"].size(), 3U); // still the edited scene
    EXPECT_TRUE(asked["modified"].get<bool>());

    const nlohmann::json cancelled = loadJson(w / "cancelled.json");
    EXPECT_TRUE(cancelled["prompt"].is_null());
    EXPECT_EQ(cancelled["shapes"].size(), 3U);
    EXPECT_EQ(cancelled["undo_depth"], 1); // the history too
    EXPECT_TRUE(cancelled["modified"].get<bool>());

    const nlohmann::json discarded = loadJson(w / "discarded.json");
    EXPECT_EQ(discarded["shapes"].size(), loadScene(kScenes + "/lesson_gjk.json").shapes.size());
    EXPECT_FALSE(discarded["modified"].get<bool>());
    EXPECT_TRUE(discarded["read_only"].get<bool>());
    // The edits were discarded, not written.
    EXPECT_EQ(loadScene(scene.string()).shapes.size(), 2U);
}

// The prompt is drawn, in either language, and its buttons answer it: a click on Cancel (ui_click
// needs the button drawn on screen) keeps everything.
TEST(Offscreen, ThePromptIsShownAndItsButtonsAnswerItInBothLanguages)
{
    const fs::path scene = writeTwoCircles();
    const fs::path w = workDir();
    for (const std::string language : {"en", "ja"})
    {
        const std::string script =
            editTwoCircles() + scriptOf({"menu file/new", "frame 3", "ui_click confirm/cancel", "frame",
                                         "dump " + (w / ("cancelled_" + language + ".json")).string()});
        writeText(w / "prompt.txt", script);
        ASSERT_EQ(runHitlab("--lang " + language + " --scene '" + scene.string() + "' --script '" +
                            (w / "prompt.txt").string() + "'"),
                  0)
            << language << ": " << lastLog();
        const nlohmann::json cancelled = loadJson(w / ("cancelled_" + language + ".json"));
        EXPECT_TRUE(cancelled["prompt"].is_null()) << language;
        EXPECT_EQ(cancelled["shapes"].size(), 3U) << language;
    }
}

TEST(Offscreen, SaveInThePromptWritesTheSceneThenOpensTheOther)
{
    const fs::path scene = writeTwoCircles();
    const fs::path w = workDir();
    const std::string script = editTwoCircles() + scriptOf({"menu file/new", "frame", "confirm save", "frame",
                                                            "dump " + (w / "new.json").string()});
    ASSERT_EQ(runScript("save", script, scene.string()), 0) << lastLog();
    EXPECT_EQ(loadScene(scene.string()).shapes.size(), 3U);
    const nlohmann::json state = loadJson(w / "new.json");
    EXPECT_EQ(state["shapes"].size(), 0U);
    EXPECT_FALSE(state["modified"].get<bool>());
}

TEST(Offscreen, UndoingBackToTheSavedStateNeedsNoPrompt)
{
    const fs::path scene = writeTwoCircles();
    const fs::path w = workDir();
    const std::string script = editTwoCircles() + scriptOf({"key ctrl+z", "frame", "menu file/new", "frame",
                                                            "dump " + (w / "new.json").string()});
    ASSERT_EQ(runScript("undo", script, scene.string()), 0) << lastLog();
    const nlohmann::json state = loadJson(w / "new.json");
    EXPECT_TRUE(state["prompt"].is_null());
    EXPECT_EQ(state["shapes"].size(), 0U);
}

// Closing the window (SDL_QUIT, as the window manager sends it) and File > Quit ask first; the run
// ends only once the edits are discarded.
TEST(Offscreen, QuitAndWindowCloseAskFirst)
{
    const fs::path scene = writeTwoCircles();
    const fs::path w = workDir();
    const std::string script =
        editTwoCircles() +
        scriptOf({"close_window", "frame", "frame", "dump " + (w / "closing.json").string(), "confirm cancel",
                  "frame", "menu file/quit", "frame", "dump " + (w / "quitting.json").string(),
                  "confirm discard", "frame", "frame", "dump " + (w / "after.json").string()});
    ASSERT_EQ(runScript("quit", script, scene.string()), 0) << lastLog();
    const nlohmann::json closing = loadJson(w / "closing.json");
    EXPECT_FALSE(closing["prompt"].is_null());
    EXPECT_EQ(closing["shapes"].size(), 3U);
    const nlohmann::json quitting = loadJson(w / "quitting.json");
    EXPECT_FALSE(quitting["prompt"].is_null());
    EXPECT_EQ(quitting["shapes"].size(), 3U);
    EXPECT_FALSE(fs::exists(w / "after.json")) << "the sandbox did not quit after discard";

    // Nothing unsaved: the window closes at once.
    fs::remove(w / "after.json");
    ASSERT_EQ(runScript("close",
                        scriptOf({"close_window", "frame", "frame", "dump " + (w / "after.json").string()}),
                        scene.string()),
              0)
        << lastLog();
    EXPECT_FALSE(fs::exists(w / "after.json"));
}

// A bundled scene is never written by Save: Ctrl+S on it opens Save As, with no path offered.
TEST(Offscreen, BundledScenesAreReadOnly)
{
    const std::string bundled = kScenes + "/lesson_gjk.json";
    const std::string before = readText(bundled);
    const fs::path w = workDir();
    const fs::path copy = w / "my_gjk.json";
    fs::remove(copy);
    const Scene scene = loadScene(bundled);
    const std::string script =
        scriptOf({"select " + scene.shapes[0].id, "key ctrl+d", "frame", "key ctrl+s", "frame",
                  "dump " + (w / "ctrl_s.json").string(), "menu file/save", "frame", "menu file/quit",
                  "frame", "confirm save", "frame", "dump " + (w / "save_as.json").string(),
                  "save " + copy.string(), "frame", "frame", "dump " + (w / "after.json").string()});
    ASSERT_EQ(runScript("bundled", script, bundled), 0) << lastLog();
    EXPECT_EQ(readText(bundled), before);
    const nlohmann::json afterCtrlS = loadJson(w / "ctrl_s.json");
    EXPECT_TRUE(afterCtrlS["read_only"].get<bool>());
    EXPECT_TRUE(afterCtrlS["modified"].get<bool>());
    // The prompt's Save went to Save As; the scripted save there wrote the copy, then the quit went on.
    const nlohmann::json atSaveAs = loadJson(w / "save_as.json");
    EXPECT_TRUE(atSaveAs["prompt"].is_null());
    EXPECT_EQ(loadScene(copy.string()).shapes.size(), scene.shapes.size() + 1);
    EXPECT_FALSE(fs::exists(w / "after.json")) << "the quit did not follow the save";
}

// Save as replaced an existing file without a word, where Export asked. It now asks before replacing a
// file other than the scene's own: Keep leaves it as it was, Replace saves over it. (Enter as Replace is
// ImGui's key, which scripts do not press: e2e_drag.sh presses it in the real window.)
TEST(Offscreen, SaveAsAsksBeforeReplacingAnotherFile)
{
    const fs::path w = workDir();
    const fs::path mine = w / "mine.json";
    const fs::path other = w / "other.json";
    fs::copy_file(kScenes + "/default.json", mine, fs::copy_options::overwrite_existing);
    std::ofstream(other) << "keep me";
    const auto saveAs = [&](const fs::path& path) -> std::vector<std::string> {
        return {"menu file/save_as", "frame 2", "type " + path.string(), "frame",
                "ui_click file/go",  "frame 2"};
    };
    std::vector<std::string> keep = saveAs(other);
    keep.insert(keep.end(), {"ui_click file/keep", "frame 2", "dump " + (w / "kept.json").string(), "quit"});
    ASSERT_EQ(runScript("keep", scriptOf(keep), mine.string()), 0) << lastLog();
    EXPECT_EQ(readText(other.string()), "keep me");
    EXPECT_EQ(loadJson(w / "kept.json")["message"].get<std::string>().find("Saved"), std::string::npos);

    std::vector<std::string> replace = saveAs(other);
    replace.insert(replace.end(),
                   {"ui_click file/replace", "frame 2", "dump " + (w / "replaced.json").string(), "quit"});
    ASSERT_EQ(runScript("replace", scriptOf(replace), mine.string()), 0) << lastLog();
    EXPECT_EQ(loadScene(other.string()).shapes.size(), loadScene(mine.string()).shapes.size());
    EXPECT_EQ(loadJson(w / "replaced.json")["message"], "Saved other.json");

    // The scene's own file, and a new one, are saved at once: file/replace is not there to click.
    fs::remove(w / "new.json");
    for (const fs::path& path : {mine, w / "new.json"})
    {
        std::vector<std::string> own = saveAs(path);
        own.insert(own.end(), {"ui_click file/replace", "quit"});
        EXPECT_EQ(runScript("own", scriptOf(own), mine.string()), 1) << path << "\n" << lastLog();
        EXPECT_NE(lastLog().find("file/replace"), std::string::npos) << lastLog();
    }
    EXPECT_TRUE(fs::exists(w / "new.json"));
    EXPECT_EQ(loadScene(mine.string()).shapes.size(), loadScene((w / "new.json").string()).shapes.size());

    // A bundled scene's own file is not the scene's to write: typed in Save as, it is asked about too.
    const std::string bundled = kScenes + "/lesson_gjk.json";
    const std::string bundledBefore = readText(bundled);
    std::vector<std::string> overBundled = saveAs(bundled);
    overBundled.insert(overBundled.end(), {"ui_click file/keep", "frame", "quit"});
    EXPECT_EQ(runScript("bundled_own", scriptOf(overBundled), bundled), 0) << lastLog();
    if (readText(bundled) != bundledBefore)
    {
        ADD_FAILURE() << bundled << " was written; put back as it was";
        std::ofstream(bundled, std::ios::binary) << bundledBefore;
    }
}

TEST(Offscreen, ConfirmWithoutAPromptFailsTheScript)
{
    EXPECT_EQ(runScript("no_prompt", scriptOf({"confirm discard"}), kScenes + "/default.json"), 1);
    EXPECT_EQ(runScript("bad_menu", scriptOf({"menu file/bundled/nope.json"}), kScenes + "/default.json"), 1);
}

} // namespace
} // namespace hitlab
