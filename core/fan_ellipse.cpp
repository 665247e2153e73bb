// An ellipse against the pieces of a fan (see fan_ellipse.hpp).
#include "fan_ellipse.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitlab
{

namespace
{

// The point's closest pair with the ellipse, kept in best when nearer than best so far; skipped
// without solving when a bound shows it cannot be (keep takes only a smaller distance).
void keepClosestPointEllipse(ClosestPair& best, Vec2 p, const LocalEllipse& e)
{
    const Vec2 own = e.toOwn(p);
    if (!(ellipseDistanceLowerBound(e.a, e.b, own) < best.distance))
    {
        return;
    }
    const EllipseClosestPoint c = closestPointOnEllipseLocal(e.a, e.b, own);
    if (c.inside)
    {
        best.keep(0.0, p, p);
    }
    else
    {
        best.keep(c.distance, p, e.fromOwn(c.point));
    }
}

} // namespace

ClosestPair closestSegmentEllipse(Vec2 a, Vec2 b, const LocalEllipse& e, bool mayMeet)
{
    ClosestPair best;
    Vec2 where;
    if (mayMeet && pieceMeetsEllipse(e, LinePiece{a, b - a, 0.0, 1.0}, where))
    {
        best.keep(0.0, where, where);
        return best;
    }
    keepClosestPointEllipse(best, a, e);
    keepClosestPointEllipse(best, b, e);
    const Vec2 normal = perp(b - a);
    for (double side : {1.0, -1.0})
    {
        const Vec2 s = e.support(normal * side);
        const Vec2 q = closestPointOnSegment(s, a, b);
        best.keep(glm::length(q - s), q, s);
    }
    return best;
}

ClosestPair closestArcEllipse(const FanArc& arc, const LocalEllipse& e, bool mayMeet)
{
    ClosestPair best;
    Vec2 where;
    if (mayMeet && pieceMeetsEllipse(e, conicOfArc(arc), where))
    {
        best.keep(0.0, where, where);
        return best;
    }
    for (double side : {1.0, -1.0})
    {
        keepClosestPointEllipse(best, arcEnd(arc, side), e);
    }
    const Vec2 c = e.toOwn(arc.center);
    const Trig2 feet{0.0, e.b * c.y, -e.a * c.x, 0.0, 0.5 * (e.a * e.a - e.b * e.b)};
    forEachRoot(feet, 0.0, 2.0 * kPi,
                [&](double t)
                {
                    const Vec2 onEllipse = e.fromOwn({e.a * std::cos(t), e.b * std::sin(t)});
                    const Vec2 d = onEllipse - arc.center;
                    const double len = glm::length(d);
                    if (len > 0.0 && arcCovers(arc, d))
                    {
                        const Vec2 onArc = arc.center + d * (arc.radius / len);
                        best.keep(glm::length(onEllipse - onArc), onArc, onEllipse);
                    }
                });
    return best;
}

bool arcMeetsEllipse(const FanArc& arc, const LocalEllipse& e, Vec2& where)
{
    constexpr double kInf = std::numeric_limits<double>::infinity();
    const Vec2 c = e.center - arc.center;
    const double c2 = lengthSquared(c);
    const double big = e.maxRadius();
    const double needed = (arc.radius * arc.radius + c2 - big * big) / (2.0 * arc.radius);
    const bool coversCentre = c2 > 0.0 && arcCovers(arc, c);
    const double cLength = std::sqrt(c2);
    double most = cLength;
    if (!coversCentre)
    {
        most = -kInf;
        for (double side : {1.0, -1.0})
        {
            most = std::max(most, glm::dot(arcDirection(arc, side), c));
        }
    }
    if (most < needed)
    {
        return false;
    }
    if (c2 > 0.0)
    {
        const Vec2 direction = c / cLength;
        if (glm::dot(e.support(-direction) - arc.center, direction) > arc.radius)
        {
            return false;
        }
        if (coversCentre)
        {
            const Vec2 nearest = arc.center + direction * arc.radius;
            if (e.contains(nearest))
            {
                where = nearest;
                return true;
            }
        }
    }
    const Vec2 v = e.v();
    const Vec2 axes[2][2] = {{e.center - e.u * e.a, e.center + e.u * e.a},
                             {e.center - v * e.b, e.center + v * e.b}};
    for (const auto& axis : axes)
    {
        if (segmentMeetsArc(axis[0], axis[1], arc, &where))
        {
            return true;
        }
    }
    // The window of angles, relative to the arc's axis, where the arc is in the bounding circle.
    constexpr double kWindowSlack = 1e-12;
    const double axisAngle = std::atan2(arc.axis.y, arc.axis.x);
    const double toCentre = c2 > 0.0 ? std::atan2(cross(arc.axis, c), glm::dot(arc.axis, c)) : 0.0;
    const double ratio = c2 > 0.0 ? needed / cLength - kWindowSlack : -1.0;
    const double halfWindow = ratio <= -1.0 ? kPi : std::acos(std::min(ratio, 1.0)) + kWindowSlack;
    const ConicPiece circle{arc.center, {arc.radius, 0.0}, {0.0, arc.radius}, 0.0, 0.0};
    auto meetsOver = [&](double lo, double hi)
    {
        ConicPiece piece = circle;
        piece.lo = axisAngle + lo;
        piece.hi = axisAngle + hi;
        return pieceMeetsEllipse(e, piece, where);
    };
    if (arc.full || halfWindow >= kPi)
    {
        const double lo = arc.full ? toCentre - std::min(halfWindow, kPi) : -arc.halfAngle;
        const double hi = arc.full ? toCentre + std::min(halfWindow, kPi) : arc.halfAngle;
        return meetsOver(lo, hi);
    }
    for (double turn : {0.0, -2.0 * kPi, 2.0 * kPi})
    {
        const double lo = std::max(-arc.halfAngle, toCentre - halfWindow + turn);
        const double hi = std::min(arc.halfAngle, toCentre + halfWindow + turn);
        if (lo <= hi && meetsOver(lo, hi))
        {
            return true;
        }
    }
    return false;
}

} // namespace hitlab
