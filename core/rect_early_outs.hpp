// The early-outs of the overlap tests of a rect with a point, a circle or a rect, which need neither
// angle: bounding circles apart decide no contact, inscribed circles meeting decide contact (Ericson,
// Real-Time Collision Detection 2005, 4.3 and 4.4). The single-pair tests (exact_polygonal.cpp) and
// the batch kernels (batch.cpp) both decide through these functions, so that a batch answers every
// pair as overlap() does. They take plain numbers and have no branches, so that the kernels' loops
// over struct-of-arrays batches become SIMD code.
#pragma once

namespace hitlab::early_out
{

// What an early-out decided, as a number: products and selections of these stay exact.
inline constexpr double kApart = 0.0;
inline constexpr double kContact = 1.0;
inline constexpr double kUndecided = 2.0;

// A radius that bounds the rect around its centre: half the diagonal is at most (w + h) / 2, and this
// bound needs no square root.
inline double rectReach(double width, double height)
{
    return 0.5 * (width + height);
}

// Squared half diagonal: the rect's tight bounding circle.
inline double rectReachSquared(double width, double height)
{
    return 0.25 * (width * width + height * height);
}

// Whether the circles of squared radii ra2, rb2 around two centres sqrt(d2) apart may meet: d <= ra + rb,
// from the squares alone (squaring d^2 - ra^2 - rb^2 <= 2 ra rb once more), so that no root is taken.
// Slack of a relative 1e-9 keeps this a strict early-out: it never rejects a pair that rounding could
// decide either way. (The | evaluates both comparisons, which have no side effects: no branch.)
inline bool withinRadii(double d2, double ra2, double rb2)
{
    constexpr double kSlack = 1.0 - 1e-9;
    const double excess = d2 * kSlack - ra2 - rb2;
    return (excess <= 0.0) | (excess * excess <= 4.0 * ra2 * rb2);
}

// Whether centres sqrt(d2) apart are farther than reach: the loose bounding circles miss.
inline bool beyondReach(double d2, double reach)
{
    return d2 > reach * reach;
}

// Whether a circle of the given radius whose centre is sqrt(d2) from a rect's meets the rect's inscribed
// circle (of diameter smallerSide).
inline bool circleMeetsInscribedCircle(double d2, double radius, double smallerSide)
{
    const double inner = radius + 0.5 * smallerSide;
    return d2 <= inner * inner;
}

// Whether the inscribed circles of two rects (diameters sideA, sideB) whose centres are sqrt(d2) apart
// meet.
inline bool inscribedCirclesMeet(double d2, double sideA, double sideB)
{
    const double inner = sideA + sideB;
    return 4.0 * d2 <= inner * inner;
}

// The early-outs above as one answer, without branches, for the batch kernels (the single-pair tests
// take them one by one and stop at the first that decides; the decisions are the same).

// A point sqrt(d2) from the centre of a rect of bounding radius reachOfRect (rectReach): kApart when it
// is outside that circle, else kUndecided.
inline double pointRect(double d2, double reachOfRect)
{
    return beyondReach(d2, reachOfRect) ? kApart : kUndecided;
}

// A circle whose centre is sqrt(d2) from a rect's: kApart when the rect's bounding circles (loose, then
// tight) miss it, kContact when it meets the rect's inscribed circle, else kUndecided.
inline double circleRect(double d2, double radius, double reachOfRect, double reach2OfRect,
                         double smallerSide)
{
    const double loose = beyondReach(d2, radius + reachOfRect) ? 0.0 : 1.0;
    const double tight = withinRadii(d2, radius * radius, reach2OfRect) ? 1.0 : 0.0;
    return loose * tight * (circleMeetsInscribedCircle(d2, radius, smallerSide) ? kContact : kUndecided);
}

// Rects A and B whose centres are sqrt(d2) apart, each given by rectReach, rectReachSquared and its
// smaller side: kApart when their bounding circles (loose, then tight) miss, kContact when their
// inscribed circles meet, else kUndecided.
inline double rectRect(double d2, double reachA, double reach2A, double sideA, double reachB, double reach2B,
                       double sideB)
{
    const double loose = beyondReach(d2, reachA + reachB) ? 0.0 : 1.0;
    const double tight = withinRadii(d2, reach2A, reach2B) ? 1.0 : 0.0;
    return loose * tight * (inscribedCirclesMeet(d2, sideA, sideB) ? kContact : kUndecided);
}

} // namespace hitlab::early_out
