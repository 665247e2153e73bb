// An independent oracle for the exact tests: every answer here comes from the shapes' definitions,
// by membership tests and dense boundary sampling in long double, never from the code under test.
// It is slow and only as precise as its sampling; tests compare against it outside a band around
// contact and name that band.
#pragma once

#include "hitlab/shapes.hpp"

#include <vector>

namespace hitlab::oracle
{

// p belongs to the closed shape (from the definition, in long double).
bool contains(const Shape& shape, Vec2 p);

// Points along the whole boundary of the shape (for a fan: both arcs and both radial edges), no
// two neighbours further apart than spacing. Points and segments return their own points.
std::vector<Vec2> boundarySamples(const Shape& shape, double spacing);

// Unsigned distance from p to the closed shape (0 inside), by the definition per kind; for ellipses
// and fans by sampling their boundary and refining the nearest sample.
double distanceToShape(const Shape& shape, Vec2 p);

// The gap between two shapes: 0 when they share a point, else the length of the shortest segment
// between them. Brute force over boundary samples of both, refined; accurate to about 1e-12 relative
// (1e-14 absolute) on shapes of size 1..100, and it can only err upward (see oracle.cpp).
double gap(const Shape& a, const Shape& b);

// Penetration depth of two overlapping CONVEX shapes: the minimum over directions of the overlap of
// their projections (support functions), over dense directions refined. 0 when they do not overlap.
// For a non-convex fan the answer is that of its convex hull.
double penetrationDepth(const Shape& a, const Shape& b);

// Signed distance: gap when positive, minus penetrationDepth for overlapping convex shapes.
double signedDistance(const Shape& a, const Shape& b);

} // namespace hitlab::oracle
