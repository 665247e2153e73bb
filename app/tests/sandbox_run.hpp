// What the tests that run the real sandbox share: running it with no display, and reading back the
// files it writes (PNG frames, state dumps, logs). Each test keeps its own work folder.
#pragma once

#include "test_files.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <stb_image.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace hitlab::sandbox_run
{

using test_files::readText;
using test_files::workDir;
using test_files::writeText;

// Runs the sandbox `executable` in `cwd` with SDL's offscreen driver whatever the environment has, its
// output going to `log`; `environment` (VAR=value ...) goes before it. Returns its exit status (-1: it
// did not exit).
inline int runExecutable(const std::filesystem::path& executable, const std::string& arguments,
                         const std::filesystem::path& cwd, const std::filesystem::path& log,
                         const std::string& environment = "")
{
    const std::string command =
        "cd '" + cwd.string() + "' && env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen " +
        environment + " '" + executable.string() + "' " + arguments + " > '" + log.string() + "' 2>&1";
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// runExecutable with the sandbox this build made.
inline int run(const std::string& arguments, const std::filesystem::path& cwd,
               const std::filesystem::path& log, const std::string& environment = "")
{
    return runExecutable(HITLAB_EXECUTABLE, arguments, cwd, log, environment);
}

// Where runHitlab() keeps the sandbox's output.
inline std::filesystem::path lastLogPath()
{
    return workDir() / "last_run.log";
}

// Runs the sandbox in the running test's folder, its output in lastLogPath().
inline int runHitlab(const std::string& arguments, const std::string& environment = "")
{
    return run(arguments, workDir(), lastLogPath(), environment);
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

// docs/interfaces.md (colours): red-dominant means R >= 150, R - G >= 60, R - B >= 60.
inline bool redDominant(const std::array<int, 3>& c)
{
    return c[0] >= 150 && c[0] - c[1] >= 60 && c[0] - c[2] >= 60;
}

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

// What the last runHitlab() wrote: for a failed assertion's message.
inline std::string lastLog()
{
    return readText(lastLogPath());
}

// The --profile line of the last runHitlab() (its JSON is the last line of the output); a discarded value
// when there is none.
inline nlohmann::json lastProfile()
{
    const std::string log = lastLog();
    const std::size_t start = log.rfind("{\"frames\"");
    if (start == std::string::npos)
    {
        return nlohmann::json::value_t::discarded;
    }
    return nlohmann::json::parse(log.substr(start), nullptr, false);
}

// A script's pictures and its --profile line.
struct PlayedSteps
{
    std::vector<Image> frames; // one after each step
    nlohmann::json profile;    // discarded when the run printed none
};

// Plays `steps` on `arguments` (with --profile 1) with `environment`, saving a frame after each step as
// `run` and the step's index in the running test's folder.
inline PlayedSteps playSteps(const std::string& arguments, const std::vector<std::string>& steps,
                             const std::string& run, const std::string& environment)
{
    std::string script;
    for (std::size_t i = 0; i < steps.size(); ++i)
    {
        script +=
            steps[i] + "\nscreenshot " + (workDir() / (run + std::to_string(i) + ".png")).string() + "\n";
    }
    const std::string scriptPath = (workDir() / (run + "_script.txt")).string();
    writeText(scriptPath, script);
    EXPECT_EQ(runHitlab(arguments + " --profile 1 --script '" + scriptPath + "'", environment), 0)
        << lastLog();
    PlayedSteps played;
    for (std::size_t i = 0; i < steps.size(); ++i)
    {
        played.frames.push_back(loadImage(workDir() / (run + std::to_string(i) + ".png")));
    }
    played.profile = lastProfile();
    return played;
}

// The sandbox's picture of `arguments` at 1024x700 (--screenshot into the running test's folder as
// `file`), run with `environment`; a failed run fails the test with the sandbox's output.
inline Image screenshot(const std::string& arguments, const std::string& file, const std::string& environment)
{
    const std::string path = (workDir() / file).string();
    EXPECT_EQ(runHitlab(arguments + " --size 1024x700 --screenshot '" + path + "'", environment), 0)
        << lastLog();
    return loadImage(path);
}

// How many channel values differ between two pictures of the same size.
inline std::size_t differingValues(const Image& a, const Image& b)
{
    std::size_t differing = 0;
    for (std::size_t i = 0; i < a.rgb.size(); ++i)
    {
        differing += a.rgb[i] != b.rgb[i] ? 1 : 0;
    }
    return differing;
}

// A bundled scene and the flags to render it with, for tests over several pictures.
struct SceneCase
{
    const char* name;
    const char* arguments; // after --scene '<assets/scenes/>': the file name, its closing quote, flags
};

inline void PrintTo(const SceneCase& c, std::ostream* out)
{
    *out << c.name;
}

// The test's name for a SceneCase parameter (INSTANTIATE_TEST_SUITE_P's name generator).
inline std::string sceneCaseName(const ::testing::TestParamInfo<SceneCase>& info)
{
    return info.param.name;
}

// " --scene '<the bundled scenes>/" followed by a file name, its closing quote and flags (a SceneCase's
// arguments).
inline std::string bundledSceneArguments(const std::string& sceneAndFlags)
{
    return std::string(" --scene '") + HITLAB_SOURCE_DIR + "/assets/scenes/" + sceneAndFlags;
}

} // namespace hitlab::sandbox_run
