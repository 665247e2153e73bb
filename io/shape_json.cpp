#include "shape_json.hpp"

#include "hitlab/shape_kinds.hpp"
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

// The vertex list of a polygon, under its row's vertexListKey ("points").
Parsed<Shape> polygonFromJson(const json& object, std::string_view where, std::string_view key)
{
    const std::string prefix = std::string(where) + "." + std::string(key);
    const auto it = object.find(std::string(key));
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

// "point, circle, ... capsule or fan": the type names in ShapeKind order.
std::string kindNamesInWords()
{
    std::string words;
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        if (!words.empty())
        {
            words += traits.kind == kShapeKinds.back().kind ? " or " : ", ";
        }
        words += traits.name;
    }
    return words;
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
        return failure(std::string(where) + ".type: unknown shape type " + echoString(type) + " (expected " +
                       kindNamesInWords() + ")");
    }
    const ShapeKindTraits& traits = traitsOf(*kind);
    if (!traits.vertexListKey.empty())
    {
        return polygonFromJson(object, where, traits.vertexListKey);
    }

    FieldReader read{object, where, {}};
    Shape shape = defaultShapeOfKind(*kind);
    for (const ShapeField& field : traits.fields)
    {
        field.set(shape, read.number(std::string(field.key).c_str()));
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

json shapeToJson(const Shape& shape)
{
    const ShapeKindTraits& traits = traitsOf(kindOf(shape));
    json object = {{"type", std::string(traits.name)}};
    for (const ShapeField& field : traits.fields)
    {
        object[std::string(field.key)] = field.get(shape);
    }
    if (const Polygon* polygon = std::get_if<Polygon>(&shape))
    {
        json points = json::array();
        for (Vec2 v : polygon->vertices)
        {
            points.push_back({v.x, v.y});
        }
        object[std::string(traits.vertexListKey)] = points;
    }
    return object;
}

} // namespace hitlab::io
