#version 330 core
// The kept picture's pixel as it is: nearest filtering, and a pixel's centre half a texel from every
// texel's edge, so the copy is exact. Nothing more, so that llvmpipe takes its fast path for plain
// textured rectangles (no blending, no discard).

uniform sampler2D uPicture;

in vec2 vTexCoord;

out vec4 fragColor;

void main()
{
    fragColor = texture(uPicture, vTexCoord);
}
