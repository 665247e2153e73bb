// Dispatch from two Shapes in any order to the pair function that takes them in ShapeKind order.
#include "hitlab/overlap.hpp"

#include <utility>

namespace hitlab
{

namespace
{

// clang-format off
bool overlapOrdered(const Point& a, const Point& b, Trace* t) { return overlapPointPoint(a, b, t); }
bool overlapOrdered(const Point& a, const Circle& b, Trace* t) { return overlapPointCircle(a, b, t); }
bool overlapOrdered(const Point& a, const Ellipse& b, Trace* t) { return overlapPointEllipse(a, b, t); }
bool overlapOrdered(const Point& a, const Rect& b, Trace* t) { return overlapPointRect(a, b, t); }
bool overlapOrdered(const Point& a, const Polygon& b, Trace* t) { return overlapPointPolygon(a, b, t); }
bool overlapOrdered(const Point& a, const Segment& b, Trace* t) { return overlapPointSegment(a, b, t); }
bool overlapOrdered(const Point& a, const Capsule& b, Trace* t) { return overlapPointCapsule(a, b, t); }
bool overlapOrdered(const Point& a, const Fan& b, Trace* t) { return overlapPointFan(a, b, t); }
bool overlapOrdered(const Circle& a, const Circle& b, Trace* t) { return overlapCircleCircle(a, b, t); }
bool overlapOrdered(const Circle& a, const Ellipse& b, Trace* t) { return overlapCircleEllipse(a, b, t); }
bool overlapOrdered(const Circle& a, const Rect& b, Trace* t) { return overlapCircleRect(a, b, t); }
bool overlapOrdered(const Circle& a, const Polygon& b, Trace* t) { return overlapCirclePolygon(a, b, t); }
bool overlapOrdered(const Circle& a, const Segment& b, Trace* t) { return overlapCircleSegment(a, b, t); }
bool overlapOrdered(const Circle& a, const Capsule& b, Trace* t) { return overlapCircleCapsule(a, b, t); }
bool overlapOrdered(const Circle& a, const Fan& b, Trace* t) { return overlapCircleFan(a, b, t); }
bool overlapOrdered(const Ellipse& a, const Ellipse& b, Trace* t) { return overlapEllipseEllipse(a, b, t); }
bool overlapOrdered(const Ellipse& a, const Rect& b, Trace* t) { return overlapEllipseRect(a, b, t); }
bool overlapOrdered(const Ellipse& a, const Polygon& b, Trace* t) { return overlapEllipsePolygon(a, b, t); }
bool overlapOrdered(const Ellipse& a, const Segment& b, Trace* t) { return overlapEllipseSegment(a, b, t); }
bool overlapOrdered(const Ellipse& a, const Capsule& b, Trace* t) { return overlapEllipseCapsule(a, b, t); }
bool overlapOrdered(const Ellipse& a, const Fan& b, Trace* t) { return overlapEllipseFan(a, b, t); }
bool overlapOrdered(const Rect& a, const Rect& b, Trace* t) { return overlapRectRect(a, b, t); }
bool overlapOrdered(const Rect& a, const Polygon& b, Trace* t) { return overlapRectPolygon(a, b, t); }
bool overlapOrdered(const Rect& a, const Segment& b, Trace* t) { return overlapRectSegment(a, b, t); }
bool overlapOrdered(const Rect& a, const Capsule& b, Trace* t) { return overlapRectCapsule(a, b, t); }
bool overlapOrdered(const Rect& a, const Fan& b, Trace* t) { return overlapRectFan(a, b, t); }
bool overlapOrdered(const Polygon& a, const Polygon& b, Trace* t) { return overlapPolygonPolygon(a, b, t); }
bool overlapOrdered(const Polygon& a, const Segment& b, Trace* t) { return overlapPolygonSegment(a, b, t); }
bool overlapOrdered(const Polygon& a, const Capsule& b, Trace* t) { return overlapPolygonCapsule(a, b, t); }
bool overlapOrdered(const Polygon& a, const Fan& b, Trace* t) { return overlapPolygonFan(a, b, t); }
bool overlapOrdered(const Segment& a, const Segment& b, Trace* t) { return overlapSegmentSegment(a, b, t); }
bool overlapOrdered(const Segment& a, const Capsule& b, Trace* t) { return overlapSegmentCapsule(a, b, t); }
bool overlapOrdered(const Segment& a, const Fan& b, Trace* t) { return overlapSegmentFan(a, b, t); }
bool overlapOrdered(const Capsule& a, const Capsule& b, Trace* t) { return overlapCapsuleCapsule(a, b, t); }
bool overlapOrdered(const Capsule& a, const Fan& b, Trace* t) { return overlapCapsuleFan(a, b, t); }
bool overlapOrdered(const Fan& a, const Fan& b, Trace* t) { return overlapFanFan(a, b, t); }

SignedDistance distanceOrdered(const Point& a, const Point& b, Trace* t) { return distancePointPoint(a, b, t); }
SignedDistance distanceOrdered(const Point& a, const Circle& b, Trace* t) { return distancePointCircle(a, b, t); }
SignedDistance distanceOrdered(const Point& a, const Ellipse& b, Trace* t) { return distancePointEllipse(a, b, t); }
SignedDistance distanceOrdered(const Point& a, const Rect& b, Trace* t) { return distancePointRect(a, b, t); }
SignedDistance distanceOrdered(const Point& a, const Polygon& b, Trace* t) { return distancePointPolygon(a, b, t); }
SignedDistance distanceOrdered(const Point& a, const Segment& b, Trace* t) { return distancePointSegment(a, b, t); }
SignedDistance distanceOrdered(const Point& a, const Capsule& b, Trace* t) { return distancePointCapsule(a, b, t); }
SignedDistance distanceOrdered(const Point& a, const Fan& b, Trace* t) { return distancePointFan(a, b, t); }
SignedDistance distanceOrdered(const Circle& a, const Circle& b, Trace* t) { return distanceCircleCircle(a, b, t); }
SignedDistance distanceOrdered(const Circle& a, const Ellipse& b, Trace* t) { return distanceCircleEllipse(a, b, t); }
SignedDistance distanceOrdered(const Circle& a, const Rect& b, Trace* t) { return distanceCircleRect(a, b, t); }
SignedDistance distanceOrdered(const Circle& a, const Polygon& b, Trace* t) { return distanceCirclePolygon(a, b, t); }
SignedDistance distanceOrdered(const Circle& a, const Segment& b, Trace* t) { return distanceCircleSegment(a, b, t); }
SignedDistance distanceOrdered(const Circle& a, const Capsule& b, Trace* t) { return distanceCircleCapsule(a, b, t); }
SignedDistance distanceOrdered(const Circle& a, const Fan& b, Trace* t) { return distanceCircleFan(a, b, t); }
SignedDistance distanceOrdered(const Ellipse& a, const Ellipse& b, Trace* t) { return distanceEllipseEllipse(a, b, t); }
SignedDistance distanceOrdered(const Ellipse& a, const Rect& b, Trace* t) { return distanceEllipseRect(a, b, t); }
SignedDistance distanceOrdered(const Ellipse& a, const Polygon& b, Trace* t) { return distanceEllipsePolygon(a, b, t); }
SignedDistance distanceOrdered(const Ellipse& a, const Segment& b, Trace* t) { return distanceEllipseSegment(a, b, t); }
SignedDistance distanceOrdered(const Ellipse& a, const Capsule& b, Trace* t) { return distanceEllipseCapsule(a, b, t); }
SignedDistance distanceOrdered(const Ellipse& a, const Fan& b, Trace* t) { return distanceEllipseFan(a, b, t); }
SignedDistance distanceOrdered(const Rect& a, const Rect& b, Trace* t) { return distanceRectRect(a, b, t); }
SignedDistance distanceOrdered(const Rect& a, const Polygon& b, Trace* t) { return distanceRectPolygon(a, b, t); }
SignedDistance distanceOrdered(const Rect& a, const Segment& b, Trace* t) { return distanceRectSegment(a, b, t); }
SignedDistance distanceOrdered(const Rect& a, const Capsule& b, Trace* t) { return distanceRectCapsule(a, b, t); }
SignedDistance distanceOrdered(const Rect& a, const Fan& b, Trace* t) { return distanceRectFan(a, b, t); }
SignedDistance distanceOrdered(const Polygon& a, const Polygon& b, Trace* t) { return distancePolygonPolygon(a, b, t); }
SignedDistance distanceOrdered(const Polygon& a, const Segment& b, Trace* t) { return distancePolygonSegment(a, b, t); }
SignedDistance distanceOrdered(const Polygon& a, const Capsule& b, Trace* t) { return distancePolygonCapsule(a, b, t); }
SignedDistance distanceOrdered(const Polygon& a, const Fan& b, Trace* t) { return distancePolygonFan(a, b, t); }
SignedDistance distanceOrdered(const Segment& a, const Segment& b, Trace* t) { return distanceSegmentSegment(a, b, t); }
SignedDistance distanceOrdered(const Segment& a, const Capsule& b, Trace* t) { return distanceSegmentCapsule(a, b, t); }
SignedDistance distanceOrdered(const Segment& a, const Fan& b, Trace* t) { return distanceSegmentFan(a, b, t); }
SignedDistance distanceOrdered(const Capsule& a, const Capsule& b, Trace* t) { return distanceCapsuleCapsule(a, b, t); }
SignedDistance distanceOrdered(const Capsule& a, const Fan& b, Trace* t) { return distanceCapsuleFan(a, b, t); }
SignedDistance distanceOrdered(const Fan& a, const Fan& b, Trace* t) { return distanceFanFan(a, b, t); }
// clang-format on

template <typename T> constexpr int kindIndex = static_cast<int>(kindOfType<T>);

} // namespace

bool overlapExact(const Shape& a, const Shape& b, Trace* trace)
{
    return std::visit(
        [trace](const auto& first, const auto& second) -> bool
        {
            using A = std::decay_t<decltype(first)>;
            using B = std::decay_t<decltype(second)>;
            if constexpr (kindIndex<A> <= kindIndex<B>)
            {
                return overlapOrdered(first, second, trace);
            }
            else
            {
                return overlapOrdered(second, first, trace);
            }
        },
        a, b);
}

SignedDistance distanceExact(const Shape& a, const Shape& b, Trace* trace)
{
    return std::visit(
        [trace](const auto& first, const auto& second) -> SignedDistance
        {
            using A = std::decay_t<decltype(first)>;
            using B = std::decay_t<decltype(second)>;
            if constexpr (kindIndex<A> <= kindIndex<B>)
            {
                return distanceOrdered(first, second, trace);
            }
            else
            {
                SignedDistance swapped = distanceOrdered(second, first, trace);
                std::swap(swapped.pointA, swapped.pointB);
                return swapped;
            }
        },
        a, b);
}

} // namespace hitlab
