// Every overlay the sandbox can draw, in one table: its scene-file key ("sat_axes", the key of the
// scene's "overlays" object) and its title in the panels. Code names an overlay by its enum value;
// only scene files and this table spell the keys.
#pragma once

#include "hitlab/trace.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace hitlab
{

enum class Overlay
{
    // Drawn from the traces of the focused pair (Pair readout).
    SatAxes,
    EllipseSpace,
    SegmentCircleRoots,
    OrientationSigns,
    FanInternals,
    GjkSimplex,
    TracePoints,
    ClosestPoints,
    Bounds,
    // Computed for the focused pair by moving its first shape over the canvas (error_map.hpp).
    ErrorMap,
    // Drawn from the sweep of a CCD scene (Rotational CCD panel).
    CcdSccdBox,
    CcdThesisFan,
    CcdConservativeFan,
    CcdExactSweep,
    CcdGhosts,
};

// Which panel switches the overlay.
enum class OverlayGroup
{
    Pair,
    Ccd,
};

struct OverlayInfo
{
    Overlay overlay;
    std::string_view key;   // in the scene's "overlays" object
    std::string_view title; // in the panel
    OverlayGroup group;
};

inline constexpr std::array<OverlayInfo, 15> kOverlays = {{
    {Overlay::SatAxes, "sat_axes", "SAT axes and projection intervals", OverlayGroup::Pair},
    {Overlay::EllipseSpace, "ellipse_space", "Ellipse method: transformed space", OverlayGroup::Pair},
    {Overlay::SegmentCircleRoots, "segment_circle_roots", "Segment-circle roots", OverlayGroup::Pair},
    {Overlay::OrientationSigns, "orientation_signs", "Orientation signs", OverlayGroup::Pair},
    {Overlay::FanInternals, "fan_internals", "Fan internals", OverlayGroup::Pair},
    {Overlay::GjkSimplex, "gjk_simplex", "GJK simplex and witness points", OverlayGroup::Pair},
    {Overlay::TracePoints, "trace_points", "Construction points of other methods", OverlayGroup::Pair},
    {Overlay::ClosestPoints, "closest_points", "Exact closest points", OverlayGroup::Pair},
    {Overlay::Bounds, "bounds", "Bounding boxes", OverlayGroup::Pair},
    {Overlay::ErrorMap, "error_map", "Error map: where the method is wrong", OverlayGroup::Pair},
    {Overlay::CcdSccdBox, "ccd_sccd_box", "S-CCD: AABB of the start and end poses", OverlayGroup::Ccd},
    {Overlay::CcdThesisFan, "ccd_thesis_fan", "Thesis fan (eq. 2.1-2.2)", OverlayGroup::Ccd},
    {Overlay::CcdConservativeFan, "ccd_conservative_fan", "Conservative fan (never misses)",
     OverlayGroup::Ccd},
    {Overlay::CcdExactSweep, "ccd_exact_sweep", "Exact sweep", OverlayGroup::Ccd},
    {Overlay::CcdGhosts, "ccd_ghosts", "Ghosts of the intermediate poses", OverlayGroup::Ccd},
}};

inline constexpr std::size_t kOverlayCount = kOverlays.size();

constexpr const OverlayInfo& overlayInfo(Overlay overlay)
{
    return kOverlays[static_cast<std::size_t>(overlay)];
}

// The row of a scene-file key, or nothing for a key the sandbox does not know.
std::optional<Overlay> overlayFromKey(std::string_view key);

// The overlay that switches a trace topic (trace.hpp) on and off.
Overlay overlayOf(TraceTopic topic);

} // namespace hitlab
