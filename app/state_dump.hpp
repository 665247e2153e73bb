// The sandbox's state as JSON, for the tests that check it after a script (the script verb "dump"):
// shapes with their contact flags, selection, history depths, view, the CCD answers, the status
// message and the focused pair's readout.
#pragma once

#include "model/document.hpp"
#include "model/scene_analysis.hpp"
#include "model/steps.hpp"
#include "status_message.hpp"

#include <nlohmann/json.hpp>

namespace hitlab
{

nlohmann::json dumpState(const Document& document, const SceneAnalysis& analysis,
                         const StatusMessage& status);

// What the Steps panel shows: the stage count and the stage at `step` (clamped) with its name key,
// detail, formula, numbers and verdict key.
nlohmann::json dumpSteps(const std::vector<Stage>& stages, long long step);

} // namespace hitlab
