// hitlab: exact collision tests between 2D shapes, the published methods beside them, and traces of
// how each answer was reached. This header includes the whole public library.
//
// The important parts
// -------------------
// Shapes (shapes.hpp)
//     Point, Circle, Ellipse, Rect, Polygon, Segment, Capsule, Fan: small aggregates in the world frame
//     (x right, y up, angles in radians counter-clockwise). Shape is the std::variant of all eight.
//     Every shape is a closed set: touching counts as contact. Build polygons with makePolygon (convex,
//     counter-clockwise); validateShape names the field at fault in a shape.
//
// overlap(a, b[, trace]) (overlap.hpp)
//     True when the two shapes touch or overlap. a and b are any two shape types in either order, or
//     two Shapes; the answer is exact and does not depend on the order.
//
// distance(a, b[, trace]) (overlap.hpp)
//     SignedDistance {value, pointA, pointB}, world units:
//         value > 0   the gap between a and b; pointA on a and pointB on b are its ends;
//         value < 0   minus the penetration depth, the shortest translation that separates them;
//         value == 0  touching.
//
// The registry (registry.hpp)
//     algorithms() lists every test hitlab knows: per pair of kinds its exact default first, then the
//     published methods, each with a name, whether it is exact, its source and a description.
//     algorithmsFor(kindA, kindB) and findAlgorithm(kindA, kindB, name) select rows;
//     runAlgorithm(row, a, b[, trace]) runs one on two Shapes in either order.
//
// The trace (trace.hpp)
//     Pass a Trace* as the last argument of any query to receive plain data on how the answer was
//     reached: points, segments, separating axes, GJK simplices, named values and notes. It is filled
//     only when the pointer is not null and never changes the answer.
//
// Also: shape_kinds.hpp (one row per kind: its JSON name, fields and their rules), batch.hpp (one
// shape against many of one kind, held as arrays), broadphase.hpp (a grid broadphase and the collision
// pass over many shapes), ccd.hpp (a turning rectangle's sweep and first impact), geometry.hpp (small
// vector helpers).
//
// How each method works, where it fails and which publication it comes from: docs/algorithms/ and
// docs/sources.md in the repository.
//
// Example
// -------
//     #include <hitlab/hitlab.hpp>
//
//     hitlab::Circle a{{0.0, 0.0}, 10.0}, b{{15.0, 0.0}, 6.0};
//     bool touching = hitlab::overlap(a, b);                           // true
//     hitlab::SignedDistance d = hitlab::distance(a, b);               // d.value == -1: 1 unit deep
//     bool same = hitlab::overlap(hitlab::Shape{a}, hitlab::Shape{b}); // true, chosen at run time
//
//     hitlab::Trace trace;
//     const hitlab::Algorithm& gjk = *hitlab::findAlgorithm(hitlab::ShapeKind::Circle,
//                                                           hitlab::ShapeKind::Circle, "gjk");
//     hitlab::AlgorithmResult r = hitlab::runAlgorithm(gjk, hitlab::Shape{a}, hitlab::Shape{b}, &trace);
//     // r.overlap == true; trace.simplices holds GJK's simplex at every iteration.
//
// CMake: find_package(hitlab) then target_link_libraries(yours PRIVATE hitlab::core).
#pragma once

#include "hitlab/batch.hpp"
#include "hitlab/broadphase.hpp"
#include "hitlab/ccd.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "hitlab/shape_kinds.hpp"
#include "hitlab/shapes.hpp"
#include "hitlab/trace.hpp"
