// "Copy as JSON" of the Pair readout: the focused pair as a `hitlab-cli query` input line, the command
// that answers it with the pair's method, and the method's trace, so that a case seen in the sandbox
// can be reproduced in one paste. The CLI reads "a" and "b" of each line and takes the algorithm from
// its --algorithm option, so the method goes on the command line.
#pragma once

#include "collisions.hpp"
#include "document.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace hitlab
{

// {"a": SHAPE, "b": SHAPE}: one line of `hitlab-cli query`'s input.
nlohmann::json queryLine(const Shape& a, const Shape& b);

// `hitlab-cli query --algorithm NAME --trace`, reading its lines from standard input.
std::string queryCommand(const Algorithm& algorithm);

// The text "Copy as JSON" puts on the clipboard: a shell line that pipes the query line into the
// command, then the method's answer and its trace as JSON, each on a line of its own after a comment.
std::string pairClipboardText(const Document& document, const PairInspection& inspection);

} // namespace hitlab
