// Command-line options of the sandbox (docs/interfaces.md): --scene, --screenshot, --svg, --size, --hide-ui,
// and --script for scripted input, --lang for the UI language, --layout for the layout file, --profile for
// frame timings, --ui-scale, --theme and --welcome for presenting.
#pragma once

#include "model/presentation.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace hitlab
{

// The window's sides that --size takes, in pixels, and the most frames --profile renders.
inline constexpr int kSmallestSide = 64;
inline constexpr int kLargestSide = 8192;
inline constexpr int kMostProfileFrames = 100000;

// A whole decimal integer in minimum..maximum into `result`; false (and `result` untouched) otherwise.
bool parseInteger(std::string_view text, int minimum, int maximum, int& result);
// "WxH", each side kSmallestSide..kLargestSide; false (and both untouched) otherwise.
bool parseSize(std::string_view text, int& width, int& height);

struct Options
{
    std::string scene;      // --scene FILE.json; empty: the default scene
    std::string screenshot; // --screenshot OUT.png: render, write, exit
    std::string svg;        // --svg OUT.svg: render, write the canvas as SVG, exit
    int width = 1280;       // --size WxH
    int height = 800;
    bool hideUi = false; // --hide-ui
    std::string script;  // --script FILE: scripted input (script/script_verbs.hpp), then exit
    int frames = 3;      // --frames N: frames rendered before a screenshot is taken
    std::string capture = "hitlab-capture.png"; // --capture FILE: where F12 saves the live window
    std::string language;      // --lang en|ja; empty: the one kept in the layout file, else en
    std::string layoutFile;    // --layout FILE: where the window layout and language are kept (startup.hpp)
    int profileFrames = 0;     // --profile N: render N frames, print their timings as JSON and exit
    Presentation presentation; // --ui-scale S, --theme dark|light
    // --welcome: show the first-start welcome in an unattended run too (and keep the layout file, as a
    // person's start does), unless that file remembers it was dismissed.
    bool welcome = false;
    bool help = false;

    // Nobody watches: a script or a screenshot drives the frames, which must come out the same every run.
    bool unattended() const
    {
        return !script.empty() || !screenshot.empty() || !svg.empty() || profileFrames > 0;
    }
    // The layout file (imgui.ini) is read and written: a person's run, one given --layout, or one that
    // asked for the welcome.
    bool keepsLayout() const { return !unattended() || welcome || !layoutFile.empty(); }
};

// Parses argv; on a bad argument returns nothing and sets `error`.
std::optional<Options> parseOptions(int argc, char** argv, std::string& error);

const char* usageText();

// parseOptions for main: prints the usage for --help (exit status 0) or the error and the usage for a
// bad argument (exit status 2) and then returns nothing, with that status in `exitCode`.
std::optional<Options> readCommandLine(int argc, char** argv, int& exitCode);

} // namespace hitlab
