// The inspector's number widgets for one shape, one per field of its kind's row in kShapeKinds.
#pragma once

#include "hitlab/shapes.hpp"

namespace hitlab
{

// What the widgets did this frame.
struct ShapeFieldsEdit
{
    bool changed = false;     // a number moved: the edited shape is to be validated and previewed
    bool deactivated = false; // a widget was let go after an edit: the edit is to be committed
};

// Draws a drag widget for every field of `shape`, labelled with its JSON key, and writes what the user
// drags into `shape`. Coordinates and lengths move `lengthSpeed` world units per pixel dragged; angles
// are shown in degrees (`degreesFormat`, the UI language's "%.1f deg"). A polygon shows one x, y pair per
// vertex. Every field shows `tooltip` when the mouse rests on it.
ShapeFieldsEdit editShapeFields(Shape& shape, double lengthSpeed, const char* degreesFormat,
                                const char* tooltip);

} // namespace hitlab
