// Fan tests of the master's thesis (Yamamoto, Tokyo University of Technology, 2023, chapter 2),
// reproduced as written, with its basic routines (2.9); docs/algorithms/fan.md and, for 2.9,
// docs/algorithms/segments-and-circles.md. Every test works in the fan's local frame (2.1, eq. 2.3): the
// rotation centre O at the origin, the centre axis A along +x; theta is the half-angle, r and R the
// inner and outer radii. G = (cos theta, sin theta) and H = (cos theta, -sin theta) are the directions
// of the radial edges L = [r G, R G] and M = [r H, R H] (eq. 2.9, 2.10).
//
// Where the thesis is wrong the code keeps the published form and says so here and in the registry:
// - 2.2 (point): the angular test Px / |P| >= cos(theta) (eq. 2.7) is 0 / 0 at the apex, which
//   belongs to every fan with r = 0 (it is an interior point of the full fan, theta = pi). The test
//   answers no there, so the method is labelled approximate (it only misses contacts);
//   lesson_fan_point_apex.json shows it.
// - 2.4 (circle): in the angular range it decides by (r - rc)^2 <= |P|^2 <= (R + rc)^2 (eq. 2.8).
//   Squaring drops the sign of r - rc: when the circle is larger than the hole (rc > r) a centre with
//   |P| < rc - r fails the test although the circle covers the fan's inner edge, and the radial-edge
//   check is not reached. Always so for a "piece of cake" fan (r = 0) with the circle's centre within
//   rc of the apex. The clamped variant uses max(r - rc, 0), which makes it exact. (The thesis's
//   "if the result of (2.5) is false" before the radial-edge check can only mean (2.7), the angular
//   test, since 2.4 never evaluates (2.5); docs/algorithms/fan.md reads it the same way.)
// - 2.6 (capsule) squares r - rc the same way (eq. 2.15, 2.17), but there the fallback to the
//   segment distance catches every case the band drops: such a centre is within rc of r G.
// - 2.3 (rectangle) keeps an intersection point only if it passes the closed point test of 2.2. A
//   point computed on the fan's boundary lies a rounding error inside or outside it, so the test is a
//   coin toss; when every crossing is on the fan's boundary (a rectangle's corner poking through the
//   arc) and no containment point decides, a deep overlap is missed (measured: 6 to 7 % of the
//   overlapping random pairs, every rejected point within 1e-13 of the fan). The tolerant variant
//   accepts intersection points within a small slack of the fan, which makes the method exact.
// - 2.9.1: the first denominator of eq. 2.34 is printed as
//   (F_x - E_x)(H_y - G_y) - (G_y - F_y)(H_x - G_x), a typo for the cross product (F - E) x (H - G)
//   (docs/algorithms/segments-and-circles.md). The fan tests use the cross product;
//   overlapSegmentSegmentThesisAsPrinted shows what the printed formula does.
#include "hitlab/geometry.hpp"
#include "variants.hpp"

#include <array>
#include <cmath>
#include <string>
#include <tuple>

namespace hitlab
{

namespace
{

// The fan's local frame and the quantities every section uses.
struct FanFrame
{
    Vec2 origin;
    Vec2 axis; // A, unit
    double theta;
    double r;
    double bigR;
    Vec2 g; // (cos theta, sin theta)
    Vec2 h; // (cos theta, -sin theta)

    explicit FanFrame(const Fan& fan)
        : origin(fan.center), axis(unitFromAngle(fan.angle)), theta(fan.halfAngle), r(fan.innerRadius),
          bigR(fan.outerRadius), g(std::cos(fan.halfAngle), std::sin(fan.halfAngle)),
          h(std::cos(fan.halfAngle), -std::sin(fan.halfAngle))
    {
    }

    Vec2 local(Vec2 world) const { return toLocal(world, origin, axis); } // eq. 2.3
    Vec2 world(Vec2 local) const { return toWorld(local, origin, axis); }
};

void traceFanEdges(const FanFrame& f, Trace& trace)
{
    trace.world.segments.push_back({f.world(f.g * f.r), f.world(f.g * f.bigR), "edge L (G)"});
    trace.world.segments.push_back({f.world(f.h * f.r), f.world(f.h * f.bigR), "edge M (H)"});
    trace.value("theta", f.theta);
    trace.value("cos theta", std::cos(f.theta));
}

// eq. 2.6, 2.7: the cosine of the angle between P and A against cos(theta). At P = 0 the cosine is
// 0 / 0, so the test is false there, as the formula is written.
bool inAngularRange(Vec2 p, const FanFrame& f)
{
    return p.x / std::sqrt(p.x * p.x + p.y * p.y) >= std::cos(f.theta);
}

// 2.2 (2D: eq. 2.5 and 2.7).
bool pointInFan(Vec2 p, const FanFrame& f)
{
    const double d2 = p.x * p.x + p.y * p.y;
    return f.r * f.r <= d2 && d2 <= f.bigR * f.bigR && inAngularRange(p, f);
}

// 2.9.3: the four cross products (F - E) x (P - E), ... all >= 0 or all <= 0.
bool pointInRect(Vec2 p, const std::array<Vec2, 4>& c)
{
    bool allNonNegative = true;
    bool allNonPositive = true;
    for (int i = 0; i < 4; ++i)
    {
        const double z = cross(c[(i + 1) % 4] - c[i], p - c[i]);
        allNonNegative = allNonNegative && z >= 0.0;
        allNonPositive = allNonPositive && z <= 0.0;
    }
    return allNonNegative || allNonPositive;
}

// 2.9.1: the intersection point of segments E-F and G-H from eq. 2.34, if 0 <= s, t <= 1 (eq. 2.35).
// asPrinted selects the printed first denominator instead of the cross product.
struct Crossing
{
    bool found = false;
    Vec2 point{0.0, 0.0};
    double s = 0.0;
    double t = 0.0;
};

Crossing intersectSegments(Vec2 e, Vec2 f, Vec2 g, Vec2 h, bool asPrinted = false)
{
    const double sNumerator = (g.x - e.x) * (h.y - g.y) - (g.y - e.y) * (h.x - g.x);
    const double sDenominator = asPrinted ? (f.x - e.x) * (h.y - g.y) - (g.y - f.y) * (h.x - g.x)
                                          : (f.x - e.x) * (h.y - g.y) - (f.y - e.y) * (h.x - g.x);
    const double tNumerator = (e.x - g.x) * (f.y - e.y) - (e.y - g.y) * (f.x - e.x);
    const double tDenominator = (h.x - g.x) * (f.y - e.y) - (h.y - g.y) * (f.x - e.x);
    Crossing crossing;
    if (sDenominator == 0.0 || tDenominator == 0.0)
    {
        return crossing; // parallel: the thesis computes s, t only "when L and M are not parallel"
    }
    crossing.s = sNumerator / sDenominator;
    crossing.t = tNumerator / tDenominator;
    crossing.found = 0.0 <= crossing.s && crossing.s <= 1.0 && 0.0 <= crossing.t && crossing.t <= 1.0;
    crossing.point = e + (f - e) * crossing.s; // eq. 2.33
    return crossing;
}

// 2.9.2: the points where segment E-F meets the circle of radius `radius` around c (eq. 2.36 - 2.39),
// roots of |V|^2 s^2 + 2 V.W s + |W|^2 - r^2 = 0 with V = F - E, W = E - C, kept for 0 <= s <= 1.
int intersectSegmentCircle(Vec2 e, Vec2 f, Vec2 c, double radius, std::array<Vec2, 2>& points)
{
    const Vec2 v = f - e;
    const Vec2 w = e - c;
    const double qa = glm::dot(v, v);
    const double qb = 2.0 * glm::dot(v, w);
    const double qc = glm::dot(w, w) - radius * radius;
    const double discriminant = qb * qb - 4.0 * qa * qc;
    if (discriminant < 0.0)
    {
        return 0;
    }
    const double root = std::sqrt(discriminant);
    int count = 0;
    for (double s : {(-qb - root) / (2.0 * qa), (-qb + root) / (2.0 * qa)})
    {
        if (0.0 <= s && s <= 1.0)
        {
            points[count++] = e + v * s;
        }
        if (discriminant == 0.0)
        {
            break; // one touching point (D = 0)
        }
    }
    return count;
}

// Closed interval of t, empty when lo > hi.
struct Range
{
    double lo;
    double hi;
    bool empty() const { return !(lo <= hi); }
};

Range intersect(Range a, Range b)
{
    return {std::max(a.lo, b.lo), std::min(a.hi, b.hi)};
}

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// {t : c0 + c1 t >= 0}: the sign of c1 decides the inequality's direction (the thesis's remark
// under eq. 2.20).
Range nonNegative(double c0, double c1)
{
    if (c1 > 0.0)
    {
        return {-c0 / c1, kInfinity};
    }
    if (c1 < 0.0)
    {
        return {-kInfinity, -c0 / c1};
    }
    return c0 >= 0.0 ? Range{-kInfinity, kInfinity} : Range{kInfinity, -kInfinity};
}

// Roots a <= b of |S + tV|^2 = rho^2 (eq. 2.16, 2.17); returns the discriminant.
double radialRoots(Vec2 s, Vec2 v, double rho, double& a, double& b)
{
    const double qa = glm::dot(v, v);
    const double qb = 2.0 * glm::dot(s, v);
    const double qc = glm::dot(s, s) - rho * rho;
    const double discriminant = qb * qb - 4.0 * qa * qc;
    if (discriminant >= 0.0)
    {
        const double root = std::sqrt(discriminant);
        a = (-qb - root) / (2.0 * qa);
        b = (-qb + root) / (2.0 * qa);
    }
    return discriminant;
}

// 2.4 in both readings of the inner bound.
bool circleFan(const Circle& circle, const Fan& fan, bool clampInner, Trace* trace)
{
    const FanFrame f(fan);
    const Vec2 p = f.local(circle.center);
    const double rc = circle.radius;
    const double d2 = p.x * p.x + p.y * p.y;
    const bool angular = inAngularRange(p, f);
    const double inner = clampInner ? std::max(f.r - rc, 0.0) : f.r - rc;
    const double outer = f.bigR + rc;
    bool overlap = false;
    double distanceL = 0.0;
    double distanceM = 0.0;
    if (angular)
    {
        overlap = inner * inner <= d2 && d2 <= outer * outer; // eq. 2.8
    }
    else
    {
        distanceL = thesisDistancePointSegment(p, f.g * f.r, f.g * f.bigR);
        distanceM = thesisDistancePointSegment(p, f.h * f.r, f.h * f.bigR);
        overlap = distanceL <= rc || distanceM <= rc;
    }
    if (trace)
    {
        traceFanEdges(f, *trace);
        trace->value("Pc", p.x / std::sqrt(d2));
        trace->value("in angular range (2.7)", angular ? 1.0 : 0.0);
        trace->value("|P|", std::sqrt(d2));
        trace->value(clampInner ? "max(r - rc, 0)" : "r - rc", inner);
        trace->value("R + rc", outer);
        trace->world.ellipses.push_back(
            {f.origin, std::abs(inner), std::abs(inner), 0.0, "radial band, inner"});
        trace->world.ellipses.push_back({f.origin, outer, outer, 0.0, "radial band, outer"});
        if (angular)
        {
            trace->note(overlap ? "in the angular range and inside the widened band (2.8): contact"
                                : "in the angular range, outside the widened band (2.8): no contact");
            if (!clampInner && !overlap && rc > f.r && std::sqrt(d2) < rc - f.r)
            {
                trace->note("rc > r and |P| < rc - r: the squared bound (r - rc)^2 rejects a circle that "
                            "covers the fan's inner edge (the thesis's defect)");
            }
        }
        else
        {
            trace->value("distance to L", distanceL);
            trace->value("distance to M", distanceM);
            trace->note(overlap ? "outside the angular range, a radial edge within rc: contact"
                                : "outside the angular range, both radial edges further than rc: no contact");
        }
    }
    return overlap;
}

} // namespace

// ---- 2.9.4, 2.9.5 ------------------------------------------------------------------------------------

double thesisDistancePointSegment(Vec2 q, Vec2 s, Vec2 e)
{
    const Vec2 v = e - s;
    const double t = glm::dot(q - s, v) / glm::dot(v, v);    // eq. 2.43
    const double tClamped = std::max(0.0, std::min(t, 1.0)); // eq. 2.44
    return std::sqrt(lengthSquared(q - (s + v * tClamped))); // eq. 2.45, 2.46
}

double thesisDistanceSegmentSegment(Vec2 c, Vec2 d, Vec2 e, Vec2 f)
{
    const Vec2 vl = d - c; // eq. 2.47
    const Vec2 vm = f - e;
    const Vec2 ec = e - c;
    const double ll = glm::dot(vl, vl);
    const double mm = glm::dot(vm, vm);
    const double lm = glm::dot(vl, vm);
    // Closest points of the two lines (eq. 2.51, 2.53). Parallel lines make the denominator 0; the
    // thesis does not say what then, any t_M is a closest point of the lines, so take 0.
    const double denominator = lm * lm - ll * mm;
    const double tm =
        denominator != 0.0 ? (glm::dot(vm, ec) * ll - glm::dot(vl, ec) * lm) / denominator : 0.0;
    const double tl = glm::dot(vl, ec + vm * tm) / ll;
    auto clamp01 = [](double t) { return std::max(0.0, std::min(t, 1.0)); }; // eq. 2.44
    // Clamp t_L, project onto M; if that leaves M, clamp and project back onto L; if that leaves L
    // too, the closest points are end points.
    const Vec2 onL = c + vl * clamp01(tl);
    const double tmProjected = glm::dot(onL - e, vm) / mm;
    if (0.0 <= tmProjected && tmProjected <= 1.0)
    {
        return std::sqrt(lengthSquared(onL - (e + vm * tmProjected)));
    }
    const Vec2 onM = e + vm * clamp01(tmProjected);
    const double tlProjected = glm::dot(onM - c, vl) / ll;
    return std::sqrt(lengthSquared(c + vl * clamp01(tlProjected) - onM));
}

// ---- 2.2 ---------------------------------------------------------------------------------------------

bool overlapPointFanThesis(const Point& a, const Fan& b, Trace* trace)
{
    const FanFrame f(b);
    const Vec2 p = f.local(a.position);
    const bool inside = pointInFan(p, f);
    if (trace)
    {
        traceFanEdges(f, *trace);
        const double d2 = p.x * p.x + p.y * p.y;
        trace->value("|P|^2", d2);
        trace->value("r^2", f.r * f.r);
        trace->value("R^2", f.bigR * f.bigR);
        trace->value("Pc", p.x / std::sqrt(d2));
        trace->world.ellipses.push_back({f.origin, f.r, f.r, 0.0, "inner circle"});
        trace->world.ellipses.push_back({f.origin, f.bigR, f.bigR, 0.0, "outer circle"});
        trace->note(inside ? "inside the radial band (2.5) and the angular range (2.7)"
                           : "outside the radial band (2.5) or the angular range (2.7)");
    }
    return inside;
}

// ---- 2.4 ---------------------------------------------------------------------------------------------

bool overlapCircleFanThesis(const Circle& a, const Fan& b, Trace* trace)
{
    return circleFan(a, b, false, trace);
}

bool overlapCircleFanThesisClamped(const Circle& a, const Fan& b, Trace* trace)
{
    return circleFan(a, b, true, trace);
}

// ---- 2.3 ---------------------------------------------------------------------------------------------

namespace
{

// A point computed on the fan's boundary (an intersection point) within `slack` of the fan: inside by
// 2.2, or within slack of a radial edge, or in the angular range within slack of the radial band.
bool nearFan(Vec2 p, const FanFrame& f, double slack)
{
    if (pointInFan(p, f))
    {
        return true;
    }
    if (thesisDistancePointSegment(p, f.g * f.r, f.g * f.bigR) <= slack ||
        thesisDistancePointSegment(p, f.h * f.r, f.h * f.bigR) <= slack)
    {
        return true;
    }
    const double length = std::sqrt(lengthSquared(p));
    return inAngularRange(p, f) && f.r - slack <= length && length <= f.bigR + slack;
}

// 2.3. slack < 0: the point test exactly as written; slack >= 0: the tolerant point test above.
bool rectFan(const Rect& a, const Fan& b, double slack, Trace* trace)
{
    const FanFrame f(b);
    std::array<Vec2, 4> corners = rectCorners(a);
    for (Vec2& c : corners)
    {
        c = f.local(c);
    }
    if (trace)
    {
        traceFanEdges(f, *trace);
    }
    // Intersection points of the fan's boundary (edges L, M, the outer circle and, for a baumkuchen,
    // the inner circle) with the rectangle's edges, each put through the point test of 2.2.
    bool overlap = false;
    auto consider = [&](Vec2 point, const char* what)
    {
        const bool onFan = slack < 0.0 ? pointInFan(point, f) : nearFan(point, f, slack);
        overlap = overlap || onFan;
        if (trace)
        {
            trace->world.points.push_back(
                {f.world(point),
                 std::string(what) + (onFan ? ", passes the point test" : ", fails the point test")});
        }
    };
    for (int i = 0; i < 4 && (!overlap || trace); ++i)
    {
        const Vec2 e = corners[i];
        const Vec2 fEnd = corners[(i + 1) % 4];
        for (const auto& [from, to, what] : {std::tuple{f.g * f.r, f.g * f.bigR, "edge x L"},
                                             std::tuple{f.h * f.r, f.h * f.bigR, "edge x M"}})
        {
            const Crossing crossing = intersectSegments(e, fEnd, from, to);
            if (crossing.found)
            {
                consider(crossing.point, what);
            }
        }
        std::array<Vec2, 2> points{};
        const int outerCount = intersectSegmentCircle(e, fEnd, {0.0, 0.0}, f.bigR, points);
        for (int k = 0; k < outerCount; ++k)
        {
            consider(points[k], "edge x outer circle");
        }
        if (f.r > 0.0)
        {
            const int innerCount = intersectSegmentCircle(e, fEnd, {0.0, 0.0}, f.r, points);
            for (int k = 0; k < innerCount; ++k)
            {
                consider(points[k], "edge x inner circle");
            }
        }
    }
    if (overlap)
    {
        if (trace)
        {
            trace->note("a boundary intersection point lies on the fan: contact");
        }
        return true;
    }
    // No crossing: one contains the other or they are apart. One point of each, tested in the other:
    // the fan's point halfway along its centre axis, and the rectangle's centre.
    const Vec2 fanPoint{(f.r + f.bigR) * 0.5, 0.0};
    const Vec2 rectPoint = f.local(a.center);
    const bool fanInRect = pointInRect(fanPoint, corners);
    const bool rectInFan = pointInFan(rectPoint, f);
    if (trace)
    {
        trace->world.points.push_back({f.world(fanPoint), fanInRect
                                                              ? "fan point, in the rectangle (2.9.3)"
                                                              : "fan point, not in the rectangle (2.9.3)"});
        trace->world.points.push_back({a.center, rectInFan ? "rectangle centre, in the fan (2.2)"
                                                           : "rectangle centre, not in the fan (2.2)"});
        trace->note(fanInRect || rectInFan ? "no boundary crossing, one shape contains the other: contact"
                                           : "no boundary crossing and no containment: no contact");
    }
    return fanInRect || rectInFan;
}

} // namespace

bool overlapRectFanThesis(const Rect& a, const Fan& b, Trace* trace)
{
    return rectFan(a, b, -1.0, trace);
}

bool overlapRectFanThesisTolerant(const Rect& a, const Fan& b, Trace* trace)
{
    const double size = std::max(b.outerRadius, 0.5 * std::hypot(a.width, a.height));
    return rectFan(a, b, kThesisBoundarySlack * size, trace);
}

// ---- 2.6 ---------------------------------------------------------------------------------------------

bool overlapCapsuleFanThesis(const Capsule& a, const Fan& b, Trace* trace)
{
    const FanFrame f(b);
    const Vec2 s = f.local(a.a);
    const Vec2 v = f.local(a.b) - s; // eq. 2.13
    const double rc = a.radius;

    // Radial band (eq. 2.15 - 2.17): one or two t-intervals.
    double aBig = 0.0;
    double bBig = 0.0;
    double aSmall = 0.0;
    double bSmall = 0.0;
    const double discriminantR = radialRoots(s, v, f.bigR + rc, aBig, bBig);
    const double discriminantSmall = radialRoots(s, v, f.r - rc, aSmall, bSmall);
    std::array<Range, 2> band{Range{kInfinity, -kInfinity}, Range{kInfinity, -kInfinity}};
    if (discriminantR >= 0.0 && discriminantSmall >= 0.0)
    {
        band = {Range{aBig, aSmall}, Range{bSmall, bBig}};
    }
    else if (discriminantR >= 0.0)
    {
        band[0] = {aBig, bBig};
    }
    // Angular range (eq. 2.18 - 2.20): G'_z >= 0 and/or H'_z <= 0, linear in t.
    const double g0 = s.x * f.g.y - s.y * f.g.x;
    const double g1 = v.x * f.g.y - v.y * f.g.x;
    const double h0 = s.x * f.h.y - s.y * f.h.x;
    const double h1 = v.x * f.h.y - v.y * f.h.x;
    const Range gRange = nonNegative(g0, g1);
    const Range hRange = nonNegative(-h0, -h1);
    std::array<Range, 2> angular{};
    if (f.theta < kPi / 2.0)
    {
        angular = {intersect(gRange, hRange), Range{kInfinity, -kInfinity}};
    }
    else
    {
        angular = {gRange, hRange}; // a union
    }
    const Range unit{0.0, 1.0}; // eq. 2.14
    bool found = false;
    Range accepted{kInfinity, -kInfinity};
    for (const Range& radial : band)
    {
        for (const Range& angle : angular)
        {
            const Range both = intersect(intersect(radial, angle), unit);
            if (!both.empty() && !found)
            {
                found = true;
                accepted = both;
            }
        }
    }
    double distanceG = 0.0;
    double distanceH = 0.0;
    bool overlap = found;
    if (!found)
    {
        // Fallback (2.6, figure 2.8): the capsule's axis against the two radial edges (2.9.5).
        const Vec2 e = s + v;
        distanceG = thesisDistanceSegmentSegment(s, e, f.g * f.r, f.g * f.bigR);
        distanceH = thesisDistanceSegmentSegment(s, e, f.h * f.r, f.h * f.bigR);
        overlap = distanceG <= rc || distanceH <= rc;
    }
    if (trace)
    {
        traceFanEdges(f, *trace);
        trace->value("D_R", discriminantR);
        if (discriminantR >= 0.0)
        {
            trace->value("a_R", aBig);
            trace->value("b_R", bBig);
        }
        trace->value("D_r", discriminantSmall);
        if (discriminantSmall >= 0.0)
        {
            trace->value("a_r", aSmall);
            trace->value("b_r", bSmall);
        }
        trace->value("G'_z(0)", g0);
        trace->value("G'_z slope", g1);
        trace->value("H'_z(0)", h0);
        trace->value("H'_z slope", h1);
        trace->world.ellipses.push_back(
            {f.origin, std::abs(f.r - rc), std::abs(f.r - rc), 0.0, "radial band, inner"});
        trace->world.ellipses.push_back({f.origin, f.bigR + rc, f.bigR + rc, 0.0, "radial band, outer"});
        if (found)
        {
            trace->value("t from", accepted.lo);
            trace->value("t to", accepted.hi);
            trace->world.segments.push_back(
                {f.world(s + v * accepted.lo), f.world(s + v * accepted.hi), "axis part in band and angle"});
            trace->note("a t in [0, 1] satisfies the band (2.15) and the angular range (2.20): contact");
        }
        else
        {
            trace->value("d_G", distanceG);
            trace->value("d_H", distanceH);
            trace->note(overlap ? "no t-range; the axis is within rc of a radial edge (2.9.5): contact"
                                : "no t-range and both radial edges further than rc: no contact");
        }
    }
    return overlap;
}

// ---- 2.9.3, 2.9.1 as segment tests -------------------------------------------------------------------

bool overlapPointRectThesis(const Point& a, const Rect& b, Trace* trace)
{
    const std::array<Vec2, 4> corners = rectCorners(b);
    const bool inside = pointInRect(a.position, corners);
    if (trace)
    {
        static constexpr const char* kNames[4] = {"C_E", "C_F", "C_G", "C_H"};
        for (int i = 0; i < 4; ++i)
        {
            trace->value(kNames[i], cross(corners[(i + 1) % 4] - corners[i], a.position - corners[i]));
        }
        trace->note(inside ? "all four cross products share a sign: inside" : "mixed signs: outside");
    }
    return inside;
}

namespace
{

bool segmentSegmentThesis(const Segment& a, const Segment& b, bool asPrinted, Trace* trace)
{
    const Crossing crossing = intersectSegments(a.a, a.b, b.a, b.b, asPrinted);
    if (trace)
    {
        trace->value("s", crossing.s);
        trace->value("t", crossing.t);
        if (crossing.found)
        {
            trace->world.points.push_back({crossing.point, "intersection point P"});
        }
        else if (std::isfinite(crossing.s) && std::isfinite(crossing.t))
        {
            // Where the parameters put the meeting point on each line, even outside [0, 1]: with the
            // printed typo the two points do not coincide, which is how the lesson shows the error.
            trace->world.points.push_back({a.a + (a.b - a.a) * crossing.s, "s on a"});
            trace->world.points.push_back({b.a + (b.b - b.a) * crossing.t, "t on b"});
        }
        trace->world.segments.push_back({a.a, a.b, "line of a"});
        trace->world.segments.push_back({b.a, b.b, "line of b"});
        trace->note(crossing.found ? "0 <= s, t <= 1 (2.35): the segments cross at P"
                                   : "s or t outside [0, 1], or parallel: no intersection point");
    }
    return crossing.found;
}

} // namespace

bool overlapSegmentSegmentThesisParametric(const Segment& a, const Segment& b, Trace* trace)
{
    return segmentSegmentThesis(a, b, false, trace);
}

bool overlapSegmentSegmentThesisAsPrinted(const Segment& a, const Segment& b, Trace* trace)
{
    return segmentSegmentThesis(a, b, true, trace);
}

} // namespace hitlab
