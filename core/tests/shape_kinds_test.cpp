// The table of shape kinds: one row per kind, in ShapeKind order, whose fields reach every member of
// the shape and whose rules agree with validateShape.
#include "hitlab/shape_kinds.hpp"
#include "hitlab/shapes.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <type_traits>

namespace hitlab
{
namespace
{

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// The field named by the validation error, or "" when the shape is valid.
std::string faultyField(const Shape& shape)
{
    const auto error = validateShape(shape);
    return error ? error->field : std::string();
}

// Bit-for-bit equality of two shapes of a kind without a vertex list (plain doubles, no padding).
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
            static_assert(std::is_trivially_copyable_v<T> || std::is_same_v<T, Polygon>);
            if constexpr (std::is_same_v<T, Polygon>)
            {
                return left.vertices == std::get<Polygon>(b).vertices;
            }
            else
            {
                return std::memcmp(&left, &std::get<T>(b), sizeof(T)) == 0;
            }
        },
        a);
}

TEST(ShapeKinds, EveryKindHasItsRowAndItsNameRoundTrips)
{
    ASSERT_EQ(kShapeKinds.size(), static_cast<std::size_t>(kShapeKindCount));
    std::set<std::string_view> names;
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const ShapeKind kind = static_cast<ShapeKind>(k);
        const ShapeKindTraits& traits = traitsOf(kind);
        EXPECT_EQ(traits.kind, kind);
        EXPECT_FALSE(traits.name.empty()) << k;
        EXPECT_TRUE(names.insert(traits.name).second) << traits.name;
        EXPECT_EQ(kindName(kind), traits.name);
        EXPECT_EQ(kindFromName(traits.name), kind) << traits.name;
        EXPECT_EQ(kindOf(defaultShapeOfKind(kind)), kind) << traits.name;
        // A kind is described either by numbers or by a vertex list.
        EXPECT_NE(traits.fields.empty(), traits.vertexListKey.empty()) << traits.name;
        std::set<std::string_view> keys;
        for (const ShapeField& field : traits.fields)
        {
            EXPECT_TRUE(keys.insert(field.key).second) << traits.name << "." << field.key;
            EXPECT_FALSE(field.meaning.empty()) << traits.name << "." << field.key;
            EXPECT_NE(field.key, "type") << traits.name;
        }
    }
    EXPECT_FALSE(kindFromName("square"));
}

TEST(ShapeKinds, ExamplesAreValidShapesOfTheirKind)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        for (double scale : {0.01, 1.0, 250.0})
        {
            const Shape example = traits.example({-40.0, 17.5}, scale);
            EXPECT_EQ(kindOf(example), traits.kind) << traits.name;
            EXPECT_EQ(faultyField(example), "") << traits.name << " at scale " << scale;
            for (const ShapeField& field : traits.fields)
            {
                EXPECT_TRUE(field.rule.admits(field.get(example))) << traits.name << "." << field.key;
            }
        }
    }
}

// Copying every field of a random shape into a default one rebuilds it exactly: the fields reach every
// member, and each set writes what its get reads.
TEST(ShapeKinds, FieldsReadAndWriteEveryMember)
{
    std::mt19937_64 rng(2024);
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        if (traits.fields.empty())
        {
            continue;
        }
        for (int i = 0; i < 50; ++i)
        {
            const Shape original = randomShape(traits.kind, rng);
            Shape copy = defaultShapeOfKind(traits.kind);
            for (const ShapeField& field : traits.fields)
            {
                field.set(copy, field.get(original));
                EXPECT_EQ(field.get(copy), field.get(original)) << traits.name << "." << field.key;
            }
            EXPECT_TRUE(sameBits(copy, original)) << traits.name << " case " << i;
        }
    }
}

// A value a field's rule refuses makes validateShape name that field; the rule's bounds are the
// validation's own, not looser or stricter.
TEST(ShapeKinds, RulesAgreeWithValidation)
{
    for (const ShapeKindTraits& traits : kShapeKinds)
    {
        const Shape example = traits.example({12.0, -7.0}, 1.5);
        for (const ShapeField& field : traits.fields)
        {
            const FieldRule& rule = field.rule;
            std::vector<double> refused = {kNaN, kInf, -kInf};
            if (std::isfinite(rule.low))
            {
                refused.push_back(rule.lowIncluded ? std::nextafter(rule.low, -kInf) : rule.low);
            }
            if (std::isfinite(rule.high))
            {
                refused.push_back(rule.highIncluded ? std::nextafter(rule.high, kInf) : rule.high);
            }
            for (double value : refused)
            {
                EXPECT_FALSE(rule.admits(value)) << traits.name << "." << field.key << " = " << value;
                Shape shape = example;
                field.set(shape, value);
                EXPECT_EQ(faultyField(shape), field.key) << traits.name << "." << field.key << " = " << value;
            }
        }
    }
}

} // namespace
} // namespace hitlab
