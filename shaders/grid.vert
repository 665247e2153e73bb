#version 330 core
// The grid's lines as strips a few pixels wide, one instance per line: the vertical lines first
// (uLineCount.x of them from the line uFirstLine.x), then the horizontal ones. grid.frag shades the
// strips from gl_FragCoord; the rest of the area is the background colour, cleared by the renderer.
// A software rasteriser pays for every fragment, and the strips are a fraction of the area.

uniform vec2 uViewport;
uniform vec2 uCenter;
uniform float uZoom;
uniform float uStep;
uniform vec2 uFirstLine; // index (multiple of uStep) of the first vertical and horizontal line
uniform ivec2 uLineCount;

// Covers every pixel whose centre is within one pixel of the line, the width grid.frag shades: its
// strength falls to 0 at one pixel, so a centre that rounding puts just outside the strip had a
// strength too small to change a colour channel. llvmpipe shades in 4x4 blocks, so every pixel of
// width costs.
const float kHalfWidthPx = 1.0;

void main()
{
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    vec2 ndc;
    if (gl_InstanceID < uLineCount.x)
    {
        float x = (uFirstLine.x + float(gl_InstanceID)) * uStep;
        float px = (x - uCenter.x) * uZoom + mix(-kHalfWidthPx, kHalfWidthPx, corner.x);
        ndc = vec2(2.0 * px / uViewport.x, corner.y * 2.0 - 1.0);
    }
    else
    {
        float y = (uFirstLine.y + float(gl_InstanceID - uLineCount.x)) * uStep;
        float py = (y - uCenter.y) * uZoom + mix(-kHalfWidthPx, kHalfWidthPx, corner.y);
        ndc = vec2(corner.x * 2.0 - 1.0, 2.0 * py / uViewport.y);
    }
    gl_Position = vec4(ndc, 0.0, 1.0);
}
