#include "test_support.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <type_traits>

namespace hitlab
{

double magnitudeOf(const Shape& s)
{
    const Bounds b = boundsOf(s);
    return std::max({std::abs(b.min.x), std::abs(b.min.y), std::abs(b.max.x), std::abs(b.max.y), 1.0});
}

double sizeOf(const Shape& s)
{
    const Bounds b = boundsOf(s);
    return std::max({b.max.x - b.min.x, b.max.y - b.min.y, 1.0});
}

std::string describe(const Shape& s)
{
    std::ostringstream out;
    out.precision(17);
    std::visit(
        [&](const auto& v)
        {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, Point>)
            {
                out << "point(" << v.position.x << ", " << v.position.y << ")";
            }
            else if constexpr (std::is_same_v<T, Circle>)
            {
                out << "circle(" << v.center.x << ", " << v.center.y << ", r " << v.radius << ")";
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                out << "ellipse(" << v.center.x << ", " << v.center.y << ", " << v.radiusX << ", "
                    << v.radiusY << ", angle " << v.angle << ")";
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                out << "rect(" << v.center.x << ", " << v.center.y << ", " << v.width << " x " << v.height
                    << ", angle " << v.angle << ")";
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                out << "polygon(";
                for (Vec2 p : v.vertices)
                {
                    out << "[" << p.x << ", " << p.y << "]";
                }
                out << ")";
            }
            else if constexpr (std::is_same_v<T, Segment>)
            {
                out << "segment(" << v.a.x << ", " << v.a.y << " - " << v.b.x << ", " << v.b.y << ")";
            }
            else if constexpr (std::is_same_v<T, Capsule>)
            {
                out << "capsule(" << v.a.x << ", " << v.a.y << " - " << v.b.x << ", " << v.b.y << ", r "
                    << v.radius << ")";
            }
            else
            {
                out << "fan(" << v.center.x << ", " << v.center.y << ", angle " << v.angle << ", half "
                    << v.halfAngle << ", r " << v.innerRadius << ", R " << v.outerRadius << ")";
            }
        },
        s);
    return out.str();
}

} // namespace hitlab
