#include "model/outline_rings.hpp"

#include "hitlab/geometry.hpp"

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>

namespace hitlab
{

const std::vector<Instance>& cutOutlineRings(const std::vector<Instance>& instances, const View& view,
                                             std::vector<Instance>& pieces)
{
    auto isLargeRing = [&](const Instance& instance)
    {
        const auto kind = static_cast<PrimitiveKind>(static_cast<int>(instance.meta[0] + 0.5F));
        const float rx = instance.p0[2];
        const float ry = instance.p0[3];
        return kind == PrimitiveKind::Ellipse && instance.fill[3] == 0.0F && instance.meta[3] == 0.0F &&
               std::abs(rx - ry) <= 1e-6F * std::max(rx, ry) && rx * view.zoom >= kMinRingRadiusPx;
    };
    if (std::none_of(instances.begin(), instances.end(), isLargeRing))
    {
        return instances;
    }
    pieces.clear();
    for (const Instance& instance : instances)
    {
        if (!isLargeRing(instance))
        {
            pieces.push_back(instance);
            continue;
        }
        const double radiusPx = instance.p0[2] * view.zoom;
        const int count =
            std::clamp(static_cast<int>(std::ceil(2.0 * kPi * radiusPx / kRingPiecePx)), 8, 1024);
        for (int k = 0; k < count; ++k)
        {
            Instance piece = instance;
            piece.meta[2] = static_cast<float>(k);
            piece.meta[3] = static_cast<float>(count);
            // The piece's bounds (its pixel box for the draw order): shape.vert's corners, in doubles.
            const RingPiece corners = ringPieceCorners(instance, view.zoom, k, count);
            Vec2 lo = corners.corners[0];
            Vec2 hi = corners.corners[0];
            for (const Vec2& corner : corners.corners)
            {
                lo = glm::min(lo, corner);
                hi = glm::max(hi, corner);
            }
            piece.bounds[0] = static_cast<float>(lo.x);
            piece.bounds[1] = static_cast<float>(lo.y);
            piece.bounds[2] = static_cast<float>(hi.x);
            piece.bounds[3] = static_cast<float>(hi.y);
            pieces.push_back(piece);
        }
    }
    return pieces;
}

RingPiece ringPieceCorners(const Instance& instance, double zoom, int piece, int count)
{
    const double radius = instance.p0[2];
    const double outlinePx = instance.meta[1];
    const double from = 2.0 * kPi * piece / count;
    const double to = 2.0 * kPi * (piece + 1) / count;
    const double inner = std::max(radius - (outlinePx + 0.5 + kQuadPadPx) / zoom, 0.0);
    const double outer = (radius + kQuadPadPx / zoom) / std::cos(kPi / count);
    const Vec2 center(instance.p0[0], instance.p0[1]);
    RingPiece corners;
    int i = 0;
    for (const double r : {inner, outer})
    {
        for (const double angle : {from, to})
        {
            corners.corners[static_cast<std::size_t>(i++)] =
                center + r * Vec2(std::cos(angle), std::sin(angle));
        }
    }
    return corners;
}

} // namespace hitlab
