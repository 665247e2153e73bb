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
//
// Last, the query's throughput in lines per second on seeded corpora (query_corpus.hpp), beside the
// general path's and the answers' own (the floor without JSON).
#include "cli_args.hpp"
#include "hitlab/batch.hpp"
#include "hitlab/registry.hpp"
#include "query_corpus.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <streambuf>

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

// The query's throughput: `hitlab-cli query` (runQuery, as the command runs it, on string streams) over
// a fixed corpus, in lines per second, beside the floor it cannot beat: the same answers computed
// from shapes already read, with no JSON in or out. The general path (every line through
// nlohmann::json, as the query read before the fast path) shows what the fast path saves.
constexpr std::size_t kQueryLines = 100000;
constexpr std::size_t kGeneralQueryLines = 20000;
constexpr int kQueryRepetitions = 5;

struct QueryThroughput
{
    std::string corpus; // "every pair" or a pair name
    double linesPerSecond; // with query's default thread count
    double megabytesPerSecond;
    double oneThreadLinesPerSecond;
    double generalLinesPerSecond;
    double answersAloneLinesPerSecond;
};

// Discards what it is given, so that timing the query does not time a growing string.
class NullBuffer : public std::streambuf
{
protected:
    int_type overflow(int_type c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char* /*text*/, std::streamsize count) override { return count; }
};

// Reads a text that lives elsewhere, without copying it first: an istringstream would copy the whole
// corpus (28 MB) inside the timed run, about a twentieth of its time, which the command-line query,
// reading its standard input, never pays.
class TextBuffer : public std::streambuf
{
public:
    explicit TextBuffer(std::string_view text)
    {
        // The get area is only read from; streambuf merely lacks a const interface.
        char* begin = const_cast<char*>(text.data());
        setg(begin, begin, begin + text.size());
    }
};

// The median of kQueryRepetitions timings of run(), in seconds.
template <typename Run> double medianSeconds(const Run& run)
{
    using Clock = std::chrono::steady_clock;
    std::vector<double> seconds;
    for (int r = 0; r < kQueryRepetitions; ++r)
    {
        const auto start = Clock::now();
        run();
        seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    }
    std::nth_element(seconds.begin(), seconds.begin() + kQueryRepetitions / 2, seconds.end());
    return seconds[kQueryRepetitions / 2];
}

double secondsOfQuery(const std::string& corpus, QueryPath path, std::vector<std::string_view> args = {})
{
    return medianSeconds(
        [&]
        {
            TextBuffer text(corpus);
            std::istream in(&text);
            NullBuffer discard;
            std::ostream out(&discard);
            std::ostringstream err;
            if (runQuery(args, in, out, err, path) != 0)
            {
                std::abort(); // the corpus holds valid lines only
            }
        });
}

QueryThroughput timeQuery(std::string name, std::optional<std::pair<ShapeKind, ShapeKind>> only)
{
    const std::string corpus = queryCorpus(kQueryLines, kQueryCorpusSeed, only);
    const std::string generalCorpus = queryCorpus(kGeneralQueryLines, kQueryCorpusSeed, only);
    std::vector<std::pair<Shape, Shape>> pairs;
    std::istringstream lines(corpus);
    for (std::string line; std::getline(lines, line);)
    {
        const nlohmann::json document = nlohmann::json::parse(line);
        pairs.emplace_back(*io::shapeFromJson(document["a"], "a").value,
                           *io::shapeFromJson(document["b"], "b").value);
    }
    const double answersAlone = medianSeconds(
        [&]
        {
            std::size_t overlaps = 0;
            for (const auto& [a, b] : pairs)
            {
                const AlgorithmResult result = runAlgorithm(defaultAlgorithm(kindOf(a), kindOf(b)), a, b);
                overlaps += result.overlap ? 1 : 0;
            }
            if (overlaps > pairs.size())
            {
                std::abort(); // keeps the answers from being optimised away
            }
        });
    const double fast = secondsOfQuery(corpus, QueryPath::Fast);
    const double oneThread = secondsOfQuery(corpus, QueryPath::Fast, {"--threads", "1"});
    const double general = secondsOfQuery(generalCorpus, QueryPath::General);
    return {std::move(name), static_cast<double>(kQueryLines) / fast,
            static_cast<double>(corpus.size()) / fast / 1e6, static_cast<double>(kQueryLines) / oneThread,
            static_cast<double>(kGeneralQueryLines) / general,
            static_cast<double>(kQueryLines) / answersAlone};
}

void printBatchResults(std::ostream& out, const std::vector<BatchQueryResult>& batchResults, bool afterRows)
{

    out << (afterRows ? "\n" : "") << "one shape against " << kBatchSize
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
}

void printQueryResults(std::ostream& out, const std::vector<QueryThroughput>& queryResults, bool afterRows)
{
    out << (afterRows ? "\n" : "") << "hitlab-cli query on " << kQueryLines
        << " seeded random lines (default algorithms, " << defaultQueryThreads()
        << " threads; one thread, the general path and the answers alone on one thread; general path on "
        << kGeneralQueryLines << ")\n";
    out << std::left << std::setw(18) << "corpus" << std::right << std::setw(14) << "lines/s" << std::setw(10)
        << "MB/s" << std::setw(14) << "one thread" << std::setw(16) << "general path" << std::setw(16)
        << "answers alone"
        << "\n";
    for (const QueryThroughput& r : queryResults)
    {
        out << std::left << std::setw(18) << r.corpus << std::right << std::fixed << std::setprecision(0)
            << std::setw(14) << r.linesPerSecond << std::setw(10) << std::setprecision(1)
            << r.megabytesPerSecond << std::setw(14) << std::setprecision(0) << r.oneThreadLinesPerSecond
            << std::setw(16) << r.generalLinesPerSecond
            << std::setw(16) << r.answersAloneLinesPerSecond << "\n";
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
    std::vector<QueryThroughput> queryResults;
    if (filter.empty() || std::string_view("query").find(filter) != std::string_view::npos)
    {
        queryResults.push_back(timeQuery("every pair", std::nullopt));
        queryResults.push_back(timeQuery("circle/circle", std::pair(ShapeKind::Circle, ShapeKind::Circle)));
    }
    if (results.empty() && batchResults.empty() && queryResults.empty())
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
        nlohmann::json queryRows = nlohmann::json::array();
        for (const QueryThroughput& r : queryResults)
        {
            queryRows.push_back({{"corpus", r.corpus},
                                 {"lines", kQueryLines},
                                 {"seed", kQueryCorpusSeed},
                                 {"threads", defaultQueryThreads()},
                                 {"lines_per_second", r.linesPerSecond},
                                 {"one_thread_lines_per_second", r.oneThreadLinesPerSecond},
                                 {"megabytes_per_second", r.megabytesPerSecond},
                                 {"general_path_lines_per_second", r.generalLinesPerSecond},
                                 {"answers_alone_lines_per_second", r.answersAloneLinesPerSecond}});
        }
        out << nlohmann::json{{"batch_size", kBatchSize},
                              {"seed", kBenchSeed},
                              {"results", rows},
                              {"batch_results", batchRows},
                              {"query_results", queryRows}}
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
    if (!batchResults.empty())
    {
        printBatchResults(out, batchResults, !results.empty());
    }
    if (!queryResults.empty())
    {
        printQueryResults(out, queryResults, !results.empty() || !batchResults.empty());
    }
    return 0;
}

} // namespace hitlab::cli
