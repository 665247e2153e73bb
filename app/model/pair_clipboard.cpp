#include "pair_clipboard.hpp"

#include "shape_json.hpp"
#include "trace_json.hpp"

namespace hitlab
{

nlohmann::json queryLine(const Shape& a, const Shape& b)
{
    return nlohmann::json{{"a", io::shapeToJson(a)}, {"b", io::shapeToJson(b)}};
}

std::string queryCommand(const Algorithm& algorithm)
{
    return "hitlab-cli query --algorithm " + std::string(algorithm.name) + " --trace";
}

std::string pairClipboardText(const Document& document, const PairInspection& inspection)
{
    const SceneShape& a = document.shape(inspection.first);
    const SceneShape& b = document.shape(inspection.second);
    // Shape JSON holds no single quote, so the line can be quoted for the shell as it is.
    const std::string line = queryLine(a.shape, b.shape).dump();
    nlohmann::json answer = {{"overlap", inspection.answer.overlap},
                             {"algorithm", inspection.algorithm->name},
                             {"exact", inspection.algorithm->exact()}};
    if (inspection.answer.distance)
    {
        answer["distance"] = *inspection.answer.distance;
    }
    std::string text;
    text += "# " + a.id + " vs " + b.id + " (" + pairName(kindOf(a.shape), kindOf(b.shape)) + ") under " +
            std::string(inspection.algorithm->name) + "\n";
    text += "echo '" + line + "' | " + queryCommand(*inspection.algorithm) + "\n";
    text += "# query line\n" + line + "\n";
    text +=
        "# answer (exact test: " + std::string(inspection.exactOverlap ? "contact" : "no contact") + ")\n";
    text += answer.dump() + "\n";
    text += "# trace\n" + io::traceToJson(inspection.trace).dump() + "\n";
    return text;
}

} // namespace hitlab
