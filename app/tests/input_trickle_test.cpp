// InputTrickle (app/sdl_input.hpp): one frame's pass over SDL's events takes at most one change of each
// key and mouse button, so that ImGui 1.86, which reads them once a frame, sees every press: a key
// tapped, a key tapped twice, a double-click, all arriving between two frames.
#include "sdl_input.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hitlab
{
namespace
{

SDL_Event keyEvent(Uint32 type, SDL_Scancode scancode, Uint8 repeat = 0)
{
    SDL_Event event{};
    event.type = type;
    event.key.keysym.scancode = scancode;
    event.key.repeat = repeat;
    return event;
}

SDL_Event buttonEvent(Uint32 type, Uint8 button)
{
    SDL_Event event{};
    event.type = type;
    event.button.button = button;
    return event;
}

// The passes the events are taken in, as pumpEvents takes them: each pass a string of the events' indices.
std::vector<std::string> passesOf(const std::vector<SDL_Event>& events)
{
    std::vector<std::string> passes;
    std::size_t next = 0;
    while (next < events.size())
    {
        InputTrickle trickle;
        std::string pass;
        while (next < events.size() && !trickle.waitsForNextFrame(events[next]))
        {
            trickle.taken(events[next]);
            pass += std::to_string(next);
            ++next;
        }
        passes.push_back(pass);
    }
    return passes;
}

TEST(InputTrickle, AKeyChangesOnceAFrame)
{
    const SDL_Event enterDown = keyEvent(SDL_KEYDOWN, SDL_SCANCODE_RETURN);
    const SDL_Event enterUp = keyEvent(SDL_KEYUP, SDL_SCANCODE_RETURN);
    EXPECT_EQ(passesOf({enterDown, enterUp}), (std::vector<std::string>{"0", "1"})) << "a tap";
    EXPECT_EQ(passesOf({enterUp, enterDown, enterUp}), (std::vector<std::string>{"0", "1", "2"}))
        << "a release, then a second tap";
    const SDL_Event backspaceDown = keyEvent(SDL_KEYDOWN, SDL_SCANCODE_BACKSPACE);
    const SDL_Event backspaceRepeat = keyEvent(SDL_KEYDOWN, SDL_SCANCODE_BACKSPACE, 1);
    const SDL_Event backspaceUp = keyEvent(SDL_KEYUP, SDL_SCANCODE_BACKSPACE);
    EXPECT_EQ(passesOf({backspaceDown, backspaceRepeat, backspaceRepeat, enterDown, backspaceUp}),
              (std::vector<std::string>{"0123", "4"}))
        << "a held key's repeats and another key go on; its release waits";
}

TEST(InputTrickle, ADoubleClickTakesFourFrames)
{
    const SDL_Event down = buttonEvent(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT);
    const SDL_Event up = buttonEvent(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT);
    EXPECT_EQ(passesOf({down, up, down, up}), (std::vector<std::string>{"0", "1", "2", "3"}));
    const SDL_Event rightDown = buttonEvent(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT);
    SDL_Event motion{};
    motion.type = SDL_MOUSEMOTION;
    SDL_Event text{};
    text.type = SDL_TEXTINPUT;
    EXPECT_EQ(passesOf({down, motion, rightDown, text, motion, up}), (std::vector<std::string>{"01234", "5"}))
        << "motion, text and another button go on";
}

} // namespace
} // namespace hitlab
