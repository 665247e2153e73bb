// A scene as plain data: the shapes a user works on, the algorithm chosen per pair, the overlays that
// are switched on and the view. It is the sandbox's document and the scene file's content, so it lives
// beside its JSON form (shape_json.hpp), not in the geometry library.
#pragma once

#include "hitlab/shapes.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

struct SceneShape
{
    std::string id;
    Shape shape;
    std::string label; // optional caption
};

// World point at the centre of the window and pixels per world unit.
struct View
{
    Vec2 center{0.0, 0.0};
    double zoom = 1.0;

    bool operator==(const View&) const = default;
};

// A CCD scene's motion: the rect with id `shapeId` turns about `pivot` by `angle` radians per step
// (counter-clockwise when positive); `animate` plays the steps in the sandbox.
struct SceneMotion
{
    std::string shapeId;
    Vec2 pivot{0.0, 0.0};
    double angle = 0.0;
    bool animate = false;
};

// A text in the two languages of the sandbox's UI.
struct LocalizedText
{
    std::string en;
    std::string ja;

    const std::string& in(bool japanese) const { return japanese ? ja : en; }
    bool operator==(const LocalizedText&) const = default;
};

// What a lesson scene teaches, shown beside the canvas: a title, a short explanation of the method and
// where it fails here, the publication it comes from, and 1-3 things to try on the scene's shapes.
struct SceneLesson
{
    LocalizedText title;
    LocalizedText text;
    std::string source;
    std::vector<LocalizedText> tryThis;

    bool operator==(const SceneLesson&) const = default;
};

constexpr std::size_t kMaxLessonTries = 3;

struct Scene
{
    std::vector<SceneShape> shapes;
    // Pair name ("circle/rect", see pairName) to algorithm name; pairs not listed use the default.
    std::map<std::string, std::string> algorithms;
    // Overlay name ("sat_axes", ...) to on or off; overlays not listed are off.
    std::map<std::string, bool> overlays;
    View view;
    std::optional<SceneMotion> motion;
    std::optional<SceneLesson> lesson;
    // The pair the readout and the error map show, as shape ids [A, B] (A is the shape the error map
    // moves); empty when the scene names no pair.
    std::vector<std::string> selection;
    // Open the sandbox's Steps panel with the scene (lessons that walk a method stage by stage).
    bool steps = false;
    // A label (in English) -> its caption in the Japanese UI (the file's "labels" rows). A label without
    // one, or edited to anything else, shows as it is typed. Looked up for every labelled shape each frame.
    std::map<std::string, std::string> japaneseLabels;
};

// The caption of a shape labelled `label` in the UI's language.
inline const std::string& captionOf(const Scene& scene, const std::string& label, bool japanese)
{
    if (japanese)
    {
        if (const auto row = scene.japaneseLabels.find(label); row != scene.japaneseLabels.end())
        {
            return row->second;
        }
    }
    return label;
}

} // namespace hitlab
