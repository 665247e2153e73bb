#include "presenter_display.hpp"

#include "startup.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>

#include <cstdio>
#include <utility>

namespace hitlab
{

PresenterDisplay::PresenterDisplay(const Presentation& shown, std::string dataRoot, bool unattended)
    : shown_(shown), dataRoot_(std::move(dataRoot)), unattended_(unattended)
{
}

bool PresenterDisplay::apply(const Presentation& wanted, SDL_Window* window, ImGuiIO& io)
{
    const bool newFonts = wanted.uiScale != shown_.uiScale;
    if (newFonts)
    {
        loadUiFonts(io, dataRoot_, wanted.uiScale);
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        if (!ImGui_ImplOpenGL3_CreateFontsTexture())
        {
            std::fprintf(stderr, "Error: ImGui_ImplOpenGL3_CreateFontsTexture(): failed\n");
        }
    }
    if (wanted.uiScale != shown_.uiScale || wanted.theme != shown_.theme)
    {
        styleImGui(wanted.theme, wanted.uiScale);
    }
    if (wanted.fullscreen != shown_.fullscreen && !unattended_)
    {
        if (wanted.fullscreen)
        {
            SDL_GetWindowSize(window, &windowedWidth_, &windowedHeight_);
        }
        const Uint32 flags = wanted.fullscreen ? static_cast<Uint32>(SDL_WINDOW_FULLSCREEN_DESKTOP) : 0U;
        if (SDL_SetWindowFullscreen(window, flags) != 0)
        {
            std::fprintf(stderr, "Error: SDL_SetWindowFullscreen(): %s\n", SDL_GetError());
        }
        else if (!wanted.fullscreen && windowedWidth_ > 0)
        {
            // Back to the size it had: without a window manager to restore it, SDL would keep the
            // desktop's size for the window.
            SDL_SetWindowSize(window, windowedWidth_, windowedHeight_);
        }
    }
    shown_ = wanted;
    return newFonts;
}

} // namespace hitlab
