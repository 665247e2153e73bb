// `hitlab-cli accuracy [--json] [--pairs N] [--seed S] [--filter SUBSTRING]`: how often each
// registered variant disagrees with the exact default of its pair, and by how much. --filter keeps the
// rows whose pair or name contains SUBSTRING.
//
// For every row that is not its pair's default, on seeded batches:
//   uniform       N pairs from randomShape (sizes 10..200, centres uniform in 800 x 600), the batches
//                 of `hitlab-cli bench` (docs/interfaces.md);
//   near_contact  N / 50 pairs slid together until the exact signed distance is +-(1e-2 .. 2) units
//                 (log-uniform, both signs), where boundary handling decides;
//   eccentric     for pairs with an ellipse: N / 10 pairs whose ellipses have aspect ratios up to 1:200
//                 (log-uniform), where the Hwang-Tsai approximation is at its worst;
//   diagonal      for pairs with an ellipse: N / 10 pairs in a 250 x 250 box with the (first) ellipse
//                 turned by an odd multiple of 45 degrees and, for two ellipses, the second one round
//                 (equal radii, angle 0): the case where the published Hwang-Tsai guard misfires
//                 (docs/algorithms/ellipse.md, "Defect 2"), in float for pi/4 and 3 pi/4.
// Truth is hitlab::overlap; the size of an error comes from hitlab::distance: a miss is as deep as minus the
// signed distance, a false contact as far as the signed distance. Disagreements whose exact distance
// lies within kBand of 0 are touching up to rounding and counted apart. Approximate rows are checked
// against the direction their row documents; exact rows should have no disagreement outside the band.
#include "cli_args.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/registry.hpp"
#include "testing/random_shapes.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <iomanip>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <utility>

namespace hitlab::cli
{

namespace
{

constexpr long long kDefaultPairs = 100000;
constexpr std::uint64_t kDefaultSeed = 20261122;
// Exact signed distances within this band of 0 are touching up to rounding.
constexpr double kBand = 1e-6;
constexpr int kNearContactDivisor = 50;
constexpr int kEccentricDivisor = 10;
constexpr double kMaxAspect = 200.0;

struct Tally
{
    std::size_t cases = 0;
    std::size_t overlapping = 0;
    std::size_t separated = 0;
    std::size_t falsePositives = 0; // contact reported, none exists (outside the band)
    std::size_t falseNegatives = 0; // contact missed (outside the band)
    std::size_t withinBand = 0;     // disagreements within kBand of touching
    double worstMissDepth = 0.0;
    double worstFalseContactGap = 0.0;

    double falsePositiveRate() const
    {
        return separated ? static_cast<double>(falsePositives) / separated : 0.0;
    }
    double falseNegativeRate() const
    {
        return overlapping ? static_cast<double>(falseNegatives) / overlapping : 0.0;
    }
    std::size_t disagreements() const { return falsePositives + falseNegatives; }

    void add(const Shape& first, const Shape& second, bool got)
    {
        ++cases;
        const bool truth = overlap(first, second);
        (truth ? overlapping : separated) += 1;
        if (got == truth)
        {
            return;
        }
        const double signedDistance = distance(first, second).value;
        if (std::abs(signedDistance) <= kBand)
        {
            ++withinBand;
        }
        else if (got)
        {
            ++falsePositives;
            worstFalseContactGap = std::max(worstFalseContactGap, signedDistance);
        }
        else
        {
            ++falseNegatives;
            worstMissDepth = std::max(worstMissDepth, -signedDistance);
        }
    }
};

struct Batch
{
    std::string name;
    Tally tally;
};

struct RowReport
{
    const Algorithm* row;
    std::vector<Batch> batches;
};

double uniform(std::mt19937_64& rng, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}

// An ellipse of the random-shape distribution with its minor radius divided down to an aspect ratio
// log-uniform in [1, kMaxAspect]; other kinds unchanged.
Shape eccentric(Shape shape, std::mt19937_64& rng)
{
    if (Ellipse* e = std::get_if<Ellipse>(&shape))
    {
        const double aspect = std::exp(uniform(rng, 0.0, std::log(kMaxAspect)));
        e->radiusY = e->radiusX / aspect;
    }
    return shape;
}

// The diagonal batch's pair: see the file comment.
void makeDiagonal(Shape& first, Shape& second, std::mt19937_64& rng)
{
    const double angle = (2 * std::uniform_int_distribution<int>(0, 3)(rng) + 1) * kPi / 4.0;
    if (Ellipse* e = std::get_if<Ellipse>(&first))
    {
        e->angle = angle;
        if (Ellipse* round = std::get_if<Ellipse>(&second))
        {
            round->radiusY = round->radiusX;
            round->angle = 0.0;
        }
    }
    else if (Ellipse* e2 = std::get_if<Ellipse>(&second))
    {
        e2->angle = angle;
    }
}

// Two shapes of a row's kinds, drawn for one batch; empty when the draw could not place them.
using DrawnPair = std::optional<std::pair<Shape, Shape>>;

// `count` pairs from draw(rng, i) tallied against the row's answers. Each batch has a generator of its
// own, so that adding or changing one batch never shifts the pairs of another.
template <typename Draw>
Batch drawBatch(const Algorithm& row, std::string name, std::uint64_t seed, long long count, Draw draw)
{
    std::mt19937_64 rng(seed);
    Batch batch{std::move(name), {}};
    for (long long i = 0; i < count; ++i)
    {
        if (const DrawnPair pair = draw(rng, i))
        {
            batch.tally.add(pair->first, pair->second, row.overlap(pair->first, pair->second, nullptr));
        }
    }
    return batch;
}

RowReport measure(const Algorithm& row, long long pairs, std::uint64_t seed)
{
    RowReport report{&row, {}};
    const std::uint64_t pairSeed =
        seed + static_cast<std::uint64_t>(row.first) * 16 + static_cast<std::uint64_t>(row.second);
    // Every row of a pair sees the same batches: the seed depends on the pair only.
    report.batches.push_back(drawBatch(row, "uniform", pairSeed, pairs, [&](std::mt19937_64& rng, long long) {
        Shape first = randomShape(row.first, rng);
        Shape second = randomShape(row.second, rng);
        return DrawnPair({std::move(first), std::move(second)});
    }));
    RandomShapeOptions close;
    close.boxMax = {250.0, 250.0};
    const long long nearCount = std::max<long long>(1, pairs / kNearContactDivisor);
    report.batches.push_back(
        drawBatch(row, "near_contact", pairSeed + 1, nearCount, [&](std::mt19937_64& rng, long long i) {
            Shape first = randomShape(row.first, rng, close);
            const Shape second = randomShape(row.second, rng, close);
            const double magnitude = std::pow(10.0, uniform(rng, -2.0, std::log10(2.0)));
            const double target = i % 2 == 0 ? magnitude : -magnitude;
            const Vec2 direction = unitFromAngle(uniform(rng, 0.0, 2.0 * kPi));
            std::optional<Shape> placed = placeAtDistance(first, second, direction, target);
            return placed ? DrawnPair({std::move(first), std::move(*placed)}) : std::nullopt;
        }));
    if (row.first == ShapeKind::Ellipse || row.second == ShapeKind::Ellipse)
    {
        const long long count = std::max<long long>(1, pairs / kEccentricDivisor);
        report.batches.push_back(
            drawBatch(row, "eccentric", pairSeed + 2, count, [&](std::mt19937_64& rng, long long) {
                Shape first = eccentric(randomShape(row.first, rng), rng);
                Shape second = eccentric(randomShape(row.second, rng), rng);
                return DrawnPair({std::move(first), std::move(second)});
            }));
        report.batches.push_back(
            drawBatch(row, "diagonal", pairSeed + 3, count, [&](std::mt19937_64& rng, long long) {
                Shape first = randomShape(row.first, rng, close);
                Shape second = randomShape(row.second, rng, close);
                makeDiagonal(first, second, rng);
                return DrawnPair({std::move(first), std::move(second)});
            }));
    }
    return report;
}

std::string_view directionName(ErrorDirection direction)
{
    switch (direction)
    {
    case ErrorDirection::None:
        return "none";
    case ErrorDirection::MissesOnly:
        return "misses only";
    case ErrorDirection::FalseContactsOnly:
        return "false contacts only";
    case ErrorDirection::BothWays:
        return "both ways";
    }
    return "none";
}

// Whether a batch's errors outside the band stay in the row's documented direction.
bool consistent(const Algorithm& row, const Tally& t)
{
    switch (row.errors)
    {
    case ErrorDirection::None:
        return t.disagreements() == 0;
    case ErrorDirection::MissesOnly:
        return t.falsePositives == 0;
    case ErrorDirection::FalseContactsOnly:
        return t.falseNegatives == 0;
    case ErrorDirection::BothWays:
        return true;
    }
    return true;
}

nlohmann::json toJson(const RowReport& report)
{
    const Algorithm& row = *report.row;
    nlohmann::json batches = nlohmann::json::object();
    for (const Batch& b : report.batches)
    {
        const Tally& t = b.tally;
        batches[b.name] = {{"cases", t.cases},
                           {"overlapping", t.overlapping},
                           {"separated", t.separated},
                           {"false_positives", t.falsePositives},
                           {"false_negatives", t.falseNegatives},
                           {"false_positive_rate", t.falsePositiveRate()},
                           {"false_negative_rate", t.falseNegativeRate()},
                           {"worst_miss_depth", t.worstMissDepth},
                           {"worst_false_contact_gap", t.worstFalseContactGap},
                           {"disagreements", t.disagreements()},
                           {"disagreements_within_band", t.withinBand},
                           {"consistent_with_documented_direction", consistent(row, t)}};
    }
    return {{"pair", pairName(row.first, row.second)}, {"algorithm", row.name}, {"exact", row.exact()},
            {"errs", directionName(row.errors)},       {"source", row.source},  {"batches", batches}};
}

std::string percent(double fraction)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(fraction != 0.0 && fraction < 0.001 ? 4 : 2) << fraction * 100.0
         << "%";
    return text.str();
}

std::string units(double value)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(value < 0.01 && value > 0.0 ? 6 : 2) << value;
    return text.str();
}

void printTable(const std::vector<RowReport>& reports, long long pairs, std::uint64_t seed, std::ostream& out)
{
    out << "accuracy against the exact default: " << pairs << " uniform pairs per row, "
        << pairs / kNearContactDivisor << " near-contact pairs (|distance| 1e-2..2), "
        << pairs / kEccentricDivisor
        << " eccentric pairs (ellipse aspect up to 1:200) and as many diagonal pairs (ellipse at odd "
           "multiples of 45"
        << " degrees, the other round) where an ellipse takes part; seed " << seed
        << "; disagreements within " << kBand << " of touching are counted apart\n";
    out << "FN = missed contact (rate of the overlapping pairs, worst depth in units); "
           "FP = false contact (rate of the separated pairs, worst gap in units)\n\n";
    out << "approximate variants\n";
    out << std::left << std::setw(18) << "pair" << std::setw(30) << "algorithm" << std::setw(14) << "batch"
        << std::right << std::setw(9) << "overlap" << std::setw(8) << "FN" << std::setw(10) << "FN rate"
        << std::setw(12) << "worst miss" << std::setw(9) << "apart" << std::setw(8) << "FP" << std::setw(10)
        << "FP rate" << std::setw(12) << "worst FP"
        << "  errs (documented)\n";
    for (const RowReport& report : reports)
    {
        const Algorithm& row = *report.row;
        if (row.exact())
        {
            continue;
        }
        for (const Batch& b : report.batches)
        {
            const Tally& t = b.tally;
            out << std::left << std::setw(18) << pairName(row.first, row.second) << std::setw(30) << row.name
                << std::setw(14) << b.name << std::right << std::setw(9) << t.overlapping << std::setw(8)
                << t.falseNegatives << std::setw(10) << percent(t.falseNegativeRate()) << std::setw(12)
                << units(t.worstMissDepth) << std::setw(9) << t.separated << std::setw(8) << t.falsePositives
                << std::setw(10) << percent(t.falsePositiveRate()) << std::setw(12)
                << units(t.worstFalseContactGap) << "  " << directionName(row.errors)
                << (consistent(row, t) ? "" : "  <- NOT AS DOCUMENTED") << "\n";
        }
    }
    out << "\nexact variants: disagreements with the exact default (should be 0 outside rounding)\n";
    out << std::left << std::setw(18) << "pair" << std::setw(30) << "algorithm" << std::setw(14) << "batch"
        << std::right << std::setw(9) << "cases" << std::setw(15) << "disagreements" << std::setw(14)
        << "within band"
        << "\n";
    for (const RowReport& report : reports)
    {
        const Algorithm& row = *report.row;
        if (!row.exact())
        {
            continue;
        }
        for (const Batch& b : report.batches)
        {
            out << std::left << std::setw(18) << pairName(row.first, row.second) << std::setw(30) << row.name
                << std::setw(14) << b.name << std::right << std::setw(9) << b.tally.cases << std::setw(15)
                << b.tally.disagreements() << std::setw(14) << b.tally.withinBand
                << (b.tally.disagreements() == 0 ? "" : "  <- NOT EXACT") << "\n";
        }
    }
}

} // namespace

int runAccuracy(Arguments args, std::ostream& out, std::ostream& err)
{
    OptionReader options(args, {"--json"}, {"--pairs", "--seed", "--filter"});
    const long long pairs = options.integer("--pairs", kDefaultPairs, 1);
    const long long seed = options.integer("--seed", static_cast<long long>(kDefaultSeed), 0);
    if (!options.error().empty())
    {
        err << "Error: accuracy: " << options.error() << "\n";
        return 2;
    }
    const std::string_view filter = options.value("--filter").value_or("");
    std::vector<RowReport> reports;
    for (const Algorithm& row : algorithms())
    {
        if (&row == &defaultAlgorithm(row.first, row.second))
        {
            continue; // the default is the reference
        }
        const std::string pair = pairName(row.first, row.second);
        if (!filter.empty() && pair.find(filter) == std::string::npos &&
            row.name.find(filter) == std::string_view::npos)
        {
            continue;
        }
        reports.push_back(measure(row, pairs, static_cast<std::uint64_t>(seed)));
    }
    if (reports.empty())
    {
        err << "Error: accuracy: no algorithm matches the filter \"" << filter << "\"\n";
        return 1;
    }
    if (options.flag("--json"))
    {
        nlohmann::json rows = nlohmann::json::array();
        for (const RowReport& report : reports)
        {
            rows.push_back(toJson(report));
        }
        out << nlohmann::json{{"pairs", pairs},
                              {"near_contact_pairs", std::max<long long>(1, pairs / kNearContactDivisor)},
                              {"eccentric_pairs", std::max<long long>(1, pairs / kEccentricDivisor)},
                              {"diagonal_pairs", std::max<long long>(1, pairs / kEccentricDivisor)},
                              {"seed", seed},
                              {"band", kBand},
                              {"results", rows}}
                   .dump(2)
            << '\n';
        return 0;
    }
    printTable(reports, pairs, static_cast<std::uint64_t>(seed), out);
    return 0;
}

} // namespace hitlab::cli
