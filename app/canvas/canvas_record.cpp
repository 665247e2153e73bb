#include "canvas/canvas_record.hpp"

#include "uncovered_parts.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <optional>

namespace hitlab
{

namespace
{

// What shading one pixel costs llvmpipe against a plain pixel, by the shape kind of the quad
// (ShapeKind order: point, circle, ellipse, rect, polygon, segment, capsule, fan), measured as the
// canvas_draw of the lessons drawn straight against their kept copies (docs/speed.md): a fan's
// distance, with its ring and wedge, and an ellipse's cost the most; a segment's quad (axes, guides,
// construction lines) is mostly the pad beside a thin line.
constexpr std::array<double, kShapeKindCount> kPixelWeights = {1.0, 1.0, 2.0, 1.0, 1.0, 0.3, 1.0, 3.0};
// An error-map cell's pixel: one texel read, no blending.
constexpr double kCellPixelWeight = 0.5;
// A pixel of the grid's area: its lines are strips a few pixels wide, but each part of the window draws
// every strip again, and llvmpipe shades them in 4x4 blocks (measured: the default scene's grid costs
// about one and a half plain passes over the canvas it lies in).
constexpr double kGridPixelWeight = 1.5;
// Setting up one primitive (binning its two triangles, about 0.8 us on llvmpipe), in plain pixels.
constexpr double kPrimitivePixels = 250.0;

bool sameCells(const CellPicture& a, const CellPicture& b)
{
    return a.columns() == b.columns() && a.rows() == b.rows() && a.cellPixels() == b.cellPixels() &&
           a.cells() == b.cells();
}

bool isEmpty(const PixelRect& rect)
{
    return rect.width <= 0 || rect.height <= 0;
}

// A polygon's vertices in its batch (the texels shape.frag reads: x, y pairs from p0.z, p0.w of them).
struct VertexSlice
{
    const float* first = nullptr;
    std::size_t floats = 0;
};

std::optional<VertexSlice> polygonVertices(const Instance& instance, const Batch& batch)
{
    const auto offset = static_cast<std::size_t>(std::max(instance.p0[2] + 0.5F, 0.0F));
    const auto count = static_cast<std::size_t>(std::max(instance.p0[3] + 0.5F, 0.0F));
    const std::vector<float>& vertices = batch.polygonVertices();
    if (2 * (offset + count) > vertices.size())
    {
        return std::nullopt;
    }
    return VertexSlice{vertices.data() + 2 * offset, 2 * count};
}

// Whether two primitives shade the same pixels the same way: the same numbers, and for polygons the
// same vertices.
bool samePrimitive(const Instance& a, const Batch& batchA, const Instance& b, const Batch& batchB)
{
    if (std::memcmp(&a, &b, sizeof(Instance)) != 0)
    {
        return false;
    }
    if (static_cast<int>(a.meta[0] + 0.5F) != static_cast<int>(PrimitiveKind::Polygon))
    {
        return true;
    }
    const auto sliceA = polygonVertices(a, batchA);
    const auto sliceB = polygonVertices(b, batchB);
    return sliceA && sliceB && sliceA->floats == sliceB->floats &&
           std::memcmp(sliceA->first, sliceB->first, sliceA->floats * sizeof(float)) == 0;
}

// The pixel boxes of the primitives that differ between two batches drawn through the same view in the
// same area, as window rectangles.
void changedRects(const RecordedCall& before, const RecordedCall& now, std::vector<PixelRect>& rects)
{
    const std::vector<Instance>& old = before.batch.instances();
    const std::vector<Instance>& fresh = now.batch.instances();
    auto mark = [&](const Instance& instance)
    {
        const PixelRect rect = windowRectOfBox(quadPixelBox(instance, now.view), now.area);
        if (!isEmpty(rect))
        {
            rects.push_back(rect);
        }
    };
    if (old.size() == fresh.size())
    {
        for (std::size_t i = 0; i < old.size(); ++i)
        {
            if (!samePrimitive(old[i], before.batch, fresh[i], now.batch))
            {
                mark(old[i]);
                mark(fresh[i]);
            }
        }
        return;
    }
    const std::size_t shorter = std::min(old.size(), fresh.size());
    std::size_t prefix = 0;
    while (prefix < shorter && samePrimitive(old[prefix], before.batch, fresh[prefix], now.batch))
    {
        ++prefix;
    }
    std::size_t suffix = 0;
    while (suffix < shorter - prefix && samePrimitive(old[old.size() - 1 - suffix], before.batch,
                                                      fresh[fresh.size() - 1 - suffix], now.batch))
    {
        ++suffix;
    }
    for (std::size_t i = prefix; i < old.size() - suffix; ++i)
    {
        mark(old[i]);
    }
    for (std::size_t i = prefix; i < fresh.size() - suffix; ++i)
    {
        mark(fresh[i]);
    }
}

// The texels GL 3.3 promises the renderer's polygon buffer (GL_MAX_TEXTURE_BUFFER_SIZE is at least
// this): whether a batch's outlines are reduced (outlinesReduced) is then the same on any machine.
constexpr std::size_t kLeastTexelBufferSize = 65536;

// How far `now` moved the picture of `before` on the window, when it did by whole pixels: a pan, the
// zoom and the anchor (batch.hpp) unchanged. The view's numbers are doubles and a pan moves the centre by
// pixels / zoom, so a pan by whole pixels comes back whole to far below the 1/256 of a pixel that the
// rasteriser resolves.
std::optional<PixelShift> panShift(const View& before, const View& now)
{
    constexpr double kWholePixelTolerance = 1e-6;
    if (before.zoom != now.zoom || anchorOf(before) != anchorOf(now))
    {
        return std::nullopt;
    }
    const double x = (before.center.x - now.center.x) * now.zoom;
    const double y = (now.center.y - before.center.y) * now.zoom;
    const double wholeX = std::round(x);
    const double wholeY = std::round(y);
    if (!std::isfinite(x) || !std::isfinite(y) || std::abs(x - wholeX) > kWholePixelTolerance ||
        std::abs(y - wholeY) > kWholePixelTolerance || std::abs(wholeX) > 1e6 || std::abs(wholeY) > 1e6)
    {
        return std::nullopt;
    }
    return PixelShift{static_cast<int>(wholeX), static_cast<int>(wholeY)};
}

// The window's pixels a picture moved by `shift` leaves without anything: a strip along one side, one
// along another, sharing no pixel.
std::vector<PixelRect> uncoveredStrips(PixelRect window, PixelShift shift)
{
    std::vector<PixelRect> strips;
    const int columns = std::min(std::abs(shift.x), window.width);
    const int rows = std::min(std::abs(shift.y), window.height);
    if (columns > 0)
    {
        strips.push_back(PixelRect{shift.x > 0 ? window.x : window.x + window.width - columns, window.y,
                                   columns, window.height});
    }
    if (rows > 0 && columns < window.width)
    {
        strips.push_back(PixelRect{shift.x > 0 ? window.x + columns : window.x,
                                   shift.y > 0 ? window.y : window.y + window.height - rows,
                                   window.width - columns, rows});
    }
    return strips;
}

PixelRect aroundAll(const std::vector<PixelRect>& rects)
{
    PixelRect around = rects.front();
    for (const PixelRect& rect : rects)
    {
        around = boundingRect(around, rect);
    }
    return around;
}

} // namespace

RecordedCall& CanvasRecord::next(RecordedCall::Kind kind, PixelRect area)
{
    if (used_ == calls_.size())
    {
        calls_.emplace_back();
    }
    RecordedCall& call = calls_[used_++];
    call.kind = kind;
    call.area = area;
    return call;
}

void CanvasRecord::drawGrid(const View& view, PixelRect area, const GridColors& colors)
{
    RecordedCall& call = next(RecordedCall::Kind::Grid, area);
    call.view = view;
    call.colors = colors;
}

void CanvasRecord::drawBatch(const Batch& batch, const View& view, PixelRect area)
{
    RecordedCall& call = next(RecordedCall::Kind::Batch, area);
    call.view = view;
    call.batch = batch;
}

void CanvasRecord::drawCells(const CellPicture& picture, PixelRect area)
{
    RecordedCall& call = next(RecordedCall::Kind::Cells, area);
    call.cells = picture;
}

void CanvasRecord::replay(CanvasSink& sink) const
{
    for (std::size_t i = 0; i < used_; ++i)
    {
        const RecordedCall& call = calls_[i];
        switch (call.kind)
        {
        case RecordedCall::Kind::Grid:
            sink.drawGrid(call.view, call.area, call.colors);
            break;
        case RecordedCall::Kind::Cells:
            sink.drawCells(call.cells, call.area);
            break;
        case RecordedCall::Kind::Batch:
            sink.drawBatch(call.batch, call.view, call.area);
            break;
        }
    }
}

bool CanvasRecord::costsMoreThan(double plainPixels, std::span<const PixelRect> visible) const
{
    // Setting up a primitive first: a canvas of thousands of shapes is decided without clipping a quad.
    double cost = 0.0;
    for (std::size_t i = 0; i < used_; ++i)
    {
        if (calls_[i].kind == RecordedCall::Kind::Batch)
        {
            cost += kPrimitivePixels * static_cast<double>(calls_[i].batch.instances().size());
        }
    }
    if (cost > plainPixels)
    {
        return true;
    }
    for (std::size_t i = 0; i < used_; ++i)
    {
        const RecordedCall& call = calls_[i];
        if (call.kind == RecordedCall::Kind::Grid)
        {
            for (const PixelRect& part : visible)
            {
                if (const std::optional<PixelRect> seen = intersection(call.area, part))
                {
                    cost += kGridPixelWeight * static_cast<double>(seen->width) * seen->height;
                }
            }
        }
        if (call.kind == RecordedCall::Kind::Cells && call.cells.drawnSpan())
        {
            // The drawn cells' box, as Renderer::drawCells draws it.
            const CellSpan& span = *call.cells.drawnSpan();
            const int cell = call.cells.cellPixels();
            const PixelRect drawn{call.area.x + span.firstColumn * cell, call.area.y + span.firstRow * cell,
                                  (span.endColumn - span.firstColumn) * cell,
                                  (span.endRow - span.firstRow) * cell};
            const std::optional<PixelRect> inArea = intersection(drawn, call.area);
            for (const PixelRect& part : visible)
            {
                const std::optional<PixelRect> seen = inArea ? intersection(*inArea, part) : std::nullopt;
                if (seen)
                {
                    cost += kCellPixelWeight * static_cast<double>(seen->width) * seen->height;
                }
            }
        }
        if (call.kind != RecordedCall::Kind::Batch)
        {
            continue;
        }
        for (const Instance& instance : call.batch.instances())
        {
            const PixelBox box = quadPixelBox(instance, call.view);
            const double weight = kPixelWeights[static_cast<std::size_t>(
                std::clamp(static_cast<int>(instance.meta[0] + 0.5F), 0, kShapeKindCount - 1))];
            for (const PixelRect& part : visible)
            {
                const PixelBox seen = boxInViewport(part, call.area);
                const double width = std::min(box.maxX, seen.maxX) - std::max(box.minX, seen.minX);
                const double height = std::min(box.maxY, seen.maxY) - std::max(box.minY, seen.minY);
                if (width > 0.0 && height > 0.0)
                {
                    cost += weight * width * height;
                }
            }
        }
        if (cost > plainPixels)
        {
            return true;
        }
    }
    return cost > plainPixels;
}

PixelRect windowRectOfBox(const PixelBox& box, const PixelRect& area)
{
    // A box of numbers that are not finite could hold any pixel of the area.
    if (!std::isfinite(box.minX) || !std::isfinite(box.maxX) || !std::isfinite(box.minY) ||
        !std::isfinite(box.maxY))
    {
        return area;
    }
    // The inverse of boxInViewport: the box's frame has its origin at the area's centre, y up.
    const double centerX = area.x + 0.5 * area.width;
    const double centerY = area.y + 0.5 * area.height;
    const double left = std::max(std::floor(centerX + box.minX), static_cast<double>(area.x));
    const double right = std::min(std::ceil(centerX + box.maxX), static_cast<double>(area.x + area.width));
    const double top = std::max(std::floor(centerY - box.maxY), static_cast<double>(area.y));
    const double bottom = std::min(std::ceil(centerY - box.minY), static_cast<double>(area.y + area.height));
    if (left >= right || top >= bottom)
    {
        return PixelRect{};
    }
    return PixelRect{static_cast<int>(left), static_cast<int>(top), static_cast<int>(right - left),
                     static_cast<int>(bottom - top)};
}

std::vector<PixelRect> disjointRects(std::vector<PixelRect> rects)
{
    bool merged = true;
    while (merged)
    {
        merged = false;
        for (std::size_t i = 0; i < rects.size() && !merged; ++i)
        {
            for (std::size_t j = i + 1; j < rects.size(); ++j)
            {
                if (intersection(rects[i], rects[j]))
                {
                    rects[i] = boundingRect(rects[i], rects[j]);
                    rects.erase(rects.begin() + static_cast<std::ptrdiff_t>(j));
                    merged = true;
                    break;
                }
            }
        }
    }
    return rects;
}

CanvasChange canvasChange(const CanvasRecord& before, const CanvasRecord& now, PixelRect window,
                          double wholeShare, std::size_t mostParts)
{
    const CanvasChange whole{true, {}, {}};
    if (before.size() != now.size())
    {
        return whole;
    }
    // A view that changed must be a pan of the window's picture, the same for every call.
    std::optional<PixelShift> shift;
    for (std::size_t i = 0; i < now.size(); ++i)
    {
        const RecordedCall& a = before[i];
        const RecordedCall& b = now[i];
        if (a.kind != b.kind || a.area != b.area)
        {
            return whole;
        }
        if (b.kind == RecordedCall::Kind::Cells || a.view == b.view)
        {
            continue;
        }
        const std::optional<PixelShift> pan = panShift(a.view, b.view);
        if (!pan || b.area != window || (shift && *shift != *pan) ||
            (b.kind == RecordedCall::Kind::Batch && (outlinesReduced(a.batch, kLeastTexelBufferSize) ||
                                                     outlinesReduced(b.batch, kLeastTexelBufferSize))))
        {
            return whole;
        }
        shift = pan;
    }
    const PixelShift panned = shift.value_or(PixelShift{});
    if (std::abs(panned.x) >= window.width || std::abs(panned.y) >= window.height)
    {
        return whole;
    }
    std::vector<PixelRect> rects;
    // A call whose picture stayed on the window while the rest moved: where it is and where the moved
    // picture took its old pixels.
    auto markStayed = [&](const PixelRect& area)
    {
        for (const PixelRect& rect : {area, moved(area, panned)})
        {
            if (const std::optional<PixelRect> shown = intersection(rect, window))
            {
                rects.push_back(*shown);
            }
        }
    };
    const bool pan = shift.has_value();
    for (std::size_t i = 0; i < now.size(); ++i)
    {
        const RecordedCall& a = before[i];
        const RecordedCall& b = now[i];
        switch (b.kind)
        {
        case RecordedCall::Kind::Grid:
            if (a.colors != b.colors)
            {
                return whole;
            }
            if (pan && a.view == b.view)
            {
                markStayed(b.area);
            }
            break;
        case RecordedCall::Kind::Cells:
            if (!sameCells(a.cells, b.cells))
            {
                return whole;
            }
            if (pan && b.cells.drawnSpan())
            {
                markStayed(b.area);
            }
            break;
        case RecordedCall::Kind::Batch:
            if (pan && a.view == b.view)
            {
                if (!a.batch.empty() || !b.batch.empty())
                {
                    markStayed(b.area);
                }
            }
            else
            {
                changedRects(a, b, rects);
            }
            break;
        }
    }
    // Past a few hundred boxes merging costs more than it saves: one rectangle around them all.
    constexpr std::size_t kMostBoxesToMerge = 256;
    if (rects.size() > kMostBoxesToMerge)
    {
        rects.assign(1, aroundAll(rects));
    }
    CanvasChange change{false, panned, disjointRects(std::move(rects))};
    if (change.parts.size() > mostParts)
    {
        change.parts.assign(1, aroundAll(change.parts));
    }
    if (pan)
    {
        // Added after the merging above, which would put a rectangle around two sides of the window.
        std::vector<PixelRect> parts = change.parts;
        const std::vector<PixelRect> strips = uncoveredStrips(window, panned);
        parts.insert(parts.end(), strips.begin(), strips.end());
        change.parts = exactUnion(parts);
    }
    double area = 0.0;
    for (const PixelRect& part : change.parts)
    {
        area += static_cast<double>(part.width) * static_cast<double>(part.height);
    }
    const double windowArea = static_cast<double>(window.width) * static_cast<double>(window.height);
    if (area > wholeShare * windowArea)
    {
        return whole;
    }
    return change;
}

std::vector<PixelRect> exactUnion(const std::vector<PixelRect>& rects)
{
    // Each rectangle cut exactly around the pieces before it.
    constexpr std::size_t kEnoughPieces = 256;
    std::vector<PixelRect> pieces;
    for (const PixelRect& rect : rects)
    {
        const std::vector<PixelRect> outside = uncoveredParts(rect, pieces, kEnoughPieces);
        pieces.insert(pieces.end(), outside.begin(), outside.end());
    }
    // Should the cut ever give up exactness (uncoveredParts past its piece limit), no two parts may
    // still share a pixel: a pixel drawn twice would be blended twice.
    return disjointRects(std::move(pieces));
}

PixelRect moved(PixelRect rect, PixelShift shift)
{
    rect.x += shift.x;
    rect.y += shift.y;
    return rect;
}

} // namespace hitlab
