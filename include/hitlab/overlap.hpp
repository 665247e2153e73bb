// The exact overlap test and signed distance of every one of the 36 shape pairs.
//
//     bool overlap(const A& a, const B& b, Trace* trace = nullptr);
//     SignedDistance distance(const A& a, const B& b, Trace* trace = nullptr);
//
// for any two shape types A, B in either order, and for two Shapes (one std::visit picks the pair).
// The answer of (a, b) and (b, a) is the same; distance's witness points follow the arguments.
//
// Every test treats shapes as closed sets: touching is contact. Behind the overloads stand named pair
// functions that take the shape coming first in ShapeKind order first (overlapCircleRect, never
// overlapRectCircle), declared below from the one list HITLAB_SHAPE_PAIRS. Families:
// exact_polygonal.cpp (point, circle, rect, polygon, segment, capsule among themselves),
// exact_ellipse.cpp (every pair with an ellipse), exact_fan.cpp (every pair with a fan).
// Shapes must be valid (validateShape); polygons counter-clockwise (makePolygon).
#pragma once

#include "hitlab/shapes.hpp"
#include "hitlab/trace.hpp"

#include <type_traits>
#include <utility>

namespace hitlab
{

// Signed distance between two shapes, world units.
// value > 0: the gap, the length of the shortest segment from a to b; pointA and pointB are its ends.
// value < 0: for convex pairs, minus the penetration depth (the length of the shortest translation
//            that separates the shapes); pointA, pointB are the deepest points along that translation.
//            For pairs with a non-convex fan, see docs/algorithms/fan.md ("Signed distance with a
//            non-convex fan") and core/exact_fan.cpp for the documented value.
// value == 0: touching.
struct SignedDistance
{
    double value = 0.0;
    Vec2 pointA{0.0, 0.0};
    Vec2 pointB{0.0, 0.0};
};

// The 36 unordered pairs of shape kinds, each once, in ShapeKind order: the one list from which the
// pair functions' declarations and the typed dispatch are generated.
#define HITLAB_SHAPE_PAIRS(X)                                                                                \
    X(Point, Point)                                                                                          \
    X(Point, Circle)                                                                                         \
    X(Point, Ellipse)                                                                                        \
    X(Point, Rect)                                                                                           \
    X(Point, Polygon)                                                                                        \
    X(Point, Segment)                                                                                        \
    X(Point, Capsule)                                                                                        \
    X(Point, Fan)                                                                                            \
    X(Circle, Circle)                                                                                        \
    X(Circle, Ellipse)                                                                                       \
    X(Circle, Rect)                                                                                          \
    X(Circle, Polygon)                                                                                       \
    X(Circle, Segment)                                                                                       \
    X(Circle, Capsule)                                                                                       \
    X(Circle, Fan)                                                                                           \
    X(Ellipse, Ellipse)                                                                                      \
    X(Ellipse, Rect)                                                                                         \
    X(Ellipse, Polygon)                                                                                      \
    X(Ellipse, Segment)                                                                                      \
    X(Ellipse, Capsule)                                                                                      \
    X(Ellipse, Fan)                                                                                          \
    X(Rect, Rect)                                                                                            \
    X(Rect, Polygon)                                                                                         \
    X(Rect, Segment)                                                                                         \
    X(Rect, Capsule)                                                                                         \
    X(Rect, Fan)                                                                                             \
    X(Polygon, Polygon)                                                                                      \
    X(Polygon, Segment)                                                                                      \
    X(Polygon, Capsule)                                                                                      \
    X(Polygon, Fan)                                                                                          \
    X(Segment, Segment)                                                                                      \
    X(Segment, Capsule)                                                                                      \
    X(Segment, Fan)                                                                                          \
    X(Capsule, Capsule)                                                                                      \
    X(Capsule, Fan)                                                                                          \
    X(Fan, Fan)

// The named pair functions, overlapPointPoint ... distanceFanFan, defined by the family files.
#define HITLAB_DECLARE_PAIR_FUNCTIONS(A, B)                                                                  \
    bool overlap##A##B(const A& a, const B& b, Trace* trace = nullptr);                                      \
    SignedDistance distance##A##B(const A& a, const B& b, Trace* trace = nullptr);
HITLAB_SHAPE_PAIRS(HITLAB_DECLARE_PAIR_FUNCTIONS)
#undef HITLAB_DECLARE_PAIR_FUNCTIONS

// One of the eight shape types (an alternative of Shape, not Shape itself).
template <typename T>
concept ShapeType = VariantIndex<std::remove_cvref_t<T>, Shape>::value < kShapeKindCount;

// The pair functions of two shape types given in ShapeKind order:
// PairFunctions<Circle, Rect>::overlap is overlapCircleRect. Only the 36 ordered pairs exist.
template <typename A, typename B> struct PairFunctions;

#define HITLAB_DEFINE_PAIR_FUNCTIONS(A, B)                                                                   \
    template <> struct PairFunctions<A, B>                                                                   \
    {                                                                                                        \
        static_assert(kindOfType<A> <= kindOfType<B>, "HITLAB_SHAPE_PAIRS lists pairs in ShapeKind order");  \
        static constexpr auto overlap = &overlap##A##B;                                                      \
        static constexpr auto distance = &distance##A##B;                                                    \
    };
HITLAB_SHAPE_PAIRS(HITLAB_DEFINE_PAIR_FUNCTIONS)
#undef HITLAB_DEFINE_PAIR_FUNCTIONS

namespace detail
{

// The one place where argument order is normalised: a pair in ShapeKind order goes straight to its
// pair function; the other order swaps the arguments on the way in and the witness points on the way out.
template <ShapeType A, ShapeType B> struct InShapeKindOrder
{
    static constexpr bool inOrder = kindOfType<A> <= kindOfType<B>;

    static bool overlap(const A& a, const B& b, Trace* trace)
    {
        if constexpr (inOrder)
        {
            return PairFunctions<A, B>::overlap(a, b, trace);
        }
        else
        {
            return PairFunctions<B, A>::overlap(b, a, trace);
        }
    }

    static SignedDistance distance(const A& a, const B& b, Trace* trace)
    {
        if constexpr (inOrder)
        {
            return PairFunctions<A, B>::distance(a, b, trace);
        }
        else
        {
            SignedDistance swapped = PairFunctions<B, A>::distance(b, a, trace);
            std::swap(swapped.pointA, swapped.pointB);
            return swapped;
        }
    }
};

} // namespace detail

// Contact of two shapes of known types, in either order. A trace, when given, is filled with how the
// answer was reached and never changes it.
template <ShapeType A, ShapeType B> bool overlap(const A& a, const B& b, Trace* trace = nullptr)
{
    return detail::InShapeKindOrder<A, B>::overlap(a, b, trace);
}

// Signed distance of two shapes of known types, in either order: pointA lies on a, pointB on b.
template <ShapeType A, ShapeType B> SignedDistance distance(const A& a, const B& b, Trace* trace = nullptr)
{
    return detail::InShapeKindOrder<A, B>::distance(a, b, trace);
}

// The same for two Shapes of any kinds. (For concrete types the overloads above are chosen: they
// match exactly, while these need a conversion to Shape.)
bool overlap(const Shape& a, const Shape& b, Trace* trace = nullptr);
SignedDistance distance(const Shape& a, const Shape& b, Trace* trace = nullptr);

} // namespace hitlab
