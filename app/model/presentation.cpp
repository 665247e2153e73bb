#include "model/presentation.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace hitlab
{

float steppedUiScale(float scale, int steps)
{
    const float onGrid = std::round(scale / kUiScaleStep) * kUiScaleStep;
    return std::clamp(onGrid + static_cast<float>(steps) * kUiScaleStep, kMinUiScale, kMaxUiScale);
}

std::optional<float> parseUiScale(std::string_view text, std::string& error)
{
    float scale = 0.0F;
    const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), scale);
    char limits[64];
    std::snprintf(limits, sizeof limits, "%g..%g", static_cast<double>(kMinUiScale),
                  static_cast<double>(kMaxUiScale));
    const bool number = status == std::errc() && end == text.data() + text.size() && std::isfinite(scale);
    if (!number || scale < kMinUiScale || scale > kMaxUiScale)
    {
        error = "--ui-scale: expected a scale in " + std::string(limits) + ", got " + std::string(text);
        return std::nullopt;
    }
    return scale;
}

std::optional<Theme> themeFromName(std::string_view name)
{
    if (name == "dark")
    {
        return Theme::Dark;
    }
    if (name == "light")
    {
        return Theme::Light;
    }
    return std::nullopt;
}

const char* themeName(Theme theme)
{
    return theme == Theme::Light ? "light" : "dark";
}

} // namespace hitlab
