// Bounding boxes over runs of a convex proxy's vertices or edges, so that the polygonal family's signed
// distance (exact_polygonal.cpp) answers large polygons without scanning every vertex for every axis
// and every vertex against every edge.
//
// The pruning is exact, not approximate: the values it skips could not have changed the answer, so the
// result is the full scan's bit for bit. That rests on the monotonicity of IEEE rounding (Higham,
// Accuracy and Stability of Numerical Algorithms, 2nd ed. 2002, 2.1): if x <= y then fl(x) <= fl(y).
// - A projection dot(v, u) = fl(fl(v.x u.x) + fl(v.y u.y)) is monotone in v.x (for the sign of u.x) and
//   in v.y, so the box corner picked by the signs of u bounds the computed projection of every vertex in
//   the box from above.
// - A squared distance fl(fl(dx)^2 + fl(dy)^2) is monotone in |dx| and |dy|, so the gap between two
//   boxes bounds it from below. A point computed on an edge may fall a few ulps outside the edge's box,
//   so edge boxes are widened by a relative margin far above that rounding.
//
// - A vertex tree's node also keeps a box in the frame of its chord (the segment from its first to
//   its last vertex), an oriented bounding box (Gottschalk, Lin & Manocha, OBBTree, SIGGRAPH 1996;
//   Ericson, Real-Time Collision Detection, 2005, 4.4). On a convex outline a run of consecutive
//   vertices hugs its chord, so that box is far tighter than the axis-aligned one: a projection query
//   then opens only the nodes next to the extreme vertex (about log n of them) instead of every node
//   whose axis-aligned corner pokes past the answer. Its bound is computed in floating point and then
//   raised by a margin of 1e-9 of the coordinates' magnitude, a million times the few ulps the
//   computation can err by, so it is still an upper bound of every computed projection in the node.
//   It holds for any point set (convexity only makes it tight), so the answers stay the full scan's.
//
// A balanced binary tree over index ranges, node k with children 2k and 2k + 1, leaves of at most
// kLeafSize items. Built once per query when a core has more than kTreeThreshold vertices; smaller
// cores keep the plain scans (and allocate nothing).
#pragma once

#include "convex_proxy.hpp"
#include "hitlab/geometry.hpp"

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace hitlab
{

struct BoundsBox
{
    Vec2 lo;
    Vec2 hi;
};

// Lower bound of the computed squared distance between any point of box p and any point of box q.
inline double gapSquaredLowerBound(const BoundsBox& p, const BoundsBox& q)
{
    const double gx = q.lo.x > p.hi.x ? q.lo.x - p.hi.x : (p.lo.x > q.hi.x ? p.lo.x - q.hi.x : 0.0);
    const double gy = q.lo.y > p.hi.y ? q.lo.y - p.hi.y : (p.lo.y > q.hi.y ? p.lo.y - q.hi.y : 0.0);
    return gx * gx + gy * gy;
}

// Upper bound of the computed dot(v, u) over the vertices v in the box.
inline double projectionUpperBound(const BoundsBox& box, Vec2 u)
{
    const Vec2 corner{u.x >= 0.0 ? box.hi.x : box.lo.x, u.y >= 0.0 ? box.hi.y : box.lo.y};
    return glm::dot(corner, u);
}

// A node's vertices in the frame of its chord: v = origin + (t axis + s perp(axis)) / |axis|^2 with t
// in [tLo, tHi] and s in [sLo, sHi] (computed values). `usable` is false when the chord is too short
// for the frame to be trusted (a node of one vertex, or a chord whose squared length underflows).
struct ChordBox
{
    Vec2 origin{0.0, 0.0};
    Vec2 axis{1.0, 0.0};
    double inverseLength2 = 1.0;
    double tLo = 0.0, tHi = 0.0, sLo = 0.0, sHi = 0.0;
    double magnitude = 0.0; // largest |coordinate| of the origin plus the node's extent
    bool usable = false;
};

// Upper bound of the computed dot(v, u) over the node's vertices, or +infinity when the frame is not
// usable. The exact projection is dot(origin, u) + (t dot(axis, u) + s dot(perp(axis), u)) / |axis|^2,
// whose largest value over the ranges is at their ends; the margin covers the rounding of both this
// evaluation and the computed projection it bounds (each errs by a few ulps of magnitude |u|).
inline double projectionUpperBound(const ChordBox& box, Vec2 u)
{
    if (!box.usable)
    {
        return std::numeric_limits<double>::infinity();
    }
    const double along = glm::dot(box.axis, u);
    const double across = glm::dot(perp(box.axis), u);
    const double offset =
        (std::max(box.tLo * along, box.tHi * along) + std::max(box.sLo * across, box.sHi * across)) *
        box.inverseLength2;
    constexpr double kRelativeMargin = 1e-9;
    const double margin = kRelativeMargin * box.magnitude * (std::abs(u.x) + std::abs(u.y));
    return glm::dot(box.origin, u) + offset + margin;
}

class VertexBoxTree
{
public:
    static constexpr int kLeafSize = 16;
    static constexpr int kTreeThreshold = 32;

    // Boxes over the core's vertices (edges == false) or over its edges (edges == true, item i is the
    // edge from vertex i to the next, widened by the rounding margin).
    VertexBoxTree(const ConvexProxy& core, bool edges)
        : core_(core), items_(edges ? core.edgeCount() : core.count), edges_(edges)
    {
        if (items_ > 0)
        {
            boxes_.resize(4 * static_cast<size_t>(items_ / kLeafSize + 1));
            if (!edges_)
            {
                chords_.resize(boxes_.size());
            }
            build(1, 0, items_);
        }
    }

    int items() const { return items_; }
    const BoundsBox& root() const { return boxes_[1]; }

    // The largest computed dot(vertex, u) over the core's vertices (a vertex tree only). `hint` is a
    // vertex to start from and receives the vertex found: successive directions that turn a little
    // (the edge normals in order) have their extreme vertices close together, and a good first value
    // lets the walk skip nearly every box.
    double maxProjection(Vec2 u, int& hint) const
    {
        double best = climb(u, hint);
        maxProjection(1, 0, items_, u, nodeUpperBound(1, u), best);
        return best;
    }

    // The first half of maxProjection: from `hint`, the walk to neighbouring vertices while they
    // project further, which ends at a local maximum (the global one on a strictly convex outline, whose
    // projections rise and fall once around it: O'Rourke, Computational Geometry in C, 2nd ed. 1998,
    // ch. 7, extreme points of a convex polygon).
    // Its value is the computed projection of a vertex, so never above maxProjection's; `hint`
    // receives the vertex.
    double climb(Vec2 u, int& hint) const
    {
        const int n = core_.count;
        int at = hint >= 0 && hint < n ? hint : 0;
        double best = glm::dot(core_.vertex(at), u);
        for (int direction : {1, -1})
        {
            for (int steps = 1; steps < n; ++steps)
            {
                const int next = direction > 0 ? (at + 1 == n ? 0 : at + 1) : (at == 0 ? n - 1 : at - 1);
                const double h = glm::dot(core_.vertex(next), u);
                if (!(h > best))
                {
                    break;
                }
                best = h;
                at = next;
            }
        }
        hint = at;
        return best;
    }

    // Visits the nodes in index order: enter(box) decides whether a node's range is searched, leaf(lo,
    // hi) gets each searched leaf's items; returns false from leaf to stop the whole walk.
    template <typename Enter, typename Leaf> bool walkInOrder(Enter&& enter, Leaf&& leaf) const
    {
        return items_ > 0 && walkInOrder(1, 0, items_, enter, leaf);
    }

    // Visits node ranges in any order, nearer first as `priority` (smaller first) says.
    template <typename Enter, typename Leaf> void walkAnyOrder(Enter&& enter, Leaf&& leaf) const
    {
        if (items_ > 0)
        {
            walkAnyOrder(1, 0, items_, enter, leaf);
        }
    }

    const BoundsBox& box(int node) const { return boxes_[static_cast<size_t>(node)]; }

private:
    BoundsBox build(int node, int lo, int hi)
    {
        BoundsBox box;
        if (hi - lo <= kLeafSize)
        {
            box = itemBox(lo);
            for (int i = lo + 1; i < hi; ++i)
            {
                const BoundsBox b = itemBox(i);
                box.lo = glm::min(box.lo, b.lo);
                box.hi = glm::max(box.hi, b.hi);
            }
        }
        else
        {
            const int mid = lo + (hi - lo) / 2;
            const BoundsBox left = build(2 * node, lo, mid);
            const BoundsBox right = build(2 * node + 1, mid, hi);
            box = {glm::min(left.lo, right.lo), glm::max(left.hi, right.hi)};
        }
        boxes_[static_cast<size_t>(node)] = box;
        if (!edges_)
        {
            chords_[static_cast<size_t>(node)] = chordBox(lo, hi, box);
        }
        return box;
    }

    ChordBox chordBox(int lo, int hi, const BoundsBox& box) const
    {
        ChordBox chord;
        chord.origin = core_.vertex(lo);
        chord.axis = core_.vertex(hi - 1) - chord.origin;
        const double length2 = lengthSquared(chord.axis);
        // Far above the smallest normal double, so that neither 1 / length2 nor the products overflow.
        constexpr double kShortestChord2 = 1e-200;
        if (hi - lo < 2 || !(length2 > kShortestChord2))
        {
            return chord;
        }
        chord.inverseLength2 = 1.0 / length2;
        const Vec2 across = perp(chord.axis);
        chord.tLo = chord.tHi = 0.0;
        chord.sLo = chord.sHi = 0.0;
        for (int i = lo + 1; i < hi; ++i)
        {
            const Vec2 d = core_.vertex(i) - chord.origin;
            const double t = glm::dot(d, chord.axis);
            const double s = glm::dot(d, across);
            chord.tLo = std::min(chord.tLo, t);
            chord.tHi = std::max(chord.tHi, t);
            chord.sLo = std::min(chord.sLo, s);
            chord.sHi = std::max(chord.sHi, s);
        }
        const double extent = std::max(box.hi.x - box.lo.x, box.hi.y - box.lo.y);
        chord.magnitude = std::max(std::abs(chord.origin.x), std::abs(chord.origin.y)) + extent;
        chord.usable = std::isfinite(chord.inverseLength2) && std::isfinite(chord.magnitude);
        return chord;
    }

    // The chord frame's bound where it is usable (nearly always the tighter), else the axis-aligned one.
    double nodeUpperBound(int node, Vec2 u) const
    {
        if (!edges_)
        {
            const ChordBox& chord = chords_[static_cast<size_t>(node)];
            if (chord.usable)
            {
                return projectionUpperBound(chord, u);
            }
        }
        return projectionUpperBound(box(node), u);
    }

    BoundsBox itemBox(int i) const
    {
        if (!edges_)
        {
            const Vec2 v = core_.vertex(i);
            return {v, v};
        }
        const Vec2 start = core_.edgeStart(i);
        const Vec2 end = core_.edgeEnd(i);
        // A point computed on the edge (start + (end - start) t) errs by a few ulps of the largest
        // coordinate; 1e-12 of it is far above that.
        constexpr double kRelativeMargin = 1e-12;
        const double scale =
            std::max({std::abs(start.x), std::abs(start.y), std::abs(end.x), std::abs(end.y)});
        const double margin = kRelativeMargin * scale;
        const Vec2 widen{margin, margin};
        return {glm::min(start, end) - widen, glm::max(start, end) + widen};
    }

    // `bound` is the node's upper bound, computed by the caller, which already compared it with best.
    void maxProjection(int node, int lo, int hi, Vec2 u, double bound, double& best) const
    {
        if (!(bound > best))
        {
            return;
        }
        if (hi - lo <= kLeafSize)
        {
            for (int i = lo; i < hi; ++i)
            {
                best = std::max(best, glm::dot(core_.vertex(i), u));
            }
            return;
        }
        const int mid = lo + (hi - lo) / 2;
        const double left = nodeUpperBound(2 * node, u);
        const double right = nodeUpperBound(2 * node + 1, u);
        if (left >= right)
        {
            maxProjection(2 * node, lo, mid, u, left, best);
            maxProjection(2 * node + 1, mid, hi, u, right, best);
        }
        else
        {
            maxProjection(2 * node + 1, mid, hi, u, right, best);
            maxProjection(2 * node, lo, mid, u, left, best);
        }
    }

    template <typename Enter, typename Leaf>
    bool walkInOrder(int node, int lo, int hi, Enter& enter, Leaf& leaf) const
    {
        if (!enter(box(node)))
        {
            return true;
        }
        if (hi - lo <= kLeafSize)
        {
            return leaf(lo, hi);
        }
        const int mid = lo + (hi - lo) / 2;
        return walkInOrder(2 * node, lo, mid, enter, leaf) && walkInOrder(2 * node + 1, mid, hi, enter, leaf);
    }

    // enter(box) returns the node's lower bound, or +infinity to skip it.
    template <typename Enter, typename Leaf>
    void walkAnyOrder(int node, int lo, int hi, Enter& enter, Leaf& leaf) const
    {
        if (hi - lo <= kLeafSize)
        {
            leaf(lo, hi);
            return;
        }
        const int mid = lo + (hi - lo) / 2;
        const double left = enter(box(2 * node));
        const double right = enter(box(2 * node + 1));
        const double inf = std::numeric_limits<double>::infinity();
        if (left <= right)
        {
            if (left < inf)
            {
                walkAnyOrder(2 * node, lo, mid, enter, leaf);
            }
            if (right < inf && enter(box(2 * node + 1)) < inf)
            {
                walkAnyOrder(2 * node + 1, mid, hi, enter, leaf);
            }
        }
        else
        {
            if (right < inf)
            {
                walkAnyOrder(2 * node + 1, mid, hi, enter, leaf);
            }
            if (left < inf && enter(box(2 * node)) < inf)
            {
                walkAnyOrder(2 * node, lo, mid, enter, leaf);
            }
        }
    }

    const ConvexProxy& core_;
    int items_;
    bool edges_;
    std::vector<BoundsBox> boxes_;
    std::vector<ChordBox> chords_; // a vertex tree's only
};

} // namespace hitlab
