// hitlab-make-scenes: writes the bundled scenes of assets/scenes (and their index.json) from code, so
// that each lesson's teaching point is checked when the scene is made: where a lesson shows a method's
// failure, the tool places the shapes where the method and the exact test disagree, and refuses to
// write a lesson whose point does not hold.
//
//   hitlab-make-scenes OUTPUT_DIRECTORY
//
// The JSON files are committed; run this only to change a scene on purpose.
#include "hitlab/ccd.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "model/shape_edit.hpp"
#include "scene.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <optional>

#include <glm/common.hpp>
#include <random>
#include <string>
#include <vector>

using namespace hitlab;

namespace
{

struct Entry
{
    std::string file;
    std::string title;
    std::string category;
    std::string source;
    std::string description;
};

std::vector<Entry> gIndex;
std::string gDirectory;
int gFailures = 0;

// World point shown at the middle of the free canvas between the default panels (1280 x 800 window):
// the panels take about 280 px on the left and 390 px on the right.
constexpr double kPanelShiftPx = 55.0;

View viewAround(Vec2 center, double zoom)
{
    return View{center + Vec2(kPanelShiftPx / zoom, 0.0), zoom};
}

void write(const Entry& entry, const Scene& scene)
{
    const std::string path = gDirectory + "/" + entry.file;
    if (auto error = io::saveScene(path, scene))
    {
        std::fprintf(stderr, "Error: %s\n", error->c_str());
        ++gFailures;
        return;
    }
    // Read it back: what we ship must load.
    if (auto loaded = io::loadScene(path); !loaded)
    {
        std::fprintf(stderr, "Error: %s does not load back: %s\n", path.c_str(), loaded.error.c_str());
        ++gFailures;
        return;
    }
    gIndex.push_back(entry);
    std::printf("wrote %s (%zu shapes)\n", path.c_str(), scene.shapes.size());
}

const Algorithm& row(ShapeKind a, ShapeKind b, const std::string& name)
{
    const Algorithm* found = findAlgorithm(a, b, name);
    if (!found)
    {
        std::fprintf(stderr, "Error: no algorithm %s for %s\n", name.c_str(), pairName(a, b).c_str());
        std::exit(1);
    }
    return *found;
}

bool methodSays(const std::string& name, const Shape& a, const Shape& b)
{
    return runAlgorithm(row(kindOf(a), kindOf(b), name), a, b).overlap;
}

// Slides `b` by t * direction for t in [from, to] and returns the t where the method's answer differs
// from the exact one in the wanted way (methodWanted, exactWanted) by the widest margin (the largest
// |signed distance|), so that the lesson's failure is plain to see.
std::optional<double> findDisagreement(const std::string& name, const Shape& a, const Shape& b,
                                       Vec2 direction, double from, double to, bool methodWanted,
                                       bool exactWanted, double* margin = nullptr)
{
    constexpr int kSteps = 2000;
    std::optional<double> best;
    double bestMargin = -1.0;
    for (int i = 0; i <= kSteps; ++i)
    {
        const double t = from + (to - from) * i / kSteps;
        const Shape moved = translated(b, direction * t);
        if (methodSays(name, a, moved) != methodWanted || overlap(a, moved) != exactWanted)
        {
            continue;
        }
        const double m = std::abs(distance(a, moved).value);
        if (m > bestMargin)
        {
            bestMargin = m;
            best = t;
        }
    }
    if (margin)
    {
        *margin = bestMargin;
    }
    return best;
}

// The same over 72 directions: returns b moved to the widest disagreement found.
std::optional<Shape> placeForDisagreement(const std::string& name, const Shape& a, const Shape& b,
                                          double reach, bool methodWanted, bool exactWanted)
{
    std::optional<Shape> best;
    double bestMargin = -1.0;
    for (int k = 0; k < 72; ++k)
    {
        const Vec2 dir = unitFromAngle(2.0 * kPi * k / 72.0);
        double margin = 0.0;
        if (const auto t = findDisagreement(name, a, b, dir, 0.0, reach, methodWanted, exactWanted, &margin);
            t && margin > bestMargin)
        {
            bestMargin = margin;
            best = translated(b, dir * (*t));
        }
    }
    return best;
}

void expectDisagreement(const Entry& entry, const std::string& name, const Shape& a, const Shape& b)
{
    const bool method = methodSays(name, a, b);
    const bool exact = overlap(a, b);
    if (method == exact)
    {
        std::fprintf(stderr, "Error: %s: %s agrees with the exact test here (%d); the lesson shows nothing\n",
                     entry.file.c_str(), name.c_str(), exact);
        ++gFailures;
    }
}

SceneShape named(std::string id, Shape shape, std::string label = {})
{
    return SceneShape{std::move(id), std::move(shape), std::move(label)};
}

// Both shapes in the free canvas between the default panels (about 560 x 560 pixels), at most `zoom`.
View viewOf(const Shape& a, const Shape& b, double zoom)
{
    const Bounds ba = boundsOf(a);
    const Bounds bb = boundsOf(b);
    const Vec2 lo = glm::min(ba.min, bb.min);
    const Vec2 hi = glm::max(ba.max, bb.max);
    constexpr double kFreeWidth = 540.0;
    constexpr double kFreeHeight = 520.0;
    const double fit =
        std::min(kFreeWidth / std::max(hi.x - lo.x, 1.0), kFreeHeight / std::max(hi.y - lo.y, 1.0));
    return viewAround((lo + hi) * 0.5, std::min(zoom, fit));
}

// A two-shape lesson: `a` and `b` under `algorithm`, with the overlays on. `failure`: the method must
// disagree with the exact test here (the lesson shows where it fails).
void lesson(const Entry& entry, SceneShape a, SceneShape b, const std::string& algorithm,
            std::map<std::string, bool> overlays, bool failure, double zoom)
{
    const std::string pair = pairName(kindOf(a.shape), kindOf(b.shape));
    if (failure)
    {
        expectDisagreement(entry, algorithm, a.shape, b.shape);
    }
    Scene scene;
    scene.view = viewOf(a.shape, b.shape, zoom);
    scene.shapes = {std::move(a), std::move(b)};
    if (&defaultAlgorithm(kindOf(scene.shapes[0].shape), kindOf(scene.shapes[1].shape)) !=
        &row(kindOf(scene.shapes[0].shape), kindOf(scene.shapes[1].shape), algorithm))
    {
        scene.algorithms = {{pair, algorithm}};
    }
    scene.overlays = std::move(overlays);
    // An approximate method's lesson shows where on the plane it is wrong: the error map moves the
    // first shape against the second.
    if (!row(kindOf(scene.shapes[0].shape), kindOf(scene.shapes[1].shape), algorithm).exact())
    {
        scene.overlays["error_map"] = true;
        scene.selection = {scene.shapes[0].id, scene.shapes[1].id};
    }
    write(entry, scene);
}

Polygon polygonOf(std::vector<Vec2> points)
{
    return *makePolygon(std::move(points)).polygon;
}

Polygon regularPolygon(Vec2 center, double radius, int count, double phase)
{
    std::vector<Vec2> points;
    for (int i = 0; i < count; ++i)
    {
        points.push_back(center + unitFromAngle(phase + 2.0 * kPi * i / count) * radius);
    }
    return polygonOf(points);
}

void makeDefault()
{
    Scene scene;
    scene.shapes = {
        named("point1", Point{{-300.0, 170.0}}, "point"),
        named("circle1", Circle{{-170.0, 150.0}, 62.0}, "circle"),
        named("ellipse1", Ellipse{{10.0, 150.0}, 95.0, 45.0, 0.35}, "ellipse"),
        named("rect1", Rect{{190.0, 140.0}, 120.0, 80.0, -0.3}, "rect"),
        named("polygon1",
              polygonOf(
                  {{-330.0, -170.0}, {-230.0, -175.0}, {-200.0, -80.0}, {-270.0, -20.0}, {-340.0, -70.0}}),
              "polygon"),
        named("segment1", Segment{{-190.0, -190.0}, {-90.0, -60.0}}, "segment"),
        named("capsule1", Capsule{{-40.0, -150.0}, {90.0, -80.0}, 32.0}, "capsule"),
        named("fan1", Fan{{150.0, -230.0}, 1.75, 0.55, 35.0, 170.0}, "fan"),
    };
    scene.overlays = {{"closest_points", true}};
    scene.view = viewAround({-40.0, -10.0}, 1.0);
    write({"default.json", "Default: one shape of every kind", "default", "",
           "Eight shapes, one of each kind. The capsule and the fan touch, so both are red."},
          scene);
}

void makeKinds()
{
    // Each kind beside a copy of itself (a point beside a small circle): once touching, once apart.
    for (bool contact : {true, false})
    {
        Scene scene;
        const double gap = contact ? 0.0 : 1.0;
        for (int k = 0; k < kShapeKindCount; ++k)
        {
            const ShapeKind kind = static_cast<ShapeKind>(k);
            const double x = -560.0 + 340.0 * (k % 4);
            const double y = k < 4 ? 170.0 : -170.0;
            const Vec2 at(x, y);
            Shape first;
            Shape second;
            switch (kind)
            {
            case ShapeKind::Point:
                first = Point{at};
                second = Circle{at + Vec2(30.0 + 60.0 * gap, 0.0), 40.0};
                break;
            case ShapeKind::Circle:
                first = Circle{at, 55.0};
                second = Circle{at + Vec2(80.0 + 60.0 * gap, 20.0), 45.0};
                break;
            case ShapeKind::Ellipse:
                first = Ellipse{at, 70.0, 35.0, 0.4};
                second = Ellipse{at + Vec2(80.0 + 70.0 * gap, -10.0), 60.0, 30.0, -0.5};
                break;
            case ShapeKind::Rect:
                first = Rect{at, 100.0, 70.0, 0.2};
                second = Rect{at + Vec2(85.0 + 60.0 * gap, 25.0), 80.0, 60.0, -0.4};
                break;
            case ShapeKind::Polygon:
                first = regularPolygon(at, 55.0, 5, 0.3);
                second = regularPolygon(at + Vec2(85.0 + 60.0 * gap, 10.0), 45.0, 6, 0.0);
                break;
            case ShapeKind::Segment:
                first = Segment{at - Vec2(50.0, 60.0), at + Vec2(50.0, 60.0)};
                second = Segment{at + Vec2(-40.0 + 120.0 * gap, 40.0), at + Vec2(90.0 + 120.0 * gap, -40.0)};
                break;
            case ShapeKind::Capsule:
                first = Capsule{at - Vec2(50.0, 20.0), at + Vec2(40.0, 30.0), 28.0};
                second =
                    Capsule{at + Vec2(60.0 + 70.0 * gap, -50.0), at + Vec2(90.0 + 70.0 * gap, 50.0), 22.0};
                break;
            case ShapeKind::Fan:
                first = Fan{at - Vec2(50.0, 40.0), 0.8, 0.45, 0.0, 120.0};
                second = Fan{at + Vec2(120.0 + 60.0 * gap, -40.0), 2.3, 0.5, 30.0, 110.0};
                break;
            }
            const std::string stem(kindName(kind));
            scene.shapes.push_back(named(stem + "_a", first, stem));
            scene.shapes.push_back(named(stem + "_b", second));
            if (overlap(first, second) != contact)
            {
                std::fprintf(stderr, "Error: kinds scene: %s pair is %s\n", stem.c_str(),
                             contact ? "apart" : "touching");
                ++gFailures;
            }
        }
        // Across pairs nothing may touch: each shape's contact comes from its partner alone.
        for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        {
            for (std::size_t j = i + 1; j < scene.shapes.size(); ++j)
            {
                if (i / 2 != j / 2 && overlap(scene.shapes[i].shape, scene.shapes[j].shape))
                {
                    std::fprintf(stderr, "Error: kinds scene: %s touches %s\n", scene.shapes[i].id.c_str(),
                                 scene.shapes[j].id.c_str());
                    ++gFailures;
                }
            }
        }
        scene.view = View{{-20.0, 0.0}, 0.8};
        write({contact ? "kinds_contact.json" : "kinds_apart.json",
               contact ? "Every kind in contact" : "Every kind apart", "kinds", "",
               contact ? "Each kind overlapping a shape of its own kind (a point in a circle): all red."
                       : "The same pairs moved apart: nothing red."},
              scene);
    }
}

void makeStress()
{
    // 10,000 shapes of every kind, sizes 4..40 in a 1600 x 1200 area (the issue's stress scene).
    Scene scene;
    std::mt19937_64 rng(20240611);
    RandomShapeOptions options;
    options.boxMin = {-800.0, -600.0};
    options.boxMax = {800.0, 600.0};
    options.minSize = 4.0;
    options.maxSize = 40.0;
    options.maxPolygonVertices = 7;
    constexpr int kCount = 10000;
    for (int i = 0; i < kCount; ++i)
    {
        const ShapeKind kind = static_cast<ShapeKind>(i % kShapeKindCount);
        scene.shapes.push_back(named(std::string(kindName(kind)) + std::to_string(i / kShapeKindCount + 1),
                                     randomShape(kind, rng, options)));
    }
    scene.view = View{{0.0, 0.0}, 0.62};
    write({"stress_10k.json", "Stress: 10,000 mixed shapes", "stress", "",
           "10,000 shapes of all eight kinds, sizes 4..40, in a 1600 x 1200 area: the broadphase's test."},
          scene);
}

void makeLessons()
{
    // ---- seeds/000: Hwang & Tsai ----
    {
        // An eccentric E1 against a rounder E2: T(E1) is eccentric, where the +1 radii fall furthest
        // inside the true offset curve.
        const Shape e1 = Ellipse{{0.0, 0.0}, 210.0, 22.0, 0.35};
        const Shape e2 = Ellipse{{0.0, 0.0}, 75.0, 55.0, -0.3};
        const Shape placed =
            placeForDisagreement("hwang-tsai-repaired", e1, e2, 320.0, false, true).value_or(e2);
        lesson({"lesson_hwang_tsai_miss.json", "Ellipses: Hwang-Tsai's +1 radii miss a contact", "lesson",
                "seeds/000 (Hwang & Tsai 1999)",
                "The ellipses overlap, but the method grows T(E1)'s radii by 1 instead of taking the true "
                "offset "
                "curve, which lies outside that ellipse: the origin falls between the two and the contact is "
                "missed."},
               named("E1", e1, "E1"), named("E2", placed, "E2"), "hwang-tsai-repaired",
               {{"ellipse_space", true}, {"closest_points", true}}, true, 1.6);
    }
    {
        const Shape circle = Circle{{0.0, 0.0}, 60.0};
        const Shape e1 = Ellipse{{0.0, 0.0}, 190.0, 45.0, kPi / 4.0};
        const Shape placed =
            placeForDisagreement("hwang-tsai-published", circle, e1, 320.0, true, false).value_or(e1);
        lesson(
            {"lesson_hwang_tsai_guard.json", "Circle vs ellipse: the published rotation guard", "lesson",
             "seeds/000 (tutorial code)",
             "E2 is a circle and E1 is turned by 45 degrees, so B - A == 0 while D != 0: the published guard "
             "sets the rotation to 0 and reports a contact that does not exist."},
            named("C", circle, "circle (E2)"), named("E1", placed, "E1"), "hwang-tsai-published",
            {{"ellipse_space", true}, {"closest_points", true}}, true, 1.6);
    }
    // ---- seeds/001: basics ----
    {
        // B starts exactly on A (a T junction): the strict signs see tc * td == 0 and miss it.
        lesson({"lesson_segment_orientation.json", "Segments: strict orientation signs miss a touch",
                "lesson", "seeds/001 (check_intersection)",
                "Segment B ends exactly on segment A. The seed's strict test (tc * td < 0 and ta * tb < 0) "
                "sees a "
                "zero sign and answers no; the closed test counts the touch."},
               named("A", Segment{{-200.0, -50.0}, {200.0, 50.0}}, "A"),
               named("B", Segment{{0.0, 0.0}, {70.0, 190.0}}, "B"), "orientation-strict",
               {{"orientation_signs", true}}, true, 1.4);
    }
    {
        lesson({"lesson_circle_circle.json", "Circles: centre distance and boundary intersections", "lesson",
                "seeds/001",
                "|c1 - c2| <= r1 + r2, compared squared. The trace marks where the two boundaries "
                "cross (law of cosines / Heron)."},
               named("C1", Circle{{-70.0, 0.0}, 130.0}, "C1"), named("C2", Circle{{120.0, 30.0}, 95.0}, "C2"),
               "center-distance", {{"trace_points", true}, {"closest_points", true}}, false, 1.2);
    }
    {
        lesson({"lesson_circle_segment_inside.json",
                "Circle vs segment: crossing the boundary is not contact", "lesson",
                "seeds/001 (segment vs circumference)",
                "The segment lies strictly inside the circle. The seed's 'does it cross the circumference' "
                "question answers no, but the closed shapes share every point of the segment."},
               named("C", Circle{{0.0, 0.0}, 170.0}, "C"),
               named("S", Segment{{-90.0, -40.0}, {80.0, 60.0}}, "S"), "crosses-boundary",
               {{"segment_circle_roots", true}}, true, 1.4);
    }
    {
        const Shape a = Rect{{-60.0, 0.0}, 300.0, 40.0, 0.6};
        const Shape b0 = Rect{{0.0, 0.0}, 260.0, 40.0, -0.6};
        const Shape b = placeForDisagreement("aabb", a, b0, 400.0, true, false).value_or(b0);
        lesson(
            {"lesson_aabb_rotated.json", "Rectangles: AABBs of turned boxes over-report", "lesson",
             "seeds/001 (AABB vs AABB)",
             "The bounding boxes overlap but the turned rectangles do not: the AABB test reports a contact "
             "that does not exist. It is exact only for unrotated rectangles."},
            named("A", a, "A"), named("B", b, "B"), "aabb", {{"bounds", true}, {"closest_points", true}},
            true, 1.0);
    }
    {
        lesson({"lesson_polygon_sat.json", "Polygons: the separating axis theorem", "lesson",
                "seeds/001 (separating axis theorem)",
                "Every edge normal of both polygons is a candidate axis; the green one separates the two "
                "projection intervals, so the polygons do not touch."},
               named("P", regularPolygon({-130.0, 0.0}, 120.0, 5, 0.2), "P"),
               named("Q", regularPolygon({120.0, 40.0}, 105.0, 6, 0.5), "Q"), "polygon-sat",
               {{"sat_axes", true}}, false, 1.2);
    }
    // ---- seeds/002 ----
    {
        lesson({"lesson_segment_circle_quadratic.json", "Segment vs circle: the quadratic in s", "lesson",
                "seeds/002",
                "a s^2 + b s + c <= 0: D >= 0 and s1 <= 1 and 0 <= s2. The roots s1, s2 mark where the "
                "segment's "
                "line meets the circle."},
               named("C", Circle{{0.0, 0.0}, 130.0}, "C"),
               named("S", Segment{{-260.0, -120.0}, {40.0, 60.0}}, "S"), "segment-quadratic",
               {{"segment_circle_roots", true}}, false, 1.3);
    }
    // ---- seeds/003 ----
    {
        lesson({"lesson_obb_projection_radii.json", "Oriented rectangles: projection radii", "lesson",
                "seeds/003",
                "On each of the four local axes d3 = d0 + d1 - d2; a negative d3 separates the rectangles."},
               named("R1", Rect{{-110.0, 0.0}, 240.0, 120.0, 0.35}, "R1"),
               named("R2", Rect{{150.0, 40.0}, 180.0, 90.0, -0.6}, "R2"), "obb-projection-radii",
               {{"sat_axes", true}}, false, 1.2);
    }
    // ---- seeds/004: the thesis's fans ----
    {
        lesson(
            {"lesson_fan_point_apex.json", "Fan vs point: the apex divides 0 by 0", "lesson",
             "seeds/004 thesis 2.2",
             "Px / |P| >= cos(theta) cannot be evaluated at the fan's own centre, so the thesis's point test "
             "misses the apex of a piece-of-cake fan."},
            named("F", Fan{{0.0, 0.0}, 0.5, 0.6, 0.0, 220.0}, "fan"), named("P", Point{{0.0, 0.0}}, "P at O"),
            "thesis-point-in-fan", {{"fan_internals", true}}, true, 1.3);
    }
    {
        lesson({"lesson_fan_circle.json", "Fan vs circle: the squared band drops a sign", "lesson",
                "seeds/004 thesis 2.4",
                "The circle is larger than the inner radius and covers the hole: (r - rc)^2 <= |P|^2 fails "
                "although the shapes overlap. Clamping the inner bound at 0 repairs it."},
               named("F", Fan{{-100.0, -40.0}, 0.3, 0.7, 60.0, 260.0}, "baumkuchen fan"),
               named("C", Circle{{-80.0, -30.0}, 95.0}, "C"), "thesis-fan-circle", {{"fan_internals", true}},
               true, 1.2);
    }
    {
        const Shape fan = Fan{{-160.0, -60.0}, 0.4, 0.5, 50.0, 260.0};
        const Shape rect0 = Rect{{100.0, 60.0}, 120.0, 70.0, 0.3};
        // The thesis's procedure misses only through rounding (a corner poking through the arc); when no
        // such place is found the lesson shows the construction on a plain contact.
        const auto misplaced = placeForDisagreement("thesis-fan-rect", fan, rect0, 200.0, false, true);
        const bool failure = misplaced.has_value();
        const Shape rect = misplaced.value_or(Rect{{60.0, 40.0}, 120.0, 70.0, 0.3});
        lesson(
            {"lesson_fan_rect.json", "Fan vs rectangle: boundary intersections", "lesson",
             "seeds/004 thesis 2.3",
             "Intersect the fan's two radial edges and two arcs with the rectangle's edges, keep the points "
             "on the fan, else test containment either way."},
            named("F", fan, "fan"), named("R", rect, "R"), "thesis-fan-rect", {{"fan_internals", true}},
            failure, 1.2);
    }
    {
        lesson(
            {"lesson_fan_capsule.json", "Fan vs capsule: t-ranges of the axis", "lesson",
             "seeds/004 thesis 2.6",
             "The capsule's axis S + tV meets the radial bands grown by rc and the angular limits; else the "
             "distance from the axis to the radial edges decides."},
            named("F", Fan{{-150.0, -80.0}, 0.6, 0.55, 60.0, 260.0}, "fan"),
            named("K", Capsule{{-40.0, 160.0}, {160.0, 20.0}, 30.0}, "capsule"), "thesis-fan-capsule",
            {{"fan_internals", true}}, false, 1.1);
    }
    {
        const Shape a = Segment{{-200.0, -60.0}, {180.0, 90.0}};
        const Shape b0 = Segment{{-60.0, 160.0}, {40.0, -170.0}};
        const auto t = findDisagreement("thesis-parametric-as-printed", a, b0, Vec2(1.0, 0.0), -300.0, 300.0,
                                        false, true);
        lesson(
            {"lesson_segment_parametric_typo.json", "Segments: the thesis's eq. 2.34 as printed", "lesson",
             "seeds/004 thesis 2.9.1",
             "The first denominator of eq. 2.34 as printed is not the cross product (F - E) x (H - G): the "
             "parameter comes out wrong and this crossing is missed."},
            named("A", a, "A"), named("B", translated(b0, Vec2(t.value_or(0.0), 0.0)), "B"),
            "thesis-parametric-as-printed", {{"orientation_signs", true}}, t.has_value(), 1.3);
    }
    // ---- seeds/004 chapter 2.1 and 3: rotational CCD with a fan ----
    {
        // A box turning by alpha about O, with P - O along its local y axis. The thesis's fan spans the
        // radii |P - O| -+ Wy/2 only, ignoring the width Wx, so the box's far corners sweep outside it.
        const Vec2 pivot(0.0, 0.0);
        const double alpha = 1.0;
        const double width = 160.0;
        const double height = 60.0;
        const double distance = 150.0;
        const Rect start{{0.0, distance}, width, height, 0.0};
        const Rect end = std::get<Rect>(rotatedAbout(start, pivot, alpha));
        const Fan fan{pivot, kPi / 2.0 + alpha / 2.0, alpha / 2.0, distance - height / 2.0,
                      distance + height / 2.0};
        const Circle obstacle{pivot + unitFromAngle(kPi / 2.0 + alpha / 2.0) * 188.0, 7.0};
        // The obstacle must be swept by the box (some of 100 intermediate poses touch it), miss both
        // end poses, and lie outside the fan: the thesis's under-detection.
        bool swept = false;
        for (int i = 0; i <= 100; ++i)
        {
            swept |= overlap(rotatedAbout(start, pivot, alpha * i / 100.0), obstacle);
        }
        if (!swept || overlap(start, obstacle) || overlap(end, obstacle) || overlap(fan, obstacle))
        {
            std::fprintf(stderr, "Error: lesson_ccd_fan: the obstacle does not show the under-detection\n");
            ++gFailures;
        }
        Scene scene;
        scene.shapes = {named("box", start, "box at the start"),
                        named("obstacle", obstacle, "swept, yet outside the fan")};
        scene.motion = SceneMotion{"box", pivot, alpha, false};
        scene.overlays = {{"ccd_thesis_fan", true}, {"ccd_exact_sweep", true}, {"ccd_ghosts", true}};
        scene.view = viewAround({-40.0, 110.0}, 1.5);
        write(
            {"lesson_ccd_fan.json", "Rotational CCD: the thesis fan misses a corner", "lesson",
             "seeds/004 thesis 2.1 and 3",
             "The box turns by 1 radian about O. The thesis's fan covers radii |P - O| -+ Wy/2 only, so the "
             "box's far corners sweep over the small obstacle while the fan does not reach it: "
             "under-detection. The exact sweep reaches it, so it is red."},
            scene);
    }
    // ---- Rotational CCD: every representation side by side on a fast turn ----
    {
        // A bat turning by 150 degrees in one step about O: the start and end poses miss a target the
        // bat passes right through, the S-CCD box of the two poses misses it too, the thesis fan misses
        // a corner of the start pose, and S-CCD reports a target in the hole the bat never reaches.
        const Vec2 pivot(0.0, 0.0);
        const double alpha = 150.0 * kPi / 180.0;
        const Rect bat{{0.0, 160.0}, 30.0, 100.0, 0.0};
        const RotationalMotion motion{bat, pivot, alpha};
        const Circle passedThrough{pivot + unitFromAngle(kPi / 2.0 + alpha / 2.0) * 160.0, 12.0};
        const Circle atCorner{{12.0, 200.0}, 3.0};
        const Circle inHole{{-45.0, 45.0}, 10.0};
        const Circle untouched{{170.0, -120.0}, 20.0};
        const auto hits = [&](const Shape& target) { return ccdHits(motion, target).hits; };
        const auto method = [](CcdMethod m) { return static_cast<int>(m); };
        const auto through = hits(passedThrough);
        const auto corner = hits(atCorner);
        const auto hole = hits(inHole);
        const auto away = hits(untouched);
        if (!through[method(CcdMethod::Exact)] || through[method(CcdMethod::Sccd)] ||
            !corner[method(CcdMethod::Exact)] || corner[method(CcdMethod::ThesisFan)] ||
            hole[method(CcdMethod::Exact)] || !hole[method(CcdMethod::Sccd)] ||
            away[method(CcdMethod::Exact)])
        {
            std::fprintf(stderr, "Error: lesson_ccd_compare: the targets do not show what the lesson says\n");
            ++gFailures;
        }
        Scene scene;
        scene.shapes = {named("bat", bat, "bat"), named("through", passedThrough, "passed through"),
                        named("corner", atCorner, "at a corner"), named("hole", inHole, "in the hole"),
                        named("away", untouched, "out of reach")};
        scene.motion = SceneMotion{"bat", pivot, alpha, false};
        scene.overlays = {{"ccd_sccd_box", true},
                          {"ccd_thesis_fan", true},
                          {"ccd_conservative_fan", true},
                          {"ccd_exact_sweep", true},
                          {"ccd_ghosts", true}};
        scene.view = viewAround({-40.0, 20.0}, 1.3);
        write(
            {"lesson_ccd_compare.json", "Rotational CCD: five sweep representations on a fast turn", "lesson",
             "seeds/004 thesis 2.1 and 3; hitlab's conservative fan and exact sweep",
             "A bat turns by 150 degrees in one step. S-CCD (the box around the start and end poses) misses "
             "the target the bat passes through and reports one in the hole it never reaches; the thesis "
             "fan misses a corner of the start pose; the conservative fan never misses; the exact sweep "
             "decides the red."},
            scene);
    }
    // ---- GJK (thesis references [6][7]) ----
    {
        lesson({"lesson_gjk.json", "GJK: simplices in the Minkowski difference", "lesson",
                "Gilbert, Johnson & Keerthi 1988 (thesis [6][7])",
                "GJK walks a simplex of A - B towards the origin; the origin inside means contact. The inset "
                "shows "
                "each iteration's simplex."},
               named("P", regularPolygon({-90.0, 0.0}, 110.0, 6, 0.1), "P"),
               named("E", Ellipse{{110.0, 40.0}, 120.0, 55.0, 0.5}, "E"), "gjk", {{"gjk_simplex", true}},
               false, 1.2);
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2)
    {
        std::fprintf(stderr, "usage: hitlab-make-scenes OUTPUT_DIRECTORY\n");
        return 2;
    }
    gDirectory = argv[1];
    makeDefault();
    makeLessons();
    makeKinds();
    makeStress();
    nlohmann::json index;
    index["scenes"] = nlohmann::json::array();
    for (const Entry& e : gIndex)
    {
        index["scenes"].push_back({{"file", e.file},
                                   {"title", e.title},
                                   {"category", e.category},
                                   {"source", e.source},
                                   {"description", e.description}});
    }
    std::ofstream out(gDirectory + "/index.json");
    out << index.dump(2) << "\n";
    if (gFailures > 0)
    {
        std::fprintf(stderr, "%d scene(s) failed their check\n", gFailures);
        return 1;
    }
    return 0;
}
