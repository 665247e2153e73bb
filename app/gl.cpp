#include "gl.hpp"

#include <SDL.h>

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

} // namespace hitlab
