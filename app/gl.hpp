// The OpenGL 3.3 core functions the sandbox calls, loaded at run time through SDL_GL_GetProcAddress
// (no loader library, nothing downloaded). Types and constants come from Khronos' glcorearb.h.
#pragma once

#include <GL/glcorearb.h>

#include <optional>
#include <string>

namespace hitlab
{

// X(type, name): every function we use. The pointers live in namespace hitlab, so they never clash
// with a system libGL's exported symbols.
#define HITLAB_GL_FUNCTIONS(X)                                                                               \
    X(PFNGLGETSTRINGPROC, glGetString)                                                                       \
    X(PFNGLGETERRORPROC, glGetError)                                                                         \
    X(PFNGLGETINTEGERVPROC, glGetIntegerv)                                                                   \
    X(PFNGLVIEWPORTPROC, glViewport)                                                                         \
    X(PFNGLSCISSORPROC, glScissor)                                                                           \
    X(PFNGLCLEARCOLORPROC, glClearColor)                                                                     \
    X(PFNGLCLEARPROC, glClear)                                                                               \
    X(PFNGLENABLEPROC, glEnable)                                                                             \
    X(PFNGLDISABLEPROC, glDisable)                                                                           \
    X(PFNGLBLENDFUNCSEPARATEPROC, glBlendFuncSeparate)                                                       \
    X(PFNGLBLENDEQUATIONPROC, glBlendEquation)                                                               \
    X(PFNGLGENVERTEXARRAYSPROC, glGenVertexArrays)                                                           \
    X(PFNGLBINDVERTEXARRAYPROC, glBindVertexArray)                                                           \
    X(PFNGLDELETEVERTEXARRAYSPROC, glDeleteVertexArrays)                                                     \
    X(PFNGLGENBUFFERSPROC, glGenBuffers)                                                                     \
    X(PFNGLBINDBUFFERPROC, glBindBuffer)                                                                     \
    X(PFNGLBUFFERDATAPROC, glBufferData)                                                                     \
    X(PFNGLBUFFERSUBDATAPROC, glBufferSubData)                                                               \
    X(PFNGLDELETEBUFFERSPROC, glDeleteBuffers)                                                               \
    X(PFNGLVERTEXATTRIBPOINTERPROC, glVertexAttribPointer)                                                   \
    X(PFNGLENABLEVERTEXATTRIBARRAYPROC, glEnableVertexAttribArray)                                           \
    X(PFNGLVERTEXATTRIBDIVISORPROC, glVertexAttribDivisor)                                                   \
    X(PFNGLCREATESHADERPROC, glCreateShader)                                                                 \
    X(PFNGLSHADERSOURCEPROC, glShaderSource)                                                                 \
    X(PFNGLCOMPILESHADERPROC, glCompileShader)                                                               \
    X(PFNGLGETSHADERIVPROC, glGetShaderiv)                                                                   \
    X(PFNGLGETSHADERINFOLOGPROC, glGetShaderInfoLog)                                                         \
    X(PFNGLDELETESHADERPROC, glDeleteShader)                                                                 \
    X(PFNGLCREATEPROGRAMPROC, glCreateProgram)                                                               \
    X(PFNGLATTACHSHADERPROC, glAttachShader)                                                                 \
    X(PFNGLLINKPROGRAMPROC, glLinkProgram)                                                                   \
    X(PFNGLGETPROGRAMIVPROC, glGetProgramiv)                                                                 \
    X(PFNGLGETPROGRAMINFOLOGPROC, glGetProgramInfoLog)                                                       \
    X(PFNGLDELETEPROGRAMPROC, glDeleteProgram)                                                               \
    X(PFNGLUSEPROGRAMPROC, glUseProgram)                                                                     \
    X(PFNGLGETUNIFORMLOCATIONPROC, glGetUniformLocation)                                                     \
    X(PFNGLUNIFORM1IPROC, glUniform1i)                                                                       \
    X(PFNGLUNIFORM1FPROC, glUniform1f)                                                                       \
    X(PFNGLUNIFORM2FPROC, glUniform2f)                                                                       \
    X(PFNGLUNIFORM2IPROC, glUniform2i)                                                                       \
    X(PFNGLUNIFORM4FPROC, glUniform4f)                                                                       \
    X(PFNGLDRAWARRAYSPROC, glDrawArrays)                                                                     \
    X(PFNGLDRAWARRAYSINSTANCEDPROC, glDrawArraysInstanced)                                                   \
    X(PFNGLDRAWELEMENTSBASEVERTEXPROC, glDrawElementsBaseVertex)                                             \
    X(PFNGLUNIFORMMATRIX4FVPROC, glUniformMatrix4fv)                                                         \
    X(PFNGLGENTEXTURESPROC, glGenTextures)                                                                   \
    X(PFNGLBINDTEXTUREPROC, glBindTexture)                                                                   \
    X(PFNGLDELETETEXTURESPROC, glDeleteTextures)                                                             \
    X(PFNGLTEXIMAGE2DPROC, glTexImage2D)                                                                     \
    X(PFNGLTEXPARAMETERIPROC, glTexParameteri)                                                               \
    X(PFNGLACTIVETEXTUREPROC, glActiveTexture)                                                               \
    X(PFNGLTEXBUFFERPROC, glTexBuffer)                                                                       \
    X(PFNGLREADBUFFERPROC, glReadBuffer)                                                                     \
    X(PFNGLREADPIXELSPROC, glReadPixels)                                                                     \
    X(PFNGLPIXELSTOREIPROC, glPixelStorei)                                                                   \
    X(PFNGLFINISHPROC, glFinish)                                                                             \
    X(PFNGLGENFRAMEBUFFERSPROC, glGenFramebuffers)                                                           \
    X(PFNGLBINDFRAMEBUFFERPROC, glBindFramebuffer)                                                           \
    X(PFNGLBLITFRAMEBUFFERPROC, glBlitFramebuffer)                                                           \
    X(PFNGLDELETEFRAMEBUFFERSPROC, glDeleteFramebuffers)                                                     \
    X(PFNGLCHECKFRAMEBUFFERSTATUSPROC, glCheckFramebufferStatus)                                             \
    X(PFNGLFRAMEBUFFERRENDERBUFFERPROC, glFramebufferRenderbuffer)                                           \
    X(PFNGLFRAMEBUFFERTEXTURE2DPROC, glFramebufferTexture2D)                                                 \
    X(PFNGLGENRENDERBUFFERSPROC, glGenRenderbuffers)                                                         \
    X(PFNGLBINDRENDERBUFFERPROC, glBindRenderbuffer)                                                         \
    X(PFNGLRENDERBUFFERSTORAGEPROC, glRenderbufferStorage)                                                   \
    X(PFNGLDELETERENDERBUFFERSPROC, glDeleteRenderbuffers)

#define HITLAB_GL_DECLARE(type, name) extern type name;
HITLAB_GL_FUNCTIONS(HITLAB_GL_DECLARE)
#undef HITLAB_GL_DECLARE

// Without a display (no DISPLAY or WAYLAND_DISPLAY) and no SDL_VIDEODRIVER chosen by the user: SDL's
// offscreen driver, where Mesa gives an OpenGL core context without X or Wayland.
void useOffscreenDriverWithoutDisplay();

// GL 3.3 core + GLSL 330, double-buffered, no depth or stencil buffer.
void requestGlCoreProfile();

// Loads every function of the list from the current context. On failure returns the name of the first
// missing function; on success an empty string.
std::string loadGlFunctions();

// A framebuffer of its own with one RGBA8 colour renderbuffer (an exported figure, the kept canvas).
struct ColourFramebuffer
{
    GLuint framebuffer = 0;
    GLuint colour = 0;
};

// One of width x height pixels, left bound; nothing (and the window's framebuffer bound) when GL cannot
// make it complete.
std::optional<ColourFramebuffer> makeColourFramebuffer(int width, int height);
// Deletes it and binds the window's framebuffer.
void deleteColourFramebuffer(ColourFramebuffer& target);

// A framebuffer whose colour is a texture stored as the window's pixels are (blue, green, red, then alpha:
// Mesa picks that layout for an unsized internal format given blue-first pixels). llvmpipe copies such a
// texture into the window on its fast path for plain textured rectangles, about seven times faster than
// glBlitFramebuffer, which converts every pixel (Renderer::drawPicture; docs/speed.md).
struct PictureFramebuffer
{
    GLuint framebuffer = 0;
    GLuint texture = 0;
};

// One of width x height pixels, read with nearest filtering, left bound; nothing (and the window's
// framebuffer bound) when GL cannot make it complete.
std::optional<PictureFramebuffer> makePictureFramebuffer(int width, int height);
// Deletes it and binds the window's framebuffer.
void deletePictureFramebuffer(PictureFramebuffer& target);

} // namespace hitlab
