// Where the panels go (panels/panel_rects.hpp): one rule for every window size and UI scale. The rule
// alone is checked on a grid of sizes, scales and scene kinds; then the real sandbox (SDL's offscreen
// driver) opens every catalogue scene through File > Open bundled scene at 1280x800 and 1024x768, at UI
// scale 1 and 2, and switches between a CCD lesson and another lesson: the panels it reports in its
// state dump never cover each other, nor leave the window. A panel the user dragged stays where it was
// put, across scene switches.
#include "panels/panel_rects.hpp"

#include "sandbox_run.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using namespace sandbox_run;

// Boxes that share area (touching edges do not count: ImGui's windows end where the next begins).
bool overlaps(const ScreenBox& a, const ScreenBox& b)
{
    return a.minX < b.maxX - 0.5 && b.minX < a.maxX - 0.5 && a.minY < b.maxY - 0.5 && b.minY < a.maxY - 0.5;
}

std::string text(const ScreenBox& b)
{
    return "[" + std::to_string(b.minX) + ", " + std::to_string(b.minY) + ", " + std::to_string(b.maxX) +
           ", " + std::to_string(b.maxY) + "]";
}

TEST(PanelLayout, NoTwoPanelsOverlapAtAnySizeScaleOrScene)
{
    int checked = 0;
    for (const auto& [width, height] : {std::pair{1280.0, 800.0}, {1024.0, 768.0}, {800.0, 600.0},
                                       {1920.0, 1080.0}, {640.0, 480.0}})
    {
        for (const double scale : {0.75, 1.0, 1.5, 2.0, 3.0})
        {
            for (const bool ccd : {false, true})
            {
                for (const bool lesson : {false, true})
                {
                    PanelLayoutInput in;
                    in.width = width;
                    in.height = height;
                    in.top = 19.0 * scale;
                    in.bottom = height - std::max(26.0, 17.0 * scale + 11.0);
                    in.scale = scale;
                    in.paletteHeight = 170.0 * scale; // taller than the rule gives it at scale 3
                    // Wider than the right column at scale 2 and up; the whole foot in the smallest windows.
                    in.statsWidth = std::min(270.0 * scale, width - 2.0 * kPanelGap);
                    in.statsHeight = 52.0 * scale;
                    in.ccd = ccd;
                    in.lesson = lesson;
                    const PanelLayout layout = panelLayout(in);
                    std::vector<ScreenBox> boxes = {layout.palette, layout.middle, layout.algorithms,
                                                    layout.readout};
                    if (ccd)
                    {
                        boxes.push_back(layout.ccd);
                    }
                    if (lesson)
                    {
                        boxes.push_back(layout.lesson);
                    }
                    // The frame-time box, anchored in the bottom-right corner above the status bar.
                    boxes.push_back({width - kPanelGap - in.statsWidth, in.bottom - kPanelGap - in.statsHeight,
                                     width - kPanelGap, in.bottom - kPanelGap});
                    const std::string where = std::to_string(width) + "x" + std::to_string(height) + " scale " +
                                              std::to_string(scale) + (ccd ? " ccd" : "") +
                                              (lesson ? " lesson" : "");
                    for (std::size_t i = 0; i < boxes.size(); ++i)
                    {
                        EXPECT_GE(boxes[i].width(), 0.0) << where << " " << i;
                        EXPECT_GE(boxes[i].height(), 0.0) << where << " " << i;
                        EXPECT_GE(boxes[i].minX, 0.0) << where << " " << i;
                        EXPECT_LE(boxes[i].maxX, width) << where << " " << i;
                        EXPECT_GE(boxes[i].minY, in.top) << where << " " << i;
                        EXPECT_LE(boxes[i].maxY, in.bottom) << where << " " << i;
                        for (std::size_t j = i + 1; j < boxes.size(); ++j)
                        {
                            EXPECT_FALSE(overlaps(boxes[i], boxes[j]))
                                << where << ": " << i << " " << text(boxes[i]) << " and " << j << " "
                                << text(boxes[j]);
                        }
                    }
                    ++checked;
                }
            }
        }
    }
    EXPECT_EQ(checked, 5 * 5 * 4);
    // At scale 1 in a wide window the columns keep their widths, and the lesson the canvas's foot.
    PanelLayoutInput wide;
    wide.width = 1920.0;
    wide.height = 1080.0;
    wide.top = 19.0;
    wide.bottom = 1054.0;
    wide.paletteHeight = 170.0;
    wide.lesson = true;
    const PanelLayout layout = panelLayout(wide);
    EXPECT_DOUBLE_EQ(layout.algorithms.width(), 380.0);
    EXPECT_DOUBLE_EQ(layout.middle.width(), 266.0);
    EXPECT_DOUBLE_EQ(layout.lesson.maxY, 1054.0 - kPanelGap);
    EXPECT_GT(layout.lesson.minX, layout.middle.maxX);
    EXPECT_LT(layout.lesson.maxX, layout.algorithms.minX);
}

// --- the real sandbox ------------------------------------------------------------------------------

const std::string kScenes = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes";

std::vector<std::string> catalogue()
{
    std::vector<std::string> files;
    const nlohmann::json index = loadJson(kScenes + "/index.json");
    for (const auto& scene : index["scenes"])
    {
        files.push_back(scene["file"].get<std::string>());
    }
    return files;
}

std::vector<ScreenBox> panelsOf(const nlohmann::json& dump)
{
    std::vector<ScreenBox> boxes;
    for (const auto& b : dump["panels"])
    {
        boxes.push_back({b[0].get<double>(), b[1].get<double>(), b[2].get<double>(), b[3].get<double>()});
    }
    return boxes;
}

// Every panel inside the window and none over another; returns how many panels there were.
std::size_t expectApart(const nlohmann::json& dump, int width, int height, const std::string& where)
{
    const std::vector<ScreenBox> boxes = panelsOf(dump);
    for (std::size_t i = 0; i < boxes.size(); ++i)
    {
        EXPECT_GE(boxes[i].minX, -0.5) << where << " " << text(boxes[i]);
        EXPECT_GE(boxes[i].minY, -0.5) << where << " " << text(boxes[i]);
        EXPECT_LE(boxes[i].maxX, width + 0.5) << where << " " << text(boxes[i]);
        EXPECT_LE(boxes[i].maxY, height + 0.5) << where << " " << text(boxes[i]);
        for (std::size_t j = i + 1; j < boxes.size(); ++j)
        {
            EXPECT_FALSE(overlaps(boxes[i], boxes[j])) << where << ": " << text(boxes[i]) << " and " << text(boxes[j]);
        }
    }
    return boxes.size();
}

struct WindowSetting
{
    int width;
    int height;
    double scale;
};

TEST(PanelLayoutOffscreen, EveryCatalogueSceneAtTwoSizesAndTwoScales)
{
    const std::vector<std::string> files = catalogue();
    ASSERT_GE(files.size(), 10u);
    const fs::path w = workDir();
    for (const WindowSetting setting : {WindowSetting{1280, 800, 1.0}, WindowSetting{1280, 800, 2.0},
                                         WindowSetting{1024, 768, 1.0}, WindowSetting{1024, 768, 2.0}})
    {
        const std::string tag = std::to_string(setting.width) + "x" + std::to_string(setting.height) + "_" +
                                std::to_string(static_cast<int>(setting.scale));
        std::string script = "frame 3\n";
        std::vector<std::pair<std::string, fs::path>> dumps;
        const auto open = [&](const std::string& file, const std::string& name)
        {
            const fs::path dump = w / (tag + "_" + name + ".json");
            fs::remove(dump);
            script += "menu file/bundled/" + file + "\nframe 5\ndump " + dump.string() + "\n";
            dumps.emplace_back(file + " (" + name + ")", dump);
        };
        for (std::size_t i = 0; i < files.size(); ++i)
        {
            open(files[i], std::to_string(i));
        }
        // From a CCD lesson to another lesson and back, as the menu does: the Lesson panel moves with the
        // left column instead of staying under (or over) the Rotational CCD panel.
        open("lesson_ccd_compare.json", "ccd");
        open("lesson_gjk.json", "gjk_after_ccd");
        open("lesson_ccd_fan.json", "ccd_after_gjk");
        open("lesson_obb_projection_radii.json", "obb_after_ccd");
        script += "screenshot " + (w / (tag + ".png")).string() + "\nquit\n";
        writeText(w / (tag + ".txt"), script);
        const std::string arguments = "--size " + std::to_string(setting.width) + "x" + std::to_string(setting.height) +
                                      " --ui-scale " + std::to_string(setting.scale) + " --script '" +
                                      (w / (tag + ".txt")).string() + "'";
        ASSERT_EQ(sandbox_run::run(arguments, w, w / (tag + ".log")), 0) << readText(w / (tag + ".log"));
        for (const auto& [name, path] : dumps)
        {
            const nlohmann::json dump = loadJson(path);
            ASSERT_TRUE(dump.is_object()) << tag << " " << name;
            EXPECT_EQ(dump["message_is_error"], false) << tag << " " << name << ": " << dump["message"];
            const std::size_t count = expectApart(dump, setting.width, setting.height, tag + " " + name);
            // Menu bar, status bar, frame times, palette, inspector or steps, algorithms, readout.
            EXPECT_GE(count, 7u) << tag << " " << name;
            if (name.find("(ccd") != std::string::npos)
            {
                EXPECT_TRUE(dump["ccd"].is_object()) << tag << " " << name;
                EXPECT_TRUE(dump["lesson_panel"].is_object()) << tag << " " << name;
                EXPECT_GE(count, 9u) << tag << " " << name; // and the Rotational CCD and Lesson panels
            }
        }
    }
}

TEST(PanelLayoutOffscreen, APanelTheUserDraggedStaysWhereItWasPut)
{
    const fs::path w = workDir();
    // The Algorithms panel's title bar at 1280x800, scale 1: the right column's top.
    PanelLayoutInput in;
    const PanelLayout layout = panelLayout(in);
    const int grabX = static_cast<int>(layout.algorithms.minX) + 60;
    const int grabY = 19 + static_cast<int>(kPanelGap) + 8;
    const std::string script = "frame 3\ndump " + (w / "before.json").string() + "\ndrag " + std::to_string(grabX) +
                               " " + std::to_string(grabY) + " " + std::to_string(grabX - 200) + " " +
                               std::to_string(grabY + 100) + " 8\nframe 2\ndump " + (w / "dragged.json").string() +
                               "\nmenu file/bundled/lesson_ccd_compare.json\nframe 5\ndump " +
                               (w / "switched.json").string() + "\nquit\n";
    writeText(w / "drag.txt", script);
    ASSERT_EQ(sandbox_run::run("--scene '" + kScenes + "/default.json' --size 1280x800 --script '" +
                                   (w / "drag.txt").string() + "'",
                               w, w / "drag.log"),
              0)
        << readText(w / "drag.log");
    const auto find = [](const std::vector<ScreenBox>& boxes, const ScreenBox& wanted)
    {
        for (const ScreenBox& b : boxes)
        {
            if (std::abs(b.minX - wanted.minX) <= 1.0 && std::abs(b.minY - wanted.minY) <= 1.0 &&
                std::abs(b.width() - wanted.width()) <= 1.0 && std::abs(b.height() - wanted.height()) <= 1.0)
            {
                return true;
            }
        }
        return false;
    };
    const std::vector<ScreenBox> before = panelsOf(loadJson(w / "before.json"));
    // The rule's place before the drag.
    ScreenBox placed;
    bool found = false;
    for (const ScreenBox& b : before)
    {
        if (std::abs(b.minX - layout.algorithms.minX) <= 1.0 && b.minY < 40.0)
        {
            placed = b;
            found = true;
        }
    }
    ASSERT_TRUE(found) << "no panel at the right column's top";
    ScreenBox moved = placed;
    moved.minX -= 200.0;
    moved.maxX -= 200.0;
    moved.minY += 100.0;
    moved.maxY += 100.0;
    EXPECT_TRUE(find(panelsOf(loadJson(w / "dragged.json")), moved)) << text(moved);
    EXPECT_FALSE(find(panelsOf(loadJson(w / "dragged.json")), placed));
    // Another scene, with the CCD panel: the dragged panel stays where the user put it.
    EXPECT_TRUE(find(panelsOf(loadJson(w / "switched.json")), moved)) << text(moved);
}

} // namespace
} // namespace hitlab
