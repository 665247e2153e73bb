// Which shapes touch under the document's active algorithms, and everything the sandbox shows about
// one chosen pair. The per-frame pass is core's CollisionPass, the same code `hitlab-cli frame` times.
#pragma once

#include "hitlab/broadphase.hpp"
#include "document.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "hitlab/trace.hpp"
#include "i18n/ui_text.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hitlab
{

struct ContactState
{
    std::vector<std::uint8_t> inContact; // per shape: touches some other shape under the active algorithms
    std::vector<std::uint8_t> disagrees; // per shape, compare mode: in a pair whose answer is not exact
    std::vector<std::pair<std::uint32_t, std::uint32_t>> disagreeingPairs; // compare mode
    std::size_t candidatePairs = 0; // pairs the broadphase handed to the narrow phase
    std::size_t contactPairs = 0;   // unordered pairs in contact
    double milliseconds = 0.0;      // broadphase + narrow phase (+ the exact re-check in compare mode)
    // The broadphase found more candidate pairs than the pass tests (pairLimit): the pairs beyond it
    // were not tested, so some contacts may be missing, and the sandbox must say so.
    bool pairsCapped = false;
    std::size_t pairLimit = 0;
};

// The warning the Stats panel and the status bar show when the last pass capped its candidate pairs,
// in `language`; empty when it did not.
std::string cappedPairsNotice(const ContactState& state, UiLanguage language);

// Computes the contact state of a document's scene each frame, keeping core's CollisionPass (and its
// buffers and worker threads) from frame to frame. Each candidate pair of the broadphase runs its
// pair's active algorithm; contacts of disabled pairs are dropped. In compare mode every candidate
// pair whose active algorithm is approximate also runs the exact default, and pairs whose answers
// differ are listed.
class ContactSolver
{
public:
    explicit ContactSolver(int threadCount = defaultThreadCount());
    ContactState compute(const Document& document, bool compare);
    std::size_t pairLimit() const { return pass_.pairLimit(); }

    static int defaultThreadCount();

private:
    CollisionPass pass_;
};

// Everything the readout and the overlays show for one pair of shapes.
struct PairInspection
{
    std::size_t first = 0;
    std::size_t second = 0;
    const Algorithm* algorithm = nullptr; // the active row
    bool enabled = true;
    AlgorithmResult answer; // the active row's answer
    Trace trace;            // what the active row recorded
    bool exactOverlap = false;
    SignedDistance exact; // exact signed distance, witness points as (first, second)
};

PairInspection inspectPair(const Document& document, std::size_t first, std::size_t second);

// The pair the readout shows: the first two selected shapes; or the selected shape and the shape
// nearest to it; or, with nothing selected, the only two shapes of a two-shape scene.
std::optional<std::pair<std::size_t, std::size_t>> focusPair(const Document& document);

} // namespace hitlab
