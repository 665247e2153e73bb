#include "overlay.hpp"

namespace hitlab
{

namespace
{

constexpr bool rowsInEnumOrder()
{
    for (std::size_t i = 0; i < kOverlays.size(); ++i)
    {
        if (static_cast<std::size_t>(kOverlays[i].overlay) != i)
        {
            return false;
        }
    }
    return true;
}
static_assert(rowsInEnumOrder(), "kOverlays has one row per Overlay, in enum order");

} // namespace

std::optional<Overlay> overlayFromKey(std::string_view key)
{
    for (const OverlayInfo& info : kOverlays)
    {
        if (info.key == key)
        {
            return info.overlay;
        }
    }
    return std::nullopt;
}

Overlay overlayOf(TraceTopic topic)
{
    switch (topic)
    {
    case TraceTopic::SatAxes:
        return Overlay::SatAxes;
    case TraceTopic::EllipseSpace:
        return Overlay::EllipseSpace;
    case TraceTopic::SegmentCircleRoots:
        return Overlay::SegmentCircleRoots;
    case TraceTopic::OrientationSigns:
        return Overlay::OrientationSigns;
    case TraceTopic::FanInternals:
        return Overlay::FanInternals;
    case TraceTopic::GjkSimplex:
        return Overlay::GjkSimplex;
    case TraceTopic::ConstructionPoints:
        break;
    }
    return Overlay::TracePoints;
}

} // namespace hitlab
