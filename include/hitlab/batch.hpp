// One shape against many of one kind: the overlap test as a loop over struct-of-arrays batches.
//
//     CircleBatch many;                       // or PointBatch, RectBatch
//     many.add(Circle{{10.0, 20.0}, 5.0});    // ... once per shape
//     std::vector<std::uint8_t> hits(many.size());
//     overlapMany(one, many, hits);           // hits[i] == overlap(one, many.at(i))
//     std::size_t n = countOverlaps(one, many);
//
// Every answer is the single-pair answer of overlap.hpp, bit for bit, with `one` as the first argument:
// hits[i] == overlap(one, Shape{many.at(i)}) for every kind of `one`. (Two shapes of the same kind may,
// in rare cases decided by rounding, answer differently in the other argument order; the batch keeps
// the order above.) Shapes are closed sets, touching is contact; shapes must be valid (validateShape).
//
// Why batches: a caller testing one shape against a grid of positions (an error map) or against a
// list of candidates pays for the test alone, not for a variant and a call per pair. The batches keep
// each field in an array of its own, so that the pairs a kernel decides with a few multiplications
// (point and circle against circles and points, the bounding-circle and inscribed-circle early-outs of
// rects) run as plain loops over contiguous doubles that the compiler turns into SIMD code; the pairs
// left undecided by a rect's early-outs go to the single-pair test. Any other pair of kinds is
// accepted too and answered by the single-pair test with the kind of `one` resolved once per call;
// std::span<const Shape> accepts a batch of mixed kinds.
//
// Queries allocate nothing. out.size() must equal many.size() (asserted in debug).
#pragma once

#include "hitlab/shapes.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace hitlab
{

// Points as two arrays of coordinates, world frame.
struct PointBatch
{
    std::vector<double> xs;
    std::vector<double> ys;

    std::size_t size() const { return xs.size(); }
    void add(const Point& point);
    Point at(std::size_t i) const { return Point{{xs[i], ys[i]}}; }
    void clear();
    void reserve(std::size_t count);
};

// Circles as three arrays: centres and radii, world frame.
struct CircleBatch
{
    std::vector<double> xs;
    std::vector<double> ys;
    std::vector<double> radii;

    std::size_t size() const { return xs.size(); }
    void add(const Circle& circle);
    Circle at(std::size_t i) const { return Circle{{xs[i], ys[i]}, radii[i]}; }
    void clear();
    void reserve(std::size_t count);
};

// Rects as arrays of their fields, plus three values per rect the early-outs need (its bounding
// radius (w + h) / 2, its squared half diagonal and its smaller side), kept by add() so that they
// always belong to the rect; hence a class with read-only arrays.
class RectBatch
{
public:
    std::size_t size() const { return xs_.size(); }
    void add(const Rect& rect);
    Rect at(std::size_t i) const { return Rect{{xs_[i], ys_[i]}, widths_[i], heights_[i], angles_[i]}; }
    void clear();
    void reserve(std::size_t count);

    std::span<const double> xs() const { return xs_; }
    std::span<const double> ys() const { return ys_; }
    std::span<const double> widths() const { return widths_; }
    std::span<const double> heights() const { return heights_; }
    std::span<const double> angles() const { return angles_; }
    // 0.5 (w + h), 0.25 (w^2 + h^2) and min(w, h), as the single-pair tests compute them.
    std::span<const double> reaches() const { return reaches_; }
    std::span<const double> reachesSquared() const { return reachesSquared_; }
    std::span<const double> smallerSides() const { return smallerSides_; }

private:
    std::vector<double> xs_;
    std::vector<double> ys_;
    std::vector<double> widths_;
    std::vector<double> heights_;
    std::vector<double> angles_;
    std::vector<double> reaches_;
    std::vector<double> reachesSquared_;
    std::vector<double> smallerSides_;
};

// out[i] = 1 when `one` and many[i] touch or overlap, else 0; the answer of overlap(one, many[i]).
void overlapMany(const Shape& one, const PointBatch& many, std::span<std::uint8_t> out);
void overlapMany(const Shape& one, const CircleBatch& many, std::span<std::uint8_t> out);
void overlapMany(const Shape& one, const RectBatch& many, std::span<std::uint8_t> out);
// Any kinds: the single-pair test with the kind of `one` resolved once (many[i]'s per element).
void overlapMany(const Shape& one, std::span<const Shape> many, std::span<std::uint8_t> out);

// How many of many[i] touch or overlap `one`: the number of ones overlapMany would write.
std::size_t countOverlaps(const Shape& one, const PointBatch& many);
std::size_t countOverlaps(const Shape& one, const CircleBatch& many);
std::size_t countOverlaps(const Shape& one, const RectBatch& many);
std::size_t countOverlaps(const Shape& one, std::span<const Shape> many);

} // namespace hitlab
