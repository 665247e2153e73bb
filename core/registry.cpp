#include "registry.hpp"

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
});
// clang-format on

bool samePair(const Algorithm& row, ShapeKind a, ShapeKind b)
{
    return (row.first == a && row.second == b) || (row.first == b && row.second == a);
}

} // namespace

std::span<const Algorithm> algorithms() { return kAlgorithms; }

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
