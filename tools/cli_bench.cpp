// `hitlab-cli bench`: ns per test of every registered algorithm on fixed random batches.
//
// Batches follow docs/interfaces.md ("hitlab-cli bench"): shapes of size 10..200 with centres uniform in
// an 800 x 600 box, a fixed seed per pair, so every run times the same cases. Each algorithm runs its
// batch loop (the row's BatchFunction, with the test inlined) for several repetitions of at least a few
// ms each; the median repetition is reported, which shrugs off a stray context switch.
//
// After the rows, the batch queries of hitlab/batch.hpp on the same shapes: every first shape of a
// pair's batch against all its second shapes held as a struct-of-arrays batch (countOverlaps), for
// each kind of one shape and each kind of batch that has kernels of its own (point, circle, rect).
#include "cli_args.hpp"
#include "hitlab/batch.hpp"
#include "hitlab/registry.hpp"
#include "testing/random_shapes.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>

namespace hitlab::cli
{

namespace
{

constexpr std::size_t kBatchSize = 1024;
constexpr int kRepetitions = 9;
constexpr double kMinimumRepetitionSeconds = 0.004;
constexpr std::uint64_t kBenchSeed = 20261122;

struct BenchResult
{
    const Algorithm* algorithm;
    double nsPerTest;
    double overlapRate;
};

struct Batch
{
    std::vector<Shape> firsts;
    std::vector<Shape> seconds;
};

Batch makeBatch(ShapeKind first, ShapeKind second)
{
    std::mt19937_64 rng(kBenchSeed + static_cast<std::uint64_t>(first) * 16 +
                        static_cast<std::uint64_t>(second));
    Batch batch;
    for (std::size_t i = 0; i < kBatchSize; ++i)
    {
        batch.firsts.push_back(randomShape(first, rng));
        batch.seconds.push_back(randomShape(second, rng));
    }
    return batch;
}

// ns per test of `pass`, a callable that runs testsPerPass tests and returns how many overlap: the
// median of kRepetitions repetitions of enough passes to last kMinimumRepetitionSeconds. The answer
// of every pass is checked against the first, which also warms the caches.
template <typename Pass> double nsPerTestOf(const Pass& pass, std::size_t testsPerPass)
{
    using Clock = std::chrono::steady_clock;
    const std::size_t overlaps = pass();

    // Calibrate how many passes over the batch make one repetition long enough to time well.
    std::size_t passes = 1;
    for (;;)
    {
        const auto start = Clock::now();
        std::size_t sink = 0;
        for (std::size_t p = 0; p < passes; ++p)
        {
            sink += pass();
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (sink != overlaps * passes)
        {
            std::abort(); // a deterministic test answered differently: never expected
        }
        if (seconds >= kMinimumRepetitionSeconds)
        {
            break;
        }
        passes *= 2;
    }

    std::vector<double> nsPerTest;
    for (int r = 0; r < kRepetitions; ++r)
    {
        std::size_t sink = 0;
        const auto start = Clock::now();
        for (std::size_t p = 0; p < passes; ++p)
        {
            sink += pass();
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (sink != overlaps * passes)
        {
            std::abort();
        }
        nsPerTest.push_back(seconds * 1e9 / static_cast<double>(passes * testsPerPass));
    }
    std::nth_element(nsPerTest.begin(), nsPerTest.begin() + kRepetitions / 2, nsPerTest.end());
    return nsPerTest[kRepetitions / 2];
}

BenchResult time(const Algorithm& algorithm, const Batch& batch)
{
    const auto pass = [&] { return algorithm.batch(batch.firsts.data(), batch.seconds.data(), kBatchSize); };
    const double nsPerTest = nsPerTestOf(pass, kBatchSize);
    return {&algorithm, nsPerTest, static_cast<double>(pass()) / kBatchSize};
}

// The batch queries: one shape of kind `one` against a batch of kind `many`.
struct BatchQueryResult
{
    ShapeKind one;
    ShapeKind many;
    double nsPerTest;
    double overlapRate;
};

constexpr ShapeKind kBatchKinds[] = {ShapeKind::Point, ShapeKind::Circle, ShapeKind::Rect};

// Every first shape of the pair's fixed batch (the same shapes as its rows') against all its second
// shapes: kBatchSize x kBatchSize tests a pass.
template <typename SoA> BatchQueryResult timeBatchQuery(ShapeKind one, ShapeKind many)
{
    const Batch batch = makeBatch(one, many);
    SoA soa;
    for (const Shape& shape : batch.seconds)
    {
        soa.add(std::get<std::remove_cvref_t<decltype(soa.at(0))>>(shape));
    }
    const auto pass = [&]
    {
        std::size_t overlaps = 0;
        for (const Shape& first : batch.firsts)
        {
            overlaps += countOverlaps(first, soa);
        }
        return overlaps;
    };
    const std::size_t tests = kBatchSize * kBatchSize;
    const double nsPerTest = nsPerTestOf(pass, tests);
    return {one, many, nsPerTest, static_cast<double>(pass()) / static_cast<double>(tests)};
}

BatchQueryResult timeBatchQuery(ShapeKind one, ShapeKind many)
{
    switch (many)
    {
    case ShapeKind::Point:
        return timeBatchQuery<PointBatch>(one, many);
    case ShapeKind::Circle:
        return timeBatchQuery<CircleBatch>(one, many);
    default:
        return timeBatchQuery<RectBatch>(one, many);
    }
}

} // namespace

int runBench(Arguments args, std::ostream& out, std::ostream& err)
{
    OptionReader options(args, {"--json"}, {"--filter"});
    if (!options.error().empty())
    {
        err << "Error: bench: " << options.error() << "\n";
        return 2;
    }
    const std::string_view filter = options.value("--filter").value_or("");
    std::vector<BenchResult> results;
    for (const Algorithm& row : algorithms())
    {
        const std::string pair = pairName(row.first, row.second);
        if (!filter.empty() && pair.find(filter) == std::string::npos &&
            row.name.find(filter) == std::string_view::npos)
        {
            continue;
        }
        results.push_back(time(row, makeBatch(row.first, row.second)));
    }
    std::vector<BatchQueryResult> batchResults;
    for (ShapeKind one : kBatchKinds)
    {
        for (ShapeKind many : kBatchKinds)
        {
            if (!filter.empty() && pairName(one, many).find(filter) == std::string::npos &&
                std::string_view("batch").find(filter) == std::string_view::npos)
            {
                continue;
            }
            batchResults.push_back(timeBatchQuery(one, many));
        }
    }
    if (results.empty() && batchResults.empty())
    {
        err << "Error: bench: no algorithm matches the filter \"" << filter << "\"\n";
        return 1;
    }
    if (options.flag("--json"))
    {
        nlohmann::json rows = nlohmann::json::array();
        for (const BenchResult& r : results)
        {
            rows.push_back({{"pair", pairName(r.algorithm->first, r.algorithm->second)},
                            {"algorithm", r.algorithm->name},
                            {"exact", r.algorithm->exact()},
                            {"ns_per_test", r.nsPerTest},
                            {"overlap_rate", r.overlapRate}});
        }
        nlohmann::json batchRows = nlohmann::json::array();
        for (const BatchQueryResult& r : batchResults)
        {
            batchRows.push_back({{"pair", pairName(r.one, r.many)},
                                 {"one", kindName(r.one)},
                                 {"many", kindName(r.many)},
                                 {"ns_per_test", r.nsPerTest},
                                 {"overlap_rate", r.overlapRate}});
        }
        out << nlohmann::json{{"batch_size", kBatchSize},
                              {"seed", kBenchSeed},
                              {"results", rows},
                              {"batch_results", batchRows}}
                   .dump(2)
            << '\n';
        return 0;
    }
    if (!results.empty())
    {
        out << std::left << std::setw(18) << "pair" << std::setw(30) << "algorithm" << std::setw(13) << "kind"
            << std::right << std::setw(12) << "ns/test" << std::setw(10) << "overlap"
            << "\n";
        for (const BenchResult& r : results)
        {
            out << std::left << std::setw(18) << pairName(r.algorithm->first, r.algorithm->second)
                << std::setw(30) << r.algorithm->name << std::setw(13)
                << (r.algorithm->exact() ? "exact" : "approximate") << std::right << std::setw(12)
                << std::fixed << std::setprecision(2) << r.nsPerTest << std::setw(9) << std::setprecision(1)
                << r.overlapRate * 100.0 << "%\n";
        }
    }
    if (batchResults.empty())
    {
        return 0;
    }
    out << (results.empty() ? "" : "\n") << "one shape against " << kBatchSize
        << " of a kind (hitlab/batch.hpp, countOverlaps)\n";
    out << std::left << std::setw(18) << "pair" << std::setw(10) << "one" << std::setw(33) << "many"
        << std::right << std::setw(12) << "ns/test" << std::setw(10) << "overlap"
        << "\n";
    for (const BatchQueryResult& r : batchResults)
    {
        out << std::left << std::setw(18) << pairName(r.one, r.many) << std::setw(10) << kindName(r.one)
            << std::setw(33) << (std::string(kindName(r.many)) + " batch") << std::right << std::setw(12)
            << std::fixed << std::setprecision(2) << r.nsPerTest << std::setw(9) << std::setprecision(1)
            << r.overlapRate * 100.0 << "%\n";
    }
    return 0;
}

} // namespace hitlab::cli
