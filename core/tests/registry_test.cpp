// The algorithm registry as a table: every pair covered with an exact default first, names unique per
// pair and kebab-case, rows complete, lookups consistent, every method of the source documents listed,
// and every row answering the same in either argument order.
#include "hitlab/geometry.hpp"
#include "hitlab/registry.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <variant>

namespace hitlab
{
namespace
{

std::vector<std::pair<ShapeKind, ShapeKind>> everyPair()
{
    std::vector<std::pair<ShapeKind, ShapeKind>> pairs;
    for (int a = 0; a < kShapeKindCount; ++a)
    {
        for (int b = a; b < kShapeKindCount; ++b)
        {
            pairs.emplace_back(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b));
        }
    }
    return pairs;
}

TEST(Registry, EveryPairHasAnExactDefaultFirst)
{
    const auto pairs = everyPair();
    ASSERT_EQ(pairs.size(), 36u);
    for (const auto& [a, b] : pairs)
    {
        const std::vector<const Algorithm*> rows = algorithmsFor(a, b);
        ASSERT_FALSE(rows.empty()) << pairName(a, b);
        EXPECT_TRUE(rows.front()->exact()) << pairName(a, b) << ": the first row is the default";
        EXPECT_EQ(rows.front(), &defaultAlgorithm(a, b));
        EXPECT_EQ(rows.front(), &defaultAlgorithm(b, a));
        EXPECT_EQ(rows.front()->errors, ErrorDirection::None);
        int exactRows = 0;
        for (const Algorithm* row : rows)
        {
            exactRows += row->exact() ? 1 : 0;
        }
        EXPECT_GE(exactRows, 1) << pairName(a, b);
    }
}

TEST(Registry, RowsAreCompleteAndInShapeKindOrder)
{
    const std::regex kebab("[a-z0-9]+(-[a-z0-9]+)*");
    for (const Algorithm& row : algorithms())
    {
        const std::string where = pairName(row.first, row.second) + " " + std::string(row.name);
        EXPECT_LE(static_cast<int>(row.first), static_cast<int>(row.second)) << where;
        EXPECT_TRUE(std::regex_match(std::string(row.name), kebab)) << where;
        EXPECT_FALSE(row.source.empty()) << where;
        EXPECT_FALSE(row.description.empty()) << where;
        EXPECT_NE(row.overlap, nullptr) << where;
        EXPECT_NE(row.batch, nullptr) << where;
        // Exact rows err in no direction; approximate ones name theirs.
        EXPECT_EQ(row.exact(), row.errors == ErrorDirection::None) << where;
    }
}

TEST(Registry, NamesAreUniquePerPairAndFoundByLookup)
{
    std::set<std::pair<std::string, std::string>> seen;
    for (const Algorithm& row : algorithms())
    {
        const std::string pair = pairName(row.first, row.second);
        EXPECT_TRUE(seen.insert({pair, std::string(row.name)}).second) << pair << " " << row.name << " twice";
        EXPECT_EQ(findAlgorithm(row.first, row.second, row.name), &row);
        EXPECT_EQ(findAlgorithm(row.second, row.first, row.name), &row);
        EXPECT_TRUE(isAlgorithmName(row.name));
    }
    EXPECT_FALSE(isAlgorithmName("no-such-method"));
    EXPECT_EQ(findAlgorithm(ShapeKind::Point, ShapeKind::Point, "hwang-tsai-published"), nullptr);
}

// Every method the source documents describe has its row (issue 3; docs/sources.md, docs/algorithms/).
TEST(Registry, ListsEveryPublishedMethod)
{
    using K = ShapeKind;
    const std::vector<std::tuple<K, K, const char*, bool>> expected = {
        {K::Ellipse, K::Ellipse, "hwang-tsai-published", false},
        {K::Ellipse, K::Ellipse, "hwang-tsai-repaired", false},
        {K::Ellipse, K::Ellipse, "ellipse-affine-exact", true},
        {K::Circle, K::Ellipse, "hwang-tsai-published", false},
        {K::Circle, K::Ellipse, "hwang-tsai-repaired", false},
        {K::Circle, K::Ellipse, "ellipse-affine-exact", true},
        {K::Rect, K::Rect, "obb-projection-radii", true},
        {K::Rect, K::Rect, "aabb", false},
        {K::Rect, K::Rect, "polygon-sat", true},
        {K::Polygon, K::Polygon, "polygon-sat", true},
        {K::Segment, K::Segment, "orientation-strict", false},
        {K::Segment, K::Segment, "orientation-closed", true},
        {K::Segment, K::Segment, "thesis-parametric", false},
        {K::Circle, K::Segment, "segment-quadratic", true},
        {K::Circle, K::Segment, "closest-point", true},
        {K::Circle, K::Segment, "crosses-boundary", false},
        {K::Circle, K::Circle, "center-distance", true},
        {K::Point, K::Fan, "thesis-point-in-fan", false},
        {K::Circle, K::Fan, "thesis-fan-circle", false},
        {K::Rect, K::Fan, "thesis-fan-rect", false},
        {K::Capsule, K::Fan, "thesis-fan-capsule", true},
    };
    for (const auto& [a, b, name, exact] : expected)
    {
        const Algorithm* row = findAlgorithm(a, b, name);
        ASSERT_NE(row, nullptr) << pairName(a, b) << " " << name;
        EXPECT_EQ(row->exact(), exact) << pairName(a, b) << " " << name;
    }
    // GJK for every pair of convex kinds (fans are not convex in general).
    for (const auto& [a, b] : everyPair())
    {
        const bool convex = a != K::Fan && b != K::Fan;
        EXPECT_EQ(findAlgorithm(a, b, "gjk") != nullptr, convex) << pairName(a, b);
    }
}

// runAlgorithm accepts either order and answers the same (up to the roles an approximate method gives
// two shapes of one kind), runOverlap answers as it does; the batch function counts what the overlap
// function answers.
TEST(Registry, RowsAnswerTheSameInEitherOrder)
{
    constexpr double kSwapTolerance = 1e-9; // world units, shapes of size 10..200
    RandomShapeOptions options;
    options.boxMax = {250.0, 250.0};
    for (const Algorithm& row : algorithms())
    {
        std::mt19937_64 rng(31 + static_cast<std::uint64_t>(row.first) * 8 +
                            static_cast<std::uint64_t>(row.second));
        std::vector<Shape> firsts;
        std::vector<Shape> seconds;
        std::size_t overlaps = 0;
        for (int i = 0; i < 40; ++i)
        {
            firsts.push_back(randomShape(row.first, rng, options));
            seconds.push_back(randomShape(row.second, rng, options));
            const AlgorithmResult forward = runAlgorithm(row, firsts.back(), seconds.back());
            const AlgorithmResult backward = runAlgorithm(row, seconds.back(), firsts.back());
            // An approximate method on two shapes of one kind may give them different roles (Hwang-Tsai
            // maps the second to the unit circle; the misprinted eq. 2.34 is not symmetric).
            if (row.exact() || row.first != row.second)
            {
                ASSERT_EQ(forward.overlap, backward.overlap)
                    << pairName(row.first, row.second) << " " << row.name;
            }
            // The answer alone, without the distance, is the same in the same order.
            ASSERT_EQ(runOverlap(row, firsts.back(), seconds.back()), forward.overlap) << row.name;
            ASSERT_EQ(runOverlap(row, seconds.back(), firsts.back()), backward.overlap) << row.name;
            ASSERT_EQ(forward.distance.has_value(), row.distance != nullptr);
            if (forward.distance)
            {
                // Same-kind pairs really are swapped, so the rounding may differ.
                ASSERT_NEAR(*forward.distance, *backward.distance, kSwapTolerance)
                    << pairName(row.first, row.second) << " " << row.name;
            }
            overlaps += forward.overlap ? 1 : 0;
        }
        EXPECT_EQ(row.batch(firsts.data(), seconds.data(), firsts.size()), overlaps) << row.name;
    }
}

// overlap() and distance() give the same answer whether the types are known at compile time or only
// inside Shapes, in either argument order, and agree with each pair's default row.
TEST(Registry, TypedAndShapeQueriesAgreeWithTheDefaults)
{
    std::mt19937_64 rng(77);
    for (int k = 0; k < kShapeKindCount * kShapeKindCount; ++k)
    {
        const ShapeKind kindA = static_cast<ShapeKind>(k / kShapeKindCount);
        const ShapeKind kindB = static_cast<ShapeKind>(k % kShapeKindCount);
        for (int i = 0; i < 40; ++i)
        {
            const Shape a = randomShape(kindA, rng);
            const Shape b = randomShape(kindB, rng);
            const std::string where = std::string(kindName(kindA)) + " vs " + std::string(kindName(kindB));
            const bool shapes = overlap(a, b);
            const SignedDistance shapesDistance = distance(a, b);
            std::visit(
                [&](const auto& typedA, const auto& typedB)
                {
                    EXPECT_EQ(overlap(typedA, typedB), shapes) << where;
                    EXPECT_EQ(overlap(typedB, typedA), shapes) << where;
                    const SignedDistance forward = distance(typedA, typedB);
                    const SignedDistance backward = distance(typedB, typedA);
                    EXPECT_EQ(forward.value, shapesDistance.value) << where;
                    EXPECT_EQ(forward.pointA, shapesDistance.pointA) << where;
                    EXPECT_EQ(forward.pointB, shapesDistance.pointB) << where;
                    if (kindA != kindB) // the same pair function both ways, witnesses swapped back
                    {
                        EXPECT_EQ(backward.value, forward.value) << where;
                        EXPECT_EQ(backward.pointA, forward.pointB) << where;
                        EXPECT_EQ(backward.pointB, forward.pointA) << where;
                    }
                },
                a, b);
            const AlgorithmResult row = runAlgorithm(defaultAlgorithm(kindA, kindB), a, b);
            EXPECT_EQ(row.overlap, shapes) << where;
            EXPECT_EQ(row.distance, shapesDistance.value) << where;
        }
    }
}

} // namespace
} // namespace hitlab
