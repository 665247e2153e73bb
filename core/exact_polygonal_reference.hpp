// The polygonal family's signed distance by the plain scans (every vertex against every axis and every
// edge), for the tests that hold the pruned scans to it. Same overlap test, same witnesses; only the way
// the extremes are found differs, so the answers must be equal bit for bit.
#pragma once

#include "hitlab/overlap.hpp"
#include "hitlab/shapes.hpp"

namespace hitlab
{

SignedDistance distanceByFullScan(const Point& a, const Polygon& b);
SignedDistance distanceByFullScan(const Circle& a, const Polygon& b);
SignedDistance distanceByFullScan(const Rect& a, const Polygon& b);
SignedDistance distanceByFullScan(const Polygon& a, const Polygon& b);
SignedDistance distanceByFullScan(const Polygon& a, const Segment& b);
SignedDistance distanceByFullScan(const Polygon& a, const Capsule& b);

} // namespace hitlab
