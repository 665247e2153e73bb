#include "hitlab/geometry.hpp"

namespace hitlab
{

namespace
{

// c lies within the bounding box of a-b; with c on the line a-b that means on the segment.
bool withinBox(Vec2 a, Vec2 b, Vec2 c)
{
    return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y &&
           c.y <= std::max(a.y, b.y);
}

int sign(double v)
{
    return (v > 0.0) - (v < 0.0);
}

} // namespace

// The basics note crosses with strict signs; closed segments need the zero cases too (Ericson 2005,
// 5.1.9.1; docs/algorithms/segments-and-circles.md).
bool segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d)
{
    const int o1 = sign(orientation(a, b, c));
    const int o2 = sign(orientation(a, b, d));
    const int o3 = sign(orientation(c, d, a));
    const int o4 = sign(orientation(c, d, b));
    if (o1 != o2 && o3 != o4 && o1 * o2 <= 0 && o3 * o4 <= 0)
    {
        if (o1 != 0 || o2 != 0)
        {
            return true;
        }
    }
    if (o1 == 0 && withinBox(a, b, c))
    {
        return true;
    }
    if (o2 == 0 && withinBox(a, b, d))
    {
        return true;
    }
    if (o3 == 0 && withinBox(c, d, a))
    {
        return true;
    }
    if (o4 == 0 && withinBox(c, d, b))
    {
        return true;
    }
    return false;
}

// The closest pair of two segments has an end point of one of them on one side unless they cross
// (Ericson, Real-Time Collision Detection 5.1.9 derives the same candidate set).
double closestPointsSegmentSegment(Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2, Vec2& onFirst, Vec2& onSecond)
{
    if (segmentsIntersect(p1, q1, p2, q2))
    {
        const Vec2 d1 = q1 - p1;
        const Vec2 d2 = q2 - p2;
        const double denominator = cross(d1, d2);
        if (denominator != 0.0)
        {
            const double t = std::clamp(cross(p2 - p1, d2) / denominator, 0.0, 1.0);
            onFirst = p1 + d1 * t;
            onSecond = closestPointOnSegment(onFirst, p2, q2);
            return lengthSquared(onFirst - onSecond);
        }
    }
    double best = std::numeric_limits<double>::infinity();
    auto consider = [&](Vec2 fromFirst, Vec2 fromSecond)
    {
        const double d2 = lengthSquared(fromFirst - fromSecond);
        if (d2 < best)
        {
            best = d2;
            onFirst = fromFirst;
            onSecond = fromSecond;
        }
    };
    consider(p1, closestPointOnSegment(p1, p2, q2));
    consider(q1, closestPointOnSegment(q1, p2, q2));
    consider(closestPointOnSegment(p2, p1, q1), p2);
    consider(closestPointOnSegment(q2, p1, q1), q2);
    return best;
}

double signedArea(const std::vector<Vec2>& outline)
{
    // Relative to the first vertex: from absolute coordinates, a triangle of area 0.5 at (1e9, 7e8)
    // sums products near 1e18 whose rounding (about 100) drowns its area.
    const size_t n = outline.size();
    if (n < 3)
    {
        return 0.0;
    }
    const Vec2 origin = outline[0];
    double twice = 0.0;
    for (size_t i = 1; i + 1 < n; ++i)
    {
        twice += cross(outline[i] - origin, outline[i + 1] - origin);
    }
    return 0.5 * twice;
}

} // namespace hitlab
