// The status bar along the bottom: the last message (errors in red) on the left, zoom and the undo and
// redo depths on the right.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class StatusBar
{
public:
    void draw(PanelContext& context);
};

} // namespace hitlab
