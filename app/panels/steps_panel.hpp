// The Steps panel: the focused pair's active method walked stage by stage (model/steps.hpp): the
// stage's name, its formula, the live numbers from the trace and its verdict. Left/Right (the
// sandbox's shortcuts) and the panel's buttons step; the canvas draws only the stage's overlay.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class StepsPanel
{
public:
    void draw(PanelContext& context);
};

} // namespace hitlab
