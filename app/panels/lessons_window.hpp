// The Lessons window: every scene of the catalogue by category, lessons first, each under its title in
// the UI's language. Opening one is File > Open bundled scene; the open one is marked.
#pragma once

#include "panel_context.hpp"

namespace hitlab
{

// A catalogue category's heading ("lesson" -> "Lessons"); an unknown category shows as it is.
const char* categoryTitle(const std::string& category, UiLanguage language);

// When the last item is hovered: the entry's description in the UI's language and the publication its
// lesson follows (File > Open bundled scene and the Lessons window share it).
void catalogEntryTooltip(const CatalogEntry& entry, UiLanguage language);

class LessonsWindow
{
public:
    void draw(PanelContext& context);
};

} // namespace hitlab
