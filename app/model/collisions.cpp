#include "collisions.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <thread>
#include <type_traits>
#include <variant>

namespace hitlab
{

namespace
{

// No signed distance between two shapes is below this bound from their boxes: the gap between the
// boxes when they are apart; when they overlap, minus the least move along x or y that separates the
// boxes, which separates the shapes inside them too (a penetration depth is the least such move in any
// direction).
double signedDistanceLowerBound(const Bounds& a, const Bounds& b)
{
    const double dx = std::max(a.min.x - b.max.x, b.min.x - a.max.x);
    const double dy = std::max(a.min.y - b.max.y, b.min.y - a.max.y);
    if (dx > 0.0 || dy > 0.0)
    {
        return std::hypot(std::max(dx, 0.0), std::max(dy, 0.0));
    }
    return std::max(dx, dy);
}

// The bits of a shape's numbers, side by side.
template <typename Kind> auto bitsOf(const Kind& shape)
{
    // Nothing but doubles, so no padding whose bits could differ.
    static_assert(sizeof(Kind) % sizeof(double) == 0);
    return std::bit_cast<std::array<std::uint64_t, sizeof(Kind) / sizeof(double)>>(shape);
}

// Bit for bit: a shape whose every number kept its bits gives every test the same answer, and a NaN
// compares equal to itself.
bool sameShape(const Shape& a, const Shape& b)
{
    if (a.index() != b.index())
    {
        return false;
    }
    return std::visit(
        [&b](const auto& first)
        {
            using Kind = std::decay_t<decltype(first)>;
            const Kind& second = *std::get_if<Kind>(&b);
            if constexpr (std::is_same_v<Kind, Polygon>)
            {
                return std::ranges::equal(first.vertices, second.vertices, {}, bitsOf<Vec2>, bitsOf<Vec2>);
            }
            else
            {
                // Folded rather than compared with ==, which calls memcmp: this runs for every shape
                // of every frame in which one moves.
                const auto bitsA = bitsOf(first);
                const auto bitsB = bitsOf(second);
                std::uint64_t differ = 0;
                for (std::size_t k = 0; k < bitsA.size(); ++k)
                {
                    differ |= bitsA[k] ^ bitsB[k];
                }
                return differ == 0;
            }
        },
        a);
}

// No row reports a contact between shapes whose bounds are apart: then the broadphase's pairs of a
// shape hold all its contacts.
bool contactsWithinBounds(const AlgorithmTable& table)
{
    for (const auto& rows : table)
    {
        for (const Algorithm* row : rows)
        {
            if (row == nullptr || row->mayReportFalseContacts())
            {
                return false;
            }
        }
    }
    return true;
}

} // namespace

ContactSolver::ContactSolver(int threadCount) : pass_(threadCount) {}

int ContactSolver::defaultThreadCount()
{
    // The narrow phase's answers do not depend on the thread count; two threads already halve a
    // stress frame, more mostly fight the renderer for the cores.
    const unsigned cores = std::thread::hardware_concurrency();
    return static_cast<int>(std::clamp(cores, 1U, 2U));
}

ContactState ContactSolver::compute(const Document& document, bool compare)
{
    const auto start = std::chrono::steady_clock::now();
    const AlgorithmTable table = algorithmTableFor(document.scene().algorithms);
    lastWasPartial_ = !compare && partialPass(document, table);
    if (!lastWasPartial_)
    {
        state_ = wholePass(document, compare, table);
    }
    state_.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return state_;
}

ContactState ContactSolver::wholePass(const Document& document, bool compare, const AlgorithmTable& table)
{
    const Scene& scene = document.scene();
    const std::size_t n = scene.shapes.size();
    pass_.run(scene.shapes, &SceneShape::shape, table);

    ContactState state;
    state.inContact.assign(n, 0);
    state.disagrees.assign(n, 0);
    state.candidatePairs = pass_.candidates().size();
    state.pairsCapped = pass_.capped();
    state.pairLimit = pass_.pairLimit();
    contactCount_.assign(n, 0);
    const bool anyDisabled = !document.disabledPairs().empty();
    for (const ShapePair& pair : pass_.contacts())
    {
        if (anyDisabled)
        {
            const ShapeKind a = kindOf(scene.shapes[static_cast<std::size_t>(pair.first)].shape);
            const ShapeKind b = kindOf(scene.shapes[static_cast<std::size_t>(pair.second)].shape);
            if (!document.pairEnabled(pairName(a, b)))
            {
                continue;
            }
        }
        state.inContact[static_cast<std::size_t>(pair.first)] = 1;
        state.inContact[static_cast<std::size_t>(pair.second)] = 1;
        ++contactCount_[static_cast<std::size_t>(pair.first)];
        ++contactCount_[static_cast<std::size_t>(pair.second)];
        ++state.contactPairs;
    }

    if (compare)
    {
        // Contacts come in the candidates' order, so one walk pairs each candidate with its answer.
        const auto contacts = pass_.contacts();
        std::size_t next = 0;
        for (const ShapePair& pair : pass_.candidates())
        {
            const bool hit = next < contacts.size() && contacts[next] == pair;
            if (hit)
            {
                ++next;
            }
            const Shape& a = scene.shapes[static_cast<std::size_t>(pair.first)].shape;
            const Shape& b = scene.shapes[static_cast<std::size_t>(pair.second)].shape;
            const Algorithm* row = table[static_cast<int>(kindOf(a))][static_cast<int>(kindOf(b))];
            if (row == nullptr || row->exact() || !document.pairEnabled(pairName(kindOf(a), kindOf(b))))
            {
                continue;
            }
            if (overlap(a, b) != hit)
            {
                state.disagrees[static_cast<std::size_t>(pair.first)] = 1;
                state.disagrees[static_cast<std::size_t>(pair.second)] = 1;
                state.disagreeingPairs.emplace_back(static_cast<std::uint32_t>(pair.first),
                                                    static_cast<std::uint32_t>(pair.second));
            }
        }
    }

    const std::span<const Bounds> bounds = pass_.bounds();
    bounds_.assign(bounds.begin(), bounds.end());
    // Kept for the partial passes that may follow.
    partialAllowed_ = !compare && !state.pairsCapped && contactsWithinBounds(table);
    if (partialAllowed_)
    {
        shapes_.resize(n);
        for (std::size_t i = 0; i < n; ++i)
        {
            shapes_[i] = scene.shapes[i].shape;
        }
        table_ = table;
        disabledPairs_ = document.disabledPairs();
    }
    return state;
}

bool ContactSolver::partialPass(const Document& document, const AlgorithmTable& table)
{
    const Scene& scene = document.scene();
    const std::size_t n = scene.shapes.size();
    if (!partialAllowed_ || n != shapes_.size() || table != table_ ||
        document.disabledPairs() != disabledPairs_)
    {
        return false;
    }
    changed_.clear();
    for (std::size_t i = 0; i < n; ++i)
    {
        if (!sameShape(scene.shapes[i].shape, shapes_[i]))
        {
            if (changed_.size() == kMostChangedShapes)
            {
                return false;
            }
            changed_.push_back(i);
        }
    }
    isChanged_.assign(n, 0);
    for (const std::size_t i : changed_)
    {
        isChanged_[i] = 1;
    }
    countPairsOfChanged(-1);
    for (const std::size_t i : changed_)
    {
        shapes_[i] = scene.shapes[i].shape;
        bounds_[i] = boundsOf(shapes_[i]);
    }
    countPairsOfChanged(+1);
    // The whole pass would stop at the limit and say so.
    return state_.candidatePairs < state_.pairLimit;
}

void ContactSolver::countPairsOfChanged(int sign)
{
    const std::size_t n = shapes_.size();
    const bool anyDisabled = !disabledPairs_.empty();
    for (const std::size_t c : changed_)
    {
        for (std::size_t j = 0; j < n; ++j)
        {
            // A pair of two changed shapes is counted from its lower index only.
            if (j == c || (isChanged_[j] != 0 && j < c) || !candidateBounds(bounds_[c], bounds_[j]))
            {
                continue;
            }
            state_.candidatePairs = sign > 0 ? state_.candidatePairs + 1 : state_.candidatePairs - 1;
            // The whole pass tests each pair with its lower index first: some rows are not symmetric.
            const std::size_t first = std::min(c, j);
            const std::size_t second = std::max(c, j);
            const Shape& a = shapes_[first];
            const Shape& b = shapes_[second];
            if ((anyDisabled && disabledPairs_.contains(pairName(kindOf(a), kindOf(b)))) ||
                !runOverlap(*table_[a.index()][b.index()], a, b))
            {
                continue;
            }
            for (const std::size_t i : {first, second})
            {
                contactCount_[i] = sign > 0 ? contactCount_[i] + 1 : contactCount_[i] - 1;
                state_.inContact[i] = contactCount_[i] > 0 ? 1 : 0;
            }
            state_.contactPairs = sign > 0 ? state_.contactPairs + 1 : state_.contactPairs - 1;
        }
    }
}

std::string cappedPairsNotice(const ContactState& state, UiLanguage language)
{
    if (!state.pairsCapped)
    {
        return {};
    }
    return uiText("status.pairs_capped", language, {std::to_string(state.pairLimit)});
}

PairInspection inspectPair(const Document& document, std::size_t first, std::size_t second)
{
    PairInspection inspection;
    inspection.first = first;
    inspection.second = second;
    const Shape& a = document.shape(first).shape;
    const Shape& b = document.shape(second).shape;
    inspection.algorithm = &document.activeAlgorithm(kindOf(a), kindOf(b));
    inspection.enabled = document.pairEnabled(pairName(kindOf(a), kindOf(b)));
    inspection.answer = runAlgorithm(*inspection.algorithm, a, b, &inspection.trace);
    inspection.exactOverlap = overlap(a, b);
    inspection.exact = distance(a, b);
    return inspection;
}

std::optional<std::pair<std::size_t, std::size_t>> focusPair(const Document& document)
{
    return focusPair(document, {});
}

std::optional<std::pair<std::size_t, std::size_t>> focusPair(const Document& document,
                                                             std::span<const Bounds> bounds)
{
    const auto& selection = document.selection();
    const std::size_t n = document.shapeCount();
    if (selection.size() >= 2)
    {
        return std::make_pair(selection[0], selection[1]);
    }
    if (selection.empty())
    {
        if (n == 2)
        {
            return std::make_pair(std::size_t{0}, std::size_t{1});
        }
        return std::nullopt;
    }
    const std::size_t chosen = selection[0];
    if (n < 2)
    {
        return std::nullopt;
    }
    // The nearest by the exact signed distance, settled in the order of the boxes' lower bounds: once the
    // next bound is no less than the best distance found, no shape left can be nearer. Equal distances
    // go to the shape whose bound came first (then the lower index).
    const Shape& shape = document.shape(chosen).shape;
    const bool boundsGiven = bounds.size() == n;
    auto boundsAt = [&](std::size_t i)
    { return boundsGiven ? bounds[i] : boundsOf(document.shape(i).shape); };
    const Bounds own = boundsAt(chosen);
    std::vector<std::pair<double, std::size_t>> ranked;
    ranked.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
    {
        if (i != chosen)
        {
            ranked.emplace_back(signedDistanceLowerBound(own, boundsAt(i)), i);
        }
    }
    const auto later = std::greater<std::pair<double, std::size_t>>();
    std::make_heap(ranked.begin(), ranked.end(), later);
    std::size_t best = n;
    double bestDistance = std::numeric_limits<double>::infinity();
    while (!ranked.empty() && (best == n || ranked.front().first < bestDistance))
    {
        std::pop_heap(ranked.begin(), ranked.end(), later);
        const std::size_t candidate = ranked.back().second;
        ranked.pop_back();
        const double d = distance(shape, document.shape(candidate).shape).value;
        if (d < bestDistance || best == n)
        {
            bestDistance = d;
            best = candidate;
        }
    }
    return std::make_pair(chosen, best);
}

} // namespace hitlab
