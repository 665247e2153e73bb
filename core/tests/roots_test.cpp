// The root search's shortcut (roots.hpp, constantDominates): a polynomial whose constant term
// outweighs the rest over the interval is answered "no root" without a search. The shortcut must only
// ever fire where the search itself finds nothing: checked against the full search (run with a touch
// tolerance too small to matter, which turns the shortcut off) and against dense sampling in extended
// precision, on seeded random polynomials placed on both sides of the shortcut's threshold.
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

} // namespace
} // namespace hitlab
