// The moving box's frame and the rotations shared by the sweeps (ccd_sweeps.cpp) and the first impact
// (ccd_impact.cpp). World frame; angles in radians, counter-clockwise.
#pragma once

#include "hitlab/geometry.hpp"

#include <cmath>

namespace hitlab
{

inline constexpr double kTwoPi = 2.0 * kPi;

// v turned by the angle whose cosine and sine are c and s.
inline Vec2 rotateVector(Vec2 v, double c, double s)
{
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

inline Vec2 rotateAbout(Vec2 p, Vec2 pivot, double angle)
{
    return pivot + rotateVector(p - pivot, std::cos(angle), std::sin(angle));
}

inline double angleOf(Vec2 v)
{
    return std::atan2(v.y, v.x);
}

// The box in its own frame: centre, x axis, half sizes.
struct BoxFrame
{
    Vec2 center;
    Vec2 axisX;
    double halfX;
    double halfY;
};

inline BoxFrame frameOf(const Rect& box)
{
    return {box.center, unitFromAngle(box.angle), 0.5 * box.width, 0.5 * box.height};
}

} // namespace hitlab
