#include "screenshot.hpp"

// libstb.so carries the implementation; only the declarations are included here.
#include <stb_image_write.h>

namespace hitlab
{

std::optional<std::string> writePng(const std::string& path, int width, int height,
                                    const std::vector<std::uint8_t>& rgba)
{
    if (rgba.size() != static_cast<std::size_t>(width) * height * 4)
    {
        return "internal error: pixel buffer does not match " + std::to_string(width) + "x" +
               std::to_string(height);
    }
    if (stbi_write_png(path.c_str(), width, height, 4, rgba.data(), width * 4) == 0)
    {
        return "cannot write " + path;
    }
    return std::nullopt;
}

} // namespace hitlab
