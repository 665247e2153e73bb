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
// Exactness. Each early-out below repeats the single-pair test's expression operation for operation
// (same operands, same order, no fused multiply-add on the baseline instruction set), so it rounds
// the same and decides the same pairs the same way; batch_test.cpp checks every kernel against
// overlap() on seeded random batches, exact touching and near-contact pairs included. A change to an
// early-out in exact_polygonal.cpp must be made here too; that test fails until it is.
#include "hitlab/batch.hpp"

#include "hitlab/overlap.hpp"
#include "quarter_turns.hpp"

#include <algorithm>
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

// A rect's values for the early-outs, as exact_polygonal.cpp computes them (rectReach,
// rectReachSquared and the inscribed circle's diameter).
double rectReach(double width, double height)
{
    return 0.5 * (width + height);
}

double rectReachSquared(double width, double height)
{
    return 0.25 * (width * width + height * height);
}

// exact_polygonal.cpp's withinRadii: 1 when circles of squared radii ra2, rb2 whose centres are
// sqrt(d2) apart may meet, else 0, with a relative slack of 1e-9 that keeps the early-out strict. Its
// "excess <= 0 || excess^2 <= 4 ra2 rb2" is one comparison here: max(excess, 0) is 0 exactly when
// excess <= 0 (and 0 <= 4 ra2 rb2), is excess when it is positive, and stays NaN when excess is NaN,
// so the value is the same whenever 4 ra2 rb2 is not NaN (squared sizes below overflow), and the
// kernels keep no branch.
inline double withinRadii(double d2, double ra2, double rb2)
{
    constexpr double kSlack = 1.0 - 1e-9;
    const double excess = d2 * kSlack - ra2 - rb2;
    const double positiveExcess = std::max(excess, 0.0);
    return positiveExcess * positiveExcess <= 4.0 * ra2 * rb2 ? 1.0 : 0.0;
}

// A first pass's answer from its early-outs: 0 (no contact) unless both bounding-circle tests let the
// pair through (each 1), then 1 when the inscribed circles decide a contact, else kUndecided. Products
// of 0, 1 and 2 are exact; selections between constants keep the loop free of branches.
inline double firstPassAnswer(double loose, double tight, double insideOrUndecided)
{
    return loose * tight * insideOrUndecided;
}

// 1 when the inscribed circles decide a contact, else kUndecided.
inline double insideOrUndecided(bool inside)
{
    return inside ? 1.0 : static_cast<double>(kUndecided);
}

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

// The second pass: every pair the first left undecided goes to the single-pair test, `one` first.
// Undecided pairs are rare, so eight answers at a time are skipped with one load when none is.
template <typename One, typename View> void decideTheRest(const One& one, const View& many, std::uint8_t* out)
{
    constexpr std::uint64_t kUndecidedBytes = 0x0202020202020202u;
    static_assert(kUndecided == 2, "kUndecidedBytes marks bit 1 of every byte");
    const std::size_t n = many.size;
    for (std::size_t i = 0; i < n; i += 8)
    {
        std::uint64_t word = kUndecidedBytes;
        if (i + 8 <= n)
        {
            std::memcpy(&word, out + i, sizeof word);
        }
        if ((word & kUndecidedBytes) == 0)
        {
            continue;
        }
        for (std::size_t j = i; j < std::min(i + 8, n); ++j)
        {
            if (out[j] == kUndecided)
            {
                out[j] = overlap(one, many.at(j)) ? 1 : 0;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// Kernels. Each mirrors one single-pair test of exact_polygonal.cpp, named in its comment, with the
// arguments in that test's order. __restrict: the answers (bytes) alias nothing the loop reads, so
// the compiler need not check that at run time.
// ---------------------------------------------------------------------------------------------------

// overlapPointPoint: the points are equal.
void pointAgainstPoints(const Point& one, const PointView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        flags[i] = (one.position.x == xs[i] ? 1.0 : 0.0) * (one.position.y == ys[i] ? 1.0 : 0.0);
    }
}

// overlapPointCircle(point, circle): |p - c|^2 <= r^2, for a circle against many points ...
void circleAgainstPoints(const Circle& one, const PointView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double r2 = one.radius * one.radius;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        flags[i] = dx * dx + dy * dy <= r2 ? 1.0 : 0.0;
    }
}

// ... and for a point against many circles.
void pointAgainstCircles(const Point& one, const CircleView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* radii = many.radii;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = one.position.x - xs[i];
        const double dy = one.position.y - ys[i];
        flags[i] = dx * dx + dy * dy <= radii[i] * radii[i] ? 1.0 : 0.0;
    }
}

// overlapCircleCircle(one, circle): |c2 - c1|^2 <= (r1 + r2)^2.
void circleAgainstCircles(const Circle& one, const CircleView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* radii = many.radii;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double reach = one.radius + radii[i];
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        flags[i] = dx * dx + dy * dy <= reach * reach ? 1.0 : 0.0;
    }
}

// overlapPointRect's early-out: outside the rect's bounding circle. A rect against many points ...
void rectAgainstPoints(const Rect& one, const PointView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double reach = rectReach(one.width, one.height);
    const double reach2 = reach * reach;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        flags[i] = dx * dx + dy * dy > reach2 ? 0.0 : static_cast<double>(kUndecided);
    }
}

// ... and a point against many rects.
void pointAgainstRects(const Point& one, const RectView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* reaches = many.reaches;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = one.position.x - xs[i];
        const double dy = one.position.y - ys[i];
        flags[i] = dx * dx + dy * dy > reaches[i] * reaches[i] ? 0.0 : static_cast<double>(kUndecided);
    }
}

// overlapCircleRect's early-outs: bounding circles apart (loose, then tight), or the circle meets the
// rect's inscribed circle. A rect against many circles ...
void rectAgainstCircles(const Rect& one, const CircleView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* radii = many.radii;
    const double reachOfRect = rectReach(one.width, one.height);
    const double reach2OfRect = rectReachSquared(one.width, one.height);
    const double halfSide = 0.5 * std::min(one.width, one.height);
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        const double d2 = dx * dx + dy * dy;
        const double r = radii[i];
        const double reach = r + reachOfRect;
        const double inner = r + halfSide;
        const double loose = d2 > reach * reach ? 0.0 : 1.0;
        flags[i] = firstPassAnswer(loose, withinRadii(d2, r * r, reach2OfRect),
                                   insideOrUndecided(d2 <= inner * inner));
    }
}

// ... and a circle against many rects.
void circleAgainstRects(const Circle& one, const RectView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* reaches = many.reaches;
    const double* reaches2 = many.reachesSquared;
    const double* sides = many.smallerSides;
    const double r = one.radius;
    const double r2 = r * r;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = one.center.x - xs[i];
        const double dy = one.center.y - ys[i];
        const double d2 = dx * dx + dy * dy;
        const double reach = r + reaches[i];
        const double inner = r + 0.5 * sides[i];
        const double loose = d2 > reach * reach ? 0.0 : 1.0;
        flags[i] =
            firstPassAnswer(loose, withinRadii(d2, r2, reaches2[i]), insideOrUndecided(d2 <= inner * inner));
    }
}

// overlapRectRect(one, rect)'s early-outs: bounding circles apart (loose, then tight), or the inscribed
// circles meet.
void rectAgainstRects(const Rect& one, const RectView& many, double* __restrict flags)
{
    const double* xs = many.xs;
    const double* ys = many.ys;
    const double* reaches = many.reaches;
    const double* reaches2 = many.reachesSquared;
    const double* sides = many.smallerSides;
    const double reachOfOne = rectReach(one.width, one.height);
    const double reach2OfOne = rectReachSquared(one.width, one.height);
    const double sideOfOne = std::min(one.width, one.height);
    for (std::size_t i = 0; i < many.size; ++i)
    {
        const double dx = xs[i] - one.center.x;
        const double dy = ys[i] - one.center.y;
        const double d2 = dx * dx + dy * dy;
        const double reach = reachOfOne + reaches[i];
        const double inner = sideOfOne + sides[i];
        const double loose = d2 > reach * reach ? 0.0 : 1.0;
        flags[i] = firstPassAnswer(loose, withinRadii(d2, reach2OfOne, reaches2[i]),
                                   insideOrUndecided(4.0 * d2 <= inner * inner));
    }
}

// exact_polygonal.cpp's axisFromAngle, (cos, sin) of an angle, for |angle| <= 32 (the caller checks):
// the same reduction and polynomials (quarter_turns.hpp). The quadrant is read from the low bits of
// `shifted` rather than by a conversion to an integer, which keeps the loop in vector code.
inline void axisOfSmallAngle(double angle, double& cosine, double& sine)
{
    const QuarterTurns turns = reduceByQuarterTurns(angle);
    turnByQuadrant(std::bit_cast<std::uint64_t>(turns.shifted), turns.cosR, turns.sinR, cosine, sine);
}

// The rest of overlapRectRect(one, rect) for the pairs its early-outs left undecided, when both angles
// are within its small-angle bound of 16 (then the turn between the rects is axisFromAngle of the
// difference): the four-axis projection test, without branches. The undecided pairs of a block are
// first packed side by side, so that the loop over them is as dense as the first pass. Pairs with a
// larger angle stay undecided for the single-pair test.
void rectAgainstRectsFourAxes(const Rect& one, const RectView& many, std::uint8_t* out)
{
    constexpr double kSmallAngle = 16.0;
    if (!(std::abs(one.angle) <= kSmallAngle))
    {
        return;
    }
    std::uint32_t index[kBlock];
    std::size_t count = 0;
    for (std::size_t i = 0; i < many.size; ++i)
    {
        index[count] = static_cast<std::uint32_t>(i);
        count += (out[i] == kUndecided) & (std::abs(many.angles[i]) <= kSmallAngle);
    }
    if (count == 0)
    {
        return;
    }
    double dxs[kBlock], dys[kBlock], widths[kBlock], heights[kBlock], turns[kBlock];
    for (std::size_t k = 0; k < count; ++k)
    {
        const std::uint32_t i = index[k];
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
        out[index[k]] = answers[k] != 0.0 ? 1 : 0;
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
void toBytes(const double* __restrict flags, std::size_t count, std::uint8_t* __restrict out)
{
    for (std::size_t i = 0; i < count; ++i)
    {
        out[i] = static_cast<std::uint8_t>(static_cast<std::int32_t>(flags[i]));
    }
}

// Runs a kernel over the batch a block at a time (its flags stay on the stack and in the first-level
// cache), then, for kernels that leave pairs undecided, the second pass on that block.
enum class Passes
{
    One,
    Two,
};

// The number of contacts among a block's flags of a one-pass kernel (each 0 or 1): four running sums,
// which the compiler keeps in vector registers; sums of small integers are exact in any order.
std::size_t contactsAmong(const double* flags, std::size_t count)
{
    double sums[4] = {0.0, 0.0, 0.0, 0.0};
    std::size_t i = 0;
    for (; i + 4 <= count; i += 4)
    {
        for (std::size_t lane = 0; lane < 4; ++lane)
        {
            sums[lane] += flags[i + lane];
        }
    }
    for (; i < count; ++i)
    {
        sums[0] += flags[i];
    }
    return static_cast<std::size_t>((sums[0] + sums[1]) + (sums[2] + sums[3]));
}

std::size_t contactsAmong(const std::uint8_t* answers, std::size_t count)
{
    std::size_t contacts = 0;
    for (std::size_t i = 0; i < count; ++i)
    {
        contacts += answers[i];
    }
    return contacts;
}

// Runs a kernel over the batch a block at a time (its flags stay on the stack and in the first-level
// cache), then, for kernels that leave pairs undecided, the later passes on that block. Writes the
// answers to out when it is not null; returns the number of contacts when it is (a one-pass kernel's
// count then comes straight from its flags).
template <auto Kernel, Passes passes, typename One, typename View>
std::size_t inBlocks(const One& one, const View& many, std::uint8_t* out)
{
    double flags[kBlock];
    std::uint8_t blockAnswers[kBlock];
    std::size_t contacts = 0;
    for (std::size_t begin = 0; begin < many.size; begin += kBlock)
    {
        const View part = many.slice(begin, std::min(kBlock, many.size - begin));
        Kernel(one, part, flags);
        if (passes == Passes::One && out == nullptr)
        {
            contacts += contactsAmong(flags, part.size);
            continue;
        }
        std::uint8_t* answers = out != nullptr ? out + begin : blockAnswers;
        toBytes(flags, part.size, answers);
        if constexpr (std::is_same_v<One, Rect> && std::is_same_v<View, RectView>)
        {
            rectAgainstRectsFourAxes(one, part, answers);
        }
        if constexpr (passes == Passes::Two)
        {
            decideTheRest(one, part, answers);
        }
        if (out == nullptr)
        {
            contacts += contactsAmong(answers, part.size);
        }
    }
    return contacts;
}

// The kernels by the kind of `one`: point and circle in one pass, rect in two, the rest pair by pair.
std::size_t answer(const Shape& one, const PointView& many, std::uint8_t* out)
{
    if (const auto* point = std::get_if<Point>(&one))
    {
        return inBlocks<pointAgainstPoints, Passes::One>(*point, many, out);
    }
    else if (const auto* circle = std::get_if<Circle>(&one))
    {
        return inBlocks<circleAgainstPoints, Passes::One>(*circle, many, out);
    }
    else if (const auto* rect = std::get_if<Rect>(&one))
    {
        return inBlocks<rectAgainstPoints, Passes::Two>(*rect, many, out);
    }
    return eachBySinglePairTest(one, many, out);
}

std::size_t answer(const Shape& one, const CircleView& many, std::uint8_t* out)
{
    if (const auto* point = std::get_if<Point>(&one))
    {
        return inBlocks<pointAgainstCircles, Passes::One>(*point, many, out);
    }
    else if (const auto* circle = std::get_if<Circle>(&one))
    {
        return inBlocks<circleAgainstCircles, Passes::One>(*circle, many, out);
    }
    else if (const auto* rect = std::get_if<Rect>(&one))
    {
        return inBlocks<rectAgainstCircles, Passes::Two>(*rect, many, out);
    }
    return eachBySinglePairTest(one, many, out);
}

std::size_t answer(const Shape& one, const RectView& many, std::uint8_t* out)
{
    if (const auto* point = std::get_if<Point>(&one))
    {
        return inBlocks<pointAgainstRects, Passes::Two>(*point, many, out);
    }
    else if (const auto* circle = std::get_if<Circle>(&one))
    {
        return inBlocks<circleAgainstRects, Passes::Two>(*circle, many, out);
    }
    else if (const auto* rect = std::get_if<Rect>(&one))
    {
        return inBlocks<rectAgainstRects, Passes::Two>(*rect, many, out);
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
    reaches_.push_back(rectReach(rect.width, rect.height));
    reachesSquared_.push_back(rectReachSquared(rect.width, rect.height));
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
