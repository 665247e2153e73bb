#include "i18n/ui_text.hpp"

#include <array>
#include <optional>
#include <unordered_map>
#include <utility>

namespace hitlab
{

namespace
{

using UiStringIndex = std::unordered_map<std::string_view, const UiString*>;

UiStringIndex buildIndex()
{
    UiStringIndex index;
    for (const std::span<const UiString> table : allUiStrings())
    {
        for (const UiString& row : table)
        {
            index.emplace(row.key, &row);
        }
    }
    return index;
}

} // namespace

std::vector<std::span<const UiString>> allUiStrings()
{
    return {menuUiStrings(),    panelUiStrings(), statusUiStrings(),   exportUiStrings(),
            overlayUiStrings(), stepsUiStrings(), presenterUiStrings()};
}

const char* uiText(const char* key, UiLanguage language)
{
    // Built once on first use and never changed: the tables are constant data.
    static const UiStringIndex index = buildIndex();
    const auto found = index.find(key);
    if (found == index.end())
    {
        return key;
    }
    return language == UiLanguage::Japanese ? found->second->japanese : found->second->english;
}

std::string uiLabel(const char* key, UiLanguage language)
{
    std::string label = uiText(key, language);
    label += "###";
    label += key;
    return label;
}

std::string uiFormat(std::string_view pattern, const std::vector<std::string>& arguments)
{
    std::string text;
    text.reserve(pattern.size());
    for (std::size_t at = 0; at < pattern.size(); ++at)
    {
        const bool placeholder = pattern[at] == '{' && at + 2 < pattern.size() && pattern[at + 1] >= '0' &&
                                 pattern[at + 1] <= '9' && pattern[at + 2] == '}';
        if (!placeholder)
        {
            text += pattern[at];
            continue;
        }
        const auto index = static_cast<std::size_t>(pattern[at + 1] - '0');
        if (index < arguments.size())
        {
            text += arguments[index];
        }
        at += 2;
    }
    return text;
}

std::string uiText(const char* key, UiLanguage language, const std::vector<std::string>& arguments)
{
    return uiFormat(uiText(key, language), arguments);
}

namespace
{

// The document's undo-step names: a whole name, or a verb followed by what it acts on (a shape's id,
// a pair such as circle-rect). Whole names come first so that "Move shapes" is not read as "Move" + id.
struct EditName
{
    std::string_view english;
    const char* key;
    bool takesName;
};

constexpr std::array kEditNames = {
    EditName{"Move shapes", "edit.move_shapes", false},
    EditName{"Duplicate shapes", "edit.duplicate_shapes", false},
    EditName{"Delete shapes", "edit.delete_shapes", false},
    EditName{"Edit the motion", "edit.motion", false},
    EditName{"Play the motion", "edit.play", false},
    EditName{"Pause the motion", "edit.pause", false},
    EditName{"Step the motion", "edit.step", false},
    EditName{"Move the pivot", "edit.pivot", false},
    EditName{"Change the angle per step", "edit.angle", false},
    EditName{"Move ", "edit.move", true},
    EditName{"Rotate ", "edit.rotate", true},
    EditName{"Resize ", "edit.resize", true},
    EditName{"Add ", "edit.add", true},
    EditName{"Duplicate ", "edit.duplicate", true},
    EditName{"Delete ", "edit.delete", true},
    EditName{"Rename ", "edit.rename", true},
    EditName{"Algorithm of ", "edit.algorithm", true},
    EditName{"Enable ", "edit.enable", true},
    EditName{"Disable ", "edit.disable", true},
    EditName{"Edit ", "edit.edit", true},
};

} // namespace

std::string uiEditLabel(const std::string& english, UiLanguage language)
{
    for (const EditName& name : kEditNames)
    {
        if (!name.takesName && english == name.english)
        {
            return uiText(name.key, language);
        }
        if (name.takesName && english.size() > name.english.size() && english.starts_with(name.english))
        {
            return uiText(name.key, language, {english.substr(name.english.size())});
        }
    }
    return english;
}

namespace
{

// The core's reasons for refusing a value: a fixed text, possibly followed by ", got VALUE".
struct ShapeErrorText
{
    std::string_view english;
    const char* key;
};

constexpr std::array kShapeErrors = {
    ShapeErrorText{"must be a finite number", "error.shape.finite"},
    ShapeErrorText{"must be greater than zero, got ", "error.shape.positive"},
    ShapeErrorText{"must be zero or positive, got ", "error.shape.non_negative"},
    ShapeErrorText{"must lie in (0, pi], got ", "error.shape.half_angle"},
    ShapeErrorText{"end point equals the start point: a segment needs a non-zero length",
                   "error.shape.zero_segment"},
    ShapeErrorText{"must be counter-clockwise (build polygons with makePolygon)", "error.shape.clockwise"},
};

} // namespace

std::string uiShapeErrorMessage(const std::string& english, UiLanguage language)
{
    if (language == UiLanguage::English)
    {
        return english;
    }
    for (const ShapeErrorText& known : kShapeErrors)
    {
        if (english.starts_with(known.english))
        {
            return uiText(known.key, language, {english.substr(known.english.size())});
        }
    }
    return english;
}

namespace
{

// The reasons io gives for refusing a scene file, as patterns: {0} and {1} stand for what the message
// quotes (a value, an id, the list of kinds). Each follows a field's path and ": ".
struct IoErrorText
{
    std::string_view english;
    const char* key;
};

constexpr std::array kIoErrors = {
    IoErrorText{"cannot open the file for reading ({0})", "error.io.cannot_open"},
    IoErrorText{"cannot read the file ({0})", "error.io.cannot_read"},
    IoErrorText{"is a directory, not a scene file", "error.io.directory"},
    IoErrorText{"is not a regular file (a device, a pipe or a socket), not a scene file",
                "error.io.not_regular"},
    IoErrorText{"is {0} bytes, more than a scene file's limit of {1} bytes", "error.io.too_large"},
    IoErrorText{"is more than a scene file's limit of {0} bytes", "error.io.too_large_read"},
    IoErrorText{"missing", "error.io.missing"},
    IoErrorText{"is a directory; give the path of a file", "error.io.save_directory"},
    IoErrorText{"is not a regular file (a device, a pipe or a socket); nothing was written",
                "error.io.save_not_regular"},
    IoErrorText{"cannot create a temporary file beside it: {0}", "error.io.save_temporary"},
    IoErrorText{"cannot give the saved file the mode of the one it replaces: {0}", "error.io.save_mode"},
    IoErrorText{"writing {0} to disk failed: {1}", "error.io.save_sync"},
    IoErrorText{"writing {0} failed: {1}", "error.io.save_write"},
    IoErrorText{"cannot replace the file with the one written: {0}", "error.io.save_rename"},
    IoErrorText{"saved, but its directory could not be opened to write it to disk: {0}",
                "error.io.saved_directory_open"},
    IoErrorText{"saved, but writing its directory to disk failed: {0}", "error.io.saved_directory_sync"},
    IoErrorText{"must be a string", "error.io.string"},
    IoErrorText{"must be a non-empty string", "error.io.non_empty_string"},
    IoErrorText{"must be true or false", "error.io.true_false"},
    IoErrorText{"must be true or false, got {0}", "error.io.true_false_got"},
    IoErrorText{"must be a number, got {0}", "error.io.number_got"},
    IoErrorText{"must be a number in {0}..{1}, got {2}", "error.io.number_range_got"},
    IoErrorText{"the key appears twice in the same object", "error.io.repeated_key"},
    IoErrorText{"must be a pair of numbers [x, y], got {0}", "error.io.pair_got"},
    IoErrorText{"must be a pair of numbers [x, y] within +-{0} (the supported range)", "error.io.pair_range"},
    IoErrorText{"must be an array of [x, y] pairs", "error.io.points"},
    IoErrorText{"must be a shape id (a string)", "error.io.shape_id"},
    IoErrorText{"must be an algorithm name (a string)", "error.io.algorithm_name"},
    IoErrorText{"must be a number greater than zero", "error.io.positive_number"},
    IoErrorText{"must be a number of radians per step within two turns either way (-4 pi..4 pi), got {0}",
                "error.io.motion_angle_got"},
    IoErrorText{"must be a number of radians per step within two turns either way (-4 pi..4 pi)",
                "error.io.motion_angle"},
    IoErrorText{"must be an array of captions, each an object with \"en\" and \"ja\" strings",
                "error.io.captions_array"},
    IoErrorText{"{0} has a caption already", "error.io.caption_repeated"},
    IoErrorText{"unknown shape type {0} (expected {1})", "error.io.unknown_type"},
    IoErrorText{"must be the id of a rect in shapes", "error.io.rect_id"},
    IoErrorText{"must be an object mapping pair names to algorithm names", "error.io.algorithms_object"},
    IoErrorText{"must be an object mapping overlay names to true or false", "error.io.overlays_object"},
    IoErrorText{"must be an array of shape objects", "error.io.shapes_array"},
    IoErrorText{"this hitlab reads scene version 1, got {0}", "error.io.version"},
    IoErrorText{"{0} is used by an earlier shape", "error.io.id_taken"},
    IoErrorText{"{0} is not the id of a rect in shapes", "error.io.not_rect"},
    IoErrorText{"{0} is not the id of a shape in shapes", "error.io.not_shape"},
};

// `text` read against `pattern`: the literal parts in order, the placeholders taking what lies between.
// The quoted parts, or nothing when the text does not have the pattern's shape.
std::optional<std::vector<std::string>> matchPattern(std::string_view pattern, std::string_view text)
{
    std::vector<std::string> arguments;
    std::size_t at = 0;
    while (true)
    {
        const std::size_t hole = pattern.find('{');
        const std::string_view literal = pattern.substr(0, hole);
        if (hole == std::string_view::npos)
        {
            // The last literal ends the text; a placeholder before it takes what comes first.
            if (!arguments.empty() && arguments.back().empty())
            {
                if (text.size() < at + literal.size() || !text.ends_with(literal))
                {
                    return std::nullopt;
                }
                arguments.back() = std::string(text.substr(at, text.size() - literal.size() - at));
                return arguments.back().empty() ? std::nullopt : std::optional(arguments);
            }
            return text.substr(at) == literal ? std::optional(arguments) : std::nullopt;
        }
        if (!arguments.empty() && arguments.back().empty())
        {
            const std::size_t found = text.find(literal, at);
            if (found == std::string_view::npos || found == at)
            {
                return std::nullopt;
            }
            arguments.back() = std::string(text.substr(at, found - at));
            at = found;
        }
        if (text.substr(at, literal.size()) != literal)
        {
            return std::nullopt;
        }
        at += literal.size();
        arguments.emplace_back(); // filled by the next literal
        pattern.remove_prefix(hole + 3);
    }
}

} // namespace

std::string uiIoErrorMessage(const std::string& english, UiLanguage language)
{
    if (language == UiLanguage::English)
    {
        return english;
    }
    // The path and the field come first ("scene.json: shapes[2].r: ..."): the reason is what follows
    // one of the ": ", the first one that reads as a known reason.
    for (std::size_t colon = english.find(": "); colon != std::string::npos;
         colon = english.find(": ", colon + 2))
    {
        const std::string prefix = english.substr(0, colon + 2);
        const std::string reason = english.substr(colon + 2);
        for (const IoErrorText& known : kIoErrors)
        {
            if (const auto arguments = matchPattern(known.english, reason))
            {
                return prefix + uiText(known.key, language, *arguments);
            }
        }
        const std::string shape = uiShapeErrorMessage(reason, language);
        if (shape != reason)
        {
            return prefix + shape;
        }
    }
    return english;
}

namespace
{

// `text` by the first row of `table` whose pattern it has, in Japanese with the quoted parts kept; nothing
// when no row fits.
std::optional<std::string> japaneseByTable(std::span<const TraceText> table, std::string_view text)
{
    for (const TraceText& row : table)
    {
        if (const auto arguments = matchPattern(row.english, text))
        {
            return uiFormat(row.japanese, *arguments);
        }
    }
    return std::nullopt;
}

} // namespace

std::string uiTraceNote(const std::string& english, UiLanguage language)
{
    if (language == UiLanguage::English)
    {
        return english;
    }
    const auto translated = [](std::string_view text) { return japaneseByTable(traceNoteTexts(), text); };
    // The polygonal family says first which way it decided, then how.
    for (const auto& [prefix, key] : {std::pair{std::string_view("overlap: "), "trace.overlap"},
                                      std::pair{std::string_view("no overlap: "), "trace.no_overlap"}})
    {
        if (english.starts_with(prefix))
        {
            if (const auto rest = translated(std::string_view(english).substr(prefix.size())))
            {
                return uiText(key, language) + *rest;
            }
        }
    }
    return translated(english).value_or(english);
}

std::string uiTraceLabel(const std::string& english, UiLanguage language)
{
    if (language == UiLanguage::English)
    {
        return english;
    }
    for (const TraceText& row : traceLabelTexts())
    {
        if (auto arguments = matchPattern(row.english, english))
        {
            // A composed label quotes another ("edge x L, fails the point test"): that part is a label too.
            for (std::string& argument : *arguments)
            {
                argument = uiTraceLabel(argument, language);
            }
            return uiFormat(row.japanese, *arguments);
        }
    }
    return english;
}

std::string uiTraceValueName(const std::string& english, UiLanguage language)
{
    if (language == UiLanguage::English)
    {
        return english;
    }
    return japaneseByTable(traceValueNameTexts(), english).value_or(english);
}

std::string uiStageDetail(const std::string& english, UiLanguage language)
{
    const std::size_t colon = english.find(": ");
    if (colon == std::string::npos)
    {
        return uiTraceLabel(english, language);
    }
    return english.substr(0, colon + 2) + uiTraceLabel(english.substr(colon + 2), language);
}

namespace
{

// `text` with each of its lines replaced by `line(that line)`.
template <typename EachLine> std::string lineByLine(const std::string& text, EachLine line)
{
    std::string result;
    std::size_t start = 0;
    while (true)
    {
        const std::size_t end = text.find('\n', start);
        result += line(text.substr(start, end == std::string::npos ? end : end - start));
        if (end == std::string::npos)
        {
            return result;
        }
        result += '\n';
        start = end + 1;
    }
}

} // namespace

std::string uiStageNote(const std::string& english, UiLanguage language)
{
    return lineByLine(english, [&](const std::string& note) { return uiTraceNote(note, language); });
}

std::string uiStepFormula(const std::string& english, UiLanguage language)
{
    if (language == UiLanguage::English)
    {
        return english;
    }
    return lineByLine(english, [](const std::string& line)
                      { return japaneseByTable(stepFormulaTexts(), line).value_or(line); });
}

} // namespace hitlab
