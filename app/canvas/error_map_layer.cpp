#include "error_map_layer.hpp"

#include "palette.hpp"

namespace hitlab
{

namespace
{

bool sameView(const View& a, const View& b)
{
    return a.center.x == b.center.x && a.center.y == b.center.y && a.zoom == b.zoom;
}

Rgba colorOf(ErrorMapCell cell)
{
    switch (cell)
    {
    case ErrorMapCell::Missed:
        return kErrorMapMissed;
    case ErrorMapCell::FalseContact:
        return kErrorMapFalseContact;
    case ErrorMapCell::BothContact:
    case ErrorMapCell::BothApart:
        break;
    }
    return palette::current().errorMapTint;
}

// Runs overlap their neighbours by this many pixels so that no seam of background shows between rows.
constexpr double kRunBleedPx = 0.25;

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
        batch_.clear();
        return;
    }
    const ErrorMapGrid grid{document.view(), width, height, kErrorMapCellPixels};
    map_.request(document.shape(inspection->first).shape, document.shape(inspection->second).shape,
                 *inspection->algorithm, grid);
    map_.advance(deadline);
    const bool forView = !map_.cells().empty() && sameView(map_.shownGrid().view, document.view()) &&
                         map_.shownGrid().width == width && map_.shownGrid().height == height;
    const palette::CanvasPalette* colors = &palette::current();
    if (map_.generation() != batchGeneration_ || forView != batchForView_ || colors != batchColors_)
    {
        batchGeneration_ = map_.generation();
        batchForView_ = forView;
        batchColors_ = colors;
        batch_.clear();
        if (forView)
        {
            rebuildBatch(document.view());
        }
    }
}

void ErrorMapLayer::rebuildBatch(const View& view)
{
    const ErrorMapGrid& grid = map_.shownGrid();
    const std::vector<ErrorMapCell>& cells = map_.cells();
    const int columns = grid.columns();
    const double cellWorld = grid.cellPixels / view.zoom;
    const double bleed = kRunBleedPx / view.zoom;
    for (int row = 0; row < grid.rows(); ++row)
    {
        const std::size_t rowStart = static_cast<std::size_t>(row) * static_cast<std::size_t>(columns);
        int column = 0;
        while (column < columns)
        {
            const ErrorMapCell cell = cells[rowStart + static_cast<std::size_t>(column)];
            int end = column + 1;
            while (end < columns && cells[rowStart + static_cast<std::size_t>(end)] == cell)
            {
                ++end;
            }
            if (cell != ErrorMapCell::BothApart)
            {
                const Vec2 first = grid.cellCentre(column, row);
                const Vec2 last = grid.cellCentre(end - 1, row);
                const Vec2 centre = (first + last) * 0.5;
                const double runWidth = (end - column) * cellWorld + 2.0 * bleed;
                const Rgba color = colorOf(cell);
                batch_.addRect(centre, runWidth, cellWorld + 2.0 * bleed, 0.0, color, color, 0.0F);
            }
            column = end;
        }
    }
}

} // namespace hitlab
