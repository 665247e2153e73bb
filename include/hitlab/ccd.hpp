// Rotational continuous collision detection (CCD): a rectangle that turns about a pivot in one step,
// the shapes that stand in for its sweep, whether the moving rectangle hits a target during the step,
// and the thesis's accuracy study redone in 2D.
//
// Source: the master's thesis seeds/004 (2023), section 2.1 (the fan built from a rotating box,
// eq. 2.1-2.2) and chapter 3 (the accuracy study: classes A..G, eq. 3.1-3.6, Table 3.1, figures 3.8
// and 3.9); digest in shared/spec/ALGORITHMS.md, "Rotational CCD".
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
#include <cstdint>
#include <span>
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

// The thesis's fan, eq. 2.1-2.2 (seeds/004, 2.1): theta = alpha / 2, r = |P - O| - Wy/2,
// R = |P - O| + Wy/2, centre axis A = Y' turned by alpha / 2 about the rotation axis.
// Generalised beyond the constrained case: Y' becomes the unit direction u of P - O and Wy/2 the box's
// half extent along u (which is Wy/2 when P - O is along Y'); r is clamped at 0 and theta at pi.
// When P == O the box's own Y' is used.
Fan thesisFan(const RotationalMotion& motion);

// Speculative CCD: the axis-aligned bounding box of the start and end poses, as a Rect with angle 0.
Rect sccdBox(const RotationalMotion& motion);

// The fan that contains the whole sweep: inner radius = the box's distance to the pivot (0 when the
// pivot is on or in the box), outer radius = its farthest corner's distance, angular range = the box's
// angular extent seen from the pivot widened by the turn. A turn that makes the range reach 2 pi, or a
// pivot strictly inside the box, gives the full ring (halfAngle = pi). Proof of containment in ccd.cpp.
Fan conservativeFan(const RotationalMotion& motion);

// True when `point` is swept by the box during the step: the arc of radius |point - pivot| that the
// point traces when turned back by the motion meets the box. Exact up to rounding (closed sets).
bool sweepContainsPoint(const RotationalMotion& motion, Vec2 point);

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

// Exact first impact for every target kind (the method per kind is outlined in ccd.cpp):
// point, circle, rect, polygon, segment, capsule and fan by closed forms (quadratics and circle
// intersections); ellipse by the real roots of two families of quartics, found by bracketing with
// the derivatives and bisection (exact up to rounding, tangencies within a 1e-12 relative tolerance).
// Polygons must be convex and counter-clockwise (makePolygon).
SweepHit sweepFirstHit(const RotationalMotion& motion, const Shape& target);

// The outline of the exact sweep as open polylines, for drawing. Every boundary point of the sweep lies
// on one of: the start pose's edges, the end pose's edges, the arcs traced by the corners, and the
// arcs traced by the feet of the pivot on the edges' lines (envelope of the turning edges). These
// candidate curves are sampled no more than `spacing` apart and a sample is kept when the sweep lies
// on one side of it only. Chains of kept samples are returned; gaps of up to one spacing may appear
// where a curve goes from boundary to interior.
std::vector<std::vector<Vec2>> sweepOutline(const RotationalMotion& motion, double spacing);

// The four sweep representations as drawable data (the fifth, Discrete, is discretePoses()).
struct SweepShapes
{
    Fan thesisFan;
    Rect sccdBox;
    Fan conservativeFan;
    std::vector<std::vector<Vec2>> exactOutline;
};
SweepShapes sweepShapes(const RotationalMotion& motion, double outlineSpacing);

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

// ---------------------------------------------------------------------------------------------------
// The accuracy study (thesis chapter 3) in 2D.
//
// Per motion, a grid of kStudyGridSide^2 points spaced 1 apart, centred on the pivot (coordinates
// -49.5 .. 49.5 as in the thesis), is classified by membership in the reference sweep and in each
// method's sweep. Per method: accuracy = |ref and m| / |ref or m|, over = |m only| / |ref or m|,
// under = |ref only| / |ref or m| (eq. 3.1-3.6), averaged over the motions whose every union is non-empty
// (the thesis drops motions with a zero denominator).
//
// The reference is the union of poses spaced at most referenceStep apart at the box's farthest point
// and at most a quarter of the box's smaller side, so thin boxes get more poses. It is never larger than
// the exact sweep; its own error is reported two ways (StudySummary::reference): against the exact
// sweep, and against itself with every other pose dropped (half the poses).

inline constexpr int kStudyGridSide = 100;
inline constexpr double kStudyGridSpacing = 1.0;

enum class MotionModel
{
    // The thesis's motions (3.1): pivot at the origin, |P - O| in [12.5, 25] along the box's Y',
    // sizes in (0, 25], alpha in [0, 2 pi] counter-clockwise.
    Thesis,
    // Any orientation of the box relative to P - O, pivot outside or on the box (rejection sampling),
    // |P - O| in [12.5, 25], sizes in (0, 25], alpha in [-2 pi, 2 pi] (both directions).
    General,
};

struct StudyOptions
{
    int motions = 2000;
    std::uint64_t seed = 1;
    MotionModel model = MotionModel::Thesis;
    int discretePoses = kThesisPoses; // poses of the Discrete method
    double referenceStep = 0.01;      // world units between reference poses at the farthest point
    int maxReferencePoses = 1 << 22;  // cap for extremely thin boxes (counted in the summary)
    int threads = 1;                  // worker threads; results do not depend on it
};

// The motion number `index` of a study: a pure function of (model, seed, index).
RotationalMotion studyMotion(MotionModel model, std::uint64_t seed, std::uint64_t index);

// Grid-point counts of one method against a reference.
struct SetCounts
{
    int both = 0;          // in the reference and in the method
    int methodOnly = 0;    // over-detected
    int referenceOnly = 0; // under-detected
    int unionSize() const { return both + methodOnly + referenceOnly; }
};

struct Score
{
    double accuracy = 0.0;
    double over = 0.0;
    double under = 0.0;
};
// The three fractions of one count; all zero when the union is empty.
Score scoreOf(const SetCounts& counts);

// The thesis's seven classes (3.1) from the reference R, S-CCD S and the thesis fan F, plus the points
// in none of them: A = R only, B = S only, C = F only, D = R and S, E = R and F, F = S and F, G = all.
struct ThesisClasses
{
    std::array<int, 7> counts{}; // A..G
    int none = 0;
};

struct MotionEvaluation
{
    double angle = 0.0;  // the motion's alpha
    double aspect = 0.0; // box height minus width (Wy - Wx, the thesis's 3.9 breakdown)
    std::array<SetCounts, kCcdMethodCount> methods{}; // against the dense reference
    // The thesis's own protocol: S-CCD and the thesis fan against the 100-pose discrete reference.
    std::array<SetCounts, 2> thesisProtocol{};
    ThesisClasses classes;
    int referencePoses = 0;
    int referencePoints = 0;      // |reference|
    int halfReferenceMissing = 0; // |reference \ (every other pose)|
    int exactPoints = 0;          // |exact sweep|
    bool referenceCapped = false; // the pose cap was reached
};

// Classifies the grid for one motion. Pure; allocates nothing.
MotionEvaluation evaluateMotion(const RotationalMotion& motion, const StudyOptions& options);

// Means over a group of motions.
struct StudyBin
{
    double from = 0.0; // bin range: degrees for the angle breakdown, world units for the aspect one
    double to = 0.0;
    int motions = 0;
    std::array<Score, kCcdMethodCount> methods{};
};

struct ReferenceCheck
{
    double meanPoses = 0.0;
    int maxPoses = 0;
    int cappedMotions = 0;
    // Mean over counted motions of |reference \ half| / |reference|: the error of a reference with
    // half the poses, relative to the one used.
    double halfPosesMissing = 0.0;
    // Mean over counted motions of |exact \ reference| / |exact|: the reference's own shortfall.
    double exactNotInReference = 0.0;
    // Mean of |reference \ exact| / |reference|: should be 0 (the reference lies inside the sweep).
    double referenceNotInExact = 0.0;
    int motionsWithExactShortfall = 0; // motions where some point is in the exact sweep only
};

struct StudySummary
{
    int motions = 0;
    int counted = 0; // motions whose every union is non-empty (the thesis's rule)
    std::array<Score, kCcdMethodCount> methods{};
    // Standard error of each mean accuracy (sample standard deviation / sqrt(counted)): the noise of
    // the averages from the finite number of motions, to compare the reference's own error with.
    std::array<double, kCcdMethodCount> accuracyStandardError{};
    std::array<Score, 2> thesisProtocol{}; // S-CCD, thesis fan against the 100-pose reference
    ThesisClasses classTotals;
    std::vector<StudyBin> byAngle;  // 36 bins of 10 degrees of |alpha| (figure 3.8)
    std::vector<StudyBin> byAspect; // 20 equal-count groups sorted by Wy - Wx (figure 3.9)
    ReferenceCheck reference;
};

inline constexpr int kAngleBins = 36;
inline constexpr int kAspectGroups = 20;

// Summarises evaluations given in motion order (the result depends on that order only).
StudySummary summarizeStudy(std::span<const MotionEvaluation> evaluations);

// Evaluates options.motions motions on options.threads threads and summarises them. Deterministic:
// the same options give the same summary whatever the thread count.
StudySummary runStudy(const StudyOptions& options);

// Table 3.1 of the thesis (3D, 100,000 motions, reference: 100 poses), as fractions.
inline constexpr Score kThesisTableSccd{0.0427, 0.9390, 0.0183};
inline constexpr Score kThesisTableFan{0.6768, 0.0125, 0.3107};

} // namespace hitlab
