// Step-through of one method on one pair: its debug trace (hitlab/trace.hpp) cut into stages a
// student reads one at a time, each with its name, its formula as text, the live numbers in it (taken
// from the trace, never recomputed), its verdict, and the part of the overlays that shows it.
//
// Pure: no ImGui. The Steps panel (panels/steps_panel.hpp) shows a stage; the canvas draws the
// trace cut down to the stage (stageTrace) with the stage's overlays only.
#pragma once

#include "hitlab/ccd.hpp"
#include "hitlab/shapes.hpp"
#include "hitlab/trace.hpp"
#include "model/collisions.hpp"
#include "model/overlay.hpp"
#include "model/scene_analysis.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab
{

// Where a number of a stage comes from in the trace, so that a test can look it up on its own.
struct StageNumberSource
{
    enum class Kind
    {
        Value,    // trace.values, by name
        AxisMinA, // trace.axes[index]
        AxisMaxA,
        AxisMinB,
        AxisMaxB,
        DirectionX, // trace.simplexDirections[index]
        DirectionY,
        Ccd, // the CCD result (ccdStageNumber below), by name; index: the piece
    };
    Kind kind = Kind::Value;
    std::string valueName;
    std::size_t index = 0;
};

struct StageNumber
{
    std::string name; // as the formula writes it
    double value = 0.0;
    StageNumberSource source;
};

// What the canvas draws for a stage.
struct StageView
{
    std::array<bool, kOverlayCount> overlays{}; // indexed by Overlay
    std::optional<std::size_t> axis;            // SAT: only this axis of trace.axes
    std::optional<std::size_t> lastSimplex;     // GJK: the simplices up to this one, the last bright
    bool world = true;                          // the trace's world layer (false: insets only)
    // The world and space elements shown, by label: "name" is that label, "prefix*" every label that
    // starts with the prefix; empty: every element.
    std::vector<std::string> labels;
    // A CCD stage: the sweep of one piece of the motion (ccdPiece), the first impact, or (neither) the
    // whole motion with the scene's CCD overlays.
    bool ccd = false;
    std::optional<std::size_t> ccdPiece;
    bool ccdImpact = false;

    bool shows(Overlay overlay) const { return overlays[static_cast<std::size_t>(overlay)]; }
};

struct Stage
{
    const char* nameKey = "";      // string table (i18n/ui_text.hpp)
    std::string detail;            // which axis or iteration, in the trace's own words
    std::string formula;           // in English; a line with words has a translation (uiStepFormula)
    const char* ruleKey = nullptr; // string table: the stage's rule in words; null: none
    std::vector<StageNumber> numbers;
    const char* verdictKey = nullptr; // string table; null: the stage decides nothing
    std::string note;                 // the trace's own sentence where the method decides
    StageView view;
};

// The stages of `trace`, which `algorithm` filled for shapes of kinds `first` and `second` (in the
// algorithm's row order or not) and which answered `overlap`. Every method gets at least one stage.
std::vector<Stage> buildStages(const Trace& trace, std::string_view algorithm, ShapeKind first,
                               ShapeKind second, bool overlap);

// The stages of the inspected pair's active algorithm.
std::vector<Stage> buildStages(const PairInspection& inspection);

// The Steps panel's stages for the open document: the sweep of a CCD scene's motion, otherwise the
// inspected pair's method (none without a pair).
std::vector<Stage> buildStages(const Document& document, const SceneAnalysis& analysis);

// A CCD motion walked in pieces: the step cut into kCcdStepPieces equal turns, each with the
// conservative fan that contains its sweep and whether the exact sweep of that piece reaches the
// target, then the first impact. Stages: the whole motion, one per piece, the first impact.
inline constexpr std::size_t kCcdStepPieces = 8;
std::vector<Stage> buildCcdStages(const Document& document, const CcdState& ccd);

// The target the CCD stages follow, an index into ccd.targets (none when the scene has no target):
// the first selected target, else the one the exact sweep reaches first after the start (one it
// touches from the start only when there is no other), else the first.
std::optional<std::size_t> ccdStepsTarget(const Document& document, const CcdState& ccd);

// Piece `piece` of `count` of the motion: the box at fraction piece / count turning by angle / count.
RotationalMotion ccdPiece(const RotationalMotion& motion, std::size_t piece, std::size_t count);

// The trace cut down to what `view` shows (the axis, the simplices, the labelled elements).
Trace stageTrace(const Trace& trace, const StageView& view);

// The stage index kept within [0, count) (0 for no stages); `index` may be anything.
std::size_t clampStage(long long index, std::size_t count);

// The stage `delta` stages from the one shown for `current` (Left/Right, the panel's buttons),
// within [0, count).
long long steppedStage(long long current, int delta, std::size_t count);

} // namespace hitlab
