// The tests of the basics note (an unattributed Japanese note with Python code, docs/sources.md):
// segment vs segment by orientation signs, circle vs segment, circle vs circle with the boundaries'
// intersection points, AABB vs AABB, and convex polygons by the separating axis theorem with the edge
// normals of both. See variants.hpp for what each answers.
#include "hitlab/geometry.hpp"
#include "variants.hpp"

#include <array>
#include <cmath>
#include <span>
#include <string>

namespace hitlab
{

namespace
{

// ---- separating axes ---------------------------------------------------------------------------------

// Projection interval of a vertex list on a direction.
struct Interval
{
    double min = std::numeric_limits<double>::infinity();
    double max = -std::numeric_limits<double>::infinity();
};

Interval project(std::span<const Vec2> vertices, Vec2 direction)
{
    Interval interval;
    for (Vec2 v : vertices)
    {
        const double d = glm::dot(v, direction);
        interval.min = std::min(interval.min, d);
        interval.max = std::max(interval.max, d);
    }
    return interval;
}

// On a counter-clockwise polygon P every other vertex lies left of each edge, so edge (p1, p2) separates
// Q when every vertex q of Q lies strictly to its right: cross(p2 - p1, q - p1) < 0.
bool edgeSeparates(Vec2 p1, Vec2 p2, std::span<const Vec2> q)
{
    const Vec2 edge = p2 - p1;
    for (Vec2 v : q)
    {
        if (cross(edge, v - p1) >= 0.0)
        {
            return false;
        }
    }
    return true;
}

// Records the axis of edge i of `owner` with both shapes' intervals. Returns the overlap of the
// intervals (negative when they are apart).
double recordAxis(std::span<const Vec2> owner, std::size_t i, std::span<const Vec2> a,
                  std::span<const Vec2> b, bool separating, const std::string& label, Trace& trace)
{
    const Vec2 p1 = owner[i];
    const Vec2 p2 = owner[(i + 1) % owner.size()];
    const Vec2 edge = p2 - p1;
    const Vec2 normal = Vec2{edge.y, -edge.x} / std::sqrt(lengthSquared(edge)); // outward for CCW
    const Interval ia = project(a, normal);
    const Interval ib = project(b, normal);
    TraceAxis axis;
    axis.origin = (p1 + p2) * 0.5;
    axis.direction = normal;
    axis.minA = ia.min;
    axis.maxA = ia.max;
    axis.minB = ib.min;
    axis.maxB = ib.max;
    axis.separating = separating;
    axis.label = label;
    trace.axes.push_back(axis);
    return std::min(ia.max, ib.max) - std::max(ia.min, ib.min);
}

// SAT on two counter-clockwise convex outlines (the note's check_collision; Ericson 2005, 5.2.1): the
// edges of a, then b.
bool satConvex(std::span<const Vec2> a, std::span<const Vec2> b, Trace* trace)
{
    bool separated = false;
    double leastOverlap = std::numeric_limits<double>::infinity();
    std::size_t leastIndex = 0;
    auto tryEdges = [&](std::span<const Vec2> owner, std::span<const Vec2> other, const char* name)
    {
        for (std::size_t i = 0; i < owner.size(); ++i)
        {
            const bool separating = edgeSeparates(owner[i], owner[(i + 1) % owner.size()], other);
            if (trace)
            {
                const double overlap =
                    recordAxis(owner, i, a, b, separating,
                               std::string("edge ") + std::to_string(i) + " of " + name, *trace);
                if (overlap < leastOverlap)
                {
                    leastOverlap = overlap;
                    leastIndex = trace->axes.size() - 1;
                }
            }
            separated = separated || separating;
            if (separated && !trace)
            {
                return; // the note stops at the first separating edge
            }
        }
    };
    tryEdges(a, b, "A");
    if (!separated || trace)
    {
        tryEdges(b, a, "B");
    }
    if (trace && !trace->axes.empty())
    {
        trace->axes[leastIndex].leastOverlap = true;
        trace->value("least overlap", leastOverlap);
        trace->note(separated ? "an edge has the other shape strictly on its outer side: separated"
                              : "no edge separates: contact (least overlap axis marked)");
    }
    return !separated;
}

} // namespace

// ---- segment vs segment --------------------------------------------------------------------------------

namespace
{

// The orientation overlay: each end point marked with the sign of its side of the other segment's
// line, and both lines drawn, so a zero sign (a touch, a collinear end) shows where it sits.
void traceOrientationSigns(Trace& trace, const Segment& a, const Segment& b)
{
    auto signLabel = [](double side, const char* name)
    { return std::string(name) + (side > 0.0 ? ": +" : side < 0.0 ? ": -" : ": 0"); };
    trace.world.segments.push_back({a.a, a.b, "line of a"});
    trace.world.segments.push_back({b.a, b.b, "line of b"});
    trace.world.points.push_back({b.a, signLabel(orientation(a.a, a.b, b.a), "b1 against a")});
    trace.world.points.push_back({b.b, signLabel(orientation(a.a, a.b, b.b), "b2 against a")});
    trace.world.points.push_back({a.a, signLabel(orientation(b.a, b.b, a.a), "a1 against b")});
    trace.world.points.push_back({a.b, signLabel(orientation(b.a, b.b, a.b), "a2 against b")});
}

} // namespace

bool overlapSegmentSegmentOrientationStrict(const Segment& a, const Segment& b, Trace* trace)
{
    // The note's check_intersection, with A, B = a and C, D = b: C and D on opposite sides of AB, and A
    // and B on opposite sides of CD, both strictly.
    const double dax = a.a.x - a.b.x;
    const double day = a.a.y - a.b.y;
    const double dcx = b.a.x - b.b.x;
    const double dcy = b.a.y - b.b.y;
    const double ta = dcx * (a.a.y - b.a.y) + dcy * (b.a.x - a.a.x);
    const double tb = dcx * (a.b.y - b.a.y) + dcy * (b.a.x - a.b.x);
    const double tc = dax * (b.a.y - a.a.y) + day * (a.a.x - b.a.x);
    const double td = dax * (b.b.y - a.a.y) + day * (a.a.x - b.b.x);
    const bool overlap = tc * td < 0.0 && ta * tb < 0.0;
    if (trace)
    {
        trace->value("ta", ta);
        trace->value("tb", tb);
        trace->value("tc", tc);
        trace->value("td", td);
        traceOrientationSigns(*trace, a, b);
        trace->note(overlap ? "strict sign changes on both segments: crossing"
                            : "a product is >= 0: no strict crossing (touching and collinear count as none)");
    }
    return overlap;
}

bool overlapSegmentSegmentOrientationClosed(const Segment& a, const Segment& b, Trace* trace)
{
    const bool overlap = segmentsIntersect(a.a, a.b, b.a, b.b);
    if (trace)
    {
        trace->value("orient(a1, a2, b1)", orientation(a.a, a.b, b.a));
        trace->value("orient(a1, a2, b2)", orientation(a.a, a.b, b.b));
        trace->value("orient(b1, b2, a1)", orientation(b.a, b.b, a.a));
        trace->value("orient(b1, b2, a2)", orientation(b.a, b.b, a.b));
        traceOrientationSigns(*trace, a, b);
        trace->note("closed test: opposite or zero signs on both, zero signs checked against the other "
                    "segment's box");
    }
    return overlap;
}

// ---- circle vs circle ----------------------------------------------------------------------------------

bool overlapCircleCircleCenterDistance(const Circle& a, const Circle& b, Trace* trace)
{
    const double radii = a.radius + b.radius;
    const bool overlap = lengthSquared(b.center - a.center) <= radii * radii;
    if (trace)
    {
        const double d = std::sqrt(lengthSquared(b.center - a.center));
        trace->value("centre distance", d);
        trace->value("r1 + r2", radii);
        trace->world.segments.push_back({a.center, b.center, "centre distance"});
        // The note's intersections(): law of cosines for the foot xx, Heron's area for the height yy.
        if (d > 0.0 && d <= radii && d >= std::abs(b.radius - a.radius))
        {
            const double xx = (a.radius * a.radius - b.radius * b.radius + d * d) / (2.0 * d);
            const double s = (a.radius + b.radius + d) / 2.0;
            const double heron = s * (s - a.radius) * (s - b.radius) * (s - d);
            const double yy = 2.0 * std::sqrt(std::max(heron, 0.0)) / d;
            const Vec2 u = (b.center - a.center) / d;
            trace->world.points.push_back({a.center + u * xx + perp(u) * yy, "boundary intersection"});
            trace->world.points.push_back({a.center + u * xx - perp(u) * yy, "boundary intersection"});
        }
        trace->note(overlap ? "centre distance <= r1 + r2: contact" : "centre distance > r1 + r2: apart");
    }
    return overlap;
}

SignedDistance distanceCircleCircleCenterDistance(const Circle& a, const Circle& b, Trace* trace)
{
    (void)trace; // the overlap query records the construction
    const Vec2 between = b.center - a.center;
    const double d = std::sqrt(lengthSquared(between));
    const Vec2 u = d > 0.0 ? between / d : Vec2{1.0, 0.0}; // concentric: any direction separates equally
    return {d - a.radius - b.radius, a.center + u * a.radius, b.center - u * b.radius};
}

// ---- circle vs segment ---------------------------------------------------------------------------------

bool overlapCircleSegmentClosestPoint(const Circle& a, const Segment& b, Trace* trace)
{
    const Vec2 closest = closestPointOnSegment(a.center, b.a, b.b);
    const double d2 = lengthSquared(a.center - closest);
    const bool overlap = d2 <= a.radius * a.radius;
    if (trace)
    {
        trace->value("t (clamped)", closestSegmentParameter(a.center, b.a, b.b));
        trace->value("distance", std::sqrt(d2));
        trace->value("r", a.radius);
        trace->world.points.push_back({closest, "closest point"});
        trace->world.segments.push_back({a.center, closest, "centre to segment"});
    }
    return overlap;
}

SignedDistance distanceCircleSegmentClosestPoint(const Circle& a, const Segment& b, Trace* trace)
{
    (void)trace;
    const Vec2 closest = closestPointOnSegment(a.center, b.a, b.b);
    const Vec2 toward = closest - a.center;
    const double d = std::sqrt(lengthSquared(toward));
    // On the segment itself the separating direction is the segment's normal.
    const Vec2 u = d > 0.0 ? toward / d : perp(glm::normalize(b.b - b.a));
    return {d - a.radius, a.center + u * a.radius, closest};
}

bool overlapCircleSegmentCrossesBoundary(const Circle& a, const Segment& b, Trace* trace)
{
    // The note's question: the segment meets the circle (closest point within r) but is not inside it
    // (both ends strictly closer than r means contained, which this question counts as no crossing).
    const double r2 = a.radius * a.radius;
    const double closest2 = distanceSquaredPointSegment(a.center, b.a, b.b);
    const double ac2 = lengthSquared(b.a - a.center);
    const double bc2 = lengthSquared(b.b - a.center);
    const bool contained = ac2 < r2 && bc2 < r2;
    const bool crosses = closest2 <= r2 && !contained;
    if (trace)
    {
        trace->value("closest distance", std::sqrt(closest2));
        trace->value("|AC|", std::sqrt(ac2));
        trace->value("|BC|", std::sqrt(bc2));
        trace->value("r", a.radius);
        trace->world.points.push_back({closestPointOnSegment(a.center, b.a, b.b), "closest point"});
        if (contained)
        {
            trace->note("both ends inside the circle: contained, which this test reports as no crossing");
        }
    }
    return crosses;
}

// ---- AABB ----------------------------------------------------------------------------------------------

bool overlapRectRectAabb(const Rect& a, const Rect& b, Trace* trace)
{
    // Centre distance against half the summed widths, in x and in y (Ericson 2005, 4.2). The note
    // calls |dx| > (wa + wb) / 2 apart, so touching boxes are in contact.
    const Bounds ba = boundsOf(a);
    const Bounds bb = boundsOf(b);
    const Vec2 ca = (ba.min + ba.max) * 0.5;
    const Vec2 cb = (bb.min + bb.max) * 0.5;
    const Vec2 halfA = (ba.max - ba.min) * 0.5;
    const Vec2 halfB = (bb.max - bb.min) * 0.5;
    const bool apartX = std::abs(ca.x - cb.x) > halfA.x + halfB.x;
    const bool apartY = std::abs(ca.y - cb.y) > halfA.y + halfB.y;
    if (trace)
    {
        for (const Bounds& box : {ba, bb})
        {
            trace->world.polylines.push_back(
                {{box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}}, true, "AABB"});
        }
        const Vec2 origin = (ca + cb) * 0.5;
        trace->axes.push_back(
            {origin, {1.0, 0.0}, ba.min.x, ba.max.x, bb.min.x, bb.max.x, apartX, false, "x"});
        trace->axes.push_back(
            {origin, {0.0, 1.0}, ba.min.y, ba.max.y, bb.min.y, bb.max.y, apartY, false, "y"});
        trace->note(a.angle == 0.0 && b.angle == 0.0
                        ? "unrotated: the boxes are the rectangles"
                        : "rotated: the boxes contain the rectangles, so contact "
                          "may be reported where there is none");
    }
    return !apartX && !apartY;
}

// ---- convex polygons -----------------------------------------------------------------------------------

bool overlapPolygonPolygonSat(const Polygon& a, const Polygon& b, Trace* trace)
{
    return satConvex(a.vertices, b.vertices, trace);
}

bool overlapRectRectSat(const Rect& a, const Rect& b, Trace* trace)
{
    const std::array<Vec2, 4> ca = rectCorners(a);
    const std::array<Vec2, 4> cb = rectCorners(b);
    return satConvex(ca, cb, trace);
}

bool overlapRectPolygonSat(const Rect& a, const Polygon& b, Trace* trace)
{
    const std::array<Vec2, 4> ca = rectCorners(a);
    return satConvex(ca, b.vertices, trace);
}

} // namespace hitlab
