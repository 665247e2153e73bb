#include "overlays.hpp"

#include "hitlab/geometry.hpp"
#include "palette.hpp"

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace hitlab
{

namespace
{

constexpr double kInsetMarginPx = 22.0;
constexpr int kCurveSegments = 96;

struct Affine
{
    Vec2 x{1.0, 0.0};
    Vec2 y{0.0, 1.0};
    Vec2 origin{0.0, 0.0};

    Vec2 operator()(Vec2 p) const { return origin + x * p.x + y * p.y; }
};

std::vector<Vec2> ellipsePoints(const TraceEllipse& e, const Affine& map)
{
    std::vector<Vec2> points;
    points.reserve(kCurveSegments);
    const Vec2 ax = unitFromAngle(e.angle);
    const Vec2 ay = perp(ax);
    for (int i = 0; i < kCurveSegments; ++i)
    {
        const double t = 2.0 * kPi * i / kCurveSegments;
        points.push_back(map(e.center + ax * (e.radiusX * std::cos(t)) + ay * (e.radiusY * std::sin(t))));
    }
    return points;
}

void addLabel(std::vector<CanvasLabel>& labels, Vec2 screen, const std::string& text, Rgba color)
{
    if (!text.empty())
    {
        labels.push_back({screen, text, color});
    }
}

// A layer drawn natively (ellipses as ellipses) in its own frame: world layer or an inset.
void drawLayer(const TraceLayer& layer, Batch& batch, std::vector<CanvasLabel>& labels,
               const ViewTransform& transform, Rgba pointColor, Rgba lineColor, Rgba curveColor)
{
    for (const TraceEllipse& e : layer.ellipses)
    {
        batch.addEllipse(e.center, e.radiusX, e.radiusY, e.angle, withAlpha(curveColor, 0.0F), curveColor,
                         1.6F);
        addLabel(labels, transform.toScreen(e.center + unitFromAngle(e.angle) * e.radiusX), e.label,
                 curveColor);
    }
    for (const TracePolyline& line : layer.polylines)
    {
        batch.addPolyline(line.points, line.closed, 1.0F, curveColor);
        if (!line.points.empty())
        {
            addLabel(labels, transform.toScreen(line.points.front()), line.label, curveColor);
        }
    }
    for (const TraceSegment& s : layer.segments)
    {
        batch.addLine(s.a, s.b, 1.0F, lineColor);
        addLabel(labels, transform.toScreen((s.a + s.b) * 0.5), s.label, lineColor);
    }
    for (const TracePoint& p : layer.points)
    {
        batch.addDisc(p.position, 4.0F, pointColor, palette::current().handleLine, 1.2F);
        addLabel(labels, transform.toScreen(p.position), p.label, pointColor);
    }
}

// The image of a trace space's layer in the world, dashed so that it reads as a construction.
void drawSpaceImage(const TraceSpace& space, Batch& batch)
{
    const Affine map{space.toWorldX, space.toWorldY, space.toWorldOrigin};
    const Rgba color = palette::current().spaceImage;
    for (const TraceEllipse& e : space.layer.ellipses)
    {
        batch.addPolyline(ellipsePoints(e, map), true, 0.9F, color, 5.0F);
    }
    for (const TracePolyline& line : space.layer.polylines)
    {
        std::vector<Vec2> mapped;
        mapped.reserve(line.points.size());
        for (Vec2 p : line.points)
        {
            mapped.push_back(map(p));
        }
        batch.addPolyline(mapped, line.closed, 0.9F, color, 5.0F);
    }
    for (const TraceSegment& s : space.layer.segments)
    {
        batch.addLine(map(s.a), map(s.b), 0.9F, color, 5.0F);
    }
    for (const TracePoint& p : space.layer.points)
    {
        batch.addDisc(map(p.position), 3.5F, color, palette::current().handleLine, 1.0F);
    }
}

struct Extent
{
    Vec2 min{1e300, 1e300};
    Vec2 max{-1e300, -1e300};
    void add(Vec2 p)
    {
        min = glm::min(min, p);
        max = glm::max(max, p);
    }
    bool valid() const { return min.x <= max.x && min.y <= max.y; }
};

Extent layerExtent(const TraceLayer& layer)
{
    Extent extent;
    for (const TracePoint& p : layer.points)
    {
        extent.add(p.position);
    }
    for (const TraceSegment& s : layer.segments)
    {
        extent.add(s.a);
        extent.add(s.b);
    }
    for (const TraceEllipse& e : layer.ellipses)
    {
        for (Vec2 p : ellipsePoints(e, Affine{}))
        {
            extent.add(p);
        }
    }
    for (const TracePolyline& line : layer.polylines)
    {
        for (Vec2 p : line.points)
        {
            extent.add(p);
        }
    }
    return extent;
}

Inset makeInset(std::string title, const Extent& contentExtent, PixelRect area, double zoom)
{
    Inset inset;
    inset.title = std::move(title);
    inset.area = area;
    Extent extent = contentExtent;
    extent.add({0.0, 0.0}); // the space's origin is always part of the story
    const Vec2 span = extent.max - extent.min;
    const double pad = std::max(span.x, span.y) * 0.02 + 1e-9;
    inset.view = framing(extent.min - Vec2(pad), extent.max + Vec2(pad), area.width, area.height - 20.0,
                         kInsetMarginPx);
    // The title takes the top 20 pixels; shift the content down by half of that.
    inset.view.center.y += 10.0 / inset.view.zoom;
    // The user's zoom keeps the space's origin where it was (Vec2(0) is the origin).
    inset.view.center = inset.view.center / zoom;
    inset.view.zoom *= zoom;
    return inset;
}

// Every candidate axis as a faint dashed line; the deciding one (the first that separates, else the
// one of least overlap) solid, with both projection intervals drawn on a parallel line beside the
// shapes and the projection lines that cast them.
void drawSatAxes(const Trace& trace, const Shape& first, const Shape& second, const ViewTransform& transform,
                 UiLanguage language, OverlayDrawing& out, bool stepping)
{
    const double reach = std::hypot(transform.width, transform.height) * transform.pixel();
    const TraceAxis* deciding = nullptr;
    for (const TraceAxis& axis : trace.axes)
    {
        if (axis.separating && !deciding)
        {
            deciding = &axis;
        }
    }
    for (const TraceAxis& axis : trace.axes)
    {
        if (!deciding && axis.leastOverlap)
        {
            deciding = &axis;
        }
    }
    if (!deciding && stepping && trace.axes.size() == 1)
    {
        deciding = &trace.axes.front(); // a Steps stage: its one axis, separating or not
    }
    for (const TraceAxis& axis : trace.axes)
    {
        if (&axis == deciding)
        {
            continue;
        }
        const Vec2 d = glm::normalize(axis.direction);
        const Rgba color =
            axis.separating ? withAlpha(palette::current().separatingAxis, 0.5F) : palette::current().axis;
        out.world.addLine(axis.origin - d * reach, axis.origin + d * reach, 0.6F, color, 6.0F);
    }
    if (!deciding)
    {
        return;
    }
    const TraceAxis& axis = *deciding;
    const Vec2 d = glm::normalize(axis.direction);
    const Vec2 n = perp(d);
    const Rgba color =
        axis.separating ? palette::current().separatingAxis : palette::current().leastOverlapAxis;
    out.world.addLine(axis.origin - d * reach, axis.origin + d * reach, 1.2F, color);

    // The bars go just past both shapes' extent along n, so that they never sit on a shape.
    double sideMin = 1e300;
    double sideMax = -1e300;
    for (const Shape* shape : {&first, &second})
    {
        const Bounds b = boundsOf(*shape);
        for (Vec2 c : {b.min, b.max, Vec2(b.min.x, b.max.y), Vec2(b.max.x, b.min.y)})
        {
            const double side = glm::dot(c - axis.origin, n);
            sideMin = std::min(sideMin, side);
            sideMax = std::max(sideMax, side);
        }
    }
    const double px = transform.pixel();
    const double base = glm::dot(axis.origin, d);
    auto at = [&](double t, double side) { return axis.origin + d * (t - base) + n * side; };
    // Of the two sides, the one whose bars land nearer the middle of the window.
    const double middleT = 0.25 * (axis.minA + axis.maxA + axis.minB + axis.maxB);
    const Vec2 viewCenter = transform.view.center;
    const double beyondMax = sideMax + 28.0 * px;
    const double beyondMin = sideMin - 28.0 * px;
    const bool useMax =
        glm::length(at(middleT, beyondMax) - viewCenter) <= glm::length(at(middleT, beyondMin) - viewCenter);
    const double step = useMax ? 10.0 * px : -10.0 * px;
    const double barA = useMax ? beyondMax : beyondMin;
    const double barB = barA + step;
    const double from = useMax ? sideMin : sideMax;
    for (double t : {axis.minA, axis.maxA})
    {
        out.world.addLine(at(t, from), at(t, barA), 0.6F, withAlpha(palette::current().intervalA, 0.7F),
                          4.0F);
    }
    for (double t : {axis.minB, axis.maxB})
    {
        out.world.addLine(at(t, from), at(t, barB), 0.6F, withAlpha(palette::current().intervalB, 0.7F),
                          4.0F);
    }
    for (double t : {axis.minA, axis.maxA, axis.minB, axis.maxB})
    {
        out.extent.push_back(at(t, barB + step));
    }
    out.world.addLine(at(axis.minA, barA), at(axis.maxA, barA), 3.0F, palette::current().intervalA);
    out.world.addLine(at(axis.minB, barB), at(axis.maxB, barB), 3.0F, palette::current().intervalB);
    const char* verdict = axis.separating     ? "overlay.sat.separates"
                          : axis.leastOverlap ? "overlay.sat.least_overlap"
                                              : "overlay.sat.overlap";
    const std::string text =
        (axis.label.empty() ? std::string(uiText("overlay.sat.axis", language)) : axis.label) + ": " +
        uiText(verdict, language);
    addLabel(out.labels, transform.toScreen(at(std::max(axis.maxA, axis.maxB), barB + step)), text, color);
}

} // namespace

std::vector<Overlay> overlaysWithContent(const PairInspection& inspection)
{
    const Trace& trace = inspection.trace;
    std::vector<Overlay> overlays;
    auto add = [&](Overlay overlay)
    {
        if (std::find(overlays.begin(), overlays.end(), overlay) == overlays.end())
        {
            overlays.push_back(overlay);
        }
    };
    if (!trace.world.points.empty() || !trace.world.segments.empty() || !trace.world.ellipses.empty() ||
        !trace.world.polylines.empty())
    {
        add(overlayOf(trace.worldTopic));
    }
    if (!trace.axes.empty())
    {
        add(Overlay::SatAxes);
    }
    if (!trace.spaces.empty())
    {
        add(Overlay::EllipseSpace);
    }
    if (!trace.simplices.empty())
    {
        add(Overlay::GjkSimplex);
    }
    add(Overlay::ClosestPoints);
    add(Overlay::Bounds);
    add(Overlay::ErrorMap);
    return overlays;
}

OverlayDrawing buildOverlays(const Document& document, const PairInspection& inspection,
                             const ViewTransform& transform, const InsetOptions& insetOptions,
                             UiLanguage language, const StageView* stage)
{
    // Steps panel: the stage decides what is drawn (begin).
    const auto shown = [&](Overlay overlay)
    { return stage ? stage->shows(overlay) : document.overlay(overlay); };
    // (end)
    OverlayDrawing out;
    const Trace& trace = inspection.trace;
    const Shape& first = document.shape(inspection.first).shape;
    const Shape& second = document.shape(inspection.second).shape;

    if (shown(Overlay::Bounds))
    {
        for (const Shape* shape : {&first, &second})
        {
            const Bounds b = boundsOf(*shape);
            out.world.addPolyline({b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}}, true, 0.7F,
                                  palette::current().boundsBox, 4.0F);
        }
    }

    if (shown(Overlay::SatAxes))
    {
        drawSatAxes(trace, first, second, transform, language, out, stage != nullptr);
    }

    if (shown(overlayOf(trace.worldTopic)))
    {
        drawLayer(trace.world, out.world, out.labels, transform, palette::current().tracePoint,
                  palette::current().traceLine, palette::current().traceCurve);
    }

    auto nextArea = [&]() { return PixelRect{0, 0, insetOptions.side, insetOptions.side}; };

    if (shown(Overlay::EllipseSpace))
    {
        for (const TraceSpace& space : trace.spaces)
        {
            drawSpaceImage(space, out.world);
            Inset inset = makeInset(space.name.empty() ? std::string(uiText("overlay.space.title", language))
                                                       : space.name,
                                    layerExtent(space.layer), nextArea(), insetOptions.zoom);
            const ViewTransform local{inset.view, static_cast<double>(inset.area.width),
                                      static_cast<double>(inset.area.height)};
            drawLayer(space.layer, inset.batch, inset.labels, local, palette::current().tracePoint,
                      palette::current().traceLine, palette::current().traceCurve);
            // The space's origin and axes, so the unit circle reads as one.
            inset.batch.addDisc({0.0, 0.0}, 3.0F, palette::current().closest);
            out.insets.push_back(std::move(inset));
        }
    }

    if (shown(Overlay::GjkSimplex) && !trace.simplices.empty())
    {
        TraceLayer layer;
        for (std::size_t i = 0; i < trace.simplices.size(); ++i)
        {
            TracePolyline line = trace.simplices[i];
            line.closed = line.points.size() > 2;
            layer.polylines.push_back(line);
        }
        Inset inset = makeInset(uiText("overlay.gjk.title", language), layerExtent(layer), nextArea(),
                                insetOptions.zoom);
        const ViewTransform local{inset.view, static_cast<double>(inset.area.width),
                                  static_cast<double>(inset.area.height)};
        for (std::size_t i = 0; i < layer.polylines.size(); ++i)
        {
            // Older simplices fade, the last one is bright.
            const bool last = i + 1 == layer.polylines.size();
            const Rgba color =
                last ? palette::current().traceCurve : withAlpha(palette::current().traceLine, 0.35F);
            inset.batch.addPolyline(layer.polylines[i].points, layer.polylines[i].closed, last ? 1.4F : 0.8F,
                                    color);
            for (Vec2 p : layer.polylines[i].points)
            {
                inset.batch.addDisc(p, last ? 3.5F : 2.0F, color);
            }
            if (last)
            {
                // EPA's polygon is not one of GJK's simplices.
                addLabel(inset.labels,
                         local.toScreen(layer.polylines[i].points.empty() ? Vec2(0.0)
                                                                          : layer.polylines[i].points[0]),
                         layer.polylines[i].label == kEpaPolytopeLabel
                             ? std::string(uiText("overlay.gjk.epa", language))
                             : std::string(uiText("overlay.gjk.simplex", language)) + " " +
                                   std::to_string(i + 1),
                         color);
            }
        }
        // The last simplex's search direction d = -v, drawn from its closest point v to the origin.
        if (stage && trace.simplexDirections.size() == trace.simplices.size())
        {
            const Vec2 d = trace.simplexDirections.back();
            if (d.x != 0.0 || d.y != 0.0)
            {
                inset.batch.addLine(-d, {0.0, 0.0}, 1.2F, palette::current().leastOverlapAxis, 4.0F);
                addLabel(inset.labels, local.toScreen(-d * 0.5), "d", palette::current().leastOverlapAxis);
            }
        }
        inset.batch.addDisc({0.0, 0.0}, 3.5F, palette::current().closest, palette::current().handleLine,
                            1.0F);
        addLabel(inset.labels, local.toScreen({0.0, 0.0}), uiText("overlay.gjk.origin", language),
                 palette::current().closest);
        out.insets.push_back(std::move(inset));
    }

    if (shown(Overlay::ClosestPoints))
    {
        const SignedDistance& d = inspection.exact;
        out.world.addLine(d.pointA, d.pointB, 1.0F, palette::current().closest, 4.0F);
        out.world.addDisc(d.pointA, 4.0F, palette::current().closest, palette::current().handleLine, 1.2F);
        out.world.addDisc(d.pointB, 4.0F, palette::current().closest, palette::current().handleLine, 1.2F);
        char text[64];
        std::snprintf(text, sizeof text, "d = %.2f", d.value);
        addLabel(out.labels, transform.toScreen((d.pointA + d.pointB) * 0.5), text,
                 palette::current().closest);
    }
    // The trace's labels and spaces are the core's English: shown in the UI's language, before they are
    // measured and placed.
    for (CanvasLabel& label : out.labels)
    {
        label.text = uiTraceLabel(label.text, language);
    }
    for (Inset& inset : out.insets)
    {
        inset.title = uiTraceLabel(inset.title, language);
        for (CanvasLabel& label : inset.labels)
        {
            label.text = uiTraceLabel(label.text, language);
        }
    }
    return out;
}

} // namespace hitlab
