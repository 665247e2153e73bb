// `hitlab-cli query` and `hitlab-cli algorithms` (docs/interfaces.md).
#include "cli_args.hpp"
#include "hitlab/registry.hpp"
#include "json_text.hpp"
#include "query_fast_path.hpp"
#include "shape_json.hpp"
#include "trace_json.hpp"

#include <cstring>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace hitlab::cli
{

namespace
{

using nlohmann::json;

json answer(const Algorithm& algorithm, const Shape& a, const Shape& b, bool withTrace)
{
    Trace trace;
    const AlgorithmResult result = runAlgorithm(algorithm, a, b, withTrace ? &trace : nullptr);
    json out = {{"overlap", result.overlap}, {"algorithm", algorithm.name}, {"exact", algorithm.exact()}};
    if (result.distance)
    {
        out["distance"] = *result.distance;
    }
    if (withTrace)
    {
        out["trace"] = io::traceToJson(trace);
    }
    return out;
}

std::string knownNames(ShapeKind a, ShapeKind b)
{
    std::string names;
    for (const Algorithm* row : algorithmsFor(a, b))
    {
        names += (names.empty() ? "" : ", ") + std::string(row->name);
    }
    return names;
}

// The answer for one input line, or an error message naming what is wrong with it.
json answerLine(const std::string& line, std::string_view algorithmName, bool withTrace)
{
    io::ParsedJson parsed = io::parseJson(line);
    if (!parsed)
    {
        return {{"error", std::move(parsed.error)}};
    }
    const json& document = parsed.value;
    if (!document.is_object())
    {
        return {{"error", "must be a JSON object {\"a\": SHAPE, \"b\": SHAPE}"}};
    }
    for (const char* key : {"a", "b"})
    {
        if (!document.contains(key))
        {
            return {{"error", std::string(key) + ": missing"}};
        }
    }
    io::Parsed<Shape> a = io::shapeFromJson(document["a"], "a");
    if (!a)
    {
        return {{"error", a.error}};
    }
    io::Parsed<Shape> b = io::shapeFromJson(document["b"], "b");
    if (!b)
    {
        return {{"error", b.error}};
    }
    const ShapeKind kindA = kindOf(*a.value);
    const ShapeKind kindB = kindOf(*b.value);
    if (algorithmName == "all")
    {
        json results = json::array();
        for (const Algorithm* row : algorithmsFor(kindA, kindB))
        {
            results.push_back(answer(*row, *a.value, *b.value, withTrace));
        }
        return {{"pair", pairName(kindA, kindB)}, {"results", results}};
    }
    const Algorithm* row = algorithmName == "default" ? &defaultAlgorithm(kindA, kindB)
                                                      : findAlgorithm(kindA, kindB, algorithmName);
    if (!row)
    {
        return {{"error", "algorithm \"" + std::string(algorithmName) + "\" has no row for the pair " +
                              pairName(kindA, kindB) + " (known: " + knownNames(kindA, kindB) + ")"}};
    }
    return answer(*row, *a.value, *b.value, withTrace);
}

// Writes the answer to one input line and a newline; false when it is an error line.
bool appendAnswer(const std::string& line, long lineNumber, std::string_view algorithmName, bool withTrace,
                  std::ostream& out)
{
    if (line.find_first_not_of(" \t\r") == std::string::npos)
    {
        // Every input line gets an output line, so positions stay aligned even for blank ones.
        out << json{{"error", "line " + std::to_string(lineNumber) + ": empty line"}}.dump() << '\n';
        return false;
    }
    json result = answerLine(line, algorithmName, withTrace);
    const bool failed = result.contains("error");
    if (failed)
    {
        result["error"] = "line " + std::to_string(lineNumber) + ": " + result["error"].get<std::string>();
    }
    // Messages are valid UTF-8 (json_text.hpp escapes what is not); replacing keeps a slip from
    // ending the run.
    out << result.dump(-1, ' ', false, json::error_handler_t::replace) << '\n';
    return !failed;
}

// The general path: line by line, every line through answerLine; the reference the fast path is held to.
bool answerEveryLine(std::istream& in, std::ostream& out, std::string_view algorithmName, bool withTrace)
{
    bool anyFailed = false;
    std::string line;
    for (long lineNumber = 1; std::getline(in, line); ++lineNumber)
    {
        anyFailed |= !appendAnswer(line, lineNumber, algorithmName, withTrace, out);
    }
    return !anyFailed;
}

// Reads the input in large blocks and answers the lines the fast path accepts without a JSON tree, the
// others as answerEveryLine does; output goes out in large writes.
bool answerInBlocks(std::istream& in, std::ostream& out, std::string_view algorithmName, bool withTrace)
{
    constexpr std::size_t kReadSize = 1 << 20;
    constexpr std::size_t kFlushSize = 1 << 16;
    std::optional<FastQueryPath> fast;
    if (!withTrace)
    {
        fast.emplace(algorithmName);
    }
    // Unanswered input is buffer[begin, end); beyond end, kQueryLinePadding bytes are always allocated.
    std::vector<char> buffer(kReadSize + kQueryLinePadding);
    std::size_t begin = 0;
    std::size_t end = 0;
    std::string written;
    written.reserve(2 * kFlushSize);
    bool anyFailed = false;
    bool atEnd = false;
    long lineNumber = 1;
    for (;;)
    {
        const char* newline = static_cast<const char*>(std::memchr(buffer.data() + begin, '\n', end - begin));
        if (newline == nullptr && !atEnd)
        {
            // Keep the unfinished line, at the front, and read more behind it.
            std::memmove(buffer.data(), buffer.data() + begin, end - begin);
            end -= begin;
            begin = 0;
            if (buffer.size() - end < kReadSize / 2 + kQueryLinePadding)
            {
                buffer.resize(2 * buffer.size());
            }
            in.read(buffer.data() + end,
                    static_cast<std::streamsize>(buffer.size() - kQueryLinePadding - end));
            const auto count = static_cast<std::size_t>(in.gcount());
            end += count;
            atEnd = count == 0;
            continue;
        }
        if (newline == nullptr && begin == end)
        {
            break; // as std::getline: no line after the last newline
        }
        const std::size_t lineEnd =
            newline != nullptr ? static_cast<std::size_t>(newline - buffer.data()) : end;
        const std::string_view line(buffer.data() + begin, lineEnd - begin);
        if (!(fast && fast->answer(line, written)))
        {
            std::ostringstream answer;
            anyFailed |= !appendAnswer(std::string(line), lineNumber, algorithmName, withTrace, answer);
            written += answer.str();
        }
        ++lineNumber;
        begin = newline != nullptr ? lineEnd + 1 : end;
        if (written.size() >= kFlushSize)
        {
            out.write(written.data(), static_cast<std::streamsize>(written.size()));
            written.clear();
        }
    }
    out.write(written.data(), static_cast<std::streamsize>(written.size()));
    return !anyFailed;
}

} // namespace

int runQuery(Arguments args, std::istream& in, std::ostream& out, std::ostream& err)
{
    return runQuery(args, in, out, err, QueryPath::Fast);
}

int runQuery(Arguments args, std::istream& in, std::ostream& out, std::ostream& err, QueryPath path)
{
    OptionReader options(args, {"--trace"}, {"--algorithm"});
    if (!options.error().empty())
    {
        err << "Error: query: " << options.error() << "\n";
        return 2;
    }
    const std::string_view algorithmName = options.value("--algorithm").value_or("default");
    if (algorithmName != "default" && algorithmName != "all" && !isAlgorithmName(algorithmName))
    {
        err << "Error: query: no algorithm is named \"" << algorithmName
            << "\" (see hitlab-cli algorithms)\n";
        return 2;
    }
    const bool withTrace = options.flag("--trace");
    const bool allAnswered = path == QueryPath::Fast ? answerInBlocks(in, out, algorithmName, withTrace)
                                                     : answerEveryLine(in, out, algorithmName, withTrace);
    return allAnswered ? 0 : 1;
}

int runAlgorithms(Arguments args, std::ostream& out, std::ostream& err)
{
    OptionReader options(args, {"--json"}, {});
    if (!options.error().empty())
    {
        err << "Error: algorithms: " << options.error() << "\n";
        return 2;
    }
    if (options.flag("--json"))
    {
        json rows = json::array();
        for (const Algorithm& row : algorithms())
        {
            rows.push_back({{"pair", pairName(row.first, row.second)},
                            {"name", row.name},
                            {"exact", row.exact()},
                            {"default", &row == &defaultAlgorithm(row.first, row.second)},
                            {"source", row.source},
                            {"description", row.description}});
        }
        out << json{{"algorithms", rows}}.dump(2) << '\n';
        return 0;
    }
    for (const Algorithm& row : algorithms())
    {
        const bool isDefault = &row == &defaultAlgorithm(row.first, row.second);
        out << pairName(row.first, row.second) << "\t" << row.name << "\t"
            << (row.exact() ? "exact" : "approximate") << (isDefault ? " (default)" : "") << "\t"
            << row.source << "\t" << row.description << "\n";
    }
    return 0;
}

} // namespace hitlab::cli
