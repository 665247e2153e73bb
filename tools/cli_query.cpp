// `hitlab-cli query` and `hitlab-cli algorithms` (docs/interfaces.md).
#include "cli_args.hpp"
#include "hitlab/registry.hpp"
#include "json_text.hpp"
#include "query_fast_path.hpp"
#include "shape_json.hpp"
#include "trace_json.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>
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

// One thread of the query: its own fast path (a simdjson parser is not shared between threads).
struct LineAnswerer
{
    std::optional<FastQueryPath> fast;
    bool anyFailed = false;

    // Appends to `written` the answers to the lines of text, the first of which is line firstLineNumber
    // of the input: each line ends at a newline or, for the input's last line, at the end of text.
    // kQueryLinePadding readable bytes follow text.
    void answerLines(std::string_view text, long firstLineNumber, std::string_view algorithmName,
                     bool withTrace, std::string& written)
    {
        long lineNumber = firstLineNumber;
        std::size_t begin = 0;
        while (begin < text.size())
        {
            const std::size_t newline = text.find('\n', begin);
            const std::size_t lineEnd = newline == std::string_view::npos ? text.size() : newline;
            const std::string_view line = text.substr(begin, lineEnd - begin);
            if (!(fast && fast->answer(line, written)))
            {
                std::ostringstream answer;
                anyFailed |= !appendAnswer(std::string(line), lineNumber, algorithmName, withTrace, answer);
                written += answer.str();
            }
            ++lineNumber;
            begin = lineEnd + 1;
        }
    }
};

// Cuts text, made of whole lines, into at most `parts` pieces of whole lines of about equal size.
std::vector<std::string_view> splitAtLines(std::string_view text, std::size_t parts)
{
    std::vector<std::string_view> pieces;
    std::size_t begin = 0;
    for (std::size_t part = 1; part <= parts && begin < text.size(); ++part)
    {
        std::size_t end = text.size();
        if (part < parts)
        {
            const std::size_t newline = text.find('\n', std::max(begin, text.size() * part / parts));
            end = newline == std::string_view::npos ? text.size() : newline + 1;
        }
        pieces.push_back(text.substr(begin, end - begin));
        begin = end;
    }
    return pieces;
}

// Reads the input in large blocks and cuts each block's whole lines into pieces of about kPieceBytes,
// which the threads take one at a time, first come first served (a line may take a thousand times
// another's time, so equal shares of bytes would leave a thread waiting). Each thread answers the
// lines of its pieces, those the fast path accepts without a JSON tree and the others as
// answerEveryLine does; the pieces' answers go out in input order, in large writes. Lines are
// independent, so the bytes written do not depend on the number of threads or on the block size.
bool answerInBlocks(std::istream& in, std::ostream& out, std::string_view algorithmName, bool withTrace,
                    std::size_t threads, std::size_t bytesPerThread)
{
    constexpr std::size_t kPieceBytes = 1 << 16;
    // Blocks stop growing with the thread count beyond this many threads' worth: a block then still
    // holds several pieces per thread, and many threads do not claim memory in proportion.
    constexpr std::size_t kMostThreadsPerBlock = 16;
    std::vector<LineAnswerer> answerers(threads);
    // A block is the whole lines among the buffer's bytes; the buffer grows when one line is longer.
    // Unanswered input is buffer[begin, end); beyond end, kQueryLinePadding bytes are always allocated.
    std::vector<char> buffer(std::max<std::size_t>(1, bytesPerThread) * std::min(threads, kMostThreadsPerBlock) +
                             kQueryLinePadding);
    std::vector<std::string> answers;
    std::size_t begin = 0;
    std::size_t end = 0;
    bool atEnd = false;
    long lineNumber = 1;
    while (!(atEnd && begin == end))
    {
        // Keep the unanswered input, at the front, and read behind it what has arrived, up to a block:
        // wait for more only while no whole line is there, so that interactive lines are answered as
        // they come.
        std::memmove(buffer.data(), buffer.data() + begin, end - begin);
        end -= begin;
        begin = 0;
        const std::size_t capacity = buffer.size() - kQueryLinePadding;
        while (!atEnd && end < capacity)
        {
            const std::streamsize arrived =
                in.readsome(buffer.data() + end, static_cast<std::streamsize>(capacity - end));
            if (arrived > 0)
            {
                end += static_cast<std::size_t>(arrived);
            }
            else if (std::memchr(buffer.data(), '\n', end) != nullptr)
            {
                break;
            }
            else if (std::istream::traits_type::eq_int_type(in.rdbuf()->sgetc(),
                                                            std::istream::traits_type::eof()))
            {
                atEnd = true; // sgetc waits for input; it found none
            }
        }
        const std::string_view unanswered(buffer.data(), end);
        const std::size_t lastNewline = unanswered.rfind('\n');
        if (!atEnd && lastNewline == std::string_view::npos)
        {
            // A line longer than the buffer: make room for more of it.
            buffer.resize(2 * buffer.size());
            continue;
        }
        // Whole lines; at the input's end, also a last line without a newline.
        const std::string_view lines = atEnd ? unanswered : unanswered.substr(0, lastNewline + 1);
        const std::size_t pieceCount = threads == 1 ? 1 : std::max(threads, lines.size() / kPieceBytes);
        const std::vector<std::string_view> pieces = splitAtLines(lines, pieceCount);
        std::vector<long> firstLineNumbers;
        for (const std::string_view piece : pieces)
        {
            firstLineNumbers.push_back(lineNumber);
            lineNumber += static_cast<long>(std::count(piece.begin(), piece.end(), '\n'));
        }
        answers.resize(std::max(answers.size(), pieces.size()));
        std::atomic<std::size_t> nextPiece = 0;
        auto answerPieces = [&](LineAnswerer& answerer)
        {
            if (!withTrace && !answerer.fast)
            {
                answerer.fast.emplace(algorithmName); // on first use: a thread that never works needs none
            }
            for (std::size_t i = nextPiece++; i < pieces.size(); i = nextPiece++)
            {
                answerer.answerLines(pieces[i], firstLineNumbers[i], algorithmName, withTrace, answers[i]);
            }
        };
        std::vector<std::thread> helpers;
        for (std::size_t t = 1; t < std::min(threads, pieces.size()); ++t)
        {
            helpers.emplace_back(answerPieces, std::ref(answerers[t]));
        }
        answerPieces(answerers[0]);
        for (std::thread& helper : helpers)
        {
            helper.join();
        }
        for (std::size_t i = 0; i < pieces.size(); ++i)
        {
            out.write(answers[i].data(), static_cast<std::streamsize>(answers[i].size()));
            answers[i].clear();
        }
        out.flush();
        begin = lines.size();
    }
    return std::none_of(answerers.begin(), answerers.end(), [](const LineAnswerer& a) { return a.anyFailed; });
}

} // namespace

long long defaultQueryThreads()
{
    const unsigned cores = std::thread::hardware_concurrency();
    return std::clamp<long long>(cores, 1, kMaxQueryThreads);
}

int runQuery(Arguments args, std::istream& in, std::ostream& out, std::ostream& err)
{
    return runQuery(args, in, out, err, QueryPath::Fast);
}

int runQuery(Arguments args, std::istream& in, std::ostream& out, std::ostream& err, QueryPath path,
             std::size_t bytesPerThread)
{
    OptionReader options(args, {"--trace"}, {"--algorithm", "--threads"});
    const long long threads = options.integer("--threads", defaultQueryThreads(), 1, kMaxQueryThreads);
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
    const bool allAnswered =
        path == QueryPath::Fast
            ? answerInBlocks(in, out, algorithmName, withTrace, static_cast<std::size_t>(threads), bytesPerThread)
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
