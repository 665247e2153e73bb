// The error map's cells against the registry run directly at the same world positions, the exact
// methods' maps (never wrong), the reference points the map moves, its cache, and the scene's
// "selection" pair (read, written, refused, followed by the document).
#include "model/document.hpp"
#include "model/error_map.hpp"

#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <gtest/gtest.h>

#include <array>
#include <random>

namespace hitlab
{
namespace
{

// A small canvas, so every cell of every pair can be checked.
ErrorMapGrid smallGrid(View view)
{
    return ErrorMapGrid{view, 64, 48, kErrorMapCellPixels};
}

ErrorMapCell expectedCell(const Algorithm& method, const Shape& moved, const Shape& other)
{
    const bool exact = overlap(moved, other);
    const bool answer = runAlgorithm(method, moved, other).overlap;
    if (exact && answer)
    {
        return ErrorMapCell::BothContact;
    }
    if (!exact && !answer)
    {
        return ErrorMapCell::BothApart;
    }
    return exact ? ErrorMapCell::Missed : ErrorMapCell::FalseContact;
}

TEST(ErrorMap, CellsAreTheMethodAgainstTheExactTestAtTheCellCentres)
{
    std::mt19937_64 rng(20261123);
    const RandomShapeOptions options{{-60.0, -60.0}, {60.0, 60.0}, 20.0, 120.0, 6};
    std::size_t checked = 0;
    std::size_t wrongCells = 0;
    for (const Algorithm& method : algorithms())
    {
        if (method.exact())
        {
            continue;
        }
        for (int round = 0; round < 2; ++round)
        {
            // Both orders: the moved shape may be the row's first or second kind.
            const bool swap = round == 1;
            const Shape first = randomShape(swap ? method.second : method.first, rng, options);
            const Shape second = randomShape(swap ? method.first : method.second, rng, options);
            const ErrorMapGrid grid = smallGrid(View{{0.0, 0.0}, 0.5});
            ErrorMap map;
            ASSERT_TRUE(map.request(first, second, method, grid));
            ASSERT_TRUE(map.advanceToEnd());
            ASSERT_EQ(map.cells().size(), static_cast<std::size_t>(grid.columns() * grid.rows()));
            for (int row = 0; row < grid.rows(); ++row)
            {
                for (int column = 0; column < grid.columns(); ++column)
                {
                    const Vec2 at = grid.cellCentre(column, row);
                    const Shape placed = withReferenceAt(first, at);
                    const ErrorMapCell cell =
                        map.cells()[static_cast<std::size_t>(row * grid.columns() + column)];
                    ASSERT_EQ(cell, expectedCell(method, placed, second))
                        << method.name << " cell " << column << "," << row;
                    wrongCells +=
                        (cell == ErrorMapCell::Missed || cell == ErrorMapCell::FalseContact) ? 1 : 0;
                    ++checked;
                }
            }
        }
    }
    EXPECT_GT(checked, 1000U);
    (void)wrongCells;
}

// Most cells of a wide view hold the moved shape far from the other, where the map answers "both apart"
// without running a method that never reports a false contact: every cell of every row, in both orders,
// is still the method against the exact test run in full.
TEST(ErrorMap, CellsFarFromTheOtherShapeAreTheMethodAgainstTheExactTest)
{
    std::mt19937_64 rng(20261128);
    const RandomShapeOptions options{{-30.0, -30.0}, {30.0, 30.0}, 5.0, 40.0, 6};
    std::size_t farCells = 0;
    std::size_t falseContactsFar = 0;
    struct Case
    {
        const Algorithm* method;
        Shape first;
        Shape second;
    };
    std::vector<Case> cases;
    for (const Algorithm& method : algorithms())
    {
        for (int round = 0; round < 2; ++round)
        {
            // Both orders: the moved shape may be the row's first or second kind.
            const bool swap = round == 1;
            const Shape first = randomShape(swap ? method.second : method.first, rng, options);
            const Shape second = randomShape(swap ? method.first : method.second, rng, options);
            cases.push_back({&method, first, second});
        }
    }
    // The printed denominator of the thesis's segment test finds crossings on the line through the moved
    // segment far past its ends: false contacts with the bounds far apart.
    const Algorithm* asPrinted =
        findAlgorithm(ShapeKind::Segment, ShapeKind::Segment, "thesis-parametric-as-printed");
    ASSERT_NE(asPrinted, nullptr);
    cases.push_back(
        {asPrinted, Segment{{7.76, 8.44}, {35.14, -14.57}}, Segment{{161.93, -98.15}, {114.28, -82.31}}});
    for (const auto& [methodOfCase, first, second] : cases)
    {
        const Algorithm& method = *methodOfCase;
        // 40 x 30 cells over 640 x 480 world units.
        const ErrorMapGrid grid{View{{0.0, 0.0}, 0.25}, 160, 120, kErrorMapCellPixels};
        ErrorMap map(1);
        ASSERT_TRUE(map.request(first, second, method, grid));
        ASSERT_TRUE(map.advanceToEnd());
        for (int row = 0; row < grid.rows(); ++row)
        {
            for (int column = 0; column < grid.columns(); ++column)
            {
                const Shape placed = withReferenceAt(first, grid.cellCentre(column, row));
                const ErrorMapCell expected = expectedCell(method, placed, second);
                ASSERT_EQ(map.cells()[static_cast<std::size_t>(row * grid.columns() + column)], expected)
                    << method.name << " " << pairName(method.first, method.second) << " cell " << column
                    << "," << row;
                const Bounds a = boundsOf(placed);
                const Bounds b = boundsOf(second);
                const bool far = a.max.x + 1.0 < b.min.x || b.max.x + 1.0 < a.min.x ||
                                 a.max.y + 1.0 < b.min.y || b.max.y + 1.0 < a.min.y;
                farCells += far ? 1 : 0;
                falseContactsFar += far && expected == ErrorMapCell::FalseContact ? 1 : 0;
            }
        }
    }
    EXPECT_GT(farCells, 50000U);
    // Some published method does report contacts far away, which the map must keep showing.
    EXPECT_GT(falseContactsFar, 0U);
}

TEST(ErrorMap, ExactMethodsAreNeverWrong)
{
    std::mt19937_64 rng(7);
    const RandomShapeOptions options{{-60.0, -60.0}, {60.0, 60.0}, 20.0, 120.0, 6};
    for (const Algorithm& method : algorithms())
    {
        if (!method.exact())
        {
            continue;
        }
        const Shape first = randomShape(method.first, rng, options);
        const Shape second = randomShape(method.second, rng, options);
        ErrorMap map;
        map.request(first, second, method, ErrorMapGrid{View{{0.0, 0.0}, 1.0}, 160, 160, 2});
        ASSERT_TRUE(map.advanceToEnd());
        bool anyContact = false;
        for (const ErrorMapCell cell : map.cells())
        {
            ASSERT_NE(cell, ErrorMapCell::Missed) << method.name;
            ASSERT_NE(cell, ErrorMapCell::FalseContact) << method.name;
            anyContact = anyContact || cell == ErrorMapCell::BothContact;
        }
        // A point meets a point or a segment on a set of no area, which no cell centre hits.
        const bool thin = (method.first == ShapeKind::Point &&
                           (method.second == ShapeKind::Point || method.second == ShapeKind::Segment));
        EXPECT_TRUE(anyContact || thin) << method.name << " " << pairName(method.first, method.second)
                                        << ": the view should hold some contacts";
    }
}

TEST(ErrorMap, HwangTsaiMissesAContactSomewhereAroundTheEllipse)
{
    const Algorithm* method = findAlgorithm(ShapeKind::Ellipse, ShapeKind::Ellipse, "hwang-tsai-repaired");
    ASSERT_NE(method, nullptr);
    const Shape e1 = Ellipse{{0.0, 0.0}, 210.0, 22.0, 0.35};
    const Shape e2 = Ellipse{{240.0, 40.0}, 80.0, 55.0, 0.0};
    ErrorMap map;
    map.request(e1, e2, *method, ErrorMapGrid{View{{240.0, 40.0}, 1.0}, 640, 480, kErrorMapCellPixels});
    ASSERT_TRUE(map.advanceToEnd());
    EXPECT_NE(std::count(map.cells().begin(), map.cells().end(), ErrorMapCell::Missed), 0);
    EXPECT_EQ(std::count(map.cells().begin(), map.cells().end(), ErrorMapCell::FalseContact), 0)
        << "the repaired method errs by missing only";
}

// The shape the map moves, exactly touching `other` on its right when its reference point is at c:
// `other` placed at c plus the moved shape's reach along +x plus its own (both axis-aligned, on whole
// numbers, so every sum is exact).
Shape touchingOnTheRight(const Shape& moved, const Shape& other, Vec2 c)
{
    auto reach = [](const Shape& shape)
    {
        if (const auto* circle = std::get_if<Circle>(&shape))
        {
            return circle->radius;
        }
        if (const auto* rect = std::get_if<Rect>(&shape))
        {
            return 0.5 * rect->width;
        }
        return 0.0;
    };
    return withReferenceAt(other, c + Vec2(reach(moved) + reach(other), 0.0));
}

// Points, circles and rects (but two rects) take their rows' exact answers from struct-of-arrays
// batches (hitlab/batch.hpp) instead of cell by cell: every cell must still be the single-cell
// classification, for every method of the pair, also where the shapes touch exactly.
TEST(ErrorMap, RowsAnsweredInBatchesAreTheCellsOneByOne)
{
    const std::array<ShapeKind, 3> kinds{ShapeKind::Point, ShapeKind::Circle, ShapeKind::Rect};
    // Zoom 1 about the origin: the cell centres are whole numbers.
    const ErrorMapGrid grid{View{{0.0, 0.0}, 1.0}, 96, 64, kErrorMapCellPixels};
    const int touchColumn = 9;
    const int touchRow = 6;
    const Vec2 touchAt = grid.cellCentre(touchColumn, touchRow);
    std::mt19937_64 rng(20261127);
    const RandomShapeOptions options{{-40.0, -30.0}, {40.0, 30.0}, 4.0, 60.0, 6};
    std::size_t checked = 0;
    std::size_t touching = 0;
    for (const ShapeKind movedKind : kinds)
    {
        for (const ShapeKind otherKind : kinds)
        {
            for (int round = 0; round < 4; ++round)
            {
                Shape moved = randomShape(movedKind, rng, options);
                Shape other = randomShape(otherKind, rng, options);
                const bool touch = round == 0;
                if (touch)
                {
                    // Whole sizes, no turn: the touching cell is exact.
                    moved = movedKind == ShapeKind::Circle ? Shape(Circle{{0.0, 0.0}, 6.0})
                            : movedKind == ShapeKind::Rect ? Shape(Rect{{0.0, 0.0}, 10.0, 4.0, 0.0})
                                                           : Shape(Point{{0.0, 0.0}});
                    other = otherKind == ShapeKind::Circle ? Shape(Circle{{0.0, 0.0}, 9.0})
                            : otherKind == ShapeKind::Rect ? Shape(Rect{{0.0, 0.0}, 14.0, 22.0, 0.0})
                                                           : Shape(Point{{0.0, 0.0}});
                    other = touchingOnTheRight(moved, other, touchAt);
                }
                for (const Algorithm* method : algorithmsFor(movedKind, otherKind))
                {
                    ErrorMap map(1);
                    ASSERT_TRUE(map.request(moved, other, *method, grid));
                    ASSERT_TRUE(map.advanceToEnd());
                    for (int row = 0; row < grid.rows(); ++row)
                    {
                        for (int column = 0; column < grid.columns(); ++column)
                        {
                            const Shape placed = withReferenceAt(moved, grid.cellCentre(column, row));
                            const ErrorMapCell cell =
                                map.cells()[static_cast<std::size_t>(row * grid.columns() + column)];
                            ASSERT_EQ(cell, expectedCell(*method, placed, other))
                                << method->name << " " << pairName(movedKind, otherKind) << " round " << round
                                << " cell " << column << "," << row;
                            ++checked;
                        }
                    }
                    if (touch && method->exact())
                    {
                        // Closed sets: touching is contact, and the cell beside it is apart.
                        const auto at = static_cast<std::size_t>(touchRow * grid.columns() + touchColumn);
                        EXPECT_EQ(map.cells()[at], ErrorMapCell::BothContact)
                            << method->name << " " << pairName(movedKind, otherKind);
                        EXPECT_EQ(map.cells()[at - 1], ErrorMapCell::BothApart)
                            << method->name << " " << pairName(movedKind, otherKind);
                        touching += map.cells()[at] == ErrorMapCell::BothContact ? 1 : 0;
                    }
                }
            }
        }
    }
    EXPECT_GT(checked, 30000U);
    EXPECT_GE(touching, 9U);
}

// Two rects that touch to within rounding answer differently in the two argument orders (the four-axis
// test works in the first rect's frame), so the map keeps overlap(moved, other) cell by cell for them:
// a batch would answer overlap(other, moved).
TEST(ErrorMap, TwoRectsKeepTheSingleCellOrder)
{
    // Found by a search along random directions for the touching distance of random rects.
    const Shape moved = Rect{{0.0, 0.0}, 0x1.2f98a7f153c5p+6, 0x1.767fe878992acp+5, 0x1.ec7c3fc14b98cp+0};
    const Shape other = Rect{{0x1.2b2957865ae1ep+5, 0x1.158145e7fb539p+4},
                             0x1.0968439a89cep+5,
                             0x1.8a28351e4dc42p+3,
                             0x1.7ff2620e7186cp-1};
    ASSERT_NE(overlap(moved, other), overlap(other, moved)) << "the rects no longer show the asymmetry";
    // The first cell's centre is the origin, where `moved` already is.
    const ErrorMapGrid grid{View{{2.0, -2.0}, 1.0}, 8, 8, kErrorMapCellPixels};
    ASSERT_EQ(grid.cellCentre(0, 0), Vec2(0.0, 0.0));
    for (const Algorithm* method : algorithmsFor(ShapeKind::Rect, ShapeKind::Rect))
    {
        ErrorMap map(1);
        map.request(moved, other, *method, grid);
        ASSERT_TRUE(map.advanceToEnd());
        EXPECT_EQ(map.cells()[0], expectedCell(*method, moved, other)) << method->name;
    }
}

TEST(ErrorMap, ReferencePointsAndMovedShapesKeepSizeAndAngle)
{
    EXPECT_EQ(referencePoint(Circle{{3.0, 4.0}, 2.0}), Vec2(3.0, 4.0));
    EXPECT_EQ(referencePoint(Point{{-1.0, 2.0}}), Vec2(-1.0, 2.0));
    EXPECT_EQ(referencePoint(Segment{{1.0, 1.0}, {5.0, 2.0}}), Vec2(1.0, 1.0));
    const Shape capsule = Capsule{{1.0, 1.0}, {5.0, 2.0}, 0.5};
    const Shape moved = withReferenceAt(capsule, {10.0, 10.0});
    const Capsule& c = std::get<Capsule>(moved);
    EXPECT_EQ(c.a, Vec2(10.0, 10.0));
    EXPECT_EQ(c.b, Vec2(14.0, 11.0));
    EXPECT_EQ(c.radius, 0.5);
    const Shape rect = Rect{{0.0, 0.0}, 4.0, 2.0, 0.3};
    const Shape placedRect = withReferenceAt(rect, {7.0, -2.0});
    const Rect& r = std::get<Rect>(placedRect);
    EXPECT_EQ(r.center, Vec2(7.0, -2.0));
    EXPECT_EQ(r.angle, 0.3);
    EXPECT_EQ(r.width, 4.0);
    std::mt19937_64 rng(3);
    const Shape polygon = randomShape(ShapeKind::Polygon, rng);
    const Shape placed = withReferenceAt(polygon, {1.0, 2.0});
    const auto& before = std::get<Polygon>(polygon).vertices;
    const auto& after = std::get<Polygon>(placed).vertices;
    ASSERT_EQ(after.size(), before.size());
    EXPECT_EQ(after[0], Vec2(1.0, 2.0));
    const Vec2 offset = after[0] - before[0];
    for (std::size_t i = 0; i < after.size(); ++i)
    {
        EXPECT_NEAR(after[i].x, before[i].x + offset.x, 1e-9);
        EXPECT_NEAR(after[i].y, before[i].y + offset.y, 1e-9);
    }
}

TEST(ErrorMap, CellCentresFollowTheCanvasMapping)
{
    const ErrorMapGrid grid{View{{10.0, 20.0}, 2.0}, 100, 60, 4};
    EXPECT_EQ(grid.columns(), 25);
    EXPECT_EQ(grid.rows(), 15);
    // Pixel (2, 2) is the first cell's centre: x = 10 + (2 - 50) / 2, y = 20 - (2 - 30) / 2.
    EXPECT_EQ(grid.cellCentre(0, 0), Vec2(-14.0, 34.0));
    const ErrorMapGrid ragged{View{}, 10, 7, 4};
    EXPECT_EQ(ragged.columns(), 3);
    EXPECT_EQ(ragged.rows(), 2);
}

TEST(ErrorMap, RecomputesOnlyWhenShapesMethodOrViewChange)
{
    const Algorithm& method = *findAlgorithm(ShapeKind::Rect, ShapeKind::Rect, "aabb");
    const Shape a = Rect{{0.0, 0.0}, 40.0, 20.0, 0.5};
    const Shape b = Rect{{30.0, 10.0}, 40.0, 20.0, -0.4};
    const ErrorMapGrid grid = smallGrid(View{{0.0, 0.0}, 1.0});
    ErrorMap map;
    EXPECT_TRUE(map.request(a, b, method, grid));
    ASSERT_TRUE(map.advanceToEnd());
    const auto generation = map.generation();
    EXPECT_FALSE(map.request(a, b, method, grid));
    EXPECT_TRUE(map.complete());
    EXPECT_EQ(map.generation(), generation);
    EXPECT_TRUE(map.request(a, translated(b, {1.0, 0.0}), method, grid));
    EXPECT_FALSE(map.complete());
    ErrorMapGrid moved = grid;
    moved.view.zoom = 2.0;
    EXPECT_TRUE(map.request(a, b, method, moved));
    EXPECT_TRUE(map.request(a, b, defaultAlgorithm(ShapeKind::Rect, ShapeKind::Rect), moved));
    // Until the new map is complete the last complete one stays shown.
    EXPECT_EQ(map.generation(), generation);
    ASSERT_TRUE(map.advanceToEnd());
    EXPECT_GT(map.generation(), generation);
}

TEST(ErrorMap, AnExpiredDeadlineStillMakesProgressRowByRow)
{
    const Algorithm& method = *findAlgorithm(ShapeKind::Rect, ShapeKind::Rect, "aabb");
    ErrorMap map(1);
    map.request(Rect{{0.0, 0.0}, 40.0, 20.0, 0.5}, Rect{{30.0, 10.0}, 40.0, 20.0, -0.4}, method,
                smallGrid(View{}));
    int calls = 0;
    while (!map.advance(std::chrono::steady_clock::time_point::min()))
    {
        ++calls;
        ASSERT_LT(calls, 100);
    }
    EXPECT_EQ(calls + 1, smallGrid(View{}).rows());
}

// The rows shared among threads, whole or a few rows per call: the same cells as one thread computes,
// for every approximate method, and every call still makes progress (at most a row per thread).
TEST(ErrorMap, ThreadsAndDeadlinesDoNotChangeTheCells)
{
    std::mt19937_64 rng(20261126);
    const RandomShapeOptions options{{-60.0, -60.0}, {60.0, 60.0}, 20.0, 120.0, 6};
    const ErrorMapGrid grid = smallGrid(View{{0.0, 0.0}, 0.5});
    for (const Algorithm& method : algorithms())
    {
        if (method.exact())
        {
            continue;
        }
        const Shape first = randomShape(method.first, rng, options);
        const Shape second = randomShape(method.second, rng, options);
        ErrorMap alone(1);
        alone.request(first, second, method, grid);
        ASSERT_TRUE(alone.advanceToEnd());
        for (const int threads : {2, 3})
        {
            ErrorMap shared(threads);
            shared.request(first, second, method, grid);
            ASSERT_TRUE(shared.advanceToEnd());
            EXPECT_EQ(shared.cells(), alone.cells()) << method.name << " on " << threads << " threads";

            ErrorMap stepped(threads);
            stepped.request(first, second, method, grid);
            int calls = 1;
            while (!stepped.advance(std::chrono::steady_clock::time_point::min()))
            {
                ++calls;
                ASSERT_LE(calls, grid.rows());
            }
            EXPECT_GE(calls * threads, grid.rows()) << method.name;
            EXPECT_EQ(stepped.cells(), alone.cells())
                << method.name << " stepped on " << threads << " threads";
        }
    }
}

const char* kPairScene = R"({"version": 1, "shapes": [
    {"id": "A", "type": "circle", "cx": 0, "cy": 0, "r": 10},
    {"id": "B", "type": "rect", "cx": 30, "cy": 0, "w": 20, "h": 10, "angle": 0},
    {"id": "C", "type": "point", "x": 50, "y": 50}],
  "selection": ["B", "A"]})";

TEST(SceneSelection, IsReadWrittenAndOpensSelected)
{
    const auto scene = io::sceneFromText(kPairScene);
    ASSERT_TRUE(scene) << scene.error;
    EXPECT_EQ(scene.value->selection, (std::vector<std::string>{"B", "A"}));
    EXPECT_EQ(io::sceneToJson(*scene.value)["selection"], nlohmann::json::array({"B", "A"}));
    Document document;
    document.reset(*scene.value, "");
    EXPECT_EQ(document.selection(), (std::vector<std::size_t>{1, 0}));
    document.select({2, 0});
    EXPECT_EQ(document.scene().selection, (std::vector<std::string>{"C", "A"}));
    EXPECT_EQ(io::sceneToJson(document.scene())["selection"], nlohmann::json::array({"C", "A"}));
    document.select({2});
    EXPECT_TRUE(document.scene().selection.empty());
    EXPECT_FALSE(io::sceneToJson(document.scene()).contains("selection"));
}

TEST(SceneSelection, BadPairsAreRefusedWithTheField)
{
    const auto withSelection = [](const std::string& selection)
    {
        std::string text = kPairScene;
        text.replace(text.find("[\"B\", \"A\"]"), 10, selection);
        return io::sceneFromText(text);
    };
    auto unknown = withSelection(R"(["A", "Z"])");
    ASSERT_FALSE(unknown);
    EXPECT_NE(unknown.error.find("selection[1]"), std::string::npos) << unknown.error;
    EXPECT_NE(unknown.error.find("\"Z\""), std::string::npos) << unknown.error;
    auto single = withSelection(R"(["A"])");
    ASSERT_FALSE(single);
    EXPECT_NE(single.error.find("selection:"), std::string::npos) << single.error;
    auto same = withSelection(R"(["A", "A"])");
    ASSERT_FALSE(same);
    EXPECT_NE(same.error.find("selection[1]"), std::string::npos) << same.error;
    auto number = withSelection(R"([1, "A"])");
    ASSERT_FALSE(number);
    EXPECT_NE(number.error.find("selection[0]"), std::string::npos) << number.error;
}

TEST(SceneSelection, ErasingASelectedShapeDropsThePair)
{
    const auto scene = io::sceneFromText(kPairScene);
    ASSERT_TRUE(scene);
    Document document;
    document.reset(*scene.value, "");
    document.eraseShapes({0});
    EXPECT_TRUE(document.scene().selection.empty());
}

} // namespace
} // namespace hitlab
