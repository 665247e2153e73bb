#include "error_map_layer.hpp"

#include "palette.hpp"

namespace hitlab
{

namespace
{

CellColor colorOf(ErrorMapCell cell, Rgba tint)
{
    switch (cell)
    {
    case ErrorMapCell::Missed:
        return cellColor(kErrorMapMissed);
    case ErrorMapCell::FalseContact:
        return cellColor(kErrorMapFalseContact);
    case ErrorMapCell::BothContact:
        return cellColor(tint);
    case ErrorMapCell::BothApart:
        break;
    }
    return CellColor{}; // not drawn: the grid shows
}

} // namespace

void ErrorMapLayer::update(const Document& document, const SceneAnalysis& analysis, int width, int height,
                           std::chrono::steady_clock::time_point deadline)
{
    const auto& inspection = analysis.inspection();
    if (!document.overlay(Overlay::ErrorMap) || !inspection || width <= 0 || height <= 0)
    {
        if (map_.hasRequest())
        {
            map_.clear();
        }
        picture_ = CellPicture{};
        return;
    }
    const ErrorMapGrid grid{document.view(), width, height, kErrorMapCellPixels};
    map_.request(document.shape(inspection->first).shape, document.shape(inspection->second).shape,
                 *inspection->algorithm, grid);
    map_.advance(deadline);
    const bool forView = !map_.cells().empty() && map_.shownGrid().view == document.view() &&
                         map_.shownGrid().width == width && map_.shownGrid().height == height;
    const palette::CanvasPalette* colors = &palette::current();
    if (map_.generation() != pictureGeneration_ || forView != pictureForView_ || colors != pictureColors_)
    {
        pictureGeneration_ = map_.generation();
        pictureForView_ = forView;
        pictureColors_ = colors;
        picture_ = CellPicture{};
        if (forView)
        {
            rebuildPicture();
        }
    }
}

void ErrorMapLayer::rebuildPicture()
{
    const ErrorMapGrid& grid = map_.shownGrid();
    const std::vector<ErrorMapCell>& cells = map_.cells();
    std::vector<CellColor> colors;
    colors.reserve(cells.size());
    const Rgba tint = palette::current().errorMapTint;
    for (const ErrorMapCell cell : cells)
    {
        colors.push_back(colorOf(cell, tint));
    }
    picture_ = CellPicture{grid.columns(), grid.rows(), grid.cellPixels, std::move(colors)};
}

} // namespace hitlab
