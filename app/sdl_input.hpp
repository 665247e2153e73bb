// SDL events into the canvas's InputState (the interactive path; scripts fill InputState themselves).
#pragma once

#include "interaction/input_state.hpp"

#include <SDL.h>

#include <string>

namespace hitlab
{

void applySdlEvent(InputState& input, const SDL_Event& event);

// "ctrl+shift+z", "delete", "1": the names InputState::keys and scripts use. Empty for modifier keys.
std::string keyName(const SDL_Keysym& key);

// Shift, Ctrl (or Cmd) and Alt as held right now, so that a click after pressing Shift sees it.
void pollModifiers(InputState& input);

// Takes every pending SDL event: ImGui sees them all; `input` gets them (and the modifiers held now)
// when `fillInput`. True when the user closed the window or asked to quit.
bool pumpEvents(SDL_Window* window, InputState& input, bool fillInput);

} // namespace hitlab
