// A generic GJK distance for every pair of convex shapes, from support functions alone (Gilbert,
// Johnson and Keerthi 1988, the fan thesis's [6]; Ericson 2005, 9.5; the simplex solver follows the
// barycentric-region form of Box2D's b2ShapeDistance), with EPA for the penetration depth (van den
// Bergen 2001). docs/algorithms/gjk.md describes both.
//
// Every convex kind is a core (a point cloud or an ellipse) grown by a radius, the convex proxy of
// convex_proxy.hpp: a circle is a point grown by r, a capsule a segment grown by r. GJK runs on the
// cores and the radii are subtracted, so round shapes converge in a few iterations. Ellipses are
// smooth, so GJK approaches them geometrically and stops at a relative tolerance
// (kGjkRelativeTolerance). Fans are convex only when their inner radius is 0 and half-angle <= pi/2,
// so they have no GJK row.
//
// The trace records the simplex of every iteration in Minkowski-difference space (points of A - B,
// Trace::simplices), the EPA polytope when the cores overlap, and the witness points in the world.
#pragma once

#include "convex_proxy.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/shapes.hpp"
#include "hitlab/trace.hpp"

namespace hitlab
{

// GJK stops when the distance bound it has closes to within this fraction of the distance.
inline constexpr double kGjkRelativeTolerance = 1e-12;
inline constexpr int kGjkMaxIterations = 100;

// Signed distance (as in hitlab/overlap.hpp) between two convex shapes: the gap (> 0) from GJK, or minus the
// penetration depth (< 0) from EPA when the cores overlap and from the radii when only the rounded
// parts do. pointA, pointB are the witness points on a and b.
SignedDistance gjkDistance(const ConvexProxy& a, const ConvexProxy& b, Trace* trace = nullptr);
// Contact of the closed shapes: GJK with early exits (a separating lower bound, or the cores within
// the summed radii); no EPA.
bool gjkOverlap(const ConvexProxy& a, const ConvexProxy& b, Trace* trace = nullptr);

// Registry adapters: overlapGjk<Circle, Rect> and distanceGjk<Circle, Rect> for every convex pair.
template <typename A, typename B> bool overlapGjk(const A& a, const B& b, Trace* trace)
{
    return gjkOverlap(convexProxy(a), convexProxy(b), trace);
}

template <typename A, typename B> SignedDistance distanceGjk(const A& a, const B& b, Trace* trace)
{
    return gjkDistance(convexProxy(a), convexProxy(b), trace);
}

} // namespace hitlab
