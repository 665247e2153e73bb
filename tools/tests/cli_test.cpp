#include "commands.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "shape_json.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace hitlab::cli
{
namespace
{

using nlohmann::json;

struct QueryRun
{
    int status;
    std::vector<json> lines;
    std::string err;
};

QueryRun query(const std::string& input, std::vector<std::string_view> args = {})
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    QueryRun run{runQuery(args, in, out, err), {}, err.str()};
    std::istringstream lines(out.str());
    std::string line;
    while (std::getline(lines, line))
    {
        run.lines.push_back(json::parse(line));
    }
    return run;
}

TEST(CliQuery, AnswersEachLineInOrder)
{
    const QueryRun run =
        query(R"({"a":{"type":"circle","cx":0,"cy":0,"r":1},"b":{"type":"circle","cx":3,"cy":0,"r":1}})"
              "\n"
              R"({"a":{"type":"point","x":0.5,"y":0},"b":{"type":"circle","cx":0,"cy":0,"r":1},"id":9})"
              "\n");
    ASSERT_EQ(run.status, 0) << run.err;
    ASSERT_EQ(run.lines.size(), 2u);
    EXPECT_FALSE(run.lines[0]["overlap"].get<bool>());
    EXPECT_TRUE(run.lines[0]["exact"].get<bool>());
    constexpr double kTolerance = 1e-12;
    EXPECT_NEAR(run.lines[0]["distance"].get<double>(), 1.0, kTolerance);
    EXPECT_TRUE(run.lines[1]["overlap"].get<bool>());
    EXPECT_LT(run.lines[1]["distance"].get<double>(), 0.0);
}

TEST(CliQuery, BadLinesGetAnErrorAndTheRestAreAnswered)
{
    const QueryRun run =
        query(R"({"a":{"type":"circle","cx":0,"cy":0,"r":-1},"b":{"type":"point","x":0,"y":0}})"
              "\n"
              "not json\n"
              R"({"a":{"type":"point","x":0,"y":0}})"
              "\n"
              R"({"a":{"type":"point","x":0,"y":0},"b":{"type":"point","x":0,"y":0}})"
              "\n");
    EXPECT_EQ(run.status, 1);
    ASSERT_EQ(run.lines.size(), 4u);
    EXPECT_NE(run.lines[0]["error"].get<std::string>().find("line 1: a.r:"), std::string::npos);
    EXPECT_NE(run.lines[1]["error"].get<std::string>().find("line 2"), std::string::npos);
    EXPECT_NE(run.lines[2]["error"].get<std::string>().find("b: missing"), std::string::npos);
    EXPECT_TRUE(run.lines[3]["overlap"].get<bool>());
}

TEST(CliQuery, AllAnswersWithEveryRegisteredAlgorithmOfThePair)
{
    const QueryRun run = query(
        R"({"a":{"type":"rect","cx":0,"cy":0,"w":4,"h":2,"angle":0.3},"b":{"type":"circle","cx":3,"cy":0,"r":1}})"
        "\n",
        {"--algorithm", "all"});
    ASSERT_EQ(run.status, 0);
    ASSERT_EQ(run.lines.size(), 1u);
    const json& results = run.lines[0]["results"];
    ASSERT_EQ(results.size(), algorithmsFor(ShapeKind::Circle, ShapeKind::Rect).size());
    EXPECT_EQ(results[0]["algorithm"],
              std::string(defaultAlgorithm(ShapeKind::Circle, ShapeKind::Rect).name));
}

// Malformed and extreme lines: each gets one short error line, and the lines after it are answered.
TEST(CliQuery, ExtremeLinesGetShortErrorsAndLaterLinesAreAnswered)
{
    constexpr std::size_t kLongestError = 500;
    const std::string good =
        R"({"a":{"type":"circle","cx":0,"cy":0,"r":1},"b":{"type":"circle","cx":1,"cy":0,"r":1}})";
    const std::string deepA = R"({"a":)" + std::string(100000, '[') + std::string(100000, ']') +
                              R"(,"b":{"type":"point","x":0,"y":0}})";
    const std::string deepField = R"({"a":{"type":"circle","cx":)" + std::string(200, '[') +
                                  std::string(200, ']') +
                                  R"(,"cy":0,"r":1},"b":{"type":"point","x":0,"y":0}})";
    const std::string longType =
        R"({"a":{"type":")" + std::string(5'000'000, 'x') + R"("},"b":{"type":"point","x":0,"y":0}})";
    const std::string overflow =
        R"({"a":{"type":"circle","cx":1e400,"cy":0,"r":1},"b":{"type":"point","x":0,"y":0}})";
    const std::string notUtf8 = "{\"a\": \"\xff\xfe\"}";
    const std::string beyondRange =
        R"({"a":{"type":"segment","x1":-1e154,"y1":0,"x2":1e154,"y2":0},"b":{"type":"circle","cx":0,"cy":0.5,"r":1}})";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {deepA, "line 1: "},
        {deepField, "line 3: a.cx: "},
        {longType, "line 5: a.type: "},
        {overflow, "line 7: a.cx: "},
        {notUtf8, "line 9: not valid JSON at byte "},
        {"not json", "line 11: not valid JSON at byte 2"},
        {beyondRange, "line 13: a.x1: "},
        {R"({"a" {}})", "line 15: not valid JSON at byte 6 (line 1, column 6)"},
    };
    std::string input;
    for (const auto& [line, expected] : cases)
    {
        input += line + "\n" + good + "\n";
    }
    const QueryRun run = query(input);
    EXPECT_EQ(run.status, 1);
    ASSERT_EQ(run.lines.size(), 2 * cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i)
    {
        const json& error = run.lines[2 * i];
        ASSERT_TRUE(error.contains("error")) << error.dump().substr(0, kLongestError);
        const std::string message = error["error"].get<std::string>();
        EXPECT_EQ(message.rfind(cases[i].second, 0), 0u) << message.substr(0, kLongestError);
        EXPECT_LT(message.size(), kLongestError) << message.substr(0, kLongestError);
        EXPECT_TRUE(run.lines[2 * i + 1]["overlap"].get<bool>()) << "the line after " << i + 1;
    }
    EXPECT_NE(run.lines[6]["error"].get<std::string>().find("1e400"), std::string::npos);
    EXPECT_NE(run.lines[14]["error"].get<std::string>().find("expected ':'"), std::string::npos)
        << run.lines[14]["error"];
    EXPECT_NE(run.lines[12]["error"].get<std::string>().find("1e+15"), std::string::npos);
}

// A key given twice in a line is refused naming it, on the fast path as on the general one (both used
// to answer with the later value), and the next line is still answered.
TEST(CliQuery, ARepeatedKeyIsRefusedNamingItAndLaterLinesAreAnswered)
{
    const std::string good =
        R"({"a": {"type": "circle", "cx": 0, "cy": 0, "r": 1}, "b": {"type": "point", "x": 0, "y": 0}})";
    const std::pair<std::string, std::string> cases[] = {
        {R"({"a": {"type": "circle", "cx": 0, "cy": 0, "r": 1, "cx": 100}, "b": {"type": "point", "x": 0, "y": 0}})",
         "line 1: a.cx: the key appears twice in the same object"},
        {R"({"a": {"type": "circle", "cx": 0, "cy": 0, "r": 1}, "a": {"type": "point", "x": 9, "y": 9}, "b": {"type": "point", "x": 0, "y": 0}})",
         "line 1: a: the key appears twice in the same object"},
    };
    for (const auto& [line, expected] : cases)
    {
        for (const std::vector<std::string_view>& args :
             {std::vector<std::string_view>{}, std::vector<std::string_view>{"--algorithm", "all"}})
        {
            const QueryRun run = query(line + "\n" + good + "\n", args);
            EXPECT_EQ(run.status, 1);
            ASSERT_EQ(run.lines.size(), 2u) << line;
            EXPECT_EQ(run.lines[0].value("error", ""), expected);
            EXPECT_FALSE(run.lines[1].contains("error")) << run.lines[1].dump();
        }
    }
}

// A line with text after a NUL byte was answered as if it ended at the NUL.
TEST(CliQuery, ALineWithANulByteIsRefusedAndLaterLinesAreAnswered)
{
    using namespace std::string_literals;
    const std::string good =
        R"({"a": {"type": "circle", "cx": 0, "cy": 0, "r": 1}, "b": {"type": "point", "x": 0, "y": 0}})";
    for (const std::vector<std::string_view>& args :
         {std::vector<std::string_view>{}, std::vector<std::string_view>{"--algorithm", "all"}})
    {
        const QueryRun run = query(good + "\0garbage\n"s + good + "\n", args);
        EXPECT_EQ(run.status, 1);
        ASSERT_EQ(run.lines.size(), 2u);
        EXPECT_EQ(
            run.lines[0].value("error", ""),
            "line 1: not valid JSON at byte 92 (line 1, column 92): a NUL byte, which JSON text never holds");
        EXPECT_FALSE(run.lines[1].contains("error")) << run.lines[1].dump();
    }
}

TEST(CliQuery, UnknownAlgorithmNameIsRefusedUpFront)
{
    const QueryRun run = query("", {"--algorithm", "no-such-method"});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("no-such-method"), std::string::npos);
}

TEST(CliQuery, AThreadCountOutsideItsRangeIsRefusedNamingTheFlagAndTheLimit)
{
    const std::string line =
        R"({"a":{"type":"point","x":0,"y":0},"b":{"type":"circle","cx":0,"cy":0,"r":1}})";
    for (const auto& [value, expected] : std::vector<std::pair<std::string_view, std::string>>{
             {"0", "--threads needs an integer >= 1, got \"0\""},
             {"-2", "--threads needs an integer >= 1, got \"-2\""},
             {"two", "--threads needs an integer >= 1, got \"two\""},
             {"257", "--threads must be at most 256, got 257"}})
    {
        const QueryRun run = query(line + "\n", {"--threads", value});
        EXPECT_EQ(run.status, 2) << value;
        EXPECT_NE(run.err.find(expected), std::string::npos) << run.err;
        EXPECT_TRUE(run.lines.empty()) << value;
    }
    const QueryRun run = query(line + "\n" + line + "\n", {"--threads", "256"});
    EXPECT_EQ(run.status, 0);
    ASSERT_EQ(run.lines.size(), 2u);
    EXPECT_EQ(run.lines[1].at("overlap"), true);
}

// A count with more digits than a long long holds was "not an integer" (query --threads) or, for ccd's
// --threads, cut to an int: "time: 0.2 s on -494665728 threads". Both say the limit now.
TEST(CliOptions, ACountBeyondTheRangeOfItsTypeIsRefusedWithTheLimit)
{
    const std::string huge = "99999999999999999999";
    const QueryRun run = query("", {"--threads", huge});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("--threads must be at most 256, got " + huge), std::string::npos) << run.err;
    for (const auto& [flag, value, expected] : std::vector<std::tuple<std::string, std::string, std::string>>{
             {"--threads", "9000000000000000000", "--threads must be at most 256, got 9000000000000000000"},
             {"--threads", "257", "--threads must be at most 256, got 257"},
             {"--motions", huge, "--motions must be at most 100000000, got " + huge},
             {"--seed", huge, "--seed must be at most 9223372036854775807, got " + huge},
             {"--seed", "-" + huge, "--seed needs an integer >= 0, got \"-" + huge + "\""}})
    {
        const std::vector<std::string_view> args = {"--motions", "10", flag, value};
        std::ostringstream out;
        std::ostringstream err;
        EXPECT_EQ(runCcd(flag == "--motions" ? std::vector<std::string_view>{flag, value} : args, out, err),
                  2)
            << flag << " " << value;
        EXPECT_NE(err.str().find(expected), std::string::npos) << err.str();
        EXPECT_TRUE(out.str().empty()) << out.str();
    }
}

TEST(CliQuery, DefaultAnswersMatchTheExactTestInBothOrders)
{
    const char* pairs[] = {
        R"({"a":{"type":"ellipse","cx":0,"cy":0,"rx":5,"ry":2,"angle":0.7},"b":{"type":"fan","cx":6,"cy":1,"angle":3,"half_angle":0.4,"r_inner":1,"r_outer":4}})",
        R"({"a":{"type":"capsule","x1":0,"y1":0,"x2":5,"y2":0,"r":1},"b":{"type":"polygon","points":[[2,1.5],[4,1.5],[3,4]]}})",
    };
    for (const char* line : pairs)
    {
        const json document = json::parse(line);
        const Shape a = *io::shapeFromJson(document["a"], "a").value;
        const Shape b = *io::shapeFromJson(document["b"], "b").value;
        const json swapped = {{"a", document["b"]}, {"b", document["a"]}};
        const QueryRun run = query(std::string(line) + "\n" + swapped.dump() + "\n");
        ASSERT_EQ(run.lines.size(), 2u);
        EXPECT_EQ(run.lines[0]["overlap"].get<bool>(), overlap(a, b));
        EXPECT_EQ(run.lines[1]["overlap"].get<bool>(), overlap(a, b));
        constexpr double kTolerance = 1e-9;
        EXPECT_NEAR(run.lines[0]["distance"].get<double>(), run.lines[1]["distance"].get<double>(),
                    kTolerance);
    }
}

TEST(CliAlgorithms, ListsEveryRow)
{
    std::ostringstream out;
    std::ostringstream err;
    ASSERT_EQ(runAlgorithms({}, out, err), 0);
    std::istringstream lines(out.str());
    std::string line;
    size_t count = 0;
    while (std::getline(lines, line))
    {
        ++count;
    }
    EXPECT_EQ(count, algorithms().size());
}

// Counts beyond what a run can do in bounded time and memory are refused naming the flag and the
// limit: --frames 4294967297 once kept one time per frame (34 GB) and ran for hours, and --threads
// had no bound on the threads it started. The scene file is never read for these.
TEST(CliFrame, CountsBeyondTheirLimitAreRefusedNamingTheFlagAndTheLimit)
{
    const std::string scene = (std::filesystem::temp_directory_path() /
                               ("hitlab_cli_frame_" + std::to_string(::getpid()) + ".json"))
                                  .string();
    {
        std::ofstream file(scene);
        file << R"({"version": 1, "shapes": [{"id": "a", "type": "circle", "cx": 0, "cy": 0, "r": 2},
                   {"id": "b", "type": "point", "x": 1, "y": 0}]})";
    }
    struct Case
    {
        std::vector<std::string_view> args;
        std::string expected;
    };
    const std::vector<Case> cases = {
        {{"--frames", "4294967297"}, "--frames must be at most 100000, got 4294967297"},
        {{"--frames", "100001"}, "--frames must be at most 100000, got 100001"},
        {{"--threads", "1000000"}, "--threads must be at most 256, got 1000000"},
        {{"--threads", "257"}, "--threads must be at most 256, got 257"},
        {{"--frames", "-1"}, "--frames needs an integer >= 1"},
        {{"--frames", "2abc"}, "--frames needs an integer >= 1"},
    };
    for (const Case& c : cases)
    {
        std::vector<std::string_view> args = {scene};
        args.insert(args.end(), c.args.begin(), c.args.end());
        std::ostringstream out;
        std::ostringstream err;
        EXPECT_EQ(runFrame(args, out, err), 2) << c.expected;
        EXPECT_NE(err.str().find(c.expected), std::string::npos) << err.str();
        EXPECT_TRUE(out.str().empty());
    }
    std::ostringstream out;
    std::ostringstream err;
    const std::vector<std::string_view> good = {scene, "--frames", "2", "--threads", "3", "--json"};
    EXPECT_EQ(runFrame(good, out, err), 0) << err.str();
    const json result = json::parse(out.str());
    EXPECT_EQ(result.at("threads"), 3);
    EXPECT_EQ(result.at("contacts"), 1);
    std::filesystem::remove(scene);
}

} // namespace
} // namespace hitlab::cli
