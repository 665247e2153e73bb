// Draws Dear ImGui's draw data (the panels, menus and the canvas's text) with the project's shaders:
// the plain fills without reading the font atlas, the rest with it (ui_draw_runs.hpp says why), and the
// panels that did not change copied from the frame they were kept (ui_panel_keeper.hpp). The picture is
// that of ImGui's own OpenGL 3 backend, which still creates and owns the font atlas.
#pragma once

#include "gl.hpp"
#include "picture_copy.hpp"
#include "ui_panel_keeper.hpp"

#include <imgui.h>

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

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

// The panels' pixels (window pixels, origin top-left) the UI renderer may keep between frames. A panel's
// opaque inside owes nothing to what is below it; its whole box, edges included, owes it its anti-aliased
// rim and the canvas's labels under it, so it is kept only while the window's pixels below it stay those
// of the frame before (KeptCanvas::changedWithin): where the canvas changed under a box (a pan, a zoom, a
// shape dragged under its rim), that panel's inside alone is kept. Keeping the whole boxes spares drawing
// the rims, about 1,500 triangles a lesson frame.
struct UiPanelPixels
{
    std::vector<PixelRect> opaque;
    std::vector<PixelRect> whole;
    // One per box of `whole`: whether the pixels below it are the frame before's.
    std::vector<bool> belowUnchanged;
};

class UiRenderer
{
public:
    explicit UiRenderer(UiKeeping keeping = UiKeeping::Auto) : keeper_(keeping) {}

    // Compiles shaders/ui.vert with ui.frag and ui_fill.frag, and the picture copy's shaders; false with
    // `error` set on failure.
    bool init(const std::string& shaderDirectory, std::string& error);
    void shutdown();
    // Into the bound framebuffer (the window), whose size in pixels is the draw data's display size times
    // its framebuffer scale; `panels` says which of its pixels may be kept between frames. Leaves
    // blending on, the scissor test off and no program bound.
    void render(const ImDrawData& data, const UiPanelPixels& panels);
    void setFillRule(UiFillRule rule) { fillRule_ = rule; }
    const UiPanelCounts& panelCounts() const { return keeper_.counts(); }
    // Nothing kept is reused: call it when the font atlas is built anew, which may put other glyphs under
    // the same texture coordinates.
    void forgetKeptPanels() { keeper_.forget(); }

private:
    // A command's triangles drawn within one scissor rectangle: those of drawnIndices_ from `first`.
    struct UiSegment
    {
        std::size_t command = 0;
        PixelRect scissor;
        std::size_t first = 0;
        std::size_t count = 0;
    };

    // The kept picture at the window's size; false when GL cannot make it.
    bool makeKeptPicture(int width, int height);
    void releaseKeptPicture();

    UiFillRule fillRule_ = UiFillRule::LargeFills;
    GLuint atlasProgram_ = 0;
    GLuint fillProgram_ = 0;
    GLuint vao_ = 0;
    GLuint vertexBuffer_ = 0;
    GLuint indexBuffer_ = 0;
    PictureCopy pictureCopy_;
    UiPanelKeeper keeper_;
    std::optional<PictureFramebuffer> kept_;
    int keptWidth_ = 0;
    int keptHeight_ = 0;
    // Kept between frames so that a frame needs no allocation.
    std::vector<UiCommandRef<ImDrawIdx>> commands_;
    std::vector<UiSegment> segments_;
    std::vector<ImDrawIdx> drawnIndices_;
    // This frame's reaches of commands (render) that meet a reused panel, each with the parts the panels
    // leave of it.
    std::vector<std::pair<PixelRect, std::vector<PixelRect>>> reachParts_;
    std::vector<PixelRect> keptRects_; // the panels' pixels the keeper is given this frame
};

} // namespace hitlab
