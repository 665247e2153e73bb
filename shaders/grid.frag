#version 330 core
// Background and world grid: minor lines every uStep world units, major lines every 5 steps, the axes
// brighter. Line widths are one pixel at any zoom. Drawn on the strips of grid.vert only: away from
// every line the colour is uBackground, which the renderer clears the area to.

uniform vec2 uViewport;
uniform vec2 uOrigin; // the viewport's lower-left corner in the window (gl_FragCoord counts from the window's)
uniform vec2 uCenter;
uniform float uZoom;
uniform float uStep;
uniform vec4 uBackground;
uniform vec4 uMinor;
uniform vec4 uMajor;
uniform vec4 uAxis;

out vec4 fragColor;

// 1 on a line of the lattice with the given spacing, fading to 0 one pixel away.
float lineStrength(vec2 world, float spacing)
{
    vec2 offset = abs(fract(world / spacing + 0.5) - 0.5) * spacing * uZoom;
    return clamp(1.0 - min(offset.x, offset.y), 0.0, 1.0);
}

void main()
{
    // gl_FragCoord has y up like the world, so no flip is needed here.
    vec2 world = uCenter + (gl_FragCoord.xy - uOrigin - 0.5 * uViewport) / uZoom;
    vec3 color = uBackground.rgb;
    color = mix(color, uMinor.rgb, lineStrength(world, uStep));
    color = mix(color, uMajor.rgb, lineStrength(world, 5.0 * uStep));
    vec2 axisOffset = abs(world) * uZoom;
    float axis = clamp(1.0 - min(axisOffset.x, axisOffset.y), 0.0, 1.0);
    color = mix(color, uAxis.rgb, axis);
    fragColor = vec4(color, 1.0);
}
