#include "gl.hpp"

#include <SDL.h>

#include <cstdlib>

namespace hitlab
{

#define HITLAB_GL_DEFINE(type, name) type name = nullptr;
HITLAB_GL_FUNCTIONS(HITLAB_GL_DEFINE)
#undef HITLAB_GL_DEFINE

std::string loadGlFunctions()
{
#define HITLAB_GL_LOAD(type, name)                                                                           \
    name = reinterpret_cast<type>(SDL_GL_GetProcAddress(#name));                                             \
    if (!name)                                                                                               \
    {                                                                                                        \
        return #name;                                                                                        \
    }
    HITLAB_GL_FUNCTIONS(HITLAB_GL_LOAD)
#undef HITLAB_GL_LOAD
    return {};
}

void useOffscreenDriverWithoutDisplay()
{
    const bool haveDisplay = std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY") != nullptr;
    if (!haveDisplay && std::getenv("SDL_VIDEODRIVER") == nullptr)
    {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    }
}

void requestGlCoreProfile()
{
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
}

std::optional<ColourFramebuffer> makeColourFramebuffer(int width, int height)
{
    ColourFramebuffer target;
    glGenFramebuffers(1, &target.framebuffer);
    glGenRenderbuffers(1, &target.colour);
    glBindRenderbuffer(GL_RENDERBUFFER, target.colour);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glBindRenderbuffer(GL_RENDERBUFFER, 0);
    glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, target.colour);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
    {
        deleteColourFramebuffer(target);
        return std::nullopt;
    }
    return target;
}

void deleteColourFramebuffer(ColourFramebuffer& target)
{
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteFramebuffers(1, &target.framebuffer);
    glDeleteRenderbuffers(1, &target.colour);
    target = ColourFramebuffer{};
}

std::optional<PictureFramebuffer> makePictureFramebuffer(int width, int height)
{
    PictureFramebuffer target;
    glGenTextures(1, &target.texture);
    glBindTexture(GL_TEXTURE_2D, target.texture);
    // Unsized on purpose: a sized GL_RGBA8 is stored red first, and copying that into the window goes the
    // slow way.
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_BGRA, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);
    glGenFramebuffers(1, &target.framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, target.framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, target.texture, 0);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
    {
        deletePictureFramebuffer(target);
        return std::nullopt;
    }
    return target;
}

void deletePictureFramebuffer(PictureFramebuffer& target)
{
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteFramebuffers(1, &target.framebuffer);
    glDeleteTextures(1, &target.texture);
    target = PictureFramebuffer{};
}

} // namespace hitlab
