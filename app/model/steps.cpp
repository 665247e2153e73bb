#include "steps.hpp"

#include "hitlab/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace hitlab
{

namespace
{

using Kind = StageNumberSource::Kind;

const TraceValue* findValue(const Trace& trace, std::string_view name)
{
    for (const TraceValue& value : trace.values)
    {
        if (value.name == name)
        {
            return &value;
        }
    }
    return nullptr;
}

// Builds one stage; numbers the trace lacks (a branch the method did not take) are left out.
class StageBuilder
{
public:
    StageBuilder(const Trace& trace, const char* nameKey) : trace_(trace) { stage_.nameKey = nameKey; }

    StageBuilder& detail(std::string text)
    {
        stage_.detail = std::move(text);
        return *this;
    }
    StageBuilder& formula(std::string text)
    {
        stage_.formula = std::move(text);
        return *this;
    }
    StageBuilder& rule(const char* key)
    {
        stage_.ruleKey = key;
        return *this;
    }
    StageBuilder& values(std::initializer_list<std::string_view> names)
    {
        for (std::string_view name : names)
        {
            if (const TraceValue* value = findValue(trace_, name))
            {
                stage_.numbers.push_back({value->name, value->value, {Kind::Value, value->name, 0}});
            }
        }
        return *this;
    }
    StageBuilder& allValues()
    {
        for (const TraceValue& value : trace_.values)
        {
            const bool seen = std::any_of(stage_.numbers.begin(), stage_.numbers.end(),
                                          [&](const StageNumber& n) { return n.name == value.name; });
            if (!seen)
            {
                stage_.numbers.push_back({value.name, value.value, {Kind::Value, value.name, 0}});
            }
        }
        return *this;
    }
    StageBuilder& intervals(std::size_t axis)
    {
        const TraceAxis& a = trace_.axes[axis];
        stage_.numbers.push_back({"min A", a.minA, {Kind::AxisMinA, {}, axis}});
        stage_.numbers.push_back({"max A", a.maxA, {Kind::AxisMaxA, {}, axis}});
        stage_.numbers.push_back({"min B", a.minB, {Kind::AxisMinB, {}, axis}});
        stage_.numbers.push_back({"max B", a.maxB, {Kind::AxisMaxB, {}, axis}});
        return *this;
    }
    StageBuilder& direction(std::size_t simplex)
    {
        if (simplex < trace_.simplexDirections.size())
        {
            const Vec2 d = trace_.simplexDirections[simplex];
            stage_.numbers.push_back({"d.x", d.x, {Kind::DirectionX, {}, simplex}});
            stage_.numbers.push_back({"d.y", d.y, {Kind::DirectionY, {}, simplex}});
        }
        return *this;
    }
    StageBuilder& verdict(const char* key)
    {
        stage_.verdictKey = key;
        return *this;
    }
    // The method's decision: contact or not, with the trace's notes.
    StageBuilder& decides(bool overlap)
    {
        stage_.verdictKey = overlap ? "steps.verdict.contact" : "steps.verdict.no_contact";
        for (const std::string& note : trace_.notes)
        {
            stage_.note += (stage_.note.empty() ? "" : "\n") + note;
        }
        return *this;
    }
    StageBuilder& show(std::initializer_list<Overlay> overlays)
    {
        for (Overlay overlay : overlays)
        {
            stage_.view.overlays[static_cast<std::size_t>(overlay)] = true;
        }
        return *this;
    }
    // The world layer, under whichever overlay the trace's topic belongs to.
    StageBuilder& showWorld() { return show({overlayOf(trace_.worldTopic)}); }
    StageBuilder& labels(std::initializer_list<const char*> prefixes)
    {
        stage_.view.labels.assign(prefixes.begin(), prefixes.end());
        return *this;
    }
    StageBuilder& axis(std::size_t index)
    {
        stage_.view.axis = index;
        return show({Overlay::SatAxes});
    }
    StageBuilder& simplex(std::size_t index)
    {
        stage_.view.lastSimplex = index;
        stage_.view.world = false; // the witness points belong to the answer, not to an iteration
        return show({Overlay::GjkSimplex});
    }

    Stage build() { return std::move(stage_); }

private:
    const Trace& trace_;
    Stage stage_;
};

double valueOr(const Trace& trace, std::string_view name, double fallback)
{
    const TraceValue* value = findValue(trace, name);
    return value ? value->value : fallback;
}

bool has(const Trace& trace, std::string_view name)
{
    return findValue(trace, name) != nullptr;
}

// An axis whose intervals overlap says "go on" only while no earlier axis has separated the shapes: the
// method still tries every axis (the picture shows them all), but the answer is already known.
const char* axisVerdict(const TraceAxis& axis, bool separatedBefore)
{
    return axis.separating   ? "steps.verdict.separates"
           : separatedBefore ? "steps.verdict.overlaps_already_apart"
                             : "steps.verdict.overlaps";
}

std::string axisDetail(const Trace& trace, std::size_t index)
{
    std::string text = std::to_string(index + 1) + " / " + std::to_string(trace.axes.size());
    if (!trace.axes[index].label.empty())
    {
        text += ": " + trace.axes[index].label;
    }
    return text;
}

void addAxisStages(const Trace& trace, std::string_view algorithm, std::vector<Stage>& stages)
{
    bool separatedBefore = false;
    for (std::size_t i = 0; i < trace.axes.size(); ++i)
    {
        const TraceAxis& axis = trace.axes[i];
        StageBuilder stage(trace, "steps.stage.axis");
        stage.detail(axisDetail(trace, i)).axis(i).verdict(axisVerdict(axis, separatedBefore));
        separatedBefore = separatedBefore || axis.separating;
        if (algorithm == "obb-projection-radii")
        {
            const std::string n = axis.label;
            // The axis's own rectangle gives d0 (n: its width, t: its height); w', h' are the other's.
            const std::string own =
                std::string(n.starts_with("n") ? "w" : "h") + (n.ends_with("1") ? "_A" : "_B");
            stage
                .formula("d0 = " + own + "/2\nd1 = |" + n + ".n'| w'/2 + |" + n + ".t'| h'/2\nd2 = |" + n +
                         ".(c_B - c_A)|\nd3 = d0 + d1 - d2")
                .rule("steps.rule.obb_axis");
            stage.values({"d0 " + n, "d1 " + n, "d2 " + n, "d3 " + n});
        }
        else
        {
            stage.formula("A: [min A, max A],  B: [min B, max B]\nmax A < min B  or  max B < min A ?")
                .rule("steps.rule.sat_axis");
        }
        stage.intervals(i);
        stages.push_back(stage.build());
    }
}

void addHwangTsaiStages(const Trace& trace, std::string_view algorithm, bool overlap,
                        std::vector<Stage>& stages)
{
    const bool published = algorithm == "hwang-tsai-published";
    stages.push_back(StageBuilder(trace, "steps.stage.ht_map")
                         .formula("T(p) = diag(1/rx2, 1/ry2) R(-angle2) (p - c2),  T(E2) = unit circle\n"
                                  "x axis -> (nx, ny),  y axis -> (px, py),  origin -> (ox, oy)")
                         .rule("steps.rule.ht_map")
                         .values({"nx", "ny", "px", "py", "ox", "oy"})
                         .show({Overlay::EllipseSpace})
                         .labels({"E2 (unit circle)", "origin*"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.ht_conic")
                         .formula("T(E1):  A x^2 + B y^2 + D xy + E x + F y + G = 0\n"
                                  "A = nx^2/rx1^2 + ny^2/ry1^2,  B = px^2/rx1^2 + py^2/ry1^2\n"
                                  "D = 2 (nx px/rx1^2 + ny py/ry1^2),  G = ox^2/rx1^2 + oy^2/ry1^2 - 1")
                         .values({"A", "B", "D", "E", "F", "G"})
                         .show({Overlay::EllipseSpace})
                         .labels({"E2 (unit circle)", "T(E1)", "origin*"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.ht_centre")
                         .formula(std::string("h = (F D - 2 E B) / (D^2 - 4 A B),  k = (E D - 2 A F) / "
                                              "(D^2 - 4 A B)\nT(E1) centre = (-h, -k)\n") +
                                  (published ? "Th = atan(D / (B - A)) / 2   (B - A = 0  ->  Th = 0)"
                                             : "Th = atan2(D, B - A) / 2"))
                         .values({"h", "k", "B - A", "Th"})
                         .show({Overlay::EllipseSpace})
                         .labels({"E2 (unit circle)", "T(E1)", "T(E1) centre*", "origin*"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.ht_radii")
                         .formula("K = A h^2 + B k^2 + D h k - E h - F k + G  (K <= 0)\n"
                                  "A' = A cos^2 Th + B sin^2 Th - D cos Th sin Th\n"
                                  "B' = A sin^2 Th + B cos^2 Th + D cos Th sin Th\n"
                                  "radius x = sqrt(-K / A'),  radius y = sqrt(-K / B')")
                         .values({"K", "A'", "B'", "T(E1) radius x", "T(E1) radius y"})
                         .show({Overlay::EllipseSpace})
                         .labels({"E2 (unit circle)", "T(E1)", "T(E1) centre*", "origin*"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.ht_plus_one")
                         .formula("radius x + 1,  radius y + 1   (centre (-h, -k), angle -Th)")
                         .rule("steps.rule.ht_plus_one")
                         .values({"radius x + 1", "radius y + 1"})
                         .show({Overlay::EllipseSpace})
                         .labels({"E2 (unit circle)", "T(E1)", "T(E1) +1", "true offset curve*", "origin*"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.ht_judge")
                         .formula("(x', y') = R(Th) (h, k)\n"
                                  "judge = x'^2 / (radius x + 1)^2 + y'^2 / (radius y + 1)^2")
                         .rule("steps.rule.ht_judge")
                         .values({"judge value"})
                         .decides(overlap)
                         .show({Overlay::EllipseSpace})
                         .labels({"T(E1) +1", "true offset curve*", "origin*"})
                         .build());
}

void addGjkStages(const Trace& trace, bool overlap, std::vector<Stage>& stages)
{
    // GJK's simplices, then EPA's polygon when the cores overlap: EPA grows it by another rule, so it is
    // a stage of its own and not counted among GJK's iterations.
    const bool epaRan = !trace.simplices.empty() && trace.simplices.back().label == kEpaPolytopeLabel;
    const std::size_t iterations = trace.simplices.size() - (epaRan ? 1 : 0);
    for (std::size_t i = 0; i < iterations; ++i)
    {
        const TracePolyline& simplex = trace.simplices[i];
        const bool searching = i < trace.simplexDirections.size() &&
                               (trace.simplexDirections[i].x != 0.0 || trace.simplexDirections[i].y != 0.0);
        StageBuilder stage(trace, "steps.stage.simplex");
        stage.detail(std::to_string(i + 1) + " / " + std::to_string(iterations) + ": " + simplex.label)
            .formula("v = closest point of the simplex to 0,   d = -v")
            .rule("steps.rule.simplex")
            .direction(i)
            .simplex(i)
            .verdict(searching                   ? "steps.verdict.search_on"
                     : simplex.points.size() > 2 ? "steps.verdict.origin_enclosed"
                                                 : "steps.verdict.search_ends");
        stages.push_back(stage.build());
    }
    if (epaRan)
    {
        stages.push_back(StageBuilder(trace, "steps.stage.epa")
                             .detail(std::string(kEpaPolytopeLabel))
                             .formula("d_i = n_i . w_i   (n_i: outward unit normal of the edge w_i w_i+1)\n"
                                      "j = argmin d_i,   w = support(n_j)\n"
                                      "n_j . w = d_j  ->  depth = d_j;   else w joins the polygon after w_j")
                             .rule("steps.rule.epa")
                             .values({"core penetration depth (EPA)"})
                             .simplex(iterations)
                             .verdict("steps.verdict.epa_depth")
                             .build());
    }
    stages.push_back(StageBuilder(trace, "steps.stage.gjk_result")
                         .formula("signed distance = core distance - summed radii\n"
                                  "(cores overlapping:  core distance = - EPA depth)")
                         .rule("steps.rule.gjk_result")
                         .values({"core distance bound", "summed radii", "core penetration depth (EPA)",
                                  "signed distance"})
                         .decides(overlap)
                         .showWorld()
                         .show({Overlay::ClosestPoints})
                         .build());
}

void addSegmentCircleQuadraticStages(const Trace& trace, bool overlap, std::vector<Stage>& stages)
{
    stages.push_back(StageBuilder(trace, "steps.stage.quadratic")
                         .formula("|A + s (B - A) - O|^2 = r^2  ->  a s^2 + b s + c = 0\n"
                                  "a = |OB - OA|^2,  b = 2 OA.(OB - OA),  c = |OA|^2 - r^2")
                         .values({"a", "b", "c"})
                         .build());
    const double d = valueOr(trace, "D", 0.0);
    stages.push_back(StageBuilder(trace, "steps.stage.discriminant")
                         .formula("D = b^2 - 4 a c")
                         .values({"D"})
                         .verdict(d < 0.0 ? "steps.verdict.line_misses" : "steps.verdict.line_meets")
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.roots")
                         .formula("s1 = (-b - sqrt(D)) / 2a,  s2 = (-b + sqrt(D)) / 2a")
                         .rule("steps.rule.roots")
                         .values({"s1", "s2"})
                         .decides(overlap)
                         .showWorld()
                         .build());
}

void addOrientationStages(const Trace& trace, std::string_view algorithm, bool overlap,
                          std::vector<Stage>& stages)
{
    const bool strict = algorithm == "orientation-strict";
    // The strict test's ta, tb are a's ends against b; tc, td b's ends against a.
    const std::string_view b1 = strict ? "tc" : "orient(a1, a2, b1)";
    const std::string_view b2 = strict ? "td" : "orient(a1, a2, b2)";
    const std::string_view a1 = strict ? "ta" : "orient(b1, b2, a1)";
    const std::string_view a2 = strict ? "tb" : "orient(b1, b2, a2)";
    const auto signVerdict = [&](std::string_view p, std::string_view q)
    {
        return valueOr(trace, p, 0.0) * valueOr(trace, q, 0.0) < 0.0 ? "steps.verdict.opposite"
                                                                     : "steps.verdict.same_side";
    };
    stages.push_back(StageBuilder(trace, "steps.stage.signs_b")
                         .formula(strict ? "tc = orient(a1, a2, b1),  td = orient(a1, a2, b2)\n"
                                           "orient(p, q, r) = (q - p) x (r - p)"
                                         : "orient(p, q, r) = (q - p) x (r - p)")
                         .values({b1, b2})
                         .verdict(signVerdict(b1, b2))
                         .showWorld()
                         .labels({"b1 against a*", "b2 against a*", "line of a"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.signs_a")
                         .formula(strict ? "ta = orient(b1, b2, a1),  tb = orient(b1, b2, a2)"
                                         : "orient(p, q, r) = (q - p) x (r - p)")
                         .rule(strict ? "steps.rule.orientation_strict" : "steps.rule.orientation_closed")
                         .values({a1, a2})
                         .decides(overlap)
                         .showWorld()
                         .labels({"a1 against b*", "a2 against b*", "line of b"})
                         .build());
}

void addFanStages(const Trace& trace, std::string_view algorithm, bool overlap, std::vector<Stage>& stages)
{
    if (algorithm == "fan-exact")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.angular")
                             .formula("|angle(P - O) - angle(A)| <= half_angle")
                             .showWorld()
                             .labels({"angular limit*"})
                             .build());
        stages.push_back(StageBuilder(trace, "steps.stage.radial")
                             .formula("r <= |P - O| <= R")
                             .showWorld()
                             .labels({"radial band*"})
                             .build());
        stages.push_back(StageBuilder(trace, "steps.stage.deepest")
                             .rule("steps.rule.fan_depth")
                             .values({"signed distance"})
                             .decides(overlap)
                             .showWorld()
                             .show({Overlay::ClosestPoints})
                             .labels({"deepest point*", "fan boundary point", "depth"})
                             .build());
        return;
    }
    if (algorithm == "thesis-point-in-fan")
    {
        const double pc = valueOr(trace, "Pc", 0.0);
        const double cosTheta = valueOr(trace, "cos theta", 1.0);
        stages.push_back(
            StageBuilder(trace, "steps.stage.angular")
                .formula("Pc = P.A / |P|,   Pc >= cos theta ?")
                .rule("steps.rule.fan_angular")
                .values({"theta", "cos theta", "Pc"})
                .verdict(pc >= cosTheta ? "steps.verdict.in_range" : "steps.verdict.out_of_range")
                .showWorld()
                .labels({"edge L*", "edge M*"})
                .build());
        stages.push_back(StageBuilder(trace, "steps.stage.radial")
                             .formula("r^2 <= |P|^2 <= R^2")
                             .values({"|P|^2", "r^2", "R^2"})
                             .decides(overlap)
                             .showWorld()
                             .labels({"inner circle", "outer circle"})
                             .build());
        return;
    }
    if (algorithm == "thesis-fan-circle" || algorithm == "thesis-fan-circle-clamped")
    {
        const bool clamped = algorithm == "thesis-fan-circle-clamped";
        stages.push_back(StageBuilder(trace, "steps.stage.angular")
                             .formula("Pc = P.A / |P|,   Pc >= cos theta ?")
                             .rule("steps.rule.fan_angular")
                             .values({"theta", "cos theta", "Pc", "in angular range (2.7)"})
                             .verdict(valueOr(trace, "in angular range (2.7)", 0.0) != 0.0
                                          ? "steps.verdict.in_range"
                                          : "steps.verdict.out_of_range")
                             .showWorld()
                             .labels({"edge L*", "edge M*"})
                             .build());
        stages.push_back(StageBuilder(trace, "steps.stage.radial")
                             .formula(clamped ? "max(r - rc, 0) <= |P| <= R + rc" : "r - rc <= |P| <= R + rc")
                             .values({"|P|", clamped ? "max(r - rc, 0)" : "r - rc", "R + rc", "distance to L",
                                      "distance to M"})
                             .decides(overlap)
                             .showWorld()
                             .labels({"radial band*"})
                             .build());
        return;
    }
    if (algorithm == "thesis-fan-rect" || algorithm == "thesis-fan-rect-tolerant")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.angular")
                             .formula("L, M = A rotated by +theta, -theta")
                             .rule("steps.rule.fan_edges")
                             .values({"theta", "cos theta"})
                             .showWorld()
                             .labels({"edge L*", "edge M*"})
                             .build());
        stages.push_back(StageBuilder(trace, "steps.stage.intersections")
                             .formula("rectangle edges x {L, M, arc r, arc R}")
                             .rule("steps.rule.fan_intersections")
                             .decides(overlap)
                             .showWorld()
                             .labels({"edge x*", "rectangle*", "fan*"})
                             .build());
        return;
    }
    // thesis-fan-capsule
    stages.push_back(StageBuilder(trace, "steps.stage.angular")
                         .formula("G'_z(t) = G'_z(0) + t slope,  H'_z(t) = H'_z(0) + t slope   (2.20)")
                         .rule("steps.rule.capsule_angular")
                         .values({"theta", "cos theta", "G'_z(0)", "G'_z slope", "H'_z(0)", "H'_z slope"})
                         .showWorld()
                         .labels({"edge L*", "edge M*"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.radial")
                         .formula("|P(t)|^2 = (R + rc)^2,  |P(t)|^2 = (r - rc)^2:  a t^2 + b t + c = 0,  D = "
                                  "b^2 - 4ac   (2.15)")
                         .values({"D_R", "a_R", "b_R", "D_r", "a_r", "b_r"})
                         .showWorld()
                         .labels({"radial band*"})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.capsule_interval")
                         .formula("t in [0, 1]:  [t from, t to]")
                         .rule("steps.rule.capsule_interval")
                         .values({"t from", "t to", "d_G", "d_H"})
                         .decides(overlap)
                         .showWorld()
                         .labels({"axis part*"})
                         .build());
}

void addEllipseExactStages(const Trace& trace, bool overlap, std::vector<Stage>& stages)
{
    stages.push_back(StageBuilder(trace, "steps.stage.unit_space")
                         .formula("T(ellipse) = unit circle,   T(other) meets |p| <= 1 ?")
                         .rule("steps.rule.unit_space")
                         .values({"distance from origin to T(E1) (unit-circle space)"})
                         .verdict(overlap ? "steps.verdict.contact" : "steps.verdict.no_contact")
                         .show({Overlay::EllipseSpace})
                         .build());
    stages.push_back(StageBuilder(trace, "steps.stage.true_distance")
                         .rule("steps.rule.true_distance")
                         .values({"true signed distance", "signed distance", "proven lower bound of min h",
                                  "support evaluations"})
                         .decides(overlap)
                         .showWorld()
                         .show({Overlay::ClosestPoints})
                         .build());
}

} // namespace

std::vector<Stage> buildStages(const Trace& trace, std::string_view algorithm, ShapeKind first,
                               ShapeKind second, bool overlap)
{
    (void)first;
    (void)second;
    std::vector<Stage> stages;
    if (algorithm == "hwang-tsai-published" || algorithm == "hwang-tsai-repaired")
    {
        addHwangTsaiStages(trace, algorithm, overlap, stages);
    }
    else if (algorithm == "gjk")
    {
        addGjkStages(trace, overlap, stages);
    }
    else if (algorithm == "segment-quadratic")
    {
        addSegmentCircleQuadraticStages(trace, overlap, stages);
    }
    else if (algorithm == "orientation-strict" || algorithm == "orientation-closed")
    {
        addOrientationStages(trace, algorithm, overlap, stages);
    }
    else if (algorithm == "fan-exact" || algorithm.starts_with("thesis-fan") ||
             algorithm == "thesis-point-in-fan")
    {
        addFanStages(trace, algorithm, overlap, stages);
    }
    else if (algorithm == "ellipse-affine-exact")
    {
        addEllipseExactStages(trace, overlap, stages);
    }
    else if (algorithm == "aabb")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.boxes")
                             .formula("[min x, max x] x [min y, max y]")
                             .rule("steps.rule.boxes")
                             .showWorld()
                             .build());
        addAxisStages(trace, algorithm, stages);
        stages.push_back(StageBuilder(trace, "steps.stage.verdict")
                             .rule("steps.rule.boxes_verdict")
                             .decides(overlap)
                             .showWorld()
                             .show({Overlay::SatAxes})
                             .build());
    }
    else if (algorithm == "center-distance")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.centre_distance")
                             .formula("|c1 - c2| <= r1 + r2 ?")
                             .rule("steps.rule.centre_distance")
                             .values({"centre distance", "r1 + r2"})
                             .decides(overlap)
                             .showWorld()
                             .build());
    }
    else if (algorithm == "closest-point")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.clamped_point")
                             .formula("t = clamp((C - A).(B - A) / |B - A|^2, 0, 1)\n"
                                      "|A + t (B - A) - C| <= r ?")
                             .rule("steps.rule.closest_point")
                             .values({"t (clamped)", "distance", "r"})
                             .decides(overlap)
                             .showWorld()
                             .build());
    }
    else if (algorithm == "crosses-boundary")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.boundary")
                             .formula("closest distance <= r  and  (|AC| >= r  or  |BC| >= r) ?")
                             .rule("steps.rule.crosses_boundary")
                             .values({"closest distance", "|AC|", "|BC|", "r"})
                             .decides(overlap)
                             .showWorld()
                             .build());
    }
    else if (algorithm == "thesis-point-in-rect")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.cross_products")
                             .formula("C_i = (V_i+1 - V_i) x (P - V_i),   V_i = E, F, G, H")
                             .rule("steps.rule.cross_products")
                             .values({"C_E", "C_F", "C_G", "C_H"})
                             .decides(overlap)
                             .build());
    }
    else if (algorithm == "thesis-parametric" || algorithm == "thesis-parametric-as-printed")
    {
        stages.push_back(StageBuilder(trace, "steps.stage.parameters")
                             .formula("a1 + s (a2 - a1) = b1 + t (b2 - b1),   0 <= s <= 1,  0 <= t <= 1 ?")
                             .rule("steps.rule.parameters")
                             .values({"s", "t"})
                             .decides(overlap)
                             .showWorld()
                             .build());
    }
    else if (!trace.axes.empty())
    {
        // polygon-sat, obb-projection-radii, and the exact closest-features of the polygonal family.
        addAxisStages(trace, algorithm, stages);
        if (algorithm == "polygon-sat" || algorithm == "obb-projection-radii")
        {
            stages.push_back(
                StageBuilder(trace, "steps.stage.verdict")
                    .rule(algorithm == "polygon-sat" ? "steps.rule.sat_verdict" : "steps.rule.obb_verdict")
                    .values({"least overlap"})
                    .decides(overlap)
                    .show({Overlay::SatAxes})
                    .build());
        }
    }
    const bool decided =
        std::any_of(stages.begin(), stages.end(),
                    [](const Stage& s) { return !s.note.empty() || s.verdictKey != nullptr; });
    if (stages.empty() || !decided || algorithm == "closest-features")
    {
        stages.push_back(
            StageBuilder(trace, has(trace, "signed distance") ? "steps.stage.closest" : "steps.stage.verdict")
                .rule(has(trace, "signed distance") ? "steps.rule.signed_distance" : nullptr)
                .allValues()
                .decides(overlap)
                .showWorld()
                .show({Overlay::ClosestPoints})
                .build());
    }
    return stages;
}

std::vector<Stage> buildStages(const PairInspection& inspection)
{
    if (!inspection.algorithm)
    {
        return {};
    }
    const Algorithm& algorithm = *inspection.algorithm;
    return buildStages(inspection.trace, algorithm.name, algorithm.first, algorithm.second,
                       inspection.answer.overlap);
}

namespace
{

double degrees(double radians)
{
    return radians * 180.0 / kPi;
}

void addCcdNumber(Stage& stage, std::string name, double value, std::size_t piece = 0)
{
    StageNumberSource source{StageNumberSource::Kind::Ccd, name, piece};
    stage.numbers.push_back({std::move(name), value, std::move(source)});
}

} // namespace

RotationalMotion ccdPiece(const RotationalMotion& motion, std::size_t piece, std::size_t count)
{
    const double n = static_cast<double>(std::max<std::size_t>(count, 1));
    return RotationalMotion{poseAt(motion, static_cast<double>(piece) / n), motion.pivot, motion.angle / n};
}

std::optional<std::size_t> ccdStepsTarget(const Document& document, const CcdState& ccd)
{
    if (ccd.targets.empty())
    {
        return std::nullopt;
    }
    for (std::size_t selected : document.selection())
    {
        for (std::size_t t = 0; t < ccd.targets.size(); ++t)
        {
            if (ccd.targets[t].shape == selected)
            {
                return t;
            }
        }
    }
    // A target the box touches from the start asks nothing of the sweep: one it reaches later comes first.
    const auto earlier = [&](std::size_t a, std::size_t b)
    {
        const SweepHit& x = ccd.targets[a].report.exact;
        const SweepHit& y = ccd.targets[b].report.exact;
        return (x.fraction > 0.0) != (y.fraction > 0.0) ? x.fraction > 0.0 : x.fraction < y.fraction;
    };
    std::optional<std::size_t> first;
    for (std::size_t t = 0; t < ccd.targets.size(); ++t)
    {
        if (ccd.targets[t].report.exact.hit && (!first || earlier(t, *first)))
        {
            first = t;
        }
    }
    return first ? first : std::optional<std::size_t>(0);
}

std::vector<Stage> buildCcdStages(const Document& document, const CcdState& ccd)
{
    const auto targetIndex = ccdStepsTarget(document, ccd);
    if (!targetIndex)
    {
        return {};
    }
    const CcdTarget& target = ccd.targets[*targetIndex];
    const Shape& targetShape = document.shape(target.shape).shape;
    const RotationalMotion& motion = ccd.motion;
    const std::string names = document.shape(ccd.movingShape).id + " -> " + document.shape(target.shape).id;
    std::vector<Stage> stages;

    // The whole step: what turns, about which point, by how much, and the scene's own CCD overlays.
    Stage whole;
    whole.nameKey = "steps.stage.ccd_motion";
    whole.detail = names;
    whole.formula = "pose(t) = box turned about O by t a,   t in [0, 1]\n"
                    "pieces: t in [k/n, (k+1)/n],  k = 0 .. n-1";
    whole.ruleKey = "steps.rule.ccd_motion";
    addCcdNumber(whole, "O.x", motion.pivot.x);
    addCcdNumber(whole, "O.y", motion.pivot.y);
    addCcdNumber(whole, "a (deg)", degrees(motion.angle));
    addCcdNumber(whole, "n", static_cast<double>(kCcdStepPieces));
    whole.view.ccd = true;
    stages.push_back(std::move(whole));

    const std::size_t n = kCcdStepPieces;
    for (std::size_t k = 0; k < n; ++k)
    {
        const RotationalMotion piece = ccdPiece(motion, k, n);
        const Fan fan = conservativeFan(piece);
        Stage stage;
        stage.nameKey = "steps.stage.ccd_piece";
        stage.detail = std::to_string(k + 1) + " / " + std::to_string(n);
        stage.formula = "t in [t0, t1],  turn in [t0 a, t1 a]\n"
                        "fan: r = min |x - O|,  R = max |x - O|  (x in the box)\n"
                        "fan meets target ?  then  sweep of the piece meets target ?";
        stage.ruleKey = "steps.rule.ccd_piece";
        const double t0 = static_cast<double>(k) / static_cast<double>(n);
        const double t1 = static_cast<double>(k + 1) / static_cast<double>(n);
        addCcdNumber(stage, "t0", t0, k);
        addCcdNumber(stage, "t1", t1, k);
        addCcdNumber(stage, "turn from (deg)", degrees(t0 * motion.angle), k);
        addCcdNumber(stage, "turn to (deg)", degrees(t1 * motion.angle), k);
        addCcdNumber(stage, "r", fan.innerRadius, k);
        addCcdNumber(stage, "R", fan.outerRadius, k);
        addCcdNumber(stage, "fan axis (deg)", degrees(fan.angle), k);
        addCcdNumber(stage, "fan half angle (deg)", degrees(fan.halfAngle), k);
        if (!ccdHit(CcdMethod::ConservativeFan, piece, targetShape))
        {
            stage.verdictKey = "steps.verdict.ccd_fan_misses";
        }
        else
        {
            stage.verdictKey = ccdHit(CcdMethod::Exact, piece, targetShape) ? "steps.verdict.ccd_piece_hits"
                                                                            : "steps.verdict.ccd_fan_only";
        }
        stage.view.ccd = true;
        stage.view.ccdPiece = k;
        stages.push_back(std::move(stage));
    }

    const SweepHit& hit = target.report.exact;
    Stage impact;
    impact.nameKey = "steps.stage.ccd_impact";
    impact.detail = names;
    impact.formula = "t* = min { t in [0, 1] : pose(t) meets target },   turn = t* a";
    impact.ruleKey = "steps.rule.ccd_impact";
    if (hit.hit)
    {
        addCcdNumber(impact, "t*", hit.fraction);
        addCcdNumber(impact, "turn (deg)", degrees(hit.fraction * motion.angle));
        addCcdNumber(impact, "x", hit.point.x);
        addCcdNumber(impact, "y", hit.point.y);
        impact.verdictKey = hit.grazing ? "steps.verdict.ccd_grazes" : "steps.verdict.ccd_impact";
    }
    else
    {
        impact.verdictKey = "steps.verdict.ccd_no_impact";
    }
    impact.view.ccd = true;
    impact.view.ccdImpact = true;
    stages.push_back(std::move(impact));
    return stages;
}

std::vector<Stage> buildStages(const Document& document, const SceneAnalysis& analysis)
{
    if (const auto& ccd = analysis.ccd())
    {
        return buildCcdStages(document, *ccd);
    }
    if (const auto& inspection = analysis.inspection())
    {
        return buildStages(*inspection);
    }
    return {};
}

namespace
{

bool labelShown(const std::string& label, const std::vector<std::string>& prefixes)
{
    if (prefixes.empty())
    {
        return true;
    }
    return std::any_of(prefixes.begin(), prefixes.end(),
                       [&](const std::string& prefix)
                       {
                           if (!prefix.empty() && prefix.back() == '*')
                           {
                               return label.starts_with(
                                   std::string_view(prefix).substr(0, prefix.size() - 1));
                           }
                           return label == prefix;
                       });
}

template <typename Element>
void keepLabelled(std::vector<Element>& elements, const std::vector<std::string>& prefixes)
{
    std::erase_if(elements, [&](const Element& e) { return !labelShown(e.label, prefixes); });
}

void filterLayer(TraceLayer& layer, const std::vector<std::string>& prefixes)
{
    keepLabelled(layer.points, prefixes);
    keepLabelled(layer.segments, prefixes);
    keepLabelled(layer.ellipses, prefixes);
    keepLabelled(layer.polylines, prefixes);
}

} // namespace

Trace stageTrace(const Trace& trace, const StageView& view)
{
    Trace cut = trace;
    if (view.axis && *view.axis < trace.axes.size())
    {
        cut.axes = {trace.axes[*view.axis]};
    }
    if (view.lastSimplex && *view.lastSimplex < trace.simplices.size())
    {
        const std::size_t kept = *view.lastSimplex + 1;
        cut.simplices.resize(kept);
        cut.simplexDirections.resize(std::min(kept, cut.simplexDirections.size()));
    }
    if (!view.world)
    {
        cut.world = TraceLayer{};
    }
    filterLayer(cut.world, view.labels);
    for (TraceSpace& space : cut.spaces)
    {
        filterLayer(space.layer, view.labels);
    }
    return cut;
}

std::size_t clampStage(long long index, std::size_t count)
{
    if (count == 0 || index < 0)
    {
        return 0;
    }
    return std::min(static_cast<std::size_t>(index), count - 1);
}

long long steppedStage(long long current, int delta, std::size_t count)
{
    const long long shown = static_cast<long long>(clampStage(current, count));
    return static_cast<long long>(clampStage(shown + delta, count));
}

} // namespace hitlab
