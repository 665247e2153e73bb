#include "shader.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

namespace hitlab
{

namespace
{

bool readFile(const std::string& path, std::string& text)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
    {
        return false;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
    return true;
}

// `defines` after the #version line (GLSL wants #version first), then #line so that the compiler counts
// the file's own lines.
std::string withDefines(const std::string& source, const std::string& defines)
{
    if (defines.empty())
    {
        return source;
    }
    const std::size_t versionEnd = source.find('\n');
    if (versionEnd == std::string::npos || source.compare(0, 8, "#version") != 0)
    {
        return defines + "#line 1\n" + source;
    }
    return source.substr(0, versionEnd + 1) + defines + "#line 2\n" + source.substr(versionEnd + 1);
}

GLuint compile(GLenum stage, const std::string& path, const std::string& defines, std::string& error)
{
    std::string source;
    if (!readFile(path, source))
    {
        error = "cannot read shader file " + path;
        return 0;
    }
    source = withDefines(source, defines);
    const GLuint shader = glCreateShader(stage);
    const char* text = source.c_str();
    glShaderSource(shader, 1, &text, nullptr);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    GLint logLength = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &logLength);
    if (logLength > 1)
    {
        std::vector<char> log(static_cast<std::size_t>(logLength));
        glGetShaderInfoLog(shader, logLength, nullptr, log.data());
        std::fprintf(stderr, "%s: %s\n", path.c_str(), log.data());
    }
    if (ok != GL_TRUE)
    {
        error = "failed to compile " + path + " (log above)";
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

} // namespace

GLuint loadProgram(const std::string& vertexPath, const std::string& fragmentPath, std::string& error,
                   const std::string& defines)
{
    const GLuint vertex = compile(GL_VERTEX_SHADER, vertexPath, defines, error);
    if (!vertex)
    {
        return 0;
    }
    const GLuint fragment = compile(GL_FRAGMENT_SHADER, fragmentPath, defines, error);
    if (!fragment)
    {
        glDeleteShader(vertex);
        return 0;
    }
    const GLuint program = glCreateProgram();
    glAttachShader(program, vertex);
    glAttachShader(program, fragment);
    glLinkProgram(program);
    glDeleteShader(vertex);
    glDeleteShader(fragment);
    GLint ok = GL_FALSE;
    GLint logLength = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    glGetProgramiv(program, GL_INFO_LOG_LENGTH, &logLength);
    if (logLength > 1)
    {
        std::vector<char> log(static_cast<std::size_t>(logLength));
        glGetProgramInfoLog(program, logLength, nullptr, log.data());
        std::fprintf(stderr, "link %s + %s: %s\n", vertexPath.c_str(), fragmentPath.c_str(), log.data());
    }
    if (ok != GL_TRUE)
    {
        error = "failed to link " + vertexPath + " + " + fragmentPath + " (log above)";
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

} // namespace hitlab
