// Copies rectangles of a picture of the window's size (a PictureFramebuffer's texture, gl.hpp) into the
// same place of the bound framebuffer: one unblended textured rectangle each, which llvmpipe copies on
// its fast path for plain textured rectangles (docs/speed.md). The kept canvas and the kept panels use it.
#pragma once

#include "gl.hpp"
#include "model/shape_draw.hpp"

#include <string>
#include <vector>

namespace hitlab
{

// Copies `rect` (window pixels, origin top-left) of the framebuffer `from` into the framebuffer `to` (0: the
// window's), `shiftX`, `shiftY` pixels from where it is read; both are `height` pixels high. A copy
// between two PictureFramebuffers is a copy of memory; one out of the window converts every pixel.
// Leaves the scissor test off and the window's framebuffer bound.
void copyFramebufferRect(GLuint from, GLuint to, const PixelRect& rect, int height, int shiftX = 0,
                         int shiftY = 0);

class PictureCopy
{
public:
    // Compiles shaders/picture.vert and picture.frag; false with `error` set on failure.
    bool init(const std::string& shaderDirectory, std::string& error);
    void shutdown();
    // `rects` in window pixels, origin top-left; the picture is `width` x `height`, as the window is.
    // Leaves blending and the scissor test off.
    void draw(GLuint picture, int width, int height, const std::vector<PixelRect>& rects) const;

private:
    GLuint program_ = 0;
    GLuint vao_ = 0;
};

} // namespace hitlab
