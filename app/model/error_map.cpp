#include "error_map.hpp"

#include "hitlab/batch.hpp"
#include "hitlab/overlap.hpp"
#include "shape_edit.hpp"
#include "shape_json.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>
#include <variant>

namespace hitlab
{

namespace
{

// Shapes have no operator==: their JSON form holds every field.
bool sameShape(const Shape& a, const Shape& b)
{
    return a.index() == b.index() && io::shapeToJson(a) == io::shapeToJson(b);
}

ErrorMapCell cellOf(bool answer, bool exact)
{
    if (answer == exact)
    {
        return exact ? ErrorMapCell::BothContact : ErrorMapCell::BothApart;
    }
    return exact ? ErrorMapCell::Missed : ErrorMapCell::FalseContact;
}

bool inSoaBatches(const Shape& shape)
{
    return std::holds_alternative<Point>(shape) || std::holds_alternative<Circle>(shape) ||
           std::holds_alternative<Rect>(shape);
}

// Whether a row's exact answers come from one struct-of-arrays batch (hitlab/batch.hpp): when both
// shapes are points, circles or rects, whose batches decide most pairs in vector loops. The batch
// answers overlap(other, moved[i]), which is overlap(moved[i], other) bit for bit for shapes of two
// kinds (overlap() takes them in ShapeKind order either way) and for two points or two circles (their
// tests are symmetric in their arithmetic); two rects may round differently in the other order, so
// their cells keep the single-pair test.
bool rowsInBatches(const Shape& moved, const Shape& other)
{
    return inSoaBatches(moved) && inSoaBatches(other) &&
           !(std::holds_alternative<Rect>(moved) && std::holds_alternative<Rect>(other));
}

// One thread's row of cells in batches: the placed shapes, their batch and the exact answers.
struct RowBatch
{
    std::vector<Shape> placed;
    PointBatch points;
    CircleBatch circles;
    RectBatch rects;
    std::vector<std::uint8_t> exact;

    // exact[i] = overlap(placed[i], other) for the shapes in `placed`, all of the moved shape's kind.
    void answerExactly(const Shape& other)
    {
        exact.resize(placed.size());
        auto gather = [&](auto& batch, auto kind)
        {
            using Kind = decltype(kind);
            batch.clear();
            for (const Shape& shape : placed)
            {
                batch.add(std::get<Kind>(shape));
            }
            overlapMany(other, batch, exact);
        };
        if (std::holds_alternative<Point>(placed.front()))
        {
            gather(points, Point{});
        }
        else if (std::holds_alternative<Circle>(placed.front()))
        {
            gather(circles, Circle{});
        }
        else
        {
            gather(rects, Rect{});
        }
    }
};

// Whether two shapes' bounds are apart, so that they cannot touch. The margin keeps touching shapes to
// the exact test despite rounding in the bounds.
bool boundsApart(const Bounds& a, const Bounds& b)
{
    const double margin =
        1e-9 * (1.0 + std::max({std::abs(a.min.x), std::abs(a.max.x), std::abs(a.min.y), std::abs(a.max.y),
                                std::abs(b.min.x), std::abs(b.max.x), std::abs(b.min.y), std::abs(b.max.y)}));
    return a.max.x + margin < b.min.x || b.max.x + margin < a.min.x || a.max.y + margin < b.min.y ||
           b.max.y + margin < a.min.y;
}

// classifyCell with the other shape's bounds found once for the whole map (a fan's or a turned rect's
// take a sine and cosine).
ErrorMapCell classifyCellBeside(const Algorithm& method, const Shape& moved, const Shape& other,
                                const Bounds& otherBounds)
{
    // Where the bounds are apart the exact answer is no contact, which spares the exact test (the costly
    // half for ellipses) on most of the canvas. A method that never reports a false contact (its error
    // direction, which test_variants and `hitlab-cli accuracy` hold it to, and which the collision pass's
    // broadphase relies on in the same way) answers no contact there too, so it does not run either:
    // for lesson_fan_rect's published method that is most of the map. Any other method always runs, as
    // it may report a contact anywhere.
    const bool apart = boundsApart(boundsOf(moved), otherBounds);
    if (apart && !method.mayReportFalseContacts())
    {
        return ErrorMapCell::BothApart;
    }
    const bool exact = !apart && overlap(moved, other);
    return cellOf(runOverlap(method, moved, other), exact);
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
    return classifyCellBeside(method, moved, other, boundsOf(other));
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
    if (hasRequest_ && method_ == &method && grid_ == grid && sameShape(moved_, moved) &&
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

int ErrorMap::defaultThreadCount()
{
    return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, 2U));
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
    const auto columns = static_cast<std::size_t>(grid_.columns());
    const auto rows = static_cast<std::size_t>(grid_.rows());
    // Rows are handed out in order and each is finished once taken, so when the threads stop every row
    // below the counter is done: next_ stays the start of the first row not computed.
    std::atomic<std::size_t> nextRow{next_ / columns};
    std::atomic<bool> late{false};
    const bool inBatches = rowsInBatches(moved_, other_);
    const Bounds otherBounds = boundsOf(other_);
    auto work = [&]
    {
        RowBatch batch;
        while (!late.load(std::memory_order_relaxed))
        {
            const std::size_t row = nextRow.fetch_add(1);
            if (row >= rows)
            {
                return;
            }
            if (inBatches)
            {
                batch.placed.clear();
                for (std::size_t column = 0; column < columns; ++column)
                {
                    batch.placed.push_back(withReferenceAt(
                        moved_, grid_.cellCentre(static_cast<int>(column), static_cast<int>(row))));
                }
                batch.answerExactly(other_);
                const bool methodMayErrAnywhere = method_->mayReportFalseContacts();
                for (std::size_t column = 0; column < columns; ++column)
                {
                    // As classifyCell: cells whose bounds are apart, for a method without false contacts.
                    const Shape& placed = batch.placed[column];
                    const bool exact = batch.exact[column] != 0;
                    pending_[row * columns + column] =
                        !exact && !methodMayErrAnywhere && boundsApart(boundsOf(placed), otherBounds)
                            ? ErrorMapCell::BothApart
                            : cellOf(runOverlap(*method_, placed, other_), exact);
                }
            }
            else
            {
                for (std::size_t column = 0; column < columns; ++column)
                {
                    const Shape placed = withReferenceAt(
                        moved_, grid_.cellCentre(static_cast<int>(column), static_cast<int>(row)));
                    pending_[row * columns + column] =
                        classifyCellBeside(*method_, placed, other_, otherBounds);
                }
            }
            // The clock once per row: a row is a few hundred cheap tests.
            if (std::chrono::steady_clock::now() >= deadline)
            {
                late.store(true, std::memory_order_relaxed);
            }
        }
    };
    std::vector<std::thread> helpers;
    const std::size_t rowsLeft = rows - next_ / columns;
    for (int t = 1; t < threads_ && static_cast<std::size_t>(t) < rowsLeft; ++t)
    {
        helpers.emplace_back(work);
    }
    work();
    for (std::thread& helper : helpers)
    {
        helper.join();
    }
    next_ = std::min(nextRow.load(), rows) * columns;
    if (next_ < pending_.size())
    {
        return false;
    }
    shown_ = pending_;
    shownGrid_ = grid_;
    ++generation_;
    return true;
}

} // namespace hitlab
