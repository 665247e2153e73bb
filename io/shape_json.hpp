// Shapes and scenes as JSON (docs/interfaces.md, "Shapes in JSON" and "Scene files"). Kept out of core/
// so the geometry stays free of I/O.
//
// Errors name the object and the field at fault ("b.r: must be greater than zero, got -1"); nothing
// is thrown out of these functions.
#pragma once

#include "hitlab/shapes.hpp"
#include "scene.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace hitlab::io
{

template <typename T> struct Parsed
{
    std::optional<T> value;
    std::string error; // set when value is empty

    explicit operator bool() const { return value.has_value(); }
};

// One shape object ({"type": "circle", "cx": ..., ...}). `where` prefixes error messages ("a", "b",
// "shapes[3]"). Extra keys are ignored. Polygons come back counter-clockwise.
Parsed<Shape> shapeFromJson(const nlohmann::json& object, std::string_view where);
nlohmann::json shapeToJson(const Shape& shape);

// Scene files: {"version": 1, "shapes": [...], "algorithms": {...}, "overlays": {...}, "view": {...},
// "motion": {...}}. Unknown pair or algorithm names are errors, so a typo cannot silently fall back.
Parsed<Scene> sceneFromJson(const nlohmann::json& document);
Parsed<Scene> sceneFromText(std::string_view text);
nlohmann::json sceneToJson(const Scene& scene);

// Reads a scene file; the error names the file and what is wrong with it. A file larger than
// kMaxSceneFileBytes, or one that is not a regular file (a directory, a device, a pipe), is refused.
Parsed<Scene> loadScene(const std::string& path);
// Writes to a new temporary file beside the target (created exclusively under a unique name, with the
// target's mode when it exists), writes it to disk, renames it over the target and writes the
// directory to disk, so a failed save leaves the previous file intact. A link is followed to the file
// it names (the link stays a link); a directory, device, pipe or socket at the path is refused and left
// as it is. Returns an error message, or nothing on success.
std::optional<std::string> saveScene(const std::string& path, const Scene& scene);
// The same for any contents (exported figures): `text` ends up at `path` whole, or not at all.
std::optional<std::string> writeFileReplacing(const std::string& path, std::string_view text);

} // namespace hitlab::io
