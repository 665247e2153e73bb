// The UI string table: every row in both languages, no key twice, and every key the sources ask for
// present in the table (a missing one would show on screen as its key).
#include "i18n/ui_text.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

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

TEST(UiText, LooksUpByLanguageAndShowsAMissingKeyAsItself)
{
    EXPECT_STREQ(uiText("menu.lessons", UiLanguage::English), "Lessons");
    EXPECT_STREQ(uiText("menu.lessons", UiLanguage::Japanese), "レッスン");
    EXPECT_STREQ(uiText("no.such.key", UiLanguage::Japanese), "no.such.key");
    EXPECT_EQ(uiLabel("menu.lessons", UiLanguage::Japanese), "レッスン###menu.lessons");
}

// Scans app/ for string-table lookups with a literal key: tr("..."), label("..."), uiText("..."),
// uiLabel("..."), tip("...") and the status line's show("...") and showEdit("..."). Keys built at run time
// are checked where they are built.
TEST(UiText, EveryKeyTheSourcesUseIsInTheTable)
{
    const std::set<std::string> keys = tableKeys();
    const std::regex lookup(
        R"((?:\btr|\blabel|\buiText|\buiLabel|\bshow|\bshowEdit|\btip)\(\s*"([a-z0-9_]+(?:\.[a-z0-9_]+)+)\")");
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

} // namespace
} // namespace hitlab
