// The error map overlay on the canvas (model/error_map.hpp computes it): cells where the focused pair's
// method misses a contact in magenta, where it reports a contact that does not exist in orange, where
// both answer contact in a faint tint; drawn opaque right above the grid, under the shapes and the
// other overlays, so the colours read the same in a screenshot's pixels as in the palette.
#pragma once

#include "canvas/cell_picture.hpp"
#include "model/document.hpp"
#include "model/error_map.hpp"
#include "model/scene_analysis.hpp"

#include <chrono>
#include <cstdint>

namespace hitlab
{

inline constexpr Rgba kErrorMapMissed = rgb(214, 60, 214);       // R >= 180, B >= 180, G <= 110
inline constexpr Rgba kErrorMapFalseContact = rgb(240, 150, 40); // R >= 200, 100 <= G <= 180, B <= 80
inline constexpr Rgba kErrorMapBothContact = rgb(40, 56, 68);    // a faint tint of the dark background

class ErrorMapLayer
{
public:
    // Brings the map up to date for the focused pair of `analysis` (nothing when the overlay is off or
    // there is no pair). Computes until `deadline`; the rest goes on in the next frames, and until the
    // map for the current view is complete nothing is drawn, or the last map while only shapes moved.
    void update(const Document& document, const SceneAnalysis& analysis, int width, int height,
                std::chrono::steady_clock::time_point deadline);
    // The cells to draw over the canvas area, from its top-left corner: empty while no map for the
    // current view and canvas size is complete.
    const CellPicture& picture() const { return picture_; }
    const ErrorMap& map() const { return map_; }

private:
    void rebuildPicture();

    ErrorMap map_;
    CellPicture picture_;
    std::uint64_t pictureGeneration_ = 0;
    bool pictureForView_ = false;
    const void* pictureColors_ = nullptr; // the palette the picture was coloured with (a theme change redraws)
};

} // namespace hitlab
