// The question asked before unsaved edits would be lost (opening another scene, a new scene, quitting,
// closing the window): save them, discard them, or cancel and keep everything, the undo history included.
// A modal window, so nothing else in the sandbox reacts until it is answered.
#pragma once

#include "i18n/ui_text.hpp"
#include "ui_items.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace hitlab
{

enum class ConfirmAnswer
{
    Save,
    Discard,
    Cancel,
};

// "save", "discard", "cancel" and back; nothing for any other word.
std::optional<ConfirmAnswer> confirmAnswerNamed(std::string_view name);
std::string_view confirmAnswerName(ConfirmAnswer answer);

class ConfirmDialog
{
public:
    // Asks the string table's `questionKey` (what would happen to the edits) until it is answered.
    void show(const char* questionKey);
    bool isOpen() const { return open_; }
    // The question in English (the state dump reports it).
    std::string question() const { return uiText(questionKey_, UiLanguage::English); }
    // An answer given without the pointer (a script's "confirm" verb); draw returns it like a click.
    void answer(ConfirmAnswer answer) { queued_ = answer; }
    // Draws the dialog when `visible` (the UI may be hidden); returns the answer once it is given.
    std::optional<ConfirmAnswer> draw(bool visible, UiItems& items, UiLanguage language);

private:
    bool open_ = false;
    const char* questionKey_ = "";
    std::optional<ConfirmAnswer> queued_;
};

} // namespace hitlab
