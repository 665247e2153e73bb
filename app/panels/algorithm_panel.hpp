// The "Algorithms" panel: per pair of shape kinds, whether its contacts count and which algorithm of
// the registry answers it; the compare mode and how many pairs disagree with the exact answer.
#pragma once

#include "panel_context.hpp"

#include <string>

namespace hitlab
{

class AlgorithmPanel
{
public:
    void draw(PanelContext& context);

private:
    void drawPairRow(PanelContext& context, ShapeKind a, ShapeKind b, int disagreements,
                     const std::string& focusedPair);

    bool onlyPairsInScene_ = true;
    // The focused pair's row is scrolled into view once each time the focused pair changes, once no press
    // on the canvas is held.
    std::string scrolledToPair_;
};

// The combo that picks the algorithm of pair {a, b} (an undoable edit of the document). Its script
// items are "<itemPrefix>/<pair>" and "<itemPrefix>/<pair>/<algorithm name>". `width` in pixels, or
// negative to leave that much room at the right (ImGui's convention).
void drawAlgorithmCombo(PanelContext& context, ShapeKind a, ShapeKind b, const std::string& itemPrefix,
                        float width = -1.0F);

} // namespace hitlab
