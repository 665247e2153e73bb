// hitlab-gl-floor: the plain floor under the sandbox's frame times. On the same OpenGL as the sandbox (a
// window of the same size and context, offscreen when there is no display), each frame clears the window,
// fills it once with one opaque quad, waits for glFinish and swaps: every pixel shaded once, the least a
// frame costs that draws the whole window. scripts/speed.sh prints each frame of the sandbox as a
// multiple of it, so that runs on machines of different speed, or on one machine under other work,
// can be read side by side (docs/speed.md).
//
// usage: hitlab-gl-floor [--frames N] [--size WxH]
// prints: {"frames": N, "median_ms": M, "worst_ms": W}
#include "frame_profile.hpp"
#include "gl.hpp"
#include "options.hpp"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <vector>

namespace
{

struct FloorOptions
{
    int frames = 150;
    int width = 1280;
    int height = 800;
};

// The options, or nullopt after naming what is wrong on stderr.
std::optional<FloorOptions> parseOptions(int argc, char** argv)
{
    FloorOptions options;
    for (int i = 1; i < argc; ++i)
    {
        const std::string_view flag = argv[i];
        if (flag == "--help" || flag == "-h")
        {
            std::printf("usage: hitlab-gl-floor [--frames N] [--size WxH]\n"
                        "Clears and fills the whole window once a frame, N frames (default 150) at WxH\n"
                        "(default 1280x800), and prints the median and worst frame as JSON.\n");
            std::exit(0);
        }
        if (i + 1 >= argc || (flag != "--frames" && flag != "--size"))
        {
            std::fprintf(stderr,
                         "Error: hitlab-gl-floor: unknown option or missing value '%s' (try --help)\n",
                         argv[i]);
            return std::nullopt;
        }
        const std::string_view value = argv[++i];
        if (flag == "--frames")
        {
            if (!hitlab::parseInteger(value, 1, hitlab::kMostProfileFrames, options.frames))
            {
                std::fprintf(stderr,
                             "Error: hitlab-gl-floor: --frames '%s' must be a whole number from 1 to %d\n",
                             argv[i], hitlab::kMostProfileFrames);
                return std::nullopt;
            }
            continue;
        }
        if (!hitlab::parseSize(value, options.width, options.height))
        {
            std::fprintf(stderr,
                         "Error: hitlab-gl-floor: --size '%s' must be WxH, each from %d to %d pixels\n",
                         argv[i], hitlab::kSmallestSide, hitlab::kLargestSide);
            return std::nullopt;
        }
    }
    return options;
}

GLuint compiled(GLenum stage, const char* source)
{
    const GLuint shader = hitlab::glCreateShader(stage);
    hitlab::glShaderSource(shader, 1, &source, nullptr);
    hitlab::glCompileShader(shader);
    return shader;
}

// One opaque quad over the window, its colour through a varying: the cheapest shading a frame of the
// sandbox could have.
GLuint fillProgram()
{
    // The colour comes through a varying, as every primitive of the sandbox's does: with a colour fixed
    // in the shader the frame measured about a third as long (llvmpipe has quicker ways for a constant
    // colour), which no real frame gets.
    const GLuint vertex = compiled(GL_VERTEX_SHADER, "#version 330 core\n"
                                                     "layout(location = 0) in vec2 aCorner;\n"
                                                     "out vec4 vColor;\n"
                                                     "void main() {\n"
                                                     "    vColor = vec4(0.2 + 0.1 * aCorner, 0.4, 1.0);\n"
                                                     "    gl_Position = vec4(aCorner, 0.0, 1.0);\n"
                                                     "}\n");
    const GLuint fragment = compiled(GL_FRAGMENT_SHADER, "#version 330 core\n"
                                                         "in vec4 vColor;\n"
                                                         "out vec4 fragColor;\n"
                                                         "void main() { fragColor = vColor; }\n");
    const GLuint program = hitlab::glCreateProgram();
    hitlab::glAttachShader(program, vertex);
    hitlab::glAttachShader(program, fragment);
    hitlab::glLinkProgram(program);
    hitlab::glDeleteShader(vertex);
    hitlab::glDeleteShader(fragment);
    GLint linked = GL_FALSE;
    hitlab::glGetProgramiv(program, GL_LINK_STATUS, &linked);
    return linked == GL_TRUE ? program : 0;
}

int measure(SDL_Window* window, const FloorOptions& options)
{
    using namespace hitlab;
    const GLuint program = fillProgram();
    if (program == 0)
    {
        std::fprintf(stderr, "Error: hitlab-gl-floor: the fill shader did not link\n");
        return 1;
    }
    GLuint vertexArray = 0;
    GLuint corners = 0;
    glGenVertexArrays(1, &vertexArray);
    glBindVertexArray(vertexArray);
    glGenBuffers(1, &corners);
    glBindBuffer(GL_ARRAY_BUFFER, corners);
    const float quad[] = {-1.0F, -1.0F, 1.0F, -1.0F, 1.0F, 1.0F, -1.0F, -1.0F, 1.0F, 1.0F, -1.0F, 1.0F};
    glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, nullptr);
    glEnableVertexAttribArray(0);
    glUseProgram(program);
    glViewport(0, 0, options.width, options.height);
    glClearColor(0.9F, 0.9F, 0.9F, 1.0F);

    std::vector<double> frames;
    frames.reserve(static_cast<std::size_t>(options.frames));
    for (int frame = 0; frame < options.frames; ++frame)
    {
        const auto start = std::chrono::steady_clock::now();
        SDL_Event event;
        while (SDL_PollEvent(&event) != 0)
        {
        }
        glClear(GL_COLOR_BUFFER_BIT);
        glDrawArrays(GL_TRIANGLES, 0, 6);
        glFinish();
        SDL_GL_SwapWindow(window);
        glFinish();
        frames.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    if (glGetError() != GL_NO_ERROR)
    {
        std::fprintf(stderr, "Error: hitlab-gl-floor: OpenGL reported an error while drawing\n");
        return 1;
    }
    glDeleteBuffers(1, &corners);
    glDeleteVertexArrays(1, &vertexArray);
    glDeleteProgram(program);
    std::printf("{\"frames\": %d, \"median_ms\": %.3f, \"worst_ms\": %.3f}\n", options.frames,
                medianOf(frames), *std::max_element(frames.begin(), frames.end()));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    const std::optional<FloorOptions> options = parseOptions(argc, argv);
    if (!options)
    {
        return 2;
    }
    hitlab::useOffscreenDriverWithoutDisplay();
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
    {
        std::fprintf(stderr, "Error: SDL_Init(): %s\n", SDL_GetError());
        return 1;
    }
    hitlab::requestGlCoreProfile();
    SDL_Window* window = SDL_CreateWindow("hitlab-gl-floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          options->width, options->height, SDL_WINDOW_OPENGL);
    SDL_GLContext context = window == nullptr ? nullptr : SDL_GL_CreateContext(window);
    int status = 1;
    if (context == nullptr)
    {
        std::fprintf(stderr, "Error: SDL could not open an OpenGL 3.3 core window: %s\n", SDL_GetError());
    }
    else if (const std::string missing = hitlab::loadGlFunctions(); !missing.empty())
    {
        std::fprintf(stderr, "Error: SDL_GL_GetProcAddress(): %s not found (OpenGL 3.3 core needed)\n",
                     missing.c_str());
    }
    else
    {
        SDL_GL_SetSwapInterval(0); // as the sandbox's unattended frames: no wait for the display
        status = measure(window, *options);
    }
    if (context != nullptr)
    {
        SDL_GL_DeleteContext(context);
    }
    if (window != nullptr)
    {
        SDL_DestroyWindow(window);
    }
    SDL_Quit();
    return status;
}
