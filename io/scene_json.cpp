#include "file_text.hpp"
#include "hitlab/registry.hpp"
#include "json_text.hpp"
#include "scene_limits.hpp"
#include "shape_json.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <filesystem>
#include <random>
#include <set>
#include <system_error>

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
    // The supported range of shapes' coordinates holds for the view and the pivot too.
    if (!(std::abs(v.x) <= kMaxCoordinate) || !(std::abs(v.y) <= kMaxCoordinate))
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
            return where + ".id: " + echoString(entry.id) + " is used by an earlier shape";
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
            return "algorithms." + echoKey(pair) + ": not a pair of shape types such as \"circle/rect\"";
        }
        if (!name.is_string())
        {
            return "algorithms." + echoKey(pair) + ": must be an algorithm name (a string)";
        }
        const std::string algorithm = name.get<std::string>();
        if (!findAlgorithm(kinds->first, kinds->second, algorithm))
        {
            std::string known;
            for (const Algorithm* row : algorithmsFor(kinds->first, kinds->second))
            {
                known += (known.empty() ? "" : ", ") + std::string(row->name);
            }
            return "algorithms." + echoKey(pair) + ": no algorithm " + echoString(algorithm) +
                   " for this pair (known: " + known + ")";
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
            return "overlays." + echoKey(name) + ": must be true or false";
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
            return "view.center: must be a pair of numbers [x, y] within +-" + formatNumber(kMaxCoordinate) +
                   " (the supported range)";
        }
        scene.view.center = *value;
    }
    if (const auto zoom = view.find("zoom"); zoom != view.end())
    {
        if (!zoom->is_number() ||
            !(zoom->get<double>() >= kSceneMinZoom && zoom->get<double>() <= kSceneMaxZoom))
        {
            return "view.zoom: must be a number in " + formatNumber(kSceneMinZoom) + ".." +
                   formatNumber(kSceneMaxZoom) + ", got " + echo(*zoom);
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
        return "motion.shape: " + echoString(result.shapeId) + " is not the id of a rect in shapes";
    }
    const auto pivot = motion.find("pivot");
    if (pivot == motion.end() || !vec2From(*pivot))
    {
        return "motion.pivot: must be a pair of numbers [x, y] within +-" + formatNumber(kMaxCoordinate) +
               " (the supported range)";
    }
    result.pivot = *vec2From(*pivot);
    const auto angle = motion.find("angle");
    if (angle == motion.end() || !angle->is_number() || !std::isfinite(angle->get<double>()) ||
        std::abs(angle->get<double>()) > kSceneMaxMotionAngle)
    {
        return std::string(
                   "motion.angle: must be a number of radians per step within two turns either way (-4 "
                   "pi..4 pi)") +
               (angle == motion.end() ? std::string() : ", got " + echo(*angle));
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

std::string readLocalizedText(const json& value, const std::string& where, LocalizedText& text)
{
    if (!value.is_object())
    {
        return where + ": must be an object {\"en\": \"...\", \"ja\": \"...\"}";
    }
    for (const auto& [language, target] : {std::pair{"en", &text.en}, std::pair{"ja", &text.ja}})
    {
        const auto found = value.find(language);
        if (found == value.end() || !found->is_string() || found->get<std::string>().empty())
        {
            return where + "." + language + ": must be a non-empty string";
        }
        *target = found->get<std::string>();
    }
    return {};
}

std::string readLesson(const json& lesson, Scene& scene)
{
    if (!lesson.is_object())
    {
        return "lesson: must be an object with \"title\", \"text\", \"source\" and \"try\"";
    }
    SceneLesson result;
    for (const auto& [key, target] : {std::pair{"title", &result.title}, std::pair{"text", &result.text}})
    {
        const auto found = lesson.find(key);
        if (found == lesson.end())
        {
            return std::string("lesson.") + key + ": missing";
        }
        if (std::string error = readLocalizedText(*found, std::string("lesson.") + key, *target);
            !error.empty())
        {
            return error;
        }
    }
    if (const auto source = lesson.find("source"); source != lesson.end())
    {
        if (!source->is_string())
        {
            return "lesson.source: must be a string";
        }
        result.source = source->get<std::string>();
    }
    const auto tries = lesson.find("try");
    if (tries == lesson.end() || !tries->is_array() || tries->empty() || tries->size() > kMaxLessonTries)
    {
        return "lesson.try: must be an array of 1 to " + std::to_string(kMaxLessonTries) +
               " texts {\"en\": ..., \"ja\": ...}";
    }
    for (std::size_t i = 0; i < tries->size(); ++i)
    {
        LocalizedText text;
        if (std::string error = readLocalizedText((*tries)[i], "lesson.try[" + std::to_string(i) + "]", text);
            !error.empty())
        {
            return error;
        }
        result.tryThis.push_back(std::move(text));
    }
    scene.lesson = std::move(result);
    return {};
}

json localizedToJson(const LocalizedText& text)
{
    return json{{"en", text.en}, {"ja", text.ja}};
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
            return where + ": " + echoString(id) + " is not the id of a shape in shapes";
        }
        ids.push_back(id);
    }
    if (ids[0] == ids[1])
    {
        return "selection[1]: " + echoString(ids[1]) +
               " names the same shape as selection[0]; a pair needs two";
    }
    scene.selection = std::move(ids);
    return {};
}

std::string readLabels(const json& labels, Scene& scene)
{
    if (!labels.is_array())
    {
        return "labels: must be an array of captions, each an object with \"en\" and \"ja\" strings";
    }
    for (std::size_t i = 0; i < labels.size(); ++i)
    {
        const std::string where = "labels[" + std::to_string(i) + "]";
        LocalizedText text;
        if (std::string error = readLocalizedText(labels[i], where, text); !error.empty())
        {
            return error;
        }
        // Two rows for one label would leave which caption shows to the order of the file.
        if (!scene.japaneseLabels.emplace(std::move(text.en), std::move(text.ja)).second)
        {
            return where + ".en: " + echo(labels[i]["en"]) + " has a caption already";
        }
    }
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
        // Compared as a JSON integer: get<int>() would read 4294967297 as 1.
        if (!version->is_number_integer() || *version != 1)
        {
            return failure("version: this hitlab reads scene version 1, got " + echo(*version));
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
    if (error.empty() && document.contains("lesson") && !document["lesson"].is_null())
    {
        error = readLesson(document["lesson"], scene);
    }
    if (error.empty() && document.contains("selection"))
    {
        error = readSelection(document["selection"], scene);
    }
    if (const auto steps = document.find("steps"); error.empty() && steps != document.end())
    {
        if (steps->is_boolean())
        {
            scene.steps = steps->get<bool>();
        }
        else
        {
            error = "steps: must be true or false, got " + echo(*steps);
        }
    }
    if (error.empty() && document.contains("labels"))
    {
        error = readLabels(document["labels"], scene);
    }
    if (!error.empty())
    {
        return failure(std::move(error));
    }
    return Parsed<Scene>{std::move(scene), {}};
}

Parsed<Scene> sceneFromText(std::string_view text)
{
    // Never throws: a number beyond the double range (1e400) is refused naming its field, a syntax
    // error with its byte position and what the parser expected there.
    ParsedJson document = parseJson(text);
    if (!document)
    {
        return failure(std::move(document.error));
    }
    return sceneFromJson(document.value);
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
    if (scene.lesson)
    {
        json tries = json::array();
        for (const LocalizedText& text : scene.lesson->tryThis)
        {
            tries.push_back(localizedToJson(text));
        }
        document["lesson"] = {{"title", localizedToJson(scene.lesson->title)},
                              {"text", localizedToJson(scene.lesson->text)},
                              {"source", scene.lesson->source},
                              {"try", std::move(tries)}};
    }
    if (!scene.selection.empty())
    {
        document["selection"] = scene.selection;
    }
    if (scene.steps)
    {
        document["steps"] = true;
    }
    if (!scene.japaneseLabels.empty())
    {
        json labels = json::array();
        for (const auto& [english, japanese] : scene.japaneseLabels)
        {
            labels.push_back(localizedToJson(LocalizedText{english, japanese}));
        }
        document["labels"] = std::move(labels);
    }
    return document;
}

Parsed<Scene> loadScene(const std::string& path)
{
    const FileText file = readFileText(path, kMaxSceneFileBytes, "scene file");
    if (!file)
    {
        return failure(path + ": " + file.error);
    }
    Parsed<Scene> scene = sceneFromText(file.text);
    if (!scene)
    {
        scene.error = path + ": " + scene.error;
    }
    return scene;
}

namespace
{

// Opens a new file beside `path` that did not exist before (O_EXCL: a link planted at the name is
// never followed), with a name no other save uses at the same time.
int createTemporaryBeside(const std::string& path, std::string& temporary)
{
    std::random_device entropy;
    for (int attempt = 0; attempt < 100; ++attempt)
    {
        temporary = path + ".saving-" + std::to_string(::getpid()) + "-" + std::to_string(entropy());
        // 0666 less the umask, as any new file; an existing target's mode is copied below.
        const int descriptor = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (descriptor >= 0 || errno != EEXIST)
        {
            return descriptor;
        }
    }
    errno = EEXIST;
    return -1;
}

// The path a write to `path` reaches: links followed to the file they name (which may not exist yet),
// relative links read from their own directory. Nothing when they go round in a loop.
std::optional<std::string> followLinks(const std::string& path)
{
    // As many links as the kernel follows before it gives up (ELOOP).
    constexpr int kMaxLinks = 40;
    std::filesystem::path current = path;
    for (int followed = 0; followed <= kMaxLinks; ++followed)
    {
        std::error_code error;
        if (!std::filesystem::is_symlink(current, error))
        {
            return current.string();
        }
        const std::filesystem::path next = std::filesystem::read_symlink(current, error);
        if (error)
        {
            return current.string();
        }
        current = next.is_absolute() ? next : current.parent_path() / next;
    }
    return std::nullopt;
}

bool writeAll(int descriptor, std::string_view text)
{
    while (!text.empty())
    {
        const ssize_t written = ::write(descriptor, text.data(), text.size());
        if (written < 0 && errno == EINTR)
        {
            continue;
        }
        if (written <= 0)
        {
            return false;
        }
        text.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

} // namespace

std::optional<std::string> saveScene(const std::string& path, const Scene& scene)
{
    return writeFileReplacing(path, sceneToJson(scene).dump(2) + "\n");
}

std::optional<std::string> writeFileReplacing(const std::string& path, std::string_view text)
{
    // A link is followed to the file it names, which is replaced there: renamed over, the link itself
    // became a plain file and the file it named kept the old contents.
    const std::optional<std::string> target = followLinks(path);
    if (!target)
    {
        return path + ": " + systemError(ELOOP);
    }
    // Renamed over, a device (/dev/null written as root), a pipe or a socket became a plain file.
    struct stat existing = {};
    const bool replacing = ::stat(target->c_str(), &existing) == 0;
    if (replacing && !S_ISREG(existing.st_mode))
    {
        return path + (S_ISDIR(existing.st_mode)
                           ? ": is a directory; give the path of a file"
                           : ": is not a regular file (a device, a pipe or a socket); nothing was written");
    }
    std::string temporary;
    const int descriptor = createTemporaryBeside(*target, temporary);
    if (descriptor < 0)
    {
        return path + ": cannot create a temporary file beside it: " + systemError(errno);
    }
    auto fail = [&](const std::string& what)
    {
        const std::string message = path + ": " + what + ": " + systemError(errno);
        ::close(descriptor);
        ::unlink(temporary.c_str());
        return message;
    };
    // Saving over a file keeps its permissions (a private 0600 scene stays private).
    if (replacing && ::fchmod(descriptor, existing.st_mode & 07777) != 0)
    {
        return fail("cannot give the saved file the mode of the one it replaces");
    }
    if (!writeAll(descriptor, text))
    {
        return fail("writing " + temporary + " failed");
    }
    // On disk before the rename, so that a crash leaves the old scene or the new one, never an empty
    // file under the old name.
    if (::fsync(descriptor) != 0)
    {
        return fail("writing " + temporary + " to disk failed");
    }
    if (::close(descriptor) != 0)
    {
        const std::string message = path + ": writing " + temporary + " failed: " + systemError(errno);
        ::unlink(temporary.c_str());
        return message;
    }
    if (::rename(temporary.c_str(), target->c_str()) != 0)
    {
        const std::string message =
            path + ": cannot replace the file with the one written: " + systemError(errno);
        ::unlink(temporary.c_str());
        return message;
    }
    // The rename itself is on disk once the directory is.
    const std::string directory = std::filesystem::path(*target).parent_path().string();
    const int directoryDescriptor =
        ::open(directory.empty() ? "." : directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directoryDescriptor < 0)
    {
        return path +
               ": saved, but its directory could not be opened to write it to disk: " + systemError(errno);
    }
    const bool synced = ::fsync(directoryDescriptor) == 0;
    const int syncError = errno;
    ::close(directoryDescriptor);
    if (!synced)
    {
        return path + ": saved, but writing its directory to disk failed: " + systemError(syncError);
    }
    return std::nullopt;
}

} // namespace hitlab::io
