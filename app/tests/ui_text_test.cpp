// The UI string table: every row in both languages, no key twice, and every key the sources ask for
// present in the table (a missing one would show on screen as its key).
#include "file_text.hpp"
#include "hitlab/registry.hpp"
#include "hitlab/trace.hpp"
#include "i18n/ui_text.hpp"
#include "model/ccd_state.hpp"
#include "model/document.hpp"
#include "model/overlay.hpp"
#include "model/scene_catalog.hpp"
#include "model/steps.hpp"
#include "shape_json.hpp"
#include "status_message.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>
#include <imgui.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

std::set<std::string> tableKeys()
{
    std::set<std::string> keys;
    for (const auto table : allUiStrings())
    {
        for (const UiString& row : table)
        {
            keys.emplace(row.key);
        }
    }
    return keys;
}

TEST(UiText, EveryRowHasBothLanguages)
{
    for (const auto table : allUiStrings())
    {
        for (const UiString& row : table)
        {
            EXPECT_FALSE(row.key.empty());
            EXPECT_TRUE(row.english != nullptr && *row.english != '\0') << row.key << " lacks English";
            EXPECT_TRUE(row.japanese != nullptr && *row.japanese != '\0') << row.key << " lacks Japanese";
        }
    }
}

TEST(UiText, NoKeyTwice)
{
    std::set<std::string_view> seen;
    for (const auto table : allUiStrings())
    {
        for (const UiString& row : table)
        {
            EXPECT_TRUE(seen.insert(row.key).second) << row.key << " is in the tables twice";
        }
    }
}

// The palette names every kind through the table (its keys are made from the kinds' names, so the
// literal-key check cannot see them): each kind has its row, English being the scene files' name.
TEST(UiText, EveryShapeKindHasItsName)
{
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const std::string name(kindName(static_cast<ShapeKind>(k)));
        const std::string key = "shape.kind." + name;
        EXPECT_EQ(std::string(uiText(key.c_str(), UiLanguage::English)), name);
        const std::string japanese = uiText(key.c_str(), UiLanguage::Japanese);
        EXPECT_NE(japanese, key);
        EXPECT_NE(japanese, name);
    }
}

TEST(UiText, LooksUpByLanguageAndShowsAMissingKeyAsItself)
{
    EXPECT_STREQ(uiText("menu.lessons", UiLanguage::English), "Lessons");
    EXPECT_STREQ(uiText("menu.lessons", UiLanguage::Japanese), "レッスン");
    EXPECT_STREQ(uiText("no.such.key", UiLanguage::Japanese), "no.such.key");
    EXPECT_EQ(uiLabel("menu.lessons", UiLanguage::Japanese), "レッスン###menu.lessons");
}

TEST(UiText, FormatsArgumentsInTheTranslationsOrder)
{
    EXPECT_EQ(uiFormat("{0} vs {1}", {"A", "B"}), "A vs B");
    EXPECT_EQ(uiFormat("{1} の前に {0}", {"A", "B"}), "B の前に A");
    EXPECT_EQ(uiFormat("{0}{0} and {2}", {"x"}), "xx and ");
    EXPECT_EQ(uiFormat("no placeholders {", {"x"}), "no placeholders {");
    EXPECT_EQ(uiText("status.opened", UiLanguage::Japanese, {"a.json"}), "a.json を開きました");
}

// The document names its undo steps in English; the Edit menu and the status line show them in the
// UI's language.
TEST(UiText, UndoStepNamesAreTranslatedWhereTheyAreShown)
{
    EXPECT_EQ(uiEditLabel("Move circle2", UiLanguage::Japanese), "circle2 を移動");
    EXPECT_EQ(uiEditLabel("Move shapes", UiLanguage::Japanese), "図形を移動");
    EXPECT_EQ(uiEditLabel("Move the pivot", UiLanguage::Japanese), "回転中心を移動");
    EXPECT_EQ(uiEditLabel("Algorithm of circle/fan", UiLanguage::Japanese),
              "circle/fan のアルゴリズムを変更");
    EXPECT_EQ(uiEditLabel("Move circle2", UiLanguage::English), "Move circle2");
    EXPECT_EQ(uiEditLabel("Something new", UiLanguage::Japanese), "Something new");
    for (const char* name :
         {"Move A", "Rotate A", "Resize A", "Add A", "Duplicate A", "Delete A", "Rename A", "Enable A",
          "Disable A", "Edit A", "Duplicate shapes", "Delete shapes", "Edit the motion", "Play the motion",
          "Pause the motion", "Step the motion", "Change the angle per step"})
    {
        EXPECT_NE(uiEditLabel(name, UiLanguage::Japanese), name) << name << " has no Japanese name";
        EXPECT_EQ(uiEditLabel(name, UiLanguage::English), name);
    }
}

TEST(UiText, TheCoresReasonsForRefusingAValueAreTranslatedWithTheValue)
{
    EXPECT_EQ(uiShapeErrorMessage("must be greater than zero, got -3", UiLanguage::Japanese),
              "0 より大きい値が必要です（入力：-3）");
    EXPECT_EQ(uiShapeErrorMessage("must be greater than zero, got -3", UiLanguage::English),
              "must be greater than zero, got -3");
    EXPECT_EQ(uiShapeErrorMessage("an unknown reason", UiLanguage::Japanese), "an unknown reason");
}

TEST(UiText, TheStatusLineKeepsItsMessageInEnglishAndShowsItInTheChosenLanguage)
{
    StatusMessage status;
    status.showEdit("status.undid", "Move circle2");
    EXPECT_EQ(status.text, "Undid: Move circle2");
    EXPECT_EQ(status.in(UiLanguage::Japanese), "元に戻しました：circle2 を移動");
    status.showShapeError("status.change_refused", "r: must be greater than zero, got -1");
    EXPECT_EQ(status.text, "r: must be greater than zero, got -1 (change refused)");
    EXPECT_EQ(status.in(UiLanguage::Japanese),
              "r: 0 より大きい値が必要です（入力：-1）（この変更はできません）");
    status.set("raw text", true);
    EXPECT_EQ(status.in(UiLanguage::Japanese), "raw text");
    EXPECT_TRUE(status.isError);
}

// The overlay toggles build their keys at run time: "panel.overlay." + the overlay's key.
TEST(UiText, EveryOverlayHasANameInTheTable)
{
    const std::set<std::string> keys = tableKeys();
    for (const OverlayInfo& info : kOverlays)
    {
        EXPECT_TRUE(keys.contains("panel.overlay." + std::string(info.key))) << info.key;
    }
}

// Scans app/ for string-table lookups with a literal key: tr("..."), label("..."), uiText("..."),
// uiLabel("..."), tip("...") and the status line's show("..."), showEdit("..."), showShapeError("...") and
// showIoError("...").
// Keys built at run time are checked where they are built.
TEST(UiText, EveryKeyTheSourcesUseIsInTheTable)
{
    const std::set<std::string> keys = tableKeys();
    const std::regex lookup(
        R"((?:\btr|\blabel|\buiText|\buiLabel|\bshow|\bshowEdit|\bshowShapeError|\bshowIoError|\btip)\(\s*"([a-z0-9_]+(?:\.[a-z0-9_]+)+)\")");
    const std::filesystem::path appDir = std::filesystem::path(HITLAB_SOURCE_DIR) / "app";
    int lookups = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(appDir))
    {
        const std::string extension = entry.path().extension().string();
        if (!entry.is_regular_file() || (extension != ".cpp" && extension != ".hpp") ||
            entry.path().filename() == "ui_text_test.cpp")
        {
            continue;
        }
        std::ifstream file(entry.path());
        std::stringstream text;
        text << file.rdbuf();
        const std::string source = text.str();
        for (std::sregex_iterator match(source.begin(), source.end(), lookup), end; match != end; ++match)
        {
            ++lookups;
            EXPECT_TRUE(keys.contains((*match)[1].str()))
                << entry.path().lexically_relative(appDir).string() << " uses \"" << (*match)[1].str()
                << "\", which the string table lacks";
        }
    }
    EXPECT_GT(lookups, 0) << "the scan found no lookups: its pattern no longer matches the sources";
}

bool hasJapanese(std::string_view text)
{
    // Hiragana, katakana and the common kanji start with the UTF-8 lead bytes E3..E9.
    return std::any_of(text.begin(), text.end(),
                       [](char c)
                       {
                           const auto byte = static_cast<unsigned char>(c);
                           return byte >= 0xE3 && byte <= 0xE9;
                       });
}

// The registry is English (the CLI prints it); the sandbox shows each row's description in Japanese from
// the app's table, which must cover every row and keep nothing the registry no longer says.
TEST(UiText, EveryAlgorithmDescriptionHasAJapaneseOneAndNoneIsStale)
{
    std::set<std::pair<std::string, std::string>> registry;
    for (const Algorithm& row : algorithms())
    {
        registry.emplace(std::string(row.name), std::string(row.description));
        const std::string japanese = uiAlgorithmDescription(row.name, row.description, UiLanguage::Japanese);
        EXPECT_TRUE(hasJapanese(japanese)) << row.name << " (" << pairName(row.first, row.second)
                                           << ") has no Japanese description for: " << row.description;
        EXPECT_EQ(uiAlgorithmDescription(row.name, row.description, UiLanguage::English), row.description);
    }
    std::set<std::pair<std::string, std::string>> rows;
    for (const AlgorithmText& text : algorithmDescriptionTexts())
    {
        EXPECT_TRUE(rows.emplace(std::string(text.name), std::string(text.english)).second)
            << text.name << " is in the table twice with the same English";
        EXPECT_TRUE(registry.contains({std::string(text.name), std::string(text.english)}))
            << "stale row: the registry no longer describes " << text.name << " as: " << text.english;
        EXPECT_TRUE(hasJapanese(text.japanese)) << text.name;
    }
    // A description the table does not know (a new registry row) shows in English rather than wrongly.
    EXPECT_EQ(uiAlgorithmDescription("gjk", "some other wording", UiLanguage::Japanese),
              "some other wording");
    EXPECT_EQ(uiAlgorithmDescription("no-such-algorithm", "x", UiLanguage::Japanese), "x");
}

// Every source the UI shows: the registry's labels, the catalogue's and each lesson's own.
std::map<std::string, std::string> shownSources()
{
    std::map<std::string, std::string> sources; // label -> where it comes from
    for (const Algorithm& row : algorithms())
    {
        sources.emplace(std::string(row.source), "registry row " + std::string(row.name));
    }
    std::string error;
    const auto catalog = loadSceneCatalog(std::string(HITLAB_SOURCE_DIR) + "/assets/scenes", error);
    EXPECT_TRUE(catalog) << error;
    if (catalog)
    {
        for (const CatalogEntry& entry : catalog->entries)
        {
            if (!entry.source.empty())
            {
                sources.emplace(entry.source, "index.json, " + entry.file);
            }
            const auto loaded = io::loadScene(catalog->pathOf(entry));
            EXPECT_TRUE(loaded) << entry.file << ": " << loaded.error;
            if (loaded && loaded.value->lesson)
            {
                sources.emplace(loaded.value->lesson->source, entry.file);
            }
        }
    }
    return sources;
}

// A student cannot look up the project's own numbering ("seeds/004 thesis 2.3"): wherever the UI shows a
// source it shows the publication, in both languages, and the table holds no label nothing shows.
TEST(UiText, EverySourceShownIsAPublicationInBothLanguages)
{
    const std::map<std::string, std::string> sources = shownSources();
    ASSERT_GT(sources.size(), 20u);
    const std::regex year(R"(\b(19|20)[0-9][0-9]\b)");
    for (const auto& [label, from] : sources)
    {
        const auto found = std::ranges::find_if(sourceLabelTexts(),
                                                [&](const SourceText& row) { return row.label == label; });
        ASSERT_NE(found, sourceLabelTexts().end())
            << from << ": the source \"" << label << "\" is not in the table";
        for (const UiLanguage language : {UiLanguage::English, UiLanguage::Japanese})
        {
            const std::string shown = uiSourceLabel(label, language);
            EXPECT_EQ(shown.find("seeds/"), std::string::npos) << label << " shows as " << shown;
            EXPECT_EQ(shown.find("thesis ["), std::string::npos) << label << " shows as " << shown;
            // A publication: its year, the project's own work named as such, or the one source that
            // records neither author nor date, named as such.
            EXPECT_TRUE(std::regex_search(shown, year) || shown.find("hitlab") != std::string::npos ||
                        shown.find("(author unknown)") != std::string::npos ||
                        shown.find("（作者不明）") != std::string::npos)
                << label << " shows as " << shown;
        }
        EXPECT_TRUE(hasJapanese(uiSourceLabel(label, UiLanguage::Japanese)) ||
                    std::string(found->japanese) == found->english)
            << label;
        EXPECT_FALSE(hasJapanese(found->english) && !hasJapanese(label)) << label;
    }
    std::set<std::string_view> labels;
    for (const SourceText& row : sourceLabelTexts())
    {
        EXPECT_TRUE(labels.insert(row.label).second) << row.label << " is in the table twice";
        EXPECT_TRUE(sources.contains(std::string(row.label)))
            << "stale row: nothing shows \"" << row.label << "\"";
    }
    EXPECT_EQ(uiSourceLabel("seeds/004 thesis 2.3", UiLanguage::English),
              "Yamamoto 2023, master's thesis, 2.3");
    EXPECT_EQ(uiSourceLabel("a label nobody wrote", UiLanguage::Japanese), "a label nobody wrote");
}

// The code points of UTF-8 `text` that the UI font cannot draw: the sandbox loads DejaVu Sans with
// ImGui's default ranges and merges a Japanese font with ImGui's Japanese ranges (startup.cpp), and any
// other character shows as "?".
std::vector<unsigned> undrawable(std::string_view text)
{
    static const ImWchar* const ranges = []
    {
        static ImFontAtlas atlas;
        return atlas.GetGlyphRangesJapanese();
    }();
    std::vector<unsigned> missing;
    for (std::size_t i = 0; i < text.size();)
    {
        const auto lead = static_cast<unsigned char>(text[i]);
        const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        unsigned code = length == 1 ? lead : lead & (0x7F >> length);
        for (int k = 1; k < length && i + k < text.size(); ++k)
        {
            code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        }
        i += static_cast<std::size_t>(length);
        bool found = code == '\n';
        for (const ImWchar* range = ranges; range[0] != 0 && !found; range += 2)
        {
            found = code >= range[0] && code <= range[1];
        }
        if (!found)
        {
            missing.push_back(code);
        }
    }
    return missing;
}

std::string hex(const std::vector<unsigned>& codes)
{
    std::string text;
    for (const unsigned code : codes)
    {
        char one[16];
        std::snprintf(one, sizeof one, " U+%04X", code);
        text += one;
    }
    return text;
}

// Every string the UI shows from the tables and the catalogue can be drawn: no "?" in place of a sign
// the fonts were not loaded with (a ○, a ≤, a dash of the wrong width).
TEST(UiText, EveryCharacterTheTablesUseIsInTheUiFont)
{
    std::vector<std::pair<std::string, std::string>> texts; // where, text
    for (const auto table : allUiStrings())
    {
        for (const UiString& row : table)
        {
            texts.emplace_back(std::string(row.key), row.english);
            texts.emplace_back(std::string(row.key), row.japanese);
        }
    }
    for (const AlgorithmText& row : algorithmDescriptionTexts())
    {
        texts.emplace_back(std::string(row.name), row.japanese);
    }
    for (const auto table : {traceNoteTexts(), traceLabelTexts(), traceValueNameTexts()})
    {
        for (const TraceText& row : table)
        {
            texts.emplace_back(std::string(row.english), row.japanese);
        }
    }
    for (const SourceText& row : sourceLabelTexts())
    {
        texts.emplace_back(std::string(row.label), row.english);
        texts.emplace_back(std::string(row.label), row.japanese);
    }
    std::string error;
    const auto catalog = loadSceneCatalog(std::string(HITLAB_SOURCE_DIR) + "/assets/scenes", error);
    ASSERT_TRUE(catalog) << error;
    for (const CatalogEntry& entry : catalog->entries)
    {
        for (const std::string* text :
             {&entry.title, &entry.titleJa, &entry.description, &entry.descriptionJa})
        {
            texts.emplace_back(entry.file, *text);
        }
        const auto loaded = io::loadScene(catalog->pathOf(entry));
        if (loaded && loaded.value->lesson)
        {
            const SceneLesson& lesson = *loaded.value->lesson;
            texts.emplace_back(entry.file, lesson.text.en);
            texts.emplace_back(entry.file, lesson.text.ja);
            for (const LocalizedText& item : lesson.tryThis)
            {
                texts.emplace_back(entry.file, item.en);
                texts.emplace_back(entry.file, item.ja);
            }
        }
    }
    ASSERT_FALSE(undrawable("○").empty()) << "the check no longer tells a missing sign";
    for (const auto& [where, text] : texts)
    {
        const std::vector<unsigned> missing = undrawable(text);
        EXPECT_TRUE(missing.empty()) << where << ": " << text << "\n  cannot be drawn:" << hex(missing);
    }
}

// io refuses a scene with the field and the limit in English; the status line shows the reason in the
// UI's language with the field kept. The messages here are io's own, from scenes it refuses.
TEST(UiText, IoRefusalsOfASceneAreTranslatedWithTheFieldKept)
{
    const std::vector<std::pair<std::string, std::string>> cases = {
        // scene text, the field the Japanese message must still name
        {R"({"version": 1})", "shapes"},
        {R"({"version": 2, "shapes": []})", "version"},
        {R"({"version": 1, "shapes": [{"type": "blob", "id": "a"}]})", "shapes[0].type"},
        {R"({"version": 1, "shapes": [{"type": "circle", "id": "", "cx": 0, "cy": 0, "r": 1}]})",
         "shapes[0].id"},
        {R"({"version": 1, "shapes": [{"type": "circle", "id": "c", "cx": 0, "cy": 0, "r": -1}]})",
         "shapes[0].r"},
        {R"({"version": 1, "shapes": [{"type": "circle", "id": "c", "cx": 0, "cy": 0, "r": 1},)"
         R"( {"type": "circle", "id": "c", "cx": 5, "cy": 0, "r": 1}]})",
         "shapes[1].id"},
        {R"({"version": 1, "shapes": [], "view": {"center": [1e300, 0], "zoom": 1}})", "view.center"},
        {R"({"version": 1, "shapes": [], "view": {"center": [0, 0], "zoom": 0}})", "view.zoom"},
        {R"({"version": 1, "shapes": [], "steps": 3})", "steps"},
        {R"({"version": 1, "shapes": [], "steps": true, "steps": false})", "steps"},
        {R"({"version": 1, "shapes": [{"type": "circle", "id": "c", "cx": "x", "cy": 0, "r": 1}]})",
         "shapes[0].cx"},
        {R"({"version": 1, "shapes": [{"type": "rect", "id": "r", "cx": 0, "cy": 0, "w": 1, "h": 1, "angle": 0}],)"
         R"( "motion": {"shape": "r", "pivot": [0, 0], "angle": 1e308}})",
         "motion.angle"},
        {R"({"version": 1, "shapes": [{"type": "rect", "id": "r", "cx": 0, "cy": 0, "w": 1, "h": 1, "angle": 0}],)"
         R"( "motion": {"shape": "r", "pivot": [0, 0]}})",
         "motion.angle"},
        {R"({"version": 1, "shapes": [], "labels": {"en": "a", "ja": "b"}})", "labels"},
        {R"({"version": 1, "shapes": [], "labels": [{"en": "a", "ja": "b"}, {"en": "a", "ja": "c"}]})",
         "labels[1].en"},
    };
    for (const auto& [text, field] : cases)
    {
        const auto parsed = io::sceneFromText(text);
        ASSERT_FALSE(parsed) << text << " was accepted";
        const std::string english = "scene.json: " + parsed.error;
        EXPECT_EQ(uiIoErrorMessage(english, UiLanguage::English), english);
        const std::string japanese = uiIoErrorMessage(english, UiLanguage::Japanese);
        EXPECT_TRUE(hasJapanese(japanese)) << english << "\n  shows as " << japanese;
        EXPECT_EQ(japanese.rfind("scene.json: " + field + ": ", 0), 0u) << japanese;
    }
    // The file itself refused, before any field: its path kept, the reason translated.
    const std::filesystem::path scratch = std::filesystem::temp_directory_path() / "hitlab_ui_text_io";
    std::filesystem::create_directories(scratch);
    std::filesystem::remove(scratch / "missing.json");
    {
        std::ofstream{scratch / "ten.json"} << "{\"v\": 1}\n";
    }
    std::vector<std::pair<std::string, std::string>> fileRefusals; // the path, io's message
    for (const std::string& path :
         {std::string("/dev/null"), scratch.string(), (scratch / "missing.json").string()})
    {
        fileRefusals.emplace_back(path, io::loadScene(path).error);
    }
    for (const std::uintmax_t limit : {5u, 100u}) // before reading, and in the reading of /proc's
    {
        for (const std::string& path : {(scratch / "ten.json").string(), std::string("/proc/self/maps")})
        {
            if (const io::FileText text = io::readFileText(path, limit, "scene file"); !text)
            {
                fileRefusals.emplace_back(path, path + ": " + text.error);
            }
        }
    }
    // A save refused: into a folder that does not exist, over a folder, over a named pipe.
    std::filesystem::create_directories(scratch / "folder.json");
    ASSERT_EQ(::mkfifo((scratch / "pipe.json").c_str(), 0600), 0);
    for (const std::string& path : {(scratch / "missing" / "a.json").string(),
                                    (scratch / "folder.json").string(), (scratch / "pipe.json").string()})
    {
        const auto refused = io::writeFileReplacing(path, "{}");
        ASSERT_TRUE(refused) << path;
        fileRefusals.emplace_back(path, *refused);
    }
    ASSERT_EQ(fileRefusals.size(), 9u);
    for (const auto& [path, english] : fileRefusals)
    {
        const std::string japanese = uiIoErrorMessage(english, UiLanguage::Japanese);
        EXPECT_TRUE(hasJapanese(japanese)) << english << "\n  shows as " << japanese;
        EXPECT_EQ(japanese.rfind(path + ": ", 0), 0u) << japanese;
    }
    std::filesystem::remove_all(scratch);
    // What the table does not know (a JSON syntax error) shows as it is.
    EXPECT_EQ(uiIoErrorMessage("scene.json: parse error at line 1", UiLanguage::Japanese),
              "scene.json: parse error at line 1");
    // The quoted parts go where the translation puts them.
    EXPECT_EQ(
        uiIoErrorMessage("a.json: version: this hitlab reads scene version 1, got 7", UiLanguage::Japanese),
        std::string("a.json: version: ") + uiText("error.io.version", UiLanguage::Japanese, {"7"}));
    // The status line keeps io's English (the state dump reports it) and translates when drawn.
    StatusMessage status;
    status.showIoError("status.not_opened", "a.json: shapes: missing");
    EXPECT_EQ(status.text, "Not opened: a.json: shapes: missing");
    EXPECT_TRUE(
        hasJapanese(status.in(UiLanguage::Japanese).substr(status.in(UiLanguage::Japanese).find("shapes"))));
}

// Every registry method traced on 40 seeded pairs of its shapes (sizes 10..80 in a 120 x 120 box, so
// that pairs lie both near and apart); `visit` gets the row, the trace and the row's answer.
template <typename Visit> void forEachTracedPair(std::uint64_t seed, Visit visit)
{
    std::mt19937_64 rng(seed);
    RandomShapeOptions options;
    options.boxMin = {-60.0, -60.0};
    options.boxMax = {60.0, 60.0};
    options.minSize = 10.0;
    options.maxSize = 80.0;
    for (const Algorithm& row : algorithms())
    {
        for (int i = 0; i < 40; ++i)
        {
            const Shape a = randomShape(row.first, rng, options);
            const Shape b = randomShape(row.second, rng, options);
            Trace trace;
            const AlgorithmResult result = runAlgorithm(row, a, b, &trace);
            visit(row, trace, result.overlap);
        }
    }
}

// The Steps panel's stages of the CCD lessons' motions, each with its lesson's file.
std::vector<std::pair<std::string, Stage>> ccdLessonStages()
{
    std::vector<std::pair<std::string, Stage>> stages;
    for (const std::string lesson : {"lesson_ccd_compare.json", "lesson_ccd_fan.json"})
    {
        Document document;
        if (const auto refused =
                openSceneFile(document, std::string(HITLAB_SOURCE_DIR) + "/assets/scenes/" + lesson))
        {
            ADD_FAILURE() << *refused;
            continue;
        }
        const std::optional<CcdState> ccd = computeCcd(document);
        if (!ccd)
        {
            ADD_FAILURE() << lesson << " has no motion";
            continue;
        }
        for (Stage& stage : buildCcdStages(document, *ccd))
        {
            stages.emplace_back(lesson, std::move(stage));
        }
    }
    EXPECT_FALSE(stages.empty());
    return stages;
}

// Every note the registry's methods write into a trace, on seeded shapes of every pair (near and apart),
// reads in Japanese in the Pair readout; and the table keeps no note the core no longer writes.
TEST(UiText, EveryTraceNoteOfEveryMethodIsTranslated)
{
    std::set<std::string> untranslated;
    std::set<std::string_view> used;
    int notes = 0;
    forEachTracedPair(1302,
                      [&](const Algorithm& row, const Trace& trace, bool)
                      {
                          for (const std::string& note : trace.notes)
                          {
                              ++notes;
                              if (!hasJapanese(uiTraceNote(note, UiLanguage::Japanese)))
                              {
                                  untranslated.insert(std::string(row.name) + ": " + note);
                              }
                              EXPECT_EQ(uiTraceNote(note, UiLanguage::English), note);
                              for (const TraceText& text : traceNoteTexts())
                              {
                                  if (note.find(text.english.substr(0, text.english.find('{'))) !=
                                      std::string::npos)
                                  {
                                      used.insert(text.english);
                                  }
                              }
                          }
                      });
    EXPECT_GT(notes, 1000);
    for (const std::string& note : untranslated)
    {
        ADD_FAILURE() << "no Japanese for the trace note " << note;
    }
    for (const TraceText& text : traceNoteTexts())
    {
        EXPECT_TRUE(hasJapanese(text.japanese)) << text.english;
    }
    RecordProperty("trace_rows_seen", static_cast<int>(used.size()));
    EXPECT_EQ(uiTraceNote("no overlap: squared distance to the centre against r^2", UiLanguage::Japanese),
              std::string(uiText("trace.no_overlap", UiLanguage::Japanese)) +
                  "中心までの距離の 2 乗を r^2 と比べる");
    EXPECT_EQ(uiTraceNote("a note nobody wrote", UiLanguage::Japanese), "a note nobody wrote");
}

// A label is only names and symbols ("a", "T(E1) +1", "s1", "AABB", a JSON field such as half_angle)
// when it has no English word in it.
bool hasEnglishWord(const std::string& text)
{
    return std::regex_search(text, std::regex("(^|[^a-z_])[a-z]{3,}([^a-z_]|$)"));
}

// Every label and space name the registry's methods draw on the canvas, on seeded shapes of every pair,
// reads in Japanese unless it is only names and symbols.
TEST(UiText, EveryTraceLabelOfEveryMethodIsTranslated)
{
    std::set<std::string> untranslated;
    int labels = 0;
    auto check = [&](const std::string& label, std::string_view algorithm)
    {
        if (label.empty())
        {
            return;
        }
        ++labels;
        EXPECT_EQ(uiTraceLabel(label, UiLanguage::English), label);
        const std::string japanese = uiTraceLabel(label, UiLanguage::Japanese);
        if (hasEnglishWord(label) && (!hasJapanese(japanese) || hasEnglishWord(japanese)))
        {
            untranslated.insert(std::string(algorithm) + ": \"" + label + "\" shows as \"" + japanese + "\"");
        }
    };
    auto checkLayer = [&](const TraceLayer& layer, std::string_view algorithm)
    {
        for (const auto& p : layer.points)
            check(p.label, algorithm);
        for (const auto& s : layer.segments)
            check(s.label, algorithm);
        for (const auto& e : layer.ellipses)
            check(e.label, algorithm);
        for (const auto& l : layer.polylines)
            check(l.label, algorithm);
    };
    forEachTracedPair(1303,
                      [&](const Algorithm& row, const Trace& trace, bool)
                      {
                          checkLayer(trace.world, row.name);
                          for (const TraceSpace& space : trace.spaces)
                          {
                              check(space.name, row.name);
                              checkLayer(space.layer, row.name);
                          }
                      });
    EXPECT_GT(labels, 1000);
    for (const std::string& label : untranslated)
    {
        ADD_FAILURE() << "no Japanese for the trace label " << label;
    }
}

// Every name of a number the registry's methods trace (the Pair readout's trace values, the Steps panel's
// numbers), on seeded shapes of every pair, and of the CCD lessons' Steps, reads in Japanese unless it is
// only symbols: names, indices and the functions of the formulas (cos theta, orient(a1, a2, b1)).
TEST(UiText, EveryNumbersNameOfEveryMethodAndCcdLessonIsTranslated)
{
    const std::regex mathematics("\\b(cos|sin|theta|orient|max|min)\\b");
    std::set<std::string> untranslated;
    std::set<std::string> used;
    int names = 0;
    forEachTracedPair(1304,
                      [&](const Algorithm& row, const Trace& trace, bool)
                      {
                          for (const TraceValue& value : trace.values)
                          {
                              ++names;
                              EXPECT_EQ(uiTraceValueName(value.name, UiLanguage::English), value.name);
                              const std::string japanese = uiTraceValueName(value.name, UiLanguage::Japanese);
                              if (japanese != value.name)
                              {
                                  EXPECT_TRUE(hasJapanese(japanese)) << value.name;
                                  used.insert(value.name);
                              }
                              else if (hasEnglishWord(std::regex_replace(value.name, mathematics, "")))
                              {
                                  untranslated.insert(std::string(row.name) + ": \"" + value.name + "\"");
                              }
                          }
                      });
    // The Steps panel's numbers of the CCD lessons' motions.
    for (const auto& [lesson, stage] : ccdLessonStages())
    {
        for (const StageNumber& number : stage.numbers)
        {
            if (uiTraceValueName(number.name, UiLanguage::Japanese) != number.name)
            {
                used.insert(number.name);
            }
            else if (hasEnglishWord(std::regex_replace(number.name, mathematics, "")))
            {
                untranslated.insert(lesson + ": \"" + number.name + "\"");
            }
        }
    }
    EXPECT_GT(names, 1000);
    for (const std::string& name : untranslated)
    {
        ADD_FAILURE() << "no Japanese for the number " << name;
    }
    // Symbols stay; the table keeps no row that no method's name reaches.
    EXPECT_EQ(uiTraceValueName("A'", UiLanguage::Japanese), "A'");
    EXPECT_EQ(uiTraceValueName("cos theta", UiLanguage::Japanese), "cos theta");
    EXPECT_EQ(uiTraceValueName("distance to L", UiLanguage::Japanese), "L までの距離");
    for (const TraceText& text : traceValueNameTexts())
    {
        EXPECT_TRUE(hasJapanese(text.japanese)) << text.english;
        const std::string_view literal = text.english.substr(0, text.english.find('{'));
        EXPECT_TRUE(std::any_of(used.begin(), used.end(),
                                [&](std::string_view name) {
                                    return literal.size() == text.english.size() ? name == literal
                                                                                 : name.starts_with(literal);
                                }))
            << "no method names a number \"" << text.english << "\"";
    }
}

// Every line of every Steps formula, of every method on seeded shapes of every pair and of the CCD lessons,
// reads in Japanese unless it is only symbols and the functions of mathematics; the symbols stay as the
// English formula writes them, and the table keeps no line that no formula has.
TEST(UiText, EveryStepsFormulaReadsInJapaneseWithItsSymbols)
{
    const std::regex mathematics(
        "\\b(cos|sin|theta|orient|max|min|sqrt|atan2?|diag|clamp|argmin|support|angle2)\\b");
    std::set<std::string> formulas;
    forEachTracedPair(1305,
                      [&](const Algorithm& row, const Trace& trace, bool overlap)
                      {
                          for (const Stage& stage :
                               buildStages(trace, row.name, row.first, row.second, overlap))
                          {
                              formulas.insert(stage.formula);
                          }
                      });
    for (const auto& [lesson, stage] : ccdLessonStages())
    {
        formulas.insert(stage.formula);
    }
    EXPECT_GT(formulas.size(), 40u);
    const std::regex letter("\\b[A-Za-z]\\b");
    const std::regex shortWord("\\b(or|in|by|to|of|on|at|if|is)\\b");
    std::set<std::string> untranslated;
    std::set<std::string_view> used;
    for (const std::string& formula : formulas)
    {
        EXPECT_EQ(uiStepFormula(formula, UiLanguage::English), formula);
        const std::string japanese = uiStepFormula(formula, UiLanguage::Japanese);
        std::istringstream englishLines(formula);
        std::istringstream japaneseLines(japanese);
        std::string english;
        std::string translated;
        while (std::getline(englishLines, english))
        {
            ASSERT_TRUE(std::getline(japaneseLines, translated)) << formula;
            if (hasEnglishWord(std::regex_replace(translated, mathematics, "")) ||
                std::regex_search(translated, shortWord))
            {
                untranslated.insert(english);
            }
            for (const TraceText& row : stepFormulaTexts())
            {
                if (row.english == english)
                {
                    used.insert(row.english);
                    // The symbols of the line stay: every one-letter name is in the Japanese too.
                    for (std::sregex_iterator symbol(english.begin(), english.end(), letter), end;
                         symbol != end; ++symbol)
                    {
                        EXPECT_NE(translated.find(symbol->str()), std::string::npos)
                            << "\"" << english << "\" loses " << symbol->str();
                    }
                }
            }
        }
        EXPECT_FALSE(std::getline(japaneseLines, translated)) << formula;
    }
    for (const std::string& line : untranslated)
    {
        ADD_FAILURE() << "no Japanese for the formula line \"" << line << "\"";
    }
    for (const TraceText& row : stepFormulaTexts())
    {
        EXPECT_TRUE(hasJapanese(row.japanese)) << row.english;
        EXPECT_TRUE(used.contains(row.english)) << "no formula has the line \"" << row.english << "\"";
    }
    // A line of symbols stays as it is, in a formula with a line of words.
    EXPECT_EQ(uiStepFormula("D = b^2 - 4 a c", UiLanguage::Japanese), "D = b^2 - 4 a c");
}

} // namespace
} // namespace hitlab
