// (cos, sin) of an angle for the rect tests, without libm: the libm pair costs more than the rest of a
// rect test. Shared by the single-pair tests (exact_polygonal.cpp) and the batch kernels (batch.cpp),
// which must give the same bits.
//
// Reduction by pi/2 in three parts (Cody-Waite: the first two parts have 33 significant bits, so k
// times them is exact for |k| < 2^20), then the Taylor series of sin and cos to degree 17 and 16 on
// |r| <= pi/4 (truncation below 1e-19), evaluated in a shallow tree. Accurate to a few ulp for
// |angle| <= 2^19; callers send larger or non-finite angles to std::cos and std::sin.
#pragma once

#include <bit>
#include <cstdint>

namespace hitlab
{

// angle = k pi/2 + r with |r| <= pi/4. `shifted` is angle 2/pi + 1.5 2^52, whose low bits hold k
// modulo 4 (one unit is one ulp there), for callers that read the quadrant without a conversion.
struct QuarterTurns
{
    double shifted;
    double k;
    double cosR;
    double sinR;
};

inline QuarterTurns reduceByQuarterTurns(double angle)
{
    constexpr double kTwoOverPi = 0x1.45f306dc9c883p-1;
    constexpr double kPiOver2Part1 = 0x1.921fb544p+0;
    constexpr double kPiOver2Part2 = 0x1.0b4611a6p-34;
    constexpr double kPiOver2Part3 = 0x1.3198a2e037073p-69;
    constexpr double kRoundToInteger = 0x1.8p52; // adding and subtracting it rounds to an integer
    const double shifted = angle * kTwoOverPi + kRoundToInteger;
    const double k = shifted - kRoundToInteger;
    const double r = ((angle - k * kPiOver2Part1) - k * kPiOver2Part2) - k * kPiOver2Part3;
    const double r2 = r * r;
    const double r4 = r2 * r2;
    const double r8 = r4 * r4;
    // (-1)^n / (2n + 1)! and (-1)^n / (2n)!, n = 1..8.
    constexpr double s1 = -1.0 / 6.0, s2 = 1.0 / 120.0, s3 = -1.0 / 5040.0, s4 = 1.0 / 362880.0;
    constexpr double s5 = -1.0 / 39916800.0, s6 = 1.0 / 6227020800.0, s7 = -1.0 / 1307674368000.0;
    constexpr double s8 = 1.0 / 355687428096000.0;
    constexpr double c1 = -1.0 / 2.0, c2 = 1.0 / 24.0, c3 = -1.0 / 720.0, c4 = 1.0 / 40320.0;
    constexpr double c5 = -1.0 / 3628800.0, c6 = 1.0 / 479001600.0, c7 = -1.0 / 87178291200.0;
    constexpr double c8 = 1.0 / 20922789888000.0;
    const double sinTail = (s1 + r2 * s2) + r4 * (s3 + r2 * s4) + r8 * ((s5 + r2 * s6) + r4 * (s7 + r2 * s8));
    const double cosTail = (c1 + r2 * c2) + r4 * (c3 + r2 * c4) + r8 * ((c5 + r2 * c6) + r4 * (c7 + r2 * c8));
    return {shifted, k, 1.0 + r2 * cosTail, r + (r * r2) * sinTail};
}

// (cos, sin) of k pi/2 + r from (cos r, sin r): k quarter turns. The quadrant is random from one rect
// to the next, so the selection is done on the bits (only the low two bits of `quadrant` count)
// rather than by branches.
inline void turnByQuadrant(std::uint64_t quadrant, double cosR, double sinR, double& cosine, double& sine)
{
    constexpr std::uint64_t kSignBit = std::uint64_t{1} << 63;
    const std::uint64_t swap = std::uint64_t{0} - (quadrant & 1); // all ones for odd quadrants
    const std::uint64_t flip = (quadrant & 2) << 62;              // the sign bit for quadrants 2, 3
    const auto cosBits = std::bit_cast<std::uint64_t>(cosR);
    const auto sinBits = std::bit_cast<std::uint64_t>(sinR);
    cosine = std::bit_cast<double>(((cosBits & ~swap) | ((sinBits ^ kSignBit) & swap)) ^ flip);
    sine = std::bit_cast<double>(((sinBits & ~swap) | (cosBits & swap)) ^ flip);
}

} // namespace hitlab
