#include "shape_edit.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/shape_kinds.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace hitlab
{

namespace
{

constexpr double kRotateStemPixels = 28.0;
constexpr double kMinSizePixels = 1.0;

Vec2 rotateAbout(Vec2 p, Vec2 pivot, double cosA, double sinA)
{
    const Vec2 d = p - pivot;
    return pivot + Vec2(d.x * cosA - d.y * sinA, d.x * sinA + d.y * cosA);
}

Vec2 polygonMean(const Polygon& polygon)
{
    Vec2 sum{0.0, 0.0};
    for (Vec2 v : polygon.vertices)
    {
        sum += v;
    }
    return polygon.vertices.empty() ? sum : sum / static_cast<double>(polygon.vertices.size());
}

double wrapAngle(double angle)
{
    return std::remainder(angle, 2.0 * kPi);
}

} // namespace

Vec2 pivotOf(const Shape& shape)
{
    return std::visit(
        [](const auto& s) -> Vec2
        {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Point>)
            {
                return s.position;
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                return polygonMean(s);
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                return (s.a + s.b) * 0.5;
            }
            else
            {
                return s.center;
            }
        },
        shape);
}

Shape rotatedAbout(const Shape& shape, Vec2 pivot, double angle)
{
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    return std::visit(
        [&](auto copy) -> Shape
        {
            using T = std::decay_t<decltype(copy)>;
            if constexpr (std::is_same_v<T, Point>)
            {
                copy.position = rotateAbout(copy.position, pivot, c, s);
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                for (Vec2& v : copy.vertices)
                {
                    v = rotateAbout(v, pivot, c, s);
                }
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                copy.a = rotateAbout(copy.a, pivot, c, s);
                copy.b = rotateAbout(copy.b, pivot, c, s);
            }
            else if constexpr (std::is_same_v<T, Circle>)
            {
                copy.center = rotateAbout(copy.center, pivot, c, s);
            }
            else
            {
                copy.center = rotateAbout(copy.center, pivot, c, s);
                copy.angle = wrapAngle(copy.angle + angle);
            }
            return copy;
        },
        shape);
}

std::vector<Handle> handlesOf(const Shape& shape, double pixel)
{
    const double stem = kRotateStemPixels * pixel;
    std::vector<Handle> handles;
    auto add = [&](HandleRole role, Vec2 position, int index = 0, Vec2 stemFrom = {}) {
        handles.push_back(Handle{role, index, position, stemFrom});
    };

    std::visit(
        [&](const auto& s)
        {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Circle>)
            {
                add(HandleRole::Radius, s.center + Vec2(s.radius, 0.0));
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                const Vec2 ax = unitFromAngle(s.angle);
                const Vec2 ay = perp(ax);
                add(HandleRole::RadiusX, s.center + ax * s.radiusX);
                add(HandleRole::RadiusY, s.center + ay * s.radiusY);
                const Vec2 top = s.center + ay * s.radiusY;
                add(HandleRole::Rotate, top + ay * stem, 0, top);
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                const Vec2 ax = unitFromAngle(s.angle);
                const Vec2 ay = perp(ax);
                add(HandleRole::Width, s.center + ax * (s.width * 0.5));
                add(HandleRole::Height, s.center + ay * (s.height * 0.5));
                add(HandleRole::Corner, s.center + ax * (s.width * 0.5) + ay * (s.height * 0.5));
                const Vec2 top = s.center + ay * (s.height * 0.5);
                add(HandleRole::Rotate, top + ay * stem, 0, top);
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                for (std::size_t i = 0; i < s.vertices.size(); ++i)
                {
                    add(HandleRole::Vertex, s.vertices[i], static_cast<int>(i));
                }
                const Vec2 mean = polygonMean(s);
                double top = mean.y;
                for (Vec2 v : s.vertices)
                {
                    top = std::max(top, v.y);
                }
                const Vec2 from(mean.x, top);
                add(HandleRole::Rotate, from + Vec2(0.0, stem), 0, from);
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                add(HandleRole::EndA, s.a);
                add(HandleRole::EndB, s.b);
                const Vec2 mid = (s.a + s.b) * 0.5;
                const double len = glm::length(s.b - s.a);
                const Vec2 normal = len > 0.0 ? perp((s.b - s.a) / len) : Vec2(0.0, 1.0);
                double reach = 0.0;
                if constexpr (std::is_same_v<T, Capsule>)
                {
                    add(HandleRole::CapsuleRadius, mid - normal * s.radius);
                    reach = s.radius;
                }
                const Vec2 from = mid + normal * reach;
                add(HandleRole::Rotate, from + normal * stem, 0, from);
            }
            else if constexpr (std::is_same_v<T, Fan>)
            {
                const Vec2 axis = unitFromAngle(s.angle);
                add(HandleRole::FanOuter, s.center + axis * s.outerRadius);
                add(HandleRole::FanInner, s.center + axis * s.innerRadius);
                add(HandleRole::FanHalfAngle,
                    s.center + unitFromAngle(s.angle + s.halfAngle) * s.outerRadius);
                const Vec2 from = s.center + axis * s.outerRadius;
                add(HandleRole::Rotate, from + axis * stem, 0, from);
            }
        },
        shape);
    return handles;
}

HandleDragResult dragHandle(const Shape& original, const Handle& handle, Vec2 pointer, double pixel)
{
    const double minSize = kMinSizePixels * pixel;
    HandleDragResult result;
    if (handle.role == HandleRole::Rotate)
    {
        const Vec2 pivot = pivotOf(original);
        const Vec2 from = handle.position - pivot;
        const Vec2 to = pointer - pivot;
        if (lengthSquared(to) <= 0.0)
        {
            result.shape = original;
            return result;
        }
        result.shape = rotatedAbout(original, pivot, std::atan2(cross(from, to), glm::dot(from, to)));
        return result;
    }

    std::visit(
        [&](auto s)
        {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Circle>)
            {
                s.radius = std::max(glm::length(pointer - s.center), minSize);
                result.shape = s;
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                const Vec2 local = toLocal(pointer, s.center, unitFromAngle(s.angle));
                if (handle.role == HandleRole::RadiusX)
                {
                    s.radiusX = std::max(std::abs(local.x), minSize);
                }
                else
                {
                    s.radiusY = std::max(std::abs(local.y), minSize);
                }
                result.shape = s;
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                // The opposite edge (or corner) stays where it was: the usual feel of a drawing tool.
                const Vec2 axis = unitFromAngle(s.angle);
                const Vec2 local = toLocal(pointer, s.center, axis);
                Vec2 lo(-s.width * 0.5, -s.height * 0.5);
                Vec2 hi(s.width * 0.5, s.height * 0.5);
                if (handle.role == HandleRole::Width || handle.role == HandleRole::Corner)
                {
                    hi.x = std::max(local.x, lo.x + minSize);
                }
                if (handle.role == HandleRole::Height || handle.role == HandleRole::Corner)
                {
                    hi.y = std::max(local.y, lo.y + minSize);
                }
                s.center = toWorld((lo + hi) * 0.5, s.center, axis);
                s.width = hi.x - lo.x;
                s.height = hi.y - lo.y;
                result.shape = s;
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                std::vector<Vec2> points = s.vertices;
                points[static_cast<std::size_t>(handle.index)] = pointer;
                PolygonOrError made = makePolygon(points);
                if (made.polygon && made.polygon->vertices.size() == points.size())
                {
                    // makePolygon may rotate the vertex order; keep ours so that the handle stays put.
                    if (signedArea(points) > 0.0)
                    {
                        s.vertices = points;
                        result.shape = s;
                    }
                    else
                    {
                        result.error = "points: the polygon would turn inside out";
                    }
                }
                else
                {
                    result.error = "points: " + made.error.message;
                }
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                if (handle.role == HandleRole::EndA)
                {
                    s.a = pointer;
                }
                else if (handle.role == HandleRole::EndB)
                {
                    s.b = pointer;
                }
                else if constexpr (std::is_same_v<T, Capsule>)
                {
                    s.radius = std::max(std::sqrt(distanceSquaredPointSegment(pointer, s.a, s.b)), minSize);
                }
                if (auto error = validateShape(s))
                {
                    result.error = error->field + ": " + error->message;
                }
                else
                {
                    result.shape = s;
                }
            }
            else if constexpr (std::is_same_v<T, Fan>)
            {
                const Vec2 axis = unitFromAngle(s.angle);
                const Vec2 d = pointer - s.center;
                if (handle.role == HandleRole::FanOuter)
                {
                    s.outerRadius = std::max(glm::dot(d, axis), s.innerRadius + minSize);
                }
                else if (handle.role == HandleRole::FanInner)
                {
                    s.innerRadius = std::clamp(glm::dot(d, axis), 0.0, s.outerRadius - minSize);
                }
                else if (handle.role == HandleRole::FanHalfAngle)
                {
                    const double turn = std::atan2(cross(axis, d), glm::dot(axis, d));
                    s.halfAngle = std::clamp(std::abs(turn), 1e-3, kPi);
                }
                result.shape = s;
            }
            else
            {
                result.shape = s;
            }
        },
        original);
    return result;
}

Shape makeDefaultShape(ShapeKind kind, Vec2 at, double pixel)
{
    return traitsOf(kind).example(at, pixel);
}

bool hitsShape(const Shape& shape, Vec2 p, double tolerance)
{
    const Bounds b = boundsOf(shape);
    if (p.x < b.min.x - tolerance || p.x > b.max.x + tolerance || p.y < b.min.y - tolerance ||
        p.y > b.max.y + tolerance)
    {
        return false;
    }
    return distance(Point{p}, shape).value <= tolerance;
}

std::string describeShape(const Shape& shape)
{
    char text[160];
    std::visit(
        [&](const auto& s)
        {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Point>)
            {
                std::snprintf(text, sizeof text, "point (%.1f, %.1f)", s.position.x, s.position.y);
            }
            else if constexpr (std::is_same_v<T, Circle>)
            {
                std::snprintf(text, sizeof text, "circle (%.1f, %.1f) r %.1f", s.center.x, s.center.y,
                              s.radius);
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                std::snprintf(text, sizeof text, "ellipse (%.1f, %.1f) %.1f x %.1f", s.center.x, s.center.y,
                              s.radiusX, s.radiusY);
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                std::snprintf(text, sizeof text, "rect (%.1f, %.1f) %.1f x %.1f", s.center.x, s.center.y,
                              s.width, s.height);
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                std::snprintf(text, sizeof text, "polygon, %zu vertices", s.vertices.size());
            }
            else if constexpr (std::is_same_v<T, Segment>)
            {
                std::snprintf(text, sizeof text, "segment (%.1f, %.1f)-(%.1f, %.1f)", s.a.x, s.a.y, s.b.x,
                              s.b.y);
            }
            else if constexpr (std::is_same_v<T, Capsule>)
            {
                std::snprintf(text, sizeof text, "capsule r %.1f", s.radius);
            }
            else
            {
                std::snprintf(text, sizeof text, "fan (%.1f, %.1f) r %.1f..%.1f", s.center.x, s.center.y,
                              s.innerRadius, s.outerRadius);
            }
        },
        shape);
    return text;
}

} // namespace hitlab
