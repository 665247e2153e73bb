// How the sandbox is presented, apart from the document: the UI scale (text, panels and the canvas's
// text, line widths and handles, for a projector at the back of a room), the colour theme and full
// screen. Pure values and their rules; main applies them between frames (presenter_display.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace hitlab
{

enum class Theme
{
    Dark,  // the default: a dark canvas and panels
    Light, // light and high-contrast, for projectors
};

inline constexpr float kMinUiScale = 0.5F;
inline constexpr float kMaxUiScale = 4.0F;
// Ctrl+= and Ctrl+- move the scale by this much; Ctrl+0 resets it to 1.
inline constexpr float kUiScaleStep = 0.25F;

struct Presentation
{
    float uiScale = 1.0F;
    Theme theme = Theme::Dark;
    bool fullscreen = false;
};

// `scale` moved `steps` steps of kUiScaleStep (down when negative), on the step grid and inside
// kMinUiScale..kMaxUiScale.
float steppedUiScale(float scale, int steps);

// "--ui-scale S": a number inside kMinUiScale..kMaxUiScale, or nothing and `error` naming the flag and
// the limits.
std::optional<float> parseUiScale(std::string_view text, std::string& error);

// "dark" or "light"; nothing for any other name.
std::optional<Theme> themeFromName(std::string_view name);
const char* themeName(Theme theme);

} // namespace hitlab
