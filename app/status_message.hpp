// The line the status bar shows: the last thing worth telling the user ("Moved circle2", "points: not
// convex", "Not opened: ...") and whether it is an error. Reading does not clear it.
//
// A message from the string table keeps its key and arguments, so that the status bar shows it in the
// language chosen when it is drawn; `text` is always the English one (the state dump reports it).
#pragma once

#include "i18n/ui_text.hpp"

#include <string>
#include <vector>

namespace hitlab
{

struct StatusMessage
{
    std::string text;
    bool isError = false;
    const char* key = nullptr; // the string table's key; none: `text` is shown as it is
    std::vector<std::string> arguments;
    bool argumentIsEditLabel = false; // the first argument names an undo step (uiEditLabel)

    // A message that is not in the table (empty: none).
    void set(std::string message, bool error)
    {
        text = std::move(message);
        isError = error;
        key = nullptr;
        arguments.clear();
        argumentIsEditLabel = false;
    }

    // The table's message `tableKey`, formatted with `args`.
    void show(const char* tableKey, std::vector<std::string> args, bool error)
    {
        text = uiText(tableKey, UiLanguage::English, args);
        isError = error;
        key = tableKey;
        arguments = std::move(args);
        argumentIsEditLabel = false;
    }

    // The table's message `tableKey` about the undo step named `editLabel`.
    void showEdit(const char* tableKey, const std::string& editLabel)
    {
        show(tableKey, {editLabel}, false);
        argumentIsEditLabel = true;
    }

    // What the status bar shows in `language`.
    std::string in(UiLanguage language) const
    {
        if (key == nullptr)
        {
            return text;
        }
        std::vector<std::string> shown = arguments;
        if (argumentIsEditLabel && !shown.empty())
        {
            shown.front() = uiEditLabel(shown.front(), language);
        }
        return uiText(key, language, shown);
    }
};

} // namespace hitlab
