// SDL events into the canvas's InputState (the interactive path; scripts fill InputState themselves).
#pragma once

#include "interaction/input_state.hpp"

#include <SDL.h>

#include <bitset>
#include <string>

namespace hitlab
{

void applySdlEvent(InputState& input, const SDL_Event& event);

// "ctrl+shift+z", "delete", "1": the names InputState::keys and scripts use. Empty for modifier keys.
std::string keyName(const SDL_Keysym& key);

// Shift, Ctrl (or Cmd) and Alt as held right now, so that a click after pressing Shift sees it.
void pollModifiers(InputState& input);

// Where one frame's pass over the event queue stops. ImGui 1.86 reads each key as down or up once a
// frame (its SDL backend sets the key's state event by event), so a key pressed and released between
// two frames was never seen down: a quick Enter in a dialog's path field, or one sent by xdotool or a
// remote session, was lost whenever the frame before took long enough for both to arrive. The release
// of a key pressed earlier in the same pass ends the pass; it is taken first in the next frame's (later
// ImGui versions trickle their own input queue the same way). A burst of typed keys thus takes a frame
// a key, which a hand typing never outruns.
class KeyTapSplit
{
public:
    // True when `event` must wait for the next frame's pass.
    bool waitsForNextFrame(const SDL_Event& event) const
    {
        return event.type == SDL_KEYUP && pressed_.test(scancodeOf(event));
    }
    // Notes an event taken in this pass.
    void taken(const SDL_Event& event)
    {
        if (event.type == SDL_KEYDOWN)
        {
            pressed_.set(scancodeOf(event));
        }
    }

private:
    static std::size_t scancodeOf(const SDL_Event& event)
    {
        return static_cast<std::size_t>(event.key.keysym.scancode) % SDL_NUM_SCANCODES;
    }
    std::bitset<SDL_NUM_SCANCODES> pressed_;
};

// Takes the pending SDL events up to a KeyTapSplit: ImGui sees each one taken; `input` gets them (and the
// modifiers held now) when `fillInput`. True when the user closed the window or asked to quit.
bool pumpEvents(SDL_Window* window, InputState& input, bool fillInput);

} // namespace hitlab
