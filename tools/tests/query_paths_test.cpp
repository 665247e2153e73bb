// The two ways `hitlab-cli query` reads its lines (commands.hpp, QueryPath) write the same bytes: every
// corpus below goes through both, under every option the query has, and the outputs, error streams and
// exit statuses are compared whole. The corpora: the CLI tests' own lines (errors and extremes
// included), lines written to probe where simdjson and nlohmann::json could read a line differently,
// and seeded random lines over every pair of kinds, far apart and in near contact.
#include "commands.hpp"
#include "hitlab/registry.hpp"
#include "query_corpus.hpp"
#include "query_fast_path.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace hitlab::cli
{
namespace
{

struct Run
{
    int status;
    std::string out;
    std::string err;
};

Run run(const std::string& input, const std::vector<std::string_view>& args, QueryPath path,
        std::size_t bytesPerThread = kQueryBytesPerThread, std::size_t maxLineBytes = kMaxQueryLineBytes)
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    const int status = runQuery(args, in, out, err, path, bytesPerThread, maxLineBytes);
    return {status, out.str(), err.str()};
}

// The first line where the outputs differ, for a readable failure.
std::string firstDifference(const std::string& fast, const std::string& general)
{
    std::istringstream a(fast);
    std::istringstream b(general);
    std::string lineA;
    std::string lineB;
    for (int number = 1;; ++number)
    {
        const bool moreA = static_cast<bool>(std::getline(a, lineA));
        const bool moreB = static_cast<bool>(std::getline(b, lineB));
        if (!moreA && !moreB)
        {
            return "no line differs (the endings do)";
        }
        if (lineA != lineB || moreA != moreB)
        {
            return "output line " + std::to_string(number) + "\n  fast:    " + lineA.substr(0, 400) +
                   "\n  general: " + lineB.substr(0, 400);
        }
    }
}

void expectSameOnBothPaths(const std::string& input, const std::vector<std::string_view>& args)
{
    const Run fast = run(input, args, QueryPath::Fast);
    const Run general = run(input, args, QueryPath::General);
    std::string options;
    for (std::string_view arg : args)
    {
        options += ' ';
        options += arg;
    }
    EXPECT_EQ(fast.status, general.status) << "query" << options;
    EXPECT_EQ(fast.err, general.err) << "query" << options;
    EXPECT_TRUE(fast.out == general.out)
        << "query" << options << ": " << firstDifference(fast.out, general.out);
}

// Every option set the query takes: the default, all, each algorithm name, and the trace with each.
std::vector<std::vector<std::string_view>> everyOption()
{
    std::vector<std::vector<std::string_view>> options = {
        {}, {"--algorithm", "all"}, {"--trace"}, {"--algorithm", "all", "--trace"}};
    std::set<std::string_view> names;
    for (const Algorithm& row : algorithms())
    {
        if (names.insert(row.name).second)
        {
            options.push_back({"--algorithm", row.name});
        }
    }
    return options;
}

std::string lines(const std::vector<std::string>& each)
{
    std::string text;
    for (const std::string& line : each)
    {
        text += line + "\n";
    }
    return text;
}

const std::string kGood =
    R"({"a":{"type":"circle","cx":0,"cy":0,"r":1},"b":{"type":"circle","cx":1,"cy":0,"r":1}})";

// The lines of cli_test.cpp.
std::vector<std::string> cliTestLines()
{
    return {
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":1},"b":{"type":"circle","cx":3,"cy":0,"r":1}})",
        R"({"a":{"type":"point","x":0.5,"y":0},"b":{"type":"circle","cx":0,"cy":0,"r":1},"id":9})",
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":-1},"b":{"type":"point","x":0,"y":0}})",
        "not json",
        R"({"a":{"type":"point","x":0,"y":0}})",
        R"({"a":{"type":"point","x":0,"y":0},"b":{"type":"point","x":0,"y":0}})",
        R"({"a":{"type":"rect","cx":0,"cy":0,"w":4,"h":2,"angle":0.3},"b":{"type":"circle","cx":3,"cy":0,"r":1}})",
        R"({"a":)" + std::string(100000, '[') + std::string(100000, ']') +
            R"(,"b":{"type":"point","x":0,"y":0}})",
        R"({"a":{"type":"circle","cx":)" + std::string(200, '[') + std::string(200, ']') +
            R"(,"cy":0,"r":1},"b":{"type":"point","x":0,"y":0}})",
        R"({"a":{"type":")" + std::string(5'000'000, 'x') + R"("},"b":{"type":"point","x":0,"y":0}})",
        R"({"a":{"type":"circle","cx":1e400,"cy":0,"r":1},"b":{"type":"point","x":0,"y":0}})",
        "{\"a\": \"\xff\xfe\"}",
        R"({"a":{"type":"segment","x1":-1e154,"y1":0,"x2":1e154,"y2":0},"b":{"type":"circle","cx":0,"cy":0.5,"r":1}})",
        R"({"a" {}})",
        R"({"a":{"type":"ellipse","cx":0,"cy":0,"rx":5,"ry":2,"angle":0.7},"b":{"type":"fan","cx":6,"cy":1,"angle":3,"half_angle":0.4,"r_inner":1,"r_outer":4}})",
        R"({"a":{"type":"capsule","x1":0,"y1":0,"x2":5,"y2":0,"r":1},"b":{"type":"polygon","points":[[2,1.5],[4,1.5],[3,4]]}})",
        kGood,
    };
}

// Lines where a reader could slip: numbers in every spelling, repeated and escaped keys, nesting about
// the fast path's depth, bytes and escapes JSON refuses, shapes that are almost valid.
std::vector<std::string> probeLines()
{
    const std::string point = R"({"type":"point","x":0,"y":0})";
    const auto withA = [&](const std::string& a) { return R"({"a":)" + a + R"(,"b":)" + point + "}"; };
    const auto circle = [&](const std::string& cx)
    { return withA(R"({"type":"circle","cx":)" + cx + R"(,"cy":0,"r":1})"); };
    std::vector<std::string> probes = {
        "",
        " ",
        "\t\r",
        "\r",
        "{}",
        "[]",
        "null",
        "1",
        R"("a")",
        "{",
        "}",
        kGood + " ",
        " " + kGood,
        kGood + "\r",
        kGood + "\t",
        kGood + " x",
        kGood + kGood,
        kGood + ",",
        "\xEF\xBB\xBF" + kGood,
        kGood + "\xEF\xBB\xBF",
        // Numbers.
        circle("-0"),
        circle("-0.0"),
        circle("0"),
        circle("-0e0"),
        circle("1E2"),
        circle("1e-400"),
        circle("-1e-400"),
        circle("4.9e-324"),
        circle("2.2250738585072011e-308"),
        circle("1.7976931348623157e308"),
        circle("1.7976931348623159e308"),
        circle("123456789012345678901234567890"),
        circle("-123456789012345678901234567890"),
        circle("9223372036854775807"),
        circle("9223372036854775808"),
        circle("18446744073709551615"),
        circle("18446744073709551616"),
        circle("-9223372036854775808"),
        circle("-9223372036854775809"),
        circle("0.1000000000000000055511151231257827"),
        circle("1e154"),
        circle("1e15"),
        circle("01"),
        circle("1."),
        circle(".5"),
        circle("+1"),
        circle("0x10"),
        circle("NaN"),
        circle("Infinity"),
        circle("-"),
        circle("1e"),
        circle("true"),
        circle("null"),
        circle(R"("1")"),
        circle("[1]"),
        circle("{}"),
        // Keys: repeated (the later wins), escaped, missing, extra.
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":1,"r":5},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":5,"r":1},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"point","x":9,"y":0},"a":{"type":"circle","cx":0,"cy":0,"r":5},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":5},"b":{"type":"point","x":3,"y":0},"b":{"type":"point","x":30,"y":0}})",
        R"({"a":{"type":"rect","type":"circle","cx":0,"cy":0,"r":5},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"circle","type":"rect","cx":0,"cy":0,"r":5},"b":{"type":"point","x":3,"y":0}})",
        R"({"\u0061":{"t\u0079pe":"\u0063ircle","c\u0078":0,"cy":0,"r":5},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":5,"label":"x","id":[1,{"k":null}]},"b":{"type":"point","x":3,"y":0},"c":true})",
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":5,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"circle","cx":0,"cy":0},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":0},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"Circle","cx":0,"cy":0,"r":1},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":"circle\u0000","cx":0,"cy":0,"r":1},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"type":1,"cx":0,"cy":0,"r":1},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":{"cx":0,"cy":0,"r":1},"b":{"type":"point","x":3,"y":0}})",
        R"({"a":[],"b":{"type":"point","x":3,"y":0}})",
        R"({"b":{"type":"point","x":3,"y":0}})",
        R"({"A":{"type":"point","x":3,"y":0},"B":{"type":"point","x":3,"y":0}})",
        // Strings JSON refuses, in a key the query ignores.
        kGood.substr(0, kGood.size() - 1) + R"(,"note":"\ud800"})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":"\udc00\ud800"})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":"\ud83d\ude00 ok"})",
        kGood.substr(0, kGood.size() - 1) + ",\"note\":\"tab\there\"}",
        kGood.substr(0, kGood.size() - 1) + ",\"note\":\"\x01\"}",
        kGood.substr(0, kGood.size() - 1) + ",\"note\":\"\x7f\"}",
        kGood.substr(0, kGood.size() - 1) + ",\"note\":\"\xc0\xaf\"}",
        kGood.substr(0, kGood.size() - 1) + ",\"note\":\"\xed\xa0\x80\"}",
        kGood.substr(0, kGood.size() - 1) + ",\"note\":\"caf\xc3\xa9 \xe6\xbc\xa2\"}",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":"\x"})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":"\u12"})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":[1,,2]})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":[1,2,]})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":tru})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":nul})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":01})",
        kGood.substr(0, kGood.size() - 1) + R"(,"note":1e999})",
        kGood.substr(0, kGood.size() - 1) + std::string(",\"note\":\"a\0b\"}", 14),
        kGood.substr(0, kGood.size() - 1) + ",\"note\":1\x0b}",
        // Polygons.
        withA(R"({"type":"polygon","points":[[0,0],[4,0],[0,3]]})"),
        withA(R"({"type":"polygon","points":[[0,0],[0,3],[4,0]]})"),
        withA(R"({"type":"polygon","points":[[0,0],[4,0],[4,3],[0,3],[2,1]]})"),
        withA(R"({"type":"polygon","points":[[0,0],[4,0],[8,0]]})"),
        withA(R"({"type":"polygon","points":[[0,0],[4,0]]})"),
        withA(R"({"type":"polygon","points":[]})"),
        withA(R"({"type":"polygon","points":[[0,0],[4,0],[0,3,1]]})"),
        withA(R"({"type":"polygon","points":[[0,0],[4,0],[0,"3"]]})"),
        withA(R"({"type":"polygon","points":[[0,0],[4,0],[-0,3]]})"),
        withA(R"({"type":"polygon","points":{"0":[0,0]}})"),
        withA(R"({"type":"polygon"})"),
        withA(R"({"type":"polygon","points":[[0,0],[4,0],[0,3]],"points":[[0,0],[5,0],[0,5]]})"),
        withA(R"({"type":"polygon","points":[[0,0],[1e200,0],[0,3]]})"),
        // Other kinds at and beyond their limits.
        withA(
            R"({"type":"fan","cx":0,"cy":0,"angle":0,"half_angle":3.141592653589793,"r_inner":0,"r_outer":1})"),
        withA(R"({"type":"fan","cx":0,"cy":0,"angle":0,"half_angle":3.2,"r_inner":0,"r_outer":1})"),
        withA(R"({"type":"fan","cx":0,"cy":0,"angle":0,"half_angle":1,"r_inner":2,"r_outer":1})"),
        withA(R"({"type":"segment","x1":1,"y1":1,"x2":1,"y2":1})"),
        withA(R"({"type":"ellipse","cx":0,"cy":0,"rx":1,"ry":2,"angle":1e300})"),
        withA(R"({"type":"rect","cx":0,"cy":0,"w":1,"h":2,"angle":-33})"),
        withA(R"({"type":"capsule","x1":0,"y1":0,"x2":0,"y2":0,"r":1})"),
    };
    // Nesting about the fast path's depth limit, in a key the query ignores.
    for (int depth : {1, 4, 5, 6, 7, 8, 9, 255, 256, 257})
    {
        probes.push_back(kGood.substr(0, kGood.size() - 1) + R"(,"deep":)" + std::string(depth, '[') +
                         std::string(depth, ']') + "}");
    }
    return probes;
}

// Seeded random lines: the throughput corpus (shapes mostly apart) and shapes packed into a small box
// (about half of the pairs in contact, many touching to within rounding), with every pair of kinds
// in both orders.
std::string randomCorpus(std::size_t count)
{
    std::string text = queryCorpus(count, 7);
    std::mt19937_64 rng(11);
    RandomShapeOptions close;
    close.boxMin = {0.0, 0.0};
    close.boxMax = {60.0, 40.0};
    close.minSize = 5.0;
    close.maxSize = 80.0;
    for (std::size_t i = 0; i < count; ++i)
    {
        const auto pair = static_cast<int>(i % (kShapeKindCount * kShapeKindCount));
        const Shape a = randomShape(static_cast<ShapeKind>(pair / kShapeKindCount), rng, close);
        const Shape b = randomShape(static_cast<ShapeKind>(pair % kShapeKindCount), rng, close);
        text += nlohmann::json{{"a", io::shapeToJson(a)}, {"b", io::shapeToJson(b)}}.dump() + "\n";
    }
    return text;
}

// The seeded corpora's lines are divided by this under AddressSanitizer (scripts/test.sh's second
// build), where both paths run about nine times slower: a quarter still crosses many block ends with
// every pair of kinds in both orders, and the Release build compares the whole corpora.
#if defined(__SANITIZE_ADDRESS__)
constexpr std::size_t kSanitizerShare = 4;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr std::size_t kSanitizerShare = 4;
#else
constexpr std::size_t kSanitizerShare = 1;
#endif
#else
constexpr std::size_t kSanitizerShare = 1;
#endif

TEST(QueryPaths, TheCliTestLinesGiveTheSameBytes)
{
    const std::string input = lines(cliTestLines());
    for (const auto& options : everyOption())
    {
        expectSameOnBothPaths(input, options);
    }
}

TEST(QueryPaths, ProbeLinesGiveTheSameBytes)
{
    const std::string input = lines(probeLines());
    for (const auto& options : everyOption())
    {
        expectSameOnBothPaths(input, options);
    }
}

TEST(QueryPaths, SeededRandomLinesGiveTheSameBytes)
{
    constexpr std::size_t kLinesEachWay = 4096 / kSanitizerShare;
    const std::string input = randomCorpus(kLinesEachWay);
    for (const auto& options : everyOption())
    {
        expectSameOnBothPaths(input, options);
    }
}

TEST(QueryPaths, ALargeSeededCorpusGivesTheSameBytes)
{
    constexpr std::size_t kLines = 100000 / kSanitizerShare;
    expectSameOnBothPaths(queryCorpus(kLines), {});
    expectSameOnBothPaths(queryCorpus(kLines / 4, 99), {"--algorithm", "all"});
}

// Line ends and block boundaries: no newline after the last line, blank lines, carriage returns, and
// lines longer than a read.
TEST(QueryPaths, LineEndsAndLongLinesGiveTheSameBytes)
{
    const std::string longGood =
        kGood.substr(0, kGood.size() - 1) + R"(,"note":")" + std::string(3'000'000, 'n') + "\"}";
    for (const std::string& input :
         {std::string(), std::string("\n"), std::string("\n\n"), kGood, kGood + "\n" + kGood,
          "\n" + kGood + "\n", kGood + "\r\n" + kGood + "\r\n", longGood + "\n" + kGood + "\n" + longGood,
          longGood + "\n" + longGood})
    {
        expectSameOnBothPaths(input, {});
        expectSameOnBothPaths(input, {"--algorithm", "all"});
    }
}

// The fast path cuts its input into blocks of whole lines and shares each block out among its threads:
// the bytes written, the error messages' line numbers and the exit status must not depend on either.
// Blocks of a few bytes put a block end after nearly every line and a line across many reads.
TEST(QueryPaths, AnyThreadCountAndBlockSizeGiveTheSameBytes)
{
    const std::string longGood =
        kGood.substr(0, kGood.size() - 1) + R"(,"note":")" + std::string(100'000, 'n') + "\"}";
    // Blank lines between good and bad ones, many blocks long: a newline right after another must
    // count as a line wherever the block and piece ends fall.
    std::string blankLines;
    for (int i = 0; i < 300; ++i)
    {
        blankLines += "\n\n" + kGood + "\n\n\nnot json\n";
    }
    const std::vector<std::string> inputs = {
        lines(cliTestLines()) + lines(probeLines()) + randomCorpus(256),
        "\n" + kGood + "\n\nnot json\n" + longGood + "\n" + kGood,
        blankLines,
        kGood,
        "",
    };
    for (const std::string& input : inputs)
    {
        const std::vector<std::string_view> oneThread = {"--threads", "1"};
        const auto reference = run(input, oneThread, QueryPath::General);
        for (std::string_view threads : {"1", "2", "3", "8"})
        {
            for (std::size_t bytesPerThread :
                 {std::size_t{1}, std::size_t{97}, std::size_t{4096}, kQueryBytesPerThread})
            {
                const auto split = run(input, {"--threads", threads}, QueryPath::Fast, bytesPerThread);
                const std::string what = "--threads " + std::string(threads) + ", " +
                                         std::to_string(bytesPerThread) + " bytes per thread";
                EXPECT_EQ(split.status, reference.status) << what;
                EXPECT_EQ(split.err, reference.err) << what;
                EXPECT_TRUE(split.out == reference.out)
                    << what << ": " << firstDifference(split.out, reference.out);
            }
        }
    }
}

// `hitlab-cli query < /dev/zero` read one endless line into memory until the system refused more and
// the query ended on std::bad_alloc. A line over the limit is answered with an error in its turn, its
// rest read and dropped; the lines after it are answered. Both paths, every thread count and block size
// (small blocks drop the line as it is read, large ones hold it whole first) write the same bytes.
TEST(QueryPaths, ALineOverTheLimitIsAnsweredWithAnErrorAndTheRestStill)
{
    constexpr std::size_t kLimit = 200;
    const std::string spaced = kGood.substr(0, kGood.size() - 1) + std::string(kLimit, ' ') + "}";
    const std::string atLimit = kGood.substr(0, kGood.size() - 1) + std::string(kLimit - kGood.size(), ' ') +
                                "}"; // exactly kLimit bytes
    ASSERT_EQ(atLimit.size(), kLimit);
    const std::string overlong = std::string(5000, 'x');
    const std::vector<std::pair<std::string, std::vector<int>>> cases = {
        // input, the output lines that must be the limit's error (1-based)
        {kGood + "\n" + overlong + "\n" + kGood + "\n" + spaced + "\n" + atLimit + "\n" + kGood, {2, 4}},
        {overlong, {1}},                           // /dev/zero's case: no newline at all
        {kGood + "\n" + overlong + "\n", {2}},     // the last line
        {kGood + "\n" + overlong + overlong, {2}}, // the last line, without a newline
        {overlong + "\n\n" + overlong + "\n" + kGood + "\n", {1, 3}},
    };
    for (const auto& [input, overlongLines] : cases)
    {
        const auto reference =
            run(input, {"--threads", "1"}, QueryPath::General, kQueryBytesPerThread, kLimit);
        EXPECT_EQ(reference.status, 1);
        std::istringstream answers(reference.out);
        std::string answer;
        for (int number = 1; std::getline(answers, answer); ++number)
        {
            const bool isOverlong =
                std::find(overlongLines.begin(), overlongLines.end(), number) != overlongLines.end();
            const std::string error = "{\"error\":\"line " + std::to_string(number) + ": longer than " +
                                      std::to_string(kLimit) + " bytes, the most a query line may hold\"}";
            EXPECT_EQ(answer == error, isOverlong) << "output line " << number << ": " << answer;
        }
        for (std::string_view threads : {"1", "2", "3"})
        {
            for (std::size_t bytesPerThread : {std::size_t{1}, std::size_t{97}, std::size_t{4096}})
            {
                const auto fast = run(input, {"--threads", threads}, QueryPath::Fast, bytesPerThread, kLimit);
                const std::string what = "--threads " + std::string(threads) + ", " +
                                         std::to_string(bytesPerThread) + " bytes per thread";
                EXPECT_EQ(fast.status, reference.status) << what;
                EXPECT_TRUE(fast.out == reference.out)
                    << what << ": " << firstDifference(fast.out, reference.out);
            }
        }
    }
    // The line of exactly the limit is answered as any other: the first case's fifth output line.
    const auto first = run(cases[0].first, {}, QueryPath::General, kQueryBytesPerThread, kLimit);
    std::istringstream answers(first.out);
    std::string answer;
    for (int number = 1; number <= 5; ++number)
    {
        std::getline(answers, answer);
    }
    EXPECT_NE(answer.find("\"overlap\""), std::string::npos) << answer;
}

// Input that arrives in pieces, as from a person typing or a program that waits for each answer: a
// piece is handed out only when the reader asks for more than has arrived, and then the output so far
// is noted, to check that every whole line before it had been answered by then.
class ArrivingInput : public std::streambuf
{
public:
    ArrivingInput(std::vector<std::string> pieces, const std::ostringstream& out)
        : pieces_(std::move(pieces)), out_(out)
    {
    }

    // The output as it was each time a piece was asked for (before piece i: outputs[i]).
    std::vector<std::string> outputs;

protected:
    int_type underflow() override
    {
        if (gptr() < egptr())
        {
            return traits_type::to_int_type(*gptr());
        }
        if (next_ == pieces_.size())
        {
            return traits_type::eof();
        }
        outputs.push_back(out_.str());
        current_ = pieces_[next_++];
        setg(current_.data(), current_.data(), current_.data() + current_.size());
        return traits_type::to_int_type(*gptr());
    }
    std::streamsize showmanyc() override { return 0; } // nothing more has arrived

private:
    std::vector<std::string> pieces_;
    const std::ostringstream& out_;
    std::string current_;
    std::size_t next_ = 0;
};

TEST(QueryPaths, EachLineIsAnsweredBeforeMoreInputIsAwaited)
{
    const std::string bad =
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":-1},"b":{"type":"point","x":0,"y":0}})";
    // Whole lines, a line cut in two, several lines at once, and a last line without a newline.
    const std::vector<std::string> pieces = {kGood + "\n",        bad + "\n",
                                             kGood.substr(0, 20), kGood.substr(20) + "\n" + kGood + "\n",
                                             "not json\n",        kGood};
    const std::vector<std::size_t> linesAnsweredBefore = {0, 1, 2, 2, 4, 5};
    for (std::string_view threads : {"1", "2"})
    {
        std::ostringstream out;
        std::ostringstream err;
        ArrivingInput arriving(pieces, out);
        std::istream in(&arriving);
        const std::vector<std::string_view> args = {"--threads", threads};
        EXPECT_EQ(runQuery(args, in, out, err, QueryPath::Fast), 1);
        ASSERT_EQ(arriving.outputs.size(), pieces.size());
        for (std::size_t i = 0; i < pieces.size(); ++i)
        {
            const std::string& before = arriving.outputs[i];
            EXPECT_EQ(static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n')),
                      linesAnsweredBefore[i])
                << "before piece " << i << " with --threads " << threads << ":\n"
                << before;
        }
        std::string whole;
        for (const std::string& piece : pieces)
        {
            whole += piece;
        }
        EXPECT_EQ(out.str(), run(whole, args, QueryPath::General).out);
    }
}

// The comparisons above prove nothing if the fast path declines every line: it must answer every
// valid random line itself, and decline errors.
TEST(QueryPaths, TheFastPathAnswersValidLinesAndDeclinesErrors)
{
    for (std::string_view name : {"default", "all"})
    {
        FastQueryPath fast(name);
        const std::string input = randomCorpus(512);
        std::istringstream in(input);
        std::size_t answered = 0;
        std::size_t count = 0;
        for (std::string line; std::getline(in, line); ++count)
        {
            std::string padded = line + std::string(kQueryLinePadding, ' ');
            std::string out;
            answered += fast.answer(std::string_view(padded).substr(0, line.size()), out) ? 1 : 0;
        }
        EXPECT_EQ(answered, count) << name;
    }
    FastQueryPath fast("default");
    for (const std::string& line :
         {std::string("not json"), std::string(R"({"a":{"type":"point","x":0,"y":0}})"),
          std::string(R"({"a":{"type":"circle","cx":0,"cy":0,"r":-1},"b":{"type":"point","x":0,"y":0}})")})
    {
        std::string padded = line + std::string(kQueryLinePadding, ' ');
        std::string out = "kept";
        EXPECT_FALSE(fast.answer(std::string_view(padded).substr(0, line.size()), out)) << line;
        EXPECT_EQ(out, "kept");
    }
}

} // namespace
} // namespace hitlab::cli
