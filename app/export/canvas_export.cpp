#include "canvas_export.hpp"

#include "export/svg_writer.hpp"
#include "gl.hpp"
#include "shape_json.hpp"

#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_internal.h> // ImDrawListSharedData: the labels' draw list with its own font
// libstb.so carries the implementation; only the declarations are included here.
#include <stb_image_write.h>

#include <algorithm>
#include <cstdint>
#include <variant>

namespace hitlab
{

namespace
{

// The canvas's calls, drawn `scale` times larger: areas and zoom scaled, pixel sizes scaled, the grid's
// spacing kept (its lines stay the same world lines).
class ScaledRenderer final : public CanvasSink
{
public:
    ScaledRenderer(Renderer& renderer, int scale) : renderer_(renderer), scale_(scale) {}

    void drawGrid(const View& view, PixelRect area, const GridColors& colors) override
    {
        renderer_.drawGrid(scaled(view), scaled(area), colors, kGridSpacingPx * scale_);
    }
    void drawBatch(const Batch& batch, const View& view, PixelRect area) override
    {
        if (scale_ == 1)
        {
            renderer_.drawBatch(batch, view, area);
            return;
        }
        Batch copy = batch;
        copy.scalePixelSizes(static_cast<float>(scale_));
        renderer_.drawBatch(copy, scaled(view), scaled(area));
    }
    void drawCells(const CellPicture& picture, PixelRect area) override
    {
        renderer_.drawCells(picture, scaled(area), picture.cellPixels() * scale_);
    }

private:
    View scaled(View view) const
    {
        view.zoom *= scale_;
        return view;
    }
    PixelRect scaled(PixelRect area) const
    {
        return {area.x * scale_, area.y * scale_, area.width * scale_, area.height * scale_};
    }

    Renderer& renderer_;
    int scale_;
};

// The UI font rasterised `scale` times larger, with only the glyphs the labels use. The labels keep
// their places and sizes in window pixels; drawn into a picture `scale` times larger, each texel of this
// atlas lands on one pixel, so a 2x figure's text is as crisp as the window's, not its glyphs magnified.
// The font files are the UI atlas's own (its input data, kept after the build), read, not copied.
class ScaledLabelFont
{
public:
    ScaledLabelFont(const CanvasTextLayer& text, int scale)
    {
        const ImFontAtlas& ui = *ImGui::GetIO().Fonts;
        const ImFont* current = ImGui::GetFont();
        int fontIndex = 0;
        while (fontIndex < ui.Fonts.Size && ui.Fonts[fontIndex] != current)
        {
            ++fontIndex;
        }
        if (scale == 1 || ui.ConfigData.empty() || fontIndex == ui.Fonts.Size)
        {
            return;
        }
        ImFontGlyphRangesBuilder glyphs;
        for (const CanvasMark& mark : text.marks())
        {
            if (const auto* label = std::get_if<CanvasText>(&mark))
            {
                glyphs.AddText(label->text.c_str());
            }
        }
        glyphs.AddChar(current->FallbackChar);
        glyphs.AddChar(static_cast<ImWchar>(' '));
        glyphs.BuildRanges(&ranges_);
        atlas_.Flags = ui.Flags;
        atlas_.TexGlyphPadding = ui.TexGlyphPadding;
        for (const ImFontConfig& source : ui.ConfigData)
        {
            if (source.FontData == nullptr || source.FontDataSize <= 0)
            {
                return;
            }
            ImFontConfig config = source;
            config.FontDataOwnedByAtlas = false;
            config.DstFont = nullptr;
            config.GlyphRanges = ranges_.Data;
            const auto factor = static_cast<float>(scale);
            config.SizePixels = source.SizePixels * factor;
            config.GlyphOffset = ImVec2(source.GlyphOffset.x * factor, source.GlyphOffset.y * factor);
            config.GlyphMinAdvanceX = source.GlyphMinAdvanceX * factor;
            config.GlyphMaxAdvanceX = source.GlyphMaxAdvanceX * factor;
            atlas_.AddFont(&config);
        }
        if (atlas_.Fonts.Size != ui.Fonts.Size || !atlas_.Build())
        {
            return;
        }
        unsigned char* pixels = nullptr;
        int width = 0;
        int height = 0;
        atlas_.GetTexDataAsRGBA32(&pixels, &width, &height);
        GLint previous = 0;
        glGetIntegerv(GL_TEXTURE_BINDING_2D, &previous);
        glGenTextures(1, &texture_);
        glBindTexture(GL_TEXTURE_2D, texture_);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
        glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(previous));
        atlas_.SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture_)));
        font_ = atlas_.Fonts[fontIndex];
    }
    ~ScaledLabelFont()
    {
        if (texture_ != 0)
        {
            glDeleteTextures(1, &texture_);
        }
    }
    ScaledLabelFont(const ScaledLabelFont&) = delete;
    ScaledLabelFont& operator=(const ScaledLabelFont&) = delete;

    // The font, or none when it could not be built (the UI font, magnified, stands in).
    ImFont* font() const { return font_; }
    const ImFontAtlas& atlas() const { return atlas_; }

private:
    ImVector<ImWchar> ranges_;
    ImFontAtlas atlas_;
    GLuint texture_ = 0;
    ImFont* font_ = nullptr;
};

// The canvas's labels and frames through ImGui's OpenGL backend, scaled like the rest: positions and
// sizes stay in window pixels and the framebuffer scale enlarges them, the glyphs from a font rasterised
// at that scale.
void drawTextLayer(const CanvasTextLayer& text, int width, int height, int scale)
{
    const ScaledLabelFont scaledFont(text, scale);
    ImDrawListSharedData shared = *ImGui::GetDrawListSharedData();
    ImTextureID texture = ImGui::GetIO().Fonts->TexID;
    if (scaledFont.font() != nullptr)
    {
        // Same size in window pixels, glyphs (and the white pixel that fills boxes and lines) from the
        // larger atlas.
        shared.Font = scaledFont.font();
        shared.TexUvWhitePixel = scaledFont.atlas().TexUvWhitePixel;
        shared.TexUvLines = scaledFont.atlas().TexUvLines;
        texture = scaledFont.atlas().TexID;
    }
    ImDrawList list(&shared);
    list._ResetForNewFrame();
    list.PushTextureID(texture);
    list.PushClipRect(ImVec2(0.0F, 0.0F), ImVec2(static_cast<float>(width), static_cast<float>(height)));
    text.draw(&list);
    if (list.VtxBuffer.empty())
    {
        return;
    }
    ImDrawList* lists[] = {&list};
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = list.VtxBuffer.Size;
    data.TotalIdxCount = list.IdxBuffer.Size;
    data.DisplayPos = ImVec2(0.0F, 0.0F);
    data.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
    data.FramebufferScale = ImVec2(static_cast<float>(scale), static_cast<float>(scale));
    ImGui_ImplOpenGL3_RenderDrawData(&data);
}

void appendBytes(void* context, void* data, int size)
{
    auto* out = static_cast<std::string*>(context);
    out->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
}

} // namespace

std::string canvasSvg(const Canvas& canvas, const View& view, const CanvasFont& font)
{
    SvgWriter svg(canvas.area().width, canvas.area().height, font);
    canvas.draw(svg, view);
    svg.drawText(canvas.text());
    return svg.finish();
}

std::optional<std::string> renderCanvasPicture(const Canvas& canvas, const View& view, Renderer& renderer,
                                               int scale, CanvasPicture& picture)
{
    const PixelRect area = canvas.area();
    const int width = area.width * scale;
    const int height = area.height * scale;
    GLint largest = 0;
    glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &largest);
    if (width > largest || height > largest)
    {
        return "the picture would be " + std::to_string(width) + "x" + std::to_string(height) +
               " pixels; this OpenGL allows at most " + std::to_string(largest) + " on a side";
    }
    std::optional<ColourFramebuffer> target = makeColourFramebuffer(width, height);
    if (!target)
    {
        return "cannot create an offscreen framebuffer of " + std::to_string(width) + "x" +
               std::to_string(height) + " pixels";
    }

    // The grid paints every pixel of the canvas, so the clear colour never shows.
    renderer.beginFrame(width, height, Rgba{0.0F, 0.0F, 0.0F, 1.0F});
    ScaledRenderer scaled(renderer, scale);
    canvas.draw(scaled, view);
    drawTextLayer(canvas.text(), area.width, area.height, scale);

    std::vector<std::uint8_t> upsideDown(static_cast<std::size_t>(width) * height * 4);
    glReadBuffer(GL_COLOR_ATTACHMENT0);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, upsideDown.data());
    const GLenum error = glGetError();
    deleteColourFramebuffer(*target);
    glReadBuffer(GL_BACK);
    if (error != GL_NO_ERROR)
    {
        return "OpenGL error " + std::to_string(error) + " while drawing the picture";
    }
    // GL's first row is the bottom one; PNG rows go top to bottom. The figure is opaque.
    picture.width = width;
    picture.height = height;
    picture.rgba.resize(upsideDown.size());
    const std::size_t row = static_cast<std::size_t>(width) * 4;
    for (int y = 0; y < height; ++y)
    {
        std::copy_n(upsideDown.data() + static_cast<std::size_t>(height - 1 - y) * row, row,
                    picture.rgba.data() + static_cast<std::size_t>(y) * row);
    }
    for (std::size_t i = 3; i < picture.rgba.size(); i += 4)
    {
        picture.rgba[i] = 255;
    }
    return std::nullopt;
}

std::optional<std::string> exportCanvas(const Canvas& canvas, const View& view, Renderer* renderer,
                                        const ExportRequest& request)
{
    std::string contents;
    if (request.format == ExportFormat::Svg)
    {
        contents = canvasSvg(canvas, view, currentCanvasFont());
    }
    else
    {
        if (renderer == nullptr)
        {
            return request.path + ": a PNG figure needs the OpenGL renderer";
        }
        CanvasPicture picture;
        if (auto error = renderCanvasPicture(canvas, view, *renderer, exportScale(request.format), picture))
        {
            return request.path + ": " + *error;
        }
        if (stbi_write_png_to_func(appendBytes, &contents, picture.width, picture.height, 4,
                                   picture.rgba.data(), picture.width * 4) == 0)
        {
            return request.path + ": cannot encode the PNG";
        }
    }
    return io::writeFileReplacing(request.path, contents);
}

} // namespace hitlab
