// The sandbox's UI strings: one table with every string in English and Japanese, looked up by key.
//
// A key names where the string appears ("menu.file.open", "panel.steps.title"); the tables live in
// ui_strings_*.cpp, one file per part of the UI, and are gathered by allUiStrings(). A key missing from
// the tables shows as the key itself, so the omission is visible on screen, and test_app_ui_text fails
// on it (it also fails when a row lacks either language).
//
// Technical names (algorithm ids such as hwang-tsai-repaired, shape kinds in JSON) are not translated
// and do not go through the table.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab
{

enum class UiLanguage
{
    English,
    Japanese,
};

struct UiString
{
    std::string_view key;
    const char* english;
    const char* japanese;
};

// One table per part of the UI; allUiStrings() lists them.
std::span<const UiString> menuUiStrings();
std::span<const UiString> presenterUiStrings();

// Every table, in one list.
std::vector<std::span<const UiString>> allUiStrings();

// The string for `key` in `language`; the key itself when the tables lack it.
const char* uiText(const char* key, UiLanguage language);

// ImGui identifies a widget by its label: "text###key" keeps the identity (window position, open
// state, a script's click target) the same in both languages.
std::string uiLabel(const char* key, UiLanguage language);

} // namespace hitlab
