// Ellipse vs ellipse after Hwang & Tsai (JISE 15:131-152, 1999, section 3), as the game-programming
// tutorial of IKD (marupeke296.com, 2D衝突編 その7) presents it (sections B to E), in two forms: the
// tutorial's function as published and the same with its rotation repaired.
//
// Outline (docs/algorithms/ellipse.md, "Hwang & Tsai as published"):
//   1. The affine map T sends E2 to the unit circle. In T's space, E1 is the general conic
//      A x^2 + B y^2 + D xy + E x + F y + G = 0 (STEP1, STEP2 of the tutorial's function).
//   2. Its centre is (-h, -k), where (h, k) solves the linear system that kills the x and y terms;
//      the rotation Th with tan(2 Th) = D / (B - A) kills the xy term; the radii are sqrt(-K / A'),
//      sqrt(-K / B'), K being the conic's value at the centre (STEP3).
//   3. Both radii grow by 1 and the origin, E2's centre, is tested against that ellipse (STEP4).
// Why it is approximate: the +1 ellipse lies inside the Minkowski sum of T(E1) and the unit disk, so the
// test misses contacts (docs/algorithms/ellipse.md, "Defect 1"; measured: about 3 % of overlapping
// random pairs). The published guard `(B - A) == 0 ? 0 : atan(...)` sets Th = 0 when A == B although D
// != 0, which happens when E2 is a circle and the angle difference is an odd multiple of 45 degrees:
// then the wrong ellipse is tested and the method errs both ways.
#include "hitlab/geometry.hpp"
#include "variants.hpp"

#include <cmath>
#include <utility>

namespace hitlab
{

namespace
{

enum class Rotation
{
    PublishedAtanWithGuard, // Th = (B - A) == 0 ? 0 : atan(D / (B - A)) / 2
    Atan2,                  // Th = atan2(D, B - A) / 2
};

// One function for both forms so that they differ only where the tutorial and the repair differ:
// Real is float for the published form (the tutorial's ELLIPSE holds floats) and double for the repair.
// Names follow the tutorial's function (nx, ny, px, py, ox, oy, A..G, h, k, Th, KK, Rx_tt...).
template <typename Real, Rotation rotation> bool hwangTsai(const Ellipse& e1, const Ellipse& e2, Trace* trace)
{
    using std::atan;
    using std::atan2;
    using std::cos;
    using std::sin;
    using std::sqrt;
    const Real e1RadX = static_cast<Real>(e1.radiusX);
    const Real e1RadY = static_cast<Real>(e1.radiusY);
    const Real e1Angle = static_cast<Real>(e1.angle);
    const Real e1Cx = static_cast<Real>(e1.center.x);
    const Real e1Cy = static_cast<Real>(e1.center.y);
    const Real e2RadX = static_cast<Real>(e2.radiusX);
    const Real e2RadY = static_cast<Real>(e2.radiusY);
    const Real e2Angle = static_cast<Real>(e2.angle);
    const Real e2Cx = static_cast<Real>(e2.center.x);
    const Real e2Cy = static_cast<Real>(e2.center.y);
    const Real one = 1;
    const Real two = 2;
    const Real four = 4;
    const Real half = static_cast<Real>(0.5);

    // STEP1: the map that makes E2 the unit circle, expressed in E1's local frame.
    const Real defAng = e1Angle - e2Angle;
    const Real cosD = cos(defAng);
    const Real sinD = sin(defAng);
    const Real nx = e2RadX * cosD;
    const Real ny = -e2RadX * sinD;
    const Real px = e2RadY * sinD;
    const Real py = e2RadY * cosD;
    const Real ox = cos(e1Angle) * (e2Cx - e1Cx) + sin(e1Angle) * (e2Cy - e1Cy);
    const Real oy = -sin(e1Angle) * (e2Cx - e1Cx) + cos(e1Angle) * (e2Cy - e1Cy);

    // STEP2: the general conic of T(E1).
    const Real rxPow2 = one / (e1RadX * e1RadX);
    const Real ryPow2 = one / (e1RadY * e1RadY);
    const Real A = rxPow2 * nx * nx + ryPow2 * ny * ny;
    const Real B = rxPow2 * px * px + ryPow2 * py * py;
    const Real D = two * rxPow2 * nx * px + two * ryPow2 * ny * py;
    const Real E = two * rxPow2 * nx * ox + two * ryPow2 * ny * oy;
    const Real F = two * rxPow2 * px * ox + two * ryPow2 * py * oy;
    const Real G = (ox / e1RadX) * (ox / e1RadX) + (oy / e1RadY) * (oy / e1RadY) - one;

    // STEP3: translation (h, k) and rotation Th.
    const Real tmp1 = one / (D * D - four * A * B);
    const Real h = (F * D - two * E * B) * tmp1;
    const Real k = (E * D - two * A * F) * tmp1;
    Real th = 0;
    if constexpr (rotation == Rotation::PublishedAtanWithGuard)
    {
        th = (B - A) == 0 ? Real(0) : atan(D / (B - A)) * half;
    }
    else
    {
        th = atan2(D, B - A) * half;
    }

    // STEP4: the +1 ellipse, and the origin tested against it.
    const Real cosTh = cos(th);
    const Real sinTh = sin(th);
    const Real aTt = A * cosTh * cosTh + B * sinTh * sinTh - D * cosTh * sinTh;
    const Real bTt = A * sinTh * sinTh + B * cosTh * cosTh + D * cosTh * sinTh;
    Real kk = A * h * h + B * k * k + D * h * k - E * h - F * k + G;
    if (kk > 0)
    {
        kk = 0; // the tutorial's "just in case"
    }
    const Real rxTt = one + sqrt(-kk / aTt);
    const Real ryTt = one + sqrt(-kk / bTt);
    const Real xTt = cosTh * h - sinTh * k;
    const Real yTt = sinTh * h + cosTh * k;
    const Real judgeValue = xTt * xTt / (rxTt * rxTt) + yTt * yTt / (ryTt * ryTt);
    const bool overlap = judgeValue <= 1;

    if (trace)
    {
        const bool guardFired = rotation == Rotation::PublishedAtanWithGuard && (B - A) == 0 && D != 0;
        // clang-format off
        const std::pair<const char*, Real> values[] = {
            {"nx", nx}, {"ny", ny}, {"px", px}, {"py", py}, {"ox", ox}, {"oy", oy},
            {"A", A}, {"B", B}, {"D", D}, {"E", E}, {"F", F}, {"G", G}, {"h", h}, {"k", k}, {"B - A", B - A},
            {"Th", th}, {"K", kk}, {"A'", aTt}, {"B'", bTt}, {"T(E1) radius x", rxTt - one},
            {"T(E1) radius y", ryTt - one}, {"radius x + 1", rxTt}, {"radius y + 1", ryTt},
            {"judge value", judgeValue}};
        // clang-format on
        for (const auto& [name, value] : values)
        {
            trace->value(name, static_cast<double>(value));
        }
        // T's space: E2 is the unit circle there. A point p of it is c2 + R(angle2) diag(rx2, ry2) p.
        TraceSpace space;
        space.name = "E2 as the unit circle";
        space.toWorldX = unitFromAngle(e2.angle) * e2.radiusX;
        space.toWorldY = perp(unitFromAngle(e2.angle)) * e2.radiusY;
        space.toWorldOrigin = e2.center;
        const Vec2 center{-static_cast<double>(h), -static_cast<double>(k)};
        // The standard ellipse rotated by -Th and moved to (-h, -k) is T(E1) (the tutorial's step 2).
        space.layer.ellipses.push_back({{0.0, 0.0}, 1.0, 1.0, 0.0, "E2 (unit circle)"});
        space.layer.ellipses.push_back({center, static_cast<double>(rxTt) - 1.0,
                                        static_cast<double>(ryTt) - 1.0, -static_cast<double>(th), "T(E1)"});
        space.layer.ellipses.push_back({center, static_cast<double>(rxTt), static_cast<double>(ryTt),
                                        -static_cast<double>(th), "T(E1) +1"});
        // The true test: the origin within distance 1 of T(E1), i.e. inside T(E1)'s offset curve by 1,
        // which always encloses the +1 ellipse; the gap between the two curves is what the method misses.
        // Built from E1 mapped point by point, not from the method's own (possibly wrong) T(E1).
        {
            const Vec2 axis1 = unitFromAngle(e1.angle);
            const Vec2 axis2 = unitFromAngle(e2.angle);
            auto toSpace = [&](Vec2 world)
            {
                const Vec2 d = world - e2.center;
                return Vec2{glm::dot(d, axis2) / e2.radiusX, cross(axis2, d) / e2.radiusY};
            };
            constexpr int kOffsetSamples = 240;
            TracePolyline offset{{}, true, "true offset curve of T(E1) by 1"};
            for (int i = 0; i < kOffsetSamples; ++i)
            {
                const double t = 2.0 * kPi * i / kOffsetSamples;
                const Vec2 onE1 =
                    e1.center + axis1 * (e1.radiusX * std::cos(t)) + perp(axis1) * (e1.radiusY * std::sin(t));
                const Vec2 tangentE1 =
                    axis1 * (-e1.radiusX * std::sin(t)) + perp(axis1) * (e1.radiusY * std::cos(t));
                const Vec2 q = toSpace(onE1);
                const Vec2 tangent = toSpace(e2.center + tangentE1) - toSpace(e2.center);
                // The map keeps or reverses orientation with the sign of its determinant (always +1 here:
                // a rotation and two positive scalings), so the outward normal is the tangent turned -90.
                offset.points.push_back(q + glm::normalize(Vec2{tangent.y, -tangent.x}));
            }
            space.layer.polylines.push_back(std::move(offset));
        }
        space.layer.points.push_back({{0.0, 0.0}, "origin (E2's centre)"});
        space.layer.points.push_back({center, "T(E1) centre (-h, -k)"});
        trace->spaces.push_back(std::move(space));
        if (guardFired)
        {
            trace->note("B - A == 0 with D != 0: the published guard set Th = 0, so the tested ellipse is "
                        "not T(E1) grown by 1");
        }
        trace->note(overlap ? "judge value <= 1: the origin is inside the +1 ellipse, contact"
                            : "judge value > 1: the origin is outside the +1 ellipse, no contact");
    }
    return overlap;
}

Ellipse asEllipse(const Circle& circle)
{
    return Ellipse{circle.center, circle.radius, circle.radius, 0.0};
}

} // namespace

bool overlapEllipseEllipseHwangTsaiPublished(const Ellipse& a, const Ellipse& b, Trace* trace)
{
    return hwangTsai<float, Rotation::PublishedAtanWithGuard>(a, b, trace);
}

bool overlapCircleEllipseHwangTsaiPublished(const Circle& a, const Ellipse& b, Trace* trace)
{
    // The circle plays E2, the shape mapped to the unit circle (see variants.hpp).
    return hwangTsai<float, Rotation::PublishedAtanWithGuard>(b, asEllipse(a), trace);
}

bool overlapEllipseEllipseHwangTsaiRepaired(const Ellipse& a, const Ellipse& b, Trace* trace)
{
    return hwangTsai<double, Rotation::Atan2>(a, b, trace);
}

bool overlapCircleEllipseHwangTsaiRepaired(const Circle& a, const Ellipse& b, Trace* trace)
{
    return hwangTsai<double, Rotation::Atan2>(b, asEllipse(a), trace);
}

} // namespace hitlab
