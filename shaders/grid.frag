#version 330 core
// Background and world grid: minor lines every uStep world units, major lines every 5 steps, the axes
// brighter. Line widths are one pixel at any zoom. Drawn on the strips of grid.vert only: away from
// every line the colour is uBackground, which the renderer clears the area to.

// Pixels are measured from the view's anchor (app/canvas/batch.hpp): a pan by whole pixels moves it and
// gl_FragCoord by the same whole pixels, so every pixel is shaded as the pixel it came from (the kept
// canvas copies the picture moved, app/kept_canvas.hpp).
uniform vec2 uAnchor;     // gl_FragCoord's frame
uniform vec2 uMinorPhase; // pixels from the line before the anchor to the anchor
uniform vec2 uMajorPhase;
uniform vec2 uAxes; // where the world's axes cross, kept within a few thousand pixels of the area
uniform float uStepPx;
uniform vec4 uBackground;
uniform vec4 uMinor;
uniform vec4 uMajor;
uniform vec4 uAxis;

out vec4 fragColor;

// 1 on a line of the lattice with the given spacing, fading to 0 one pixel away.
float lineStrength(vec2 fromAnchor, float spacingPx)
{
    vec2 offset = abs(fract(fromAnchor / spacingPx + 0.5) - 0.5) * spacingPx;
    return clamp(1.0 - min(offset.x, offset.y), 0.0, 1.0);
}

void main()
{
    vec2 fromAnchor = gl_FragCoord.xy - uAnchor;
    vec3 color = uBackground.rgb;
    color = mix(color, uMinor.rgb, lineStrength(fromAnchor + uMinorPhase, uStepPx));
    color = mix(color, uMajor.rgb, lineStrength(fromAnchor + uMajorPhase, 5.0 * uStepPx));
    vec2 axisOffset = abs(gl_FragCoord.xy - uAxes);
    float axis = clamp(1.0 - min(axisOffset.x, axisOffset.y), 0.0, 1.0);
    color = mix(color, uAxis.rgb, axis);
    fragColor = vec4(color, 1.0);
}
