// The menu bar's strings (see ui_text.hpp).
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kMenuStrings = {
    UiString{"menu.lessons", "Lessons", "レッスン"},
    UiString{"menu.lessons.all", "All lessons...", "レッスン一覧..."},
    UiString{"menu.lessons.panel", "Lesson panel", "レッスンの解説"},
    UiString{"menu.lessons.next", "Next lesson", "次のレッスン"},
    UiString{"menu.lessons.previous", "Previous lesson", "前のレッスン"},
};

} // namespace

std::span<const UiString> menuUiStrings()
{
    return kMenuStrings;
}

} // namespace hitlab
