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

GLuint compile(GLenum stage, const std::string& path, std::string& error)
{
    std::string source;
    if (!readFile(path, source))
    {
        error = "cannot read shader file " + path;
        return 0;
    }
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

GLuint loadProgram(const std::string& vertexPath, const std::string& fragmentPath, std::string& error)
{
    const GLuint vertex = compile(GL_VERTEX_SHADER, vertexPath, error);
    if (!vertex)
    {
        return 0;
    }
    const GLuint fragment = compile(GL_FRAGMENT_SHADER, fragmentPath, error);
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
