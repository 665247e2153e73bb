#include "collisions.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <thread>

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
    const Scene& scene = document.scene();
    const std::size_t n = scene.shapes.size();
    const AlgorithmTable table = algorithmTableFor(scene.algorithms);
    pass_.run(scene.shapes, &SceneShape::shape, table);

    ContactState state;
    state.inContact.assign(n, 0);
    state.disagrees.assign(n, 0);
    state.candidatePairs = pass_.candidates().size();
    state.pairsCapped = pass_.capped();
    state.pairLimit = pass_.pairLimit();
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
    state.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return state;
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
    const Bounds own = boundsOf(shape);
    std::vector<std::pair<double, std::size_t>> ranked;
    ranked.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
    {
        if (i != chosen)
        {
            ranked.emplace_back(signedDistanceLowerBound(own, boundsOf(document.shape(i).shape)), i);
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
