#include "error_map.hpp"

#include "hitlab/overlap.hpp"
#include "shape_edit.hpp"
#include "shape_json.hpp"

#include <algorithm>
#include <cmath>

namespace hitlab
{

namespace
{

// Shapes have no operator==: their JSON form holds every field.
bool sameShape(const Shape& a, const Shape& b)
{
    return a.index() == b.index() && io::shapeToJson(a) == io::shapeToJson(b);
}

bool sameGrid(const ErrorMapGrid& a, const ErrorMapGrid& b)
{
    return a.view.center.x == b.view.center.x && a.view.center.y == b.view.center.y &&
           a.view.zoom == b.view.zoom && a.width == b.width && a.height == b.height &&
           a.cellPixels == b.cellPixels;
}

} // namespace

Vec2 referencePoint(const Shape& shape)
{
    return firstPointOf(shape);
}

Shape withReferenceAt(const Shape& shape, Vec2 reference)
{
    return translated(shape, reference - referencePoint(shape));
}

ErrorMapCell classifyCell(const Algorithm& method, const Shape& moved, const Shape& other)
{
    // Shapes whose bounds are apart cannot touch, which spares the exact test (the costly half for
    // ellipses) on most of the canvas. The margin keeps touching shapes to the exact test despite
    // rounding in the bounds. The method itself always runs: it may report a contact anywhere.
    const Bounds a = boundsOf(moved);
    const Bounds b = boundsOf(other);
    const double margin =
        1e-9 * (1.0 + std::max({std::abs(a.min.x), std::abs(a.max.x), std::abs(a.min.y), std::abs(a.max.y),
                                std::abs(b.min.x), std::abs(b.max.x), std::abs(b.min.y), std::abs(b.max.y)}));
    const bool boundsApart = a.max.x + margin < b.min.x || b.max.x + margin < a.min.x ||
                             a.max.y + margin < b.min.y || b.max.y + margin < a.min.y;
    const bool exact = !boundsApart && overlap(moved, other);
    const bool answer = runAlgorithm(method, moved, other).overlap;
    if (answer == exact)
    {
        return exact ? ErrorMapCell::BothContact : ErrorMapCell::BothApart;
    }
    return exact ? ErrorMapCell::Missed : ErrorMapCell::FalseContact;
}

Vec2 ErrorMapGrid::cellCentre(int column, int row) const
{
    const double sx = (column + 0.5) * cellPixels;
    const double sy = (row + 0.5) * cellPixels;
    return Vec2{view.center.x + (sx - width * 0.5) / view.zoom,
                view.center.y - (sy - height * 0.5) / view.zoom};
}

bool ErrorMap::request(const Shape& moved, const Shape& other, const Algorithm& method,
                       const ErrorMapGrid& grid)
{
    if (hasRequest_ && method_ == &method && sameGrid(grid_, grid) && sameShape(moved_, moved) &&
        sameShape(other_, other))
    {
        return false;
    }
    hasRequest_ = true;
    moved_ = moved;
    other_ = other;
    method_ = &method;
    grid_ = grid;
    pending_.assign(static_cast<std::size_t>(grid.columns()) * static_cast<std::size_t>(grid.rows()),
                    ErrorMapCell::BothApart);
    next_ = 0;
    return true;
}

void ErrorMap::clear()
{
    hasRequest_ = false;
    method_ = nullptr;
    pending_.clear();
    next_ = 0;
    shown_.clear();
    ++generation_;
}

bool ErrorMap::advance(std::chrono::steady_clock::time_point deadline)
{
    if (!hasRequest_)
    {
        return false;
    }
    if (next_ == pending_.size())
    {
        return true;
    }
    const int columns = grid_.columns();
    // Check the clock once per row: a row is a few hundred cheap tests.
    while (next_ < pending_.size())
    {
        const int row = static_cast<int>(next_ / static_cast<std::size_t>(columns));
        for (int column = 0; column < columns; ++column)
        {
            const Shape placed = withReferenceAt(moved_, grid_.cellCentre(column, row));
            pending_[next_++] = classifyCell(*method_, placed, other_);
        }
        if (next_ < pending_.size() && std::chrono::steady_clock::now() >= deadline)
        {
            return false;
        }
    }
    shown_ = pending_;
    shownGrid_ = grid_;
    ++generation_;
    return true;
}

} // namespace hitlab
