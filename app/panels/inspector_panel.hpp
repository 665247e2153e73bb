// The Inspector: the first selected shape's id, kind, contact, label and numbers (shape_fields.hpp).
// An edit previews live and becomes one undo step when its field is let go; a value the core's
// validation refuses leaves the shape as it was and says why.
#pragma once

#include "panel_context.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

namespace hitlab
{

class InspectorPanel
{
public:
    void draw(PanelContext& context);
    // What the panel says of the last refused value ("" when nothing), for state dumps.
    const std::string& refusalText() const { return error_; }

private:
    void editNumbers(PanelContext& context, std::size_t index);

    // The shape as it was when a field became active, for one undo step per edit.
    std::optional<std::pair<std::size_t, SceneShape>> before_;
    std::string error_;        // the last refused value
    std::string refusedShape_; // the id of the shape it was refused for
    // The last value typed into a field was refused: when the field closes, the shape goes back to what
    // it was before the typing, not to the keystrokes' last accepted value ("-30" of a refused "-300").
    bool typedValueRefused_ = false;
};

} // namespace hitlab
