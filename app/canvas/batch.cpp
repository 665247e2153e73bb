#include "canvas/batch.hpp"

#include "canvas/polygon_outline.hpp"
#include "model/outline_rings.hpp"

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>

namespace hitlab
{

void Batch::clear()
{
    instances_.clear();
    polygonVertices_.clear();
}

void Batch::push(const PrimitiveNumbers& numbers, Rgba fill, Rgba line, float outlinePx)
{
    instances_.push_back(instanceOf(numbers, fill, line, outlinePx));
}

void Batch::addShape(const Shape& shape, Rgba fill, Rgba line, float outlinePx, float pointRadiusPx,
                     float segmentHalfWidthPx)
{
    const ShapeDrawTraits& row = drawTraitsOf(kindOf(shape));
    push(row.numbers(shape, {pointRadiusPx, segmentHalfWidthPx}, polygonVertices_), fill, line, outlinePx);
}

void Batch::addDisc(Vec2 center, float radiusPx, Rgba fill, Rgba line, float outlinePx)
{
    push(discNumbers(center, radiusPx), fill, line, outlinePx);
}

void Batch::addLine(Vec2 a, Vec2 b, float halfWidthPx, Rgba color, float dashPx)
{
    push(lineNumbers(a, b, halfWidthPx, dashPx), color, color, 0.0F);
}

void Batch::addPolyline(const std::vector<Vec2>& points, bool closed, float halfWidthPx, Rgba color,
                        float dashPx)
{
    if (points.size() < 2)
    {
        if (points.size() == 1)
        {
            addDisc(points[0], halfWidthPx + 1.0F, color);
        }
        return;
    }
    for (std::size_t i = 0; i + 1 < points.size(); ++i)
    {
        addLine(points[i], points[i + 1], halfWidthPx, color, dashPx);
    }
    if (closed)
    {
        addLine(points.back(), points.front(), halfWidthPx, color, dashPx);
    }
}

void Batch::addCircle(Vec2 center, double radius, Rgba fill, Rgba line, float outlinePx)
{
    push(circleNumbers(center, radius), fill, line, outlinePx);
}

void Batch::addEllipse(Vec2 center, double radiusX, double radiusY, double angle, Rgba fill, Rgba line,
                       float outlinePx)
{
    push(ellipseNumbers(center, radiusX, radiusY, angle), fill, line, outlinePx);
}

void Batch::addRect(Vec2 center, double width, double height, double angle, Rgba fill, Rgba line,
                    float outlinePx)
{
    push(rectNumbers(center, width, height, angle), fill, line, outlinePx);
}

void Batch::scalePixelSizes(float factor)
{
    for (Instance& instance : instances_)
    {
        instance.meta[1] *= factor; // outline width
        const auto kind = static_cast<PrimitiveKind>(static_cast<int>(instance.meta[0] + 0.5F));
        if (kind == PrimitiveKind::Point)
        {
            instance.p0[2] *= factor; // radius
        }
        else if (kind == PrimitiveKind::Segment)
        {
            instance.p1[0] *= factor; // half-width
            instance.p1[1] *= factor; // dash length
        }
    }
}

bool outlinesReduced(const Batch& batch, std::size_t maxTexels)
{
    if (batch.polygonVertices().size() / 2 > maxTexels)
    {
        return true;
    }
    const std::size_t keepAllUpTo = OutlineLimits{}.keepAllUpTo;
    return std::any_of(batch.instances().begin(), batch.instances().end(),
                       [&](const Instance& instance)
                       {
                           return static_cast<PrimitiveKind>(static_cast<int>(instance.meta[0] + 0.5F)) ==
                                      PrimitiveKind::Polygon &&
                                  static_cast<std::size_t>(instance.p0[3] + 0.5F) > keepAllUpTo;
                       });
}

PixelBox quadPixelBox(const Instance& instance, const View& view)
{
    // The corners shape.vert gives the quad, in world units, then one pixel more for rounding.
    const auto kind = static_cast<PrimitiveKind>(static_cast<int>(instance.meta[0] + 0.5F));
    const double zoom = view.zoom;
    const double extraPx = kind == PrimitiveKind::Point     ? instance.p0[2]
                           : kind == PrimitiveKind::Segment ? instance.p1[0]
                                                            : 0.0;
    const double pad = (quadPadPx(kind) + extraPx) / zoom;
    const Vec2 origin(instance.p0[0], instance.p0[1]);
    const Vec2 axis(instance.p0[2], instance.p0[3]);
    const double axisLength = glm::length(axis);
    Vec2 corners[4];
    if ((kind == PrimitiveKind::Segment || kind == PrimitiveKind::Capsule) && axisLength > 0.0)
    {
        const double reach = pad + (kind == PrimitiveKind::Capsule ? instance.p1[0] : 0.0);
        const Vec2 along = axis / axisLength;
        const Vec2 across(-along.y, along.x);
        corners[0] = origin - along * reach - across * reach;
        corners[1] = origin + along * (axisLength + reach) - across * reach;
        corners[2] = origin - along * reach + across * reach;
        corners[3] = origin + along * (axisLength + reach) + across * reach;
    }
    else if (kind == PrimitiveKind::Rect || (kind == PrimitiveKind::Ellipse && instance.meta[3] == 0.0F))
    {
        const Vec2 half(instance.p0[2] + pad, instance.p0[3] + pad);
        const double c = instance.p1[0];
        const double s = instance.p1[1];
        for (int k = 0; k < 4; ++k)
        {
            const Vec2 local((k & 1) ? half.x : -half.x, (k & 2) ? half.y : -half.y);
            corners[k] = origin + Vec2(c * local.x - s * local.y, s * local.x + c * local.y);
        }
    }
    else
    {
        const Vec2 lo(instance.bounds[0] - pad, instance.bounds[1] - pad);
        const Vec2 hi(instance.bounds[2] + pad, instance.bounds[3] + pad);
        corners[0] = lo;
        corners[1] = Vec2(hi.x, lo.y);
        corners[2] = Vec2(lo.x, hi.y);
        corners[3] = hi;
    }
    Vec2 lo = corners[0];
    Vec2 hi = corners[0];
    for (const Vec2& corner : corners)
    {
        lo = glm::min(lo, corner);
        hi = glm::max(hi, corner);
    }
    constexpr double kRoundingPx = 1.0;
    return PixelBox{static_cast<float>((lo.x - view.center.x) * zoom - kRoundingPx),
                    static_cast<float>((lo.y - view.center.y) * zoom - kRoundingPx),
                    static_cast<float>((hi.x - view.center.x) * zoom + kRoundingPx),
                    static_cast<float>((hi.y - view.center.y) * zoom + kRoundingPx)};
}

} // namespace hitlab
