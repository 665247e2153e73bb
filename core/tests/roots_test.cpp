// The root search (roots.hpp).
// - Its shortcut, constantDominates: a polynomial whose constant term outweighs the rest over the
//   interval is answered "no root" without a search. The shortcut must only ever fire where the search
//   itself finds nothing: checked against the full search (run with a touch tolerance too small to
//   matter, which turns the shortcut off) and against dense sampling in extended precision, on seeded
//   random polynomials placed on both sides of the shortcut's threshold.
// - Its bisection, which takes two halvings per round: every root must be the very double that plain
//   bisection, one halving at a time, gives, since answers downstream depend on its last bits.
#include "roots.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

namespace hitlab
{
namespace
{

// The search with the shortcut off: an interior critical point is reported only where |p| is at most
// the smallest subnormal, which no polynomial here comes near.
PolynomialRoots fullSearch(const double* c, int degree, double lo, double hi)
{
    return polynomialRoots(c, degree, lo, hi, RootSearch{std::numeric_limits<double>::denorm_min(), false});
}

// Sign changes or zeros of the polynomial among many points of [lo, hi], in long double.
bool sampledSignChangeOrZero(const double* c, int degree, double lo, double hi)
{
    constexpr int kSamples = 4000;
    int firstSign = 0;
    for (int i = 0; i <= kSamples; ++i)
    {
        const long double x = lo + (static_cast<long double>(hi) - lo) * i / kSamples;
        long double value = c[degree];
        for (int k = degree - 1; k >= 0; --k)
        {
            value = value * x + c[k];
        }
        const int sign = value > 0 ? 1 : (value < 0 ? -1 : 0);
        if (sign == 0 || (firstSign != 0 && sign != firstSign))
        {
            return true;
        }
        firstSign = sign;
    }
    return false;
}

TEST(RootSearch, TheShortcutFiresOnlyWhereTheFullSearchFindsNoRoot)
{
    std::mt19937_64 rng(20261126);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<int> degrees(1, 4);
    std::uniform_int_distribution<int> exponents(-12, 3);
    int fired = 0;
    int declined = 0;
    for (int trial = 0; trial < 20000; ++trial)
    {
        const int degree = degrees(rng);
        const double r = std::ldexp(std::abs(unit(rng)) + 0.05, exponents(rng) / 4);
        double c[5] = {};
        double rest = 0.0;
        for (int i = 1; i <= degree; ++i)
        {
            c[i] = unit(rng) * std::pow(10.0, exponents(rng));
            rest += std::abs(c[i]) * std::pow(r, i);
        }
        if (c[degree] == 0.0)
        {
            continue;
        }
        // The constant term near the threshold: from 1e-3 below to 1e-3 above, and very close to it.
        const double closeness = std::pow(10.0, -1.0 - 15.0 * std::abs(unit(rng)));
        const double scale = 1.0 + (unit(rng) < 0.0 ? -closeness : closeness);
        c[0] = (unit(rng) < 0.0 ? -1.0 : 1.0) * rest * scale;
        const bool shortcut = constantDominates(c, degree, r);
        const PolynomialRoots full = fullSearch(c, degree, -r, r);
        const PolynomialRoots answer = polynomialRoots(c, degree, -r, r);
        ASSERT_EQ(answer.count, full.count) << "trial " << trial;
        for (int i = 0; i < full.count; ++i)
        {
            ASSERT_EQ(answer.values[i], full.values[i]) << "trial " << trial;
        }
        if (shortcut)
        {
            ++fired;
            ASSERT_EQ(full.count, 0) << "trial " << trial << ": the shortcut hid a root";
            ASSERT_FALSE(sampledSignChangeOrZero(c, degree, -r, r)) << "trial " << trial;
        }
        else
        {
            ++declined;
        }
    }
    // Both sides of the threshold were tried.
    EXPECT_GT(fired, 5000);
    EXPECT_GT(declined, 5000);
}

// A root exactly at an end of the interval is found: the constant term then equals the rest's bound,
// which the shortcut must not take for "outweighs".
TEST(RootSearch, ARootAtAnEndOfTheIntervalIsFound)
{
    for (double r : {0.25, 1.0, 0.5, 8.0})
    {
        for (double side : {-1.0, 1.0})
        {
            const double linear[2] = {-side * r, 1.0}; // root at side r
            EXPECT_FALSE(constantDominates(linear, 1, r));
            const PolynomialRoots roots = polynomialRoots(linear, 1, -r, r);
            ASSERT_EQ(roots.count, 1);
            EXPECT_EQ(roots.values[0], side * r);
            const double quadratic[3] = {-r * r, 0.0, 1.0}; // roots at -r and r
            EXPECT_FALSE(constantDominates(quadratic, 2, r));
            const PolynomialRoots both = polynomialRoots(quadratic, 2, -r, r);
            ASSERT_EQ(both.count, 2);
            EXPECT_EQ(both.values[0], -r);
            EXPECT_EQ(both.values[1], r);
        }
    }
}

// Coefficients that overflow the bound, or a NaN, never take the shortcut.
TEST(RootSearch, TheShortcutDeclinesWhatItCannotBound)
{
    const double huge[3] = {1.0, 1e300, 1e300};
    EXPECT_FALSE(constantDominates(huge, 2, 1e10));
    const double nan[2] = {std::numeric_limits<double>::quiet_NaN(), 1.0};
    EXPECT_FALSE(constantDominates(nan, 1, 0.5));
    const double plain[2] = {1.0, 1.0};
    EXPECT_TRUE(constantDominates(plain, 1, 0.5));
    EXPECT_FALSE(constantDominates(plain, 1, std::numeric_limits<double>::infinity()));
}

// Bisection one halving at a time, as bisectRoot documents it: the reference its rounds must match.
double plainBisection(const double* c, int degree, double a, double b, double fa)
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

// Seeded random brackets of degrees 1 to 4: wide and narrow, roots far from and next to 0 (where
// bisection runs to its 200 halvings), brackets a few doubles wide, and polynomials with exact zeros
// at dyadic midpoints (the early return).
TEST(RootSearch, BisectionGivesTheRootOfOneHalvingAtATime)
{
    std::mt19937_64 rng(20261126);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<int> degrees(1, 4);
    std::uniform_int_distribution<int> shapes(0, 3);
    int compared = 0;
    int exactZeros = 0;
    for (int trial = 0; trial < 40000; ++trial)
    {
        const int degree = degrees(rng);
        double c[5] = {};
        for (int i = 0; i <= degree; ++i)
        {
            c[i] = unit(rng) * std::pow(10.0, static_cast<int>(4.0 * unit(rng)));
        }
        double a = unit(rng);
        double b = unit(rng);
        switch (shapes(rng))
        {
        case 0:
            break;
        case 1: // a root at 0, found only by halving down to tiny brackets
            c[0] = 0.0;
            a = -std::abs(a);
            b = std::abs(b);
            break;
        case 2: // a bracket a few doubles wide
            b = a;
            for (int k = 0; k < 1 + trial % 5; ++k)
            {
                b = std::nextafter(b, 2.0);
            }
            c[0] -= evaluatePolynomial(c, degree, 0.5 * (a + b));
            break;
        default: // a zero at a dyadic point that bisection of [-1, 1] visits
            a = -1.0;
            b = 1.0;
            c[0] -= evaluatePolynomial(c, degree, std::ldexp(1.0 + 2.0 * (trial % 7), -(1 + trial % 9)));
            break;
        }
        if (a > b)
        {
            std::swap(a, b);
        }
        const double fa = evaluatePolynomial(c, degree, a);
        const double fb = evaluatePolynomial(c, degree, b);
        if (!(a < b) || fa == 0.0 || fb == 0.0 || (fa < 0.0) == (fb < 0.0))
        {
            continue; // not a bracket
        }
        const double expected = plainBisection(c, degree, a, b, fa);
        ASSERT_EQ(bisectRoot(c, degree, a, b, fa), expected) << "trial " << trial << ", degree " << degree;
        ++compared;
        exactZeros += evaluatePolynomial(c, degree, expected) == 0.0 ? 1 : 0;
    }
    EXPECT_GT(compared, 10000);
    EXPECT_GT(exactZeros, 100);
}

} // namespace
} // namespace hitlab
