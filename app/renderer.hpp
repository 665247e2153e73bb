// Drawing with the project's shaders: a background grid and batches of signed-distance primitives
// (every shape kind plus lines and discs for overlays and handles), one instanced draw per group of
// one kind (draw_order.hpp says why and keeps the batch's order where primitives overlap).
#pragma once

#include "canvas/batch.hpp"
#include "canvas/canvas_sink.hpp"
#include "canvas/cell_picture.hpp"
#include "draw_order.hpp"
#include "gl.hpp"
#include "hitlab/shapes.hpp"
#include "model/shape_draw.hpp"
#include "model/view.hpp"
#include "picture_copy.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace hitlab
{

// The programs a batch is drawn with: one per kind, numbered as the kinds, and one for polygons of at
// most kMostFlatPolygonVertices vertices, which shape.vert hands to shape.frag as flat inputs: read from
// the polygon buffer once per quad corner rather than once per pixel (texel fetches are dear on a
// software rasteriser). The draw order groups primitives by program.
inline constexpr int kFlatPolygonProgram = kShapeKindCount;
inline constexpr int kShapeProgramCount = kShapeKindCount + 1;
inline constexpr int kMostFlatPolygonVertices = 8;

// "#define KIND_POINT 0" ... one line per shape kind (KIND_ and the kind's name in capitals), for the
// shaders (loadProgram's `defines`).
std::string primitiveKindDefines();

// How shape.frag finds where a pixel is relative to a primitive.
enum class PixelShading
{
    Interpolated, // from the quad's corners: the least work per pixel
    // From the view's anchor (canvas/batch.hpp): a pan by whole pixels shades every pixel as the pixel it
    // came from, so a kept canvas can be copied moved (kept_canvas.hpp); about a tenth more per pixel
    Anchored,
};

class Renderer final : public CanvasSink
{
public:
    // Loads shaders from `shaderDirectory`; on failure returns false with the reason.
    bool init(const std::string& shaderDirectory, std::string& error);
    void shutdown();

    // Sets the window size (pixels) for the frame and clears it. `covered` are the window's pixels under
    // opaque panels (window pixels, origin top-left): the frame's grids and batches leave them out
    // (uncovered_parts.hpp says why).
    void beginFrame(int width, int height, Rgba clearColor, std::vector<PixelRect> covered = {});
    // The same for a frame drawn again only inside `clips` (window pixels, no two sharing a pixel): it
    // clears them alone, and the grids, cells and batches until the next beginFrame draw only there.
    void beginFrameIn(int width, int height, Rgba clearColor, std::vector<PixelRect> covered,
                      std::vector<PixelRect> clips);
    // The background grid of `view` inside `area` of the window, lines at least kGridSpacingPx apart.
    void drawGrid(const View& view, PixelRect area, const GridColors& colors) override;
    // The same with lines at least `minSpacingPx` apart (a picture drawn at twice the size doubles it).
    void drawGrid(const View& view, PixelRect area, const GridColors& colors, double minSpacingPx);
    // A batch of world-space primitives seen through `view`, drawn inside `area` (clipped to it).
    void drawBatch(const Batch& batch, const View& view, PixelRect area) override;
    // The picture's cells as one texture, a texel per cell (uploaded again only when the cells change).
    void drawCells(const CellPicture& picture, PixelRect area) override;
    // The same with cells of `pixelsPerCell` pixels (a picture drawn at twice the size doubles them).
    void drawCells(const CellPicture& picture, PixelRect area, int pixelsPerCell);

    // Copies `rects` (window pixels, origin top-left) of `picture`, a texture of the window's size (a
    // PictureFramebuffer's), into the same place of the bound framebuffer: one unblended rectangle each,
    // which llvmpipe copies on its fast path for plain textured rectangles.
    void drawPicture(GLuint picture, int width, int height, const std::vector<PixelRect>& rects);

    // How the batches drawn from now on are shaded (Interpolated until set).
    void setShading(PixelShading shading) { shading_ = shading; }
    // Whether small polygons are drawn by kFlatPolygonProgram (the default) or, as larger ones are, from
    // the polygon buffer for every pixel: the same picture either way (test_app_large_polygon).
    void setFlatPolygons(bool flat) { flatPolygons_ = flat; }

    // The colour buffer currently bound for drawing (the back buffer), RGBA, rows top to bottom.
    std::vector<std::uint8_t> readPixels(int width, int height) const;

private:
    void setArea(PixelRect area);
    // Limits drawing to `part` of the window (window pixels, origin top-left).
    void scissorTo(PixelRect part);
    // The parts of `rect` to draw: those the panels leave uncovered, within the clips if there are any.
    std::vector<PixelRect> visibleParts(PixelRect rect) const;
    // The grid's lines over the area's background: strips a few pixels wide, so that only the pixels
    // near a line run grid.frag.
    void shadeGridLines(const View& view, PixelRect area, const GridColors& colors, double minSpacingPx,
                        const std::vector<PixelRect>& parts);
    // Points the instance attributes at the instance `first` of the bound instance buffer (GL 3.3 has
    // no base instance).
    void pointInstancesAt(std::size_t first);

    int windowWidth_ = 1;
    int windowHeight_ = 1;
    // shape.frag compiled once per shading and program (shapeProgramOf in renderer.cpp): one per kind
    // (SINGLE_KIND), numbered as the kinds, and one more for small polygons.
    std::array<std::array<GLuint, kShapeProgramCount>, 2> shapePrograms_{};
    PixelShading shading_ = PixelShading::Interpolated;
    bool flatPolygons_ = true;
    GLuint gridProgram_ = 0;
    GLuint cellProgram_ = 0;
    GLuint cellTexture_ = 0;
    PictureCopy pictureCopy_;
    // The cells in cellTexture_, to compare with the next picture (a copy, not a version number, so that
    // a new canvas's first picture can never pass for an old one).
    int cellColumns_ = 0;
    int cellRows_ = 0;
    std::vector<CellColor> cellTexels_;
    GLuint quadBuffer_ = 0;
    GLuint instanceBuffer_ = 0;
    GLuint shapeVao_ = 0;
    GLuint gridVao_ = 0;
    GLuint polygonBuffer_ = 0;
    GLuint polygonTexture_ = 0;
    // The frame's clear colour, and whether nothing was drawn since that clear.
    Rgba frameClear_;
    bool onlyCleared_ = false;
    // This frame's pixels under opaque panels.
    std::vector<PixelRect> covered_;
    // Where this frame draws, when it is drawn again only in parts (none: everywhere).
    std::vector<PixelRect> clips_;
    // Kept between frames so that a batch's draw order needs no allocation.
    std::vector<PixelBox> boxes_;
    std::vector<int> kinds_; // each primitive's program (shapeProgramOf): the kinds drawOrder groups by
    std::vector<std::uint32_t> inPart_;
    std::vector<PixelBox> partBoxes_;
    std::vector<PixelBox> hidden_; // the covered rectangles in the boxes' frame
    std::vector<int> partKinds_;
    std::vector<Instance> ordered_;
    std::vector<Instance> rings_;
    // The groups to draw, each with the part of the window it is drawn in.
    struct PartGroup
    {
        std::size_t part = 0;
        DrawGroup group;
    };
    std::vector<PartGroup> partGroups_;
};

// The grid's lines are at least this many pixels apart.
inline constexpr double kGridSpacingPx = 24.0;

// A grid spacing of 1, 2 or 5 times a power of ten that is at least `minPixels` apart at this zoom.
double gridStep(double zoom, double minPixels);

} // namespace hitlab
