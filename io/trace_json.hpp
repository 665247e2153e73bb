// A Trace as JSON, for `hitlab-cli query --trace`.
#pragma once

#include "hitlab/trace.hpp"

#include <nlohmann/json.hpp>

namespace hitlab::io
{

nlohmann::json traceToJson(const Trace& trace);

} // namespace hitlab::io
