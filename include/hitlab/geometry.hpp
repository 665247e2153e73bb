// Small vector helpers shared by every algorithm family. All in the world frame, double precision.
#pragma once

#include "hitlab/shapes.hpp"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace hitlab
{

inline constexpr double kPi = std::numbers::pi;

// z component of the 3D cross product: > 0 when b is counter-clockwise from a.
inline double cross(Vec2 a, Vec2 b)
{
    return a.x * b.y - a.y * b.x;
}

// a turned by +90 degrees.
inline Vec2 perp(Vec2 a)
{
    return {-a.y, a.x};
}

inline double lengthSquared(Vec2 a)
{
    return glm::dot(a, a);
}

inline Vec2 unitFromAngle(double angle)
{
    return {std::cos(angle), std::sin(angle)};
}

// p expressed in a frame whose origin is `origin` and whose x axis is the world x axis turned by
// angle (given as its unit vector axisX).
inline Vec2 toLocal(Vec2 p, Vec2 origin, Vec2 axisX)
{
    const Vec2 d = p - origin;
    return {glm::dot(d, axisX), cross(axisX, d)};
}

inline Vec2 toWorld(Vec2 local, Vec2 origin, Vec2 axisX)
{
    return origin + axisX * local.x + perp(axisX) * local.y;
}

// Parameter in [0, 1] of the point of segment a-b closest to p. A zero-length segment gives 0.
inline double closestSegmentParameter(Vec2 p, Vec2 a, Vec2 b)
{
    const Vec2 ab = b - a;
    const double len2 = lengthSquared(ab);
    if (len2 <= 0.0)
    {
        return 0.0;
    }
    return std::clamp(glm::dot(p - a, ab) / len2, 0.0, 1.0);
}

inline Vec2 closestPointOnSegment(Vec2 p, Vec2 a, Vec2 b)
{
    return a + (b - a) * closestSegmentParameter(p, a, b);
}

inline double distanceSquaredPointSegment(Vec2 p, Vec2 a, Vec2 b)
{
    return lengthSquared(p - closestPointOnSegment(p, a, b));
}

// Orientation of c relative to the directed line a->b: > 0 left, < 0 right, 0 on the line.
inline double orientation(Vec2 a, Vec2 b, Vec2 c)
{
    return cross(b - a, c - a);
}

// Closed segments a-b and c-d share a point (orientation test with the collinear cases).
bool segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

// Closest points between closed segments p1-q1 and p2-q2; returns the squared distance.
double closestPointsSegmentSegment(Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2, Vec2& onFirst, Vec2& onSecond);

// Signed area of a closed outline (> 0 counter-clockwise), computed relative to its first vertex so
// that its rounding scales with the outline's size, not its distance from the origin.
double signedArea(const std::vector<Vec2>& outline);

} // namespace hitlab
