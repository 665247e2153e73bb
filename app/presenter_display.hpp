// Carries the presentation the user chose (model/presentation.hpp: UI scale, theme, full screen) over to
// ImGui and the window, between frames: a new scale rebuilds the UI font at the new size (crisp text, not
// a stretched texture) and uploads it again, a new scale or theme rebuilds the style, full screen goes
// through SDL. The canvas reads the same values itself (Sandbox::buildCanvas).
#pragma once

#include "model/presentation.hpp"

#include <string>

struct ImGuiIO;
struct SDL_Window;

namespace hitlab
{

class PresenterDisplay
{
public:
    // `shown`: what setUpImGui already applied. `unattended`: the window stays as created (a script's
    // full screen is only recorded, so renders stay the size asked for).
    PresenterDisplay(const Presentation& shown, std::string dataRoot, bool unattended);

    // Call before the backends' NewFrame, outside any ImGui frame.
    // Returns true when it built the font atlas anew (another UI scale): whatever was drawn with the old
    // one is out of date.
    bool apply(const Presentation& wanted, SDL_Window* window, ImGuiIO& io);

private:
    Presentation shown_;
    std::string dataRoot_;
    bool unattended_ = false;
    int windowedWidth_ = 0; // the window's size before it went full screen
    int windowedHeight_ = 0;
};

} // namespace hitlab
