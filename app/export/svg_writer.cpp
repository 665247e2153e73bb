#include "svg_writer.hpp"

#include "utf8.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace hitlab
{

namespace
{

std::string number(double value)
{
    return svgNumber(value);
}

// fill="#rrggbb" with fill-opacity when not opaque.
std::string paint(const char* what, Rgba c)
{
    const float rgba[4] = {c.r, c.g, c.b, c.a};
    return svgPaint(what, rgba);
}

// Whether XML 1.0 allows a well-formed UTF-8 character in a document at all (its production Char): a
// label read from a scene file may hold control characters, which would leave the figure unreadable to
// every SVG viewer. Well-formed UTF-8 holds no surrogates and nothing past U+10FFFF; what XML forbids
// besides is the control characters but tab, line feed and carriage return, and U+FFFE and U+FFFF.
bool xmlAllows(std::string_view character)
{
    if (character.size() == 1)
    {
        const auto c = static_cast<unsigned char>(character[0]);
        return c >= 0x20 || c == '\t' || c == '\n' || c == '\r';
    }
    return character != "\xEF\xBF\xBE" && character != "\xEF\xBF\xBF";
}

// `text` as XML character data: markup characters escaped, characters XML forbids and malformed UTF-8
// written as U+FFFD, the replacement character.
std::string escapeXml(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();)
    {
        const std::size_t length = io::utf8SequenceLength(text, at);
        if (length == 0 || !xmlAllows(std::string_view(text).substr(at, length)))
        {
            out += "\xEF\xBF\xBD";
            at += std::max<std::size_t>(length, 1);
            continue;
        }
        if (length > 1)
        {
            out.append(text, at, length);
            at += length;
            continue;
        }
        const char c = text[at++];
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
                // std::string("M"), not "M": GCC 12 warns falsely (-Wrestrict) of a literal + std::string&&
                // in C++20.
                d += std::string("M") + number(toScreen(static_cast<double>(k) * step, 0.0).x) + "," +
                     number(top) + "V" + number(bottom);
            }
        }
        for (long long k = firstY; k <= lastY; ++k)
        {
            if ((k % 5 == 0) == major)
            {
                d += std::string("M") + number(left) + "," +
                     number(toScreen(0.0, static_cast<double>(k) * step).y) + "H" + number(right);
            }
        }
        return d;
    };
    const Vec2 origin = toScreen(0.0, 0.0);
    const std::string axes = std::string("M") + number(origin.x) + "," + number(top) + "V" + number(bottom) +
                             "M" + number(left) + "," + number(origin.y) + "H" + number(right);
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

void SvgWriter::drawCells(const CellPicture& picture, PixelRect area)
{
    if (!picture.drawnSpan())
    {
        return;
    }
    const std::string end = beginArea(area);
    body_ += "<g class=\"cells\" shape-rendering=\"crispEdges\">\n";
    const int size = picture.cellPixels();
    for (const CellRun& run : picture.runs())
    {
        body_ += "<rect x=\"" + std::to_string(area.x + run.firstColumn * size) + "\" y=\"" +
                 std::to_string(area.y + run.row * size) + "\" width=\"" +
                 std::to_string((run.endColumn - run.firstColumn) * size) + "\" height=\"" +
                 std::to_string(size) + "\"" + paint("fill", run.color.rgba()) + "/>\n";
    }
    body_ += "</g>\n";
    body_ += end;
}

void SvgWriter::addPrimitive(const Instance& instance, const Batch& batch, const View& view, PixelRect area)
{
    body_ += svgPrimitive(instance, batch.polygonVertices(), AreaTransform{view, area}, nextId_);
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
