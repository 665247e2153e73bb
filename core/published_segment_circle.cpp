// Segment vs filled circle by the quadratic in the segment parameter, after s-densan, 「線分と円の当たり
// 判定」 2020 (Ericson 2005, 5.3.2; docs/algorithms/segments-and-circles.md, "segment-quadratic").
//
// A point P = (1 - s) A + s B of the segment lies in the circle (centre O, radius r) iff
// a s^2 + b s + c <= 0 with a = |OA|^2 + |OB|^2 - 2 OA.OB, b = -2 |OA|^2 + 2 OA.OB, c = |OA|^2 - r^2.
// a > 0 for a segment of positive length, so the solutions form [s1, s2] when D = b^2 - 4ac >= 0,
// and the segment meets the circle iff that interval meets [0, 1]: s1 <= 1 and 0 <= s2.
#include "hitlab/geometry.hpp"
#include "variants.hpp"

#include <cmath>

namespace hitlab
{

bool overlapCircleSegmentQuadratic(const Circle& a, const Segment& b, Trace* trace)
{
    const Vec2 oa = b.a - a.center;
    const Vec2 ob = b.b - a.center;
    const double lenOa2 = lengthSquared(oa);
    const double lenOb2 = lengthSquared(ob);
    const double innerAb = glm::dot(oa, ob);
    const double qa = lenOa2 + lenOb2 - 2.0 * innerAb;
    const double qb = -2.0 * lenOa2 + 2.0 * innerAb;
    const double qc = lenOa2 - a.radius * a.radius;
    const double det = qb * qb - 4.0 * qa * qc;
    bool overlap = false;
    double s1 = 0.0;
    double s2 = 0.0;
    if (det >= 0.0)
    {
        s1 = (-qb - std::sqrt(det)) / (2.0 * qa);
        s2 = (-qb + std::sqrt(det)) / (2.0 * qa);
        overlap = s1 <= 1.0 && 0.0 <= s2;
    }
    if (trace)
    {
        trace->value("a", qa);
        trace->value("b", qb);
        trace->value("c", qc);
        trace->value("D", det);
        if (det >= 0.0)
        {
            trace->value("s1", s1);
            trace->value("s2", s2);
            // The chord of the line inside the circle, and the part of it on the segment.
            const Vec2 d = b.b - b.a;
            trace->world.points.push_back({b.a + d * s1, "s1"});
            trace->world.points.push_back({b.a + d * s2, "s2"});
            if (overlap)
            {
                trace->world.segments.push_back(
                    {b.a + d * std::max(s1, 0.0), b.a + d * std::min(s2, 1.0), "segment inside the circle"});
            }
            trace->note(overlap
                            ? "D >= 0, s1 <= 1 and 0 <= s2: contact"
                            : "D >= 0 but [s1, s2] misses [0, 1]: the line meets the circle off the segment");
        }
        else
        {
            trace->note("D < 0: the line misses the circle");
        }
    }
    return overlap;
}

} // namespace hitlab
