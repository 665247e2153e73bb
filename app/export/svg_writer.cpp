#include "svg_writer.hpp"

#include "hitlab/shape_kinds.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <vector>

namespace hitlab
{

namespace
{

// Coordinates to a hundredth of a pixel, without trailing zeros.
std::string number(double value)
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

std::string hexColor(float r, float g, float b)
{
    auto channel = [](float c) { return static_cast<int>(std::lround(std::clamp(c, 0.0F, 1.0F) * 255.0F)); };
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", channel(r), channel(g), channel(b));
    return text;
}

// fill="#rrggbb" with fill-opacity when not opaque.
std::string paint(const char* what, const float rgba[4])
{
    std::string out = std::string(" ") + what + "=\"" + hexColor(rgba[0], rgba[1], rgba[2]) + "\"";
    if (rgba[3] < 1.0F)
    {
        out += std::string(" ") + what + "-opacity=\"" + number(std::clamp(rgba[3], 0.0F, 1.0F)) + "\"";
    }
    return out;
}

std::string paint(const char* what, Rgba c)
{
    const float rgba[4] = {c.r, c.g, c.b, c.a};
    return paint(what, rgba);
}

std::string escapeXml(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text)
    {
        switch (c)
        {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

// The canvas mapping of docs/interfaces.md for one area of the window: world (y up) to window pixels.
struct AreaTransform
{
    View view;
    PixelRect area;

    Vec2 operator()(double x, double y) const
    {
        return {area.x + area.width * 0.5 + (x - view.center.x) * view.zoom,
                area.y + area.height * 0.5 - (y - view.center.y) * view.zoom};
    }
    Vec2 operator()(Vec2 p) const { return (*this)(p.x, p.y); }
};

std::string point(Vec2 p)
{
    return number(p.x) + "," + number(p.y);
}

std::string closedPath(const std::vector<Vec2>& points)
{
    std::string d;
    for (std::size_t i = 0; i < points.size(); ++i)
    {
        d += (i == 0 ? "M" : " L") + point(points[i]);
    }
    return d + " Z";
}

// An arc of radius `radius` (pixels) from the current point to `to`; `clockwise` on screen.
std::string arcTo(double radius, bool large, bool clockwise, Vec2 to)
{
    return " A" + number(radius) + "," + number(radius) + " 0 " + (large ? "1" : "0") + " " +
           (clockwise ? "1" : "0") + " " + point(to);
}

} // namespace

SvgWriter::SvgWriter(int width, int height, CanvasFont font)
    : width_(width), height_(height), font_(std::move(font))
{
}

std::string SvgWriter::newId(const char* prefix)
{
    return prefix + std::to_string(nextId_++);
}

std::string SvgWriter::beginArea(PixelRect area)
{
    if (area.x <= 0 && area.y <= 0 && area.x + area.width >= width_ && area.y + area.height >= height_)
    {
        return {};
    }
    const std::string id = newId("area");
    body_ += "<clipPath id=\"" + id + "\"><rect x=\"" + std::to_string(area.x) + "\" y=\"" +
             std::to_string(area.y) + "\" width=\"" + std::to_string(area.width) + "\" height=\"" +
             std::to_string(area.height) + "\"/></clipPath>\n<g clip-path=\"url(#" + id + ")\">\n";
    return "</g>\n";
}

void SvgWriter::drawGrid(const View& view, PixelRect area, const GridColors& colors)
{
    const std::string end = beginArea(area);
    body_ += "<rect class=\"grid\" x=\"" + std::to_string(area.x) + "\" y=\"" + std::to_string(area.y) +
             "\" width=\"" + std::to_string(area.width) + "\" height=\"" + std::to_string(area.height) +
             "\"" + paint("fill", withAlpha(colors.background, 1.0F)) + "/>\n";
    const AreaTransform toScreen{view, area};
    const double step = gridStep(view.zoom, kGridSpacingPx);
    const double halfWidth = area.width * 0.5 / view.zoom;
    const double halfHeight = area.height * 0.5 / view.zoom;
    const auto firstX = static_cast<long long>(std::floor((view.center.x - halfWidth) / step));
    const auto lastX = static_cast<long long>(std::ceil((view.center.x + halfWidth) / step));
    const auto firstY = static_cast<long long>(std::floor((view.center.y - halfHeight) / step));
    const auto lastY = static_cast<long long>(std::ceil((view.center.y + halfHeight) / step));
    const double top = area.y;
    const double bottom = area.y + area.height;
    const double left = area.x;
    const double right = area.x + area.width;
    // Lines of one kind in one path: vertical then horizontal, minor lines under major ones and the
    // axes on top, as grid.frag mixes them.
    auto lines = [&](bool major)
    {
        std::string d;
        for (long long k = firstX; k <= lastX; ++k)
        {
            if ((k % 5 == 0) == major)
            {
                d += "M" + number(toScreen(static_cast<double>(k) * step, 0.0).x) + "," + number(top) + "V" +
                     number(bottom);
            }
        }
        for (long long k = firstY; k <= lastY; ++k)
        {
            if ((k % 5 == 0) == major)
            {
                d += "M" + number(left) + "," + number(toScreen(0.0, static_cast<double>(k) * step).y) + "H" +
                     number(right);
            }
        }
        return d;
    };
    const Vec2 origin = toScreen(0.0, 0.0);
    const std::string axes = "M" + number(origin.x) + "," + number(top) + "V" + number(bottom) + "M" +
                             number(left) + "," + number(origin.y) + "H" + number(right);
    body_ += "<path class=\"grid\" fill=\"none\" stroke-width=\"1\"" +
             paint("stroke", withAlpha(colors.minor, 1.0F)) + " d=\"" + lines(false) + "\"/>\n";
    body_ += "<path class=\"grid\" fill=\"none\" stroke-width=\"1\"" +
             paint("stroke", withAlpha(colors.major, 1.0F)) + " d=\"" + lines(true) + "\"/>\n";
    body_ += "<path class=\"grid\" fill=\"none\" stroke-width=\"1\"" +
             paint("stroke", withAlpha(colors.axis, 1.0F)) + " d=\"" + axes + "\"/>\n";
    body_ += end;
}

void SvgWriter::drawBatch(const Batch& batch, const View& view, PixelRect area)
{
    if (batch.empty())
    {
        return;
    }
    const std::string end = beginArea(area);
    for (const Instance& instance : batch.instances())
    {
        addPrimitive(instance, batch, view, area);
    }
    body_ += end;
}

void SvgWriter::addPrimitive(const Instance& instance, const Batch& batch, const View& view, PixelRect area)
{
    const AreaTransform toScreen{view, area};
    const auto kind = static_cast<PrimitiveKind>(static_cast<int>(instance.meta[0] + 0.5F));
    const float outlinePx = instance.meta[1];
    const double zoom = view.zoom;
    const Vec2 origin = toScreen(instance.p0[0], instance.p0[1]);
    const std::string kindClass(kindName(static_cast<ShapeKind>(kind)));

    if (kind == PrimitiveKind::Segment)
    {
        // A line of half-width p1.x pixels with round ends, or dashes of p1.y pixels with square ends
        // (shape.frag discards the gaps, ends included).
        const Vec2 to = toScreen(instance.p0[0] + instance.p0[2], instance.p0[1] + instance.p0[3]);
        const double halfWidth = instance.p1[0];
        const double dash = instance.p1[1];
        if (instance.fill[3] <= 0.0F)
        {
            return;
        }
        if (to == origin)
        {
            body_ += "<circle class=\"segment\" cx=\"" + number(origin.x) + "\" cy=\"" + number(origin.y) +
                     "\" r=\"" + number(halfWidth) + "\"" + paint("fill", instance.fill) + "/>\n";
            return;
        }
        body_ += "<line class=\"segment\" x1=\"" + number(origin.x) + "\" y1=\"" + number(origin.y) +
                 "\" x2=\"" + number(to.x) + "\" y2=\"" + number(to.y) + "\" stroke-width=\"" +
                 number(2.0 * halfWidth) + "\"" + paint("stroke", instance.fill);
        if (dash > 0.0)
        {
            body_ += " stroke-dasharray=\"" + number(dash) + "\"";
        }
        else
        {
            body_ += " stroke-linecap=\"round\"";
        }
        body_ += "/>\n";
        return;
    }

    // The shape's outline as an element without paint: <circle .../>, <ellipse .../> or <path .../>.
    std::string element;
    if (kind == PrimitiveKind::Point || kind == PrimitiveKind::Circle)
    {
        const double radius =
            kind == PrimitiveKind::Point ? static_cast<double>(instance.p0[2]) : instance.p0[2] * zoom;
        element = "circle cx=\"" + number(origin.x) + "\" cy=\"" + number(origin.y) + "\" r=\"" +
                  number(radius) + "\"";
    }
    else if (kind == PrimitiveKind::Ellipse)
    {
        // Two half-ellipse arcs between the ends of the first axis; an arc's axis rotation is in the
        // SVG's degrees (clockwise, y down). No transform attribute: a clip path would inherit it twice.
        const double degrees = std::atan2(instance.p1[1], instance.p1[0]) * 180.0 / std::numbers::pi;
        const double rx = instance.p0[2] * zoom;
        const double ry = instance.p0[3] * zoom;
        const Vec2 axis = Vec2(instance.p1[0], -instance.p1[1]) * rx;
        const std::string arc = " A" + number(rx) + "," + number(ry) + " " + number(-degrees) + " 1 0 ";
        element = "path d=\"M" + point(origin + axis) + arc + point(origin - axis) + arc +
                  point(origin + axis) + " Z\"";
    }
    else if (kind == PrimitiveKind::Rect && instance.p1[0] == 1.0F && instance.p1[1] == 0.0F)
    {
        // Axis-aligned (the error map's runs, unturned rectangles): a plain <rect>.
        const double halfWidth = instance.p0[2] * zoom;
        const double halfHeight = instance.p0[3] * zoom;
        element = "rect x=\"" + number(origin.x - halfWidth) + "\" y=\"" + number(origin.y - halfHeight) +
                  "\" width=\"" + number(2.0 * halfWidth) + "\" height=\"" + number(2.0 * halfHeight) + "\"";
    }
    else if (kind == PrimitiveKind::Rect)
    {
        const Vec2 axisX(instance.p1[0] * instance.p0[2], instance.p1[1] * instance.p0[2]);
        const Vec2 axisY(-instance.p1[1] * instance.p0[3], instance.p1[0] * instance.p0[3]);
        const Vec2 c(instance.p0[0], instance.p0[1]);
        element = "path d=\"" +
                  closedPath({toScreen(c - axisX - axisY), toScreen(c + axisX - axisY),
                              toScreen(c + axisX + axisY), toScreen(c - axisX + axisY)}) +
                  "\"";
    }
    else if (kind == PrimitiveKind::Polygon)
    {
        const auto offset = static_cast<std::size_t>(instance.p0[2] + 0.5F);
        const auto count = static_cast<std::size_t>(instance.p0[3] + 0.5F);
        const std::vector<float>& vertices = batch.polygonVertices();
        std::vector<Vec2> points;
        for (std::size_t i = 0; i < count && 2 * (offset + i) + 1 < vertices.size(); ++i)
        {
            points.push_back(toScreen(instance.p0[0] + vertices[2 * (offset + i)],
                                      instance.p0[1] + vertices[2 * (offset + i) + 1]));
        }
        if (points.size() < 3)
        {
            return;
        }
        element = "path d=\"" + closedPath(points) + "\"";
    }
    else if (kind == PrimitiveKind::Capsule)
    {
        const Vec2 a = origin;
        const Vec2 b = toScreen(instance.p0[0] + instance.p0[2], instance.p0[1] + instance.p0[3]);
        const double radius = instance.p1[0] * zoom;
        const Vec2 along = b - a;
        const double length = std::hypot(along.x, along.y);
        if (length <= 0.0)
        {
            element =
                "circle cx=\"" + number(a.x) + "\" cy=\"" + number(a.y) + "\" r=\"" + number(radius) + "\"";
        }
        else
        {
            const Vec2 side = Vec2(-along.y, along.x) * (radius / length);
            element = "path d=\"M" + point(a + side) + " L" + point(b + side) +
                      arcTo(radius, false, false, b - side) + " L" + point(a - side) +
                      arcTo(radius, false, false, a + side) + " Z\"";
        }
    }
    else if (kind == PrimitiveKind::Fan)
    {
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
            d = "M" + point(ray(0.0, outer)) + arcTo(outer, true, true, ray(std::numbers::pi, outer)) +
                arcTo(outer, true, true, ray(0.0, outer)) + " Z";
            if (inner > 0.0)
            {
                d += " M" + point(ray(0.0, inner)) + arcTo(inner, true, false, ray(std::numbers::pi, inner)) +
                     arcTo(inner, true, false, ray(0.0, inner)) + " Z";
            }
        }
        else
        {
            // From axis - half to axis + half is counter-clockwise to the eye, as in the world: SVG's
            // sweep flag 0 (its angles grow clockwise, y being down).
            const bool large = 2.0 * halfAngle > std::numbers::pi;
            d = "M" + point(ray(axis - halfAngle, outer)) +
                arcTo(outer, large, false, ray(axis + halfAngle, outer));
            if (inner > 0.0)
            {
                d += " L" + point(ray(axis + halfAngle, inner)) +
                     arcTo(inner, large, true, ray(axis - halfAngle, inner));
            }
            else
            {
                d += " L" + point(origin);
            }
            d += " Z";
        }
        element = "path fill-rule=\"evenodd\" d=\"" + d + "\"";
    }
    else
    {
        return;
    }

    // The fill covers the whole shape; the outline band (drawn in the line colour instead of the fill by
    // shape.frag) is a stroke of twice its width clipped to the shape.
    if (instance.fill[3] > 0.0F)
    {
        body_ += "<" + element + " class=\"" + kindClass + "\"" + paint("fill", instance.fill) + "/>\n";
    }
    if (outlinePx > 0.0F && instance.line[3] > 0.0F)
    {
        const std::string id = newId("clip");
        body_ += "<clipPath id=\"" + id + "\"><" + element + "/></clipPath><" + element + " class=\"" +
                 kindClass + " outline\" fill=\"none\" stroke-width=\"" + number(2.0 * outlinePx) + "\"" +
                 paint("stroke", instance.line) + " clip-path=\"url(#" + id + ")\"/>\n";
    }
}

void SvgWriter::drawText(const CanvasTextLayer& text)
{
    const std::string font =
        " font-family=\"" + escapeXml(font_.family) + "\" font-size=\"" + number(font_.emPx) + "px\"";
    for (const CanvasMark& mark : text.marks())
    {
        if (const auto* label = std::get_if<CanvasText>(&mark))
        {
            // ImGui puts the top of the line at `at`; SVG text sits on its baseline.
            const double baseline = label->at.y + font_.ascentPx;
            const std::string words = escapeXml(label->text);
            body_ += "<text class=\"label-shadow\" xml:space=\"preserve\" x=\"" + number(label->at.x + 1.0) +
                     "\" y=\"" + number(baseline + 1.0) + "\"" + font + paint("fill", label->shadow) + ">" +
                     words + "</text>\n";
            body_ += "<text class=\"label\" xml:space=\"preserve\" x=\"" + number(label->at.x) + "\" y=\"" +
                     number(baseline) + "\"" + font + paint("fill", label->color) + ">" + words + "</text>\n";
        }
        else if (const auto* frame = std::get_if<CanvasFrame>(&mark))
        {
            // ImGui's AddRect strokes one pixel inside the rectangle's corners.
            body_ += "<rect class=\"frame\" x=\"" + number(frame->min.x + 0.5) + "\" y=\"" +
                     number(frame->min.y + 0.5) + "\" width=\"" + number(frame->max.x - frame->min.x - 0.99) +
                     "\" height=\"" + number(frame->max.y - frame->min.y - 0.99) +
                     "\" fill=\"none\" stroke-width=\"1\"" + paint("stroke", frame->color) + "/>\n";
        }
        else if (const auto* box = std::get_if<CanvasBox>(&mark))
        {
            body_ += "<rect class=\"legend-box\" x=\"" + number(box->min.x) + "\" y=\"" + number(box->min.y) +
                     "\" width=\"" + number(box->max.x - box->min.x) + "\" height=\"" +
                     number(box->max.y - box->min.y) + "\" rx=\"" + number(box->rounding) + "\"" +
                     paint("fill", box->color) + "/>\n";
        }
        else if (const auto* line = std::get_if<CanvasLine>(&mark))
        {
            body_ += "<line class=\"leader\" x1=\"" + number(line->from.x) + "\" y1=\"" +
                     number(line->from.y) + "\" x2=\"" + number(line->to.x) + "\" y2=\"" +
                     number(line->to.y) + "\" stroke-width=\"" + number(line->width) + "\"" +
                     paint("stroke", line->color) + "/>\n";
        }
        else if (const auto* triangle = std::get_if<CanvasTriangle>(&mark))
        {
            body_ += "<path class=\"corner\" d=\"M" + number(triangle->a.x) + " " + number(triangle->a.y) +
                     "L" + number(triangle->b.x) + " " + number(triangle->b.y) + "L" + number(triangle->c.x) +
                     " " + number(triangle->c.y) + "Z\"" + paint("fill", triangle->color) + "/>\n";
        }
    }
}

std::string SvgWriter::finish() const
{
    const std::string w = std::to_string(width_);
    const std::string h = std::to_string(height_);
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
           "version=\"1.1\" "
           "width=\"" +
           w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h + "\">\n" + body_ + "</svg>\n";
}

} // namespace hitlab
