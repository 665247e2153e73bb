#version 330 core
// One quad over uBox (window pixels, origin top-left: left, top, right, bottom), with each corner's
// place in the picture's texture; the window's viewport is set whole.

uniform vec2 uWindow;
uniform vec4 uBox;
uniform vec2 uOrigin;  // the top-left corner of the first cell, window pixels, origin top-left
uniform vec2 uPictureSize; // the texture's size in window pixels: columns and rows times a cell's side

out vec2 vTexCoord;

void main()
{
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    vec2 pixel = mix(uBox.xy, uBox.zw, corner);
    vTexCoord = (pixel - uOrigin) / uPictureSize;
    gl_Position = vec4(2.0 * pixel.x / uWindow.x - 1.0, 1.0 - 2.0 * pixel.y / uWindow.y, 0.0, 1.0);
}
