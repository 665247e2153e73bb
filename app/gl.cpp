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

} // namespace hitlab
