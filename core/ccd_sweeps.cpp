// Rotational CCD, the sweeps: poses of a box turning about a pivot, the three shapes that stand in for
// its sweep (the thesis fan, the S-CCD box, the conservative fan), the exact sweep's point membership
// and its outline (the fan thesis: Yamamoto, Tokyo University of Technology master's thesis 2023,
// section 2.1). The first impact is in ccd_impact.cpp.
//
// Outline
// 1. Poses and the three bounding shapes: the thesis fan (eq. 2.1-2.2), the S-CCD box, the
//    conservative fan (with its containment proof).
// 2. The exact sweep, point membership: a point q is swept iff the arc it traces when turned back by the
//    motion meets the box (docs/algorithms/ccd.md, "The exact sweep"). The arc meets the (closed,
//    convex) box iff an end of the arc is in the box or the arc crosses one of the box's four edges: a
//    connected arc that enters the box from outside must cross its boundary. Circle-edge crossings are
//    quadratics; "on the arc" is a dot product with the arc's mid direction, so no angle is ever
//    computed.
// 3. The outline of the exact sweep, for drawing.
#include "hitlab/ccd.hpp"

#include "ccd_frame.hpp"
#include "hitlab/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitlab
{

namespace
{

// The conservative fan is grown by this fraction of its outer radius (radially) and by this many
// radians (angularly) so that rounding in its construction can never make it miss a swept point.
constexpr double kConservativeMargin = 1e-12;

bool inCenteredBox(Vec2 p, double hx, double hy)
{
    return std::abs(p.x) <= hx && std::abs(p.y) <= hy;
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// 1. Poses and bounding shapes

Rect poseAt(const RotationalMotion& motion, double fraction)
{
    const double turn = fraction * motion.angle;
    Rect pose = motion.box;
    pose.center = rotateAbout(motion.box.center, motion.pivot, turn);
    pose.angle = motion.box.angle + turn;
    return pose;
}

std::vector<Rect> discretePoses(const RotationalMotion& motion, int count)
{
    std::vector<Rect> poses;
    if (count <= 0)
    {
        return poses;
    }
    poses.reserve(static_cast<size_t>(count));
    if (count == 1)
    {
        poses.push_back(motion.box);
        return poses;
    }
    for (int k = 0; k < count; ++k)
    {
        poses.push_back(poseAt(motion, static_cast<double>(k) / (count - 1)));
    }
    return poses;
}

Fan thesisFan(const RotationalMotion& motion)
{
    const BoxFrame f = frameOf(motion.box);
    const Vec2 offset = motion.box.center - motion.pivot;
    const double distance = std::sqrt(lengthSquared(offset));
    // Y' of eq. 2.1-2.2: in the constrained case (P - O) has the direction of Y'.
    const Vec2 axisY = distance > 0.0 ? offset / distance : perp(f.axisX);
    const double halfExtent =
        f.halfX * std::abs(glm::dot(axisY, f.axisX)) + f.halfY * std::abs(glm::dot(axisY, perp(f.axisX)));
    Fan fan;
    fan.center = motion.pivot;
    // Eq. 2.2 with U = +z: A = cos(theta) Y' + sin(theta) (U x Y'), i.e. Y' turned by theta = alpha / 2.
    fan.angle = angleOf(axisY) + 0.5 * motion.angle;
    fan.halfAngle = std::min(0.5 * std::abs(motion.angle), kPi);
    fan.innerRadius = std::max(distance - halfExtent, 0.0);
    fan.outerRadius = distance + halfExtent;
    return fan;
}

Rect sccdBox(const RotationalMotion& motion)
{
    const Rect end = poseAt(motion, 1.0);
    Vec2 lo{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    Vec2 hi = -lo;
    for (const Rect* pose : {&motion.box, &end})
    {
        for (const Vec2& corner : rectCorners(*pose))
        {
            lo = glm::min(lo, corner);
            hi = glm::max(hi, corner);
        }
    }
    return Rect{0.5 * (lo + hi), hi.x - lo.x, hi.y - lo.y, 0.0};
}

// Containment proof. Let B be the box at the start, O the pivot, alpha the turn (alpha >= 0; the
// clockwise case is the mirror image). Every swept point is q = O + R(t)(p - O) for some p in B and
// t in [0, alpha], R(t) the rotation by t. (a) Radius: |q - O| = |p - O|, which lies between the
// distance from O to B and the distance from O to B's farthest point; both are attained, the latter at
// a corner because |p - O| is convex in p. (b) Angle: if O is strictly inside B every direction occurs
// and the full ring is used. Otherwise O is outside or on the boundary of the convex B, so B lies in a
// closed half-plane through O, the directions of p - O (p != O) form an interval of width <= pi, and
// its ends are directions of corners (the extreme rays of a convex polygon seen from an outside point
// pass through vertices). Measured from the direction of (P - O), the centre, which lies inside that
// interval, the corners' signed angles are in [-pi, pi] with no wrap, so [lo, hi] is the interval. Then
// the direction of q - O is that of p - O plus t, in [lo, hi + alpha] (relative to P - O). A fan with
// these radii and that angular range therefore contains every swept point; if the range spans 2 pi or
// more the full ring does. p = O (pivot on the box) gives q = O, inside since the inner radius is 0.
Fan conservativeFan(const RotationalMotion& motion)
{
    const BoxFrame f = frameOf(motion.box);
    const Vec2 pivotLocal = toLocal(motion.pivot, f.center, f.axisX);
    const Vec2 outside{std::max(std::abs(pivotLocal.x) - f.halfX, 0.0),
                       std::max(std::abs(pivotLocal.y) - f.halfY, 0.0)};
    const Vec2 farthest{std::abs(pivotLocal.x) + f.halfX, std::abs(pivotLocal.y) + f.halfY};
    const double nearDistance = std::sqrt(lengthSquared(outside));
    const double farDistance = std::sqrt(lengthSquared(farthest));
    const double margin = kConservativeMargin * farDistance;

    Fan fan;
    fan.center = motion.pivot;
    fan.innerRadius = std::max(nearDistance - margin, 0.0);
    fan.outerRadius = farDistance + margin;
    const bool strictlyInside = std::abs(pivotLocal.x) < f.halfX && std::abs(pivotLocal.y) < f.halfY;
    const Vec2 toCenter = motion.box.center - motion.pivot;
    if (strictlyInside || lengthSquared(toCenter) == 0.0)
    {
        fan.angle = 0.0;
        fan.halfAngle = kPi;
        return fan;
    }
    double lo = 0.0;
    double hi = 0.0;
    for (const Vec2& corner : rectCorners(motion.box))
    {
        const Vec2 v = corner - motion.pivot;
        if (lengthSquared(v) == 0.0)
        {
            continue; // the pivot is this corner
        }
        const double relative = std::atan2(cross(toCenter, v), glm::dot(toCenter, v));
        lo = std::min(lo, relative);
        hi = std::max(hi, relative);
    }
    const double span = hi - lo + std::abs(motion.angle) + 2.0 * kConservativeMargin;
    if (span >= kTwoPi)
    {
        fan.angle = 0.0;
        fan.halfAngle = kPi;
        return fan;
    }
    fan.angle = angleOf(toCenter) + 0.5 * (lo + hi + motion.angle);
    fan.halfAngle = 0.5 * span;
    return fan;
}

// ---------------------------------------------------------------------------------------------------
// 2. Exact sweep: point membership

ExactSweep::ExactSweep(const RotationalMotion& motion)
{
    const BoxFrame box = frameOf(motion.box);
    boxCenter_ = box.center;
    boxAxisX_ = box.axisX;
    halfX_ = box.halfX;
    halfY_ = box.halfY;
    pivot_ = toLocal(motion.pivot, box.center, box.axisX);
    const Vec2 outside{std::max(std::abs(pivot_.x) - halfX_, 0.0),
                       std::max(std::abs(pivot_.y) - halfY_, 0.0)};
    const Vec2 farthest{std::abs(pivot_.x) + halfX_, std::abs(pivot_.y) + halfY_};
    nearSquared_ = lengthSquared(outside);
    farSquared_ = lengthSquared(farthest);
    fullTurn_ = std::abs(motion.angle) >= kTwoPi;
    backCos_ = std::cos(-motion.angle);
    backSin_ = std::sin(-motion.angle);
    midCos_ = std::cos(-0.5 * motion.angle);
    midSin_ = std::sin(-0.5 * motion.angle);
    cosHalf_ = std::cos(0.5 * std::abs(motion.angle));
}

bool ExactSweep::contains(Vec2 point) const
{
    // v: the point minus the pivot, in the box frame.
    const Vec2 v = toLocal(point, boxCenter_, boxAxisX_) - pivot_;
    const double rho2 = lengthSquared(v);
    if (rho2 < nearSquared_ || rho2 > farSquared_)
    {
        return false; // the circle of radius |v| misses the box
    }
    if (fullTurn_)
    {
        return true; // the distance to the pivot takes every value in [near, far] on the connected box
    }
    const double hx = halfX_;
    const double hy = halfY_;
    const Vec2 o = pivot_;
    if (inCenteredBox(o + v, hx, hy) || inCenteredBox(o + rotateVector(v, backCos_, backSin_), hx, hy))
    {
        return true;
    }
    // A point w (relative to the pivot, |w| = |v|) is on the arc iff its angle to the mid direction m
    // is at most |angle| / 2: dot(w, m) >= |v|^2 cos(|angle| / 2).
    const Vec2 m = rotateVector(v, midCos_, midSin_);
    const double threshold = rho2 * cosHalf_;
    for (const double side : {hx, -hx})
    {
        const double dx = side - o.x;
        const double disc = rho2 - dx * dx;
        if (disc >= 0.0)
        {
            const double root = std::sqrt(disc);
            for (const double dy : {root, -root})
            {
                if (std::abs(o.y + dy) <= hy && dx * m.x + dy * m.y >= threshold)
                {
                    return true;
                }
            }
        }
    }
    for (const double side : {hy, -hy})
    {
        const double dy = side - o.y;
        const double disc = rho2 - dy * dy;
        if (disc >= 0.0)
        {
            const double root = std::sqrt(disc);
            for (const double dx : {root, -root})
            {
                if (std::abs(o.x + dx) <= hx && dx * m.x + dy * m.y >= threshold)
                {
                    return true;
                }
            }
        }
    }
    return false;
}

bool sweepContainsPoint(const RotationalMotion& motion, Vec2 point)
{
    return ExactSweep(motion).contains(point);
}

// ---------------------------------------------------------------------------------------------------
// 3. Outline of the exact sweep

namespace
{

// The parts of [0, 1] on which a curve point(s) lies in `window`: the curve's crossings of the window's
// four lines (`crossings` appends the parameters where the curve meets a line x = X or y = Y) cut
// [0, 1], and a piece is kept when its middle lies in the window.
template <typename PointAt, typename Crossings>
std::vector<std::pair<double, double>> partsInWindow(const Bounds& window, const PointAt& pointAt,
                                                     const Crossings& crossings)
{
    std::vector<double> cuts{0.0, 1.0};
    for (const double x : {window.min.x, window.max.x})
    {
        crossings(0, x, cuts);
    }
    for (const double y : {window.min.y, window.max.y})
    {
        crossings(1, y, cuts);
    }
    std::sort(cuts.begin(), cuts.end());
    std::vector<std::pair<double, double>> parts;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i)
    {
        const double from = cuts[i];
        const double to = cuts[i + 1];
        if (to <= from)
        {
            continue;
        }
        const Vec2 middle = pointAt(0.5 * (from + to));
        const bool inside = middle.x >= window.min.x && middle.x <= window.max.x &&
                            middle.y >= window.min.y && middle.y <= window.max.y;
        if (!inside)
        {
            continue;
        }
        if (!parts.empty() && parts.back().second == from)
        {
            parts.back().second = to; // a crossing of a line outside the window's edge
        }
        else
        {
            parts.emplace_back(from, to);
        }
    }
    return parts;
}

} // namespace

std::vector<std::vector<Vec2>> sweepOutline(const RotationalMotion& motion, double spacing)
{
    const double infinity = std::numeric_limits<double>::infinity();
    return sweepOutline(motion, spacing, Bounds{{-infinity, -infinity}, {infinity, infinity}});
}

std::vector<std::vector<Vec2>> sweepOutline(const RotationalMotion& motion, double spacing,
                                            const Bounds& window)
{
    // A motion with an infinite or undefined number has no outline to sample (its end pose is NaN), and
    // the sample counts below would be NaN.
    const Rect& box = motion.box;
    for (const double number : {motion.angle, motion.pivot.x, motion.pivot.y, box.center.x, box.center.y,
                                box.width, box.height, box.angle, spacing})
    {
        if (!std::isfinite(number))
        {
            return {};
        }
    }
    const ExactSweep sweep(motion);
    const double farDistance = std::sqrt(sweep.farthestSquared());
    spacing = std::max(spacing, 1e-6 * (farDistance + 1.0));
    const double probe = 1e-7 * (farDistance + 1.0);
    const double turn = std::clamp(motion.angle, -kTwoPi, kTwoPi);
    // A spacing more, so that a line drawn through the samples reaches the window's edge.
    const Bounds reach{window.min - Vec2(spacing), window.max + Vec2(spacing)};
    std::vector<std::vector<Vec2>> chains;

    // Samples a candidate curve (points and unit normals) at s = k / count for k in [first, last], and keeps
    // the runs of boundary samples. A window keeps the k of its parts only, so that its samples are those
    // of the whole outline: a pan shows the same points moved.
    const auto addCurve = [&](int count, double from, double to, const auto& pointAt, const auto& normalAt)
    {
        const int first = std::clamp(static_cast<int>(std::floor(from * count)), 0, count);
        const int last = std::clamp(static_cast<int>(std::ceil(to * count)), 0, count);
        std::vector<Vec2> chain;
        for (int k = first; k <= last; ++k)
        {
            const double s = static_cast<double>(k) / count;
            const Vec2 p = pointAt(s);
            const Vec2 n = normalAt(s);
            const bool interior = sweep.contains(p + n * probe) && sweep.contains(p - n * probe);
            if (!interior)
            {
                chain.push_back(p);
            }
            else
            {
                if (chain.size() >= 2)
                {
                    chains.push_back(std::move(chain));
                }
                chain.clear();
            }
        }
        if (chain.size() >= 2)
        {
            chains.push_back(std::move(chain));
        }
    };
    const auto addSegment = [&](Vec2 a, Vec2 b)
    {
        const double length = std::sqrt(lengthSquared(b - a));
        if (length <= 0.0)
        {
            return;
        }
        const Vec2 n = perp(b - a) / length;
        const auto pointAt = [&](double s) { return a + (b - a) * s; };
        const auto crossings = [&](int axis, double line, std::vector<double>& cuts)
        {
            const double along = b[axis] - a[axis];
            if (along != 0.0)
            {
                const double s = (line - a[axis]) / along;
                if (s > 0.0 && s < 1.0)
                {
                    cuts.push_back(s);
                }
            }
        };
        const int count = std::max(1, static_cast<int>(std::ceil(length / spacing)));
        for (const auto& [from, to] : partsInWindow(reach, pointAt, crossings))
        {
            addCurve(count, from, to, pointAt, [&](double) { return n; });
        }
    };
    const auto addArc = [&](Vec2 start)
    {
        const Vec2 from = start - motion.pivot;
        const double radius = std::sqrt(lengthSquared(from));
        if (radius <= 0.0 || turn == 0.0)
        {
            return;
        }
        const double startAngle = angleOf(from);
        const auto directionAt = [&](double s) { return unitFromAngle(startAngle + turn * s); };
        const auto pointAt = [&](double s) { return motion.pivot + directionAt(s) * radius; };
        // The angles where the circle meets the line, then the parameters s of the arc at those angles.
        const auto crossings = [&](int axis, double line, std::vector<double>& cuts)
        {
            const double offset = (line - motion.pivot[axis]) / radius; // cos (x) or sin (y) of the angle
            if (!(std::abs(offset) <= 1.0))
            {
                return;
            }
            const double first = axis == 0 ? std::acos(offset) : std::asin(offset);
            const double second = axis == 0 ? -first : kPi - first;
            for (const double angle : {first, second})
            {
                // How far the arc turns to reach the angle, in its own direction, within one turn.
                double gone = std::fmod((angle - startAngle) * (turn > 0.0 ? 1.0 : -1.0), kTwoPi);
                if (gone < 0.0)
                {
                    gone += kTwoPi;
                }
                const double s = gone / std::abs(turn);
                if (s > 0.0 && s < 1.0)
                {
                    cuts.push_back(s);
                }
            }
        };
        const int count = std::max(1, static_cast<int>(std::ceil(std::abs(turn) * radius / spacing)));
        for (const auto& [from, to] : partsInWindow(reach, pointAt, crossings))
        {
            addCurve(count, from, to, pointAt, directionAt);
        }
    };

    const std::array<Vec2, 4> start = rectCorners(motion.box);
    const std::array<Vec2, 4> end = rectCorners(poseAt(motion, 1.0));
    for (int i = 0; i < 4; ++i)
    {
        const Vec2 a = start[i];
        const Vec2 b = start[(i + 1) % 4];
        addSegment(a, b);
        addSegment(end[i], end[(i + 1) % 4]);
        addArc(a);
        // The envelope of the turning edge: the arc of the pivot's foot on the edge's line, when the foot
        // lies inside the edge.
        const double t = glm::dot(motion.pivot - a, b - a) / lengthSquared(b - a);
        if (t > 0.0 && t < 1.0)
        {
            addArc(a + (b - a) * t);
        }
    }
    return chains;
}

SweepShapes sweepShapes(const RotationalMotion& motion)
{
    return {thesisFan(motion), sccdBox(motion), conservativeFan(motion)};
}

} // namespace hitlab
