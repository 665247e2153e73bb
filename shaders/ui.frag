#version 330 core
// Text and everything else ImGui draws from its font atlas: the vertex colour times the atlas texel.

uniform sampler2D uAtlas;

in vec2 vTexCoord;
in vec4 vColor;

out vec4 fragColor;

void main()
{
    fragColor = vColor * texture(uAtlas, vTexCoord);
}
