// The real sandbox on SDL's offscreen driver (no display, Mesa llvmpipe): screenshots are checked
// against INTERFACES.md's colour rule and canvas mapping, and scripted input (app/script/script_verbs.hpp)
// drags shapes, works handles, the undo history and the algorithm panel through the same code a user's
// mouse reaches. Expected contacts come from core's exact tests, not from the sandbox.
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "shape_json.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <stb_image.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;

const std::string kScenes = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes";
constexpr double kGeometryTolerance = 1e-6;
constexpr double kInteriorMarginPx = 5.0; // sample this far inside a shape, clear of outline and AA

// One directory per test, so that CTest may run the tests in parallel.
fs::path workDir()
{
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    const fs::path dir =
        fs::temp_directory_path() / "hitlab_app_offscreen_test" / (test ? test->name() : "none");
    fs::create_directories(dir);
    return dir;
}

// Runs hitlab with no display whatever the environment has; returns its exit status.
int runHitlab(const std::string& arguments, const fs::path& cwd = workDir())
{
    const std::string command = "cd '" + cwd.string() +
                                "' && env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen '" +
                                std::string(HITLAB_EXECUTABLE) + "' " + arguments + " > '" +
                                (workDir() / "last_run.log").string() + "' 2>&1";
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string lastLog()
{
    std::ifstream in(workDir() / "last_run.log");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Image
{
    int width = 0;
    int height = 0;
    std::vector<unsigned char> rgb;

    std::array<int, 3> at(int x, int y) const
    {
        const std::size_t i = (static_cast<std::size_t>(y) * width + x) * 3;
        return {rgb[i], rgb[i + 1], rgb[i + 2]};
    }
};

Image loadImage(const fs::path& path)
{
    Image image;
    int channels = 0;
    unsigned char* data = stbi_load(path.string().c_str(), &image.width, &image.height, &channels, 3);
    if (data)
    {
        image.rgb.assign(data, data + static_cast<std::size_t>(image.width) * image.height * 3);
        stbi_image_free(data);
    }
    return image;
}

nlohmann::json loadJson(const fs::path& path)
{
    std::ifstream in(path);
    return nlohmann::json::parse(in, nullptr, false);
}

// INTERFACES.md: red-dominant means R >= 150, R - G >= 60, R - B >= 60.
bool redDominant(const std::array<int, 3>& c)
{
    return c[0] >= 150 && c[0] - c[1] >= 60 && c[0] - c[2] >= 60;
}

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

void writeText(const fs::path& path, const std::string& text)
{
    std::ofstream(path) << text;
}

// A copy of a scene with its overlays off: the colour rule is about fills, and an overlay may
// legitimately mark a shape's centre.
fs::path withoutOverlays(const std::string& scenePath)
{
    Scene scene = loadScene(scenePath);
    scene.overlays.clear();
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
    writeText(w / "drag.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + scene.string() + "' --size 800x600 --hide-ui --script '" +
                        (w / "drag.txt").string() + "'"),
              0)
        << lastLog();

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

TEST(Offscreen, CompareModeMarksDisagreeingPairs)
{
    const fs::path w = workDir();
    const std::string script = "ui_click compare\n"
                               "dump " +
                               (w / "compare.json").string() + "\n";
    writeText(w / "compare.txt", script);
    ASSERT_EQ(runHitlab("--scene '" + kScenes + "/lesson_hwang_tsai_miss.json' --script '" +
                        (w / "compare.txt").string() + "'"),
              0)
        << lastLog();
    const nlohmann::json state = loadJson(w / "compare.json");
    EXPECT_EQ(state["disagreeing_pairs"], 1);
    EXPECT_TRUE(state["shapes"][0]["disagrees"].get<bool>());
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

// A script from its lines.
std::string scriptOf(std::initializer_list<std::string> lines)
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

std::string readBytes(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
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
    const std::string before = readBytes(bundled);
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
    EXPECT_EQ(readBytes(bundled), before);
    const nlohmann::json afterCtrlS = loadJson(w / "ctrl_s.json");
    EXPECT_TRUE(afterCtrlS["read_only"].get<bool>());
    EXPECT_TRUE(afterCtrlS["modified"].get<bool>());
    // The prompt's Save went to Save As; the scripted save there wrote the copy, then the quit went on.
    const nlohmann::json atSaveAs = loadJson(w / "save_as.json");
    EXPECT_TRUE(atSaveAs["prompt"].is_null());
    EXPECT_EQ(loadScene(copy.string()).shapes.size(), scene.shapes.size() + 1);
    EXPECT_FALSE(fs::exists(w / "after.json")) << "the quit did not follow the save";
}

TEST(Offscreen, ConfirmWithoutAPromptFailsTheScript)
{
    EXPECT_EQ(runScript("no_prompt", scriptOf({"confirm discard"}), kScenes + "/default.json"), 1);
    EXPECT_EQ(runScript("bad_menu", scriptOf({"menu file/bundled/nope.json"}), kScenes + "/default.json"), 1);
}

} // namespace
} // namespace hitlab
