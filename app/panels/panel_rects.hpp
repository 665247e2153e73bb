// The rectangles of the windows ImGui draws this frame over the canvas (panels, menu bar, status bar,
// open dialogs), so that the canvas keeps its labels and insets out of them and frames lessons in what
// they leave free. Menus, popups and tooltips come and go and are left out.
#pragma once

#include "canvas/label_layout.hpp"

#include <vector>

namespace hitlab
{

struct PanelRects
{
    std::vector<ScreenBox> panels;
    // Windows opened for a moment (the Lessons window, the file dialog): text keeps out of them, but a
    // lesson is not framed around them.
    std::vector<ScreenBox> dialogs;
};

// Call after the panels were built this frame (before ImGui::Render).
PanelRects visiblePanelRects();

} // namespace hitlab
