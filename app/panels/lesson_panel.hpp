// The open lesson beside the canvas: its title, what the method does and where it fails here, the
// publication it comes from, and the things to try as a list a student ticks off. Shown while the
// document has a lesson (scene files' "lesson" object), in the UI's language.
#pragma once

#include "panel_context.hpp"
#include "wrapped_text.hpp"

#include <imgui.h>

#include <string>
#include <vector>

namespace hitlab
{

// A named number of a table: `note`, when not empty, is a dim second line under the name.
struct NamedNumber
{
    std::string name;
    std::string note;
    double value = 0.0;
};
// The numbers as a table the window's width: the values' column as wide as the widest value, the names
// taking the rest and wrapping there (wrappedText), so that no value is cut at the window's edge.
void namedNumbersTable(const char* id, const std::vector<NamedNumber>& numbers);

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
