// The "Pair readout": the focused pair under its active algorithm (answer, exact answer, signed
// distance, closest points, the trace's values and notes) and the toggles of the pair overlays.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class ReadoutPanel
{
public:
    void draw(PanelContext& context);

private:
    void drawInspection(PanelContext& context, const PairInspection& inspection);
    void drawOverlayToggles(PanelContext& context);
};

} // namespace hitlab
