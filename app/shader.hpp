// GLSL programs from the project's shader files, with their compile and link logs printed.
#pragma once

#include "gl.hpp"

#include <string>

namespace hitlab
{

// Compiles `vertexPath` and `fragmentPath` and links them. `defines` ("#define NAME VALUE" lines) goes
// into both sources right after their #version line, so that constants shared with the C++ side are
// written once; line numbers in logs stay those of the files. Logs (warnings too) go to stderr with
// the file name. Returns 0 and sets `error` on failure.
GLuint loadProgram(const std::string& vertexPath, const std::string& fragmentPath, std::string& error,
                   const std::string& defines = {});

} // namespace hitlab
