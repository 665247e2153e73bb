// Every scene the project ships, listed in one place: assets/scenes/index.json. The sandbox's File menu,
// the golden-image suite and the tests read this list and nothing else.
#pragma once

#include "scene.hpp"

#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

struct CatalogEntry
{
    std::string file;          // relative to the scenes directory
    std::string title;         // shown in the menu
    std::string category;      // "default", "lesson", "kinds", "stress"
    std::string source;        // which source document the lesson teaches, if any
    std::string description;   // one or two sentences
    std::string titleJa;       // the title in Japanese ("title_ja")
    std::string descriptionJa; // the description in Japanese ("description_ja")

    // An index written before a key existed lacks it: the English stands in.
    const std::string& titleIn(bool japanese) const { return japanese && !titleJa.empty() ? titleJa : title; }
    const std::string& descriptionIn(bool japanese) const
    {
        return japanese && !descriptionJa.empty() ? descriptionJa : description;
    }
};

struct SceneCatalog
{
    std::string directory; // absolute path of assets/scenes
    std::vector<CatalogEntry> entries;

    std::string pathOf(const CatalogEntry& entry) const { return directory + "/" + entry.file; }
    const CatalogEntry* find(const std::string& file) const;
    // The entries of category "lesson", in the index's order: the order PageDown walks.
    std::vector<const CatalogEntry*> lessons() const;
    // The lesson `step` places after the scene at `openPath` (before it when negative). From a scene
    // that is not a lesson, PageDown starts at the first lesson and PageUp at the last; past either end
    // there is none.
    const CatalogEntry* neighbourLesson(const std::string& openPath, int step) const;
};

// Reads `scenesDirectory`/index.json. On failure returns nothing and sets `error`.
std::optional<SceneCatalog> loadSceneCatalog(const std::string& scenesDirectory, std::string& error);

// A small scene with one shape of every kind, for when the assets cannot be found.
Scene builtinDefaultScene();

} // namespace hitlab
