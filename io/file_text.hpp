// Reading a file the user named (a scene, a script) whole into memory, safely: only a regular file, and
// only up to a limit.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace hitlab::io
{

struct FileText
{
    std::string text;
    std::string error; // empty on success; says what is wrong, without the path

    explicit operator bool() const { return error.empty(); }
};

// The bytes of the file at `path`. Refused, each with what is wrong and the limit: a file that cannot be
// opened (with the system's reason), a directory, anything else that is not a regular file (a device such
// as /dev/zero never ends; a named pipe waits for a writer), and a file of more than `maxBytes`, whether
// its size says so or it turns out longer as it is read (a file under /proc reports no size; a file may
// grow). `kindOfFile` names what was expected ("scene file"): "is a directory, not a scene file".
FileText readFileText(const std::string& path, std::uintmax_t maxBytes, std::string_view kindOfFile);

// The system's words for an errno value ("No such file or directory").
std::string systemError(int error);

} // namespace hitlab::io
