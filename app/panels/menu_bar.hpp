// The main menu bar: File (open, bundled scenes, save, quit), Edit (undo, redo, duplicate, delete), View
// (fit, reset, compare mode, language), Lessons, Help, and the open file's name in the middle.
#pragma once

#include "panel_context.hpp"

#include <optional>
#include <string>

namespace hitlab
{

class MenuBar
{
public:
    void draw(PanelContext& context);
    // Picks a File menu item on the next draw, as a click on it would (a script's "menu" verb):
    // file/new, file/open, file/save, file/save_as, file/export, file/capture, file/quit or
    // file/bundled/FILE (a catalog file). False for a name that is no item of the menu.
    bool choose(const std::string& item, const SceneCatalog& catalog);
    // Carries out the chosen item (draw does it too, after the menus).
    void activatePending(PanelContext& context);

private:
    // What every File menu item does, clicked or chosen.
    void activate(PanelContext& context, const std::string& item);
    void drawFileMenu(PanelContext& context);
    void drawEditMenu(PanelContext& context);
    void drawViewMenu(PanelContext& context);
    void drawLanguageItems(PanelContext& context);
    void drawLessonsMenu(PanelContext& context);
    void drawHelpMenu(PanelContext& context);
    // View > Theme, UI scale and full screen (presenter_menu.cpp).
    void drawPresenterItems(PanelContext& context);
    void drawTitle(const PanelContext& context);

    std::optional<std::string> chosen_;
};

} // namespace hitlab
