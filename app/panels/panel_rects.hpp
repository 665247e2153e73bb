// The rectangles of the windows ImGui draws this frame over the canvas (panels, menu bar, status bar,
// open dialogs), so that the canvas keeps its labels and insets out of them and frames lessons in what
// they leave free. Menus, popups and tooltips come and go and are left out.
//
// And where the panels go: one rule (panelLayout) for every window size and UI scale, so that no two
// panels cover each other whichever of them a scene shows. A panel the user moved or sized stays
// where the user put it.
#pragma once

#include "canvas/label_layout.hpp"
#include "model/shape_draw.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace hitlab
{

struct PanelContext;

struct PanelRects
{
    std::vector<ScreenBox> panels;
    // Windows opened for a moment (the Lessons window, the file dialog): text keeps out of them, but a
    // lesson is not framed around them.
    std::vector<ScreenBox> dialogs;
    // The pixels of the panels and dialogs drawn opaque (opaqueInterior): none of a collapsed window,
    // whose title bar lets the canvas show through, and none when the style paints windows translucent.
    std::vector<PixelRect> opaque;
    // The same windows whole, a pixel wider each way for their anti-aliased edges: their pixels follow
    // from the UI's triangles and the pixels below, so the UI renderer keeps them between frames while
    // the canvas below stays the same (ui_renderer.hpp, UiPanelPixels).
    std::vector<PixelRect> whole;
};

// Call after the panels were built this frame (before ImGui::Render).
PanelRects visiblePanelRects();

// What the layout of the panels depends on (window pixels).
struct PanelLayoutInput
{
    double width = 1280.0;
    double height = 800.0;
    double top = 0.0;           // the menu bar's foot
    double bottom = 800.0;      // the status bar's top
    double scale = 1.0;         // the UI font's size over its size at UI scale 1
    double paletteHeight = 0.0; // the Shapes palette sizes itself to its buttons
    double statsWidth = 0.0;    // the frame-time box in the bottom-right corner (0: none)
    double statsHeight = 0.0;
    bool ccd = false;    // the Rotational CCD panel is shown
    bool lesson = false; // the Lesson panel is shown
};

// Where each panel goes. Left column, top down: the palette, the Inspector (or the Steps panel in its
// place), the Rotational CCD panel; right column: Algorithms, then the pair readout above the frame-time
// box; the Lesson panel along the foot of the canvas between the columns. The columns keep their width
// at UI scale 1 and grow with the scale until each takes a third of the window, so that the canvas
// keeps the middle; heights share what the window has, so nothing runs past the status bar.
struct PanelLayout
{
    ScreenBox palette;
    ScreenBox middle; // the Inspector or the Steps panel
    ScreenBox ccd;
    ScreenBox algorithms;
    ScreenBox readout;
    ScreenBox lesson;
};

inline constexpr double kPanelGap = 8.0;
// The columns' widths at UI scale 1.
inline constexpr double kLeftColumnWidth = 266.0;
inline constexpr double kCcdColumnWidth = 440.0; // the CCD panel's table of targets needs more
inline constexpr double kRightColumnWidth = 380.0;
// The most of the left column's height the palette takes (it scrolls beyond).
inline constexpr double kPaletteShare = 0.5;

inline PanelLayout panelLayout(const PanelLayoutInput& in)
{
    const double m = kPanelGap;
    const double s = std::max(in.scale, 0.5);
    const double third = std::max(0.0, (in.width - 4.0 * m) / 3.0);
    const double leftWidth = std::min((in.ccd ? kCcdColumnWidth : kLeftColumnWidth) * s, third);
    const double rightWidth = std::min(kRightColumnWidth * s, third);
    const double top = in.top + m;
    const double foot = in.bottom - m;
    const double span = std::max(0.0, foot - top);
    PanelLayout layout;

    // The frame-time box sits in the bottom-right corner; a column it reaches into ends above it.
    const double statsLeft = in.statsHeight > 0.0 ? in.width - m - in.statsWidth : in.width;
    const double statsTop = foot - in.statsHeight - m;
    const auto footOf = [&](double columnRight) { return statsLeft < columnRight + m ? statsTop : foot; };

    const double left = m;
    const double leftRight = left + leftWidth;
    const double leftFoot = std::max(top, footOf(leftRight));
    const double paletteHeight = std::clamp(in.paletteHeight, 0.0, kPaletteShare * span);
    layout.palette = {left, top, leftRight, top + paletteHeight};
    const double below = std::min(leftFoot, layout.palette.maxY + m);
    const double room = std::max(0.0, leftFoot - below);
    if (in.ccd)
    {
        const double middleHeight = std::min(260.0 * s, 0.45 * room);
        layout.middle = {left, below, leftRight, below + middleHeight};
        layout.ccd = {left, std::min(leftFoot, layout.middle.maxY + m), leftRight, leftFoot};
    }
    else
    {
        // The foot of the column stays free for an inset.
        layout.middle = {left, below, leftRight, below + std::min(300.0 * s, room)};
        layout.ccd = {left, leftFoot, leftRight, leftFoot};
    }

    const double rightLeft = in.width - m - rightWidth;
    const double rightFoot = std::max(top, footOf(in.width - m));
    layout.algorithms = {rightLeft, top, in.width - m, top + std::min(0.46 * span, rightFoot - top)};
    const double readoutTop = std::min(rightFoot, layout.algorithms.maxY + m);
    layout.readout = {rightLeft, readoutTop, in.width - m, std::max(readoutTop, rightFoot)};

    // Beside the canvas, between the columns, at its foot (above the frame-time box when that reaches
    // past the right column: a large UI scale in a small window).
    const double lessonRight = std::max(leftRight + m, rightLeft - m);
    const double lessonFoot = std::max(top, footOf(lessonRight));
    const double lessonHeight = std::min(232.0 * s, 0.45 * span);
    layout.lesson = {leftRight + m, std::max(top, lessonFoot - lessonHeight), lessonRight, lessonFoot};
    return layout;
}

// Places the next window (ImGui::Begin(windowName)) at `box` every frame, until the user moves or sizes
// it: from then on it stays where the user put it, across scenes. With `autoSize` (a window that sizes
// itself to its content) only the place is set. The memory is kept with ImGui's window.
void placePanel(const std::string& windowName, const ScreenBox& box, bool autoSize = false);

// Places the next dialog (ImGui::Begin or BeginPopupModal of `title`): centred across the window, its
// middle at `heightShare` of the window's height, when it appears. ImGui pushes a dialog into a window
// made smaller and leaves it there when the window grows again, in a corner and over the menu bar. So
// when the window's size changed since the dialog's last frame and the dialog no longer lies wholly
// below the menu bar and inside the window, it is centred again, its title bar kept in view; a dialog the
// user moved elsewhere inside stays where it is.
void placeDialog(const std::string& title, float heightShare);

// The layout for this frame's panels, measured from ImGui (menu bar, status bar, palette, frame-time
// box) and the context (which panels a scene shows).
PanelLayout currentPanelLayout(const PanelContext& context);

} // namespace hitlab
