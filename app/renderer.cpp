#include "renderer.hpp"

#include "canvas/polygon_outline.hpp"
#include "hitlab/shape_kinds.hpp"
#include "model/outline_rings.hpp"
#include "shader.hpp"
#include "uncovered_parts.hpp"

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace hitlab
{

namespace
{

// How many parts of the canvas (uncovered_parts.hpp) a draw may be cut into. Each part costs a draw per
// group of one kind (draw_order.hpp), and llvmpipe spends some microseconds on each: a batch of more
// groups than kMostGroupsToCut (stress_10k's shapes have hundreds) is drawn whole, since cutting it
// multiplied its draws and made its frame no faster. It still leaves out the shapes wholly under a panel.
constexpr std::size_t kMostParts = 16;
constexpr std::size_t kMostGroupsToCut = 32;

// The batch's polygons as the shader will loop over them for every pixel they cover: each reduced to
// the outline this view can show (polygon_outline.hpp), all within the texture buffer's size limit
// (65,536 texels on llvmpipe; vertices past it would read as zeros). When every polygon is small and they
// fit, the batch is drawn as it is.
struct DrawnPolygons
{
    bool rewritten = false; // else draw the batch's own instances and vertices
    std::vector<float> texels;
    std::vector<Instance> instances;
};

// The view's anchor (canvas/batch.hpp) and where it lies in the window in gl_FragCoord's frame (pixels
// from the window's lower left), on whole 1/1024ths of a pixel: exact in a float within 8192 pixels of
// the window's corner, and the anchor is within about 1448 pixels of the area's centre.
struct PixelAnchor
{
    Vec2 world;
    Vec2 pixel;
};

constexpr double kAnchorFraction = 1024.0;

Vec2 onFractions(Vec2 pixel)
{
    return glm::round(pixel * kAnchorFraction) / kAnchorFraction;
}

PixelAnchor pixelAnchor(const View& view, PixelRect area, int windowHeight)
{
    PixelAnchor anchor;
    anchor.world = anchorOf(view);
    const Vec2 areaCenter(area.x + 0.5 * area.width,
                          windowHeight - (area.y + area.height) + 0.5 * area.height);
    anchor.pixel = onFractions(areaCenter + (anchor.world - view.center) * view.zoom);
    return anchor;
}

DrawnPolygons reducedPolygons(const Batch& batch, const View& view, PixelRect area)
{
    // Queried per batch, not cached, so the renderer keeps no state for it; it is a constant lookup.
    GLint limit = 0;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &limit);
    const std::size_t maxTexels = limit > 0 ? static_cast<std::size_t>(limit) : 65536;
    DrawnPolygons drawn;
    if (!outlinesReduced(batch, maxTexels))
    {
        return drawn;
    }
    const OutlineLimits limits;
    const std::vector<Instance>& instances = batch.instances();
    std::vector<PackedPolygon> polygons;
    std::vector<std::size_t> polygonAt;
    for (std::size_t i = 0; i < instances.size(); ++i)
    {
        const Instance& instance = instances[i];
        if (static_cast<PrimitiveKind>(static_cast<int>(instance.meta[0] + 0.5F)) != PrimitiveKind::Polygon)
        {
            continue;
        }
        const auto count = static_cast<std::size_t>(instance.p0[3] + 0.5F);
        polygons.push_back(
            {Vec2(instance.p0[0], instance.p0[1]), static_cast<std::size_t>(instance.p0[2] + 0.5F), count});
        polygonAt.push_back(i);
    }
    const double zoom = view.zoom;
    const Vec2 half(0.5 * area.width / zoom, 0.5 * area.height / zoom);
    const Bounds visible{view.center - half, view.center + half};
    drawn.texels = packPolygonOutlines(batch.polygonVertices(), polygons, zoom, &visible, maxTexels, limits);
    drawn.rewritten = true;
    drawn.instances = instances;
    for (std::size_t k = polygons.size(); k-- > 0;)
    {
        Instance& instance = drawn.instances[polygonAt[k]];
        if (polygons[k].count == 0) // no room left even for a triangle: not drawn rather than drawn wrong
        {
            drawn.instances.erase(drawn.instances.begin() + static_cast<std::ptrdiff_t>(polygonAt[k]));
            continue;
        }
        instance.p0[2] = static_cast<float>(polygons[k].offset);
        instance.p0[3] = static_cast<float>(polygons[k].count);
    }
    return drawn;
}

// The program that draws `instance` (kFlatPolygonProgram and its neighbours in renderer.hpp).
int shapeProgramOf(const Instance& instance, bool flatPolygons)
{
    const int kind = static_cast<int>(instance.meta[0] + 0.5F);
    const bool flatPolygon = flatPolygons && kind == static_cast<int>(ShapeKind::Polygon) &&
                             instance.p0[3] < static_cast<float>(kMostFlatPolygonVertices) + 0.5F;
    return flatPolygon ? kFlatPolygonProgram : kind;
}

} // namespace

std::string primitiveKindDefines()
{
    std::string defines;
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        std::string name(kindName(static_cast<ShapeKind>(k)));
        for (char& c : name)
        {
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        }
        defines += "#define KIND_" + name + " " + std::to_string(k) + "\n";
    }
    return defines;
}

bool Renderer::init(const std::string& shaderDirectory, std::string& error)
{
#ifdef __GLIBC__
    // Every frame gives buffers new storage (glBufferData of the instances here and of ImGui's vertices in
    // its backend, llvmpipe's binned scene), about a megabyte with stress_10k, and frees the last. By
    // default glibc hands such memory back to the kernel and takes it again, so each frame paid for
    // fresh zeroed pages (page faults were a sixth of stress_10k's frame). Keep it in the process.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
#endif
    const std::string kindDefines = primitiveKindDefines();
    for (const PixelShading shading : {PixelShading::Interpolated, PixelShading::Anchored})
    {
        for (int shapeProgram = 0; shapeProgram < kShapeProgramCount; ++shapeProgram)
        {
            const int kind =
                shapeProgram == kFlatPolygonProgram ? static_cast<int>(ShapeKind::Polygon) : shapeProgram;
            std::string defines = kindDefines;
            defines += "#define SINGLE_KIND " + std::to_string(kind) + '\n';
            if (shapeProgram == kFlatPolygonProgram)
            {
                defines += "#define FLAT_POLYGON_VERTICES " + std::to_string(kMostFlatPolygonVertices) + '\n';
            }
            if (shading == PixelShading::Anchored)
            {
                defines += "#define PIXEL_ANCHORED\n";
            }
            GLuint& program =
                shapePrograms_[static_cast<std::size_t>(shading)][static_cast<std::size_t>(shapeProgram)];
            program =
                loadProgram(shaderDirectory + "/shape.vert", shaderDirectory + "/shape.frag", error, defines);
            if (!program)
            {
                return false;
            }
        }
    }
    gridProgram_ = loadProgram(shaderDirectory + "/grid.vert", shaderDirectory + "/grid.frag", error);
    if (!gridProgram_)
    {
        return false;
    }
    cellProgram_ = loadProgram(shaderDirectory + "/cells.vert", shaderDirectory + "/cells.frag", error);
    if (!cellProgram_)
    {
        return false;
    }
    if (!pictureCopy_.init(shaderDirectory, error))
    {
        return false;
    }
    glGenTextures(1, &cellTexture_);
    glBindTexture(GL_TEXTURE_2D, cellTexture_);
    // Nearest: each pixel reads its cell's texel as it is (and a texture without mipmaps is complete
    // only with a filter that needs none).
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);

    // Unit quad as a triangle strip, shared by every instance.
    const float quad[8] = {0, 0, 1, 0, 0, 1, 1, 1};
    glGenVertexArrays(1, &shapeVao_);
    glBindVertexArray(shapeVao_);
    glGenBuffers(1, &quadBuffer_);
    glBindBuffer(GL_ARRAY_BUFFER, quadBuffer_);
    glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);

    glGenBuffers(1, &instanceBuffer_);
    glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer_);
    for (GLuint attribute = 1; attribute <= 6; ++attribute)
    {
        glEnableVertexAttribArray(attribute);
        glVertexAttribDivisor(attribute, 1);
    }
    pointInstancesAt(0);
    glBindVertexArray(0);

    glGenVertexArrays(1, &gridVao_);

    glGenBuffers(1, &polygonBuffer_);
    glGenTextures(1, &polygonTexture_);
    glBindBuffer(GL_TEXTURE_BUFFER, polygonBuffer_);
    const float empty[2] = {0, 0};
    glBufferData(GL_TEXTURE_BUFFER, sizeof empty, empty, GL_STREAM_DRAW);
    glBindTexture(GL_TEXTURE_BUFFER, polygonTexture_);
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RG32F, polygonBuffer_);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    glBindBuffer(GL_TEXTURE_BUFFER, 0);

    const GLenum glError = glGetError();
    if (glError != GL_NO_ERROR)
    {
        error = "OpenGL error " + std::to_string(glError) + " while creating the renderer";
        return false;
    }
    return true;
}

void Renderer::shutdown()
{
    glDeleteTextures(1, &polygonTexture_);
    glDeleteBuffers(1, &polygonBuffer_);
    glDeleteVertexArrays(1, &gridVao_);
    glDeleteBuffers(1, &instanceBuffer_);
    glDeleteBuffers(1, &quadBuffer_);
    glDeleteVertexArrays(1, &shapeVao_);
    glDeleteProgram(gridProgram_);
    gridProgram_ = 0;
    glDeleteProgram(cellProgram_);
    cellProgram_ = 0;
    glDeleteTextures(1, &cellTexture_);
    cellTexture_ = 0;
    pictureCopy_.shutdown();
    cellTexels_.clear();
    cellColumns_ = cellRows_ = 0;
    for (auto& programs : shapePrograms_)
    {
        for (GLuint& program : programs)
        {
            glDeleteProgram(program);
            program = 0;
        }
    }
}

void Renderer::beginFrame(int width, int height, Rgba clearColor, std::vector<PixelRect> covered)
{
    beginFrameIn(width, height, clearColor, std::move(covered), {});
}

void Renderer::beginFrameIn(int width, int height, Rgba clearColor, std::vector<PixelRect> covered,
                            std::vector<PixelRect> clips)
{
    covered_ = std::move(covered);
    clips_ = std::move(clips);
    windowWidth_ = std::max(width, 1);
    windowHeight_ = std::max(height, 1);
    glDisable(GL_SCISSOR_TEST);
    glViewport(0, 0, windowWidth_, windowHeight_);
    glClearColor(clearColor.r, clearColor.g, clearColor.b, clearColor.a);
    if (clips_.empty())
    {
        glClear(GL_COLOR_BUFFER_BIT);
    }
    else
    {
        glEnable(GL_SCISSOR_TEST);
        for (const PixelRect& clip : clips_)
        {
            scissorTo(clip);
            glClear(GL_COLOR_BUFFER_BIT);
        }
        glDisable(GL_SCISSOR_TEST);
    }
    frameClear_ = clearColor;
    onlyCleared_ = true;
}

std::vector<PixelRect> Renderer::visibleParts(PixelRect rect) const
{
    std::vector<PixelRect> parts = uncoveredParts(rect, covered_, kMostParts);
    if (clips_.empty())
    {
        return parts;
    }
    std::vector<PixelRect> clipped;
    for (const PixelRect& part : parts)
    {
        for (const PixelRect& clip : clips_)
        {
            if (const std::optional<PixelRect> shared = intersection(part, clip))
            {
                clipped.push_back(*shared);
            }
        }
    }
    return clipped;
}

void Renderer::setArea(PixelRect area)
{
    // GL counts rows from the bottom.
    const int bottom = windowHeight_ - (area.y + area.height);
    glViewport(area.x, bottom, area.width, area.height);
    glEnable(GL_SCISSOR_TEST);
    glScissor(area.x, bottom, area.width, area.height);
}

void Renderer::scissorTo(PixelRect part)
{
    glScissor(part.x, windowHeight_ - (part.y + part.height), part.width, part.height);
}

void Renderer::drawGrid(const View& view, PixelRect area, const GridColors& colors)
{
    drawGrid(view, area, colors, kGridSpacingPx);
}

void Renderer::drawGrid(const View& view, PixelRect area, const GridColors& colors, double minSpacingPx)
{
    const std::vector<PixelRect> parts = visibleParts(area);
    if (parts.empty())
    {
        return;
    }
    // The background by a clear, unless the frame's clear already left it there: a clear inside a
    // scissor rectangle is a full draw of the area for a software rasteriser, while the frame's own
    // clear is nearly free.
    const bool backgroundInPlace = onlyCleared_ && colors.background.r == frameClear_.r &&
                                   colors.background.g == frameClear_.g &&
                                   colors.background.b == frameClear_.b && frameClear_.a == 1.0F;
    setArea(area);
    if (!backgroundInPlace)
    {
        glClearColor(colors.background.r, colors.background.g, colors.background.b, 1.0F);
        for (const PixelRect& part : parts)
        {
            scissorTo(part);
            glClear(GL_COLOR_BUFFER_BIT);
        }
    }
    shadeGridLines(view, area, colors, minSpacingPx, parts);
    onlyCleared_ = false;
}

void Renderer::shadeGridLines(const View& view, PixelRect area, const GridColors& colors, double minSpacingPx,
                              const std::vector<PixelRect>& parts)
{
    glDisable(GL_BLEND);
    glUseProgram(gridProgram_);
    const double step = gridStep(view.zoom, minSpacingPx);
    // The lines that can reach into the area, one more on each side.
    const double halfWidth = 0.5 * area.width / view.zoom;
    const double halfHeight = 0.5 * area.height / view.zoom;
    const double firstX = std::floor((view.center.x - halfWidth) / step) - 1.0;
    const double firstY = std::floor((view.center.y - halfHeight) / step) - 1.0;
    const auto countX = static_cast<GLint>(std::ceil(2.0 * halfWidth / step) + 3.0);
    const auto countY = static_cast<GLint>(std::ceil(2.0 * halfHeight / step) + 3.0);
    glUniform2f(glGetUniformLocation(gridProgram_, "uViewport"), static_cast<float>(area.width),
                static_cast<float>(area.height));
    // grid.frag's numbers: the anchor, how far past it the lines are (in the pan they stay the same),
    // and where the axes cross.
    const PixelAnchor anchor = pixelAnchor(view, area, windowHeight_);
    auto phase = [&](double spacing)
    {
        const Vec2 lines = anchor.world / spacing;
        return (lines - glm::floor(lines)) * spacing * view.zoom;
    };
    const Vec2 minorPhase = phase(step);
    const Vec2 majorPhase = phase(5.0 * step);
    // Axes farther than this from the area are as far as any: no pixel of it is within a pixel of them.
    constexpr double kAxesReach = 4096.0;
    const double areaLeft = area.x;
    const double areaBottom = windowHeight_ - (area.y + area.height);
    const Vec2 axesPixel = onFractions(anchor.pixel - anchor.world * view.zoom);
    const Vec2 axes(std::clamp(axesPixel.x, areaLeft - kAxesReach, areaLeft + area.width + kAxesReach),
                    std::clamp(axesPixel.y, areaBottom - kAxesReach, areaBottom + area.height + kAxesReach));
    glUniform2f(glGetUniformLocation(gridProgram_, "uMinorPhase"), static_cast<float>(minorPhase.x),
                static_cast<float>(minorPhase.y));
    glUniform2f(glGetUniformLocation(gridProgram_, "uMajorPhase"), static_cast<float>(majorPhase.x),
                static_cast<float>(majorPhase.y));
    glUniform2f(glGetUniformLocation(gridProgram_, "uAnchor"), static_cast<float>(anchor.pixel.x),
                static_cast<float>(anchor.pixel.y));
    glUniform2f(glGetUniformLocation(gridProgram_, "uAxes"), static_cast<float>(axes.x),
                static_cast<float>(axes.y));
    glUniform1f(glGetUniformLocation(gridProgram_, "uStepPx"), static_cast<float>(step * view.zoom));
    glUniform2f(glGetUniformLocation(gridProgram_, "uCenter"), static_cast<float>(view.center.x),
                static_cast<float>(view.center.y));
    glUniform1f(glGetUniformLocation(gridProgram_, "uZoom"), static_cast<float>(view.zoom));
    glUniform1f(glGetUniformLocation(gridProgram_, "uStep"), static_cast<float>(step));
    glUniform2f(glGetUniformLocation(gridProgram_, "uFirstLine"), static_cast<float>(firstX),
                static_cast<float>(firstY));
    glUniform2i(glGetUniformLocation(gridProgram_, "uLineCount"), countX, countY);
    glUniform4f(glGetUniformLocation(gridProgram_, "uBackground"), colors.background.r, colors.background.g,
                colors.background.b, 1.0F);
    glUniform4f(glGetUniformLocation(gridProgram_, "uMinor"), colors.minor.r, colors.minor.g, colors.minor.b,
                1.0F);
    glUniform4f(glGetUniformLocation(gridProgram_, "uMajor"), colors.major.r, colors.major.g, colors.major.b,
                1.0F);
    glUniform4f(glGetUniformLocation(gridProgram_, "uAxis"), colors.axis.r, colors.axis.g, colors.axis.b,
                1.0F);
    glBindVertexArray(gridVao_);
    for (const PixelRect& part : parts)
    {
        scissorTo(part);
        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, countX + countY);
    }
    glBindVertexArray(0);
    glDisable(GL_SCISSOR_TEST);
}

void Renderer::pointInstancesAt(std::size_t first)
{
    for (GLuint attribute = 1; attribute <= 6; ++attribute)
    {
        const std::size_t offset = first * sizeof(Instance) + (attribute - 1) * 4 * sizeof(float);
        glVertexAttribPointer(attribute, 4, GL_FLOAT, GL_FALSE, sizeof(Instance),
                              reinterpret_cast<const void*>(offset));
    }
}

void Renderer::drawBatch(const Batch& batch, const View& view, PixelRect area)
{
    if (batch.empty() || area.width <= 0 || area.height <= 0)
    {
        return;
    }
    setArea(area);
    onlyCleared_ = false;
    glEnable(GL_BLEND);
    glBlendEquation(GL_FUNC_ADD);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);

    const DrawnPolygons reduced = reducedPolygons(batch, view, area);
    const bool rewritten = reduced.rewritten;
    const std::vector<float>& vertices = rewritten ? reduced.texels : batch.polygonVertices();
    glBindBuffer(GL_TEXTURE_BUFFER, polygonBuffer_);
    if (!vertices.empty())
    {
        glBufferData(GL_TEXTURE_BUFFER, static_cast<GLsizeiptr>(vertices.size() * sizeof(float)),
                     vertices.data(), GL_STREAM_DRAW);
    }
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_BUFFER, polygonTexture_);

    const std::vector<Instance>& instances =
        cutOutlineRings(rewritten ? reduced.instances : batch.instances(), view, rings_);
    boxes_.clear();
    kinds_.clear();
    for (const Instance& instance : instances)
    {
        boxes_.push_back(quadPixelBox(instance, view));
        kinds_.push_back(shapeProgramOf(instance, flatPolygons_));
    }
    // Drawn again only in clips, the batch is cut into the clips' parts, whose few primitives each need
    // an order of their own.
    DrawOrder whole;
    std::vector<PixelRect> parts;
    if (clips_.empty())
    {
        whole = drawOrder(boxes_, kinds_, kShapeProgramCount, boxInViewport(area, area));
        parts = whole.groups.size() > kMostGroupsToCut ? std::vector<PixelRect>{area}
                                                       : uncoveredParts(area, covered_, kMostParts);
    }
    else
    {
        parts = visibleParts(area);
    }
    ordered_.clear();
    partGroups_.clear();
    const bool drawnWhole = clips_.empty() && parts.size() == 1 && parts[0] == area;
    if (drawnWhole)
    {
        // Drawn in one part, but without the primitives that lie wholly under one panel.
        hidden_.clear();
        for (const PixelRect& rect : covered_)
        {
            hidden_.push_back(boxInViewport(rect, area));
        }
        auto underAPanel = [&](const PixelBox& box)
        {
            return std::any_of(hidden_.begin(), hidden_.end(),
                               [&](const PixelBox& panel)
                               {
                                   return box.minX >= panel.minX && box.maxX <= panel.maxX &&
                                          box.minY >= panel.minY && box.maxY <= panel.maxY;
                               });
        };
        for (const DrawGroup& group : whole.groups)
        {
            const std::size_t first = ordered_.size();
            for (std::size_t k = group.first; k < group.first + group.count; ++k)
            {
                const std::uint32_t i = whole.order[k];
                if (!underAPanel(boxes_[i]))
                {
                    ordered_.push_back(instances[i]);
                }
            }
            if (ordered_.size() > first)
            {
                partGroups_.push_back(PartGroup{0, DrawGroup{group.kind, first, ordered_.size() - first}});
            }
        }
    }
    // Else part by part, the primitives whose quads reach into it, in the order drawOrder gives them
    // there: the parts share no pixel, so each pixel still sees the batch's order.
    for (std::size_t p = 0; !drawnWhole && p < parts.size(); ++p)
    {
        const PixelBox extent = boxInViewport(parts[p], area);
        inPart_.clear();
        partBoxes_.clear();
        partKinds_.clear();
        for (std::uint32_t i = 0; i < boxes_.size(); ++i)
        {
            if (boxesOverlap(boxes_[i], extent))
            {
                inPart_.push_back(i);
                partBoxes_.push_back(boxes_[i]);
                partKinds_.push_back(kinds_[i]);
            }
        }
        const DrawOrder order = drawOrder(partBoxes_, partKinds_, kShapeProgramCount, extent);
        const std::size_t base = ordered_.size();
        for (const std::uint32_t i : order.order)
        {
            ordered_.push_back(instances[inPart_[i]]);
        }
        for (DrawGroup group : order.groups)
        {
            group.first += base;
            partGroups_.push_back(PartGroup{p, group});
        }
    }

    glBindVertexArray(shapeVao_);
    glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer_);
    if (!ordered_.empty())
    {
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(ordered_.size() * sizeof(Instance)),
                     ordered_.data(), GL_STREAM_DRAW);
    }
    std::array<bool, kShapeProgramCount> ready{};
    std::size_t scissoredPart = parts.size();
    const PixelAnchor anchor = pixelAnchor(view, area, windowHeight_);
    for (const auto& [part, group] : partGroups_)
    {
        if (part != scissoredPart)
        {
            scissorTo(parts[part]);
            scissoredPart = part;
        }
        const GLuint program =
            shapePrograms_[static_cast<std::size_t>(shading_)][static_cast<std::size_t>(group.kind)];
        glUseProgram(program);
        if (!ready[static_cast<std::size_t>(group.kind)])
        {
            ready[static_cast<std::size_t>(group.kind)] = true;
            glUniform2f(glGetUniformLocation(program, "uViewport"), static_cast<float>(area.width),
                        static_cast<float>(area.height));
            glUniform2f(glGetUniformLocation(program, "uCenter"), static_cast<float>(view.center.x),
                        static_cast<float>(view.center.y));
            glUniform1f(glGetUniformLocation(program, "uZoom"), static_cast<float>(view.zoom));
            glUniform2f(glGetUniformLocation(program, "uAnchorWorld"), static_cast<float>(anchor.world.x),
                        static_cast<float>(anchor.world.y));
            glUniform2f(glGetUniformLocation(program, "uAnchorPixel"), static_cast<float>(anchor.pixel.x),
                        static_cast<float>(anchor.pixel.y));
            glUniform1f(glGetUniformLocation(program, "uWorldPerPixel"), static_cast<float>(1.0 / view.zoom));
            glUniform1i(glGetUniformLocation(program, "uPolygons"), 0);
        }
        pointInstancesAt(group.first);
        glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(group.count));
    }
    pointInstancesAt(0);
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
    glDisable(GL_SCISSOR_TEST);
}

void Renderer::drawPicture(GLuint picture, int width, int height, const std::vector<PixelRect>& rects)
{
    pictureCopy_.draw(picture, width, height, rects);
}

void Renderer::drawCells(const CellPicture& picture, PixelRect area)
{
    drawCells(picture, area, picture.cellPixels());
}

void Renderer::drawCells(const CellPicture& picture, PixelRect area, int pixelsPerCell)
{
    const std::optional<CellSpan>& span = picture.drawnSpan();
    if (!span || area.width <= 0 || area.height <= 0 || pixelsPerCell <= 0)
    {
        return;
    }
    // The drawn cells' box, in the area.
    const int left = area.x + span->firstColumn * pixelsPerCell;
    const int top = area.y + span->firstRow * pixelsPerCell;
    const int right = std::min(area.x + span->endColumn * pixelsPerCell, area.x + area.width);
    const int bottom = std::min(area.y + span->endRow * pixelsPerCell, area.y + area.height);
    if (right <= left || bottom <= top)
    {
        return;
    }
    const std::vector<PixelRect> parts = visibleParts(PixelRect{left, top, right - left, bottom - top});
    if (parts.empty())
    {
        return;
    }
    onlyCleared_ = false;

    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, cellTexture_);
    if (picture.columns() != cellColumns_ || picture.rows() != cellRows_ || picture.cells() != cellTexels_)
    {
        static_assert(sizeof(CellColor) == 4);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, picture.columns(), picture.rows(), 0, GL_RGBA,
                     GL_UNSIGNED_BYTE, picture.cells().data());
        cellColumns_ = picture.columns();
        cellRows_ = picture.rows();
        cellTexels_ = picture.cells();
    }
    glViewport(0, 0, windowWidth_, windowHeight_);
    glEnable(GL_SCISSOR_TEST);
    if (picture.opaque())
    {
        glDisable(GL_BLEND); // a cell's colour replaces what is below, as blending with alpha 1 would
    }
    else
    {
        glEnable(GL_BLEND);
        glBlendEquation(GL_FUNC_ADD);
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    }
    glUseProgram(cellProgram_);
    glUniform2f(glGetUniformLocation(cellProgram_, "uWindow"), static_cast<float>(windowWidth_),
                static_cast<float>(windowHeight_));
    glUniform4f(glGetUniformLocation(cellProgram_, "uBox"), static_cast<float>(left), static_cast<float>(top),
                static_cast<float>(right), static_cast<float>(bottom));
    glUniform2f(glGetUniformLocation(cellProgram_, "uOrigin"), static_cast<float>(area.x),
                static_cast<float>(area.y));
    glUniform2f(glGetUniformLocation(cellProgram_, "uPictureSize"),
                static_cast<float>(picture.columns() * pixelsPerCell),
                static_cast<float>(picture.rows() * pixelsPerCell));
    glUniform1i(glGetUniformLocation(cellProgram_, "uCells"), 0);
    glBindVertexArray(gridVao_); // no attributes: cells.vert builds the quad
    for (const PixelRect& part : parts)
    {
        scissorTo(part);
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    }
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glDisable(GL_SCISSOR_TEST);
}

std::vector<std::uint8_t> Renderer::readPixels(int width, int height) const
{
    std::vector<std::uint8_t> upsideDown(static_cast<std::size_t>(width) * height * 4);
    glDisable(GL_SCISSOR_TEST);
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, upsideDown.data());
    // GL's first row is the bottom one; PNG rows go top to bottom. The window has no alpha to keep.
    std::vector<std::uint8_t> pixels(upsideDown.size());
    const std::size_t row = static_cast<std::size_t>(width) * 4;
    for (int y = 0; y < height; ++y)
    {
        std::copy_n(upsideDown.data() + static_cast<std::size_t>(height - 1 - y) * row, row,
                    pixels.data() + static_cast<std::size_t>(y) * row);
    }
    for (std::size_t i = 3; i < pixels.size(); i += 4)
    {
        pixels[i] = 255;
    }
    return pixels;
}

double gridStep(double zoom, double minPixels)
{
    const double minWorld = minPixels / zoom;
    const double power = std::pow(10.0, std::floor(std::log10(minWorld)));
    for (double factor : {1.0, 2.0, 5.0, 10.0})
    {
        if (factor * power >= minWorld)
        {
            return factor * power;
        }
    }
    return 10.0 * power;
}

} // namespace hitlab
