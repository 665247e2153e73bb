// The fast path of `hitlab-cli query`: well-formed lines read with simdjson and answered without a
// JSON tree, the answer written straight into an output buffer.
//
// It answers a line only when it is sure to write what the general path (nlohmann::json, with its
// error messages) writes for it: a valid JSON object of at most a few levels whose "a" and "b" are
// valid shapes, answered by a row that exists. Anything else (a syntax error, a missing or invalid
// field, a number simdjson and nlohmann::json might read differently, an algorithm with no row for the
// pair) is left to the general path, so answers and error messages match by construction; the test
// test_query_paths pipes corpora through both and compares them byte for byte.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace hitlab::cli
{

// A line handed to FastQueryPath::answer must be followed by this many readable bytes (simdjson reads
// whole 64-byte blocks; what they hold does not matter).
inline constexpr std::size_t kQueryLinePadding = 64;

class FastQueryPath
{
public:
    // algorithmName: "default", "all" or the name of a registry row (checked by the caller).
    explicit FastQueryPath(std::string_view algorithmName);
    ~FastQueryPath();
    FastQueryPath(const FastQueryPath&) = delete;
    FastQueryPath& operator=(const FastQueryPath&) = delete;

    // Appends the answer to `line` and a newline to out and returns true, or returns false and leaves
    // out as it was when the line is one for the general path.
    bool answer(std::string_view line, std::string& out);

private:
    struct State;
    std::unique_ptr<State> state_;
};

} // namespace hitlab::cli
