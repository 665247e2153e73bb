// The accuracy study of rotational CCD in 2D (see ccd_study.hpp): random motions, each classified on a
// grid of points by every method of hitlab/ccd.hpp against a dense reference, and the means,
// breakdowns and reference checks over many motions, on worker threads.
//
// Outline: grids of 100 x 100 points as bit masks; the discrete sweeps by rasterising poses row by row
// (independent of the exact sweep's arc test, ExactSweep, which the reference checks); the fans and the
// exact sweep by point tests; counts by popcount.
#include "ccd_study.hpp"

#include "hitlab/geometry.hpp"

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

// v turned by the angle whose cosine and sine are c and s.
Vec2 rotateVector(Vec2 v, double c, double s)
{
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

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
    // The box's farthest distance from the pivot, as ExactSweep::farthestSquared computes it.
    const Vec2 pivotLocal = toLocal(motion.pivot, motion.box.center, unitFromAngle(motion.box.angle));
    const double farDistance = std::sqrt(lengthSquared(Vec2{
        std::abs(pivotLocal.x) + 0.5 * motion.box.width, std::abs(pivotLocal.y) + 0.5 * motion.box.height}));
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
    const ExactSweep sweep(local);
    for (int j = 0; j < kStudyGridSide; ++j)
    {
        for (int i = 0; i < kStudyGridSide; ++i)
        {
            if (conservative.test(j, i) && sweep.contains({gridCoordinate(i), gridCoordinate(j)}))
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
            if (options.stop && options.stop->load(std::memory_order_relaxed))
            {
                return;
            }
            evaluations[static_cast<size_t>(i)] = evaluateMotion(
                studyMotion(options.model, options.seed, static_cast<std::uint64_t>(i)), options);
            if (options.done)
            {
                options.done->fetch_add(1, std::memory_order_relaxed);
            }
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
