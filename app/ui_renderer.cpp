#include "ui_renderer.hpp"

#include "shader.hpp"
#include "ui_draw_runs.hpp"

#include <imgui.h>

#include <cstddef>
#include <cstdint>
#include <span>

namespace hitlab
{

static_assert(sizeof(UiVertex) == sizeof(ImDrawVert) && offsetof(UiVertex, x) == offsetof(ImDrawVert, pos) &&
                  offsetof(UiVertex, u) == offsetof(ImDrawVert, uv) &&
                  offsetof(UiVertex, color) == offsetof(ImDrawVert, col),
              "UiVertex must be laid out as ImDrawVert");

bool UiRenderer::init(const std::string& shaderDirectory, std::string& error)
{
    atlasProgram_ = loadProgram(shaderDirectory + "/ui.vert", shaderDirectory + "/ui.frag", error);
    if (!atlasProgram_)
    {
        return false;
    }
    fillProgram_ = loadProgram(shaderDirectory + "/ui.vert", shaderDirectory + "/ui_fill.frag", error);
    if (!fillProgram_)
    {
        return false;
    }
    glUseProgram(atlasProgram_);
    glUniform1i(glGetUniformLocation(atlasProgram_, "uAtlas"), 0);
    glUseProgram(0);

    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vertexBuffer_);
    glGenBuffers(1, &indexBuffer_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer_);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indexBuffer_); // recorded in the vertex array
    glEnableVertexAttribArray(0);
    glEnableVertexAttribArray(1);
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          reinterpret_cast<const void*>(offsetof(ImDrawVert, pos)));
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          reinterpret_cast<const void*>(offsetof(ImDrawVert, uv)));
    glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                          reinterpret_cast<const void*>(offsetof(ImDrawVert, col)));
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    return true;
}

void UiRenderer::shutdown()
{
    glDeleteBuffers(1, &vertexBuffer_);
    glDeleteBuffers(1, &indexBuffer_);
    glDeleteVertexArrays(1, &vao_);
    glDeleteProgram(atlasProgram_);
    glDeleteProgram(fillProgram_);
    vertexBuffer_ = indexBuffer_ = vao_ = atlasProgram_ = fillProgram_ = 0;
}

void UiRenderer::render(const ImDrawData& data)
{
    const float scaleX = data.FramebufferScale.x;
    const float scaleY = data.FramebufferScale.y;
    const auto framebufferWidth = static_cast<int>(data.DisplaySize.x * scaleX);
    const auto framebufferHeight = static_cast<int>(data.DisplaySize.y * scaleY);
    if (framebufferWidth <= 0 || framebufferHeight <= 0)
    {
        return;
    }
    glEnable(GL_BLEND);
    glBlendEquation(GL_FUNC_ADD);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glEnable(GL_SCISSOR_TEST);
    glViewport(0, 0, framebufferWidth, framebufferHeight);

    // The display rectangle to clip space, y down.
    const float left = data.DisplayPos.x;
    const float right = data.DisplayPos.x + data.DisplaySize.x;
    const float top = data.DisplayPos.y;
    const float bottom = data.DisplayPos.y + data.DisplaySize.y;
    // Column by column: x and y scaled (y flipped), depth unused, then the translation.
    const float toClipX = 2.0F / (right - left);
    const float toClipY = 2.0F / (top - bottom);
    const float moveX = (right + left) / (left - right);
    const float moveY = (top + bottom) / (bottom - top);
    const float projection[16] = {toClipX, 0.0F, 0.0F,  0.0F, 0.0F,  toClipY, 0.0F, 0.0F,
                                  0.0F,    0.0F, -1.0F, 0.0F, moveX, moveY,   0.0F, 1.0F};
    for (const GLuint program : {atlasProgram_, fillProgram_})
    {
        glUseProgram(program);
        glUniformMatrix4fv(glGetUniformLocation(program, "uProjection"), 1, GL_FALSE, projection);
    }
    GLuint boundProgram = fillProgram_;
    glBindVertexArray(vao_);
    glActiveTexture(GL_TEXTURE0);

    const ImTextureID atlas = ImGui::GetIO().Fonts->TexID;
    const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
    constexpr GLenum kIndexType = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
    for (int listIndex = 0; listIndex < data.CmdListsCount; ++listIndex)
    {
        const ImDrawList& list = *data.CmdLists[listIndex];
        glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer_);
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.VtxBuffer.Size) * sizeof(ImDrawVert),
                     list.VtxBuffer.Data, GL_STREAM_DRAW);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                     static_cast<GLsizeiptr>(list.IdxBuffer.Size) * sizeof(ImDrawIdx), list.IdxBuffer.Data,
                     GL_STREAM_DRAW);
        const std::span<const UiVertex> vertices(reinterpret_cast<const UiVertex*>(list.VtxBuffer.Data),
                                                 static_cast<std::size_t>(list.VtxBuffer.Size));
        for (const ImDrawCmd& command : list.CmdBuffer)
        {
            if (command.UserCallback != nullptr)
            {
                // ImGui's request to reset the render state is the state set above, which nothing here
                // changes; no panel installs callbacks of its own.
                continue;
            }
            // The clip rectangle in framebuffer pixels; GL's scissor counts rows from the bottom.
            const float minX = (command.ClipRect.x - data.DisplayPos.x) * scaleX;
            const float minY = (command.ClipRect.y - data.DisplayPos.y) * scaleY;
            const float maxX = (command.ClipRect.z - data.DisplayPos.x) * scaleX;
            const float maxY = (command.ClipRect.w - data.DisplayPos.y) * scaleY;
            if (maxX <= minX || maxY <= minY)
            {
                continue;
            }
            glScissor(static_cast<int>(minX), static_cast<int>(framebufferHeight - maxY),
                      static_cast<int>(maxX - minX), static_cast<int>(maxY - minY));
            glBindTexture(GL_TEXTURE_2D,
                          static_cast<GLuint>(reinterpret_cast<std::intptr_t>(command.GetTexID())));

            const std::span<const ImDrawIdx> indices(list.IdxBuffer.Data + command.IdxOffset,
                                                     command.ElemCount);
            auto draw = [&](GLuint program, std::size_t first, std::size_t count)
            {
                if (program != boundProgram)
                {
                    glUseProgram(program);
                    boundProgram = program;
                }
                glDrawElementsBaseVertex(
                    GL_TRIANGLES, static_cast<GLsizei>(count), kIndexType,
                    reinterpret_cast<const void*>((command.IdxOffset + first) * sizeof(ImDrawIdx)),
                    static_cast<GLint>(command.VtxOffset));
            };
            if (fillRule_ == UiFillRule::Everything)
            {
                draw(fillProgram_, 0, indices.size());
                continue;
            }
            if (command.GetTexID() != atlas)
            {
                draw(atlasProgram_, 0, indices.size());
                continue;
            }
            const double minFillPixels = fillRule_ == UiFillRule::AllFills ? 0.0 : kMinPlainFillPixels;
            for (const UiRun& run : uiDrawRuns<ImDrawIdx>(vertices.subspan(command.VtxOffset), indices,
                                                          white.x, white.y, minFillPixels))
            {
                if (run.opaque)
                {
                    glDisable(GL_BLEND);
                }
                draw(run.plainFill ? fillProgram_ : atlasProgram_, run.firstIndex, run.indexCount);
                if (run.opaque)
                {
                    glEnable(GL_BLEND);
                }
            }
        }
    }
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glUseProgram(0);
    glDisable(GL_SCISSOR_TEST);
}

} // namespace hitlab
