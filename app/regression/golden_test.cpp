// The golden-image suite: every scene of assets/scenes/index.json rendered by the real `hitlab`
// binary with --screenshot (no display: SDL's offscreen driver) and compared with its golden PNG in
// assets/golden. On failure the actual image and a diff image are written into the build directory
// and named in the message. To refresh goldens on purpose after a deliberate visual change:
//
//     HITLAB_UPDATE_GOLDENS=1 build-tests/app/regression/test_golden
//
// (scripts/update-goldens.sh does the same) and commit the PNGs after looking at them.
#include "image_diff.hpp"
#include "model/scene_catalog.hpp"
#include "shape_json.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <ostream>
#include <filesystem>

namespace hitlab
{
// Test names and failure messages show the scene's file, not the entry's bytes.
void PrintTo(const CatalogEntry& entry, std::ostream* out)
{
    *out << entry.file;
}
} // namespace hitlab

namespace hitlab::regression
{
namespace
{

namespace fs = std::filesystem;

constexpr int kWidth = 960;
constexpr int kHeight = 640;

const fs::path kSourceDir = HITLAB_SOURCE_DIR;
const fs::path kOutputDir = HITLAB_GOLDEN_OUTPUT_DIR;

SceneCatalog catalog()
{
    std::string error;
    auto loaded = loadSceneCatalog((kSourceDir / "assets/scenes").string(), error);
    if (!loaded)
    {
        ADD_FAILURE() << error;
        return {};
    }
    return *loaded;
}

std::string stem(const std::string& file)
{
    return fs::path(file).stem().string();
}

// Renders a scene file to a PNG with the sandbox's own command line; returns the exit status.
int render(const fs::path& scene, const fs::path& png, bool hideUi = true)
{
    // No display on purpose: the suite must render the same on a desktop as on CI (offscreen driver).
    const std::string command = std::string("env -u DISPLAY -u WAYLAND_DISPLAY \"") + HITLAB_EXECUTABLE +
                                "\" --scene \"" + scene.string() + "\" --screenshot \"" + png.string() +
                                "\" --size " + std::to_string(kWidth) + "x" + std::to_string(kHeight) +
                                (hideUi ? " --hide-ui" : "") + " > \"" + png.string() + ".log\" 2>&1";
    return std::system(command.c_str());
}

struct Comparison
{
    bool pass = false;
    std::string report;
};

Comparison compareWithGolden(const fs::path& golden, const fs::path& actual, const fs::path& diff)
{
    std::string error;
    const auto expected = loadPng(golden.string(), error);
    const auto rendered = expected ? loadPng(actual.string(), error) : std::nullopt;
    if (!expected || !rendered)
    {
        return {false, error};
    }
    const Thresholds thresholds;
    const ImageDifference difference = compareImages(*expected, *rendered, thresholds.pixelThreshold);
    Comparison result{withinThresholds(difference, thresholds), ""};
    result.report = "max delta " + std::to_string(difference.maxDelta) + ", mean delta " +
                    std::to_string(difference.meanDelta) + " (limit " + std::to_string(thresholds.meanDelta) +
                    "), differing pixels " + std::to_string(difference.differingShare * 100.0) + "% (limit " +
                    std::to_string(thresholds.differingShare * 100.0) + "%)";
    if (!result.pass && difference.sameSize)
    {
        savePng(diff.string(), difference.diff);
        result.report += "\n  actual: " + actual.string() + "\n  diff:   " + diff.string();
    }
    return result;
}

class GoldenScene : public testing::TestWithParam<CatalogEntry>
{
};

TEST_P(GoldenScene, MatchesGoldenImage)
{
    const CatalogEntry& entry = GetParam();
    const SceneCatalog scenes = catalog();
    fs::create_directories(kOutputDir);
    const fs::path actual = kOutputDir / (stem(entry.file) + ".actual.png");
    const fs::path diff = kOutputDir / (stem(entry.file) + ".diff.png");
    const fs::path golden = kSourceDir / "assets/golden" / (stem(entry.file) + ".png");
    ASSERT_EQ(render(scenes.pathOf(entry), actual), 0) << "hitlab failed, see " << actual.string() << ".log";
    if (std::getenv("HITLAB_UPDATE_GOLDENS"))
    {
        fs::copy_file(actual, golden, fs::copy_options::overwrite_existing);
        GTEST_SKIP() << "golden refreshed: " << golden.string();
    }
    ASSERT_TRUE(fs::exists(golden))
        << "no golden image " << golden.string()
        << "; render it with HITLAB_UPDATE_GOLDENS=1 and look at it before committing";
    const Comparison comparison = compareWithGolden(golden, actual, diff);
    EXPECT_TRUE(comparison.pass) << entry.file << ": " << comparison.report;
}

std::vector<CatalogEntry> renderedScenes()
{
    std::vector<CatalogEntry> entries;
    for (const CatalogEntry& entry : catalog().entries)
    {
        entries.push_back(entry);
    }
    return entries;
}

std::string testName(const testing::TestParamInfo<CatalogEntry>& info)
{
    std::string name = stem(info.param.file);
    for (char& c : name)
    {
        if (!std::isalnum(static_cast<unsigned char>(c)))
        {
            c = '_';
        }
    }
    return name;
}

// The panels too: the default scene as a user first sees it, with the palette, inspector, algorithm
// panel and readout (ImGui's text is rendered from the font shipped in assets/fonts).
TEST(GoldenSuite, DefaultSceneWithPanels)
{
    const SceneCatalog scenes = catalog();
    const CatalogEntry* entry = scenes.find("default.json");
    ASSERT_NE(entry, nullptr);
    fs::create_directories(kOutputDir);
    const fs::path actual = kOutputDir / "default_ui.actual.png";
    const fs::path golden = kSourceDir / "assets/golden/default_ui.png";
    ASSERT_EQ(render(scenes.pathOf(*entry), actual, false), 0)
        << "hitlab failed, see " << actual.string() << ".log";
    if (std::getenv("HITLAB_UPDATE_GOLDENS"))
    {
        fs::copy_file(actual, golden, fs::copy_options::overwrite_existing);
        GTEST_SKIP() << "golden refreshed: " << golden.string();
    }
    ASSERT_TRUE(fs::exists(golden)) << "no golden image " << golden.string();
    const Comparison comparison = compareWithGolden(golden, actual, kOutputDir / "default_ui.diff.png");
    EXPECT_TRUE(comparison.pass) << "default.json with panels: " << comparison.report;
}

INSTANTIATE_TEST_SUITE_P(AllScenes, GoldenScene, testing::ValuesIn(renderedScenes()), testName);

// The suite must be sharp enough to see a change a user would: one shape of a lesson scene moved by
// a few pixels has to fail the comparison (and leave a diff image), while rendering the same scene
// twice has to pass.
TEST(GoldenSuite, MovingOneShapeFailsAndRerenderingPasses)
{
    const SceneCatalog scenes = catalog();
    const auto lesson = std::find_if(scenes.entries.begin(), scenes.entries.end(),
                                     [](const CatalogEntry& e) { return e.category == "lesson"; });
    ASSERT_NE(lesson, scenes.entries.end()) << "the catalog lists no lesson scene";
    fs::create_directories(kOutputDir);
    const fs::path first = kOutputDir / "sensitivity.first.png";
    const fs::path second = kOutputDir / "sensitivity.second.png";
    ASSERT_EQ(render(scenes.pathOf(*lesson), first), 0);
    ASSERT_EQ(render(scenes.pathOf(*lesson), second), 0);
    EXPECT_TRUE(compareWithGolden(first, second, kOutputDir / "sensitivity.rerender.diff.png").pass)
        << "two renders of the same scene differ: screenshots are not reproducible";

    io::Parsed<Scene> scene = io::loadScene(scenes.pathOf(*lesson));
    ASSERT_TRUE(scene) << scene.error;
    ASSERT_FALSE(scene.value->shapes.empty());
    constexpr double kShiftPixels = 6.0;
    SceneShape& moved = scene.value->shapes.front();
    moved.shape = translated(moved.shape, Vec2(kShiftPixels / scene.value->view.zoom, 0.0));
    const fs::path movedScene = kOutputDir / "sensitivity.moved.json";
    ASSERT_FALSE(io::saveScene(movedScene.string(), *scene.value));
    const fs::path movedPng = kOutputDir / "sensitivity.moved.png";
    ASSERT_EQ(render(movedScene, movedPng), 0);
    const fs::path diff = kOutputDir / "sensitivity.moved.diff.png";
    const Comparison comparison = compareWithGolden(first, movedPng, diff);
    EXPECT_FALSE(comparison.pass) << "moving shape '" << moved.id << "' by " << kShiftPixels
                                  << " px went unnoticed: " << comparison.report;
    EXPECT_TRUE(fs::exists(diff)) << "a failing comparison must write its diff image";

    // A lesson without its overlay must fail too.
    io::Parsed<Scene> bare = io::loadScene(scenes.pathOf(*lesson));
    ASSERT_TRUE(bare);
    bool anyOverlayOn = false;
    for (auto& [name, on] : bare.value->overlays)
    {
        anyOverlayOn = anyOverlayOn || on;
        on = false;
    }
    ASSERT_TRUE(anyOverlayOn) << lesson->file << " has no overlay switched on";
    const fs::path bareScene = kOutputDir / "sensitivity.no_overlay.json";
    ASSERT_FALSE(io::saveScene(bareScene.string(), *bare.value));
    const fs::path barePng = kOutputDir / "sensitivity.no_overlay.png";
    ASSERT_EQ(render(bareScene, barePng), 0);
    const Comparison missingOverlay =
        compareWithGolden(first, barePng, kOutputDir / "sensitivity.no_overlay.diff.png");
    EXPECT_FALSE(missingOverlay.pass)
        << "switching the overlays off went unnoticed: " << missingOverlay.report;
}

} // namespace
} // namespace hitlab::regression
