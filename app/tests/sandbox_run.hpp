// What the tests that run the real sandbox share: running it with no display, and reading back the
// files it writes (PNG frames, state dumps, logs). Each test keeps its own work folder.
#pragma once

#include <nlohmann/json.hpp>
#include <stb_image.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace hitlab::sandbox_run
{

// Runs the sandbox in `cwd` with SDL's offscreen driver whatever the environment has, its output going
// to `log`; `environment` (VAR=value ...) goes before it. Returns its exit status (-1: it did not exit).
inline int run(const std::string& arguments, const std::filesystem::path& cwd,
               const std::filesystem::path& log, const std::string& environment = "")
{
    const std::string command = "cd '" + cwd.string() +
                                "' && env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen " +
                                environment + " '" + std::string(HITLAB_EXECUTABLE) + "' " + arguments +
                                " > '" + log.string() + "' 2>&1";
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

inline std::string readText(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline void writeText(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

// A JSON file (a state dump); a discarded value when it is missing or malformed.
inline nlohmann::json loadJson(const std::filesystem::path& path)
{
    std::ifstream in(path);
    return nlohmann::json::parse(in, nullptr, false);
}

// An 8-bit RGB picture (a PNG the sandbox wrote); empty when it cannot be read.
struct Image
{
    int width = 0;
    int height = 0;
    std::vector<unsigned char> rgb;

    std::array<int, 3> at(int x, int y) const
    {
        const std::size_t i = (static_cast<std::size_t>(y) * width + x) * 3;
        return {rgb[i], rgb[i + 1], rgb[i + 2]};
    }
};

inline Image loadImage(const std::filesystem::path& path)
{
    Image image;
    int channels = 0;
    unsigned char* data = stbi_load(path.string().c_str(), &image.width, &image.height, &channels, 3);
    if (data)
    {
        image.rgb.assign(data, data + static_cast<std::size_t>(image.width) * image.height * 3);
        stbi_image_free(data);
    }
    return image;
}

} // namespace hitlab::sandbox_run
