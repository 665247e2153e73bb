// Where the panels put their named widgets last frame, so that a script can click them by name
// (script/script_verbs.hpp: ui_click palette/circle, compare, enable/PAIR, algo/PAIR...).
#pragma once

#include <map>
#include <string>

namespace hitlab
{

struct UiItem
{
    float minX = 0.0F;
    float minY = 0.0F;
    float maxX = 0.0F;
    float maxY = 0.0F;
    bool visible = false;
};

class UiItems
{
public:
    // Records ImGui's last item under `name`; scrolls it into view when a script asked for it.
    void record(const std::string& name);

    // Nothing when no widget of that name was drawn last frame.
    const UiItem* find(const std::string& name) const;
    // Every named widget by name, as drawn the last frame it was drawn.
    const std::map<std::string, UiItem>& all() const { return items_; }
    // The panels scroll this item into view on the next frame.
    void ensureVisible(std::string name) { ensureVisible_ = std::move(name); }

private:
    std::map<std::string, UiItem> items_;
    std::string ensureVisible_;
};

} // namespace hitlab
