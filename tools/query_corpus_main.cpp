// hitlab-query-corpus LINES [SEED]: writes LINES seeded random query lines to stdout (query_corpus.hpp),
// the input of the query throughput recipes in the README.
#include "query_corpus.hpp"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <string_view>

namespace
{

bool parseCount(std::string_view text, std::uint64_t& value)
{
    const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
    return code == std::errc() && end == text.data() + text.size();
}

} // namespace

int main(int argc, char** argv)
{
    std::uint64_t lines = 0;
    std::uint64_t seed = hitlab::cli::kQueryCorpusSeed;
    if (argc < 2 || argc > 3 || !parseCount(argv[1], lines) || (argc == 3 && !parseCount(argv[2], seed)))
    {
        std::cerr << "usage: hitlab-query-corpus LINES [SEED]\n";
        return 2;
    }
    // In slices, so that a large corpus never sits in memory whole; each slice has its own seed.
    constexpr std::uint64_t kSlice = 100000;
    for (std::uint64_t done = 0; done < lines; done += kSlice)
    {
        const std::string text =
            hitlab::cli::queryCorpus(std::min(kSlice, lines - done), seed + done / kSlice);
        std::cout.write(text.data(), static_cast<std::streamsize>(text.size()));
    }
    return std::cout.good() ? 0 : 1;
}
