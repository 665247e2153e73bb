// Convex shapes against a fan by clipping, all in the fan's local frame (fan_math.hpp). The wedge
// (angular range) is an intersection of two half-planes through the centre O, or a union of two for a
// reflex fan, so Q = P clipped to it is convex (one or two pieces) and the convex polygon P meets the
// fan iff some Q meets the annulus r <= |p| <= R, i.e. min |p| over Q <= R and max |p| over Q >= r.
// Both extremes come from Q's boundary (min: 0 when O lies in Q). Segments are clipped the same way.
//
// Polygons are given counter-clockwise through a vertex accessor at(i), so that nothing is copied or
// allocated.
#pragma once

#include "fan_math.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitlab
{

// p lies in the closed convex polygon.
template <typename VertexAt> bool convexContains(int n, const VertexAt& at, Vec2 p)
{
    for (int i = 0; i < n; ++i)
    {
        const Vec2 a = at(i);
        const Vec2 b = at((i + 1) % n);
        if (cross(b - a, p - a) < 0.0)
        {
            return false;
        }
    }
    return true;
}

// Q = P and (half-planes n_k . p <= 0, all through O) meets the annulus r <= |p| <= R. Q's boundary is
// made of P's edges clipped to the half-planes and of the chords of P along the half-planes' lines.
template <typename VertexAt>
bool clippedConvexMeetsAnnulus(const FanFrame& f, int n, const VertexAt& at, const Vec2* normals,
                               int planeCount)
{
    constexpr double kInf = std::numeric_limits<double>::infinity();
    double minD2 = kInf;
    double maxD2 = -kInf;
    bool any = false;
    auto addSegment = [&](Vec2 p, Vec2 q)
    {
        any = true;
        maxD2 = std::max({maxD2, lengthSquared(p), lengthSquared(q)});
        minD2 = std::min(minD2, distanceSquaredPointSegment({0.0, 0.0}, p, q));
    };
    for (int i = 0; i < n; ++i)
    {
        const Vec2 p = at(i);
        const Vec2 q = at((i + 1) % n);
        double t0 = 0.0;
        double t1 = 1.0;
        for (int k = 0; k < planeCount && t0 <= t1; ++k)
        {
            const double sp = glm::dot(p, normals[k]);
            const double sq = glm::dot(q, normals[k]);
            if (sp > 0.0 && sq > 0.0)
            {
                t1 = -1.0;
            }
            else if (sp > 0.0)
            {
                t0 = std::max(t0, sp / (sp - sq));
            }
            else if (sq > 0.0)
            {
                t1 = std::min(t1, sp / (sp - sq));
            }
        }
        if (t0 <= t1)
        {
            addSegment(p + (q - p) * t0, p + (q - p) * t1);
        }
    }
    bool originInside = true;
    for (int k = 0; k < planeCount; ++k)
    {
        const Vec2 direction = perp(normals[k]);
        double lo = -kInf;
        double hi = kInf;
        for (int i = 0; i < n && lo <= hi; ++i)
        {
            const Vec2 p = at(i);
            const Vec2 e = at((i + 1) % n) - p;
            // Inside edge i: cross(e, s * direction - p) >= 0.
            const double slope = cross(e, direction);
            const double offset = -cross(e, p);
            if (offset < 0.0)
            {
                originInside = false;
            }
            if (slope > 0.0)
            {
                lo = std::max(lo, -offset / slope);
            }
            else if (slope < 0.0)
            {
                hi = std::min(hi, -offset / slope);
            }
            else if (offset < 0.0)
            {
                hi = -kInf;
            }
        }
        for (int m = 0; m < planeCount; ++m)
        {
            const double along = m == k ? 0.0 : glm::dot(direction, normals[m]);
            if (along > 0.0)
            {
                hi = std::min(hi, 0.0);
            }
            else if (along < 0.0)
            {
                lo = std::max(lo, 0.0);
            }
        }
        if (lo <= hi)
        {
            addSegment(direction * lo, direction * hi);
        }
    }
    if (planeCount == 0)
    {
        originInside = convexContains(n, at, {0.0, 0.0});
    }
    if (any && originInside)
    {
        minD2 = 0.0;
    }
    return any && minD2 <= f.outer * f.outer && maxD2 >= f.inner * f.inner;
}

// Outward normals of the two edge lines: in range <=> n_G . p <= 0 and n_H . p <= 0 when
// halfAngle <= pi/2, or either of them when the fan is reflex.
inline void edgeNormals(const FanFrame& f, Vec2& normalG, Vec2& normalH)
{
    normalG = {-f.sinHalf, f.cosHalf};
    normalH = {-f.sinHalf, -f.cosHalf};
}

template <typename VertexAt> bool convexMeetsFanLocal(const FanFrame& f, int n, const VertexAt& at)
{
    if (f.full)
    {
        return clippedConvexMeetsAnnulus(f, n, at, nullptr, 0);
    }
    Vec2 normals[2];
    edgeNormals(f, normals[0], normals[1]);
    if (f.halfAngle <= 0.5 * kPi)
    {
        return clippedConvexMeetsAnnulus(f, n, at, normals, 2);
    }
    return clippedConvexMeetsAnnulus(f, n, at, normals, 1) ||
           clippedConvexMeetsAnnulus(f, n, at, normals + 1, 1);
}

// The same for a segment: the clipped pieces are sub-segments.
inline bool segmentMeetsFanLocal(const FanFrame& f, Vec2 a, Vec2 b)
{
    auto clippedMeets = [&](const Vec2* normals, int planeCount)
    {
        double t0 = 0.0;
        double t1 = 1.0;
        for (int k = 0; k < planeCount && t0 <= t1; ++k)
        {
            const double sa = glm::dot(a, normals[k]);
            const double sb = glm::dot(b, normals[k]);
            if (sa > 0.0 && sb > 0.0)
            {
                return false;
            }
            if (sa > 0.0)
            {
                t0 = std::max(t0, sa / (sa - sb));
            }
            else if (sb > 0.0)
            {
                t1 = std::min(t1, sa / (sa - sb));
            }
        }
        if (t0 > t1)
        {
            return false;
        }
        const Vec2 p = a + (b - a) * t0;
        const Vec2 q = a + (b - a) * t1;
        return distanceSquaredPointSegment({0.0, 0.0}, p, q) <= f.outer * f.outer &&
               std::max(lengthSquared(p), lengthSquared(q)) >= f.inner * f.inner;
    };
    if (f.full)
    {
        return clippedMeets(nullptr, 0);
    }
    Vec2 normals[2];
    edgeNormals(f, normals[0], normals[1]);
    if (f.halfAngle <= 0.5 * kPi)
    {
        return clippedMeets(normals, 2);
    }
    return clippedMeets(normals, 1) || clippedMeets(normals + 1, 1);
}

// Closest pair between the polygon's boundary and the fan's pieces (first: on the polygon).
template <typename VertexAt>
ClosestPair closestConvexPieces(int n, const VertexAt& at, const FanPieces& pieces)
{
    ClosestPair best;
    for (int i = 0; i < n && best.distance > 0.0; ++i)
    {
        best.keep(closestSegmentPieces(at(i), at((i + 1) % n), pieces));
    }
    return best;
}

} // namespace hitlab
