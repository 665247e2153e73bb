// The main menu bar: File (open, bundled scenes, save, quit), Edit (undo, redo, duplicate, delete), View
// (fit, reset, compare mode, language), Lessons, Help, and the open file's name in the middle.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class MenuBar
{
public:
    void draw(PanelContext& context);

private:
    void drawFileMenu(PanelContext& context);
    void drawEditMenu(PanelContext& context);
    void drawViewMenu(PanelContext& context);
    void drawLessonsMenu(PanelContext& context);
    void drawHelpMenu();
    void drawTitle(const PanelContext& context);
};

} // namespace hitlab
