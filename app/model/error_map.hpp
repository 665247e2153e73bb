// The error map: where on the plane a pair's active method answers differently from the exact test.
// The first shape of the pair is moved, keeping its size and angle, so that its reference point sits at
// the centre of each cell of the visible canvas; each cell records the method's overlap answer against
// the exact one. Overlap only, no distance: the map is the picture of a method's false answers, e.g.
// the crescent where Hwang & Tsai (1999)'s ellipse test misses, the corners where an AABB reports a
// contact, the holes of the thesis fan-rect test's rounding.
#pragma once

#include "hitlab/registry.hpp"
#include "hitlab/shapes.hpp"
#include "scene.hpp"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hitlab
{

enum class ErrorMapCell : std::uint8_t
{
    BothApart,
    BothContact,
    Missed,       // the method misses a contact the exact test finds
    FalseContact, // the method reports a contact that does not exist
};

// The point the map moves: the centre of a circle, ellipse, rect or fan; a point itself; the first end
// point of a segment or capsule; the first vertex of a polygon.
Vec2 referencePoint(const Shape& shape);
// `shape` translated so that its reference point is `reference` (size, angle and shape kept).
Shape withReferenceAt(const Shape& shape, Vec2 reference);

// The method's answer for `moved` against `other`, classified against the exact overlap test.
ErrorMapCell classifyCell(const Algorithm& method, const Shape& moved, const Shape& other);

// A canvas of width x height pixels seen through `view`, cut into cells of `cellPixels` pixels; the
// last column and row may be cut by the canvas edge.
struct ErrorMapGrid
{
    View view;
    int width = 1;
    int height = 1;
    int cellPixels = 4;

    bool operator==(const ErrorMapGrid&) const = default;

    int columns() const { return (width + cellPixels - 1) / cellPixels; }
    int rows() const { return (height + cellPixels - 1) / cellPixels; }
    // The world position of the cell's centre (canvas mapping: x = vx + (sx - W/2) / z,
    // y = vy - (sy - H/2) / z).
    Vec2 cellCentre(int column, int row) const;
};

inline constexpr int kErrorMapCellPixels = 4;

// Computes a map cell by cell and keeps it until what it depends on changes: the two shapes, the
// method, the view and the canvas size. Work can be spread over frames (advance with a deadline).
class ErrorMap
{
public:
    // The rows are shared among `threads` threads (this one included): a cell depends on its centre
    // alone, so the map is the same for any count.
    explicit ErrorMap(int threads = defaultThreadCount()) : threads_(std::max(threads, 1)) {}
    // Two threads where the machine has them: the map is computed before the frame is drawn, while
    // the cores are otherwise idle.
    static int defaultThreadCount();

    // Sets what the map shows. When it differs from the current request the cells start over (the
    // previous map is kept for drawing until the new one is complete); returns true then.
    bool request(const Shape& moved, const Shape& other, const Algorithm& method, const ErrorMapGrid& grid);
    // Forgets the request (no pair to show).
    void clear();

    // Computes cells until the map is complete or `deadline` passed; returns true when complete. Each
    // thread finishes the row it started, so every call makes progress.
    bool advance(std::chrono::steady_clock::time_point deadline);
    bool advanceToEnd() { return advance(std::chrono::steady_clock::time_point::max()); }

    bool hasRequest() const { return hasRequest_; }
    bool complete() const { return hasRequest_ && next_ == pending_.size(); }
    // The last complete map (row-major from the top-left cell) and its grid; empty before the first.
    const std::vector<ErrorMapCell>& cells() const { return shown_; }
    const ErrorMapGrid& shownGrid() const { return shownGrid_; }
    // Changes each time a new complete map replaces the shown one (for texture uploads).
    std::uint64_t generation() const { return generation_; }

private:
    int threads_ = 1;
    bool hasRequest_ = false;
    Shape moved_;
    Shape other_;
    const Algorithm* method_ = nullptr;
    ErrorMapGrid grid_;
    std::vector<ErrorMapCell> pending_;
    std::size_t next_ = 0;
    std::vector<ErrorMapCell> shown_;
    ErrorMapGrid shownGrid_;
    std::uint64_t generation_ = 0;
};

} // namespace hitlab
