// Fan (annular sector) helpers shared by the exact tests and the published fan methods: the fan's local
// frame, point membership, its boundary pieces, and exact closest points between circular arcs, points
// and segments; at the end, the other shapes' boundary pieces as parametrised curves for the depth and
// ellipse computations. Fan definition: hitlab/shapes.hpp and the fan thesis (Yamamoto, Tokyo University
// of Technology master's thesis 2023), section 2.1.
//
// Local frame of a fan: origin at the rotation centre O, x along the centre axis A, y = A turned by
// +90 degrees. The fan is symmetric about the local x axis there; its radial edges lie along
// G = (cos theta, sin theta) and H = (cos theta, -sin theta) (Yamamoto 2023 thesis, eq. 2.9;
// docs/algorithms/fan.md).
#pragma once

#include "hitlab/geometry.hpp"
#include "roots.hpp"

#include <cmath>
#include <limits>

namespace hitlab
{

struct FanFrame
{
    Vec2 center{0.0, 0.0}; // O, world
    Vec2 axis{1.0, 0.0};   // A, world unit vector
    double halfAngle = 0.0;
    double cosHalf = 1.0;
    double sinHalf = 0.0;
    double inner = 0.0;
    double outer = 1.0;
    bool full = false; // halfAngle >= pi: every direction is in range (a disk or an annulus)

    Vec2 toLocal(Vec2 world) const { return hitlab::toLocal(world, center, axis); }
    Vec2 toWorld(Vec2 local) const { return hitlab::toWorld(local, center, axis); }
    Vec2 directionToLocal(Vec2 d) const { return {glm::dot(d, axis), cross(axis, d)}; }
    Vec2 directionToWorld(Vec2 d) const { return axis * d.x + perp(axis) * d.y; }
    // Convex exactly when it has no hole and is not reflex, or is a whole disk.
    bool convex() const { return inner == 0.0 && (halfAngle <= 0.5 * kPi || full); }
};

inline FanFrame makeFanFrame(const Fan& fan)
{
    FanFrame frame;
    frame.center = fan.center;
    frame.axis = unitFromAngle(fan.angle);
    frame.full = fan.halfAngle >= kPi;
    frame.halfAngle = frame.full ? kPi : fan.halfAngle;
    // A full fan's two edges coincide on the negative axis; exact values keep them identical.
    frame.cosHalf = frame.full ? -1.0 : std::cos(fan.halfAngle);
    frame.sinHalf = frame.full ? 0.0 : std::sin(fan.halfAngle);
    frame.inner = fan.innerRadius;
    frame.outer = fan.outerRadius;
    return frame;
}

// Direction of the edge at +halfAngle (side > 0) or -halfAngle (side < 0), local frame.
inline Vec2 fanEdgeDirectionLocal(const FanFrame& f, double side)
{
    return {f.cosHalf, side * f.sinHalf};
}

// The direction of local q (q != 0) lies within halfAngle of the axis (Yamamoto 2023 thesis, eq.
// 2.6-2.7, without the division): with q folded to y >= 0, q is not counter-clockwise of G. The centre
// counts as in range; radii decide its membership.
inline bool inAngularRangeLocal(const FanFrame& f, Vec2 q)
{
    return f.full || q.x * f.sinHalf >= std::abs(q.y) * f.cosHalf;
}

// Yamamoto 2023 thesis, eq. 2.5 and 2.7: r^2 <= |q|^2 <= R^2 and the direction in range. Local frame.
inline bool fanContainsLocal(const FanFrame& f, Vec2 q)
{
    const double d2 = lengthSquared(q);
    return d2 >= f.inner * f.inner && d2 <= f.outer * f.outer && inAngularRangeLocal(f, q);
}

inline bool fanContains(const Fan& fan, Vec2 world)
{
    const FanFrame f = makeFanFrame(fan);
    return fanContainsLocal(f, f.toLocal(world));
}

// Closest point of the closed fan to local q, and its distance (0 with the point itself inside).
struct FanClosest
{
    Vec2 point{0.0, 0.0};
    double distance = 0.0;
    bool inside = false;
};

// In range the nearest point is radial (on an arc, or q itself); out of range it lies on the nearer
// radial edge, which after folding q to y >= 0 is the edge along G.
inline FanClosest closestOnFanLocal(const FanFrame& f, Vec2 q)
{
    FanClosest result;
    const double d2 = lengthSquared(q);
    if (inAngularRangeLocal(f, q))
    {
        if (d2 > f.outer * f.outer)
        {
            const double len = std::sqrt(d2);
            result.point = q * (f.outer / len);
            result.distance = len - f.outer;
        }
        else if (d2 < f.inner * f.inner)
        {
            if (d2 == 0.0)
            {
                result.point = {f.inner, 0.0};
                result.distance = f.inner;
            }
            else
            {
                const double len = std::sqrt(d2);
                result.point = q * (f.inner / len);
                result.distance = f.inner - len;
            }
        }
        else
        {
            result.point = q;
            result.inside = true;
        }
        return result;
    }
    const double side = q.y < 0.0 ? -1.0 : 1.0;
    const Vec2 folded{q.x, std::abs(q.y)};
    const Vec2 g = fanEdgeDirectionLocal(f, 1.0);
    const double t = std::clamp(glm::dot(folded, g), f.inner, f.outer);
    const Vec2 onEdge = g * t;
    result.point = {onEdge.x, side * onEdge.y};
    result.distance = glm::length(folded - onEdge);
    return result;
}

// The closed disk of centre q (local frame) and radius rc >= 0 meets the fan: Yamamoto 2023 thesis, 2.4,
// with the inner case fixed to max(r - rc, 0) (docs/algorithms/fan.md). With q in the angular range the
// fan's nearest point to q is radial, so the disk reaches the band r <= |p| <= R grown by rc; out of
// range the nearest point lies on the nearer radial edge (the edge along G once q is folded to y >= 0).
inline bool diskMeetsFanLocal(const FanFrame& f, Vec2 q, double rc)
{
    const double d2 = lengthSquared(q);
    const double reach = f.outer + rc;
    if (d2 > reach * reach)
    {
        return false;
    }
    if (inAngularRangeLocal(f, q))
    {
        const double innerReach = f.inner - rc;
        return innerReach <= 0.0 || d2 >= innerReach * innerReach;
    }
    const Vec2 folded{q.x, std::abs(q.y)};
    const Vec2 g = fanEdgeDirectionLocal(f, 1.0);
    const Vec2 onEdge = g * std::clamp(glm::dot(folded, g), f.inner, f.outer);
    return lengthSquared(folded - onEdge) <= rc * rc;
}

// A circular arc: the points center + radius * u with u within halfAngle of axis (the whole circle
// when full). Any frame.
struct FanArc
{
    Vec2 center{0.0, 0.0};
    Vec2 axis{1.0, 0.0};
    double radius = 1.0;
    double halfAngle = 0.0;
    double cosHalf = 1.0;
    double sinHalf = 0.0;
    bool full = false;
};

inline Vec2 arcDirection(const FanArc& arc, double side)
{
    return arc.axis * arc.cosHalf + perp(arc.axis) * (side * arc.sinHalf);
}

inline Vec2 arcEnd(const FanArc& arc, double side)
{
    return arc.center + arcDirection(arc, side) * arc.radius;
}

// Direction d (from the arc's centre, d != 0) lies within the arc's angular range.
inline bool arcCovers(const FanArc& arc, Vec2 d)
{
    if (arc.full)
    {
        return true;
    }
    const double x = glm::dot(d, arc.axis);
    const double y = std::abs(cross(arc.axis, d));
    return x * arc.sinHalf >= y * arc.cosHalf;
}

// The fan's boundary as pieces: radial edges (one when full: both lie on the negative axis, inside
// the set, kept so that the pieces stay connected) and arcs (outer first, inner when r > 0). Every
// piece lies in the fan and together they contain its boundary.
struct FanPieces
{
    Segment edges[2];
    int edgeCount = 0;
    FanArc arcs[2];
    int arcCount = 0;
};

// Pieces of a fan whose centre and unit axis are given in some frame (world, or another fan's local
// frame).
inline FanPieces fanPieces(const FanFrame& f, Vec2 center, Vec2 axis)
{
    FanPieces pieces;
    const Vec2 side = perp(axis);
    for (double s : {1.0, -1.0})
    {
        const Vec2 direction = axis * f.cosHalf + side * (s * f.sinHalf);
        pieces.edges[pieces.edgeCount++] =
            Segment{center + direction * f.inner, center + direction * f.outer};
        if (f.full)
        {
            break;
        }
    }
    FanArc arc{center, axis, f.outer, f.halfAngle, f.cosHalf, f.sinHalf, f.full};
    pieces.arcs[pieces.arcCount++] = arc;
    if (f.inner > 0.0)
    {
        arc.radius = f.inner;
        pieces.arcs[pieces.arcCount++] = arc;
    }
    return pieces;
}

inline FanPieces fanPiecesLocal(const FanFrame& f)
{
    return fanPieces(f, {0.0, 0.0}, {1.0, 0.0});
}

// The closest pair between two sets; distance is +infinity until a pair is kept.
struct ClosestPair
{
    double distance = std::numeric_limits<double>::infinity();
    Vec2 onFirst{0.0, 0.0};
    Vec2 onSecond{0.0, 0.0};

    void keep(double d, Vec2 first, Vec2 second)
    {
        if (d < distance)
        {
            distance = d;
            onFirst = first;
            onSecond = second;
        }
    }
    void keep(const ClosestPair& other) { keep(other.distance, other.onFirst, other.onSecond); }
    ClosestPair swapped() const { return {distance, onSecond, onFirst}; }
};

// Point p to an arc: the radial projection when p's direction is in range, else the nearer end (the
// distance to a circle point grows with the angle from p's direction).
inline ClosestPair closestPointArc(Vec2 p, const FanArc& arc)
{
    ClosestPair best;
    const Vec2 d = p - arc.center;
    const double len = glm::length(d);
    if (len > 0.0 && arcCovers(arc, d))
    {
        best.keep(std::abs(len - arc.radius), p, arc.center + d * (arc.radius / len));
        return best;
    }
    for (double side : {1.0, -1.0})
    {
        const Vec2 end = arcEnd(arc, side);
        best.keep(glm::length(p - end), p, end);
    }
    return best;
}

// The closed segment a-b shares a point with the arc: one of the (at most two) points where the
// segment crosses the arc's circle lies in the arc's angular range. The same arithmetic as the
// shared-point branch of closestSegmentArc below, so both agree; no square root unless the segment's
// line reaches the circle. point, when given, receives the shared point.
inline bool segmentMeetsArc(Vec2 a, Vec2 b, const FanArc& arc, Vec2* point = nullptr)
{
    const Vec2 a0 = a - arc.center;
    const Vec2 d = b - a;
    const double len2 = lengthSquared(d);
    if (len2 <= 0.0)
    {
        return false;
    }
    const double along = -glm::dot(a0, d) / len2;
    const double crossAD = cross(a0, d);
    const double h2 = crossAD * crossAD / len2;
    const double rho2 = arc.radius * arc.radius;
    if (h2 > rho2)
    {
        return false;
    }
    const double w = std::sqrt((rho2 - h2) / len2);
    for (double s : {along - w, along + w})
    {
        if (s >= 0.0 && s <= 1.0 && arcCovers(arc, a0 + d * s))
        {
            if (point != nullptr)
            {
                *point = a + d * s;
            }
            return true;
        }
    }
    return false;
}

// The distance from the segment a-b to the arc is at most `reach` (>= 0). The closest pair is a shared
// point, or has an end of one of them, or is interior to both, where it is radial for the circle and
// normal to the segment (closestSegmentArc). Each candidate is the distance of a real pair of points,
// compared squared where no root is needed.
inline bool segmentWithinReachOfArc(Vec2 a, Vec2 b, const FanArc& arc, double reach)
{
    const double reach2 = reach * reach;
    for (double side : {1.0, -1.0})
    {
        if (distanceSquaredPointSegment(arcEnd(arc, side), a, b) <= reach2)
        {
            return true;
        }
    }
    auto radialWithin = [&](Vec2 p) // p relative to the centre, its direction covered by the arc
    {
        const double gap = glm::length(p) - arc.radius;
        return gap * gap <= reach2;
    };
    for (Vec2 end : {a, b})
    {
        const Vec2 d = end - arc.center;
        if (lengthSquared(d) > 0.0 && arcCovers(arc, d) && radialWithin(d))
        {
            return true;
        }
    }
    const Vec2 a0 = a - arc.center;
    const Vec2 d = b - a;
    const double len2 = lengthSquared(d);
    if (len2 > 0.0)
    {
        const double along = -glm::dot(a0, d) / len2;
        if (along > 0.0 && along < 1.0)
        {
            const Vec2 foot = a0 + d * along;
            if (lengthSquared(foot) > 0.0 && arcCovers(arc, foot) && radialWithin(foot))
            {
                return true;
            }
        }
    }
    return segmentMeetsArc(a, b, arc);
}

// Segment a-b to an arc. A shared point comes from the line-circle intersection. Otherwise the
// closest pair has an end of one of them, or is interior to both: then the connecting segment is
// normal to the segment and radial for the circle, so the segment's point is the foot of the centre.
inline ClosestPair closestSegmentArc(Vec2 a, Vec2 b, const FanArc& arc)
{
    ClosestPair best;
    const Vec2 a0 = a - arc.center;
    const Vec2 d = b - a;
    const double len2 = lengthSquared(d);
    if (len2 > 0.0)
    {
        const double along = -glm::dot(a0, d) / len2;
        const double crossAD = cross(a0, d);
        const double h2 = crossAD * crossAD / len2;
        const double rho2 = arc.radius * arc.radius;
        if (h2 <= rho2)
        {
            const double w = std::sqrt((rho2 - h2) / len2);
            for (double s : {along - w, along + w})
            {
                if (s >= 0.0 && s <= 1.0)
                {
                    const Vec2 p = a0 + d * s;
                    if (arcCovers(arc, p))
                    {
                        best.keep(0.0, arc.center + p, arc.center + p);
                        return best;
                    }
                }
            }
        }
        if (along > 0.0 && along < 1.0)
        {
            const Vec2 foot = a0 + d * along;
            const double footLen = glm::length(foot);
            if (footLen > 0.0 && arcCovers(arc, foot))
            {
                best.keep(std::abs(footLen - arc.radius), arc.center + foot,
                          arc.center + foot * (arc.radius / footLen));
            }
        }
    }
    for (Vec2 end : {a, b})
    {
        best.keep(closestPointArc(end, arc));
    }
    for (double side : {1.0, -1.0})
    {
        const Vec2 end = arcEnd(arc, side);
        const Vec2 q = closestPointOnSegment(end, a, b);
        best.keep(glm::length(end - q), q, end);
    }
    return best;
}

// Arc to arc. A shared point comes from the circle-circle intersection. Otherwise the closest pair
// has an end of one arc, or is interior to both: then the connecting segment is radial for both
// circles, so both points lie on the line through the two centres.
inline ClosestPair closestArcArc(const FanArc& first, const FanArc& second)
{
    ClosestPair best;
    const Vec2 dc = second.center - first.center;
    const double dist = glm::length(dc);
    if (dist > 0.0)
    {
        const Vec2 u = dc / dist;
        const double r1 = first.radius;
        const double r2 = second.radius;
        if (dist <= r1 + r2 && dist >= std::abs(r1 - r2))
        {
            const double along = (r1 * r1 - r2 * r2 + dist * dist) / (2.0 * dist);
            const double h = std::sqrt(std::max(0.0, r1 * r1 - along * along));
            for (double s : {1.0, -1.0})
            {
                const Vec2 p = first.center + u * along + perp(u) * (s * h);
                if (arcCovers(first, p - first.center) && arcCovers(second, p - second.center))
                {
                    best.keep(0.0, p, p);
                    return best;
                }
            }
        }
        for (double s1 : {1.0, -1.0})
        {
            if (!arcCovers(first, u * s1))
            {
                continue;
            }
            for (double s2 : {1.0, -1.0})
            {
                if (arcCovers(second, u * s2))
                {
                    const Vec2 q1 = first.center + u * (s1 * r1);
                    const Vec2 q2 = second.center + u * (s2 * r2);
                    best.keep(glm::length(q1 - q2), q1, q2);
                }
            }
        }
    }
    for (double side : {1.0, -1.0})
    {
        best.keep(closestPointArc(arcEnd(first, side), second));
        best.keep(closestPointArc(arcEnd(second, side), first).swapped());
    }
    return best;
}

// Two arcs share a point: a point where their circles cross lies in both angular ranges (the same
// arithmetic as the shared-point branch of closestArcArc), or, on one circle, an end of one arc lies
// in the other's range. point, when given, receives a shared point.
inline bool arcsMeet(const FanArc& first, const FanArc& second, Vec2* point = nullptr)
{
    const Vec2 dc = second.center - first.center;
    const double dist2 = lengthSquared(dc);
    const double r1 = first.radius;
    const double r2 = second.radius;
    if (dist2 == 0.0)
    {
        if (r1 != r2)
        {
            return false;
        }
        for (double side : {1.0, -1.0})
        {
            const Vec2 firstEnd = arcDirection(first, side);
            const Vec2 secondEnd = arcDirection(second, side);
            if (arcCovers(second, firstEnd) || arcCovers(first, secondEnd))
            {
                if (point != nullptr)
                {
                    *point = first.center + (arcCovers(second, firstEnd) ? firstEnd : secondEnd) * r1;
                }
                return true;
            }
        }
        return false;
    }
    const double dist = std::sqrt(dist2);
    if (!(dist <= r1 + r2 && dist >= std::abs(r1 - r2)))
    {
        return false;
    }
    const Vec2 u = dc / dist;
    const double along = (r1 * r1 - r2 * r2 + dist * dist) / (2.0 * dist);
    const double h = std::sqrt(std::max(0.0, r1 * r1 - along * along));
    for (double s : {1.0, -1.0})
    {
        const Vec2 p = first.center + u * along + perp(u) * (s * h);
        if (arcCovers(first, p - first.center) && arcCovers(second, p - second.center))
        {
            if (point != nullptr)
            {
                *point = p;
            }
            return true;
        }
    }
    return false;
}

inline ClosestPair closestSegmentSegment(Vec2 a1, Vec2 b1, Vec2 a2, Vec2 b2)
{
    ClosestPair best;
    Vec2 on1;
    Vec2 on2;
    const double d2 = closestPointsSegmentSegment(a1, b1, a2, b2, on1, on2);
    best.keep(std::sqrt(d2), on1, on2);
    return best;
}

// Closest pair between a segment and the fan's boundary pieces (first: on the segment).
inline ClosestPair closestSegmentPieces(Vec2 a, Vec2 b, const FanPieces& pieces)
{
    ClosestPair best;
    for (int i = 0; i < pieces.edgeCount; ++i)
    {
        best.keep(closestSegmentSegment(a, b, pieces.edges[i].a, pieces.edges[i].b));
    }
    for (int i = 0; i < pieces.arcCount; ++i)
    {
        best.keep(closestSegmentArc(a, b, pieces.arcs[i]));
    }
    return best;
}

// ---------------------------------------------------------------------------------------------------
// Pieces of the other shapes' boundaries as parametrised curves, with the algebra needed to write
// feature distances along them: along a segment every such function is a Quadratic, along a conic arc
// a Trig2 (roots.hpp), whose roots are found exactly.

// p(s) = a + s d, s in [lo, hi].
struct LinePiece
{
    using Function = Quadratic;
    Vec2 a;
    Vec2 d;
    double lo = 0.0;
    double hi = 1.0;

    Vec2 at(double s) const { return a + d * s; }
    // w . p + k
    Quadratic linear(Vec2 w, double k) const { return {{glm::dot(w, a) + k, glm::dot(w, d), 0.0}}; }
    // |p - e|^2
    Quadratic distanceSquared(Vec2 e) const
    {
        const Vec2 a0 = a - e;
        return {{lengthSquared(a0), 2.0 * glm::dot(a0, d), lengthSquared(d)}};
    }
    // Product of two linear functions.
    static Quadratic product(const Quadratic& f, const Quadratic& g)
    {
        return {{f.c[0] * g.c[0], f.c[0] * g.c[1] + f.c[1] * g.c[0], f.c[1] * g.c[1]}};
    }
};

// p(t) = q + u cos t + v sin t, t in [lo, hi]: a circular arc (u, v orthogonal of equal length) or an
// ellipse.
struct ConicPiece
{
    using Function = Trig2;
    Vec2 q;
    Vec2 u;
    Vec2 v;
    double lo = 0.0;
    double hi = 2.0 * kPi;

    Vec2 at(double t) const { return q + u * std::cos(t) + v * std::sin(t); }
    Trig2 linear(Vec2 w, double k) const
    {
        return {glm::dot(w, q) + k, glm::dot(w, u), glm::dot(w, v), 0.0, 0.0};
    }
    Trig2 distanceSquared(Vec2 e) const
    {
        const Vec2 d = q - e;
        const double uu = lengthSquared(u);
        const double vv = lengthSquared(v);
        return {lengthSquared(d) + 0.5 * (uu + vv), 2.0 * glm::dot(d, u), 2.0 * glm::dot(d, v),
                0.5 * (uu - vv), glm::dot(u, v)};
    }
    static Trig2 product(const Trig2& f, const Trig2& g)
    {
        return {f.k0 * g.k0 + 0.5 * (f.kc * g.kc + f.ks * g.ks), f.k0 * g.kc + f.kc * g.k0,
                f.k0 * g.ks + f.ks * g.k0, 0.5 * (f.kc * g.kc - f.ks * g.ks),
                0.5 * (f.kc * g.ks + f.ks * g.kc)};
    }
};

// A circular arc as a conic piece over its angle interval.
inline ConicPiece conicOfArc(const FanArc& arc)
{
    const double axisAngle = std::atan2(arc.axis.y, arc.axis.x);
    return {arc.center,
            {arc.radius, 0.0},
            {0.0, arc.radius},
            axisAngle - arc.halfAngle,
            axisAngle + arc.halfAngle};
}

} // namespace hitlab
