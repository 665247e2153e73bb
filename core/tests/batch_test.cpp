// The batch queries against the single-pair test: for every kind of `one` and every batch, overlapMany
// answers exactly overlap(one, many[i]) and countOverlaps counts those answers. Tolerance: none; the
// decisions must be equal bit for bit, on seeded random batches and on pairs slid to exact contact and
// to a few ulps on either side of it, where rounding decides.
#include "hitlab/batch.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "test_support.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <random>
#include <vector>

namespace hitlab
{
namespace
{

constexpr ShapeKind kBatchKinds[] = {ShapeKind::Point, ShapeKind::Circle, ShapeKind::Rect};

// A batch of one kind, kept also as Shapes to ask the single-pair test and the generic overload.
struct Batches
{
    PointBatch points;
    CircleBatch circles;
    RectBatch rects;
    std::vector<Shape> shapes;

    void add(const Shape& shape)
    {
        shapes.push_back(shape);
        if (const auto* point = std::get_if<Point>(&shape))
        {
            points.add(*point);
        }
        else if (const auto* circle = std::get_if<Circle>(&shape))
        {
            circles.add(*circle);
        }
        else if (const auto* rect = std::get_if<Rect>(&shape))
        {
            rects.add(*rect);
        }
    }
};

// The translation t along direction at which `moving` starts touching `fixed`, found by bisection on
// the exact test: overlap at t_in, none at t_out. Returns t_in, the last touching step.
double contactDistance(const Shape& fixed, const Shape& moving, Vec2 direction)
{
    double tIn = 0.0;
    double tOut = 4096.0;
    if (!overlap(fixed, moving) || overlap(fixed, translated(moving, direction * tOut)))
    {
        return std::nan("");
    }
    for (int i = 0; i < 200 && std::nextafter(tIn, tOut) < tOut; ++i)
    {
        const double t = 0.5 * (tIn + tOut);
        (overlap(fixed, translated(moving, direction * t)) ? tIn : tOut) = t;
    }
    return tIn;
}

// Random shapes of `kind`, then, for a few of them, copies slid to the contact with `one` and a few ulps
// of the slide on either side; then shapes placed at `one`'s centre (decided by the inscribed-circle
// early-outs). The count is not a multiple of 8 or of the kernels' blocks, so that every tail is run.
Batches makeBatches(const Shape& one, ShapeKind kind, std::mt19937_64& rng)
{
    Batches batches;
    const RandomShapeOptions options{{300.0, 200.0}, {500.0, 400.0}, 10.0, 200.0, 8};
    for (int i = 0; i < 600; ++i)
    {
        batches.add(randomShape(kind, rng, options));
    }
    std::uniform_real_distribution<double> angle(0.0, 2.0 * kPi);
    for (int i = 0; i < 40; ++i)
    {
        Shape moving = randomShape(kind, rng, options);
        const Bounds a = boundsOf(one);
        const Bounds b = boundsOf(moving);
        moving = translated(moving, 0.5 * (a.min + a.max) - 0.5 * (b.min + b.max));
        const Vec2 direction = unitFromAngle(angle(rng));
        const double t = contactDistance(one, moving, direction);
        if (std::isnan(t))
        {
            continue;
        }
        double below = t;
        double above = t;
        batches.add(translated(moving, direction * t));
        for (int step = 0; step < 4; ++step)
        {
            below = std::nextafter(below, 0.0);
            above = std::nextafter(above, 1e9);
            batches.add(translated(moving, direction * below));
            batches.add(translated(moving, direction * above));
        }
    }
    return batches;
}

// Exactly touching circles and points on circles: 3-4-5 offsets, every value a small integer.
Batches touchingBatches(const Shape& one)
{
    Batches batches;
    const Vec2 center = 0.5 * (boundsOf(one).min + boundsOf(one).max);
    for (int k = 1; k <= 12; ++k)
    {
        const double distance = 5.0 * k;
        for (const Vec2 offset : {Vec2{3.0 * k, 4.0 * k}, Vec2{-4.0 * k, 3.0 * k}, Vec2{0.0, -distance}})
        {
            batches.add(Point{center + offset});
            if (const auto* circle = std::get_if<Circle>(&one); circle && distance > circle->radius)
            {
                batches.add(Circle{center + offset, distance - circle->radius});
            }
            batches.add(Circle{center + offset, distance});
            batches.add(Circle{center + offset, distance * 0.5});
            batches.add(Rect{center + offset, distance, distance * 0.5, 0.25 * k});
            batches.add(Rect{center + offset, 2.0 * distance, 2.0 * distance, 0.0});
        }
    }
    return batches;
}

void expectSameAsSinglePair(const Shape& one, const Batches& batches, ShapeKind kind)
{
    std::vector<std::uint8_t> expected;
    for (const Shape& shape : batches.shapes)
    {
        if (kindOf(shape) == kind)
        {
            expected.push_back(overlap(one, shape) ? 1 : 0);
        }
    }
    std::vector<std::uint8_t> answers(expected.size(), 7);
    std::size_t count = 0;
    switch (kind)
    {
    case ShapeKind::Point:
        ASSERT_EQ(batches.points.size(), expected.size());
        overlapMany(one, batches.points, answers);
        count = countOverlaps(one, batches.points);
        break;
    case ShapeKind::Circle:
        ASSERT_EQ(batches.circles.size(), expected.size());
        overlapMany(one, batches.circles, answers);
        count = countOverlaps(one, batches.circles);
        break;
    case ShapeKind::Rect:
        ASSERT_EQ(batches.rects.size(), expected.size());
        overlapMany(one, batches.rects, answers);
        count = countOverlaps(one, batches.rects);
        break;
    default:
        FAIL() << "no batch of this kind";
    }
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < expected.size(); ++i)
    {
        if (answers[i] != expected[i] && ++mismatches <= 3)
        {
            ADD_FAILURE() << "one " << describe(one) << " many[" << i << "] (" << kindName(kind)
                          << "): batch " << int(answers[i]) << ", single pair " << int(expected[i]);
        }
    }
    EXPECT_EQ(mismatches, 0U);
    EXPECT_EQ(count, std::accumulate(expected.begin(), expected.end(), std::size_t{0}));
}

TEST(Batch, EveryKindAgainstEveryBatchAnswersAsTheSinglePairTest)
{
    std::mt19937_64 rng(20261123);
    const RandomShapeOptions options{{300.0, 200.0}, {500.0, 400.0}, 10.0, 200.0, 8};
    std::size_t contacts = 0;
    std::size_t pairs = 0;
    for (int kind = 0; kind < kShapeKindCount; ++kind)
    {
        for (int round = 0; round < 6; ++round)
        {
            const Shape one = randomShape(static_cast<ShapeKind>(kind), rng, options);
            for (ShapeKind manyKind : kBatchKinds)
            {
                const Batches batches = makeBatches(one, manyKind, rng);
                SCOPED_TRACE(std::string(kindName(kindOf(one))) + " against " +
                             std::string(kindName(manyKind)));
                expectSameAsSinglePair(one, batches, manyKind);
                for (const Shape& shape : batches.shapes)
                {
                    contacts += overlap(one, shape) ? 1 : 0;
                    ++pairs;
                }
            }
        }
    }
    // The batches hold both answers in earnest, not only far pairs.
    EXPECT_GT(contacts, pairs / 10);
    EXPECT_LT(contacts, pairs * 9 / 10);
}

TEST(Batch, ExactTouchingIsContact)
{
    for (const Shape& one :
         {Shape{Circle{{10.0, 20.0}, 4.0}}, Shape{Point{{10.0, 20.0}}},
          Shape{Rect{{10.0, 20.0}, 8.0, 6.0, 0.0}}, Shape{Rect{{10.0, 20.0}, 8.0, 6.0, 1.0}}})
    {
        const Batches batches = touchingBatches(one);
        for (ShapeKind kind : kBatchKinds)
        {
            SCOPED_TRACE(describe(one) + " against " + std::string(kindName(kind)));
            expectSameAsSinglePair(one, batches, kind);
        }
    }
    // The 3-4-5 pairs touch: the batch says so, as the single-pair test does.
    CircleBatch touching;
    touching.add(Circle{{13.0, 24.0}, 1.0});
    std::uint8_t answer = 0;
    overlapMany(Circle{{10.0, 20.0}, 4.0}, touching, std::span<std::uint8_t>(&answer, 1));
    EXPECT_EQ(answer, 1);
    EXPECT_TRUE(overlap(Circle{{10.0, 20.0}, 4.0}, Circle{{13.0, 24.0}, 1.0}));
}

TEST(Batch, RectsAtLargeAnglesAndCoordinates)
{
    // Angles beyond the single-pair test's small-angle path and far from the origin: the second pass
    // decides these with the single-pair test, the first must not have decided them wrongly.
    std::mt19937_64 rng(77);
    std::uniform_real_distribution<double> turn(-1e6, 1e6);
    RandomShapeOptions options{{-1e5, -1e5}, {-1e5 + 400.0, -1e5 + 300.0}, 10.0, 200.0, 8};
    for (int round = 0; round < 20; ++round)
    {
        Rect one = std::get<Rect>(randomShape(ShapeKind::Rect, rng, options));
        one.angle = turn(rng);
        Batches batches;
        for (int i = 0; i < 300; ++i)
        {
            Rect rect = std::get<Rect>(randomShape(ShapeKind::Rect, rng, options));
            rect.angle = turn(rng);
            batches.add(rect);
        }
        expectSameAsSinglePair(one, batches, ShapeKind::Rect);
    }
}

TEST(Batch, GenericSpanAnswersAsTheSinglePairTest)
{
    std::mt19937_64 rng(5);
    const RandomShapeOptions options{{300.0, 200.0}, {500.0, 400.0}, 10.0, 200.0, 8};
    std::vector<Shape> many;
    for (int i = 0; i < 400; ++i)
    {
        many.push_back(randomShape(static_cast<ShapeKind>(i % kShapeKindCount), rng, options));
    }
    for (int kind = 0; kind < kShapeKindCount; ++kind)
    {
        const Shape one = randomShape(static_cast<ShapeKind>(kind), rng, options);
        std::vector<std::uint8_t> answers(many.size(), 7);
        overlapMany(one, many, answers);
        std::size_t expectedCount = 0;
        for (std::size_t i = 0; i < many.size(); ++i)
        {
            const bool expected = overlap(one, many[i]);
            expectedCount += expected ? 1 : 0;
            EXPECT_EQ(answers[i], expected ? 1 : 0) << describe(one) << " against " << describe(many[i]);
        }
        EXPECT_EQ(countOverlaps(one, many), expectedCount);
    }
}

TEST(Batch, EmptyBatchesAnswerNothing)
{
    const Shape one = Circle{{0.0, 0.0}, 1.0};
    EXPECT_EQ(countOverlaps(one, CircleBatch{}), 0U);
    EXPECT_EQ(countOverlaps(one, RectBatch{}), 0U);
    EXPECT_EQ(countOverlaps(one, PointBatch{}), 0U);
    EXPECT_EQ(countOverlaps(one, std::span<const Shape>{}), 0U);
    overlapMany(one, CircleBatch{}, std::span<std::uint8_t>{});
}

TEST(Batch, BatchesKeepTheirShapes)
{
    RectBatch rects;
    rects.add(Rect{{1.0, 2.0}, 3.0, 4.0, 0.5});
    EXPECT_EQ(rects.size(), 1U);
    const Rect back = rects.at(0);
    EXPECT_EQ(back.center, Vec2(1.0, 2.0));
    EXPECT_EQ(back.width, 3.0);
    EXPECT_EQ(back.height, 4.0);
    EXPECT_EQ(back.angle, 0.5);
    EXPECT_EQ(rects.reaches()[0], 3.5);
    EXPECT_EQ(rects.reachesSquared()[0], 6.25);
    EXPECT_EQ(rects.smallerSides()[0], 3.0);
    rects.clear();
    EXPECT_EQ(rects.size(), 0U);
}

} // namespace
} // namespace hitlab
