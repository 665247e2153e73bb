#include "hitlab/broadphase.hpp"

#include "thread_pool.hpp"

#include <glm/common.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

namespace hitlab
{

namespace
{

// A cell is this many median shape extents wide: measured on 10,000 shapes of size 4..40, widths of
// 1 to 2 extents cost the same (~1 ms), narrower cells put each shape in too many cells, wider ones
// too many shapes in each cell.
constexpr double kCellPerExtent = 1.5;
// Shapes wider or taller than this many cells skip the grid and are tested against every shape.
constexpr double kOversizedCells = 8.0;
// At most this many cells per shape (and per axis), whatever the spread of the scene.
constexpr double kCellsPerShape = 2.0;
constexpr int kMaxCellsPerAxis = 4096;
// Bounds beyond this (far outside the shapes' supported range, but the broadphase takes any bounds)
// are tested against every shape instead of through the grid: between +-1e308 the grid's span
// would overflow to infinity, its cell counts to NaN.
constexpr double kGridLimit = 1e300;
// Candidates a narrow-phase thread takes at a time.
constexpr std::size_t kChunk = 128;
// Shapes whose bounds a thread finds at a time.
constexpr std::size_t kBoundsChunk = 512;
// The grid's cells are visited in this many runs of neighbouring cells, taken by the threads in turn:
// enough that a crowded run does not leave the other threads idle for long.
constexpr std::size_t kCellRuns = 32;
// Fewer pairs to visit than this are visited on the calling thread alone: waking the pool's workers
// costs about as much as visiting them.
constexpr std::size_t kLeastVisitsToShare = 8192;

bool withinGridLimit(const Bounds& b)
{
    return std::max({std::abs(b.min.x), std::abs(b.min.y), std::abs(b.max.x), std::abs(b.max.y)}) <=
           kGridLimit;
}

// Calls visitPair(p, q) on the slots of the pairs that cells [firstCell, endCell) may report (see
// findPairs), in order, until it returns false; false then.
template <typename VisitPair>
bool visitCells(const std::vector<int>& bucketStart, std::size_t firstCell, std::size_t endCell,
                VisitPair&& visitPair)
{
    for (std::size_t c = firstCell; c < endCell; ++c)
    {
        const int* start = &bucketStart[c * 4];
        for (int p = start[0]; p < start[1]; ++p)
        {
            for (int q = p + 1; q < start[4]; ++q)
            {
                if (!visitPair(p, q))
                {
                    return false;
                }
            }
        }
        for (int p = start[1]; p < start[2]; ++p)
        {
            for (int q = start[2]; q < start[3]; ++q)
            {
                if (!visitPair(p, q))
                {
                    return false;
                }
            }
        }
    }
    return true;
}

// Calls work(begin, end) on every chunk of `chunk` items of [0, count): every thread of `pool` and this
// one take chunks in turn until none is left when `share` (and the pool has workers), this thread alone
// otherwise.
template <typename Work>
void forEachChunk(ThreadPool* pool, bool share, std::size_t count, std::size_t chunk, Work&& work)
{
    std::atomic<std::size_t> next{0};
    auto takeChunks = [&]
    {
        for (;;)
        {
            const std::size_t begin = next.fetch_add(chunk, std::memory_order_relaxed);
            if (begin >= count)
            {
                return;
            }
            work(begin, std::min(begin + chunk, count));
        }
    };
    if (share && pool != nullptr && pool->workerCount() > 0)
    {
        pool->run(takeChunks);
    }
    else
    {
        takeChunks();
    }
}

} // namespace

// Outline: (1) cell size from the median extent; (2) oversized and non-finite shapes set apart;
// (3) the others binned into cells in two passes (count, then fill: no per-cell vectors); (4) each
// cell tests its own pairs and keeps those whose intersection's lower-left corner is in it;
// (5) oversized shapes are tested against every shape.
std::span<const ShapePair> Broadphase::findPairs(std::span<const Bounds> bounds)
{
    return findPairs(bounds, nullptr);
}

std::span<const ShapePair> Broadphase::findPairs(std::span<const Bounds> bounds, ThreadPool* pool)
{
    pairCount_ = 0;
    stats_ = Stats{};
    stats_.pairLimit = pairLimit_;
    const int n = static_cast<int>(bounds.size());
    if (n < 2)
    {
        return {};
    }

    extents_.clear();
    for (const Bounds& b : bounds)
    {
        if (finiteBounds(b))
        {
            extents_.push_back(std::max(b.max.x - b.min.x, b.max.y - b.min.y));
        }
    }
    double cell = 0.0;
    if (!extents_.empty())
    {
        auto middle = extents_.begin() + static_cast<std::ptrdiff_t>(extents_.size() / 2);
        std::nth_element(extents_.begin(), middle, extents_.end());
        cell = *middle * kCellPerExtent;
    }

    // Which shapes go through the grid, and the box they span.
    oversized_.clear();
    gridded_.clear();
    Vec2 lo{std::numeric_limits<double>::infinity()};
    Vec2 hi{-std::numeric_limits<double>::infinity()};
    for (int i = 0; i < n; ++i)
    {
        const Bounds& b = bounds[i];
        if (!finiteBounds(b))
        {
            continue; // pairs with nothing: no overlap test with a NaN can succeed
        }
        if ((cell > 0.0 && std::max(b.max.x - b.min.x, b.max.y - b.min.y) > kOversizedCells * cell) ||
            !withinGridLimit(b))
        {
            oversized_.push_back(i);
            continue;
        }
        gridded_.push_back(i);
        lo = glm::min(lo, b.min);
        hi = glm::max(hi, b.max);
    }
    stats_.oversized = static_cast<int>(oversized_.size());

    if (!gridded_.empty())
    {
        // Degenerate scenes (all points, or all shapes on one spot) still get a positive cell, and
        // widely spread ones a bounded number of cells.
        const Vec2 span = hi - lo;
        const double maxCells = std::max(64.0, kCellsPerShape * static_cast<double>(gridded_.size()));
        const double largest = std::max(span.x, span.y);
        if (!(cell > 0.0))
        {
            cell = largest > 0.0 ? largest / std::sqrt(maxCells) : 1.0;
        }
        double cellsX = std::floor(span.x / cell) + 1.0;
        double cellsY = std::floor(span.y / cell) + 1.0;
        if (cellsX * cellsY > maxCells || cellsX > kMaxCellsPerAxis || cellsY > kMaxCellsPerAxis)
        {
            cell *= std::max({std::sqrt(cellsX * cellsY / maxCells), cellsX / kMaxCellsPerAxis,
                              cellsY / kMaxCellsPerAxis});
            cellsX = std::min(std::floor(span.x / cell) + 1.0, static_cast<double>(kMaxCellsPerAxis));
            cellsY = std::min(std::floor(span.y / cell) + 1.0, static_cast<double>(kMaxCellsPerAxis));
        }
        const int nx = static_cast<int>(cellsX);
        const int ny = static_cast<int>(cellsY);
        stats_.cellsX = nx;
        stats_.cellsY = ny;
        stats_.cellSize = cell;
        // A cell can be infinitely wide (tiny shapes spread over 1e300): then everything is in cell 0.
        const double inverse = 1.0 / cell;
        // Monotonic in x, so the cell of max(a.min.x, b.min.x) is the larger of the two min cells. Clamped
        // before the conversion to int, which is undefined for values out of its range.
        auto cellIndex = [inverse](double offset, int count)
        { return static_cast<int>(std::max(0.0, std::min(offset * inverse, count - 1.0))); };
        auto column = [&](double x) { return cellIndex(x - lo.x, nx); };
        auto row = [&](double y) { return cellIndex(y - lo.y, ny); };

        // Within a cell, a shape is in bucket 0 when its lower-left cell is this cell, 1 when only its
        // row is this row, 2 when only its column is this column, 3 otherwise. A pair's intersection has its
        // lower-left corner in this cell only if some member starts in this column and some member (the same
        // or the other) in this row: pairs 0-any and 1-2, and no others.
        auto bucketOf = [&](const std::array<int, 4>& range, int x, int y) {
            return (static_cast<std::size_t>(y) * nx + x) * 4 + (x == range[0] ? 0 : 1) +
                   (y == range[1] ? 0 : 2);
        };
        cellRange_.resize(static_cast<std::size_t>(n));
        bucketStart_.assign(static_cast<std::size_t>(nx) * ny * 4 + 1, 0);
        for (int i : gridded_)
        {
            const Bounds& b = bounds[i];
            const std::array<int, 4> range{column(b.min.x), row(b.min.y), column(b.max.x), row(b.max.y)};
            cellRange_[i] = range;
            for (int y = range[1]; y <= range[3]; ++y)
            {
                for (int x = range[0]; x <= range[2]; ++x)
                {
                    ++bucketStart_[bucketOf(range, x, y) + 1];
                }
            }
        }
        for (std::size_t c = 1; c < bucketStart_.size(); ++c)
        {
            bucketStart_[c] += bucketStart_[c - 1];
        }
        bucketFill_.assign(bucketStart_.begin(), bucketStart_.end() - 1);
        cellItems_.resize(static_cast<std::size_t>(bucketStart_.back()));
        cellBounds_.resize(cellItems_.size());
        for (int i : gridded_)
        {
            const std::array<int, 4>& range = cellRange_[i];
            for (int y = range[1]; y <= range[3]; ++y)
            {
                for (int x = range[0]; x <= range[2]; ++x)
                {
                    const auto slot = static_cast<std::size_t>(bucketFill_[bucketOf(range, x, y)]++);
                    cellItems_[slot] = i;
                    cellBounds_[slot] = bounds[i];
                }
            }
        }

        // Room for every pair visited, so that the loops below store without branching on the test. The
        // cells are counted in kCellRuns runs of neighbouring cells, each run's pairs stored from the
        // count of the runs before it, so that threads can visit runs at once.
        const std::size_t cellCount = static_cast<std::size_t>(nx) * ny;
        const std::size_t cellsPerRun = (cellCount + kCellRuns - 1) / kCellRuns;
        runOffsets_.assign(kCellRuns + 1, 0);
        for (std::size_t c = 0; c < cellCount; ++c)
        {
            const int* start = &bucketStart_[c * 4];
            const std::size_t home = static_cast<std::size_t>(start[1] - start[0]);
            const std::size_t rest = static_cast<std::size_t>(start[4] - start[1]);
            runOffsets_[c / cellsPerRun + 1] +=
                home * (home - (home > 0 ? 1 : 0)) / 2 + home * rest +
                static_cast<std::size_t>(start[2] - start[1]) * static_cast<std::size_t>(start[3] - start[2]);
        }
        for (std::size_t run = 1; run <= kCellRuns; ++run)
        {
            runOffsets_[run] += runOffsets_[run - 1];
        }
        const std::size_t visits = runOffsets_[kCellRuns];
        stats_.boxTests += visits;
        // Up to the limit: 100,000 shapes on one spot visit 5e9 pairs (40 GB).
        const bool fits = visits <= pairLimit_;
        if (pairs_.size() < std::min(visits, pairLimit_))
        {
            pairs_.resize(std::min(visits, pairLimit_));
        }
        // Stores the pair of slots p and q at out[found] and counts it when their bounds overlap.
        auto visit = [this](int p, int q, ShapePair* out, std::size_t& found)
        {
            const int a = cellItems_[p];
            const int b = cellItems_[q];
            out[found] = a < b ? ShapePair{a, b} : ShapePair{b, a};
            // Non-short-circuit: a third of the tests succeed at random, which a branch mispredicts.
            const Bounds& u = cellBounds_[p];
            const Bounds& v = cellBounds_[q];
            found += static_cast<std::size_t>((u.min.x <= v.max.x) & (v.min.x <= u.max.x) &
                                              (u.min.y <= v.max.y) & (v.min.y <= u.max.y));
        };
        std::size_t found = 0;
        if (!fits)
        {
            // Every cell in order, stopping when the buffer is full.
            visitCells(bucketStart_, 0, cellCount,
                       [&](int p, int q)
                       {
                           if (found == pairLimit_)
                           {
                               stats_.capped = true;
                               return false;
                           }
                           visit(p, q, pairs_.data(), found);
                           return true;
                       });
        }
        else
        {
            // Each run's pairs from its offset on; then moved down, in the runs' order, so that the pairs
            // come out in the same order whichever thread visited which run.
            runFound_.assign(kCellRuns, 0);
            forEachChunk(pool, visits >= kLeastVisitsToShare, kCellRuns, 1,
                         [&](std::size_t run, std::size_t)
                         {
                             std::size_t foundInRun = 0;
                             ShapePair* out = pairs_.data() + runOffsets_[run];
                             visitCells(bucketStart_, std::min(run * cellsPerRun, cellCount),
                                        std::min((run + 1) * cellsPerRun, cellCount),
                                        [&](int p, int q)
                                        {
                                            visit(p, q, out, foundInRun);
                                            return true;
                                        });
                             runFound_[run] = foundInRun;
                         });
            for (std::size_t run = 0; run < kCellRuns; ++run)
            {
                const auto from = pairs_.begin() + static_cast<std::ptrdiff_t>(runOffsets_[run]);
                std::copy(from, from + static_cast<std::ptrdiff_t>(runFound_[run]),
                          pairs_.begin() + static_cast<std::ptrdiff_t>(found));
                found += runFound_[run];
            }
        }
        pairCount_ = found;
    }

    // Oversized shapes against every finite shape; between two oversized shapes, once.
    auto add = [this](int a, int b)
    {
        if (pairCount_ == pairLimit_)
        {
            stats_.capped = true;
            return;
        }
        if (pairCount_ == pairs_.size())
        {
            pairs_.resize(std::min(pairLimit_, std::max<std::size_t>(64, pairs_.size() * 2)));
        }
        pairs_[pairCount_++] = a < b ? ShapePair{a, b} : ShapePair{b, a};
    };
    for (std::size_t k = 0; k < oversized_.size(); ++k)
    {
        const int a = oversized_[k];
        for (int b : gridded_)
        {
            ++stats_.boxTests;
            if (boundsOverlap(bounds[a], bounds[b]))
            {
                add(a, b);
            }
        }
        for (std::size_t m = k + 1; m < oversized_.size(); ++m)
        {
            const int b = oversized_[m];
            ++stats_.boxTests;
            if (boundsOverlap(bounds[a], bounds[b]))
            {
                add(a, b);
            }
        }
    }
    return {pairs_.data(), pairCount_};
}

AlgorithmTable defaultAlgorithmTable()
{
    AlgorithmTable table{};
    for (int a = 0; a < kShapeKindCount; ++a)
    {
        for (int b = 0; b < kShapeKindCount; ++b)
        {
            table[a][b] = &defaultAlgorithm(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b));
        }
    }
    return table;
}

bool selectAlgorithm(AlgorithmTable& table, ShapeKind a, ShapeKind b, std::string_view name)
{
    const Algorithm* row = findAlgorithm(a, b, name);
    if (row == nullptr)
    {
        return false;
    }
    table[static_cast<int>(a)][static_cast<int>(b)] = row;
    table[static_cast<int>(b)][static_cast<int>(a)] = row;
    return true;
}

AlgorithmTable algorithmTableFor(const std::map<std::string, std::string>& pairAlgorithms,
                                 std::vector<std::string>* unknown)
{
    AlgorithmTable table = defaultAlgorithmTable();
    for (const auto& [pair, name] : pairAlgorithms)
    {
        bool found = false;
        for (int a = 0; a < kShapeKindCount && !found; ++a)
        {
            for (int b = a; b < kShapeKindCount && !found; ++b)
            {
                const ShapeKind ka = static_cast<ShapeKind>(a);
                const ShapeKind kb = static_cast<ShapeKind>(b);
                if (pairName(ka, kb) == pair)
                {
                    found = selectAlgorithm(table, ka, kb, name);
                }
            }
        }
        if (!found && unknown != nullptr)
        {
            unknown->push_back(pair + ": " + name);
        }
    }
    return table;
}

CollisionPass::CollisionPass(int threadCount)
    : pool_(std::make_unique<ThreadPool>(std::max(threadCount, 1) - 1))
{
}

CollisionPass::~CollisionPass() = default;

int CollisionPass::threadCount() const
{
    return pool_->workerCount() + 1;
}

void CollisionPass::run(std::span<const Shape> shapes, const AlgorithmTable& algorithms)
{
    runWith(
        shapes.size(), [shapes](std::size_t i) -> const Shape& { return shapes[i]; }, algorithms);
}

void CollisionPass::run(std::span<const Shape* const> shapes, const AlgorithmTable& algorithms)
{
    runWith(
        shapes.size(), [shapes](std::size_t i) -> const Shape& { return *shapes[i]; }, algorithms);
}

template <typename ShapeAt>
void CollisionPass::runWith(std::size_t count, ShapeAt shapeAt, const AlgorithmTable& algorithms)
{
    table_ = algorithms;
    for (int a = 0; a < kShapeKindCount; ++a)
    {
        for (int b = 0; b < kShapeKindCount; ++b)
        {
            if (table_[a][b] == nullptr)
            {
                table_[a][b] = &defaultAlgorithm(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b));
            }
        }
    }
    bounds_.resize(count);
    shapes_.resize(count);
    for (std::size_t i = 0; i < count; ++i)
    {
        shapes_[i] = &shapeAt(i);
    }
    // Each shape's bounds depend on it alone.
    forEachChunk(pool_.get(), count > kBoundsChunk, count, kBoundsChunk,
                 [this](std::size_t begin, std::size_t end)
                 {
                     for (std::size_t i = begin; i < end; ++i)
                     {
                         bounds_[i] = boundsOf(*shapes_[i]);
                     }
                 });
    candidates_ = broadphase_.findPairs(bounds_, pool_.get());
    capped_ = broadphase_.stats().capped;
    addAllPairsOfOverReportingKinds(count);
    const std::span<const ShapePair> pairs = candidates_;
    hit_.assign(pairs.size(), 0);

    forEachChunk(pool_.get(), pairs.size() > kChunk, pairs.size(), kChunk,
                 [this](std::size_t begin, std::size_t end) { narrowPhase(begin, end); });

    // Without a branch on the answer: two thirds of a crowded scene's candidates touch, at random.
    contacts_.resize(pairs.size());
    touching_.assign(count, 0);
    std::size_t contactCount = 0;
    for (std::size_t k = 0; k < pairs.size(); ++k)
    {
        const std::uint8_t hit = hit_[k];
        contacts_[contactCount] = pairs[k];
        contactCount += hit;
        touching_[static_cast<std::size_t>(pairs[k].first)] |= hit;
        touching_[static_cast<std::size_t>(pairs[k].second)] |= hit;
    }
    contacts_.resize(contactCount);
}

void CollisionPass::addAllPairsOfOverReportingKinds(std::size_t count)
{
    std::array<std::array<bool, kShapeKindCount>, kShapeKindCount> allPairs{};
    bool any = false;
    for (int a = 0; a < kShapeKindCount; ++a)
    {
        for (int b = 0; b < kShapeKindCount; ++b)
        {
            allPairs[a][b] = table_[a][b]->mayReportFalseContacts();
            any = any || allPairs[a][b];
        }
    }
    if (!any)
    {
        return;
    }
    for (std::vector<int>& list : members_)
    {
        list.clear();
    }
    for (std::size_t i = 0; i < count; ++i)
    {
        members_[shapes_[i]->index()].push_back(static_cast<int>(i));
    }
    candidateStorage_.clear();
    for (const ShapePair& p : candidates_)
    {
        if (!allPairs[shapes_[static_cast<std::size_t>(p.first)]->index()]
                     [shapes_[static_cast<std::size_t>(p.second)]->index()])
        {
            candidateStorage_.push_back(p);
        }
    }
    for (int a = 0; a < kShapeKindCount; ++a)
    {
        for (int b = a; b < kShapeKindCount; ++b)
        {
            if (!allPairs[a][b])
            {
                continue;
            }
            for (int i : members_[a])
            {
                for (int j : members_[b])
                {
                    if (a != b || i < j)
                    {
                        // Bounded like the broadphase's pairs: every pair of 100,000 rects is 5e9.
                        if (candidateStorage_.size() == broadphase_.pairLimit())
                        {
                            capped_ = true;
                            candidates_ = candidateStorage_;
                            return;
                        }
                        candidateStorage_.push_back(i < j ? ShapePair{i, j} : ShapePair{j, i});
                    }
                }
            }
        }
    }
    candidates_ = candidateStorage_;
}

// Tests candidates [begin, end) and records their answers in hit_.
void CollisionPass::narrowPhase(std::size_t begin, std::size_t end)
{
    for (std::size_t k = begin; k < end; ++k)
    {
        const Shape& a = *shapes_[static_cast<std::size_t>(candidates_[k].first)];
        const Shape& b = *shapes_[static_cast<std::size_t>(candidates_[k].second)];
        hit_[k] = runOverlap(*table_[a.index()][b.index()], a, b) ? 1 : 0;
    }
}

} // namespace hitlab
