// The collision pass the sandbox runs every frame and `hitlab-cli frame` times: a broadphase over the
// shapes' bounds, then the narrow phase under the algorithm chosen per pair of kinds.
//
// Broadphase: a uniform grid, not sweep-and-prune. The scenes it serves are many shapes of similar
// size spread over an area (10,000 shapes of size 4..40 in 1600 x 1200): there a grid whose cell is
// about one shape wide tests each shape against its ~10 neighbours, while a sweep along one axis
// keeps every shape whose x-interval is open (~140 in that scene) and tests them all. The grid's weak
// spot, shapes much larger than a cell, is handled apart: they are tested against every shape. A
// pair sharing several cells is reported only by the cell holding the lower-left corner of the two
// bounds' intersection, so no pair is reported twice and no set is needed to remove duplicates; each
// cell sorts its shapes by whether their own lower-left corner lies in it, so that it only ever
// visits the pairs it may report.
//
// Nothing is allocated per frame once the buffers have grown to the scene's size: the caller owns
// the Broadphase or CollisionPass object and keeps it from frame to frame.
#pragma once

#include "hitlab/registry.hpp"
#include "hitlab/shapes.hpp"

#include <array>
#include <cmath>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab
{

class ThreadPool;

// Two indices into the shape list, first < second.
struct ShapePair
{
    int first = 0;
    int second = 0;

    friend bool operator==(const ShapePair&, const ShapePair&) = default;
    friend auto operator<=>(const ShapePair&, const ShapePair&) = default;
};

// Closed boxes overlap (touching counts), world frame.
inline bool boundsOverlap(const Bounds& a, const Bounds& b)
{
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

inline bool finiteBounds(const Bounds& b)
{
    return std::isfinite(b.min.x) && std::isfinite(b.min.y) && std::isfinite(b.max.x) &&
           std::isfinite(b.max.y);
}

// Whether the broadphase pairs two shapes with these bounds: closed bounds that overlap, both finite.
inline bool candidateBounds(const Bounds& a, const Bounds& b)
{
    return finiteBounds(a) && finiteBounds(b) && boundsOverlap(a, b);
}

// Uniform-grid broadphase with buffers kept between calls.
class Broadphase
{
public:
    // At most this many pairs per call by default: 100,000 shapes on one spot would otherwise ask
    // for 5e9 pairs (40 GB). 4M pairs take 32 MB and a narrow phase of some 20 ms; the busiest
    // bundled scene has 34,000.
    static constexpr std::size_t kDefaultPairLimit = std::size_t{1} << 22;

    // Every pair i < j whose bounds overlap (closed), each exactly once, in no particular order
    // (deterministic for a given input), up to pairLimit() pairs: beyond it the rest are dropped and
    // stats().capped says so. Bounds with a non-finite coordinate pair with nothing; any finite
    // bounds are accepted, up to +-DBL_MAX. The result stays valid until the next call.
    std::span<const ShapePair> findPairs(std::span<const Bounds> bounds);

    std::size_t pairLimit() const { return pairLimit_; }
    void setPairLimit(std::size_t limit) { pairLimit_ = limit; }

    // Grid statistics of the last call, for tuning and the CLI.
    struct Stats
    {
        int cellsX = 0;
        int cellsY = 0;
        double cellSize = 0.0;
        int oversized = 0;         // shapes tested against everyone instead of through the grid
        std::size_t boxTests = 0;  // bounds-overlap tests made
        std::size_t pairLimit = 0; // the pair limit in force
        bool capped = false;       // the limit was reached: pairs beyond it, if any, were dropped
    };
    const Stats& stats() const { return stats_; }

private:
    // A CollisionPass shares its threads with its broadphase, whose cells they then visit together; the
    // public findPairs visits them on the calling thread.
    friend class CollisionPass;
    std::span<const ShapePair> findPairs(std::span<const Bounds> bounds, ThreadPool* pool);

    std::vector<ShapePair> pairs_; // grows to the most pairs visited in one call (up to the limit)
    std::size_t pairCount_ = 0;
    std::size_t pairLimit_ = kDefaultPairLimit;
    std::vector<double> extents_;
    std::vector<int> oversized_;
    std::vector<int> gridded_;
    std::vector<std::array<int, 4>> cellRange_; // minX, minY, maxX, maxY per shape
    std::vector<int> bucketStart_;              // 4 buckets per cell, see findPairs
    std::vector<int> bucketFill_;
    std::vector<int> cellItems_;
    std::vector<Bounds> cellBounds_;      // bounds of cellItems_, side by side for the tests
    std::vector<std::size_t> runOffsets_; // per run of cells, the pairs visited in the runs before it
    std::vector<std::size_t> runFound_;   // per run of cells, the pairs it found
    Stats stats_;
};

// The algorithm used for each pair of kinds, symmetric: table[a][b] == table[b][a].
using AlgorithmTable = std::array<std::array<const Algorithm*, kShapeKindCount>, kShapeKindCount>;

// Every pair's default (exact) algorithm.
AlgorithmTable defaultAlgorithmTable();

// Sets pair {a, b} (both orders) to its row named `name`; returns false and leaves the table
// unchanged when the pair has no such row.
bool selectAlgorithm(AlgorithmTable& table, ShapeKind a, ShapeKind b, std::string_view name);

// The table a list of choices asks for (a scene file's "algorithms"): defaults, overridden by each
// "pair": "name" entry, pairs named as pairName names them ("circle/rect"). Entries that name no known
// pair or no row of their pair are skipped; when `unknown` is given they are appended to it as
// "pair: name".
AlgorithmTable algorithmTableFor(const std::map<std::string, std::string>& pairAlgorithms,
                                 std::vector<std::string>* unknown = nullptr);

// Broadphase plus narrow phase, run once per frame on the whole scene.
//
// Its contacts equal testing every pair with the table's algorithms, unless there are more candidate
// pairs than pairLimit() (see capped()). Exact algorithms and those that
// only miss contacts never report shapes whose bounds are apart, so the broadphase's candidates
// suffice for them; a pair of kinds whose algorithm may report false contacts (ErrorDirection
// FalseContactsOnly or BothWays) has no such bound, so all its pairs are tested.
//
// The shapes' bounds, the broadphase's visits of its cells and the narrow phase may be split over
// threadCount threads (the caller's and threadCount - 1 workers of a thread pool that live as long as
// the object and sleep between frames); the results, the candidates' order included, do not depend on
// it.
class CollisionPass
{
public:
    explicit CollisionPass(int threadCount = 1);
    ~CollisionPass();
    CollisionPass(const CollisionPass&) = delete;
    CollisionPass& operator=(const CollisionPass&) = delete;

    // Finds every pair of shapes in contact under `algorithms` (null entries use the default).
    void run(std::span<const Shape> shapes, const AlgorithmTable& algorithms);
    void run(std::span<const Shape* const> shapes, const AlgorithmTable& algorithms);
    // The same for any list of items that each hold a shape: shapeOf(item) gives the item's shape (a
    // projection as in std::ranges, for example &Item::shape). Shapes are referenced, not copied.
    template <std::ranges::input_range Items, typename Projection>
    void run(const Items& items, Projection shapeOf, const AlgorithmTable& algorithms)
    {
        itemShapes_.clear();
        for (const auto& item : items)
        {
            itemShapes_.push_back(&std::invoke(shapeOf, item));
        }
        run(std::span<const Shape* const>(itemShapes_), algorithms);
    }

    // Results of the last run, valid until the next one.
    // Pairs the narrow phase tested: those whose bounds overlap, and every pair of two kinds whose
    // algorithm may report false contacts.
    std::span<const ShapePair> candidates() const { return candidates_; }
    // Pairs in contact, in the candidates' order.
    std::span<const ShapePair> contacts() const { return contacts_; }
    // touching()[i] is 1 when shape i is in contact with at least one other shape, else 0.
    std::span<const std::uint8_t> touching() const { return touching_; }
    // bounds()[i] is boundsOf(shape i), as the broadphase saw it.
    std::span<const Bounds> bounds() const { return bounds_; }
    const Broadphase& broadphase() const { return broadphase_; }
    // The most candidate pairs a run tests (Broadphase::kDefaultPairLimit unless set). When a run
    // finds more, it tests only that many and capped() is true: its contacts are then incomplete,
    // which a caller must say.
    std::size_t pairLimit() const { return broadphase_.pairLimit(); }
    void setPairLimit(std::size_t limit) { broadphase_.setPairLimit(limit); }
    bool capped() const { return capped_; }
    int threadCount() const;

private:
    template <typename ShapeAt>
    void runWith(std::size_t count, ShapeAt shapeAt, const AlgorithmTable& algorithms);
    void addAllPairsOfOverReportingKinds(std::size_t count);
    void narrowPhase(std::size_t begin, std::size_t end);

    Broadphase broadphase_;
    std::vector<Bounds> bounds_;
    std::vector<const Shape*> shapes_;
    std::vector<const Shape*> itemShapes_; // the shapes of the items given to run, see there
    std::span<const ShapePair> candidates_;
    std::vector<ShapePair> candidateStorage_;               // used when some kinds are tested all against all
    std::array<std::vector<int>, kShapeKindCount> members_; // shape indices per kind
    std::vector<std::uint8_t> hit_;
    std::vector<ShapePair> contacts_;
    std::vector<std::uint8_t> touching_;
    AlgorithmTable table_{};
    bool capped_ = false;
    std::unique_ptr<ThreadPool> pool_; // the narrow phase's workers (core/thread_pool.hpp)
};

} // namespace hitlab
