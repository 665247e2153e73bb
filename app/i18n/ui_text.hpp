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
std::span<const UiString> exportUiStrings();
std::span<const UiString> overlayUiStrings();
std::span<const UiString> stepsUiStrings();
std::span<const UiString> panelUiStrings();
std::span<const UiString> statusUiStrings();
std::span<const UiString> presenterUiStrings();

// Every table, in one list.
std::vector<std::span<const UiString>> allUiStrings();

// The string for `key` in `language`; the key itself when the tables lack it.
const char* uiText(const char* key, UiLanguage language);

// ImGui identifies a widget by its label: "text###key" keeps the identity (window position, open
// state, a script's click target) the same in both languages.
std::string uiLabel(const char* key, UiLanguage language);

// `pattern` with {0}, {1}, ... replaced by the arguments: a translation may put them in another order.
std::string uiFormat(std::string_view pattern, const std::vector<std::string>& arguments);
// The string `key` in `language`, formatted with the arguments.
std::string uiText(const char* key, UiLanguage language, const std::vector<std::string>& arguments);

// An undo step's name ("Move circle2", made by the document in English) in `language`: the model names
// its edits without knowing the UI's language, so they are translated where they are shown. A name
// the table does not know is shown as it is.
std::string uiEditLabel(const std::string& english, UiLanguage language);

// Why the core refused a shape's value (ShapeError::message, in English) in `language`; a message the
// table does not know is shown as it is.
std::string uiShapeErrorMessage(const std::string& english, UiLanguage language);

// Why io refused a scene file ("scene.json: shapes[2].id: must be a non-empty string", in English) in
// `language`: the path and field kept, the reason translated. A message the table does not know (a JSON
// syntax error) is shown as it is.
std::string uiIoErrorMessage(const std::string& english, UiLanguage language);

// A note of the core's trace ("no overlap: squared distance to the centre against r^2", in English,
// which hitlab-cli query --trace prints) in `language`. A note the table does not know is shown as it is.
struct TraceText
{
    std::string_view english; // {0} stands for what the core fills in
    const char* japanese;
};
std::span<const TraceText> traceNoteTexts();
std::string uiTraceNote(const std::string& english, UiLanguage language);

// A label or a space's name of the core's trace ("closest point on A", "E2 as the unit circle"), drawn on
// the canvas and in its insets, in `language`; the same table form as the notes. Labels that are only
// names and symbols ("a", "T(E1)", "s1") and labels the table does not know are shown as they are.
std::span<const TraceText> traceLabelTexts();
std::string uiTraceLabel(const std::string& english, UiLanguage language);

// The name of a number of the core's trace ("summed radii", "judge value") in `language`. Names that are
// symbols ("A'", "d0 n1", "|P|^2", "cos theta") and names the table does not know are shown as they are.
std::span<const TraceText> traceValueNameTexts();
std::string uiTraceValueName(const std::string& english, UiLanguage language);

// A Steps stage's formula (model/steps.hpp) in `language`, line by line: a line of symbols alone
// ("D = b^2 - 4 a c") stays as it is, a line with words ("v = closest point of the simplex to 0,   d = -v")
// is read from the table with its symbols kept. A line the table does not know is shown as it is.
std::span<const TraceText> stepFormulaTexts();
std::string uiStepFormula(const std::string& english, UiLanguage language);

// A Steps stage's words from the trace in `language`: its detail ("3 / 8: edge 2 of A": the count stays,
// the label after it is translated as a trace label) and its note (trace notes, one a line).
std::string uiStageDetail(const std::string& english, UiLanguage language);
std::string uiStageNote(const std::string& english, UiLanguage language);

// An algorithm's one-line description: the registry's English (which the CLI prints) translated for the
// sandbox, keyed by the algorithm's name and the English it translates (one name may serve several
// pairs with different wording). A description the table does not know is shown in English.
struct AlgorithmText
{
    std::string_view name;
    std::string_view english;
    const char* japanese;
};
std::span<const AlgorithmText> algorithmDescriptionTexts();
std::string uiAlgorithmDescription(std::string_view name, std::string_view english, UiLanguage language);

// A source label of the registry or a lesson ("seeds/004 thesis 2.3", the project's own numbering)
// shown as the publication it denotes ("Yamamoto 2023, master's thesis, 2.3"); docs/sources.md lists
// them. An unknown label is shown as it is.
struct SourceText
{
    std::string_view label;
    const char* english;
    const char* japanese;
};
std::span<const SourceText> sourceLabelTexts();
std::string uiSourceLabel(std::string_view label, UiLanguage language);

} // namespace hitlab
