// The "Algorithms" panel: per pair of shape kinds, whether its contacts count and which algorithm of
// the registry answers it; the compare mode and how many pairs disagree with the exact answer.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class AlgorithmPanel
{
public:
    void draw(PanelContext& context);

private:
    void drawPairRow(PanelContext& context, ShapeKind a, ShapeKind b, int disagreements);

    bool onlyPairsInScene_ = true;
};

} // namespace hitlab
