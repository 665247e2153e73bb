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
