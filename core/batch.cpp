// One shape against a struct-of-arrays batch (include/hitlab/batch.hpp).
//
// Outline. A kernel walks the batch's arrays in one loop without branches, so that GCC vectorises it
// at -O3 with the baseline x86-64 instruction set (SSE2, two doubles per instruction; check with
// -fopt-info-vec-optimized). The kernels of point and circle pairs decide every pair. Pairs with a rect
// are decided in two passes, as the single-pair tests of exact_polygonal.cpp decide them: the first
// pass evaluates their early-outs for every pair (bounding circles apart: no contact; inscribed
// circles meeting: contact) and writes 0, 1 or kUndecided; the second hands each undecided pair to
// the single-pair test. Most pairs of a scene are far apart, so the second pass sees few.
//
// Exactness. The early-outs are the single-pair tests' own functions (rect_early_outs.hpp), and the
// four-axis pass repeats overlapRectRect's expressions operation for operation (same operands, same
// order, never a fused multiply-add: the AVX2 clones below are built without FMA, and with
// -ffp-contract=off), so they round the same and decide the same pairs the same way; batch_test.cpp
// checks every kernel against overlap() on seeded random batches, exact touching and near-contact
// pairs included.
//
// Instruction sets. The kernels are compiled twice (GCC's target_clones): for the x86-64 baseline
// (SSE2, two doubles per instruction) and for AVX2 (four), the copy chosen once, when the program is
// loaded, by what the processor supports. Both copies compute the same IEEE operations.
#include "hitlab/batch.hpp"

#include "hitlab/overlap.hpp"
#include "quarter_turns.hpp"
#include "rect_early_outs.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <variant>

namespace hitlab
{

namespace
{

constexpr std::uint8_t kUndecided = 2;
// Pairs decided at a time: small enough that a block's intermediate answers stay in the first-level
// cache, large enough that the loop overhead around it vanishes.
constexpr std::size_t kBlock = 256;

// The kernels are inlined into functions compiled once per instruction set (kernel entry points
// below); GCC builds a copy for AVX2 beside the baseline one and picks one when the program loads.
// Defining HITLAB_KERNEL_ENTRY empty (-DHITLAB_KERNEL_ENTRY=) builds the baseline copy alone, which is
// how its answers are checked on a processor that would pick the AVX2 one.
#if !defined(HITLAB_KERNEL_ENTRY)
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__)
#define HITLAB_KERNEL_ENTRY __attribute__((target_clones("avx2", "default")))
#else
#define HITLAB_KERNEL_ENTRY
#endif
#endif
#define HITLAB_INLINE_KERNEL [[gnu::always_inline]] inline

static_assert(static_cast<double>(kUndecided) == early_out::kUndecided, "a kernel's flag is its answer");

// Views of a batch's arrays, whole or a slice, that the kernels and the second pass read.
struct PointView
{
    const double* xs;
    const double* ys;
    std::size_t size;

    Point at(std::size_t i) const { return Point{{xs[i], ys[i]}}; }
    PointView slice(std::size_t begin, std::size_t length) const { return {xs + begin, ys + begin, length}; }
};

struct CircleView
{
    const double* xs;
    const double* ys;
    const double* radii;
    std::size_t size;

    Circle at(std::size_t i) const { return Circle{{xs[i], ys[i]}, radii[i]}; }
    CircleView slice(std::size_t begin, std::size_t length) const
    {
        return {xs + begin, ys + begin, radii + begin, length};
    }
};

struct RectView
{
    const double* xs;
    const double* ys;
    const double* widths;
    const double* heights;
    const double* angles;
    const double* reaches;
    const double* reachesSquared;
    const double* smallerSides;
    std::size_t size;

    Rect at(std::size_t i) const { return Rect{{xs[i], ys[i]}, widths[i], heights[i], angles[i]}; }
    RectView slice(std::size_t begin, std::size_t length) const
    {
        return {xs + begin,     ys + begin,      widths + begin,         heights + begin,
                angles + begin, reaches + begin, reachesSquared + begin, smallerSides + begin,
                length};
    }
};

PointView viewOf(const PointBatch& batch)
{
    return {batch.xs.data(), batch.ys.data(), batch.size()};
}

CircleView viewOf(const CircleBatch& batch)
{
    return {batch.xs.data(), batch.ys.data(), batch.radii.data(), batch.size()};
}

RectView viewOf(const RectBatch& batch)
{
    return {batch.xs().data(),
            batch.ys().data(),
            batch.widths().data(),
            batch.heights().data(),
            batch.angles().data(),
            batch.reaches().data(),
            batch.reachesSquared().data(),
            batch.smallerSides().data(),
            batch.size()};
}

// Calls visit(i) for every i < count with answers[i] == kUndecided, eight answers at a time: answers are
// 0, 1 or 2, so bit 1 of a byte is set exactly when it is undecided, and a word with none costs one
// load. Undecided pairs are rare, so the cost follows their number.
template <typename Visit>
HITLAB_INLINE_KERNEL void forEachUndecided(const std::uint8_t* answers, std::size_t count, const Visit& visit)
{
    constexpr std::uint64_t kUndecidedBits = 0x0202020202020202u;
    static_assert(kUndecided == 2, "kUndecidedBits marks bit 1 of every byte");
    static_assert(std::endian::native == std::endian::little, "byte k of a word is answers[i + k]");
    std::size_t i = 0;
    for (; i + 8 <= count; i += 8)
    {
        std::uint64_t word = 0;
        std::memcpy(&word, answers + i, sizeof word);
        for (std::uint64_t bits = word & kUndecidedBits; bits != 0; bits &= bits - 1)
        {
            visit(i + static_cast<std::size_t>(std::countr_zero(bits)) / 8);
        }
    }
    for (; i < count; ++i)
    {
        if (answers[i] == kUndecided)
        {
            visit(i);
        }
    }
}

// For each set of 8 answers, the positions of its undecided ones (a bit per answer, bit k for answer
// k), listed first: kPositions[bits] = {k for each set bit k, in order, then zeros}.
constexpr std::array<std::array<std::uint8_t, 8>, 256> kPositions = []
{
    std::array<std::array<std::uint8_t, 8>, 256> positions{};
    for (std::size_t bits = 0; bits < 256; ++bits)
    {
        std::size_t count = 0;
        for (std::uint8_t k = 0; k < 8; ++k)
        {
            if ((bits >> k) & 1u)
            {
                positions[bits][count++] = k;
            }
        }
    }
    return positions;
}();

// Writes the positions of the undecided answers among answers[0, count) to positions, in order, and
// returns how many there are; positions must have room for count + 8. Without a branch per answer:
// eight answers at a time become one byte of bits (bit 1 of each answer, gathered by a multiplication
// whose partial products never overlap) that selects their positions from kPositions.
HITLAB_INLINE_KERNEL std::size_t undecidedPositions(const std::uint8_t* answers, std::size_t count,
                                                    std::uint32_t* positions)
{
    constexpr std::uint64_t kUndecidedBits = 0x0202020202020202u;
    constexpr std::uint64_t kGatherLowBits = 0x0102040810204080u;
    static_assert(std::endian::native == std::endian::little, "byte k of a word is answers[i + k]");
    std::size_t found = 0;
    std::size_t i = 0;
    for (; i + 8 <= count; i += 8)
    {
        std::uint64_t word = 0;
        std::memcpy(&word, answers + i, sizeof word);
        const auto bits = static_cast<std::uint8_t>((((word & kUndecidedBits) >> 1) * kGatherLowBits) >> 56);
        const std::array<std::uint8_t, 8>& at = kPositions[bits];
        for (std::size_t k = 0; k < 8; ++k)
        {
            positions[found + k] = static_cast<std::uint32_t>(i + at[k]);
        }
        found += static_cast<std::size_t>(std::popcount(bits));
    }
    for (; i < count; ++i)
    {
        positions[found] = static_cast<std::uint32_t>(i);
        found += answers[i] == kUndecided ? 1 : 0;
    }
    return found;
}

// The last pass: every pair the earlier ones left undecided goes to the single-pair test, `one` first.
template <typename One, typename View>
HITLAB_INLINE_KERNEL void decideTheRest(const One& one, const View& many, std::uint8_t* out)
{
    forEachUndecided(out, many.size, [&](std::size_t i) { out[i] = overlap(one, many.at(i)) ? 1 : 0; });
}

// ---------------------------------------------------------------------------------------------------
// Kernels. Each mirrors one single-pair test of exact_polygonal.cpp, named in its comment, with the
// arguments in that test's order. __restrict: the answers (bytes) alias nothing the loop reads, so
// the compiler need not check that at run time.
// ---------------------------------------------------------------------------------------------------

// The kernels of point and circle pairs decide each pair in one test; each returns that test as a
// function of the position in the batch, which onePass runs as a loop.

// overlapPointPoint: the points are equal.
HITLAB_INLINE_KERNEL auto pointAgainstPoints(const Point& one, const PointView& many)
{
    return [x = one.position.x, y = one.position.y, xs = many.xs, ys = many.ys](std::size_t i)
    { return (x == xs[i]) & (y == ys[i]); };
}

// overlapPointCircle(point, circle): |p - c|^2 <= r^2, for a circle against many points ...
HITLAB_INLINE_KERNEL auto circleAgainstPoints(const Circle& one, const PointView& many)
{
    return [c = one.center, r2 = one.radius * one.radius, xs = many.xs, ys = many.ys](std::size_t i)
    {
        const double dx = xs[i] - c.x;
        const double dy = ys[i] - c.y;
        return dx * dx + dy * dy <= r2;
    };
}

// ... and for a point against many circles.
HITLAB_INLINE_KERNEL auto pointAgainstCircles(const Point& one, const CircleView& many)
{
    return [p = one.position, xs = many.xs, ys = many.ys, radii = many.radii](std::size_t i)
    {
        const double dx = p.x - xs[i];
        const double dy = p.y - ys[i];
        return dx * dx + dy * dy <= radii[i] * radii[i];
    };
}

// overlapCircleCircle(one, circle): |c2 - c1|^2 <= (r1 + r2)^2.
HITLAB_INLINE_KERNEL auto circleAgainstCircles(const Circle& one, const CircleView& many)
{
    return [c = one.center, r = one.radius, xs = many.xs, ys = many.ys, radii = many.radii](std::size_t i)
    {
        const double reach = r + radii[i];
        const double dx = xs[i] - c.x;
        const double dy = ys[i] - c.y;
        return dx * dx + dy * dy <= reach * reach;
    };
}

// The kernels of pairs with a rect write, for a block, each pair's early-out answer as a flag (0, 1 or
// kUndecided) for the later passes.

// overlapPointRect's early-out: outside the rect's bounding circle. A rect against many points ...
HITLAB_INLINE_KERNEL void rectAgainstPoints(const Rect& one, const PointView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double reach = early_out::rectReach(one.width, one.height);
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        flags[i] = early_out::pointRect(dx * dx + dy * dy, reach);
    }
}

// ... and a point against many rects.
HITLAB_INLINE_KERNEL void pointAgainstRects(const Point& one, const RectView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* reaches = many.reaches;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = one.position.x - xs[i];
        const double dy = one.position.y - ys[i];
        flags[i] = early_out::pointRect(dx * dx + dy * dy, reaches[i]);
    }
}

// overlapCircleRect's early-outs. A rect against many circles ...
HITLAB_INLINE_KERNEL void rectAgainstCircles(const Rect& one, const CircleView& many,
                                             double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* radii = many.radii;
    const double reachOfRect = early_out::rectReach(one.width, one.height);
    const double reach2OfRect = early_out::rectReachSquared(one.width, one.height);
    const double sideOfRect = std::min(one.width, one.height);
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        flags[i] = early_out::circleRect(dx * dx + dy * dy, radii[i], reachOfRect, reach2OfRect, sideOfRect);
    }
}

// ... and a circle against many rects.
HITLAB_INLINE_KERNEL void circleAgainstRects(const Circle& one, const RectView& many,
                                             double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* reaches = many.reaches;
    const double* reaches2 = many.reachesSquared;
    const double* sides = many.smallerSides;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = one.center.x - xs[i];
        const double dy = one.center.y - ys[i];
        flags[i] = early_out::circleRect(dx * dx + dy * dy, one.radius, reaches[i], reaches2[i], sides[i]);
    }
}

// overlapRectRect(one, rect)'s early-outs.
HITLAB_INLINE_KERNEL void rectAgainstRects(const Rect& one, const RectView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* reaches = many.reaches;
    const double* reaches2 = many.reachesSquared;
    const double* sides = many.smallerSides;
    const double reachOfOne = early_out::rectReach(one.width, one.height);
    const double reach2OfOne = early_out::rectReachSquared(one.width, one.height);
    const double sideOfOne = std::min(one.width, one.height);
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        flags[i] = early_out::rectRect(dx * dx + dy * dy, reachOfOne, reach2OfOne, sideOfOne, reaches[i],
                                       reaches2[i], sides[i]);
    }
}

// exact_polygonal.cpp's axisFromAngle, (cos, sin) of an angle, for |angle| <= 32 (the caller checks):
// the same reduction and polynomials (quarter_turns.hpp). The quadrant is read from the low bits of
// `shifted` rather than by a conversion to an integer, which keeps the loop in vector code.
HITLAB_INLINE_KERNEL void axisOfSmallAngle(double angle, double& cosine, double& sine)
{
    const QuarterTurns turns = reduceByQuarterTurns(angle);
    turnByQuadrant(std::bit_cast<std::uint64_t>(turns.shifted), turns.cosR, turns.sinR, cosine, sine);
}

// The rest of overlapRectRect(one, rect) for the pairs its early-outs left undecided, when both angles
// are within its small-angle bound of 16 (then the turn between the rects is axisFromAngle of the
// difference): the four-axis projection test, without branches. The undecided pairs of a block are
// first packed side by side, so that the loop over them is as dense as the first pass. Pairs with a
// larger angle go through it too (the polynomials take any finite angle), but their answers are
// dropped: they stay undecided for the single-pair test.
HITLAB_INLINE_KERNEL void rectAgainstRectsFourAxes(const Rect& one, const RectView& many, std::uint8_t* out)
{
    constexpr double kSmallAngle = 16.0;
    if (!(std::abs(one.angle) <= kSmallAngle))
    {
        return;
    }
    // Positions of the undecided pairs, packed; 8 more than a block, as each word writes 8.
    std::uint32_t index[kBlock + 8];
    const std::size_t count = undecidedPositions(out, many.size, index);
    if (count == 0)
    {
        return;
    }
    double dxs[kBlock], dys[kBlock], widths[kBlock], heights[kBlock], turns[kBlock];
    bool smallAngles[kBlock];
    for (std::size_t k = 0; k < count; ++k)
    {
        const std::uint32_t i = index[k];
        smallAngles[k] = std::abs(many.angles[i]) <= kSmallAngle;
        dxs[k] = many.xs[i] - one.center.x;
        dys[k] = many.ys[i] - one.center.y;
        widths[k] = many.widths[i];
        heights[k] = many.heights[i];
        turns[k] = many.angles[i] - one.angle;
    }
    double n1x;
    double n1y;
    axisOfSmallAngle(one.angle, n1x, n1y);
    const double hwA = 0.5 * one.width;
    const double hhA = 0.5 * one.height;
    double answers[kBlock];
    for (std::size_t k = 0; k < count; ++k)
    {
        double turnX;
        double turnY;
        axisOfSmallAngle(turns[k], turnX, turnY);
        const double c = std::abs(turnX);
        const double s = std::abs(turnY);
        const double hwB = 0.5 * widths[k];
        const double hhB = 0.5 * heights[k];
        const double dx = dxs[k];
        const double dy = dys[k];
        const double inAx = n1x * dx + n1y * dy;
        const double inAy = n1x * dy - n1y * dx;
        const double inBx = turnX * inAx + turnY * inAy;
        const double inBy = turnX * inAy - turnY * inAx;
        const double onN1 = std::abs(inAx) <= hwA + hwB * c + hhB * s ? 1.0 : 0.0;
        const double onT1 = std::abs(inAy) <= hhA + hwB * s + hhB * c ? 1.0 : 0.0;
        const double onN2 = std::abs(inBx) <= hwB + hwA * c + hhA * s ? 1.0 : 0.0;
        const double onT2 = std::abs(inBy) <= hhB + hwA * s + hhA * c ? 1.0 : 0.0;
        answers[k] = onN1 * onT1 * onN2 * onT2;
    }
    for (std::size_t k = 0; k < count; ++k)
    {
        out[index[k]] = smallAngles[k] ? (answers[k] != 0.0 ? 1 : 0) : kUndecided;
    }
}

// The single-pair test for each element, the kind of `one` resolved once; answers to out when it is not
// null, and the number of contacts.
template <typename View>
std::size_t eachBySinglePairTest(const Shape& one, const View& many, std::uint8_t* out)
{
    return std::visit(
        [&](const auto& typedOne)
        {
            std::size_t contacts = 0;
            for (std::size_t i = 0; i < many.size; ++i)
            {
                const bool overlaps = overlap(typedOne, many.at(i));
                contacts += overlaps ? 1 : 0;
                if (out != nullptr)
                {
                    out[i] = overlaps ? 1 : 0;
                }
            }
            return contacts;
        },
        one);
}

// Answers as bytes from a kernel's flags. (A double-to-int conversion vectorises on SSE2; a comparison
// straight to bytes does not with GCC 12.)
HITLAB_INLINE_KERNEL void toBytes(const double* __restrict flags, std::size_t count,
                                  std::uint8_t* __restrict out)
{
    for (std::size_t i = 0; i < count; ++i)
    {
        out[i] = static_cast<std::uint8_t>(static_cast<std::int32_t>(flags[i]));
    }
}

HITLAB_INLINE_KERNEL std::size_t contactsAmong(const std::uint8_t* answers, std::size_t count)
{
    std::size_t contacts = 0;
    for (std::size_t i = 0; i < count; ++i)
    {
        contacts += answers[i];
    }
    return contacts;
}

// A one-test kernel over the whole batch: the number of contacts, counted in the loop (integer sums,
// which vectorise), or, when out is not null, the answers written through a block of flags.
template <auto Kernel, typename One, typename View>
HITLAB_INLINE_KERNEL std::size_t onePass(const One& one, const View& many, std::uint8_t* out)
{
    const auto test = Kernel(one, many);
    if (out == nullptr)
    {
        std::int64_t contacts = 0;
        for (std::size_t i = 0; i < many.size; ++i)
        {
            contacts += test(i) ? 1 : 0;
        }
        return static_cast<std::size_t>(contacts);
    }
    alignas(32) double flags[kBlock];
    for (std::size_t begin = 0; begin < many.size; begin += kBlock)
    {
        const std::size_t length = std::min(kBlock, many.size - begin);
        for (std::size_t k = 0; k < length; ++k)
        {
            flags[k] = test(begin + k) ? 1.0 : 0.0;
        }
        toBytes(flags, length, out + begin);
    }
    return 0;
}

// Runs a rect kernel over the batch a block at a time (its flags stay on the stack and in the first-level
// cache), then the later passes on that block. Writes the answers to out when it is not null; returns
// the number of contacts when it is.
template <auto Kernel, typename One, typename View>
HITLAB_INLINE_KERNEL std::size_t inBlocks(const One& one, const View& many, std::uint8_t* out)
{
    alignas(32) double flags[kBlock];
    alignas(32) std::uint8_t blockAnswers[kBlock];
    std::size_t contacts = 0;
    for (std::size_t begin = 0; begin < many.size; begin += kBlock)
    {
        const View part = many.slice(begin, std::min(kBlock, many.size - begin));
        Kernel(one, part, flags);
        std::uint8_t* answers = out != nullptr ? out + begin : blockAnswers;
        toBytes(flags, part.size, answers);
        if constexpr (std::is_same_v<One, Rect> && std::is_same_v<View, RectView>)
        {
            rectAgainstRectsFourAxes(one, part, answers);
        }
        decideTheRest(one, part, answers);
        if (out == nullptr)
        {
            contacts += contactsAmong(answers, part.size);
        }
    }
    return contacts;
}

// The kernel entry points, one per kind of `one` and kind of batch, each compiled once per instruction
// set (HITLAB_KERNEL_ENTRY) with everything above inlined into it.
HITLAB_KERNEL_ENTRY std::size_t pointWithPoints(const Point& one, const PointView& many, std::uint8_t* out)
{
    return onePass<pointAgainstPoints>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t circleWithPoints(const Circle& one, const PointView& many, std::uint8_t* out)
{
    return onePass<circleAgainstPoints>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t rectWithPoints(const Rect& one, const PointView& many, std::uint8_t* out)
{
    return inBlocks<rectAgainstPoints>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t pointWithCircles(const Point& one, const CircleView& many, std::uint8_t* out)
{
    return onePass<pointAgainstCircles>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t circleWithCircles(const Circle& one, const CircleView& many,
                                                  std::uint8_t* out)
{
    return onePass<circleAgainstCircles>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t rectWithCircles(const Rect& one, const CircleView& many, std::uint8_t* out)
{
    return inBlocks<rectAgainstCircles>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t pointWithRects(const Point& one, const RectView& many, std::uint8_t* out)
{
    return inBlocks<pointAgainstRects>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t circleWithRects(const Circle& one, const RectView& many, std::uint8_t* out)
{
    return inBlocks<circleAgainstRects>(one, many, out);
}

HITLAB_KERNEL_ENTRY std::size_t rectWithRects(const Rect& one, const RectView& many, std::uint8_t* out)
{
    return inBlocks<rectAgainstRects>(one, many, out);
}

// The kernels by the kind of `one`: point and circle in one test, rect in passes, the rest pair by pair.
std::size_t answer(const Shape& one, const PointView& many, std::uint8_t* out)
{
    if (const auto* point = std::get_if<Point>(&one))
    {
        return pointWithPoints(*point, many, out);
    }
    else if (const auto* circle = std::get_if<Circle>(&one))
    {
        return circleWithPoints(*circle, many, out);
    }
    else if (const auto* rect = std::get_if<Rect>(&one))
    {
        return rectWithPoints(*rect, many, out);
    }
    return eachBySinglePairTest(one, many, out);
}

std::size_t answer(const Shape& one, const CircleView& many, std::uint8_t* out)
{
    if (const auto* point = std::get_if<Point>(&one))
    {
        return pointWithCircles(*point, many, out);
    }
    else if (const auto* circle = std::get_if<Circle>(&one))
    {
        return circleWithCircles(*circle, many, out);
    }
    else if (const auto* rect = std::get_if<Rect>(&one))
    {
        return rectWithCircles(*rect, many, out);
    }
    return eachBySinglePairTest(one, many, out);
}

std::size_t answer(const Shape& one, const RectView& many, std::uint8_t* out)
{
    if (const auto* point = std::get_if<Point>(&one))
    {
        return pointWithRects(*point, many, out);
    }
    else if (const auto* circle = std::get_if<Circle>(&one))
    {
        return circleWithRects(*circle, many, out);
    }
    else if (const auto* rect = std::get_if<Rect>(&one))
    {
        return rectWithRects(*rect, many, out);
    }
    return eachBySinglePairTest(one, many, out);
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// Batches.
// ---------------------------------------------------------------------------------------------------

void PointBatch::add(const Point& point)
{
    xs.push_back(point.position.x);
    ys.push_back(point.position.y);
}

void PointBatch::clear()
{
    xs.clear();
    ys.clear();
}

void PointBatch::reserve(std::size_t count)
{
    xs.reserve(count);
    ys.reserve(count);
}

void CircleBatch::add(const Circle& circle)
{
    xs.push_back(circle.center.x);
    ys.push_back(circle.center.y);
    radii.push_back(circle.radius);
}

void CircleBatch::clear()
{
    xs.clear();
    ys.clear();
    radii.clear();
}

void CircleBatch::reserve(std::size_t count)
{
    xs.reserve(count);
    ys.reserve(count);
    radii.reserve(count);
}

void RectBatch::add(const Rect& rect)
{
    xs_.push_back(rect.center.x);
    ys_.push_back(rect.center.y);
    widths_.push_back(rect.width);
    heights_.push_back(rect.height);
    angles_.push_back(rect.angle);
    reaches_.push_back(early_out::rectReach(rect.width, rect.height));
    reachesSquared_.push_back(early_out::rectReachSquared(rect.width, rect.height));
    smallerSides_.push_back(std::min(rect.width, rect.height));
}

void RectBatch::clear()
{
    for (std::vector<double>* field :
         {&xs_, &ys_, &widths_, &heights_, &angles_, &reaches_, &reachesSquared_, &smallerSides_})
    {
        field->clear();
    }
}

void RectBatch::reserve(std::size_t count)
{
    for (std::vector<double>* field :
         {&xs_, &ys_, &widths_, &heights_, &angles_, &reaches_, &reachesSquared_, &smallerSides_})
    {
        field->reserve(count);
    }
}

// ---------------------------------------------------------------------------------------------------
// Queries.
// ---------------------------------------------------------------------------------------------------

void overlapMany(const Shape& one, const PointBatch& many, std::span<std::uint8_t> out)
{
    assert(out.size() == many.size());
    answer(one, viewOf(many), out.data());
}

void overlapMany(const Shape& one, const CircleBatch& many, std::span<std::uint8_t> out)
{
    assert(out.size() == many.size());
    answer(one, viewOf(many), out.data());
}

void overlapMany(const Shape& one, const RectBatch& many, std::span<std::uint8_t> out)
{
    assert(out.size() == many.size());
    answer(one, viewOf(many), out.data());
}

void overlapMany(const Shape& one, std::span<const Shape> many, std::span<std::uint8_t> out)
{
    assert(out.size() == many.size());
    std::visit(
        [&](const auto& typedOne)
        {
            for (std::size_t i = 0; i < out.size(); ++i)
            {
                const bool overlaps =
                    std::visit([&](const auto& other) { return overlap(typedOne, other); }, many[i]);
                out[i] = overlaps ? 1 : 0;
            }
        },
        one);
}

std::size_t countOverlaps(const Shape& one, const PointBatch& many)
{
    return answer(one, viewOf(many), nullptr);
}

std::size_t countOverlaps(const Shape& one, const CircleBatch& many)
{
    return answer(one, viewOf(many), nullptr);
}

std::size_t countOverlaps(const Shape& one, const RectBatch& many)
{
    return answer(one, viewOf(many), nullptr);
}

std::size_t countOverlaps(const Shape& one, std::span<const Shape> many)
{
    std::size_t overlaps = 0;
    std::visit(
        [&](const auto& typedOne)
        {
            for (const Shape& other : many)
            {
                overlaps +=
                    std::visit([&](const auto& typed) { return overlap(typedOne, typed); }, other) ? 1 : 0;
            }
        },
        one);
    return overlaps;
}

} // namespace hitlab
