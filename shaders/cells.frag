#version 330 core
// A picture of square cells (app/canvas/cell_picture.hpp): one texel per cell, read with nearest
// filtering. A pixel's centre lies at least an eighth of a cell inside its cell, far beyond the
// interpolation's rounding, so every pixel of a cell gets the cell's colour exactly. Cells of alpha 0
// are not drawn.

uniform sampler2D uCells;

in vec2 vTexCoord;

out vec4 fragColor;

void main()
{
    vec4 color = texture(uCells, vTexCoord);
    if (color.a == 0.0)
    {
        discard;
    }
    fragColor = color;
}
