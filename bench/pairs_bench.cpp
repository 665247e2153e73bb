// Google Benchmark view of the algorithm table: one benchmark per registry row, on the same kind of
// batches as `hitlab-cli bench` (sizes 10..200, centres in 800 x 600, fixed seed). Run with
// --benchmark_filter=circle/rect to pick rows. Timings never decide a test.
#include "testing/random_shapes.hpp"
#include "hitlab/registry.hpp"

#include <benchmark/benchmark.h>

#include <string>

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

} // namespace

int main(int argc, char** argv)
{
    for (const hitlab::Algorithm& row : hitlab::algorithms())
    {
        registerRow(row);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
