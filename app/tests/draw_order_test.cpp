// The renderer's draw order (draw_order.hpp): every group holds one kind, the order is a permutation of
// the batch, and any two primitives whose boxes overlap keep the batch's order, checked pair by pair
// against the boxes themselves on seeded random batches, sparse and crowded.
#include "draw_order.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <vector>

namespace hitlab
{
namespace
{

constexpr int kKinds = 8;
const PixelBox kExtent{-640.0F, -400.0F, 640.0F, 400.0F};

struct RandomBatch
{
    std::vector<PixelBox> boxes;
    std::vector<int> kinds;
};

// `count` boxes up to `largest` pixels wide, some reaching past the extent, of `kinds` kinds.
RandomBatch randomBatch(unsigned seed, std::size_t count, float largest, int kinds = kKinds)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<float> x(-700.0F, 700.0F);
    std::uniform_real_distribution<float> y(-460.0F, 460.0F);
    std::uniform_real_distribution<float> size(0.0F, largest);
    std::uniform_int_distribution<int> kind(0, kinds - 1);
    RandomBatch batch;
    for (std::size_t i = 0; i < count; ++i)
    {
        const float left = x(random);
        const float bottom = y(random);
        batch.boxes.push_back(PixelBox{left, bottom, left + size(random), bottom + size(random)});
        batch.kinds.push_back(kind(random));
    }
    return batch;
}

void expectSamePicture(const RandomBatch& batch, const DrawOrder& order)
{
    const std::size_t n = batch.boxes.size();
    ASSERT_EQ(order.order.size(), n);
    std::vector<std::size_t> position(n, n);
    for (std::size_t p = 0; p < n; ++p)
    {
        ASSERT_LT(order.order[p], n);
        ASSERT_EQ(position[order.order[p]], n) << "drawn twice: " << order.order[p];
        position[order.order[p]] = p;
    }
    std::size_t next = 0;
    for (const DrawGroup& group : order.groups)
    {
        ASSERT_EQ(group.first, next);
        ASSERT_GT(group.count, 0U);
        for (std::size_t p = group.first; p < group.first + group.count; ++p)
        {
            EXPECT_EQ(batch.kinds[order.order[p]], group.kind);
        }
        next += group.count;
    }
    EXPECT_EQ(next, n);
    for (std::size_t i = 0; i < n; ++i)
    {
        for (std::size_t j = i + 1; j < n; ++j)
        {
            if (boxesOverlap(batch.boxes[i], batch.boxes[j]))
            {
                EXPECT_LT(position[i], position[j]) << i << " and " << j << " overlap";
            }
        }
    }
}

TEST(DrawOrder, OverlappingPrimitivesKeepTheBatchOrder)
{
    for (unsigned seed = 1; seed <= 20; ++seed)
    {
        const RandomBatch sparse = randomBatch(seed, 300, 40.0F);
        expectSamePicture(sparse, drawOrder(sparse.boxes, sparse.kinds, kKinds, kExtent));
        const RandomBatch crowded = randomBatch(seed + 100, 1500, 120.0F);
        expectSamePicture(crowded, drawOrder(crowded.boxes, crowded.kinds, kKinds, kExtent));
    }
}

// The renderer groups by program, one more than the kinds (small polygons have their own); drawOrder
// keeps eight kinds side by side in vectors and takes any others one by one.
TEST(DrawOrder, AnyNumberOfKindsKeepsTheBatchOrder)
{
    for (const int kinds : {1, 3, 9, 17})
    {
        SCOPED_TRACE(kinds);
        for (unsigned seed = 1; seed <= 5; ++seed)
        {
            const RandomBatch crowded = randomBatch(seed + 200, 1200, 120.0F, kinds);
            expectSamePicture(crowded, drawOrder(crowded.boxes, crowded.kinds, kinds, kExtent));
        }
    }
}

TEST(DrawOrder, BoxesThatTouchAtAnEdgeOrCornerCountAsOverlapping)
{
    // Kinds in falling order, each box touching the last: no two may swap.
    const RandomBatch chain{
        {PixelBox{0, 0, 10, 10}, PixelBox{10, 10, 20, 20}, PixelBox{20, 0, 30, 10}, PixelBox{30, 0, 40, 10}},
        {7, 5, 3, 1}};
    const DrawOrder order = drawOrder(chain.boxes, chain.kinds, kKinds, kExtent);
    expectSamePicture(chain, order);
    EXPECT_EQ(order.groups.size(), 4U);
}

TEST(DrawOrder, ApartPrimitivesMakeOneGroupPerKind)
{
    // A row of small boxes far apart, kinds cycling: nothing overlaps, so each kind is one draw.
    RandomBatch row;
    for (int i = 0; i < 40; ++i)
    {
        const float left = -600.0F + 30.0F * static_cast<float>(i);
        row.boxes.push_back(PixelBox{left, 0.0F, left + 5.0F, 5.0F});
        row.kinds.push_back((kKinds - 1) - i % kKinds);
    }
    const DrawOrder order = drawOrder(row.boxes, row.kinds, kKinds, kExtent);
    expectSamePicture(row, order);
    EXPECT_EQ(order.groups.size(), static_cast<std::size_t>(kKinds));
}

// A primitive of a shape with an infinite or NaN number has a box with NaN or infinite edges: the order is
// still a permutation of the batch, in groups of one kind, that keeps the other boxes' order.
TEST(DrawOrder, BoxesWithNanOrInfiniteEdgesKeepAValidOrder)
{
    RandomBatch batch = randomBatch(17, 300, 80.0F);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float infinity = std::numeric_limits<float>::infinity();
    for (std::size_t i = 0; i < batch.boxes.size(); i += 7)
    {
        batch.boxes[i] =
            i % 14 == 0 ? PixelBox{nan, nan, nan, nan} : PixelBox{-infinity, 0.0F, infinity, 1.0F};
    }
    expectSamePicture(batch, drawOrder(batch.boxes, batch.kinds, kKinds, kExtent));
}

TEST(DrawOrder, AnEmptyBatchHasNoGroups)
{
    const DrawOrder order = drawOrder({}, {}, kKinds, kExtent);
    EXPECT_TRUE(order.order.empty());
    EXPECT_TRUE(order.groups.empty());
}

} // namespace
} // namespace hitlab
