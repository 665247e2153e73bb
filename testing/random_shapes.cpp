#include "random_shapes.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"

#include <algorithm>
#include <cmath>

namespace hitlab
{

namespace
{

double uniform(std::mt19937_64& rng, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}

} // namespace

Polygon randomConvexPolygon(std::mt19937_64& rng, Vec2 center, double radius, int vertexCount)
{
    // Sorted random angles on a circle give a convex polygon; a minimum gap keeps vertices distinct
    // and the outline far from degenerate.
    const double minGap = 2.0 * kPi / (vertexCount * 4.0);
    std::vector<double> angles;
    while (static_cast<int>(angles.size()) < vertexCount)
    {
        angles.clear();
        for (int i = 0; i < vertexCount; ++i)
        {
            angles.push_back(uniform(rng, 0.0, 2.0 * kPi));
        }
        std::sort(angles.begin(), angles.end());
        for (int i = 0; i < vertexCount; ++i)
        {
            const double next = i + 1 < vertexCount ? angles[i + 1] : angles[0] + 2.0 * kPi;
            if (next - angles[i] < minGap)
            {
                angles.clear();
                break;
            }
        }
    }
    std::vector<Vec2> points;
    for (double a : angles)
    {
        points.push_back(center + unitFromAngle(a) * radius);
    }
    return *makePolygon(std::move(points)).polygon;
}

Shape randomShape(ShapeKind kind, std::mt19937_64& rng, const RandomShapeOptions& options)
{
    const Vec2 center{uniform(rng, options.boxMin.x, options.boxMax.x),
                      uniform(rng, options.boxMin.y, options.boxMax.y)};
    const double size = uniform(rng, options.minSize, options.maxSize);
    const double angle = uniform(rng, 0.0, 2.0 * kPi);
    switch (kind)
    {
    case ShapeKind::Point:
        return Point{center};
    case ShapeKind::Circle:
        return Circle{center, size * 0.5};
    case ShapeKind::Ellipse:
        return Ellipse{center, size * 0.5, uniform(rng, options.minSize, size) * 0.5, angle};
    case ShapeKind::Rect:
        return Rect{center, size, uniform(rng, options.minSize, options.maxSize), angle};
    case ShapeKind::Polygon:
    {
        const int count = std::uniform_int_distribution<int>(3, std::max(3, options.maxPolygonVertices))(rng);
        return randomConvexPolygon(rng, center, size * 0.5, count);
    }
    case ShapeKind::Segment:
    {
        const Vec2 half = unitFromAngle(angle) * (size * 0.5);
        return Segment{center - half, center + half};
    }
    case ShapeKind::Capsule:
    {
        const double radius = uniform(rng, options.minSize, size) * 0.25;
        const Vec2 half = unitFromAngle(angle) * std::max(size * 0.5 - radius, size * 0.05);
        return Capsule{center - half, center + half, radius};
    }
    case ShapeKind::Fan:
    {
        const double outer = size * 0.5;
        const double inner = uniform(rng, 0.0, 1.0) < 0.5 ? 0.0 : uniform(rng, 0.05, 0.8) * outer;
        return Fan{center, angle, uniform(rng, 0.05, kPi), inner, outer};
    }
    }
    return Point{center};
}

std::optional<Shape> placeAtDistance(const Shape& first, const Shape& second, Vec2 u, double target)
{
    const Bounds a = boundsOf(first);
    const Bounds b = boundsOf(second);
    const Vec2 start = (a.min + a.max) * 0.5 - (b.min + b.max) * 0.5;
    const double reach = std::hypot(a.max.x - a.min.x, a.max.y - a.min.y) +
                         std::hypot(b.max.x - b.min.x, b.max.y - b.min.y) + 10.0;
    auto distanceAt = [&](double t) { return distance(first, translated(second, start + u * t)).value; };
    double lo = 0.0;
    double hi = reach;
    if (!(distanceAt(lo) < target) || !(distanceAt(hi) > target))
    {
        return std::nullopt;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-13 * reach; ++i)
    {
        const double mid = 0.5 * (lo + hi);
        (distanceAt(mid) < target ? lo : hi) = mid;
    }
    return translated(second, start + u * hi);
}

} // namespace hitlab
