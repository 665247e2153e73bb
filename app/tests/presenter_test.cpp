// The presenter's tools in the real sandbox on SDL's offscreen driver: the UI scale (keys, --ui-scale, the
// menu bar's rendered height), the light theme (state dump, canvas colours and the contact rule), the
// shortcuts reference (F1), the first-start welcome (shown once, then remembered in the layout file; back
// in the middle when the window grows again) and File > Capture screenshot. model_test-style rules of the
// scale live in presentation_test.cpp.
#include "sandbox_run.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <stb_image.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using namespace sandbox_run;

const std::string kScenes = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes";

// Plays `script` (lines) on `arguments`; the exit status.
int playScript(const std::string& script, const std::string& arguments = "",
               const std::string& environment = "")
{
    const fs::path file = workDir() / "script.txt";
    writeText(file, script);
    return runHitlab("--script '" + file.string() + "' " + arguments, environment);
}

std::string dumpLine(const std::string& name)
{
    return "dump " + (workDir() / name).string() + "\n";
}

// The height of the main menu bar in pixels: the rows from the top whose left edge has the bar's colour.
int menuBarHeight(const Image& image)
{
    const std::array<int, 3> bar = image.at(2, 1);
    int y = 1;
    while (y < image.height && image.at(2, y) == bar)
    {
        ++y;
    }
    return y;
}

TEST(PresenterScale, KeysStepTheScaleAndRebuildTheFont)
{
    const std::string script = dumpLine("a.json") + "key ctrl+=\nframe\n" + dumpLine("b.json") +
                               "key ctrl+-\nkey ctrl+-\nframe\n" + dumpLine("c.json") +
                               "key ctrl+0\nframe\n" + dumpLine("d.json") + "quit\n";
    ASSERT_EQ(playScript(script), 0) << lastLog();
    const std::vector<std::pair<std::string, double>> expected{
        {"a.json", 1.0}, {"b.json", 1.25}, {"c.json", 0.75}, {"d.json", 1.0}};
    for (const auto& [file, scale] : expected)
    {
        const nlohmann::json state = loadJson(workDir() / file);
        ASSERT_FALSE(state.is_discarded()) << file;
        EXPECT_DOUBLE_EQ(state["ui_scale"].get<double>(), scale) << file;
        // The font is rebuilt at the scaled size (15 px at scale 1), not stretched.
        EXPECT_DOUBLE_EQ(state["font_size"].get<double>(), 15.0 * scale) << file;
    }
}

TEST(PresenterScale, FlagScalesTheRenderedUi)
{
    const std::string scene = "--scene '" + kScenes + "/default.json' --size 1280x800";
    const fs::path one = workDir() / "scale1.png";
    const fs::path two = workDir() / "scale2.png";
    ASSERT_EQ(runHitlab(scene + " --screenshot '" + one.string() + "'"), 0) << lastLog();
    ASSERT_EQ(runHitlab(scene + " --ui-scale 2 --screenshot '" + two.string() + "'"), 0) << lastLog();
    const int heightAtOne = menuBarHeight(loadImage(one));
    const int heightAtTwo = menuBarHeight(loadImage(two));
    EXPECT_GT(heightAtOne, 15);
    // Font, padding and spacing all double: the bar is twice as tall, within a pixel of rounding.
    EXPECT_NEAR(heightAtTwo, 2 * heightAtOne, 2) << heightAtOne << " then " << heightAtTwo;

    ASSERT_EQ(playScript(dumpLine("state.json") + "quit\n", scene + " --ui-scale 2"), 0) << lastLog();
    const nlohmann::json state = loadJson(workDir() / "state.json");
    EXPECT_DOUBLE_EQ(state["ui_scale"].get<double>(), 2.0);
    EXPECT_DOUBLE_EQ(state["font_size"].get<double>(), 30.0);
}

TEST(PresenterScale, OutOfRangeOrMalformedValuesAreRefused)
{
    for (const std::string value : {"0.4", "4.5", "0", "-1", "abc", "2x", "nan"})
    {
        EXPECT_EQ(runHitlab("--ui-scale " + value + " --screenshot out.png"), 2) << value;
        const std::string log = lastLog();
        EXPECT_NE(log.find("--ui-scale"), std::string::npos) << log;
        EXPECT_NE(log.find("0.5..4"), std::string::npos) << log;
        EXPECT_FALSE(fs::exists(workDir() / "out.png"));
    }
    EXPECT_EQ(runHitlab("--ui-scale"), 2);
    EXPECT_EQ(runHitlab("--theme blue"), 2);
    EXPECT_NE(lastLog().find("--theme: expected dark or light"), std::string::npos) << lastLog();
}

TEST(PresenterTheme, LightThemeIsInTheDumpAndOnTheCanvas)
{
    const fs::path png = workDir() / "light.png";
    ASSERT_EQ(playScript("screenshot " + png.string() + "\n" + dumpLine("light.json") + "quit\n",
                         "--scene '" + kScenes + "/kinds_contact.json' --theme light --hide-ui"),
              0)
        << lastLog();
    const nlohmann::json state = loadJson(workDir() / "light.json");
    EXPECT_EQ(state["theme"], "light");
    const Image image = loadImage(png);
    ASSERT_GT(image.width, 0);
    // A corner of the canvas away from every shape: the light background, not the dark one.
    const std::array<int, 3> corner = image.at(3, image.height - 3);
    EXPECT_GE(corner[0] + corner[1] + corner[2], 3 * 200)
        << corner[0] << " " << corner[1] << " " << corner[2];

    // The contact rule holds in the light theme too: sample the centres of the kinds whose centre is
    // inside them.
    const double zoom = state["view"]["zoom"];
    const double cx = state["view"]["center"][0];
    const double cy = state["view"]["center"][1];
    int sampled = 0;
    for (const nlohmann::json& shape : state["shapes"])
    {
        const std::string type = shape["type"];
        if (type != "circle" && type != "ellipse" && type != "rect")
        {
            continue;
        }
        const int x = static_cast<int>(image.width / 2.0 + (shape["cx"].get<double>() - cx) * zoom);
        const int y = static_cast<int>(image.height / 2.0 - (shape["cy"].get<double>() - cy) * zoom);
        ASSERT_TRUE(x >= 0 && y >= 0 && x < image.width && y < image.height);
        EXPECT_EQ(redDominant(image.at(x, y)), shape["contact"].get<bool>()) << shape["id"];
        ++sampled;
    }
    EXPECT_GE(sampled, 4);

    ASSERT_EQ(playScript(dumpLine("dark.json") + "quit\n"), 0) << lastLog();
    EXPECT_EQ(loadJson(workDir() / "dark.json")["theme"], "dark");
}

// View > Theme is reached through the menu as a user clicks it, with the Language submenu above it closed.
TEST(PresenterTheme, ViewMenuSwitchesToTheLightTheme)
{
    ASSERT_EQ(
        playScript("ui_click menu/view\nui_click menu/view/theme\nui_click menu/view/theme/light\nframe 2\n" +
                   dumpLine("menu.json") + "quit\n"),
        0)
        << lastLog();
    EXPECT_EQ(loadJson(workDir() / "menu.json")["theme"], "light");
}

TEST(PresenterWindow, F1OpensTheShortcutsReferenceAndF11IsRecorded)
{
    const std::string script = dumpLine("before.json") + "key f1\nframe\n" + dumpLine("open.json") +
                               "ui_click shortcuts/close\nframe\n" + dumpLine("closed.json") +
                               "key f11\nframe\n" + dumpLine("full.json") + "key f11\nframe\n" +
                               dumpLine("windowed.json") + "quit\n";
    ASSERT_EQ(playScript(script), 0) << lastLog();
    EXPECT_EQ(loadJson(workDir() / "before.json")["shortcuts_window"], false);
    EXPECT_EQ(loadJson(workDir() / "open.json")["shortcuts_window"], true);
    EXPECT_EQ(loadJson(workDir() / "closed.json")["shortcuts_window"], false);
    EXPECT_EQ(loadJson(workDir() / "full.json")["fullscreen"], true);
    EXPECT_EQ(loadJson(workDir() / "windowed.json")["fullscreen"], false);
}

// Handles are drawn at the scale's size, so they are picked within the scaled radius too: a press 12 px
// beside a handle grabs it at scale 2 (radius 7 x 2 + 1) and misses it at scale 1 (7 + 1).
TEST(PresenterScale, HandlesArePickedWithinTheScaledRadius)
{
    const fs::path scene = workDir() / "one_rect.json";
    writeText(scene, R"({"version": 1, "shapes": [{"id": "R", "type": "rect", "cx": 0, "cy": 0, "w": 100,
        "h": 60, "angle": 0}], "view": {"center": [0, 0], "zoom": 1}})");
    // Canvas 800 x 600: world (x, y) is screen (400 + x, 300 - y); the width handle is at (450, 300).
    const std::string script = "click 400 300\ndrag 462 300 512 300 6\n" + dumpLine("after.json") + "quit\n";
    const std::string arguments = "--scene '" + scene.string() + "' --size 800x600 --hide-ui";
    ASSERT_EQ(playScript(script, arguments + " --ui-scale 2"), 0) << lastLog();
    EXPECT_NEAR(loadJson(workDir() / "after.json")["shapes"][0]["w"].get<double>(), 150.0, 1e-6);
    ASSERT_EQ(playScript(script, arguments), 0) << lastLog();
    EXPECT_NEAR(loadJson(workDir() / "after.json")["shapes"][0]["w"].get<double>(), 100.0, 1e-6);
}

// The layout file SDL's pref path gives under XDG_DATA_HOME, wherever below it SDL puts it.
fs::path findLayoutFile(const fs::path& dataHome)
{
    for (const auto& entry : fs::recursive_directory_iterator(dataHome))
    {
        if (entry.path().filename() == "imgui.ini")
        {
            return entry.path();
        }
    }
    return {};
}

// `dataHome` emptied, as the user's data folder for a run: --welcome reads and writes the layout file
// there, never in the user's own. The environment that says so.
std::string freshDataHome(const fs::path& dataHome)
{
    fs::remove_all(dataHome);
    fs::create_directories(dataHome);
    return "XDG_DATA_HOME='" + dataHome.string() + "'";
}

TEST(PresenterWelcome, ShownAtTheFirstStartThenRemembered)
{
    const fs::path dataHome = workDir() / "data";
    const std::string environment = freshDataHome(dataHome);

    // First start: shown; its button opens the Lessons window and dismisses it.
    ASSERT_EQ(playScript(dumpLine("first.json") + "ui_click welcome/lessons\nframe\n" +
                             dumpLine("after.json") + "quit\n",
                         "--welcome", environment),
              0)
        << lastLog();
    EXPECT_EQ(loadJson(workDir() / "first.json")["welcome"], true);
    const nlohmann::json after = loadJson(workDir() / "after.json");
    EXPECT_EQ(after["welcome"], false);
    EXPECT_EQ(after["lessons_window"], true);
    const fs::path layout = findLayoutFile(dataHome);
    ASSERT_FALSE(layout.empty()) << "no imgui.ini under " << dataHome.string();
    const std::string text = readText(layout);
    EXPECT_NE(text.find("[HitlabWelcome][State]\nDismissed=1"), std::string::npos) << text;

    // Second start: remembered.
    ASSERT_EQ(playScript(dumpLine("second.json") + "quit\n", "--welcome", environment), 0) << lastLog();
    EXPECT_EQ(loadJson(workDir() / "second.json")["welcome"], false);
}

TEST(PresenterWelcome, CloseDismissesAndHeadlessRunsNeverShowIt)
{
    const fs::path dataHome = workDir() / "data";
    const std::string environment = freshDataHome(dataHome);
    // Without --welcome a script run is not a first start, whatever the layout file says.
    ASSERT_EQ(playScript(dumpLine("headless.json") + "quit\n", "", environment), 0) << lastLog();
    EXPECT_EQ(loadJson(workDir() / "headless.json")["welcome"], false);
    EXPECT_TRUE(findLayoutFile(dataHome).empty()) << "a script run wrote the layout file";

    ASSERT_EQ(playScript(dumpLine("first.json") + "ui_click welcome/close\nframe\n" +
                             dumpLine("closed.json") + "quit\n",
                         "--welcome", environment),
              0)
        << lastLog();
    EXPECT_EQ(loadJson(workDir() / "first.json")["welcome"], true);
    EXPECT_EQ(loadJson(workDir() / "closed.json")["welcome"], false);
    EXPECT_EQ(loadJson(workDir() / "closed.json")["lessons_window"], false);
    ASSERT_EQ(playScript(dumpLine("again.json") + "quit\n", "--welcome", environment), 0) << lastLog();
    EXPECT_EQ(loadJson(workDir() / "again.json")["welcome"], false);
}

// The welcome window's box (its title bar's left, top and right, and the foot of its contents) from a
// state dump: the dialog of the panels list whose top is the title bar's.
std::array<double, 4> welcomeBox(const nlohmann::json& state)
{
    const nlohmann::json& title = state["ui_items"]["welcome/window"]["box"];
    for (const nlohmann::json& panel : state["panels"])
    {
        if (panel[0] == title[0] && panel[1] == title[1] && panel[2] == title[2])
        {
            return {panel[0].get<double>(), panel[1].get<double>(), panel[2].get<double>(),
                    panel[3].get<double>()};
        }
    }
    ADD_FAILURE() << "no window box under the welcome title bar " << title.dump();
    return {};
}

TEST(PresenterWindow, DialogsComeBackWhenTheWindowGrowsAgain)
{
    const std::string environment = freshDataHome(workDir() / "data");
    // A window made small pushes the centred welcome into its corner; grown again, the welcome is back in
    // the middle, not left over the menu bar.
    ASSERT_EQ(playScript("frame 3\n" + dumpLine("before.json") + "window 100 80\nframe 5\n" +
                             dumpLine("small.json") + "window 1280 800\nframe 5\n" + dumpLine("after.json") +
                             "quit\n",
                         "--welcome", environment),
              0)
        << lastLog();
    const std::array<double, 4> before = welcomeBox(loadJson(workDir() / "before.json"));
    const std::array<double, 4> small = welcomeBox(loadJson(workDir() / "small.json"));
    const std::array<double, 4> after = welcomeBox(loadJson(workDir() / "after.json"));
    EXPECT_NEAR(0.5 * (before[0] + before[2]), 640.0, 1.0);
    EXPECT_LT(small[0], before[0]) << "the small window did not move the welcome: the test shows nothing";
    EXPECT_EQ(after, before);

    // Moved by the user, it stays where it was put while the window still holds it; when the window no
    // longer does, it is centred again, below the menu bar.
    const double titleX = before[0] + 60.0;
    const double titleY = before[1] + 10.0;
    ASSERT_EQ(playScript("frame 3\ndrag " + std::to_string(titleX) + " " + std::to_string(titleY) + " " +
                             std::to_string(titleX + 100.0) + " " + std::to_string(titleY + 50.0) +
                             "\nframe 2\n" + dumpLine("moved.json") + "window 1000 700\nframe 5\n" +
                             dumpLine("holds.json") + "window 700 500\nframe 5\n" + dumpLine("narrow.json") +
                             "quit\n",
                         "--welcome", environment),
              0)
        << lastLog();
    const std::array<double, 4> moved = welcomeBox(loadJson(workDir() / "moved.json"));
    EXPECT_EQ(moved[0], before[0] + 100.0);
    EXPECT_EQ(moved[1], before[1] + 50.0);
    EXPECT_EQ(welcomeBox(loadJson(workDir() / "holds.json")), moved);
    const nlohmann::json narrowState = loadJson(workDir() / "narrow.json");
    const std::array<double, 4> narrow = welcomeBox(narrowState);
    double menuBarFoot = 0.0; // the menu bar is the window box at the top left
    for (const nlohmann::json& panel : narrowState["panels"])
    {
        if (panel[0] == 0.0 && panel[1] == 0.0)
        {
            menuBarFoot = panel[3].get<double>();
        }
    }
    EXPECT_GT(menuBarFoot, 0.0);
    EXPECT_GE(narrow[0], 0.0);
    EXPECT_LE(narrow[2], 700.0);
    EXPECT_GE(narrow[1], menuBarFoot);
    EXPECT_LE(narrow[3], 500.0);
    EXPECT_NEAR(0.5 * (narrow[0] + narrow[2]), 350.0, 1.0);
}

// Enlarged for a projector with Ctrl+= while it is open, a dialog grew down from where it was placed at the
// old size, past the window's foot: the Open dialog's buttons went out of reach. A change of the UI scale
// places it again, as a change of the window's size does.
TEST(PresenterWindow, ADialogOpenWhileTheScaleGrowsStaysInTheWindow)
{
    const std::string environment = freshDataHome(workDir() / "data");
    std::string script = "frame 3\n" + dumpLine("before.json");
    for (int step = 0; step < 4; ++step)
    {
        script += "key ctrl+=\nframe 2\n";
    }
    ASSERT_EQ(playScript(script + "frame 5\n" + dumpLine("larger.json") + "quit\n", "--welcome", environment),
              0)
        << lastLog();
    const std::array<double, 4> before = welcomeBox(loadJson(workDir() / "before.json"));
    const nlohmann::json larger = loadJson(workDir() / "larger.json");
    const std::array<double, 4> box = welcomeBox(larger);
    EXPECT_GT(box[3] - box[1], 1.5 * (before[3] - before[1]))
        << "the welcome did not grow: the test shows nothing";
    EXPECT_GE(box[0], 0.0);
    EXPECT_LE(box[2], 1280.0);
    EXPECT_GE(box[1], 0.0);
    EXPECT_LE(box[3], 800.0);
    EXPECT_NEAR(0.5 * (box[0] + box[2]), 640.0, 1.0);
}

// A dialog that asks for a path takes the keys typed next: a "2" typed after File > Save as, Open or
// Export goes to the path field, not to the canvas behind it, where it adds a circle (it did, until the
// field was clicked).
TEST(PresenterDialogs, PathFieldsTakeTheKeysTypedNext)
{
    for (const std::string opening : {"menu file/save_as", "menu file/open", "menu file/export"})
    {
        ASSERT_EQ(playScript(opening + "\nframe 2\nkey 2\nframe 2\n" + dumpLine("typed.json") + "quit\n"), 0)
            << opening << "\n"
            << lastLog();
        EXPECT_EQ(loadJson(workDir() / "typed.json")["shapes"].size(), 8U) << opening;
    }
    ASSERT_EQ(playScript("key 2\nframe 2\n" + dumpLine("canvas.json") + "quit\n"), 0) << lastLog();
    EXPECT_EQ(loadJson(workDir() / "canvas.json")["shapes"].size(), 9U)
        << "without a dialog, 2 adds a circle";
}

// A dialog keeps the keys while it is open, also once its field is no longer being edited (here at the
// Save as question, after its Save button): Delete, "2" and Escape meant for it deleted the selected
// circle, added a shape and cleared the selection on the canvas behind it.
TEST(PresenterDialogs, AnOpenDialogKeepsTheKeysFromTheCanvas)
{
    const fs::path other = workDir() / "other.json";
    writeText(other, "keep me");
    const std::string keys = "key delete\nframe\nkey 2\nframe\nkey escape\nframe\nkey ctrl+a\nframe\n";
    ASSERT_EQ(playScript("click 455 240\nframe 2\nmenu file/save_as\nframe 2\ntype " + other.string() +
                         "\nframe\nui_click file/go\nframe 2\n" + keys + dumpLine("asked.json") +
                         "ui_click file/keep\nframe\nui_click file/cancel\nframe 2\n" + keys +
                         dumpLine("closed.json") + "quit\n"),
              0)
        << lastLog();
    const nlohmann::json asked = loadJson(workDir() / "asked.json");
    EXPECT_EQ(asked["shapes"].size(), 8U);
    EXPECT_EQ(asked["selection"], nlohmann::json::array({"circle1"}));
    EXPECT_EQ(asked["undo_depth"], 0);
    // Closed, the dialog gives the keys back: the circle deleted, a shape added, every shape selected.
    const nlohmann::json closed = loadJson(workDir() / "closed.json");
    EXPECT_EQ(closed["undo_depth"], 2);
    EXPECT_EQ(closed["selection"].size(), 8U);
}

// The Inspector's refusal of a value is about the shape it was refused for: shown while that shape is
// inspected, gone when another is (it used to stay, under a shape whose values were all fine).
TEST(PresenterInspector, ARefusalStaysWithTheShapeItWasRefusedFor)
{
    // The circle of the default scene, then its r field dragged 171 pixels left (0.5 a pixel): r < 0.
    const std::string script = "click 455 240\nframe 2\ndrag 187 359 16 359 10\nframe 2\n" +
                               dumpLine("refused.json") + "click 640 230\nframe 2\n" +
                               dumpLine("other.json") + "quit\n";
    ASSERT_EQ(playScript(script), 0) << lastLog();
    const nlohmann::json refused = loadJson(workDir() / "refused.json");
    EXPECT_EQ(refused["selection"], nlohmann::json::array({"circle1"}));
    EXPECT_NE(refused["inspector_refusal"].get<std::string>().find("r: must be greater than zero"),
              std::string::npos)
        << refused["inspector_refusal"];
    const nlohmann::json other = loadJson(workDir() / "other.json");
    EXPECT_EQ(other["selection"], nlohmann::json::array({"ellipse1"}));
    EXPECT_EQ(other["inspector_refusal"], "");
}

// A number typed into the Inspector applies with each keystroke. Typing "2" and fifteen "0"s made the
// circle's r 2e14, then 2e15 and more were refused (beyond the supported range): the field closed on
// 2e14, a value the user never meant, committed as an edit. A typed value refused when the field closes
// leaves the shape as it was before the typing, with the refusal shown.
TEST(PresenterInspector, ATypedValueRefusedLeavesTheShapeAsItWas)
{
    std::string typing =
        "click 455 240\nframe 2\nhold ctrl\nclick 187 359\nrelease ctrl\nframe 2\ntype 2\nframe\n";
    for (int digit = 0; digit < 16; ++digit)
    {
        typing += "type 0\nframe\n";
    }
    const std::string closed = "click 150 480\nframe 3\n"; // the Inspector's empty foot closes the field
    ASSERT_EQ(playScript(typing + dumpLine("typing.json") + closed + dumpLine("refused.json") + "save " +
                         (workDir() / "refused_scene.json").string() + "\nframe\nquit\n"),
              0)
        << lastLog();
    const nlohmann::json whileTyping = loadJson(workDir() / "typing.json");
    EXPECT_NE(whileTyping["inspector_refusal"].get<std::string>().find("r:"), std::string::npos)
        << whileTyping["inspector_refusal"];
    const nlohmann::json refused = loadJson(workDir() / "refused.json");
    EXPECT_EQ(refused["undo_depth"], 0);
    EXPECT_NE(refused["inspector_refusal"].get<std::string>().find("r:"), std::string::npos);
    const nlohmann::json scene = loadJson(workDir() / "refused_scene.json");
    const nlohmann::json bundled = loadJson(fs::path(kScenes) / "default.json");
    EXPECT_EQ(scene["shapes"][1], bundled["shapes"][1]);

    // A typed value that is fine stays: "30".
    ASSERT_EQ(playScript("click 455 240\nframe 2\nhold ctrl\nclick 187 359\nrelease ctrl\nframe 2\ntype 3\n"
                         "frame\ntype 0\nframe\n" +
                         closed + dumpLine("kept.json") + "save " + (workDir() / "kept_scene.json").string() +
                         "\nframe\nquit\n"),
              0)
        << lastLog();
    EXPECT_EQ(loadJson(workDir() / "kept.json")["undo_depth"], 1);
    EXPECT_EQ(loadJson(workDir() / "kept_scene.json")["shapes"][1]["r"], 30.0);
}

TEST(PresenterCapture, FileMenuCaptureWritesTheWindow)
{
    const fs::path capture = workDir() / "capture.png";
    fs::remove(capture);
    ASSERT_EQ(playScript("menu file/capture\nframe 3\nquit\n", "--capture '" + capture.string() + "'"), 0)
        << lastLog();
    const Image image = loadImage(capture);
    EXPECT_EQ(image.width, 1280);
    EXPECT_EQ(image.height, 800);
}

} // namespace
} // namespace hitlab
