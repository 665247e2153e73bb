// Depth inside a fan: the measure behind every negative signed distance of the fan family, whose
// definition heads exact_fan.cpp. For a point of the fan it is the distance to the fan's boundary (the
// true boundary: a full fan has no radial edges); for a convex fan and a convex shape the penetration
// depth by support-function duality is used instead (convexFanDepth).
//
// How the deepest point of a piece is found exactly (maxDepthAlongSegment, maxDepthAlongConic):
// dist(p, boundary) is the minimum of a few feature distances (R - |p|, |p| - r, the distance to each
// edge's line or end point). Along a segment or a conic arc of the other shape's boundary, the maximum
// of that minimum lies at an end, where one feature distance is stationary, or where two are equal;
// each such condition is a polynomial of degree 2 in the segment parameter or a trigonometric
// polynomial of degree 2 in the arc angle (after squaring), solved by roots.hpp. Inside the other
// shape, the maximum can also be the fan's own deepest point, which lies on the fan's axis (the fan is
// symmetric and its deepest set connected).
//
// Most of those equations have no root that matters: a part of the piece whose points all lie
// shallower than the best point so far cannot hold the answer. So each quarter turn of a conic piece
// (the unit the root search works in), each segment and each arc of another fan gets an upper bound
// on its depth from its nearest and farthest points from the fan's centre (depthBoundOfRadii and the
// bounds after it), and its searches are skipped while the bound is below the best depth. The bounds
// lie above rounding, so a skipped root is one the search would have found and then not kept: the
// answer is the same to the last bit.
//
// Every function works in the fan's local frame (fan_math.hpp).
#pragma once

#include "ellipse_math.hpp"
#include "fan_math.hpp"
#include "hitlab/overlap.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitlab
{

// minimizeSupportFunction's tolerance, relative to the largest support point (its default).
inline constexpr double kSupportTolerance = 1e-14;

// Results whose sign agrees with the overlap test: a gap that rounds to 0 while the shapes are apart
// is the smallest positive double; an overlap whose depth rounds to 0 is 0 (touching).

inline SignedDistance gapResult(double gap, Vec2 pointA, Vec2 pointB)
{
    return {gap > 0.0 ? gap : std::numeric_limits<double>::min(), pointA, pointB};
}

inline SignedDistance depthResult(double depth, Vec2 pointA, Vec2 pointB)
{
    return {depth > 0.0 ? -depth : 0.0, pointA, pointB};
}

// A point of the other shape and its depth in the fan: its distance to the fan's boundary (0 outside).
struct DeepPoint
{
    double depth = 0.0;
    Vec2 point{0.0, 0.0};    // the point of the other shape
    Vec2 boundary{0.0, 0.0}; // nearest boundary point of the fan
};

inline DeepPoint depthInFanLocal(const FanFrame& f, Vec2 q)
{
    DeepPoint result{0.0, q, q};
    if (!fanContainsLocal(f, q))
    {
        return result;
    }
    const double len = glm::length(q);
    const Vec2 direction = len > 0.0 ? q / len : Vec2{1.0, 0.0};
    result.depth = f.outer - len;
    result.boundary = direction * f.outer;
    if (f.inner > 0.0 && len - f.inner < result.depth)
    {
        result.depth = len - f.inner;
        result.boundary = direction * f.inner;
    }
    if (!f.full)
    {
        const double side = q.y < 0.0 ? -1.0 : 1.0;
        const Vec2 folded{q.x, std::abs(q.y)};
        const Vec2 g = fanEdgeDirectionLocal(f, 1.0);
        const Vec2 onEdge = g * std::clamp(glm::dot(folded, g), f.inner, f.outer);
        const double d = glm::length(folded - onEdge);
        if (d < result.depth)
        {
            result.depth = d;
            result.boundary = {onEdge.x, side * onEdge.y};
        }
    }
    return result;
}

// The fan's deepest point. By symmetry about the axis and because the set of deepest points is
// connected (a point, or a sub-arc of the mid circle), one of them lies on the axis. Along the axis
// the depth is min(R - x, x - r, edge distance), so its maximum is at an end or where two of them
// are equal: the candidates below.
DeepPoint deepestPointOfFanLocal(const FanFrame& f);

// The deepest point of the segment a-b in the fan (depth 0 when the segment misses it).
DeepPoint maxDepthAlongSegment(const FanFrame& f, Vec2 a, Vec2 b);
// The deepest point of a conic arc (a circular arc or a whole ellipse) in the fan.
DeepPoint maxDepthAlongConic(const FanFrame& f, const ConicPiece& piece);

inline void keepDeeper(DeepPoint& best, const DeepPoint& candidate)
{
    if (candidate.depth > best.depth)
    {
        best = candidate;
    }
}

// An upper bound on the depth in f of any point p with nearest <= |p| <= farthest (f's local frame),
// above rounding: a point of f is at most outer - |p| deep, and at most |p| - inner unless f is a whole
// disc (a fan with a hole has its inner circle, one with edges has them through its centre when inner
// is 0). The margin, relative to scale (the size of the coordinates involved), covers the rounding of
// the radii and of depthInFanLocal. A point outside f has depth 0, whatever the bound.
inline double depthBoundOfRadii(const FanFrame& f, double nearest, double farthest, double scale)
{
    const double margin = 1e-9 * (f.outer + scale);
    const double bound = f.outer - nearest;
    const bool disc = f.full && f.inner == 0.0;
    return (disc ? bound : std::min(bound, farthest - f.inner)) + margin;
}

// depthBoundOfRadii for an arc, from its nearest and farthest points from f's centre.
inline double arcDepthBound(const FanFrame& f, const FanArc& arc)
{
    const double centreDistance = glm::length(arc.center);
    double nearest = std::abs(centreDistance - arc.radius);
    double farthest = centreDistance + arc.radius;
    if (centreDistance > 0.0 && !arc.full)
    {
        const Vec2 away = arc.center / centreDistance;
        const double endA = glm::length(arcEnd(arc, 1.0));
        const double endB = glm::length(arcEnd(arc, -1.0));
        if (!arcCovers(arc, -away))
        {
            nearest = std::min(endA, endB);
        }
        if (!arcCovers(arc, away))
        {
            farthest = std::max(endA, endB);
        }
    }
    return depthBoundOfRadii(f, nearest, farthest, centreDistance + arc.radius);
}

// depthBoundOfRadii for the points of a conic piece with t in [t0, t1], at most a quarter turn: they lie
// in the triangle of the two end points and the meeting point of the end tangents (the image of the
// same triangle around an arc of the unit circle), whose corners bound the farthest point and whose
// distance from f's centre the nearest.
double conicDepthBound(const FanFrame& f, const ConicPiece& piece, double t0, double t1);

// depthBoundOfRadii for the segment a-b.
double segmentDepthBound(const FanFrame& f, Vec2 a, Vec2 b);

// Support point of a convex fan (local frame): O, the two outer corners, or the outer arc's point
// along u when u is in range.
inline Vec2 convexFanSupportLocal(const FanFrame& f, Vec2 u)
{
    if (inAngularRangeLocal(f, u))
    {
        const double len = glm::length(u);
        return len > 0.0 ? u * (f.outer / len) : Vec2{f.outer, 0.0};
    }
    Vec2 best{0.0, 0.0};
    double bestValue = 0.0;
    for (double side : {1.0, -1.0})
    {
        const Vec2 corner = fanEdgeDirectionLocal(f, side) * f.outer;
        const double v = glm::dot(corner, u);
        if (v > bestValue)
        {
            bestValue = v;
            best = corner;
        }
    }
    return best;
}

// Penetration depth of a convex fan and a convex shape by duality (see the top of exact_fan.cpp):
// otherSupport(u) is the other shape's support point along u, local frame.
template <typename Support> SignedDistance convexFanDepth(const FanFrame& f, const Support& otherSupport)
{
    const auto support = [&](Vec2 u) { return convexFanSupportLocal(f, u) - otherSupport(-u); };
    const SupportMinimum m = minimizeSupportFunction(support, kSupportTolerance);
    return depthResult(m.value, otherSupport(-m.direction), convexFanSupportLocal(f, m.direction));
}

} // namespace hitlab
