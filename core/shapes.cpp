#include "hitlab/shapes.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/shape_kinds.hpp"

#include <array>
#include <cmath>
#include <string>

namespace hitlab
{

namespace
{

bool finite(double v)
{
    return std::isfinite(v);
}
bool finite(Vec2 v)
{
    return std::isfinite(v.x) && std::isfinite(v.y);
}

std::optional<ShapeError> requireFinite(Vec2 v, std::string_view fieldX, std::string_view fieldY)
{
    if (!finite(v.x))
    {
        return ShapeError{std::string(fieldX), "must be a finite number"};
    }
    if (!finite(v.y))
    {
        return ShapeError{std::string(fieldY), "must be a finite number"};
    }
    return std::nullopt;
}

std::optional<ShapeError> requirePositive(double v, std::string_view field)
{
    if (!finite(v))
    {
        return ShapeError{std::string(field), "must be a finite number"};
    }
    if (v <= 0.0)
    {
        return ShapeError{std::string(field), "must be greater than zero, got " + std::to_string(v)};
    }
    return std::nullopt;
}

std::optional<ShapeError> requireFiniteScalar(double v, std::string_view field)
{
    if (!finite(v))
    {
        return ShapeError{std::string(field), "must be a finite number"};
    }
    return std::nullopt;
}

template <typename... Checks> std::optional<ShapeError> firstError(Checks... checks)
{
    std::optional<ShapeError> result;
    ((result = result ? result : checks), ...);
    return result;
}

std::optional<ShapeError> validate(const Point& s)
{
    return requireFinite(s.position, "x", "y");
}

std::optional<ShapeError> validate(const Circle& s)
{
    return firstError(requireFinite(s.center, "cx", "cy"), requirePositive(s.radius, "r"));
}

std::optional<ShapeError> validate(const Ellipse& s)
{
    return firstError(requireFinite(s.center, "cx", "cy"), requirePositive(s.radiusX, "rx"),
                      requirePositive(s.radiusY, "ry"), requireFiniteScalar(s.angle, "angle"));
}

std::optional<ShapeError> validate(const Rect& s)
{
    return firstError(requireFinite(s.center, "cx", "cy"), requirePositive(s.width, "w"),
                      requirePositive(s.height, "h"), requireFiniteScalar(s.angle, "angle"));
}

std::optional<ShapeError> validate(const Polygon& s)
{
    PolygonOrError rebuilt = makePolygon(s.vertices);
    if (!rebuilt.polygon)
    {
        return rebuilt.error;
    }
    if (signedArea(s.vertices) <= 0.0)
    {
        return ShapeError{"points", "must be counter-clockwise (build polygons with makePolygon)"};
    }
    return std::nullopt;
}

std::optional<ShapeError> validateSegmentEnds(Vec2 a, Vec2 b)
{
    if (auto error = firstError(requireFinite(a, "x1", "y1"), requireFinite(b, "x2", "y2")))
    {
        return error;
    }
    if (a == b)
    {
        return ShapeError{"x2", "end point equals the start point: a segment needs a non-zero length"};
    }
    return std::nullopt;
}

std::optional<ShapeError> validate(const Segment& s)
{
    return validateSegmentEnds(s.a, s.b);
}

std::optional<ShapeError> validate(const Capsule& s)
{
    return firstError(validateSegmentEnds(s.a, s.b), requirePositive(s.radius, "r"));
}

std::optional<ShapeError> validate(const Fan& s)
{
    if (auto error = firstError(requireFinite(s.center, "cx", "cy"), requireFiniteScalar(s.angle, "angle"),
                                requireFiniteScalar(s.halfAngle, "half_angle"),
                                requireFiniteScalar(s.innerRadius, "r_inner"),
                                requirePositive(s.outerRadius, "r_outer")))
    {
        return error;
    }
    if (!(s.halfAngle > 0.0 && s.halfAngle <= kPi))
    {
        return ShapeError{"half_angle", "must lie in (0, pi], got " + std::to_string(s.halfAngle)};
    }
    if (s.innerRadius < 0.0)
    {
        return ShapeError{"r_inner", "must be zero or positive, got " + std::to_string(s.innerRadius)};
    }
    if (s.innerRadius >= s.outerRadius)
    {
        return ShapeError{"r_inner", "must be smaller than r_outer (" + std::to_string(s.outerRadius) +
                                         "), got " + std::to_string(s.innerRadius)};
    }
    return std::nullopt;
}

} // namespace

std::string_view kindName(ShapeKind kind)
{
    return traitsOf(kind).name;
}

std::optional<ShapeKind> kindFromName(std::string_view name)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        if (traits.name == name)
        {
            return traits.kind;
        }
    }
    return std::nullopt;
}

std::string pairName(ShapeKind a, ShapeKind b)
{
    std::string_view first = kindName(a);
    std::string_view second = kindName(b);
    if (second < first)
    {
        std::swap(first, second);
    }
    return std::string(first) + "/" + std::string(second);
}

std::optional<ShapeError> validateShape(const Shape& shape)
{
    return std::visit([](const auto& s) { return validate(s); }, shape);
}

PolygonOrError makePolygon(std::vector<Vec2> points)
{
    auto fail = [](std::string message) {
        return PolygonOrError{std::nullopt, {"points", std::move(message)}};
    };
    if (points.size() < 3)
    {
        return fail("needs at least 3 points, got " + std::to_string(points.size()));
    }
    for (size_t i = 0; i < points.size(); ++i)
    {
        if (!finite(points[i]))
        {
            return fail("point " + std::to_string(i) + " is not a pair of finite numbers");
        }
    }
    for (size_t i = 0; i < points.size(); ++i)
    {
        for (size_t j = i + 1; j < points.size(); ++j)
        {
            if (points[i] == points[j])
            {
                return fail("points " + std::to_string(i) + " and " + std::to_string(j) + " are equal");
            }
        }
    }
    const double area = signedArea(points);
    if (!(std::abs(area) > 0.0))
    {
        return fail("encloses no area (all points collinear)");
    }
    if (area < 0.0)
    {
        std::reverse(points.begin(), points.end());
    }
    // Convex and simple: every turn is left or straight, and the turns add up to one full turn
    // (a star-shaped outline that winds twice turns left everywhere too).
    const size_t n = points.size();
    double totalTurn = 0.0;
    for (size_t i = 0; i < n; ++i)
    {
        const Vec2 p0 = points[i];
        const Vec2 p1 = points[(i + 1) % n];
        const Vec2 p2 = points[(i + 2) % n];
        const Vec2 e0 = p1 - p0;
        const Vec2 e1 = p2 - p1;
        const double turn = cross(e0, e1);
        const double scale = std::sqrt(lengthSquared(e0) * lengthSquared(e1));
        if (turn < -1e-12 * scale)
        {
            return fail("is not convex: the outline turns the other way at point " +
                        std::to_string((i + 1) % n));
        }
        if (std::abs(turn) <= 1e-12 * scale && glm::dot(e0, e1) < 0.0)
        {
            return fail("folds back on itself at point " + std::to_string((i + 1) % n));
        }
        totalTurn += std::atan2(turn, glm::dot(e0, e1));
    }
    if (totalTurn > 3.0 * kPi)
    {
        return fail("intersects itself (its outline winds more than once)");
    }
    return PolygonOrError{Polygon{std::move(points)}, {}};
}

std::array<Vec2, 4> rectCorners(const Rect& rect)
{
    const Vec2 axisX = unitFromAngle(rect.angle);
    const Vec2 axisY = perp(axisX);
    const Vec2 hx = axisX * (rect.width * 0.5);
    const Vec2 hy = axisY * (rect.height * 0.5);
    return {rect.center - hx - hy, rect.center + hx - hy, rect.center + hx + hy, rect.center - hx + hy};
}

namespace
{

Bounds boundsOfPoints(const Vec2* points, size_t count, double grow)
{
    Bounds b{points[0], points[0]};
    for (size_t i = 1; i < count; ++i)
    {
        b.min = glm::min(b.min, points[i]);
        b.max = glm::max(b.max, points[i]);
    }
    b.min -= Vec2(grow);
    b.max += Vec2(grow);
    return b;
}

Bounds bounds(const Point& s)
{
    return {s.position, s.position};
}
Bounds bounds(const Circle& s)
{
    return {s.center - Vec2(s.radius), s.center + Vec2(s.radius)};
}

Bounds bounds(const Ellipse& s)
{
    const double c = std::cos(s.angle);
    const double sn = std::sin(s.angle);
    const Vec2 half{std::hypot(s.radiusX * c, s.radiusY * sn), std::hypot(s.radiusX * sn, s.radiusY * c)};
    return {s.center - half, s.center + half};
}

Bounds bounds(const Rect& s)
{
    const auto corners = rectCorners(s);
    return boundsOfPoints(corners.data(), corners.size(), 0.0);
}

Bounds bounds(const Polygon& s)
{
    return boundsOfPoints(s.vertices.data(), s.vertices.size(), 0.0);
}

Bounds bounds(const Segment& s)
{
    const Vec2 ends[2] = {s.a, s.b};
    return boundsOfPoints(ends, 2, 0.0);
}

Bounds bounds(const Capsule& s)
{
    const Vec2 ends[2] = {s.a, s.b};
    return boundsOfPoints(ends, 2, s.radius);
}

// The fan's extreme points: the ends of both radial edges, plus the outer arc's crossings of the
// four axis directions that fall inside the angular range.
Bounds bounds(const Fan& s)
{
    Vec2 points[8];
    size_t count = 0;
    for (double side : {-1.0, 1.0})
    {
        const Vec2 edge = unitFromAngle(s.angle + side * s.halfAngle);
        points[count++] = s.center + edge * s.innerRadius;
        points[count++] = s.center + edge * s.outerRadius;
    }
    const Vec2 axis = unitFromAngle(s.angle);
    const double cosHalf = std::cos(s.halfAngle);
    for (Vec2 direction : {Vec2{1, 0}, Vec2{0, 1}, Vec2{-1, 0}, Vec2{0, -1}})
    {
        if (glm::dot(direction, axis) >= cosHalf)
        {
            points[count++] = s.center + direction * s.outerRadius;
        }
    }
    return boundsOfPoints(points, count, 0.0);
}

} // namespace

Bounds boundsOf(const Shape& shape)
{
    return std::visit([](const auto& s) { return bounds(s); }, shape);
}

namespace
{

Shape moved(Point s, Vec2 d)
{
    return Point{s.position + d};
}
Shape moved(Circle s, Vec2 d)
{
    return s.center += d, s;
}
Shape moved(Ellipse s, Vec2 d)
{
    return s.center += d, s;
}
Shape moved(Rect s, Vec2 d)
{
    return s.center += d, s;
}
Shape moved(Polygon s, Vec2 d)
{
    for (Vec2& v : s.vertices)
    {
        v += d;
    }
    return s;
}
Shape moved(Segment s, Vec2 d)
{
    return Segment{s.a + d, s.b + d};
}
Shape moved(Capsule s, Vec2 d)
{
    return Capsule{s.a + d, s.b + d, s.radius};
}
Shape moved(Fan s, Vec2 d)
{
    return s.center += d, s;
}

} // namespace

Shape translated(const Shape& shape, Vec2 offset)
{
    return std::visit([offset](const auto& s) { return moved(s, offset); }, shape);
}

} // namespace hitlab
