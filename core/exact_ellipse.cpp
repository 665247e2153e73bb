// Exact overlap tests and signed distances of every pair with an ellipse, except the fan
// (exact_fan.cpp): point, circle, ellipse, rect, polygon, segment and capsule against an ellipse.
//
// Overlap: the idea of Hwang & Tsai 1999 (section 3) in an exact form, with Eberly 2013's point-to-ellipse
// distance (docs/algorithms/ellipse.md, "ellipse-affine-exact").
//   The affine map T that sends an ellipse E to the unit circle (translate by -c, rotate by -angle,
//   scale by 1/rx, 1/ry) keeps lines straight and preserves incidence, so a shape S meets E iff T(S)
//   meets the closed unit disk. Polygons, rectangles and segments stay polygons and segments, tested
//   exactly against the disk. A second ellipse becomes an ellipse T(E1); it meets the disk iff the
//   origin lies in T(E1) or the distance from the origin to T(E1) is <= 1. That distance comes from
//   Eberly's robust point-to-ellipse method (ellipse_math.hpp), stopped as soon as its root bracket
//   decides the "<= 1" question. The published method instead grows T(E1)'s radii by 1, which only
//   approximates the Minkowski sum with the unit disk and misses contacts; that variant lives
//   elsewhere and is labelled approximate. For a circle, mapping it to the unit circle is a
//   similarity, so the same test reads: distance from the circle's centre to the ellipse <= r.
//   A capsule's image is not a capsule, so ellipse-capsule uses distance(ellipse, core segment) <= r.
//   Cheap exact early-outs come first: bounding circles apart (no), inscribed circles overlapping
//   (yes), the centre line separating the supports (no), a centre inside the other shape (yes).
//
// Signed distance (the convention of hitlab/overlap.hpp):
//   - point and circle: Eberly's signed point-to-ellipse distance (minus the radius);
//   - rect, polygon, segment, capsule when apart: the minimum over an exact candidate set: each vertex's
//     (end point's) distance to the ellipse, and for each edge the ellipse's support point in the
//     direction facing the edge, when its projection falls inside the edge (a closest pair either
//     involves a vertex or meets an edge at a right angle, and then the ellipse's normal is the
//     edge's); minus the radius for the capsule;
//   - overlapping pairs, and ellipse-ellipse always: the duality formula
//         sd(A, B) = -min over unit u of (h_A(u) + h_B(-u)),
//     h the support function, minimised by the provably convergent branch and bound of
//     minimizeSupportFunction (ellipse_math.hpp). The witnesses are the support points of A along u*
//     and of B along -u*.
//   The sign always agrees with the overlap test: a result within rounding of contact is clamped to 0.
#include "ellipse_math.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/geometry.hpp"

#include <array>
#include <string>

namespace hitlab
{

namespace
{

// ---------------------------------------------------------------------------------------------------
// Traces (filled only when the caller passes one; they never feed back into a result).

TraceSpace unitCircleSpace(const EllipseAxes& e, std::string name, std::string circleLabel)
{
    TraceSpace space;
    space.name = std::move(name);
    space.toWorldX = e.axisX * e.radiusX;
    space.toWorldY = perp(e.axisX) * e.radiusY;
    space.toWorldOrigin = e.center;
    space.layer.ellipses.push_back({{0.0, 0.0}, 1.0, 1.0, 0.0, std::move(circleLabel)});
    space.layer.points.push_back({{0.0, 0.0}, "origin (centre of the unit circle)"});
    return space;
}

void traceWitnesses(Trace& trace, const SignedDistance& sd)
{
    trace.world.points.push_back({sd.pointA, "witness on a"});
    trace.world.points.push_back({sd.pointB, "witness on b"});
    trace.world.segments.push_back({sd.pointA, sd.pointB, sd.value >= 0.0 ? "gap" : "penetration"});
    trace.value("signed distance", sd.value);
}

// Closest point to the origin of the closed convex polygon given by counter-clockwise vertices in
// unit-circle space (the origin itself when it is inside). Trace use only.
template <typename VertexAt> Vec2 closestToOriginOnPolygon(int n, const VertexAt& vertexAt)
{
    bool inside = n >= 3;
    Vec2 best = vertexAt(0);
    double best2 = lengthSquared(best);
    for (int i = 0; i < n; ++i)
    {
        const Vec2 p = vertexAt(i);
        const Vec2 q = vertexAt((i + 1) % n);
        if (n >= 3 && cross(q - p, -p) < 0.0)
        {
            inside = false;
        }
        const Vec2 c = closestPointOnSegment({0.0, 0.0}, p, q);
        if (lengthSquared(c) < best2)
        {
            best2 = lengthSquared(c);
            best = c;
        }
    }
    return inside ? Vec2{0.0, 0.0} : best;
}

// ---------------------------------------------------------------------------------------------------
// Exact kernels in unit-circle space.

// The closed unit disk at the origin meets the closed convex polygon with counter-clockwise vertices
// vertexAt(0..n-1). Early exit on an edge whose line has the whole disk strictly outside.
template <typename VertexAt> bool unitDiskMeetsPolygon(int n, const VertexAt& vertexAt)
{
    bool originInside = true;
    const Vec2 first = vertexAt(0);
    Vec2 p = first;
    for (int i = 0; i < n; ++i)
    {
        const Vec2 q = i + 1 < n ? vertexAt(i + 1) : first;
        const Vec2 e = q - p;
        const double len2 = lengthSquared(e);
        const double side = cross(e, -p); // > 0: origin left of the edge, i.e. on the inner side
        if (side < 0.0)
        {
            if (side * side > len2)
            {
                return false; // the edge's line separates: the disk lies strictly outside it
            }
            originInside = false;
        }
        const double t = len2 > 0.0 ? std::clamp(-glm::dot(p, e) / len2, 0.0, 1.0) : 0.0;
        const Vec2 c = p + e * t;
        if (lengthSquared(c) <= 1.0)
        {
            return true;
        }
        p = q;
    }
    return originInside;
}

bool unitDiskMeetsSegment(Vec2 a, Vec2 b)
{
    return distanceSquaredPointSegment({0.0, 0.0}, a, b) <= 1.0;
}

// T(e1) in the unit-circle space of e2: centre, radii (radius1 >= radius2) and the unit direction of
// radius1. T(e1) = {q + L v : |v| <= 1} with L = S2^-1 R2^T R1 S1; its radii are L's singular values,
// its axes the eigenvectors of L L^T. The smaller radius comes from det L = (rx1 ry1) / (rx2 ry2),
// which keeps it accurate however eccentric T(e1) is (the product of both eccentricities).
struct MappedEllipse
{
    Vec2 center;
    double radius1;
    double radius2;
    Vec2 axis1;
};

MappedEllipse mapEllipse(const EllipseAxes& e1, const EllipseAxes& e2)
{
    Vec2 col0 = ellipseLocalDirection(e2, e1.axisX) * e1.radiusX;
    Vec2 col1 = ellipseLocalDirection(e2, perp(e1.axisX)) * e1.radiusY;
    col0 = {col0.x / e2.radiusX, col0.y / e2.radiusY};
    col1 = {col1.x / e2.radiusX, col1.y / e2.radiusY};
    const double p = col0.x * col0.x + col1.x * col1.x;
    const double s = col0.y * col0.y + col1.y * col1.y;
    const double r = col0.x * col0.y + col1.x * col1.y;
    const double half = 0.5 * (p - s);
    const double rad = std::hypot(half, r);
    MappedEllipse m;
    m.center = toUnitCircleSpace(e2, e1.center);
    m.radius1 = std::sqrt(0.5 * (p + s) + rad);
    m.radius2 = (e1.radiusX * e1.radiusY) / (e2.radiusX * e2.radiusY) / m.radius1;
    m.radius2 = std::min(m.radius2, m.radius1);
    // The eigenvector of the larger eigenvalue at angle phi, (cos 2phi, sin 2phi) = (half, r) / rad,
    // by the half-angle formulas on whichever side avoids cancellation (no atan, so no guard like the
    // published (B - A) == 0 ? 0 : atan(...) that fails on circles at odd multiples of 45 degrees).
    if (rad > 0.0)
    {
        const double c2 = half / rad;
        const double s2 = r / rad;
        if (c2 >= 0.0)
        {
            const double c = std::sqrt(0.5 * (1.0 + c2));
            m.axis1 = {c, s2 / (2.0 * c)};
        }
        else
        {
            const double sn = std::copysign(std::sqrt(0.5 * (1.0 - c2)), s2);
            m.axis1 = {s2 / (2.0 * sn), sn};
        }
    }
    else
    {
        m.axis1 = {1.0, 0.0};
    }
    return m;
}

// The origin in the frame of a mapped ellipse (its centre at 0, radius1 along +x).
Vec2 originInMappedFrame(const MappedEllipse& m)
{
    const Vec2 d = -m.center;
    return {glm::dot(d, m.axis1), cross(m.axis1, d)};
}

// Which ellipse of a pair to send to the unit circle: the rounder one (T then distorts the other
// least), ties broken by the parameters, so that (a, b) and (b, a) run the very same arithmetic.
bool mapSecondOfPair(const Ellipse& a, const Ellipse& b)
{
    const double aspectA = std::max(a.radiusX, a.radiusY) / std::min(a.radiusX, a.radiusY);
    const double aspectB = std::max(b.radiusX, b.radiusY) / std::min(b.radiusX, b.radiusY);
    if (aspectA != aspectB)
    {
        return aspectB < aspectA;
    }
    const std::array<double, 5> ka{a.center.x, a.center.y, a.radiusX, a.radiusY, a.angle};
    const std::array<double, 5> kb{b.center.x, b.center.y, b.radiusX, b.radiusY, b.angle};
    return !(ka < kb);
}

// ---------------------------------------------------------------------------------------------------
// Support points (world frame) of the non-ellipse shapes, for the duality formula.

// The rectangle's corner furthest along u, minus origin.
Vec2 supportRect(const Rect& rect, Vec2 axisX, Vec2 u, Vec2 origin)
{
    const Vec2 axisY = perp(axisX);
    const double sx = glm::dot(u, axisX) >= 0.0 ? 0.5 : -0.5;
    const double sy = glm::dot(u, axisY) >= 0.0 ? 0.5 : -0.5;
    return (rect.center - origin) + axisX * (sx * rect.width) + axisY * (sy * rect.height);
}

// The vertex maximising (v - origin).u; `origin` keeps the products small far from (0, 0).
template <typename VertexAt> Vec2 supportVertices(int n, const VertexAt& vertexAt, Vec2 origin, Vec2 u)
{
    Vec2 best = vertexAt(0);
    double bestDot = glm::dot(best - origin, u);
    for (int i = 1; i < n; ++i)
    {
        const Vec2 v = vertexAt(i);
        const double d = glm::dot(v - origin, u);
        if (d > bestDot)
        {
            bestDot = d;
            best = v;
        }
    }
    return best;
}

// sd(ellipse, other) by the duality formula, `otherOffset(w)` the other shape's support point in
// world direction w minus the ellipse's centre (differences keep far-away coordinates from rounding
// the support points). Returns the value and the witnesses (on the ellipse first).
template <typename OtherOffset>
SignedDistance dualityDistance(const EllipseAxes& e, const OtherOffset& otherOffset, SupportMinimum* info)
{
    // K = E - other, coordinates relative to the ellipse's centre.
    auto supportK = [&](Vec2 u) { return ellipseSupportOffset(e, u) - otherOffset(-u); };
    const SupportMinimum m = minimizeSupportFunction(supportK);
    SignedDistance sd;
    sd.value = -m.value;
    sd.pointA = e.center + ellipseSupportOffset(e, m.direction);
    sd.pointB = e.center + otherOffset(-m.direction);
    if (info)
    {
        *info = m;
    }
    return sd;
}

void traceDuality(Trace& trace, const SupportMinimum& m)
{
    trace.note("signed distance by duality: -min over u of h_a(u) + h_b(-u), branch and bound over arcs of "
               "directions (proven within tolerance)");
    trace.value("support evaluations", m.evaluations);
    trace.value("proven lower bound of min h", m.lowerBound);
    trace.value("minimising direction angle", std::atan2(m.direction.y, m.direction.x));
    if (m.budgetExhausted)
    {
        trace.note("evaluation budget reached (nearly constant support sum): value proven within the bound");
    }
}

// Keeps the sign of a distance consistent with the exact overlap answer (they can only disagree within
// rounding of contact).
void clampToOverlap(SignedDistance& sd, bool overlap)
{
    sd.value = overlap ? std::min(sd.value, 0.0) : std::max(sd.value, 0.0);
}

// ---------------------------------------------------------------------------------------------------
// Gap of an ellipse and a polyline or convex polygon that do NOT share a point: the exact candidate
// set (see the file comment). `closed`: the vertices are a counter-clockwise polygon, so only the
// edge side facing away from the polygon is a candidate; otherwise (a segment) both sides are.
struct GapResult
{
    double distance = std::numeric_limits<double>::infinity();
    Vec2 onEllipse{0.0, 0.0};
    Vec2 onOther{0.0, 0.0};
};

template <typename VertexAt>
GapResult ellipsePolylineGap(const EllipseAxes& e, int n, bool closed, const VertexAt& vertexAt)
{
    GapResult best;
    for (int i = 0; i < n; ++i)
    {
        const Vec2 v = vertexAt(i);
        if (!(ellipseDistanceLowerBound(e.radiusX, e.radiusY, ellipseLocal(e, v)) < best.distance))
        {
            continue; // no nearer than the best vertex so far, which only a nearer one replaces
        }
        const PointEllipseDistance d = signedDistancePointEllipse(e, v);
        if (std::abs(d.value) < best.distance)
        {
            best = {std::abs(d.value), d.closest, v};
        }
    }
    const int edges = closed ? n : n - 1;
    for (int i = 0; i < edges; ++i)
    {
        const Vec2 p = vertexAt(i);
        const Vec2 q = vertexAt((i + 1) % n);
        const Vec2 edge = q - p;
        const double len2 = lengthSquared(edge);
        if (len2 <= 0.0)
        {
            continue;
        }
        const Vec2 outward = Vec2{edge.y, -edge.x} / std::sqrt(len2); // outward for counter-clockwise
        for (int side = 0; side < (closed ? 1 : 2); ++side)
        {
            const Vec2 facing = side == 0 ? -outward : outward; // direction from the ellipse to the edge
            const Vec2 x = e.center + ellipseSupportOffset(e, facing);
            const double t = glm::dot(x - p, edge) / len2;
            if (t >= 0.0 && t <= 1.0)
            {
                const double d = std::abs(glm::dot(x - p, outward));
                if (d < best.distance)
                {
                    best = {d, x, p + edge * t};
                }
            }
        }
    }
    return best;
}

SignedDistance gapToSignedDistance(const GapResult& gap, double otherRadius)
{
    SignedDistance sd;
    sd.value = gap.distance - otherRadius;
    sd.pointA = gap.onEllipse;
    sd.pointB = gap.onOther;
    if (otherRadius > 0.0)
    {
        const Vec2 d = gap.onEllipse - gap.onOther;
        const double len = std::sqrt(lengthSquared(d));
        if (len > 0.0)
        {
            sd.pointB = gap.onOther + d * (otherRadius / len);
        }
    }
    return sd;
}

// ---------------------------------------------------------------------------------------------------
// Overlap cores without traces (the traced entry points wrap them).

enum class Decision
{
    BoundingCirclesApart,
    InscribedCirclesOverlap,
    CentreLineSeparates,
    CentreInside,
    BoxOutsideBoundingCircle,
    Exact,
};

const char* decisionNote(Decision d)
{
    switch (d)
    {
    case Decision::BoundingCirclesApart:
        return "early-out: bounding circles apart (no contact)";
    case Decision::InscribedCirclesOverlap:
        return "early-out: inscribed circles overlap (contact)";
    case Decision::CentreLineSeparates:
        return "early-out: the supports along the centre line do not reach each other (no contact)";
    case Decision::CentreInside:
        return "early-out: a centre lies inside the other shape (contact)";
    case Decision::BoxOutsideBoundingCircle:
        return "early-out: bounding box of the polygon outside the ellipse's bounding circle (no contact)";
    case Decision::Exact:
        return "decided by the exact test in the unit-circle space";
    }
    return "";
}

bool overlapCircleEllipseCore(const Circle& a, const Ellipse& b, Decision& decision)
{
    const Vec2 d = a.center - b.center;
    const double d2 = lengthSquared(d);
    const double outer = std::max(b.radiusX, b.radiusY) + a.radius;
    if (d2 > outer * outer)
    {
        decision = Decision::BoundingCirclesApart;
        return false;
    }
    const double inner = std::min(b.radiusX, b.radiusY) + a.radius;
    if (d2 <= inner * inner)
    {
        decision = Decision::InscribedCirclesOverlap;
        return true;
    }
    const EllipseAxes e = ellipseAxes(b);
    if (ellipseSupportRadius(e, d) + a.radius * std::sqrt(d2) < d2)
    {
        decision = Decision::CentreLineSeparates;
        return false;
    }
    decision = Decision::Exact;
    return withinDistanceOfEllipseLocal(e.radiusX, e.radiusY, ellipseLocal(e, a.center), a.radius);
}

bool overlapEllipseEllipseCore(const Ellipse& a, const Ellipse& b, Decision& decision)
{
    // The circle tests need no trigonometry, so they run before the axes are computed.
    const Vec2 d = b.center - a.center;
    const double d2 = lengthSquared(d);
    const double outer = std::max(a.radiusX, a.radiusY) + std::max(b.radiusX, b.radiusY);
    if (d2 > outer * outer)
    {
        decision = Decision::BoundingCirclesApart;
        return false;
    }
    const double inner = std::min(a.radiusX, a.radiusY) + std::min(b.radiusX, b.radiusY);
    if (d2 <= inner * inner)
    {
        decision = Decision::InscribedCirclesOverlap;
        return true;
    }
    // A circle given as an ellipse: mapping it to the unit circle is a similarity, so the exact test
    // is the distance from its centre to the other ellipse (no rotation of its own to round).
    if (a.radiusX == a.radiusY || b.radiusX == b.radiusY)
    {
        const bool aRound = a.radiusX == a.radiusY;
        const Circle circle{aRound ? a.center : b.center, aRound ? a.radiusX : b.radiusX};
        return overlapCircleEllipseCore(circle, aRound ? b : a, decision);
    }
    const EllipseAxes ea = ellipseAxes(a);
    const EllipseAxes eb = ellipseAxes(b);
    // Along the centre line (unnormalised d): h_a(d) + h_b(-d) < |d|^2 means separated.
    if (ellipseSupportRadius(ea, d) + ellipseSupportRadius(eb, d) < d2)
    {
        decision = Decision::CentreLineSeparates;
        return false;
    }
    if (ellipseContainsLocal(eb.radiusX, eb.radiusY, ellipseLocal(eb, a.center)) ||
        ellipseContainsLocal(ea.radiusX, ea.radiusY, ellipseLocal(ea, b.center)))
    {
        decision = Decision::CentreInside;
        return true;
    }
    decision = Decision::Exact;
    const bool second = mapSecondOfPair(a, b);
    const MappedEllipse m = second ? mapEllipse(ea, eb) : mapEllipse(eb, ea);
    return withinDistanceOfEllipseLocal(m.radius1, m.radius2, originInMappedFrame(m), 1.0);
}

bool overlapEllipseRectCore(const Ellipse& a, const Rect& rect, Decision& decision)
{
    const double d2 = lengthSquared(rect.center - a.center);
    const double halfDiagonal = 0.5 * std::hypot(rect.width, rect.height);
    const double outer = std::max(a.radiusX, a.radiusY) + halfDiagonal;
    if (d2 > outer * outer)
    {
        decision = Decision::BoundingCirclesApart;
        return false;
    }
    const double inner = std::min(a.radiusX, a.radiusY) + 0.5 * std::min(rect.width, rect.height);
    if (d2 <= inner * inner)
    {
        decision = Decision::InscribedCirclesOverlap;
        return true;
    }
    decision = Decision::Exact;
    const EllipseAxes e = ellipseAxes(a);
    const std::array<Vec2, 4> corners = rectCorners(rect);
    return unitDiskMeetsPolygon(4, [&](int i) { return toUnitCircleSpace(e, corners[i]); });
}

bool overlapEllipsePolygonCore(const Ellipse& a, const Polygon& polygon, Decision& decision)
{
    const std::vector<Vec2>& v = polygon.vertices;
    const int n = static_cast<int>(v.size());
    Vec2 lo = v[0];
    Vec2 hi = v[0];
    for (int i = 1; i < n; ++i)
    {
        lo = glm::min(lo, v[i]);
        hi = glm::max(hi, v[i]);
    }
    const Vec2 nearest = glm::clamp(a.center, lo, hi);
    const double outer = std::max(a.radiusX, a.radiusY);
    if (lengthSquared(nearest - a.center) > outer * outer)
    {
        decision = Decision::BoxOutsideBoundingCircle;
        return false;
    }
    decision = Decision::Exact;
    const EllipseAxes e = ellipseAxes(a);
    return unitDiskMeetsPolygon(n, [&](int i) { return toUnitCircleSpace(e, v[i]); });
}

bool overlapEllipseSegmentCore(const Ellipse& a, const Segment& s, Decision& decision)
{
    const double d2 = distanceSquaredPointSegment(a.center, s.a, s.b);
    const double outer = std::max(a.radiusX, a.radiusY);
    if (d2 > outer * outer)
    {
        decision = Decision::BoundingCirclesApart;
        return false;
    }
    const double inner = std::min(a.radiusX, a.radiusY);
    if (d2 <= inner * inner)
    {
        decision = Decision::InscribedCirclesOverlap;
        return true;
    }
    decision = Decision::Exact;
    const EllipseAxes e = ellipseAxes(a);
    return unitDiskMeetsSegment(toUnitCircleSpace(e, s.a), toUnitCircleSpace(e, s.b));
}

// distance(ellipse, segment a-b) <= radius, exactly: the segment meets the ellipse, or one of the
// candidates of ellipsePolylineGap is within the radius.
bool ellipseWithinSegmentRadius(const EllipseAxes& e, Vec2 a, Vec2 b, double radius)
{
    if (unitDiskMeetsSegment(toUnitCircleSpace(e, a), toUnitCircleSpace(e, b)))
    {
        return true;
    }
    if (withinDistanceOfEllipseLocal(e.radiusX, e.radiusY, ellipseLocal(e, a), radius) ||
        withinDistanceOfEllipseLocal(e.radiusX, e.radiusY, ellipseLocal(e, b), radius))
    {
        return true;
    }
    const Vec2 edge = b - a;
    const double len2 = lengthSquared(edge);
    const Vec2 normal = perp(edge) / std::sqrt(len2);
    for (double side : {1.0, -1.0})
    {
        const Vec2 x = e.center + ellipseSupportOffset(e, normal * side);
        const double t = glm::dot(x - a, edge) / len2;
        if (t >= 0.0 && t <= 1.0 && std::abs(glm::dot(x - a, normal)) <= radius)
        {
            return true;
        }
    }
    return false;
}

bool overlapEllipseCapsuleCore(const Ellipse& a, const Capsule& c, Decision& decision)
{
    const double d2 = distanceSquaredPointSegment(a.center, c.a, c.b);
    const double outer = std::max(a.radiusX, a.radiusY) + c.radius;
    if (d2 > outer * outer)
    {
        decision = Decision::BoundingCirclesApart;
        return false;
    }
    const double inner = std::min(a.radiusX, a.radiusY) + c.radius;
    if (d2 <= inner * inner)
    {
        decision = Decision::InscribedCirclesOverlap;
        return true;
    }
    decision = Decision::Exact;
    return ellipseWithinSegmentRadius(ellipseAxes(a), c.a, c.b, c.radius);
}

// Shared trace for the polygonal pairs: unit-circle space with the mapped polygon and its point
// closest to the origin.
template <typename VertexAt>
void tracePolygonSpace(Trace& trace, const EllipseAxes& e, int n, bool closed, const VertexAt& vertexAt,
                       const std::string& label)
{
    TraceSpace space = unitCircleSpace(e, "unit-circle space of the ellipse", "ellipse as unit circle");
    if (n == 2)
    {
        const Vec2 a = toUnitCircleSpace(e, vertexAt(0));
        const Vec2 b = toUnitCircleSpace(e, vertexAt(1));
        space.layer.segments.push_back({a, b, label});
        space.layer.points.push_back({closestPointOnSegment({0.0, 0.0}, a, b), "closest to origin"});
    }
    else
    {
        TracePolyline line;
        line.closed = closed;
        line.label = label;
        for (int i = 0; i < n; ++i)
        {
            line.points.push_back(toUnitCircleSpace(e, vertexAt(i)));
        }
        space.layer.polylines.push_back(line);
        space.layer.points.push_back(
            {closestToOriginOnPolygon(n, [&](int i) { return line.points[i]; }), "closest to origin"});
    }
    trace.spaces.push_back(std::move(space));
}

void traceOverlapCommon(Trace& trace, bool overlap, Decision decision, const SignedDistance& world)
{
    trace.note(decisionNote(decision));
    trace.note(overlap ? "contact" : "no contact");
    trace.world.points.push_back({world.pointA, "closest on a"});
    trace.world.points.push_back({world.pointB, "closest on b"});
    trace.world.segments.push_back({world.pointA, world.pointB, "true distance"});
    trace.value("true signed distance", world.value);
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// Point

bool overlapPointEllipse(const Point& a, const Ellipse& b, Trace* trace)
{
    // The circle tests need no trigonometry; the implicit test is the exact one.
    const double d2 = lengthSquared(a.position - b.center);
    const double outer = std::max(b.radiusX, b.radiusY);
    const double inner = std::min(b.radiusX, b.radiusY);
    Decision decision = Decision::Exact;
    bool overlap = false;
    if (d2 > outer * outer)
    {
        decision = Decision::BoundingCirclesApart;
    }
    else if (d2 <= inner * inner)
    {
        decision = Decision::InscribedCirclesOverlap;
        overlap = true;
    }
    else
    {
        const EllipseAxes e = ellipseAxes(b);
        overlap = ellipseContainsLocal(e.radiusX, e.radiusY, ellipseLocal(e, a.position));
    }
    if (trace)
    {
        const EllipseAxes e = ellipseAxes(b);
        TraceSpace space = unitCircleSpace(e, "unit-circle space of b", "b as unit circle");
        space.layer.points.push_back({toUnitCircleSpace(e, a.position), "a"});
        trace->spaces.push_back(std::move(space));
        trace->note("the point's image lies in the closed unit disk iff the point lies in the ellipse");
        traceOverlapCommon(*trace, overlap, decision, distancePointEllipse(a, b, nullptr));
    }
    return overlap;
}

SignedDistance distancePointEllipse(const Point& a, const Ellipse& b, Trace* trace)
{
    const PointEllipseDistance d = signedDistancePointEllipse(ellipseAxes(b), a.position);
    SignedDistance sd{d.value, a.position, d.closest};
    clampToOverlap(sd, overlapPointEllipse(a, b, nullptr));
    if (trace)
    {
        trace->note("signed distance: Eberly's robust point-to-ellipse distance (negative inside)");
        traceWitnesses(*trace, sd);
    }
    return sd;
}

// ---------------------------------------------------------------------------------------------------
// Circle

bool overlapCircleEllipse(const Circle& a, const Ellipse& b, Trace* trace)
{
    Decision decision = Decision::Exact;
    const bool overlap = overlapCircleEllipseCore(a, b, decision);
    if (trace)
    {
        const EllipseAxes e = ellipseAxes(b);
        TraceSpace space = unitCircleSpace(e, "unit-circle space of b", "b as unit circle");
        // T(circle) is an ellipse with radii r/rx, r/ry along b's axes.
        space.layer.ellipses.push_back(
            {toUnitCircleSpace(e, a.center), a.radius / e.radiusX, a.radius / e.radiusY, 0.0, "T(a)"});
        trace->spaces.push_back(std::move(space));
        trace->note("exact form: the circle's centre lies within r of the ellipse (a similarity maps the "
                    "circle to the unit circle)");
        traceOverlapCommon(*trace, overlap, decision, distanceCircleEllipse(a, b, nullptr));
    }
    return overlap;
}

SignedDistance distanceCircleEllipse(const Circle& a, const Ellipse& b, Trace* trace)
{
    const PointEllipseDistance d = signedDistancePointEllipse(ellipseAxes(b), a.center);
    SignedDistance sd;
    sd.value = d.value - a.radius;
    // The circle's point furthest along -normal: toward the ellipse when apart, deepest when inside.
    sd.pointA = a.center - d.normal * a.radius;
    sd.pointB = d.closest;
    Decision decision = Decision::Exact;
    clampToOverlap(sd, overlapCircleEllipseCore(a, b, decision));
    if (trace)
    {
        trace->note("signed distance: Eberly's distance from the centre to the ellipse, minus the radius");
        traceWitnesses(*trace, sd);
    }
    return sd;
}

// ---------------------------------------------------------------------------------------------------
// Ellipse

bool overlapEllipseEllipse(const Ellipse& a, const Ellipse& b, Trace* trace)
{
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipseEllipseCore(a, b, decision);
    if (trace)
    {
        const bool second = mapSecondOfPair(a, b);
        const EllipseAxes ea = ellipseAxes(a);
        const EllipseAxes eb = ellipseAxes(b);
        const EllipseAxes& unit = second ? eb : ea;
        const EllipseAxes& other = second ? ea : eb;
        const MappedEllipse m = mapEllipse(other, unit);
        TraceSpace space = unitCircleSpace(unit, second ? "unit-circle space of b" : "unit-circle space of a",
                                           second ? "E2 = b as unit circle" : "E2 = a as unit circle");
        space.layer.ellipses.push_back({m.center, m.radius1, m.radius2, std::atan2(m.axis1.y, m.axis1.x),
                                        second ? "T(E1) = T(a)" : "T(E1) = T(b)"});
        const EllipseClosestPoint c =
            closestPointOnEllipseLocal(m.radius1, m.radius2, originInMappedFrame(m));
        const Vec2 closest =
            c.inside ? Vec2{0.0, 0.0} : m.center + m.axis1 * c.point.x + perp(m.axis1) * c.point.y;
        space.layer.points.push_back({closest, "closest point of T(E1) to the origin"});
        trace->spaces.push_back(std::move(space));
        trace->value("distance from origin to T(E1) (unit-circle space)", c.inside ? 0.0 : c.distance);
        trace->note("exact form: contact iff the origin is in T(E1) or within distance 1 of it");
        traceOverlapCommon(*trace, overlap, decision, distanceEllipseEllipse(a, b, nullptr));
    }
    return overlap;
}

SignedDistance distanceEllipseEllipse(const Ellipse& a, const Ellipse& b, Trace* trace)
{
    const EllipseAxes ea = ellipseAxes(a);
    const EllipseAxes eb = ellipseAxes(b);
    SignedDistance sd;
    SupportMinimum info;
    bool duality = false;
    if (a.radiusX == a.radiusY)
    {
        // A circle given as an ellipse: exact point formula, no minimisation.
        const PointEllipseDistance d = signedDistancePointEllipse(eb, a.center);
        sd = {d.value - a.radiusX, a.center - d.normal * a.radiusX, d.closest};
    }
    else if (b.radiusX == b.radiusY)
    {
        const PointEllipseDistance d = signedDistancePointEllipse(ea, b.center);
        sd = {d.value - b.radiusX, d.closest, b.center - d.normal * b.radiusX};
    }
    else
    {
        duality = true;
        sd = dualityDistance(
            ea, [&](Vec2 w) { return (eb.center - ea.center) + ellipseSupportOffset(eb, w); }, &info);
    }
    Decision decision = Decision::Exact;
    clampToOverlap(sd, overlapEllipseEllipseCore(a, b, decision));
    if (trace)
    {
        if (duality)
        {
            traceDuality(*trace, info);
        }
        else
        {
            trace->note("signed distance: one ellipse is a circle, Eberly's distance from its centre minus "
                        "its radius");
        }
        traceWitnesses(*trace, sd);
    }
    return sd;
}

// ---------------------------------------------------------------------------------------------------
// Rect

bool overlapEllipseRect(const Ellipse& a, const Rect& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipseRectCore(a, b, decision);
    if (trace)
    {
        const std::array<Vec2, 4> corners = rectCorners(b);
        tracePolygonSpace(
            *trace, e, 4, true, [&](int i) { return corners[i]; }, "T(b)");
        trace->note("exact form: the mapped rectangle (a parallelogram) meets the closed unit disk");
        traceOverlapCommon(*trace, overlap, decision, distanceEllipseRect(a, b, nullptr));
    }
    return overlap;
}

namespace
{

// The common end of the ellipse-versus-polyline distances: the sign made to agree with the overlap
// test, and the trace (duality minimum for overlaps, the candidate set for gaps).
SignedDistance finishPolylineDistance(SignedDistance sd, bool overlap, const SupportMinimum& info,
                                      const char* candidates, Trace* trace)
{
    clampToOverlap(sd, overlap);
    if (trace)
    {
        if (overlap)
        {
            traceDuality(*trace, info);
        }
        else
        {
            trace->note(std::string("gap: minimum over ") + candidates +
                        "' distances to the ellipse and the ellipse's support points facing each edge");
        }
        traceWitnesses(*trace, sd);
    }
    return sd;
}

} // namespace

SignedDistance distanceEllipseRect(const Ellipse& a, const Rect& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipseRectCore(a, b, decision);
    const std::array<Vec2, 4> corners = rectCorners(b);
    SignedDistance sd;
    SupportMinimum info;
    if (overlap)
    {
        const Vec2 axisX = unitFromAngle(b.angle);
        sd = dualityDistance(
            e, [&](Vec2 w) { return supportRect(b, axisX, w, e.center); }, &info);
    }
    else
    {
        sd = gapToSignedDistance(ellipsePolylineGap(e, 4, true, [&](int i) { return corners[i]; }), 0.0);
    }
    return finishPolylineDistance(sd, overlap, info, "corners", trace);
}

// ---------------------------------------------------------------------------------------------------
// Polygon

bool overlapEllipsePolygon(const Ellipse& a, const Polygon& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipsePolygonCore(a, b, decision);
    if (trace)
    {
        tracePolygonSpace(
            *trace, e, static_cast<int>(b.vertices.size()), true, [&](int i) { return b.vertices[i]; },
            "T(b)");
        trace->note("exact form: the mapped polygon (still convex) meets the closed unit disk");
        traceOverlapCommon(*trace, overlap, decision, distanceEllipsePolygon(a, b, nullptr));
    }
    return overlap;
}

SignedDistance distanceEllipsePolygon(const Ellipse& a, const Polygon& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipsePolygonCore(a, b, decision);
    const int n = static_cast<int>(b.vertices.size());
    auto vertexAt = [&](int i) { return b.vertices[i]; };
    SignedDistance sd;
    SupportMinimum info;
    if (overlap)
    {
        sd = dualityDistance(
            e, [&](Vec2 w) { return supportVertices(n, vertexAt, e.center, w) - e.center; }, &info);
    }
    else
    {
        sd = gapToSignedDistance(ellipsePolylineGap(e, n, true, vertexAt), 0.0);
    }
    return finishPolylineDistance(sd, overlap, info, "vertices", trace);
}

// ---------------------------------------------------------------------------------------------------
// Segment

bool overlapEllipseSegment(const Ellipse& a, const Segment& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipseSegmentCore(a, b, decision);
    if (trace)
    {
        const std::array<Vec2, 2> ends{b.a, b.b};
        tracePolygonSpace(
            *trace, e, 2, false, [&](int i) { return ends[i]; }, "T(b)");
        trace->note("exact form: the mapped segment comes within distance 1 of the origin");
        traceOverlapCommon(*trace, overlap, decision, distanceEllipseSegment(a, b, nullptr));
    }
    return overlap;
}

SignedDistance distanceEllipseSegment(const Ellipse& a, const Segment& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipseSegmentCore(a, b, decision);
    const std::array<Vec2, 2> ends{b.a, b.b};
    auto vertexAt = [&](int i) { return ends[i]; };
    SignedDistance sd;
    SupportMinimum info;
    if (overlap)
    {
        sd = dualityDistance(
            e, [&](Vec2 w) { return supportVertices(2, vertexAt, e.center, w) - e.center; }, &info);
    }
    else
    {
        sd = gapToSignedDistance(ellipsePolylineGap(e, 2, false, vertexAt), 0.0);
    }
    return finishPolylineDistance(sd, overlap, info, "the end points", trace);
}

// ---------------------------------------------------------------------------------------------------
// Capsule

bool overlapEllipseCapsule(const Ellipse& a, const Capsule& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipseCapsuleCore(a, b, decision);
    if (trace)
    {
        const std::array<Vec2, 2> ends{b.a, b.b};
        tracePolygonSpace(
            *trace, e, 2, false, [&](int i) { return ends[i]; }, "T(core segment of b)");
        trace->note("a capsule's image is not a capsule: contact iff distance(ellipse, core segment) <= r, "
                    "decided exactly in the world");
        traceOverlapCommon(*trace, overlap, decision, distanceEllipseCapsule(a, b, nullptr));
    }
    return overlap;
}

SignedDistance distanceEllipseCapsule(const Ellipse& a, const Capsule& b, Trace* trace)
{
    const EllipseAxes e = ellipseAxes(a);
    Decision decision = Decision::Exact;
    const bool overlap = overlapEllipseCapsuleCore(a, b, decision);
    const std::array<Vec2, 2> ends{b.a, b.b};
    auto vertexAt = [&](int i) { return ends[i]; };
    SignedDistance sd;
    SupportMinimum info;
    bool duality = false;
    if (overlap)
    {
        duality = true;
        sd = dualityDistance(
            e, [&](Vec2 w) { return supportVertices(2, vertexAt, e.center, w) - e.center + w * b.radius; },
            &info);
    }
    else
    {
        sd = gapToSignedDistance(ellipsePolylineGap(e, 2, false, vertexAt), b.radius);
    }
    clampToOverlap(sd, overlap);
    if (trace)
    {
        if (duality)
        {
            traceDuality(*trace, info);
        }
        else
        {
            trace->note("gap: distance from the ellipse to the core segment (exact candidate set) minus r");
        }
        traceWitnesses(*trace, sd);
    }
    return sd;
}

} // namespace hitlab
