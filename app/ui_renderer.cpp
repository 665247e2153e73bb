#include "ui_renderer.hpp"

#include "shader.hpp"
#include "ui_draw_runs.hpp"
#include "uncovered_parts.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

namespace hitlab
{

namespace
{

// A command cut around the reused panels is drawn once per part, so the parts are few.
constexpr std::size_t kMostUiParts = 8;

} // namespace

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
    if (!pictureCopy_.init(shaderDirectory, error))
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
    pictureCopy_.shutdown();
    releaseKeptPicture();
}

void UiRenderer::render(const ImDrawData& data, const UiPanelPixels& panels)
{
    const float scaleX = data.FramebufferScale.x;
    const float scaleY = data.FramebufferScale.y;
    const auto framebufferWidth = static_cast<int>(data.DisplaySize.x * scaleX);
    const auto framebufferHeight = static_cast<int>(data.DisplaySize.y * scaleY);
    if (framebufferWidth <= 0 || framebufferHeight <= 0)
    {
        return;
    }

    // Every command with its scissor rectangle, as the plan and the drawing below both see it.
    commands_.clear();
    for (int listIndex = 0; listIndex < data.CmdListsCount; ++listIndex)
    {
        const ImDrawList& list = *data.CmdLists[listIndex];
        const std::span<const UiVertex> vertices(reinterpret_cast<const UiVertex*>(list.VtxBuffer.Data),
                                                 static_cast<std::size_t>(list.VtxBuffer.Size));
        for (const ImDrawCmd& command : list.CmdBuffer)
        {
            const float minX = (command.ClipRect.x - data.DisplayPos.x) * scaleX;
            const float minY = (command.ClipRect.y - data.DisplayPos.y) * scaleY;
            const float maxX = (command.ClipRect.z - data.DisplayPos.x) * scaleX;
            const float maxY = (command.ClipRect.w - data.DisplayPos.y) * scaleY;
            UiCommandRef<ImDrawIdx> ref;
            if (command.UserCallback == nullptr && maxX > minX && maxY > minY)
            {
                // GL's scissor rectangle (rows from the bottom) in the window's rows from the top.
                const auto width = static_cast<int>(maxX - minX);
                const auto height = static_cast<int>(maxY - minY);
                const auto bottom = static_cast<int>(static_cast<float>(framebufferHeight) - maxY);
                ref.clip =
                    PixelRect{static_cast<int>(minX), framebufferHeight - (bottom + height), width, height};
                ref.texture = reinterpret_cast<std::uintptr_t>(command.GetTexID());
                ref.vertices = vertices.subspan(command.VtxOffset);
                ref.indices =
                    std::span<const ImDrawIdx>(list.IdxBuffer.Data + command.IdxOffset, command.ElemCount);
            }
            commands_.push_back(ref);
        }
    }
    // The whole panels below which nothing changed (a stale keeper takes them always, to show the fault),
    // and the insides of the others; none at another framebuffer scale, where the rectangles are not
    // pixels.
    keptRects_.clear();
    if (scaleX == 1.0F && scaleY == 1.0F)
    {
        const PixelRect window{0, 0, framebufferWidth, framebufferHeight};
        for (std::size_t i = 0; i < panels.whole.size(); ++i)
        {
            const bool belowUnchanged = i < panels.belowUnchanged.size() && panels.belowUnchanged[i];
            if (belowUnchanged || keeper_.stale())
            {
                if (const std::optional<PixelRect> inWindow = intersection(panels.whole[i], window))
                {
                    keptRects_.push_back(*inWindow);
                }
            }
        }
        const auto wholeKept = static_cast<std::ptrdiff_t>(keptRects_.size());
        for (const PixelRect& inside : panels.opaque)
        {
            if (std::none_of(keptRects_.begin(), keptRects_.begin() + wholeKept,
                             [&](const PixelRect& box) { return pixelsWithin(inside, box); }))
            {
                keptRects_.push_back(inside);
            }
        }
    }
    const UiKeptPlan plan = keeper_.plan(framebufferWidth, framebufferHeight, keptRects_, commands_);

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
    std::size_t commandIndex = 0;
    std::size_t triangleIndex = 0;
    reachParts_.clear();
    for (int listIndex = 0; listIndex < data.CmdListsCount; ++listIndex)
    {
        const ImDrawList& list = *data.CmdLists[listIndex];
        const std::size_t listCommands = static_cast<std::size_t>(list.CmdBuffer.Size);
        const std::size_t firstCommand = commandIndex;
        segments_.clear();
        drawnIndices_.clear();
        for (std::size_t c = 0; c < listCommands; ++c, ++commandIndex)
        {
            // A callback is ImGui's request to reset the render state, which is the state set above and
            // nothing here changes; no panel installs callbacks of its own. It has no triangles here.
            const UiCommandRef<ImDrawIdx>& ref = commands_[commandIndex];
            const std::size_t firstTriangle = triangleIndex;
            const std::size_t triangleCount = ref.indices.size() / 3;
            triangleIndex += triangleCount;
            auto addSegment = [&](const PixelRect& scissor)
            {
                const std::size_t first = drawnIndices_.size();
                for (std::size_t t = 0; t < triangleCount; ++t)
                {
                    const std::size_t triangle = firstTriangle + t;
                    if (!plan.skipped[triangle] && pixelsMeet(plan.boxes[triangle], scissor))
                    {
                        drawnIndices_.insert(drawnIndices_.end(),
                                             ref.indices.begin() + static_cast<std::ptrdiff_t>(3 * t),
                                             ref.indices.begin() + static_cast<std::ptrdiff_t>(3 * t + 3));
                    }
                }
                if (drawnIndices_.size() > first)
                {
                    segments_.push_back(UiSegment{c, scissor, first, drawnIndices_.size() - first});
                }
            };
            if (triangleCount == 0)
            {
                continue;
            }
            // What the command draws lies within its drawn triangles' boxes, often far less than its clip
            // rectangle (a window's frame is drawn with the whole window as its clip). The plan skips every
            // triangle that shades no pixel, whose empty box may lie anywhere, even past the clip.
            std::optional<PixelRect> reach;
            for (std::size_t t = firstTriangle; t < firstTriangle + triangleCount; ++t)
            {
                if (!plan.skipped[t])
                {
                    reach = reach ? boundingRect(*reach, plan.boxes[t]) : plan.boxes[t];
                }
            }
            if (!reach)
            {
                continue;
            }
            // Inside a reused panel every pixel is copied over what is drawn: the command is drawn only in
            // the parts of its reach the reused panels leave (uncovered_parts.hpp; where there would be
            // too many, a part may reach into a panel, which the copy then covers, at the cost of shading
            // its pixels for nothing: the fewer panels the reach meets, the likelier the parts are exact).
            if (std::none_of(plan.reused.begin(), plan.reused.end(),
                             [&](const PixelRect& panel) { return pixelsMeet(panel, *reach); }))
            {
                addSegment(*reach);
                continue;
            }
            // The commands of a window often reach as far, so each reach's parts are found once a frame.
            auto known = std::find_if(reachParts_.begin(), reachParts_.end(),
                                      [&](const auto& entry) { return entry.first == *reach; });
            if (known == reachParts_.end())
            {
                reachParts_.emplace_back(*reach, uncoveredParts(*reach, plan.reused, kMostUiParts));
                known = reachParts_.end() - 1;
            }
            for (const PixelRect& part : known->second)
            {
                addSegment(part);
            }
        }
        if (segments_.empty())
        {
            continue;
        }
        glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer_);
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(list.VtxBuffer.Size) * sizeof(ImDrawVert),
                     list.VtxBuffer.Data, GL_STREAM_DRAW);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                     static_cast<GLsizeiptr>(drawnIndices_.size() * sizeof(ImDrawIdx)), drawnIndices_.data(),
                     GL_STREAM_DRAW);
        for (const UiSegment& segment : segments_)
        {
            const ImDrawCmd& command = list.CmdBuffer[static_cast<int>(segment.command)];
            const UiCommandRef<ImDrawIdx>& ref = commands_[firstCommand + segment.command];
            glScissor(segment.scissor.x, framebufferHeight - (segment.scissor.y + segment.scissor.height),
                      segment.scissor.width, segment.scissor.height);
            glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(ref.texture));

            const std::span<const ImDrawIdx> indices(drawnIndices_.data() + segment.first, segment.count);
            auto draw = [&](GLuint program, std::size_t first, std::size_t count)
            {
                if (program != boundProgram)
                {
                    glUseProgram(program);
                    boundProgram = program;
                }
                glDrawElementsBaseVertex(
                    GL_TRIANGLES, static_cast<GLsizei>(count), kIndexType,
                    reinterpret_cast<const void*>((segment.first + first) * sizeof(ImDrawIdx)),
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
            for (const UiRun& run :
                 uiDrawRuns<ImDrawIdx>(ref.vertices, indices, white.x, white.y, minFillPixels))
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

    // The reused panels' pixels over what was drawn, then the panels that stayed the same kept. Storing
    // copies out of the window, which llvmpipe does the slow way, but a panel is stored once and then
    // reused for as long as it stays the same.
    if (!plan.reused.empty())
    {
        pictureCopy_.draw(kept_->texture, framebufferWidth, framebufferHeight, plan.reused);
        glEnable(GL_BLEND);
    }
    if (!plan.stored.empty())
    {
        if (makeKeptPicture(framebufferWidth, framebufferHeight))
        {
            for (const PixelRect& rect : plan.stored)
            {
                copyFramebufferRect(0, kept_->framebuffer, rect, framebufferHeight);
            }
        }
        else
        {
            keeper_.stop(); // drawn whole from now on: a frame without kept panels is only slower
        }
    }
}

bool UiRenderer::makeKeptPicture(int width, int height)
{
    if (kept_ && (width != keptWidth_ || height != keptHeight_))
    {
        releaseKeptPicture();
    }
    if (!kept_)
    {
        kept_ = makePictureFramebuffer(width, height);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        keptWidth_ = width;
        keptHeight_ = height;
    }
    return kept_.has_value();
}

void UiRenderer::releaseKeptPicture()
{
    if (kept_)
    {
        deletePictureFramebuffer(*kept_);
    }
    kept_.reset();
    keeper_.forget();
}

} // namespace hitlab
