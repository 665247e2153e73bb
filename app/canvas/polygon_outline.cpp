#include "canvas/polygon_outline.hpp"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace hitlab
{

namespace
{

// Distance from p to the line through a and b (to a itself when they coincide).
double lineDistance(Vec2 p, Vec2 a, Vec2 b)
{
    const Vec2 d = b - a;
    const double length = glm::length(d);
    if (!(length > 0.0))
    {
        return glm::length(p - a);
    }
    return std::abs(d.x * (p.y - a.y) - d.y * (p.x - a.x)) / length;
}

double squaredSegmentDistance(Vec2 p, Vec2 a, Vec2 b)
{
    const Vec2 d = b - a;
    const double squared = glm::dot(d, d);
    const double t = squared > 0.0 ? std::clamp(glm::dot(p - a, d) / squared, 0.0, 1.0) : 0.0;
    const Vec2 off = p - (a + t * d);
    return glm::dot(off, off);
}

struct Box
{
    Vec2 min;
    Vec2 max;

    void add(Vec2 p)
    {
        min = glm::min(min, p);
        max = glm::max(max, p);
    }
    bool overlaps(const Bounds& b) const
    {
        return min.x <= b.max.x && b.min.x <= max.x && min.y <= b.max.y && b.min.y <= max.y;
    }
};

class Walk
{
public:
    Walk(std::span<const Vec2> vertices, double tolerance, const Bounds* grown)
        : v_(vertices), n_(vertices.size()), tolerance_(tolerance), grown_(grown)
    {
    }

    // Vertex k, with k == n meaning vertex 0 again (the closing chord).
    Vec2 at(std::size_t k) const { return v_[k == n_ ? 0 : k]; }

    // Greedy chord walk from vertex 0: from each kept vertex i, the farthest j such that the vertices
    // between them are within the tolerance of the chord i-j (or cut off out of sight). Along a convex
    // chain the distance to the chord rises then falls, and the farthest vertex moves forward as j does,
    // so a second pointer finds it in amortised constant time: the walk is linear in n.
    std::vector<std::size_t> run() const
    {
        std::vector<std::size_t> kept{0};
        std::size_t i = 0;
        while (i + 1 < n_)
        {
            std::size_t best = i + 1;
            std::size_t far = i + 1;
            Box box{at(i), at(i)};
            box.add(at(i + 1));
            for (std::size_t j = i + 2; j <= n_; ++j)
            {
                const Vec2 a = at(i);
                const Vec2 d = at(j) - a;
                box.add(at(j));
                // |cross| is the distance to the chord's line times the chord's length: compared as is,
                // and squared against the tolerance, so that the walk takes no root or division.
                auto across = [&](std::size_t k)
                {
                    const Vec2 w = at(k) - a;
                    return std::abs(d.x * w.y - d.y * w.x);
                };
                while (far + 1 < j && across(far + 1) >= across(far))
                {
                    ++far;
                }
                const double squared = glm::dot(d, d);
                const double farthest = squared > 0.0 ? across(far) : glm::length(at(far) - a);
                const double allowed =
                    squared > 0.0 ? tolerance_ * tolerance_ * squared : tolerance_ * tolerance_;
                if (!hidden(box) && farthest * farthest > allowed)
                {
                    break;
                }
                best = j;
            }
            if (best >= n_)
            {
                break;
            }
            kept.push_back(best);
            i = best;
        }
        return verified(kept);
    }

private:
    bool hidden(const Box& box) const { return grown_ != nullptr && !box.overlaps(*grown_); }

    // The walk's pointer trusts convexity; rounding, or collinear runs, could fool it. Every chord is
    // checked against the true distance to the segment, and split at its worst vertex where it fails (as
    // Douglas and Peucker split, 1973), so the guarantee holds whatever the input.
    std::vector<std::size_t> verified(const std::vector<std::size_t>& kept) const
    {
        std::vector<std::size_t> result;
        result.reserve(kept.size());
        std::vector<std::pair<std::size_t, std::size_t>> pending;
        for (std::size_t k = kept.size(); k-- > 0;)
        {
            pending.emplace_back(kept[k], k + 1 < kept.size() ? kept[k + 1] : n_);
        }
        while (!pending.empty())
        {
            const auto [first, last] = pending.back();
            pending.pop_back();
            const Vec2 a = at(first);
            const Vec2 b = at(last);
            Box box{a, a};
            box.add(b);
            double worst = 0.0;
            std::size_t worstAt = first;
            for (std::size_t k = first + 1; k < last; ++k)
            {
                box.add(at(k));
                const double d = squaredSegmentDistance(at(k), a, b);
                if (d > worst)
                {
                    worst = d;
                    worstAt = k;
                }
            }
            if (worst > tolerance_ * tolerance_ && !hidden(box))
            {
                pending.emplace_back(worstAt, last);
                pending.emplace_back(first, worstAt);
                continue;
            }
            result.push_back(first);
        }
        return result;
    }

    std::span<const Vec2> v_;
    std::size_t n_;
    double tolerance_;
    const Bounds* grown_;
};

// A polygon needs three corners to have an inside: the farthest vertices are added when the walk kept
// fewer (a polygon smaller than the tolerance, or a needle seen from afar).
void keepThree(std::span<const Vec2> v, std::vector<std::size_t>& kept)
{
    while (kept.size() < 3 && kept.size() < v.size())
    {
        double farthest = -1.0;
        std::size_t farthestAt = 0;
        for (std::size_t k = 0; k < v.size(); ++k)
        {
            if (std::find(kept.begin(), kept.end(), k) != kept.end())
            {
                continue;
            }
            const double d = kept.size() == 1 ? glm::length(v[k] - v[kept[0]])
                                              : lineDistance(v[k], v[kept[0]], v[kept[1]]);
            if (d > farthest)
            {
                farthest = d;
                farthestAt = k;
            }
        }
        kept.push_back(farthestAt);
        std::sort(kept.begin(), kept.end());
    }
}

} // namespace

std::vector<std::size_t> reduceConvexOutline(std::span<const Vec2> vertices, double pixelsPerUnit,
                                             const OutlineLimits& limits, const Bounds* visible)
{
    const std::size_t n = vertices.size();
    const std::size_t cap = std::max<std::size_t>(limits.maxVertices, 3);
    std::vector<std::size_t> kept(n);
    std::iota(kept.begin(), kept.end(), std::size_t{0});
    if (n <= 3 || (n <= limits.keepAllUpTo && n <= cap))
    {
        return kept;
    }
    const double zoom = std::isfinite(pixelsPerUnit) && pixelsPerUnit > 0.0 ? pixelsPerUnit : 1.0;
    double tolerance = std::max(limits.tolerancePx, 0.0) / zoom;
    Bounds grown{};
    if (visible != nullptr)
    {
        const Vec2 margin(kOutlineMarginPx / zoom);
        grown = {visible->min - margin, visible->max + margin};
    }
    for (int round = 0; round < 200; ++round)
    {
        kept = Walk(vertices, tolerance, visible != nullptr ? &grown : nullptr).run();
        if (kept.size() <= cap)
        {
            keepThree(vertices, kept);
            return kept;
        }
        // A tolerance of 0 keeps all but collinear vertices: past the cap it starts from a thousandth of
        // a pixel.
        tolerance = tolerance > 0.0 ? 2.0 * tolerance : 1e-3 / zoom;
    }
    // Only coordinates that are not numbers get here: evenly spaced vertices keep the cap.
    kept.resize(cap);
    for (std::size_t k = 0; k < cap; ++k)
    {
        kept[k] = k * n / cap;
    }
    return kept;
}

std::vector<float> packPolygonOutlines(std::span<const float> pairs, std::span<PackedPolygon> polygons,
                                       double pixelsPerUnit, const Bounds* visible, std::size_t maxPairs,
                                       const OutlineLimits& limits)
{
    std::vector<Vec2> vertices;
    auto reduce = [&](const PackedPolygon& polygon, const OutlineLimits& use)
    {
        vertices.resize(polygon.count);
        for (std::size_t k = 0; k < polygon.count; ++k)
        {
            const std::size_t at = 2 * (polygon.offset + k);
            vertices[k] = polygon.origin + Vec2(pairs[at], pairs[at + 1]);
        }
        return reduceConvexOutline(vertices, pixelsPerUnit, use, visible);
    };

    std::vector<std::vector<std::size_t>> kept(polygons.size());
    std::size_t total = 0;
    for (std::size_t p = 0; p < polygons.size(); ++p)
    {
        kept[p] = reduce(polygons[p], limits);
        total += kept[p].size();
    }
    if (total > maxPairs && !polygons.empty())
    {
        OutlineLimits harder = limits;
        harder.keepAllUpTo = 0;
        harder.maxVertices = std::max<std::size_t>(maxPairs / polygons.size(), 3);
        for (std::size_t p = 0; p < polygons.size(); ++p)
        {
            if (kept[p].size() > harder.maxVertices)
            {
                kept[p] = reduce(polygons[p], harder);
            }
        }
    }

    std::vector<float> packed;
    packed.reserve(2 * std::min(total, maxPairs));
    for (std::size_t p = 0; p < polygons.size(); ++p)
    {
        const PackedPolygon source = polygons[p];
        const std::size_t offset = packed.size() / 2;
        if (offset + kept[p].size() > maxPairs)
        {
            polygons[p].offset = offset;
            polygons[p].count = 0;
            continue;
        }
        for (std::size_t k : kept[p])
        {
            const std::size_t at = 2 * (source.offset + k);
            packed.push_back(pairs[at]);
            packed.push_back(pairs[at + 1]);
        }
        polygons[p].offset = offset;
        polygons[p].count = kept[p].size();
    }
    return packed;
}

} // namespace hitlab
