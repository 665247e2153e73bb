// Seeded random shapes for benchmarks, accuracy studies and tests. Deterministic for a given seed.
#pragma once

#include "hitlab/shapes.hpp"

#include <optional>
#include <random>

namespace hitlab
{

struct RandomShapeOptions
{
    Vec2 boxMin{0.0, 0.0}; // centres are uniform in this box
    Vec2 boxMax{800.0, 600.0};
    double minSize = 10.0; // full extent (diameter, width, length) of the shape
    double maxSize = 200.0;
    int maxPolygonVertices = 8;
};

// A valid shape of the given kind: size uniform in [minSize, maxSize], centre uniform in the box,
// angle uniform in [0, 2 pi). Polygons are convex with 3..maxPolygonVertices vertices; fans have
// half-angles in (0, pi] and half of them an inner radius.
Shape randomShape(ShapeKind kind, std::mt19937_64& rng, const RandomShapeOptions& options = {});

// A convex polygon with exactly vertexCount vertices on a circle of the given radius around centre.
Polygon randomConvexPolygon(std::mt19937_64& rng, Vec2 center, double radius, int vertexCount);

// `second` slid along the unit vector u from `first`'s bounding-box centre until distance(first,
// second) equals target (negative: a penetration depth), by bisection: the signed distance is
// continuous along the slide. Empty when the slide does not bracket the target (a penetration deeper
// than the shapes allow). Near-contact pairs for accuracy studies and tests.
std::optional<Shape> placeAtDistance(const Shape& first, const Shape& second, Vec2 u, double target);

} // namespace hitlab
