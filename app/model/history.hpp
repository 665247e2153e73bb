// Undo history: every edit of a document is a list of reversible changes.
//
// Changes store the shape or setting before and after, so undo and redo never recompute anything and
// a redo after an undo gives back exactly the same document.
#pragma once

#include "scene.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

// One shape slot: inserted (no before), erased (no after) or modified (both). Indices are positions in
// Scene::shapes at the moment the change applies; changes of one edit apply in order and undo in
// reverse order, so an edit may insert and erase several shapes.
struct ShapeChange
{
    std::size_t index = 0;
    std::optional<SceneShape> before;
    std::optional<SceneShape> after;
};

// A per-pair setting: the algorithm name (empty means the pair's default) or the enable toggle.
struct PairChange
{
    std::string pair;
    std::string algorithmBefore;
    std::string algorithmAfter;
    bool enabledBefore = true;
    bool enabledAfter = true;
};

// The scene's CCD motion (pivot, angle per step, animation), before and after.
struct MotionChange
{
    std::optional<SceneMotion> before;
    std::optional<SceneMotion> after;
};

// What a deletion changed beyond the shapes: the selection (its undo selects the shapes as they were
// selected, in that order: "P vs E" came back as "E vs P") and the scene's saved pair (Scene::selection,
// by ids), which a deletion of one of its shapes drops and its undo brings back.
struct SelectionChange
{
    std::vector<std::size_t> selectedBefore;
    std::vector<std::string> pairBefore;
    std::vector<std::string> pairAfter;
};

struct Edit
{
    std::string label; // "Move circle c1", shown in the Edit menu
    std::vector<ShapeChange> shapes;
    std::vector<PairChange> pairs;
    std::optional<MotionChange> motion;
    std::optional<SelectionChange> selection = std::nullopt; // set by deletions

    bool empty() const { return shapes.empty() && pairs.empty() && !motion; }

    // Set by History::push: no two edits of one history share it, so it names a state of the document.
    std::uint64_t serial = 0;
};

class History
{
public:
    void push(Edit edit);
    // The edit to undo (or redo), moved past; null when there is none.
    const Edit* undo();
    const Edit* redo();
    bool canUndo() const { return cursor_ > 0; }
    bool canRedo() const { return cursor_ < edits_.size(); }
    const Edit* nextUndo() const { return canUndo() ? &edits_[cursor_ - 1] : nullptr; }
    const Edit* nextRedo() const { return canRedo() ? &edits_[cursor_] : nullptr; }
    std::size_t undoDepth() const { return cursor_; }
    std::size_t redoDepth() const { return edits_.size() - cursor_; }
    void clear();
    // The state the document is in: the serial of the last edit done, 0 with none. Undoing back to a
    // saved state gives back its revision; a new edit after an undo gets a revision never seen before.
    std::uint64_t revision() const { return canUndo() ? edits_[cursor_ - 1].serial : 0; }

    // Old edits beyond this many are forgotten (a stress scene's edits can be large).
    static constexpr std::size_t kMaxEdits = 500;

private:
    std::vector<Edit> edits_;
    std::size_t cursor_ = 0;       // edits_[0, cursor_) are done, the rest are undone
    std::uint64_t lastSerial_ = 0; // not reset by clear, so a revision is never reused
};

} // namespace hitlab
