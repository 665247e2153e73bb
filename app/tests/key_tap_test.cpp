// KeyTapSplit (app/sdl_input.hpp): a key pressed and released between two frames reaches ImGui down in
// one frame and up in the next, so that ImGui 1.86, which reads keys once a frame, sees the press.
#include "sdl_input.hpp"

#include <gtest/gtest.h>

namespace hitlab
{
namespace
{

SDL_Event keyEvent(Uint32 type, SDL_Scancode scancode)
{
    SDL_Event event{};
    event.type = type;
    event.key.keysym.scancode = scancode;
    return event;
}

TEST(KeyTapSplit, AReleaseAfterItsPressInOnePassWaitsForTheNextFrame)
{
    KeyTapSplit pass;
    const SDL_Event press = keyEvent(SDL_KEYDOWN, SDL_SCANCODE_RETURN);
    const SDL_Event release = keyEvent(SDL_KEYUP, SDL_SCANCODE_RETURN);
    EXPECT_FALSE(pass.waitsForNextFrame(press));
    pass.taken(press);
    EXPECT_TRUE(pass.waitsForNextFrame(release));

    KeyTapSplit nextPass;
    EXPECT_FALSE(nextPass.waitsForNextFrame(release)) << "the next frame takes it first";
}

TEST(KeyTapSplit, OtherKeysAndEventsGoOn)
{
    KeyTapSplit pass;
    pass.taken(keyEvent(SDL_KEYDOWN, SDL_SCANCODE_BACKSPACE));
    EXPECT_FALSE(pass.waitsForNextFrame(keyEvent(SDL_KEYUP, SDL_SCANCODE_RETURN)))
        << "a key pressed in an earlier frame is released at once";
    EXPECT_FALSE(pass.waitsForNextFrame(keyEvent(SDL_KEYDOWN, SDL_SCANCODE_BACKSPACE))) << "a repeated press";
    SDL_Event text{};
    text.type = SDL_TEXTINPUT;
    EXPECT_FALSE(pass.waitsForNextFrame(text));
    SDL_Event click{};
    click.type = SDL_MOUSEBUTTONUP;
    EXPECT_FALSE(pass.waitsForNextFrame(click)) << "ImGui's SDL backend latches a click itself";
    EXPECT_TRUE(pass.waitsForNextFrame(keyEvent(SDL_KEYUP, SDL_SCANCODE_BACKSPACE)));
}

} // namespace
} // namespace hitlab
