#include "shape_json.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

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
    };
    for (const auto& [text, expected] : cases)
    {
        const Parsed<Scene> scene = sceneFromText(text);
        ASSERT_FALSE(scene) << text;
        EXPECT_NE(scene.error.find(expected), std::string::npos) << "error was: " << scene.error;
    }
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

} // namespace
} // namespace hitlab::io
