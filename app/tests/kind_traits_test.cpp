// Every consumer of the shape-kind table covers every row: the JSON reader and writer, the sandbox's
// shape editing (handles, rotation, captions), its palette colours and the shaders' kind branches. The
// kinds are enumerated from kShapeKinds, so a row added without its parts fails here.
#include "hitlab/geometry.hpp"
#include "hitlab/shape_kinds.hpp"
#include "model/shape_edit.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
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

} // namespace
} // namespace hitlab
