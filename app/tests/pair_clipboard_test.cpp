// "Copy as JSON": the copied query line and command, run through hitlab-cli's own query command, give
// the readout's answer and trace.
#include "commands.hpp"
#include "model/collisions.hpp"
#include "model/document.hpp"
#include "model/pair_clipboard.hpp"

#include "hitlab/registry.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string_view>
#include <vector>

namespace hitlab
{
namespace
{

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
    {
        lines.push_back(line);
    }
    return lines;
}

// The line after the comment `heading`.
std::string lineAfter(const std::vector<std::string>& lines, const std::string& heading)
{
    for (std::size_t i = 0; i + 1 < lines.size(); ++i)
    {
        if (lines[i].rfind(heading, 0) == 0)
        {
            return lines[i + 1];
        }
    }
    return {};
}

// The arguments after "hitlab-cli query" in the shell line "echo '...' | hitlab-cli query ...".
std::vector<std::string> commandArguments(const std::vector<std::string>& lines)
{
    for (const std::string& line : lines)
    {
        const std::size_t at = line.find("| hitlab-cli query");
        if (line.rfind("echo '", 0) == 0 && at != std::string::npos)
        {
            std::istringstream words(line.substr(at + std::string_view("| hitlab-cli query").size()));
            std::vector<std::string> arguments;
            for (std::string word; words >> word;)
            {
                arguments.push_back(word);
            }
            return arguments;
        }
    }
    return {};
}

TEST(PairClipboard, TheCopiedLineThroughTheCliGivesTheReadoutsAnswer)
{
    std::mt19937_64 rng(424242);
    const RandomShapeOptions options{{-80.0, -80.0}, {80.0, 80.0}, 30.0, 160.0, 6};
    int checked = 0;
    for (const Algorithm& row : algorithms())
    {
        Scene scene;
        scene.shapes = {SceneShape{"A", randomShape(row.second, rng, options), ""},
                        SceneShape{"B", randomShape(row.first, rng, options), ""}};
        Document document;
        document.reset(scene, "");
        if (&row != &defaultAlgorithm(row.first, row.second))
        {
            document.setAlgorithm(pairName(row.first, row.second), std::string(row.name));
        }
        const PairInspection inspection = inspectPair(document, 0, 1);
        ASSERT_EQ(inspection.algorithm, &row);
        const std::vector<std::string> lines = linesOf(pairClipboardText(document, inspection));
        const std::string queryLine = lineAfter(lines, "# query line");
        ASSERT_FALSE(queryLine.empty());
        const std::string echoed = "echo '" + queryLine + "' |";
        ASSERT_TRUE(std::any_of(lines.begin(), lines.end(),
                                [&](const std::string& l) { return l.rfind(echoed, 0) == 0; }))
            << "the shell line pipes the same query line";
        const std::vector<std::string> arguments = commandArguments(lines);
        ASSERT_FALSE(arguments.empty());
        std::vector<std::string_view> views(arguments.begin(), arguments.end());
        std::istringstream in(queryLine + "\n");
        std::ostringstream out;
        std::ostringstream err;
        ASSERT_EQ(cli::runQuery(views, in, out, err), 0) << err.str() << out.str();
        const nlohmann::json result = nlohmann::json::parse(out.str());
        EXPECT_EQ(result["overlap"].get<bool>(), inspection.answer.overlap) << row.name;
        EXPECT_EQ(result["algorithm"].get<std::string>(), row.name);
        EXPECT_EQ(result["trace"].dump(), lineAfter(lines, "# trace")) << row.name;
        const nlohmann::json copiedAnswer = nlohmann::json::parse(lineAfter(lines, "# answer"));
        EXPECT_EQ(copiedAnswer["overlap"].get<bool>(), inspection.answer.overlap);
        ++checked;
    }
    EXPECT_GT(checked, 30);
}

} // namespace
} // namespace hitlab
