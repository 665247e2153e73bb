// The inspector's number fields of one shape, per kind: centre, radii, sizes, angles (shown in degrees),
// vertices, end points.
#pragma once

#include "hitlab/shapes.hpp"

namespace hitlab
{

// Draws the fields of `shape` and writes what the user changes into it. `dragSpeed`: world units per
// pixel of mouse drag. Returns true when a value changed this frame; sets `editFinished` when a field
// was let go after an edit (the inspector then records one undo step).
bool editShapeFields(Shape& shape, double dragSpeed, bool& editFinished);

} // namespace hitlab
