// The open lesson beside the canvas: its title, what the method does and where it fails here, the
// publication it comes from, and the things to try as a list a student ticks off. Shown while the
// document has a lesson (scene files' "lesson" object), in the UI's language.
#pragma once

#include "panel_context.hpp"

#include <string>
#include <vector>

namespace hitlab
{

class LessonPanel
{
public:
    void draw(PanelContext& context);

private:
    // The ticks belong to the lesson they were made in: a new lesson starts with none.
    std::string ticksFor_;
    std::vector<char> ticks_;
};

} // namespace hitlab
