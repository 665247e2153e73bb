// Rotational CCD, the first impact: when the box turning about its pivot first touches a static target
// of any kind, and every method's hit-or-miss answer for one target. The sweeps themselves are in
// ccd_sweeps.cpp.
//
// Outline
// 1. The exact first impact against a target (every kind). If the shapes already touch at the start
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
// 2. The methods side by side: each stand-in shape of the sweep tested with overlap(), the exact
//    first impact, and the discrete poses one by one.
#include "hitlab/ccd.hpp"

#include "ccd_frame.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "roots.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace hitlab
{

namespace
{

// Turns computed within this many radians below 0 (rounding of a contact at the start) count as 0.
constexpr double kTurnSlack = 1e-12;
// A root of a trigonometric polynomial where it only touches zero (a grazing contact) is accepted when
// the polynomial there is within this fraction of the sum of its coefficients' magnitudes.
constexpr double kTouchTolerance = 1e-12;
// Fan angular membership of a contact point is accepted within this fraction of its distance.
constexpr double kFanAngleSlack = 1e-12;

// Outward unit normal of the edge a -> b of a counter-clockwise polygon.
Vec2 outwardNormal(Vec2 a, Vec2 b)
{
    const Vec2 d = b - a;
    const double length = std::sqrt(lengthSquared(d));
    return length > 0.0 ? Vec2{d.y / length, -d.x / length} : Vec2{0.0, 0.0};
}

Vec2 nearestInBox(const BoxFrame& f, Vec2 p)
{
    const Vec2 local = toLocal(p, f.center, f.axisX);
    return toWorld({std::clamp(local.x, -f.halfX, f.halfX), std::clamp(local.y, -f.halfY, f.halfY)}, f.center,
                   f.axisX);
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// 1. Exact first impact

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
    if (overlap(box, target))
    {
        // For convex pairs the target's witness point of the signed distance lies in both shapes (the contact
        // point, or the target's deepest point inside the box).
        return SweepHit{true, 0.0, distance(box, target).pointB, false};
    }
    FirstContact search(motion);
    bool hasEvents = true;
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
            else
            {
                // A kind whose boundary pieces give no closed-form events yet: the search below is
                // exact to within its tolerance for any kind with a signed distance.
                hasEvents = false;
            }
        },
        target);
    return hasEvents ? search.result() : sweepFirstHitBySearch(motion, target);
}

SweepHit sweepFirstHitBySearch(const RotationalMotion& motion, const Shape& target, double tolerance)
{
    const Shape start{motion.box};
    const SignedDistance atStart = distance(start, target);
    if (atStart.value <= 0.0)
    {
        return SweepHit{true, 0.0, atStart.pointB, false};
    }
    // Every point of the box moves at most `reach` per radian of turn, so the signed distance changes
    // by at most reach * |turn| (Mirtich's conservative advancement, "Timewarp rigid body
    // simulation", SIGGRAPH 2000, with the bound of a rotation about a fixed axis).
    const double reach = std::sqrt(ExactSweep(motion).farthestSquared());
    const double totalTurn = std::min(std::abs(motion.angle), 2.0 * kPi);
    if (reach == 0.0 || totalTurn == 0.0)
    {
        return SweepHit{};
    }
    if (!(tolerance > 0.0))
    {
        tolerance = 1e-9 * std::max(1.0, reach);
    }
    // Turns closer than this change the distance by at most `tolerance`; never finer than the turn's
    // own rounding, where halving an interval would no longer shorten it.
    const double resolution =
        std::max(tolerance / reach, 8.0 * std::numeric_limits<double>::epsilon() * totalTurn);
    auto poseAtTurn = [&](double turn) { return poseAt(motion, turn / std::abs(motion.angle)); };
    auto gapAt = [&](double turn) { return distance(Shape{poseAtTurn(turn)}, target).value; };

    // Earliest interval first. On [a, b], with gaps ga and gb at its ends, the gap is at least
    // (ga + gb - reach * (b - a)) / 2; an interval whose bound exceeds the tolerance holds no contact.
    // A true contact at turn t keeps every interval around t (its bound is <= 0), down to one no longer
    // than `resolution`, whose right end is then within the tolerance: the first such end is the answer,
    // at most `resolution` after the first contact and never before the gap reaches the tolerance.
    struct Interval
    {
        double a, b, ga, gb;
    };
    std::vector<Interval> pending{{0.0, totalTurn, atStart.value, gapAt(totalTurn)}};
    while (!pending.empty())
    {
        const Interval interval = pending.back();
        pending.pop_back();
        if (0.5 * (interval.ga + interval.gb - reach * (interval.b - interval.a)) > tolerance)
        {
            continue;
        }
        if (interval.b - interval.a <= resolution)
        {
            if (interval.gb <= tolerance)
            {
                const double fraction = std::min(interval.b / std::abs(motion.angle), 1.0);
                return SweepHit{true, fraction, distance(Shape{poseAtTurn(interval.b)}, target).pointB,
                                false};
            }
            continue;
        }
        const double middle = 0.5 * (interval.a + interval.b);
        const double gm = gapAt(middle);
        pending.push_back({middle, interval.b, gm, interval.gb});
        pending.push_back({interval.a, middle, interval.ga, gm}); // popped first: the earlier half
    }
    return SweepHit{};
}

// ---------------------------------------------------------------------------------------------------
// 2. Methods

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
        if (overlap(Shape{poses[k]}, target))
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
        return overlap(Shape{sccdBox(motion)}, target);
    case CcdMethod::ThesisFan:
        return overlap(Shape{thesisFan(motion)}, target);
    case CcdMethod::ConservativeFan:
        return overlap(Shape{conservativeFan(motion)}, target);
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
    report.hits[static_cast<int>(CcdMethod::Sccd)] = overlap(Shape{sccdBox(motion)}, target);
    report.hits[static_cast<int>(CcdMethod::ThesisFan)] = overlap(Shape{thesisFan(motion)}, target);
    report.hits[static_cast<int>(CcdMethod::ConservativeFan)] =
        overlap(Shape{conservativeFan(motion)}, target);
    report.hits[static_cast<int>(CcdMethod::Exact)] = report.exact.hit;
    report.hits[static_cast<int>(CcdMethod::Discrete)] = report.firstDiscretePose >= 0;
    return report;
}

} // namespace hitlab
