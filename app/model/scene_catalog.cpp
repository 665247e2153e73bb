#include "scene_catalog.hpp"

#include "hitlab/geometry.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace hitlab
{

const CatalogEntry* SceneCatalog::find(const std::string& file) const
{
    for (const CatalogEntry& entry : entries)
    {
        if (entry.file == file)
        {
            return &entry;
        }
    }
    return nullptr;
}

std::vector<const CatalogEntry*> SceneCatalog::lessons() const
{
    std::vector<const CatalogEntry*> result;
    for (const CatalogEntry& entry : entries)
    {
        if (entry.category == "lesson")
        {
            result.push_back(&entry);
        }
    }
    return result;
}

namespace
{

// Paths compared as files: "assets/scenes/x.json" and "/repo/assets/scenes/x.json" are the same.
bool sameFile(const std::string& a, const std::string& b)
{
    std::error_code error;
    const auto canonicalA = std::filesystem::weakly_canonical(a, error);
    const auto canonicalB = std::filesystem::weakly_canonical(b, error);
    return error ? a == b : canonicalA == canonicalB;
}

} // namespace

const CatalogEntry* SceneCatalog::neighbourLesson(const std::string& openPath, int step) const
{
    const std::vector<const CatalogEntry*> all = lessons();
    if (all.empty() || step == 0)
    {
        return nullptr;
    }
    for (std::size_t i = 0; i < all.size(); ++i)
    {
        if (!openPath.empty() && sameFile(pathOf(*all[i]), openPath))
        {
            const auto next = static_cast<std::ptrdiff_t>(i) + step;
            return next >= 0 && next < static_cast<std::ptrdiff_t>(all.size()) ? all[next] : nullptr;
        }
    }
    return step > 0 ? all.front() : all.back();
}

std::optional<SceneCatalog> loadSceneCatalog(const std::string& scenesDirectory, std::string& error)
{
    const std::string path = scenesDirectory + "/index.json";
    std::ifstream in(path);
    if (!in)
    {
        error = path + ": cannot open";
        return std::nullopt;
    }
    const nlohmann::json document = nlohmann::json::parse(in, nullptr, false);
    if (document.is_discarded() || !document.is_object() || !document.contains("scenes") ||
        !document["scenes"].is_array())
    {
        error = path + ": expected {\"scenes\": [...]}";
        return std::nullopt;
    }
    SceneCatalog catalog;
    catalog.directory = scenesDirectory;
    for (std::size_t i = 0; i < document["scenes"].size(); ++i)
    {
        const nlohmann::json& item = document["scenes"][i];
        if (!item.is_object() || !item.contains("file") || !item["file"].is_string())
        {
            error = path + ": scenes[" + std::to_string(i) + "].file: missing";
            return std::nullopt;
        }
        CatalogEntry entry;
        entry.file = item["file"].get<std::string>();
        entry.title = item.value("title", entry.file);
        entry.category = item.value("category", "lesson");
        entry.source = item.value("source", "");
        entry.description = item.value("description", "");
        entry.titleJa = item.value("title_ja", "");
        entry.descriptionJa = item.value("description_ja", "");
        catalog.entries.push_back(std::move(entry));
    }
    return catalog;
}

Scene builtinDefaultScene()
{
    Scene scene;
    auto add = [&](std::string id, Shape shape) {
        scene.shapes.push_back({std::move(id), std::move(shape), {}});
    };
    add("point1", Point{{-330.0, 150.0}});
    add("circle1", Circle{{-200.0, 150.0}, 60.0});
    add("ellipse1", Ellipse{{0.0, 150.0}, 90.0, 45.0, 0.4});
    add("rect1", Rect{{200.0, 150.0}, 130.0, 80.0, -0.3});
    add("polygon1",
        *makePolygon({{-260.0, -200.0}, {-160.0, -190.0}, {-140.0, -90.0}, {-230.0, -60.0}, {-290.0, -120.0}})
             .polygon);
    add("segment1", Segment{{-60.0, -200.0}, {40.0, -80.0}});
    add("capsule1", Capsule{{100.0, -160.0}, {200.0, -100.0}, 30.0});
    add("fan1", Fan{{270.0, -220.0}, 1.9, 0.5, 40.0, 150.0});
    return scene;
}

} // namespace hitlab
