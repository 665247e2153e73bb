#include "shape_edit.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/shape_kinds.hpp"

#include <algorithm>
#include <array>
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

// The points of a shape: its pairs of coordinate fields, x then y, in the row's order.
std::vector<Vec2> pointsOf(const Shape& shape)
{
    std::vector<Vec2> points;
    const std::span<const ShapeField> fields = traitsOf(kindOf(shape)).fields;
    for (std::size_t i = 0; i + 1 < fields.size(); ++i)
    {
        if (fields[i].unit == FieldUnit::Coordinate && fields[i + 1].unit == FieldUnit::Coordinate)
        {
            points.emplace_back(fields[i].get(shape), fields[i + 1].get(shape));
            ++i;
        }
    }
    return points;
}

// Sizes never go below a pixel; segments and capsules ask validateShape, as a drag can bring their ends
// together.
HandleDragResult accepted(Shape shape)
{
    HandleDragResult result;
    result.shape = std::move(shape);
    return result;
}

HandleDragResult validated(Shape shape)
{
    HandleDragResult result;
    if (auto error = validateShape(shape))
    {
        result.error = error->field + ": " + error->message;
    }
    else
    {
        result.shape = std::move(shape);
    }
    return result;
}

// The opposite edge (or corner) stays where it was: the usual feel of a drawing tool.
HandleDragResult dragRectSides(Rect s, Vec2 pointer, double minSize, bool alongX, bool alongY)
{
    const Vec2 axis = unitFromAngle(s.angle);
    const Vec2 local = toLocal(pointer, s.center, axis);
    Vec2 lo(-s.width * 0.5, -s.height * 0.5);
    Vec2 hi(s.width * 0.5, s.height * 0.5);
    if (alongX)
    {
        hi.x = std::max(local.x, lo.x + minSize);
    }
    if (alongY)
    {
        hi.y = std::max(local.y, lo.y + minSize);
    }
    s.center = toWorld((lo + hi) * 0.5, s.center, axis);
    s.width = hi.x - lo.x;
    s.height = hi.y - lo.y;
    return accepted(s);
}

// Perpendicular to a segment's or a capsule's axis (the left normal), +y for a zero length.
Vec2 axisNormal(Vec2 a, Vec2 b)
{
    const double len = glm::length(b - a);
    return len > 0.0 ? perp((b - a) / len) : Vec2(0.0, 1.0);
}

RotateStem axisStem(Vec2 a, Vec2 b, double reach)
{
    const Vec2 mid = (a + b) * 0.5;
    const Vec2 normal = axisNormal(a, b);
    return {mid + normal * reach, normal};
}

// Handles that take a point to the pointer: the ends of segments and capsules.
template <typename T, Vec2 T::*end> constexpr HandleTraits endHandle(HandleRole role)
{
    return {role, [](const Shape& shape) { return std::get<T>(shape).*end; },
            [](const Shape& shape, Vec2 pointer, double)
            {
                T s = std::get<T>(shape);
                s.*end = pointer;
                return validated(s);
            }};
}

constexpr std::array kCircleHandles = {
    HandleTraits{HandleRole::Radius,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Circle>(shape);
                     return s.center + Vec2(s.radius, 0.0);
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 {
                     Circle s = std::get<Circle>(shape);
                     s.radius = std::max(glm::length(pointer - s.center), minSize);
                     return accepted(s);
                 }},
};

constexpr std::array kEllipseHandles = {
    HandleTraits{HandleRole::RadiusX,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Ellipse>(shape);
                     return s.center + unitFromAngle(s.angle) * s.radiusX;
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 {
                     Ellipse s = std::get<Ellipse>(shape);
                     s.radiusX =
                         std::max(std::abs(toLocal(pointer, s.center, unitFromAngle(s.angle)).x), minSize);
                     return accepted(s);
                 }},
    HandleTraits{HandleRole::RadiusY,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Ellipse>(shape);
                     return s.center + perp(unitFromAngle(s.angle)) * s.radiusY;
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 {
                     Ellipse s = std::get<Ellipse>(shape);
                     s.radiusY =
                         std::max(std::abs(toLocal(pointer, s.center, unitFromAngle(s.angle)).y), minSize);
                     return accepted(s);
                 }},
};

constexpr std::array kRectHandles = {
    HandleTraits{HandleRole::Width,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Rect>(shape);
                     return s.center + unitFromAngle(s.angle) * (s.width * 0.5);
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 { return dragRectSides(std::get<Rect>(shape), pointer, minSize, true, false); }},
    HandleTraits{HandleRole::Height,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Rect>(shape);
                     return s.center + perp(unitFromAngle(s.angle)) * (s.height * 0.5);
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 { return dragRectSides(std::get<Rect>(shape), pointer, minSize, false, true); }},
    HandleTraits{HandleRole::Corner,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Rect>(shape);
                     const Vec2 ax = unitFromAngle(s.angle);
                     return s.center + ax * (s.width * 0.5) + perp(ax) * (s.height * 0.5);
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 { return dragRectSides(std::get<Rect>(shape), pointer, minSize, true, true); }},
};

constexpr std::array kSegmentHandles = {
    endHandle<Segment, &Segment::a>(HandleRole::EndA),
    endHandle<Segment, &Segment::b>(HandleRole::EndB),
};

constexpr std::array kCapsuleHandles = {
    endHandle<Capsule, &Capsule::a>(HandleRole::EndA),
    endHandle<Capsule, &Capsule::b>(HandleRole::EndB),
    HandleTraits{HandleRole::CapsuleRadius,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Capsule>(shape);
                     return (s.a + s.b) * 0.5 - axisNormal(s.a, s.b) * s.radius;
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 {
                     Capsule s = std::get<Capsule>(shape);
                     s.radius = std::max(std::sqrt(distanceSquaredPointSegment(pointer, s.a, s.b)), minSize);
                     return validated(s);
                 }},
};

constexpr std::array kFanHandles = {
    HandleTraits{HandleRole::FanOuter,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Fan>(shape);
                     return s.center + unitFromAngle(s.angle) * s.outerRadius;
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 {
                     Fan s = std::get<Fan>(shape);
                     s.outerRadius = std::max(glm::dot(pointer - s.center, unitFromAngle(s.angle)),
                                              s.innerRadius + minSize);
                     return accepted(s);
                 }},
    HandleTraits{HandleRole::FanInner,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Fan>(shape);
                     return s.center + unitFromAngle(s.angle) * s.innerRadius;
                 },
                 [](const Shape& shape, Vec2 pointer, double minSize)
                 {
                     Fan s = std::get<Fan>(shape);
                     s.innerRadius = std::clamp(glm::dot(pointer - s.center, unitFromAngle(s.angle)), 0.0,
                                                s.outerRadius - minSize);
                     return accepted(s);
                 }},
    HandleTraits{HandleRole::FanHalfAngle,
                 [](const Shape& shape)
                 {
                     const auto& s = std::get<Fan>(shape);
                     return s.center + unitFromAngle(s.angle + s.halfAngle) * s.outerRadius;
                 },
                 [](const Shape& shape, Vec2 pointer, double)
                 {
                     Fan s = std::get<Fan>(shape);
                     const Vec2 axis = unitFromAngle(s.angle);
                     const Vec2 d = pointer - s.center;
                     const double turn = std::atan2(cross(axis, d), glm::dot(axis, d));
                     s.halfAngle = std::clamp(std::abs(turn), 1e-3, kPi);
                     return accepted(s);
                 }},
};

// Rotate handles sit above the shape in its own frame: over the top edge of an ellipse or a rect, over
// a polygon's highest vertex, beside the axis of a segment or capsule, beyond a fan's outer arc.
RotateStem orientedTopStem(Vec2 center, double angle, double halfHeight)
{
    const Vec2 ay = perp(unitFromAngle(angle));
    return {center + ay * halfHeight, ay};
}

constexpr std::array<ShapeEditTraits, kShapeKindCount> kShapeEditKinds = {{
    {.kind = ShapeKind::Point, .caption = "point ({x}, {y})"},
    {.kind = ShapeKind::Circle, .handles = kCircleHandles, .caption = "circle ({cx}, {cy}) r {r}"},
    {
        .kind = ShapeKind::Ellipse,
        .handles = kEllipseHandles,
        .rotateStem =
            [](const Shape& shape)
        {
            const auto& s = std::get<Ellipse>(shape);
            return orientedTopStem(s.center, s.angle, s.radiusY);
        },
        .caption = "ellipse ({cx}, {cy}) {rx} x {ry}",
    },
    {
        .kind = ShapeKind::Rect,
        .handles = kRectHandles,
        .rotateStem =
            [](const Shape& shape)
        {
            const auto& s = std::get<Rect>(shape);
            return orientedTopStem(s.center, s.angle, s.height * 0.5);
        },
        .caption = "rect ({cx}, {cy}) {w} x {h}",
    },
    {
        .kind = ShapeKind::Polygon,
        .rotateStem =
            [](const Shape& shape)
        {
            const auto& s = std::get<Polygon>(shape);
            const Vec2 mean = polygonMean(s);
            double top = mean.y;
            for (Vec2 v : s.vertices)
            {
                top = std::max(top, v.y);
            }
            return RotateStem{Vec2(mean.x, top), Vec2(0.0, 1.0)};
        },
        .caption = "polygon, {#} vertices",
    },
    {
        .kind = ShapeKind::Segment,
        .handles = kSegmentHandles,
        .rotateStem =
            [](const Shape& shape)
        {
            const auto& s = std::get<Segment>(shape);
            return axisStem(s.a, s.b, 0.0);
        },
        .caption = "segment ({x1}, {y1})-({x2}, {y2})",
    },
    {
        .kind = ShapeKind::Capsule,
        .handles = kCapsuleHandles,
        .rotateStem =
            [](const Shape& shape)
        {
            const auto& s = std::get<Capsule>(shape);
            return axisStem(s.a, s.b, s.radius);
        },
        .caption = "capsule r {r}",
    },
    {
        .kind = ShapeKind::Fan,
        .handles = kFanHandles,
        .rotateStem =
            [](const Shape& shape)
        {
            const auto& s = std::get<Fan>(shape);
            const Vec2 axis = unitFromAngle(s.angle);
            return RotateStem{s.center + axis * s.outerRadius, axis};
        },
        .caption = "fan ({cx}, {cy}) r {r_inner}..{r_outer}",
    },
}};

static_assert(indexedByKind(kShapeEditKinds), "kShapeEditKinds is indexed by ShapeKind");

// A polygon's vertex follows the pointer while the polygon stays convex and counter-clockwise.
HandleDragResult dragVertex(const Polygon& polygon, int index, Vec2 pointer)
{
    HandleDragResult result;
    std::vector<Vec2> points = polygon.vertices;
    points[static_cast<std::size_t>(index)] = pointer;
    PolygonOrError made = makePolygon(points);
    if (made.polygon && made.polygon->vertices.size() == points.size())
    {
        // makePolygon may rotate the vertex order; keep ours so that the handle stays put.
        if (signedArea(points) > 0.0)
        {
            Polygon moved = polygon;
            moved.vertices = points;
            result.shape = moved;
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
    return result;
}

} // namespace

std::span<const ShapeEditTraits> shapeEditKinds()
{
    return kShapeEditKinds;
}

const ShapeEditTraits& editTraitsOf(ShapeKind kind)
{
    return kShapeEditKinds[static_cast<std::size_t>(kind)];
}

Vec2 pivotOf(const Shape& shape)
{
    if (const auto* polygon = std::get_if<Polygon>(&shape))
    {
        return polygonMean(*polygon);
    }
    // The mean of the shape's points: a centre, a point, the midpoint of a segment or capsule, a fan's O.
    const std::vector<Vec2> points = pointsOf(shape);
    Vec2 sum = points.front();
    for (std::size_t i = 1; i < points.size(); ++i)
    {
        sum += points[i];
    }
    return sum / static_cast<double>(points.size());
}

Vec2 firstPointOf(const Shape& shape)
{
    if (const auto* polygon = std::get_if<Polygon>(&shape))
    {
        return polygon->vertices.empty() ? Vec2{0.0, 0.0} : polygon->vertices.front();
    }
    // Without pointsOf's list: the error map asks once per cell.
    const std::span<const ShapeField> fields = traitsOf(kindOf(shape)).fields;
    for (std::size_t i = 0; i + 1 < fields.size(); ++i)
    {
        if (fields[i].unit == FieldUnit::Coordinate && fields[i + 1].unit == FieldUnit::Coordinate)
        {
            return {fields[i].get(shape), fields[i + 1].get(shape)};
        }
    }
    return {0.0, 0.0};
}

Shape rotatedAbout(const Shape& shape, Vec2 pivot, double angle)
{
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    Shape copy = shape;
    if (auto* polygon = std::get_if<Polygon>(&copy))
    {
        for (Vec2& v : polygon->vertices)
        {
            v = rotateAbout(v, pivot, c, s);
        }
        return copy;
    }
    const std::span<const ShapeField> fields = traitsOf(kindOf(shape)).fields;
    for (std::size_t i = 0; i < fields.size(); ++i)
    {
        const ShapeField& field = fields[i];
        if (field.unit == FieldUnit::Coordinate && i + 1 < fields.size() &&
            fields[i + 1].unit == FieldUnit::Coordinate)
        {
            const Vec2 turned = rotateAbout(Vec2(field.get(copy), fields[i + 1].get(copy)), pivot, c, s);
            field.set(copy, turned.x);
            fields[i + 1].set(copy, turned.y);
            ++i;
        }
        else if (field.unit == FieldUnit::Direction)
        {
            field.set(copy, wrapAngle(field.get(copy) + angle));
        }
    }
    return copy;
}

std::vector<Handle> handlesOf(const Shape& shape, double pixel)
{
    const ShapeEditTraits& row = editTraitsOf(kindOf(shape));
    std::vector<Handle> handles;
    if (const auto* polygon = std::get_if<Polygon>(&shape))
    {
        const std::vector<Vec2>& vertices = polygon->vertices;
        const bool all = vertices.size() <= kAllVertexHandlesLimit;
        const double spacing = kVertexHandleSpacingPixels * pixel;
        const double spacingSquared = spacing * spacing;
        for (std::size_t i = 0; i < vertices.size(); ++i)
        {
            // Apart from the last kept vertex, and from the first, which the walk comes back to.
            const bool spaced = handles.empty() ||
                                (lengthSquared(vertices[i] - handles.back().position) >= spacingSquared &&
                                 lengthSquared(vertices[i] - handles.front().position) >= spacingSquared);
            if (all || spaced)
            {
                handles.push_back(Handle{HandleRole::Vertex, static_cast<int>(i), vertices[i], {}});
            }
        }
    }
    for (const HandleTraits& handle : row.handles)
    {
        handles.push_back(Handle{handle.role, 0, handle.at(shape), {}});
    }
    if (row.rotateStem)
    {
        const RotateStem stem = row.rotateStem(shape);
        handles.push_back(Handle{HandleRole::Rotate, 0,
                                 stem.from + stem.direction * (kRotateStemPixels * pixel), stem.from});
    }
    return handles;
}

HandleDragResult dragHandle(const Shape& original, const Handle& handle, Vec2 pointer, double pixel)
{
    if (handle.role == HandleRole::Rotate)
    {
        HandleDragResult result;
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
    if (const auto* polygon = std::get_if<Polygon>(&original); polygon && handle.role == HandleRole::Vertex)
    {
        return dragVertex(*polygon, handle.index, pointer);
    }
    for (const HandleTraits& row : editTraitsOf(kindOf(original)).handles)
    {
        if (row.role == handle.role)
        {
            return row.drag(original, pointer, kMinSizePixels * pixel);
        }
    }
    // A handle of another kind moves nothing.
    return accepted(original);
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
    const ShapeKindTraits& traits = traitsOf(kindOf(shape));
    const std::string_view caption = editTraitsOf(traits.kind).caption;
    std::string text;
    std::size_t at = 0;
    while (at < caption.size())
    {
        const std::size_t open = caption.find('{', at);
        const std::size_t close = open == std::string_view::npos ? open : caption.find('}', open);
        if (close == std::string_view::npos)
        {
            text += caption.substr(at);
            break;
        }
        text += caption.substr(at, open - at);
        const std::string_view key = caption.substr(open + 1, close - open - 1);
        char number[48];
        if (key == "#")
        {
            const auto* polygon = std::get_if<Polygon>(&shape);
            std::snprintf(number, sizeof number, "%zu", polygon ? polygon->vertices.size() : std::size_t{0});
            text += number;
        }
        for (const ShapeField& field : traits.fields)
        {
            if (field.key == key)
            {
                std::snprintf(number, sizeof number, "%.1f", field.get(shape));
                text += number;
            }
        }
        at = close + 1;
    }
    return text;
}

} // namespace hitlab
