// Large convex polygons (issue 11): a regular n-gon of radius 1000 (and a thin one, squashed to 1 % in x)
// against every kind, overlapping by 5, touching its vertex and 20 apart; overlap and signed distance
// through the Shape interface, as the query and the sandbox call them. Plus makePolygon itself (the
// checks a loaded polygon goes through). Run with --benchmark_filter=100000 to pick a size. Timings
// never decide a test; core/tests/polygon_scan_test.cpp holds the answers to the full scans.
#include "hitlab/overlap.hpp"
#include "hitlab/shapes.hpp"

#include <benchmark/benchmark.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace
{

constexpr double kPi = 3.14159265358979323846;
constexpr double kRadius = 1000.0;

std::vector<hitlab::Vec2> regularPoints(int count, hitlab::Vec2 center, double squash, double turn)
{
    std::vector<hitlab::Vec2> points;
    points.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
    {
        const double t = 2.0 * kPi * i / count + turn;
        points.push_back(center + hitlab::Vec2{kRadius * squash * std::cos(t), kRadius * std::sin(t)});
    }
    return points;
}

hitlab::Polygon regular(int count, hitlab::Vec2 center, double squash, double turn)
{
    return *hitlab::makePolygon(regularPoints(count, center, squash, turn)).polygon;
}

// The other shape of each kind, its nearest part `gap` beyond x (the polygon's rightmost vertex at y 0).
std::vector<std::pair<std::string, hitlab::Shape>> others(double x, double gap, int count, double squash)
{
    using namespace hitlab;
    const double at = x + gap;
    return {
        {"point", Point{{at, 0.0}}},
        {"circle", Circle{{at + 10.0, 0.0}, 10.0}},
        {"ellipse", Ellipse{{at + 10.0, 0.0}, 10.0, 5.0, 0.0}},
        {"rect", Rect{{at + 10.0, 0.0}, 20.0, 30.0, 0.0}},
        {"polygon", regular(count, {at + kRadius * squash, 0.0}, squash, gap == 0.0 ? 0.0 : kPi / count)},
        {"segment", Segment{{at, 0.0}, {at + 50.0, 10.0}}},
        {"capsule", Capsule{{at + 10.0, 0.0}, {at + 60.0, 10.0}, 10.0}},
        {"fan", Fan{{at + 100.0, 0.0}, kPi, 0.5, 0.0, 100.0}},
    };
}

void registerSize(int count, double squash, const std::string& shapeName)
{
    const hitlab::Polygon big = regular(count, {0.0, 0.0}, squash, 0.0);
    const double x = kRadius * squash;
    for (const auto& [placement, gap] : {std::pair{"overlapping", -5.0}, std::pair{"touching", 0.0},
                                         std::pair{"apart", 20.0}})
    {
        for (auto& [kind, other] : others(x, gap, count, squash))
        {
            const std::string name = shapeName + std::to_string(count) + "/" + kind + "/" + placement;
            const hitlab::Shape a = big;
            const hitlab::Shape b = other;
            benchmark::RegisterBenchmark((name + "/overlap").c_str(),
                                         [a, b](benchmark::State& state)
                                         {
                                             for (auto _ : state)
                                             {
                                                 benchmark::DoNotOptimize(hitlab::overlap(a, b));
                                             }
                                         })
                ->Unit(benchmark::kMillisecond);
            benchmark::RegisterBenchmark((name + "/distance").c_str(),
                                         [a, b](benchmark::State& state)
                                         {
                                             for (auto _ : state)
                                             {
                                                 benchmark::DoNotOptimize(hitlab::distance(a, b));
                                             }
                                         })
                ->Unit(benchmark::kMillisecond);
        }
    }
    benchmark::RegisterBenchmark((shapeName + std::to_string(count) + "/makePolygon").c_str(),
                                 [points = regularPoints(count, {0.0, 0.0}, squash, 0.0)](benchmark::State& state)
                                 {
                                     for (auto _ : state)
                                     {
                                         benchmark::DoNotOptimize(hitlab::makePolygon(points));
                                     }
                                 })
        ->Unit(benchmark::kMillisecond);
}

} // namespace

int main(int argc, char** argv)
{
    for (const int count : {30000, 100000})
    {
        registerSize(count, 1.0, "regular");
        registerSize(count, 0.01, "thin");
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
