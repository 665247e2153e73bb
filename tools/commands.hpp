// The subcommands of hitlab-cli, one function each, so that tests can run them on string streams.
// Each takes the arguments after the subcommand's name and returns the process exit status.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <span>
#include <string_view>

namespace hitlab::cli
{

using Arguments = std::span<const std::string_view>;

int runQuery(Arguments args, std::istream& in, std::ostream& out, std::ostream& err);
// Which way `query` reads its lines. Fast (what runQuery does): large reads, well-formed lines through
// simdjson (query_fast_path.hpp), the rest as General does. General: line by line, every line through
// nlohmann::json. Both write the same bytes; test_query_paths holds them to it.
enum class QueryPath
{
    Fast,
    General,
};
// The fast path answers its input in blocks of bytesPerThread bytes of whole lines per thread (the
// tests make them small to put many block ends among their lines); the output does not depend on it.
inline constexpr std::size_t kQueryBytesPerThread = 1 << 20;
// A line longer than this is answered with an error and not held in memory (a polygon of 100,000
// vertices takes about 4 MB); the tests lower it.
inline constexpr std::size_t kMaxQueryLineBytes = 64 << 20;
int runQuery(Arguments args, std::istream& in, std::ostream& out, std::ostream& err, QueryPath path,
             std::size_t bytesPerThread = kQueryBytesPerThread,
             std::size_t maxLineBytes = kMaxQueryLineBytes);
// `query --threads N`: N from 1 to kMaxQueryThreads; without it, one thread per core of the machine.
inline constexpr long long kMaxQueryThreads = 256;
long long defaultQueryThreads();
int runAlgorithms(Arguments args, std::ostream& out, std::ostream& err);
int runBench(Arguments args, std::ostream& out, std::ostream& err);
int runAccuracy(Arguments args, std::ostream& out, std::ostream& err);
int runCcd(Arguments args, std::ostream& out, std::ostream& err);
int runFrame(Arguments args, std::ostream& out, std::ostream& err);

} // namespace hitlab::cli
