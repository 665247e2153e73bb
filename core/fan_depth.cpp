// Depth inside a fan along the other shape's boundary pieces (see fan_depth.hpp).
#include "fan_depth.hpp"

#include "roots.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

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

double conicDepthBound(const FanFrame& f, const ConicPiece& piece, double t0, double t1)
{
    const double halfSpan = 0.5 * (t1 - t0);
    const double tc = 0.5 * (t0 + t1);
    const Vec2 first = piece.at(t0);
    const Vec2 last = piece.at(t1);
    const Vec2 apex = piece.q + (piece.u * std::cos(tc) + piece.v * std::sin(tc)) / std::cos(halfSpan);
    const double farthest = std::max({glm::length(first), glm::length(last), glm::length(apex)});
    // The triangle's distance from the origin: 0 when the origin is inside (on one side of all edges).
    const double s0 = cross(last - first, -first);
    const double s1 = cross(apex - last, -last);
    const double s2 = cross(first - apex, -apex);
    const bool inside = (s0 >= 0.0 && s1 >= 0.0 && s2 >= 0.0) || (s0 <= 0.0 && s1 <= 0.0 && s2 <= 0.0);
    const Vec2 origin{0.0, 0.0};
    const double nearest =
        inside ? 0.0
               : std::sqrt(std::min({distanceSquaredPointSegment(origin, first, last),
                                     distanceSquaredPointSegment(origin, last, apex),
                                     distanceSquaredPointSegment(origin, apex, first)}));
    const double scale = glm::length(piece.q) + glm::length(piece.u) + glm::length(piece.v);
    return depthBoundOfRadii(f, nearest, farthest, scale);
}

double segmentDepthBound(const FanFrame& f, Vec2 a, Vec2 b)
{
    const double nearest = std::sqrt(distanceSquaredPointSegment({0.0, 0.0}, a, b));
    const double farthest = std::max(glm::length(a), glm::length(b));
    return depthBoundOfRadii(f, nearest, farthest, farthest);
}

namespace
{

// The pieces of a piece's interval that its root searches cut it into, each with a bound on the depth
// of its points: a search may skip a piece whose bound is below the best depth found, since no root
// there could give a deeper point.
class PieceBounds
{
public:
    PieceBounds(const FanFrame& f, const LinePiece& piece)
    {
        bounds_.fill(kNoBound);
        bounds_[0] = segmentDepthBound(f, piece.at(piece.lo), piece.at(piece.hi));
    }
    PieceBounds(const FanFrame& f, const ConicPiece& piece)
    {
        bounds_.fill(kNoBound);
        const QuarterTurnPieces pieces(piece.lo, piece.hi);
        for (int k = 0; k < pieces.count && k < static_cast<int>(bounds_.size()); ++k)
        {
            bounds_[static_cast<std::size_t>(k)] = conicDepthBound(f, piece, pieces.from(k), pieces.to(k));
        }
    }

    // True unless every point of piece k is shallower than depth.
    bool mayReach(int k, double depth) const
    {
        return k < 0 || k >= static_cast<int>(bounds_.size()) || !(bounds_[static_cast<std::size_t>(k)] < depth);
    }

private:
    static constexpr double kNoBound = std::numeric_limits<double>::infinity();
    std::array<double, 8> bounds_{};
};

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
    // Roots in a part of the piece whose points are all shallower than the best so far cannot change
    // it (consider keeps only a deeper point), so their search is skipped.
    const PieceBounds bounds(f, piece);
    auto search = [&](int k) { return bounds.mayReach(k, best.depth); };
    auto solve = [&](const Function& equation)
    { forEachRootOrCritical(equation, piece.lo, piece.hi, consider, search); };

    // Stationary feature distances.
    forEachRoot(radius2.derivative(), piece.lo, piece.hi, consider, search);
    for (int i = 0; i < lineCount; ++i)
    {
        forEachRoot(lines[i].derivative(), piece.lo, piece.hi, consider, search);
    }
    for (int i = 0; i < cornerCount; ++i)
    {
        forEachRoot(cornerDistance2[i].derivative(), piece.lo, piece.hi, consider, search);
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
