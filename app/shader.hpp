// GLSL programs from the project's shader files, with their compile and link logs printed.
#pragma once

#include "gl.hpp"

#include <string>

namespace hitlab
{

// Compiles `vertexPath` and `fragmentPath` and links them. Logs (warnings too) go to stderr with the
// file name. Returns 0 and sets `error` on failure.
GLuint loadProgram(const std::string& vertexPath, const std::string& fragmentPath, std::string& error);

} // namespace hitlab
