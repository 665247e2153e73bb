#include "ellipse_math.hpp"

namespace hitlab
{

namespace
{

// Eberly, "Distance from a Point to an Ellipse, an Ellipsoid, or a Hyperellipsoid" (2013): for the
// ellipse with radii e0 >= e1 and a first-quadrant point y with z = y / e, the closest point is
// x0 = r0 y0 / (s + r0), x1 = y1 / (s + 1) with r0 = (e0 / e1)^2 and s the root of
//     F(s) = (r0 z0 / (s + r0))^2 + (z1 / (s + 1))^2 - 1,
// which is convex and strictly decreasing for s > -1, with s > 0 outside and -1 < s < 0 inside.
// Eberly bisects; convexity lets us bracket the root from both sides instead: a Newton step from the
// left end stays left of the root, a secant step between the ends lands right of it, and a bisection
// step is added whenever they fail to halve the bracket, so the bracket is never worse than bisection.
struct EberlyFunction
{
    double r0;
    double n0; // r0 * z0
    double z1;

    double value(double s) const
    {
        const double t0 = n0 / (s + r0);
        const double t1 = z1 / (s + 1.0);
        return t0 * t0 + t1 * t1 - 1.0;
    }
    double derivative(double s) const
    {
        const double t0 = n0 / (s + r0);
        const double t1 = z1 / (s + 1.0);
        return -2.0 * (t0 * t0 / (s + r0) + t1 * t1 / (s + 1.0));
    }
};

// Shrinks [lo, hi] with F(lo) >= 0 >= F(hi) around the root. Before every step, decide(lo, hi) may end
// the search with a non-zero answer, which is returned; 0 means the bracket converged to rounding.
template <typename Decide>
int shrinkEberlyBracket(const EberlyFunction& f, double& lo, double& hi, const Decide& decide)
{
    double flo = f.value(lo);
    double fhi = f.value(hi);
    // Each sign test moves one end, so a step can only keep or shrink the bracket.
    auto probe = [&](double s)
    {
        if (!(s > lo && s < hi))
        {
            s = 0.5 * (lo + hi);
            if (!(s > lo && s < hi))
            {
                return;
            }
        }
        const double fs = f.value(s);
        if (fs > 0.0)
        {
            lo = s;
            flo = fs;
        }
        else if (fs < 0.0)
        {
            hi = s;
            fhi = fs;
        }
        else
        {
            lo = hi = s;
            flo = fhi = 0.0;
        }
    };
    for (int iteration = 0; iteration < 256; ++iteration)
    {
        if (const int answer = decide(lo, hi))
        {
            return answer;
        }
        if (flo <= 0.0)
        {
            hi = lo; // lo is the root to rounding
            return 0;
        }
        if (fhi >= 0.0)
        {
            lo = hi;
            return 0;
        }
        const double mid = 0.5 * (lo + hi);
        if (!(mid > lo && mid < hi))
        {
            return 0; // adjacent doubles
        }
        const double width = hi - lo;
        probe(lo - flo / f.derivative(lo));
        if (lo < hi && flo > 0.0 && fhi < 0.0)
        {
            probe(lo - flo * (hi - lo) / (fhi - flo));
        }
        if (hi - lo > 0.5 * width)
        {
            probe(0.5 * (lo + hi));
        }
    }
    return 0;
}

// First-quadrant problem with e0 >= e1 > 0, y0, y1 > 0, y outside (g > 0): the initial bracket.
void outsideBracket(const EberlyFunction& f, double& lo, double& hi)
{
    lo = std::max(0.0, f.z1 - 1.0);
    hi = std::hypot(f.n0, f.z1) - 1.0;
    hi = std::max(hi, lo);
}

} // namespace

EllipseAxes ellipseAxes(const Ellipse& ellipse)
{
    return {
        ellipse.center, {std::cos(ellipse.angle), std::sin(ellipse.angle)}, ellipse.radiusX, ellipse.radiusY};
}

EllipseClosestPoint closestPointOnEllipseLocal(double e0, double e1, Vec2 p)
{
    // Reduce to e0 >= e1 (swap the axes) and the first quadrant (reflect): the closest point of a
    // reflected point is the reflected closest point.
    const bool swapped = e1 > e0;
    if (swapped)
    {
        std::swap(e0, e1);
        p = {p.y, p.x};
    }
    const double y0 = std::abs(p.x);
    const double y1 = std::abs(p.y);
    double x0 = 0.0;
    double x1 = 0.0;
    bool inside = false;
    if (y1 > 0.0)
    {
        if (y0 > 0.0)
        {
            const double z0 = y0 / e0;
            const double z1 = y1 / e1;
            const double sum = z0 * z0 + z1 * z1;
            inside = sum <= 1.0;
            if (sum != 1.0)
            {
                const double r0 = (e0 / e1) * (e0 / e1);
                const EberlyFunction f{r0, r0 * z0, z1};
                double lo = 0.0;
                double hi = 0.0;
                if (sum > 1.0)
                {
                    outsideBracket(f, lo, hi);
                }
                else
                {
                    lo = z1 - 1.0;
                    hi = 0.0;
                }
                shrinkEberlyBracket(f, lo, hi, [](double, double) { return 0; });
                const double s = 0.5 * (lo + hi);
                x0 = r0 * y0 / (s + r0);
                x1 = y1 / (s + 1.0);
            }
            else
            {
                x0 = y0;
                x1 = y1;
            }
        }
        else
        {
            // On the minor axis: the end of the minor axis is closest, inside or out (e0 >= e1).
            x0 = 0.0;
            x1 = e1;
            inside = y1 <= e1;
        }
    }
    else
    {
        // On the major axis: inside the evolute's cusp the closest points leave the axis.
        inside = y0 <= e0;
        const double numer0 = e0 * y0;
        const double denom0 = e0 * e0 - e1 * e1;
        if (numer0 < denom0)
        {
            const double xde0 = numer0 / denom0;
            x0 = e0 * xde0;
            x1 = e1 * std::sqrt(std::max(0.0, 1.0 - xde0 * xde0));
        }
        else
        {
            x0 = e0;
            x1 = 0.0;
        }
    }
    EllipseClosestPoint result;
    result.distance = std::hypot(x0 - y0, x1 - y1);
    result.inside = inside;
    result.point = {std::copysign(x0, p.x), std::copysign(x1, p.y)};
    if (swapped)
    {
        result.point = {result.point.y, result.point.x};
    }
    return result;
}

bool withinDistanceOfEllipseLocal(double e0, double e1, Vec2 p, double r)
{
    if (e1 > e0)
    {
        std::swap(e0, e1);
        p = {p.y, p.x};
    }
    const double y0 = std::abs(p.x);
    const double y1 = std::abs(p.y);
    const double z0 = y0 / e0;
    const double z1 = y1 / e1;
    if (z0 * z0 + z1 * z1 <= 1.0)
    {
        return true;
    }
    // Outside, on an axis: the axis end is closest (e0 >= e1 and the point is beyond the evolute).
    if (y1 == 0.0)
    {
        return y0 - e0 <= r;
    }
    if (y0 == 0.0)
    {
        return y1 - e1 <= r;
    }
    // The candidate point x(s) moves away from y as s grows (|y - x(s)| = s |(y0/(s+r0), y1/(s+1))|
    // increases for s >= 0), so the bracket [lo, hi] on the root brackets the distance too.
    const double r0 = (e0 / e1) * (e0 / e1);
    const EberlyFunction f{r0, r0 * z0, z1};
    const double r2 = r * r;
    auto distance2 = [&](double s)
    {
        const double d0 = y0 * s / (s + r0);
        const double d1 = y1 * s / (s + 1.0);
        return d0 * d0 + d1 * d1;
    };
    double lo = 0.0;
    double hi = 0.0;
    outsideBracket(f, lo, hi);
    const int answer = shrinkEberlyBracket(f, lo, hi,
                                           [&](double l, double h)
                                           {
                                               if (distance2(h) <= r2)
                                               {
                                                   return 1;
                                               }
                                               if (distance2(l) > r2)
                                               {
                                                   return -1;
                                               }
                                               return 0;
                                           });
    if (answer != 0)
    {
        return answer > 0;
    }
    return distance2(0.5 * (lo + hi)) <= r2;
}

PointEllipseDistance signedDistancePointEllipse(const EllipseAxes& e, Vec2 p)
{
    const Vec2 local = ellipseLocal(e, p);
    const EllipseClosestPoint c = closestPointOnEllipseLocal(e.radiusX, e.radiusY, local);
    PointEllipseDistance result;
    result.value = c.inside ? -c.distance : c.distance;
    result.closest = ellipseWorld(e, c.point);
    // The outward normal is the gradient of (x/rx)^2 + (y/ry)^2 at the closest point.
    Vec2 n{c.point.x / (e.radiusX * e.radiusX), c.point.y / (e.radiusY * e.radiusY)};
    const double len = std::sqrt(glm::dot(n, n));
    n = len > 0.0 ? n / len : Vec2{1.0, 0.0};
    result.normal = ellipseWorldDirection(e, n);
    return result;
}

} // namespace hitlab
