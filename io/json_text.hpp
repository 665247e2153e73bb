// JSON text in and out of error messages: parsing that never throws and names the place at fault,
// and a bounded echo of the values users give, so that no input, however long or deeply nested, can
// make a message huge or its printing recurse without end.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace hitlab::io
{

// Arrays and objects may nest this deep in a document. Scenes and query lines need 4 levels; the
// limit keeps every later walk over a parsed value (copies, comparisons, dumps) shallow.
inline constexpr std::size_t kMaxJsonDepth = 256;

// At most this many characters of a user's value are echoed in a message, then "...".
inline constexpr std::size_t kEchoLimit = 64;

struct ParsedJson
{
    nlohmann::json value;
    std::string error; // empty on success

    explicit operator bool() const { return error.empty(); }
};

// Parses one JSON document. Never throws. On failure, error says where and why:
//   "not valid JSON at byte 7 (line 1, column 7): syntax error while parsing object key - unexpected
//    number literal; expected string literal"
//   "shapes[0].cx: the number 1e400 is beyond the range of a double (byte 33)"
//   "a.b.c...: nested deeper than 256 arrays and objects"
//   "shapes[0].cx: the key appears twice in the same object"
// A path names the value at fault as the readers do: keys after dots, array positions in brackets.
ParsedJson parseJson(std::string_view text);

// The value as compact JSON, cut after about `limit` characters with "...". Walks the value without
// recursion, and stops as soon as the limit is reached, so a value nested 100,000 deep or a 5 MB
// string costs no more than a short one.
std::string echo(const nlohmann::json& value, std::size_t limit = kEchoLimit);

// A string as a JSON string literal (quoted and escaped), cut the same way. Bytes that are not UTF-8
// are shown as \xHH, so the result is always valid UTF-8.
std::string echoString(std::string_view text, std::size_t limit = kEchoLimit);

// An object key for a path in a message ("algorithms.<key>"): unquoted, escaped and cut the same way.
std::string echoKey(std::string_view key, std::size_t limit = kEchoLimit);

// The shortest text that reads back as the same double: "-1e-300", "0.1", "1e+15".
std::string formatNumber(double value);

} // namespace hitlab::io
