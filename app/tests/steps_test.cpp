// The step-through model (model/steps.hpp): every number a stage shows is the trace's own value for
// that pair, every stage's words are in the string table, and each stage's cut of the trace keeps
// only what the stage is about.
#include "i18n/ui_text.hpp"
#include "model/steps.hpp"

#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <string>

namespace hitlab
{
namespace
{

// The trace's number for a source, looked up here independently of the model.
bool traceHolds(const Trace& trace, const StageNumber& number)
{
    const StageNumberSource& source = number.source;
    using Kind = StageNumberSource::Kind;
    switch (source.kind)
    {
    case Kind::Value:
        for (const TraceValue& value : trace.values)
        {
            if (value.name == source.valueName)
            {
                // The first value of that name: the one a reader of the trace sees first.
                return value.value == number.value && number.name == value.name;
            }
        }
        return false;
    case Kind::AxisMinA:
        return source.index < trace.axes.size() && trace.axes[source.index].minA == number.value;
    case Kind::AxisMaxA:
        return source.index < trace.axes.size() && trace.axes[source.index].maxA == number.value;
    case Kind::AxisMinB:
        return source.index < trace.axes.size() && trace.axes[source.index].minB == number.value;
    case Kind::AxisMaxB:
        return source.index < trace.axes.size() && trace.axes[source.index].maxB == number.value;
    case Kind::DirectionX:
        return source.index < trace.simplexDirections.size() &&
               trace.simplexDirections[source.index].x == number.value;
    case Kind::DirectionY:
        return source.index < trace.simplexDirections.size() &&
               trace.simplexDirections[source.index].y == number.value;
    case Kind::Ccd: // a CCD stage's numbers come from the sweep, not from a pair's trace
        return false;
    }
    return false;
}

bool inTable(const char* key)
{
    for (const auto table : allUiStrings())
    {
        for (const UiString& row : table)
        {
            if (row.key == key)
            {
                return std::strlen(row.english) > 0 && std::strlen(row.japanese) > 0;
            }
        }
    }
    return false;
}

struct Case
{
    const Algorithm* algorithm;
    Shape a;
    Shape b;
};

// Random fixed-seed pairs of every registered row, near each other so that both answers occur.
std::vector<Case> randomCases(int perRow)
{
    std::mt19937_64 rng(20261123);
    RandomShapeOptions options;
    options.boxMin = {0.0, 0.0};
    options.boxMax = {160.0, 160.0};
    options.minSize = 40.0;
    options.maxSize = 180.0;
    std::vector<Case> cases;
    for (const Algorithm& algorithm : algorithms())
    {
        for (int i = 0; i < perRow; ++i)
        {
            cases.push_back({&algorithm, randomShape(algorithm.first, rng, options),
                             randomShape(algorithm.second, rng, options)});
        }
    }
    return cases;
}

TEST(Steps, EveryNumberAStageShowsIsTheTracesValueForThatPair)
{
    std::size_t numbers = 0;
    std::set<std::string> withStages;
    for (const Case& c : randomCases(12))
    {
        Trace trace;
        const AlgorithmResult result = runAlgorithm(*c.algorithm, c.a, c.b, &trace);
        const std::vector<Stage> stages =
            buildStages(trace, c.algorithm->name, kindOf(c.a), kindOf(c.b), result.overlap);
        ASSERT_FALSE(stages.empty()) << c.algorithm->name;
        withStages.insert(std::string(c.algorithm->name));
        // A trace recorded again for the same pair: the numbers are the pair's, not the first run's.
        Trace again;
        runAlgorithm(*c.algorithm, c.a, c.b, &again);
        for (std::size_t s = 0; s < stages.size(); ++s)
        {
            for (const StageNumber& number : stages[s].numbers)
            {
                EXPECT_TRUE(traceHolds(again, number))
                    << c.algorithm->name << " stage " << s << " (" << stages[s].nameKey
                    << "): " << number.name << " = " << number.value;
                ++numbers;
            }
        }
    }
    EXPECT_GT(numbers, 5000u);
    EXPECT_EQ(withStages.size(),
              []
              {
                  std::set<std::string> names;
                  for (const Algorithm& a : algorithms())
                  {
                      names.insert(std::string(a.name));
                  }
                  return names.size();
              }());
}

TEST(Steps, EveryStageIsNamedInBothLanguagesAndTheLastOneDecides)
{
    for (const Case& c : randomCases(3))
    {
        Trace trace;
        const AlgorithmResult result = runAlgorithm(*c.algorithm, c.a, c.b, &trace);
        const std::vector<Stage> stages =
            buildStages(trace, c.algorithm->name, kindOf(c.a), kindOf(c.b), result.overlap);
        for (const Stage& stage : stages)
        {
            EXPECT_TRUE(inTable(stage.nameKey)) << c.algorithm->name << ": " << stage.nameKey;
            if (stage.ruleKey)
            {
                EXPECT_TRUE(inTable(stage.ruleKey)) << c.algorithm->name << ": " << stage.ruleKey;
            }
            if (stage.verdictKey)
            {
                EXPECT_TRUE(inTable(stage.verdictKey)) << c.algorithm->name << ": " << stage.verdictKey;
            }
            EXPECT_TRUE(std::any_of(stage.view.overlays.begin(), stage.view.overlays.end(),
                                    [](bool on) { return on; }) ||
                        !stage.numbers.empty())
                << c.algorithm->name << ": " << stage.nameKey << " shows nothing";
        }
        const Stage& last = stages.back();
        ASSERT_NE(last.verdictKey, nullptr) << c.algorithm->name;
        EXPECT_STREQ(last.verdictKey, result.overlap ? "steps.verdict.contact" : "steps.verdict.no_contact")
            << c.algorithm->name;
    }
}

// A registered method run on a and b with its trace, and the stages the Steps panel makes of them.
struct Walk
{
    Trace trace;
    std::vector<Stage> stages;
    bool answer = false; // the method's: do the shapes overlap
};

Walk walkMethod(const Shape& a, const Shape& b, std::string_view method)
{
    Walk walk;
    const Algorithm* row = findAlgorithm(kindOf(a), kindOf(b), method);
    EXPECT_NE(row, nullptr) << method;
    if (row)
    {
        const AlgorithmResult result = runAlgorithm(*row, a, b, &walk.trace);
        walk.stages = buildStages(walk.trace, row->name, kindOf(a), kindOf(b), result.overlap);
        walk.answer = result.overlap;
    }
    return walk;
}

// Two axis-aligned boxes, apart along x: the OBB method's first axis separates.
TEST(Steps, ObbStagesWalkTheFourAxesWithTheirProjectionRadii)
{
    const Rect a{{0.0, 0.0}, 100.0, 60.0, 0.0};
    const Rect b{{150.0, 10.0}, 80.0, 40.0, 0.3};
    const auto [trace, stages, answer] = walkMethod(a, b, "obb-projection-radii");
    ASSERT_EQ(stages.size(), 5u); // n1, t1, n2, t2, the answer
    EXPECT_STREQ(stages[0].nameKey, "steps.stage.axis");
    EXPECT_EQ(stages[0].detail, "1 / 4: n1");
    EXPECT_NE(stages[0].formula.find("d3 = d0 + d1 - d2"), std::string::npos);
    ASSERT_GE(stages[0].numbers.size(), 4u);
    EXPECT_EQ(stages[0].numbers[0].name, "d0 n1");
    EXPECT_EQ(stages[0].numbers[0].value, 50.0); // half of a's width along its own axis
    EXPECT_STREQ(stages[0].verdictKey,
                 trace.axes[0].separating ? "steps.verdict.separates" : "steps.verdict.overlaps");
    // The stage's cut shows its axis alone.
    const Trace cut = stageTrace(trace, stages[2].view);
    ASSERT_EQ(cut.axes.size(), 1u);
    EXPECT_EQ(cut.axes[0].label, "n2");
    EXPECT_TRUE(stages[2].view.shows(Overlay::SatAxes));
    EXPECT_FALSE(stages[2].view.shows(Overlay::EllipseSpace));
}

// After an axis has separated the shapes, an overlapping axis no longer says "go on": the answer is known.
TEST(Steps, AnAxisAfterASeparatingOneSaysTheShapesAreAlreadyApart)
{
    const Rect a{{0.0, 0.0}, 100.0, 60.0, 0.0};
    const Rect b{{150.0, 10.0}, 80.0, 40.0, 0.3}; // apart along a's x axis only
    const auto [trace, stages, answer] = walkMethod(a, b, "obb-projection-radii");
    ASSERT_EQ(stages.size(), 5u);
    ASSERT_TRUE(trace.axes[0].separating);
    ASSERT_FALSE(trace.axes[1].separating);
    EXPECT_STREQ(stages[0].verdictKey, "steps.verdict.separates");
    EXPECT_STREQ(stages[1].verdictKey, "steps.verdict.overlaps_already_apart");
    // A polygon SAT walk: "go on" exactly until the first separating axis.
    const auto [polygonTrace, polygonStages, polygonAnswer] =
        walkMethod(Polygon{{{0.0, 0.0}, {100.0, 0.0}, {100.0, 100.0}, {0.0, 100.0}}},
                   Polygon{{{90.0, 150.0}, {200.0, 130.0}, {150.0, 220.0}}}, "polygon-sat");
    bool separated = false;
    for (std::size_t i = 0; i < polygonTrace.axes.size(); ++i)
    {
        const char* expected = polygonTrace.axes[i].separating ? "steps.verdict.separates"
                               : separated                     ? "steps.verdict.overlaps_already_apart"
                                                               : "steps.verdict.overlaps";
        EXPECT_STREQ(polygonStages[i].verdictKey, expected) << i;
        separated = separated || polygonTrace.axes[i].separating;
    }
    EXPECT_TRUE(separated);
    EXPECT_FALSE(polygonAnswer);
}

TEST(Steps, HwangTsaiStagesShowTheirPartOfTheUnitCircleSpace)
{
    const Ellipse e1{{0.0, 0.0}, 80.0, 30.0, 0.4};
    const Ellipse e2{{90.0, 40.0}, 50.0, 20.0, -0.2};
    const auto [trace, stages, answer] = walkMethod(e1, e2, "hwang-tsai-published");
    ASSERT_EQ(stages.size(), 6u);
    EXPECT_STREQ(stages[0].nameKey, "steps.stage.ht_map");
    EXPECT_EQ(stages[0].numbers.size(), 6u); // nx, ny, px, py, ox, oy
    EXPECT_STREQ(stages[1].nameKey, "steps.stage.ht_conic");
    EXPECT_EQ(stages[1].numbers.size(), 6u); // A, B, D, E, F, G
    EXPECT_STREQ(stages[5].nameKey, "steps.stage.ht_judge");
    EXPECT_EQ(stages[5].numbers.at(0).name, "judge value");

    // The map stage shows the unit circle and the origin, not T(E1) yet.
    const Trace map = stageTrace(trace, stages[0].view);
    ASSERT_EQ(map.spaces.size(), 1u);
    ASSERT_EQ(map.spaces[0].layer.ellipses.size(), 1u);
    EXPECT_EQ(map.spaces[0].layer.ellipses[0].label, "E2 (unit circle)");
    // The judge stage: the +1 ellipse and the true offset curve.
    const Trace judge = stageTrace(trace, stages[5].view);
    ASSERT_EQ(judge.spaces[0].layer.ellipses.size(), 1u);
    EXPECT_EQ(judge.spaces[0].layer.ellipses[0].label, "T(E1) +1");
    EXPECT_EQ(judge.spaces[0].layer.polylines.size(), 1u);
}

TEST(Steps, GjkStagesAreTheSimplicesOneByOneWithTheirDirections)
{
    const Circle a{{0.0, 0.0}, 30.0};
    const Rect b{{80.0, 20.0}, 60.0, 40.0, 0.5};
    const auto [trace, stages, answer] = walkMethod(a, b, "gjk");
    ASSERT_EQ(trace.simplexDirections.size(), trace.simplices.size());
    ASSERT_EQ(stages.size(), trace.simplices.size() + 1);
    const Trace second = stageTrace(trace, stages[1].view);
    EXPECT_EQ(second.simplices.size(), 2u);
    EXPECT_TRUE(second.world.points.empty()); // the answer's witness points wait for the last stage
    EXPECT_FALSE(stageTrace(trace, stages.back().view).world.points.empty());
    EXPECT_EQ(stages[0].numbers.size(), 2u); // d.x, d.y
    EXPECT_STREQ(stages[0].verdictKey, "steps.verdict.search_on");
}

// Overlapping cores: EPA's polygon is a stage of its own, with EPA's rule and depth, after GJK's
// iterations, which are counted without it.
TEST(Steps, EpaIsAStageOfItsOwnAfterGjksIterations)
{
    const Polygon a{{{-60.0, -40.0}, {60.0, -40.0}, {70.0, 30.0}, {0.0, 60.0}, {-70.0, 30.0}}};
    const Ellipse b{{50.0, 10.0}, 60.0, 30.0, 0.4};
    const auto [trace, stages, answer] = walkMethod(a, b, "gjk");
    ASSERT_TRUE(answer);
    ASSERT_FALSE(trace.simplices.empty());
    ASSERT_EQ(trace.simplices.back().label, kEpaPolytopeLabel);
    const std::size_t iterations = trace.simplices.size() - 1;
    ASSERT_EQ(stages.size(), iterations + 2); // the iterations, EPA, the answer
    for (std::size_t i = 0; i < iterations; ++i)
    {
        EXPECT_STREQ(stages[i].nameKey, "steps.stage.simplex");
        EXPECT_EQ(stages[i].detail.substr(0, stages[i].detail.find(':')),
                  std::to_string(i + 1) + " / " + std::to_string(iterations));
    }
    EXPECT_STREQ(stages[iterations - 1].verdictKey, "steps.verdict.origin_enclosed");
    const Stage& epa = stages[iterations];
    EXPECT_STREQ(epa.nameKey, "steps.stage.epa");
    EXPECT_STREQ(epa.ruleKey, "steps.rule.epa");
    EXPECT_STREQ(epa.verdictKey, "steps.verdict.epa_depth");
    EXPECT_EQ(epa.detail, kEpaPolytopeLabel);
    ASSERT_EQ(epa.numbers.size(), 1u);
    EXPECT_EQ(epa.numbers[0].name, "core penetration depth (EPA)");
    EXPECT_TRUE(traceHolds(trace, epa.numbers[0]));
    EXPECT_GT(epa.numbers[0].value, 0.0);
    // It shows the polygon, after every simplex, and not yet the answer's witness points.
    const Trace cut = stageTrace(trace, epa.view);
    EXPECT_EQ(cut.simplices.size(), trace.simplices.size());
    EXPECT_TRUE(cut.world.points.empty());
    EXPECT_NE(uiText("steps.rule.epa", UiLanguage::Japanese), uiText("steps.rule.epa", UiLanguage::English));
    EXPECT_NE(uiStageDetail(epa.detail, UiLanguage::Japanese), epa.detail);
}

TEST(Steps, SegmentCircleQuadraticHasItsCoefficientsDiscriminantAndRoots)
{
    const Circle c{{0.0, 0.0}, 50.0};
    const Segment s{{-100.0, 10.0}, {100.0, 20.0}};
    const auto [trace, stages, answer] = walkMethod(c, s, "segment-quadratic");
    ASSERT_EQ(stages.size(), 3u);
    ASSERT_EQ(stages[0].numbers.size(), 3u);
    EXPECT_EQ(stages[0].numbers[0].name, "a");
    EXPECT_EQ(stages[1].numbers.at(0).name, "D");
    EXPECT_STREQ(stages[1].verdictKey, "steps.verdict.line_meets");
    EXPECT_EQ(stages[2].numbers.size(), 2u);
    EXPECT_TRUE(answer);
}

// The words a stage takes from the trace (an axis's or a simplex's label, the method's notes) are shown in
// Japanese too: every note line and every label phrase has a row in the trace tables.
TEST(Steps, TheTracesWordsInAStageAreTranslated)
{
    for (const Case& c : randomCases(3))
    {
        Trace trace;
        const AlgorithmResult result = runAlgorithm(*c.algorithm, c.a, c.b, &trace);
        for (const Stage& stage : buildStages(trace, c.algorithm->name, kindOf(c.a), kindOf(c.b), result.overlap))
        {
            const std::size_t colon = stage.detail.find(": ");
            if (colon != std::string::npos && stage.detail.find(' ', colon + 2) != std::string::npos)
            {
                EXPECT_NE(uiStageDetail(stage.detail, UiLanguage::Japanese), stage.detail) << c.algorithm->name;
            }
            std::size_t start = 0;
            while (start < stage.note.size())
            {
                const std::size_t end = std::min(stage.note.find('\n', start), stage.note.size());
                const std::string line = stage.note.substr(start, end - start);
                EXPECT_NE(uiTraceNote(line, UiLanguage::Japanese), line) << c.algorithm->name;
                start = end + 1;
            }
            EXPECT_EQ(uiStageNote(stage.note, UiLanguage::English), stage.note);
        }
    }
}

TEST(StepsSceneKey, StepsTrueIsReadWrittenAndAnythingElseRefused)
{
    const std::string shapes = R"("shapes": [{"type": "circle", "cx": 0, "cy": 0, "r": 1}])";
    const auto on = io::sceneFromText("{" + shapes + R"(, "steps": true})");
    ASSERT_TRUE(on) << on.error;
    EXPECT_TRUE(on.value->steps);
    EXPECT_EQ(io::sceneToJson(*on.value)["steps"], true);
    const auto absent = io::sceneFromText("{" + shapes + "}");
    ASSERT_TRUE(absent) << absent.error;
    EXPECT_FALSE(absent.value->steps);
    EXPECT_FALSE(io::sceneToJson(*absent.value).contains("steps"));
    const auto bad = io::sceneFromText("{" + shapes + R"(, "steps": "yes"})");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error.find("steps: must be true or false"), std::string::npos) << bad.error;
}

TEST(Steps, TheStageIndexStaysInRange)
{
    EXPECT_EQ(clampStage(-3, 5), 0u);
    EXPECT_EQ(clampStage(2, 5), 2u);
    EXPECT_EQ(clampStage(9, 5), 4u);
    EXPECT_EQ(clampStage(4, 0), 0u);
    // A step from a stage beyond the current count starts from the last one shown.
    EXPECT_EQ(steppedStage(7, -1, 3), 1);
    EXPECT_EQ(steppedStage(2, 1, 3), 2);
    EXPECT_EQ(steppedStage(0, -1, 3), 0);
}

// --- Rotational CCD: the motion walked piece by piece, then the first impact -------------------------

double deg(double radians)
{
    return radians * 180.0 / kPi;
}

std::map<std::string, double> numbersOf(const Stage& stage)
{
    std::map<std::string, double> numbers;
    for (const StageNumber& number : stage.numbers)
    {
        EXPECT_EQ(number.source.kind, StageNumberSource::Kind::Ccd) << number.name;
        EXPECT_TRUE(numbers.emplace(number.name, number.value).second) << "twice: " << number.name;
    }
    return numbers;
}

// Every number of every CCD stage is the sweep's own value, computed here from core alone (the piece's
// motion and fan, the exact first impact); every verdict is core's answer for that piece; and dense
// sampling of the poses (an oracle that knows nothing of fans or sweeps) agrees with the verdicts.
void checkCcdStages(const Document& document, std::size_t targetShape)
{
    const auto ccd = computeCcd(document);
    ASSERT_TRUE(ccd);
    const RotationalMotion& motion = ccd->motion;
    const Shape& target = document.shape(targetShape).shape;
    const std::vector<Stage> stages = buildCcdStages(document, *ccd);
    const std::size_t n = kCcdStepPieces;
    ASSERT_EQ(stages.size(), n + 2);
    for (const Stage& stage : stages)
    {
        EXPECT_TRUE(inTable(stage.nameKey)) << stage.nameKey;
        EXPECT_TRUE(stage.ruleKey && inTable(stage.ruleKey));
        EXPECT_TRUE(stage.verdictKey == nullptr || inTable(stage.verdictKey)) << stage.verdictKey;
        EXPECT_TRUE(stage.view.ccd);
        EXPECT_FALSE(stage.formula.empty());
    }
    const std::string names = document.shape(ccd->movingShape).id + " -> " + document.shape(targetShape).id;

    const Stage& whole = stages.front();
    EXPECT_STREQ(whole.nameKey, "steps.stage.ccd_motion");
    EXPECT_EQ(whole.detail, names);
    EXPECT_FALSE(whole.view.ccdPiece);
    EXPECT_FALSE(whole.view.ccdImpact);
    const auto w = numbersOf(whole);
    EXPECT_EQ(w.size(), 4u);
    EXPECT_EQ(w.at("O.x"), document.scene().motion->pivot.x);
    EXPECT_EQ(w.at("O.y"), document.scene().motion->pivot.y);
    EXPECT_EQ(w.at("a (deg)"), deg(document.scene().motion->angle));
    EXPECT_EQ(w.at("n"), static_cast<double>(n));

    const SweepHit impact = sweepFirstHit(motion, target);
    int firstHitPiece = -1;
    for (std::size_t k = 0; k < n; ++k)
    {
        const Stage& stage = stages[k + 1];
        EXPECT_STREQ(stage.nameKey, "steps.stage.ccd_piece");
        EXPECT_EQ(stage.detail, std::to_string(k + 1) + " / " + std::to_string(n));
        ASSERT_TRUE(stage.view.ccdPiece);
        EXPECT_EQ(*stage.view.ccdPiece, k);
        const double t0 = static_cast<double>(k) / static_cast<double>(n);
        const double t1 = static_cast<double>(k + 1) / static_cast<double>(n);
        const RotationalMotion piece{poseAt(motion, t0), motion.pivot, motion.angle / static_cast<double>(n)};
        const Fan fan = conservativeFan(piece);
        const auto numbers = numbersOf(stage);
        EXPECT_EQ(numbers.size(), 8u);
        EXPECT_EQ(numbers.at("t0"), t0);
        EXPECT_EQ(numbers.at("t1"), t1);
        EXPECT_EQ(numbers.at("turn from (deg)"), deg(t0 * motion.angle));
        EXPECT_EQ(numbers.at("turn to (deg)"), deg(t1 * motion.angle));
        EXPECT_EQ(numbers.at("r"), fan.innerRadius);
        EXPECT_EQ(numbers.at("R"), fan.outerRadius);
        EXPECT_EQ(numbers.at("fan axis (deg)"), deg(fan.angle));
        EXPECT_EQ(numbers.at("fan half angle (deg)"), deg(fan.halfAngle));

        const bool fanHits = ccdHit(CcdMethod::ConservativeFan, piece, target);
        const bool sweepHits = sweepFirstHit(piece, target).hit;
        const std::string verdict = stage.verdictKey;
        EXPECT_EQ(verdict, !fanHits    ? "steps.verdict.ccd_fan_misses"
                           : sweepHits ? "steps.verdict.ccd_piece_hits"
                                       : "steps.verdict.ccd_fan_only")
            << "piece " << k;
        // The oracle: poses densely sampled over the piece, each tested as a plain overlap.
        bool sampledHit = false;
        double nearest = std::numeric_limits<double>::infinity();
        constexpr int kSamples = 240;
        for (int i = 0; i <= kSamples; ++i)
        {
            const Rect pose = poseAt(motion, t0 + (t1 - t0) * i / kSamples);
            sampledHit = sampledHit || overlap(Shape(pose), target);
            nearest = std::min(nearest, distance(Shape(pose), target).value);
        }
        if (sampledHit)
        {
            EXPECT_EQ(verdict, "steps.verdict.ccd_piece_hits") << "piece " << k;
        }
        if (verdict == "steps.verdict.ccd_fan_misses")
        {
            EXPECT_FALSE(sampledHit) << "piece " << k;
        }
        if (verdict == "steps.verdict.ccd_piece_hits" && !sampledHit)
        {
            // Between samples only: the closest sampled pose is no farther than one sample's travel.
            const double travel = std::abs(motion.angle) * (t1 - t0) / kSamples * ccd->sweep.conservativeFan.outerRadius;
            EXPECT_LE(nearest, travel + 1e-9) << "piece " << k;
        }
        if (firstHitPiece < 0 && verdict == "steps.verdict.ccd_piece_hits")
        {
            firstHitPiece = static_cast<int>(k);
        }
    }

    const Stage& last = stages.back();
    EXPECT_STREQ(last.nameKey, "steps.stage.ccd_impact");
    EXPECT_TRUE(last.view.ccdImpact);
    EXPECT_FALSE(last.view.ccdPiece);
    const auto numbers = numbersOf(last);
    if (!impact.hit)
    {
        EXPECT_STREQ(last.verdictKey, "steps.verdict.ccd_no_impact");
        EXPECT_TRUE(numbers.empty());
        EXPECT_EQ(firstHitPiece, -1);
        return;
    }
    EXPECT_STREQ(last.verdictKey, impact.grazing ? "steps.verdict.ccd_grazes" : "steps.verdict.ccd_impact");
    EXPECT_EQ(numbers.size(), 4u);
    EXPECT_EQ(numbers.at("t*"), impact.fraction);
    EXPECT_EQ(numbers.at("turn (deg)"), deg(impact.fraction * motion.angle));
    EXPECT_EQ(numbers.at("x"), impact.point.x);
    EXPECT_EQ(numbers.at("y"), impact.point.y);
    // The first piece that hits holds the first impact (its ends shared with the neighbours).
    ASSERT_GE(firstHitPiece, 0);
    EXPECT_GE(impact.fraction, static_cast<double>(firstHitPiece) / n - 1e-12);
    EXPECT_LE(impact.fraction, static_cast<double>(firstHitPiece + 1) / n + 1e-12);
    // At t* the box touches the target (long double would not change this: a tolerance of 1e-7 of the
    // scene's size), and a little before it does not yet, unless it touched from the start.
    const double scale = std::max(1.0, ccd->sweep.conservativeFan.outerRadius);
    EXPECT_LE(distance(Shape(poseAt(motion, impact.fraction)), target).value, 1e-7 * scale);
    if (impact.fraction > 1e-4)
    {
        EXPECT_FALSE(overlap(Shape(poseAt(motion, impact.fraction - 1e-4)), target));
    }
}

Document openScene(const std::string& name)
{
    const std::string path = std::string(HITLAB_SOURCE_DIR) + "/assets/scenes/" + name;
    io::Parsed<Scene> scene = io::loadScene(path);
    EXPECT_TRUE(scene) << scene.error;
    Document document;
    if (scene)
    {
        document.reset(std::move(*scene.value), path);
    }
    return document;
}

TEST(StepsCcd, LessonsWalkEveryTargetPieceByPieceWithTheSweepsNumbers)
{
    for (const char* name : {"lesson_ccd_compare.json", "lesson_ccd_fan.json"})
    {
        Document document = openScene(name);
        const auto ccd = computeCcd(document);
        ASSERT_TRUE(ccd) << name;
        ASSERT_FALSE(ccd->targets.empty());
        // Nothing selected: the target the exact sweep reaches first after the start.
        const auto chosen = ccdStepsTarget(document, *ccd);
        ASSERT_TRUE(chosen);
        const SweepHit& walked = ccd->targets[*chosen].report.exact;
        EXPECT_TRUE(walked.hit);
        EXPECT_GT(walked.fraction, 0.0);
        for (const CcdTarget& target : ccd->targets)
        {
            if (target.report.exact.hit && target.report.exact.fraction > 0.0)
            {
                EXPECT_LE(walked.fraction, target.report.exact.fraction);
            }
        }
        checkCcdStages(document, ccd->targets[*chosen].shape);
        // A selected target is the one walked.
        for (const CcdTarget& target : ccd->targets)
        {
            SCOPED_TRACE(std::string(name) + " " + document.shape(target.shape).id);
            document.select({target.shape});
            const auto again = computeCcd(document);
            EXPECT_EQ(again->targets[*ccdStepsTarget(document, *again)].shape, target.shape);
            checkCcdStages(document, target.shape);
        }
    }
}

TEST(StepsCcd, SeededMotionsAgreeWithSampledPoses)
{
    std::mt19937_64 rng(20261126);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    RandomShapeOptions options;
    options.boxMin = Vec2(-150.0, -150.0);
    options.boxMax = Vec2(150.0, 150.0);
    options.minSize = 10.0;
    options.maxSize = 90.0;
    int hits = 0;
    int misses = 0;
    for (int trial = 0; trial < 40; ++trial)
    {
        Scene scene;
        const Rect box{Vec2(40.0 + 80.0 * unit(rng), -20.0 + 40.0 * unit(rng)), 20.0 + 40.0 * unit(rng),
                       10.0 + 30.0 * unit(rng), 2.0 * kPi * unit(rng)};
        const ShapeKind kind = static_cast<ShapeKind>(trial % kShapeKindCount);
        scene.shapes.push_back({"box", box, {}});
        scene.shapes.push_back({"target", randomShape(kind, rng, options), {}});
        // Turns of either sense, up to one and a half turns.
        scene.motion = SceneMotion{"box", Vec2(-20.0 + 40.0 * unit(rng), -20.0 + 40.0 * unit(rng)),
                                   (unit(rng) - 0.5) * 3.0 * kPi, false};
        Document document;
        document.reset(std::move(scene), "");
        SCOPED_TRACE("trial " + std::to_string(trial));
        checkCcdStages(document, 1);
        (sweepFirstHit(computeCcd(document)->motion, document.shape(1).shape).hit ? hits : misses) += 1;
    }
    // The seeds give both kinds of answer, so both branches above were checked.
    EXPECT_GT(hits, 5);
    EXPECT_GT(misses, 5);
}

TEST(StepsCcd, TheStagesFollowTheScenesMotionAndThePairOtherwise)
{
    Document document = openScene("lesson_ccd_fan.json");
    SceneAnalysis analysis;
    analysis.refresh(document, false);
    ASSERT_TRUE(analysis.ccd());
    const std::vector<Stage> stages = buildStages(document, analysis);
    ASSERT_EQ(stages.size(), kCcdStepPieces + 2);
    EXPECT_STREQ(stages.front().nameKey, "steps.stage.ccd_motion");

    Document plain = openScene("lesson_obb_projection_radii.json");
    SceneAnalysis pairAnalysis;
    plain.select({0, 1});
    pairAnalysis.refresh(plain, false);
    ASSERT_FALSE(pairAnalysis.ccd());
    ASSERT_TRUE(pairAnalysis.inspection());
    const std::vector<Stage> pairStages = buildStages(plain, pairAnalysis);
    const std::vector<Stage> direct = buildStages(*pairAnalysis.inspection());
    ASSERT_EQ(pairStages.size(), direct.size());
    EXPECT_STREQ(pairStages.front().nameKey, direct.front().nameKey);
    EXPECT_FALSE(pairStages.front().view.ccd);
}

} // namespace
} // namespace hitlab
