// `hitlab-cli query` and `hitlab-cli algorithms` (docs/interfaces.md).
#include "cli_args.hpp"
#include "hitlab/registry.hpp"
#include "json_text.hpp"
#include "query_fast_path.hpp"
#include "shape_json.hpp"
#include "trace_json.hpp"

#include <algorithm>
#include <array>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
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

// The error answer, and its newline, to a line of more than maxLineBytes bytes.
std::string overlongLineAnswer(long lineNumber, std::size_t maxLineBytes)
{
    return json{{"error", "line " + std::to_string(lineNumber) + ": longer than " +
                              std::to_string(maxLineBytes) + " bytes, the most a query line may hold"}}
               .dump() +
           '\n';
}

// Reads a line as std::getline does, keeping at most maxBytes of it: the rest of a longer line is read
// and dropped, and `tooLong` says so. False at the end of the input, when nothing was left to read.
bool readBoundedLine(std::istream& in, std::string& line, std::size_t maxBytes, bool& tooLong)
{
    line.clear();
    tooLong = false;
    bool readAny = false;
    std::array<char, 4096> chunk{};
    for (;;)
    {
        // Up to the next newline, which get() leaves in the stream.
        in.get(chunk.data(), static_cast<std::streamsize>(chunk.size()), '\n');
        const auto count = static_cast<std::size_t>(in.gcount());
        readAny |= count > 0;
        if (!tooLong && line.size() + count <= maxBytes)
        {
            line.append(chunk.data(), count);
        }
        else if (!tooLong)
        {
            tooLong = true;
            line.clear();
        }
        if (in.eof())
        {
            in.clear(std::ios::eofbit);
            return readAny;
        }
        in.clear(); // get() fails when the newline comes first
        const int next = in.peek();
        if (next == '\n')
        {
            in.ignore();
            return true;
        }
        if (next == std::istream::traits_type::eof())
        {
            return readAny;
        }
    }
}

// The general path: line by line, every line through answerLine; the reference the fast path is held to.
bool answerEveryLine(std::istream& in, std::ostream& out, std::string_view algorithmName, bool withTrace,
                     std::size_t maxLineBytes)
{
    bool anyFailed = false;
    std::string line;
    bool tooLong = false;
    for (long lineNumber = 1; readBoundedLine(in, line, maxLineBytes, tooLong); ++lineNumber)
    {
        if (tooLong)
        {
            out << overlongLineAnswer(lineNumber, maxLineBytes);
            anyFailed = true;
            continue;
        }
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
                     bool withTrace, std::size_t maxLineBytes, std::string& written)
    {
        long lineNumber = firstLineNumber;
        std::size_t begin = 0;
        while (begin < text.size())
        {
            const std::size_t newline = text.find('\n', begin);
            const std::size_t lineEnd = newline == std::string_view::npos ? text.size() : newline;
            const std::string_view line = text.substr(begin, lineEnd - begin);
            if (line.size() > maxLineBytes)
            {
                written += overlongLineAnswer(lineNumber, maxLineBytes);
                anyFailed = true;
            }
            else if (!(fast && fast->answer(line, written)))
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

// The number of newlines in text, by jumping from one to the next (lines are a few hundred bytes, and
// memchr scans such a stretch several times faster than std::count's byte-wise loop).
long newlinesIn(std::string_view text)
{
    long count = 0;
    const char* at = text.data();
    const char* const end = text.data() + text.size();
    while (const void* found = std::memchr(at, '\n', static_cast<std::size_t>(end - at)))
    {
        ++count;
        at = static_cast<const char*>(found) + 1;
    }
    return count;
}

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

// A piece of whole lines of one block and, once a thread has taken and answered it, their answers.
struct Piece
{
    std::string_view text;
    long firstLineNumber = 1;
    std::string answers;
    bool done = false;
};

// Input read in one go: whole lines (and kQueryLinePadding bytes more, allocated), cut into pieces.
struct Block
{
    std::vector<char> bytes;
    std::deque<Piece> pieces; // the work queue points at them
    std::size_t written = 0;  // the pieces whose answers went out
};

// Reads the input in blocks of whole lines and cuts each block into pieces of about kPieceBytes, which
// threads take one at a time, first come first served (a line may take a thousand times another's
// time, so equal shares of bytes would leave a thread waiting). The calling thread reads the next block
// and writes the answers of finished pieces in input order while the others answer, and answers pieces
// itself when it has nothing to read or write; a block ahead keeps every thread busy across block
// ends. Lines are independent, so the bytes written do not depend on the number of threads or on the
// block size.
class BlockAnswerer
{
public:
    BlockAnswerer(std::istream& in, std::ostream& out, std::string_view algorithmName, bool withTrace,
                  std::size_t threads, std::size_t bytesPerThread, std::size_t maxLineBytes)
        : in_(in), out_(out), algorithmName_(algorithmName), withTrace_(withTrace),
          maxLineBytes_(maxLineBytes),
          capacity_(std::max<std::size_t>(1, bytesPerThread) * std::min(threads, kMostThreadsPerBlock)),
          answerers_(threads)
    {
    }

    BlockAnswerer(const BlockAnswerer&) = delete;
    BlockAnswerer& operator=(const BlockAnswerer&) = delete;

    // The helpers stop and are joined however run() ends.
    ~BlockAnswerer()
    {
        {
            const std::lock_guard lock(mutex_);
            stopped_ = true;
        }
        workToDo_.notify_all();
        for (std::thread& helper : helpers_)
        {
            helper.join();
        }
    }

    // Answers every line of the input; false when any line got an error.
    bool run()
    {
        for (;;)
        {
            writeFinished();
            if (atEnd_ && blocks_.empty())
            {
                break;
            }
            if (!atEnd_ && blocks_.size() < kBlocksInFlight)
            {
                // Input is waited for only when every answer is out (an interactive line's too).
                const bool mayWait = blocks_.empty();
                if (mayWait)
                {
                    out_.flush();
                }
                if (readBlock(mayWait))
                {
                    continue;
                }
            }
            // Nothing can be read without waiting, or a block is read ahead: answer a piece, or wait for
            // the oldest one.
            if (!answerOnePiece(answerers_[0]))
            {
                waitForOldestPiece();
            }
        }
        out_.flush();
        return !skippedOverlongLine_ && std::none_of(answerers_.begin(), answerers_.end(),
                                                     [](const LineAnswerer& a) { return a.anyFailed; });
    }

private:
    static constexpr std::size_t kPieceBytes = 1 << 16;
    // Blocks stop growing with the thread count beyond this many threads' worth: a block then still
    // holds several pieces per thread, and many threads do not claim memory in proportion.
    static constexpr std::size_t kMostThreadsPerBlock = 16;
    // The block being answered and one read ahead.
    static constexpr std::size_t kBlocksInFlight = 2;

    // Reads the next block: the unanswered start of a line left from the last one, then what has
    // arrived, up to the capacity (more when one line is longer). Waits for input only when `mayWait`
    // (nothing else is left to do); false when it read no whole line.
    bool readBlock(bool mayWait)
    {
        std::vector<char> bytes;
        if (!spare_.empty())
        {
            bytes = std::move(spare_.back());
            spare_.pop_back();
        }
        bytes.resize(std::max(bytes.size(), std::max(capacity_, carry_.size()) + kQueryLinePadding));
        std::copy(carry_.begin(), carry_.end(), bytes.begin());
        std::size_t end = carry_.size();
        carry_.clear();
        for (;;)
        {
            const std::size_t capacity = bytes.size() - kQueryLinePadding;
            if (end == capacity)
            {
                if (std::memchr(bytes.data(), '\n', end) != nullptr)
                {
                    break;
                }
                if (end > maxLineBytes_)
                {
                    // One line, longer than any may be: answered with an error, its rest read and dropped
                    // rather than held (/dev/zero has no newline, and was read until memory ran out).
                    skipRestOfLine(bytes);
                    return true;
                }
                bytes.resize(2 * bytes.size()); // a line longer than the block: make room for more of it
                continue;
            }
            const std::streamsize arrived =
                in_.readsome(bytes.data() + end, static_cast<std::streamsize>(capacity - end));
            if (arrived > 0)
            {
                end += static_cast<std::size_t>(arrived);
            }
            else if (std::memchr(bytes.data(), '\n', end) != nullptr)
            {
                break; // whole lines have arrived: answer them now, read more later
            }
            else if (!mayWait)
            {
                carry_.assign(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(end));
                spare_.push_back(std::move(bytes));
                return false;
            }
            else if (std::istream::traits_type::eq_int_type(in_.rdbuf()->sgetc(),
                                                            std::istream::traits_type::eof()))
            {
                atEnd_ = true; // sgetc waits for input; it found none
                break;
            }
        }
        const std::string_view unanswered(bytes.data(), end);
        // Whole lines; at the input's end, also a last line without a newline.
        const std::size_t lastNewline = unanswered.rfind('\n');
        const std::string_view lines =
            atEnd_ ? unanswered
                   : unanswered.substr(0, lastNewline == std::string_view::npos ? 0 : lastNewline + 1);
        carry_.assign(bytes.begin() + static_cast<std::ptrdiff_t>(lines.size()),
                      bytes.begin() + static_cast<std::ptrdiff_t>(end));
        if (lines.empty())
        {
            spare_.push_back(std::move(bytes));
            return atEnd_;
        }
        Block block;
        block.bytes = std::move(bytes);
        const std::string_view text(block.bytes.data(), lines.size());
        const std::size_t threads = answerers_.size();
        const std::size_t pieceCount = threads == 1 ? 1 : std::max(threads, text.size() / kPieceBytes);
        for (const std::string_view piece : splitAtLines(text, pieceCount))
        {
            block.pieces.push_back(Piece{piece, lineNumber_, {}, false});
            lineNumber_ += newlinesIn(piece);
        }
        blocks_.push_back(std::move(block));
        if (blocks_.back().pieces.size() > 1 && helpers_.empty())
        {
            // The other threads start with the first block they can share: a short input (a line
            // typed, a small file) is answered without starting any.
            for (std::size_t t = 1; t < threads; ++t)
            {
                helpers_.emplace_back([this, t] { answerUntilStopped(answerers_[t]); });
            }
        }
        {
            const std::lock_guard lock(mutex_);
            for (Piece& piece : blocks_.back().pieces)
            {
                todo_.push_back(&piece);
            }
        }
        workToDo_.notify_all();
        return true;
    }

    // The line in `scratch` is too long: its error answer goes out in its turn, as a piece already
    // answered, and the input is read up to the line's end, what follows it kept for the next block.
    void skipRestOfLine(std::vector<char>& scratch)
    {
        Block block;
        block.pieces.push_back(Piece{{}, lineNumber_, overlongLineAnswer(lineNumber_, maxLineBytes_), true});
        blocks_.push_back(std::move(block));
        ++lineNumber_;
        skippedOverlongLine_ = true;
        for (;;)
        {
            const std::streamsize arrived =
                in_.readsome(scratch.data(), static_cast<std::streamsize>(scratch.size()));
            if (arrived > 0)
            {
                const char* begin = scratch.data();
                const char* end = begin + arrived;
                if (const void* newline = std::memchr(begin, '\n', static_cast<std::size_t>(arrived)))
                {
                    carry_.assign(static_cast<const char*>(newline) + 1, end);
                    break;
                }
            }
            else if (std::istream::traits_type::eq_int_type(in_.rdbuf()->sgetc(),
                                                            std::istream::traits_type::eof()))
            {
                atEnd_ = true; // sgetc waits for input; the line ended with the input
                break;
            }
        }
        spare_.push_back(std::move(scratch));
    }

    // Takes the next piece nobody has taken and answers it; false when there is none.
    bool answerOnePiece(LineAnswerer& answerer)
    {
        Piece* piece = nullptr;
        {
            const std::lock_guard lock(mutex_);
            if (todo_.empty())
            {
                return false;
            }
            piece = todo_.front();
            todo_.pop_front();
        }
        answer(answerer, *piece);
        return true;
    }

    void answer(LineAnswerer& answerer, Piece& piece)
    {
        if (!withTrace_ && !answerer.fast)
        {
            answerer.fast.emplace(algorithmName_); // on first use: a thread that never works needs none
        }
        std::string answers;
        answerer.answerLines(piece.text, piece.firstLineNumber, algorithmName_, withTrace_, maxLineBytes_,
                             answers);
        {
            const std::lock_guard lock(mutex_);
            piece.answers = std::move(answers);
            piece.done = true;
        }
        pieceDone_.notify_all();
    }

    void answerUntilStopped(LineAnswerer& answerer)
    {
        for (;;)
        {
            Piece* piece = nullptr;
            {
                std::unique_lock lock(mutex_);
                workToDo_.wait(lock, [&] { return stopped_ || !todo_.empty(); });
                if (todo_.empty())
                {
                    return;
                }
                piece = todo_.front();
                todo_.pop_front();
            }
            answer(answerer, *piece);
        }
    }

    // Writes the answers of the finished pieces at the front, in input order, without waiting.
    void writeFinished()
    {
        while (!blocks_.empty())
        {
            Block& block = blocks_.front();
            while (block.written < block.pieces.size())
            {
                Piece& piece = block.pieces[block.written];
                {
                    const std::lock_guard lock(mutex_);
                    if (!piece.done)
                    {
                        return;
                    }
                }
                out_.write(piece.answers.data(), static_cast<std::streamsize>(piece.answers.size()));
                ++block.written;
            }
            spare_.push_back(std::move(block.bytes));
            blocks_.pop_front();
        }
    }

    void waitForOldestPiece()
    {
        if (blocks_.empty())
        {
            return;
        }
        Piece& oldest = blocks_.front().pieces[blocks_.front().written];
        std::unique_lock lock(mutex_);
        pieceDone_.wait(lock, [&] { return oldest.done; });
    }

    std::istream& in_;
    std::ostream& out_;
    std::string_view algorithmName_;
    bool withTrace_;
    std::size_t maxLineBytes_;
    std::size_t capacity_;
    std::vector<LineAnswerer> answerers_; // one per thread; the calling thread's first
    std::vector<std::thread> helpers_;    // the other threads, once started

    std::deque<Block> blocks_; // read and not yet written, oldest first (the calling thread's alone)
    std::vector<char> carry_;  // the start of a line whose end has not arrived
    std::vector<std::vector<char>> spare_; // buffers of written blocks, for the next ones
    bool atEnd_ = false;
    bool skippedOverlongLine_ = false;
    long lineNumber_ = 1;

    std::mutex mutex_; // guards todo_, stopped_ and the pieces' answers and done
    std::condition_variable workToDo_;
    std::condition_variable pieceDone_;
    std::deque<Piece*> todo_;
    bool stopped_ = false;
};

bool answerInBlocks(std::istream& in, std::ostream& out, std::string_view algorithmName, bool withTrace,
                    std::size_t threads, std::size_t bytesPerThread, std::size_t maxLineBytes)
{
    return BlockAnswerer(in, out, algorithmName, withTrace, threads, bytesPerThread, maxLineBytes).run();
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
             std::size_t bytesPerThread, std::size_t maxLineBytes)
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
            ? answerInBlocks(in, out, algorithmName, withTrace, static_cast<std::size_t>(threads),
                             bytesPerThread, maxLineBytes)
            : answerEveryLine(in, out, algorithmName, withTrace, maxLineBytes);
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
