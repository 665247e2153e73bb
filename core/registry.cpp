#include "hitlab/registry.hpp"

#include "gjk.hpp"
#include "variants.hpp"

#include <array>
#include <cstdlib>

namespace hitlab
{

namespace
{

// clang-format off
// The table. Per pair, the first row is the default and must be exact.
constexpr auto kAlgorithms = std::to_array<Algorithm>({
    makeAlgorithm<Point, Point, overlapPointPoint, distancePointPoint>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Point, Circle, overlapPointCircle, distancePointCircle>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Point, Ellipse, overlapPointEllipse, distancePointEllipse>(
        "ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (ALGORITHMS.md)",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"),
    makeAlgorithm<Point, Rect, overlapPointRect, distancePointRect>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Point, Polygon, overlapPointPolygon, distancePointPolygon>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Point, Segment, overlapPointSegment, distancePointSegment>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Point, Capsule, overlapPointCapsule, distancePointCapsule>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Point, Fan, overlapPointFan, distancePointFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    makeAlgorithm<Circle, Circle, overlapCircleCircle, distanceCircleCircle>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Circle, Ellipse, overlapCircleEllipse, distanceCircleEllipse>(
        "ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (ALGORITHMS.md)",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"),
    makeAlgorithm<Circle, Rect, overlapCircleRect, distanceCircleRect>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Circle, Polygon, overlapCirclePolygon, distanceCirclePolygon>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Circle, Segment, overlapCircleSegment, distanceCircleSegment>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Circle, Capsule, overlapCircleCapsule, distanceCircleCapsule>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Circle, Fan, overlapCircleFan, distanceCircleFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    makeAlgorithm<Ellipse, Ellipse, overlapEllipseEllipse, distanceEllipseEllipse>(
        "ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (ALGORITHMS.md)",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"),
    makeAlgorithm<Ellipse, Rect, overlapEllipseRect, distanceEllipseRect>(
        "ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (ALGORITHMS.md)",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"),
    makeAlgorithm<Ellipse, Polygon, overlapEllipsePolygon, distanceEllipsePolygon>(
        "ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (ALGORITHMS.md)",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"),
    makeAlgorithm<Ellipse, Segment, overlapEllipseSegment, distanceEllipseSegment>(
        "ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (ALGORITHMS.md)",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"),
    makeAlgorithm<Ellipse, Capsule, overlapEllipseCapsule, distanceEllipseCapsule>(
        "ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (ALGORITHMS.md)",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"),
    makeAlgorithm<Ellipse, Fan, overlapEllipseFan, distanceEllipseFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    makeAlgorithm<Rect, Rect, overlapRectRect, distanceRectRect>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Rect, Polygon, overlapRectPolygon, distanceRectPolygon>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Rect, Segment, overlapRectSegment, distanceRectSegment>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Rect, Capsule, overlapRectCapsule, distanceRectCapsule>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Rect, Fan, overlapRectFan, distanceRectFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    makeAlgorithm<Polygon, Polygon, overlapPolygonPolygon, distancePolygonPolygon>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Polygon, Segment, overlapPolygonSegment, distancePolygonSegment>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Polygon, Capsule, overlapPolygonCapsule, distancePolygonCapsule>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Polygon, Fan, overlapPolygonFan, distancePolygonFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    makeAlgorithm<Segment, Segment, overlapSegmentSegment, distanceSegmentSegment>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Segment, Capsule, overlapSegmentCapsule, distanceSegmentCapsule>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Segment, Fan, overlapSegmentFan, distanceSegmentFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    makeAlgorithm<Capsule, Capsule, overlapCapsuleCapsule, distanceCapsuleCapsule>(
        "closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
        "Closest features of the point, segment or polygon cores, minus the radii"),
    makeAlgorithm<Capsule, Fan, overlapCapsuleFan, distanceCapsuleFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    makeAlgorithm<Fan, Fan, overlapFanFan, distanceFanFan>(
        "fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"),
    // ---- published variants (variants.hpp, gjk.hpp); a pair's default above stays its first row ----
    makeAlgorithm<Point, Rect, overlapPointRectThesis, nullptr>(
        "thesis-point-in-rect", Exactness::Exact, "seeds/004 thesis 2.9.3",
        "The four edge cross products (F - E) x (P - E), ... share a sign"),
    makeAlgorithm<Point, Fan, overlapPointFanThesis, nullptr>(
        "thesis-point-in-fan", Exactness::Approximate, "seeds/004 thesis 2.2",
        "r^2 <= |P|^2 <= R^2 and Px / |P| >= cos(theta) in the fan's frame; misses the apex of a fan "
        "with r = 0, where Px / |P| is 0 / 0 (and points within ~1e-162 of it, where |P|^2 underflows)",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Circle, overlapCircleCircleCenterDistance, distanceCircleCircleCenterDistance>(
        "center-distance", Exactness::Exact, "seeds/001 (closed form of its d < r1 + r2)",
        "|c1 - c2| <= r1 + r2 compared squared; trace: the boundaries' intersection points (Heron)"),
    makeAlgorithm<Circle, Ellipse, overlapCircleEllipseHwangTsaiPublished, nullptr>(
        "hwang-tsai-published", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), its code in float",
        "Published float code with the circle as E2: +1 radii miss contacts; its (B - A) == 0 guard "
        "errs both ways at odd multiples of 45 degrees",
        ErrorDirection::BothWays),
    makeAlgorithm<Circle, Ellipse, overlapCircleEllipseHwangTsaiRepaired, nullptr>(
        "hwang-tsai-repaired", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), rotation repaired",
        "Same construction in double with Th = atan2(D, B - A) / 2: the +1 radii ellipse only misses "
        "contacts",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Segment, overlapCircleSegmentQuadratic, nullptr>(
        "segment-quadratic", Exactness::Exact, "seeds/002",
        "a s^2 + b s + c <= 0 on the segment parameter: D >= 0 and s1 <= 1 and 0 <= s2"),
    makeAlgorithm<Circle, Segment, overlapCircleSegmentClosestPoint, distanceCircleSegmentClosestPoint>(
        "closest-point", Exactness::Exact, "seeds/001, thesis 2.9.4",
        "Distance from the centre to the segment's clamped closest point against r"),
    makeAlgorithm<Circle, Segment, overlapCircleSegmentCrossesBoundary, nullptr>(
        "crosses-boundary", Exactness::Approximate, "seeds/001 (segment vs circumference)",
        "A different question: does the segment cross the circle's boundary? A segment inside the circle "
        "answers no, so as a contact test it only misses",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Fan, overlapCircleFanThesis, nullptr>(
        "thesis-fan-circle", Exactness::Approximate, "seeds/004 thesis 2.4 as written",
        "Angular range, then (r - rc)^2 <= |P|^2 <= (R + rc)^2, else radial-edge distance; squaring r - rc "
        "misses circles with rc > r centred within rc - r of the apex",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Fan, overlapCircleFanThesisClamped, nullptr>(
        "thesis-fan-circle-clamped", Exactness::Exact, "seeds/004 thesis 2.4, inner bound max(r - rc, 0)",
        "The thesis's fan-circle test with the inner band bound clamped at 0"),
    makeAlgorithm<Ellipse, Ellipse, overlapEllipseEllipseHwangTsaiPublished, nullptr>(
        "hwang-tsai-published", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), its code in float",
        "Published float code: +1 radii miss contacts; its (B - A) == 0 guard errs both ways when E2 is a "
        "circle at odd multiples of 45 degrees",
        ErrorDirection::BothWays),
    makeAlgorithm<Ellipse, Ellipse, overlapEllipseEllipseHwangTsaiRepaired, nullptr>(
        "hwang-tsai-repaired", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), rotation repaired",
        "Same construction in double with Th = atan2(D, B - A) / 2: the +1 radii ellipse only misses "
        "contacts",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Rect, Rect, overlapRectRectProjectionRadii, nullptr>(
        "obb-projection-radii", Exactness::Exact, "seeds/003",
        "d3 = d0 + d1 - d2 on the four local axes n1, t1, n2, t2; d3 < 0 separates"),
    makeAlgorithm<Rect, Rect, overlapRectRectAabb, nullptr>(
        "aabb", Exactness::Approximate, "seeds/001 (AABB vs AABB)",
        "Axis-aligned boxes of both rectangles: exact unrotated, otherwise it only over-reports",
        ErrorDirection::FalseContactsOnly),
    makeAlgorithm<Rect, Rect, overlapRectRectSat, nullptr>(
        "polygon-sat", Exactness::Exact, "seeds/001 (separating axis theorem)",
        "Edge normals of both outlines; separated iff an edge has the other strictly on its outer side"),
    makeAlgorithm<Rect, Polygon, overlapRectPolygonSat, nullptr>(
        "polygon-sat", Exactness::Exact, "seeds/001 (separating axis theorem)",
        "Edge normals of both outlines; separated iff an edge has the other strictly on its outer side"),
    makeAlgorithm<Rect, Fan, overlapRectFanThesisTolerant, nullptr>(
        "thesis-fan-rect-tolerant", Exactness::Exact, "seeds/004 thesis 2.3, boundary points with slack",
        "Fan boundary x rectangle edges, points within 1e-9 of the fan kept; else one point of each in "
        "the other"),
    makeAlgorithm<Rect, Fan, overlapRectFanThesis, nullptr>(
        "thesis-fan-rect", Exactness::Approximate, "seeds/004 thesis 2.3 as written",
        "Fan boundary x rectangle edges kept by the closed 2.2 test; points computed on the boundary fail it "
        "by rounding, so a corner poking through the arc is missed",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Polygon, Polygon, overlapPolygonPolygonSat, nullptr>(
        "polygon-sat", Exactness::Exact, "seeds/001 (separating axis theorem)",
        "Edge normals of both polygons; separated iff an edge has the other strictly on its outer side"),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentOrientationStrict, nullptr>(
        "orientation-strict", Exactness::Approximate, "seeds/001 (check_intersection)",
        "tc * td < 0 and ta * tb < 0: an open test that misses touching and collinear overlap",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentOrientationClosed, nullptr>(
        "orientation-closed", Exactness::Exact, "seeds/001 with the collinear cases",
        "Orientation signs with the zero cases checked against the other segment's extent"),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentThesisParametric, nullptr>(
        "thesis-parametric", Exactness::Approximate, "seeds/004 thesis 2.9.1 (eq. 2.34 typo corrected)",
        "Intersection parameters s, t in [0, 1]; parallel segments give none, so collinear overlap is missed",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentThesisAsPrinted, nullptr>(
        "thesis-parametric-as-printed", Exactness::Approximate, "seeds/004 thesis 2.9.1, eq. 2.34 as printed",
        "The printed first denominator (G_y - F_y where F_y - E_y belongs) makes s wrong: errs both ways",
        ErrorDirection::BothWays),
    makeAlgorithm<Capsule, Fan, overlapCapsuleFanThesis, nullptr>(
        "thesis-fan-capsule", Exactness::Exact, "seeds/004 thesis 2.6",
        "t-ranges of the axis in the radial band and angular range within [0, 1], else axis-to-edge "
        "distance"),
    makeAlgorithm<Point, Point, overlapGjk<Point, Point>, distanceGjk<Point, Point>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Point, Circle, overlapGjk<Point, Circle>, distanceGjk<Point, Circle>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Point, Ellipse, overlapGjk<Point, Ellipse>, distanceGjk<Point, Ellipse>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Point, Rect, overlapGjk<Point, Rect>, distanceGjk<Point, Rect>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Point, Polygon, overlapGjk<Point, Polygon>, distanceGjk<Point, Polygon>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Point, Segment, overlapGjk<Point, Segment>, distanceGjk<Point, Segment>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Point, Capsule, overlapGjk<Point, Capsule>, distanceGjk<Point, Capsule>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Circle, Circle, overlapGjk<Circle, Circle>, distanceGjk<Circle, Circle>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Circle, Ellipse, overlapGjk<Circle, Ellipse>, distanceGjk<Circle, Ellipse>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Circle, Rect, overlapGjk<Circle, Rect>, distanceGjk<Circle, Rect>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Circle, Polygon, overlapGjk<Circle, Polygon>, distanceGjk<Circle, Polygon>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Circle, Segment, overlapGjk<Circle, Segment>, distanceGjk<Circle, Segment>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Circle, Capsule, overlapGjk<Circle, Capsule>, distanceGjk<Circle, Capsule>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Ellipse, Ellipse, overlapGjk<Ellipse, Ellipse>, distanceGjk<Ellipse, Ellipse>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Ellipse, Rect, overlapGjk<Ellipse, Rect>, distanceGjk<Ellipse, Rect>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Ellipse, Polygon, overlapGjk<Ellipse, Polygon>, distanceGjk<Ellipse, Polygon>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Ellipse, Segment, overlapGjk<Ellipse, Segment>, distanceGjk<Ellipse, Segment>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Ellipse, Capsule, overlapGjk<Ellipse, Capsule>, distanceGjk<Ellipse, Capsule>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Rect, Rect, overlapGjk<Rect, Rect>, distanceGjk<Rect, Rect>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Rect, Polygon, overlapGjk<Rect, Polygon>, distanceGjk<Rect, Polygon>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Rect, Segment, overlapGjk<Rect, Segment>, distanceGjk<Rect, Segment>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Rect, Capsule, overlapGjk<Rect, Capsule>, distanceGjk<Rect, Capsule>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Polygon, Polygon, overlapGjk<Polygon, Polygon>, distanceGjk<Polygon, Polygon>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Polygon, Segment, overlapGjk<Polygon, Segment>, distanceGjk<Polygon, Segment>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Polygon, Capsule, overlapGjk<Polygon, Capsule>, distanceGjk<Polygon, Capsule>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Segment, Segment, overlapGjk<Segment, Segment>, distanceGjk<Segment, Segment>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Segment, Capsule, overlapGjk<Segment, Capsule>, distanceGjk<Segment, Capsule>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
    makeAlgorithm<Capsule, Capsule, overlapGjk<Capsule, Capsule>, distanceGjk<Capsule, Capsule>>(
        "gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
        "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"),
});
// clang-format on

bool samePair(const Algorithm& row, ShapeKind a, ShapeKind b)
{
    return (row.first == a && row.second == b) || (row.first == b && row.second == a);
}

} // namespace

std::span<const Algorithm> algorithms()
{
    return kAlgorithms;
}

std::vector<const Algorithm*> algorithmsFor(ShapeKind a, ShapeKind b)
{
    std::vector<const Algorithm*> rows;
    for (const Algorithm& row : kAlgorithms)
    {
        if (samePair(row, a, b))
        {
            rows.push_back(&row);
        }
    }
    return rows;
}

const Algorithm& defaultAlgorithm(ShapeKind a, ShapeKind b)
{
    for (const Algorithm& row : kAlgorithms)
    {
        if (samePair(row, a, b))
        {
            return row;
        }
    }
    std::abort(); // the table holds every pair: a test checks it
}

const Algorithm* findAlgorithm(ShapeKind a, ShapeKind b, std::string_view name)
{
    for (const Algorithm& row : kAlgorithms)
    {
        if (samePair(row, a, b) && row.name == name)
        {
            return &row;
        }
    }
    return nullptr;
}

bool isAlgorithmName(std::string_view name)
{
    for (const Algorithm& row : kAlgorithms)
    {
        if (row.name == name)
        {
            return true;
        }
    }
    return false;
}

AlgorithmResult runAlgorithm(const Algorithm& algorithm, const Shape& a, const Shape& b, Trace* trace)
{
    const bool inOrder = kindOf(a) == algorithm.first && kindOf(b) == algorithm.second;
    const Shape& first = inOrder ? a : b;
    const Shape& second = inOrder ? b : a;
    if (trace)
    {
        trace->algorithm = std::string(algorithm.name);
    }
    AlgorithmResult result;
    result.overlap = algorithm.overlap(first, second, trace);
    if (algorithm.distance)
    {
        result.distance = algorithm.distance(first, second, trace).value;
    }
    return result;
}

} // namespace hitlab
