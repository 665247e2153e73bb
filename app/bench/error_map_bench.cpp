// The error map of a whole 1280x800 canvas (320 x 200 cells of 4 pixels) for pairs whose exact half
// runs in struct-of-arrays batches (point, circle and rect against each other but two rects) and, for
// comparison, two rects, cell by cell. One thread, so that the figure is the work and not the
// machine's second core.
//
//     build-tests/app/hitlab_bench_error_map
#include "model/error_map.hpp"

#include "hitlab/registry.hpp"

#include <benchmark/benchmark.h>

#include <string_view>

namespace hitlab
{
namespace
{

void mapOf(benchmark::State& state, const Shape& moved, const Shape& other, std::string_view methodName)
{
    const Algorithm* method = findAlgorithm(kindOf(moved), kindOf(other), methodName);
    if (method == nullptr)
    {
        state.SkipWithError("no such method");
        return;
    }
    const ErrorMapGrid grid{View{{0.0, 0.0}, 1.0}, 1280, 800, kErrorMapCellPixels};
    for (auto _ : state)
    {
        ErrorMap map(1);
        map.request(moved, other, *method, grid);
        map.advanceToEnd();
        benchmark::DoNotOptimize(map.cells().data());
    }
    state.SetItemsProcessed(state.iterations() * grid.columns() * grid.rows());
}

const Shape kCircle = Circle{{0.0, 0.0}, 40.0};
const Shape kRect = Rect{{30.0, -20.0}, 160.0, 90.0, 0.4};
const Shape kPoint = Point{{5.0, 5.0}};
const Shape kOtherCircle = Circle{{60.0, 30.0}, 120.0};
const Shape kOtherRect = Rect{{-40.0, 10.0}, 200.0, 60.0, -0.3};

void circleRectGjk(benchmark::State& state)
{
    mapOf(state, kCircle, kRect, "gjk");
}
void circleRectExact(benchmark::State& state)
{
    mapOf(state, kCircle, kRect, "closest-features");
}
void circleCircleCentreDistance(benchmark::State& state)
{
    mapOf(state, kCircle, kOtherCircle, "center-distance");
}
void pointRectThesis(benchmark::State& state)
{
    mapOf(state, kPoint, kRect, "thesis-point-in-rect");
}
void rectRectAabb(benchmark::State& state)
{
    mapOf(state, kRect, kOtherRect, "aabb");
}

} // namespace

BENCHMARK(circleRectGjk)->Unit(benchmark::kMillisecond);
BENCHMARK(circleRectExact)->Unit(benchmark::kMillisecond);
BENCHMARK(circleCircleCentreDistance)->Unit(benchmark::kMillisecond);
BENCHMARK(pointRectThesis)->Unit(benchmark::kMillisecond);
BENCHMARK(rectRectAabb)->Unit(benchmark::kMillisecond);

} // namespace hitlab

BENCHMARK_MAIN();
