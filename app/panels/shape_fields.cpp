#include "shape_fields.hpp"

#include "model/shape_edit.hpp"
#include "panel_style.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/shape_kinds.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace hitlab
{

namespace
{

constexpr double kDegreesPerRadian = 180.0 / kPi;
constexpr double kDegreesPerPixel = 0.5;

// One number of a shape: returns true when the user changed it this frame.
bool numberField(const char* label, double& value, double speed, const char* format = "%.2f")
{
    return ImGui::DragScalar(label, ImGuiDataType_Double, &value, static_cast<float>(speed), nullptr, nullptr,
                             format);
}

bool angleField(const char* label, double& radians, const char* degreesFormat)
{
    double degrees = radians * kDegreesPerRadian;
    const bool changed = numberField(label, degrees, kDegreesPerPixel, degreesFormat);
    if (changed)
    {
        radians = degrees / kDegreesPerRadian;
    }
    return changed;
}

bool vertexField(std::string_view key, std::size_t index, Vec2& vertex, double speed)
{
    ImGui::PushID(static_cast<int>(index));
    double xy[2] = {vertex.x, vertex.y};
    char label[32];
    std::snprintf(label, sizeof label, "%.*s[%zu]", static_cast<int>(key.size()), key.data(), index);
    const bool changed = ImGui::DragScalarN(label, ImGuiDataType_Double, xy, 2, static_cast<float>(speed),
                                            nullptr, nullptr, "%.1f");
    if (changed)
    {
        vertex = {xy[0], xy[1]};
    }
    ImGui::PopID();
    return changed;
}

} // namespace

ShapeFieldsEdit editShapeFields(Shape& shape, double lengthSpeed, const char* degreesFormat,
                                const char* tooltip)
{
    ShapeFieldsEdit edit;
    auto track = [&](bool changed)
    {
        edit.changed |= changed;
        edit.deactivated |= ImGui::IsItemDeactivatedAfterEdit();
        panel_style::tip(tooltip);
    };
    const ShapeKindTraits& traits = traitsOf(kindOf(shape));
    for (const ShapeField& field : traits.fields)
    {
        const std::string label(field.key);
        double value = field.get(shape);
        const bool changed = isAngle(field.unit) ? angleField(label.c_str(), value, degreesFormat)
                                                 : numberField(label.c_str(), value, lengthSpeed);
        if (changed)
        {
            field.set(shape, value);
        }
        track(changed);
    }
    if (auto* polygon = std::get_if<Polygon>(&shape))
    {
        const auto field = [&](std::size_t i)
        { track(vertexField(traits.vertexListKey, i, polygon->vertices[i], lengthSpeed)); };
        if (polygon->vertices.size() <= kAllVertexHandlesLimit)
        {
            for (std::size_t i = 0; i < polygon->vertices.size(); ++i)
            {
                field(i);
            }
        }
        else
        {
            // Rows of one height: only those in view are built (a 100,000-gon's list is 100,000 rows).
            ImGuiListClipper clipper;
            clipper.Begin(static_cast<int>(polygon->vertices.size()));
            while (clipper.Step())
            {
                for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i)
                {
                    field(static_cast<std::size_t>(i));
                }
            }
        }
    }
    return edit;
}

} // namespace hitlab
