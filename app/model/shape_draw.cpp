#include "shape_draw.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/shape_kinds.hpp"

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace hitlab
{

namespace
{

float f(double v)
{
    return static_cast<float>(v);
}

std::string hexColor(float r, float g, float b)
{
    auto channel = [](float c) { return static_cast<int>(std::lround(std::clamp(c, 0.0F, 1.0F) * 255.0F)); };
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", channel(r), channel(g), channel(b));
    return text;
}

std::string circleElement(Vec2 center, double radius)
{
    return "circle cx=\"" + svgNumber(center.x) + "\" cy=\"" + svgNumber(center.y) + "\" r=\"" +
           svgNumber(radius) + "\"";
}

// The far end of a primitive whose p0 is an origin and the vector to its other end (lines, capsules).
Vec2 screenEnd(const Instance& instance, const AreaTransform& toScreen)
{
    return toScreen(instance.p0[0] + instance.p0[2], instance.p0[1] + instance.p0[3]);
}

Polygon regularPolygon(Vec2 center, double radius, int count, double phase)
{
    std::vector<Vec2> points;
    for (int i = 0; i < count; ++i)
    {
        points.push_back(center + unitFromAngle(phase + 2.0 * kPi * i / count) * radius);
    }
    return *makePolygon(std::move(points)).polygon;
}

constexpr std::array<ShapeDrawTraits, kShapeKindCount> kShapeDrawKinds = {{
    {
        .kind = ShapeKind::Point,
        .numbers = [](const Shape& shape, PixelSizes sizes, std::vector<float>&)
        { return discNumbers(std::get<Point>(shape).position, sizes.pointRadiusPx); },
        // A disc whose radius is in pixels already.
        .svg = [](const Instance& instance, std::span<const float>, const AreaTransform& toScreen)
        {
            return SvgShape{circleElement(toScreen(instance.p0[0], instance.p0[1]),
                                          static_cast<double>(instance.p0[2])),
                            {}};
        },
        .galleryPair = [](Vec2 at, double gap)
        { return std::array<Shape, 2>{Point{at}, Circle{at + Vec2(30.0 + 60.0 * gap, 0.0), 40.0}}; },
    },
    {
        .kind = ShapeKind::Circle,
        .numbers = [](const Shape& shape, PixelSizes, std::vector<float>&)
        {
            const auto& s = std::get<Circle>(shape);
            return circleNumbers(s.center, s.radius);
        },
        .svg = [](const Instance& instance, std::span<const float>, const AreaTransform& toScreen)
        {
            return SvgShape{
                circleElement(toScreen(instance.p0[0], instance.p0[1]), instance.p0[2] * toScreen.view.zoom),
                {}};
        },
        .galleryPair = [](Vec2 at, double gap)
        {
            return std::array<Shape, 2>{Circle{at, 55.0}, Circle{at + Vec2(80.0 + 60.0 * gap, 20.0), 45.0}};
        },
    },
    {
        .kind = ShapeKind::Ellipse,
        .numbers = [](const Shape& shape, PixelSizes, std::vector<float>&)
        {
            const auto& s = std::get<Ellipse>(shape);
            return ellipseNumbers(s.center, s.radiusX, s.radiusY, s.angle);
        },
        // Two half-ellipse arcs between the ends of the first axis; an arc's axis rotation is in the
        // SVG's degrees (clockwise, y down). No transform attribute: a clip path would inherit it twice.
        .svg = [](const Instance& instance, std::span<const float>, const AreaTransform& toScreen)
        {
            const Vec2 origin = toScreen(instance.p0[0], instance.p0[1]);
            const double zoom = toScreen.view.zoom;
            const double degrees = std::atan2(instance.p1[1], instance.p1[0]) * 180.0 / std::numbers::pi;
            const double rx = instance.p0[2] * zoom;
            const double ry = instance.p0[3] * zoom;
            const Vec2 axis = Vec2(instance.p1[0], -instance.p1[1]) * rx;
            const std::string arc = " A" + svgNumber(rx) + "," + svgNumber(ry) + " " + svgNumber(-degrees) + " 1 0 ";
            return SvgShape{"path d=\"M" + svgPoint(origin + axis) + arc + svgPoint(origin - axis) + arc +
                                svgPoint(origin + axis) + " Z\"",
                            {}};
        },
        .galleryPair = [](Vec2 at, double gap)
        {
            return std::array<Shape, 2>{Ellipse{at, 70.0, 35.0, 0.4},
                                        Ellipse{at + Vec2(80.0 + 70.0 * gap, -10.0), 60.0, 30.0, -0.5}};
        },
    },
    {
        .kind = ShapeKind::Rect,
        .numbers = [](const Shape& shape, PixelSizes, std::vector<float>&)
        {
            const auto& s = std::get<Rect>(shape);
            return rectNumbers(s.center, s.width, s.height, s.angle);
        },
        .svg = [](const Instance& instance, std::span<const float>, const AreaTransform& toScreen)
        {
            const double zoom = toScreen.view.zoom;
            if (instance.p1[0] == 1.0F && instance.p1[1] == 0.0F)
            {
                // Axis-aligned (the error map's runs, unturned rectangles): a plain <rect>.
                const Vec2 origin = toScreen(instance.p0[0], instance.p0[1]);
                const double halfWidth = instance.p0[2] * zoom;
                const double halfHeight = instance.p0[3] * zoom;
                return SvgShape{"rect x=\"" + svgNumber(origin.x - halfWidth) + "\" y=\"" +
                                    svgNumber(origin.y - halfHeight) + "\" width=\"" + svgNumber(2.0 * halfWidth) +
                                    "\" height=\"" + svgNumber(2.0 * halfHeight) + "\"",
                                {}};
            }
            const Vec2 axisX(instance.p1[0] * instance.p0[2], instance.p1[1] * instance.p0[2]);
            const Vec2 axisY(-instance.p1[1] * instance.p0[3], instance.p1[0] * instance.p0[3]);
            const Vec2 c(instance.p0[0], instance.p0[1]);
            return SvgShape{"path d=\"" +
                                svgClosedPath({toScreen(c - axisX - axisY), toScreen(c + axisX - axisY),
                                               toScreen(c + axisX + axisY), toScreen(c - axisX + axisY)}) +
                                "\"",
                            {}};
        },
        .galleryPair = [](Vec2 at, double gap)
        {
            return std::array<Shape, 2>{Rect{at, 100.0, 70.0, 0.2},
                                        Rect{at + Vec2(85.0 + 60.0 * gap, 25.0), 80.0, 60.0, -0.4}};
        },
    },
    {
        .kind = ShapeKind::Polygon,
        // The vertices relative to their mean (p0.xy), which keeps float precision far from the origin;
        // p0.z is where they start in the batch's list, p0.w how many there are.
        .numbers = [](const Shape& shape, PixelSizes, std::vector<float>& polygonVertices)
        {
            const auto& s = std::get<Polygon>(shape);
            Vec2 origin{0.0, 0.0};
            for (Vec2 v : s.vertices)
            {
                origin += v;
            }
            origin /= static_cast<double>(std::max<std::size_t>(s.vertices.size(), 1));
            const float offset = static_cast<float>(polygonVertices.size() / 2);
            for (Vec2 v : s.vertices)
            {
                polygonVertices.push_back(f(v.x - origin.x));
                polygonVertices.push_back(f(v.y - origin.y));
            }
            return PrimitiveNumbers{.kind = PrimitiveKind::Polygon,
                                    .bounds = boundsOf(shape),
                                    .p0 = {f(origin.x), f(origin.y), offset, static_cast<float>(s.vertices.size())},
                                    .p1 = {0, 0, 0, 0}};
        },
        .svg = [](const Instance& instance, std::span<const float> vertices, const AreaTransform& toScreen)
        {
            const auto offset = static_cast<std::size_t>(instance.p0[2] + 0.5F);
            const auto count = static_cast<std::size_t>(instance.p0[3] + 0.5F);
            std::vector<Vec2> points;
            for (std::size_t i = 0; i < count && 2 * (offset + i) + 1 < vertices.size(); ++i)
            {
                points.push_back(toScreen(instance.p0[0] + vertices[2 * (offset + i)],
                                          instance.p0[1] + vertices[2 * (offset + i) + 1]));
            }
            if (points.size() < 3)
            {
                return SvgShape{};
            }
            return SvgShape{"path d=\"" + svgClosedPath(points) + "\"", {}};
        },
        .galleryPair = [](Vec2 at, double gap)
        {
            return std::array<Shape, 2>{regularPolygon(at, 55.0, 5, 0.3),
                                        regularPolygon(at + Vec2(85.0 + 60.0 * gap, 10.0), 45.0, 6, 0.0)};
        },
    },
    {
        .kind = ShapeKind::Segment,
        // A segment has no interior: it is drawn as a line in its fill colour.
        .numbers = [](const Shape& shape, PixelSizes sizes, std::vector<float>&)
        {
            const auto& s = std::get<Segment>(shape);
            return lineNumbers(s.a, s.b, sizes.segmentHalfWidthPx, 0.0F);
        },
        // A line of half-width p1.x pixels with round ends, or dashes of p1.y pixels with square ends
        // (shape.frag discards the gaps, ends included).
        .svg = [](const Instance& instance, std::span<const float>, const AreaTransform& toScreen)
        {
            const Vec2 origin = toScreen(instance.p0[0], instance.p0[1]);
            const Vec2 to = screenEnd(instance, toScreen);
            const double halfWidth = instance.p1[0];
            const double dash = instance.p1[1];
            if (instance.fill[3] <= 0.0F)
            {
                return SvgShape{};
            }
            if (to == origin)
            {
                return SvgShape{{},
                                "<circle class=\"segment\" cx=\"" + svgNumber(origin.x) + "\" cy=\"" +
                                    svgNumber(origin.y) + "\" r=\"" + svgNumber(halfWidth) + "\"" +
                                    svgPaint("fill", instance.fill) + "/>\n"};
            }
            std::string line = "<line class=\"segment\" x1=\"" + svgNumber(origin.x) + "\" y1=\"" +
                               svgNumber(origin.y) + "\" x2=\"" + svgNumber(to.x) + "\" y2=\"" + svgNumber(to.y) +
                               "\" stroke-width=\"" + svgNumber(2.0 * halfWidth) + "\"" +
                               svgPaint("stroke", instance.fill);
            if (dash > 0.0)
            {
                line += " stroke-dasharray=\"" + svgNumber(dash) + "\"";
            }
            else
            {
                line += " stroke-linecap=\"round\"";
            }
            return SvgShape{{}, line + "/>\n"};
        },
        .galleryPair = [](Vec2 at, double gap)
        {
            return std::array<Shape, 2>{
                Segment{at - Vec2(50.0, 60.0), at + Vec2(50.0, 60.0)},
                Segment{at + Vec2(-40.0 + 120.0 * gap, 40.0), at + Vec2(90.0 + 120.0 * gap, -40.0)}};
        },
    },
    {
        .kind = ShapeKind::Capsule,
        // p0: end a and the vector to end b; p1.x the radius.
        .numbers = [](const Shape& shape, PixelSizes, std::vector<float>&)
        {
            const auto& s = std::get<Capsule>(shape);
            return PrimitiveNumbers{.kind = PrimitiveKind::Capsule,
                                    .bounds = boundsOf(shape),
                                    .p0 = {f(s.a.x), f(s.a.y), f(s.b.x - s.a.x), f(s.b.y - s.a.y)},
                                    .p1 = {f(s.radius), 0, 0, 0}};
        },
        .svg = [](const Instance& instance, std::span<const float>, const AreaTransform& toScreen)
        {
            const Vec2 a = toScreen(instance.p0[0], instance.p0[1]);
            const Vec2 b = screenEnd(instance, toScreen);
            const double radius = instance.p1[0] * toScreen.view.zoom;
            const Vec2 along = b - a;
            const double length = std::hypot(along.x, along.y);
            if (length <= 0.0)
            {
                return SvgShape{circleElement(a, radius), {}};
            }
            const Vec2 side = Vec2(-along.y, along.x) * (radius / length);
            return SvgShape{"path d=\"M" + svgPoint(a + side) + " L" + svgPoint(b + side) +
                                svgArcTo(radius, false, false, b - side) + " L" + svgPoint(a - side) +
                                svgArcTo(radius, false, false, a + side) + " Z\"",
                            {}};
        },
        .galleryPair = [](Vec2 at, double gap)
        {
            return std::array<Shape, 2>{
                Capsule{at - Vec2(50.0, 20.0), at + Vec2(40.0, 30.0), 28.0},
                Capsule{at + Vec2(60.0 + 70.0 * gap, -50.0), at + Vec2(90.0 + 70.0 * gap, 50.0), 22.0}};
        },
    },
    {
        .kind = ShapeKind::Fan,
        // p0: the centre O and the axis's cosine and sine; p1: the half-angle, inner and outer radii.
        .numbers = [](const Shape& shape, PixelSizes, std::vector<float>&)
        {
            const auto& s = std::get<Fan>(shape);
            return PrimitiveNumbers{.kind = PrimitiveKind::Fan,
                                    .bounds = boundsOf(shape),
                                    .p0 = {f(s.center.x), f(s.center.y), f(std::cos(s.angle)), f(std::sin(s.angle))},
                                    .p1 = {f(s.halfAngle), f(s.innerRadius), f(s.outerRadius), 0}};
        },
        .svg = [](const Instance& instance, std::span<const float>, const AreaTransform& toScreen)
        {
            const Vec2 origin = toScreen(instance.p0[0], instance.p0[1]);
            const double zoom = toScreen.view.zoom;
            const double axis = std::atan2(instance.p0[3], instance.p0[2]);
            const double halfAngle = instance.p1[0];
            const double inner = instance.p1[1] * zoom;
            const double outer = instance.p1[2] * zoom;
            // Directions on screen (y down) of world angles.
            auto ray = [&](double angle, double radius)
            { return origin + Vec2(std::cos(angle), -std::sin(angle)) * radius; };
            std::string d;
            if (halfAngle >= std::numbers::pi)
            {
                // A ring: two circles, the inner one a hole.
                // std::string("M"), not "M": GCC 12 warns falsely (-Wrestrict) of a literal + std::string&&
                // in C++20.
                d = std::string("M") + svgPoint(ray(0.0, outer)) +
                    svgArcTo(outer, true, true, ray(std::numbers::pi, outer)) +
                    svgArcTo(outer, true, true, ray(0.0, outer)) + " Z";
                if (inner > 0.0)
                {
                    d += " M" + svgPoint(ray(0.0, inner)) +
                         svgArcTo(inner, true, false, ray(std::numbers::pi, inner)) +
                         svgArcTo(inner, true, false, ray(0.0, inner)) + " Z";
                }
            }
            else
            {
                // From axis - half to axis + half is counter-clockwise to the eye, as in the world: SVG's
                // sweep flag 0 (its angles grow clockwise, y being down).
                const bool large = 2.0 * halfAngle > std::numbers::pi;
                d = std::string("M") + svgPoint(ray(axis - halfAngle, outer)) +
                    svgArcTo(outer, large, false, ray(axis + halfAngle, outer));
                if (inner > 0.0)
                {
                    d += " L" + svgPoint(ray(axis + halfAngle, inner)) +
                         svgArcTo(inner, large, true, ray(axis - halfAngle, inner));
                }
                else
                {
                    d += " L" + svgPoint(origin);
                }
                d += " Z";
            }
            return SvgShape{"path fill-rule=\"evenodd\" d=\"" + d + "\"", {}};
        },
        .galleryPair = [](Vec2 at, double gap)
        {
            return std::array<Shape, 2>{Fan{at - Vec2(50.0, 40.0), 0.8, 0.45, 0.0, 120.0},
                                        Fan{at + Vec2(120.0 + 60.0 * gap, -40.0), 2.3, 0.5, 30.0, 110.0}};
        },
    },
}};

static_assert(indexedByKind(kShapeDrawKinds), "kShapeDrawKinds is indexed by ShapeKind");

} // namespace

Instance instanceOf(const PrimitiveNumbers& numbers, Rgba fill, Rgba line, float outlinePx)
{
    if (numbers.fillOnly)
    {
        line = fill;
        outlinePx = 0.0F;
    }
    Instance instance{};
    instance.bounds[0] = static_cast<float>(numbers.bounds.min.x);
    instance.bounds[1] = static_cast<float>(numbers.bounds.min.y);
    instance.bounds[2] = static_cast<float>(numbers.bounds.max.x);
    instance.bounds[3] = static_cast<float>(numbers.bounds.max.y);
    std::copy(numbers.p0, numbers.p0 + 4, instance.p0);
    std::copy(numbers.p1, numbers.p1 + 4, instance.p1);
    const float fillValues[4] = {fill.r, fill.g, fill.b, fill.a};
    const float lineValues[4] = {line.r, line.g, line.b, line.a};
    std::copy(fillValues, fillValues + 4, instance.fill);
    std::copy(lineValues, lineValues + 4, instance.line);
    instance.meta[0] = static_cast<float>(numbers.kind);
    instance.meta[1] = outlinePx;
    return instance;
}

PrimitiveNumbers discNumbers(Vec2 center, float radiusPx)
{
    return {.kind = PrimitiveKind::Point,
            .bounds = {center, center},
            .p0 = {f(center.x), f(center.y), radiusPx, 0},
            .p1 = {0, 0, 0, 0}};
}

PrimitiveNumbers lineNumbers(Vec2 a, Vec2 b, float halfWidthPx, float dashPx)
{
    return {.kind = PrimitiveKind::Segment,
            .bounds = {glm::min(a, b), glm::max(a, b)},
            .p0 = {f(a.x), f(a.y), f(b.x - a.x), f(b.y - a.y)},
            .p1 = {halfWidthPx, dashPx, 0, 0},
            .fillOnly = true};
}

PrimitiveNumbers circleNumbers(Vec2 center, double radius)
{
    return {.kind = PrimitiveKind::Circle,
            .bounds = {center - Vec2(radius), center + Vec2(radius)},
            .p0 = {f(center.x), f(center.y), f(radius), 0},
            .p1 = {0, 0, 0, 0}};
}

PrimitiveNumbers ellipseNumbers(Vec2 center, double radiusX, double radiusY, double angle)
{
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    const Vec2 half(std::hypot(radiusX * c, radiusY * s), std::hypot(radiusX * s, radiusY * c));
    return {.kind = PrimitiveKind::Ellipse,
            .bounds = {center - half, center + half},
            .p0 = {f(center.x), f(center.y), f(radiusX), f(radiusY)},
            .p1 = {f(c), f(s), 0, 0}};
}

PrimitiveNumbers rectNumbers(Vec2 center, double width, double height, double angle)
{
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    const Vec2 half(0.5 * (std::abs(width * c) + std::abs(height * s)),
                    0.5 * (std::abs(width * s) + std::abs(height * c)));
    return {.kind = PrimitiveKind::Rect,
            .bounds = {center - half, center + half},
            .p0 = {f(center.x), f(center.y), f(width * 0.5), f(height * 0.5)},
            .p1 = {f(c), f(s), 0, 0}};
}

std::string svgNumber(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s(text);
    while (!s.empty() && s.back() == '0')
    {
        s.pop_back();
    }
    if (!s.empty() && s.back() == '.')
    {
        s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

std::string svgPaint(const char* what, const float rgba[4])
{
    std::string out = std::string(" ") + what + "=\"" + hexColor(rgba[0], rgba[1], rgba[2]) + "\"";
    if (rgba[3] < 1.0F)
    {
        out += std::string(" ") + what + "-opacity=\"" + svgNumber(std::clamp(rgba[3], 0.0F, 1.0F)) + "\"";
    }
    return out;
}

std::string svgPoint(Vec2 p)
{
    return svgNumber(p.x) + "," + svgNumber(p.y);
}

std::string svgClosedPath(const std::vector<Vec2>& points)
{
    std::string d;
    for (std::size_t i = 0; i < points.size(); ++i)
    {
        d += (i == 0 ? "M" : " L") + svgPoint(points[i]);
    }
    return d + " Z";
}

std::string svgArcTo(double radius, bool large, bool clockwise, Vec2 to)
{
    return " A" + svgNumber(radius) + "," + svgNumber(radius) + " 0 " + (large ? "1" : "0") + " " +
           (clockwise ? "1" : "0") + " " + svgPoint(to);
}

std::span<const ShapeDrawTraits> shapeDrawKinds()
{
    return kShapeDrawKinds;
}

const ShapeDrawTraits& drawTraitsOf(ShapeKind kind)
{
    return kShapeDrawKinds[static_cast<std::size_t>(kind)];
}

std::string svgPrimitive(const Instance& instance, std::span<const float> polygonVertices,
                         const AreaTransform& toScreen, int& nextId)
{
    const int number = static_cast<int>(instance.meta[0] + 0.5F);
    if (number < 0 || number >= kShapeKindCount)
    {
        return {};
    }
    const auto kind = static_cast<PrimitiveKind>(number);
    const SvgShape shape = drawTraitsOf(kind).svg(instance, polygonVertices, toScreen);
    if (!shape.drawn.empty() || shape.element.empty())
    {
        return shape.drawn;
    }
    // The fill covers the whole shape; the outline band (drawn in the line colour instead of the fill by
    // shape.frag) is a stroke of twice its width clipped to the shape.
    const std::string kindClass(kindName(kind));
    const std::string& element = shape.element;
    const float outlinePx = instance.meta[1];
    std::string out;
    if (instance.fill[3] > 0.0F)
    {
        out += "<" + element + " class=\"" + kindClass + "\"" + svgPaint("fill", instance.fill) + "/>\n";
    }
    if (outlinePx > 0.0F && instance.line[3] > 0.0F)
    {
        const std::string id = "clip" + std::to_string(nextId++);
        out += "<clipPath id=\"" + id + "\"><" + element + "/></clipPath><" + element + " class=\"" +
               kindClass + " outline\" fill=\"none\" stroke-width=\"" + svgNumber(2.0 * outlinePx) + "\"" +
               svgPaint("stroke", instance.line) + " clip-path=\"url(#" + id + ")\"/>\n";
    }
    return out;
}

} // namespace hitlab
