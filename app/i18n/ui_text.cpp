#include "i18n/ui_text.hpp"

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
    return {menuUiStrings(), presenterUiStrings()};
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

} // namespace hitlab
