#include "hitlab/registry.hpp"

#include "gjk.hpp"
#include "variants.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>

namespace hitlab
{

namespace
{

// ---- rows of an algorithm that serves many pairs, from one description --------------------------------

// A list of shape pairs as types, each pair in ShapeKind order.
template <typename A, typename B> struct PairOf
{
};
template <typename... Pairs> struct PairList
{
};

template <typename... Lists> struct JoinedPairLists
{
    using type = PairList<>;
};
template <typename... P> struct JoinedPairLists<PairList<P...>>
{
    using type = PairList<P...>;
};
template <typename... P, typename... Q, typename... Rest>
struct JoinedPairLists<PairList<P...>, PairList<Q...>, Rest...>
{
    using type = typename JoinedPairLists<PairList<P..., Q...>, Rest...>::type;
};

template <typename... Kinds> struct PairsAmongList
{
    using type = PairList<>;
};
template <typename First, typename... Rest> struct PairsAmongList<First, Rest...>
{
    using type = typename JoinedPairLists<PairList<PairOf<First, First>, PairOf<First, Rest>...>,
                                          typename PairsAmongList<Rest...>::type>::type;
};

// Every pair of the given kinds, each kind with itself included; list the kinds in ShapeKind order.
template <typename... Kinds> using PairsAmong = typename PairsAmongList<Kinds...>::type;

// One kind with each of the others (itself included when listed), each pair in ShapeKind order.
template <typename Kind, typename... Others>
using PairsWith = PairList<std::conditional_t<(kindOfType<Others> < kindOfType<Kind>), PairOf<Others, Kind>,
                                              PairOf<Kind, Others>>...>;

// What every row of a multi-pair algorithm shares.
struct Description
{
    std::string_view name;
    Exactness exactness;
    std::string_view source;
    std::string_view description;
    ErrorDirection errors = ErrorDirection::None;
};

// One row per pair of the list, all with the same description. Functions<A, B>::overlap and ::distance
// are the algorithm's typed functions for the pair.
template <template <typename, typename> class Functions, typename... A, typename... B>
constexpr auto rowsFor(PairList<PairOf<A, B>...>, const Description& d)
{
    return std::array<Algorithm, sizeof...(A)>{
        makeAlgorithm<A, B, Functions<A, B>::overlap, Functions<A, B>::distance>(
            d.name, d.exactness, d.source, d.description, d.errors)...};
}

template <typename A, typename B> struct GjkFunctions
{
    static constexpr auto overlap = &overlapGjk<A, B>;
    static constexpr auto distance = &distanceGjk<A, B>;
};

template <std::size_t... Counts> constexpr auto joinRows(const std::array<Algorithm, Counts>&... parts)
{
    std::array<Algorithm, (Counts + ...)> rows{};
    std::size_t next = 0;
    ((std::ranges::copy(parts, rows.begin() + next), next += parts.size()), ...);
    return rows;
}

template <std::size_t Count> constexpr auto inPairOrder(std::array<Algorithm, Count> rows)
{
    std::ranges::sort(rows, {}, [](const Algorithm& row) { return std::pair(row.first, row.second); });
    return rows;
}

template <std::size_t Count> constexpr bool eachPairOnce(const std::array<Algorithm, Count>& rows)
{
    for (std::size_t i = 1; i < Count; ++i)
    {
        if (std::pair(rows[i - 1].first, rows[i - 1].second) >= std::pair(rows[i].first, rows[i].second))
        {
            return false;
        }
    }
    return Count == kShapeKindCount * (kShapeKindCount + 1) / 2;
}

// ---- the table -----------------------------------------------------------------------------------------

// clang-format off
// Every pair's default: its exact family's row, in pair order (hitlab/overlap.hpp's pair functions).
constexpr auto kExactRows = inPairOrder(joinRows(
    rowsFor<PairFunctions>(PairsAmong<Point, Circle, Rect, Polygon, Segment, Capsule>{},
        {"closest-features", Exactness::Exact, "seeds/001, thesis 2.9 (exact)",
         "Closest features of the point, segment or polygon cores, minus the radii"}),
    rowsFor<PairFunctions>(PairsWith<Ellipse, Point, Circle, Ellipse, Rect, Polygon, Segment, Capsule>{},
        {"ellipse-affine-exact", Exactness::Exact, "seeds/000 idea, exact form (Eberly 2013)",
         "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides"}),
    rowsFor<PairFunctions>(PairsWith<Fan, Point, Circle, Ellipse, Rect, Polygon, Segment, Capsule, Fan>{},
        {"fan-exact", Exactness::Exact, "hitlab (exact annular-sector geometry)",
         "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs"})));
static_assert(eachPairOnce(kExactRows), "every pair has exactly one exact default");

// The published variants (variants.hpp), one row each; a pair's default above stays its first row.
constexpr auto kPublishedRows = std::to_array<Algorithm>({
    makeAlgorithm<Point, Rect, overlapPointRectThesis, nullptr>(
        "thesis-point-in-rect", Exactness::Exact, "seeds/004 thesis 2.9.3",
        "The four edge cross products (F - E) x (P - E), ... share a sign"),
    makeAlgorithm<Point, Fan, overlapPointFanThesis, nullptr>(
        "thesis-point-in-fan", Exactness::Approximate, "seeds/004 thesis 2.2",
        "r^2 <= |P|^2 <= R^2 and Px / |P| >= cos(theta) in the fan's frame; misses the apex of a fan "
        "with r = 0, where Px / |P| is 0 / 0 (and points within ~1e-162 of it, where |P|^2 underflows)",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Circle, overlapCircleCircleCenterDistance, distanceCircleCircleCenterDistance>(
        "center-distance", Exactness::Exact, "seeds/001 (closed form of its d < r1 + r2)",
        "|c1 - c2| <= r1 + r2 compared squared; trace: the boundaries' intersection points (Heron)"),
    makeAlgorithm<Circle, Ellipse, overlapCircleEllipseHwangTsaiPublished, nullptr>(
        "hwang-tsai-published", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), its code in float",
        "Published float code with the circle as E2: +1 radii miss contacts; its (B - A) == 0 guard "
        "errs both ways at odd multiples of 45 degrees",
        ErrorDirection::BothWays),
    makeAlgorithm<Circle, Ellipse, overlapCircleEllipseHwangTsaiRepaired, nullptr>(
        "hwang-tsai-repaired", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), rotation repaired",
        "Same construction in double with Th = atan2(D, B - A) / 2: the +1 radii ellipse only misses "
        "contacts",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Segment, overlapCircleSegmentQuadratic, nullptr>(
        "segment-quadratic", Exactness::Exact, "seeds/002",
        "a s^2 + b s + c <= 0 on the segment parameter: D >= 0 and s1 <= 1 and 0 <= s2"),
    makeAlgorithm<Circle, Segment, overlapCircleSegmentClosestPoint, distanceCircleSegmentClosestPoint>(
        "closest-point", Exactness::Exact, "seeds/001, thesis 2.9.4",
        "Distance from the centre to the segment's clamped closest point against r"),
    makeAlgorithm<Circle, Segment, overlapCircleSegmentCrossesBoundary, nullptr>(
        "crosses-boundary", Exactness::Approximate, "seeds/001 (segment vs circumference)",
        "A different question: does the segment cross the circle's boundary? A segment inside the circle "
        "answers no, so as a contact test it only misses",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Fan, overlapCircleFanThesis, nullptr>(
        "thesis-fan-circle", Exactness::Approximate, "seeds/004 thesis 2.4 as written",
        "Angular range, then (r - rc)^2 <= |P|^2 <= (R + rc)^2, else radial-edge distance; squaring r - rc "
        "misses circles with rc > r centred within rc - r of the apex",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Circle, Fan, overlapCircleFanThesisClamped, nullptr>(
        "thesis-fan-circle-clamped", Exactness::Exact, "seeds/004 thesis 2.4, inner bound max(r - rc, 0)",
        "The thesis's fan-circle test with the inner band bound clamped at 0"),
    makeAlgorithm<Ellipse, Ellipse, overlapEllipseEllipseHwangTsaiPublished, nullptr>(
        "hwang-tsai-published", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), its code in float",
        "Published float code: +1 radii miss contacts; its (B - A) == 0 guard errs both ways when E2 is a "
        "circle at odd multiples of 45 degrees",
        ErrorDirection::BothWays),
    makeAlgorithm<Ellipse, Ellipse, overlapEllipseEllipseHwangTsaiRepaired, nullptr>(
        "hwang-tsai-repaired", Exactness::Approximate, "seeds/000 (Hwang & Tsai 1999), rotation repaired",
        "Same construction in double with Th = atan2(D, B - A) / 2: the +1 radii ellipse only misses "
        "contacts",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Rect, Rect, overlapRectRectProjectionRadii, nullptr>(
        "obb-projection-radii", Exactness::Exact, "seeds/003",
        "d3 = d0 + d1 - d2 on the four local axes n1, t1, n2, t2; d3 < 0 separates"),
    makeAlgorithm<Rect, Rect, overlapRectRectAabb, nullptr>(
        "aabb", Exactness::Approximate, "seeds/001 (AABB vs AABB)",
        "Axis-aligned boxes of both rectangles: exact unrotated, otherwise it only over-reports",
        ErrorDirection::FalseContactsOnly),
    makeAlgorithm<Rect, Rect, overlapRectRectSat, nullptr>(
        "polygon-sat", Exactness::Exact, "seeds/001 (separating axis theorem)",
        "Edge normals of both outlines; separated iff an edge has the other strictly on its outer side"),
    makeAlgorithm<Rect, Polygon, overlapRectPolygonSat, nullptr>(
        "polygon-sat", Exactness::Exact, "seeds/001 (separating axis theorem)",
        "Edge normals of both outlines; separated iff an edge has the other strictly on its outer side"),
    makeAlgorithm<Rect, Fan, overlapRectFanThesisTolerant, nullptr>(
        "thesis-fan-rect-tolerant", Exactness::Exact, "seeds/004 thesis 2.3, boundary points with slack",
        "Fan boundary x rectangle edges, points within 1e-9 of the fan kept; else one point of each in "
        "the other"),
    makeAlgorithm<Rect, Fan, overlapRectFanThesis, nullptr>(
        "thesis-fan-rect", Exactness::Approximate, "seeds/004 thesis 2.3 as written",
        "Fan boundary x rectangle edges kept by the closed 2.2 test; points computed on the boundary fail it "
        "by rounding, so a corner poking through the arc is missed",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Polygon, Polygon, overlapPolygonPolygonSat, nullptr>(
        "polygon-sat", Exactness::Exact, "seeds/001 (separating axis theorem)",
        "Edge normals of both polygons; separated iff an edge has the other strictly on its outer side"),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentOrientationStrict, nullptr>(
        "orientation-strict", Exactness::Approximate, "seeds/001 (check_intersection)",
        "tc * td < 0 and ta * tb < 0: an open test that misses touching and collinear overlap",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentOrientationClosed, nullptr>(
        "orientation-closed", Exactness::Exact, "seeds/001 with the collinear cases",
        "Orientation signs with the zero cases checked against the other segment's extent"),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentThesisParametric, nullptr>(
        "thesis-parametric", Exactness::Approximate, "seeds/004 thesis 2.9.1 (eq. 2.34 typo corrected)",
        "Intersection parameters s, t in [0, 1]; parallel segments give none, so collinear overlap is missed",
        ErrorDirection::MissesOnly),
    makeAlgorithm<Segment, Segment, overlapSegmentSegmentThesisAsPrinted, nullptr>(
        "thesis-parametric-as-printed", Exactness::Approximate, "seeds/004 thesis 2.9.1, eq. 2.34 as printed",
        "The printed first denominator (G_y - F_y where F_y - E_y belongs) makes s wrong: errs both ways",
        ErrorDirection::BothWays),
    makeAlgorithm<Capsule, Fan, overlapCapsuleFanThesis, nullptr>(
        "thesis-fan-capsule", Exactness::Exact, "seeds/004 thesis 2.6",
        "t-ranges of the axis in the radial band and angular range within [0, 1], else axis-to-edge "
        "distance"),
});

// Every convex pair (fans are not convex in general, gjk.hpp).
constexpr auto kGjkRows = rowsFor<GjkFunctions>(PairsAmong<Point, Circle, Ellipse, Rect, Polygon, Segment, Capsule>{},
    {"gjk", Exactness::Exact, "Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
     "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap"});

constexpr auto kAlgorithms = joinRows(kExactRows, kPublishedRows, kGjkRows);
// clang-format on

bool samePair(const Algorithm& row, ShapeKind a, ShapeKind b)
{
    return (row.first == a && row.second == b) || (row.first == b && row.second == a);
}

} // namespace

std::span<const Algorithm> algorithms()
{
    return kAlgorithms;
}

std::vector<const Algorithm*> algorithmsFor(ShapeKind a, ShapeKind b)
{
    std::vector<const Algorithm*> rows;
    for (const Algorithm& row : kAlgorithms)
    {
        if (samePair(row, a, b))
        {
            rows.push_back(&row);
        }
    }
    return rows;
}

const Algorithm& defaultAlgorithm(ShapeKind a, ShapeKind b)
{
    for (const Algorithm& row : kAlgorithms)
    {
        if (samePair(row, a, b))
        {
            return row;
        }
    }
    std::abort(); // the table holds every pair: a test checks it
}

const Algorithm* findAlgorithm(ShapeKind a, ShapeKind b, std::string_view name)
{
    for (const Algorithm& row : kAlgorithms)
    {
        if (samePair(row, a, b) && row.name == name)
        {
            return &row;
        }
    }
    return nullptr;
}

bool isAlgorithmName(std::string_view name)
{
    for (const Algorithm& row : kAlgorithms)
    {
        if (row.name == name)
        {
            return true;
        }
    }
    return false;
}

namespace
{

// The world layer belongs to the family of the pair's method: fan tests, orientation signs of two
// segments, the roots of a segment against a round shape; otherwise to the structure the method
// recorded (GJK simplices, SAT axes, an ellipse method's space), or to plain construction points.
TraceTopic worldTopicOf(ShapeKind a, ShapeKind b, const Trace& trace)
{
    auto has = [&](ShapeKind k) { return a == k || b == k; };
    if (has(ShapeKind::Fan))
    {
        return TraceTopic::FanInternals;
    }
    if (a == ShapeKind::Segment && b == ShapeKind::Segment)
    {
        return TraceTopic::OrientationSigns;
    }
    if (has(ShapeKind::Segment) && (has(ShapeKind::Circle) || has(ShapeKind::Capsule)))
    {
        return TraceTopic::SegmentCircleRoots;
    }
    if (!trace.simplices.empty())
    {
        return TraceTopic::GjkSimplex;
    }
    if (!trace.axes.empty())
    {
        return TraceTopic::SatAxes;
    }
    if (!trace.spaces.empty())
    {
        return TraceTopic::EllipseSpace;
    }
    return TraceTopic::ConstructionPoints;
}

// The two shapes in the row's order (its first kind first); two shapes of one kind as given.
std::pair<const Shape&, const Shape&> inRowOrder(const Algorithm& algorithm, const Shape& a, const Shape& b)
{
    const bool inOrder = kindOf(a) == algorithm.first && kindOf(b) == algorithm.second;
    return {inOrder ? a : b, inOrder ? b : a};
}

} // namespace

bool runOverlap(const Algorithm& algorithm, const Shape& a, const Shape& b)
{
    const auto [first, second] = inRowOrder(algorithm, a, b);
    return algorithm.overlap(first, second, nullptr);
}

AlgorithmResult runAlgorithm(const Algorithm& algorithm, const Shape& a, const Shape& b, Trace* trace)
{
    const auto [first, second] = inRowOrder(algorithm, a, b);
    if (trace)
    {
        trace->algorithm = std::string(algorithm.name);
    }
    AlgorithmResult result;
    result.overlap = algorithm.overlap(first, second, trace);
    if (algorithm.distance)
    {
        result.distance = algorithm.distance(first, second, trace).value;
    }
    if (trace)
    {
        trace->worldTopic = worldTopicOf(algorithm.first, algorithm.second, *trace);
    }
    return result;
}

} // namespace hitlab
