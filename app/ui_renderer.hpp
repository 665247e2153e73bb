// Draws Dear ImGui's draw data (the panels, menus and the canvas's text) with the project's shaders:
// the plain fills without reading the font atlas, the rest with it (ui_draw_runs.hpp says why). The
// picture is that of ImGui's own OpenGL 3 backend, which still creates and owns the font atlas.
#pragma once

#include "gl.hpp"

#include <string>

struct ImDrawData;

namespace hitlab
{

// Which triangles the fill program draws. Only LargeFills is for use; the others let the tests check
// the picture with every fill through the fill program, and that a wrong split is seen.
enum class UiFillRule
{
    LargeFills, // runs of fills covering kMinPlainFillPixels or more
    AllFills,   // every run of fills, however small
    Everything, // text too, which then loses its glyphs: wrong on purpose
};

class UiRenderer
{
public:
    // Compiles shaders/ui.vert with ui.frag and ui_fill.frag; false with `error` set on failure.
    bool init(const std::string& shaderDirectory, std::string& error);
    void shutdown();
    // Into the bound framebuffer, whose size in pixels is the draw data's display size times its
    // framebuffer scale. Leaves blending on, the scissor test off and no program bound.
    void render(const ImDrawData& data);
    void setFillRule(UiFillRule rule) { fillRule_ = rule; }

private:
    UiFillRule fillRule_ = UiFillRule::LargeFills;
    GLuint atlasProgram_ = 0;
    GLuint fillProgram_ = 0;
    GLuint vao_ = 0;
    GLuint vertexBuffer_ = 0;
    GLuint indexBuffer_ = 0;
};

} // namespace hitlab
