// Exact overlap tests and signed distances of every pair with a fan (annular sector): point, circle,
// ellipse, rect, polygon, segment, capsule and fan against a fan. Fan definition: hitlab/shapes.hpp and
// Yamamoto 2023 thesis, section 2.1; its published tests (2.2-2.6) live in published_fan_thesis.cpp.
// docs/algorithms/fan.md ("fan-exact") gives the same account for a reader.
//
// The family's files, by concern:
//   exact_fan.cpp    the 20 pair functions, their traces, and the definitions below (this file)
//   fan_math.hpp     the fan's local frame, membership, boundary pieces, closest points between arcs,
//                    points and segments; the other shapes' pieces as parametrised curves
//   fan_clip.hpp     convex polygons and segments clipped to the wedge, against the annulus
//   fan_ellipse.hpp  an ellipse against the fan's pieces: overlap and closest pairs
//   fan_depth.hpp    depth inside the fan: the negative signed distances defined below
//   roots.hpp        real roots of the polynomials and trigonometric polynomials these lead to
//
// Outline (every computation in the fan's local frame, fan_math.hpp: O at the origin, axis +x)
// - Two closed connected sets meet iff the boundary of one meets the other, or the other lies in
//   the first's interior. The fan's boundary is covered by its "pieces": two radial edges and one or
//   two arcs (fan_math.hpp); they lie in the fan and form a connected set. So: overlap iff some piece
//   meets the other shape, or a reference point of the other shape lies in the fan.
// - Gap (disjoint shapes) = min over pieces of the exact distance from the piece to the other shape
//   (or to its boundary pieces). Every piece-to-piece distance comes from a finite candidate set
//   that provably contains the closest pair: end points, and the interior critical pairs where the
//   connecting segment is normal to both pieces (for an arc: radial, through its centre).
// - Convex polygons, rectangles and segments use a faster exact overlap test: the wedge
//   (angular range) is an intersection of two half-planes, or a union of two for a reflex fan, so
//   Q = P clipped to it is convex (one or two pieces) and P meets the fan iff some Q meets the
//   annulus r <= |p| <= R, i.e. min |p| over Q <= R and max |p| over Q >= r. Both extremes come from
//   Q's boundary (min: 0 when O lies in Q). (fan_clip.hpp)
// - Circle: the thesis's test (2.4) with its inner-radius case fixed to max(r - rc, 0): the closest
//   point of the fan to the centre is radial when the centre is in the angular range, else on the nearer
//   radial edge.
// - Ellipse: pieces against the ellipse (fan_ellipse.hpp). A segment meets it iff min |T p(s)|^2 <= 1
//   with T the map to the unit circle (a quadratic in s); an arc iff the minimum over its angle of
//   |T q(phi)|^2 <= 1, a trigonometric polynomial of degree 2 minimised at its end points or at the
//   roots of its derivative. Distances: segment ends and arc ends via Eberly's point-to-ellipse method
//   (ellipse_math.hpp); interior pairs at the ellipse's support points normal to the segment, and at the
//   feet of the normals dropped from the arc's centre to the ellipse (roots of a degree-2 trigonometric
//   polynomial). Such roots are isolated exactly (roots.hpp): the substitution u = tan(psi / 2) on
//   quarter turns gives a quartic, whose real roots are bracketed between the roots of its derivative
//   (recursively) and bisected to full precision. Every candidate is the distance of a real pair of
//   points, so a root a few ulps off only moves the answer by rounding.
// - Cheap exact early-outs first, before any trigonometry: the fan's bounding circle (centre O,
//   radius R) against the other shape's bounding circle or box; the other shape wholly inside the
//   hole (its farthest distance from O < r); the wedge's half-planes separating the other shape.
// - Speed on broadphase candidates (bounds overlap, so often near contact): each overlap test then
//   tries closed-form decisions, each exact in the direction it decides, before any iteration:
//   a disk against the fan (diskMeetsFanLocal: an ellipse's inscribed and bounding circles, a
//   capsule's end disks, a fan's bounding circle); a corner of the fan inside the other shape, or a
//   vertex of it inside the fan; separating lines (the wedge's edge lines, a polygon's edge lines
//   against the fan's support); closed-form crossings of segments and arcs (fan_math.hpp). Capsules
//   need no root finding at all: when the core misses the fan, the capsule meets it iff the core is
//   within its radius of a radial edge (segment-segment) or of an arc (segmentWithinReachOfArc).
//   Only an ellipse against an arc may need the trigonometric roots above (arcMeetsEllipse), and
//   then only over the angles where the arc lies in the ellipse's bounding circle.
//
// Signed distance (value < 0 when the shapes overlap; `pointA` on the first shape, `pointB` on the fan):
// - value > 0: the gap, with the two closest points. The sign always agrees with the overlap test:
//   a gap that rounds to 0 while the overlap test says "apart" is reported as the smallest positive
//   double; an overlap whose depth rounds to 0 is reported as 0 (touching).
// - Convex fan (innerRadius == 0 and halfAngle <= pi/2, or a whole disk) with any convex shape (every
//   kind but a non-convex fan): value = minus the penetration depth, the length of the shortest
//   translation that separates the shapes, as hitlab/overlap.hpp states for convex pairs. Computed by
//   the duality formula -min over unit u of (h_fan(u) + h_other(-u)) with minimizeSupportFunction
//   (ellipse_math.hpp, provably within 1e-14 relative of the minimum); points and circles in closed
//   form. Witnesses: the support points along the minimising direction.
// - Non-convex fan (a hole, or halfAngle > pi/2), or a fan pair with a non-convex member:
//   value = minus the depth of the other shape's deepest point in the fan,
//       depth = radius + max over p in (core and fan) of dist(p, boundary of the fan)
//   where every shape is its core grown by a radius: a point or circle is its centre grown by 0 or r,
//   a segment or capsule is its segment grown by 0 or r, and a rect, polygon or ellipse is itself
//   (radius 0). When the core misses the fan (a circle or capsule overlapping only with its rim)
//   depth = radius - dist(core, fan). For two fans the larger of the two depths (each fan's deepest
//   point in the other) is used, so the value is symmetric. This depth is 0 exactly at touching,
//   grows continuously with the overlap, needs no convexity, and for a point or a circle equals the
//   penetration depth whenever the fan is convex. `pointA` is the deepest point found, `pointB` the
//   nearest point of the fan's boundary to it. How the maximum is found exactly: fan_depth.hpp
//   (every candidate is a root of a polynomial or trigonometric polynomial of degree 2).
#include "fan_clip.hpp"
#include "fan_depth.hpp"
#include "fan_ellipse.hpp"
#include "fan_math.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

namespace hitlab
{

namespace
{

// ---------------------------------------------------------------------------------------------------
// Traces (filled only when the caller passes one; they never feed back into a result).

void traceFan(Trace* trace, const FanFrame& f)
{
    if (trace == nullptr)
    {
        return;
    }
    for (double side : {1.0, -1.0})
    {
        const Vec2 direction = f.directionToWorld(fanEdgeDirectionLocal(f, side));
        trace->world.segments.push_back(
            {f.center, f.center + direction * f.outer,
             side > 0 ? "angular limit +half_angle" : "angular limit -half_angle"});
    }
    trace->world.ellipses.push_back({f.center, f.outer, f.outer, 0.0, "radial band: outer radius R"});
    if (f.inner > 0.0)
    {
        trace->world.ellipses.push_back({f.center, f.inner, f.inner, 0.0, "radial band: inner radius r"});
    }
}

void traceNote(Trace* trace, const char* text)
{
    if (trace != nullptr)
    {
        trace->note(text);
    }
}

void tracePoint(Trace* trace, const FanFrame& f, Vec2 local, const char* label)
{
    if (trace != nullptr)
    {
        trace->world.points.push_back({f.toWorld(local), label});
    }
}

void traceResult(Trace* trace, const SignedDistance& sd)
{
    if (trace == nullptr)
    {
        return;
    }
    trace->value("signed distance", sd.value);
    trace->world.points.push_back({sd.pointA, sd.value > 0.0 ? "closest point on A" : "deepest point (A)"});
    trace->world.points.push_back(
        {sd.pointB, sd.value > 0.0 ? "closest point on the fan" : "fan boundary point"});
    trace->world.segments.push_back({sd.pointA, sd.pointB, sd.value > 0.0 ? "gap" : "depth"});
}

// Witnesses found in the fan's local frame, returned in the world.
SignedDistance toWorld(const FanFrame& f, SignedDistance sd)
{
    sd.pointA = f.toWorld(sd.pointA);
    sd.pointB = f.toWorld(sd.pointB);
    return sd;
}

// ---------------------------------------------------------------------------------------------------
// Segments (a capsule's core too), in the fan's local frame.

// Distance from the segment to the fan (0 when they meet), first point on the segment.
ClosestPair closestSegmentFanLocal(const FanFrame& f, Vec2 a, Vec2 b)
{
    if (segmentMeetsFanLocal(f, a, b))
    {
        // A shared point: an end inside, else a crossing of the boundary pieces.
        ClosestPair shared;
        if (fanContainsLocal(f, a))
        {
            shared.keep(0.0, a, a);
        }
        else if (fanContainsLocal(f, b))
        {
            shared.keep(0.0, b, b);
        }
        else
        {
            shared = closestSegmentPieces(a, b, fanPiecesLocal(f));
            shared.distance = 0.0;
        }
        return shared;
    }
    return closestSegmentPieces(a, b, fanPiecesLocal(f));
}

} // namespace

// ===================================================================================================
// Point

bool overlapPointFan(const Point& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const bool inside = fanContainsLocal(f, f.toLocal(a.position));
    if (trace != nullptr)
    {
        traceFan(trace, f);
        trace->note(inside ? "point: r <= |P| <= R and within half_angle of the axis (seeds/004 2.2)"
                           : "point: outside the radial band or the angular range");
    }
    return inside;
}

SignedDistance distancePointFan(const Point& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const Vec2 q = f.toLocal(a.position);
    const FanClosest c = closestOnFanLocal(f, q);
    SignedDistance sd;
    if (!c.inside)
    {
        sd = toWorld(f, gapResult(c.distance, q, c.point));
        traceNote(trace, "point outside: distance to the nearest point of the fan");
    }
    else
    {
        // The point's depth is its distance to the boundary: the penetration depth for every fan.
        const DeepPoint deep = depthInFanLocal(f, q);
        sd = toWorld(f, depthResult(deep.depth, q, deep.boundary));
        traceNote(trace, "point inside: minus its distance to the fan's boundary");
    }
    traceFan(trace, f);
    traceResult(trace, sd);
    return sd;
}

// ===================================================================================================
// Circle

// Yamamoto 2023 thesis, 2.4 (repaired): in the angular range the radial band grown by rc,
// (max(r - rc, 0))^2 <= |P|^2 <= (R + rc)^2; out of range the distance to the nearer radial edge <= rc.
bool overlapCircleFan(const Circle& a, const Fan& b, Trace* trace)
{
    const Vec2 d = a.center - b.center;
    const double d2 = lengthSquared(d);
    const double reach = b.outerRadius + a.radius;
    if (d2 > reach * reach)
    {
        traceNote(trace, "circle: outside the fan's bounding circle grown by its radius");
        return false;
    }
    const FanFrame f = makeFanFrame(b);
    traceFan(trace, f);
    const Vec2 q = f.directionToLocal(d);
    if (inAngularRangeLocal(f, q))
    {
        const double innerReach = f.inner - a.radius;
        const bool meets = innerReach <= 0.0 || d2 >= innerReach * innerReach;
        traceNote(trace, meets ? "circle: centre in range and within the radial band grown by its radius"
                               : "circle: centre in range but wholly inside the hole");
        return meets;
    }
    const Vec2 folded{q.x, std::abs(q.y)};
    const Vec2 g = fanEdgeDirectionLocal(f, 1.0);
    const Vec2 onEdge = g * std::clamp(glm::dot(folded, g), f.inner, f.outer);
    const bool meets = lengthSquared(folded - onEdge) <= a.radius * a.radius;
    traceNote(trace, meets ? "circle: centre out of range, within its radius of the nearer radial edge"
                           : "circle: centre out of range, farther than its radius from both radial edges");
    return meets;
}

SignedDistance distanceCircleFan(const Circle& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const Vec2 q = f.toLocal(a.center);
    const FanClosest c = closestOnFanLocal(f, q);
    SignedDistance sd;
    if (!overlapCircleFan(a, b, nullptr))
    {
        const Vec2 toFan = c.point - q;
        const double len = glm::length(toFan);
        sd = toWorld(f, gapResult(c.distance - a.radius, q + toFan * (a.radius / len), c.point));
        traceNote(trace, "circle apart: distance from its centre to the fan minus its radius");
    }
    else if (!c.inside)
    {
        // Centre outside: rc - dist(centre, fan) (the penetration depth when the fan is convex).
        const Vec2 toFan = c.point - q;
        const double len = glm::length(toFan);
        const Vec2 deepest = len > 0.0 ? q + toFan * (a.radius / len) : q;
        sd = toWorld(f, depthResult(a.radius - c.distance, deepest, c.point));
        traceNote(trace, "circle overlapping, centre outside: radius minus the centre's distance to the fan");
    }
    else
    {
        // Centre inside: rc + its distance to the boundary (the penetration depth when convex).
        const DeepPoint deep = depthInFanLocal(f, q);
        const Vec2 away = q - deep.boundary;
        const double len = glm::length(away);
        const Vec2 deepest = len > 0.0 ? q + away * (a.radius / len) : q;
        sd = toWorld(f, depthResult(a.radius + deep.depth, deepest, deep.boundary));
        traceNote(trace,
                  "circle overlapping, centre inside: radius plus the centre's distance to the boundary");
    }
    traceFan(trace, f);
    traceResult(trace, sd);
    return sd;
}

// ===================================================================================================
// Segment

bool overlapSegmentFan(const Segment& a, const Fan& b, Trace* trace)
{
    const Vec2 ca = a.a - b.center;
    const Vec2 cb = a.b - b.center;
    if (distanceSquaredPointSegment({0.0, 0.0}, ca, cb) > b.outerRadius * b.outerRadius)
    {
        traceNote(trace, "segment: outside the fan's bounding circle");
        return false;
    }
    if (std::max(lengthSquared(ca), lengthSquared(cb)) < b.innerRadius * b.innerRadius)
    {
        traceNote(trace, "segment: wholly inside the hole");
        return false;
    }
    const FanFrame f = makeFanFrame(b);
    traceFan(trace, f);
    const bool meets = segmentMeetsFanLocal(f, f.directionToLocal(ca), f.directionToLocal(cb));
    traceNote(trace, meets ? "segment: its part inside the angular range reaches the radial band"
                           : "segment: its part inside the angular range misses the radial band");
    return meets;
}

SignedDistance distanceSegmentFan(const Segment& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const Vec2 p = f.toLocal(a.a);
    const Vec2 q = f.toLocal(a.b);
    SignedDistance sd;
    if (!overlapSegmentFan(a, b, nullptr))
    {
        const ClosestPair c = closestSegmentPieces(p, q, fanPiecesLocal(f));
        sd = toWorld(f, gapResult(c.distance, c.onFirst, c.onSecond));
        traceNote(trace, "segment apart: closest pair against the fan's edges and arcs");
    }
    else if (f.convex())
    {
        sd = toWorld(f, convexFanDepth(f, [&](Vec2 u) { return glm::dot(p, u) >= glm::dot(q, u) ? p : q; }));
        traceNote(trace, "segment overlapping a convex fan: penetration depth by support-function duality");
    }
    else
    {
        const DeepPoint deep = maxDepthAlongSegment(f, p, q);
        sd = toWorld(f, depthResult(deep.depth, deep.point, deep.boundary));
        traceNote(trace, "segment overlapping a non-convex fan: depth of its deepest point in the fan");
    }
    traceFan(trace, f);
    traceResult(trace, sd);
    return sd;
}

// ===================================================================================================
// Capsule: its core segment against the fan, minus the radius.

bool overlapCapsuleFan(const Capsule& a, const Fan& b, Trace* trace)
{
    const Vec2 ca = a.a - b.center;
    const Vec2 cb = a.b - b.center;
    const double reach = b.outerRadius + a.radius;
    if (distanceSquaredPointSegment({0.0, 0.0}, ca, cb) > reach * reach)
    {
        traceNote(trace, "capsule: outside the fan's bounding circle grown by its radius");
        return false;
    }
    const double innerReach = b.innerRadius - a.radius;
    if (innerReach > 0.0 && std::max(lengthSquared(ca), lengthSquared(cb)) < innerReach * innerReach)
    {
        traceNote(trace, "capsule: wholly inside the hole");
        return false;
    }
    const FanFrame f = makeFanFrame(b);
    traceFan(trace, f);
    const Vec2 p = f.directionToLocal(ca);
    const Vec2 q = f.directionToLocal(cb);
    if (diskMeetsFanLocal(f, p, a.radius) || diskMeetsFanLocal(f, q, a.radius))
    {
        traceNote(trace, "capsule: the disk at one end of its core meets the fan (seeds/004 2.4)");
        return true;
    }
    if (!f.full)
    {
        // The wedge's half-planes: with both ends of the core more than the radius beyond an edge's
        // line (for a reflex fan: beyond both lines, in the notch), the whole capsule is out of range.
        Vec2 normals[2];
        edgeNormals(f, normals[0], normals[1]);
        bool beyond[2];
        for (int k = 0; k < 2; ++k)
        {
            beyond[k] = std::min(glm::dot(p, normals[k]), glm::dot(q, normals[k])) > a.radius;
        }
        if (f.halfAngle <= 0.5 * kPi ? (beyond[0] || beyond[1]) : (beyond[0] && beyond[1]))
        {
            traceNote(trace, "capsule: farther than its radius beyond a radial edge's line");
            return false;
        }
    }
    if (segmentMeetsFanLocal(f, p, q))
    {
        traceNote(trace, "capsule: its core segment meets the fan");
        return true;
    }
    // The core misses the fan, so its distance to the fan is its distance to the boundary pieces:
    // segment-segment for the radial edges, closed-form segment-arc for the arcs.
    const FanPieces pieces = fanPiecesLocal(f);
    bool meets = false;
    for (int i = 0; i < pieces.edgeCount && !meets; ++i)
    {
        Vec2 onCore;
        Vec2 onEdge;
        meets = closestPointsSegmentSegment(p, q, pieces.edges[i].a, pieces.edges[i].b, onCore, onEdge) <=
                a.radius * a.radius;
    }
    for (int i = 0; i < pieces.arcCount && !meets; ++i)
    {
        meets = segmentWithinReachOfArc(p, q, pieces.arcs[i], a.radius);
    }
    traceNote(trace, meets ? "capsule: its core segment is within its radius of the fan's edges or arcs"
                           : "capsule: its core segment is farther than its radius from the fan");
    return meets;
}

SignedDistance distanceCapsuleFan(const Capsule& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const Vec2 p = f.toLocal(a.a);
    const Vec2 q = f.toLocal(a.b);
    const ClosestPair core = closestSegmentFanLocal(f, p, q);
    SignedDistance sd;
    auto grown = [&](const ClosestPair& c, double towards)
    {
        // The capsule's surface point along the core's closest pair (away from the fan when inside).
        const Vec2 d = c.onSecond - c.onFirst;
        const double len = glm::length(d);
        return len > 0.0 ? c.onFirst + d * (towards * a.radius / len) : c.onFirst;
    };
    if (!overlapCapsuleFan(a, b, nullptr))
    {
        sd = toWorld(f, gapResult(core.distance - a.radius, grown(core, 1.0), core.onSecond));
        traceNote(trace, "capsule apart: distance from its core segment to the fan minus its radius");
    }
    else if (f.convex())
    {
        const auto support = [&](Vec2 u)
        {
            const double len = glm::length(u);
            const Vec2 end = glm::dot(p, u) >= glm::dot(q, u) ? p : q;
            return len > 0.0 ? end + u * (a.radius / len) : end;
        };
        sd = toWorld(f, convexFanDepth(f, support));
        traceNote(trace, "capsule overlapping a convex fan: penetration depth by support-function duality");
    }
    else if (core.distance > 0.0)
    {
        sd = toWorld(f, depthResult(a.radius - core.distance, grown(core, 1.0), core.onSecond));
        traceNote(trace,
                  "capsule overlapping with its rim only: radius minus the core's distance to the fan");
    }
    else
    {
        const DeepPoint deep = maxDepthAlongSegment(f, p, q);
        const Vec2 away = deep.point - deep.boundary;
        const double len = glm::length(away);
        const Vec2 deepest = len > 0.0 ? deep.point + away * (a.radius / len) : deep.point;
        sd = toWorld(f, depthResult(a.radius + deep.depth, deepest, deep.boundary));
        traceNote(trace,
                  "capsule overlapping a non-convex fan: radius plus the depth of its core's deepest point");
    }
    traceFan(trace, f);
    traceResult(trace, sd);
    return sd;
}

// ===================================================================================================
// Rect and polygon

namespace
{

// Every point x of the fan has m.x > k (local frame; pieces from fanPiecesLocal). The fan's lowest
// value of m.x is minus its support along w = -m: R |w| when w's direction is in the angular range
// (|x| <= R, reached on the outer arc), else the best corner, since along each circle of radius rho
// w.x is largest at the range end nearer to w and it is linear in rho.
bool fanBeyondLine(const FanFrame& f, const FanPieces& pieces, Vec2 m, double k)
{
    if (inAngularRangeLocal(f, -m))
    {
        return k < 0.0 && k * k > f.outer * f.outer * lengthSquared(m);
    }
    for (int i = 0; i < pieces.edgeCount; ++i)
    {
        if (glm::dot(m, pieces.edges[i].a) <= k || glm::dot(m, pieces.edges[i].b) <= k)
        {
            return false;
        }
    }
    return true;
}

// Cheap exact decisions first (a vertex in the fan, the polygon in the hole or beyond a radial edge's
// line, a corner of the fan in the polygon, the fan beyond one of the polygon's edge lines: a
// separating axis), then the clipped-polygon test (convexMeetsFanLocal), which is exact on its own.
template <typename VertexAt>
bool convexOverlapFanLocal(const FanFrame& f, int n, const VertexAt& at, Trace* trace)
{
    traceFan(trace, f);
    Vec2 normals[2];
    edgeNormals(f, normals[0], normals[1]);
    bool beyond[2] = {!f.full, !f.full};
    double maxD2 = 0.0;
    for (int i = 0; i < n; ++i)
    {
        const Vec2 v = at(i);
        if (fanContainsLocal(f, v))
        {
            traceNote(trace, "polygon: a vertex lies in the fan");
            return true;
        }
        maxD2 = std::max(maxD2, lengthSquared(v));
        for (int k = 0; k < 2; ++k)
        {
            beyond[k] = beyond[k] && glm::dot(v, normals[k]) > 0.0;
        }
    }
    if (maxD2 < f.inner * f.inner)
    {
        traceNote(trace, "polygon: wholly inside the hole");
        return false;
    }
    if (f.halfAngle <= 0.5 * kPi ? (beyond[0] || beyond[1]) : (beyond[0] && beyond[1]))
    {
        traceNote(trace, "polygon: separated from the angular range by a radial edge's line");
        return false;
    }
    const FanPieces pieces = fanPiecesLocal(f);
    for (int i = 0; i < pieces.edgeCount; ++i)
    {
        if (convexContains(n, at, pieces.edges[i].a) || convexContains(n, at, pieces.edges[i].b))
        {
            traceNote(trace, "polygon: it holds a corner of the fan");
            return true;
        }
    }
    for (int i = 0; i < n; ++i)
    {
        const Vec2 v = at(i);
        const Vec2 e = at((i + 1) % n) - v;
        if (fanBeyondLine(f, pieces, {e.y, -e.x}, cross(v, e)))
        {
            traceNote(trace, "polygon: the fan lies beyond the line of one of its edges");
            return false;
        }
    }
    const bool meets = convexMeetsFanLocal(f, n, at);
    traceNote(trace, meets ? "polygon: its part inside the angular range reaches the radial band"
                           : "polygon: its part inside the angular range misses the radial band");
    return meets;
}

template <typename VertexAt>
SignedDistance convexDistanceFanLocal(const FanFrame& f, int n, const VertexAt& at, bool overlapping,
                                      Trace* trace)
{
    SignedDistance sd;
    if (!overlapping)
    {
        const ClosestPair c = closestConvexPieces(n, at, fanPiecesLocal(f));
        sd = toWorld(f, gapResult(c.distance, c.onFirst, c.onSecond));
        traceNote(trace, "polygon apart: closest pair of its edges against the fan's edges and arcs");
    }
    else if (f.convex())
    {
        const auto support = [&](Vec2 u)
        {
            Vec2 best = at(0);
            double bestValue = glm::dot(best, u);
            for (int i = 1; i < n; ++i)
            {
                const Vec2 v = at(i);
                const double value = glm::dot(v, u);
                if (value > bestValue)
                {
                    bestValue = value;
                    best = v;
                }
            }
            return best;
        };
        sd = toWorld(f, convexFanDepth(f, support));
        traceNote(trace, "polygon overlapping a convex fan: penetration depth by support-function duality");
    }
    else
    {
        DeepPoint best;
        const DeepPoint fanDeepest = deepestPointOfFanLocal(f);
        if (convexContains(n, at, fanDeepest.point))
        {
            best = fanDeepest;
        }
        for (int i = 0; i < n; ++i)
        {
            keepDeeper(best, maxDepthAlongSegment(f, at(i), at((i + 1) % n)));
        }
        sd = toWorld(f, depthResult(best.depth, best.point, best.boundary));
        traceNote(trace, "polygon overlapping a non-convex fan: depth of its deepest point in the fan");
    }
    traceFan(trace, f);
    traceResult(trace, sd);
    return sd;
}

std::array<Vec2, 4> localCorners(const FanFrame& f, const Rect& rect)
{
    std::array<Vec2, 4> corners = rectCorners(rect);
    for (Vec2& c : corners)
    {
        c = f.toLocal(c);
    }
    return corners;
}

} // namespace

bool overlapRectFan(const Rect& a, const Fan& b, Trace* trace)
{
    // Bounding circles, without a square root: the half-diagonal is at most (w + h) / 2.
    const Vec2 d = a.center - b.center;
    const double d2 = lengthSquared(d);
    const double halfDiagonalBound = 0.5 * (a.width + a.height);
    const double reach = b.outerRadius + halfDiagonalBound;
    if (d2 > reach * reach)
    {
        traceNote(trace, "rect: outside the fan's bounding circle");
        return false;
    }
    const double halfDiagonal2 = 0.25 * (a.width * a.width + a.height * a.height);
    if (b.innerRadius * b.innerRadius > halfDiagonal2)
    {
        const double innerReach = b.innerRadius - std::sqrt(halfDiagonal2);
        if (d2 < innerReach * innerReach)
        {
            traceNote(trace, "rect: wholly inside the hole");
            return false;
        }
    }
    const FanFrame f = makeFanFrame(b);
    const std::array<Vec2, 4> corners = localCorners(f, a);
    return convexOverlapFanLocal(
        f, 4, [&](int i) { return corners[i]; }, trace);
}

SignedDistance distanceRectFan(const Rect& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const std::array<Vec2, 4> corners = localCorners(f, a);
    return convexDistanceFanLocal(
        f, 4, [&](int i) { return corners[i]; }, overlapRectFan(a, b, nullptr), trace);
}

bool overlapPolygonFan(const Polygon& a, const Fan& b, Trace* trace)
{
    // The polygon's bounding box against the fan's bounding circle.
    Vec2 lo = a.vertices.front();
    Vec2 hi = lo;
    for (const Vec2& v : a.vertices)
    {
        lo = glm::min(lo, v);
        hi = glm::max(hi, v);
    }
    const Vec2 outside = glm::max(glm::max(lo - b.center, b.center - hi), Vec2{0.0, 0.0});
    if (lengthSquared(outside) > b.outerRadius * b.outerRadius)
    {
        traceNote(trace, "polygon: its bounding box is outside the fan's bounding circle");
        return false;
    }
    const FanFrame f = makeFanFrame(b);
    const int n = static_cast<int>(a.vertices.size());
    // The vertices in the fan's frame once, on the stack, when they fit (queries allocate nothing).
    constexpr int kLocalVertices = 16;
    if (n <= kLocalVertices)
    {
        std::array<Vec2, kLocalVertices> local;
        for (int i = 0; i < n; ++i)
        {
            local[i] = f.toLocal(a.vertices[i]);
        }
        return convexOverlapFanLocal(
            f, n, [&](int i) { return local[i]; }, trace);
    }
    return convexOverlapFanLocal(
        f, n, [&](int i) { return f.toLocal(a.vertices[i]); }, trace);
}

SignedDistance distancePolygonFan(const Polygon& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const int n = static_cast<int>(a.vertices.size());
    return convexDistanceFanLocal(
        f, n, [&](int i) { return f.toLocal(a.vertices[i]); }, overlapPolygonFan(a, b, nullptr), trace);
}

// ===================================================================================================
// Ellipse

bool overlapEllipseFan(const Ellipse& a, const Fan& b, Trace* trace)
{
    const Vec2 d = a.center - b.center;
    const double d2 = lengthSquared(d);
    const double big = std::max(a.radiusX, a.radiusY);
    const double reach = b.outerRadius + big;
    if (d2 > reach * reach)
    {
        traceNote(trace, "ellipse: outside the fan's bounding circle");
        return false;
    }
    const double innerReach = b.innerRadius - big;
    if (innerReach > 0.0 && d2 < innerReach * innerReach)
    {
        traceNote(trace, "ellipse: wholly inside the hole");
        return false;
    }
    const FanFrame f = makeFanFrame(b);
    traceFan(trace, f);
    const LocalEllipse e = localEllipse(f, a);
    if (fanContainsLocal(f, e.center))
    {
        traceNote(trace, "ellipse: its centre lies in the fan");
        return true;
    }
    // The ellipse lies between its inscribed and its bounding circle, whose tests are closed forms.
    if (!diskMeetsFanLocal(f, e.center, big))
    {
        traceNote(trace, "ellipse: its bounding circle misses the fan");
        return false;
    }
    if (diskMeetsFanLocal(f, e.center, std::min(a.radiusX, a.radiusY)))
    {
        traceNote(trace, "ellipse: its inscribed circle meets the fan");
        return true;
    }
    if (!f.full)
    {
        // The wedge's half-planes: the ellipse's lowest point along an edge normal beyond the line.
        Vec2 normals[2];
        edgeNormals(f, normals[0], normals[1]);
        bool beyond[2];
        for (int k = 0; k < 2; ++k)
        {
            beyond[k] = glm::dot(e.support(-normals[k]), normals[k]) > 0.0;
        }
        if (f.halfAngle <= 0.5 * kPi ? (beyond[0] || beyond[1]) : (beyond[0] && beyond[1]))
        {
            traceNote(trace, "ellipse: separated from the angular range by a radial edge's line");
            return false;
        }
    }
    // The fan and the ellipse are connected: they meet iff the ellipse holds a point of the fan's
    // boundary pieces (its centre is not in the fan). The pieces' ends first, then the radial edges,
    // which are quadratics along the edge.
    const FanPieces pieces = fanPiecesLocal(f);
    for (int i = 0; i < pieces.edgeCount; ++i)
    {
        if (e.contains(pieces.edges[i].a) || e.contains(pieces.edges[i].b))
        {
            traceNote(trace, "ellipse: it holds a corner of the fan");
            return true;
        }
    }
    Vec2 where;
    for (int i = 0; i < pieces.edgeCount; ++i)
    {
        if (pieceMeetsEllipse(
                e, LinePiece{pieces.edges[i].a, pieces.edges[i].b - pieces.edges[i].a, 0.0, 1.0}, where))
        {
            traceNote(trace, "ellipse: a radial edge meets it");
            tracePoint(trace, f, where, "intersection point (deepest along the edge in the ellipse)");
            return true;
        }
    }
    for (int i = 0; i < pieces.arcCount; ++i)
    {
        if (arcMeetsEllipse(pieces.arcs[i], e, where))
        {
            traceNote(trace, i == 0 ? "ellipse: the outer arc meets it" : "ellipse: the inner arc meets it");
            tracePoint(trace, f, where, "a point of the arc in the ellipse");
            return true;
        }
    }
    traceNote(trace, "ellipse: no boundary piece of the fan meets it and its centre is outside");
    return false;
}

SignedDistance distanceEllipseFan(const Ellipse& a, const Fan& b, Trace* trace)
{
    const FanFrame f = makeFanFrame(b);
    const LocalEllipse e = localEllipse(f, a);
    SignedDistance sd;
    if (!overlapEllipseFan(a, b, nullptr))
    {
        const FanPieces pieces = fanPiecesLocal(f);
        // Every point of the ellipse lies within its larger radius of its centre, so a piece's gap to
        // it is at least the piece's distance from the centre less that radius (less a slack far
        // above rounding). A piece whose bound is positive cannot meet the ellipse, and one whose bound
        // exceeds the best pair so far cannot replace it (keep() takes only a smaller distance): both
        // shortcuts leave the answer as it is, bit for bit, and spare the root searches.
        const double reach = e.maxRadius();
        const double slack =
            1e-9 * (std::abs(e.center.x) + std::abs(e.center.y) + reach + f.outer);
        ClosestPair best;
        for (int i = 0; i < pieces.edgeCount; ++i)
        {
            const Vec2 a = pieces.edges[i].a;
            const Vec2 b = pieces.edges[i].b;
            const double gapBound = std::sqrt(distanceSquaredPointSegment(e.center, a, b)) - reach - slack;
            if (!(gapBound > best.distance))
            {
                best.keep(closestSegmentEllipse(a, b, e, !(gapBound > 0.0)).swapped());
            }
        }
        for (int i = 0; i < pieces.arcCount; ++i)
        {
            const FanArc& arc = pieces.arcs[i];
            const double gapBound = std::abs(glm::length(e.center - arc.center) - arc.radius) - reach - slack;
            if (!(gapBound > best.distance))
            {
                best.keep(closestArcEllipse(arc, e, !(gapBound > 0.0)).swapped());
            }
        }
        sd = toWorld(f, gapResult(best.distance, best.onFirst, best.onSecond));
        traceNote(trace, "ellipse apart: closest pair against the fan's edges and arcs");
    }
    else if (f.convex())
    {
        sd = toWorld(f, convexFanDepth(f, [&](Vec2 u) { return e.support(u); }));
        traceNote(trace, "ellipse overlapping a convex fan: penetration depth by support-function duality");
    }
    else
    {
        DeepPoint best;
        const DeepPoint fanDeepest = deepestPointOfFanLocal(f);
        if (e.contains(fanDeepest.point))
        {
            best = fanDeepest;
        }
        keepDeeper(best, maxDepthAlongConic(f, ConicPiece{e.center, e.u * e.a, e.v() * e.b, 0.0, 2.0 * kPi}));
        sd = toWorld(f, depthResult(best.depth, best.point, best.boundary));
        traceNote(trace, "ellipse overlapping a non-convex fan: depth of its deepest point in the fan");
    }
    traceFan(trace, f);
    traceResult(trace, sd);
    return sd;
}

// ===================================================================================================
// Fan and fan, in the local frame of the first fan.

namespace
{

// The second fan seen from the first's local frame.
struct FanPair
{
    FanFrame first;
    FanFrame second;        // world frame of the second fan
    FanFrame secondInFirst; // the second fan with centre and axis in the first's local frame
};

FanPair makeFanPair(const Fan& a, const Fan& b)
{
    FanPair pair{makeFanFrame(a), makeFanFrame(b), {}};
    pair.secondInFirst = pair.second;
    pair.secondInFirst.center = pair.first.toLocal(b.center);
    pair.secondInFirst.axis = pair.first.directionToLocal(pair.second.axis);
    return pair;
}

// Depth of the deepest point of fan `other` (given in f's local frame by its frame otherInF) in f.
DeepPoint fanDepthInFan(const FanFrame& f, const FanFrame& otherInF)
{
    DeepPoint best;
    const DeepPoint deepest = deepestPointOfFanLocal(f);
    if (fanContainsLocal(otherInF, otherInF.toLocal(deepest.point)))
    {
        best = deepest;
    }
    const FanPieces pieces = fanPieces(otherInF, otherInF.center, otherInF.axis);
    if (!otherInF.full)
    {
        for (int i = 0; i < pieces.edgeCount; ++i)
        {
            keepDeeper(best, maxDepthAlongSegment(f, pieces.edges[i].a, pieces.edges[i].b));
        }
    }
    for (int i = 0; i < pieces.arcCount; ++i)
    {
        const FanArc& arc = pieces.arcs[i];
        if (arcDepthBound(f, arc) < best.depth)
        {
            continue; // no point of the arc is deeper than the best so far, which keepDeeper would keep
        }
        keepDeeper(best, maxDepthAlongConic(f, conicOfArc(arc)));
    }
    return best;
}

} // namespace

namespace
{

// A fixed order of fans, so that (a, b) and (b, a) run the same arithmetic and agree to the last bit.
bool fanBefore(const Fan& a, const Fan& b)
{
    const double ka[6] = {a.center.x, a.center.y, a.angle, a.halfAngle, a.innerRadius, a.outerRadius};
    const double kb[6] = {b.center.x, b.center.y, b.angle, b.halfAngle, b.innerRadius, b.outerRadius};
    return std::lexicographical_compare(ka, ka + 6, kb, kb + 6);
}

bool overlapFanFanOrdered(const Fan& a, const Fan& b, Trace* trace);
SignedDistance distanceFanFanOrdered(const Fan& a, const Fan& b, Trace* trace);

} // namespace

bool overlapFanFan(const Fan& a, const Fan& b, Trace* trace)
{
    return fanBefore(b, a) ? overlapFanFanOrdered(b, a, trace) : overlapFanFanOrdered(a, b, trace);
}

SignedDistance distanceFanFan(const Fan& a, const Fan& b, Trace* trace)
{
    if (fanBefore(b, a))
    {
        SignedDistance sd = distanceFanFanOrdered(b, a, trace);
        std::swap(sd.pointA, sd.pointB);
        return sd;
    }
    return distanceFanFanOrdered(a, b, trace);
}

namespace
{

bool overlapFanFanOrdered(const Fan& a, const Fan& b, Trace* trace)
{
    const Vec2 d = b.center - a.center;
    const double d2 = lengthSquared(d);
    const double reach = a.outerRadius + b.outerRadius;
    if (d2 > reach * reach)
    {
        traceNote(trace, "fans: bounding circles apart");
        return false;
    }
    for (const auto& [holder, guest] : {std::pair<const Fan*, const Fan*>{&a, &b}, {&b, &a}})
    {
        const double innerReach = holder->innerRadius - guest->outerRadius;
        if (innerReach > 0.0 && d2 < innerReach * innerReach)
        {
            traceNote(trace, "fans: one lies wholly inside the other's hole");
            return false;
        }
    }
    const FanPair pair = makeFanPair(a, b);
    if (trace != nullptr)
    {
        traceFan(trace, pair.first);
        traceFan(trace, pair.second);
    }
    const FanFrame& s = pair.secondInFirst;
    // Each fan against the other's bounding circle (the thesis's 2.4, closed form).
    if (!diskMeetsFanLocal(pair.first, s.center, s.outer) ||
        !diskMeetsFanLocal(pair.second, pair.second.toLocal(a.center), pair.first.outer))
    {
        traceNote(trace, "fans: one misses the other's bounding circle");
        return false;
    }
    const FanPieces first = fanPiecesLocal(pair.first);
    const FanPieces second = fanPieces(s, s.center, s.axis);
    // A point of each fan in the other (the outer end of its first edge lies in it).
    if (fanContainsLocal(s, s.toLocal(first.edges[0].b)) || fanContainsLocal(pair.first, second.edges[0].b))
    {
        traceNote(trace, "fans: a corner of one lies in the other");
        return true;
    }
    // Both are connected: with no point of either in the other, they meet iff boundary pieces cross.
    for (int i = 0; i < first.edgeCount; ++i)
    {
        const Segment& e = first.edges[i];
        for (int k = 0; k < second.edgeCount; ++k)
        {
            if (segmentsIntersect(e.a, e.b, second.edges[k].a, second.edges[k].b))
            {
                traceNote(trace, "fans: two radial edges cross");
                return true;
            }
        }
        for (int k = 0; k < second.arcCount; ++k)
        {
            Vec2 crossing;
            if (segmentMeetsArc(e.a, e.b, second.arcs[k], &crossing))
            {
                traceNote(trace, "fans: a radial edge crosses an arc");
                tracePoint(trace, pair.first, crossing, "intersection point");
                return true;
            }
        }
    }
    for (int i = 0; i < first.arcCount; ++i)
    {
        for (int k = 0; k < second.edgeCount; ++k)
        {
            Vec2 crossing;
            if (segmentMeetsArc(second.edges[k].a, second.edges[k].b, first.arcs[i], &crossing))
            {
                traceNote(trace, "fans: a radial edge crosses an arc");
                tracePoint(trace, pair.first, crossing, "intersection point");
                return true;
            }
        }
        for (int k = 0; k < second.arcCount; ++k)
        {
            Vec2 crossing;
            if (arcsMeet(first.arcs[i], second.arcs[k], &crossing))
            {
                traceNote(trace, "fans: two arcs cross");
                tracePoint(trace, pair.first, crossing, "intersection point");
                return true;
            }
        }
    }
    // Boundaries that coincide (the same fan twice) cross nowhere after rounding, and the corners
    // tested above may round to just outside the other fan: a point well inside each decides then.
    const Vec2 insideFirst{0.5 * (pair.first.inner + pair.first.outer), 0.0};
    const Vec2 insideSecond = s.center + s.axis * (0.5 * (s.inner + s.outer));
    if (fanContainsLocal(s, s.toLocal(insideFirst)) || fanContainsLocal(pair.first, insideSecond))
    {
        traceNote(trace, "fans: a point inside one lies in the other (their boundaries coincide)");
        return true;
    }
    traceNote(trace, "fans: no boundary pieces meet and neither holds a point of the other");
    return false;
}

SignedDistance distanceFanFanOrdered(const Fan& a, const Fan& b, Trace* trace)
{
    const FanPair pair = makeFanPair(a, b);
    const FanFrame& f = pair.first;
    const FanFrame& s = pair.secondInFirst;
    SignedDistance sd;
    if (!overlapFanFanOrdered(a, b, nullptr))
    {
        const FanPieces first = fanPiecesLocal(f);
        const FanPieces second = fanPieces(s, s.center, s.axis);
        ClosestPair best;
        for (int i = 0; i < first.edgeCount; ++i)
        {
            best.keep(closestSegmentPieces(first.edges[i].a, first.edges[i].b, second));
        }
        for (int i = 0; i < first.arcCount; ++i)
        {
            for (int k = 0; k < second.edgeCount; ++k)
            {
                best.keep(closestSegmentArc(second.edges[k].a, second.edges[k].b, first.arcs[i]).swapped());
            }
            for (int k = 0; k < second.arcCount; ++k)
            {
                best.keep(closestArcArc(first.arcs[i], second.arcs[k]));
            }
        }
        sd = toWorld(f, gapResult(best.distance, best.onFirst, best.onSecond));
        traceNote(trace, "fans apart: closest pair of their edges and arcs");
    }
    else if (f.convex() && s.convex())
    {
        // Both convex: duality in the first fan's frame, the second's support via its own frame.
        const auto support = [&](Vec2 u)
        {
            const Vec2 own = s.directionToLocal(u);
            return s.toWorld(convexFanSupportLocal(s, own)) - convexFanSupportLocal(f, -u);
        };
        const SupportMinimum m = minimizeSupportFunction(support, kSupportTolerance);
        const Vec2 onFirst = convexFanSupportLocal(f, -m.direction);
        const Vec2 onSecond = s.toWorld(convexFanSupportLocal(s, s.directionToLocal(m.direction)));
        sd = toWorld(f, depthResult(m.value, onFirst, onSecond));
        traceNote(trace, "convex fans overlapping: penetration depth by support-function duality");
    }
    else
    {
        // Each fan's deepest point in the other; the larger depth wins (symmetric in a and b).
        const DeepPoint secondInFirst = fanDepthInFan(f, s);
        // The first fan seen from the second's local frame.
        FanFrame firstInSecond = f;
        firstInSecond.center = pair.second.toLocal(a.center);
        firstInSecond.axis = pair.second.directionToLocal(f.axis);
        const DeepPoint firstInSecondDepth = fanDepthInFan(pair.second, firstInSecond);
        if (firstInSecondDepth.depth > secondInFirst.depth)
        {
            // Deepest point of the first fan (A) in the second; its boundary point is on the second (B).
            sd = depthResult(firstInSecondDepth.depth, pair.second.toWorld(firstInSecondDepth.point),
                             pair.second.toWorld(firstInSecondDepth.boundary));
        }
        else
        {
            // Deepest point of the second fan (B) in the first; the boundary point is on the first (A).
            sd = toWorld(f, depthResult(secondInFirst.depth, secondInFirst.boundary, secondInFirst.point));
        }
        traceNote(trace, "fans overlapping, one non-convex: depth of the deeper of the two deepest points");
    }
    if (trace != nullptr)
    {
        traceFan(trace, pair.first);
        traceFan(trace, pair.second);
    }
    traceResult(trace, sd);
    return sd;
}

} // namespace

} // namespace hitlab
