// Exact overlap tests and signed distances among point, circle, rect, polygon, segment and capsule.
//
// Outline. Every shape of this family is a convex polygonal CORE grown by a radius (its convex proxy,
// convex_proxy.hpp):
//   point   = the point,                radius 0      circle  = its centre,  radius r
//   segment = the segment,              radius 0      capsule = its axis,    radius r
//   rect    = its four corners (4-gon), radius 0      polygon = its vertices, radius 0
// The signed distance of two grown shapes is the signed distance of their cores minus both radii
// (growing a convex set by r moves every boundary point r outwards along its normal), so one routine
// on cores answers all 21 pairs:
//   1. Separating axes (Ericson 2005, 5.2.1; for rects the 2D case of Gottschalk, Lin & Manocha 1996):
//      the edge normals of both cores, plus the segment directions when neither core has an area (two
//      points or segments, whose Minkowski difference is flat). Some axis separates the cores iff they
//      are disjoint.
//   2. Disjoint cores: the closest pair has a vertex of one core on it (two disjoint convex sets), so
//      the gap is the minimum over vertex-to-edge distances (clamped t: Ericson 2005, 5.1.2; Yamamoto
//      2023 thesis, 2.9.4).
//   3. Overlapping cores: the penetration depth is the least projection overlap over the same axes,
//      which are the edge normals of the Minkowski difference; no other direction can do better.
// docs/algorithms/polygonal.md ("closest-features") gives the same outline with its reasons.
// The overlap functions do not go through that routine: each has a fast closed test of its own
// (squared distances, <= comparisons) with cheap exact early-outs, because most pairs in a scene are
// far apart. The distance functions take their sign from the same overlap test, so overlap and
// distance never disagree (see reconcileSign).
//
// Degenerate inputs and their documented answers:
// - A point on a segment overlaps it only when it lies on it in floating point (orientation exactly 0
//   and between the ends); its distance is then 0, both witnesses at the point.
// - Two collinear overlapping segments overlap; their distance is 0 (no penetration is possible
//   across a segment) and both witnesses are the midpoint of the shared part.
// - Identical shapes, or concentric circles: the penetration is the least width over the axes (for
//   circles the sum of the radii); when the cores are the same point the direction is +x.
// - A polygon with collinear vertices: the repeated normals change nothing; a witness may lie on
//   one piece of the straight side.
//
// Traces: an overlap test records the branch that decided it, every candidate axis with both shapes'
// projection intervals and the closest (or deepest) points; a distance records its witness points and
// values. Interval convention: minA..maxB are dot(p - origin, direction) over each shape, the shape's
// radius included, with origin the midpoint of the edge that gave the axis (world frame).
#include "convex_proxy.hpp"
#include "exact_polygonal_reference.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "quarter_turns.hpp"
#include "rect_early_outs.hpp"
#include "vertex_box_tree.hpp"

#include <glm/common.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

namespace
{

// ---------------------------------------------------------------------------------------------------
// Small helpers for the fast tests.
// ---------------------------------------------------------------------------------------------------

// Closed segments a-b and c-d share a point: orientation signs with the collinear cases (Ericson 2005,
// 5.1.9.1); the basics note's strict test misses touching and collinear overlap
// (docs/algorithms/segments-and-circles.md).
inline bool closedSegmentsMeet(Vec2 a, Vec2 b, Vec2 c, Vec2 d)
{
    const double o1 = orientation(a, b, c);
    const double o2 = orientation(a, b, d);
    const double o3 = orientation(c, d, a);
    const double o4 = orientation(c, d, b);
    if (((o1 > 0.0 && o2 < 0.0) || (o1 < 0.0 && o2 > 0.0)) &&
        ((o3 > 0.0 && o4 < 0.0) || (o3 < 0.0 && o4 > 0.0)))
    {
        return true;
    }
    // Touching or collinear: an end point on the other segment (its line and its bounding box).
    auto onSegment = [](Vec2 p, Vec2 q, Vec2 r)
    {
        return std::min(p.x, q.x) <= r.x && r.x <= std::max(p.x, q.x) && std::min(p.y, q.y) <= r.y &&
               r.y <= std::max(p.y, q.y);
    };
    return (o1 == 0.0 && onSegment(a, b, c)) || (o2 == 0.0 && onSegment(a, b, d)) ||
           (o3 == 0.0 && onSegment(c, d, a)) || (o4 == 0.0 && onSegment(c, d, b));
}

// p lies within sqrt(r2) of the closed segment a-b, without a division: within r of an end point, or
// its foot falls inside the segment (0 < t < |ab|^2 unnormalised) and its distance to the line is at
// most r (cross^2 <= r2 |ab|^2). Bitwise operators keep it free of data-dependent branches.
inline bool pointWithinSegment(Vec2 p, Vec2 a, Vec2 b, double r2)
{
    const Vec2 ab = b - a;
    const Vec2 ap = p - a;
    const double t = glm::dot(ap, ab);
    const double length2 = lengthSquared(ab);
    const double c = cross(ab, ap);
    const bool nearA = lengthSquared(ap) <= r2;
    const bool nearB = lengthSquared(p - b) <= r2;
    const bool nearInside = (t > 0.0) & (t < length2) & (c * c <= r2 * length2);
    return nearA | nearB | nearInside;
}

// Closed segments a-b and c-d come within sqrt(r2) of each other: they cross, or an end point of one
// is within reach of the other (the closest pair of two segments that do not cross has an end point).
inline bool segmentsWithin(Vec2 a, Vec2 b, Vec2 c, Vec2 d, double r2)
{
    // All four without branches between them, as in pointWithinSegment.
    const bool aNear = pointWithinSegment(a, c, d, r2);
    const bool bNear = pointWithinSegment(b, c, d, r2);
    const bool cNear = pointWithinSegment(c, a, b, r2);
    const bool dNear = pointWithinSegment(d, a, b, r2);
    return (aNear | bNear | cNear | dNear) || closedSegmentsMeet(a, b, c, d);
}

struct Box
{
    Vec2 lo;
    Vec2 hi;
};

inline Box boxOfSegment(Vec2 a, Vec2 b)
{
    return {glm::min(a, b), glm::max(a, b)};
}

inline Box boxOfPolygon(const Polygon& polygon)
{
    const Vec2* v = polygon.vertices.data();
    const size_t n = polygon.vertices.size();
    Box box{v[0], v[0]};
    for (size_t i = 1; i < n; ++i)
    {
        box.lo = glm::min(box.lo, v[i]);
        box.hi = glm::max(box.hi, v[i]);
    }
    return box;
}

// The boxes are further apart than `reach` along x or y: the shapes inside them cannot come within
// reach of each other. An exact early-out: only min, max and one subtraction, so it rejects no pair
// that the full test would accept, up to that subtraction's rounding.
inline bool boxesApart(const Box& p, const Box& q, double reach)
{
    return p.lo.x - reach > q.hi.x || q.lo.x - reach > p.hi.x || p.lo.y - reach > q.hi.y ||
           q.lo.y - reach > p.hi.y;
}

// Squared distance from p to a box (0 inside).
inline double distanceSquaredPointBox(Vec2 p, const Box& box)
{
    const Vec2 q = glm::clamp(p, box.lo, box.hi);
    return lengthSquared(p - q);
}

// A rect's frame: half extents and its local x axis.
struct RectFrame
{
    Vec2 center;
    Vec2 axisX;
    double halfWidth;
    double halfHeight;
};

// (cos, sin) of an angle for the overlap tests' rect frames (quarter_turns.hpp); larger or non-finite
// angles go to std::cos and std::sin.
inline Vec2 axisFromAngle(double angle)
{
    if (!(std::abs(angle) <= 0x1p19))
    {
        return unitFromAngle(angle);
    }
    const QuarterTurns turns = reduceByQuarterTurns(angle);
    Vec2 axis;
    turnByQuadrant(static_cast<std::uint64_t>(static_cast<std::int64_t>(turns.k)), turns.cosR, turns.sinR,
                   axis.x, axis.y);
    return axis;
}

inline RectFrame frameOf(const Rect& rect)
{
    return {rect.center, axisFromAngle(rect.angle), 0.5 * rect.width, 0.5 * rect.height};
}

// The rect's bounding radii and the early-outs are shared with the batch kernels (rect_early_outs.hpp).
inline double rectReach(const Rect& rect)
{
    return early_out::rectReach(rect.width, rect.height);
}

inline Vec2 toRectFrame(Vec2 p, const RectFrame& f)
{
    return toLocal(p, f.center, f.axisX);
}

// The segment p-q (rect frame) meets the box |x| <= hw, |y| <= hh: separating axes x, y and the
// segment's normal (a box has area, so these three suffice).
inline bool segmentMeetsCenteredBox(Vec2 p, Vec2 q, double hw, double hh)
{
    if (std::max(p.x, q.x) < -hw || std::min(p.x, q.x) > hw || std::max(p.y, q.y) < -hh ||
        std::min(p.y, q.y) > hh)
    {
        return false;
    }
    const Vec2 n = perp(q - p);
    return std::abs(glm::dot(n, p)) <= hw * std::abs(n.x) + hh * std::abs(n.y);
}

// Squared distance between the segment p-q and the box |x| <= hw, |y| <= hh when they do not meet:
// a vertex of one lies on the shortest segment between them.
inline double distanceSquaredSegmentCenteredBox(Vec2 p, Vec2 q, double hw, double hh)
{
    const Box box{{-hw, -hh}, {hw, hh}};
    double best = std::min(distanceSquaredPointBox(p, box), distanceSquaredPointBox(q, box));
    const Vec2 corners[4] = {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}};
    for (const Vec2& corner : corners)
    {
        best = std::min(best, distanceSquaredPointSegment(corner, p, q));
    }
    return best;
}

// An edge of the convex polygon P has every point of Q strictly on its outer side (Ericson 2005, 5.2.1:
// on a counter-clockwise polygon the inside is to the left of every edge). Closed sets: a point on the
// edge's line keeps the edge from separating.
// The scan of Q starts at the vertex that kept the previous edge from separating: neighbouring edges
// usually have the same vertex of Q on their inner side, so an overlapping pair costs about one cross
// product per edge.
inline bool someEdgeSeparates(const Vec2* p, size_t pCount, const Vec2* q, size_t qCount)
{
    size_t inner = 0;
    for (size_t i = 0; i < pCount; ++i)
    {
        const Vec2 start = p[i];
        const Vec2 edge = p[i + 1 == pCount ? 0 : i + 1] - start;
        bool allOutside = true;
        size_t j = inner;
        for (size_t k = 0; k < qCount; ++k)
        {
            if (cross(edge, q[j] - start) >= 0.0)
            {
                allOutside = false;
                inner = j;
                break;
            }
            j = j + 1 == qCount ? 0 : j + 1;
        }
        if (allOutside)
        {
            return true;
        }
    }
    return false;
}

// The segment a-b and the convex polygon share a point: the polygon's edges and the segment's line
// are the candidate separating axes.
inline bool segmentMeetsPolygon(Vec2 a, Vec2 b, const Vec2* v, size_t n)
{
    const Vec2 ends[2] = {a, b};
    if (someEdgeSeparates(v, n, ends, 2))
    {
        return false;
    }
    const Vec2 direction = b - a;
    bool anyLeft = false;
    bool anyRight = false;
    for (size_t i = 0; i < n; ++i)
    {
        const double side = cross(direction, v[i] - a);
        anyLeft = anyLeft || side >= 0.0;
        anyRight = anyRight || side <= 0.0;
    }
    return anyLeft && anyRight;
}

// Squared distance from p to the closed convex polygon: 0 inside. For a point outside, the nearest
// boundary point lies on an edge that has p strictly on its outer side (at a vertex, one of its two
// edges does), so only those edges are measured. Stops early, returning a value above limit2, once
// some edge line alone is further than sqrt(limit2) from p.
inline double distanceSquaredPointPolygon(Vec2 p, const Vec2* v, size_t n, double limit2)
{
    bool outside = false;
    double best = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < n; ++i)
    {
        const Vec2 start = v[i];
        const Vec2 edge = v[i + 1 == n ? 0 : i + 1] - start;
        const double side = cross(edge, p - start);
        if (side < 0.0)
        {
            const double edge2 = lengthSquared(edge);
            if (side * side > limit2 * edge2)
            {
                return side * side / edge2;
            }
            outside = true;
            best = std::min(best, distanceSquaredPointSegment(p, start, start + edge));
        }
    }
    return outside ? best : 0.0;
}

// Squared distance from the segment a-b to the convex polygon when they do not meet.
inline double distanceSquaredDisjointSegmentPolygon(Vec2 a, Vec2 b, const Vec2* v, size_t n)
{
    const double infinity = std::numeric_limits<double>::infinity();
    double best = std::min(distanceSquaredPointPolygon(a, v, n, infinity),
                           distanceSquaredPointPolygon(b, v, n, infinity));
    for (size_t i = 0; i < n; ++i)
    {
        best = std::min(best, distanceSquaredPointSegment(v[i], a, b));
    }
    return best;
}

// ---------------------------------------------------------------------------------------------------
// Polygonal cores and their signed distance (the general routine behind every distance function).
// ---------------------------------------------------------------------------------------------------

// The cores are convex proxies (convex_proxy.hpp), relative to a reference point chosen per query (the
// first shape's centre or first vertex), so that coordinates far from the origin cancel exactly before
// any product is formed.
Vec2 referenceOf(const Point& s)
{
    return s.position;
}
Vec2 referenceOf(const Circle& s)
{
    return s.center;
}
Vec2 referenceOf(const Rect& s)
{
    return s.center;
}
Vec2 referenceOf(const Polygon& s)
{
    return s.vertices[0];
}
Vec2 referenceOf(const Segment& s)
{
    return s.a;
}
Vec2 referenceOf(const Capsule& s)
{
    return s.a;
}

// Where a candidate axis comes from, for trace labels.
struct AxisSource
{
    char owner = 'A';
    int edge = 0;
    bool direction = false; // the segment's own direction rather than its normal
};

// Calls visit(normal, origin, source) for every candidate separating axis of the two cores; normal is
// not normalised, origin is the midpoint of the edge that gives it.
template <typename Visit> void forEachAxis(const ConvexProxy& a, const ConvexProxy& b, Visit&& visit)
{
    const bool flat = a.count <= 2 && b.count <= 2;
    auto edgesOf = [&](const ConvexProxy& core, char owner)
    {
        for (int i = 0; i < core.normalEdges; ++i)
        {
            const Vec2 start = core.edgeStart(i);
            const Vec2 end = core.edgeEnd(i);
            const Vec2 edge = end - start;
            const Vec2 middle = 0.5 * (start + end);
            visit(Vec2{edge.y, -edge.x}, middle, AxisSource{owner, i, false});
            if (flat)
            {
                visit(edge, middle, AxisSource{owner, i, true});
            }
        }
    };
    edgesOf(a, 'A');
    edgesOf(b, 'B');
}

void project(const ConvexProxy& core, Vec2 direction, double& lo, double& hi)
{
    lo = hi = glm::dot(core.vertex(0), direction);
    for (int i = 1; i < core.count; ++i)
    {
        const double h = glm::dot(core.vertex(i), direction);
        lo = std::min(lo, h);
        hi = std::max(hi, h);
    }
}

// The same interval from a vertex tree (vertex_box_tree.hpp), bit for bit: the least projection is
// minus the greatest along -direction, since rounding to nearest is symmetric. A bound of exactly zero
// goes to the full scan, which keeps the sign of the first zero it meets.
// `hints` holds the vertices that were extreme along the previous direction (+ and -).
void project(const ConvexProxy& core, const VertexBoxTree* tree, Vec2 direction, double& lo, double& hi,
             std::array<int, 2>& hints)
{
    if (tree == nullptr)
    {
        project(core, direction, lo, hi);
        return;
    }
    hi = tree->maxProjection(direction, hints[0]);
    lo = -tree->maxProjection(-direction, hints[1]);
    if (hi == 0.0 || lo == 0.0)
    {
        project(core, direction, lo, hi);
    }
}

// A vertex or an edge of a core: the part of it that is extreme in some direction.
struct Feature
{
    Vec2 p0;
    Vec2 p1;
};

// The core's extreme feature in `direction` (unit): its farthest vertex, widened to the whole side
// when the neighbouring vertices are as far up to a relative 1e-9 of their distance (a side
// perpendicular to the direction up to rounding; collinear vertices make a side of several edges).
Feature supportFeature(const ConvexProxy& core, Vec2 direction)
{
    constexpr double kFlatSideTolerance = 1e-9;
    int best = 0;
    double bestHeight = glm::dot(core.vertex(0), direction);
    for (int i = 1; i < core.count; ++i)
    {
        const double h = glm::dot(core.vertex(i), direction);
        if (h > bestHeight)
        {
            best = i;
            bestHeight = h;
        }
    }
    const Vec2 p = core.vertex(best);
    Feature feature{p, p};
    if (core.count == 1)
    {
        return feature;
    }
    auto onSide = [&](Vec2 q)
    { return bestHeight - glm::dot(q, direction) <= kFlatSideTolerance * glm::length(q - p); };
    if (core.count == 2)
    {
        const Vec2 other = core.vertex(1 - best);
        if (onSide(other))
        {
            feature.p1 = other;
        }
        return feature;
    }
    // Walk both ways around the polygon while the vertices stay on the side.
    int steps = 0;
    for (int k = best; steps + 1 < core.count; ++steps)
    {
        k = k + 1 == core.count ? 0 : k + 1;
        if (!onSide(core.vertex(k)))
        {
            break;
        }
        feature.p1 = core.vertex(k);
    }
    for (int k = best; steps + 1 < core.count; ++steps)
    {
        k = k == 0 ? core.count - 1 : k - 1;
        if (!onSide(core.vertex(k)))
        {
            break;
        }
        feature.p0 = core.vertex(k);
    }
    return feature;
}

// The point of a feature whose coordinate along `tangent` is t (clamped to the feature).
Vec2 pointAtTangent(const Feature& f, Vec2 tangent, double t)
{
    const double t0 = glm::dot(f.p0, tangent);
    const double t1 = glm::dot(f.p1, tangent);
    if (t0 == t1)
    {
        return f.p0;
    }
    const double s = std::clamp((t - t0) / (t1 - t0), 0.0, 1.0);
    return f.p0 + (f.p1 - f.p0) * s;
}

// Witnesses of a penetration along n: the features of A extreme in +n and of B extreme in -n, paired
// across the middle of their common extent along the tangent (for two parallel edges, the middle of
// the contact; for a vertex, the vertex and its foot on the other feature).
void penetrationWitnesses(const ConvexProxy& a, const ConvexProxy& b, Vec2 n, Vec2& onA, Vec2& onB)
{
    const Feature fa = supportFeature(a, n);
    const Feature fb = supportFeature(b, -n);
    const Vec2 tangent = perp(n);
    const double a0 = std::min(glm::dot(fa.p0, tangent), glm::dot(fa.p1, tangent));
    const double a1 = std::max(glm::dot(fa.p0, tangent), glm::dot(fa.p1, tangent));
    const double b0 = std::min(glm::dot(fb.p0, tangent), glm::dot(fb.p1, tangent));
    const double b1 = std::max(glm::dot(fb.p0, tangent), glm::dot(fb.p1, tangent));
    const double lo = std::max(a0, b0);
    const double hi = std::min(a1, b1);
    double ta = 0.5 * (lo + hi);
    double tb = ta;
    if (lo > hi)
    {
        // No common extent (only at rounding level for a true minimum axis): nearest ends.
        ta = a1 < b0 ? a1 : a0;
        tb = a1 < b0 ? b0 : b1;
    }
    onA = pointAtTangent(fa, tangent, ta);
    onB = pointAtTangent(fb, tangent, tb);
}

// Signed distance of two cores, witnesses relative to the reference point.
struct CoreContact
{
    double value = 0.0; // > 0 gap, < 0 minus the penetration depth
    Vec2 onA{0.0, 0.0}; // witness on core A (closest point, or deepest along normal)
    Vec2 onB{0.0, 0.0};
    Vec2 normal{1.0, 0.0}; // unit, from A towards B: the gap's direction or the way B leaves A
    bool disjoint = false; // some axis separates the cores
    AxisSource axis;       // the least-overlap axis (for a penetration)
    bool hasAxis = false;
};

// One candidate axis as a trace would show it, before the origin is moved to the world.
struct AxisRecord
{
    Vec2 direction;
    Vec2 origin;
    double minA, maxA, minB, maxB;
    AxisSource source;
};

std::string axisLabel(const AxisSource& s, const ConvexProxy& owner)
{
    std::string label(1, s.owner);
    if (owner.count == 2)
    {
        return label + (s.direction ? " segment direction" : " segment normal");
    }
    return label + " edge " + std::to_string(s.edge) + " normal";
}

// How coreContact finds its extremes: every vertex against every axis and every edge (the plain
// scans, kept as the reference), or through vertex and edge box trees for cores with more than
// VertexBoxTree::kTreeThreshold vertices (the same answer bit for bit, in about (n + m) log(n + m)
// for convex cores instead of (n + m)^2).
enum class Scan
{
    full,
    pruned
};

// The squared distance from p to its closest point on the edge start-end, as the vertex-to-edge step
// measures it.
inline double vertexEdgeDistanceSquared(Vec2 p, Vec2 start, Vec2 end)
{
    const double t = closestSegmentParameter(p, start, end);
    const Vec2 q = t <= 0.0 ? start : (t >= 1.0 ? end : start + (end - start) * t);
    return lengthSquared(q - p);
}

// The pruned form of the vertex-to-edge step, with the full scan's answer: the scan keeps the first
// pair, in its order (vertices of A against edges of B, then vertices of B against edges of A), whose
// squared distance is the least of all. So the least value is found first, in any order and skipping
// every box that cannot hold a nearer pair; then the pairs are walked in the scan's order, skipping
// boxes further than that value, until `consider` meets it.
template <typename Consider>
void closestVertexEdgePair(const ConvexProxy& a, const VertexBoxTree* treeA, const ConvexProxy& b,
                           const VertexBoxTree* treeB, Consider& consider)
{
    const double infinity = std::numeric_limits<double>::infinity();
    std::optional<VertexBoxTree> edgesOfA;
    std::optional<VertexBoxTree> edgesOfB;
    if (treeA != nullptr && a.edgeCount() > 0)
    {
        edgesOfA.emplace(a, true);
    }
    if (treeB != nullptr && b.edgeCount() > 0)
    {
        edgesOfB.emplace(b, true);
    }
    struct Direction
    {
        const ConvexProxy& from;
        const VertexBoxTree* fromVertices;
        const ConvexProxy& to;
        const VertexBoxTree* toEdges;
        bool fromIsA;
    };
    const Direction directions[2] = {{a, treeA, b, edgesOfB ? &*edgesOfB : nullptr, true},
                                     {b, treeB, a, edgesOfA ? &*edgesOfA : nullptr, false}};

    double least = infinity;
    for (const Direction& d : directions)
    {
        if (d.to.edgeCount() == 0)
        {
            continue;
        }
        auto vertexLeast = [&](int i)
        {
            const Vec2 p = d.from.vertex(i);
            if (d.toEdges == nullptr)
            {
                for (int e = 0; e < d.to.edgeCount(); ++e)
                {
                    least = std::min(least, vertexEdgeDistanceSquared(p, d.to.edgeStart(e), d.to.edgeEnd(e)));
                }
                return;
            }
            const BoundsBox point{p, p};
            if (!(gapSquaredLowerBound(point, d.toEdges->root()) < least))
            {
                return;
            }
            d.toEdges->walkAnyOrder(
                [&](const BoundsBox& box)
                {
                    const double bound = gapSquaredLowerBound(point, box);
                    return bound < least ? bound : infinity;
                },
                [&](int lo, int hi)
                {
                    for (int e = lo; e < hi; ++e)
                    {
                        least =
                            std::min(least, vertexEdgeDistanceSquared(p, d.to.edgeStart(e), d.to.edgeEnd(e)));
                    }
                });
        };
        if (d.fromVertices == nullptr || d.toEdges == nullptr)
        {
            for (int i = 0; i < d.from.count; ++i)
            {
                vertexLeast(i);
            }
            continue;
        }
        if (!(gapSquaredLowerBound(d.fromVertices->root(), d.toEdges->root()) < least))
        {
            continue;
        }
        d.fromVertices->walkAnyOrder(
            [&](const BoundsBox& box)
            {
                const double bound = gapSquaredLowerBound(box, d.toEdges->root());
                return bound < least ? bound : infinity;
            },
            [&](int lo, int hi)
            {
                for (int i = lo; i < hi; ++i)
                {
                    vertexLeast(i);
                }
            });
    }
    if (!(least < infinity))
    {
        return; // no pair is nearer than infinity: the scan keeps none either
    }

    for (const Direction& d : directions)
    {
        // Returns false once the pair with the least value has been considered.
        auto vertexInOrder = [&](int i)
        {
            if (d.toEdges == nullptr)
            {
                for (int e = 0; e < d.to.edgeCount(); ++e)
                {
                    if (consider(d.from, d.to, d.fromIsA, i, e) == least)
                    {
                        return false;
                    }
                }
                return true;
            }
            const Vec2 p = d.from.vertex(i);
            const BoundsBox point{p, p};
            return d.toEdges->walkInOrder([&](const BoundsBox& box)
                                          { return gapSquaredLowerBound(point, box) <= least; },
                                          [&](int lo, int hi)
                                          {
                                              for (int e = lo; e < hi; ++e)
                                              {
                                                  if (consider(d.from, d.to, d.fromIsA, i, e) == least)
                                                  {
                                                      return false;
                                                  }
                                              }
                                              return true;
                                          });
        };
        if (d.to.edgeCount() == 0)
        {
            continue;
        }
        if (d.fromVertices == nullptr || d.toEdges == nullptr)
        {
            for (int i = 0; i < d.from.count; ++i)
            {
                if (!vertexInOrder(i))
                {
                    return;
                }
            }
            continue;
        }
        const bool finished = !d.fromVertices->walkInOrder(
            [&](const BoundsBox& box) { return gapSquaredLowerBound(box, d.toEdges->root()) <= least; },
            [&](int lo, int hi)
            {
                for (int i = lo; i < hi; ++i)
                {
                    if (!vertexInOrder(i))
                    {
                        return false;
                    }
                }
                return true;
            });
        if (finished)
        {
            return;
        }
    }
}

// Step 1 of coreContact for large cores, with the plain loop's answer: the first axis, in the loop's
// order, whose overlap is the least, and that overlap. Certifying an axis's projections through the
// trees costs about a microsecond, so it is done only where it can matter. A first pass walks each
// core to a local extreme per axis (a few steps, the axes turning a little from one to the next);
// those vertices' projections bound the true extremes from inside, so by the monotonicity of rounding
// (vertex_box_tree.hpp) each axis's estimate is at most its computed overlap. Then the least estimate
// is certified first, and an axis is certified only while its estimate could still beat the least
// found: on a convex polygon the estimates are the overlaps themselves, so hardly any axis but the
// answer's is. The pruning of SAT axes by bounds follows Ericson, Real-Time Collision Detection, 2005,
// 5.2.1 and 6.
void leastOverlapByEstimates(const ConvexProxy& a, const VertexBoxTree* treeA, const ConvexProxy& b,
                             const VertexBoxTree* treeB, CoreContact& result, double& leastOverlap,
                             Vec2& leastNormal)
{
    struct AxisEstimate
    {
        Vec2 u;
        AxisSource source;
        double estimate;
        std::array<int, 2> hintsA;
        std::array<int, 2> hintsB;
    };
    std::vector<AxisEstimate> estimates;
    estimates.reserve(static_cast<size_t>(a.edgeCount() + b.edgeCount()) * 2);
    auto localInterval = [](const ConvexProxy& core, const VertexBoxTree* tree, Vec2 u,
                            std::array<int, 2>& hints, double& lo, double& hi)
    {
        if (tree == nullptr)
        {
            project(core, u, lo, hi);
            return;
        }
        hi = tree->climb(u, hints[0]);
        lo = -tree->climb(-u, hints[1]);
    };
    std::array<int, 2> hintsA{0, 0};
    std::array<int, 2> hintsB{0, 0};
    size_t first = 0;
    forEachAxis(a, b,
                [&](Vec2 normal, Vec2, AxisSource source)
                {
                    const Vec2 u = normal / glm::length(normal);
                    double minA, maxA, minB, maxB;
                    localInterval(a, treeA, u, hintsA, minA, maxA);
                    localInterval(b, treeB, u, hintsB, minB, maxB);
                    const double estimate = std::min(maxA - minB, maxB - minA);
                    if (estimates.empty() || estimate < estimates[first].estimate)
                    {
                        first = estimates.size();
                    }
                    estimates.push_back({u, source, estimate, hintsA, hintsB});
                });
    if (estimates.empty())
    {
        return;
    }

    bool found = false;
    size_t leastIndex = 0;
    auto certify = [&](size_t k)
    {
        AxisEstimate& e = estimates[k];
        double minA, maxA, minB, maxB;
        project(a, treeA, e.u, minA, maxA, e.hintsA);
        project(b, treeB, e.u, minB, maxB, e.hintsB);
        const double forward = maxA - minB;  // B leaves along +u
        const double backward = maxB - minA; // B leaves along -u
        const double overlap = std::min(forward, backward);
        if (overlap < leastOverlap || (found && overlap == leastOverlap && k < leastIndex))
        {
            found = true;
            leastIndex = k;
            leastOverlap = overlap;
            leastNormal = forward <= backward ? e.u : -e.u;
            result.axis = e.source;
            result.hasAxis = true;
        }
    };
    certify(first);
    for (size_t k = 0; k < estimates.size(); ++k)
    {
        const double estimate = estimates[k].estimate;
        if (k == first || estimate > leastOverlap || (found && estimate == leastOverlap && k > leastIndex))
        {
            continue;
        }
        certify(k);
    }
}

// The general routine (outline at the top of the file). `axes`, when non-null, receives every
// candidate axis with the cores' intervals (relative to the axis origin, radii not included).
CoreContact coreContact(const ConvexProxy& a, const ConvexProxy& b, std::vector<AxisRecord>* axes = nullptr,
                        Scan scan = Scan::pruned)
{
    CoreContact result;
    if (a.count == 1 && b.count == 1)
    {
        const Vec2 d = b.vertex(0) - a.vertex(0);
        const double length = glm::length(d);
        result.value = length;
        result.onA = a.vertex(0);
        result.onB = b.vertex(0);
        result.disjoint = length > 0.0;
        if (length > 0.0)
        {
            result.normal = d / length;
        }
        return result;
    }

    std::optional<VertexBoxTree> verticesOfA;
    std::optional<VertexBoxTree> verticesOfB;
    if (scan == Scan::pruned && a.count > VertexBoxTree::kTreeThreshold)
    {
        verticesOfA.emplace(a, false);
    }
    if (scan == Scan::pruned && b.count > VertexBoxTree::kTreeThreshold)
    {
        verticesOfB.emplace(b, false);
    }
    const VertexBoxTree* treeA = verticesOfA ? &*verticesOfA : nullptr;
    const VertexBoxTree* treeB = verticesOfB ? &*verticesOfB : nullptr;
    std::array<int, 2> hintsA{0, 0};
    std::array<int, 2> hintsB{0, 0};

    // 1. Separating axes: least overlap, and which way B would leave.
    double leastOverlap = std::numeric_limits<double>::infinity();
    Vec2 leastNormal{1.0, 0.0};
    if (axes == nullptr && (treeA != nullptr || treeB != nullptr))
    {
        leastOverlapByEstimates(a, treeA, b, treeB, result, leastOverlap, leastNormal);
    }
    else
    {
        forEachAxis(a, b,
                    [&](Vec2 normal, Vec2 origin, AxisSource source)
                    {
                        const Vec2 u = normal / glm::length(normal);
                        double minA, maxA, minB, maxB;
                        project(a, treeA, u, minA, maxA, hintsA);
                        project(b, treeB, u, minB, maxB, hintsB);
                        const double forward = maxA - minB;  // B leaves along +u
                        const double backward = maxB - minA; // B leaves along -u
                        const double overlap = std::min(forward, backward);
                        if (overlap < leastOverlap)
                        {
                            leastOverlap = overlap;
                            leastNormal = forward <= backward ? u : -u;
                            result.axis = source;
                            result.hasAxis = true;
                        }
                        if (axes)
                        {
                            const double o = glm::dot(origin, u);
                            axes->push_back({u, origin, minA - o, maxA - o, minB - o, maxB - o, source});
                        }
                    });
    }

    if (leastOverlap < 0.0)
    {
        // 2. Disjoint: vertex-to-edge distances both ways (a point core has no edge; a pair of points
        //    was answered above).
        result.disjoint = true;
        double best = std::numeric_limits<double>::infinity();
        Vec2 bestEdge{0.0, 0.0};
        double bestSide = 0.0;
        bool bestInterior = false;
        bool edgeOfA = false;
        bool edgeOfPolygon = false;
        // Measures one vertex-edge pair and keeps it when it is strictly nearer than every pair before.
        auto consider = [&](const ConvexProxy& from, const ConvexProxy& to, bool fromIsA, int i, int e)
        {
            const Vec2 p = from.vertex(i);
            const Vec2 start = to.edgeStart(e);
            const Vec2 end = to.edgeEnd(e);
            const double t = closestSegmentParameter(p, start, end);
            const Vec2 q = t <= 0.0 ? start : (t >= 1.0 ? end : start + (end - start) * t);
            const double d2 = lengthSquared(q - p);
            if (d2 < best)
            {
                best = d2;
                result.onA = fromIsA ? p : q;
                result.onB = fromIsA ? q : p;
                bestEdge = end - start;
                bestSide = cross(bestEdge, p - start);
                bestInterior = t > 0.0 && t < 1.0;
                edgeOfA = !fromIsA;
                edgeOfPolygon = to.count >= 3;
            }
            return d2;
        };
        if (treeA == nullptr && treeB == nullptr)
        {
            auto vertexToEdges = [&](const ConvexProxy& from, const ConvexProxy& to, bool fromIsA)
            {
                for (int i = 0; i < from.count; ++i)
                {
                    for (int e = 0; e < to.edgeCount(); ++e)
                    {
                        consider(from, to, fromIsA, i, e);
                    }
                }
            };
            vertexToEdges(a, b, true);
            vertexToEdges(b, a, false);
        }
        else
        {
            closestVertexEdgePair(a, treeA, b, treeB, consider);
        }
        if (bestInterior)
        {
            // A vertex facing the inside of an edge: the edge's normal is the direction, and the
            // distance to the edge's line is the gap. Both are accurate even when the gap is far
            // below the coordinates' rounding, where the difference of the two points is not: a
            // vertex on a segment's line (bestSide == 0, the axes' rounding having called the cores
            // disjoint) touches it, and that difference would point anywhere.
            const double edgeLength = glm::length(bestEdge);
            const Vec2 outward = Vec2{bestEdge.y, -bestEdge.x} / edgeLength; // right of the edge
            const Vec2 towardVertex = edgeOfPolygon ? outward : (bestSide > 0.0 ? -outward : outward);
            result.normal = edgeOfA ? towardVertex : -towardVertex;
            result.value = std::abs(bestSide) / edgeLength;
            return result;
        }
        result.value = std::sqrt(best);
        result.normal = result.value > 0.0 ? (result.onB - result.onA) / result.value : leastNormal;
        return result;
    }

    // 3. Overlapping: least overlap over the axes.
    result.value = -leastOverlap;
    result.normal = leastNormal;
    penetrationWitnesses(a, b, leastNormal, result.onA, result.onB);
    return result;
}

// The registry's name for this family's rows (registry.cpp), for traces filled by a direct call.
constexpr const char* kAlgorithmName = "closest-features";

// The overlap test decides the sign; the distance supplies the magnitude. They can only disagree by
// rounding at contact, and then the value becomes 0 (touching) or the smallest positive double, so that
// "overlap iff distance <= 0" holds exactly.
double reconcileSign(double value, bool overlaps)
{
    if (overlaps)
    {
        return std::min(value, 0.0);
    }
    return value > 0.0 ? value : std::numeric_limits<double>::denorm_min();
}

template <typename A, typename B>
SignedDistance signedDistanceOf(const A& a, const B& b, bool overlaps, Trace* trace, Scan scan = Scan::pruned)
{
    const Vec2 reference = referenceOf(a);
    const ConvexProxy ca = convexProxy(a, reference);
    const ConvexProxy cb = convexProxy(b, reference);
    const CoreContact contact = coreContact(ca, cb, nullptr, scan);
    SignedDistance result;
    result.value = reconcileSign(contact.value - ca.radius - cb.radius, overlaps);
    result.pointA = reference + contact.onA + contact.normal * ca.radius;
    result.pointB = reference + contact.onB - contact.normal * cb.radius;
    if (trace)
    {
        if (trace->algorithm.empty())
        {
            trace->algorithm = kAlgorithmName;
        }
        if (contact.disjoint)
        {
            trace->note(ca.count == 1 && cb.count == 1
                            ? "distance: between the centres, minus the radii"
                            : "distance: cores disjoint, closest vertex-to-edge pair, minus the radii");
        }
        else if (contact.hasAxis)
        {
            trace->note("distance: cores overlap, penetration along the least-overlap axis (" +
                        axisLabel(contact.axis, contact.axis.owner == 'A' ? ca : cb) + "), minus the radii");
        }
        else
        {
            trace->note("distance: the cores are the same point; direction +x by convention");
        }
        trace->value("core distance", contact.value);
        trace->value("signed distance", result.value);
        const bool gap = result.value > 0.0;
        trace->world.points.push_back({result.pointA, gap ? "closest on A" : "deepest of A"});
        trace->world.points.push_back({result.pointB, gap ? "closest on B" : "deepest of B"});
        trace->world.segments.push_back({result.pointA, result.pointB, gap ? "gap" : "penetration"});
    }
    return result;
}

// Fills an overlap test's trace: the deciding branch, every candidate axis of the cores with both
// shapes' intervals (radii included), the closest-points axis when the cores are disjoint, and the
// closest or deepest points. Runs only when a trace is requested and never feeds back into the answer:
// it returns `overlaps` unchanged (so that the caller can end in a tail call).
template <typename A, typename B>
[[gnu::noinline]] bool describeOverlap(Trace* trace, bool overlaps, const char* branch, const A& a,
                                       const B& b)
{
    const Vec2 reference = referenceOf(a);
    const ConvexProxy ca = convexProxy(a, reference);
    const ConvexProxy cb = convexProxy(b, reference);
    std::vector<AxisRecord> records;
    const CoreContact contact = coreContact(ca, cb, &records);
    if (trace->algorithm.empty())
    {
        trace->algorithm = kAlgorithmName;
    }
    trace->note(std::string(overlaps ? "overlap: " : "no overlap: ") + branch);

    const size_t first = trace->axes.size();
    double least = std::numeric_limits<double>::infinity();
    size_t leastIndex = first;
    auto add = [&](const AxisRecord& r, std::string label)
    {
        TraceAxis axis;
        axis.origin = reference + r.origin;
        axis.direction = r.direction;
        axis.minA = r.minA - ca.radius;
        axis.maxA = r.maxA + ca.radius;
        axis.minB = r.minB - cb.radius;
        axis.maxB = r.maxB + cb.radius;
        axis.separating = axis.maxA < axis.minB || axis.maxB < axis.minA;
        axis.label = std::move(label);
        const double overlap = std::min(axis.maxA - axis.minB, axis.maxB - axis.minA);
        if (overlap < least)
        {
            least = overlap;
            leastIndex = trace->axes.size();
        }
        trace->axes.push_back(std::move(axis));
    };
    for (const AxisRecord& r : records)
    {
        add(r, axisLabel(r.source, r.source.owner == 'A' ? ca : cb));
    }
    if (contact.disjoint)
    {
        // The line through the closest points separates the cores; with the radii it shows the gap
        // (or, for round shapes, the penetration along the centre line).
        const Vec2 u = contact.normal;
        const Vec2 origin = 0.5 * (contact.onA + contact.onB);
        AxisRecord r{u, origin, 0.0, 0.0, 0.0, 0.0, {}};
        const double o = glm::dot(origin, u);
        project(ca, u, r.minA, r.maxA);
        project(cb, u, r.minB, r.maxB);
        r.minA -= o;
        r.maxA -= o;
        r.minB -= o;
        r.maxB -= o;
        add(r, "closest points");
    }
    if (leastIndex < trace->axes.size())
    {
        trace->axes[leastIndex].leastOverlap = true;
    }
    const Vec2 pointA = reference + contact.onA + contact.normal * ca.radius;
    const Vec2 pointB = reference + contact.onB - contact.normal * cb.radius;
    const bool gap = !overlaps;
    trace->world.points.push_back({pointA, gap ? "closest on A" : "deepest of A"});
    trace->world.points.push_back({pointB, gap ? "closest on B" : "deepest of B"});
    return overlaps;
}

template <typename A, typename B>
inline bool finish(Trace* trace, bool overlaps, const char* branch, const A& a, const B& b)
{
    if (trace) [[unlikely]]
    {
        return describeOverlap(trace, overlaps, branch, a, b);
    }
    return overlaps;
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// Overlap tests. World frame; closed sets, touching is contact. Each returns exactly the sign of the
// matching distance function (distance <= 0 iff overlap).
// ---------------------------------------------------------------------------------------------------

bool overlapPointPoint(const Point& a, const Point& b, Trace* trace)
{
    return finish(trace, a.position == b.position, "the points are equal iff they share a point", a, b);
}

bool overlapPointCircle(const Point& a, const Circle& b, Trace* trace)
{
    const bool overlaps = lengthSquared(a.position - b.center) <= b.radius * b.radius;
    return finish(trace, overlaps, "squared distance to the centre against r^2", a, b);
}

bool overlapPointRect(const Point& a, const Rect& b, Trace* trace)
{
    const Vec2 d = a.position - b.center;
    if (early_out::beyondReach(lengthSquared(d), rectReach(b)))
    {
        return finish(trace, false, "outside the rect's bounding circle", a, b);
    }
    const RectFrame f = frameOf(b);
    const Vec2 local{glm::dot(d, f.axisX), cross(f.axisX, d)};
    const bool overlaps = std::abs(local.x) <= f.halfWidth && std::abs(local.y) <= f.halfHeight;
    return finish(trace, overlaps, "the point in the rect's frame against the half extents", a, b);
}

bool overlapPointPolygon(const Point& a, const Polygon& b, Trace* trace)
{
    const Vec2* v = b.vertices.data();
    const size_t n = b.vertices.size();
    bool overlaps = true;
    for (size_t i = 0; i < n && overlaps; ++i)
    {
        overlaps = cross(v[i + 1 == n ? 0 : i + 1] - v[i], a.position - v[i]) >= 0.0;
    }
    return finish(trace, overlaps, "the point on the inner side of every edge (closed)", a, b);
}

bool overlapPointSegment(const Point& a, const Segment& b, Trace* trace)
{
    const Vec2 ab = b.b - b.a;
    const Vec2 ap = a.position - b.a;
    const bool overlaps =
        cross(ab, ap) == 0.0 && glm::dot(ap, ab) >= 0.0 && glm::dot(a.position - b.b, ab) <= 0.0;
    return finish(trace, overlaps, "the point exactly on the segment's line, between its ends", a, b);
}

bool overlapPointCapsule(const Point& a, const Capsule& b, Trace* trace)
{
    const double r2 = b.radius * b.radius;
    if (distanceSquaredPointBox(a.position, boxOfSegment(b.a, b.b)) > r2)
    {
        return finish(trace, false, "further than r from the axis's bounding box", a, b);
    }
    const bool overlaps = pointWithinSegment(a.position, b.a, b.b, r2);
    return finish(trace, overlaps, "squared distance to the axis against r^2", a, b);
}

bool overlapCircleCircle(const Circle& a, const Circle& b, Trace* trace)
{
    // |c1 - c2| <= r1 + r2 (Ericson 2005, 4.3), squared so that no root is taken.
    const double reach = a.radius + b.radius;
    const bool overlaps = lengthSquared(b.center - a.center) <= reach * reach;
    return finish(trace, overlaps, "squared centre distance against (r1 + r2)^2", a, b);
}

bool overlapCircleRect(const Circle& a, const Rect& b, Trace* trace)
{
    const Vec2 d = a.center - b.center;
    const double d2 = lengthSquared(d);
    if (early_out::beyondReach(d2, a.radius + rectReach(b)) ||
        !early_out::withinRadii(d2, a.radius * a.radius, early_out::rectReachSquared(b.width, b.height)))
    {
        return finish(trace, false, "bounding circles disjoint", a, b);
    }
    if (early_out::circleMeetsInscribedCircle(d2, a.radius, std::min(b.width, b.height)))
    {
        return finish(trace, true, "the circle meets the rect's inscribed circle", a, b);
    }
    // The centre in the rect's frame; the excess over the half extents is the offset to the nearest
    // point of the rect (the clamp of thesis 2.9.4 applied per axis).
    const RectFrame f = frameOf(b);
    const double ex = std::max(std::abs(glm::dot(d, f.axisX)) - f.halfWidth, 0.0);
    const double ey = std::max(std::abs(cross(f.axisX, d)) - f.halfHeight, 0.0);
    const bool overlaps = ex * ex + ey * ey <= a.radius * a.radius;
    return finish(trace, overlaps, "centre clamped to the rect in its frame, squared distance against r^2", a,
                  b);
}

bool overlapCirclePolygon(const Circle& a, const Polygon& b, Trace* trace)
{
    const double r2 = a.radius * a.radius;
    const double d2 = distanceSquaredPointPolygon(a.center, b.vertices.data(), b.vertices.size(), r2);
    return finish(trace, d2 <= r2, "squared distance from the centre to the polygon against r^2", a, b);
}

bool overlapCircleSegment(const Circle& a, const Segment& b, Trace* trace)
{
    // Equivalent to the quadratic in the segment parameter (Ericson 2005, 5.3.2;
    // docs/algorithms/segments-and-circles.md, "segment-quadratic"), without its roots.
    const double r2 = a.radius * a.radius;
    if (distanceSquaredPointBox(a.center, boxOfSegment(b.a, b.b)) > r2)
    {
        return finish(trace, false, "the centre is further than r from the segment's bounding box", a, b);
    }
    const bool overlaps = pointWithinSegment(a.center, b.a, b.b, r2);
    return finish(trace, overlaps, "squared distance from the centre to the segment against r^2", a, b);
}

bool overlapCircleCapsule(const Circle& a, const Capsule& b, Trace* trace)
{
    const double reach = a.radius + b.radius;
    const double reach2 = reach * reach;
    if (distanceSquaredPointBox(a.center, boxOfSegment(b.a, b.b)) > reach2)
    {
        return finish(trace, false, "the centre is further than r1 + r2 from the axis's bounding box", a, b);
    }
    const bool overlaps = pointWithinSegment(a.center, b.a, b.b, reach2);
    return finish(trace, overlaps, "squared distance from the centre to the axis against (r1 + r2)^2", a, b);
}

namespace
{

// The four-axis test of overlapRectRect, for the pairs its early-outs leave undecided. Out of line, so
// that the early-outs alone are small enough for a caller's loop to take in (the batch rows, the
// collision pass): most pairs never get here, and the turn's trigonometry made the whole too large.
[[gnu::noinline]] bool overlapRectRectByAxes(const Rect& a, const Rect& b, Vec2 d, Trace* trace)
{
    // Projection radii (Gottschalk, Lin & Manocha 1996 in 2D; docs/algorithms/polygonal.md): on each of
    // the four axes n1, t1, n2, t2, the projected half extents d0 + d1 against the projected centre
    // distance d2; separated iff d0 + d1 < d2 on some axis. With the turn
    // (cos, sin) from A's axes to B's, c = |cos| and s = |sin|, the other rect's projected half
    // extent is w/2 c + h/2 s or w/2 s + h/2 c, and the centre offset in B's frame is the offset in
    // A's frame turned back. The turn comes from the difference of the angles while both are small
    // (the subtraction then errs by an ulp of 16 at most), else from both axes.
    constexpr double kSmallAngle = 16.0;
    const Vec2 n1 = axisFromAngle(a.angle);
    Vec2 turn;
    if (std::abs(a.angle) <= kSmallAngle && std::abs(b.angle) <= kSmallAngle)
    {
        turn = axisFromAngle(b.angle - a.angle);
    }
    else
    {
        const Vec2 n2 = axisFromAngle(b.angle);
        turn = {glm::dot(n1, n2), cross(n1, n2)};
    }
    const double c = std::abs(turn.x);
    const double s = std::abs(turn.y);
    const double hwA = 0.5 * a.width;
    const double hhA = 0.5 * a.height;
    const double hwB = 0.5 * b.width;
    const double hhB = 0.5 * b.height;
    const Vec2 inA{glm::dot(n1, d), cross(n1, d)};
    const Vec2 inB{turn.x * inA.x + turn.y * inA.y, turn.x * inA.y - turn.y * inA.x};
    const bool onN1 = std::abs(inA.x) <= hwA + hwB * c + hhB * s;
    const bool onT1 = std::abs(inA.y) <= hhA + hwB * s + hhB * c;
    const bool onN2 = std::abs(inB.x) <= hwB + hwA * c + hhA * s;
    const bool onT2 = std::abs(inB.y) <= hhB + hwA * s + hhA * c;
    const bool overlaps = onN1 & onT1 & onN2 & onT2;
    return finish(trace, overlaps, "four-axis projection test of seeds/003", a, b);
}

} // namespace

bool overlapRectRect(const Rect& a, const Rect& b, Trace* trace)
{
    // Early-outs without the angles, cheapest first: the loose bounding circles ((w + h) / 2), the
    // tight ones (half diagonals), then the inscribed circles, whose meeting decides an overlap.
    const Vec2 d = b.center - a.center;
    const double d2 = lengthSquared(d);
    if (early_out::beyondReach(d2, rectReach(a) + rectReach(b)) ||
        !early_out::withinRadii(d2, early_out::rectReachSquared(a.width, a.height),
                                early_out::rectReachSquared(b.width, b.height)))
    {
        return finish(trace, false, "bounding circles disjoint", a, b);
    }
    if (early_out::inscribedCirclesMeet(d2, std::min(a.width, a.height), std::min(b.width, b.height)))
    {
        return finish(trace, true, "inscribed circles overlap", a, b);
    }
    return overlapRectRectByAxes(a, b, d, trace);
}

bool overlapRectPolygon(const Rect& a, const Polygon& b, Trace* trace)
{
    const Box box = boxOfPolygon(b);
    const double reach = rectReach(a);
    if (distanceSquaredPointBox(a.center, box) > reach * reach)
    {
        return finish(trace, false, "the rect's bounding circle misses the polygon's bounding box", a, b);
    }
    const RectFrame f = frameOf(a);
    const Vec2 hx = f.axisX * f.halfWidth;
    const Vec2 hy = perp(f.axisX) * f.halfHeight;
    const std::array<Vec2, 4> corners = {a.center - hx - hy, a.center + hx - hy, a.center + hx + hy,
                                         a.center - hx + hy};
    const Vec2* v = b.vertices.data();
    const size_t n = b.vertices.size();
    const bool overlaps =
        !someEdgeSeparates(corners.data(), 4, v, n) && !someEdgeSeparates(v, n, corners.data(), 4);
    return finish(trace, overlaps, "separating axes: edge normals of both (seeds/001)", a, b);
}

bool overlapRectSegment(const Rect& a, const Segment& b, Trace* trace)
{
    const double reach = rectReach(a);
    if (distanceSquaredPointBox(a.center, boxOfSegment(b.a, b.b)) > reach * reach)
    {
        return finish(trace, false, "the rect's bounding circle misses the segment's bounding box", a, b);
    }
    const RectFrame f = frameOf(a);
    const bool overlaps =
        segmentMeetsCenteredBox(toRectFrame(b.a, f), toRectFrame(b.b, f), f.halfWidth, f.halfHeight);
    return finish(trace, overlaps, "separating axes in the rect's frame: x, y and the segment's normal", a,
                  b);
}

bool overlapRectCapsule(const Rect& a, const Capsule& b, Trace* trace)
{
    const double reach = rectReach(a) + b.radius;
    if (distanceSquaredPointBox(a.center, boxOfSegment(b.a, b.b)) > reach * reach)
    {
        return finish(trace, false, "the rect's bounding circle misses the capsule's bounding box", a, b);
    }
    const RectFrame f = frameOf(a);
    const Vec2 p = toRectFrame(b.a, f);
    const Vec2 q = toRectFrame(b.b, f);
    if (segmentMeetsCenteredBox(p, q, f.halfWidth, f.halfHeight))
    {
        return finish(trace, true, "the capsule's axis meets the rect", a, b);
    }
    const bool overlaps =
        distanceSquaredSegmentCenteredBox(p, q, f.halfWidth, f.halfHeight) <= b.radius * b.radius;
    return finish(trace, overlaps, "squared distance from the axis to the rect against r^2", a, b);
}

bool overlapPolygonPolygon(const Polygon& a, const Polygon& b, Trace* trace)
{
    if (boxesApart(boxOfPolygon(a), boxOfPolygon(b), 0.0))
    {
        return finish(trace, false, "bounding boxes disjoint", a, b);
    }
    const Vec2* va = a.vertices.data();
    const Vec2* vb = b.vertices.data();
    const size_t na = a.vertices.size();
    const size_t nb = b.vertices.size();
    const bool overlaps = !someEdgeSeparates(va, na, vb, nb) && !someEdgeSeparates(vb, nb, va, na);
    return finish(trace, overlaps, "separating axes: edge normals of both (seeds/001)", a, b);
}

bool overlapPolygonSegment(const Polygon& a, const Segment& b, Trace* trace)
{
    if (boxesApart(boxOfPolygon(a), boxOfSegment(b.a, b.b), 0.0))
    {
        return finish(trace, false, "bounding boxes disjoint", a, b);
    }
    const bool overlaps = segmentMeetsPolygon(b.a, b.b, a.vertices.data(), a.vertices.size());
    return finish(trace, overlaps, "separating axes: the polygon's edge normals and the segment's normal", a,
                  b);
}

bool overlapPolygonCapsule(const Polygon& a, const Capsule& b, Trace* trace)
{
    if (boxesApart(boxOfPolygon(a), boxOfSegment(b.a, b.b), b.radius))
    {
        return finish(trace, false, "bounding boxes further apart than r", a, b);
    }
    const Vec2* v = a.vertices.data();
    const size_t n = a.vertices.size();
    if (segmentMeetsPolygon(b.a, b.b, v, n))
    {
        return finish(trace, true, "the capsule's axis meets the polygon", a, b);
    }
    const bool overlaps = distanceSquaredDisjointSegmentPolygon(b.a, b.b, v, n) <= b.radius * b.radius;
    return finish(trace, overlaps, "squared distance from the axis to the polygon against r^2", a, b);
}

bool overlapSegmentSegment(const Segment& a, const Segment& b, Trace* trace)
{
    if (boxesApart(boxOfSegment(a.a, a.b), boxOfSegment(b.a, b.b), 0.0))
    {
        return finish(trace, false, "bounding boxes disjoint", a, b);
    }
    const bool overlaps = closedSegmentsMeet(a.a, a.b, b.a, b.b);
    return finish(trace, overlaps, "orientation test with the collinear cases (seeds/001, closed)", a, b);
}

bool overlapSegmentCapsule(const Segment& a, const Capsule& b, Trace* trace)
{
    if (boxesApart(boxOfSegment(a.a, a.b), boxOfSegment(b.a, b.b), b.radius))
    {
        return finish(trace, false, "bounding boxes further apart than r", a, b);
    }
    const bool overlaps = segmentsWithin(a.a, a.b, b.a, b.b, b.radius * b.radius);
    return finish(trace, overlaps, "the segment crosses the axis, or an end point is within r of the other",
                  a, b);
}

bool overlapCapsuleCapsule(const Capsule& a, const Capsule& b, Trace* trace)
{
    const double reach = a.radius + b.radius;
    if (boxesApart(boxOfSegment(a.a, a.b), boxOfSegment(b.a, b.b), reach))
    {
        return finish(trace, false, "bounding boxes further apart than r1 + r2", a, b);
    }
    const bool overlaps = segmentsWithin(a.a, a.b, b.a, b.b, reach * reach);
    return finish(trace, overlaps, "the axes cross, or an end point is within r1 + r2 of the other axis", a,
                  b);
}

// ---------------------------------------------------------------------------------------------------
// Signed distances. World frame, world units: > 0 the gap, < 0 minus the penetration depth, pointA and
// pointB the witnesses (hitlab/overlap.hpp). All go through coreContact; the sign comes from the
// overlap test.
// ---------------------------------------------------------------------------------------------------

SignedDistance distancePointPoint(const Point& a, const Point& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPointPoint(a, b), trace);
}

SignedDistance distancePointCircle(const Point& a, const Circle& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPointCircle(a, b), trace);
}

SignedDistance distancePointRect(const Point& a, const Rect& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPointRect(a, b), trace);
}

SignedDistance distancePointPolygon(const Point& a, const Polygon& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPointPolygon(a, b), trace);
}

SignedDistance distancePointSegment(const Point& a, const Segment& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPointSegment(a, b), trace);
}

SignedDistance distancePointCapsule(const Point& a, const Capsule& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPointCapsule(a, b), trace);
}

SignedDistance distanceCircleCircle(const Circle& a, const Circle& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapCircleCircle(a, b), trace);
}

SignedDistance distanceCircleRect(const Circle& a, const Rect& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapCircleRect(a, b), trace);
}

SignedDistance distanceCirclePolygon(const Circle& a, const Polygon& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapCirclePolygon(a, b), trace);
}

SignedDistance distanceCircleSegment(const Circle& a, const Segment& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapCircleSegment(a, b), trace);
}

SignedDistance distanceCircleCapsule(const Circle& a, const Capsule& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapCircleCapsule(a, b), trace);
}

SignedDistance distanceRectRect(const Rect& a, const Rect& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapRectRect(a, b), trace);
}

SignedDistance distanceRectPolygon(const Rect& a, const Polygon& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapRectPolygon(a, b), trace);
}

SignedDistance distanceRectSegment(const Rect& a, const Segment& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapRectSegment(a, b), trace);
}

SignedDistance distanceRectCapsule(const Rect& a, const Capsule& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapRectCapsule(a, b), trace);
}

SignedDistance distancePolygonPolygon(const Polygon& a, const Polygon& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPolygonPolygon(a, b), trace);
}

SignedDistance distancePolygonSegment(const Polygon& a, const Segment& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPolygonSegment(a, b), trace);
}

SignedDistance distancePolygonCapsule(const Polygon& a, const Capsule& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapPolygonCapsule(a, b), trace);
}

SignedDistance distanceSegmentSegment(const Segment& a, const Segment& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapSegmentSegment(a, b), trace);
}

SignedDistance distanceSegmentCapsule(const Segment& a, const Capsule& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapSegmentCapsule(a, b), trace);
}

SignedDistance distanceCapsuleCapsule(const Capsule& a, const Capsule& b, Trace* trace)
{
    return signedDistanceOf(a, b, overlapCapsuleCapsule(a, b), trace);
}

SignedDistance distanceByFullScan(const Point& a, const Polygon& b)
{
    return signedDistanceOf(a, b, overlapPointPolygon(a, b), nullptr, Scan::full);
}

SignedDistance distanceByFullScan(const Circle& a, const Polygon& b)
{
    return signedDistanceOf(a, b, overlapCirclePolygon(a, b), nullptr, Scan::full);
}

SignedDistance distanceByFullScan(const Rect& a, const Polygon& b)
{
    return signedDistanceOf(a, b, overlapRectPolygon(a, b), nullptr, Scan::full);
}

SignedDistance distanceByFullScan(const Polygon& a, const Polygon& b)
{
    return signedDistanceOf(a, b, overlapPolygonPolygon(a, b), nullptr, Scan::full);
}

SignedDistance distanceByFullScan(const Polygon& a, const Segment& b)
{
    return signedDistanceOf(a, b, overlapPolygonSegment(a, b), nullptr, Scan::full);
}

SignedDistance distanceByFullScan(const Polygon& a, const Capsule& b)
{
    return signedDistanceOf(a, b, overlapPolygonCapsule(a, b), nullptr, Scan::full);
}

} // namespace hitlab
