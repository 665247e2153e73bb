#include "sdl_input.hpp"

#include <imgui_impl_sdl.h>

#include <cctype>

namespace hitlab
{

std::string keyName(const SDL_Keysym& key)
{
    switch (key.sym)
    {
    case SDLK_LSHIFT:
    case SDLK_RSHIFT:
    case SDLK_LCTRL:
    case SDLK_RCTRL:
    case SDLK_LALT:
    case SDLK_RALT:
    case SDLK_LGUI:
    case SDLK_RGUI:
        return {};
    default:
        break;
    }
    std::string name = SDL_GetKeyName(key.sym);
    for (char& c : name)
    {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    std::string prefix;
    // Cmd on macOS works like Ctrl, as users there expect.
    if ((key.mod & KMOD_CTRL) != 0 || (key.mod & KMOD_GUI) != 0)
    {
        prefix += "ctrl+";
    }
    if ((key.mod & KMOD_ALT) != 0)
    {
        prefix += "alt+";
    }
    if ((key.mod & KMOD_SHIFT) != 0)
    {
        prefix += "shift+";
    }
    return prefix + name;
}

void applySdlEvent(InputState& input, const SDL_Event& event)
{
    auto button = [](Uint8 sdlButton) -> int
    {
        switch (sdlButton)
        {
        case SDL_BUTTON_LEFT:
            return static_cast<int>(MouseButton::Left);
        case SDL_BUTTON_RIGHT:
            return static_cast<int>(MouseButton::Right);
        case SDL_BUTTON_MIDDLE:
            return static_cast<int>(MouseButton::Middle);
        default:
            return -1;
        }
    };
    switch (event.type)
    {
    case SDL_MOUSEMOTION:
        input.pointer = {static_cast<double>(event.motion.x), static_cast<double>(event.motion.y)};
        input.pointerInside = true;
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (const int b = button(event.button.button); b >= 0)
        {
            input.pointer = {static_cast<double>(event.button.x), static_cast<double>(event.button.y)};
            input.pointerInside = true;
            input.down[b] = true;
            input.pressed[b] = true;
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (const int b = button(event.button.button); b >= 0)
        {
            input.pointer = {static_cast<double>(event.button.x), static_cast<double>(event.button.y)};
            input.down[b] = false;
            input.released[b] = true;
        }
        break;
    case SDL_MOUSEWHEEL:
        input.wheel += event.wheel.preciseY;
        break;
    case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_LEAVE)
        {
            input.pointerInside = false;
        }
        else if (event.window.event == SDL_WINDOWEVENT_ENTER)
        {
            input.pointerInside = true;
        }
        break;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    {
        const bool down = event.type == SDL_KEYDOWN;
        const SDL_Keymod mod = static_cast<SDL_Keymod>(event.key.keysym.mod);
        input.shift = (mod & KMOD_SHIFT) != 0;
        input.ctrl = (mod & (KMOD_CTRL | KMOD_GUI)) != 0;
        input.alt = (mod & KMOD_ALT) != 0;
        if (event.key.keysym.sym == SDLK_SPACE)
        {
            input.space = down;
        }
        if (down && event.key.repeat == 0)
        {
            std::string name = keyName(event.key.keysym);
            if (!name.empty())
            {
                input.keys.push_back(std::move(name));
            }
        }
        break;
    }
    default:
        break;
    }
}

void pollModifiers(InputState& input)
{
    const SDL_Keymod mod = SDL_GetModState();
    input.shift = (mod & KMOD_SHIFT) != 0;
    input.ctrl = (mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    input.alt = (mod & KMOD_ALT) != 0;
}

bool pumpEvents(SDL_Window* window, InputState& input, bool fillInput)
{
    bool quit = false;
    InputTrickle trickle;
    SDL_PumpEvents();
    SDL_Event event;
    while (SDL_PeepEvents(&event, 1, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 1 &&
           !trickle.waitsForNextFrame(event))
    {
        SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT);
        trickle.taken(event);
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (fillInput)
        {
            applySdlEvent(input, event);
        }
        if (event.type == SDL_QUIT ||
            (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
             event.window.windowID == SDL_GetWindowID(window)))
        {
            quit = true;
        }
    }
    if (fillInput)
    {
        pollModifiers(input);
    }
    return quit;
}

} // namespace hitlab
