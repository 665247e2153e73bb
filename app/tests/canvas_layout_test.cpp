// The canvas's layout in the real sandbox (SDL's offscreen driver): every scene of the catalogue, at two
// window sizes, is checked from the boxes the canvas reports in its state dump: no two pieces of text
// overlap, none leaves the canvas or lies under a panel, insets stay clear of the panels, and a lesson's
// shapes lie in the area the panels leave free. Tab hides the panels; I and the wheel size and zoom the
// inset.
#include "hitlab/shapes.hpp"
#include "model/view.hpp"
#include "shape_json.hpp"

#include "sandbox_run.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using namespace sandbox_run;

const std::string kScenes = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes";

struct Box
{
    double minX, minY, maxX, maxY;
};

Box boxOf(const nlohmann::json& j)
{
    return Box{j[0].get<double>(), j[1].get<double>(), j[2].get<double>(), j[3].get<double>()};
}

// Rounding to whole pixels when drawing moves a box by at most half a pixel.
constexpr double kSlackPx = 0.5;

bool overlap(const Box& a, const Box& b)
{
    return a.minX < b.maxX - kSlackPx && b.minX < a.maxX - kSlackPx && a.minY < b.maxY - kSlackPx &&
           b.minY < a.maxY - kSlackPx;
}

bool inside(const Box& inner, const Box& outer)
{
    return outer.minX - kSlackPx <= inner.minX && outer.minY - kSlackPx <= inner.minY &&
           inner.maxX <= outer.maxX + kSlackPx && inner.maxY <= outer.maxY + kSlackPx;
}

std::vector<std::string> catalogueScenes()
{
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(kScenes))
    {
        if (entry.path().extension() == ".json" && entry.path().filename() != "index.json")
        {
            files.push_back(entry.path().filename().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

// Opens every scene in one run at `size` (in the UI's `language`) and returns each one's dump.
std::vector<std::pair<std::string, nlohmann::json>> dumpEveryScene(const std::string& size,
                                                                   const std::string& language = "en")
{
    const fs::path w = workDir();
    std::string script = "language " + language + "\n";
    const auto files = catalogueScenes();
    for (const std::string& file : files)
    {
        script +=
            "open " + kScenes + "/" + file + "\nframe 3\ndump " + (w / (file + ".dump.json")).string() + "\n";
    }
    std::ofstream(w / "every_scene.txt") << script;
    EXPECT_EQ(runHitlab("--size " + size + " --script '" + (w / "every_scene.txt").string() + "'"), 0)
        << lastLog();
    std::vector<std::pair<std::string, nlohmann::json>> dumps;
    for (const std::string& file : files)
    {
        dumps.emplace_back(file, loadJson(w / (file + ".dump.json")));
    }
    return dumps;
}

void checkLayout(const std::string& file, const nlohmann::json& state)
{
    SCOPED_TRACE(file);
    ASSERT_TRUE(state.contains("canvas_text")) << "no dump";
    EXPECT_EQ(state["file"], file);
    const Box canvas = boxOf(state["canvas"]);
    std::vector<Box> panels;
    for (const auto& p : state["panels"])
    {
        panels.push_back(boxOf(p));
    }
    EXPECT_GE(panels.size(), 2U); // at least the menu bar and the status line
    for (const auto& i : state["insets"])
    {
        const Box inset = boxOf(i);
        EXPECT_TRUE(inside(inset, canvas));
        for (const Box& panel : panels)
        {
            EXPECT_FALSE(overlap(inset, panel)) << "an inset lies under a panel";
        }
    }
    const auto& text = state["canvas_text"];
    for (std::size_t i = 0; i < text.size(); ++i)
    {
        const std::string what = text[i]["text"].get<std::string>();
        const Box box = boxOf(text[i]["box"]);
        EXPECT_TRUE(inside(box, canvas)) << "'" << what << "' leaves the canvas";
        for (const Box& panel : panels)
        {
            EXPECT_FALSE(overlap(box, panel)) << "'" << what << "' lies under a panel";
        }
        for (std::size_t j = i + 1; j < text.size(); ++j)
        {
            EXPECT_FALSE(overlap(box, boxOf(text[j]["box"])))
                << "'" << what << "' overlaps '" << text[j]["text"].get<std::string>() << "'";
        }
        if (!state["legend"].is_null() && text[i]["kind"] != "legend" && !text[i]["inset"].get<bool>())
        {
            EXPECT_FALSE(overlap(box, boxOf(state["legend"]))) << "'" << what << "' lies under the legend";
        }
    }
    // A lesson frames its shapes in the area the panels leave free.
    const auto loaded = io::loadScene(kScenes + "/" + file);
    ASSERT_TRUE(loaded) << loaded.error;
    if (loaded.value->lesson)
    {
        View view;
        view.center =
            Vec2(state["view"]["center"][0].get<double>(), state["view"]["center"][1].get<double>());
        view.zoom = state["view"]["zoom"].get<double>();
        const ViewTransform transform{view, canvas.maxX, canvas.maxY};
        const Box free = boxOf(state["free_area"]);
        for (const SceneShape& s : loaded.value->shapes)
        {
            const Bounds b = boundsOf(s.shape);
            const Vec2 lo = transform.toScreen({b.min.x, b.max.y});
            const Vec2 hi = transform.toScreen({b.max.x, b.min.y});
            EXPECT_TRUE(inside(Box{lo.x, lo.y, hi.x, hi.y}, free)) << s.id << " is not in the free area";
        }
    }
}

TEST(CanvasLayout, EverySceneAt1280x800HasCleanLabelsAndFramedLessons)
{
    for (const auto& [file, state] : dumpEveryScene("1280x800"))
    {
        checkLayout(file, state);
    }
}

// In Japanese the captions are the scenes' own (`labels`), longer or shorter than the English, and laid
// out by the same rules; no caption that has a Japanese row shows in English.
TEST(CanvasLayout, EverySceneInJapaneseHasItsCaptionsAndCleanLabels)
{
    int captioned = 0;
    for (const auto& [file, state] : dumpEveryScene("1280x800", "ja"))
    {
        checkLayout(file, state);
        const auto loaded = io::loadScene(kScenes + "/" + file);
        ASSERT_TRUE(loaded) << loaded.error;
        std::set<std::string> shown;
        for (const auto& text : state["canvas_text"])
        {
            shown.insert(text["text"].get<std::string>());
        }
        for (const SceneShape& s : loaded.value->shapes)
        {
            const std::string& caption = captionOf(*loaded.value, s.label, true);
            if (caption == s.label)
            {
                // Names ("E1", "P") need none; a word does.
                EXPECT_FALSE(std::regex_search(s.label, std::regex("[a-z]{3,}")))
                    << file << ": no Japanese caption for \"" << s.label << "\"";
                continue;
            }
            ++captioned;
            EXPECT_FALSE(shown.contains(s.label)) << file << ": \"" << s.label << "\" shows in English";
            // A caption with no room becomes a number in the legend, which lists it after the number.
            EXPECT_TRUE(std::any_of(shown.begin(), shown.end(),
                                    [&](const std::string& text) { return text.ends_with(caption); }))
                << file << ": no \"" << caption << "\" on the canvas";
        }
    }
    EXPECT_GT(captioned, 20);
}

TEST(CanvasLayout, EverySceneAt1024x768HasCleanLabelsAndFramedLessons)
{
    for (const auto& [file, state] : dumpEveryScene("1024x768"))
    {
        checkLayout(file, state);
    }
}

TEST(CanvasLayout, TabHidesThePanelsAndTheLessonTakesTheWindow)
{
    const fs::path w = workDir();
    std::ofstream(w / "tab.txt") << "frame 3\ndump " << (w / "shown.json").string()
                                 << "\nkey tab\nframe 3\ndump " << (w / "hidden.json").string()
                                 << "\nkey tab\nframe 3\ndump " << (w / "again.json").string() << "\n";
    ASSERT_EQ(runHitlab("--scene '" + kScenes + "/lesson_ccd_compare.json' --size 1024x768 --script '" +
                        (w / "tab.txt").string() + "'"),
              0)
        << lastLog();
    const nlohmann::json shown = loadJson(w / "shown.json");
    const nlohmann::json hidden = loadJson(w / "hidden.json");
    const nlohmann::json again = loadJson(w / "again.json");
    EXPECT_FALSE(shown["panels_hidden"].get<bool>());
    EXPECT_TRUE(hidden["panels_hidden"].get<bool>());
    EXPECT_EQ(hidden["panels"].size(), 2U); // the menu bar and the status line
    EXPECT_GT(shown["panels"].size(), 4U);
    const Box small = boxOf(shown["free_area"]);
    const Box large = boxOf(hidden["free_area"]);
    EXPECT_GT((large.maxX - large.minX) * (large.maxY - large.minY),
              2.0 * (small.maxX - small.minX) * (small.maxY - small.minY));
    // The untouched lesson view follows the free area.
    EXPECT_GT(hidden["view"]["zoom"].get<double>(), shown["view"]["zoom"].get<double>());
    EXPECT_FALSE(again["panels_hidden"].get<bool>());
    EXPECT_EQ(again["panels"].size(), shown["panels"].size());
}

TEST(CanvasLayout, TheInsetGrowsWithIAndZoomsUnderTheWheel)
{
    const fs::path w = workDir();
    std::ofstream(w / "inset_first.txt") << "frame 3\ndump " << (w / "before.json").string() << "\n";
    const std::string scene = "--scene '" + kScenes + "/lesson_hwang_tsai_miss.json' --size 1280x800";
    ASSERT_EQ(runHitlab(scene + " --script '" + (w / "inset_first.txt").string() + "'"), 0) << lastLog();
    const nlohmann::json before = loadJson(w / "before.json");
    ASSERT_EQ(before["insets"].size(), 1U);
    const Box inset = boxOf(before["insets"][0]);
    const double cx = (inset.minX + inset.maxX) * 0.5;
    const double cy = (inset.minY + inset.maxY) * 0.5;
    std::ofstream(w / "inset.txt") << "frame 3\nmove " << cx << " " << cy << "\nwheel 2\nframe\ndump "
                                   << (w / "zoomed.json").string() << "\nmove 600 300\nkey i\nframe 2\ndump "
                                   << (w / "larger.json").string() << "\n";
    ASSERT_EQ(runHitlab(scene + " --script '" + (w / "inset.txt").string() + "'"), 0) << lastLog();
    const nlohmann::json zoomed = loadJson(w / "zoomed.json");
    const nlohmann::json larger = loadJson(w / "larger.json");
    EXPECT_GT(zoomed["inset_options"]["zoom"].get<double>(), 1.0);
    // The wheel went to the inset, not to the canvas's view.
    EXPECT_EQ(zoomed["view"]["zoom"], before["view"]["zoom"]);
    EXPECT_GT(larger["inset_options"]["side"].get<int>(), before["inset_options"]["side"].get<int>());
    ASSERT_EQ(larger["insets"].size(), 1U);
    const Box grown = boxOf(larger["insets"][0]);
    EXPECT_GT(grown.maxX - grown.minX, inset.maxX - inset.minX);
    checkLayout("lesson_hwang_tsai_miss.json", larger);
}

} // namespace
} // namespace hitlab
