#include "document.hpp"

#include "shape_json.hpp"

#include <algorithm>
#include <array>
#include <unordered_set>

namespace hitlab
{

namespace
{

// Shapes have no operator==: their JSON form holds every field, which is what an edit restores.
bool sameSceneShape(const SceneShape& a, const SceneShape& b)
{
    return a.id == b.id && a.label == b.label && a.shape.index() == b.shape.index() &&
           io::shapeToJson(a.shape) == io::shapeToJson(b.shape);
}

// The lowest free id of a kind ("circle3"), as a person would number them, for many shapes in one pass:
// the ids in use gathered once, and each kind's search resumed after the last id it gave, below which
// every number of that kind is taken. Gathered afresh for each shape, duplicating 10,000 shapes took
// minutes.
class FreshIds
{
public:
    explicit FreshIds(const std::vector<SceneShape>& shapes)
    {
        taken_.reserve(shapes.size());
        for (const SceneShape& s : shapes)
        {
            taken_.insert(s.id);
        }
        nextNumber_.fill(1);
    }

    std::string next(ShapeKind kind)
    {
        const std::string stem(kindName(kind));
        for (std::size_t& n = nextNumber_[static_cast<std::size_t>(kind)];; ++n)
        {
            std::string candidate = stem + std::to_string(n);
            if (taken_.insert(candidate).second)
            {
                ++n;
                return candidate;
            }
        }
    }

private:
    std::unordered_set<std::string> taken_;
    std::array<std::size_t, kShapeKindCount> nextNumber_{};
};

} // namespace

void Document::reset(Scene scene, std::string path, bool readOnly)
{
    scene_ = std::move(scene);
    path_ = std::move(path);
    readOnly_ = readOnly;
    disabledPairs_.clear();
    history_.clear();
    savedRevision_ = history_.revision();
    untrackedChanges_ = false;
    std::vector<std::size_t> named;
    for (const std::string& id : scene_.selection)
    {
        const auto found = std::find_if(scene_.shapes.begin(), scene_.shapes.end(),
                                        [&](const SceneShape& s) { return s.id == id; });
        if (found != scene_.shapes.end())
        {
            named.push_back(static_cast<std::size_t>(found - scene_.shapes.begin()));
        }
    }
    selection_ = named.size() == 2 ? named : std::vector<std::size_t>{};
    touch();
}

void Document::markSaved(std::string path)
{
    path_ = std::move(path);
    readOnly_ = false;
    savedRevision_ = history_.revision();
    untrackedChanges_ = false;
}

void Document::touch()
{
    ++version_;
}

void Document::previewShape(std::size_t index, const Shape& shape)
{
    scene_.shapes[index].shape = shape;
    touch();
}

void Document::commitShapes(const std::vector<std::pair<std::size_t, SceneShape>>& before, std::string label)
{
    Edit edit;
    edit.label = std::move(label);
    for (const auto& [index, old] : before)
    {
        const SceneShape& now = scene_.shapes[index];
        if (!sameSceneShape(old, now))
        {
            edit.shapes.push_back(ShapeChange{index, old, now});
        }
    }
    record(std::move(edit));
}

void Document::modifyShape(std::size_t index, const Shape& shape, std::string label)
{
    std::vector<std::pair<std::size_t, SceneShape>> before{{index, scene_.shapes[index]}};
    previewShape(index, shape);
    commitShapes(before, std::move(label));
}

void Document::setLabel(std::size_t index, std::string label)
{
    SceneShape before = scene_.shapes[index];
    scene_.shapes[index].label = std::move(label);
    touch();
    record(Edit{"Rename " + before.id, {ShapeChange{index, before, scene_.shapes[index]}}, {}, std::nullopt});
}

std::size_t Document::addShape(const Shape& shape, std::string label)
{
    SceneShape added{freshId(kindOf(shape)), shape, std::move(label)};
    const std::size_t index = scene_.shapes.size();
    Edit edit{"Add " + added.id, {ShapeChange{index, std::nullopt, added}}, {}, std::nullopt};
    apply(edit, true);
    record(std::move(edit));
    selectTouched({index});
    return index;
}

std::vector<std::size_t> Document::duplicateShapes(std::vector<std::size_t> indices, Vec2 offset)
{
    Edit edit;
    edit.label = indices.size() == 1 ? "Duplicate " + scene_.shapes[indices[0]].id : "Duplicate shapes";
    std::vector<std::size_t> added;
    FreshIds ids(scene_.shapes);
    for (std::size_t index : indices)
    {
        SceneShape copy = scene_.shapes[index];
        copy.shape = translated(copy.shape, offset);
        copy.id = ids.next(kindOf(copy.shape));
        const std::size_t at = scene_.shapes.size();
        ShapeChange change{at, std::nullopt, copy};
        // Insert right away so that the next index is right.
        scene_.shapes.push_back(copy);
        edit.shapes.push_back(std::move(change));
        added.push_back(at);
    }
    touch();
    record(std::move(edit));
    selectTouched(added);
    return added;
}

void Document::eraseShapes(std::vector<std::size_t> indices)
{
    std::sort(indices.begin(), indices.end(), std::greater<>());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    if (indices.empty())
    {
        return;
    }
    Edit edit;
    edit.label = indices.size() == 1 ? "Delete " + scene_.shapes[indices[0]].id : "Delete shapes";
    // Highest index first, so that every recorded index is valid when its change applies.
    for (std::size_t index : indices)
    {
        edit.shapes.push_back(ShapeChange{index, scene_.shapes[index], std::nullopt});
    }
    SelectionChange selection{selection_, scene_.selection, {}};
    apply(edit, true);
    selectTouched({});
    selection.pairAfter = scene_.selection;
    edit.selection = std::move(selection);
    record(std::move(edit));
}

std::string Document::algorithmName(const std::string& pair) const
{
    const auto found = scene_.algorithms.find(pair);
    return found == scene_.algorithms.end() ? std::string() : found->second;
}

const Algorithm& Document::activeAlgorithm(ShapeKind a, ShapeKind b) const
{
    const auto found = scene_.algorithms.find(pairName(a, b));
    if (found != scene_.algorithms.end())
    {
        if (const Algorithm* row = findAlgorithm(a, b, found->second))
        {
            return *row;
        }
    }
    return defaultAlgorithm(a, b);
}

void Document::setAlgorithm(const std::string& pair, const std::string& name)
{
    PairChange change{pair, algorithmName(pair), name, pairEnabled(pair), pairEnabled(pair)};
    if (change.algorithmBefore == change.algorithmAfter)
    {
        return;
    }
    Edit edit{"Algorithm of " + pair, {}, {change}, std::nullopt};
    apply(edit, true);
    record(std::move(edit));
}

void Document::setPairEnabled(const std::string& pair, bool enabled)
{
    if (pairEnabled(pair) == enabled)
    {
        return;
    }
    const std::string name = algorithmName(pair);
    Edit edit{(enabled ? "Enable " : "Disable ") + pair,
              {},
              {PairChange{pair, name, name, !enabled, enabled}},
              std::nullopt};
    apply(edit, true);
    record(std::move(edit));
}

bool Document::overlay(Overlay overlay) const
{
    const auto found = scene_.overlays.find(std::string(overlayInfo(overlay).key));
    return found != scene_.overlays.end() && found->second;
}

void Document::setOverlay(Overlay overlay, bool on)
{
    scene_.overlays[std::string(overlayInfo(overlay).key)] = on;
    untrackedChanges_ = true;
}

void Document::setMotion(const std::optional<SceneMotion>& motion, std::string label)
{
    const std::optional<SceneMotion> before = scene_.motion;
    scene_.motion = motion;
    commitMotion(before, std::move(label));
}

void Document::previewMotion(const SceneMotion& motion)
{
    scene_.motion = motion;
    touch();
}

void Document::commitMotion(const std::optional<SceneMotion>& before, std::string label)
{
    auto same = [](const std::optional<SceneMotion>& a, const std::optional<SceneMotion>& b)
    {
        return a.has_value() == b.has_value() && (!a || (a->shapeId == b->shapeId && a->pivot == b->pivot &&
                                                         a->angle == b->angle && a->animate == b->animate));
    };
    if (same(before, scene_.motion))
    {
        return;
    }
    Edit edit;
    edit.label = std::move(label);
    edit.motion = MotionChange{before, scene_.motion};
    record(std::move(edit));
    touch();
}

void Document::apply(const Edit& edit, bool forward)
{
    auto applyShape =
        [this](std::size_t index, const std::optional<SceneShape>& from, const std::optional<SceneShape>& to)
    {
        if (!from && to)
        {
            scene_.shapes.insert(scene_.shapes.begin() + static_cast<std::ptrdiff_t>(index), *to);
        }
        else if (from && !to)
        {
            scene_.shapes.erase(scene_.shapes.begin() + static_cast<std::ptrdiff_t>(index));
        }
        else if (to)
        {
            scene_.shapes[index] = *to;
        }
    };
    auto applyPair = [this](const std::string& pair, const std::string& algorithm, bool enabled)
    {
        if (algorithm.empty())
        {
            scene_.algorithms.erase(pair);
        }
        else
        {
            scene_.algorithms[pair] = algorithm;
        }
        if (enabled)
        {
            disabledPairs_.erase(pair);
        }
        else
        {
            disabledPairs_.insert(pair);
        }
    };

    if (forward)
    {
        for (const ShapeChange& change : edit.shapes)
        {
            applyShape(change.index, change.before, change.after);
        }
        for (const PairChange& change : edit.pairs)
        {
            applyPair(change.pair, change.algorithmAfter, change.enabledAfter);
        }
        if (edit.motion)
        {
            scene_.motion = edit.motion->after;
        }
        if (edit.selection)
        {
            scene_.selection = edit.selection->pairAfter;
        }
    }
    else
    {
        for (auto it = edit.shapes.rbegin(); it != edit.shapes.rend(); ++it)
        {
            applyShape(it->index, it->after, it->before);
        }
        for (auto it = edit.pairs.rbegin(); it != edit.pairs.rend(); ++it)
        {
            applyPair(it->pair, it->algorithmBefore, it->enabledBefore);
        }
        if (edit.motion)
        {
            scene_.motion = edit.motion->before;
        }
        if (edit.selection)
        {
            scene_.selection = edit.selection->pairBefore;
        }
    }

    // Select what the edit touched and still exists, so the user sees what changed; an undone deletion
    // selects what was selected when the shapes were deleted.
    if (!forward && edit.selection)
    {
        std::vector<std::size_t> selected = edit.selection->selectedBefore;
        std::erase_if(selected, [this](std::size_t i) { return i >= scene_.shapes.size(); });
        selectTouched(std::move(selected));
        touch();
        return;
    }
    std::vector<std::size_t> touched;
    for (const ShapeChange& change : edit.shapes)
    {
        const bool exists = forward ? change.after.has_value() : change.before.has_value();
        if (exists && change.index < scene_.shapes.size())
        {
            touched.push_back(change.index);
        }
    }
    if (!edit.shapes.empty())
    {
        selectTouched(touched);
    }
    touch();
}

void Document::record(Edit edit)
{
    history_.push(std::move(edit));
}

bool Document::undo()
{
    const Edit* edit = history_.undo();
    if (!edit)
    {
        return false;
    }
    apply(*edit, false);
    return true;
}

bool Document::redo()
{
    const Edit* edit = history_.redo();
    if (!edit)
    {
        return false;
    }
    apply(*edit, true);
    return true;
}

void Document::select(std::vector<std::size_t> indices)
{
    std::erase_if(indices, [this](std::size_t i) { return i >= scene_.shapes.size(); });
    selection_ = std::move(indices);
    // The user's pick is the scene's pair; one shape or none names no pair.
    scene_.selection.clear();
    if (selection_.size() >= 2 && selection_[0] != selection_[1])
    {
        scene_.selection = {scene_.shapes[selection_[0]].id, scene_.shapes[selection_[1]].id};
    }
}

void Document::selectTouched(std::vector<std::size_t> indices)
{
    selection_ = std::move(indices);
    // What an edit selects shows the edit; it is not a pair the user picked, so the scene's pair stays
    // unless one of its shapes is gone.
    const bool pairExists =
        std::all_of(scene_.selection.begin(), scene_.selection.end(),
                    [this](const std::string& id)
                    {
                        return std::any_of(scene_.shapes.begin(), scene_.shapes.end(),
                                           [&](const SceneShape& s) { return s.id == id; });
                    });
    if (!pairExists)
    {
        scene_.selection.clear();
    }
}

bool Document::isSelected(std::size_t index) const
{
    return std::find(selection_.begin(), selection_.end(), index) != selection_.end();
}

std::string Document::freshId(ShapeKind kind) const
{
    return FreshIds(scene_.shapes).next(kind);
}

std::optional<std::string> openSceneFile(Document& document, const std::string& path, bool readOnly)
{
    io::Parsed<Scene> parsed = io::loadScene(path);
    if (!parsed)
    {
        return parsed.error;
    }
    document.reset(std::move(*parsed.value), path, readOnly);
    return std::nullopt;
}

} // namespace hitlab
