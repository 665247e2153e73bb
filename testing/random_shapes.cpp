#include "random_shapes.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/shape_kinds.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace hitlab
{

namespace
{

double uniform(std::mt19937_64& rng, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}

// What every kind's shape is made from: a centre, a size and an angle, drawn first and in that order for
// every kind (the seeded scenes, benchmarks and tests depend on the sequence), and the generator for any
// further draws.
struct RandomDraw
{
    Vec2 center;
    double size;
    double angle;
    std::mt19937_64& rng;
    const RandomShapeOptions& options;
};

struct RandomKind
{
    ShapeKind kind;
    Shape (*make)(const RandomDraw& d);
};

// One generator per kind, indexed by ShapeKind.
constexpr std::array<RandomKind, kShapeKindCount> kRandomKinds = {{
    {ShapeKind::Point, [](const RandomDraw& d) -> Shape { return Point{d.center}; }},
    {ShapeKind::Circle,
     [](const RandomDraw& d) -> Shape {
         return Circle{d.center, d.size * 0.5};
     }},
    {ShapeKind::Ellipse,
     [](const RandomDraw& d) -> Shape {
         return Ellipse{d.center, d.size * 0.5, uniform(d.rng, d.options.minSize, d.size) * 0.5, d.angle};
     }},
    {ShapeKind::Rect,
     [](const RandomDraw& d) -> Shape {
         return Rect{d.center, d.size, uniform(d.rng, d.options.minSize, d.options.maxSize), d.angle};
     }},
    {ShapeKind::Polygon,
     [](const RandomDraw& d) -> Shape
     {
         const int count =
             std::uniform_int_distribution<int>(3, std::max(3, d.options.maxPolygonVertices))(d.rng);
         return randomConvexPolygon(d.rng, d.center, d.size * 0.5, count);
     }},
    {ShapeKind::Segment,
     [](const RandomDraw& d) -> Shape
     {
         const Vec2 half = unitFromAngle(d.angle) * (d.size * 0.5);
         return Segment{d.center - half, d.center + half};
     }},
    {ShapeKind::Capsule,
     [](const RandomDraw& d) -> Shape
     {
         const double radius = uniform(d.rng, d.options.minSize, d.size) * 0.25;
         const Vec2 half = unitFromAngle(d.angle) * std::max(d.size * 0.5 - radius, d.size * 0.05);
         return Capsule{d.center - half, d.center + half, radius};
     }},
    {ShapeKind::Fan,
     [](const RandomDraw& d) -> Shape
     {
         const double outer = d.size * 0.5;
         const double inner = uniform(d.rng, 0.0, 1.0) < 0.5 ? 0.0 : uniform(d.rng, 0.05, 0.8) * outer;
         return Fan{d.center, d.angle, uniform(d.rng, 0.05, kPi), inner, outer};
     }},
}};

static_assert(indexedByKind(kRandomKinds), "kRandomKinds is indexed by ShapeKind");

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
    return kRandomKinds[static_cast<std::size_t>(kind)].make(RandomDraw{center, size, angle, rng, options});
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
