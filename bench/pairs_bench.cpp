// Google Benchmark view of the algorithm table: one benchmark per registry row, on the same kind of
// batches as `hitlab-cli bench` (sizes 10..200, centres in 800 x 600, fixed seed). Run with
// --benchmark_filter=circle/rect to pick rows. Timings never decide a test.
//
// Then the batch queries of hitlab/batch.hpp ("batch/one-circle/many-circle"): one shape against a
// struct-of-arrays batch of kBatchSize shapes, items counted per test.
#include "hitlab/batch.hpp"
#include "hitlab/registry.hpp"
#include "testing/random_shapes.hpp"

#include <benchmark/benchmark.h>

#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace
{

constexpr std::size_t kBatchSize = 4096;

void registerRow(const hitlab::Algorithm& row)
{
    const std::string name = hitlab::pairName(row.first, row.second) + "/" + std::string(row.name);
    benchmark::RegisterBenchmark(
        name.c_str(),
        [&row](benchmark::State& state)
        {
            std::mt19937_64 rng(7);
            std::vector<hitlab::Shape> firsts;
            std::vector<hitlab::Shape> seconds;
            for (std::size_t i = 0; i < kBatchSize; ++i)
            {
                firsts.push_back(hitlab::randomShape(row.first, rng));
                seconds.push_back(hitlab::randomShape(row.second, rng));
            }
            for (auto _ : state)
            {
                benchmark::DoNotOptimize(row.batch(firsts.data(), seconds.data(), kBatchSize));
            }
            state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * kBatchSize));
        });
}

template <typename SoA> void registerBatch(hitlab::ShapeKind one, hitlab::ShapeKind many)
{
    const std::string name =
        "batch/one-" + std::string(hitlab::kindName(one)) + "/many-" + std::string(hitlab::kindName(many));
    benchmark::RegisterBenchmark(
        name.c_str(),
        [one, many](benchmark::State& state)
        {
            std::mt19937_64 rng(7);
            std::vector<hitlab::Shape> ones;
            SoA batch;
            for (std::size_t i = 0; i < kBatchSize; ++i)
            {
                ones.push_back(hitlab::randomShape(one, rng));
                const hitlab::Shape shape = hitlab::randomShape(many, rng);
                batch.add(std::get<std::remove_cvref_t<decltype(batch.at(0))>>(shape));
            }
            std::size_t next = 0;
            for (auto _ : state)
            {
                benchmark::DoNotOptimize(hitlab::countOverlaps(ones[next], batch));
                next = (next + 1) % kBatchSize;
            }
            state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * kBatchSize));
        });
}

void registerBatches()
{
    using hitlab::ShapeKind;
    for (ShapeKind one : {ShapeKind::Point, ShapeKind::Circle, ShapeKind::Rect})
    {
        registerBatch<hitlab::PointBatch>(one, ShapeKind::Point);
        registerBatch<hitlab::CircleBatch>(one, ShapeKind::Circle);
        registerBatch<hitlab::RectBatch>(one, ShapeKind::Rect);
    }
}

} // namespace

int main(int argc, char** argv)
{
    for (const hitlab::Algorithm& row : hitlab::algorithms())
    {
        registerRow(row);
    }
    registerBatches();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
