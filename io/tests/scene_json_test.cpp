#include "scene_limits.hpp"
#include "shape_json.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <sys/stat.h>

namespace hitlab::io
{
namespace
{

const char* kScene = R"({
  "version": 1,
  "shapes": [
    {"id": "c", "type": "circle", "cx": 0, "cy": 0, "r": 10, "label": "ball"},
    {"id": "box", "type": "rect", "cx": 30, "cy": 0, "w": 20, "h": 10, "angle": 0.25},
    {"type": "polygon", "points": [[0,0],[10,0],[0,10]]}
  ],
  "algorithms": {"rect/circle": "closest-features"},
  "overlays": {"sat_axes": true, "closest_points": false},
  "view": {"center": [5, -3], "zoom": 2.5},
  "motion": {"shape": "box", "pivot": [0, 50], "angle": 1.5, "animate": true}
})";

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(SceneJson, ReadsEverySection)
{
    const Parsed<Scene> scene = sceneFromText(kScene);
    ASSERT_TRUE(scene) << scene.error;
    ASSERT_EQ(scene.value->shapes.size(), 3u);
    EXPECT_EQ(scene.value->shapes[0].label, "ball");
    EXPECT_EQ(scene.value->shapes[2].id, "shape3"); // ids are given to shapes that have none
    EXPECT_EQ(scene.value->algorithms.at("circle/rect"), "closest-features"); // pair name normalised
    EXPECT_TRUE(scene.value->overlays.at("sat_axes"));
    EXPECT_EQ(scene.value->view.zoom, 2.5);
    EXPECT_EQ(scene.value->view.center, Vec2(5, -3));
    ASSERT_TRUE(scene.value->motion);
    EXPECT_EQ(scene.value->motion->shapeId, "box");
    EXPECT_EQ(scene.value->motion->angle, 1.5);
}

TEST(SceneJson, RoundTripsThroughText)
{
    const Parsed<Scene> scene = sceneFromText(kScene);
    ASSERT_TRUE(scene);
    const nlohmann::json once = sceneToJson(*scene.value);
    const Parsed<Scene> again = sceneFromText(once.dump());
    ASSERT_TRUE(again) << again.error;
    EXPECT_EQ(sceneToJson(*again.value), once);
}

const char* kLessonScene = R"({
  "version": 1,
  "shapes": [{"id": "C", "type": "circle", "cx": 0, "cy": 0, "r": 10}],
  "lesson": {
    "title": {"en": "Circles", "ja": "円と円"},
    "text": {"en": "Compare the centre distance with r1 + r2.", "ja": "中心間の距離と r1 + r2 を比べる。"},
    "source": "Ericson 2005, 4.3.1",
    "try": [{"en": "Drag C.", "ja": "C をドラッグする。"}, {"en": "Resize C.", "ja": "C の半径を変える。"}]
  }
})";

TEST(SceneJson, LessonRoundTripsInBothLanguages)
{
    const Parsed<Scene> scene = sceneFromText(kLessonScene);
    ASSERT_TRUE(scene) << scene.error;
    ASSERT_TRUE(scene.value->lesson);
    const SceneLesson& lesson = *scene.value->lesson;
    EXPECT_EQ(lesson.title.en, "Circles");
    EXPECT_EQ(lesson.title.in(true), "円と円");
    EXPECT_EQ(lesson.source, "Ericson 2005, 4.3.1");
    ASSERT_EQ(lesson.tryThis.size(), 2u);
    EXPECT_EQ(lesson.tryThis[1].ja, "C の半径を変える。");
    const Parsed<Scene> again = sceneFromText(sceneToJson(*scene.value).dump());
    ASSERT_TRUE(again) << again.error;
    EXPECT_EQ(again.value->lesson, scene.value->lesson);
    // A scene without a lesson writes none.
    EXPECT_FALSE(sceneToJson(Scene{}).contains("lesson"));
}

// A shape's caption in the UI's language comes from the scene's labels by the label's English; a label
// without a row, or edited away from its row's English, shows as it is.
TEST(SceneJson, LabelsCaptionShapesInBothLanguagesAndRoundTrip)
{
    const Parsed<Scene> scene = sceneFromText(R"({
      "version": 1,
      "shapes": [{"id": "A", "type": "point", "x": 0, "y": 0, "label": "passed through"},
                 {"id": "B", "type": "point", "x": 9, "y": 0, "label": "B"}],
      "labels": [{"en": "passed through", "ja": "すり抜けた"}, {"en": "out of reach", "ja": "届かない"}]
    })");
    ASSERT_TRUE(scene) << scene.error;
    const Scene& s = *scene.value;
    ASSERT_EQ(s.japaneseLabels.size(), 2u);
    EXPECT_EQ(captionOf(s, s.shapes[0].label, true), "すり抜けた");
    EXPECT_EQ(captionOf(s, s.shapes[0].label, false), "passed through");
    EXPECT_EQ(captionOf(s, s.shapes[1].label, true), "B");
    EXPECT_EQ(captionOf(s, "passed", true), "passed");
    const Parsed<Scene> again = sceneFromText(sceneToJson(s).dump());
    ASSERT_TRUE(again) << again.error;
    EXPECT_EQ(again.value->japaneseLabels, s.japaneseLabels);
    EXPECT_FALSE(sceneToJson(Scene{}).contains("labels"));
}

TEST(SceneJson, RefusesMalformedScenesNamingTheFault)
{
    const std::pair<const char*, const char*> cases[] = {
        {R"({"version": 1, "shapes": [)", "not valid JSON"},
        {R"([1, 2])", "scene:"},
        {R"({"version": 2, "shapes": []})", "version:"},
        {R"({"version": 1})", "shapes: missing"},
        {R"({"version": 1, "shapes": [{"type": "circle", "cx": 0, "cy": 0, "r": -1}]})", "shapes[0].r:"},
        {R"({"version": 1, "shapes": [{"id": "a", "type": "point", "x": 0, "y": 0},
                                      {"id": "a", "type": "point", "x": 1, "y": 0}]})",
         "shapes[1].id:"},
        {R"({"version": 1, "shapes": [], "algorithms": {"circle/circle": "no-such-method"}})",
         "algorithms.circle/circle:"},
        {R"({"version": 1, "shapes": [], "algorithms": {"circle/blob": "x"}})", "algorithms.circle/blob:"},
        {R"({"version": 1, "shapes": [], "overlays": {"sat_axes": 1}})", "overlays.sat_axes:"},
        {R"({"version": 1, "shapes": [], "view": {"zoom": 0}})", "view.zoom:"},
        {R"({"version": 1, "shapes": [], "view": {"center": [0]}})", "view.center:"},
        {R"({"version": 1, "shapes": [{"id": "c", "type": "circle", "cx": 0, "cy": 0, "r": 1}],
             "motion": {"shape": "c", "pivot": [0, 0], "angle": 1}})",
         "motion.shape:"},
        {R"({"version": 1, "shapes": [], "lesson": "text"})", "lesson:"},
        {R"({"version": 1, "shapes": [], "lesson": {"text": {"en": "a", "ja": "b"},
             "try": [{"en": "a", "ja": "b"}]}})",
         "lesson.title: missing"},
        {R"({"version": 1, "shapes": [], "lesson": {"title": {"en": "a"}, "text": {"en": "a", "ja": "b"},
             "try": [{"en": "a", "ja": "b"}]}})",
         "lesson.title.ja:"},
        {R"({"version": 1, "shapes": [], "lesson": {"title": {"en": "a", "ja": "b"},
             "text": {"en": "", "ja": "b"}, "try": [{"en": "a", "ja": "b"}]}})",
         "lesson.text.en:"},
        {R"({"version": 1, "shapes": [], "lesson": {"title": {"en": "a", "ja": "b"},
             "text": {"en": "a", "ja": "b"}, "try": []}})",
         "lesson.try:"},
        {R"({"version": 1, "shapes": [], "lesson": {"title": {"en": "a", "ja": "b"},
             "text": {"en": "a", "ja": "b"}, "try": [{"en": "a", "ja": "b"}, {"en": "a", "ja": "b"},
             {"en": "a", "ja": "b"}, {"en": "a", "ja": "b"}]}})",
         "lesson.try:"},
        {R"({"version": 1, "shapes": [], "lesson": {"title": {"en": "a", "ja": "b"},
             "text": {"en": "a", "ja": "b"}, "try": [{"en": "a", "ja": "b"}, {"en": "a", "ja": 3}]}})",
         "lesson.try[1].ja:"},
        {R"({"version": 1, "shapes": [], "labels": {"en": "a", "ja": "b"}})", "labels: must be an array"},
        {R"({"version": 1, "shapes": [{"id": "r", "type": "rect", "cx": 0, "cy": 0, "w": 1, "h": 1, "angle": 0}],
             "motion": {"shape": "r", "pivot": [0, 0], "angle": 12.6}})",
         "motion.angle: must be a number of radians per step within two turns either way (-4 pi..4 pi), got "
         "12.6"},
        {R"({"version": 1, "shapes": [], "labels": [{"en": "a", "ja": "b"}, {"en": "c"}]})", "labels[1].ja:"},
        {R"({"version": 1, "shapes": [], "labels": [{"en": "a", "ja": "b"}, {"en": "a", "ja": "c"}]})",
         "labels[1].en: \"a\" has a caption already"},
    };
    for (const auto& [text, expected] : cases)
    {
        const Parsed<Scene> scene = sceneFromText(text);
        ASSERT_FALSE(scene) << text;
        EXPECT_NE(scene.error.find(expected), std::string::npos) << "error was: " << scene.error;
    }
}

// Text nested `depth` arrays deep around `inner`.
std::string nested(std::size_t depth, const std::string& inner = "1")
{
    return std::string(depth, '[') + inner + std::string(depth, ']');
}

TEST(SceneJson, RefusesANumberBeyondTheDoubleRangeNamingTheField)
{
    const Parsed<Scene> scene = sceneFromText(
        R"({"version": 1, "shapes": [{"type": "point", "x": 0, "y": 0}, {"type": "circle", "cx": 1e400, "cy": 0, "r": 1}]})");
    ASSERT_FALSE(scene);
    EXPECT_EQ(scene.error.rfind("shapes[1].cx: ", 0), 0u) << scene.error;
    EXPECT_NE(scene.error.find("1e400"), std::string::npos) << scene.error;
    EXPECT_NE(scene.error.find("byte "), std::string::npos) << scene.error;
}

// A message echoes at most a short prefix of a bad value: never a whole 5 MB string, and never by a
// recursive walk that a value nested 100,000 deep would overflow the stack with.
TEST(SceneJson, EchoesBadValuesCutShortHoweverLongOrDeep)
{
    constexpr std::size_t kLongestMessage = 400;
    const std::string deepVersion = R"({"version": )" + nested(100000) + R"(, "shapes": []})";
    const Parsed<Scene> deep = sceneFromText(deepVersion);
    ASSERT_FALSE(deep);
    EXPECT_LT(deep.error.size(), kLongestMessage) << deep.error.substr(0, kLongestMessage);

    const std::string version300 = R"({"version": )" + nested(300) + R"(, "shapes": []})";
    const Parsed<Scene> deep300 = sceneFromText(version300);
    ASSERT_FALSE(deep300);
    EXPECT_LT(deep300.error.size(), kLongestMessage) << deep300.error.substr(0, kLongestMessage);

    const std::string version200 = R"({"version": )" + nested(200) + R"(, "shapes": []})";
    const Parsed<Scene> deep200 = sceneFromText(version200);
    ASSERT_FALSE(deep200);
    EXPECT_EQ(deep200.error.rfind("version: ", 0), 0u) << deep200.error.substr(0, kLongestMessage);
    EXPECT_LT(deep200.error.size(), kLongestMessage) << deep200.error.substr(0, kLongestMessage);

    const std::string hugeType(5'000'000, 'x');
    const Parsed<Scene> type =
        sceneFromText(R"({"version": 1, "shapes": [{"type": ")" + hugeType + R"(", "x": 0, "y": 0}]})");
    ASSERT_FALSE(type);
    EXPECT_EQ(type.error.rfind("shapes[0].type: ", 0), 0u) << type.error.substr(0, kLongestMessage);
    EXPECT_LT(type.error.size(), kLongestMessage) << type.error.substr(0, kLongestMessage);

    const std::string hugeKey(5'000'000, 'k');
    const Parsed<Scene> key =
        sceneFromText(R"({"version": 1, "shapes": [], "overlays": {")" + hugeKey + R"(": 1}})");
    ASSERT_FALSE(key);
    EXPECT_LT(key.error.size(), kLongestMessage) << key.error.substr(0, kLongestMessage);
}

TEST(SceneJson, RefusesAVersionThatOnlyTruncatesToOne)
{
    for (const char* version : {"4294967297", "18446744073709551617", "-18446744073709551615", "1.0"})
    {
        const Parsed<Scene> scene =
            sceneFromText(std::string(R"({"version": )") + version + R"(, "shapes": []})");
        EXPECT_FALSE(scene) << version;
        EXPECT_EQ(scene.error.rfind("version: ", 0), 0u) << scene.error;
    }
    EXPECT_TRUE(sceneFromText(R"({"version": 1, "shapes": []})"));
}

// The sandbox zooms from 1e-3 to 1e3; a file's zoom of 1e-300 or 1e300 drew an empty canvas with
// "zoom 0%" or a 300-digit percentage. Both ends of the range read, a step past either is refused.
TEST(SceneJson, RefusesAZoomTheSandboxCannotShowNamingTheRange)
{
    auto withZoom = [](const std::string& zoom)
    {
        return sceneFromText(R"({"version": 1, "shapes": [], "view": {"center": [0, 0], "zoom": )" + zoom +
                             "}}");
    };
    for (const char* zoom : {"1e-300", "1e300", "0.000999", "1000.0000000000001", "-0.0", "-1", "0"})
    {
        const Parsed<Scene> scene = withZoom(zoom);
        ASSERT_FALSE(scene) << zoom;
        EXPECT_EQ(scene.error.rfind("view.zoom: must be a number in 0.001..1000, got ", 0), 0u)
            << scene.error;
    }
    for (const auto& [zoom, expected] :
         {std::pair{"0.001", kSceneMinZoom}, std::pair{"1000", kSceneMaxZoom}, std::pair{"2.5", 2.5}})
    {
        const Parsed<Scene> scene = withZoom(zoom);
        ASSERT_TRUE(scene) << zoom << ": " << scene.error;
        EXPECT_EQ(scene.value->view.zoom, expected);
    }
}

// A directory given as a scene opened as an empty stream and was called "not valid JSON at byte 1".
TEST(SceneJson, ADirectoryIsRefusedAsNotASceneFile)
{
    const auto directory = std::filesystem::temp_directory_path() / "hitlab_scene_json_directory";
    std::filesystem::create_directories(directory);
    const Parsed<Scene> scene = loadScene(directory.string());
    ASSERT_FALSE(scene);
    EXPECT_EQ(scene.error, directory.string() + ": is a directory, not a scene file");
    std::filesystem::remove_all(directory);
}

// /dev/zero chosen in the Open dialog was read until the memory ran out, and a named pipe's open waited
// for a writer that never came: both froze the sandbox with the user's unsaved scene in it.
TEST(SceneJson, ADeviceOrAPipeIsRefusedWithoutReadingIt)
{
    for (const std::string device : {"/dev/null", "/dev/zero"})
    {
        const Parsed<Scene> scene = loadScene(device);
        ASSERT_FALSE(scene) << device;
        EXPECT_EQ(scene.error,
                  device + ": is not a regular file (a device, a pipe or a socket), not a scene file");
    }
    const auto pipe = std::filesystem::temp_directory_path() / "hitlab_scene_json_pipe";
    std::filesystem::remove(pipe);
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    const Parsed<Scene> scene = loadScene(pipe.string());
    std::filesystem::remove(pipe);
    ASSERT_FALSE(scene);
    EXPECT_EQ(scene.error,
              pipe.string() + ": is not a regular file (a device, a pipe or a socket), not a scene file");
}

// A scene file over the limit is refused by its size before any of it is read (test_io's FileText tests
// the reading's own limit).
TEST(SceneJson, AFileOverTheLimitIsRefusedWithItsSizeAndTheLimit)
{
    const auto path = std::filesystem::temp_directory_path() / "hitlab_scene_json_large.json";
    {
        std::ofstream{path};
    }
    std::filesystem::resize_file(path, kMaxSceneFileBytes + 1); // sparse: no disk, no time
    const Parsed<Scene> large = loadScene(path.string());
    ASSERT_FALSE(large);
    EXPECT_EQ(large.error, path.string() + ": is " + std::to_string(kMaxSceneFileBytes + 1) +
                               " bytes, more than a scene file's limit of " +
                               std::to_string(kMaxSceneFileBytes) + " bytes");

    std::filesystem::remove(path);
}

// The system's reason comes with the refusal: a missing file and one the user may not read differ.
TEST(SceneJson, AFileThatCannotBeOpenedSaysWhy)
{
    const auto missing = std::filesystem::temp_directory_path() / "hitlab_scene_json_missing.json";
    std::filesystem::remove(missing);
    const Parsed<Scene> scene = loadScene(missing.string());
    ASSERT_FALSE(scene);
    EXPECT_EQ(scene.error,
              missing.string() + ": cannot open the file for reading (No such file or directory)");
}

// Saving through a link renamed the new file over the link: the link became a plain file and the file it
// named kept the old scene. A save now replaces the file the link names, and the link stays.
TEST(SceneJson, SaveThroughALinkReplacesTheFileItNames)
{
    namespace fs = std::filesystem;
    const fs::path directory = fs::temp_directory_path() / "hitlab_scene_json_links";
    fs::remove_all(directory);
    fs::create_directories(directory / "project");
    const Parsed<Scene> scene = sceneFromText(kScene);
    ASSERT_TRUE(scene);
    const std::string saved = sceneToJson(*scene.value).dump(2) + "\n";
    {
        std::ofstream(directory / "project" / "real.json") << "old";
    }
    fs::create_symlink("project/real.json", directory / "link.json"); // relative to the link's folder
    fs::create_symlink(directory / "link.json", directory / "link_to_link.json");
    fs::create_symlink("project/new.json", directory / "dangling.json");
    for (const char* name : {"link.json", "link_to_link.json", "dangling.json"})
    {
        ASSERT_FALSE(saveScene((directory / name).string(), *scene.value)) << name;
        EXPECT_TRUE(fs::is_symlink(directory / name)) << name;
    }
    EXPECT_EQ(readFile(directory / "project" / "real.json"), saved);
    EXPECT_EQ(readFile(directory / "project" / "new.json"), saved);
    EXPECT_EQ(std::distance(fs::directory_iterator(directory / "project"), fs::directory_iterator{}), 2);

    fs::create_symlink("loop_b.json", directory / "loop_a.json");
    fs::create_symlink("loop_a.json", directory / "loop_b.json");
    const auto loop = saveScene((directory / "loop_a.json").string(), *scene.value);
    ASSERT_TRUE(loop);
    EXPECT_EQ(*loop, (directory / "loop_a.json").string() + ": Too many levels of symbolic links");
    fs::remove_all(directory);
}

// Renamed over, a named pipe (or a device: /dev/null when saved as root) became a plain file.
TEST(SceneJson, SaveRefusesAPathThatIsNotARegularFile)
{
    namespace fs = std::filesystem;
    const fs::path directory = fs::temp_directory_path() / "hitlab_scene_json_special";
    fs::remove_all(directory);
    fs::create_directories(directory / "folder.json");
    ASSERT_EQ(::mkfifo((directory / "pipe.json").c_str(), 0600), 0);
    const Parsed<Scene> scene = sceneFromText(kScene);
    ASSERT_TRUE(scene);
    const auto pipe = saveScene((directory / "pipe.json").string(), *scene.value);
    ASSERT_TRUE(pipe);
    EXPECT_EQ(*pipe, (directory / "pipe.json").string() +
                         ": is not a regular file (a device, a pipe or a socket); nothing was written");
    EXPECT_TRUE(fs::is_fifo(directory / "pipe.json"));
    const auto folder = saveScene((directory / "folder.json").string(), *scene.value);
    ASSERT_TRUE(folder);
    EXPECT_EQ(*folder, (directory / "folder.json").string() + ": is a directory; give the path of a file");
    EXPECT_TRUE(fs::is_directory(directory / "folder.json"));
    EXPECT_EQ(std::distance(fs::directory_iterator(directory), fs::directory_iterator{}), 2); // no temporary
    fs::remove_all(directory);
}

TEST(SceneJson, NotJsonNamesTheBytePositionAndWhatWasExpected)
{
    const Parsed<Scene> scene = sceneFromText("{\"version\": 1, \"shapes\": [}");
    ASSERT_FALSE(scene);
    EXPECT_NE(scene.error.find("at byte 27"), std::string::npos) << scene.error;
    EXPECT_NE(scene.error.find("line 1, column 27"), std::string::npos) << scene.error;
    const Parsed<Scene> object = sceneFromText("{\"version\": 1 \"shapes\": []}");
    ASSERT_FALSE(object);
    EXPECT_NE(object.error.find("expected '}'"), std::string::npos) << object.error;
}

TEST(SceneJson, SaveIsAtomicAndLoadNamesTheFile)
{
    const auto directory = std::filesystem::temp_directory_path() / "hitlab_scene_json_test";
    std::filesystem::create_directories(directory);
    const std::string path = (directory / "scene.json").string();
    const Parsed<Scene> scene = sceneFromText(kScene);
    ASSERT_TRUE(scene);
    ASSERT_FALSE(saveScene(path, *scene.value));
    EXPECT_FALSE(std::filesystem::exists(path + ".saving"));
    const Parsed<Scene> loaded = loadScene(path);
    ASSERT_TRUE(loaded) << loaded.error;
    EXPECT_EQ(sceneToJson(*loaded.value), sceneToJson(*scene.value));

    // A save into a directory that does not exist fails and leaves the earlier file as it was.
    const std::string before = readFile(path);
    EXPECT_TRUE(saveScene((directory / "missing" / "scene.json").string(), *scene.value));
    EXPECT_EQ(readFile(path), before);

    const Parsed<Scene> missing = loadScene((directory / "nope.json").string());
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error.find("nope.json"), std::string::npos);
    std::filesystem::remove_all(directory);
}

std::filesystem::perms permissionsOf(const std::string& path)
{
    return std::filesystem::status(path).permissions() & std::filesystem::perms::all;
}

// Saving keeps the file's mode, never writes through whatever sits at a temporary name, and leaves
// nothing behind.
TEST(SceneJson, SaveKeepsTheModeAndCreatesItsTemporaryFileAfresh)
{
    namespace fs = std::filesystem;
    const fs::path directory = fs::temp_directory_path() / "hitlab_scene_save_test";
    fs::remove_all(directory);
    fs::create_directories(directory);
    const std::string path = (directory / "scene.json").string();
    const Parsed<Scene> scene = sceneFromText(kScene);
    ASSERT_TRUE(scene);

    {
        std::ofstream(path) << "{}";
    }
    fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write);
    ASSERT_FALSE(saveScene(path, *scene.value));
    EXPECT_EQ(permissionsOf(path), fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_TRUE(loadScene(path));

    // A link planted at the name an older version used for its temporary file is left alone.
    const std::string victim = (directory / "victim.txt").string();
    {
        std::ofstream(victim) << "keep me";
    }
    fs::create_symlink(victim, path + ".saving");
    ASSERT_FALSE(saveScene(path, *scene.value));
    EXPECT_EQ(readFile(victim), "keep me");
    fs::remove(path + ".saving");

    std::size_t files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(directory))
    {
        ++files;
    }
    EXPECT_EQ(files, 2u) << "scene.json and victim.txt, no temporary file left";

    // A save that cannot replace its target reports it and leaves nothing behind.
    const fs::path blocked = directory / "blocked.json";
    fs::create_directories(blocked / "inside");
    const std::optional<std::string> error = saveScene(blocked.string(), *scene.value);
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("blocked.json"), std::string::npos) << *error;
    files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(directory))
    {
        ++files;
    }
    EXPECT_EQ(files, 3u) << "no temporary file left after a failed save";
    fs::remove_all(directory);
}

} // namespace
} // namespace hitlab::io
