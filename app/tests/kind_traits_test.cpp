// Every consumer of the shape-kind table covers every row: the JSON reader and writer, the sandbox's
// shape editing (handles, rotation, captions), its drawing rows (the shader's numbers, the SVG, the
// gallery pair), its palette colours and the shaders' kind branches. The kinds are enumerated from
// kShapeKinds, so a row added without its parts fails here.
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/shape_kinds.hpp"
#include "model/error_map.hpp"
#include "model/shape_draw.hpp"
#include "model/shape_edit.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <glm/common.hpp>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>

namespace hitlab
{
namespace
{

// Bit-for-bit equality: the writer's numbers read back as the same doubles.
bool sameBits(const Shape& a, const Shape& b)
{
    if (a.index() != b.index())
    {
        return false;
    }
    return std::visit(
        [&](const auto& left)
        {
            using T = std::decay_t<decltype(left)>;
            if constexpr (std::is_same_v<T, Polygon>)
            {
                const auto& right = std::get<Polygon>(b).vertices;
                return left.vertices.size() == right.size() &&
                       std::memcmp(left.vertices.data(), right.data(), right.size() * sizeof(Vec2)) == 0;
            }
            else
            {
                static_assert(std::is_trivially_copyable_v<T>);
                return std::memcmp(&left, &std::get<T>(b), sizeof(T)) == 0;
            }
        },
        a);
}

// The shapes every check runs on: each kind's example at a few places, scales and turns, and random
// shapes of the kind (seeded), so that handles are tried in frames other than the world's.
std::vector<Shape> samplesOf(ShapeKind kind)
{
    std::vector<Shape> shapes;
    const ShapeKindTraits& traits = traitsOf(kind);
    for (double scale : {0.05, 1.0, 40.0})
    {
        const Shape example = traits.example({-130.0 * scale, 75.0 * scale}, scale);
        shapes.push_back(example);
        shapes.push_back(rotatedAbout(example, pivotOf(example), 2.1));
    }
    std::mt19937_64 rng(0x5eed + static_cast<unsigned>(kind));
    for (int i = 0; i < 6; ++i)
    {
        shapes.push_back(randomShape(kind, rng, {{-500.0, -400.0}, {500.0, 400.0}, 40.0, 300.0, 8}));
    }
    return shapes;
}

// A size of the shape, to scale tolerances and pointer steps.
double sizeOf(const Shape& shape)
{
    const Bounds b = boundsOf(shape);
    return std::max({b.max.x - b.min.x, b.max.y - b.min.y, 1.0});
}

std::optional<Handle> findHandle(const std::vector<Handle>& handles, HandleRole role, int index)
{
    for (const Handle& h : handles)
    {
        if (h.role == role && h.index == index)
        {
            return h;
        }
    }
    return std::nullopt;
}

bool hasField(ShapeKind kind, FieldUnit unit)
{
    const auto fields = traitsOf(kind).fields;
    return std::any_of(fields.begin(), fields.end(), [&](const ShapeField& f) { return f.unit == unit; });
}

int coordinateCount(ShapeKind kind)
{
    const auto fields = traitsOf(kind).fields;
    return static_cast<int>(std::count_if(
        fields.begin(), fields.end(), [](const ShapeField& f) { return f.unit == FieldUnit::Coordinate; }));
}

// A field within 0.1 of the top of what its rule admits (a fan's half-angle near pi), where a handle
// stops short of the pointer.
bool nearAnUpperBound(const Shape& shape)
{
    for (const ShapeField& field : traitsOf(kindOf(shape)).fields)
    {
        if (std::isfinite(field.rule.high) && field.get(shape) > field.rule.high - 0.1)
        {
            return true;
        }
    }
    return false;
}

TEST(KindTraits, CoordinatesComeInXThenYPairs)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const auto fields = traits.fields;
        for (std::size_t i = 0; i < fields.size(); ++i)
        {
            if (fields[i].unit != FieldUnit::Coordinate)
            {
                continue;
            }
            ASSERT_LT(i + 1, fields.size()) << traits.name << "." << fields[i].key;
            EXPECT_EQ(fields[i + 1].unit, FieldUnit::Coordinate) << traits.name << "." << fields[i].key;
            EXPECT_EQ(fields[i].meaning.substr(0, 2), "x ") << traits.name << "." << fields[i].key;
            EXPECT_EQ(fields[i + 1].meaning.substr(0, 2), "y ") << traits.name << "." << fields[i + 1].key;
            ++i;
        }
        // Every kind is placed somewhere: by points, or by its vertex list.
        EXPECT_TRUE(coordinateCount(traits.kind) >= 2 || !traits.vertexListKey.empty()) << traits.name;
    }
}

TEST(KindTraits, EveryKindRoundTripsThroughJson)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (const Shape& shape : samplesOf(traits.kind))
        {
            const nlohmann::json written = io::shapeToJson(shape);
            EXPECT_EQ(written.at("type"), std::string(traits.name));
            for (const ShapeField& field : traits.fields)
            {
                EXPECT_TRUE(written.contains(std::string(field.key))) << traits.name << "." << field.key;
            }
            if (!traits.vertexListKey.empty())
            {
                EXPECT_TRUE(written.at(std::string(traits.vertexListKey)).is_array()) << traits.name;
            }
            const io::Parsed<Shape> read = io::shapeFromJson(nlohmann::json::parse(written.dump()), "s");
            ASSERT_TRUE(read) << traits.name << ": " << read.error;
            EXPECT_TRUE(sameBits(*read.value, shape)) << traits.name << " " << written.dump();
        }
        // Each field is required, and its absence is named.
        const nlohmann::json whole = io::shapeToJson(traits.example({0.0, 0.0}, 1.0));
        for (const ShapeField& field : traits.fields)
        {
            nlohmann::json missing = whole;
            missing.erase(std::string(field.key));
            EXPECT_EQ(io::shapeFromJson(missing, "s").error, "s." + std::string(field.key) + ": missing");
        }
    }
}

TEST(KindTraits, EveryKindHasAnEditRowAndACaption)
{
    ASSERT_EQ(shapeEditKinds().size(), kShapeKinds.size());
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const ShapeEditTraits& row = editTraitsOf(traits.kind);
        EXPECT_EQ(row.kind, traits.kind) << traits.name;
        EXPECT_EQ(row.caption.substr(0, traits.name.size()), traits.name);
        std::set<HandleRole> roles;
        for (const HandleTraits& handle : row.handles)
        {
            EXPECT_TRUE(handle.at && handle.drag) << traits.name;
            EXPECT_TRUE(roles.insert(handle.role).second) << traits.name << ": a role twice";
            EXPECT_NE(handle.role, HandleRole::Rotate) << traits.name;
            EXPECT_NE(handle.role, HandleRole::Vertex) << traits.name;
        }
        for (const Shape& shape : samplesOf(traits.kind))
        {
            const std::string caption = describeShape(shape);
            EXPECT_EQ(caption.find('{'), std::string::npos) << caption;
            EXPECT_EQ(caption.substr(0, traits.name.size()), traits.name) << caption;
            // A caption shows numbers of the shape, never a key left unread.
            EXPECT_NE(caption.find_first_of("0123456789"), std::string::npos) << caption;
        }
    }
}

// The colour of each row: present, distinct and never read as the contact red (R >= 150, R - G >= 60,
// R - B >= 60 marks shapes in contact).
TEST(KindTraits, EveryKindHasItsOwnColourThatIsNotTheContactRed)
{
    std::set<std::uint32_t> colours;
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        EXPECT_NE(traits.color, 0U) << traits.name;
        EXPECT_TRUE(colours.insert(traits.color).second) << traits.name;
        const int r = static_cast<int>((traits.color >> 16) & 0xFFU);
        const int g = static_cast<int>((traits.color >> 8) & 0xFFU);
        const int b = static_cast<int>(traits.color & 0xFFU);
        EXPECT_FALSE(r >= 150 && r - g >= 60 && r - b >= 60) << traits.name;
    }
}

// shape.frag draws each kind in the branch of its KIND_ define (made from the row's name and index),
// keyed explicitly: no kind is left to a final else, which draws a kind without a branch in magenta
// rather than as some other kind.
TEST(KindTraits, EveryKindHasItsShaderBranch)
{
    std::ifstream file(std::filesystem::path(HITLAB_SOURCE_DIR) / "shaders" / "shape.frag");
    ASSERT_TRUE(file) << "shaders/shape.frag";
    std::stringstream text;
    text << file.rdbuf();
    const std::string source = text.str();
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        std::string define = "KIND_";
        for (char c : traits.name)
        {
            define += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        }
        EXPECT_NE(source.find("kind == " + define + ")"), std::string::npos) << define << ": no branch";
    }
    EXPECT_EQ(source.find("else // KIND_"), std::string::npos) << "a kind drawn by the final else";
    EXPECT_NE(source.find("fragColor = vec4(1.0, 0.0, 1.0, 1.0);"), std::string::npos)
        << "no magenta for a kind without a branch";
}

// What a user can drag follows from the kind's numbers: every size and opening has a handle that
// changes it, every shape that looks different when turned has a rotate handle, and the handles the row
// lists are the ones handlesOf gives.
TEST(KindTraits, HandlesReachEverySizeAndTurn)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const ShapeEditTraits& row = editTraitsOf(traits.kind);
        const bool turns = hasField(traits.kind, FieldUnit::Direction) || coordinateCount(traits.kind) >= 4 ||
                           !traits.vertexListKey.empty();
        EXPECT_EQ(row.rotateStem != nullptr, turns) << traits.name;
        for (const Shape& shape : samplesOf(traits.kind))
        {
            const double pixel = sizeOf(shape) / 300.0;
            const std::vector<Handle> handles = handlesOf(shape, pixel);
            const auto* polygon = std::get_if<Polygon>(&shape);
            const std::size_t vertices = polygon ? polygon->vertices.size() : 0;
            ASSERT_EQ(handles.size(), vertices + row.handles.size() + (turns ? 1 : 0)) << traits.name;
            for (const ShapeField& field : traits.fields)
            {
                if (field.unit != FieldUnit::Length && field.unit != FieldUnit::Angle)
                {
                    continue;
                }
                // Some handle, moved a little one way or another, changes the field.
                bool changed = false;
                for (const Handle& handle : handles)
                {
                    for (Vec2 step : {Vec2(1.0, 0.0), Vec2(-1.0, 0.0), Vec2(0.0, 1.0), Vec2(0.0, -1.0)})
                    {
                        const HandleDragResult moved =
                            dragHandle(shape, handle, handle.position + step * (0.05 * sizeOf(shape)), pixel);
                        changed |= moved.shape && field.get(*moved.shape) != field.get(shape);
                    }
                }
                EXPECT_TRUE(changed) << traits.name << "." << field.key << ": no handle changes it";
            }
        }
    }
}

// Same handles at the same places (within `tolerance`).
void expectSameHandles(const Shape& a, const Shape& b, double pixel, double tolerance, std::string_view name)
{
    const std::vector<Handle> first = handlesOf(a, pixel);
    const std::vector<Handle> second = handlesOf(b, pixel);
    ASSERT_EQ(first.size(), second.size()) << name;
    for (std::size_t i = 0; i < first.size(); ++i)
    {
        EXPECT_EQ(first[i].role, second[i].role) << name;
        EXPECT_NEAR(glm::length(first[i].position - second[i].position), 0.0, tolerance) << name;
    }
}

// Each handle follows the pointer. Moved straight away from or towards the shape's pivot it ends up no
// farther from the pointer than it was (on the pointer itself, where the drag changes a point or a
// size along that line); moved anywhere nearby it gives a valid shape of the same kind, and dragging
// the moved handle to the same pointer again changes nothing more. Dropped where it is, it changes
// nothing.
TEST(KindTraits, EveryHandleFollowsThePointer)
{
    std::mt19937_64 rng(91);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (const Shape& shape : samplesOf(traits.kind))
        {
            const double size = sizeOf(shape);
            const double pixel = size / 300.0;
            const double tolerance = 1e-9 * std::max(size, glm::length(pivotOf(shape)) + size);
            for (const Handle& handle : handlesOf(shape, pixel))
            {
                const HandleDragResult still = dragHandle(shape, handle, handle.position, pixel);
                ASSERT_TRUE(still.shape) << traits.name << ": " << still.error;
                expectSameHandles(*still.shape, shape, pixel, 1e3 * tolerance, traits.name);
                if (handle.role == HandleRole::Rotate || nearAnUpperBound(shape))
                {
                    continue; // turning is checked below; an opening near a half-turn stops there
                }
                const Vec2 outward = handle.position - pivotOf(shape);
                const bool radial = glm::length(outward) > 1e-6 * size;
                int followed = 0;
                for (int i = 0; i < 10; ++i)
                {
                    const bool along = radial && i < 5;
                    const Vec2 pointer =
                        along ? handle.position + outward / glm::length(outward) * (unit(rng) * 0.02 * size)
                              : handle.position + Vec2(unit(rng), unit(rng)) * (0.02 * size);
                    const HandleDragResult moved = dragHandle(shape, handle, pointer, pixel);
                    if (!moved.shape)
                    {
                        // Only a vertex can be refused a small move: when it would make the polygon
                        // non-convex. The message names the field.
                        EXPECT_EQ(handle.role, HandleRole::Vertex) << traits.name << ": " << moved.error;
                        EXPECT_EQ(moved.error.rfind("points: ", 0), 0U) << moved.error;
                        continue;
                    }
                    ++followed;
                    EXPECT_EQ(kindOf(*moved.shape), traits.kind);
                    EXPECT_FALSE(validateShape(*moved.shape)) << traits.name;
                    const auto now = findHandle(handlesOf(*moved.shape, pixel), handle.role, handle.index);
                    ASSERT_TRUE(now) << traits.name;
                    if (along)
                    {
                        EXPECT_LE(glm::length(now->position - pointer),
                                  glm::length(handle.position - pointer) + tolerance)
                            << traits.name << " handle " << static_cast<int>(handle.role);
                    }
                    const HandleDragResult again = dragHandle(*moved.shape, *now, pointer, pixel);
                    ASSERT_TRUE(again.shape) << traits.name << ": " << again.error;
                    expectSameHandles(*again.shape, *moved.shape, pixel, 1e3 * tolerance, traits.name);
                }
                EXPECT_GE(followed, 5) << traits.name << " handle " << static_cast<int>(handle.role);
            }
        }
    }
}

// Turning a shape about its pivot keeps the pivot, turns each of its points, adds the angle to its
// directions and leaves its sizes alone.
TEST(KindTraits, RotationTurnsPointsAndDirectionsOnly)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (const Shape& shape : samplesOf(traits.kind))
        {
            const Vec2 pivot = pivotOf(shape);
            const double angle = 0.9;
            const Shape turned = rotatedAbout(shape, pivot, angle);
            const double tolerance = 1e-9 * (sizeOf(shape) + glm::length(pivot));
            EXPECT_NEAR(glm::length(pivotOf(turned) - pivot), 0.0, tolerance) << traits.name;
            const auto fields = traits.fields;
            for (std::size_t i = 0; i < fields.size(); ++i)
            {
                const double before = fields[i].get(shape);
                const double after = fields[i].get(turned);
                if (fields[i].unit == FieldUnit::Coordinate)
                {
                    const Vec2 p(before, fields[i + 1].get(shape));
                    const Vec2 q(after, fields[i + 1].get(turned));
                    const Vec2 d = p - pivot;
                    const Vec2 expected = pivot + Vec2(d.x * std::cos(angle) - d.y * std::sin(angle),
                                                       d.x * std::sin(angle) + d.y * std::cos(angle));
                    EXPECT_NEAR(glm::length(q - expected), 0.0, tolerance)
                        << traits.name << "." << fields[i].key;
                    ++i;
                }
                else if (fields[i].unit == FieldUnit::Direction)
                {
                    EXPECT_NEAR(std::remainder(after - before - angle, 2.0 * kPi), 0.0, 1e-12)
                        << traits.name << "." << fields[i].key;
                }
                else
                {
                    EXPECT_EQ(after, before) << traits.name << "." << fields[i].key;
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// The drawing rows (model/shape_draw.hpp) against the code they replaced: Batch::addShape's switch and
// the SVG writer's, kept here as they were, byte for byte on seeded shapes of every kind.

namespace legacy
{

Bounds pointBounds(Vec2 a, Vec2 b)
{
    return {glm::min(a, b), glm::max(a, b)};
}

struct Batch
{
    std::vector<Instance> instances;
    std::vector<float> polygonVertices;

    void push(PrimitiveKind kind, Bounds bounds, const float p0[4], const float p1[4], Rgba fill, Rgba line,
              float outlinePx)
    {
        Instance instance{};
        instance.bounds[0] = static_cast<float>(bounds.min.x);
        instance.bounds[1] = static_cast<float>(bounds.min.y);
        instance.bounds[2] = static_cast<float>(bounds.max.x);
        instance.bounds[3] = static_cast<float>(bounds.max.y);
        std::copy(p0, p0 + 4, instance.p0);
        std::copy(p1, p1 + 4, instance.p1);
        const float fillValues[4] = {fill.r, fill.g, fill.b, fill.a};
        const float lineValues[4] = {line.r, line.g, line.b, line.a};
        std::copy(fillValues, fillValues + 4, instance.fill);
        std::copy(lineValues, lineValues + 4, instance.line);
        instance.meta[0] = static_cast<float>(kind);
        instance.meta[1] = outlinePx;
        instances.push_back(instance);
    }

    void addDisc(Vec2 center, float radiusPx, Rgba fill, Rgba line = {}, float outlinePx = 0.0F)
    {
        const float p0[4] = {static_cast<float>(center.x), static_cast<float>(center.y), radiusPx, 0};
        const float p1[4] = {0, 0, 0, 0};
        push(PrimitiveKind::Point, {center, center}, p0, p1, fill, line, outlinePx);
    }

    void addLine(Vec2 a, Vec2 b, float halfWidthPx, Rgba color, float dashPx = 0.0F)
    {
        const float p0[4] = {static_cast<float>(a.x), static_cast<float>(a.y), static_cast<float>(b.x - a.x),
                             static_cast<float>(b.y - a.y)};
        const float p1[4] = {halfWidthPx, dashPx, 0, 0};
        push(PrimitiveKind::Segment, pointBounds(a, b), p0, p1, color, color, 0.0F);
    }

    void addCircle(Vec2 center, double radius, Rgba fill, Rgba line, float outlinePx)
    {
        const float p0[4] = {static_cast<float>(center.x), static_cast<float>(center.y),
                             static_cast<float>(radius), 0};
        const float p1[4] = {0, 0, 0, 0};
        push(PrimitiveKind::Circle, {center - Vec2(radius), center + Vec2(radius)}, p0, p1, fill, line,
             outlinePx);
    }

    void addEllipse(Vec2 center, double radiusX, double radiusY, double angle, Rgba fill, Rgba line,
                    float outlinePx)
    {
        const double c = std::cos(angle);
        const double s = std::sin(angle);
        const Vec2 half(std::hypot(radiusX * c, radiusY * s), std::hypot(radiusX * s, radiusY * c));
        const float p0[4] = {static_cast<float>(center.x), static_cast<float>(center.y),
                             static_cast<float>(radiusX), static_cast<float>(radiusY)};
        const float p1[4] = {static_cast<float>(c), static_cast<float>(s), 0, 0};
        push(PrimitiveKind::Ellipse, {center - half, center + half}, p0, p1, fill, line, outlinePx);
    }

    void addRect(Vec2 center, double width, double height, double angle, Rgba fill, Rgba line,
                 float outlinePx)
    {
        const double c = std::cos(angle);
        const double s = std::sin(angle);
        const Vec2 half(0.5 * (std::abs(width * c) + std::abs(height * s)),
                        0.5 * (std::abs(width * s) + std::abs(height * c)));
        const float p0[4] = {static_cast<float>(center.x), static_cast<float>(center.y),
                             static_cast<float>(width * 0.5), static_cast<float>(height * 0.5)};
        const float p1[4] = {static_cast<float>(c), static_cast<float>(s), 0, 0};
        push(PrimitiveKind::Rect, {center - half, center + half}, p0, p1, fill, line, outlinePx);
    }

    void addShape(const Shape& shape, Rgba fill, Rgba line, float outlinePx, float pointRadiusPx,
                  float segmentHalfWidthPx)
    {
        const Bounds bounds = boundsOf(shape);
        std::visit(
            [&](const auto& s)
            {
                using T = std::decay_t<decltype(s)>;
                auto f = [](double v) { return static_cast<float>(v); };
                if constexpr (std::is_same_v<T, Point>)
                {
                    addDisc(s.position, pointRadiusPx, fill, line, outlinePx);
                }
                else if constexpr (std::is_same_v<T, Circle>)
                {
                    addCircle(s.center, s.radius, fill, line, outlinePx);
                }
                else if constexpr (std::is_same_v<T, Ellipse>)
                {
                    addEllipse(s.center, s.radiusX, s.radiusY, s.angle, fill, line, outlinePx);
                }
                else if constexpr (std::is_same_v<T, Rect>)
                {
                    addRect(s.center, s.width, s.height, s.angle, fill, line, outlinePx);
                }
                else if constexpr (std::is_same_v<T, Polygon>)
                {
                    Vec2 origin{0.0, 0.0};
                    for (Vec2 v : s.vertices)
                    {
                        origin += v;
                    }
                    origin /= static_cast<double>(std::max<std::size_t>(s.vertices.size(), 1));
                    const float offset = static_cast<float>(polygonVertices.size() / 2);
                    for (Vec2 v : s.vertices)
                    {
                        polygonVertices.push_back(f(v.x - origin.x));
                        polygonVertices.push_back(f(v.y - origin.y));
                    }
                    const float p0[4] = {f(origin.x), f(origin.y), offset,
                                         static_cast<float>(s.vertices.size())};
                    const float p1[4] = {0, 0, 0, 0};
                    push(PrimitiveKind::Polygon, bounds, p0, p1, fill, line, outlinePx);
                }
                else if constexpr (std::is_same_v<T, Segment>)
                {
                    addLine(s.a, s.b, segmentHalfWidthPx, fill);
                }
                else if constexpr (std::is_same_v<T, Capsule>)
                {
                    const float p0[4] = {f(s.a.x), f(s.a.y), f(s.b.x - s.a.x), f(s.b.y - s.a.y)};
                    const float p1[4] = {f(s.radius), 0, 0, 0};
                    push(PrimitiveKind::Capsule, bounds, p0, p1, fill, line, outlinePx);
                }
                else if constexpr (std::is_same_v<T, Fan>)
                {
                    const float p0[4] = {f(s.center.x), f(s.center.y), f(std::cos(s.angle)),
                                         f(std::sin(s.angle))};
                    const float p1[4] = {f(s.halfAngle), f(s.innerRadius), f(s.outerRadius), 0};
                    push(PrimitiveKind::Fan, bounds, p0, p1, fill, line, outlinePx);
                }
            },
            shape);
    }
};

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s(text);
    while (!s.empty() && s.back() == '0')
    {
        s.pop_back();
    }
    if (!s.empty() && s.back() == '.')
    {
        s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

std::string hexColor(float r, float g, float b)
{
    auto channel = [](float c) { return static_cast<int>(std::lround(std::clamp(c, 0.0F, 1.0F) * 255.0F)); };
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", channel(r), channel(g), channel(b));
    return text;
}

std::string paint(const char* what, const float rgba[4])
{
    std::string out = std::string(" ") + what + "=\"" + hexColor(rgba[0], rgba[1], rgba[2]) + "\"";
    if (rgba[3] < 1.0F)
    {
        out += std::string(" ") + what + "-opacity=\"" + number(std::clamp(rgba[3], 0.0F, 1.0F)) + "\"";
    }
    return out;
}

struct AreaTransform
{
    View view;
    PixelRect area;

    Vec2 operator()(double x, double y) const
    {
        return {area.x + area.width * 0.5 + (x - view.center.x) * view.zoom,
                area.y + area.height * 0.5 - (y - view.center.y) * view.zoom};
    }
    Vec2 operator()(Vec2 p) const { return (*this)(p.x, p.y); }
};

std::string point(Vec2 p)
{
    return number(p.x) + "," + number(p.y);
}

std::string closedPath(const std::vector<Vec2>& points)
{
    std::string d;
    for (std::size_t i = 0; i < points.size(); ++i)
    {
        d += (i == 0 ? "M" : " L") + point(points[i]);
    }
    return d + " Z";
}

std::string arcTo(double radius, bool large, bool clockwise, Vec2 to)
{
    return " A" + number(radius) + "," + number(radius) + " 0 " + (large ? "1" : "0") + " " +
           (clockwise ? "1" : "0") + " " + point(to);
}

// SvgWriter::addPrimitive as it was; `body` gets what it wrote.
void addPrimitive(std::string& body_, int& nextId_, const Instance& instance,
                  const std::vector<float>& polygonVertices, const View& view, PixelRect area)
{
    auto newId = [&](const char* prefix) { return prefix + std::to_string(nextId_++); };
    const AreaTransform toScreen{view, area};
    const auto kind = static_cast<PrimitiveKind>(static_cast<int>(instance.meta[0] + 0.5F));
    if (static_cast<int>(kind) < 0 || static_cast<int>(kind) >= kShapeKindCount)
    {
        return;
    }
    const float outlinePx = instance.meta[1];
    const double zoom = view.zoom;
    const Vec2 origin = toScreen(instance.p0[0], instance.p0[1]);
    const std::string kindClass(kindName(static_cast<ShapeKind>(kind)));

    if (kind == PrimitiveKind::Segment)
    {
        const Vec2 to = toScreen(instance.p0[0] + instance.p0[2], instance.p0[1] + instance.p0[3]);
        const double halfWidth = instance.p1[0];
        const double dash = instance.p1[1];
        if (instance.fill[3] <= 0.0F)
        {
            return;
        }
        if (to == origin)
        {
            body_ += "<circle class=\"segment\" cx=\"" + number(origin.x) + "\" cy=\"" + number(origin.y) +
                     "\" r=\"" + number(halfWidth) + "\"" + paint("fill", instance.fill) + "/>\n";
            return;
        }
        body_ += "<line class=\"segment\" x1=\"" + number(origin.x) + "\" y1=\"" + number(origin.y) +
                 "\" x2=\"" + number(to.x) + "\" y2=\"" + number(to.y) + "\" stroke-width=\"" +
                 number(2.0 * halfWidth) + "\"" + paint("stroke", instance.fill);
        if (dash > 0.0)
        {
            body_ += " stroke-dasharray=\"" + number(dash) + "\"";
        }
        else
        {
            body_ += " stroke-linecap=\"round\"";
        }
        body_ += "/>\n";
        return;
    }

    std::string element;
    if (kind == PrimitiveKind::Point || kind == PrimitiveKind::Circle)
    {
        const double radius =
            kind == PrimitiveKind::Point ? static_cast<double>(instance.p0[2]) : instance.p0[2] * zoom;
        element = "circle cx=\"" + number(origin.x) + "\" cy=\"" + number(origin.y) + "\" r=\"" +
                  number(radius) + "\"";
    }
    else if (kind == PrimitiveKind::Ellipse)
    {
        const double degrees = std::atan2(instance.p1[1], instance.p1[0]) * 180.0 / std::numbers::pi;
        const double rx = instance.p0[2] * zoom;
        const double ry = instance.p0[3] * zoom;
        const Vec2 axis = Vec2(instance.p1[0], -instance.p1[1]) * rx;
        const std::string arc = " A" + number(rx) + "," + number(ry) + " " + number(-degrees) + " 1 0 ";
        element = "path d=\"M" + point(origin + axis) + arc + point(origin - axis) + arc +
                  point(origin + axis) + " Z\"";
    }
    else if (kind == PrimitiveKind::Rect && instance.p1[0] == 1.0F && instance.p1[1] == 0.0F)
    {
        const double halfWidth = instance.p0[2] * zoom;
        const double halfHeight = instance.p0[3] * zoom;
        element = "rect x=\"" + number(origin.x - halfWidth) + "\" y=\"" + number(origin.y - halfHeight) +
                  "\" width=\"" + number(2.0 * halfWidth) + "\" height=\"" + number(2.0 * halfHeight) + "\"";
    }
    else if (kind == PrimitiveKind::Rect)
    {
        const Vec2 axisX(instance.p1[0] * instance.p0[2], instance.p1[1] * instance.p0[2]);
        const Vec2 axisY(-instance.p1[1] * instance.p0[3], instance.p1[0] * instance.p0[3]);
        const Vec2 c(instance.p0[0], instance.p0[1]);
        element = "path d=\"" +
                  closedPath({toScreen(c - axisX - axisY), toScreen(c + axisX - axisY),
                              toScreen(c + axisX + axisY), toScreen(c - axisX + axisY)}) +
                  "\"";
    }
    else if (kind == PrimitiveKind::Polygon)
    {
        const auto offset = static_cast<std::size_t>(instance.p0[2] + 0.5F);
        const auto count = static_cast<std::size_t>(instance.p0[3] + 0.5F);
        const std::vector<float>& vertices = polygonVertices;
        std::vector<Vec2> points;
        for (std::size_t i = 0; i < count && 2 * (offset + i) + 1 < vertices.size(); ++i)
        {
            points.push_back(toScreen(instance.p0[0] + vertices[2 * (offset + i)],
                                      instance.p0[1] + vertices[2 * (offset + i) + 1]));
        }
        if (points.size() < 3)
        {
            return;
        }
        element = "path d=\"" + closedPath(points) + "\"";
    }
    else if (kind == PrimitiveKind::Capsule)
    {
        const Vec2 a = origin;
        const Vec2 b = toScreen(instance.p0[0] + instance.p0[2], instance.p0[1] + instance.p0[3]);
        const double radius = instance.p1[0] * zoom;
        const Vec2 along = b - a;
        const double length = std::hypot(along.x, along.y);
        if (length <= 0.0)
        {
            element =
                "circle cx=\"" + number(a.x) + "\" cy=\"" + number(a.y) + "\" r=\"" + number(radius) + "\"";
        }
        else
        {
            const Vec2 side = Vec2(-along.y, along.x) * (radius / length);
            element = "path d=\"M" + point(a + side) + " L" + point(b + side) +
                      arcTo(radius, false, false, b - side) + " L" + point(a - side) +
                      arcTo(radius, false, false, a + side) + " Z\"";
        }
    }
    else if (kind == PrimitiveKind::Fan)
    {
        const double axis = std::atan2(instance.p0[3], instance.p0[2]);
        const double halfAngle = instance.p1[0];
        const double inner = instance.p1[1] * zoom;
        const double outer = instance.p1[2] * zoom;
        auto ray = [&](double angle, double radius)
        { return origin + Vec2(std::cos(angle), -std::sin(angle)) * radius; };
        std::string d;
        if (halfAngle >= std::numbers::pi)
        {
            d = "M" + point(ray(0.0, outer)) + arcTo(outer, true, true, ray(std::numbers::pi, outer)) +
                arcTo(outer, true, true, ray(0.0, outer)) + " Z";
            if (inner > 0.0)
            {
                d += " M" + point(ray(0.0, inner)) + arcTo(inner, true, false, ray(std::numbers::pi, inner)) +
                     arcTo(inner, true, false, ray(0.0, inner)) + " Z";
            }
        }
        else
        {
            const bool large = 2.0 * halfAngle > std::numbers::pi;
            d = "M" + point(ray(axis - halfAngle, outer)) +
                arcTo(outer, large, false, ray(axis + halfAngle, outer));
            if (inner > 0.0)
            {
                d += " L" + point(ray(axis + halfAngle, inner)) +
                     arcTo(inner, large, true, ray(axis - halfAngle, inner));
            }
            else
            {
                d += " L" + point(origin);
            }
            d += " Z";
        }
        element = "path fill-rule=\"evenodd\" d=\"" + d + "\"";
    }
    else
    {
        return;
    }

    if (instance.fill[3] > 0.0F)
    {
        body_ += "<" + element + " class=\"" + kindClass + "\"" + paint("fill", instance.fill) + "/>\n";
    }
    if (outlinePx > 0.0F && instance.line[3] > 0.0F)
    {
        const std::string id = newId("clip");
        body_ += "<clipPath id=\"" + id + "\"><" + element + "/></clipPath><" + element + " class=\"" +
                 kindClass + " outline\" fill=\"none\" stroke-width=\"" + number(2.0 * outlinePx) + "\"" +
                 paint("stroke", instance.line) + " clip-path=\"url(#" + id + ")\"/>\n";
    }
}

// error_map.cpp's referencePoint as it was.
Vec2 referencePoint(const Shape& shape)
{
    return std::visit(
        [](const auto& s) -> Vec2
        {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Point>)
            {
                return s.position;
            }
            else if constexpr (std::is_same_v<T, Segment> || std::is_same_v<T, Capsule>)
            {
                return s.a;
            }
            else if constexpr (std::is_same_v<T, Polygon>)
            {
                return s.vertices.empty() ? Vec2{0.0, 0.0} : s.vertices.front();
            }
            else
            {
                return s.center;
            }
        },
        shape);
}

} // namespace legacy

bool sameInstance(const Instance& a, const Instance& b)
{
    static_assert(std::is_trivially_copyable_v<Instance>);
    return std::memcmp(&a, &b, sizeof(Instance)) == 0;
}

// The shapes the drawing rows are compared on: samplesOf, and the edges of what each kind's
// encoding branches on (an unturned rect, a full ring with and without a hole, a fan without a hole, a
// capsule and a segment of no length on screen).
std::vector<Shape> drawSamplesOf(ShapeKind kind)
{
    std::vector<Shape> shapes = samplesOf(kind);
    std::mt19937_64 rng(0xd1a9 + static_cast<unsigned>(kind));
    for (int i = 0; i < 40; ++i)
    {
        shapes.push_back(randomShape(kind, rng, {{-2000.0, -1500.0}, {2000.0, 1500.0}, 0.5, 900.0, 12}));
    }
    switch (kind)
    {
    case ShapeKind::Rect:
        shapes.push_back(Rect{{10.0, -20.0}, 80.0, 30.0, 0.0});
        break;
    case ShapeKind::Fan:
        shapes.push_back(Fan{{5.0, 6.0}, 0.3, kPi, 20.0, 90.0});
        shapes.push_back(Fan{{5.0, 6.0}, 0.3, kPi, 0.0, 90.0});
        shapes.push_back(Fan{{5.0, 6.0}, 0.3, 2.0, 0.0, 90.0});
        break;
    case ShapeKind::Capsule:
        shapes.push_back(Capsule{{3.0, 4.0}, {3.0, 4.0}, 10.0});
        break;
    case ShapeKind::Segment:
        shapes.push_back(Segment{{3.0, 4.0}, {3.0, 4.0}});
        break;
    default:
        break;
    }
    return shapes;
}

// Colours and outlines the drawing code branches on: opaque, translucent and invisible fills and lines,
// outlines and none.
struct Paint
{
    Rgba fill;
    Rgba line;
    float outlinePx;
    float pointRadiusPx;
    float segmentHalfWidthPx;
};

std::vector<Paint> paints()
{
    return {
        {rgb(200, 120, 40), rgb(20, 20, 20), 1.5F, 5.0F, 2.5F},
        {rgb(10, 200, 90, 0.35F), rgb(250, 250, 250, 0.8F), 2.25F, 7.5F, 1.0F},
        {rgb(10, 200, 90, 0.0F), rgb(0, 0, 255), 3.0F, 3.0F, 4.0F},
        {rgb(90, 90, 255), rgb(0, 0, 0, 0.0F), 2.0F, 5.0F, 2.5F},
        {rgb(255, 255, 255), rgb(0, 0, 0), 0.0F, 5.0F, 2.5F},
    };
}

// Views and areas the SVG is written through: the whole canvas and an inset, zoomed in and out.
std::vector<std::pair<View, PixelRect>> svgViews()
{
    return {
        {View{{0.0, 0.0}, 1.0}, PixelRect{0, 0, 1280, 800}},
        {View{{-37.5, 120.25}, 0.37}, PixelRect{0, 0, 1280, 800}},
        {View{{400.0, -300.0}, 3.7}, PixelRect{900, 520, 360, 260}},
        {View{{0.0, 0.0}, 1e-3}, PixelRect{0, 0, 640, 480}},
    };
}

TEST(KindTraits, EveryKindHasADrawRow)
{
    ASSERT_EQ(shapeDrawKinds().size(), kShapeKinds.size());
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const ShapeDrawTraits& row = drawTraitsOf(traits.kind);
        EXPECT_EQ(row.kind, traits.kind) << traits.name;
        EXPECT_TRUE(row.numbers) << traits.name << ": no numbers for the shader";
        EXPECT_TRUE(row.svg) << traits.name << ": no SVG element";
        EXPECT_TRUE(row.galleryPair) << traits.name << ": no gallery pair";
    }
}

// The numbers each kind gives the shader are the ones Batch::addShape's switch gave, bit for bit, with
// the same polygon vertex list (shapes added one after another, so offsets count up).
TEST(KindTraits, DrawRowsGiveTheNumbersTheRendererGave)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (const Paint& paint : paints())
        {
            legacy::Batch before;
            std::vector<Instance> after;
            std::vector<float> vertices;
            for (const Shape& shape : drawSamplesOf(traits.kind))
            {
                before.addShape(shape, paint.fill, paint.line, paint.outlinePx, paint.pointRadiusPx,
                                paint.segmentHalfWidthPx);
                const PrimitiveNumbers numbers =
                    drawTraitsOf(traits.kind)
                        .numbers(shape, {paint.pointRadiusPx, paint.segmentHalfWidthPx}, vertices);
                EXPECT_EQ(numbers.kind, traits.kind) << traits.name;
                after.push_back(instanceOf(numbers, paint.fill, paint.line, paint.outlinePx));
            }
            ASSERT_EQ(after.size(), before.instances.size()) << traits.name;
            for (std::size_t i = 0; i < after.size(); ++i)
            {
                EXPECT_TRUE(sameInstance(after[i], before.instances[i])) << traits.name << " shape " << i;
            }
            ASSERT_EQ(vertices.size(), before.polygonVertices.size()) << traits.name;
            EXPECT_EQ(
                std::memcmp(vertices.data(), before.polygonVertices.data(), vertices.size() * sizeof(float)),
                0)
                << traits.name;
        }
    }
}

// The overlays' primitives (discs, dashed lines, circles, ellipses and rects) too.
TEST(KindTraits, PrimitiveNumbersAreTheOnesTheBatchGave)
{
    std::mt19937_64 rng(0x9d15c);
    std::uniform_real_distribution<double> coordinate(-3000.0, 3000.0);
    std::uniform_real_distribution<double> size(0.01, 500.0);
    std::uniform_real_distribution<double> turn(-7.0, 7.0);
    for (int i = 0; i < 200; ++i)
    {
        const Vec2 a(coordinate(rng), coordinate(rng));
        const Vec2 b = i % 10 == 0 ? a : Vec2(coordinate(rng), coordinate(rng));
        const double w = size(rng);
        const double h = size(rng);
        const double angle = i % 7 == 0 ? 0.0 : turn(rng);
        const Paint paint = paints()[static_cast<std::size_t>(i) % paints().size()];
        const float px = static_cast<float>(size(rng) * 0.02);
        legacy::Batch before;
        before.addDisc(a, px, paint.fill, paint.line, paint.outlinePx);
        before.addLine(a, b, px, paint.fill, i % 2 == 0 ? 0.0F : px * 3.0F);
        before.addCircle(a, w, paint.fill, paint.line, paint.outlinePx);
        before.addEllipse(a, w, h, angle, paint.fill, paint.line, paint.outlinePx);
        before.addRect(a, w, h, angle, paint.fill, paint.line, paint.outlinePx);
        const Instance after[] = {
            instanceOf(discNumbers(a, px), paint.fill, paint.line, paint.outlinePx),
            instanceOf(lineNumbers(a, b, px, i % 2 == 0 ? 0.0F : px * 3.0F), paint.fill, paint.fill, 0.0F),
            instanceOf(circleNumbers(a, w), paint.fill, paint.line, paint.outlinePx),
            instanceOf(ellipseNumbers(a, w, h, angle), paint.fill, paint.line, paint.outlinePx),
            instanceOf(rectNumbers(a, w, h, angle), paint.fill, paint.line, paint.outlinePx),
        };
        ASSERT_EQ(before.instances.size(), std::size(after));
        for (std::size_t k = 0; k < std::size(after); ++k)
        {
            EXPECT_TRUE(sameInstance(after[k], before.instances[k])) << "primitive " << k << " of draw " << i;
        }
        // A line takes its fill colour whatever line colour it is given.
        EXPECT_TRUE(sameInstance(instanceOf(lineNumbers(a, b, px, 0.0F), paint.fill, paint.line, 4.0F),
                                 instanceOf(lineNumbers(a, b, px, 0.0F), paint.fill, paint.fill, 0.0F)));
    }
}

// The SVG of every kind's primitives is the text the SVG writer's switch wrote, character for character,
// through several views and areas, with the clip paths numbered alike.
TEST(KindTraits, DrawRowsWriteTheSvgTheWriterWrote)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (const Paint& paint : paints())
        {
            legacy::Batch batch;
            for (const Shape& shape : drawSamplesOf(traits.kind))
            {
                batch.addShape(shape, paint.fill, paint.line, paint.outlinePx, paint.pointRadiusPx,
                               paint.segmentHalfWidthPx);
            }
            // Overlays' lines: dashed, and of no length.
            batch.addLine({-40.0, 10.0}, {300.0, 90.0}, 1.5F, paint.fill, 6.0F);
            batch.addLine({-40.0, 10.0}, {-40.0, 10.0}, 1.5F, paint.fill);
            for (const auto& [view, area] : svgViews())
            {
                std::string before;
                std::string after;
                int beforeId = 3;
                int afterId = 3;
                for (const Instance& instance : batch.instances)
                {
                    legacy::addPrimitive(before, beforeId, instance, batch.polygonVertices, view, area);
                    after +=
                        svgPrimitive(instance, batch.polygonVertices, AreaTransform{view, area}, afterId);
                }
                EXPECT_EQ(after, before) << traits.name << " at zoom " << view.zoom;
                EXPECT_EQ(afterId, beforeId) << traits.name;
                // What is drawn names its kind, in the class every element carries.
                if (paint.fill.a > 0.0F)
                {
                    EXPECT_NE(after.find("class=\"" + std::string(traits.name)), std::string::npos)
                        << traits.name;
                }
            }
        }
    }
}

// A polygon whose vertices are not in the list, and a primitive of no kind, write nothing.
TEST(KindTraits, SvgOfAPrimitiveWithoutItsDataIsNothing)
{
    std::vector<float> vertices;
    const Shape square = traitsOf(ShapeKind::Polygon).example({0.0, 0.0}, 1.0);
    const Instance polygon = instanceOf(drawTraitsOf(ShapeKind::Polygon).numbers(square, {}, vertices),
                                        rgb(1, 2, 3), rgb(4, 5, 6), 2.0F);
    const AreaTransform toScreen{View{{0.0, 0.0}, 1.0}, PixelRect{0, 0, 800, 600}};
    int id = 0;
    EXPECT_NE(svgPrimitive(polygon, vertices, toScreen, id), "");
    const std::vector<float> two(vertices.begin(), vertices.begin() + 4);
    EXPECT_EQ(svgPrimitive(polygon, two, toScreen, id), "");
    Instance unknown = polygon;
    unknown.meta[0] = static_cast<float>(kShapeKindCount);
    EXPECT_EQ(svgPrimitive(unknown, vertices, toScreen, id), "");
    unknown.meta[0] = -2.0F;
    EXPECT_EQ(svgPrimitive(unknown, vertices, toScreen, id), "");
}

// The error map moves a shape by its first point, found from the kind's fields: the point the switch
// it replaced named for every kind.
TEST(KindTraits, ReferencePointIsTheKindsFirstPoint)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (const Shape& shape : drawSamplesOf(traits.kind))
        {
            const Vec2 expected = legacy::referencePoint(shape);
            const Vec2 got = referencePoint(shape);
            EXPECT_EQ(std::memcmp(&got, &expected, sizeof(Vec2)), 0) << traits.name;
            EXPECT_EQ(firstPointOf(shape), expected) << traits.name;
        }
    }
    EXPECT_EQ(firstPointOf(Polygon{}), Vec2(0.0, 0.0));
}

// Each kind's gallery pair: valid shapes, both of the kind (but a point's partner, a circle it lies in),
// touching for gap 0 and apart for gap 1.
TEST(KindTraits, GalleryPairsTouchThenStandApart)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (Vec2 at : {Vec2(0.0, 0.0), Vec2(-560.0, 170.0), Vec2(460.0, -170.0)})
        {
            const auto touching = drawTraitsOf(traits.kind).galleryPair(at, 0.0);
            const auto apart = drawTraitsOf(traits.kind).galleryPair(at, 1.0);
            for (const Shape& shape : {touching[0], touching[1], apart[0], apart[1]})
            {
                EXPECT_FALSE(validateShape(shape)) << traits.name;
            }
            EXPECT_EQ(kindOf(touching[0]), traits.kind);
            EXPECT_EQ(kindOf(touching[1]), traits.kind == ShapeKind::Point ? ShapeKind::Circle : traits.kind);
            EXPECT_TRUE(overlap(touching[0], touching[1])) << traits.name;
            EXPECT_FALSE(overlap(apart[0], apart[1])) << traits.name;
            // The first shape stays put: only the partner moves away.
            EXPECT_TRUE(sameBits(touching[0], apart[0])) << traits.name;
        }
    }
}

} // namespace
} // namespace hitlab
