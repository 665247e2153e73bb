// The Steps panel in the real sandbox (SDL's offscreen driver, scripted input): a lesson's pair is
// selected and stepped through; the state dump shows each stage with the trace's numbers for the pair,
// the canvas changes from stage to stage, a drag keeps the stage and updates its numbers, and the
// Right key steps. The lesson's scene opens the panel itself ("steps": true).
#include "hitlab/registry.hpp"
#include "model/view.hpp"
#include "shape_json.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <stb_image.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;

const std::string kObbLesson =
    std::string(HITLAB_SOURCE_DIR) + "/assets/scenes/lesson_obb_projection_radii.json";

fs::path workDir()
{
    const fs::path dir = fs::temp_directory_path() / "hitlab_steps_test";
    fs::create_directories(dir);
    return dir;
}

int runHitlab(const std::string& arguments)
{
    const std::string command = std::string("env -u DISPLAY -u WAYLAND_DISPLAY '") + HITLAB_EXECUTABLE +
                                "' " + arguments + " > '" + (workDir() / "hitlab.log").string() + "' 2>&1";
    return std::system(command.c_str());
}

nlohmann::json readJson(const fs::path& path)
{
    std::ifstream in(path);
    EXPECT_TRUE(in) << path;
    return nlohmann::json::parse(in, nullptr, false);
}

std::vector<unsigned char> readPixels(const fs::path& path)
{
    int width = 0;
    int height = 0;
    int channels = 0;
    unsigned char* data = stbi_load(path.string().c_str(), &width, &height, &channels, 3);
    EXPECT_NE(data, nullptr) << path;
    if (!data)
    {
        return {};
    }
    std::vector<unsigned char> pixels(data, data + static_cast<std::size_t>(width) * height * 3);
    stbi_image_free(data);
    return pixels;
}

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

void writeText(const fs::path& path, const std::string& text)
{
    std::ofstream out(path);
    out << text;
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
    const nlohmann::json before = readJson(w / "s1.json")["view"];
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
    const nlohmann::json opened = readJson(w / "opened.json")["steps"];
    ASSERT_TRUE(opened.is_object()) << opened;
    EXPECT_EQ(opened["stage"], 0);

    const nlohmann::json s0 = readJson(w / "s0.json")["steps"];
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

    const nlohmann::json s1 = readJson(w / "s1.json")["steps"];
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
    EXPECT_GT(differingCanvasPixels(readPixels(w / "s0.png"), readPixels(w / "s1.png")), 500u);

    // A drag keeps the stage and updates its numbers.
    const nlohmann::json dragged = readJson(w / "dragged.json")["steps"];
    EXPECT_EQ(dragged["stage"], 1);
    EXPECT_EQ(dragged["detail"], "2 / 4: t1");
    EXPECT_NE(dragged["numbers"]["min B"].get<double>(), s1["numbers"]["min B"].get<double>());

    // Right steps on.
    const nlohmann::json right = readJson(w / "right.json")["steps"];
    EXPECT_EQ(right["stage"], 2);
    EXPECT_EQ(right["detail"], "3 / 4: n2");

    EXPECT_TRUE(readJson(w / "off.json")["steps"].is_null());
}

} // namespace
} // namespace hitlab
