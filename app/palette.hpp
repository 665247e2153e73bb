// The canvas's colours, one palette per theme (model/presentation.hpp): dark, and light high-contrast for
// projectors.
//
// The contact rule of docs/interfaces.md is checked from outside: a shape touching another is filled
// red-dominant (R >= 150, R - G >= 60, R - B >= 60 inside it), and no free shape's colour may pass that
// test, so the per-kind colours (the rows of kShapeKinds) are blues, greens, violets and yellows only, in
// both themes. The error map's magenta and orange (error_map_layer.hpp) are drawn opaque and are the same
// in both themes; only its faint "both in contact" tint follows the background.
#pragma once

#include "hitlab/shape_kinds.hpp"
#include "model/presentation.hpp"
#include "renderer.hpp"

#include <algorithm>
#include <array>

namespace hitlab::palette
{

// Fills are drawn at kFillAlpha over the background (24, 26, 31): red over it gives about (196, 51, 57).
inline constexpr float kFillAlpha = 0.82F;

using KindColors = std::array<Rgba, kShapeKindCount>;

struct CanvasPalette
{
    KindColors kindFill; // indexed by ShapeKind
    // A shape's outline is its fill moved outlineMix of the way towards outlineToward: lighter on the
    // dark canvas, darker on the light one.
    Rgba outlineToward;
    float outlineMix = 0.45F;
    Rgba contactFill;
    Rgba contactOutline;
    Rgba disagreement;
    Rgba selection;
    Rgba hover;

    Rgba background;
    Rgba gridMinor;
    Rgba gridMajor;
    Rgba gridAxis;

    Rgba handleFill;
    Rgba handleLine;
    Rgba handleActive;
    Rgba rotateHandle;

    // Overlays drawn from traces.
    Rgba axis;
    Rgba separatingAxis;
    Rgba leastOverlapAxis;
    Rgba intervalA;
    Rgba intervalB;
    Rgba tracePoint;
    Rgba traceLine;
    Rgba traceCurve;
    Rgba spaceImage;
    Rgba closest;
    Rgba insetBackground;
    Rgba insetGrid;
    Rgba boundsBox;
    // The rotational CCD overlays, one colour per method.
    Rgba ccdSccdBox;
    Rgba ccdThesisFan;
    Rgba ccdConservativeFan;
    Rgba ccdExactSweep;
    Rgba ccdGhosts;

    // Text on the canvas and its shadow, the insets' frame and title.
    Rgba labelText;
    Rgba labelShadow;
    Rgba insetFrame;
    Rgba insetTitle;
    // The error map where both answers are contact.
    Rgba errorMapTint;
};

constexpr Rgba channelsOf(std::uint32_t color)
{
    return rgb(static_cast<int>((color >> 16) & 0xFFU), static_cast<int>((color >> 8) & 0xFFU),
               static_cast<int>(color & 0xFFU));
}

// The colour of each kind's row in kShapeKinds, indexed by ShapeKind.
inline constexpr KindColors kKindFill = []
{
    KindColors fills{};
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        fills[static_cast<int>(traits.kind)] = channelsOf(traits.color);
    }
    return fills;
}();

// The same hues darkened to read on white; the near-white point becomes a dark slate.
inline constexpr KindColors kKindFillOnLight = []
{
    KindColors fills{};
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const Rgba c = channelsOf(traits.color);
        constexpr float kDarken = 0.78F;
        fills[static_cast<int>(traits.kind)] = traits.kind == ShapeKind::Point
                                                   ? rgb(44, 48, 62)
                                                   : Rgba{c.r * kDarken, c.g * kDarken, c.b * kDarken};
    }
    return fills;
}();

constexpr bool passesForContactRed(Rgba c)
{
    const float r = c.r * 255.0F;
    return r >= 150.0F && r - c.g * 255.0F >= 60.0F && r - c.b * 255.0F >= 60.0F;
}
static_assert(std::none_of(kKindFill.begin(), kKindFill.end(), passesForContactRed),
              "a free shape's colour must not pass for the contact red");
static_assert(std::none_of(kKindFillOnLight.begin(), kKindFillOnLight.end(), passesForContactRed),
              "a free shape's colour must not pass for the contact red");

inline constexpr CanvasPalette kDark{
    .kindFill = kKindFill,
    .outlineToward = rgb(255, 255, 255),
    .outlineMix = 0.45F,
    .contactFill = rgb(234, 52, 60),
    .contactOutline = rgb(255, 150, 150),
    .disagreement = rgb(255, 64, 255),
    .selection = rgb(255, 255, 255),
    .hover = rgb(200, 220, 255),
    .background = rgb(24, 26, 31),
    .gridMinor = rgb(33, 36, 43),
    .gridMajor = rgb(43, 47, 56),
    .gridAxis = rgb(64, 70, 84),
    .handleFill = rgb(255, 255, 255),
    .handleLine = rgb(30, 34, 42),
    .handleActive = rgb(255, 214, 64),
    .rotateHandle = rgb(120, 220, 255),
    .axis = rgb(150, 160, 182, 0.55F),
    .separatingAxis = rgb(90, 230, 120),
    .leastOverlapAxis = rgb(255, 204, 90),
    .intervalA = rgb(110, 200, 255),
    .intervalB = rgb(255, 214, 120),
    .tracePoint = rgb(255, 236, 130),
    .traceLine = rgb(200, 206, 255),
    .traceCurve = rgb(120, 226, 255),
    .spaceImage = rgb(215, 140, 255),
    .closest = rgb(255, 255, 255),
    .insetBackground = rgb(16, 18, 22),
    .insetGrid = rgb(30, 33, 40),
    .boundsBox = rgb(170, 180, 200, 0.8F),
    .ccdSccdBox = rgb(240, 214, 90),
    .ccdThesisFan = rgb(255, 150, 60),
    .ccdConservativeFan = rgb(110, 220, 130),
    .ccdExactSweep = rgb(90, 200, 255),
    .ccdGhosts = rgb(215, 222, 235),
    .labelText = rgb(225, 230, 240),
    .labelShadow = rgb(0, 0, 0, 200.0F / 255.0F),
    .insetFrame = rgb(90, 100, 120),
    .insetTitle = rgb(220, 225, 235),
    .errorMapTint = rgb(40, 56, 68),
};

// White canvas, near-black text and outlines, saturated overlay colours: readable on a washed-out
// projector. The contact red over white at kFillAlpha gives about (221, 71, 79).
inline constexpr CanvasPalette kLight{
    .kindFill = kKindFillOnLight,
    .outlineToward = rgb(0, 0, 0),
    .outlineMix = 0.5F,
    .contactFill = rgb(214, 24, 36),
    .contactOutline = rgb(130, 0, 10),
    .disagreement = rgb(196, 0, 196),
    .selection = rgb(0, 0, 0),
    .hover = rgb(30, 90, 210),
    .background = rgb(255, 255, 255),
    .gridMinor = rgb(236, 238, 242),
    .gridMajor = rgb(212, 216, 224),
    .gridAxis = rgb(140, 146, 160),
    .handleFill = rgb(255, 255, 255),
    .handleLine = rgb(20, 22, 28),
    .handleActive = rgb(240, 150, 0),
    .rotateHandle = rgb(0, 130, 210),
    .axis = rgb(80, 90, 110, 0.6F),
    .separatingAxis = rgb(0, 150, 60),
    .leastOverlapAxis = rgb(210, 110, 0),
    .intervalA = rgb(0, 100, 210),
    .intervalB = rgb(200, 110, 0),
    .tracePoint = rgb(150, 90, 0),
    .traceLine = rgb(60, 70, 170),
    .traceCurve = rgb(0, 120, 170),
    .spaceImage = rgb(130, 40, 200),
    .closest = rgb(20, 20, 20),
    .insetBackground = rgb(244, 245, 248),
    .insetGrid = rgb(222, 225, 232),
    .boundsBox = rgb(100, 110, 130, 0.8F),
    .ccdSccdBox = rgb(160, 120, 0),
    .ccdThesisFan = rgb(210, 90, 0),
    .ccdConservativeFan = rgb(0, 140, 50),
    .ccdExactSweep = rgb(0, 110, 200),
    .ccdGhosts = rgb(110, 120, 140),
    .labelText = rgb(16, 18, 24),
    .labelShadow = rgb(255, 255, 255, 200.0F / 255.0F),
    .insetFrame = rgb(110, 120, 140),
    .insetTitle = rgb(24, 28, 36),
    .errorMapTint = rgb(212, 220, 232),
};

constexpr const CanvasPalette& forTheme(Theme theme)
{
    return theme == Theme::Light ? kLight : kDark;
}

// The palette the canvas is built with. The canvas's drawing functions are many and nested (overlays,
// CCD, labels); rather than pass the theme through each, the sandbox sets it once before each build
// (Sandbox::buildCanvas) and they read it here. One thread builds the canvas.
inline const CanvasPalette*& currentSlot()
{
    static const CanvasPalette* slot = &kDark;
    return slot;
}
inline const CanvasPalette& current()
{
    return *currentSlot();
}
inline void useTheme(Theme theme)
{
    currentSlot() = &forTheme(theme);
}

} // namespace hitlab::palette
