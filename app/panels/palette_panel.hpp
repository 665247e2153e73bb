// The "Shapes" panel: one button per shape kind; a pressed button arms the canvas to add that kind at
// the next click (the keys 1 to kShapeKindCount do the same at the pointer).
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class PalettePanel
{
public:
    void draw(PanelContext& context);
};

} // namespace hitlab
