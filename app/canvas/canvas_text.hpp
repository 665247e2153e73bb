// Text on the canvas: labels go into ImGui's background draw list (under the panels, over the GL
// canvas), each with a dark shadow so it reads on any fill.
#pragma once

#include "renderer.hpp"

#include <string>
#include <utility>
#include <vector>

struct ImDrawList;

namespace hitlab
{

// Moves labels down until they do not cover one another (traces often label nearby points).
class LabelPlacer
{
public:
    // Where to put `text` wanted at `at` (its top-left corner, window pixels).
    Vec2 place(Vec2 at, const std::string& text);

private:
    std::vector<std::pair<Vec2, Vec2>> placed_;
};

// `text` with its top-left corner at `at`, rounded to whole pixels.
void drawText(ImDrawList* list, Vec2 at, const std::string& text, Rgba color);

} // namespace hitlab
