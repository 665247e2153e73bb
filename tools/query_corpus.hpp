// Seeded random input for `hitlab-cli query`: one {"a": SHAPE, "b": SHAPE} line per pair, cycling
// through every ordered pair of shape kinds, shapes as the benchmark makes them (sizes 10..200, centres
// in an 800 x 600 box). The same seed gives the same text. The query throughput figure of
// `hitlab-cli bench`, hitlab-query-corpus and the tests read it.
#pragma once

#include "hitlab/shapes.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace hitlab::cli
{

inline constexpr std::uint64_t kQueryCorpusSeed = 20261123;

// `lines` lines, each ending in a newline; every line of the pair of kinds `only` when it is given.
std::string queryCorpus(std::size_t lines, std::uint64_t seed = kQueryCorpusSeed,
                        std::optional<std::pair<ShapeKind, ShapeKind>> only = std::nullopt);

} // namespace hitlab::cli
