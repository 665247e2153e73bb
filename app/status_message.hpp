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
    // What the first argument is, when it is English text from the model or the core to translate too.
    enum class Argument
    {
        Plain,
        EditLabel,  // an undo step's name (uiEditLabel)
        ShapeError, // "field: reason" from the core (uiShapeErrorMessage)
        IoError,    // "file: field: reason" from io (uiIoErrorMessage)
    };
    Argument firstArgument = Argument::Plain;

    // A message that is not in the table (empty: none).
    void set(std::string message, bool error)
    {
        text = std::move(message);
        isError = error;
        key = nullptr;
        arguments.clear();
        firstArgument = Argument::Plain;
    }

    // The table's message `tableKey`, formatted with `args`.
    void show(const char* tableKey, std::vector<std::string> args, bool error)
    {
        text = uiText(tableKey, UiLanguage::English, args);
        isError = error;
        key = tableKey;
        arguments = std::move(args);
        firstArgument = Argument::Plain;
    }

    // The table's message `tableKey` about the undo step named `editLabel`.
    void showEdit(const char* tableKey, const std::string& editLabel)
    {
        show(tableKey, {editLabel}, false);
        firstArgument = Argument::EditLabel;
    }

    // The table's message `tableKey` about the core's refusal `fieldAndReason` ("r: must be ...").
    void showShapeError(const char* tableKey, const std::string& fieldAndReason)
    {
        show(tableKey, {fieldAndReason}, true);
        firstArgument = Argument::ShapeError;
    }

    // The table's message `tableKey` about io's refusal `message` ("scene.json: shapes: missing").
    void showIoError(const char* tableKey, const std::string& message)
    {
        show(tableKey, {message}, true);
        firstArgument = Argument::IoError;
    }

    // What the status bar shows in `language`.
    std::string in(UiLanguage language) const
    {
        if (key == nullptr)
        {
            return text;
        }
        std::vector<std::string> shown = arguments;
        if (!shown.empty() && firstArgument == Argument::EditLabel)
        {
            shown.front() = uiEditLabel(shown.front(), language);
        }
        if (!shown.empty() && firstArgument == Argument::ShapeError)
        {
            const std::size_t colon = shown.front().find(": ");
            if (colon != std::string::npos)
            {
                shown.front() = shown.front().substr(0, colon) + ": " +
                                uiShapeErrorMessage(shown.front().substr(colon + 2), language);
            }
        }
        if (!shown.empty() && firstArgument == Argument::IoError)
        {
            shown.front() = uiIoErrorMessage(shown.front(), language);
        }
        return uiText(key, language, shown);
    }
};

} // namespace hitlab
