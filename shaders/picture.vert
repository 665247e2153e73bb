#version 330 core
// One rectangle over uBox (window pixels, origin top-left: left, top, right, bottom) showing the same
// pixels of a picture of the window's size (app/kept_canvas.hpp). The window's viewport is set whole.

uniform vec2 uWindow;
uniform vec4 uBox;

out vec2 vTexCoord;

// Two triangles, not a strip of four vertices: llvmpipe sees a rectangle, and takes its fast path for
// it, only in a list of triangles.
const vec2 kCorners[6] = vec2[6](vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(1.0, 1.0), vec2(0.0, 0.0), vec2(1.0, 1.0),
                                 vec2(0.0, 1.0));

void main()
{
    vec2 pixel = mix(uBox.xy, uBox.zw, kCorners[gl_VertexID]);
    // The texture's first row is the window's bottom one.
    vTexCoord = vec2(pixel.x / uWindow.x, 1.0 - pixel.y / uWindow.y);
    gl_Position = vec4(2.0 * pixel.x / uWindow.x - 1.0, 1.0 - 2.0 * pixel.y / uWindow.y, 0.0, 1.0);
}
