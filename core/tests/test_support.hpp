// Helpers the exact-test binaries share: a shape's scale for tolerances, and a readable description
// of a shape for failure messages.
#pragma once

#include "hitlab/shapes.hpp"

#include <string>

namespace hitlab
{

// The largest absolute coordinate of the shape's bounds, at least 1: rounding scales with it.
double magnitudeOf(const Shape& s);
// The larger side of the shape's bounds, at least 1.
double sizeOf(const Shape& s);
// The shape's kind and numbers at full precision, to paste into a reproduction.
std::string describe(const Shape& s);

} // namespace hitlab
