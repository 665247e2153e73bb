// GJK distance and EPA penetration depth on the cores of two convex shapes (see gjk.hpp).
//
// Outline:
//   GJK: keep a simplex (1 to 3 points of the Minkowski difference M = A - B of the cores), find its
//   point v closest to the origin and drop the vertices not needed to express v, then add the support
//   point of M in direction -v. Stop when the origin is inside (cores overlap), when the support
//   point no longer moves the bound (|v| - v.w / |v| within tolerance), or when it repeats.
//   EPA: from a triangle of M around the origin, repeatedly push out the polytope edge closest to
//   the origin by the support point along its normal, until that edge is on M's boundary. Its
//   distance is the cores' penetration depth.
#include "gjk.hpp"

#include "hitlab/geometry.hpp"

#include <cmath>
#include <string>

namespace hitlab
{

namespace
{

constexpr int kEpaCapacity = 128;
// Below this fraction of the coordinates' size a length counts as zero (the origin on the simplex).
constexpr double kZeroFraction = 1e-14;

struct Vertex
{
    Vec2 wA;  // support point of A
    Vec2 wB;  // support point of B
    Vec2 w;   // wA - wB, a point of M
    double a; // barycentric weight in the current closest point
};

Vertex makeVertex(const ConvexProxy& A, const ConvexProxy& B, Vec2 direction)
{
    Vertex v;
    v.wA = A.support(direction);
    v.wB = B.support(-direction);
    v.w = v.wA - v.wB;
    v.a = 1.0;
    return v;
}

struct Simplex
{
    std::array<Vertex, 3> v;
    int count = 0;

    Vec2 closest() const
    {
        Vec2 p{0.0, 0.0};
        for (int i = 0; i < count; ++i)
        {
            p += v[i].w * v[i].a;
        }
        return p;
    }
    void witnesses(Vec2& pA, Vec2& pB) const
    {
        pA = {0.0, 0.0};
        pB = {0.0, 0.0};
        for (int i = 0; i < count; ++i)
        {
            pA += v[i].wA * v[i].a;
            pB += v[i].wB * v[i].a;
        }
    }
};

// Closest point of a segment to the origin by its barycentric regions (Box2D's b2SolveSimplex2).
void solve2(Simplex& s)
{
    const Vec2 w1 = s.v[0].w;
    const Vec2 w2 = s.v[1].w;
    const Vec2 e12 = w2 - w1;
    const double d12n2 = -glm::dot(w1, e12);
    if (d12n2 <= 0.0)
    {
        s.v[0].a = 1.0;
        s.count = 1;
        return;
    }
    const double d12n1 = glm::dot(w2, e12);
    if (d12n1 <= 0.0)
    {
        s.v[1].a = 1.0;
        s.v[0] = s.v[1];
        s.count = 1;
        return;
    }
    const double inv = 1.0 / (d12n1 + d12n2);
    s.v[0].a = d12n1 * inv;
    s.v[1].a = d12n2 * inv;
}

// Closest point of a triangle to the origin: vertex, edge or interior region (b2SolveSimplex3).
void solve3(Simplex& s)
{
    const Vec2 w1 = s.v[0].w;
    const Vec2 w2 = s.v[1].w;
    const Vec2 w3 = s.v[2].w;
    const Vec2 e12 = w2 - w1;
    const double d12n1 = glm::dot(w2, e12);
    const double d12n2 = -glm::dot(w1, e12);
    const Vec2 e13 = w3 - w1;
    const double d13n1 = glm::dot(w3, e13);
    const double d13n2 = -glm::dot(w1, e13);
    const Vec2 e23 = w3 - w2;
    const double d23n1 = glm::dot(w3, e23);
    const double d23n2 = -glm::dot(w2, e23);
    const double n123 = cross(e12, e13);
    const double d123n1 = n123 * cross(w2, w3);
    const double d123n2 = n123 * cross(w3, w1);
    const double d123n3 = n123 * cross(w1, w2);

    if (d12n2 <= 0.0 && d13n2 <= 0.0)
    {
        s.v[0].a = 1.0;
        s.count = 1;
        return;
    }
    if (d12n1 > 0.0 && d12n2 > 0.0 && d123n3 <= 0.0)
    {
        const double inv = 1.0 / (d12n1 + d12n2);
        s.v[0].a = d12n1 * inv;
        s.v[1].a = d12n2 * inv;
        s.count = 2;
        return;
    }
    if (d13n1 > 0.0 && d13n2 > 0.0 && d123n2 <= 0.0)
    {
        const double inv = 1.0 / (d13n1 + d13n2);
        s.v[0].a = d13n1 * inv;
        s.v[2].a = d13n2 * inv;
        s.v[1] = s.v[2];
        s.count = 2;
        return;
    }
    if (d12n1 <= 0.0 && d23n2 <= 0.0)
    {
        s.v[1].a = 1.0;
        s.v[0] = s.v[1];
        s.count = 1;
        return;
    }
    if (d13n1 <= 0.0 && d23n1 <= 0.0)
    {
        s.v[2].a = 1.0;
        s.v[0] = s.v[2];
        s.count = 1;
        return;
    }
    if (d23n1 > 0.0 && d23n2 > 0.0 && d123n1 <= 0.0)
    {
        const double inv = 1.0 / (d23n1 + d23n2);
        s.v[1].a = d23n1 * inv;
        s.v[2].a = d23n2 * inv;
        s.v[0] = s.v[2];
        s.count = 2;
        return;
    }
    // The origin is inside the triangle.
    const double inv = 1.0 / (d123n1 + d123n2 + d123n3);
    s.v[0].a = d123n1 * inv;
    s.v[1].a = d123n2 * inv;
    s.v[2].a = d123n3 * inv;
    s.count = 3;
}

// Labels say which query ran: registry::runAlgorithm traces the early-exit overlap test and then the
// full distance query into one Trace, and the two runs differ (the overlap test stops early).
void traceSimplex(const Simplex& s, int iteration, const char* query, Trace& trace)
{
    TracePolyline line;
    for (int i = 0; i < s.count; ++i)
    {
        line.points.push_back(s.v[i].w);
    }
    line.closed = s.count == 3;
    line.label = std::string(query) + ", iteration " + std::to_string(iteration);
    trace.simplices.push_back(std::move(line));
    // The next support is searched towards the origin from the simplex's closest point; a triangle
    // encloses the origin and ends the search.
    trace.simplexDirections.push_back(s.count == 3 ? Vec2{0.0, 0.0} : -s.closest());
}

struct GjkOutcome
{
    Simplex simplex; // the final simplex, reduced to the closest feature
    bool coresOverlap = false;
    bool separated = false; // early exit: a lower bound above the summed radii
    bool within = false;    // early exit: the distance bound below the summed radii
    double distance = 0.0;  // |v| when the cores are apart
    int iterations = 0;
    double scale = 1.0;
};

// reach < 0: run to convergence. reach >= 0: stop as soon as the cores are known to be further apart
// than reach or within it.
GjkOutcome runGjk(const ConvexProxy& A, const ConvexProxy& B, double reach, const char* query, Trace* trace)
{
    GjkOutcome out;
    Vec2 start = B.anyPoint() - A.anyPoint();
    if (lengthSquared(start) == 0.0)
    {
        start = {1.0, 0.0};
    }
    Simplex& s = out.simplex;
    s.v[0] = makeVertex(A, B, start);
    s.count = 1;
    out.scale = std::max({1.0, std::abs(A.anyPoint().x), std::abs(A.anyPoint().y), std::abs(B.anyPoint().x),
                          std::abs(B.anyPoint().y), std::sqrt(lengthSquared(s.v[0].w))});
    const double zero = kZeroFraction * out.scale;

    for (int iteration = 0; iteration < kGjkMaxIterations; ++iteration)
    {
        out.iterations = iteration + 1;
        if (s.count == 2)
        {
            solve2(s);
        }
        else if (s.count == 3)
        {
            solve3(s);
        }
        if (trace)
        {
            traceSimplex(s, iteration, query, *trace);
        }
        if (s.count == 3)
        {
            out.coresOverlap = true;
            return out;
        }
        const Vec2 v = s.closest();
        const double vv = lengthSquared(v);
        const double vLength = std::sqrt(vv);
        if (vLength <= zero)
        {
            out.coresOverlap = true; // the origin lies on the simplex: touching, or deeper (EPA decides)
            return out;
        }
        out.distance = vLength;
        if (reach >= 0.0 && vLength <= reach)
        {
            out.within = true;
            return out;
        }
        const Vertex next = makeVertex(A, B, -v);
        const double lowerBound = glm::dot(next.w, v) / vLength; // every point x of M has x.v >= next.w.v
        if (reach >= 0.0 && lowerBound > reach)
        {
            out.separated = true;
            return out;
        }
        if (vLength - lowerBound <= kGjkRelativeTolerance * vLength + zero)
        {
            return out; // converged: the support point does not get closer
        }
        for (int i = 0; i < s.count; ++i)
        {
            if (s.v[i].w == next.w)
            {
                return out; // a repeated vertex: no progress possible
            }
        }
        s.v[s.count++] = next;
    }
    return out;
}

struct EpaOutcome
{
    double depth = 0.0;
    Vec2 normal{1.0, 0.0}; // outward normal of M at the closest boundary point: B moves by depth * normal
    Vec2 pA{0.0, 0.0};
    Vec2 pB{0.0, 0.0};
};

// EPA from GJK's final simplex, which contains the origin or passes through it.
EpaOutcome runEpa(const ConvexProxy& A, const ConvexProxy& B, const GjkOutcome& gjk, Trace* trace)
{
    EpaOutcome out;
    const Simplex& s = gjk.simplex;
    const double zero = kZeroFraction * gjk.scale;
    std::array<Vertex, kEpaCapacity> poly;
    int n = 0;
    if (s.count == 3)
    {
        poly[0] = s.v[0];
        poly[1] = s.v[1];
        poly[2] = s.v[2];
        n = 3;
    }
    else if (s.count == 2)
    {
        // The origin lies on this segment of M. Add M's extreme point on either side of it; if M has
        // none, M is flat and the origin is on its boundary.
        const Vec2 edge = s.v[1].w - s.v[0].w;
        const Vec2 normal = perp(edge) / std::sqrt(lengthSquared(edge));
        poly[0] = s.v[0];
        poly[1] = s.v[1];
        for (Vec2 d : {normal, -normal})
        {
            const Vertex extra = makeVertex(A, B, d);
            if (glm::dot(extra.w, d) > zero)
            {
                poly[2] = extra;
                n = 3;
                break;
            }
        }
        if (n < 3)
        {
            s.witnesses(out.pA, out.pB);
            out.normal = normal;
            return out;
        }
    }
    else
    {
        // The origin is (within rounding) a support point, so it is on M's boundary: touching.
        s.witnesses(out.pA, out.pB);
        const Vec2 between = B.anyPoint() - A.anyPoint();
        out.normal = lengthSquared(between) > 0.0 ? glm::normalize(between) : Vec2{1.0, 0.0};
        return out;
    }
    if (cross(poly[1].w - poly[0].w, poly[2].w - poly[0].w) < 0.0)
    {
        std::swap(poly[1], poly[2]); // counter-clockwise, so that (e.y, -e.x) points out
    }

    int best = 0;
    double bestDistance = 0.0;
    Vec2 bestNormal{1.0, 0.0};
    for (int iteration = 0; iteration < kEpaCapacity; ++iteration)
    {
        bestDistance = std::numeric_limits<double>::infinity();
        for (int i = 0; i < n; ++i)
        {
            const Vec2 edge = poly[(i + 1) % n].w - poly[i].w;
            const double length = std::sqrt(lengthSquared(edge));
            if (length == 0.0)
            {
                continue;
            }
            const Vec2 normal = Vec2{edge.y, -edge.x} / length;
            const double distance = glm::dot(normal, poly[i].w);
            if (distance < bestDistance)
            {
                bestDistance = distance;
                best = i;
                bestNormal = normal;
            }
        }
        const Vertex next = makeVertex(A, B, bestNormal);
        const double gain = glm::dot(next.w, bestNormal) - bestDistance;
        if (gain <= kGjkRelativeTolerance * std::abs(bestDistance) + zero || n == kEpaCapacity)
        {
            break;
        }
        for (int i = n; i > best + 1; --i)
        {
            poly[i] = poly[i - 1];
        }
        poly[best + 1] = next;
        ++n;
    }
    if (trace)
    {
        TracePolyline polytope;
        for (int i = 0; i < n; ++i)
        {
            polytope.points.push_back(poly[i].w);
        }
        polytope.closed = true;
        polytope.label = kEpaPolytopeLabel;
        trace->simplices.push_back(std::move(polytope));
        trace->simplexDirections.push_back({0.0, 0.0});
    }
    const Vertex& v0 = poly[best];
    const Vertex& v1 = poly[(best + 1) % n];
    const Vec2 edge = v1.w - v0.w;
    const double lambda =
        std::clamp(glm::dot(bestNormal * bestDistance - v0.w, edge) / lengthSquared(edge), 0.0, 1.0);
    out.depth = std::max(bestDistance, 0.0);
    out.normal = bestNormal;
    out.pA = v0.wA + (v1.wA - v0.wA) * lambda;
    out.pB = v0.wB + (v1.wB - v0.wB) * lambda;
    return out;
}

void traceWitnesses(const SignedDistance& result, Trace& trace)
{
    trace.world.points.push_back({result.pointA, "witness on A"});
    trace.world.points.push_back({result.pointB, "witness on B"});
    trace.world.segments.push_back(
        {result.pointA, result.pointB, result.value >= 0.0 ? "gap" : "penetration"});
    trace.value("signed distance", result.value);
}

} // namespace

SignedDistance gjkDistance(const ConvexProxy& a, const ConvexProxy& b, Trace* trace)
{
    const GjkOutcome gjk = runGjk(a, b, -1.0, "distance", trace);
    SignedDistance result;
    const double radii = a.radius + b.radius;
    if (!gjk.coresOverlap)
    {
        Vec2 pA;
        Vec2 pB;
        gjk.simplex.witnesses(pA, pB);
        const Vec2 toB = (pB - pA) / gjk.distance;
        result.value = gjk.distance - radii;
        result.pointA = pA + toB * a.radius;
        result.pointB = pB - toB * b.radius;
    }
    else
    {
        const EpaOutcome epa = runEpa(a, b, gjk, trace);
        result.value = 0.0 - (epa.depth + radii); // +0 when touching, not -0
        result.pointA = epa.pA + epa.normal * a.radius;
        result.pointB = epa.pB - epa.normal * b.radius;
        if (trace)
        {
            trace->value("core penetration depth (EPA)", epa.depth);
        }
    }
    if (trace)
    {
        trace->value("GJK iterations (distance)", gjk.iterations);
        trace->note(gjk.coresOverlap ? "the cores overlap: EPA measured the depth"
                                     : "GJK converged on the cores' distance; the radii are subtracted");
        traceWitnesses(result, *trace);
    }
    return result;
}

bool gjkOverlap(const ConvexProxy& a, const ConvexProxy& b, Trace* trace)
{
    const double radii = a.radius + b.radius;
    const GjkOutcome gjk = runGjk(a, b, radii, "overlap test", trace);
    const bool overlap = gjk.coresOverlap || gjk.within || (!gjk.separated && gjk.distance <= radii);
    if (trace)
    {
        trace->value("GJK iterations (overlap test)", gjk.iterations);
        trace->value("core distance bound", gjk.coresOverlap ? 0.0 : gjk.distance);
        trace->value("summed radii", radii);
        Vec2 pA;
        Vec2 pB;
        gjk.simplex.witnesses(pA, pB);
        trace->world.points.push_back({pA, "overlap test: nearest point of A's core"});
        trace->world.points.push_back({pB, "overlap test: nearest point of B's core"});
        trace->note(gjk.coresOverlap ? "the simplex encloses the origin: the cores overlap"
                    : gjk.separated
                        ? "a support point proves the cores further apart than the radii: no contact"
                    : overlap ? "the cores are within the summed radii: contact"
                              : "GJK converged with the cores further apart than the radii: no contact");
    }
    return overlap;
}

} // namespace hitlab
