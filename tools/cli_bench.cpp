// `hitlab-cli bench`: ns per test of every registered algorithm on fixed random batches.
//
// Batches follow docs/interfaces.md ("hitlab-cli bench"): shapes of size 10..200 with centres uniform in
// an 800 x 600 box, a fixed seed per pair, so every run times the same cases. Each algorithm runs its
// batch loop (the row's BatchFunction, with the test inlined) for several repetitions of at least a few
// ms each; the median repetition is reported, which shrugs off a stray context switch.
#include "cli_args.hpp"
#include "testing/random_shapes.hpp"
#include "hitlab/registry.hpp"

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

BenchResult time(const Algorithm& algorithm, const Batch& batch)
{
    using Clock = std::chrono::steady_clock;
    const std::size_t overlaps = algorithm.batch(batch.firsts.data(), batch.seconds.data(), kBatchSize);

    // Calibrate how many passes over the batch make one repetition long enough to time well.
    std::size_t passes = 1;
    for (;;)
    {
        const auto start = Clock::now();
        std::size_t sink = 0;
        for (std::size_t p = 0; p < passes; ++p)
        {
            sink += algorithm.batch(batch.firsts.data(), batch.seconds.data(), kBatchSize);
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
            sink += algorithm.batch(batch.firsts.data(), batch.seconds.data(), kBatchSize);
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (sink != overlaps * passes)
        {
            std::abort();
        }
        nsPerTest.push_back(seconds * 1e9 / static_cast<double>(passes * kBatchSize));
    }
    std::nth_element(nsPerTest.begin(), nsPerTest.begin() + kRepetitions / 2, nsPerTest.end());
    return {&algorithm, nsPerTest[kRepetitions / 2], static_cast<double>(overlaps) / kBatchSize};
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
    if (results.empty())
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
        out << nlohmann::json{{"batch_size", kBatchSize}, {"seed", kBenchSeed}, {"results", rows}}.dump(2)
            << '\n';
        return 0;
    }
    out << std::left << std::setw(18) << "pair" << std::setw(30) << "algorithm" << std::setw(13) << "kind"
        << std::right << std::setw(12) << "ns/test" << std::setw(10) << "overlap"
        << "\n";
    for (const BenchResult& r : results)
    {
        out << std::left << std::setw(18) << pairName(r.algorithm->first, r.algorithm->second)
            << std::setw(30) << r.algorithm->name << std::setw(13)
            << (r.algorithm->exact() ? "exact" : "approximate") << std::right << std::setw(12) << std::fixed
            << std::setprecision(2) << r.nsPerTest << std::setw(9) << std::setprecision(1)
            << r.overlapRate * 100.0 << "%\n";
    }
    return 0;
}

} // namespace hitlab::cli
