// An ellipse against the pieces of a fan (segments and circular arcs), in the fan's local frame
// (fan_math.hpp). A segment meets the ellipse iff min |T p(s)|^2 <= 1 with T the map to the unit
// circle (a quadratic in s); an arc iff the minimum over its angle of |T q(phi)|^2 <= 1, a
// trigonometric polynomial of degree 2 minimised at its end points or at the roots of its derivative
// (roots.hpp). Distances: segment ends and arc ends via Eberly's point-to-ellipse method
// (ellipse_math.hpp); interior pairs at the ellipse's support points normal to the segment, and at the
// feet of the normals dropped from the arc's centre to the ellipse (roots of a degree-2 trigonometric
// polynomial).
#pragma once

#include "ellipse_math.hpp"
#include "fan_math.hpp"
#include "roots.hpp"

#include <algorithm>
#include <cmath>

namespace hitlab
{

// An ellipse in the fan's local frame: its centre, the unit direction u of radiusX, radii a and b.
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

inline LocalEllipse localEllipse(const FanFrame& f, const Ellipse& e)
{
    return {f.toLocal(e.center), f.directionToLocal(unitFromAngle(e.angle)), e.radiusX, e.radiusY};
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
// ellipse's normal is the segment's normal (the support points along +-perp(d)). mayMeet false: the
// caller knows the two apart, and the search for a shared point is left out.
ClosestPair closestSegmentEllipse(Vec2 a, Vec2 b, const LocalEllipse& e, bool mayMeet = true);

// Arc to ellipse: a shared point, else an arc end's distance, or an interior pair: the connecting
// segment is radial for the arc and normal to the ellipse, so the ellipse point is a foot of a
// normal dropped from the arc's centre C. In the ellipse's own frame with C = (x0, y0) those feet
// are the roots of (a^2 - b^2) sin t cos t - a x0 sin t + b y0 cos t (at most four). mayMeet as for
// closestSegmentEllipse.
ClosestPair closestArcEllipse(const FanArc& arc, const LocalEllipse& e, bool mayMeet = true);

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
bool arcMeetsEllipse(const FanArc& arc, const LocalEllipse& e, Vec2& where);

} // namespace hitlab
