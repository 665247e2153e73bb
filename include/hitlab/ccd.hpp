// Rotational continuous collision detection (CCD): a rectangle that turns about a pivot in one step,
// the shapes that stand in for its sweep, and whether the moving rectangle hits a target during the
// step (the sweeps: ccd_sweeps.cpp; the first impact: ccd_impact.cpp).
//
// Source: the fan thesis (Yamamoto, Tokyo University of Technology master's thesis 2023), section 2.1
// (the fan built from a rotating box, eq. 2.1-2.2). The thesis's accuracy study of these methods (its
// chapter 3) is redone in 2D beside the CLI (tools/ccd_study.hpp). docs/algorithms/ccd.md explains
// every method and why the conservative fan contains the sweep.
//
// Five answers to "does the moving box touch this target during the step?":
//   Sccd            the AABB of the start and end poses (Speculative CCD, the thesis's baseline);
//   ThesisFan       the thesis's fan (eq. 2.1-2.2); it ignores the box's width and under-detects;
//   ConservativeFan a fan from the box's true nearest and farthest distance to the pivot and its
//                   whole angular extent over the step: it contains the sweep, so it never misses;
//   Exact           the exact sweep, with the time of first impact;
//   Discrete        N evenly spaced poses tested one by one (the thesis's reference used 100).
//
// World frame throughout: x right, y up, angles in radians counter-clockwise, lengths in world units.
// A "fraction" is the time within the step, 0 at the start pose and 1 at the end pose; the box has
// turned by fraction * angle at that time.
#pragma once

#include "hitlab/shapes.hpp"

#include <array>
#include <string_view>
#include <vector>

namespace hitlab
{

// One step of rotational motion: `box` is the pose at the start; it turns rigidly about `pivot` by
// `angle` radians (counter-clockwise when positive, clockwise when negative). |angle| may exceed
// 2 pi; the sweep of any turn of 2 pi or more is the full ring. The thesis's constrained case has
// (box.center - pivot) along the box's local y axis; every function here takes any pivot and any
// box orientation, with the pivot outside, on or (for the exact sweep) even inside the box.
struct RotationalMotion
{
    Rect box;
    Vec2 pivot{0.0, 0.0};
    double angle = 0.0;
};

// The pose at `fraction` of the step (0: start, 1: end; values outside [0, 1] extrapolate).
Rect poseAt(const RotationalMotion& motion, double fraction);

// `count` poses evenly spaced in time, start and end included (fractions k / (count - 1)); one pose
// (the start) when count == 1, none when count <= 0. The thesis's detailed DCCD used 100 (kThesisPoses).
inline constexpr int kThesisPoses = 100;
std::vector<Rect> discretePoses(const RotationalMotion& motion, int count);

// The thesis's fan (Yamamoto 2023 thesis, 2.1, eq. 2.1-2.2; docs/algorithms/ccd.md):
// theta = alpha / 2, r = |P - O| - Wy/2, R = |P - O| + Wy/2, centre axis A = Y' turned by alpha / 2
// about the rotation axis.
// Generalised beyond the constrained case: Y' becomes the unit direction u of P - O and Wy/2 the box's
// half extent along u (which is Wy/2 when P - O is along Y'); r is clamped at 0 and theta at pi.
// When P == O the box's own Y' is used.
Fan thesisFan(const RotationalMotion& motion);

// Speculative CCD: the axis-aligned bounding box of the start and end poses, as a Rect with angle 0.
Rect sccdBox(const RotationalMotion& motion);

// The fan that contains the whole sweep: inner radius = the box's distance to the pivot (0 when the
// pivot is on or in the box), outer radius = its farthest corner's distance, angular range = the box's
// angular extent seen from the pivot widened by the turn. A turn that makes the range reach 2 pi, or a
// pivot strictly inside the box, gives the full ring (halfAngle = pi). Proof of containment in
// ccd_sweeps.cpp.
Fan conservativeFan(const RotationalMotion& motion);

// True when `point` is swept by the box during the step: the arc of radius |point - pivot| that the
// point traces when turned back by the motion meets the box. Exact up to rounding (closed sets).
bool sweepContainsPoint(const RotationalMotion& motion, Vec2 point);

// The same test prepared once for many points of one motion (a grid, an outline): the motion's
// trigonometry is done here and not per point. contains(p) == sweepContainsPoint(motion, p), bit for bit.
class ExactSweep
{
public:
    explicit ExactSweep(const RotationalMotion& motion);

    // True when `point` (world frame) is swept by the box during the step.
    bool contains(Vec2 point) const;
    // The square of the farthest distance from the pivot to a point of the box.
    double farthestSquared() const { return farSquared_; }

private:
    // The box's frame at the start (a rotation of the world frame, so turns are the same there).
    Vec2 boxCenter_{0.0, 0.0};
    Vec2 boxAxisX_{1.0, 0.0};
    double halfX_ = 0.0;
    double halfY_ = 0.0;
    Vec2 pivot_{0.0, 0.0}; // the pivot in the box frame
    double nearSquared_ = 0.0;
    double farSquared_ = 0.0;
    bool fullTurn_ = false;
    double backCos_ = 1.0; // rotation by -angle: an end of the back-turned arc
    double backSin_ = 0.0;
    double midCos_ = 1.0; // rotation by -angle / 2: the arc's mid direction
    double midSin_ = 0.0;
    double cosHalf_ = 1.0; // cos(|angle| / 2)
};

// The first contact of the moving box with a static target during the step.
// hit: the box touches the target at some fraction in [0, 1] (touching counts).
// fraction: the earliest such time (0 when they already touch at the start).
// point: a point where they touch at that time, in the world frame (when they already overlap at the
//        start: the target's witness point of distance(box, target), which lies in both for convex targets).
// grazing: the first contact was found as a double root (a tangency within rounding: the box only
//          grazes the target); such answers are decided within a relative tolerance of 1e-12.
struct SweepHit
{
    bool hit = false;
    double fraction = 0.0;
    Vec2 point{0.0, 0.0};
    bool grazing = false;
};

// Exact first impact for every target kind (the method per kind is outlined in ccd_impact.cpp):
// point, circle, rect, polygon, segment, capsule and fan by closed forms (quadratics and circle
// intersections); ellipse by the real roots of two families of quartics, found by bracketing with
// the derivatives and bisection (exact up to rounding, tangencies within a 1e-12 relative tolerance).
// Polygons must be convex and counter-clockwise (makePolygon).
// A kind without closed-form contact events of its own is answered by sweepFirstHitBySearch.
SweepHit sweepFirstHit(const RotationalMotion& motion, const Shape& target);

// First impact for any target kind with a signed distance, by bisecting the turn (conservative
// advancement): a reported impact has a gap of at most `tolerance` there and comes at most tolerance /
// (the box's farthest reach from the pivot) radians after the first true contact; no contact is
// missed. A graze that passes within `tolerance` may count as a hit. `tolerance` <= 0 means 1e-9 times
// the reach (at least 1e-9). `point` is the target's witness point of the distance at that pose;
// `grazing` is never set. It costs hundreds of distance calls where sweepFirstHit solves equations,
// and the tests use it as an independent check of those equations.
SweepHit sweepFirstHitBySearch(const RotationalMotion& motion, const Shape& target, double tolerance = 0.0);

// The outline of the exact sweep as open polylines, for drawing. Every boundary point of the sweep lies
// on one of: the start pose's edges, the end pose's edges, the arcs traced by the corners, and the
// arcs traced by the feet of the pivot on the edges' lines (envelope of the turning edges). These
// candidate curves are sampled no more than `spacing` apart and a sample is kept when the sweep lies
// on one side of it only. Chains of kept samples are returned; gaps of up to one spacing may appear
// where a curve goes from boundary to interior. A motion or spacing with an infinite or NaN number has
// no outline (none is returned).
std::vector<std::vector<Vec2>> sweepOutline(const RotationalMotion& motion, double spacing);
// The same outline within `window` only (and a spacing around it): the curves are sampled where they
// cross it, so a view of a small part of a large sweep (zoomed in, or a pivot far away) costs samples for
// that part alone. Its points are the whole outline's points there (and a sample either side): a view
// panned over the sweep shows the same points moved.
std::vector<std::vector<Vec2>> sweepOutline(const RotationalMotion& motion, double spacing,
                                            const Bounds& window);

// Three sweep representations as drawable shapes. The exact sweep's is its outline (sweepOutline),
// sampled for a view; the fifth, Discrete, is discretePoses().
struct SweepShapes
{
    Fan thesisFan;
    Rect sccdBox;
    Fan conservativeFan;
};
SweepShapes sweepShapes(const RotationalMotion& motion);

enum class CcdMethod
{
    Sccd,
    ThesisFan,
    ConservativeFan,
    Exact,
    Discrete,
};
inline constexpr int kCcdMethodCount = 5;
inline constexpr std::array<CcdMethod, kCcdMethodCount> kCcdMethods = {
    CcdMethod::Sccd, CcdMethod::ThesisFan, CcdMethod::ConservativeFan, CcdMethod::Exact, CcdMethod::Discrete};

// "sccd", "thesis_fan", "conservative_fan", "exact", "discrete" (the JSON keys of hitlab-cli ccd).
std::string_view ccdMethodName(CcdMethod method);
// A short human label, e.g. "S-CCD (AABB of start and end poses)".
std::string_view ccdMethodLabel(CcdMethod method);

// Every method's answer for one target. hits[m] is indexed by static_cast<int>(CcdMethod).
// exact: the exact first impact. firstDiscretePose: index in discretePoses(motion, discretePoseCount)
// of the first pose touching the target, -1 when none does.
struct CcdHitReport
{
    std::array<bool, kCcdMethodCount> hits{};
    SweepHit exact;
    int firstDiscretePose = -1;
};
CcdHitReport ccdHits(const RotationalMotion& motion, const Shape& target,
                     int discretePoseCount = kThesisPoses);

// One method's answer alone.
bool ccdHit(CcdMethod method, const RotationalMotion& motion, const Shape& target,
            int discretePoseCount = kThesisPoses);

} // namespace hitlab
