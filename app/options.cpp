#include "options.hpp"

#include <charconv>
#include <cstdio>
#include <string_view>

namespace hitlab
{

// std::atoi and sscanf("%d") read "2abc" as 2 and let 4294967297 wrap around to 1, so a typo ran as a
// different, valid-looking request.
bool parseInteger(std::string_view text, int minimum, int maximum, int& result)
{
    int value = 0;
    const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (status != std::errc() || end != text.data() + text.size() || value < minimum || value > maximum)
    {
        return false;
    }
    result = value;
    return true;
}

bool parseSize(std::string_view text, int& width, int& height)
{
    const std::size_t x = text.find('x');
    if (x == std::string_view::npos)
    {
        return false;
    }
    int w = 0;
    int h = 0;
    if (!parseInteger(text.substr(0, x), kSmallestSide, kLargestSide, w) ||
        !parseInteger(text.substr(x + 1), kSmallestSide, kLargestSide, h))
    {
        return false;
    }
    width = w;
    height = h;
    return true;
}

const char* usageText()
{
    return "usage: hitlab [--scene FILE.json] [--screenshot OUT.png] [--svg OUT.svg] [--size WxH] "
           "[--hide-ui]\n"
           "              [--script FILE] [--frames N] [--capture FILE] [--lang en|ja] [--profile N]\n"
           "              [--layout FILE]\n"
           "              [--ui-scale S] [--theme dark|light] [--welcome]\n"
           "  --scene FILE.json     open a scene (default: assets/scenes/default.json)\n"
           "  --screenshot OUT.png  render the scene for one frame, write a PNG and exit 0\n"
           "  --svg OUT.svg         render the scene for --frames frames, write the canvas (no panels) as\n"
           "                        an SVG figure and exit 0 (with --screenshot, both are written)\n"
           "  --size WxH            window (and screenshot) size in pixels, default 1280x800\n"
           "  --hide-ui             draw only the canvas, no panels\n"
           "  --script FILE         play scripted input (see app/script/script_verbs.hpp) and exit\n"
           "  --frames N            frames rendered before the screenshot (default 3)\n"
           "  --capture FILE        where F12 saves the window as a PNG (default hitlab-capture.png)\n"
           "  --lang en|ja          the UI's language (default: the last one chosen, else en; ja needs a\n"
           "                        Japanese font, see README)\n"
           "  --layout FILE         keep the window layout and language in FILE instead of the user's\n"
           "                        imgui.ini (also in --screenshot and --script runs, which keep none)\n"
           "  --profile N           render N frames without vsync, print one JSON line of their\n"
           "                        median and worst wall time and its parts (ms), and exit 0\n"
           "  --ui-scale S          scale of the UI and of the canvas's text and lines, 0.5..4\n"
           "                        (default 1; Ctrl+= / Ctrl+- / Ctrl+0 change it while running)\n"
           "  --theme dark|light    colours: dark (default) or light high-contrast for projectors\n"
           "  --welcome             show the first-start welcome even in a --script or --screenshot run,\n"
           "                        which then reads and writes the layout file as a person's run does\n"
           "                        (with --layout FILE, that file)\n"
           "Without DISPLAY or WAYLAND_DISPLAY, SDL's offscreen video driver is used.\n";
}

std::optional<Options> parseOptions(int argc, char** argv, std::string& error)
{
    Options options;
    for (int i = 1; i < argc; ++i)
    {
        const std::string_view arg = argv[i];
        auto value = [&](std::string& out) -> bool
        {
            if (i + 1 >= argc)
            {
                error = std::string(arg) + " needs a value";
                return false;
            }
            // An empty value reads as the flag left out: --screenshot "" (an unset variable in a shell
            // script) started an interactive run that never ended.
            if (argv[i + 1][0] == '\0')
            {
                error = std::string(arg) + " needs a value, got an empty one";
                return false;
            }
            out = argv[++i];
            return true;
        };
        if (arg == "--scene")
        {
            if (!value(options.scene))
            {
                return std::nullopt;
            }
        }
        else if (arg == "--screenshot")
        {
            if (!value(options.screenshot))
            {
                return std::nullopt;
            }
        }
        else if (arg == "--svg")
        {
            if (!value(options.svg))
            {
                return std::nullopt;
            }
        }
        else if (arg == "--script")
        {
            if (!value(options.script))
            {
                return std::nullopt;
            }
        }
        else if (arg == "--size")
        {
            std::string text;
            if (!value(text))
            {
                return std::nullopt;
            }
            if (!parseSize(text, options.width, options.height))
            {
                error = "--size: expected WxH with each side " + std::to_string(kSmallestSide) + ".." +
                        std::to_string(kLargestSide) + ", got " + text;
                return std::nullopt;
            }
        }
        else if (arg == "--frames")
        {
            std::string text;
            if (!value(text))
            {
                return std::nullopt;
            }
            if (!parseInteger(text, 1, 1000, options.frames))
            {
                error = "--frames: expected 1..1000, got " + text;
                return std::nullopt;
            }
        }
        else if (arg == "--profile")
        {
            std::string text;
            if (!value(text))
            {
                return std::nullopt;
            }
            if (!parseInteger(text, 1, kMostProfileFrames, options.profileFrames))
            {
                error =
                    "--profile: expected 1.." + std::to_string(kMostProfileFrames) + " frames, got " + text;
                return std::nullopt;
            }
        }
        else if (arg == "--capture")
        {
            if (!value(options.capture))
            {
                return std::nullopt;
            }
        }
        else if (arg == "--lang")
        {
            std::string text;
            if (!value(text))
            {
                return std::nullopt;
            }
            if (text != "en" && text != "ja")
            {
                error = "--lang: expected en or ja, got " + text;
                return std::nullopt;
            }
            options.language = text;
        }
        else if (arg == "--layout")
        {
            if (!value(options.layoutFile))
            {
                return std::nullopt;
            }
        }
        else if (arg == "--ui-scale")
        {
            std::string text;
            if (!value(text))
            {
                return std::nullopt;
            }
            const std::optional<float> scale = parseUiScale(text, error);
            if (!scale)
            {
                return std::nullopt;
            }
            options.presentation.uiScale = *scale;
        }
        else if (arg == "--theme")
        {
            std::string text;
            if (!value(text))
            {
                return std::nullopt;
            }
            const std::optional<Theme> theme = themeFromName(text);
            if (!theme)
            {
                error = "--theme: expected dark or light, got " + text;
                return std::nullopt;
            }
            options.presentation.theme = *theme;
        }
        else if (arg == "--welcome")
        {
            options.welcome = true;
        }
        else if (arg == "--hide-ui")
        {
            options.hideUi = true;
        }
        else if (arg == "--help" || arg == "-h")
        {
            options.help = true;
        }
        else
        {
            error = "unknown argument " + std::string(arg);
            return std::nullopt;
        }
    }
    return options;
}

std::optional<Options> readCommandLine(int argc, char** argv, int& exitCode)
{
    std::string error;
    auto options = parseOptions(argc, argv, error);
    if (!options)
    {
        std::fprintf(stderr, "Error: %s\n%s", error.c_str(), usageText());
        exitCode = 2;
        return std::nullopt;
    }
    if (options->help)
    {
        std::printf("%s", usageText());
        exitCode = 0;
        return std::nullopt;
    }
    return options;
}

} // namespace hitlab
