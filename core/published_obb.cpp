// Oriented rectangle vs oriented rectangle by projection radii on the four local axes, after g2, 「しかく と
// しかく が ごっつんこ」 (traP blog, 2017): the 2D case of the OBB test of Gottschalk, Lin & Manocha 1996
// (Ericson 2005, 4.4.1; docs/algorithms/polygonal.md, "obb-projection-radii").
//
// On a unit axis n of one rectangle: d0 is that rectangle's own half extent along n, d1 the other's
// projection radius (|w2 (n.n2)| + |h2 (n.t2)|) / 2, d2 = |n.(r2 - r1)| the centres' distance along n,
// and d3 = d0 + d1 - d2. d3 < 0 separates. Contact iff none of n1, t1, n2, t2 separates.
#include "hitlab/geometry.hpp"
#include "variants.hpp"

#include <cmath>
#include <string>

namespace hitlab
{

bool overlapRectRectProjectionRadii(const Rect& a, const Rect& b, Trace* trace)
{
    const Vec2 n1 = unitFromAngle(a.angle);
    const Vec2 t1 = perp(n1);
    const Vec2 n2 = unitFromAngle(b.angle);
    const Vec2 t2 = perp(n2);
    const Vec2 between = b.center - a.center;

    struct AxisCase
    {
        Vec2 axis;
        double ownHalf;    // d0: the owner's half extent along the axis
        double otherWidth; // the other rectangle, projected
        double otherHeight;
        Vec2 otherN;
        Vec2 otherT;
        const char* label;
    };
    const AxisCase cases[4] = {
        {n1, a.width * 0.5, b.width, b.height, n2, t2, "n1"},
        {t1, a.height * 0.5, b.width, b.height, n2, t2, "t1"},
        {n2, b.width * 0.5, a.width, a.height, n1, t1, "n2"},
        {t2, b.height * 0.5, a.width, a.height, n1, t1, "t2"},
    };
    bool separated = false;
    double leastD3 = std::numeric_limits<double>::infinity();
    std::size_t leastIndex = 0;
    for (int i = 0; i < 4; ++i)
    {
        const AxisCase& c = cases[i];
        const double d0 = c.ownHalf;
        const double d1 = (std::abs(c.otherWidth * glm::dot(c.axis, c.otherN)) +
                           std::abs(c.otherHeight * glm::dot(c.axis, c.otherT))) *
                          0.5;
        const double d2 = std::abs(glm::dot(c.axis, between));
        const double d3 = d0 + d1 - d2;
        const bool separating = d3 < 0.0;
        separated = separated || separating;
        if (trace)
        {
            const std::string label = c.label;
            trace->value("d0 " + label, d0);
            trace->value("d1 " + label, d1);
            trace->value("d2 " + label, d2);
            trace->value("d3 " + label, d3);
            // Rectangle a's interval is centred on a's centre; b's on b's. Which one is the owner
            // decides only which half extent is d0 and which projection radius is d1.
            const bool ownerIsA = i < 2;
            const double halfA = ownerIsA ? d0 : d1;
            const double halfB = ownerIsA ? d1 : d0;
            const double centerA = glm::dot(c.axis, a.center);
            const double centerB = glm::dot(c.axis, b.center);
            TraceAxis axis;
            axis.origin = ownerIsA ? a.center : b.center;
            axis.direction = c.axis;
            axis.minA = centerA - halfA;
            axis.maxA = centerA + halfA;
            axis.minB = centerB - halfB;
            axis.maxB = centerB + halfB;
            axis.separating = separating;
            axis.label = label;
            trace->axes.push_back(axis);
            if (d3 < leastD3)
            {
                leastD3 = d3;
                leastIndex = trace->axes.size() - 1;
            }
        }
        else if (separated)
        {
            return false;
        }
    }
    if (trace)
    {
        trace->axes[leastIndex].leastOverlap = true; // the smallest d3: least overlap, or widest gap
        trace->note(separated ? "d3 < 0 on some axis: separated" : "d3 >= 0 on all four axes: contact");
    }
    return !separated;
}

} // namespace hitlab
