// Exact overlap tests and signed distances of every pair with a fan (annular sector): point, circle,
// ellipse, rect, polygon, segment, capsule and fan against a fan. Fan definition: shapes.hpp and the
// thesis, seeds/004 section 2.1; its published tests (2.2-2.6) live in published_fan_thesis.cpp.
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
//   Q's boundary (min: 0 when O lies in Q).
// - Circle: the thesis's test (seeds/004 2.4) with its inner-radius case fixed to max(r - rc, 0):
//   the closest point of the fan to the centre is radial when the centre is in the angular range,
//   else on the nearer radial edge.
// - Ellipse: pieces against the ellipse. A segment meets it iff min |T p(s)|^2 <= 1 with T the map
//   to the unit circle (a quadratic in s); an arc iff the minimum over its angle of |T q(phi)|^2 <= 1,
//   a trigonometric polynomial of degree 2 minimised at its end points or at the roots of its
//   derivative. Distances: segment ends and arc ends via Eberly's point-to-ellipse method
//   (ellipse_math.hpp); interior pairs at the ellipse's support points normal to the segment, and at
//   the feet of the normals dropped from the arc's centre to the ellipse (roots of a degree-2
//   trigonometric polynomial). Such roots are isolated exactly: the substitution u = tan(psi / 2)
//   on quarter turns gives a quartic, whose real roots are bracketed between the roots of its
//   derivative (recursively) and bisected to full precision. Every candidate is the distance of a
//   real pair of points, so a root a few ulps off only moves the answer by rounding.
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
// - Convex fan (innerRadius == 0 and halfAngle <= pi/2, or a whole disk) with any convex shape
//   (every kind but a non-convex fan): value = minus the penetration depth, the length of the
//   shortest translation that separates the shapes, as exact.hpp states for convex pairs. Computed
//   by the duality formula -min over unit u of (h_fan(u) + h_other(-u)) with
//   minimizeSupportFunction (ellipse_math.hpp, provably within 1e-14 relative of the minimum);
//   points and circles in closed form. Witnesses: the support points along the minimising direction.
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
//   nearest point of the fan's boundary to it.
//   How the maximum is found exactly: dist(p, boundary) is the minimum of a few feature distances
//   (R - |p|, |p| - r, the distance to each edge's line or end point). Along a segment or a conic arc
//   of the other shape's boundary, the maximum of that minimum lies at an end, where one feature
//   distance is stationary, or where two are equal; each such condition is a polynomial of degree 2
//   in the segment parameter or a trigonometric polynomial of degree 2 in the arc angle (after
//   squaring), solved as above. Inside the other shape, the maximum can also be the fan's own
//   deepest point, which lies on the fan's axis (the fan is symmetric and its deepest set connected).
#include "ellipse_math.hpp"
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

constexpr double kInf = std::numeric_limits<double>::infinity();
// minimizeSupportFunction's tolerance, relative to the largest support point (its default).
constexpr double kSupportTolerance = 1e-14;

// ---------------------------------------------------------------------------------------------------
// Results whose sign agrees with the overlap test.

SignedDistance gapResult(double gap, Vec2 pointA, Vec2 pointB)
{
    return {gap > 0.0 ? gap : std::numeric_limits<double>::min(), pointA, pointB};
}

SignedDistance depthResult(double depth, Vec2 pointA, Vec2 pointB)
{
    return {depth > 0.0 ? -depth : 0.0, pointA, pointB};
}

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
// Real roots of polynomials of degree <= 4 and of trigonometric polynomials of degree <= 2.

double evaluatePolynomial(const double* c, int degree, double x)
{
    double v = c[degree];
    for (int i = degree - 1; i >= 0; --i)
    {
        v = v * x + c[i];
    }
    return v;
}

// Root of a polynomial that is monotone on [a, b] with values of opposite signs at the ends.
double bisectRoot(const double* c, int degree, double a, double b, double fa)
{
    for (int i = 0; i < 200; ++i)
    {
        const double m = 0.5 * (a + b);
        if (!(m > a && m < b))
        {
            break;
        }
        const double fm = evaluatePolynomial(c, degree, m);
        if (fm == 0.0)
        {
            return m;
        }
        if ((fm < 0.0) == (fa < 0.0))
        {
            a = m;
            fa = fm;
        }
        else
        {
            b = m;
        }
    }
    return 0.5 * (a + b);
}

// Real roots in [lo, hi], ascending, of c[0] + c[1] x + ... + c[degree] x^degree (degree <= 4); out
// needs room for 8. Between consecutive roots of the derivative (found recursively) the polynomial
// is monotone, so each sign change there brackets exactly one root.
int polynomialRoots(const double* c, int degree, double lo, double hi, double* out)
{
    while (degree > 0 && c[degree] == 0.0)
    {
        --degree;
    }
    if (degree == 0)
    {
        return 0;
    }
    if (degree == 1)
    {
        const double x = -c[0] / c[1];
        if (x >= lo && x <= hi)
        {
            out[0] = x;
            return 1;
        }
        return 0;
    }
    double derivative[4] = {0.0, 0.0, 0.0, 0.0};
    for (int i = 1; i <= degree; ++i)
    {
        derivative[i - 1] = i * c[i];
    }
    double breaks[10];
    breaks[0] = lo;
    int breakCount = 1 + polynomialRoots(derivative, degree - 1, lo, hi, breaks + 1);
    breaks[breakCount++] = hi;
    int count = 0;
    double previous = evaluatePolynomial(c, degree, lo);
    if (previous == 0.0)
    {
        out[count++] = lo;
    }
    for (int i = 1; i < breakCount; ++i)
    {
        const double x = breaks[i];
        const double value = evaluatePolynomial(c, degree, x);
        if (value == 0.0)
        {
            if (count == 0 || out[count - 1] != x)
            {
                out[count++] = x;
            }
        }
        else if (previous != 0.0 && (previous < 0.0) != (value < 0.0))
        {
            out[count++] = bisectRoot(c, degree, breaks[i - 1], x, previous);
        }
        previous = value;
    }
    return count;
}

// c0 + c1 s + c2 s^2: a function along a segment p(s) = a + s d.
struct Quadratic
{
    double c[3] = {0.0, 0.0, 0.0};

    double at(double s) const { return c[0] + s * (c[1] + s * c[2]); }
    Quadratic operator-(const Quadratic& o) const { return {{c[0] - o.c[0], c[1] - o.c[1], c[2] - o.c[2]}}; }
    Quadratic operator+(const Quadratic& o) const { return {{c[0] + o.c[0], c[1] + o.c[1], c[2] + o.c[2]}}; }
    Quadratic operator*(double k) const { return {{c[0] * k, c[1] * k, c[2] * k}}; }
    Quadratic plus(double k) const { return {{c[0] + k, c[1], c[2]}}; }
    Quadratic derivative() const { return {{c[1], 2.0 * c[2], 0.0}}; }
};

// k0 + kc cos t + ks sin t + kc2 cos 2t + ks2 sin 2t: a function along a conic arc
// p(t) = Q + U cos t + V sin t.
struct Trig2
{
    double k0 = 0.0;
    double kc = 0.0;
    double ks = 0.0;
    double kc2 = 0.0;
    double ks2 = 0.0;

    double at(double t) const
    {
        return k0 + kc * std::cos(t) + ks * std::sin(t) + kc2 * std::cos(2.0 * t) + ks2 * std::sin(2.0 * t);
    }
    Trig2 operator-(const Trig2& o) const
    {
        return {k0 - o.k0, kc - o.kc, ks - o.ks, kc2 - o.kc2, ks2 - o.ks2};
    }
    Trig2 operator+(const Trig2& o) const
    {
        return {k0 + o.k0, kc + o.kc, ks + o.ks, kc2 + o.kc2, ks2 + o.ks2};
    }
    Trig2 operator*(double k) const { return {k0 * k, kc * k, ks * k, kc2 * k, ks2 * k}; }
    Trig2 plus(double k) const { return {k0 + k, kc, ks, kc2, ks2}; }
    Trig2 derivative() const { return {0.0, ks, -kc, 2.0 * ks2, -2.0 * kc2}; }
};

template <typename Visit> void forEachRoot(const Quadratic& f, double lo, double hi, const Visit& visit)
{
    double roots[8];
    const int count = polynomialRoots(f.c, 2, lo, hi, roots);
    for (int i = 0; i < count; ++i)
    {
        visit(roots[i]);
    }
}

// Roots of f in [lo, hi] (hi - lo <= 2 pi + a little). On each sub-interval of at most a quarter turn,
// centred at tc, t = tc + 2 atan(u) turns (1 + u^2)^2 f into a quartic in u with |u| <= tan(pi / 8).
template <typename Visit> void forEachRoot(const Trig2& f, double lo, double hi, const Visit& visit)
{
    const double span = hi - lo;
    if (!(span >= 0.0))
    {
        return;
    }
    const int pieces = std::max(1, static_cast<int>(std::ceil(span / (0.5 * kPi))));
    for (int k = 0; k < pieces; ++k)
    {
        const double t0 = lo + span * k / pieces;
        const double t1 = k + 1 == pieces ? hi : lo + span * (k + 1) / pieces;
        const double tc = 0.5 * (t0 + t1);
        const double halfWidth = 0.5 * (t1 - t0);
        const double c1 = std::cos(tc);
        const double s1 = std::sin(tc);
        const double c2 = std::cos(2.0 * tc);
        const double s2 = std::sin(2.0 * tc);
        const double kc = f.kc * c1 + f.ks * s1;
        const double ks = -f.kc * s1 + f.ks * c1;
        const double kc2 = f.kc2 * c2 + f.ks2 * s2;
        const double ks2 = -f.kc2 * s2 + f.ks2 * c2;
        const double poly[5] = {f.k0 + kc + kc2, 2.0 * ks + 4.0 * ks2, 2.0 * f.k0 - 6.0 * kc2,
                                2.0 * ks - 4.0 * ks2, f.k0 - kc + kc2};
        const double uMax = std::tan(0.5 * halfWidth);
        double roots[8];
        const int count = polynomialRoots(poly, 4, -uMax, uMax, roots);
        for (int i = 0; i < count; ++i)
        {
            visit(std::clamp(tc + 2.0 * std::atan(roots[i]), t0, t1));
        }
    }
}

// Roots of f and of its derivative: the derivative's roots catch tangencies (double roots) that
// rounding may hide from the sign test.
template <typename F, typename Visit>
void forEachRootOrCritical(const F& f, double lo, double hi, const Visit& visit)
{
    forEachRoot(f, lo, hi, visit);
    forEachRoot(f.derivative(), lo, hi, visit);
}

// Minimum of f over [lo, hi]: at an end or at a root of the derivative.
template <typename F> double minimumOver(const F& f, double lo, double hi, double& argument)
{
    argument = lo;
    double best = f.at(lo);
    auto consider = [&](double t)
    {
        const double v = f.at(t);
        if (v < best)
        {
            best = v;
            argument = t;
        }
    };
    consider(hi);
    forEachRoot(f.derivative(), lo, hi, consider);
    return best;
}

// ---------------------------------------------------------------------------------------------------
// Pieces of the other shapes' boundaries as parametrised curves, with the algebra needed to write
// feature distances along them.

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
ConicPiece conicOfArc(const FanArc& arc)
{
    const double axisAngle = std::atan2(arc.axis.y, arc.axis.x);
    return {arc.center,
            {arc.radius, 0.0},
            {0.0, arc.radius},
            axisAngle - arc.halfAngle,
            axisAngle + arc.halfAngle};
}

// ---------------------------------------------------------------------------------------------------
// Depth inside the fan: the distance from a point of the fan to the fan's boundary (the true
// boundary: a full fan has no radial edges).

struct DeepPoint
{
    double depth = 0.0;
    Vec2 point{0.0, 0.0};    // the point of the other shape
    Vec2 boundary{0.0, 0.0}; // nearest boundary point of the fan
};

DeepPoint depthInFanLocal(const FanFrame& f, Vec2 q)
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
DeepPoint deepestPointOfFanLocal(const FanFrame& f)
{
    const double r = f.inner;
    const double big = f.outer;
    const double s = f.sinHalf;
    const double c = f.cosHalf;
    double candidates[6] = {r, big, 0.5 * (r + big), big / (1.0 + s), big, big};
    int count = 4;
    if (s < 1.0)
    {
        candidates[count++] = r / (1.0 - s); // inner arc = edge line
    }
    if (big - r * c > 0.0)
    {
        candidates[count++] = (big * big - r * r) / (2.0 * (big - r * c)); // outer arc = inner corner
    }
    DeepPoint best;
    for (int i = 0; i < count; ++i)
    {
        const DeepPoint p = depthInFanLocal(f, {std::clamp(candidates[i], r, big), 0.0});
        if (p.depth > best.depth || i == 0)
        {
            best = p;
        }
    }
    return best;
}

// Maximum of depthInFanLocal along a piece (see the comment at the top of the file). The fan's
// boundary features: the outer circle (depth R - |p|), the inner circle (|p| - r), the two edge lines
// through O along G and H, and the edge end points. The maximum of the minimum of the feature
// distances lies at an end of the piece, where one feature distance is stationary, or where two are
// equal. Squared, every such condition is a function of the piece's kind (quadratic or Trig2).
template <typename Piece> DeepPoint maxDepthAlongPiece(const FanFrame& f, const Piece& piece)
{
    using Function = typename Piece::Function;
    DeepPoint best = depthInFanLocal(f, piece.at(piece.lo));
    auto consider = [&](double t)
    {
        const DeepPoint p = depthInFanLocal(f, piece.at(t));
        if (p.depth > best.depth)
        {
            best = p;
        }
    };
    consider(piece.hi);

    const Function radius2 = piece.distanceSquared({0.0, 0.0});
    struct CircleFeature
    {
        double a; // depth = a + sigma |p|
        double sigma;
    };
    CircleFeature circles[2] = {{f.outer, -1.0}, {-f.inner, 1.0}};
    const int circleCount = f.inner > 0.0 ? 2 : 1;
    Function lines[2];
    int lineCount = 0;
    Vec2 corners[4];
    int cornerCount = 0;
    if (!f.full)
    {
        for (double side : {1.0, -1.0})
        {
            const Vec2 g = fanEdgeDirectionLocal(f, side);
            lines[lineCount++] = piece.linear({-g.y, g.x}, 0.0); // cross(g, p)
            corners[cornerCount++] = g * f.outer;
            if (f.inner > 0.0)
            {
                corners[cornerCount++] = g * f.inner;
            }
        }
        if (f.inner == 0.0)
        {
            corners[cornerCount++] = {0.0, 0.0};
        }
    }
    Function cornerDistance2[4];
    for (int i = 0; i < cornerCount; ++i)
    {
        cornerDistance2[i] = piece.distanceSquared(corners[i]);
    }
    auto solve = [&](const Function& equation)
    { forEachRootOrCritical(equation, piece.lo, piece.hi, consider); };

    // Stationary feature distances.
    forEachRoot(radius2.derivative(), piece.lo, piece.hi, consider);
    for (int i = 0; i < lineCount; ++i)
    {
        forEachRoot(lines[i].derivative(), piece.lo, piece.hi, consider);
    }
    for (int i = 0; i < cornerCount; ++i)
    {
        forEachRoot(cornerDistance2[i].derivative(), piece.lo, piece.hi, consider);
    }
    // Pairs of equal feature distances.
    if (circleCount == 2)
    {
        const double mid = 0.5 * (f.outer + f.inner);
        solve(radius2.plus(-mid * mid));
    }
    for (int ci = 0; ci < circleCount; ++ci)
    {
        const double a = circles[ci].a;
        for (int li = 0; li < lineCount; ++li)
        {
            for (double sign : {1.0, -1.0})
            {
                const Function shifted = (lines[li] * sign).plus(-a); // +-l - a = sigma |p|
                solve(radius2 - Piece::product(shifted, shifted));
            }
        }
        for (int k = 0; k < cornerCount; ++k)
        {
            // a + sigma |p| = |p - e|  =>  2 a sigma |p| = |e|^2 - a^2 - 2 p.e, squared.
            const Vec2 e = corners[k];
            const Function rhs = piece.linear(e * -2.0, lengthSquared(e) - a * a);
            solve(radius2 * (4.0 * a * a) - Piece::product(rhs, rhs));
        }
    }
    if (lineCount == 2)
    {
        solve(lines[0] - lines[1]);
        solve(lines[0] + lines[1]);
    }
    for (int li = 0; li < lineCount; ++li)
    {
        for (int k = 0; k < cornerCount; ++k)
        {
            solve(Piece::product(lines[li], lines[li]) - cornerDistance2[k]);
        }
    }
    for (int i = 0; i < cornerCount; ++i)
    {
        for (int k = i + 1; k < cornerCount; ++k)
        {
            solve(cornerDistance2[i] - cornerDistance2[k]);
        }
    }
    return best;
}

DeepPoint maxDepthAlongSegment(const FanFrame& f, Vec2 a, Vec2 b)
{
    return maxDepthAlongPiece(f, LinePiece{a, b - a, 0.0, 1.0});
}

void keepDeeper(DeepPoint& best, const DeepPoint& candidate)
{
    if (candidate.depth > best.depth)
    {
        best = candidate;
    }
}

// ---------------------------------------------------------------------------------------------------
// Convex polygons (local frame, counter-clockwise, vertices given by an accessor so that nothing is
// copied or allocated).

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
void edgeNormals(const FanFrame& f, Vec2& normalG, Vec2& normalH)
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
bool segmentMeetsFanLocal(const FanFrame& f, Vec2 a, Vec2 b)
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

// Support point of a convex fan (local frame): O, the two outer corners, or the outer arc's point
// along u when u is in range.
Vec2 convexFanSupportLocal(const FanFrame& f, Vec2 u)
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

// Penetration depth of a convex fan and a convex shape by duality (see the top of the file):
// otherSupport(u) is the other shape's support point along u, local frame.
template <typename Support> SignedDistance convexFanDepth(const FanFrame& f, const Support& otherSupport)
{
    const auto support = [&](Vec2 u) { return convexFanSupportLocal(f, u) - otherSupport(-u); };
    const SupportMinimum m = minimizeSupportFunction(support, kSupportTolerance);
    return depthResult(m.value, otherSupport(-m.direction), convexFanSupportLocal(f, m.direction));
}

// ---------------------------------------------------------------------------------------------------
// Ellipses in the fan's local frame.

struct LocalEllipse
{
    Vec2 center;
    Vec2 u; // unit, along radiusX
    double a;
    double b;

    Vec2 v() const { return perp(u); }
    Vec2 toOwn(Vec2 p) const
    {
        const Vec2 d = p - center;
        return {glm::dot(d, u), cross(u, d)};
    }
    Vec2 fromOwn(Vec2 q) const { return center + u * q.x + v() * q.y; }
    bool contains(Vec2 p) const { return ellipseContainsLocal(a, b, toOwn(p)); }
    Vec2 support(Vec2 n) const
    {
        const Vec2 own{glm::dot(n, u), cross(u, n)};
        const double mx = a * a * own.x;
        const double my = b * b * own.y;
        const double norm = std::sqrt(mx * own.x + my * own.y);
        return norm > 0.0 ? fromOwn({mx / norm, my / norm}) : center;
    }
    double maxRadius() const { return std::max(a, b); }
};

LocalEllipse localEllipse(const FanFrame& f, const Ellipse& e)
{
    return {f.toLocal(e.center), f.directionToLocal(unitFromAngle(e.angle)), e.radiusX, e.radiusY};
}

ClosestPair closestPointEllipse(Vec2 p, const LocalEllipse& e)
{
    const EllipseClosestPoint c = closestPointOnEllipseLocal(e.a, e.b, e.toOwn(p));
    ClosestPair result;
    if (c.inside)
    {
        result.keep(0.0, p, p);
    }
    else
    {
        result.keep(c.distance, p, e.fromOwn(c.point));
    }
    return result;
}

// The ellipse's image coordinates (unit circle space) as linear functions along a piece.
template <typename Piece>
void unitSpaceCoordinates(const LocalEllipse& e, const Piece& piece, typename Piece::Function& x,
                          typename Piece::Function& y)
{
    x = piece.linear(e.u / e.a, -glm::dot(e.center, e.u) / e.a);
    const Vec2 v = e.v();
    y = piece.linear(v / e.b, -glm::dot(e.center, v) / e.b);
}

// Where along the piece |T p|^2 is smallest, and whether it is <= 1 (the piece meets the ellipse).
template <typename Piece> bool pieceMeetsEllipse(const LocalEllipse& e, const Piece& piece, Vec2& where)
{
    typename Piece::Function x;
    typename Piece::Function y;
    unitSpaceCoordinates(e, piece, x, y);
    const auto norm2 = Piece::product(x, x) + Piece::product(y, y);
    double t = piece.lo;
    const double m = minimumOver(norm2, piece.lo, piece.hi, t);
    where = piece.at(t);
    return m <= 1.0;
}

// Segment to ellipse: a shared point, else an end point's distance, or an interior pair where the
// ellipse's normal is the segment's normal (the support points along +-perp(d)).
ClosestPair closestSegmentEllipse(Vec2 a, Vec2 b, const LocalEllipse& e)
{
    ClosestPair best;
    Vec2 where;
    if (pieceMeetsEllipse(e, LinePiece{a, b - a, 0.0, 1.0}, where))
    {
        best.keep(0.0, where, where);
        return best;
    }
    best.keep(closestPointEllipse(a, e));
    best.keep(closestPointEllipse(b, e));
    const Vec2 normal = perp(b - a);
    for (double side : {1.0, -1.0})
    {
        const Vec2 s = e.support(normal * side);
        const Vec2 q = closestPointOnSegment(s, a, b);
        best.keep(glm::length(q - s), q, s);
    }
    return best;
}

// Arc to ellipse: a shared point, else an arc end's distance, or an interior pair: the connecting
// segment is radial for the arc and normal to the ellipse, so the ellipse point is a foot of a
// normal dropped from the arc's centre C. In the ellipse's own frame with C = (x0, y0) those feet
// are the roots of (a^2 - b^2) sin t cos t - a x0 sin t + b y0 cos t (at most four).
ClosestPair closestArcEllipse(const FanArc& arc, const LocalEllipse& e)
{
    ClosestPair best;
    Vec2 where;
    if (pieceMeetsEllipse(e, conicOfArc(arc), where))
    {
        best.keep(0.0, where, where);
        return best;
    }
    for (double side : {1.0, -1.0})
    {
        best.keep(closestPointEllipse(arcEnd(arc, side), e));
    }
    const Vec2 c = e.toOwn(arc.center);
    const Trig2 feet{0.0, e.b * c.y, -e.a * c.x, 0.0, 0.5 * (e.a * e.a - e.b * e.b)};
    forEachRoot(feet, 0.0, 2.0 * kPi,
                [&](double t)
                {
                    const Vec2 onEllipse = e.fromOwn({e.a * std::cos(t), e.b * std::sin(t)});
                    const Vec2 d = onEllipse - arc.center;
                    const double len = glm::length(d);
                    if (len > 0.0 && arcCovers(arc, d))
                    {
                        const Vec2 onArc = arc.center + d * (arc.radius / len);
                        best.keep(glm::length(onEllipse - onArc), onArc, onEllipse);
                    }
                });
    return best;
}

// Whether the arc holds a point of the ellipse (where: such a point).
// Closed-form decisions first, each exact in the direction it decides:
// - the arc misses the ellipse's bounding circle: along the arc u.c (c: the ellipse's centre seen from
//   the arc's centre) is largest at c's direction when the arc covers it, else at an end, and the
//   circle needs u.c >= (rho^2 + |c|^2 - big^2) / (2 rho);
// - the ellipse lies beyond the line tangent to the arc's circle across c's direction (lowest point
//   along c-hat farther than rho): it misses the whole circle;
// - the arc point nearest to c, or a crossing of one of the ellipse's axes, lies in the ellipse.
// What they leave undecided goes to the exact minimum of |T p|^2 along the arc (pieceMeetsEllipse:
// end points and the roots of a trigonometric polynomial of degree 2), taken only over the angles
// where the arc lies in the bounding circle (u.c >= that bound), widened a little for rounding.
bool arcMeetsEllipse(const FanArc& arc, const LocalEllipse& e, Vec2& where)
{
    const Vec2 c = e.center - arc.center;
    const double c2 = lengthSquared(c);
    const double big = e.maxRadius();
    const double needed = (arc.radius * arc.radius + c2 - big * big) / (2.0 * arc.radius);
    const bool coversCentre = c2 > 0.0 && arcCovers(arc, c);
    const double cLength = std::sqrt(c2);
    double most = cLength;
    if (!coversCentre)
    {
        most = -kInf;
        for (double side : {1.0, -1.0})
        {
            most = std::max(most, glm::dot(arcDirection(arc, side), c));
        }
    }
    if (most < needed)
    {
        return false;
    }
    if (c2 > 0.0)
    {
        const Vec2 direction = c / cLength;
        if (glm::dot(e.support(-direction) - arc.center, direction) > arc.radius)
        {
            return false;
        }
        if (coversCentre)
        {
            const Vec2 nearest = arc.center + direction * arc.radius;
            if (e.contains(nearest))
            {
                where = nearest;
                return true;
            }
        }
    }
    const Vec2 v = e.v();
    const Vec2 axes[2][2] = {{e.center - e.u * e.a, e.center + e.u * e.a},
                             {e.center - v * e.b, e.center + v * e.b}};
    for (const auto& axis : axes)
    {
        if (segmentMeetsArc(axis[0], axis[1], arc, &where))
        {
            return true;
        }
    }
    // The window of angles, relative to the arc's axis, where the arc is in the bounding circle.
    constexpr double kWindowSlack = 1e-12;
    const double axisAngle = std::atan2(arc.axis.y, arc.axis.x);
    const double toCentre = c2 > 0.0 ? std::atan2(cross(arc.axis, c), glm::dot(arc.axis, c)) : 0.0;
    const double ratio = c2 > 0.0 ? needed / cLength - kWindowSlack : -1.0;
    const double halfWindow = ratio <= -1.0 ? kPi : std::acos(std::min(ratio, 1.0)) + kWindowSlack;
    const ConicPiece circle{arc.center, {arc.radius, 0.0}, {0.0, arc.radius}, 0.0, 0.0};
    auto meetsOver = [&](double lo, double hi)
    {
        ConicPiece piece = circle;
        piece.lo = axisAngle + lo;
        piece.hi = axisAngle + hi;
        return pieceMeetsEllipse(e, piece, where);
    };
    if (arc.full || halfWindow >= kPi)
    {
        const double lo = arc.full ? toCentre - std::min(halfWindow, kPi) : -arc.halfAngle;
        const double hi = arc.full ? toCentre + std::min(halfWindow, kPi) : arc.halfAngle;
        return meetsOver(lo, hi);
    }
    for (double turn : {0.0, -2.0 * kPi, 2.0 * kPi})
    {
        const double lo = std::max(-arc.halfAngle, toCentre - halfWindow + turn);
        const double hi = std::min(arc.halfAngle, toCentre + halfWindow + turn);
        if (lo <= hi && meetsOver(lo, hi))
        {
            return true;
        }
    }
    return false;
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

// seeds/004 2.4: in the angular range the radial band grown by rc, (max(r - rc, 0))^2 <= |P|^2 <=
// (R + rc)^2; out of range the distance to the nearer radial edge <= rc.
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
        ClosestPair best;
        for (int i = 0; i < pieces.edgeCount; ++i)
        {
            best.keep(closestSegmentEllipse(pieces.edges[i].a, pieces.edges[i].b, e).swapped());
        }
        for (int i = 0; i < pieces.arcCount; ++i)
        {
            best.keep(closestArcEllipse(pieces.arcs[i], e).swapped());
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
        keepDeeper(best, maxDepthAlongPiece(f, ConicPiece{e.center, e.u * e.a, e.v() * e.b, 0.0, 2.0 * kPi}));
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
        keepDeeper(best, maxDepthAlongPiece(f, conicOfArc(pieces.arcs[i])));
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
    // Each fan against the other's bounding circle (seeds/004 2.4, closed form).
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
