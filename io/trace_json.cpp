#include "trace_json.hpp"

namespace hitlab::io
{

namespace
{

using nlohmann::json;

json vec(Vec2 v)
{
    return json::array({v.x, v.y});
}

json layerToJson(const TraceLayer& layer)
{
    json out = json::object();
    if (!layer.points.empty())
    {
        for (const TracePoint& p : layer.points)
        {
            out["points"].push_back({{"at", vec(p.position)}, {"label", p.label}});
        }
    }
    for (const TraceSegment& s : layer.segments)
    {
        out["segments"].push_back({{"a", vec(s.a)}, {"b", vec(s.b)}, {"label", s.label}});
    }
    for (const TraceEllipse& e : layer.ellipses)
    {
        out["ellipses"].push_back({{"center", vec(e.center)},
                                   {"rx", e.radiusX},
                                   {"ry", e.radiusY},
                                   {"angle", e.angle},
                                   {"label", e.label}});
    }
    for (const TracePolyline& line : layer.polylines)
    {
        json points = json::array();
        for (Vec2 p : line.points)
        {
            points.push_back(vec(p));
        }
        out["polylines"].push_back({{"points", points}, {"closed", line.closed}, {"label", line.label}});
    }
    return out;
}

} // namespace

json traceToJson(const Trace& trace)
{
    json out = {{"algorithm", trace.algorithm}, {"world", layerToJson(trace.world)}};
    for (const TraceAxis& axis : trace.axes)
    {
        out["axes"].push_back({{"origin", vec(axis.origin)},
                               {"direction", vec(axis.direction)},
                               {"a", {axis.minA, axis.maxA}},
                               {"b", {axis.minB, axis.maxB}},
                               {"separating", axis.separating},
                               {"least_overlap", axis.leastOverlap},
                               {"label", axis.label}});
    }
    for (const TraceValue& value : trace.values)
    {
        out["values"][value.name] = value.value;
    }
    for (const TraceSpace& space : trace.spaces)
    {
        out["spaces"].push_back(
            {{"name", space.name},
             {"layer", layerToJson(space.layer)},
             {"to_world", {vec(space.toWorldX), vec(space.toWorldY), vec(space.toWorldOrigin)}}});
    }
    for (std::size_t i = 0; i < trace.simplices.size(); ++i)
    {
        const TracePolyline& simplex = trace.simplices[i];
        json points = json::array();
        for (Vec2 p : simplex.points)
        {
            points.push_back(vec(p));
        }
        json entry = {{"points", points}, {"label", simplex.label}};
        if (i < trace.simplexDirections.size())
        {
            entry["direction"] = vec(trace.simplexDirections[i]);
        }
        out["simplices"].push_back(std::move(entry));
    }
    if (!trace.notes.empty())
    {
        out["notes"] = trace.notes;
    }
    return out;
}

} // namespace hitlab::io
