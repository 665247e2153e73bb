// The exact overlap test and signed distance of every one of the 36 shape pairs.
//
// Every test treats shapes as closed sets: touching is contact. Pair functions take the shape
// that comes first in ShapeKind order first (overlapCircleRect, never overlapRectCircle); the
// dispatchers at the bottom accept any order and answer the same for (a, b) and (b, a).
// Families: exact_polygonal.cpp (point, circle, rect, polygon, segment, capsule among themselves),
// exact_ellipse.cpp (every pair with an ellipse), exact_fan.cpp (every pair with a fan).
// Shapes must be valid (validateShape); polygons counter-clockwise (makePolygon).
#pragma once

#include "hitlab/shapes.hpp"
#include "hitlab/trace.hpp"

namespace hitlab
{

// Signed distance between two shapes, world units.
// value > 0: the gap, the length of the shortest segment from a to b; pointA and pointB are its ends.
// value < 0: for convex pairs, minus the penetration depth (the length of the shortest translation
//            that separates the shapes); pointA, pointB are the deepest points along that translation.
//            For pairs with a non-convex fan, see exact_fan.cpp for the documented value.
// value == 0: touching.
struct SignedDistance
{
    double value = 0.0;
    Vec2 pointA{0.0, 0.0};
    Vec2 pointB{0.0, 0.0};
};

bool overlapPointPoint(const Point& a, const Point& b, Trace* trace = nullptr);
SignedDistance distancePointPoint(const Point& a, const Point& b, Trace* trace = nullptr);
bool overlapPointCircle(const Point& a, const Circle& b, Trace* trace = nullptr);
SignedDistance distancePointCircle(const Point& a, const Circle& b, Trace* trace = nullptr);
bool overlapPointEllipse(const Point& a, const Ellipse& b, Trace* trace = nullptr);
SignedDistance distancePointEllipse(const Point& a, const Ellipse& b, Trace* trace = nullptr);
bool overlapPointRect(const Point& a, const Rect& b, Trace* trace = nullptr);
SignedDistance distancePointRect(const Point& a, const Rect& b, Trace* trace = nullptr);
bool overlapPointPolygon(const Point& a, const Polygon& b, Trace* trace = nullptr);
SignedDistance distancePointPolygon(const Point& a, const Polygon& b, Trace* trace = nullptr);
bool overlapPointSegment(const Point& a, const Segment& b, Trace* trace = nullptr);
SignedDistance distancePointSegment(const Point& a, const Segment& b, Trace* trace = nullptr);
bool overlapPointCapsule(const Point& a, const Capsule& b, Trace* trace = nullptr);
SignedDistance distancePointCapsule(const Point& a, const Capsule& b, Trace* trace = nullptr);
bool overlapPointFan(const Point& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distancePointFan(const Point& a, const Fan& b, Trace* trace = nullptr);
bool overlapCircleCircle(const Circle& a, const Circle& b, Trace* trace = nullptr);
SignedDistance distanceCircleCircle(const Circle& a, const Circle& b, Trace* trace = nullptr);
bool overlapCircleEllipse(const Circle& a, const Ellipse& b, Trace* trace = nullptr);
SignedDistance distanceCircleEllipse(const Circle& a, const Ellipse& b, Trace* trace = nullptr);
bool overlapCircleRect(const Circle& a, const Rect& b, Trace* trace = nullptr);
SignedDistance distanceCircleRect(const Circle& a, const Rect& b, Trace* trace = nullptr);
bool overlapCirclePolygon(const Circle& a, const Polygon& b, Trace* trace = nullptr);
SignedDistance distanceCirclePolygon(const Circle& a, const Polygon& b, Trace* trace = nullptr);
bool overlapCircleSegment(const Circle& a, const Segment& b, Trace* trace = nullptr);
SignedDistance distanceCircleSegment(const Circle& a, const Segment& b, Trace* trace = nullptr);
bool overlapCircleCapsule(const Circle& a, const Capsule& b, Trace* trace = nullptr);
SignedDistance distanceCircleCapsule(const Circle& a, const Capsule& b, Trace* trace = nullptr);
bool overlapCircleFan(const Circle& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distanceCircleFan(const Circle& a, const Fan& b, Trace* trace = nullptr);
bool overlapEllipseEllipse(const Ellipse& a, const Ellipse& b, Trace* trace = nullptr);
SignedDistance distanceEllipseEllipse(const Ellipse& a, const Ellipse& b, Trace* trace = nullptr);
bool overlapEllipseRect(const Ellipse& a, const Rect& b, Trace* trace = nullptr);
SignedDistance distanceEllipseRect(const Ellipse& a, const Rect& b, Trace* trace = nullptr);
bool overlapEllipsePolygon(const Ellipse& a, const Polygon& b, Trace* trace = nullptr);
SignedDistance distanceEllipsePolygon(const Ellipse& a, const Polygon& b, Trace* trace = nullptr);
bool overlapEllipseSegment(const Ellipse& a, const Segment& b, Trace* trace = nullptr);
SignedDistance distanceEllipseSegment(const Ellipse& a, const Segment& b, Trace* trace = nullptr);
bool overlapEllipseCapsule(const Ellipse& a, const Capsule& b, Trace* trace = nullptr);
SignedDistance distanceEllipseCapsule(const Ellipse& a, const Capsule& b, Trace* trace = nullptr);
bool overlapEllipseFan(const Ellipse& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distanceEllipseFan(const Ellipse& a, const Fan& b, Trace* trace = nullptr);
bool overlapRectRect(const Rect& a, const Rect& b, Trace* trace = nullptr);
SignedDistance distanceRectRect(const Rect& a, const Rect& b, Trace* trace = nullptr);
bool overlapRectPolygon(const Rect& a, const Polygon& b, Trace* trace = nullptr);
SignedDistance distanceRectPolygon(const Rect& a, const Polygon& b, Trace* trace = nullptr);
bool overlapRectSegment(const Rect& a, const Segment& b, Trace* trace = nullptr);
SignedDistance distanceRectSegment(const Rect& a, const Segment& b, Trace* trace = nullptr);
bool overlapRectCapsule(const Rect& a, const Capsule& b, Trace* trace = nullptr);
SignedDistance distanceRectCapsule(const Rect& a, const Capsule& b, Trace* trace = nullptr);
bool overlapRectFan(const Rect& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distanceRectFan(const Rect& a, const Fan& b, Trace* trace = nullptr);
bool overlapPolygonPolygon(const Polygon& a, const Polygon& b, Trace* trace = nullptr);
SignedDistance distancePolygonPolygon(const Polygon& a, const Polygon& b, Trace* trace = nullptr);
bool overlapPolygonSegment(const Polygon& a, const Segment& b, Trace* trace = nullptr);
SignedDistance distancePolygonSegment(const Polygon& a, const Segment& b, Trace* trace = nullptr);
bool overlapPolygonCapsule(const Polygon& a, const Capsule& b, Trace* trace = nullptr);
SignedDistance distancePolygonCapsule(const Polygon& a, const Capsule& b, Trace* trace = nullptr);
bool overlapPolygonFan(const Polygon& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distancePolygonFan(const Polygon& a, const Fan& b, Trace* trace = nullptr);
bool overlapSegmentSegment(const Segment& a, const Segment& b, Trace* trace = nullptr);
SignedDistance distanceSegmentSegment(const Segment& a, const Segment& b, Trace* trace = nullptr);
bool overlapSegmentCapsule(const Segment& a, const Capsule& b, Trace* trace = nullptr);
SignedDistance distanceSegmentCapsule(const Segment& a, const Capsule& b, Trace* trace = nullptr);
bool overlapSegmentFan(const Segment& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distanceSegmentFan(const Segment& a, const Fan& b, Trace* trace = nullptr);
bool overlapCapsuleCapsule(const Capsule& a, const Capsule& b, Trace* trace = nullptr);
SignedDistance distanceCapsuleCapsule(const Capsule& a, const Capsule& b, Trace* trace = nullptr);
bool overlapCapsuleFan(const Capsule& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distanceCapsuleFan(const Capsule& a, const Fan& b, Trace* trace = nullptr);
bool overlapFanFan(const Fan& a, const Fan& b, Trace* trace = nullptr);
SignedDistance distanceFanFan(const Fan& a, const Fan& b, Trace* trace = nullptr);

// Any order: dispatches to the pair function and swaps the witness points back when needed.
bool overlapExact(const Shape& a, const Shape& b, Trace* trace = nullptr);
SignedDistance distanceExact(const Shape& a, const Shape& b, Trace* trace = nullptr);

} // namespace hitlab
