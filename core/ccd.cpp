// Rotational CCD: sweep representations of a box turning about a pivot, exact first impact, and the
// thesis's accuracy study in 2D (seeds/004, 2.1 and chapter 3; shared/spec/ALGORITHMS.md).
//
// Outline
// 1. Poses and the three bounding shapes: the thesis fan (eq. 2.1-2.2), the S-CCD box, the
//    conservative fan (with its containment proof).
// 2. The exact sweep, point membership: a point q is swept iff the arc it traces when turned back by
//    the motion meets the box (ALGORITHMS.md). The arc meets the (closed, convex) box iff an end of the
//    arc is in the box or the arc crosses one of the box's four edges: a connected arc that enters the
//    box from outside must cross its boundary. Circle-edge crossings are quadratics; "on the arc" is a
//    dot product with the arc's mid direction, so no angle is ever computed.
// 3. The exact first impact against a target (every kind). If the shapes already touch at the start
//    the answer is 0. Otherwise, at the first time of contact t* the distance has just reached 0, so the
//    interiors are still disjoint and the shapes touch on their boundaries. For a convex box and a
//    target whose boundary is made of segments and convex or concave arcs, such a touching always
//    involves one of these events (each either a box corner, a target corner, or a smooth tangency):
//      - a box corner, turning on its circle about the pivot, reaches a piece of the target's boundary
//        (segment: quadratic; circle: circle-circle intersection; ellipse: a quartic);
//      - a target corner, turned back, reaches a box edge (quadratic);
//      - a box edge becomes tangent to a convex curved piece of the target (circle: closed form;
//        ellipse: a quartic). A straight edge cannot first touch a CONCAVE arc (a fan's inner arc)
//        at an interior point of the edge without the interiors already overlapping nearby.
//    Every candidate event found is a real contact at its time, and t* is among them, so t* is the
//    smallest candidate. Circles are handled as the box grown by the radius (two rectangles and four
//    corner disks, a union whose first entry is the first entry into any part); capsules as two disks
//    and a rectangle.
// 4. The outline of the exact sweep, for drawing.
// 5. The study: grids of 100 x 100 points as bit masks; the discrete sweeps by rasterising poses row by
//    row (independent of the arc test of step 2, which the reference checks); the fans and the exact
//    sweep by point tests; counts by popcount.
#include "hitlab/ccd.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "roots.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <thread>

namespace hitlab
{

namespace
{

constexpr double kTwoPi = 2.0 * kPi;
// Turns computed within this many radians below 0 (rounding of a contact at the start) count as 0.
constexpr double kTurnSlack = 1e-12;
// The conservative fan is grown by this fraction of its outer radius (radially) and by this many
// radians (angularly) so that rounding in its construction can never make it miss a swept point.
constexpr double kConservativeMargin = 1e-12;
// A root of a trigonometric polynomial where it only touches zero (a grazing contact) is accepted when
// the polynomial there is within this fraction of the sum of its coefficients' magnitudes.
constexpr double kTouchTolerance = 1e-12;
// Fan angular membership of a contact point is accepted within this fraction of its distance.
constexpr double kFanAngleSlack = 1e-12;

Vec2 rotateVector(Vec2 v, double c, double s)
{
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

Vec2 rotateAbout(Vec2 p, Vec2 pivot, double angle)
{
    return pivot + rotateVector(p - pivot, std::cos(angle), std::sin(angle));
}

double angleOf(Vec2 v)
{
    return std::atan2(v.y, v.x);
}

// Outward unit normal of the edge a -> b of a counter-clockwise polygon.
Vec2 outwardNormal(Vec2 a, Vec2 b)
{
    const Vec2 d = b - a;
    const double length = std::sqrt(lengthSquared(d));
    return length > 0.0 ? Vec2{d.y / length, -d.x / length} : Vec2{0.0, 0.0};
}

// The box in its own frame: centre, x axis, half sizes.
struct BoxFrame
{
    Vec2 center;
    Vec2 axisX;
    double halfX;
    double halfY;
};

BoxFrame frameOf(const Rect& box)
{
    return {box.center, unitFromAngle(box.angle), 0.5 * box.width, 0.5 * box.height};
}

bool inCenteredBox(Vec2 p, double hx, double hy)
{
    return std::abs(p.x) <= hx && std::abs(p.y) <= hy;
}

Vec2 nearestInBox(const BoxFrame& f, Vec2 p)
{
    const Vec2 local = toLocal(p, f.center, f.axisX);
    return toWorld({std::clamp(local.x, -f.halfX, f.halfX), std::clamp(local.y, -f.halfY, f.halfY)}, f.center,
                   f.axisX);
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

namespace
{

// Everything the point test needs, in the box's frame at the start (a rotation of the world frame, so
// turns are the same there).
struct SweepFrame
{
    BoxFrame box;
    Vec2 pivot; // pivot in the box frame
    double nearSquared = 0.0;
    double farSquared = 0.0;
    bool fullTurn = false;
    double backCos = 1.0; // rotation by -angle: an end of the back-turned arc
    double backSin = 0.0;
    double midCos = 1.0; // rotation by -angle / 2: the arc's mid direction
    double midSin = 0.0;
    double cosHalf = 1.0; // cos(|angle| / 2)
};

SweepFrame sweepFrameOf(const RotationalMotion& motion)
{
    SweepFrame s;
    s.box = frameOf(motion.box);
    s.pivot = toLocal(motion.pivot, s.box.center, s.box.axisX);
    const Vec2 outside{std::max(std::abs(s.pivot.x) - s.box.halfX, 0.0),
                       std::max(std::abs(s.pivot.y) - s.box.halfY, 0.0)};
    const Vec2 farthest{std::abs(s.pivot.x) + s.box.halfX, std::abs(s.pivot.y) + s.box.halfY};
    s.nearSquared = lengthSquared(outside);
    s.farSquared = lengthSquared(farthest);
    s.fullTurn = std::abs(motion.angle) >= kTwoPi;
    s.backCos = std::cos(-motion.angle);
    s.backSin = std::sin(-motion.angle);
    s.midCos = std::cos(-0.5 * motion.angle);
    s.midSin = std::sin(-0.5 * motion.angle);
    s.cosHalf = std::cos(0.5 * std::abs(motion.angle));
    return s;
}

// v: the query point minus the pivot, in the box frame.
bool sweepContainsLocal(const SweepFrame& s, Vec2 v)
{
    const double rho2 = lengthSquared(v);
    if (rho2 < s.nearSquared || rho2 > s.farSquared)
    {
        return false; // the circle of radius |v| misses the box
    }
    if (s.fullTurn)
    {
        return true; // the distance to the pivot takes every value in [near, far] on the connected box
    }
    const double hx = s.box.halfX;
    const double hy = s.box.halfY;
    const Vec2 o = s.pivot;
    if (inCenteredBox(o + v, hx, hy) || inCenteredBox(o + rotateVector(v, s.backCos, s.backSin), hx, hy))
    {
        return true;
    }
    // A point w (relative to the pivot, |w| = |v|) is on the arc iff its angle to the mid direction m
    // is at most |angle| / 2: dot(w, m) >= |v|^2 cos(|angle| / 2).
    const Vec2 m = rotateVector(v, s.midCos, s.midSin);
    const double threshold = rho2 * s.cosHalf;
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

bool sweepContainsWorld(const SweepFrame& s, Vec2 q)
{
    return sweepContainsLocal(s, toLocal(q, s.box.center, s.box.axisX) - s.pivot);
}

} // namespace

bool sweepContainsPoint(const RotationalMotion& motion, Vec2 point)
{
    return sweepContainsWorld(sweepFrameOf(motion), point);
}

// ---------------------------------------------------------------------------------------------------
// 3. Exact first impact

namespace
{

// The turn in [0, 2 pi) that takes direction `from` to direction `to` (both relative to the pivot)
// when turning in direction `direction` (+1 counter-clockwise, -1 clockwise).
double turnBetween(Vec2 from, Vec2 to, double direction)
{
    double turn = direction * std::atan2(cross(from, to), glm::dot(from, to));
    if (turn < -kTurnSlack)
    {
        turn += kTwoPi;
    }
    return std::max(turn, 0.0);
}

double wrapTurn(double turn)
{
    turn = std::fmod(turn, kTwoPi);
    if (turn < -kTurnSlack)
    {
        turn += kTwoPi;
    }
    return std::max(turn, 0.0);
}

// Calls visit(turn, point) for each point of segment a-b on the circle about `pivot` through `start`,
// with the turn (direction +-1) that takes `start` there.
template <typename Visit>
void forTurnsOntoSegment(Vec2 pivot, Vec2 start, Vec2 a, Vec2 b, double direction, Visit&& visit)
{
    const Vec2 from = start - pivot;
    const double rho2 = lengthSquared(from);
    const Vec2 d = b - a;
    const Vec2 w = a - pivot;
    const double qa = lengthSquared(d);
    if (qa <= 0.0)
    {
        return;
    }
    const double qb = glm::dot(d, w);
    const double qc = lengthSquared(w) - rho2;
    const double disc = qb * qb - qa * qc;
    if (disc < 0.0)
    {
        return;
    }
    const double root = std::sqrt(disc);
    // Stable pair of roots of qa u^2 + 2 qb u + qc.
    const double big = qb >= 0.0 ? -qb - root : -qb + root;
    double roots[2];
    int count = 0;
    if (big != 0.0)
    {
        roots[count++] = big / qa;
        roots[count++] = qc / big;
    }
    else
    {
        roots[count++] = 0.0; // qb == 0 and disc == 0: a tangency at u = 0
    }
    for (int i = 0; i < count; ++i)
    {
        const double u = roots[i];
        if (u < 0.0 || u > 1.0)
        {
            continue;
        }
        const Vec2 p = a + d * u;
        visit(turnBetween(from, p - pivot, direction), p);
    }
}

// The same for the circle (center, radius): its intersections with the circle about `pivot` through
// `start`.
template <typename Visit>
void forTurnsOntoCircle(Vec2 pivot, Vec2 start, Vec2 center, double radius, double direction, Visit&& visit)
{
    const Vec2 from = start - pivot;
    const double rho = std::sqrt(lengthSquared(from));
    const Vec2 toCenter = center - pivot;
    const double distance = std::sqrt(lengthSquared(toCenter));
    if (distance == 0.0 || distance > rho + radius || distance < std::abs(rho - radius))
    {
        return;
    }
    const double along = (rho * rho - radius * radius + distance * distance) / (2.0 * distance);
    const double across = std::sqrt(std::max(rho * rho - along * along, 0.0));
    const Vec2 u = toCenter / distance;
    for (const double side : {across, -across})
    {
        const Vec2 p = pivot + u * along + perp(u) * side;
        visit(turnBetween(from, p - pivot, direction), p);
    }
}

// Roots in [0, 2 pi) of k[0] + k[1] cos x + k[2] sin x + k[3] cos 2x + k[4] sin 2x (roots.hpp), with
// grazing roots flagged within kTouchTolerance.
PolynomialRoots trigonometricRoots(const std::array<double, 5>& k)
{
    PolynomialRoots roots = trigonometricRootsOverTurn(k, kTouchTolerance);
    for (int i = 0; i < roots.count; ++i)
    {
        roots.values[i] = wrapTurn(roots.values[i]);
    }
    return roots;
}

// The search for the earliest contact: turns are in [0, limit], limit = min(|angle|, 2 pi).
class FirstContact
{
public:
    explicit FirstContact(const RotationalMotion& motion)
        : motion_(motion), frame_(frameOf(motion.box)), pivot_(motion.pivot),
          direction_(motion.angle >= 0.0 ? 1.0 : -1.0), turn_(std::abs(motion.angle)),
          limit_(std::min(std::abs(motion.angle), kTwoPi)), corners_(rectCorners(motion.box))
    {
    }

    double direction() const { return direction_; }
    Vec2 pivot() const { return pivot_; }
    const std::array<Vec2, 4>& corners() const { return corners_; }
    const BoxFrame& frame() const { return frame_; }

    void consider(double turn, Vec2 point, bool grazing = false)
    {
        if (turn > limit_ + kTurnSlack || turn >= best_)
        {
            return;
        }
        best_ = turn;
        point_ = point;
        grazing_ = grazing;
    }

    // A box point that starts at `start` turns with the box and reaches segment a-b.
    void movingPointOntoSegment(Vec2 start, Vec2 a, Vec2 b)
    {
        forTurnsOntoSegment(pivot_, start, a, b, direction_, [&](double turn, Vec2 p) { consider(turn, p); });
    }

    // A static target point reaches a box edge: turned back by the motion, it meets the start pose's edge.
    void staticPointOntoBox(Vec2 q)
    {
        for (int i = 0; i < 4; ++i)
        {
            forTurnsOntoSegment(pivot_, q, corners_[i], corners_[(i + 1) % 4], -direction_,
                                [&](double turn, Vec2) { consider(turn, q); });
        }
    }

    // The box point on the start pose nearest to p, carried forward by `turn`.
    Vec2 carried(Vec2 startPoint, double turn) const
    {
        return rotateAbout(startPoint, pivot_, direction_ * turn);
    }

    // Where the box at the given turn sits: a start-pose point for a world point.
    Vec2 backToStart(Vec2 point, double turn) const { return rotateAbout(point, pivot_, -direction_ * turn); }

    // Box corners turning onto, and target vertices turned back onto, a convex polygon (or a segment
    // when vertexCount == 2, a point when 1). Vertices counter-clockwise.
    void polygonEvents(const Vec2* vertices, int vertexCount)
    {
        const int edgeCount = vertexCount >= 3 ? vertexCount : vertexCount - 1;
        for (const Vec2& corner : corners_)
        {
            for (int j = 0; j < edgeCount; ++j)
            {
                movingPointOntoSegment(corner, vertices[j], vertices[(j + 1) % vertexCount]);
            }
        }
        for (int j = 0; j < vertexCount; ++j)
        {
            staticPointOntoBox(vertices[j]);
        }
    }

    // The box grown by `radius` meets the back-turned centre: two grown rectangles and four corner disks.
    void circleEvents(Vec2 center, double radius)
    {
        for (const Rect& grown :
             {Rect{frame_.center, 2.0 * frame_.halfX + 2.0 * radius, 2.0 * frame_.halfY, motion_.box.angle},
              Rect{frame_.center, 2.0 * frame_.halfX, 2.0 * frame_.halfY + 2.0 * radius, motion_.box.angle}})
        {
            const std::array<Vec2, 4> g = rectCorners(grown);
            for (int i = 0; i < 4; ++i)
            {
                forTurnsOntoSegment(pivot_, center, g[i], g[(i + 1) % 4], -direction_,
                                    [&](double turn, Vec2 p)
                                    { consider(turn, carried(nearestInBox(frame_, p), turn)); });
            }
        }
        for (const Vec2& corner : corners_)
        {
            forTurnsOntoCircle(pivot_, center, corner, radius, -direction_,
                               [&](double turn, Vec2) { consider(turn, carried(corner, turn)); });
        }
    }

    SweepHit result() const
    {
        SweepHit hit;
        if (best_ == std::numeric_limits<double>::infinity())
        {
            return hit;
        }
        hit.hit = true;
        const double turn = std::min(best_, limit_);
        hit.fraction = turn_ > 0.0 ? std::min(turn / turn_, 1.0) : 0.0;
        hit.point = point_;
        hit.grazing = grazing_;
        return hit;
    }

private:
    const RotationalMotion& motion_;
    BoxFrame frame_;
    Vec2 pivot_;
    double direction_;
    double turn_;
    double limit_;
    std::array<Vec2, 4> corners_;
    double best_ = std::numeric_limits<double>::infinity();
    Vec2 point_{0.0, 0.0};
    bool grazing_ = false;
};

// Ellipse target. In the ellipse's frame (centre at the origin, radii a, b on the axes):
// (i) a box corner at distance rho from the pivot o, at angle psi: ((o.x + rho cos psi)/a)^2 +
//     ((o.y + rho sin psi)/b)^2 = 1, a trigonometric polynomial of degree 2 in psi;
// (ii) a box edge with outward normal n = (cos psi, sin psi) and offset c0 (n . (x - pivot) <= c0 on
//     the box) touches the ellipse from outside when min over the ellipse of n . (x - pivot) = c0, i.e.
//     n . w - c0 = sqrt(a^2 cos^2 psi + b^2 sin^2 psi) with w = centre - pivot; squared, again degree 2
//     (the spurious branch n . w - c0 < 0 is dropped), and the tangent point must lie on the edge.
void ellipseEvents(FirstContact& search, const Ellipse& e)
{
    const Vec2 axis = unitFromAngle(e.angle);
    const auto toEllipse = [&](Vec2 d) { return Vec2{glm::dot(d, axis), cross(axis, d)}; };
    const auto fromEllipse = [&](Vec2 l) { return axis * l.x + perp(axis) * l.y; };
    const double a2 = e.radiusX * e.radiusX;
    const double b2 = e.radiusY * e.radiusY;
    const Vec2 pivot = search.pivot();
    const double direction = search.direction();
    const Vec2 o = toEllipse(pivot - e.center);

    for (const Vec2& corner : search.corners())
    {
        const Vec2 u = toEllipse(corner - pivot);
        const double rho2 = lengthSquared(u);
        if (rho2 == 0.0)
        {
            continue; // a corner on the pivot does not move
        }
        const double rho = std::sqrt(rho2);
        const double beta = angleOf(u);
        const std::array<double, 5> k{
            o.x * o.x / a2 + o.y * o.y / b2 + 0.5 * rho2 * (1.0 / a2 + 1.0 / b2) - 1.0, 2.0 * o.x * rho / a2,
            2.0 * o.y * rho / b2, 0.5 * rho2 * (1.0 / a2 - 1.0 / b2), 0.0};
        const PolynomialRoots roots = trigonometricRoots(k);
        for (int i = 0; i < roots.count; ++i)
        {
            const double psi = roots.values[i];
            const Vec2 local = o + rho * Vec2{std::cos(psi), std::sin(psi)};
            search.consider(wrapTurn(direction * (psi - beta)), e.center + fromEllipse(local),
                            roots.touching[i]);
        }
    }

    const Vec2 w = toEllipse(e.center - pivot);
    const std::array<Vec2, 4>& corners = search.corners();
    for (int i = 0; i < 4; ++i)
    {
        const Vec2 a = corners[i];
        const Vec2 b = corners[(i + 1) % 4];
        const Vec2 normal = outwardNormal(a, b);
        const double c0 = glm::dot(normal, a - pivot);
        const double gamma = angleOf(toEllipse(normal));
        const double A = w.x;
        const double B = w.y;
        const double C = -c0;
        const std::array<double, 5> k{0.5 * (A * A + B * B) + C * C - 0.5 * (a2 + b2), 2.0 * A * C,
                                      2.0 * B * C, 0.5 * (A * A - B * B) - 0.5 * (a2 - b2), A * B};
        const PolynomialRoots roots = trigonometricRoots(k);
        for (int r = 0; r < roots.count; ++r)
        {
            const double psi = roots.values[r];
            const Vec2 n{std::cos(psi), std::sin(psi)};
            if (glm::dot(w, n) - c0 <= 0.0)
            {
                continue; // the ellipse would touch the line from the box's side
            }
            const double support = std::sqrt(a2 * n.x * n.x + b2 * n.y * n.y);
            const Vec2 tangentLocal = Vec2{-a2 * n.x, -b2 * n.y} / support;
            const Vec2 tangent = e.center + fromEllipse(tangentLocal);
            const double turn = wrapTurn(direction * (psi - gamma));
            const Vec2 onStart = search.backToStart(tangent, turn);
            const double t = glm::dot(onStart - a, b - a) / lengthSquared(b - a);
            if (t >= 0.0 && t <= 1.0)
            {
                search.consider(turn, tangent, roots.touching[r]);
            }
        }
    }
}

// Fan target: boundary = two radial segments, the outer arc (convex) and the inner arc (concave, only
// when innerRadius > 0); corners = the ends of the radial segments (the apex when innerRadius == 0).
void fanEvents(FirstContact& search, const Fan& fan)
{
    const Vec2 axis = unitFromAngle(fan.angle);
    const Vec2 g = unitFromAngle(fan.angle + fan.halfAngle);
    const Vec2 h = unitFromAngle(fan.angle - fan.halfAngle);
    const double cosHalf = std::cos(fan.halfAngle);
    const auto inAngle = [&](Vec2 p)
    {
        const Vec2 d = p - fan.center;
        const double length = std::sqrt(lengthSquared(d));
        return glm::dot(d, axis) >= length * (cosHalf - kFanAngleSlack);
    };
    const Vec2 c = fan.center;
    const double r = fan.innerRadius;
    const double big = fan.outerRadius;
    const Vec2 radial[2][2] = {{c + g * r, c + g * big}, {c + h * r, c + h * big}};
    const Vec2 pivot = search.pivot();
    const double direction = search.direction();

    for (const Vec2& corner : search.corners())
    {
        for (const auto& edge : radial)
        {
            search.movingPointOntoSegment(corner, edge[0], edge[1]);
        }
        for (const double radius : {big, r})
        {
            if (radius <= 0.0)
            {
                continue;
            }
            forTurnsOntoCircle(pivot, corner, c, radius, direction,
                               [&](double turn, Vec2 p)
                               {
                                   if (inAngle(p))
                                   {
                                       search.consider(turn, p);
                                   }
                               });
        }
    }
    for (const auto& edge : radial)
    {
        search.staticPointOntoBox(edge[0]);
        search.staticPointOntoBox(edge[1]);
    }

    // Box edges tangent to the outer circle from outside: with n the turning outward normal and c0 the
    // edge's offset from the pivot, n . (c - pivot) - c0 = R, i.e. |w| cos(psi - angle(w)) = c0 + R.
    const Vec2 w = c - pivot;
    const double distance = std::sqrt(lengthSquared(w));
    if (distance == 0.0)
    {
        return; // the tangency does not change with the turn: decided at the start
    }
    const std::array<Vec2, 4>& corners = search.corners();
    for (int i = 0; i < 4; ++i)
    {
        const Vec2 a = corners[i];
        const Vec2 b = corners[(i + 1) % 4];
        const Vec2 normal = outwardNormal(a, b);
        const double c0 = glm::dot(normal, a - pivot);
        const double ratio = (c0 + big) / distance;
        if (std::abs(ratio) > 1.0)
        {
            continue;
        }
        const double spread = std::acos(ratio);
        for (const double psi : {angleOf(w) + spread, angleOf(w) - spread})
        {
            const Vec2 n{std::cos(psi), std::sin(psi)};
            const Vec2 tangent = c - n * big;
            if (!inAngle(tangent))
            {
                continue;
            }
            const double turn = wrapTurn(direction * (psi - angleOf(normal)));
            const Vec2 onStart = search.backToStart(tangent, turn);
            const double t = glm::dot(onStart - a, b - a) / lengthSquared(b - a);
            if (t >= 0.0 && t <= 1.0)
            {
                search.consider(turn, tangent, spread == 0.0);
            }
        }
    }
}

// A Rect whose sides are the capsule's straight part.
Rect capsuleBody(const Capsule& capsule)
{
    const Vec2 d = capsule.b - capsule.a;
    return Rect{0.5 * (capsule.a + capsule.b), std::sqrt(lengthSquared(d)), 2.0 * capsule.radius, angleOf(d)};
}

} // namespace

SweepHit sweepFirstHit(const RotationalMotion& motion, const Shape& target)
{
    const Shape box{motion.box};
    if (overlapExact(box, target))
    {
        // For convex pairs the target's witness point of the signed distance lies in both shapes (the contact
        // point, or the target's deepest point inside the box).
        return SweepHit{true, 0.0, distanceExact(box, target).pointB, false};
    }
    FirstContact search(motion);
    std::visit(
        [&](const auto& shape)
        {
            using T = std::decay_t<decltype(shape)>;
            if constexpr (std::is_same_v<T, Point>)
            {
                search.polygonEvents(&shape.position, 1);
            }
            else if constexpr (std::is_same_v<T, Circle>)
            {
                search.circleEvents(shape.center, shape.radius);
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                ellipseEvents(search, shape);
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                const std::array<Vec2, 4> corners = rectCorners(shape);
                search.polygonEvents(corners.data(), 4);
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                search.polygonEvents(shape.vertices.data(), static_cast<int>(shape.vertices.size()));
            }
            else if constexpr (std::is_same_v<T, Segment>)
            {
                const Vec2 ends[2] = {shape.a, shape.b};
                search.polygonEvents(ends, 2);
            }
            else if constexpr (std::is_same_v<T, Capsule>)
            {
                search.circleEvents(shape.a, shape.radius);
                search.circleEvents(shape.b, shape.radius);
                if (lengthSquared(shape.b - shape.a) > 0.0)
                {
                    const std::array<Vec2, 4> body = rectCorners(capsuleBody(shape));
                    search.polygonEvents(body.data(), 4);
                }
            }
            else if constexpr (std::is_same_v<T, Fan>)
            {
                fanEvents(search, shape);
            }
        },
        target);
    return search.result();
}

// ---------------------------------------------------------------------------------------------------
// 4. Outline of the exact sweep

std::vector<std::vector<Vec2>> sweepOutline(const RotationalMotion& motion, double spacing)
{
    const SweepFrame frame = sweepFrameOf(motion);
    const double farDistance = std::sqrt(frame.farSquared);
    spacing = std::max(spacing, 1e-6 * (farDistance + 1.0));
    const double probe = 1e-7 * (farDistance + 1.0);
    const double turn = std::clamp(motion.angle, -kTwoPi, kTwoPi);
    std::vector<std::vector<Vec2>> chains;

    // Samples a candidate curve (points and unit normals) and keeps the runs of boundary samples.
    const auto addCurve = [&](int count, const auto& pointAt, const auto& normalAt)
    {
        std::vector<Vec2> chain;
        for (int k = 0; k <= count; ++k)
        {
            const double s = static_cast<double>(k) / count;
            const Vec2 p = pointAt(s);
            const Vec2 n = normalAt(s);
            const bool interior =
                sweepContainsWorld(frame, p + n * probe) && sweepContainsWorld(frame, p - n * probe);
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
        const int count = std::max(1, static_cast<int>(std::ceil(length / spacing)));
        addCurve(
            count, [&](double s) { return a + (b - a) * s; }, [&](double) { return n; });
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
        const int count = std::max(1, static_cast<int>(std::ceil(std::abs(turn) * radius / spacing)));
        addCurve(
            count, [&](double s) { return motion.pivot + unitFromAngle(startAngle + turn * s) * radius; },
            [&](double s) { return unitFromAngle(startAngle + turn * s); });
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

SweepShapes sweepShapes(const RotationalMotion& motion, double outlineSpacing)
{
    return {thesisFan(motion), sccdBox(motion), conservativeFan(motion),
            sweepOutline(motion, outlineSpacing)};
}

// ---------------------------------------------------------------------------------------------------
// Methods

namespace
{

struct CcdMethodNames
{
    std::string_view name;  // the JSON key of hitlab-cli ccd
    std::string_view label; // for people
};

// Indexed by CcdMethod.
constexpr std::array<CcdMethodNames, kCcdMethodCount> kCcdMethodNames = {{
    {"sccd", "S-CCD (AABB of start and end poses)"},
    {"thesis_fan", "thesis fan (eq. 2.1-2.2)"},
    {"conservative_fan", "conservative fan"},
    {"exact", "exact sweep"},
    {"discrete", "discrete poses"},
}};

} // namespace

std::string_view ccdMethodName(CcdMethod method)
{
    return kCcdMethodNames[static_cast<int>(method)].name;
}

std::string_view ccdMethodLabel(CcdMethod method)
{
    return kCcdMethodNames[static_cast<int>(method)].label;
}

namespace
{

int firstTouchingPose(const RotationalMotion& motion, const Shape& target, int poseCount)
{
    const std::vector<Rect> poses = discretePoses(motion, poseCount);
    for (size_t k = 0; k < poses.size(); ++k)
    {
        if (overlapExact(Shape{poses[k]}, target))
        {
            return static_cast<int>(k);
        }
    }
    return -1;
}

} // namespace

bool ccdHit(CcdMethod method, const RotationalMotion& motion, const Shape& target, int discretePoseCount)
{
    switch (method)
    {
    case CcdMethod::Sccd:
        return overlapExact(Shape{sccdBox(motion)}, target);
    case CcdMethod::ThesisFan:
        return overlapExact(Shape{thesisFan(motion)}, target);
    case CcdMethod::ConservativeFan:
        return overlapExact(Shape{conservativeFan(motion)}, target);
    case CcdMethod::Exact:
        return sweepFirstHit(motion, target).hit;
    case CcdMethod::Discrete:
        return firstTouchingPose(motion, target, discretePoseCount) >= 0;
    }
    return false;
}

CcdHitReport ccdHits(const RotationalMotion& motion, const Shape& target, int discretePoseCount)
{
    CcdHitReport report;
    report.exact = sweepFirstHit(motion, target);
    report.firstDiscretePose = firstTouchingPose(motion, target, discretePoseCount);
    report.hits[static_cast<int>(CcdMethod::Sccd)] = overlapExact(Shape{sccdBox(motion)}, target);
    report.hits[static_cast<int>(CcdMethod::ThesisFan)] = overlapExact(Shape{thesisFan(motion)}, target);
    report.hits[static_cast<int>(CcdMethod::ConservativeFan)] =
        overlapExact(Shape{conservativeFan(motion)}, target);
    report.hits[static_cast<int>(CcdMethod::Exact)] = report.exact.hit;
    report.hits[static_cast<int>(CcdMethod::Discrete)] = report.firstDiscretePose >= 0;
    return report;
}

// ---------------------------------------------------------------------------------------------------
// 5. The study

namespace
{

// SplitMix64 (Steele, Lea, Flood 2014): a tiny generator whose output is fully specified, so studies
// are reproducible across standard libraries (std::uniform_real_distribution is not).
struct SplitMix
{
    std::uint64_t state;
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; } // [0, 1)
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    double positiveUpTo(double hi) { return hi * (1.0 - uniform()); } // (0, hi]
};

constexpr double kStudyMinDistance = 12.5;
constexpr double kStudyMaxDistance = 25.0;
constexpr double kStudyMaxSize = 25.0;

constexpr int kGridWords = 2;
constexpr double kGridOffset = 0.5 * (kStudyGridSide - 1); // 49.5: index i is at (i - 49.5) * spacing

// The grid as bits, one row of kStudyGridSide bits per grid row.
struct GridMask
{
    std::array<std::array<std::uint64_t, kGridWords>, kStudyGridSide> rows{};

    void setRange(int row, int from, int to)
    {
        from = std::max(from, 0);
        to = std::min(to, kStudyGridSide - 1);
        for (int word = 0; word < kGridWords && from <= to; ++word)
        {
            const int lo = std::max(from, 64 * word);
            const int hi = std::min(to, 64 * word + 63);
            if (lo > hi)
            {
                continue;
            }
            const std::uint64_t bits = (~0ull >> (63 - (hi - lo))) << (lo - 64 * word);
            rows[row][word] |= bits;
        }
    }
    void set(int row, int column) { rows[row][column >> 6] |= 1ull << (column & 63); }
    bool test(int row, int column) const { return (rows[row][column >> 6] >> (column & 63)) & 1ull; }
};

double gridCoordinate(int index)
{
    return (index - kGridOffset) * kStudyGridSpacing;
}

// Grid rows or columns whose coordinate lies in [lo, hi], as a clamped index range.
std::pair<int, int> gridRange(double lo, double hi)
{
    const double from = std::ceil(std::max(lo / kStudyGridSpacing + kGridOffset, -1.0));
    const double to =
        std::floor(std::min(hi / kStudyGridSpacing + kGridOffset, static_cast<double>(kStudyGridSide)));
    return {std::max(static_cast<int>(from), 0), std::min(static_cast<int>(to), kStudyGridSide - 1)};
}

int popcount(const GridMask& m)
{
    int count = 0;
    for (const auto& row : m.rows)
    {
        for (const std::uint64_t word : row)
        {
            count += std::popcount(word);
        }
    }
    return count;
}

// |a and not b|, |a and b|
int countAndNot(const GridMask& a, const GridMask& b)
{
    int count = 0;
    for (int j = 0; j < kStudyGridSide; ++j)
    {
        for (int w = 0; w < kGridWords; ++w)
        {
            count += std::popcount(a.rows[j][w] & ~b.rows[j][w]);
        }
    }
    return count;
}

int countAnd(const GridMask& a, const GridMask& b)
{
    int count = 0;
    for (int j = 0; j < kStudyGridSide; ++j)
    {
        for (int w = 0; w < kGridWords; ++w)
        {
            count += std::popcount(a.rows[j][w] & b.rows[j][w]);
        }
    }
    return count;
}

SetCounts countsAgainst(const GridMask& method, const GridMask& reference)
{
    return {countAnd(method, reference), countAndNot(method, reference), countAndNot(reference, method)};
}

// Marks the grid points inside a rectangle (centre relative to the pivot, unit x axis, half sizes),
// row by row: in each row the two slabs |axisX . d| <= hx and |axisY . d| <= hy give an x interval.
void rasterizeRect(GridMask& mask, Vec2 center, Vec2 axisX, double hx, double hy)
{
    const Vec2 axisY = perp(axisX);
    const double reachY = hx * std::abs(axisX.y) + hy * std::abs(axisY.y);
    const auto [j0, j1] = gridRange(center.y - reachY, center.y + reachY);
    for (int j = j0; j <= j1; ++j)
    {
        const double dy = gridCoordinate(j) - center.y;
        double lo = -std::numeric_limits<double>::infinity();
        double hi = std::numeric_limits<double>::infinity();
        bool empty = false;
        // |a x + b| <= half with x = grid x - centre x.
        for (const auto& [a, b, half] : {std::array<double, 3>{axisX.x, axisX.y * dy, hx},
                                         std::array<double, 3>{axisY.x, axisY.y * dy, hy}})
        {
            if (a == 0.0)
            {
                empty = empty || std::abs(b) > half;
                continue;
            }
            const double x1 = (-half - b) / a;
            const double x2 = (half - b) / a;
            lo = std::max(lo, std::min(x1, x2));
            hi = std::min(hi, std::max(x1, x2));
        }
        if (empty || lo > hi)
        {
            continue;
        }
        const auto [i0, i1] = gridRange(center.x + lo, center.x + hi);
        mask.setRange(j, i0, i1);
    }
}

// Poses k = 0..count-1 at turns k / (count - 1) * angle, each rasterised into masks[k % 2] (or masks[0]
// when only one mask is given).
void rasterizePoses(const RotationalMotion& local, int count, GridMask* even, GridMask* odd)
{
    const Vec2 axis0 = unitFromAngle(local.box.angle);
    const double hx = 0.5 * local.box.width;
    const double hy = 0.5 * local.box.height;
    for (int k = 0; k < count; ++k)
    {
        const double turn = count > 1 ? local.angle * static_cast<double>(k) / (count - 1) : 0.0;
        const double c = std::cos(turn);
        const double s = std::sin(turn);
        GridMask& mask = (odd != nullptr && (k & 1)) ? *odd : *even;
        rasterizeRect(mask, rotateVector(local.box.center, c, s), rotateVector(axis0, c, s), hx, hy);
    }
}

// Fan membership of a point relative to the fan's centre (eq. 2.5 and 2.7 of the thesis).
void rasterizeFan(GridMask& mask, const Fan& fan)
{
    const Vec2 axis = unitFromAngle(fan.angle);
    const double cosHalf = std::cos(fan.halfAngle);
    const double inner2 = fan.innerRadius * fan.innerRadius;
    const double outer2 = fan.outerRadius * fan.outerRadius;
    const auto [j0, j1] = gridRange(-fan.outerRadius, fan.outerRadius);
    for (int j = j0; j <= j1; ++j)
    {
        const double y = gridCoordinate(j);
        const double reach = std::sqrt(std::max(outer2 - y * y, 0.0));
        const auto [i0, i1] = gridRange(-reach, reach);
        for (int i = i0; i <= i1; ++i)
        {
            const double x = gridCoordinate(i);
            const double d2 = x * x + y * y;
            if (d2 >= inner2 && d2 <= outer2 && x * axis.x + y * axis.y >= std::sqrt(d2) * cosHalf)
            {
                mask.set(j, i);
            }
        }
    }
}

int referencePoseCount(const RotationalMotion& motion, const StudyOptions& options, bool& capped)
{
    const BoxFrame f = frameOf(motion.box);
    const Vec2 pivotLocal = toLocal(motion.pivot, f.center, f.axisX);
    const double farDistance =
        std::sqrt(lengthSquared(Vec2{std::abs(pivotLocal.x) + f.halfX, std::abs(pivotLocal.y) + f.halfY}));
    const double step = std::min(options.referenceStep, 0.25 * std::min(motion.box.width, motion.box.height));
    const double needed = std::ceil(std::min(std::abs(motion.angle), kTwoPi) * farDistance / step) + 1.0;
    capped = !(needed <= options.maxReferencePoses);
    int count = capped ? options.maxReferencePoses : static_cast<int>(needed);
    count = std::max(count, 3);
    if (count % 2 == 0)
    {
        ++count; // an odd count: the even-numbered poses alone are evenly spaced too (half the poses)
    }
    return count;
}

} // namespace

RotationalMotion studyMotion(MotionModel model, std::uint64_t seed, std::uint64_t index)
{
    SplitMix base{seed};
    SplitMix rng{base.next() ^ (index * 0xD1B54A32D192ED03ull + 0x2545F4914F6CDD1Dull)};
    rng.next();
    RotationalMotion motion;
    motion.pivot = {0.0, 0.0};
    if (model == MotionModel::Thesis)
    {
        const double distance = rng.uniform(kStudyMinDistance, kStudyMaxDistance);
        const double direction = rng.uniform(0.0, kTwoPi);
        motion.box.width = rng.positiveUpTo(kStudyMaxSize);
        motion.box.height = rng.positiveUpTo(kStudyMaxSize);
        motion.box.center = unitFromAngle(direction) * distance;
        motion.box.angle = direction - 0.5 * kPi; // local y axis along P - O
        motion.angle = rng.uniform(0.0, kTwoPi);
        return motion;
    }
    for (;;)
    {
        const double distance = rng.uniform(kStudyMinDistance, kStudyMaxDistance);
        const double direction = rng.uniform(0.0, kTwoPi);
        motion.box.width = rng.positiveUpTo(kStudyMaxSize);
        motion.box.height = rng.positiveUpTo(kStudyMaxSize);
        motion.box.center = unitFromAngle(direction) * distance;
        motion.box.angle = rng.uniform(0.0, kTwoPi);
        const Vec2 local = toLocal(motion.pivot, motion.box.center, unitFromAngle(motion.box.angle));
        if (!(std::abs(local.x) < 0.5 * motion.box.width && std::abs(local.y) < 0.5 * motion.box.height))
        {
            break; // the pivot is outside or on the box
        }
    }
    motion.angle = rng.uniform(-kTwoPi, kTwoPi);
    return motion;
}

Score scoreOf(const SetCounts& counts)
{
    const int total = counts.unionSize();
    if (total == 0)
    {
        return {};
    }
    const double inverse = 1.0 / total;
    return {counts.both * inverse, counts.methodOnly * inverse, counts.referenceOnly * inverse};
}

MotionEvaluation evaluateMotion(const RotationalMotion& motion, const StudyOptions& options)
{
    // Work relative to the pivot: the grid is centred on it.
    RotationalMotion local = motion;
    local.box.center -= motion.pivot;
    local.pivot = {0.0, 0.0};

    MotionEvaluation result;
    result.angle = motion.angle;
    result.aspect = motion.box.height - motion.box.width;

    GridMask sccd;
    {
        const Rect aabb = sccdBox(local);
        const auto [j0, j1] = gridRange(aabb.center.y - 0.5 * aabb.height, aabb.center.y + 0.5 * aabb.height);
        const auto [i0, i1] = gridRange(aabb.center.x - 0.5 * aabb.width, aabb.center.x + 0.5 * aabb.width);
        for (int j = j0; j <= j1; ++j)
        {
            sccd.setRange(j, i0, i1);
        }
    }
    GridMask thesis;
    rasterizeFan(thesis, thesisFan(local));
    GridMask conservative;
    rasterizeFan(conservative, conservativeFan(local));

    // The exact sweep lies inside the conservative fan, so only its points need the arc test.
    GridMask exact;
    const SweepFrame frame = sweepFrameOf(local);
    for (int j = 0; j < kStudyGridSide; ++j)
    {
        for (int i = 0; i < kStudyGridSide; ++i)
        {
            if (conservative.test(j, i) && sweepContainsWorld(frame, {gridCoordinate(i), gridCoordinate(j)}))
            {
                exact.set(j, i);
            }
        }
    }

    GridMask discrete;
    rasterizePoses(local, options.discretePoses, &discrete, nullptr);

    GridMask evenPoses;
    GridMask oddPoses;
    result.referencePoses = referencePoseCount(local, options, result.referenceCapped);
    rasterizePoses(local, result.referencePoses, &evenPoses, &oddPoses);
    GridMask reference = evenPoses;
    for (int j = 0; j < kStudyGridSide; ++j)
    {
        for (int w = 0; w < kGridWords; ++w)
        {
            reference.rows[j][w] |= oddPoses.rows[j][w];
        }
    }

    const GridMask* methodMasks[kCcdMethodCount] = {&sccd, &thesis, &conservative, &exact, &discrete};
    for (int m = 0; m < kCcdMethodCount; ++m)
    {
        result.methods[m] = countsAgainst(*methodMasks[m], reference);
    }
    result.thesisProtocol[0] = countsAgainst(sccd, discrete);
    result.thesisProtocol[1] = countsAgainst(thesis, discrete);
    result.referencePoints = popcount(reference);
    result.halfReferenceMissing = countAndNot(reference, evenPoses);
    result.exactPoints = popcount(exact);

    for (int j = 0; j < kStudyGridSide; ++j)
    {
        for (int w = 0; w < kGridWords; ++w)
        {
            const std::uint64_t r = reference.rows[j][w];
            const std::uint64_t s = sccd.rows[j][w];
            const std::uint64_t f = thesis.rows[j][w];
            const std::uint64_t valid = w == 0 ? ~0ull : (~0ull >> (64 * kGridWords - kStudyGridSide));
            auto& c = result.classes.counts;
            c[0] += std::popcount(r & ~s & ~f);
            c[1] += std::popcount(s & ~r & ~f);
            c[2] += std::popcount(f & ~r & ~s);
            c[3] += std::popcount(r & s & ~f);
            c[4] += std::popcount(r & f & ~s);
            c[5] += std::popcount(s & f & ~r);
            c[6] += std::popcount(r & s & f);
            result.classes.none += std::popcount(valid & ~r & ~s & ~f);
        }
    }
    return result;
}

namespace
{

bool counted(const MotionEvaluation& e)
{
    for (const SetCounts& c : e.methods)
    {
        if (c.unionSize() == 0)
        {
            return false;
        }
    }
    for (const SetCounts& c : e.thesisProtocol)
    {
        if (c.unionSize() == 0)
        {
            return false;
        }
    }
    return true;
}

struct ScoreSum
{
    std::array<double, 3> sum{};
    double accuracySquares = 0.0;
    void add(const Score& s)
    {
        accuracySquares += s.accuracy * s.accuracy;
        sum[0] += s.accuracy;
        sum[1] += s.over;
        sum[2] += s.under;
    }
    Score mean(int n) const { return n > 0 ? Score{sum[0] / n, sum[1] / n, sum[2] / n} : Score{}; }
    double accuracyStandardError(int n) const
    {
        if (n < 2)
        {
            return 0.0;
        }
        const double mean = sum[0] / n;
        const double variance = std::max(accuracySquares - n * mean * mean, 0.0) / (n - 1);
        return std::sqrt(variance / n);
    }
};

StudyBin binOf(std::span<const MotionEvaluation* const> members, double from, double to)
{
    StudyBin bin;
    bin.from = from;
    bin.to = to;
    bin.motions = static_cast<int>(members.size());
    std::array<ScoreSum, kCcdMethodCount> sums{};
    for (const MotionEvaluation* e : members)
    {
        for (int m = 0; m < kCcdMethodCount; ++m)
        {
            sums[m].add(scoreOf(e->methods[m]));
        }
    }
    for (int m = 0; m < kCcdMethodCount; ++m)
    {
        bin.methods[m] = sums[m].mean(bin.motions);
    }
    return bin;
}

} // namespace

StudySummary summarizeStudy(std::span<const MotionEvaluation> evaluations)
{
    StudySummary summary;
    summary.motions = static_cast<int>(evaluations.size());
    std::vector<const MotionEvaluation*> kept;
    double poseSum = 0.0;
    for (const MotionEvaluation& e : evaluations)
    {
        poseSum += e.referencePoses;
        summary.reference.maxPoses = std::max(summary.reference.maxPoses, e.referencePoses);
        summary.reference.cappedMotions += e.referenceCapped ? 1 : 0;
        for (int c = 0; c < 7; ++c)
        {
            summary.classTotals.counts[c] += e.classes.counts[c];
        }
        summary.classTotals.none += e.classes.none;
        if (counted(e))
        {
            kept.push_back(&e);
        }
    }
    summary.counted = static_cast<int>(kept.size());
    summary.reference.meanPoses =
        evaluations.empty() ? 0.0 : poseSum / static_cast<double>(evaluations.size());

    std::array<ScoreSum, kCcdMethodCount> sums{};
    std::array<ScoreSum, 2> protocolSums{};
    double halfMissing = 0.0;
    double exactShortfall = 0.0;
    double referenceExcess = 0.0;
    const int exactIndex = static_cast<int>(CcdMethod::Exact);
    for (const MotionEvaluation* e : kept)
    {
        for (int m = 0; m < kCcdMethodCount; ++m)
        {
            sums[m].add(scoreOf(e->methods[m]));
        }
        for (int m = 0; m < 2; ++m)
        {
            protocolSums[m].add(scoreOf(e->thesisProtocol[m]));
        }
        const SetCounts& exact = e->methods[exactIndex];
        if (e->referencePoints > 0)
        {
            halfMissing += static_cast<double>(e->halfReferenceMissing) / e->referencePoints;
            referenceExcess += static_cast<double>(exact.referenceOnly) / e->referencePoints;
        }
        if (e->exactPoints > 0)
        {
            exactShortfall += static_cast<double>(exact.methodOnly) / e->exactPoints;
        }
        summary.reference.motionsWithExactShortfall += exact.methodOnly > 0 ? 1 : 0;
    }
    for (int m = 0; m < kCcdMethodCount; ++m)
    {
        summary.methods[m] = sums[m].mean(summary.counted);
        summary.accuracyStandardError[m] = sums[m].accuracyStandardError(summary.counted);
    }
    for (int m = 0; m < 2; ++m)
    {
        summary.thesisProtocol[m] = protocolSums[m].mean(summary.counted);
    }
    if (summary.counted > 0)
    {
        summary.reference.halfPosesMissing = halfMissing / summary.counted;
        summary.reference.exactNotInReference = exactShortfall / summary.counted;
        summary.reference.referenceNotInExact = referenceExcess / summary.counted;
    }

    // Figure 3.8: bins of 10 degrees of the turn.
    std::vector<std::vector<const MotionEvaluation*>> angleMembers(kAngleBins);
    for (const MotionEvaluation* e : kept)
    {
        const double degrees = std::min(std::abs(e->angle), kTwoPi) * 180.0 / kPi;
        const int bin = std::clamp(static_cast<int>(degrees / 10.0), 0, kAngleBins - 1);
        angleMembers[bin].push_back(e);
    }
    for (int b = 0; b < kAngleBins; ++b)
    {
        summary.byAngle.push_back(binOf(angleMembers[b], 10.0 * b, 10.0 * (b + 1)));
    }

    // Figure 3.9: motions sorted by Wy - Wx, in kAspectGroups groups of (nearly) equal size.
    std::vector<const MotionEvaluation*> sorted = kept;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const MotionEvaluation* a, const MotionEvaluation* b)
                     { return a->aspect < b->aspect; });
    const size_t n = sorted.size();
    for (int g = 0; g < kAspectGroups && n > 0; ++g)
    {
        const size_t begin = n * g / kAspectGroups;
        const size_t end = n * (g + 1) / kAspectGroups;
        if (begin == end)
        {
            continue;
        }
        const std::span<const MotionEvaluation* const> members(sorted.data() + begin, end - begin);
        summary.byAspect.push_back(binOf(members, members.front()->aspect, members.back()->aspect));
    }
    return summary;
}

StudySummary runStudy(const StudyOptions& options)
{
    const int count = std::max(options.motions, 0);
    std::vector<MotionEvaluation> evaluations(static_cast<size_t>(count));
    const int threads = std::clamp(options.threads, 1, 64);
    // Strided: motion i goes to worker i % threads, which spreads the rare slow (very thin) boxes.
    const auto work = [&](int worker)
    {
        for (int i = worker; i < count; i += threads)
        {
            evaluations[static_cast<size_t>(i)] = evaluateMotion(
                studyMotion(options.model, options.seed, static_cast<std::uint64_t>(i)), options);
        }
    };
    std::vector<std::thread> pool;
    int started = 1;
    try
    {
        for (; started < threads; ++started)
        {
            pool.emplace_back(work, started);
        }
    }
    catch (...)
    {
        // Could not start a thread: this thread does that share of the work.
    }
    work(0);
    for (std::thread& t : pool)
    {
        t.join();
    }
    for (int worker = started; worker < threads; ++worker)
    {
        work(worker);
    }
    return summarizeStudy(evaluations);
}

} // namespace hitlab
