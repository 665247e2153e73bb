// Depth inside a fan along the other shape's boundary pieces (see fan_depth.hpp).
#include "fan_depth.hpp"

#include "roots.hpp"

#include <algorithm>
#include <cmath>

namespace hitlab
{

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

namespace
{

// Maximum of depthInFanLocal along a piece (see the top of fan_depth.hpp). The fan's
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

} // namespace

DeepPoint maxDepthAlongSegment(const FanFrame& f, Vec2 a, Vec2 b)
{
    return maxDepthAlongPiece(f, LinePiece{a, b - a, 0.0, 1.0});
}

DeepPoint maxDepthAlongConic(const FanFrame& f, const ConicPiece& piece)
{
    return maxDepthAlongPiece(f, piece);
}

} // namespace hitlab
