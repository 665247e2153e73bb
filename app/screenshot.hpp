// Writing a frame to PNG (stb_image_write from Debian's libstb).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

// RGBA rows top to bottom. Returns an error message, or nothing on success.
std::optional<std::string> writePng(const std::string& path, int width, int height,
                                    const std::vector<std::uint8_t>& rgba);

} // namespace hitlab
