// The test oracle: answers from the shapes' definitions only (the comments of hitlab/shapes.hpp,
// docs/algorithms/shapes-and-conventions.md and the fan's definition in Yamamoto 2023 thesis, section
// 2.1), in long double, by membership and by dense sampling of boundaries refined with golden-section
// search. Nothing here calls hitlab::overlap or hitlab::distance.
//
// Outline
// - Every boundary is a Curve: a chain of line and elliptic-arc pieces with one parameter u that runs
//   along the whole chain (a circle arc is an elliptic arc with equal radii). u advances by at least
//   the arc length, so samples spaced h apart in u are at most h apart in the plane.
// - contains(): the definition of each kind, in long double arithmetic (trigonometry of the shapes'
//   angles in double, 1 ulp).
// - distanceToShape(): closed forms for point, circle, rect, polygon, segment and capsule; for
//   ellipses and fans the boundary is sampled (512 samples), the best three local minima are refined
//   by golden-section search on u.
// - gap(): 0 when a boundary sample of either shape lies in the other (crossing or containment).
//   Otherwise every sample of the finer boundary A (400 samples) gets its distance to B's boundary
//   (closed form per line or circular-arc piece; for an ellipse a short golden-section search near
//   its nearest sample), and the best three local minima along A are refined by golden-section on
//   A's parameter, the distance to B recomputed at each step (for an ellipse by an inner golden-
//   section search). A crossing thinner than the samples is caught there: the search closes in on
//   it from both sides and one of its points falls inside the other shape. Every value evaluated is
//   the distance of a real pair of points, so the answer can only err upward.
// - penetrationDepth(): min over unit directions n of hA(n) + hB(-n) (support functions; the
//   support of the Minkowski difference A - B), over 1440 sampled directions plus the exact edge
//   normals, the best local minima refined by golden-section search on the angle.
//
// Accuracy reached (oracle_test.cpp checks 1e-10 relative plus 1e-13 per unit of coordinate size):
// against closed forms, gap and distanceToShape err by at most ~1e-12 relative (~1e-14 absolute on
// shapes of size 1..100), penetrationDepth by ~3e-13 relative; at coordinates near 1e5 the error is
// the inputs' own rounding, ~1e-11 absolute. Cost: gap 0.02..0.2 ms, up to ~1 ms with an ellipse;
// distanceToShape of an ellipse or fan ~0.02 ms; penetrationDepth <= 0.03 ms.
#include "oracle.hpp"

#include "hitlab/geometry.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <limits>
#include <numbers>

namespace hitlab::oracle
{

namespace
{

using Real = long double;

constexpr Real kPiL = std::numbers::pi_v<long double>;
// Boundary samples per boundary when sampling for distances, local minima refined, and golden-section
// iterations: 0.618^64 ~ 4e-14 of the starting bracket (a few sample spacings).
constexpr int kDistanceSamples = 512;
constexpr int kRefinedMinima = 3;
constexpr int kGoldenIterations = 64;
// gap(): samples per boundary (the spacing is 1/400 of its length), basins refined, and golden-section
// iterations for the nearest point of B to each sample of A.
constexpr int kGapSamples = 400;
constexpr int kGapBasins = 3;
constexpr int kFootIterations = 24;
// penetrationDepth(): sampled directions and refined minima.
constexpr int kDirectionSamples = 1440;
constexpr int kDirectionMinima = 4;
// A point lies on a segment when its distance to it is at most this many double epsilons of the
// coordinates' magnitude: a segment has no interior, so rounding of a constructed point must be
// forgiven somewhere, and this is where.
constexpr Real kOnSegmentEpsilons = 4.0L;

struct LVec
{
    Real x = 0.0L;
    Real y = 0.0L;
};

LVec lv(Vec2 v)
{
    return {static_cast<Real>(v.x), static_cast<Real>(v.y)};
}
Vec2 dv(LVec v)
{
    return {static_cast<double>(v.x), static_cast<double>(v.y)};
}
LVec operator+(LVec a, LVec b)
{
    return {a.x + b.x, a.y + b.y};
}
LVec operator-(LVec a, LVec b)
{
    return {a.x - b.x, a.y - b.y};
}
LVec operator*(LVec a, Real s)
{
    return {a.x * s, a.y * s};
}
Real dot(LVec a, LVec b)
{
    return a.x * b.x + a.y * b.y;
}
Real crossL(LVec a, LVec b)
{
    return a.x * b.y - a.y * b.x;
}
// No overflow is possible at the coordinates shapes have, so no hypot (slow in long double).
Real norm(LVec a)
{
    return std::sqrt(a.x * a.x + a.y * a.y);
}
// Trigonometry in double (1 ulp), 20 times faster than in long double; the error it leaves, 1e-16 of
// the radii, is far below what the oracle promises.
LVec unitL(Real angle)
{
    const double a = static_cast<double>(angle);
    return {static_cast<Real>(std::cos(a)), static_cast<Real>(std::sin(a))};
}
LVec perpL(LVec a)
{
    return {-a.y, a.x};
}

// Distance from p to the closed segment a-b.
Real distancePointSegmentL(LVec p, LVec a, LVec b)
{
    const LVec ab = b - a;
    const Real len2 = dot(ab, ab);
    Real t = len2 > 0.0L ? dot(p - a, ab) / len2 : 0.0L;
    t = std::clamp(t, 0.0L, 1.0L);
    return norm(p - (a + ab * t));
}

// ---------------------------------------------------------------------------------------------------
// Boundaries as chains of pieces.

struct Piece
{
    bool arc = false;
    // Line: a -> b.
    LVec a;
    LVec b;
    // Elliptic arc: center + axisX * rx cos t + perp(axisX) * ry sin t, t from t0 to t1 (either way).
    LVec center;
    LVec axisX{1.0L, 0.0L};
    Real rx = 0.0L;
    Real ry = 0.0L;
    Real t0 = 0.0L;
    Real t1 = 0.0L;
    // Parameter length: the chord length for a line, max(rx, ry) * |t1 - t0| for an arc (an upper
    // bound of its arc length).
    Real length = 0.0L;
    Real start = 0.0L; // u at the piece's beginning

    LVec at(Real fraction) const
    {
        if (!arc)
        {
            return a + (b - a) * fraction;
        }
        // Trigonometry in double, as in unitL.
        const double t = static_cast<double>(t0 + (t1 - t0) * fraction);
        const Real lx = rx * static_cast<Real>(std::cos(t));
        const Real ly = ry * static_cast<Real>(std::sin(t));
        return center + axisX * lx + perpL(axisX) * ly;
    }
};

struct Curve
{
    std::vector<Piece> pieces;
    bool closed = true;
    Real total = 0.0L;

    void addLine(LVec a, LVec b)
    {
        Piece piece;
        piece.a = a;
        piece.b = b;
        piece.length = norm(b - a);
        add(piece);
    }

    void addArc(LVec center, LVec axisX, Real rx, Real ry, Real t0, Real t1)
    {
        Piece piece;
        piece.arc = true;
        piece.center = center;
        piece.axisX = axisX;
        piece.rx = rx;
        piece.ry = ry;
        piece.t0 = t0;
        piece.t1 = t1;
        piece.length = std::max(rx, ry) * std::abs(t1 - t0);
        add(piece);
    }

    void add(Piece piece)
    {
        piece.start = total;
        total += piece.length;
        pieces.push_back(piece);
    }

    // The boundary point at parameter u: wrapped for closed curves, clamped for open ones.
    LVec at(Real u) const
    {
        if (total <= 0.0L)
        {
            return pieces.front().a;
        }
        if (closed)
        {
            u = std::fmod(u, total);
            if (u < 0.0L)
            {
                u += total;
            }
        }
        else
        {
            u = std::clamp(u, 0.0L, total);
        }
        size_t index = 0;
        while (index + 1 < pieces.size() && u >= pieces[index + 1].start)
        {
            ++index;
        }
        const Piece& piece = pieces[index];
        const Real fraction = piece.length > 0.0L ? (u - piece.start) / piece.length : 0.0L;
        return piece.at(std::clamp(fraction, 0.0L, 1.0L));
    }
};

struct CurveSample
{
    Real u;
    LVec p;
};

// Samples no further apart than spacing along u; an open curve includes both ends.
std::vector<CurveSample> sampleCurve(const Curve& curve, Real spacing)
{
    std::vector<CurveSample> samples;
    if (curve.total <= 0.0L)
    {
        samples.push_back({0.0L, curve.at(0.0L)});
        return samples;
    }
    constexpr Real kMaxSamples = 4.0e6L;
    spacing = std::max(spacing, curve.total / kMaxSamples);
    for (const Piece& piece : curve.pieces)
    {
        if (piece.length <= 0.0L)
        {
            continue;
        }
        const int count = std::max(1, static_cast<int>(std::ceil(piece.length / spacing)));
        for (int i = 0; i < count; ++i)
        {
            const Real fraction = static_cast<Real>(i) / count;
            samples.push_back({piece.start + piece.length * fraction, piece.at(fraction)});
        }
    }
    if (!curve.closed)
    {
        samples.push_back({curve.total, curve.pieces.back().at(1.0L)});
    }
    return samples;
}

Curve curveOf(const Point& s)
{
    Curve curve;
    curve.closed = false;
    curve.addLine(lv(s.position), lv(s.position));
    return curve;
}

Curve curveOf(const Circle& s)
{
    Curve curve;
    curve.addArc(lv(s.center), {1.0L, 0.0L}, s.radius, s.radius, 0.0L, 2.0L * kPiL);
    return curve;
}

Curve curveOf(const Ellipse& s)
{
    Curve curve;
    curve.addArc(lv(s.center), unitL(s.angle), s.radiusX, s.radiusY, 0.0L, 2.0L * kPiL);
    return curve;
}

std::array<LVec, 4> cornersL(const Rect& s)
{
    const LVec ax = unitL(s.angle);
    const LVec ay = perpL(ax);
    const LVec hx = ax * (static_cast<Real>(s.width) / 2.0L);
    const LVec hy = ay * (static_cast<Real>(s.height) / 2.0L);
    const LVec c = lv(s.center);
    return {c - hx - hy, c + hx - hy, c + hx + hy, c - hx + hy};
}

Curve curveOf(const Rect& s)
{
    const auto corners = cornersL(s);
    Curve curve;
    for (size_t i = 0; i < 4; ++i)
    {
        curve.addLine(corners[i], corners[(i + 1) % 4]);
    }
    return curve;
}

Curve curveOf(const Polygon& s)
{
    Curve curve;
    const size_t n = s.vertices.size();
    for (size_t i = 0; i < n; ++i)
    {
        curve.addLine(lv(s.vertices[i]), lv(s.vertices[(i + 1) % n]));
    }
    return curve;
}

Curve curveOf(const Segment& s)
{
    Curve curve;
    curve.closed = false;
    curve.addLine(lv(s.a), lv(s.b));
    return curve;
}

// Right side a -> b, half circle around b, left side b -> a, half circle around a (counter-clockwise).
Curve curveOf(const Capsule& s)
{
    const LVec a = lv(s.a);
    const LVec b = lv(s.b);
    const LVec d = b - a;
    const LVec unit = d * (1.0L / norm(d));
    const LVec normal = perpL(unit);
    const Real r = s.radius;
    const Real normalAngle = std::atan2(normal.y, normal.x);
    Curve curve;
    curve.addLine(a - normal * r, b - normal * r);
    curve.addArc(b, {1.0L, 0.0L}, r, r, normalAngle - kPiL, normalAngle);
    curve.addLine(b + normal * r, a + normal * r);
    curve.addArc(a, {1.0L, 0.0L}, r, r, normalAngle, normalAngle + kPiL);
    return curve;
}

// Outer arc counter-clockwise, radial edge inward at +halfAngle, inner arc clockwise (or the centre
// when innerRadius == 0), radial edge outward at -halfAngle.
Curve curveOf(const Fan& s)
{
    const LVec c = lv(s.center);
    const Real axis = s.angle;
    const Real half = s.halfAngle;
    const Real r = s.innerRadius;
    const Real big = s.outerRadius;
    const LVec g = unitL(axis + half);
    const LVec h = unitL(axis - half);
    Curve curve;
    curve.addArc(c, {1.0L, 0.0L}, big, big, axis - half, axis + half);
    curve.addLine(c + g * big, c + g * r);
    if (r > 0.0L)
    {
        curve.addArc(c, {1.0L, 0.0L}, r, r, axis + half, axis - half);
    }
    curve.addLine(c + h * r, c + h * big);
    return curve;
}

Curve curveOfShape(const Shape& shape)
{
    return std::visit([](const auto& s) { return curveOf(s); }, shape);
}

// ---------------------------------------------------------------------------------------------------
// Membership.

bool containsL(const Point& s, LVec p)
{
    return p.x == lv(s.position).x && p.y == lv(s.position).y;
}

bool containsL(const Circle& s, LVec p)
{
    const LVec d = p - lv(s.center);
    const Real r = s.radius;
    return dot(d, d) <= r * r;
}

// Local coordinates of p in a frame at origin whose x axis is turned by angle.
LVec localL(LVec p, LVec origin, Real angle)
{
    const LVec ax = unitL(angle);
    const LVec d = p - origin;
    return {dot(d, ax), crossL(ax, d)};
}

bool containsL(const Ellipse& s, LVec p)
{
    const LVec q = localL(p, lv(s.center), s.angle);
    const Real u = q.x / static_cast<Real>(s.radiusX);
    const Real v = q.y / static_cast<Real>(s.radiusY);
    return u * u + v * v <= 1.0L;
}

bool containsL(const Rect& s, LVec p)
{
    const LVec q = localL(p, lv(s.center), s.angle);
    return std::abs(q.x) <= static_cast<Real>(s.width) / 2.0L &&
           std::abs(q.y) <= static_cast<Real>(s.height) / 2.0L;
}

// Inside every edge's half-plane, whichever the winding.
bool containsL(const Polygon& s, LVec p)
{
    const size_t n = s.vertices.size();
    Real area = 0.0L;
    for (size_t i = 0; i < n; ++i)
    {
        area += crossL(lv(s.vertices[i]), lv(s.vertices[(i + 1) % n]));
    }
    const Real side = area >= 0.0L ? 1.0L : -1.0L;
    for (size_t i = 0; i < n; ++i)
    {
        const LVec a = lv(s.vertices[i]);
        const LVec b = lv(s.vertices[(i + 1) % n]);
        if (side * crossL(b - a, p - a) < 0.0L)
        {
            return false;
        }
    }
    return true;
}

bool onSegment(LVec p, LVec a, LVec b)
{
    const Real scale = std::max(
        {std::abs(a.x), std::abs(a.y), std::abs(b.x), std::abs(b.y), std::abs(p.x), std::abs(p.y), 1.0L});
    return distancePointSegmentL(p, a, b) <= kOnSegmentEpsilons * DBL_EPSILON * scale;
}

bool containsL(const Segment& s, LVec p)
{
    return onSegment(p, lv(s.a), lv(s.b));
}

bool containsL(const Capsule& s, LVec p)
{
    const Real r = s.radius;
    return distancePointSegmentL(p, lv(s.a), lv(s.b)) <= r;
}

// Yamamoto 2023 thesis, 2.2: r^2 <= |P|^2 <= R^2 and the angle from the axis at most theta; the centre
// itself belongs only to a fan without a hole.
bool containsL(const Fan& s, LVec p)
{
    const LVec d = p - lv(s.center);
    const Real d2 = dot(d, d);
    const Real r = s.innerRadius;
    const Real big = s.outerRadius;
    if (d2 < r * r || d2 > big * big)
    {
        return false;
    }
    if (d2 == 0.0L)
    {
        return r == 0.0L;
    }
    // half_angle == pi (as a double, a hair below the real pi) means the whole ring.
    if (s.halfAngle >= kPi)
    {
        return true;
    }
    const LVec axis = unitL(s.angle);
    const Real angleFromAxis = std::atan2(std::abs(crossL(axis, d)), dot(axis, d));
    return angleFromAxis <= static_cast<Real>(s.halfAngle);
}

bool containsShape(const Shape& shape, LVec p)
{
    return std::visit([p](const auto& s) { return containsL(s, p); }, shape);
}

// ---------------------------------------------------------------------------------------------------
// Golden-section search and point-to-curve distance.

// Minimises f on [lo, hi] (f unimodal there); returns the argument with the smallest value seen.
template <typename F>
Real goldenMinimise(F&& f, Real lo, Real hi, Real& bestValue, int iterations = kGoldenIterations)
{
    const Real invPhi = (std::sqrt(5.0L) - 1.0L) / 2.0L;
    Real x1 = hi - invPhi * (hi - lo);
    Real x2 = lo + invPhi * (hi - lo);
    Real f1 = f(x1);
    Real f2 = f(x2);
    Real bestX = f1 <= f2 ? x1 : x2;
    bestValue = std::min(f1, f2);
    for (int i = 0; i < iterations; ++i)
    {
        if (f1 <= f2)
        {
            hi = x2;
            x2 = x1;
            f2 = f1;
            x1 = hi - invPhi * (hi - lo);
            f1 = f(x1);
            if (f1 < bestValue)
            {
                bestValue = f1;
                bestX = x1;
            }
        }
        else
        {
            lo = x1;
            x1 = x2;
            f1 = f2;
            x2 = lo + invPhi * (hi - lo);
            f2 = f(x2);
            if (f2 < bestValue)
            {
                bestValue = f2;
                bestX = x2;
            }
        }
    }
    return bestX;
}

// Indices of the best `count` local minima of values (cyclic when closed), best first.
std::vector<size_t> localMinima(const std::vector<Real>& values, bool closed, int count)
{
    const size_t n = values.size();
    std::vector<size_t> minima;
    for (size_t i = 0; i < n; ++i)
    {
        const bool hasPrev = closed || i > 0;
        const bool hasNext = closed || i + 1 < n;
        const Real prev = hasPrev ? values[(i + n - 1) % n] : std::numeric_limits<Real>::infinity();
        const Real next = hasNext ? values[(i + 1) % n] : std::numeric_limits<Real>::infinity();
        if (values[i] <= prev && values[i] <= next)
        {
            minima.push_back(i);
        }
    }
    std::sort(minima.begin(), minima.end(), [&](size_t a, size_t b) { return values[a] < values[b]; });
    if (minima.size() > static_cast<size_t>(count))
    {
        minima.resize(count);
    }
    return minima;
}

// A bracket of half-width `half` around u, clamped for an open curve.
void bracketAround(const Curve& curve, Real u, Real half, Real& lo, Real& hi)
{
    half = std::min(half, curve.total * 0.45L);
    lo = u - half;
    hi = u + half;
    if (!curve.closed)
    {
        lo = std::max(lo, 0.0L);
        hi = std::min(hi, curve.total);
    }
}

// Distance from p to the curve: dense samples, then golden-section on the best local minima.
Real distanceToCurve(const Curve& curve, LVec p)
{
    if (curve.total <= 0.0L)
    {
        return norm(p - curve.at(0.0L));
    }
    const Real spacing = curve.total / kDistanceSamples;
    const std::vector<CurveSample> samples = sampleCurve(curve, spacing);
    std::vector<Real> values(samples.size());
    Real best = std::numeric_limits<Real>::infinity();
    for (size_t i = 0; i < samples.size(); ++i)
    {
        values[i] = norm(samples[i].p - p);
        best = std::min(best, values[i]);
    }
    for (size_t index : localMinima(values, curve.closed, kRefinedMinima))
    {
        Real lo = 0.0L;
        Real hi = 0.0L;
        bracketAround(curve, samples[index].u, 1.5L * spacing, lo, hi);
        Real value = 0.0L;
        goldenMinimise([&](Real u) { return norm(curve.at(u) - p); }, lo, hi, value);
        best = std::min(best, value);
    }
    return best;
}

// Nearest point to p of a straight piece or a circular arc, in closed form: on an arc it is the
// point in p's direction when that direction lies within the arc, else an end.
LVec nearestOnRoundPiece(const Piece& piece, LVec p)
{
    if (!piece.arc)
    {
        const LVec ab = piece.b - piece.a;
        const Real len2 = dot(ab, ab);
        const Real t = len2 > 0.0L ? std::clamp(dot(p - piece.a, ab) / len2, 0.0L, 1.0L) : 0.0L;
        return piece.a + ab * t;
    }
    const LVec d = p - piece.center;
    const Real length = norm(d);
    if (length == 0.0L)
    {
        return piece.at(0.0L);
    }
    const Real lo = std::min(piece.t0, piece.t1);
    const Real sweep = std::abs(piece.t1 - piece.t0);
    Real offset = std::fmod(std::atan2(d.y, d.x) - lo, 2.0L * kPiL);
    if (offset < 0.0L)
    {
        offset += 2.0L * kPiL;
    }
    if (offset <= sweep)
    {
        return piece.center + d * (piece.rx / length);
    }
    const LVec first = piece.at(0.0L);
    const LVec last = piece.at(1.0L);
    return norm(p - first) <= norm(p - last) ? first : last;
}

bool isEllipticArc(const Piece& piece)
{
    return piece.arc && piece.rx != piece.ry;
}

// Distance from p to the curve and its nearest point there: in closed form when the curve has no
// elliptic piece, else by golden-section on u within [lo, hi] (an ellipse is a curve of one piece,
// and its foot's u is returned in footU).
Real distanceToBoundary(const Curve& curve, LVec p, Real lo, Real hi, int iterations, LVec& foot,
                        Real* footU = nullptr)
{
    if (curve.pieces.size() == 1 && isEllipticArc(curve.pieces.front()))
    {
        Real value = 0.0L;
        const Real u =
            goldenMinimise([&](Real v) { return norm(curve.at(v) - p); }, lo, hi, value, iterations);
        foot = curve.at(u);
        if (footU != nullptr)
        {
            *footU = u;
        }
        return value;
    }
    Real best = std::numeric_limits<Real>::infinity();
    for (const Piece& piece : curve.pieces)
    {
        const LVec q = nearestOnRoundPiece(piece, p);
        const Real d = norm(p - q);
        if (d < best)
        {
            best = d;
            foot = q;
        }
    }
    return best;
}

// ---------------------------------------------------------------------------------------------------
// Distance from a point, by kind.

Real distanceL(const Point& s, LVec p)
{
    return norm(p - lv(s.position));
}

Real distanceL(const Circle& s, LVec p)
{
    return std::max(0.0L, norm(p - lv(s.center)) - static_cast<Real>(s.radius));
}

Real distanceL(const Ellipse& s, LVec p)
{
    if (containsL(s, p))
    {
        return 0.0L;
    }
    return distanceToCurve(curveOf(s), p);
}

Real distanceL(const Rect& s, LVec p)
{
    const LVec q = localL(p, lv(s.center), s.angle);
    const Real dx = std::max(0.0L, std::abs(q.x) - static_cast<Real>(s.width) / 2.0L);
    const Real dy = std::max(0.0L, std::abs(q.y) - static_cast<Real>(s.height) / 2.0L);
    return std::hypot(dx, dy);
}

Real distanceL(const Polygon& s, LVec p)
{
    if (containsL(s, p))
    {
        return 0.0L;
    }
    Real best = std::numeric_limits<Real>::infinity();
    const size_t n = s.vertices.size();
    for (size_t i = 0; i < n; ++i)
    {
        best = std::min(best, distancePointSegmentL(p, lv(s.vertices[i]), lv(s.vertices[(i + 1) % n])));
    }
    return best;
}

Real distanceL(const Segment& s, LVec p)
{
    return distancePointSegmentL(p, lv(s.a), lv(s.b));
}

Real distanceL(const Capsule& s, LVec p)
{
    return std::max(0.0L, distancePointSegmentL(p, lv(s.a), lv(s.b)) - static_cast<Real>(s.radius));
}

Real distanceL(const Fan& s, LVec p)
{
    if (containsL(s, p))
    {
        return 0.0L;
    }
    return distanceToCurve(curveOf(s), p);
}

Real distanceToShapeL(const Shape& shape, LVec p)
{
    return std::visit([p](const auto& s) { return distanceL(s, p); }, shape);
}

// ---------------------------------------------------------------------------------------------------
// Support functions h(n) = max over the shape of n . x (for a non-convex fan: of its convex hull).
// Each shape becomes extreme points grown by a radius, plus at most one ellipse and one fan arc, so
// that the trigonometry is done once per query and not once per direction.

struct SupportShape
{
    std::vector<LVec> points;
    Real radius = 0.0L;
    bool hasEllipse = false;
    LVec ellipseCenter;
    LVec ellipseAxis;
    Real ellipseRx = 0.0L;
    Real ellipseRy = 0.0L;
    bool hasArc = false;
    LVec arcCenter;
    LVec arcAxis;
    Real arcCosHalf = 0.0L;
    Real arcRadius = 0.0L;

    Real operator()(LVec n) const
    {
        Real best = -std::numeric_limits<Real>::infinity();
        for (LVec p : points)
        {
            best = std::max(best, dot(p, n) + radius);
        }
        if (hasEllipse)
        {
            const Real u = dot(n, ellipseAxis) * ellipseRx;
            const Real v = crossL(ellipseAxis, n) * ellipseRy;
            best = std::max(best, dot(ellipseCenter, n) + std::hypot(u, v));
        }
        // The outer arc's point in direction n exists when n is within the angular range; outside
        // it the radial edges' ends (in points) win, so the test needs no care at its border.
        if (hasArc && dot(n, arcAxis) >= arcCosHalf)
        {
            best = std::max(best, dot(arcCenter, n) + arcRadius);
        }
        return best;
    }
};

void fillSupport(const Point& s, SupportShape& out)
{
    out.points = {lv(s.position)};
}

void fillSupport(const Circle& s, SupportShape& out)
{
    out.points = {lv(s.center)};
    out.radius = s.radius;
}

void fillSupport(const Ellipse& s, SupportShape& out)
{
    out.hasEllipse = true;
    out.ellipseCenter = lv(s.center);
    out.ellipseAxis = unitL(s.angle);
    out.ellipseRx = s.radiusX;
    out.ellipseRy = s.radiusY;
}

void fillSupport(const Rect& s, SupportShape& out)
{
    const auto corners = cornersL(s);
    out.points.assign(corners.begin(), corners.end());
}

void fillSupport(const Polygon& s, SupportShape& out)
{
    for (Vec2 v : s.vertices)
    {
        out.points.push_back(lv(v));
    }
}

void fillSupport(const Segment& s, SupportShape& out)
{
    out.points = {lv(s.a), lv(s.b)};
}

void fillSupport(const Capsule& s, SupportShape& out)
{
    out.points = {lv(s.a), lv(s.b)};
    out.radius = s.radius;
}

void fillSupport(const Fan& s, SupportShape& out)
{
    const LVec c = lv(s.center);
    const LVec g = unitL(static_cast<Real>(s.angle) + static_cast<Real>(s.halfAngle));
    const LVec h = unitL(static_cast<Real>(s.angle) - static_cast<Real>(s.halfAngle));
    const Real r = s.innerRadius;
    const Real big = s.outerRadius;
    out.points = {c + g * big, c + h * big, c + g * r, c + h * r};
    out.hasArc = true;
    out.arcCenter = c;
    out.arcAxis = unitL(s.angle);
    out.arcCosHalf = s.halfAngle >= kPi ? -2.0L : std::cos(static_cast<Real>(s.halfAngle));
    out.arcRadius = big;
}

SupportShape supportOf(const Shape& shape)
{
    SupportShape out;
    std::visit([&out](const auto& s) { fillSupport(s, out); }, shape);
    return out;
}

// Directions where a support function has a kink: normals of straight edges (both signs are added
// by the caller).
void edgeNormals(const Shape& shape, std::vector<LVec>& normals)
{
    const Curve curve = curveOfShape(shape);
    for (const Piece& piece : curve.pieces)
    {
        if (!piece.arc && piece.length > 0.0L)
        {
            const LVec d = (piece.b - piece.a) * (1.0L / piece.length);
            normals.push_back(perpL(d));
        }
    }
}

} // namespace

bool contains(const Shape& shape, Vec2 p)
{
    return containsShape(shape, lv(p));
}

std::vector<Vec2> boundarySamples(const Shape& shape, double spacing)
{
    const Curve curve = curveOfShape(shape);
    const Real h = spacing > 0.0 ? static_cast<Real>(spacing) : curve.total / kDistanceSamples;
    std::vector<Vec2> points;
    for (const CurveSample& sample : sampleCurve(curve, h))
    {
        points.push_back(dv(sample.p));
    }
    return points;
}

double distanceToShape(const Shape& shape, Vec2 p)
{
    return static_cast<double>(distanceToShapeL(shape, lv(p)));
}

// See the outline at the top of the file.
double gap(const Shape& a, const Shape& b)
{
    if (kindOf(a) == ShapeKind::Point)
    {
        return distanceToShape(b, std::get<Point>(a).position);
    }
    if (kindOf(b) == ShapeKind::Point)
    {
        return distanceToShape(a, std::get<Point>(b).position);
    }
    Curve curveA = curveOfShape(a);
    Curve curveB = curveOfShape(b);
    const Shape* shapeA = &a;
    const Shape* shapeB = &b;
    // The outer search runs on the finer boundary, so that its small moves keep the nearest point
    // of the other boundary inside the inner bracket.
    if (curveA.total > curveB.total)
    {
        std::swap(curveA, curveB);
        std::swap(shapeA, shapeB);
    }
    const Real spacingA = curveA.total / kGapSamples;
    const Real spacingB = curveB.total / kGapSamples;
    const std::vector<CurveSample> samplesA = sampleCurve(curveA, spacingA);
    const std::vector<CurveSample> samplesB = sampleCurve(curveB, spacingB);

    for (const CurveSample& s : samplesA)
    {
        if (containsShape(*shapeB, s.p))
        {
            return 0.0;
        }
    }
    for (const CurveSample& s : samplesB)
    {
        if (containsShape(*shapeA, s.p))
        {
            return 0.0;
        }
    }

    // Every sample of A gets its distance to B's boundary: in closed form, or for an ellipse by a
    // short golden-section search around its nearest sample of B. The local minima of that distance
    // along A then lie within a sample spacing of the true ones.
    const bool elliptic = isEllipticArc(curveB.pieces.front());
    std::vector<Vec2> pointsB;
    if (elliptic)
    {
        for (const CurveSample& sample : samplesB)
        {
            pointsB.push_back(dv(sample.p));
        }
    }
    std::vector<Real> rowBest(samplesA.size());
    std::vector<Real> rowFoot(samplesA.size(), 0.0L);
    Real best = std::numeric_limits<Real>::infinity();
    for (size_t i = 0; i < samplesA.size(); ++i)
    {
        const LVec pa = samplesA[i].p;
        if (elliptic)
        {
            const Vec2 p = dv(pa);
            double rowMin = std::numeric_limits<double>::infinity();
            size_t arg = 0;
            for (size_t j = 0; j < pointsB.size(); ++j)
            {
                const Vec2 d = pointsB[j] - p;
                const double d2 = d.x * d.x + d.y * d.y;
                if (d2 < rowMin)
                {
                    rowMin = d2;
                    arg = j;
                }
            }
            Real lo = 0.0L;
            Real hi = 0.0L;
            bracketAround(curveB, samplesB[arg].u, 1.5L * spacingB, lo, hi);
            LVec foot;
            rowBest[i] = distanceToBoundary(curveB, pa, lo, hi, kFootIterations, foot, &rowFoot[i]);
        }
        else
        {
            LVec foot;
            rowBest[i] = distanceToBoundary(curveB, pa, 0.0L, 0.0L, 0, foot);
        }
        best = std::min(best, rowBest[i]);
    }

    // The ellipse parameter moves faster than its arc length by up to the aspect ratio.
    const Piece& firstB = curveB.pieces.front();
    const Real aspectB = elliptic ? std::max(firstB.rx, firstB.ry) / std::min(firstB.rx, firstB.ry) : 1.0L;
    const Real outerHalf = 1.5L * spacingA;
    const Real innerHalf = 1.5L * spacingB + 2.0L * outerHalf * aspectB;

    // Where the boundaries cross, the outer search closes in on the crossing from both sides, so
    // some point of A it tries lies in B, or some nearest point of B lies in A (when B is a segment,
    // whose interior A's boundary cannot hit).
    for (size_t index : localMinima(rowBest, curveA.closed, kGapBasins))
    {
        Real outerLo = 0.0L;
        Real outerHi = 0.0L;
        bracketAround(curveA, samplesA[index].u, outerHalf, outerLo, outerHi);
        Real innerLo = 0.0L;
        Real innerHi = 0.0L;
        bracketAround(curveB, rowFoot[index], innerHalf, innerLo, innerHi);
        bool shared = false;
        auto outer = [&](Real s)
        {
            const LVec pa = curveA.at(s);
            if (containsShape(*shapeB, pa))
            {
                shared = true;
            }
            LVec foot;
            const Real value = distanceToBoundary(curveB, pa, innerLo, innerHi, kGoldenIterations, foot);
            if (containsShape(*shapeA, foot))
            {
                shared = true;
            }
            return value;
        };
        Real value = 0.0L;
        goldenMinimise(outer, outerLo, outerHi, value);
        if (shared)
        {
            return 0.0;
        }
        best = std::min(best, value);
    }
    return static_cast<double>(best);
}

// See the outline at the top of the file. For a non-convex fan the support is its convex hull's.
double penetrationDepth(const Shape& a, const Shape& b)
{
    const SupportShape supportA = supportOf(a);
    const SupportShape supportB = supportOf(b);
    auto depthAlong = [&](LVec n) { return supportA(n) + supportB(n * -1.0L); };
    auto depthAt = [&](Real angle) { return depthAlong(unitL(angle)); };

    Real best = std::numeric_limits<Real>::infinity();
    std::vector<LVec> normals;
    edgeNormals(a, normals);
    edgeNormals(b, normals);
    for (LVec n : normals)
    {
        best = std::min({best, depthAlong(n), depthAlong(n * -1.0L)});
    }
    const Real step = 2.0L * kPiL / kDirectionSamples;
    std::vector<Real> values(kDirectionSamples);
    for (int i = 0; i < kDirectionSamples; ++i)
    {
        values[i] = depthAt(step * i);
        best = std::min(best, values[i]);
        if (best <= 0.0L)
        {
            return 0.0; // a separating direction
        }
    }
    for (size_t index : localMinima(values, true, kDirectionMinima))
    {
        Real value = 0.0L;
        goldenMinimise(depthAt, step * (static_cast<Real>(index) - 1.0L),
                       step * (static_cast<Real>(index) + 1.0L), value);
        best = std::min(best, value);
    }
    return static_cast<double>(std::max(best, 0.0L));
}

double signedDistance(const Shape& a, const Shape& b)
{
    const double g = gap(a, b);
    if (g > 0.0)
    {
        return g;
    }
    return -penetrationDepth(a, b);
}

} // namespace hitlab::oracle
