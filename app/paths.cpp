#include "paths.hpp"

#include <SDL.h>

#include <filesystem>
#include <vector>

namespace hitlab
{

std::string findDataRoot()
{
    namespace fs = std::filesystem;
    std::vector<fs::path> candidates;
    if (char* base = SDL_GetBasePath())
    {
        const fs::path exeDir(base);
        SDL_free(base);
        candidates.push_back(exeDir);
        candidates.push_back(exeDir / "..");
        candidates.push_back(exeDir / ".." / "share" / "hitlab");
    }
    candidates.push_back(fs::path(HITLAB_SOURCE_DIR));
    for (const fs::path& candidate : candidates)
    {
        std::error_code error;
        if (fs::exists(candidate / "shaders" / "shape.vert", error))
        {
            return fs::weakly_canonical(candidate, error).string();
        }
    }
    return {};
}

std::string userDataDirectory()
{
    char* pref = SDL_GetPrefPath("hitlab", "hitlab");
    if (!pref)
    {
        return {};
    }
    std::string path(pref);
    SDL_free(pref);
    return path;
}

} // namespace hitlab
