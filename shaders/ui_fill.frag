#version 330 core
// Plain fills (panel backgrounds, frames, buttons): their texel is the atlas's white one, 1.0 in every
// channel, so the colour alone is the same answer without reading the texture (ui_draw_runs.hpp).

in vec2 vTexCoord;
in vec4 vColor;

out vec4 fragColor;

void main()
{
    fragColor = vColor;
}
