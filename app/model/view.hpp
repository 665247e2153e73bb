// The canvas mapping of docs/interfaces.md between world units (y up) and window pixels (y down).
#pragma once

#include "scene.hpp"

namespace hitlab
{

// screen_x = W/2 + (x - vx) z, screen_y = H/2 - (y - vy) z for a canvas of W x H pixels.
struct ViewTransform
{
    View view;
    double width = 1.0;  // pixels
    double height = 1.0; // pixels

    Vec2 toScreen(Vec2 world) const;
    Vec2 toWorld(Vec2 screen) const;
    // World units covered by one pixel.
    double pixel() const { return 1.0 / view.zoom; }
    // The world's part the canvas shows.
    Bounds visibleWorld() const;
};

inline constexpr double kMinZoom = 1e-3;
inline constexpr double kMaxZoom = 1e3;

// Multiplies the zoom by factor while keeping the world point under `screenPoint` where it is.
View zoomedAbout(const View& view, Vec2 screenPoint, double factor, double width, double height);

// Moves the view so the world follows a pointer that moved by `screenDelta` pixels.
View panned(const View& view, Vec2 screenDelta);

// A view that shows `bounds` (world) with a margin of `marginPixels` in a W x H canvas.
View framing(Vec2 boundsMin, Vec2 boundsMax, double width, double height, double marginPixels);

} // namespace hitlab
