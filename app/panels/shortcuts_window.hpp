// The shortcuts and mouse reference (F1, Help > Shortcuts and mouse): every key and mouse action of the
// sandbox in the UI's language, in one window that stays open until closed.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class ShortcutsWindow
{
public:
    // Shown while context.settings.shortcutsWindow is set; its close button clears it.
    void draw(PanelContext& context);
};

} // namespace hitlab
