// `hitlab-cli query` and `hitlab-cli algorithms` (docs/interfaces.md).
#include "cli_args.hpp"
#include "hitlab/registry.hpp"
#include "json_text.hpp"
#include "shape_json.hpp"
#include "trace_json.hpp"

#include <iostream>
#include <string>

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

} // namespace

int runQuery(Arguments args, std::istream& in, std::ostream& out, std::ostream& err)
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
    bool anyFailed = false;
    std::string line;
    for (long lineNumber = 1; std::getline(in, line); ++lineNumber)
    {
        if (line.find_first_not_of(" \t\r") == std::string::npos)
        {
            // Every input line gets an output line, so positions stay aligned even for blank ones.
            out << json{{"error", "line " + std::to_string(lineNumber) + ": empty line"}}.dump() << '\n';
            anyFailed = true;
            continue;
        }
        json result = answerLine(line, algorithmName, withTrace);
        if (result.contains("error"))
        {
            result["error"] =
                "line " + std::to_string(lineNumber) + ": " + result["error"].get<std::string>();
            anyFailed = true;
        }
        // Messages are valid UTF-8 (json_text.hpp escapes what is not); replacing keeps a slip from
        // ending the run.
        out << result.dump(-1, ' ', false, json::error_handler_t::replace) << '\n';
    }
    return anyFailed ? 1 : 0;
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
