#include "state_dump.hpp"

#include "shape_json.hpp"

#include <string>

namespace hitlab
{

nlohmann::json dumpState(const Document& document, const SceneAnalysis& analysis, const StatusMessage& status)
{
    const ContactState& contacts = analysis.contacts();
    nlohmann::json state;
    nlohmann::json shapes = nlohmann::json::array();
    for (std::size_t i = 0; i < document.shapeCount(); ++i)
    {
        const SceneShape& s = document.shape(i);
        nlohmann::json item = io::shapeToJson(s.shape);
        item["id"] = s.id;
        item["contact"] = i < contacts.inContact.size() && contacts.inContact[i] != 0;
        item["disagrees"] = i < contacts.disagrees.size() && contacts.disagrees[i] != 0;
        shapes.push_back(std::move(item));
    }
    state["shapes"] = std::move(shapes);
    nlohmann::json selection = nlohmann::json::array();
    for (std::size_t index : document.selection())
    {
        selection.push_back(document.shape(index).id);
    }
    state["selection"] = std::move(selection);
    state["undo_depth"] = document.history().undoDepth();
    state["redo_depth"] = document.history().redoDepth();
    state["contact_pairs"] = contacts.contactPairs;
    state["disagreeing_pairs"] = contacts.disagreeingPairs.size();
    state["algorithms"] = document.scene().algorithms;
    state["view"] = {{"center", {document.view().center.x, document.view().center.y}},
                     {"zoom", document.view().zoom}};
    if (const auto& motion = document.scene().motion)
    {
        state["motion"] = {{"shape", motion->shapeId},
                           {"pivot", {motion->pivot.x, motion->pivot.y}},
                           {"angle", motion->angle},
                           {"animate", motion->animate}};
    }
    if (const auto& ccd = analysis.ccd())
    {
        nlohmann::json targets = nlohmann::json::object();
        for (const CcdTarget& target : ccd->targets)
        {
            nlohmann::json hits = nlohmann::json::object();
            for (CcdMethod method : kCcdMethods)
            {
                hits[std::string(ccdMethodName(method))] = target.report.hits[static_cast<int>(method)];
            }
            hits["time_of_impact"] =
                target.report.exact.hit ? nlohmann::json(target.report.exact.fraction) : nlohmann::json();
            targets[document.shape(target.shape).id] = std::move(hits);
        }
        state["ccd"] = std::move(targets);
    }
    state["message"] = status.text;
    state["message_is_error"] = status.isError;
    if (const auto& inspection = analysis.inspection())
    {
        nlohmann::json pair;
        pair["first"] = document.shape(inspection->first).id;
        pair["second"] = document.shape(inspection->second).id;
        pair["algorithm"] = std::string(inspection->algorithm->name);
        pair["exact_algorithm"] = inspection->algorithm->exact();
        pair["overlap"] = inspection->answer.overlap;
        pair["distance"] =
            inspection->answer.distance ? nlohmann::json(*inspection->answer.distance) : nlohmann::json();
        pair["exact_overlap"] = inspection->exactOverlap;
        pair["exact_distance"] = inspection->exact.value;
        state["pair"] = std::move(pair);
    }
    return state;
}

nlohmann::json dumpSteps(const std::vector<Stage>& stages, long long step)
{
    nlohmann::json steps = {{"count", stages.size()}, {"stage", nullptr}};
    if (stages.empty())
    {
        return steps;
    }
    const std::size_t index = clampStage(step, stages.size());
    const Stage& stage = stages[index];
    nlohmann::json numbers = nlohmann::json::object();
    for (const StageNumber& number : stage.numbers)
    {
        numbers[number.name] = number.value;
    }
    steps["stage"] = index;
    steps["name"] = stage.nameKey;
    steps["detail"] = stage.detail;
    steps["formula"] = stage.formula;
    steps["rule"] = stage.ruleKey ? nlohmann::json(stage.ruleKey) : nlohmann::json();
    steps["numbers"] = numbers;
    steps["verdict"] = stage.verdictKey ? nlohmann::json(stage.verdictKey) : nlohmann::json();
    return steps;
}

} // namespace hitlab
