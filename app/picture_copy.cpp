#include "picture_copy.hpp"

#include "shader.hpp"

namespace hitlab
{

void copyFramebufferRect(GLuint from, GLuint to, const PixelRect& rect, int height, int shiftX, int shiftY)
{
    glDisable(GL_SCISSOR_TEST);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, from);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, to);
    // GL counts rows from the bottom.
    const int bottom = height - (rect.y + rect.height);
    const int toX = rect.x + shiftX;
    const int toBottom = bottom - shiftY;
    glBlitFramebuffer(rect.x, bottom, rect.x + rect.width, bottom + rect.height, toX, toBottom,
                      toX + rect.width, toBottom + rect.height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

bool PictureCopy::init(const std::string& shaderDirectory, std::string& error)
{
    program_ = loadProgram(shaderDirectory + "/picture.vert", shaderDirectory + "/picture.frag", error);
    if (!program_)
    {
        return false;
    }
    glUseProgram(program_);
    glUniform1i(glGetUniformLocation(program_, "uPicture"), 0);
    glUseProgram(0);
    glGenVertexArrays(1, &vao_); // no attributes: picture.vert builds the rectangle
    return true;
}

void PictureCopy::shutdown()
{
    glDeleteVertexArrays(1, &vao_);
    glDeleteProgram(program_);
    vao_ = program_ = 0;
}

void PictureCopy::draw(GLuint picture, int width, int height, const std::vector<PixelRect>& rects) const
{
    glDisable(GL_SCISSOR_TEST);
    glDisable(GL_BLEND);
    glViewport(0, 0, width, height);
    glUseProgram(program_);
    glUniform2f(glGetUniformLocation(program_, "uWindow"), static_cast<float>(width),
                static_cast<float>(height));
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, picture);
    glBindVertexArray(vao_);
    const GLint box = glGetUniformLocation(program_, "uBox");
    for (const PixelRect& rect : rects)
    {
        glUniform4f(box, static_cast<float>(rect.x), static_cast<float>(rect.y),
                    static_cast<float>(rect.x + rect.width), static_cast<float>(rect.y + rect.height));
        glDrawArrays(GL_TRIANGLES, 0, 6);
    }
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glUseProgram(0);
}

} // namespace hitlab
