// Debug traces: plain data describing how an algorithm reached its answer, for overlays and tests.
//
// A trace is filled only when a non-null Trace* is passed to a query and never changes the answer.
// Every primitive is in the world frame unless it sits in a TraceSpace, whose frame is its own
// (for example the ellipse method's space where the second ellipse is the unit circle). Drawing
// a trace is the sandbox's business; core only records.
#pragma once

#include "hitlab/shapes.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hitlab
{

struct TracePoint
{
    Vec2 position;
    std::string label;
};

struct TraceSegment
{
    Vec2 a;
    Vec2 b;
    std::string label;
};

// A circle is an ellipse with equal radii and angle 0.
struct TraceEllipse
{
    Vec2 center;
    double radiusX = 0.0;
    double radiusY = 0.0;
    double angle = 0.0;
    std::string label;
};

// An open or closed chain of points (offset curves, simplices, arcs).
struct TracePolyline
{
    std::vector<Vec2> points;
    bool closed = false;
    std::string label;
};

// One separating-axis candidate: the unit direction, both shapes' projection intervals on it, and
// whether it separates them. `origin` is where the sandbox draws the axis line through.
struct TraceAxis
{
    Vec2 origin;
    Vec2 direction;
    double minA = 0.0;
    double maxA = 0.0;
    double minB = 0.0;
    double maxB = 0.0;
    bool separating = false;
    bool leastOverlap = false;
    std::string label;
};

// Which part of a method's working a traced element shows, so that a viewer can switch each part on
// and off on its own (the sandbox's overlays). Axes always belong to SatAxes, spaces to EllipseSpace
// and simplices to GjkSimplex; the world layer's topic depends on the pair and the method and is
// carried in Trace::worldTopic.
enum class TraceTopic
{
    ConstructionPoints, // points and lines of a method that has no topic of its own
    SatAxes,
    EllipseSpace,
    SegmentCircleRoots,
    OrientationSigns,
    FanInternals,
    GjkSimplex,
};

// A named number the algorithm computed (a discriminant, a judge value, an angle...).
struct TraceValue
{
    std::string name;
    double value = 0.0;
};

struct TraceLayer
{
    std::vector<TracePoint> points;
    std::vector<TraceSegment> segments;
    std::vector<TraceEllipse> ellipses;
    std::vector<TracePolyline> polylines;
};

// A frame of its own: `toWorld` maps its coordinates back to the world (columns: image of x, image
// of y, image of the origin), so the sandbox can draw it as an inset and as its image in the world.
struct TraceSpace
{
    std::string name;
    TraceLayer layer;
    Vec2 toWorldX{1.0, 0.0};
    Vec2 toWorldY{0.0, 1.0};
    Vec2 toWorldOrigin{0.0, 0.0};
};

// The label of the last of Trace::simplices when EPA measured the cores' depth: the sandbox steps through
// it as a stage of its own.
inline constexpr std::string_view kEpaPolytopeLabel = "EPA polytope";

struct Trace
{
    std::string algorithm; // registry name of the algorithm that filled it
    TraceLayer world;      // points, segments, curves in the world frame
    // The topic of everything in `world`; runAlgorithm (registry.hpp) sets it from the pair and from
    // what the method recorded.
    TraceTopic worldTopic = TraceTopic::ConstructionPoints;
    std::vector<TraceAxis> axes;
    std::vector<TraceValue> values;
    std::vector<TraceSpace> spaces;
    // GJK: one per iteration, in Minkowski-difference space; then, when the cores overlap, EPA's last
    // polygon, labelled kEpaPolytopeLabel.
    std::vector<TracePolyline> simplices;
    // GJK: per simplex, the direction the next support point is searched in (minus the simplex's
    // point closest to the origin); zero where the search ended (origin enclosed, EPA polytope).
    std::vector<Vec2> simplexDirections;
    std::vector<std::string> notes; // short sentences: which branch decided, why

    void value(std::string name, double v) { values.push_back({std::move(name), v}); }
    void note(std::string text) { notes.push_back(std::move(text)); }
};

} // namespace hitlab
