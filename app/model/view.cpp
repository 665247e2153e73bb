#include "view.hpp"

#include "scene_limits.hpp"

#include <algorithm>

namespace hitlab
{

// A scene file may hold any zoom the sandbox can show, and no other.
static_assert(kMinZoom == kSceneMinZoom && kMaxZoom == kSceneMaxZoom);

Vec2 ViewTransform::toScreen(Vec2 world) const
{
    return {width * 0.5 + (world.x - view.center.x) * view.zoom,
            height * 0.5 - (world.y - view.center.y) * view.zoom};
}

Bounds ViewTransform::visibleWorld() const
{
    const Vec2 half(0.5 * width / view.zoom, 0.5 * height / view.zoom);
    return {view.center - half, view.center + half};
}

Vec2 ViewTransform::toWorld(Vec2 screen) const
{
    return {view.center.x + (screen.x - width * 0.5) / view.zoom,
            view.center.y - (screen.y - height * 0.5) / view.zoom};
}

View zoomedAbout(const View& view, Vec2 screenPoint, double factor, double width, double height)
{
    const ViewTransform before{view, width, height};
    const Vec2 anchor = before.toWorld(screenPoint);
    View result = view;
    result.zoom = std::clamp(view.zoom * factor, kMinZoom, kMaxZoom);
    // Solve toScreen(anchor) == screenPoint for the new centre.
    result.center.x = anchor.x - (screenPoint.x - width * 0.5) / result.zoom;
    result.center.y = anchor.y + (screenPoint.y - height * 0.5) / result.zoom;
    return result;
}

View panned(const View& view, Vec2 screenDelta)
{
    View result = view;
    result.center.x -= screenDelta.x / view.zoom;
    result.center.y += screenDelta.y / view.zoom;
    return result;
}

View framing(Vec2 boundsMin, Vec2 boundsMax, double width, double height, double marginPixels)
{
    View result;
    result.center = (boundsMin + boundsMax) * 0.5;
    const double spanX = std::max(boundsMax.x - boundsMin.x, 1e-9);
    const double spanY = std::max(boundsMax.y - boundsMin.y, 1e-9);
    const double usableW = std::max(width - 2.0 * marginPixels, 1.0);
    const double usableH = std::max(height - 2.0 * marginPixels, 1.0);
    result.zoom = std::clamp(std::min(usableW / spanX, usableH / spanY), kMinZoom, kMaxZoom);
    return result;
}

} // namespace hitlab
