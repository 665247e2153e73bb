// The open document: a scene plus what the sandbox keeps around it (file path, selection, per-pair
// enable toggles, undo history). Every edit of shapes or pair settings goes through here so that it
// can be undone; the view, the overlays and the selection are not edits.
#pragma once

#include "history.hpp"
#include "hitlab/registry.hpp"
#include "overlay.hpp"
#include "scene.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab
{

class Document
{
public:
    // Replaces everything: a new scene from a file (or the built-in one), an empty history. A read-only
    // document (a bundled scene) is never saved back to its path: saving it asks for a new one.
    void reset(Scene scene, std::string path, bool readOnly = false);

    const Scene& scene() const { return scene_; }
    const std::string& path() const { return path_; }
    bool readOnly() const { return readOnly_; }
    // Saving may write to path() without asking for one.
    bool hasWritablePath() const { return !path_.empty() && !readOnly_; }
    // Differs from the file last saved or opened: compared by history revision, so undoing back to the
    // saved state is unmodified and undoing past it (or redoing) is modified again.
    bool modified() const { return history_.revision() != savedRevision_ || untrackedChanges_; }
    // The document now equals the file at `path`, which the user chose: it is writable from now on.
    void markSaved(std::string path);
    // Changes whenever shapes or pair settings change (previews included): caches key on it.
    std::uint64_t version() const { return version_; }

    std::size_t shapeCount() const { return scene_.shapes.size(); }
    const SceneShape& shape(std::size_t index) const { return scene_.shapes[index]; }

    // A change shown live while a drag or an inspector field is active; commitShapes records it.
    void previewShape(std::size_t index, const Shape& shape);
    // One edit from each index's `before` to its current state (no edit if nothing changed).
    void commitShapes(const std::vector<std::pair<std::size_t, SceneShape>>& before, std::string label);
    // previewShape and commitShapes at once.
    void modifyShape(std::size_t index, const Shape& shape, std::string label);
    void setLabel(std::size_t index, std::string label);
    // Appends a shape with a fresh id; returns its index.
    std::size_t addShape(const Shape& shape, std::string label = {});
    // Copies of the shapes moved by offset, appended with fresh ids; returns their indices.
    std::vector<std::size_t> duplicateShapes(std::vector<std::size_t> indices, Vec2 offset);
    void eraseShapes(std::vector<std::size_t> indices);

    // Per-pair settings. An empty algorithm name means the pair's default row.
    std::string algorithmName(const std::string& pair) const;
    const Algorithm& activeAlgorithm(ShapeKind a, ShapeKind b) const;
    void setAlgorithm(const std::string& pair, const std::string& name);
    bool pairEnabled(const std::string& pair) const { return !disabledPairs_.contains(pair); }
    void setPairEnabled(const std::string& pair, bool enabled);
    const std::set<std::string>& disabledPairs() const { return disabledPairs_; }

    // Sets the CCD motion as one undoable edit. previewMotion changes it without history (while a handle
    // is dragged, or while the animation plays); commitMotion then records the change from `before`.
    void setMotion(const std::optional<SceneMotion>& motion, std::string label);
    void previewMotion(const SceneMotion& motion);
    void commitMotion(const std::optional<SceneMotion>& before, std::string label);

    // Overlays are stored under their scene-file keys (overlay.hpp), so keys the sandbox does not know
    // survive a save.
    bool overlay(Overlay overlay) const;
    void setOverlay(Overlay overlay, bool on);
    View& view() { return scene_.view; }
    const View& view() const { return scene_.view; }

    bool undo();
    bool redo();
    const History& history() const { return history_; }

    // Selected shape indices, the first one primary. Kept valid across edits. A pair the user selects
    // (select with two or more) becomes the scene's "selection" pair, saved with it; a scene that names
    // one opens with it selected.
    const std::vector<std::size_t>& selection() const { return selection_; }
    void select(std::vector<std::size_t> indices);
    bool isSelected(std::size_t index) const;

    std::string freshId(ShapeKind kind) const;

private:
    void apply(const Edit& edit, bool forward);
    void record(Edit edit);
    void touch();
    // Selects what an edit touched; keeps the scene's "selection" pair while both its shapes exist.
    void selectTouched(std::vector<std::size_t> indices);

    Scene scene_;
    std::string path_;
    bool readOnly_ = false;
    std::uint64_t savedRevision_ = 0;
    // Saved settings that are not edits (the overlay toggles): undo cannot take them back.
    bool untrackedChanges_ = false;
    std::uint64_t version_ = 1;
    std::set<std::string> disabledPairs_;
    History history_;
    std::vector<std::size_t> selection_;
};

// Opens a scene file into `document`. A file that cannot be read or parsed is refused with the
// reason and the document is left exactly as it was.
std::optional<std::string> openSceneFile(Document& document, const std::string& path, bool readOnly = false);

} // namespace hitlab
