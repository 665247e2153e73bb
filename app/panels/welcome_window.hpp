// The welcome shown at the first start: what hitlab is, a button that opens the Lessons window, and
// where the shortcuts are. Dismissing it is remembered in the layout file (imgui.ini, section
// [HitlabWelcome][State]), so it does not come back; Help > Welcome shows it again.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

class WelcomeWindow
{
public:
    // Registers the layout file's section for the welcome with the current ImGui context: call once,
    // before the first frame (which reads the file). This object must outlive the context's last save.
    // `offered`: shown at the start unless the file says it was dismissed. Runs without a person
    // (screenshots, scripts, profiles) are not offered it unless they ask (--welcome).
    void registerSettings(bool offered);

    void draw(PanelContext& context);
    // Help > Welcome: shows it again.
    void show() { open_ = true; }
    bool isOpen() const { return open_; }

private:
    void dismiss();

    bool offered_ = false;
    bool dismissed_ = false; // read from and written to the layout file
    bool decided_ = false;   // the first frame decided whether to show it
    bool open_ = false;
};

} // namespace hitlab
