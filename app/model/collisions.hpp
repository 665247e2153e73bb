// Which shapes touch under the document's active algorithms, and everything the sandbox shows about
// one chosen pair. The per-frame pass is core's CollisionPass, the same code `hitlab-cli frame` times.
#pragma once

#include "document.hpp"
#include "hitlab/broadphase.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "hitlab/trace.hpp"
#include "i18n/ui_text.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <span>
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
//
// While a few shapes change and nothing else does (a shape dragged in a scene of thousands), only
// their pairs are tested again: each changed shape's old pairs are taken out of the counts and its new
// ones added, the rest of the last pass stands. The state is the one a whole pass gives, field for
// field. That needs every contact to lie within the bounds (no row of the table may report false
// contacts), no cap on the pairs and no compare mode; otherwise, and when many shapes changed, the
// whole pass runs.
class ContactSolver
{
public:
    explicit ContactSolver(int threadCount = defaultThreadCount());
    ContactState compute(const Document& document, bool compare);
    std::size_t pairLimit() const { return pass_.pairLimit(); }
    // How the last compute() found its state: the whole pass, or the changed shapes' pairs alone.
    bool lastWasPartial() const { return lastWasPartial_; }
    // bounds()[i] is boundsOf(shape i) as the last compute() saw it.
    std::span<const Bounds> bounds() const { return bounds_; }

    static int defaultThreadCount();

    // More changed shapes than this run the whole pass: each is tested against every shape's bounds.
    static constexpr std::size_t kMostChangedShapes = 32;

private:
    ContactState wholePass(const Document& document, bool compare, const AlgorithmTable& table);
    bool partialPass(const Document& document, const AlgorithmTable& table);
    // Adds sign (+1 or -1) times the contacts and candidates of changed_ in shapes_ and bounds_ to the
    // counts, each pair once.
    void countPairsOfChanged(int sign);

    CollisionPass pass_;
    // What the last pass saw, for a partial pass: its shapes, their bounds, each shape's count of
    // enabled contacts, and the settings it ran under.
    ContactState state_;
    std::vector<Shape> shapes_;
    std::vector<Bounds> bounds_;
    std::vector<std::uint32_t> contactCount_;
    AlgorithmTable table_{};
    std::set<std::string> disabledPairs_;
    bool partialAllowed_ = false;
    bool lastWasPartial_ = false;
    std::vector<std::size_t> changed_;
    std::vector<std::uint8_t> isChanged_;
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
// The same, given every shape's bounds (boundsOf, by index) to save finding them again; bounds of
// another size are not used.
std::optional<std::pair<std::size_t, std::size_t>> focusPair(const Document& document,
                                                             std::span<const Bounds> bounds);

} // namespace hitlab
