#include "shape_fields.hpp"

#include "hitlab/geometry.hpp"

#include <imgui.h>

#include <cstdio>
#include <type_traits>

namespace hitlab
{

namespace
{

// One number of a shape: returns true when the user changed it this frame.
bool numberField(const char* label, double& value, double speed, const char* format = "%.2f")
{
    return ImGui::DragScalar(label, ImGuiDataType_Double, &value, static_cast<float>(speed), nullptr, nullptr,
                             format);
}

} // namespace

bool editShapeFields(Shape& shape, double speed, bool& editFinished)
{
    bool changed = false;
    constexpr double kDegrees = 180.0 / kPi;
    auto track = [&](bool c)
    {
        changed |= c;
        editFinished |= ImGui::IsItemDeactivatedAfterEdit();
    };
    auto angleField = [&](const char* name, double& radians)
    {
        double degrees = radians * kDegrees;
        const bool c = numberField(name, degrees, 0.5, "%.1f deg");
        if (c)
        {
            radians = degrees / kDegrees;
        }
        track(c);
    };
    std::visit(
        [&](auto& s)
        {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Point>)
            {
                track(numberField("x", s.position.x, speed));
                track(numberField("y", s.position.y, speed));
            }
            else if constexpr (std::is_same_v<T, Circle>)
            {
                track(numberField("cx", s.center.x, speed));
                track(numberField("cy", s.center.y, speed));
                track(numberField("r", s.radius, speed));
            }
            else if constexpr (std::is_same_v<T, Ellipse>)
            {
                track(numberField("cx", s.center.x, speed));
                track(numberField("cy", s.center.y, speed));
                track(numberField("rx", s.radiusX, speed));
                track(numberField("ry", s.radiusY, speed));
                angleField("angle", s.angle);
            }
            else if constexpr (std::is_same_v<T, Rect>)
            {
                track(numberField("cx", s.center.x, speed));
                track(numberField("cy", s.center.y, speed));
                track(numberField("w", s.width, speed));
                track(numberField("h", s.height, speed));
                angleField("angle", s.angle);
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                for (std::size_t i = 0; i < s.vertices.size(); ++i)
                {
                    ImGui::PushID(static_cast<int>(i));
                    double xy[2] = {s.vertices[i].x, s.vertices[i].y};
                    char name[32];
                    std::snprintf(name, sizeof name, "points[%zu]", i);
                    const bool c = ImGui::DragScalarN(name, ImGuiDataType_Double, xy, 2,
                                                      static_cast<float>(speed), nullptr, nullptr, "%.1f");
                    if (c)
                    {
                        s.vertices[i] = {xy[0], xy[1]};
                    }
                    track(c);
                    ImGui::PopID();
                }
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                track(numberField("x1", s.a.x, speed));
                track(numberField("y1", s.a.y, speed));
                track(numberField("x2", s.b.x, speed));
                track(numberField("y2", s.b.y, speed));
                if constexpr (std::is_same_v<T, Capsule>)
                {
                    track(numberField("r", s.radius, speed));
                }
            }
            else if constexpr (std::is_same_v<T, Fan>)
            {
                track(numberField("cx", s.center.x, speed));
                track(numberField("cy", s.center.y, speed));
                angleField("angle", s.angle);
                angleField("half_angle", s.halfAngle);
                track(numberField("r_inner", s.innerRadius, speed));
                track(numberField("r_outer", s.outerRadius, speed));
            }
        },
        shape);
    return changed;
}

} // namespace hitlab
