// Limits a scene file is held to that the sandbox also keeps (app/model/view.hpp checks that they agree).
#pragma once

namespace hitlab
{

// The zooms the sandbox shows: its wheel and "fit" stay within them. A file's zoom outside them drew an
// empty canvas ("zoom 0%") or a 300-digit percentage.
inline constexpr double kSceneMinZoom = 1e-3;
inline constexpr double kSceneMaxZoom = 1e3;

} // namespace hitlab
