// Two Shapes of any kinds: one visit picks the typed overload, which puts the pair in ShapeKind order.
#include "hitlab/overlap.hpp"

#include <variant>

namespace hitlab
{

// Every ordered pair has its functions, so the typed overloads below cover all 64 combinations.
#define HITLAB_COUNT_PAIR(A, B) +1
static_assert(0 HITLAB_SHAPE_PAIRS(HITLAB_COUNT_PAIR) == kShapeKindCount * (kShapeKindCount + 1) / 2,
              "HITLAB_SHAPE_PAIRS lists every unordered pair once");
#undef HITLAB_COUNT_PAIR

bool overlap(const Shape& a, const Shape& b, Trace* trace)
{
    return std::visit(
        [trace](const auto& first, const auto& second) { return overlap(first, second, trace); }, a, b);
}

SignedDistance distance(const Shape& a, const Shape& b, Trace* trace)
{
    return std::visit(
        [trace](const auto& first, const auto& second) { return distance(first, second, trace); }, a, b);
}

} // namespace hitlab
