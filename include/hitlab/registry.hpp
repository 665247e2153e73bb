// The algorithm registry: one explicit table of every overlap test hitlab knows, exact and published.
//
// Each row is (pair, name, exact or approximate, source, one-line description, functions). The CLI,
// the sandbox, the benchmark and the cross-check tests read this table and nothing else, so adding
// an algorithm is adding one row to registry.cpp: a makeAlgorithm row for a single pair, or one
// description with its list of pairs for an algorithm that serves many (GJK, the exact families).
// Rows take their shapes in ShapeKind order; the run helpers below accept any order.
#pragma once

#include "hitlab/overlap.hpp"
#include "hitlab/shapes.hpp"
#include "hitlab/trace.hpp"

#include <cassert>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace hitlab
{

// What an algorithm answers. distance is the signed distance of overlap.hpp when the algorithm can
// produce one (approximate methods that only say yes or no leave it empty).
struct AlgorithmResult
{
    bool overlap = false;
    std::optional<double> distance;
};

// Shape-level entry points. Arguments come in the row's order (first, second).
using OverlapFunction = bool (*)(const Shape& first, const Shape& second, Trace* trace);
using DistanceFunction = SignedDistance (*)(const Shape& first, const Shape& second, Trace* trace);
// Counts overlaps of firsts[i] with seconds[i] for i < count: the benchmark's inner loop, with the
// pair function inlined so that the timing is the test's and not a call through a pointer. Every
// firsts[i] must hold the row's first kind and every seconds[i] its second: the loop does not check
// (but in debug builds), so that the check is not timed as the test's.
using BatchFunction = std::size_t (*)(const Shape* firsts, const Shape* seconds, std::size_t count);

enum class Exactness
{
    Exact,
    Approximate,
};

// Which way an approximate algorithm errs against the exact answer (exact rows: None). The variant
// tests and `hitlab-cli accuracy` hold every row to its documented direction.
enum class ErrorDirection
{
    None,              // exact up to rounding
    MissesOnly,        // may report no contact where there is one, never the reverse
    FalseContactsOnly, // may report contact where there is none, never the reverse
    BothWays,
};

struct Algorithm
{
    ShapeKind first;
    ShapeKind second;
    std::string_view name;
    Exactness exactness;
    std::string_view source;
    std::string_view description;
    OverlapFunction overlap;
    DistanceFunction distance; // may be null
    BatchFunction batch;
    ErrorDirection errors = ErrorDirection::None;

    bool exact() const { return exactness == Exactness::Exact; }
    // Such a row's contacts are not bounded by the shapes' bounds: a broadphase over the bounds may
    // miss pairs it reports.
    bool mayReportFalseContacts() const
    {
        return errors == ErrorDirection::FalseContactsOnly || errors == ErrorDirection::BothWays;
    }
};

// Every row, in table order. For each pair the first row of that pair is its default (exact).
std::span<const Algorithm> algorithms();

// Rows of the unordered pair {a, b}, default first.
std::vector<const Algorithm*> algorithmsFor(ShapeKind a, ShapeKind b);
const Algorithm& defaultAlgorithm(ShapeKind a, ShapeKind b);
// The row of pair {a, b} named `name`, or null.
const Algorithm* findAlgorithm(ShapeKind a, ShapeKind b, std::string_view name);
// True when some row of any pair has this name (to tell a misspelt name from a pair without it).
bool isAlgorithmName(std::string_view name);

// Runs a row on two shapes given in any order; the distance is filled when the row has one. A trace,
// when given, also gets its worldTopic.
AlgorithmResult runAlgorithm(const Algorithm& algorithm, const Shape& a, const Shape& b,
                             Trace* trace = nullptr);
// The row's contact answer alone, for two shapes in any order: runAlgorithm(...).overlap without the
// signed distance, which may cost far more than the answer (GJK's depth is an EPA run).
bool runOverlap(const Algorithm& algorithm, const Shape& a, const Shape& b);

// Building blocks for rows: adapt a typed pair function `bool f(const A&, const B&, Trace*)`.
template <typename A, typename B, auto Function>
bool adaptOverlap(const Shape& first, const Shape& second, Trace* trace)
{
    return Function(*std::get_if<A>(&first), *std::get_if<B>(&second), trace);
}

template <typename A, typename B, auto Function>
SignedDistance adaptDistance(const Shape& first, const Shape& second, Trace* trace)
{
    return Function(*std::get_if<A>(&first), *std::get_if<B>(&second), trace);
}

// The shape of kind T that `shape` holds, unchecked: the batch loop's caller promises the row's kinds
// (BatchFunction), and the check, 10 of a circle/circle pair's 27 instructions, would be timed as the
// test's. Checked in debug builds.
template <typename T> const T& heldShape(const Shape& shape)
{
    assert(std::holds_alternative<T>(shape));
#if defined(__GNUC__)
    if (!std::holds_alternative<T>(shape))
    {
        __builtin_unreachable();
    }
#endif
    return *std::get_if<T>(&shape);
}

template <typename A, typename B, auto Function>
std::size_t adaptBatch(const Shape* firsts, const Shape* seconds, std::size_t count)
{
    std::size_t overlaps = 0;
    for (std::size_t i = 0; i < count; ++i)
    {
        overlaps += Function(heldShape<A>(firsts[i]), heldShape<B>(seconds[i]), nullptr) ? 1 : 0;
    }
    return overlaps;
}

// One row from typed functions: makeAlgorithm<Circle, Rect, overlapCircleRect, distanceCircleRect>(...).
// Pass nullptr as Distance for methods that give no distance.
// Approximate rows name the direction they err in (errors); exact rows leave it None.
template <typename A, typename B, auto Overlap, auto Distance>
constexpr Algorithm makeAlgorithm(std::string_view name, Exactness exactness, std::string_view source,
                                  std::string_view description, ErrorDirection errors = ErrorDirection::None)
{
    static_assert(kindOfType<A> <= kindOfType<B>, "rows take their shapes in ShapeKind order");
    DistanceFunction distance = nullptr;
    if constexpr (!std::is_same_v<decltype(Distance), std::nullptr_t>)
    {
        distance = &adaptDistance<A, B, Distance>;
    }
    return Algorithm{kindOfType<A>,
                     kindOfType<B>,
                     name,
                     exactness,
                     source,
                     description,
                     &adaptOverlap<A, B, Overlap>,
                     distance,
                     &adaptBatch<A, B, Overlap>,
                     errors};
}

} // namespace hitlab
