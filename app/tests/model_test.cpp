// The sandbox's document model without a window: scene round trips, undo and redo of every edit kind,
// refused scenes, handles, the canvas mapping and the per-frame contact state.
#include "model/collisions.hpp"
#include "model/document.hpp"
#include "model/overlay.hpp"
#include "model/scene_catalog.hpp"
#include "model/shape_edit.hpp"
#include "model/view.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include "test_files.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>
#include <set>
#include <string_view>

namespace hitlab
{
namespace
{

constexpr double kExactTolerance = 1e-12; // coordinates copied or translated and back
constexpr double kGeometryTolerance = 1e-9;

const std::string kScenes = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes";

nlohmann::json json(const Scene& scene)
{
    return io::sceneToJson(scene);
}

Document documentWith(Scene scene)
{
    Document document;
    document.reset(std::move(scene), {});
    return document;
}

TEST(SceneCatalog, ListsEveryBundledSceneAndEachLoads)
{
    std::string error;
    const auto catalog = loadSceneCatalog(kScenes, error);
    ASSERT_TRUE(catalog) << error;
    int defaults = 0;
    int lessons = 0;
    int stress = 0;
    for (const CatalogEntry& entry : catalog->entries)
    {
        const auto loaded = io::loadScene(catalog->pathOf(entry));
        EXPECT_TRUE(loaded) << entry.file << ": " << loaded.error;
        defaults += entry.category == "default";
        lessons += entry.category == "lesson";
        stress += entry.category == "stress";
    }
    EXPECT_EQ(defaults, 1);
    EXPECT_GE(lessons, 10);
    EXPECT_EQ(stress, 1);
    // Every JSON file in the directory is listed (index.json aside).
    for (const auto& file : std::filesystem::directory_iterator(kScenes))
    {
        const std::string name = file.path().filename().string();
        if (file.path().extension() == ".json" && name != "index.json")
        {
            EXPECT_NE(catalog->find(name), nullptr) << name << " is not in index.json";
        }
    }
}

// A Japanese text is told from an English one by its kana or kanji (UTF-8 lead bytes 0xE3..0xE9).
bool hasJapanese(const std::string& text)
{
    return std::any_of(text.begin(), text.end(),
                       [](char c)
                       {
                           const auto byte = static_cast<unsigned char>(c);
                           return byte >= 0xE3 && byte <= 0xE9;
                       });
}

TEST(SceneCatalog, EveryLessonTeachesInEnglishAndJapanese)
{
    std::string error;
    const auto catalog = loadSceneCatalog(kScenes, error);
    ASSERT_TRUE(catalog) << error;
    ASSERT_FALSE(catalog->lessons().empty());
    for (const CatalogEntry* entry : catalog->lessons())
    {
        const auto loaded = io::loadScene(catalog->pathOf(*entry));
        ASSERT_TRUE(loaded) << entry->file << ": " << loaded.error;
        ASSERT_TRUE(loaded.value->lesson) << entry->file << " has no \"lesson\" object";
        const SceneLesson& lesson = *loaded.value->lesson;
        std::vector<const LocalizedText*> texts{&lesson.title, &lesson.text};
        for (const LocalizedText& item : lesson.tryThis)
        {
            texts.push_back(&item);
        }
        for (const LocalizedText* text : texts)
        {
            EXPECT_FALSE(text->en.empty()) << entry->file;
            EXPECT_FALSE(hasJapanese(text->en)) << entry->file << ": English text in Japanese: " << text->en;
            EXPECT_TRUE(hasJapanese(text->ja)) << entry->file << ": Japanese text missing: " << text->ja;
        }
        EXPECT_GE(lesson.tryThis.size(), 1u) << entry->file;
        EXPECT_LE(lesson.tryThis.size(), kMaxLessonTries) << entry->file;
        // The source names a publication, not the project's internal labels.
        EXPECT_EQ(lesson.source.find("seeds/"), std::string::npos) << entry->file;
        EXPECT_FALSE(lesson.source.empty()) << entry->file;
        EXPECT_EQ(lesson.title.en, entry->title) << entry->file;
        EXPECT_EQ(lesson.title.ja, entry->titleJa) << entry->file;
        EXPECT_EQ(entry->titleIn(true), lesson.title.ja);
    }
}

// The SAT lesson counts the axes that separate its two polygons; the count must be the method's own.
TEST(SceneCatalog, TheSatLessonCountsTheSeparatingAxesItsMethodFinds)
{
    const auto loaded = io::loadScene(kScenes + "/lesson_polygon_sat.json");
    ASSERT_TRUE(loaded) << loaded.error;
    const Scene& scene = *loaded.value;
    ASSERT_EQ(scene.shapes.size(), 2u);
    ASSERT_TRUE(scene.lesson);
    const Algorithm* method = findAlgorithm(ShapeKind::Polygon, ShapeKind::Polygon, "polygon-sat");
    ASSERT_NE(method, nullptr);
    Trace trace;
    EXPECT_FALSE(runAlgorithm(*method, scene.shapes[0].shape, scene.shapes[1].shape, &trace).overlap);
    const auto separating = static_cast<std::size_t>(std::count_if(
        trace.axes.begin(), trace.axes.end(), [](const TraceAxis& axis) { return axis.separating; }));
    const std::vector<std::string> words{"no", "one", "two", "three", "four", "five", "six"};
    ASSERT_LT(separating, words.size());
    EXPECT_NE(scene.lesson->text.en.find("Here " + words[separating] + " edge normal"), std::string::npos)
        << separating << " axes separate: " << scene.lesson->text.en;
    EXPECT_NE(scene.lesson->text.ja.find(std::to_string(separating) + " 本の辺の法線"), std::string::npos)
        << separating << " axes separate: " << scene.lesson->text.ja;
}

// File > Open bundled scene and the Lessons window describe every scene in the UI's language.
TEST(SceneCatalog, EveryEntryHasItsTitleAndDescriptionInBothLanguages)
{
    std::string error;
    const auto catalog = loadSceneCatalog(kScenes, error);
    ASSERT_TRUE(catalog) << error;
    ASSERT_FALSE(catalog->entries.empty());
    for (const CatalogEntry& entry : catalog->entries)
    {
        EXPECT_FALSE(entry.description.empty()) << entry.file;
        EXPECT_FALSE(hasJapanese(entry.description)) << entry.file << ": " << entry.description;
        EXPECT_TRUE(hasJapanese(entry.descriptionJa)) << entry.file << " has no description_ja";
        EXPECT_TRUE(hasJapanese(entry.titleJa)) << entry.file << " has no title_ja";
        EXPECT_EQ(entry.descriptionIn(true), entry.descriptionJa);
        EXPECT_EQ(entry.descriptionIn(false), entry.description);
        // The project's own numbering is for the CLI and docs/sources.md, not for a student.
        EXPECT_EQ(entry.description.find("seed"), std::string::npos) << entry.file;
    }
}

// An index written before "title_ja" and "description_ja" existed still loads, in English.
TEST(SceneCatalog, AnOlderIndexWithoutTheJapaneseKeysShowsEnglish)
{
    const auto dir = test_files::workDir() / "older_index";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "index.json")
        << R"({"scenes": [{"file": "a.json", "title": "A", "category": "lesson", "source": "seeds/002",)"
        << R"( "description": "Old."}, {"file": "b.json"}]})";
    std::string error;
    const auto catalog = loadSceneCatalog(dir.string(), error);
    ASSERT_TRUE(catalog) << error;
    ASSERT_EQ(catalog->entries.size(), 2u);
    const CatalogEntry& a = catalog->entries[0];
    EXPECT_EQ(a.titleIn(true), "A");
    EXPECT_EQ(a.descriptionIn(true), "Old.");
    EXPECT_EQ(a.source, "seeds/002");
    const CatalogEntry& b = catalog->entries[1];
    EXPECT_EQ(b.titleIn(true), "b.json");
    EXPECT_EQ(b.descriptionIn(true), "");
}

TEST(SceneCatalog, PageDownAndPageUpWalkTheLessonsInIndexOrder)
{
    std::string error;
    const auto catalog = loadSceneCatalog(kScenes, error);
    ASSERT_TRUE(catalog) << error;
    const std::vector<const CatalogEntry*> lessons = catalog->lessons();
    ASSERT_GE(lessons.size(), 2u);
    // From a scene that is not a lesson: PageDown opens the first, PageUp the last.
    const CatalogEntry* fromDefault = catalog->neighbourLesson(catalog->directory + "/default.json", 1);
    EXPECT_EQ(fromDefault, lessons.front());
    EXPECT_EQ(catalog->neighbourLesson("", -1), lessons.back());
    // Forward through every lesson, then past the end: none.
    std::string path = catalog->pathOf(*lessons.front());
    for (std::size_t i = 1; i < lessons.size(); ++i)
    {
        const CatalogEntry* next = catalog->neighbourLesson(path, 1);
        ASSERT_EQ(next, lessons[i]) << "after " << path;
        path = catalog->pathOf(*next);
    }
    EXPECT_EQ(catalog->neighbourLesson(path, 1), nullptr);
    // And back.
    for (std::size_t i = lessons.size() - 1; i > 0; --i)
    {
        const CatalogEntry* previous = catalog->neighbourLesson(path, -1);
        ASSERT_EQ(previous, lessons[i - 1]);
        path = catalog->pathOf(*previous);
    }
    EXPECT_EQ(catalog->neighbourLesson(path, -1), nullptr);
    // The same file through another spelling of its path is the same lesson.
    EXPECT_EQ(catalog->neighbourLesson(catalog->directory + "/./" + lessons[0]->file, 1), lessons[1]);
}

TEST(SceneCatalog, DefaultSceneHasEveryKind)
{
    const auto loaded = io::loadScene(kScenes + "/default.json");
    ASSERT_TRUE(loaded) << loaded.error;
    std::array<int, kShapeKindCount> counts{};
    for (const SceneShape& s : loaded.value->shapes)
    {
        ++counts[static_cast<int>(kindOf(s.shape))];
    }
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        EXPECT_GE(counts[k], 1) << kindName(static_cast<ShapeKind>(k));
    }
}

TEST(SceneCatalog, StressSceneIsTenThousandMixedShapesInItsArea)
{
    const auto loaded = io::loadScene(kScenes + "/stress_10k.json");
    ASSERT_TRUE(loaded) << loaded.error;
    ASSERT_EQ(loaded.value->shapes.size(), 10000U);
    std::array<int, kShapeKindCount> counts{};
    for (const SceneShape& s : loaded.value->shapes)
    {
        ++counts[static_cast<int>(kindOf(s.shape))];
        const Bounds b = boundsOf(s.shape);
        // Centres in 1600 x 1200 and sizes up to 40 (a fan's reach is its outer radius).
        EXPECT_GE(b.min.x, -800.0 - 40.0);
        EXPECT_LE(b.max.x, 800.0 + 40.0);
        EXPECT_GE(b.min.y, -600.0 - 40.0);
        EXPECT_LE(b.max.y, 600.0 + 40.0);
    }
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        EXPECT_GT(counts[k], 1000) << kindName(static_cast<ShapeKind>(k));
    }
}

TEST(Document, SceneRoundTripsThroughTheDocumentAndAnAtomicSave)
{
    for (const char* file : {"default.json", "lesson_hwang_tsai_guard.json", "lesson_polygon_sat.json"})
    {
        Document document;
        ASSERT_FALSE(openSceneFile(document, kScenes + "/" + file)) << file;
        const auto original = io::loadScene(kScenes + "/" + file);
        EXPECT_EQ(json(document.scene()), json(*original.value)) << file;

        const auto path = test_files::workDir() / (std::string("roundtrip_") + file);
        ASSERT_FALSE(io::saveScene(path.string(), document.scene()));
        Document reopened;
        ASSERT_FALSE(openSceneFile(reopened, path.string()));
        EXPECT_EQ(json(reopened.scene()), json(document.scene())) << file;
    }
}

TEST(Document, MalformedSceneIsRefusedAndTheOpenOneKept)
{
    Document document;
    ASSERT_FALSE(openSceneFile(document, kScenes + "/default.json"));
    document.addShape(Circle{{5.0, 5.0}, 3.0});
    const nlohmann::json before = json(document.scene());
    const std::size_t undoBefore = document.history().undoDepth();

    const std::vector<std::pair<std::string, std::string>> bad = {
        {"not_json.json", "{\"version\": 1, \"shapes\": ["},
        {"negative_radius.json",
         R"({"version": 1, "shapes": [{"id": "c", "type": "circle", "cx": 0, "cy": 0, "r": -1}]})"},
        {"unknown_type.json", R"({"version": 1, "shapes": [{"id": "c", "type": "blob", "x": 0}]})"},
        {"bad_algorithm.json", R"({"version": 1, "shapes": [], "algorithms": {"circle/circle": "nope"}})"},
    };
    for (const auto& [name, text] : bad)
    {
        const auto path = test_files::workDir() / name;
        std::ofstream(path) << text;
        const auto error = openSceneFile(document, path.string());
        ASSERT_TRUE(error) << name;
        EXPECT_FALSE(error->empty());
        EXPECT_EQ(json(document.scene()), before) << name;
        EXPECT_EQ(document.history().undoDepth(), undoBefore) << name;
    }
    EXPECT_TRUE(openSceneFile(document, (test_files::workDir() / "does_not_exist.json").string()));
    EXPECT_EQ(json(document.scene()), before);
}

Scene twoCircles()
{
    Scene scene;
    scene.shapes = {{"a", Circle{{0.0, 0.0}, 10.0}, ""}, {"b", Circle{{100.0, 0.0}, 20.0}, "B"}};
    return scene;
}

// Applies `edit` to a fresh document, then checks undo restores the original exactly, redo restores the
// edited state exactly, and a second undo again gives the original.
void checkUndoRedo(const std::string& what, Scene scene, const std::function<void(Document&)>& edit)
{
    Document document = documentWith(std::move(scene));
    const nlohmann::json original = json(document.scene());
    const auto disabledBefore = document.disabledPairs();
    edit(document);
    const nlohmann::json edited = json(document.scene());
    const auto disabledEdited = document.disabledPairs();
    ASSERT_TRUE(edited != original || disabledEdited != disabledBefore)
        << what << ": the edit changed nothing";
    ASSERT_TRUE(document.history().canUndo()) << what;

    ASSERT_TRUE(document.undo()) << what;
    EXPECT_EQ(json(document.scene()), original) << what;
    EXPECT_EQ(document.disabledPairs(), disabledBefore) << what;
    ASSERT_TRUE(document.redo()) << what;
    EXPECT_EQ(json(document.scene()), edited) << what;
    EXPECT_EQ(document.disabledPairs(), disabledEdited) << what;
    ASSERT_TRUE(document.undo()) << what;
    EXPECT_EQ(json(document.scene()), original) << what;
    EXPECT_FALSE(document.undo()) << what << ": only one edit was made";
}

TEST(Document, EveryEditKindUndoesAndRedoes)
{
    checkUndoRedo("move", twoCircles(),
                  [](Document& d) {
                      d.modifyShape(0, translated(d.shape(0).shape, {30.0, -4.0}), "Move a");
                  });
    checkUndoRedo("rotate", twoCircles(),
                  [](Document& d) {
                      d.modifyShape(1, rotatedAbout(d.shape(1).shape, {0.0, 0.0}, 0.5), "Rotate b");
                  });
    checkUndoRedo("resize by handle", twoCircles(),
                  [](Document& d)
                  {
                      const Handle h = handlesOf(d.shape(1).shape, 1.0).front();
                      d.modifyShape(1, *dragHandle(d.shape(1).shape, h, {150.0, 0.0}, 1.0).shape, "Resize b");
                  });
    checkUndoRedo("drag preview then commit", twoCircles(),
                  [](Document& d)
                  {
                      const std::vector<std::pair<std::size_t, SceneShape>> before{{0, d.shape(0)}};
                      for (int i = 1; i <= 5; ++i)
                      {
                          d.previewShape(0, translated(before[0].second.shape, {i * 3.0, 0.0}));
                      }
                      d.commitShapes(before, "Move a");
                  });
    checkUndoRedo("add", twoCircles(), [](Document& d) { d.addShape(Rect{{0.0, 50.0}, 10.0, 20.0, 0.1}); });
    checkUndoRedo("delete one", twoCircles(), [](Document& d) { d.eraseShapes({0}); });
    checkUndoRedo("delete several", builtinDefaultScene(), [](Document& d) { d.eraseShapes({6, 1, 3}); });
    checkUndoRedo("duplicate", builtinDefaultScene(),
                  [](Document& d) {
                      d.duplicateShapes({2, 4}, {10.0, 10.0});
                  });
    checkUndoRedo("label", twoCircles(), [](Document& d) { d.setLabel(1, "renamed"); });
    checkUndoRedo("algorithm", twoCircles(),
                  [](Document& d) { d.setAlgorithm("circle/circle", "center-distance"); });
    checkUndoRedo("disable pair", twoCircles(),
                  [](Document& d) { d.setPairEnabled("circle/circle", false); });
}

TEST(Document, UndoneBranchIsDroppedByANewEdit)
{
    Document document = documentWith(twoCircles());
    document.addShape(Point{{1.0, 1.0}});
    ASSERT_TRUE(document.undo());
    document.addShape(Point{{2.0, 2.0}});
    EXPECT_FALSE(document.history().canRedo());
    EXPECT_EQ(document.shapeCount(), 3U);
}

// Modified means "differs from the file": undo back to the save is clean, undo past it or a new edit
// after an undo is not, whatever the number of edits done.
TEST(Document, ModifiedFollowsTheHistoryRevisionAtSave)
{
    Document document = documentWith(twoCircles());
    EXPECT_FALSE(document.modified());
    document.addShape(Point{{1.0, 1.0}});
    EXPECT_TRUE(document.modified());
    ASSERT_TRUE(document.undo());
    EXPECT_FALSE(document.modified());
    ASSERT_TRUE(document.redo());
    EXPECT_TRUE(document.modified());

    document.markSaved("saved.json");
    EXPECT_FALSE(document.modified());
    ASSERT_TRUE(document.undo());
    EXPECT_TRUE(document.modified()); // before the save
    ASSERT_TRUE(document.redo());
    EXPECT_FALSE(document.modified());

    // Same depth as the saved state, another content: an undo then a different edit.
    ASSERT_TRUE(document.undo());
    document.addShape(Point{{5.0, 5.0}});
    EXPECT_EQ(document.history().undoDepth(), 1U);
    EXPECT_TRUE(document.modified());

    // The overlays are saved but not undoable: toggling one stays a change until the next save.
    document.markSaved("saved.json");
    document.setOverlay(Overlay::Bounds, true);
    document.setOverlay(Overlay::Bounds, false);
    EXPECT_TRUE(document.modified());
}

TEST(Document, ReadOnlyUntilSavedToAPathTheUserChose)
{
    Document document;
    document.reset(twoCircles(), "/bundled/lesson.json", true);
    EXPECT_TRUE(document.readOnly());
    EXPECT_FALSE(document.hasWritablePath());
    document.markSaved("/home/me/lesson.json");
    EXPECT_FALSE(document.readOnly());
    EXPECT_TRUE(document.hasWritablePath());
    document.reset(twoCircles(), {}, false);
    EXPECT_FALSE(document.hasWritablePath()); // untitled: Save asks for a path
}

TEST(Document, DeletingTheMiddleOfSeveralRestoresOrderAndIds)
{
    Document document = documentWith(builtinDefaultScene());
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < document.shapeCount(); ++i)
    {
        ids.push_back(document.shape(i).id);
    }
    document.eraseShapes({0, 7, 3});
    EXPECT_EQ(document.shapeCount(), ids.size() - 3);
    ASSERT_TRUE(document.undo());
    for (std::size_t i = 0; i < ids.size(); ++i)
    {
        EXPECT_EQ(document.shape(i).id, ids[i]);
    }
}

// Undoing a deletion selected the shapes in the order the deletion recorded them (highest index first):
// "P vs E" came back as "E vs P", the Inspector on the other shape; and the scene's saved pair, dropped
// with its shape, stayed dropped, so a save after the undo lost it.
TEST(Document, UndoingADeletionRestoresTheSelectionAndTheScenesPair)
{
    Document document = documentWith(builtinDefaultScene());
    ASSERT_GE(document.shapeCount(), 4U);
    const std::vector<std::size_t> picked = {3, 1}; // the pair, second shape first
    document.select(picked);
    const std::vector<std::string> pair = document.scene().selection;
    ASSERT_EQ(pair.size(), 2U);
    const nlohmann::json before = io::sceneToJson(document.scene());
    for (const std::vector<std::size_t>& erased :
         {std::vector<std::size_t>{1, 3}, std::vector<std::size_t>{3}, std::vector<std::size_t>{0, 1, 2, 3}})
    {
        document.select(picked);
        document.eraseShapes(erased);
        EXPECT_TRUE(document.scene().selection.empty());
        ASSERT_TRUE(document.undo());
        EXPECT_EQ(document.selection(), picked);
        EXPECT_EQ(document.scene().selection, pair);
        EXPECT_EQ(io::sceneToJson(document.scene()), before);
        ASSERT_TRUE(document.redo());
        EXPECT_TRUE(document.scene().selection.empty());
        ASSERT_TRUE(document.undo());
        EXPECT_EQ(document.scene().selection, pair);
    }
}

TEST(Document, FreshIdsAreUnique)
{
    Document document = documentWith(builtinDefaultScene());
    const auto added = document.duplicateShapes({0, 1, 2, 3, 4, 5, 6, 7}, {1.0, 1.0});
    std::set<std::string> ids;
    for (std::size_t i = 0; i < document.shapeCount(); ++i)
    {
        EXPECT_TRUE(ids.insert(document.shape(i).id).second) << document.shape(i).id;
    }
    EXPECT_EQ(added.size(), 8U);
}

// A duplicate takes its kind's lowest free number, one copy at a time: the ids a person would give, the
// same whether the copies are made in one edit or one by one (the oracle below numbers them naively).
TEST(Document, DuplicatesTakeEachKindsLowestFreeNumbers)
{
    Scene scene;
    for (const auto& [id, shape] : {std::pair<std::string, Shape>{"circle1", Circle{{0.0, 0.0}, 1.0}},
                                    {"circle3", Circle{{5.0, 0.0}, 1.0}},
                                    {"rect2", Rect{{0.0, 5.0}, 2.0, 1.0, 0.0}},
                                    {"ball", Circle{{9.0, 0.0}, 2.0}},
                                    {"circle6", Circle{{0.0, 9.0}, 1.0}}})
    {
        scene.shapes.push_back(SceneShape{id, shape, {}});
    }
    Document document = documentWith(scene);
    for (int round = 0; round < 4; ++round)
    {
        std::vector<std::size_t> all(document.shapeCount());
        for (std::size_t i = 0; i < all.size(); ++i)
        {
            all[i] = all.size() - 1 - i; // from the last, so that kinds interleave
        }
        std::set<std::string> taken;
        for (std::size_t i = 0; i < document.shapeCount(); ++i)
        {
            taken.insert(document.shape(i).id);
        }
        std::vector<std::string> expected;
        for (const std::size_t index : all)
        {
            const std::string stem(kindName(kindOf(document.shape(index).shape)));
            std::size_t n = 1;
            while (taken.contains(stem + std::to_string(n)))
            {
                ++n;
            }
            expected.push_back(stem + std::to_string(n));
            taken.insert(expected.back());
        }
        const std::vector<std::size_t> added = document.duplicateShapes(all, {1.0, 1.0});
        ASSERT_EQ(added.size(), expected.size());
        for (std::size_t i = 0; i < added.size(); ++i)
        {
            EXPECT_EQ(document.shape(added[i]).id, expected[i]) << "round " << round << ", copy " << i;
        }
    }
    EXPECT_EQ(document.shapeCount(), 5U * 16U);
    EXPECT_EQ(document.freshId(ShapeKind::Circle), "circle64"); // 63 numbered circles and "ball"
}

TEST(ShapeEdit, HandlesFollowThePointerAndRefuseInvalidShapes)
{
    constexpr double kPixel = 1.0;
    // Circle radius.
    const Circle circle{{10.0, 0.0}, 5.0};
    auto result = dragHandle(circle, handlesOf(circle, kPixel)[0], {10.0, 30.0}, kPixel);
    ASSERT_TRUE(result.shape);
    EXPECT_NEAR(std::get<Circle>(*result.shape).radius, 30.0, kGeometryTolerance);

    // Rect width: the -x edge stays put.
    const Rect rect{{0.0, 0.0}, 20.0, 10.0, 0.0};
    Handle width;
    for (const Handle& h : handlesOf(rect, kPixel))
    {
        if (h.role == HandleRole::Width)
        {
            width = h;
        }
    }
    result = dragHandle(rect, width, {30.0, 3.0}, kPixel);
    ASSERT_TRUE(result.shape);
    const Rect wider = std::get<Rect>(*result.shape);
    EXPECT_NEAR(wider.width, 40.0, kGeometryTolerance);
    EXPECT_NEAR(wider.center.x - wider.width / 2.0, -10.0, kGeometryTolerance);
    EXPECT_NEAR(wider.height, 10.0, kGeometryTolerance);

    // A polygon vertex dragged inside out is refused with the field named.
    const Polygon square = *makePolygon({{0.0, 0.0}, {10.0, 0.0}, {10.0, 10.0}, {0.0, 10.0}}).polygon;
    Handle vertex;
    for (const Handle& h : handlesOf(square, kPixel))
    {
        if (h.role == HandleRole::Vertex && glm::length(h.position - Vec2(10.0, 10.0)) < kGeometryTolerance)
        {
            vertex = h;
        }
    }
    result = dragHandle(square, vertex, {3.0, 3.0}, kPixel); // makes it non-convex
    EXPECT_FALSE(result.shape);
    EXPECT_NE(result.error.find("points"), std::string::npos) << result.error;
    result = dragHandle(square, vertex, {14.0, 12.0}, kPixel); // still convex
    ASSERT_TRUE(result.shape);
    EXPECT_FALSE(validateShape(*result.shape));

    // A segment end dropped on the other end is refused.
    const Segment segment{{0.0, 0.0}, {10.0, 0.0}};
    result = dragHandle(segment, handlesOf(segment, kPixel)[1], {0.0, 0.0}, kPixel);
    EXPECT_FALSE(result.shape);
    EXPECT_FALSE(result.error.empty());

    // Sizes never reach zero: a circle's radius handle on its centre keeps a pixel.
    result = dragHandle(circle, handlesOf(circle, kPixel)[0], circle.center, kPixel);
    ASSERT_TRUE(result.shape);
    EXPECT_FALSE(validateShape(*result.shape));

    // Rotate handles turn the shape about its pivot by the pointer's angle.
    const Ellipse ellipse{{0.0, 0.0}, 30.0, 10.0, 0.0};
    Handle rotate;
    for (const Handle& h : handlesOf(ellipse, kPixel))
    {
        if (h.role == HandleRole::Rotate)
        {
            rotate = h;
        }
    }
    result = dragHandle(ellipse, rotate, {-40.0, 0.0}, kPixel); // from +y to -x: a quarter turn
    ASSERT_TRUE(result.shape);
    EXPECT_NEAR(std::get<Ellipse>(*result.shape).angle, kPi / 2.0, kGeometryTolerance);
}

// A polygon of many vertices offers handles only where they stand apart on screen; a small one offers
// every vertex, however close.
TEST(ShapeEdit, LargePolygonsOfferSpacedVertexHandles)
{
    const auto regular = [](std::size_t count, double radius)
    {
        std::vector<Vec2> points;
        for (std::size_t i = 0; i < count; ++i)
        {
            const double angle = 6.283185307179586 * static_cast<double>(i) / static_cast<double>(count);
            points.push_back({radius * std::cos(angle), radius * std::sin(angle)});
        }
        const PolygonOrError made = makePolygon(points);
        EXPECT_TRUE(made.polygon.has_value()) << count << ": " << made.error.message;
        return made.polygon.value_or(Polygon{});
    };
    const auto vertexHandles = [](const Shape& shape, double pixel)
    {
        std::vector<Handle> vertices;
        for (const Handle& handle : handlesOf(shape, pixel))
        {
            if (handle.role == HandleRole::Vertex)
            {
                vertices.push_back(handle);
            }
        }
        return vertices;
    };
    // 48 vertices a pixel apart: all of them.
    EXPECT_EQ(vertexHandles(regular(48, 7.6), 1.0).size(), 48u);

    for (const double pixel : {1.0, 0.25, 4.0})
    {
        const Polygon big = regular(100000, 1000.0);
        const std::vector<Handle> handles = vertexHandles(big, pixel);
        const double spacing = kVertexHandleSpacingPixels * pixel;
        const double perimeter = 6.283185307179586 * 1000.0;
        ASSERT_GE(handles.size(), 3u);
        // Each kept vertex is the polygon's own, they stand the spacing apart (the last from the first
        // too), and the walk keeps the next vertex past the spacing, so the gaps stay small.
        EXPECT_LE(static_cast<double>(handles.size()), perimeter / spacing + 1.0) << pixel;
        EXPECT_GE(static_cast<double>(handles.size()), perimeter / (spacing + 0.07) - 1.0) << pixel;
        for (std::size_t i = 0; i < handles.size(); ++i)
        {
            const Handle& handle = handles[i];
            ASSERT_LT(static_cast<std::size_t>(handle.index), big.vertices.size());
            EXPECT_EQ(handle.position, big.vertices[static_cast<std::size_t>(handle.index)]);
            const Handle& next = handles[(i + 1) % handles.size()];
            EXPECT_GE(length(next.position - handle.position), spacing * (1.0 - 1e-12)) << pixel << " " << i;
        }
    }
}

TEST(ShapeEdit, RotationAndTranslationAreInverted)
{
    std::mt19937_64 rng(7);
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const Shape shape = randomShape(static_cast<ShapeKind>(k), rng);
        const Vec2 pivot = pivotOf(shape);
        const Shape back = rotatedAbout(rotatedAbout(shape, pivot, 0.7), pivot, -0.7);
        EXPECT_NEAR(glm::length(pivotOf(back) - pivot), 0.0, kGeometryTolerance) << k;
        const Shape moved = translated(translated(shape, {3.0, 4.0}), {-3.0, -4.0});
        EXPECT_NEAR(glm::length(pivotOf(moved) - pivot), 0.0, kGeometryTolerance) << k;
        EXPECT_FALSE(validateShape(makeDefaultShape(static_cast<ShapeKind>(k), {1.0, 2.0}, 0.5))) << k;
    }
}

TEST(View, MappingIsTheInterfaceFormula)
{
    const ViewTransform t{View{{12.0, -7.0}, 2.5}, 800.0, 600.0};
    const Vec2 world(40.0, 30.0);
    const Vec2 screen = t.toScreen(world);
    EXPECT_NEAR(screen.x, 400.0 + (40.0 - 12.0) * 2.5, kExactTolerance);
    EXPECT_NEAR(screen.y, 300.0 - (30.0 + 7.0) * 2.5, kExactTolerance);
    EXPECT_NEAR(glm::length(t.toWorld(screen) - world), 0.0, kGeometryTolerance);

    const Vec2 anchor(123.0, 456.0);
    const View zoomed = zoomedAbout(t.view, anchor, 1.7, 800.0, 600.0);
    const ViewTransform after{zoomed, 800.0, 600.0};
    EXPECT_NEAR(glm::length(after.toWorld(anchor) - t.toWorld(anchor)), 0.0, kGeometryTolerance);
    EXPECT_NEAR(zoomed.zoom, 2.5 * 1.7, kGeometryTolerance);
}

// Shapes 5 to 60 across, centred in (0, 0)-corner: crowded enough that many touch.
RandomShapeOptions smallShapesIn(Vec2 corner)
{
    RandomShapeOptions options;
    options.boxMin = {0.0, 0.0};
    options.boxMax = corner;
    options.minSize = 5.0;
    options.maxSize = 60.0;
    return options;
}

// The per-frame pass must find exactly what testing every pair finds, under the scene's algorithms.
TEST(ContactSolver, MatchesAllPairsOnRandomScenes)
{
    std::mt19937_64 rng(12345);
    const RandomShapeOptions options = smallShapesIn({600.0, 400.0});
    for (int round = 0; round < 3; ++round)
    {
        Scene scene;
        for (int i = 0; i < 400; ++i)
        {
            scene.shapes.push_back(
                {std::to_string(i), randomShape(static_cast<ShapeKind>(i % 8), rng, options), ""});
        }
        if (round == 1)
        {
            scene.algorithms["ellipse/ellipse"] = "hwang-tsai-published";
            scene.algorithms["rect/rect"] = "aabb";
        }
        Document document = documentWith(scene);
        if (round == 2)
        {
            document.setPairEnabled("circle/rect", false);
        }
        ContactSolver solver(1);
        const ContactState state = solver.compute(document, true);

        std::vector<std::uint8_t> expected(scene.shapes.size(), 0);
        std::size_t expectedPairs = 0;
        std::size_t expectedDisagreements = 0;
        for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        {
            for (std::size_t j = i + 1; j < scene.shapes.size(); ++j)
            {
                const Shape& a = scene.shapes[i].shape;
                const Shape& b = scene.shapes[j].shape;
                // Shapes in contact under an exact test have overlapping bounds; an approximate method's
                // false contacts between shapes whose bounds are apart never reach any narrow phase, so
                // "all pairs" means all pairs whose closed bounds overlap.
                if (!document.pairEnabled(pairName(kindOf(a), kindOf(b))) ||
                    !boundsOverlap(boundsOf(a), boundsOf(b)))
                {
                    continue;
                }
                const Algorithm& row = document.activeAlgorithm(kindOf(a), kindOf(b));
                const bool hit = runAlgorithm(row, a, b).overlap;
                if (hit)
                {
                    expected[i] = expected[j] = 1;
                    ++expectedPairs;
                }
                expectedDisagreements += hit != overlap(a, b) ? 1 : 0;
            }
        }
        EXPECT_EQ(state.inContact, expected) << "round " << round;
        EXPECT_EQ(state.contactPairs, expectedPairs) << "round " << round;
        EXPECT_EQ(state.disagreeingPairs.size(), expectedDisagreements) << "round " << round;
        if (round == 0)
        {
            EXPECT_EQ(expectedDisagreements, 0U);
        }
    }
}

// While a few shapes change and nothing else does, the solver tests only their pairs again. Its state
// must be the one a whole pass gives, field for field: after every edit of a seeded walk, it is compared
// with a fresh solver's. The walk drags shapes (one, or a few together so that two changed shapes may
// touch each other), sets circles exactly touching, changes a shape's kind, moves more shapes than a
// partial pass takes, undoes, turns a pair off, switches compare mode and sets a row that may report
// false contacts, under rows that are not symmetric in their two shapes.
TEST(ContactSolver, APartialPassGivesWhatTheWholePassGives)
{
    std::mt19937_64 rng(20261127);
    const RandomShapeOptions options = smallShapesIn({500.0, 350.0});
    Scene scene;
    for (int i = 0; i < 400; ++i)
    {
        scene.shapes.push_back(
            {std::to_string(i), randomShape(static_cast<ShapeKind>(i % 8), rng, options), ""});
    }
    scene.algorithms["circle/ellipse"] = "hwang-tsai-repaired";
    scene.algorithms["ellipse/ellipse"] = "hwang-tsai-repaired";
    scene.algorithms["segment/segment"] = "orientation-strict";
    Document document = documentWith(scene);
    ASSERT_FALSE(document.activeAlgorithm(ShapeKind::Circle, ShapeKind::Ellipse).exact());
    ASSERT_FALSE(document.activeAlgorithm(ShapeKind::Segment, ShapeKind::Segment).exact());

    const std::size_t n = document.shapeCount();
    std::uniform_int_distribution<std::size_t> anyShape(0, n - 1);
    std::uniform_real_distribution<double> offset(-40.0, 40.0);
    auto moved = [&](std::size_t index, Vec2 by) { return translated(document.shape(index).shape, by); };
    std::vector<std::size_t> circles;
    for (std::size_t i = 0; i < n; ++i)
    {
        if (std::holds_alternative<Circle>(document.shape(i).shape))
        {
            circles.push_back(i);
        }
    }

    ContactSolver solver(1);
    solver.compute(document, false);
    // When the solver may pass partially (ContactSolver's comment): a few shapes changed, and the last
    // pass ran without compare mode and without a row that may report false contacts.
    bool falseContactsRow = false;
    bool lastPassAllows = true;
    int partialPasses = 0;
    for (int step = 0; step < 400; ++step)
    {
        bool compare = false;
        bool fewShapesChanged = true;
        switch (step % 10)
        {
        case 0: // on for ten steps, off for ten
            falseContactsRow = step % 20 == 0;
            document.setAlgorithm("rect/rect", falseContactsRow ? "aabb" : "");
            fewShapesChanged = false;
            break;
        case 1: // two circles exactly touching, and touching boxes
        {
            const std::size_t a = circles[anyShape(rng) % circles.size()];
            const std::size_t b = circles[anyShape(rng) % circles.size()];
            // (Case 3 may have put another kind in a circle's place.)
            if (a != b && std::holds_alternative<Circle>(document.shape(a).shape) &&
                std::holds_alternative<Circle>(document.shape(b).shape))
            {
                const Circle& fixed = std::get<Circle>(document.shape(b).shape);
                Circle circle = std::get<Circle>(document.shape(a).shape);
                circle.center = fixed.center + Vec2{fixed.radius + circle.radius, 0.0};
                document.previewShape(a, circle);
            }
            break;
        }
        case 2: // a few shapes dragged together, two of them overlapping
        {
            const Vec2 by{offset(rng), offset(rng)};
            const std::size_t first = anyShape(rng);
            for (std::size_t k = 0; k < 4; ++k)
            {
                const std::size_t index = (first + k * 7) % n;
                document.previewShape(index, moved(index, by));
            }
            document.previewShape((first + 7) % n, moved(first, {offset(rng) / 8.0, offset(rng) / 8.0}));
            break;
        }
        case 3: // another shape, of any kind, in its place
        {
            const std::size_t index = anyShape(rng);
            document.previewShape(index, randomShape(static_cast<ShapeKind>((step / 10) % 8), rng, options));
            break;
        }
        case 4: // more shapes than a partial pass takes
        {
            const std::size_t first = anyShape(rng);
            for (std::size_t k = 0; k <= ContactSolver::kMostChangedShapes; ++k)
            {
                const std::size_t index = (first + k * 11) % n;
                document.previewShape(index, moved(index, {offset(rng) + 50.0, offset(rng)}));
            }
            fewShapesChanged = false;
            break;
        }
        case 5: // an edit, then undone
        {
            const std::size_t index = anyShape(rng);
            document.modifyShape(index, moved(index, {offset(rng), offset(rng)}), "move");
            solver.compute(document, false);
            ASSERT_TRUE(document.undo());
            break;
        }
        case 6: // a pair of kinds turned off or on
            document.setPairEnabled("circle/ellipse", step % 20 != 6);
            fewShapesChanged = false;
            break;
        case 7:
            compare = true;
            break;
        default: // one shape dragged
        {
            const std::size_t index = anyShape(rng);
            document.previewShape(index, moved(index, {offset(rng), offset(rng)}));
            break;
        }
        }
        const ContactState state = solver.compute(document, compare);
        ContactSolver fresh(1);
        const ContactState whole = fresh.compute(document, compare);
        ASSERT_FALSE(fresh.lastWasPartial());
        EXPECT_EQ(state.inContact, whole.inContact) << "step " << step;
        EXPECT_EQ(state.contactPairs, whole.contactPairs) << "step " << step;
        EXPECT_EQ(state.candidatePairs, whole.candidatePairs) << "step " << step;
        EXPECT_EQ(state.pairsCapped, whole.pairsCapped) << "step " << step;
        EXPECT_EQ(state.disagrees, whole.disagrees) << "step " << step;
        EXPECT_EQ(state.disagreeingPairs, whole.disagreeingPairs) << "step " << step;
        // The solver's bounds serve the focused pair's search.
        document.select({static_cast<std::size_t>(step) % n});
        EXPECT_EQ(focusPair(document, solver.bounds()), focusPair(document)) << "step " << step;
        const bool partial = fewShapesChanged && !compare && !falseContactsRow && lastPassAllows;
        EXPECT_EQ(solver.lastWasPartial(), partial) << "step " << step;
        partialPasses += partial ? 1 : 0;
        lastPassAllows = !compare && !falseContactsRow;
    }
    EXPECT_EQ(partialPasses, 100);
}

TEST(Collisions, FocusPairAndInspection)
{
    Document document = documentWith(twoCircles());
    auto pair = focusPair(document);
    ASSERT_TRUE(pair);
    EXPECT_EQ(pair->first, 0U);
    EXPECT_EQ(pair->second, 1U);
    const PairInspection inspection = inspectPair(document, 0, 1);
    EXPECT_FALSE(inspection.answer.overlap);
    EXPECT_NEAR(inspection.exact.value, 100.0 - 30.0, kGeometryTolerance);

    document.addShape(Circle{{-30.0, 0.0}, 5.0});
    document.select({2});
    pair = focusPair(document);
    ASSERT_TRUE(pair);
    EXPECT_EQ(pair->second, 0U); // the nearest shape
}

// The focused pair's second shape is the nearest by the exact signed distance (a penetration depth
// when they overlap), checked against every shape's distance, in scenes crowded enough that dozens of
// boxes overlap the selected shape's.
TEST(Collisions, FocusPairIsTheNearestShapeByTheExactDistance)
{
    std::mt19937_64 random(20261126);
    RandomShapeOptions options;
    options.boxMax = Vec2(400.0, 300.0);
    options.minSize = 5.0;
    options.maxSize = 220.0;
    std::uniform_int_distribution<int> kind(0, kShapeKindCount - 1);
    for (int trial = 0; trial < 60; ++trial)
    {
        Scene scene;
        const int count = std::uniform_int_distribution<int>(2, 120)(random);
        for (int i = 0; i < count; ++i)
        {
            scene.shapes.push_back({"s" + std::to_string(i),
                                    randomShape(static_cast<ShapeKind>(kind(random)), random, options), ""});
        }
        Document document = documentWith(scene);
        const std::size_t chosen =
            std::uniform_int_distribution<std::size_t>(0, scene.shapes.size() - 1)(random);
        document.select({chosen});
        const auto pair = focusPair(document);
        ASSERT_TRUE(pair);
        ASSERT_EQ(pair->first, chosen);
        ASSERT_NE(pair->second, chosen);
        ASSERT_LT(pair->second, scene.shapes.size());
        double nearest = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        {
            if (i != chosen)
            {
                nearest =
                    std::min(nearest, distance(scene.shapes[chosen].shape, scene.shapes[i].shape).value);
            }
        }
        EXPECT_EQ(distance(scene.shapes[chosen].shape, scene.shapes[pair->second].shape).value, nearest)
            << "trial " << trial;
    }
}

// A small circle inside the boxes of twenty long diagonal segments, all 60 away, and a circle 40 away
// whose box is apart: ranking the boxes alone would look only at segments.
TEST(Collisions, FocusPairLooksPastBoxesThatOverlapButHoldOnlyFartherShapes)
{
    Scene scene;
    scene.shapes.push_back({"small", Circle{{0.0, 0.0}, 5.0}, ""});
    for (int i = 0; i < 20; ++i)
    {
        // The line x + y = c at distance 65 from the origin (60 from the circle), long enough that its
        // box holds the origin.
        const double c = 65.0 * std::sqrt(2.0) + 0.01 * i;
        scene.shapes.push_back(
            {"line" + std::to_string(i), Segment{{c + 300.0, -300.0}, {-300.0, c + 300.0}}, ""});
    }
    scene.shapes.push_back({"near", Circle{{-55.0, 0.0}, 10.0}, ""});
    Document document = documentWith(scene);
    document.select({0});
    const auto pair = focusPair(document);
    ASSERT_TRUE(pair);
    EXPECT_EQ(pair->second, 21U);
}

TEST(Overlays, TableHasOneRowPerOverlayWithUniqueKeys)
{
    std::set<std::string_view> keys;
    for (std::size_t i = 0; i < kOverlays.size(); ++i)
    {
        EXPECT_EQ(static_cast<std::size_t>(kOverlays[i].overlay), i);
        EXPECT_TRUE(keys.insert(kOverlays[i].key).second) << kOverlays[i].key;
        EXPECT_EQ(overlayFromKey(kOverlays[i].key), kOverlays[i].overlay);
    }
    EXPECT_FALSE(overlayFromKey("no_such_overlay"));
}

TEST(Overlays, EveryBundledSceneNamesOnlyKnownOverlays)
{
    std::string error;
    const auto catalog = loadSceneCatalog(kScenes, error);
    ASSERT_TRUE(catalog) << error;
    for (const CatalogEntry& entry : catalog->entries)
    {
        const auto loaded = io::loadScene(catalog->pathOf(entry));
        ASSERT_TRUE(loaded) << entry.file;
        for (const auto& [key, on] : loaded.value->overlays)
        {
            EXPECT_TRUE(overlayFromKey(key)) << entry.file << ": " << key;
        }
    }
}

TEST(Overlays, DocumentKeepsThemUnderTheirSceneKeys)
{
    Document document = documentWith(twoCircles());
    EXPECT_FALSE(document.overlay(Overlay::SatAxes));
    document.setOverlay(Overlay::SatAxes, true);
    EXPECT_TRUE(document.overlay(Overlay::SatAxes));
    EXPECT_FALSE(document.overlay(Overlay::Bounds));
    EXPECT_TRUE(document.scene().overlays.at("sat_axes"));
    EXPECT_TRUE(document.modified());
}

// The world layer of a trace belongs to the family of the pair's method, whichever order the shapes
// come in, and its overlay is the one the sandbox switches it with.
TEST(Overlays, TraceWorldTopicFollowsThePairsMethod)
{
    const Fan fan{{0.0, 0.0}, 0.0, 0.6, 10.0, 40.0};
    const Circle circle{{30.0, 5.0}, 8.0};
    const Segment segment{{-20.0, -20.0}, {20.0, 20.0}};
    const Segment crossing{{-20.0, 20.0}, {20.0, -20.0}};
    const Rect rect{{0.0, 0.0}, 30.0, 20.0, 0.3};
    const Rect other{{25.0, 5.0}, 30.0, 20.0, -0.2};
    struct Case
    {
        Shape a;
        Shape b;
        std::string_view algorithm; // empty: the pair's default
        TraceTopic topic;
        Overlay overlay;
    };
    const Case cases[] = {
        {circle, fan, "", TraceTopic::FanInternals, Overlay::FanInternals},
        {segment, crossing, "", TraceTopic::OrientationSigns, Overlay::OrientationSigns},
        {circle, segment, "", TraceTopic::SegmentCircleRoots, Overlay::SegmentCircleRoots},
        {segment, circle, "", TraceTopic::SegmentCircleRoots, Overlay::SegmentCircleRoots},
        {rect, other, "gjk", TraceTopic::GjkSimplex, Overlay::GjkSimplex},
    };
    for (const Case& c : cases)
    {
        const ShapeKind a = kindOf(c.a);
        const ShapeKind b = kindOf(c.b);
        const Algorithm* row =
            c.algorithm.empty() ? &defaultAlgorithm(a, b) : findAlgorithm(a, b, c.algorithm);
        ASSERT_NE(row, nullptr) << pairName(a, b);
        Trace trace;
        runAlgorithm(*row, c.a, c.b, &trace);
        EXPECT_EQ(trace.worldTopic, c.topic) << pairName(a, b) << " " << row->name;
        EXPECT_EQ(overlayOf(trace.worldTopic), c.overlay) << pairName(a, b) << " " << row->name;
    }
    EXPECT_EQ(overlayOf(TraceTopic::ConstructionPoints), Overlay::TracePoints);
    EXPECT_EQ(overlayOf(TraceTopic::SatAxes), Overlay::SatAxes);
    EXPECT_EQ(overlayOf(TraceTopic::EllipseSpace), Overlay::EllipseSpace);
}

} // namespace
} // namespace hitlab
