#include "i18n/ui_text.hpp"

#include <array>
#include <unordered_map>

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

} // namespace hitlab
