// Real roots of polynomials of degree <= 4 and of trigonometric polynomials of degree <= 2: the one
// root solver of the exact fan family (fan depth, fan against ellipse) and of the CCD first impact.
//
// Outline
// - A polynomial's real roots in [lo, hi] are isolated without any tolerance: between consecutive
//   roots of its derivative (found recursively, down to a line) the polynomial is monotone, so each
//   sign change there brackets exactly one root, which bisection takes to full precision.
// - A trigonometric polynomial k0 + kc cos t + ks sin t + kc2 cos 2t + ks2 sin 2t becomes a quartic
//   through the half-angle substitution t = centre + 2 atan(u), multiplied by (1 + u^2)^2 (positive,
//   so roots and their sign changes are kept). Two ways of cutting the circle are offered, and their
//   callers rely on their exact arithmetic: forEachRoot(Trig2) over an interval, cut into pieces of at
//   most a quarter turn centred on their midpoints (the fan family); trigonometricRootsOverTurn over
//   the whole turn, as two half turns centred on 0 and pi, with grazing roots flagged (the CCD).
// - Every root is a real argument where the function vanishes up to rounding; callers evaluate their
//   candidates at it, so a root a few ulps off only moves an answer by rounding.
#pragma once

#include "hitlab/geometry.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cmath>

namespace hitlab
{

// Horner evaluation of c[0] + c[1] x + ... + c[degree] x^degree.
inline double evaluatePolynomial(const double* c, int degree, double x)
{
    double v = c[degree];
    for (int i = degree - 1; i >= 0; --i)
    {
        v = v * x + c[i];
    }
    return v;
}

// Horner evaluation at three points in one pass: each value takes the very operations of
// evaluatePolynomial, and the three chains are independent, so the CPU runs them side by side.
template <int Degree> void evaluatePolynomialAtThree(const double* c, const double (&x)[3], double (&v)[3])
{
    v[0] = v[1] = v[2] = c[Degree];
    for (int i = Degree - 1; i >= 0; --i)
    {
        for (int k = 0; k < 3; ++k)
        {
            v[k] = v[k] * x[k] + c[i];
        }
    }
}

// condition ? whenTrue : whenFalse by bit masks: bisection's choices are as random as coin flips, and
// a mask costs less than the branch the CPU would mispredict half the time.
inline double choose(bool condition, double whenTrue, double whenFalse)
{
    const std::uint64_t mask = std::uint64_t{0} - static_cast<std::uint64_t>(condition);
    return std::bit_cast<double>((std::bit_cast<std::uint64_t>(whenTrue) & mask) |
                                 (std::bit_cast<std::uint64_t>(whenFalse) & ~mask));
}

// bisectRoot for a known degree.
template <int Degree> double bisectRootOfDegree(const double* c, double a, double b, bool negativeAtA)
{
    for (int halvings = 0; halvings < 200; halvings += 2)
    {
        const double m = 0.5 * (a + b);
        if (!(m > a && m < b))
        {
            break;
        }
        const double points[3] = {m, 0.5 * (a + m), 0.5 * (m + b)};
        double values[3];
        evaluatePolynomialAtThree<Degree>(c, points, values);
        if (values[0] == 0.0)
        {
            return m;
        }
        const bool rootAboveM = (values[0] < 0.0) == negativeAtA;
        a = choose(rootAboveM, m, a);
        b = choose(rootAboveM, b, m);
        const double next = choose(rootAboveM, points[2], points[1]);
        const double valueNext = choose(rootAboveM, values[2], values[1]);
        if (!(next > a && next < b))
        {
            break;
        }
        if (valueNext == 0.0)
        {
            return next;
        }
        const bool rootAboveNext = (valueNext < 0.0) == negativeAtA;
        a = choose(rootAboveNext, next, a);
        b = choose(rootAboveNext, b, next);
    }
    return 0.5 * (a + b);
}

// Root of a polynomial of degree 1 to 4 that is monotone on [a, b] with values of opposite signs at
// the ends; fa is its value at a. Plain bisection, down to adjacent doubles, so the root depends on
// nothing but the polynomial and the bracket. Each round takes two halvings: it evaluates the midpoint
// and both midpoints the second halving may need, then keeps the one the first halving chose, so the
// midpoints visited, and the root, are those of one halving at a time.
inline double bisectRoot(const double* c, int degree, double a, double b, double fa)
{
    const bool negativeAtA = fa < 0.0;
    switch (degree)
    {
    case 1:
        return bisectRootOfDegree<1>(c, a, b, negativeAtA);
    case 2:
        return bisectRootOfDegree<2>(c, a, b, negativeAtA);
    case 3:
        return bisectRootOfDegree<3>(c, a, b, negativeAtA);
    case 4:
        return bisectRootOfDegree<4>(c, a, b, negativeAtA);
    default:
        return 0.5 * (a + b); // polynomialRoots searches degrees 1 to 4 only
    }
}

// True when |c[0]| exceeds |c[1]| r + ... + |c[degree]| r^degree by far more than rounding: then every
// x with |x| <= r gives a value of c[0]'s sign, never 0, in exact arithmetic and as evaluatePolynomial
// computes it (its rounding error is below 2 degree ulps of |c[0]| + that sum, and the margin here is
// 1e-12 of it), so a search over such x finds no root and no sign change.
inline bool constantDominates(const double* c, int degree, double r)
{
    double rest = 0.0;
    double power = 1.0;
    for (int i = 1; i <= degree; ++i)
    {
        power *= r;
        rest += std::abs(c[i]) * power;
    }
    constexpr double kMargin = 1e-12;
    return std::abs(c[0]) * (1.0 - kMargin) > rest * (1.0 + kMargin) && std::isfinite(rest);
}

// Roots found by one search, ascending. touching[i]: values[i] is an interior critical point where the
// polynomial only grazes zero (see RootSearch::touchTolerance). Holds at most 8; further roots are
// dropped (a single search of degree <= 4 finds at most 7).
struct PolynomialRoots
{
    std::array<double, 8> values{};
    std::array<bool, 8> touching{};
    int count = 0;

    void add(double x, bool touch)
    {
        if (count < static_cast<int>(values.size()))
        {
            values[count] = x;
            touching[count] = touch;
            ++count;
        }
    }
};

// How a search reports roots that sit on a critical point of the polynomial.
struct RootSearch
{
    // An interior critical point where |p| <= touchTolerance (and p != 0) is reported as a root with
    // touching = true: a double root that rounding keeps from changing sign. 0 reports none.
    double touchTolerance = 0.0;
    // A root equal to the previous one (a zero found both as a critical point and as an end of the
    // next piece) is reported once.
    bool mergeRepeated = false;
};

// Real roots in [lo, hi], ascending, of c[0] + c[1] x + ... + c[degree] x^degree (degree <= 4).
// Between consecutive roots of the derivative (found recursively, with no touch tolerance) the
// polynomial is monotone, so each sign change there brackets exactly one root, found by bisection.
inline PolynomialRoots polynomialRoots(const double* c, int degree, double lo, double hi,
                                       RootSearch search = {})
{
    PolynomialRoots roots;
    while (degree > 0 && c[degree] == 0.0)
    {
        --degree;
    }
    if (degree == 0)
    {
        return roots;
    }
    if (search.touchTolerance == 0.0 && constantDominates(c, degree, std::max(std::abs(lo), std::abs(hi))))
    {
        return roots; // what the search below finds too, without its bisections
    }
    if (degree == 1)
    {
        const double x = -c[0] / c[1];
        if (x >= lo && x <= hi)
        {
            roots.add(x, false);
        }
        return roots;
    }
    double derivative[4] = {};
    for (int i = 0; i < degree; ++i)
    {
        derivative[i] = (i + 1) * c[i + 1];
    }
    const PolynomialRoots critical =
        polynomialRoots(derivative, degree - 1, lo, hi, RootSearch{0.0, search.mergeRepeated});
    double points[10];
    int pointCount = 0;
    points[pointCount++] = lo;
    for (int i = 0; i < critical.count; ++i)
    {
        points[pointCount++] = critical.values[i];
    }
    points[pointCount++] = hi;
    double valueLo = evaluatePolynomial(c, degree, points[0]);
    if (valueLo == 0.0)
    {
        roots.add(points[0], false);
    }
    for (int i = 1; i < pointCount; ++i)
    {
        const double valueHi = evaluatePolynomial(c, degree, points[i]);
        if (valueHi == 0.0)
        {
            if (!(search.mergeRepeated && roots.count > 0 && roots.values[roots.count - 1] == points[i]))
            {
                roots.add(points[i], false);
            }
        }
        else if (valueLo != 0.0 && (valueLo < 0.0) != (valueHi < 0.0))
        {
            roots.add(bisectRoot(c, degree, points[i - 1], points[i], valueLo), false);
        }
        else if (i < pointCount - 1 && std::abs(valueHi) <= search.touchTolerance)
        {
            roots.add(points[i], true); // an interior critical point that grazes zero
        }
        valueLo = valueHi;
    }
    return roots;
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

// Every root of a search matters: the default of forEachRoot's `search`.
inline bool searchEveryPiece(int /*piece*/)
{
    return true;
}

// Calls visit(s) for each root of f in [lo, hi], ascending, a repeated root once. [lo, hi] is one
// piece, number 0: search(0) false skips it (the caller knows no root there could matter).
template <typename Visit, typename Search = decltype(&searchEveryPiece)>
void forEachRoot(const Quadratic& f, double lo, double hi, const Visit& visit,
                 const Search& search = &searchEveryPiece)
{
    if (!search(0))
    {
        return;
    }
    const PolynomialRoots roots = polynomialRoots(f.c, 2, lo, hi, RootSearch{.mergeRepeated = true});
    for (int i = 0; i < roots.count; ++i)
    {
        visit(roots.values[i]);
    }
}

// How forEachRoot(Trig2) cuts [lo, hi]: into count pieces of at most a quarter turn, piece k from
// from(k) to to(k) (the last one ends at hi exactly). No pieces unless lo <= hi.
struct QuarterTurnPieces
{
    double lo = 0.0;
    double hi = 0.0;
    double span = 0.0;
    int count = 0;

    QuarterTurnPieces(double from, double to) : lo(from), hi(to), span(to - from)
    {
        count = span >= 0.0 ? std::max(1, static_cast<int>(std::ceil(span / (0.5 * kPi)))) : 0;
    }
    double from(int k) const { return lo + span * k / count; }
    double to(int k) const { return k + 1 == count ? hi : lo + span * (k + 1) / count; }
};

// Roots of f in [lo, hi] (hi - lo <= 2 pi + a little). On each sub-interval of at most a quarter turn
// (QuarterTurnPieces), centred at tc, t = tc + 2 atan(u) turns (1 + u^2)^2 f into a quartic in u with
// |u| <= tan(pi / 8). search(k) false skips piece k (the caller knows no root there could matter).
template <typename Visit, typename Search = decltype(&searchEveryPiece)>
void forEachRoot(const Trig2& f, double lo, double hi, const Visit& visit,
                 const Search& search = &searchEveryPiece)
{
    const QuarterTurnPieces pieces(lo, hi);
    for (int k = 0; k < pieces.count; ++k)
    {
        if (!search(k))
        {
            continue;
        }
        const double t0 = pieces.from(k);
        const double t1 = pieces.to(k);
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
        const PolynomialRoots roots =
            polynomialRoots(poly, 4, -uMax, uMax, RootSearch{.mergeRepeated = true});
        for (int i = 0; i < roots.count; ++i)
        {
            visit(std::clamp(tc + 2.0 * std::atan(roots.values[i]), t0, t1));
        }
    }
}

// Roots of f and of its derivative: the derivative's roots catch tangencies (double roots) that
// rounding may hide from the sign test.
template <typename F, typename Visit, typename Search = decltype(&searchEveryPiece)>
void forEachRootOrCritical(const F& f, double lo, double hi, const Visit& visit,
                           const Search& search = &searchEveryPiece)
{
    forEachRoot(f, lo, hi, visit, search);
    forEachRoot(f.derivative(), lo, hi, visit, search);
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

// Roots over the whole turn of k[0] + k[1] cos x + k[2] sin x + k[3] cos 2x + k[4] sin 2x. Each half
// circle x = centre + 2 atan(u), u in [-1, 1], centre 0 or pi, turns it into a quartic in u
// (multiplied by (1 + u^2)^2, which is in [1, 4] there, so roots and their sign changes are kept).
// The roots come as centre + 2 atan(u), in [-pi / 2, 3 pi / 2]: the caller wraps them. A critical
// point where the quartic is within relativeTouchTolerance * 4 * (sum of |k|) of zero is a grazing
// root (touching = true). No roots when every coefficient is 0.
inline PolynomialRoots trigonometricRootsOverTurn(const std::array<double, 5>& k,
                                                  double relativeTouchTolerance)
{
    const double scale = std::abs(k[0]) + std::abs(k[1]) + std::abs(k[2]) + std::abs(k[3]) + std::abs(k[4]);
    PolynomialRoots all;
    if (scale == 0.0)
    {
        return all;
    }
    for (const double centre : {0.0, kPi})
    {
        // cos(pi + x) = -cos x, sin(pi + x) = -sin x; the double-angle terms are unchanged.
        const double sign = centre == 0.0 ? 1.0 : -1.0;
        const double k0 = k[0];
        const double k1 = sign * k[1];
        const double k2 = sign * k[2];
        const double k3 = k[3];
        const double k4 = k[4];
        const double quartic[5] = {k0 + k1 + k3, 2.0 * k2 + 4.0 * k4, 2.0 * k0 - 6.0 * k3,
                                   2.0 * k2 - 4.0 * k4, k0 - k1 + k3};
        const PolynomialRoots half =
            polynomialRoots(quartic, 4, -1.0, 1.0, RootSearch{relativeTouchTolerance * 4.0 * scale, false});
        for (int i = 0; i < half.count; ++i)
        {
            all.add(centre + 2.0 * std::atan(half.values[i]), half.touching[i]);
        }
    }
    return all;
}

} // namespace hitlab
