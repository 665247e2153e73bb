// The sandbox's colours. The contact rule of docs/interfaces.md is checked from outside: a shape touching
// another is filled red-dominant (R >= 150, R - G >= 60, R - B >= 60 inside it), and no free shape's
// colour may pass that test, so the per-kind colours (the rows of kShapeKinds) are blues, greens, violets
// and yellows only.
#pragma once

#include "hitlab/shape_kinds.hpp"
#include "renderer.hpp"

#include <algorithm>
#include <array>

namespace hitlab::palette
{

// Fills are drawn at kFillAlpha over the background (24, 26, 31): red over it gives about (196, 51, 57).
inline constexpr float kFillAlpha = 0.82F;

// The colour of each kind's row in kShapeKinds, indexed by ShapeKind.
inline constexpr std::array<Rgba, kShapeKindCount> kKindFill = []
{
    std::array<Rgba, kShapeKindCount> fills{};
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const auto channel = [&](int shift) { return static_cast<int>((traits.color >> shift) & 0xFFU); };
        fills[static_cast<int>(traits.kind)] = rgb(channel(16), channel(8), channel(0));
    }
    return fills;
}();
static_assert(std::none_of(kKindFill.begin(), kKindFill.end(),
                           [](Rgba c)
                           {
                               const float r = c.r * 255.0F;
                               return r >= 150.0F && r - c.g * 255.0F >= 60.0F && r - c.b * 255.0F >= 60.0F;
                           }),
              "a free shape's colour must not pass for the contact red");

inline constexpr Rgba kContactFill = rgb(234, 52, 60);
inline constexpr Rgba kContactOutline = rgb(255, 150, 150);
inline constexpr Rgba kDisagreement = rgb(255, 64, 255);
inline constexpr Rgba kSelection = rgb(255, 255, 255);
inline constexpr Rgba kHover = rgb(200, 220, 255);

inline constexpr Rgba kBackground = rgb(24, 26, 31);
inline constexpr Rgba kGridMinor = rgb(33, 36, 43);
inline constexpr Rgba kGridMajor = rgb(43, 47, 56);
inline constexpr Rgba kGridAxis = rgb(64, 70, 84);

inline constexpr Rgba kHandleFill = rgb(255, 255, 255);
inline constexpr Rgba kHandleLine = rgb(30, 34, 42);
inline constexpr Rgba kHandleActive = rgb(255, 214, 64);
inline constexpr Rgba kRotateHandle = rgb(120, 220, 255);

// Overlays drawn from traces.
inline constexpr Rgba kAxis = rgb(150, 160, 182, 0.55F);
inline constexpr Rgba kSeparatingAxis = rgb(90, 230, 120);
inline constexpr Rgba kLeastOverlapAxis = rgb(255, 204, 90);
inline constexpr Rgba kIntervalA = rgb(110, 200, 255);
inline constexpr Rgba kIntervalB = rgb(255, 214, 120);
inline constexpr Rgba kTracePoint = rgb(255, 236, 130);
inline constexpr Rgba kTraceLine = rgb(200, 206, 255);
inline constexpr Rgba kTraceCurve = rgb(120, 226, 255);
inline constexpr Rgba kSpaceImage = rgb(215, 140, 255);
inline constexpr Rgba kClosest = rgb(255, 255, 255);
inline constexpr Rgba kInsetBackground = rgb(16, 18, 22);
inline constexpr Rgba kInsetGrid = rgb(30, 33, 40);

} // namespace hitlab::palette
