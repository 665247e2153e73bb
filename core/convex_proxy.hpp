// The convex proxy: every convex shape as a CORE grown by a radius, the form in which the polygonal
// family (exact_polygonal.cpp) and GJK (gjk.cpp) see their shapes. Box2D calls it a shape proxy,
// "a point cloud with a radius": a capsule is a two-point polygon with a radius and reuses the
// polygon routine.
//   point   = 1 point,            radius 0      circle  = its centre,    radius r
//   segment = 2 points,           radius 0      capsule = its axis,      radius r
//   rect    = its 4 corners,      radius 0      polygon = its vertices,  radius 0
//   ellipse = the ellipse itself as a smooth core, radius 0 (GJK only: the polygonal family's
//             routines take point clouds)
//
// Vertices may be taken relative to a reference point chosen per query (the polygonal family uses the
// first shape's centre or first vertex), so that coordinates far from the origin cancel exactly before
// any product is formed; GJK works in the world frame (reference 0, where every vertex is the shape's
// own coordinate unchanged).
//
// Plain data, no allocation: a polygon's vertices and an ellipse are referenced, not copied, so the
// proxy must not outlive its shape.
#pragma once

#include "hitlab/geometry.hpp"
#include "hitlab/shapes.hpp"

#include <array>
#include <cmath>

namespace hitlab
{

struct ConvexProxy
{
    std::array<Vec2, 4> local{};      // point, segment or rect corners, already relative
    const Vec2* external = nullptr;   // a polygon's own vertices, world frame
    Vec2 shift{0.0, 0.0};             // subtracted from external vertices
    int count = 0;                    // points of the cloud (0 for an ellipse)
    int normalEdges = 0;              // edges whose normals are candidate axes: a rect needs only two
    double radius = 0.0;              // the core is grown by this much
    const Ellipse* ellipse = nullptr; // a smooth core instead of the point cloud

    // The point cloud: a point (1 vertex), a segment (2) or a counter-clockwise convex polygon (>= 3).
    Vec2 vertex(int i) const { return external ? external[i] - shift : local[i]; }
    int edgeCount() const { return count >= 3 ? count : count - 1; }
    Vec2 edgeStart(int i) const { return vertex(i); }
    Vec2 edgeEnd(int i) const { return vertex(i + 1 == count ? 0 : i + 1); }

    // The core's point furthest along direction (any length; zero gives some point of the core).
    Vec2 support(Vec2 direction) const
    {
        if (ellipse != nullptr)
        {
            // The ellipse's normal is direction at local point (rx^2 dx, ry^2 dy) / |(rx dx, ry dy)|.
            const Vec2 axis = unitFromAngle(ellipse->angle);
            const Vec2 d = toLocal(direction + ellipse->center, ellipse->center, axis);
            const Vec2 scaled{ellipse->radiusX * d.x, ellipse->radiusY * d.y};
            const double length = std::sqrt(lengthSquared(scaled));
            if (length == 0.0)
            {
                return toWorld({ellipse->radiusX, 0.0}, ellipse->center, axis);
            }
            return toWorld(Vec2{ellipse->radiusX * scaled.x, ellipse->radiusY * scaled.y} / length,
                           ellipse->center, axis);
        }
        int best = 0;
        double bestValue = glm::dot(vertex(0), direction);
        for (int i = 1; i < count; ++i)
        {
            const double value = glm::dot(vertex(i), direction);
            if (value > bestValue)
            {
                best = i;
                bestValue = value;
            }
        }
        return vertex(best);
    }

    // Some point of the core: its first vertex, or the ellipse's centre.
    Vec2 anyPoint() const { return ellipse != nullptr ? ellipse->center : vertex(0); }
};

// The proxy of each convex kind, vertices relative to `reference` (the world frame by default).
inline ConvexProxy convexProxy(const Point& s, Vec2 reference = {0.0, 0.0})
{
    ConvexProxy core;
    core.local[0] = s.position - reference;
    core.count = 1;
    return core;
}

inline ConvexProxy convexProxy(const Circle& s, Vec2 reference = {0.0, 0.0})
{
    ConvexProxy core;
    core.local[0] = s.center - reference;
    core.count = 1;
    core.radius = s.radius;
    return core;
}

// Corners in the order of rectCorners (hitlab/shapes.hpp), counter-clockwise; with reference 0 they are
// rectCorners' values bit for bit.
inline ConvexProxy convexProxy(const Rect& s, Vec2 reference = {0.0, 0.0})
{
    const Vec2 axisX = unitFromAngle(s.angle);
    const Vec2 hx = axisX * (0.5 * s.width);
    const Vec2 hy = perp(axisX) * (0.5 * s.height);
    const Vec2 c = s.center - reference;
    ConvexProxy core;
    core.local = {c - hx - hy, c + hx - hy, c + hx + hy, c - hx + hy};
    core.count = 4;
    core.normalEdges = 2;
    return core;
}

inline ConvexProxy convexProxy(const Polygon& s, Vec2 reference = {0.0, 0.0})
{
    ConvexProxy core;
    core.external = s.vertices.data();
    core.shift = reference;
    core.count = static_cast<int>(s.vertices.size());
    core.normalEdges = core.count;
    return core;
}

inline ConvexProxy convexProxy(const Segment& s, Vec2 reference = {0.0, 0.0})
{
    ConvexProxy core;
    core.local[0] = s.a - reference;
    core.local[1] = s.b - reference;
    core.count = 2;
    core.normalEdges = 1;
    return core;
}

inline ConvexProxy convexProxy(const Capsule& s, Vec2 reference = {0.0, 0.0})
{
    ConvexProxy core = convexProxy(Segment{s.a, s.b}, reference);
    core.radius = s.radius;
    return core;
}

// An ellipse's proxy, world frame.
inline ConvexProxy convexProxy(const Ellipse& s)
{
    ConvexProxy core;
    core.ellipse = &s;
    return core;
}

} // namespace hitlab
