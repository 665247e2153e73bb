#version 330 core
// Dear ImGui's vertices (ImDrawVert: position in window pixels, texture coordinate, colour) through the
// orthographic projection of its display rectangle. ui_renderer.cpp draws them.

layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec2 aTexCoord;
layout(location = 2) in vec4 aColor;

uniform mat4 uProjection;

out vec2 vTexCoord;
out vec4 vColor;

void main()
{
    vTexCoord = aTexCoord;
    vColor = aColor;
    gl_Position = uProjection * vec4(aPosition, 0.0, 1.0);
}
