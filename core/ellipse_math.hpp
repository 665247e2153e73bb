// Robust ellipse geometry shared by the exact tests that involve an ellipse: point-to-ellipse
// distance, support functions, and a provably convergent minimiser of a support-function sum (the
// duality formula for the signed distance of two convex shapes).
//
// Every function is double precision, allocates nothing and throws nothing. Frames are named in each
// comment: "local" means the ellipse's own frame (centre at the origin, radiusX along +x).
#pragma once

#include "hitlab/geometry.hpp"
#include "hitlab/shapes.hpp"
#include "unit_directions.hpp"

#include <glm/geometric.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace hitlab
{

// An ellipse with its unit axis precomputed, so that a query evaluates cos/sin once.
struct EllipseAxes
{
    Vec2 center{0.0, 0.0};
    Vec2 axisX{1.0, 0.0}; // unit, the direction of radiusX
    double radiusX = 1.0;
    double radiusY = 1.0;
};

EllipseAxes ellipseAxes(const Ellipse& ellipse);

// World point -> local frame, and back.
inline Vec2 ellipseLocal(const EllipseAxes& e, Vec2 world)
{
    const Vec2 d = world - e.center;
    return {d.x * e.axisX.x + d.y * e.axisX.y, e.axisX.x * d.y - e.axisX.y * d.x};
}
inline Vec2 ellipseWorld(const EllipseAxes& e, Vec2 local)
{
    return e.center +
           Vec2{e.axisX.x * local.x - e.axisX.y * local.y, e.axisX.y * local.x + e.axisX.x * local.y};
}
// A world direction in the local frame (rotation only), and back.
inline Vec2 ellipseLocalDirection(const EllipseAxes& e, Vec2 d)
{
    return {d.x * e.axisX.x + d.y * e.axisX.y, e.axisX.x * d.y - e.axisX.y * d.x};
}
inline Vec2 ellipseWorldDirection(const EllipseAxes& e, Vec2 local)
{
    return {e.axisX.x * local.x - e.axisX.y * local.y, e.axisX.y * local.x + e.axisX.x * local.y};
}

// The affine map T that sends the ellipse to the unit circle (Hwang & Tsai 1999, section 3;
// docs/algorithms/ellipse.md): translate by -c, rotate by -angle, scale by 1/rx, 1/ry, applied to a
// world point.
inline Vec2 toUnitCircleSpace(const EllipseAxes& e, Vec2 world)
{
    const Vec2 local = ellipseLocal(e, world);
    return {local.x / e.radiusX, local.y / e.radiusY};
}

// The closed ellipse contains the local point p.
inline bool ellipseContainsLocal(double radiusX, double radiusY, Vec2 p)
{
    const double x = p.x / radiusX;
    const double y = p.y / radiusY;
    return x * x + y * y <= 1.0;
}

// h(u) - c.u = sqrt(u^T M u): the support function of the ellipse relative to its centre, for a
// world direction u (unit for a distance; any length scales it linearly).
inline double ellipseSupportRadius(const EllipseAxes& e, Vec2 u)
{
    if (e.radiusX == e.radiusY)
    {
        return e.radiusX * std::sqrt(u.x * u.x + u.y * u.y); // no rotation: exact for exact inputs
    }
    const Vec2 l = ellipseLocalDirection(e, u);
    return std::sqrt(e.radiusX * e.radiusX * l.x * l.x + e.radiusY * e.radiusY * l.y * l.y);
}

// The boundary point furthest along world direction u (u != 0), minus the centre: M u / sqrt(u^T M u).
inline Vec2 ellipseSupportOffset(const EllipseAxes& e, Vec2 u)
{
    const Vec2 l = ellipseLocalDirection(e, u);
    const double mx = e.radiusX * e.radiusX * l.x;
    const double my = e.radiusY * e.radiusY * l.y;
    const double norm = std::sqrt(mx * l.x + my * l.y);
    return ellipseWorldDirection(e, {mx / norm, my / norm});
}

// Closest boundary point of the axis-aligned ellipse (x/e0)^2 + (y/e1)^2 = 1 to the point p, all in
// that local frame. `distance` is |p - point|; `inside` says whether p is in the closed ellipse.
// Works for any e0, e1 > 0 and any p, including the axes, the centre and circles.
struct EllipseClosestPoint
{
    Vec2 point{0.0, 0.0};
    double distance = 0.0;
    bool inside = false;
};
EllipseClosestPoint closestPointOnEllipseLocal(double e0, double e1, Vec2 p);

// A lower bound on closestPointOnEllipseLocal(e0, e1, p).distance, below its rounding: the ellipse lies
// in its bounding box and in its bounding circle, so p is at least as far from it as from either. A
// search for the nearest of several points skips one whose bound is not below its best, since the
// point could not replace it.
inline double ellipseDistanceLowerBound(double e0, double e1, Vec2 p)
{
    const double outsideBoxX = std::max(0.0, std::abs(p.x) - e0);
    const double outsideBoxY = std::max(0.0, std::abs(p.y) - e1);
    const double fromBox = std::sqrt(outsideBoxX * outsideBoxX + outsideBoxY * outsideBoxY);
    const double fromCircle = std::sqrt(p.x * p.x + p.y * p.y) - std::max(e0, e1);
    const double margin = 1e-9 * (std::abs(p.x) + std::abs(p.y) + e0 + e1);
    return std::max(fromBox, fromCircle) - margin;
}

// Whether the local point p lies in the closed ellipse or within distance r (>= 0) of it. Exact up to
// rounding; it stops as soon as the root bracket decides the question.
bool withinDistanceOfEllipseLocal(double e0, double e1, Vec2 p, double r);

// Signed distance from a world point to a world ellipse: > 0 outside (the gap), < 0 inside (minus the
// distance to the boundary), with the closest boundary point and the boundary's outward unit normal
// there (world frame).
struct PointEllipseDistance
{
    double value = 0.0;
    Vec2 closest{0.0, 0.0};
    Vec2 normal{1.0, 0.0};
};
PointEllipseDistance signedDistancePointEllipse(const EllipseAxes& e, Vec2 p);

// ---------------------------------------------------------------------------------------------------
// Minimum over unit directions u of g(u) = h_K(u), the support function of a convex set K, given as a
// function returning K's support point s(u) (so g(u) = s(u).u). With K = A - B (Minkowski
// difference), -min g is the signed distance of A and B: the gap when they are apart, minus the
// penetration depth when they overlap (duality; see exact_ellipse.cpp).
//
// Outline: sample 64 directions, then branch and bound on arcs of directions. Why nothing is missed:
// the support points sa, sb at an arc's ends both belong to K, so for every u of the arc
// g(u) = max over K of k.u >= max(sa.u, sb.u); the minimum of that maximum of two sinusoids over the
// arc is a rigorous lower bound (computed in closed form below). Arcs whose bound is not below the
// best value found minus `tolerance` cannot hold the minimum and are dropped; the others are split
// (best first) until none is left. The result is therefore within `tolerance` of the true minimum,
// however eccentric the shapes (a flat part of K only makes its arcs split more often). A budget of
// evaluations guards pathological inputs (two concentric circles make g constant, so no arc can be
// dropped); `lowerBound` then reports the proven bound reached.
// `tolerance` is relativeTolerance times the largest support point sampled (g's own rounding is a
// few ulps of it). Near a minimum g is flat to rounding, so the best value does not pin the direction
// down; the minimiser is therefore polished by bisection on the sign of g'(u) = s(u).perp(u) (found by
// walking downhill from the best direction), so that the witness direction, and with it the witness
// points, are accurate to rounding too. The polish never worsens the value beyond `tolerance`.
// Cost: typically 100..200 support evaluations; no allocation (fixed arrays on the stack).
struct SupportMinimum
{
    double value = 0.0;      // g at `direction`: an upper bound of the true minimum
    double lowerBound = 0.0; // proven lower bound of the true minimum
    Vec2 direction{1.0, 0.0};
    int evaluations = 0;
    bool budgetExhausted = false;
};

namespace detail
{

struct SupportArc
{
    Vec2 ua; // arc from ua counter-clockwise to ub, shorter than pi
    Vec2 ub;
    Vec2 sa; // support points at the ends
    Vec2 sb;
    double lowerBound;
};

inline double crossOf(Vec2 a, Vec2 b)
{
    return a.x * b.y - a.y * b.x;
}

// u lies on the counter-clockwise arc from ua to ub (arc shorter than pi).
inline bool onArc(Vec2 ua, Vec2 ub, Vec2 u)
{
    return crossOf(ua, u) >= 0.0 && crossOf(u, ub) >= 0.0;
}

// Minimum over the arc [ua, ub] of sa.u where the minimum of the sinusoid can only be at the ends or
// at its trough -sa/|sa|.
inline double sinusoidMinimum(Vec2 s, Vec2 ua, Vec2 ub)
{
    double m = std::min(glm::dot(s, ua), glm::dot(s, ub));
    const double len = std::sqrt(glm::dot(s, s));
    if (len > 0.0 && onArc(ua, ub, -s / len))
    {
        m = -len;
    }
    return m;
}

// Lower bound of g over the arc from the chord bound g(u) >= max(sa.u, sb.u).
inline double arcLowerBound(Vec2 ua, Vec2 ub, Vec2 sa, Vec2 sb)
{
    const Vec2 d = sa - sb;
    const double len = std::sqrt(glm::dot(d, d));
    if (len > 0.0)
    {
        // sa.u - sb.u = d.u vanishes where u is perpendicular to d; on the arc there is one such
        // direction when sa.u >= sb.u at ua and <= at ub (always true up to rounding).
        Vec2 uc{-d.y / len, d.x / len};
        if (!onArc(ua, ub, uc))
        {
            uc = -uc;
        }
        if (onArc(ua, ub, uc) && glm::dot(d, ua) >= 0.0 && glm::dot(d, ub) <= 0.0)
        {
            return std::min(sinusoidMinimum(sa, ua, uc), sinusoidMinimum(sb, uc, ub));
        }
    }
    // Fallback (equal support points, or rounding broke the ordering): max(f1, f2) >= each of them.
    return std::max(sinusoidMinimum(sa, ua, ub), sinusoidMinimum(sb, ua, ub));
}

inline bool arcGreater(const SupportArc& a, const SupportArc& b)
{
    return a.lowerBound > b.lowerBound;
}

} // namespace detail

template <typename SupportFunction>
SupportMinimum minimizeSupportFunction(const SupportFunction& support, double relativeTolerance = 1e-14,
                                       int maxEvaluations = 6000)
{
    constexpr int kInitial = 64;
    constexpr int kCapacity = 512;
    SupportMinimum result;
    std::array<detail::SupportArc, kCapacity> heap;
    int heapSize = 0;
    double dropped = std::numeric_limits<double>::infinity(); // lowest bound of arcs lost to capacity

    std::array<Vec2, kInitial> us;
    std::array<Vec2, kInitial> ss;
    double best = std::numeric_limits<double>::infinity();
    Vec2 bestU{1.0, 0.0};
    Vec2 bracketLo{1.0, 0.0};
    Vec2 bracketHi{1.0, 0.0};
    double scale = 0.0;
    static_assert(kInitial == kUnitDirections64.size());
    for (int i = 0; i < kInitial; ++i)
    {
        // Exact trigonometry per sample (no accumulated rotation drift), from a table.
        us[i] = kUnitDirections64[i];
        ss[i] = support(us[i]);
        scale = std::max(scale, std::sqrt(glm::dot(ss[i], ss[i])));
    }
    for (int i = 0; i < kInitial; ++i)
    {
        const double g = glm::dot(ss[i], us[i]);
        if (g < best)
        {
            best = g;
            bestU = us[i];
            bracketLo = us[(i + kInitial - 1) % kInitial];
            bracketHi = us[(i + 1) % kInitial];
        }
    }
    result.evaluations = kInitial;
    // Rounding of g and of the bounds is a few ulps of the largest support point, so the tolerance
    // is relative to it.
    const double tolerance = std::max(relativeTolerance * scale, 4.0 * std::numeric_limits<double>::min());

    auto push = [&](const detail::SupportArc& arc)
    {
        if (arc.lowerBound >= best - tolerance)
        {
            return;
        }
        if (heapSize == kCapacity)
        {
            dropped = std::min(dropped, arc.lowerBound);
            return;
        }
        heap[heapSize++] = arc;
        std::push_heap(heap.begin(), heap.begin() + heapSize, detail::arcGreater);
    };
    for (int i = 0; i < kInitial; ++i)
    {
        const int j = (i + 1) % kInitial;
        push({us[i], us[j], ss[i], ss[j], detail::arcLowerBound(us[i], us[j], ss[i], ss[j])});
    }

    while (heapSize > 0)
    {
        std::pop_heap(heap.begin(), heap.begin() + heapSize, detail::arcGreater);
        const detail::SupportArc arc = heap[--heapSize];
        if (arc.lowerBound >= best - tolerance)
        {
            continue;
        }
        if (result.evaluations >= maxEvaluations)
        {
            heap[heapSize++] = arc;
            std::push_heap(heap.begin(), heap.begin() + heapSize, detail::arcGreater);
            result.budgetExhausted = true;
            break;
        }
        Vec2 um = arc.ua + arc.ub;
        const double umLen = std::sqrt(glm::dot(um, um));
        um /= umLen;
        if (!(detail::crossOf(arc.ua, um) > 0.0 && detail::crossOf(um, arc.ub) > 0.0))
        {
            continue; // the arc is below the angular resolution of doubles
        }
        const Vec2 sm = support(um);
        ++result.evaluations;
        const double g = glm::dot(sm, um);
        if (g < best)
        {
            best = g;
            bestU = um;
            bracketLo = arc.ua;
            bracketHi = arc.ub;
        }
        push({arc.ua, um, arc.sa, sm, detail::arcLowerBound(arc.ua, um, arc.sa, sm)});
        push({um, arc.ub, sm, arc.sb, detail::arcLowerBound(um, arc.ub, sm, arc.sb)});
    }

    double lower = best - tolerance;
    for (int i = 0; i < heapSize; ++i)
    {
        lower = std::min(lower, heap[i].lowerBound);
    }
    lower = std::min(lower, dropped);
    result.budgetExhausted = result.budgetExhausted || dropped < best - tolerance;

    // Polish: walk from the best direction toward decreasing g, doubling the step, until g' = s.perp(u)
    // changes sign, then bisect on that sign. The value only ever improves; the direction becomes
    // accurate to rounding, so the witnesses are the true closest or deepest points.
    auto slopeAt = [&](Vec2 u)
    {
        const Vec2 s = support(u);
        ++result.evaluations;
        const double g = glm::dot(s, u);
        if (g < best)
        {
            best = g;
            bestU = u;
        }
        return s.x * -u.y + s.y * u.x;
    };
    auto rotated = [](Vec2 u, double angle)
    {
        const double c = std::cos(angle);
        const double s = std::sin(angle);
        return Vec2{c * u.x - s * u.y, s * u.x + c * u.y};
    };
    const Vec2 start = bestU;
    const double startSlope = slopeAt(start);
    if (startSlope != 0.0)
    {
        const double sign = startSlope > 0.0 ? -1.0 : 1.0;
        double step = std::max(0.25 * std::abs(detail::crossOf(bracketLo, bracketHi)), 1e-12);
        Vec2 near = start;
        Vec2 far = start;
        bool bracketed = false;
        for (int k = 0; k < 48 && step < 0.5; ++k, step *= 2.0)
        {
            far = rotated(start, sign * step);
            const double farSlope = slopeAt(far);
            if ((farSlope > 0.0) != (startSlope > 0.0) || farSlope == 0.0)
            {
                bracketed = true;
                break;
            }
            near = far;
        }
        if (bracketed)
        {
            // lo has g' < 0, hi has g' >= 0.
            Vec2 lo = startSlope < 0.0 ? near : far;
            Vec2 hi = startSlope < 0.0 ? far : near;
            for (int i = 0; i < 80; ++i)
            {
                Vec2 um = lo + hi;
                um /= std::sqrt(glm::dot(um, um));
                if (um == lo || um == hi)
                {
                    break;
                }
                (slopeAt(um) < 0.0 ? lo : hi) = um;
            }
            // Near a minimum g is flat to rounding, so the smallest g seen does not locate it; the
            // sign change of g' does. Take it unless it is worse than the best value beyond tolerance.
            const Vec2 critical = glm::normalize(lo + hi);
            const double g = glm::dot(support(critical), critical);
            ++result.evaluations;
            if (g <= best + tolerance)
            {
                bestU = critical;
                best = std::min(best, g);
            }
        }
    }

    result.value = best;
    result.direction = bestU;
    result.lowerBound = std::min(lower, best);
    return result;
}

} // namespace hitlab
