// Where the sandbox finds its files and keeps its settings.
#pragma once

#include <string>

namespace hitlab
{

// The directory holding shaders/ and assets/: beside the executable, one level up, an installed
// share/hitlab, or the source tree the executable was built from (HITLAB_SOURCE_DIR). Empty when none
// has shaders/shape.vert.
std::string findDataRoot();

// The user's data directory for hitlab (SDL_GetPrefPath), with a trailing separator; empty when SDL
// cannot give one. imgui.ini lives there, never in the working directory.
std::string userDataDirectory();

} // namespace hitlab
