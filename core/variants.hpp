// The published methods of the source documents as selectable algorithm variants, beside the exact
// defaults of hitlab/overlap.hpp. Each has a row in registry.cpp that says whether it is exact and
// where it comes from; docs/sources.md names the publications, and docs/algorithms/ describes each
// method with its known defects.
//
// Naming follows hitlab/overlap.hpp with the method appended: overlap<First><Second><Method>, the
// shapes in ShapeKind order. Every test treats shapes as closed sets unless its comment says otherwise
// (the published strict-sign tests do not). A trace, filled only when the pointer is non-null, never
// changes the answer. Files: one per source document: published_hwang_tsai.cpp (Hwang & Tsai 1999 as
// the IKD tutorial codes it), published_basics.cpp (the basics note: orientation signs, closest point,
// AABB, SAT), published_segment_circle.cpp (s-densan 2020, the segment parameter's quadratic),
// published_obb.cpp (traP blog 2017, projection radii), published_fan_thesis.cpp (Yamamoto 2023
// thesis, chapter 2); the generic GJK lives in gjk.hpp.
#pragma once

#include "hitlab/overlap.hpp"
#include "hitlab/shapes.hpp"
#include "hitlab/trace.hpp"

namespace hitlab
{

// ---- Hwang & Tsai 1999, section 3: ellipse vs ellipse (docs/algorithms/ellipse.md) --------------
// E1 = a, E2 = b: E2 is mapped to the unit circle, E1's image T(E1) is brought to standard form, its
// radii grown by 1 and the origin tested. The Circle overloads treat the circle as E2 (an ellipse with
// equal radii and angle 0), which is where the published rotation guard misfires.

// The tutorial's function exactly as published, in float (its ELLIPSE struct is float), including
// Th = (B - A) == 0 ? 0 : atan(D / (B - A)) / 2. Approximate both ways: the +1 radii miss contacts, and
// the guard gives false contacts and deep misses when E2 is a circle at odd multiples of 45 degrees.
bool overlapEllipseEllipseHwangTsaiPublished(const Ellipse& a, const Ellipse& b, Trace* trace = nullptr);
bool overlapCircleEllipseHwangTsaiPublished(const Circle& a, const Ellipse& b, Trace* trace = nullptr);

// The same construction in double with the rotation repaired: Th = atan2(D, B - A) / 2. What remains
// is the +1 approximation, which only ever misses (the grown ellipse lies inside the true Minkowski sum).
bool overlapEllipseEllipseHwangTsaiRepaired(const Ellipse& a, const Ellipse& b, Trace* trace = nullptr);
bool overlapCircleEllipseHwangTsaiRepaired(const Circle& a, const Ellipse& b, Trace* trace = nullptr);

// ---- the basics note (docs/algorithms/segments-and-circles.md, docs/algorithms/polygonal.md) ---------
// Segment vs segment by the note's strict orientation signs (tc * td < 0 and ta * tb < 0). Open test:
// misses touching and collinear overlap, never reports a contact that does not exist.
bool overlapSegmentSegmentOrientationStrict(const Segment& a, const Segment& b, Trace* trace = nullptr);
// The closed orientation test: the note's signs plus the zero (collinear, touching) cases (Ericson 2005,
// 5.1.9.1). Exact.
bool overlapSegmentSegmentOrientationClosed(const Segment& a, const Segment& b, Trace* trace = nullptr);

// Circle vs circle by centre distance, |c1 - c2| <= r1 + r2 compared squared (the note writes <, an
// open test; hitlab's shapes are closed). The trace holds the boundaries' intersection points from the
// note's law-of-cosines / Heron construction. Signed distance: |c1 - c2| - r1 - r2.
bool overlapCircleCircleCenterDistance(const Circle& a, const Circle& b, Trace* trace = nullptr);
SignedDistance distanceCircleCircleCenterDistance(const Circle& a, const Circle& b, Trace* trace = nullptr);

// Circle vs segment by the distance from the centre to the segment's closest point (the basics note;
// Yamamoto 2023 thesis, 2.9.4; Ericson 2005, 5.1.2). Exact. Signed distance: that distance minus the
// radius.
bool overlapCircleSegmentClosestPoint(const Circle& a, const Segment& b, Trace* trace = nullptr);
SignedDistance distanceCircleSegmentClosestPoint(const Circle& a, const Segment& b, Trace* trace = nullptr);
// The note's other question: does the segment cross the circle's boundary? A segment strictly inside
// the circle (both ends closer than r) answers false. As a contact test it only misses.
bool overlapCircleSegmentCrossesBoundary(const Circle& a, const Segment& b, Trace* trace = nullptr);

// Rect vs rect by the axis-aligned bounding box of each (the basics note; Ericson 2005, 4.2): exact for
// unrotated rectangles, otherwise it only over-reports.
bool overlapRectRectAabb(const Rect& a, const Rect& b, Trace* trace = nullptr);

// Separating axis theorem with the edge normals of both convex polygons (the basics note; Ericson 2005,
// 5.2.1): separated iff some edge of one has every vertex of the other strictly on its outer side.
// Exact. The trace holds every axis with both projection intervals, the separating axis and the axis of
// least overlap.
bool overlapPolygonPolygonSat(const Polygon& a, const Polygon& b, Trace* trace = nullptr);
bool overlapRectRectSat(const Rect& a, const Rect& b, Trace* trace = nullptr);
bool overlapRectPolygonSat(const Rect& a, const Polygon& b, Trace* trace = nullptr);

// ---- s-densan 2020: segment vs filled circle by the quadratic in the segment parameter --------------
// (Ericson 2005, 5.3.2; docs/algorithms/segments-and-circles.md)
// a s^2 + b s + c <= 0 has a solution s in [0, 1]: D = b^2 - 4ac >= 0 and s1 <= 1 and 0 <= s2. Exact.
bool overlapCircleSegmentQuadratic(const Circle& a, const Segment& b, Trace* trace = nullptr);

// ---- traP blog 2017: oriented rectangles by projection radii ------------------------------------------
// (the 2D case of Gottschalk, Lin & Manocha 1996; Ericson 2005, 4.4.1; docs/algorithms/polygonal.md)
// On each of the four local axes: d3 = d0 + d1 - d2 < 0 separates. Exact.
bool overlapRectRectProjectionRadii(const Rect& a, const Rect& b, Trace* trace = nullptr);

// ---- Yamamoto 2023 thesis, chapter 2: fans (docs/algorithms/fan.md) ----------------------------------
// Each reproduces the thesis's procedure as written (its comment says where the thesis is wrong).

// 2.2: r^2 <= |P|^2 <= R^2 and Px / |P| >= cos(theta). Misses the apex of a fan with r = 0 (0 / 0),
// an interior point when half_angle = pi, so the row is labelled approximate.
bool overlapPointFanThesis(const Point& a, const Fan& b, Trace* trace = nullptr);
// 2.4 as written: in the angular range (r - rc)^2 <= |P|^2 <= (R + rc)^2 decides, else the distance
// to the radial edges. Misses when rc > r and |P| < rc - r (the squared band drops the sign).
bool overlapCircleFanThesis(const Circle& a, const Fan& b, Trace* trace = nullptr);
// 2.4 with the inner bound max(r - rc, 0), the repair docs/algorithms/fan.md gives. Exact.
bool overlapCircleFanThesisClamped(const Circle& a, const Fan& b, Trace* trace = nullptr);
// 2.3 as written: intersection points of the fan's boundary with the rectangle's edges that pass the
// point test of 2.2, else one point of each inside the other (2.2, 2.9.3). A point computed on the
// fan's boundary fails the closed test about half the time by rounding, so when every crossing lies
// on the boundary of the fan (a corner poking through the arc) the contact is missed, however deep.
bool overlapRectFanThesis(const Rect& a, const Fan& b, Trace* trace = nullptr);
// The same with the point test of the intersection points widened by kThesisBoundarySlack times the
// shapes' size (within that distance of a radial edge, or of the radial band in the angular range).
// Exact outside that slack.
inline constexpr double kThesisBoundarySlack = 1e-9;
bool overlapRectFanThesisTolerant(const Rect& a, const Fan& b, Trace* trace = nullptr);
// 2.6: t-ranges of the capsule's axis from the radial quadratics (2.16, 2.17) and the angular
// inequalities (2.18 - 2.20) within 0 <= t <= 1, else the segment-segment distance (2.9.5) from the
// axis to the two radial edges.
bool overlapCapsuleFanThesis(const Capsule& a, const Fan& b, Trace* trace = nullptr);
// 2.9.3: a point is inside a rectangle when the four edge cross products share a sign. Exact.
bool overlapPointRectThesis(const Point& a, const Rect& b, Trace* trace = nullptr);
// 2.9.1 with the parametric intersection (2.32 - 2.35), the first denominator of eq. 2.34 read as the
// cross product (F - E) x (H - G) it stands for. Parallel segments give no intersection point, so a
// collinear overlap is missed; otherwise exact.
bool overlapSegmentSegmentThesisParametric(const Segment& a, const Segment& b, Trace* trace = nullptr);
// 2.9.1 with eq. 2.34 exactly as printed: (F_x - E_x)(H_y - G_y) - (G_y - F_y)(H_x - G_x) in the first
// denominator. s comes out wrong unless F_y - E_y == G_y - F_y or H_x == G_x: errs both ways.
bool overlapSegmentSegmentThesisAsPrinted(const Segment& a, const Segment& b, Trace* trace = nullptr);

// The thesis's basic routines (2.9.4, 2.9.5), exposed for the tests. World frame.
// Distance from q to segment s-e via the clamped parameter t' (eq. 2.43 - 2.46).
double thesisDistancePointSegment(Vec2 q, Vec2 s, Vec2 e);
// Distance between segments c-d and e-f by the thesis's clamp-and-project sequence (eq. 2.47 - 2.53);
// the thesis leaves parallel segments (zero denominator in 2.53) open, here t_M = 0 then.
double thesisDistanceSegmentSegment(Vec2 c, Vec2 d, Vec2 e, Vec2 f);

} // namespace hitlab
