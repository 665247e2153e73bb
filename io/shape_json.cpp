#include "shape_json.hpp"

#include "json_text.hpp"

#include <cmath>
#include <string>

namespace hitlab::io
{

namespace
{

using nlohmann::json;

// Reads one required number; the error names where.field.
struct FieldReader
{
    const json& object;
    std::string_view where;
    std::string error;

    double number(const char* field)
    {
        if (!error.empty())
        {
            return 0.0;
        }
        const auto it = object.find(field);
        if (it == object.end())
        {
            error = std::string(where) + "." + field + ": missing";
            return 0.0;
        }
        if (!it->is_number())
        {
            error = std::string(where) + "." + field + ": must be a number, got " + echo(*it);
            return 0.0;
        }
        const double value = it->get<double>();
        if (!std::isfinite(value))
        {
            error = std::string(where) + "." + field + ": must be a finite number";
        }
        return value;
    }
};

Parsed<Shape> failure(std::string message)
{
    return Parsed<Shape>{std::nullopt, std::move(message)};
}

Parsed<Shape> polygonFromJson(const json& object, std::string_view where)
{
    const std::string prefix = std::string(where) + ".points";
    const auto it = object.find("points");
    if (it == object.end())
    {
        return failure(prefix + ": missing");
    }
    if (!it->is_array())
    {
        return failure(prefix + ": must be an array of [x, y] pairs");
    }
    std::vector<Vec2> points;
    for (size_t i = 0; i < it->size(); ++i)
    {
        const json& pair = (*it)[i];
        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number() || !pair[1].is_number())
        {
            return failure(prefix + "[" + std::to_string(i) + "]: must be a pair of numbers [x, y], got " +
                           echo(pair));
        }
        points.push_back({pair[0].get<double>(), pair[1].get<double>()});
    }
    PolygonOrError built = makePolygon(std::move(points));
    if (!built.polygon)
    {
        return failure(prefix + ": " + built.error.message);
    }
    return Parsed<Shape>{Shape{std::move(*built.polygon)}, {}};
}

} // namespace

Parsed<Shape> shapeFromJson(const json& object, std::string_view where)
{
    if (!object.is_object())
    {
        return failure(std::string(where) + ": must be a JSON object with a \"type\", got " + echo(object));
    }
    const auto typeIt = object.find("type");
    if (typeIt == object.end())
    {
        return failure(std::string(where) + ".type: missing");
    }
    if (!typeIt->is_string())
    {
        return failure(std::string(where) + ".type: must be a string, got " + echo(*typeIt));
    }
    const std::string type = typeIt->get<std::string>();
    const std::optional<ShapeKind> kind = kindFromName(type);
    if (!kind)
    {
        return failure(std::string(where) + ".type: unknown shape type " + echoString(type) +
                       " (expected point, circle, ellipse, rect, polygon, segment, capsule or fan)");
    }
    if (*kind == ShapeKind::Polygon)
    {
        return polygonFromJson(object, where);
    }

    FieldReader read{object, where, {}};
    Shape shape;
    switch (*kind)
    {
    case ShapeKind::Point:
        shape = Point{{read.number("x"), read.number("y")}};
        break;
    case ShapeKind::Circle:
        shape = Circle{{read.number("cx"), read.number("cy")}, read.number("r")};
        break;
    case ShapeKind::Ellipse:
        shape = Ellipse{{read.number("cx"), read.number("cy")},
                        read.number("rx"),
                        read.number("ry"),
                        read.number("angle")};
        break;
    case ShapeKind::Rect:
        shape = Rect{
            {read.number("cx"), read.number("cy")}, read.number("w"), read.number("h"), read.number("angle")};
        break;
    case ShapeKind::Segment:
        shape = Segment{{read.number("x1"), read.number("y1")}, {read.number("x2"), read.number("y2")}};
        break;
    case ShapeKind::Capsule:
        shape = Capsule{
            {read.number("x1"), read.number("y1")}, {read.number("x2"), read.number("y2")}, read.number("r")};
        break;
    case ShapeKind::Fan:
        shape = Fan{{read.number("cx"), read.number("cy")},
                    read.number("angle"),
                    read.number("half_angle"),
                    read.number("r_inner"),
                    read.number("r_outer")};
        break;
    case ShapeKind::Polygon:
        break;
    }
    if (!read.error.empty())
    {
        return failure(read.error);
    }
    if (std::optional<ShapeError> invalid = validateShape(shape))
    {
        return failure(std::string(where) + "." + invalid->field + ": " + invalid->message);
    }
    return Parsed<Shape>{std::move(shape), {}};
}

namespace
{

json toJson(const Point& s)
{
    return {{"type", "point"}, {"x", s.position.x}, {"y", s.position.y}};
}
json toJson(const Circle& s)
{
    return {{"type", "circle"}, {"cx", s.center.x}, {"cy", s.center.y}, {"r", s.radius}};
}
json toJson(const Ellipse& s)
{
    return {{"type", "ellipse"}, {"cx", s.center.x}, {"cy", s.center.y},
            {"rx", s.radiusX},   {"ry", s.radiusY},  {"angle", s.angle}};
}
json toJson(const Rect& s)
{
    return {{"type", "rect"}, {"cx", s.center.x}, {"cy", s.center.y},
            {"w", s.width},   {"h", s.height},    {"angle", s.angle}};
}
json toJson(const Polygon& s)
{
    json points = json::array();
    for (Vec2 v : s.vertices)
    {
        points.push_back({v.x, v.y});
    }
    return {{"type", "polygon"}, {"points", points}};
}
json toJson(const Segment& s)
{
    return {{"type", "segment"}, {"x1", s.a.x}, {"y1", s.a.y}, {"x2", s.b.x}, {"y2", s.b.y}};
}
json toJson(const Capsule& s)
{
    return {{"type", "capsule"}, {"x1", s.a.x}, {"y1", s.a.y}, {"x2", s.b.x}, {"y2", s.b.y}, {"r", s.radius}};
}
json toJson(const Fan& s)
{
    return {{"type", "fan"},           {"cx", s.center.x},          {"cy", s.center.y},
            {"angle", s.angle},        {"half_angle", s.halfAngle}, {"r_inner", s.innerRadius},
            {"r_outer", s.outerRadius}};
}

} // namespace

json shapeToJson(const Shape& shape)
{
    return std::visit([](const auto& s) { return toJson(s); }, shape);
}

} // namespace hitlab::io
