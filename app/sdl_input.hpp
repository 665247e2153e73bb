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

// Where one frame's pass over the event queue stops. ImGui 1.86 reads each key and mouse button as
// down or up once a frame (its SDL backend sets their state event by event; a press and its release in
// one frame still count as a click, a second press does not), so input that changed one key or button
// twice between two frames was partly lost: a quick Enter in a dialog's path field, a second Backspace,
// or a double-click on an Inspector number (the way to type one) whenever the frame before took long
// enough for both changes to arrive, as on a slow lab PC or through a remote session. A pass takes at
// most one change of each key and button: an event that would change one a second time ends the pass
// and is taken first in the next frame's (later ImGui versions trickle their own input queue the same
// way). A burst of typed keys thus takes a frame a key, which a hand typing never outruns.
class InputTrickle
{
public:
    // True when `event` must wait for the next frame's pass.
    bool waitsForNextFrame(const SDL_Event& event) const
    {
        switch (event.type)
        {
        case SDL_KEYDOWN:
        case SDL_KEYUP:
            return event.key.repeat == 0 && changedKeys_.test(scancodeOf(event));
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
            return changedButtons_.test(buttonOf(event));
        default:
            return false;
        }
    }
    // Notes an event taken in this pass.
    void taken(const SDL_Event& event)
    {
        switch (event.type)
        {
        case SDL_KEYDOWN:
        case SDL_KEYUP:
            if (event.key.repeat == 0) // a held key's repeats change nothing
            {
                changedKeys_.set(scancodeOf(event));
            }
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
            changedButtons_.set(buttonOf(event));
            break;
        default:
            break;
        }
    }

private:
    static constexpr std::size_t kButtons = 32;
    static std::size_t scancodeOf(const SDL_Event& event)
    {
        return static_cast<std::size_t>(event.key.keysym.scancode) % SDL_NUM_SCANCODES;
    }
    static std::size_t buttonOf(const SDL_Event& event) { return event.button.button % kButtons; }
    std::bitset<SDL_NUM_SCANCODES> changedKeys_;
    std::bitset<kButtons> changedButtons_;
};

// Takes the pending SDL events up to an InputTrickle: ImGui sees each one taken; `input` gets them (and the
// modifiers held now) when `fillInput`. True when the user closed the window or asked to quit.
bool pumpEvents(SDL_Window* window, InputState& input, bool fillInput);

} // namespace hitlab
