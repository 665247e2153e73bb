// Text on the canvas, drawn in one place (where the labels sit is label_layout.hpp): labels go into ImGui's
// background draw list (under the panels, over the GL canvas), each with a dark shadow so it reads on any
// fill.
#pragma once

#include "renderer.hpp"

#include <string>

struct ImDrawList;

namespace hitlab
{

// `text` with its top-left corner at `at`, rounded to whole pixels.
void drawText(ImDrawList* list, Vec2 at, const std::string& text, Rgba color);

} // namespace hitlab
