// The broadphase against all-pairs bounds tests, and the collision pass against all-pairs narrow phase.
#include "hitlab/broadphase.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/registry.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <string>

namespace hitlab
{
namespace
{

// A scene like the sandbox's stress scenes: every kind, mostly small shapes, some large, a few huge
// ones that cover much of the area (they exercise the grid's oversized path).
std::vector<Shape> randomScene(std::uint64_t seed, int count, Vec2 area = {1600.0, 1200.0})
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<Shape> shapes;
    for (int i = 0; i < count; ++i)
    {
        RandomShapeOptions options;
        options.boxMin = {0.0, 0.0};
        options.boxMax = area;
        const double roll = unit(rng);
        if (roll < 0.9)
        {
            options.minSize = 4.0;
            options.maxSize = 40.0;
        }
        else if (roll < 0.98)
        {
            options.minSize = 40.0;
            options.maxSize = 200.0;
        }
        else
        {
            options.minSize = 500.0;
            options.maxSize = 3000.0;
        }
        shapes.push_back(randomShape(static_cast<ShapeKind>(i % kShapeKindCount), rng, options));
    }
    return shapes;
}

std::vector<Bounds> boundsOfAll(const std::vector<Shape>& shapes)
{
    std::vector<Bounds> bounds;
    for (const Shape& s : shapes)
    {
        bounds.push_back(boundsOf(s));
    }
    return bounds;
}

std::vector<ShapePair> allPairsOverlappingBounds(const std::vector<Bounds>& bounds)
{
    std::vector<ShapePair> pairs;
    for (int i = 0; i < static_cast<int>(bounds.size()); ++i)
    {
        for (int j = i + 1; j < static_cast<int>(bounds.size()); ++j)
        {
            if (boundsOverlap(bounds[i], bounds[j]))
            {
                pairs.push_back({i, j});
            }
        }
    }
    return pairs;
}

// Checks the broadphase's output is exactly `expected` (sorted), each pair once with first < second.
void expectSamePairs(std::span<const ShapePair> result, const std::vector<ShapePair>& expected)
{
    std::vector<ShapePair> found(result.begin(), result.end());
    for (const ShapePair& p : found)
    {
        ASSERT_LT(p.first, p.second);
    }
    std::sort(found.begin(), found.end());
    EXPECT_EQ(std::adjacent_find(found.begin(), found.end()), found.end()) << "a pair reported twice";
    ASSERT_EQ(found.size(), expected.size());
    EXPECT_TRUE(found == expected);
}

// ---------------------------------------------------------------------------------------------------
// Broadphase

TEST(Broadphase, RandomScenesMatchAllPairs)
{
    Broadphase broadphase;
    for (std::uint64_t seed : {1u, 2u, 3u})
    {
        const std::vector<Bounds> bounds = boundsOfAll(randomScene(seed, 2000));
        const std::vector<ShapePair> expected = allPairsOverlappingBounds(bounds);
        ASSERT_GT(expected.size(), 2000u) << "the scene should be crowded";
        expectSamePairs(broadphase.findPairs(bounds), expected);
        EXPECT_GT(broadphase.stats().oversized, 0) << "the huge shapes take the oversized path";
        EXPECT_GT(broadphase.stats().cellsX * broadphase.stats().cellsY, 100);
    }
}

TEST(Broadphase, MixedScalesAndFarApartClusters)
{
    Broadphase broadphase;
    // Two crowded clusters 1e6 apart: the grid's cell count is capped, so the cells grow large.
    std::vector<Shape> shapes = randomScene(7, 600, {200.0, 200.0});
    for (const Shape& s : randomScene(8, 600, {200.0, 200.0}))
    {
        shapes.push_back(translated(s, {1e6, -1e6}));
    }
    const std::vector<Bounds> bounds = boundsOfAll(shapes);
    expectSamePairs(broadphase.findPairs(bounds), allPairsOverlappingBounds(bounds));
}

TEST(Broadphase, TouchingBoundsAreCandidates)
{
    Broadphase broadphase;
    // Closed boxes: sharing an edge or only a corner counts, also across cell borders.
    const std::vector<Bounds> bounds = {
        {{0.0, 0.0}, {10.0, 10.0}},   {{10.0, 0.0}, {20.0, 10.0}},  {{20.0, 10.0}, {30.0, 20.0}},
        {{30.0, 20.0}, {30.0, 20.0}}, {{50.0, 50.0}, {60.0, 60.0}}, {{60.0, 60.000001}, {70.0, 70.0}},
    };
    const std::vector<ShapePair> expected = allPairsOverlappingBounds(bounds);
    ASSERT_EQ(expected.size(), 3u);
    expectSamePairs(broadphase.findPairs(bounds), expected);
}

TEST(Broadphase, DegenerateInputs)
{
    Broadphase broadphase;
    EXPECT_TRUE(broadphase.findPairs({}).empty());
    const std::vector<Bounds> one = {{{0, 0}, {1, 1}}};
    EXPECT_TRUE(broadphase.findPairs(one).empty());
    // Points on one spot: every pair, although every extent is zero.
    const std::vector<Bounds> points(40, Bounds{{5.0, 5.0}, {5.0, 5.0}});
    EXPECT_EQ(broadphase.findPairs(points).size(), 40u * 39u / 2u);
    // Points spread out, none on another.
    std::vector<Bounds> spread;
    for (int i = 0; i < 100; ++i)
    {
        spread.push_back({{i * 3.0, i * 7.0}, {i * 3.0, i * 7.0}});
    }
    EXPECT_TRUE(broadphase.findPairs(spread).empty());
    // A non-finite box pairs with nothing, the others still pair.
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<Bounds> withNaN = {
        {{0, 0}, {2, 2}}, {{nan, 0}, {1, 1}}, {{1, 1}, {3, 3}}, {{0, 0}, {1e300, 1e300}}};
    expectSamePairs(broadphase.findPairs(withNaN), {{0, 2}, {0, 3}, {2, 3}});
}

// Bounds anywhere in the double range (the broadphase takes any bounds, not only supported shapes'):
// the grid's span, cell size and cell counts never overflow, and the pairs are still exact.
TEST(Broadphase, ExtremeCoordinatesMatchAllPairs)
{
    Broadphase broadphase;
    const double most = std::numeric_limits<double>::max();
    std::vector<std::vector<Bounds>> scenes = {
        {{{-1e308, 0}, {-1e308, 0}}, {{1e308, 0}, {1e308, 0}}},
        {{{-most, -most}, {most, most}}, {{0, 0}, {1, 1}}, {{-most, 0}, {-most, 0}}, {{most, 5}, {most, 5}}},
        {{{-1e300, -1e300}, {-1e300, -1e300}},
         {{1e300, 1e300}, {1e300 + 1e284, 1e300 + 1e284}},
         {{0, 0}, {1e-300, 1e-300}},
         {{0, 0}, {0, 0}}},
    };
    // Boxes of every magnitude: centres and sizes log-uniform from 1e-300 to 1e307, either sign.
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> exponent(-300.0, 307.0);
    std::uniform_int_distribution<int> sign(0, 1);
    for (int scene = 0; scene < 20; ++scene)
    {
        std::vector<Bounds> boxes;
        for (int i = 0; i < 300; ++i)
        {
            const Vec2 centre{(sign(rng) ? 1.0 : -1.0) * std::pow(10.0, exponent(rng)),
                              (sign(rng) ? 1.0 : -1.0) * std::pow(10.0, exponent(rng))};
            const double half = std::pow(10.0, exponent(rng));
            boxes.push_back({centre - Vec2(half), centre + Vec2(half)});
        }
        scenes.push_back(std::move(boxes));
    }
    for (const std::vector<Bounds>& bounds : scenes)
    {
        expectSamePairs(broadphase.findPairs(bounds), allPairsOverlappingBounds(bounds));
        EXPECT_LE(broadphase.stats().cellsX, 4096);
        EXPECT_LE(broadphase.stats().cellsY, 4096);
    }
}

// Beyond the pair limit the rest are dropped, and the stats say so; up to it nothing changes.
TEST(Broadphase, PairsBeyondTheLimitAreDroppedAndSaid)
{
    Broadphase broadphase;
    EXPECT_EQ(broadphase.pairLimit(), Broadphase::kDefaultPairLimit);
    const std::vector<Bounds> points(100, Bounds{{5.0, 5.0}, {5.0, 5.0}}); // 4,950 pairs
    const std::vector<ShapePair> all = allPairsOverlappingBounds(points);
    broadphase.setPairLimit(all.size());
    expectSamePairs(broadphase.findPairs(points), all);
    EXPECT_FALSE(broadphase.stats().capped);
    broadphase.setPairLimit(1000);
    const std::span<const ShapePair> capped = broadphase.findPairs(points);
    EXPECT_EQ(capped.size(), 1000u);
    EXPECT_TRUE(broadphase.stats().capped);
    EXPECT_EQ(broadphase.stats().pairLimit, 1000u);
    std::set<ShapePair> distinct(capped.begin(), capped.end());
    EXPECT_EQ(distinct.size(), capped.size());
    for (const ShapePair& p : capped)
    {
        EXPECT_TRUE(std::binary_search(all.begin(), all.end(), p));
    }
    // The oversized shapes' pairs are bounded too: one huge box over 3,000 small spread ones.
    std::vector<Bounds> spread{{{-1e6, -1e6}, {1e6, 1e6}}};
    for (int i = 0; i < 3000; ++i)
    {
        spread.push_back({{i * 3.0, 0.0}, {i * 3.0 + 1.0, 1.0}});
    }
    EXPECT_EQ(broadphase.findPairs(spread).size(), 1000u);
    EXPECT_TRUE(broadphase.stats().capped);
    broadphase.setPairLimit(Broadphase::kDefaultPairLimit);
    expectSamePairs(broadphase.findPairs(spread), allPairsOverlappingBounds(spread));
    EXPECT_FALSE(broadphase.stats().capped);
}

// Steady state: a second frame on the same scene reuses every buffer (the result's storage does
// not move) and gives the same pairs in the same order.
TEST(Broadphase, SecondFrameReusesBuffers)
{
    Broadphase broadphase;
    const std::vector<Bounds> bounds = boundsOfAll(randomScene(11, 2000));
    const std::span<const ShapePair> firstSpan = broadphase.findPairs(bounds);
    const std::vector<ShapePair> first(firstSpan.begin(), firstSpan.end());
    const std::span<const ShapePair> second = broadphase.findPairs(bounds);
    EXPECT_EQ(second.data(), firstSpan.data());
    EXPECT_TRUE(std::equal(second.begin(), second.end(), first.begin(), first.end()));
}

// ---------------------------------------------------------------------------------------------------
// Collision pass

// Contact pairs by testing every pair of shapes with the table's algorithms.
std::vector<ShapePair> allPairsContacts(const std::vector<Shape>& shapes, const AlgorithmTable& table)
{
    std::vector<ShapePair> contacts;
    for (int i = 0; i < static_cast<int>(shapes.size()); ++i)
    {
        for (int j = i + 1; j < static_cast<int>(shapes.size()); ++j)
        {
            if (runOverlap(*table[shapes[i].index()][shapes[j].index()], shapes[i], shapes[j]))
            {
                contacts.push_back({i, j});
            }
        }
    }
    return contacts;
}

void expectPassMatches(const CollisionPass& pass, const std::vector<Shape>& shapes,
                       const std::vector<ShapePair>& expected)
{
    std::vector<ShapePair> contacts(pass.contacts().begin(), pass.contacts().end());
    std::sort(contacts.begin(), contacts.end());
    ASSERT_EQ(contacts.size(), expected.size());
    EXPECT_TRUE(contacts == expected);
    std::vector<std::uint8_t> touching(shapes.size(), 0);
    for (const ShapePair& p : expected)
    {
        touching[p.first] = touching[p.second] = 1;
    }
    ASSERT_EQ(pass.touching().size(), shapes.size());
    EXPECT_TRUE(std::equal(touching.begin(), touching.end(), pass.touching().begin()));
}

TEST(CollisionPass, ContactsEqualAllPairsTesting)
{
    const AlgorithmTable table = defaultAlgorithmTable();
    CollisionPass single(1);
    CollisionPass dual(2);
    for (std::uint64_t seed : {21u, 22u})
    {
        const std::vector<Shape> shapes = randomScene(seed, 2000);
        const std::vector<ShapePair> expected = allPairsContacts(shapes, table);
        ASSERT_GT(expected.size(), 1000u);
        single.run(shapes, table);
        expectPassMatches(single, shapes, expected);
        expectSamePairs(single.candidates(), allPairsOverlappingBounds(boundsOfAll(shapes)));
        dual.run(shapes, table);
        expectPassMatches(dual, shapes, expected);
        // And again: the workers serve frame after frame.
        dual.run(shapes, table);
        expectPassMatches(dual, shapes, expected);
    }
}

// The bounds, the grid's cells and the candidate pairs shared over threads: the same bounds, the same
// candidates in the same order and the same contacts with one thread, two or five, in a scene crowded
// enough that the cells' pairs are visited by several threads at once, frame after frame.
TEST(CollisionPass, ThreadsChangeNeitherTheCandidatesNorTheirOrder)
{
    const AlgorithmTable table = defaultAlgorithmTable();
    CollisionPass single(1);
    CollisionPass dual(2);
    CollisionPass five(5);
    for (std::uint64_t seed : {31u, 32u})
    {
        const std::vector<Shape> shapes = randomScene(seed, 6000);
        single.run(shapes, table);
        EXPECT_GT(single.broadphase().stats().boxTests, 50000u) << "the cells' pairs are shared out";
        expectSamePairs(single.candidates(), allPairsOverlappingBounds(boundsOfAll(shapes)));
        const std::vector<Bounds> bounds = boundsOfAll(shapes);
        for (int frame = 0; frame < 2; ++frame)
        {
            for (CollisionPass* pass : {&dual, &five})
            {
                pass->run(shapes, table);
                ASSERT_EQ(pass->bounds().size(), bounds.size());
                EXPECT_TRUE(std::equal(bounds.begin(), bounds.end(), pass->bounds().begin(),
                                       [](const Bounds& a, const Bounds& b)
                                       { return a.min == b.min && a.max == b.max; }));
                EXPECT_TRUE(std::ranges::equal(pass->candidates(), single.candidates()))
                    << pass->threadCount() << " threads, frame " << frame;
                EXPECT_TRUE(std::ranges::equal(pass->contacts(), single.contacts()));
                EXPECT_TRUE(std::ranges::equal(pass->touching(), single.touching()));
            }
        }
    }
}

// Every pair set to its last (usually approximate) row: the pass uses the table it is given.
TEST(CollisionPass, UsesTheChosenAlgorithms)
{
    AlgorithmTable table = defaultAlgorithmTable();
    int changed = 0;
    for (int a = 0; a < kShapeKindCount; ++a)
    {
        for (int b = a; b < kShapeKindCount; ++b)
        {
            const auto rows = algorithmsFor(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b));
            if (rows.size() > 1)
            {
                ASSERT_TRUE(selectAlgorithm(table, static_cast<ShapeKind>(a), static_cast<ShapeKind>(b),
                                            rows.back()->name));
                EXPECT_EQ(table[b][a], rows.back());
                ++changed;
            }
        }
    }
    EXPECT_GT(changed, 0);
    const std::vector<Shape> shapes = randomScene(31, 1000);
    CollisionPass pass(2);
    pass.run(shapes, table);
    expectPassMatches(pass, shapes, allPairsContacts(shapes, table));
}

// Rows that may report false contacts can report shapes whose bounds are apart; the pass tests
// all pairs of those kinds, so it still equals all-pairs testing.
TEST(CollisionPass, OverReportingAlgorithmsStillMatchAllPairs)
{
    AlgorithmTable table = defaultAlgorithmTable();
    int chosen = 0;
    for (const Algorithm& row : algorithms())
    {
        if (row.errors == ErrorDirection::FalseContactsOnly || row.errors == ErrorDirection::BothWays)
        {
            ASSERT_TRUE(selectAlgorithm(table, row.first, row.second, row.name));
            ++chosen;
        }
    }
    if (chosen == 0)
    {
        GTEST_SKIP() << "the registry has no row that may report false contacts";
    }
    const std::vector<Shape> shapes = randomScene(51, 1200);
    const std::vector<ShapePair> expected = allPairsContacts(shapes, table);
    const std::vector<Bounds> bounds = boundsOfAll(shapes);
    const auto outsideBounds =
        std::count_if(expected.begin(), expected.end(),
                      [&](const ShapePair& p) { return !boundsOverlap(bounds[p.first], bounds[p.second]); });
    RecordProperty("contacts_with_disjoint_bounds", static_cast<int>(outsideBounds));
    CollisionPass pass(2);
    pass.run(shapes, table);
    expectPassMatches(pass, shapes, expected);
}

TEST(CollisionPass, ItemsHoldingShapesAndNamedTables)
{
    const std::vector<Shape> shapes = randomScene(41, 500);
    struct Item // as a scene file's shape: an id beside the shape
    {
        std::string id;
        Shape shape;
    };
    std::vector<Item> items;
    std::vector<const Shape*> pointers;
    for (size_t i = 0; i < shapes.size(); ++i)
    {
        items.push_back({"s" + std::to_string(i), shapes[i]});
        pointers.push_back(&shapes[i]);
    }
    const auto rows = algorithmsFor(ShapeKind::Circle, ShapeKind::Circle);
    std::map<std::string, std::string> pairAlgorithms;
    pairAlgorithms["circle/circle"] = std::string(rows.back()->name);
    pairAlgorithms["circle/square"] = "anything";
    pairAlgorithms["rect/rect"] = "no-such-algorithm";
    std::vector<std::string> unknown;
    const AlgorithmTable table = algorithmTableFor(pairAlgorithms, &unknown);
    EXPECT_EQ(table[1][1], rows.back());
    EXPECT_EQ(table[3][3], &defaultAlgorithm(ShapeKind::Rect, ShapeKind::Rect));
    EXPECT_EQ(unknown.size(), 2u);

    CollisionPass fromItems;
    fromItems.run(items, &Item::shape, table);
    expectPassMatches(fromItems, shapes, allPairsContacts(shapes, table));
    CollisionPass fromPointers;
    fromPointers.run(std::span<const Shape* const>(pointers), table);
    expectPassMatches(fromPointers, shapes, allPairsContacts(shapes, table));
}

TEST(CollisionPass, EmptyAndNullEntries)
{
    CollisionPass pass(2);
    pass.run(std::span<const Shape>(), defaultAlgorithmTable());
    EXPECT_TRUE(pass.contacts().empty());
    EXPECT_TRUE(pass.touching().empty());
    // A table of nulls means the defaults.
    const std::vector<Shape> shapes = {Circle{{0, 0}, 1}, Circle{{1.5, 0}, 1}, Point{{10, 10}}};
    pass.run(shapes, AlgorithmTable{});
    ASSERT_EQ(pass.contacts().size(), 1u);
    EXPECT_EQ(pass.contacts()[0], (ShapePair{0, 1}));
    EXPECT_EQ(pass.touching()[2], 0);
}

// 100,000 circles on one spot are 5e9 pairs: the pass tests at most its pair limit of them and says
// so, instead of asking for 40 GB.
TEST(CollisionPass, ShapesOnOneSpotStayWithinThePairLimit)
{
    const std::vector<Shape> circles(100000, Circle{{0.0, 0.0}, 1.0});
    CollisionPass pass(2);
    pass.run(circles, defaultAlgorithmTable());
    EXPECT_TRUE(pass.capped());
    EXPECT_EQ(pass.candidates().size(), pass.pairLimit());
    EXPECT_EQ(pass.contacts().size(), pass.pairLimit());

    // Kinds tested all against all (an algorithm that may report false contacts) are bounded too.
    std::vector<Shape> rects;
    for (int i = 0; i < 200; ++i)
    {
        rects.push_back(Rect{{i * 100.0, 0.0}, 10.0, 10.0, 0.3});
    }
    AlgorithmTable table = defaultAlgorithmTable();
    ASSERT_TRUE(selectAlgorithm(table, ShapeKind::Rect, ShapeKind::Rect, "aabb"));
    pass.setPairLimit(1000);
    pass.run(rects, table);
    EXPECT_TRUE(pass.capped());
    EXPECT_EQ(pass.candidates().size(), 1000u);
    pass.setPairLimit(200 * 199 / 2);
    pass.run(rects, table);
    EXPECT_FALSE(pass.capped());
    EXPECT_EQ(pass.candidates().size(), 200u * 199u / 2u);
}

// Two points at +-1e308 (outside the shapes' supported range, but the pass takes what it is given).
TEST(CollisionPass, ShapesAtTheEndsOfTheDoubleRange)
{
    const std::vector<Shape> points{Point{{-1e308, 0.0}}, Point{{1e308, 0.0}}, Circle{{0.0, 0.0}, 1.0}};
    CollisionPass pass;
    pass.run(points, defaultAlgorithmTable());
    EXPECT_TRUE(pass.contacts().empty());
    EXPECT_FALSE(pass.capped());
}

} // namespace
} // namespace hitlab
