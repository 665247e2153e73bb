// Limits a scene file is held to that the sandbox also keeps (app/model/view.hpp checks that they agree).
#pragma once

#include <cstdint>

namespace hitlab
{

// The zooms the sandbox shows: its wheel and "fit" stay within them. A file's zoom outside them drew an
// empty canvas ("zoom 0%") or a 300-digit percentage.
inline constexpr double kSceneMinZoom = 1e-3;
inline constexpr double kSceneMaxZoom = 1e3;

// A CCD motion's turn per step, in radians, either way: two whole turns (720 degrees), as far as the
// sandbox's angle field and handle go. A file's 1e308 radians drew "inf degrees" and a sweep of every
// target at t = 0.
inline constexpr double kSceneMaxMotionAngle = 4.0 * 3.14159265358979323846;

// The largest scene file read: 256 MiB, about a million shapes (stress_10k's 10,000 take 2.3 MB). Larger
// input, or a device that never ends, is refused instead of read until the memory runs out.
inline constexpr std::uintmax_t kMaxSceneFileBytes = 256ULL * 1024 * 1024;

} // namespace hitlab
