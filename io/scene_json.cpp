#include "hitlab/registry.hpp"
#include "shape_json.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

namespace hitlab::io
{

namespace
{

using nlohmann::json;

Parsed<Scene> failure(std::string message)
{
    return Parsed<Scene>{std::nullopt, std::move(message)};
}

std::optional<Vec2> vec2From(const json& value)
{
    if (!value.is_array() || value.size() != 2 || !value[0].is_number() || !value[1].is_number())
    {
        return std::nullopt;
    }
    const Vec2 v{value[0].get<double>(), value[1].get<double>()};
    if (!std::isfinite(v.x) || !std::isfinite(v.y))
    {
        return std::nullopt;
    }
    return v;
}

// "rect/circle" or "circle/rect" to the kinds, or nothing when either name is not a shape type.
std::optional<std::pair<ShapeKind, ShapeKind>> pairKinds(const std::string& pair)
{
    const size_t slash = pair.find('/');
    if (slash == std::string::npos)
    {
        return std::nullopt;
    }
    const auto first = kindFromName(std::string_view(pair).substr(0, slash));
    const auto second = kindFromName(std::string_view(pair).substr(slash + 1));
    if (!first || !second)
    {
        return std::nullopt;
    }
    return std::pair{*first, *second};
}

std::string readShapes(const json& shapes, Scene& scene)
{
    if (!shapes.is_array())
    {
        return "shapes: must be an array of shape objects";
    }
    std::set<std::string> ids;
    for (size_t i = 0; i < shapes.size(); ++i)
    {
        const std::string where = "shapes[" + std::to_string(i) + "]";
        const json& object = shapes[i];
        Parsed<Shape> shape = shapeFromJson(object, where);
        if (!shape)
        {
            return shape.error;
        }
        SceneShape entry{"", std::move(*shape.value), ""};
        if (const auto id = object.find("id"); id != object.end())
        {
            if (!id->is_string() || id->get<std::string>().empty())
            {
                return where + ".id: must be a non-empty string";
            }
            entry.id = id->get<std::string>();
        }
        else
        {
            entry.id = "shape" + std::to_string(i + 1);
        }
        if (!ids.insert(entry.id).second)
        {
            return where + ".id: \"" + entry.id + "\" is used by an earlier shape";
        }
        if (const auto label = object.find("label"); label != object.end())
        {
            if (!label->is_string())
            {
                return where + ".label: must be a string";
            }
            entry.label = label->get<std::string>();
        }
        scene.shapes.push_back(std::move(entry));
    }
    return {};
}

std::string readAlgorithms(const json& algorithms, Scene& scene)
{
    if (!algorithms.is_object())
    {
        return "algorithms: must be an object mapping pair names to algorithm names";
    }
    for (const auto& [pair, name] : algorithms.items())
    {
        const auto kinds = pairKinds(pair);
        if (!kinds)
        {
            return "algorithms." + pair + ": not a pair of shape types such as \"circle/rect\"";
        }
        if (!name.is_string())
        {
            return "algorithms." + pair + ": must be an algorithm name (a string)";
        }
        const std::string algorithm = name.get<std::string>();
        if (!findAlgorithm(kinds->first, kinds->second, algorithm))
        {
            std::string known;
            for (const Algorithm* row : algorithmsFor(kinds->first, kinds->second))
            {
                known += (known.empty() ? "" : ", ") + std::string(row->name);
            }
            return "algorithms." + pair + ": no algorithm \"" + algorithm +
                   "\" for this pair (known: " + known + ")";
        }
        scene.algorithms[pairName(kinds->first, kinds->second)] = algorithm;
    }
    return {};
}

std::string readOverlays(const json& overlays, Scene& scene)
{
    if (!overlays.is_object())
    {
        return "overlays: must be an object mapping overlay names to true or false";
    }
    for (const auto& [name, on] : overlays.items())
    {
        if (!on.is_boolean())
        {
            return "overlays." + name + ": must be true or false";
        }
        scene.overlays[name] = on.get<bool>();
    }
    return {};
}

std::string readView(const json& view, Scene& scene)
{
    if (!view.is_object())
    {
        return "view: must be an object {\"center\": [x, y], \"zoom\": z}";
    }
    if (const auto center = view.find("center"); center != view.end())
    {
        const auto value = vec2From(*center);
        if (!value)
        {
            return "view.center: must be a pair of finite numbers [x, y]";
        }
        scene.view.center = *value;
    }
    if (const auto zoom = view.find("zoom"); zoom != view.end())
    {
        if (!zoom->is_number() || !std::isfinite(zoom->get<double>()) || zoom->get<double>() <= 0.0)
        {
            return "view.zoom: must be a number greater than zero";
        }
        scene.view.zoom = zoom->get<double>();
    }
    return {};
}

std::string readMotion(const json& motion, Scene& scene)
{
    if (!motion.is_object())
    {
        return "motion: must be an object {\"shape\": id, \"pivot\": [x, y], \"angle\": a}";
    }
    SceneMotion result;
    const auto shape = motion.find("shape");
    if (shape == motion.end() || !shape->is_string())
    {
        return "motion.shape: must be the id of a rect in shapes";
    }
    result.shapeId = shape->get<std::string>();
    const auto moving = std::find_if(scene.shapes.begin(), scene.shapes.end(),
                                     [&](const SceneShape& s) { return s.id == result.shapeId; });
    if (moving == scene.shapes.end() || kindOf(moving->shape) != ShapeKind::Rect)
    {
        return "motion.shape: \"" + result.shapeId + "\" is not the id of a rect in shapes";
    }
    const auto pivot = motion.find("pivot");
    if (pivot == motion.end() || !vec2From(*pivot))
    {
        return "motion.pivot: must be a pair of finite numbers [x, y]";
    }
    result.pivot = *vec2From(*pivot);
    const auto angle = motion.find("angle");
    if (angle == motion.end() || !angle->is_number() || !std::isfinite(angle->get<double>()))
    {
        return "motion.angle: must be a finite number (radians per step)";
    }
    result.angle = angle->get<double>();
    if (const auto animate = motion.find("animate"); animate != motion.end())
    {
        if (!animate->is_boolean())
        {
            return "motion.animate: must be true or false";
        }
        result.animate = animate->get<bool>();
    }
    scene.motion = result;
    return {};
}

std::string readSelection(const json& selection, Scene& scene)
{
    if (!selection.is_array() || selection.size() != 2)
    {
        return "selection: must be a pair of shape ids [\"ID_A\", \"ID_B\"]";
    }
    std::vector<std::string> ids;
    for (size_t i = 0; i < selection.size(); ++i)
    {
        const std::string where = "selection[" + std::to_string(i) + "]";
        if (!selection[i].is_string())
        {
            return where + ": must be a shape id (a string)";
        }
        const std::string id = selection[i].get<std::string>();
        const bool known = std::any_of(scene.shapes.begin(), scene.shapes.end(),
                                       [&](const SceneShape& s) { return s.id == id; });
        if (!known)
        {
            return where + ": \"" + id + "\" is not the id of a shape in shapes";
        }
        ids.push_back(id);
    }
    if (ids[0] == ids[1])
    {
        return "selection[1]: \"" + ids[1] + "\" names the same shape as selection[0]; a pair needs two";
    }
    scene.selection = std::move(ids);
    return {};
}

} // namespace

Parsed<Scene> sceneFromJson(const json& document)
{
    if (!document.is_object())
    {
        return failure("scene: must be a JSON object with \"version\" and \"shapes\"");
    }
    if (const auto version = document.find("version"); version != document.end())
    {
        if (!version->is_number_integer() || version->get<int>() != 1)
        {
            return failure("version: this hitlab reads scene version 1, got " + version->dump());
        }
    }
    const auto shapes = document.find("shapes");
    if (shapes == document.end())
    {
        return failure("shapes: missing");
    }
    Scene scene;
    std::string error = readShapes(*shapes, scene);
    if (error.empty() && document.contains("algorithms"))
    {
        error = readAlgorithms(document["algorithms"], scene);
    }
    if (error.empty() && document.contains("overlays"))
    {
        error = readOverlays(document["overlays"], scene);
    }
    if (error.empty() && document.contains("view"))
    {
        error = readView(document["view"], scene);
    }
    if (error.empty() && document.contains("motion") && !document["motion"].is_null())
    {
        error = readMotion(document["motion"], scene);
    }
    if (error.empty() && document.contains("selection"))
    {
        error = readSelection(document["selection"], scene);
    }
    if (!error.empty())
    {
        return failure(std::move(error));
    }
    return Parsed<Scene>{std::move(scene), {}};
}

Parsed<Scene> sceneFromText(std::string_view text)
{
    json document;
    try
    {
        document = json::parse(text.begin(), text.end());
    }
    catch (const json::parse_error& e)
    {
        // e.what() names the byte position and what the parser expected there.
        return failure(std::string("not valid JSON: ") + e.what());
    }
    return sceneFromJson(document);
}

json sceneToJson(const Scene& scene)
{
    json shapes = json::array();
    for (const SceneShape& entry : scene.shapes)
    {
        json object = shapeToJson(entry.shape);
        object["id"] = entry.id;
        if (!entry.label.empty())
        {
            object["label"] = entry.label;
        }
        shapes.push_back(std::move(object));
    }
    json document = {
        {"version", 1},
        {"shapes", shapes},
        {"algorithms", scene.algorithms},
        {"overlays", scene.overlays},
        {"view", {{"center", {scene.view.center.x, scene.view.center.y}}, {"zoom", scene.view.zoom}}}};
    if (scene.motion)
    {
        document["motion"] = {{"shape", scene.motion->shapeId},
                              {"pivot", {scene.motion->pivot.x, scene.motion->pivot.y}},
                              {"angle", scene.motion->angle},
                              {"animate", scene.motion->animate}};
    }
    if (!scene.selection.empty())
    {
        document["selection"] = scene.selection;
    }
    return document;
}

Parsed<Scene> loadScene(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
    {
        return failure(path + ": cannot open the file for reading");
    }
    std::stringstream contents;
    contents << file.rdbuf();
    Parsed<Scene> scene = sceneFromText(contents.str());
    if (!scene)
    {
        scene.error = path + ": " + scene.error;
    }
    return scene;
}

std::optional<std::string> saveScene(const std::string& path, const Scene& scene)
{
    const std::string temporary = path + ".saving";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        if (!file)
        {
            return path + ": cannot write the temporary file " + temporary;
        }
        file << sceneToJson(scene).dump(2) << '\n';
        file.flush();
        if (!file)
        {
            std::remove(temporary.c_str());
            return path + ": writing " + temporary + " failed (disk full?)";
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0)
    {
        std::remove(temporary.c_str());
        return path + ": cannot replace the file with the saved scene";
    }
    return std::nullopt;
}

} // namespace hitlab::io
