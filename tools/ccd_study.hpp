// The accuracy study of rotational CCD (the fan thesis: Yamamoto, Tokyo University of Technology
// master's thesis 2023, chapter 3: classes A..G, eq. 3.1-3.6, Table 3.1, figures 3.8 and 3.9) redone in
// 2D for every method of hitlab/ccd.hpp. `hitlab-cli ccd` prints it and the sandbox's CCD panel charts
// it; a user of the library does not need it.
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
#pragma once

#include "hitlab/ccd.hpp"

#include <array>
#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

namespace hitlab
{

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
    // For a study run beside a UI: `stop` set (from any thread) ends it after the motions in hand, its
    // summary then of no use; `done` counts the motions evaluated so far.
    const std::atomic<bool>* stop = nullptr;
    std::atomic<int>* done = nullptr;
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
