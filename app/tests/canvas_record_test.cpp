// canvasChange decides which pixels of a kept canvas must be drawn again (kept_canvas.hpp). Its promise:
// every pixel outside the parts it returns is shaded by the same primitives, in the same order, in both
// frames. The oracle here checks that promise pixel by pixel on a small window, from the primitives'
// quad boxes, over seeded random frames and random edits: primitives moved, recoloured, inserted,
// removed and appended, polygons turned, and batches in an inset.
#include "canvas/canvas_record.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

namespace hitlab
{
namespace
{

constexpr PixelRect kWindow{0, 0, 96, 72};
constexpr PixelRect kInset{60, 40, 30, 24};
const View kView{Vec2(3.0, -2.0), 1.25};
const View kInsetView{Vec2(0.0, 0.0), 0.5};
const GridColors kGrid{rgb(10, 12, 14), rgb(30, 30, 30), rgb(60, 60, 60), rgb(90, 90, 90)};

// A primitive as the test edits it; built into a batch by addTo.
struct Primitive
{
    int kind = 0;
    Vec2 at;
    double size = 1.0;
    double angle = 0.0;
    Rgba fill;
    Rgba line;

    void addTo(Batch& batch) const
    {
        const Vec2 along(std::cos(angle), std::sin(angle));
        switch (kind)
        {
        case 0:
            batch.addCircle(at, size, fill, line, 1.5F);
            break;
        case 1:
            batch.addRect(at, size, 0.5 * size, angle, fill, line, 1.0F);
            break;
        case 2:
            batch.addEllipse(at, size, 0.3 * size, angle, fill, line, 2.0F);
            break;
        case 3:
            batch.addLine(at, at + size * along, 1.5F, fill);
            break;
        case 4:
            batch.addDisc(at, 4.0F, fill, line, 1.0F);
            break;
        case 5:
        {
            Polygon polygon;
            for (int k = 0; k < 5; ++k)
            {
                const double a = angle + 1.2566370614359172 * k;
                polygon.vertices.push_back(at + size * Vec2(std::cos(a), std::sin(a)));
            }
            batch.addShape(Shape{polygon}, fill, line, 1.0F);
            break;
        }
        default:
            batch.addShape(Shape{Capsule{at, at + size * along, 0.25 * size}}, fill, line, 1.0F);
            break;
        }
    }
};

Primitive randomPrimitive(std::mt19937& random)
{
    std::uniform_real_distribution<double> place(-60.0, 60.0);
    std::uniform_real_distribution<double> size(0.5, 16.0);
    std::uniform_real_distribution<double> turn(0.0, 6.283185307179586);
    std::uniform_real_distribution<float> unit(0.0F, 1.0F);
    Primitive p;
    p.kind = std::uniform_int_distribution<int>(0, 6)(random);
    p.at = Vec2(place(random), place(random));
    p.size = size(random);
    p.angle = turn(random);
    p.fill = Rgba{unit(random), unit(random), unit(random), unit(random)};
    p.line = Rgba{unit(random), unit(random), unit(random), 1.0F};
    return p;
}

// Some primitives edited: moved, turned (a polygon's vertices change with it), recoloured, dropped, put
// in among the others or at the end. Often nothing at all.
std::vector<Primitive> edited(std::vector<Primitive> primitives, std::mt19937& random)
{
    std::uniform_int_distribution<int> percent(0, 99);
    const int chance = std::vector<int>{0, 1, 3, 10}[static_cast<std::size_t>(percent(random) % 4)];
    std::vector<Primitive> result;
    for (Primitive p : primitives)
    {
        if (percent(random) < chance)
        {
            switch (percent(random) % 5)
            {
            case 0:
                p.at += Vec2(2.5, -1.0);
                break;
            case 1:
                p.angle += 0.3;
                break;
            case 2:
                p.fill.r = 1.0F - p.fill.r;
                break;
            case 3:
                continue; // dropped
            default:
                result.push_back(randomPrimitive(random)); // a new one before it
                break;
            }
        }
        result.push_back(p);
    }
    if (percent(random) < chance)
    {
        result.push_back(randomPrimitive(random));
    }
    return result;
}

Batch batchOf(const std::vector<Primitive>& primitives)
{
    Batch batch;
    for (const Primitive& p : primitives)
    {
        p.addTo(batch);
    }
    return batch;
}

// A frame as the canvas draws one: the grid, the shapes, the overlays, an inset with its own grid.
struct Frame
{
    std::vector<Primitive> shapes;
    std::vector<Primitive> overlays;
    std::vector<Primitive> inset;

    CanvasRecord record(const View& view = kView) const
    {
        CanvasRecord record;
        record.drawGrid(view, kWindow, kGrid);
        record.drawBatch(batchOf(shapes), view, kWindow);
        record.drawBatch(batchOf(overlays), view, kWindow);
        record.drawGrid(kInsetView, kInset, kGrid);
        record.drawBatch(batchOf(inset), kInsetView, kInset);
        return record;
    }
};

// What shades a pixel: the primitives whose quad boxes hold it, in drawing order, each as its numbers
// and (for a polygon) its vertices.
using Shading = std::vector<std::vector<float>>;

std::vector<Shading> shadingOfEveryPixel(const CanvasRecord& record)
{
    std::vector<Shading> pixels(static_cast<std::size_t>(kWindow.width * kWindow.height));
    for (std::size_t c = 0; c < record.size(); ++c)
    {
        const RecordedCall& call = record[c];
        if (call.kind != RecordedCall::Kind::Batch)
        {
            continue;
        }
        for (const Instance& instance : call.batch.instances())
        {
            std::vector<float> identity(sizeof(Instance) / sizeof(float));
            std::memcpy(identity.data(), &instance, sizeof(Instance));
            if (static_cast<int>(instance.meta[0] + 0.5F) == static_cast<int>(PrimitiveKind::Polygon))
            {
                const auto offset = static_cast<std::size_t>(instance.p0[2] + 0.5F);
                const auto count = static_cast<std::size_t>(instance.p0[3] + 0.5F);
                const std::vector<float>& vertices = call.batch.polygonVertices();
                identity.insert(identity.end(), vertices.begin() + static_cast<std::ptrdiff_t>(2 * offset),
                                vertices.begin() + static_cast<std::ptrdiff_t>(2 * (offset + count)));
            }
            const PixelRect rect = windowRectOfBox(quadPixelBox(instance, call.view), call.area);
            for (int y = rect.y; y < rect.y + rect.height; ++y)
            {
                for (int x = rect.x; x < rect.x + rect.width; ++x)
                {
                    pixels[static_cast<std::size_t>(y * kWindow.width + x)].push_back(identity);
                }
            }
        }
    }
    return pixels;
}

bool inside(const PixelRect& rect, int x, int y)
{
    return x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
}

bool overlap(const PixelRect& a, const PixelRect& b)
{
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// Up to 40 shapes, a quarter as many overlays and inset primitives.
Frame randomFrame(std::mt19937& random)
{
    Frame frame;
    const int count = std::uniform_int_distribution<int>(0, 40)(random);
    for (int i = 0; i < count; ++i)
    {
        frame.shapes.push_back(randomPrimitive(random));
    }
    for (int i = 0; i < count / 4; ++i)
    {
        frame.overlays.push_back(randomPrimitive(random));
        frame.inset.push_back(randomPrimitive(random));
    }
    return frame;
}

Frame editedFrame(const Frame& frame, std::mt19937& random)
{
    return Frame{edited(frame.shapes, random), edited(frame.overlays, random), edited(frame.inset, random)};
}

// canvasChange's promise for a change that is not whole: no two parts share a pixel, and every pixel
// outside them is shaded in `now` as the pixel `shift` before it was in `before`, which lies in the
// window.
::testing::AssertionResult partsHoldEveryChange(const CanvasRecord& before, const CanvasRecord& now,
                                                const CanvasChange& change)
{
    const PixelShift shift = change.shift;
    for (std::size_t i = 0; i < change.parts.size(); ++i)
    {
        for (std::size_t j = i + 1; j < change.parts.size(); ++j)
        {
            if (overlap(change.parts[i], change.parts[j]))
            {
                return ::testing::AssertionFailure() << "parts " << i << " and " << j << " share pixels";
            }
        }
    }
    const std::vector<Shading> shadingBefore = shadingOfEveryPixel(before);
    const std::vector<Shading> shadingNow = shadingOfEveryPixel(now);
    for (int y = 0; y < kWindow.height; ++y)
    {
        for (int x = 0; x < kWindow.width; ++x)
        {
            const bool redrawn = std::any_of(change.parts.begin(), change.parts.end(),
                                             [&](const PixelRect& part) { return inside(part, x, y); });
            if (redrawn)
            {
                continue;
            }
            if (!inside(kWindow, x - shift.x, y - shift.y))
            {
                return ::testing::AssertionFailure()
                       << "pixel " << x << ", " << y << " came from outside the window";
            }
            const auto i = static_cast<std::size_t>(y * kWindow.width + x);
            const auto from = static_cast<std::size_t>((y - shift.y) * kWindow.width + (x - shift.x));
            if (shadingBefore[from] != shadingNow[i])
            {
                return ::testing::AssertionFailure()
                       << "pixel " << x << ", " << y << " changed outside the parts";
            }
        }
    }
    return ::testing::AssertionSuccess();
}

TEST(CanvasChange, EveryPixelOutsideThePartsIsShadedAsBefore)
{
    std::mt19937 random(20261126);
    int wholeChanges = 0;
    int partChanges = 0;
    int noChanges = 0;
    for (int trial = 0; trial < 400; ++trial)
    {
        const Frame before = randomFrame(random);
        const Frame now = editedFrame(before, random);
        const CanvasRecord a = before.record();
        const CanvasRecord b = now.record();
        const CanvasChange change = canvasChange(a, b, kWindow, 1.0, 8);
        if (change.whole)
        {
            ++wholeChanges;
            continue;
        }
        change.parts.empty() ? ++noChanges : ++partChanges;
        ASSERT_EQ(change.shift, PixelShift{}) << "trial " << trial;
        ASSERT_TRUE(partsHoldEveryChange(a, b, change)) << "trial " << trial;
    }
    // With a share of 1 no change is whole (parts that share no pixel cannot cover more than the
    // window), so every frame pair above was checked pixel by pixel, and both outcomes came often.
    EXPECT_EQ(wholeChanges, 0);
    EXPECT_GT(partChanges, 100);
    EXPECT_GT(noChanges, 50);
}

// A pan by whole pixels: every pixel outside the parts is shaded in the new frame as the pixel the pan
// brought there was in the last one (the kept picture copied moved gives it), and every pixel the pan
// brings from outside the window is in a part. The shapes' view pans; the inset's stays where it is on
// the window. Zoom 2, so that the view's centre moves by exact world units and the oracle's boxes move
// by exactly the pan.
TEST(CanvasChange, APanByWholePixelsKeepsEveryPixelOutsideThePartsAsThePixelItCameFrom)
{
    std::mt19937 random(20261127);
    const View start{Vec2(3.0, -2.0), 2.0};
    std::uniform_int_distribution<int> pan(-12, 12);
    int panned = 0;
    for (int trial = 0; trial < 300; ++trial)
    {
        const Frame before = randomFrame(random);
        const PixelShift shift{pan(random), pan(random)};
        const View moved{start.center + Vec2(-shift.x / start.zoom, shift.y / start.zoom), start.zoom};
        const Frame now = editedFrame(before, random);
        const CanvasRecord a = before.record(start);
        const CanvasRecord b = now.record(moved);
        const CanvasChange change = canvasChange(a, b, kWindow, 1.0, 8);
        ASSERT_FALSE(change.whole) << "trial " << trial;
        ASSERT_EQ(change.shift, shift) << "trial " << trial;
        panned += shift != PixelShift{} ? 1 : 0;
        ASSERT_TRUE(partsHoldEveryChange(a, b, change)) << "trial " << trial;
    }
    EXPECT_GT(panned, 250);
}

TEST(CanvasChange, APanNotByWholePixelsOrWithTheZoomOrAnchorOrAWindowPictureIsWhole)
{
    Batch batch;
    batch.addCircle(Vec2(0.0, 0.0), 5.0, rgb(200, 0, 0), rgb(255, 255, 255), 1.0F);
    auto record = [&](const View& view, const CellPicture& cells, const View& insetView)
    {
        CanvasRecord r;
        r.drawGrid(view, kWindow, kGrid);
        r.drawCells(cells, kWindow);
        r.drawBatch(batch, view, kWindow);
        r.drawBatch(batch, insetView, kInset);
        return r;
    };
    const CellPicture none;
    const View start{Vec2(3.0, -2.0), 2.0};
    const CanvasRecord base = record(start, none, kInsetView);
    auto pannedBy = [&](double x, double y) {
        return View{start.center + Vec2(-x / start.zoom, y / start.zoom), start.zoom};
    };

    const CanvasChange whole = canvasChange(base, record(pannedBy(3.0, -4.0), none, kInsetView), kWindow);
    ASSERT_FALSE(whole.whole);
    EXPECT_EQ(whole.shift, (PixelShift{3, -4}));
    // The inset stayed on the window: it is drawn again where it is and where the moved picture put it.
    auto holds = [&](const PixelRect& rect)
    {
        return std::any_of(whole.parts.begin(), whole.parts.end(),
                           [&](const PixelRect& part)
                           {
                               return part.x <= rect.x && part.y <= rect.y &&
                                      part.x + part.width >= rect.x + rect.width &&
                                      part.y + part.height >= rect.y + rect.height;
                           });
    };
    EXPECT_TRUE(holds(PixelRect{kInset.x + 3, kInset.y - 4, kInset.width - 3, kInset.height}));
    EXPECT_TRUE(holds(PixelRect{0, 0, 3, kWindow.height}));                     // uncovered on the left
    EXPECT_TRUE(holds(PixelRect{3, kWindow.height - 4, kWindow.width - 3, 4})); // and at the bottom

    EXPECT_TRUE(canvasChange(base, record(pannedBy(2.5, 0.0), none, kInsetView), kWindow).whole);
    EXPECT_TRUE(canvasChange(base,
                             record(View{pannedBy(2.0, 0.0).center, start.zoom * 1.5}, none, kInsetView),
                             kWindow)
                    .whole);
    // The inset's own view panned: its picture is not the window's.
    EXPECT_TRUE(
        canvasChange(base, record(start, none, View{kInsetView.center + Vec2(4.0, 0.0), 0.5}), kWindow)
            .whole);
    // Cells on the window stay where they are: all of it drawn again, so whole.
    const CellPicture cells(4, 3, 4, std::vector<CellColor>(12, CellColor{255, 0, 255, 255}));
    EXPECT_TRUE(
        canvasChange(record(start, cells, kInsetView), record(pannedBy(1.0, 1.0), cells, kInsetView), kWindow)
            .whole);
    // A pan far enough to change the anchor (batch.hpp): the numbers the shaders use change.
    const View nearHalf{Vec2(0.5 * anchorSpacing(start.zoom) - 1.0, 0.0), start.zoom};
    const View pastHalf{nearHalf.center + Vec2(4.0, 0.0), start.zoom}; // 8 pixels
    ASSERT_NE(anchorOf(nearHalf), anchorOf(pastHalf));
    EXPECT_TRUE(
        canvasChange(record(nearHalf, none, kInsetView), record(pastHalf, none, kInsetView), kWindow).whole);
    // A polygon the renderer draws reduced to what the view shows.
    Polygon round;
    for (int k = 0; k < 100; ++k)
    {
        round.vertices.push_back(Vec2(20.0 * std::cos(0.0628 * k), 20.0 * std::sin(0.0628 * k)));
    }
    Batch large;
    large.addShape(Shape{round}, rgb(200, 0, 0), rgb(255, 255, 255), 1.0F);
    auto withLarge = [&](const View& view)
    {
        CanvasRecord r;
        r.drawBatch(large, view, kWindow);
        return r;
    };
    EXPECT_TRUE(canvasChange(withLarge(start), withLarge(pannedBy(2.0, 0.0)), kWindow).whole);
}

TEST(CanvasChange, TheSameFrameChangesNothing)
{
    std::mt19937 random(7);
    Frame frame;
    for (int i = 0; i < 30; ++i)
    {
        frame.shapes.push_back(randomPrimitive(random));
    }
    const CanvasChange change = canvasChange(frame.record(), frame.record(), kWindow);
    EXPECT_FALSE(change.whole);
    EXPECT_TRUE(change.parts.empty());
}

TEST(CanvasChange, AnotherViewGridCellsOrSequenceOfCallsIsAWholeChange)
{
    Batch batch;
    batch.addCircle(Vec2(0.0, 0.0), 5.0, rgb(200, 0, 0), rgb(255, 255, 255), 1.0F);
    const CellPicture cells(4, 3, 4, std::vector<CellColor>(12, CellColor{255, 0, 255, 255}));
    auto record = [&](const View& view, const GridColors& grid, const CellPicture& picture, bool inset)
    {
        CanvasRecord r;
        r.drawGrid(view, kWindow, grid);
        r.drawCells(picture, kWindow);
        r.drawBatch(batch, view, kWindow);
        if (inset)
        {
            r.drawBatch(batch, view, kInset);
        }
        return r;
    };
    const CanvasRecord base = record(kView, kGrid, cells, false);
    EXPECT_FALSE(canvasChange(base, record(kView, kGrid, cells, false), kWindow).whole);

    const View panned{kView.center + Vec2(0.5, 0.0), kView.zoom};
    const View zoomed{kView.center, kView.zoom * 1.1};
    GridColors lighter = kGrid;
    lighter.background = rgb(250, 250, 250);
    std::vector<CellColor> other(12, CellColor{255, 0, 255, 255});
    other[5] = CellColor{255, 160, 0, 255};
    const CellPicture changedCells(4, 3, 4, other);
    EXPECT_TRUE(canvasChange(base, record(panned, kGrid, cells, false), kWindow).whole);
    EXPECT_TRUE(canvasChange(base, record(zoomed, kGrid, cells, false), kWindow).whole);
    EXPECT_TRUE(canvasChange(base, record(kView, lighter, cells, false), kWindow).whole);
    EXPECT_TRUE(canvasChange(base, record(kView, kGrid, changedCells, false), kWindow).whole);
    EXPECT_TRUE(canvasChange(base, record(kView, kGrid, cells, true), kWindow).whole);
}

TEST(CanvasChange, ChangesOverTooMuchOfTheWindowAreWhole)
{
    Batch small;
    small.addCircle(Vec2(0.0, 0.0), 2.0, rgb(200, 0, 0), rgb(255, 255, 255), 1.0F);
    Batch moved;
    moved.addCircle(Vec2(4.0, 0.0), 2.0, rgb(200, 0, 0), rgb(255, 255, 255), 1.0F);
    Batch large;
    large.addCircle(Vec2(0.0, 0.0), 40.0, rgb(200, 0, 0), rgb(255, 255, 255), 1.0F);
    auto record = [&](const Batch& batch)
    {
        CanvasRecord r;
        r.drawBatch(batch, View{Vec2(0.0, 0.0), 1.0}, kWindow);
        return r;
    };
    const CanvasChange few = canvasChange(record(small), record(moved), kWindow);
    EXPECT_FALSE(few.whole);
    ASSERT_EQ(few.parts.size(), 1U); // the old and new boxes overlap: merged
    EXPECT_TRUE(canvasChange(record(small), record(large), kWindow).whole);
}

// Two quadrilaterals with the same bounds and the same vertex mean have the same instance numbers:
// only their vertices tell them apart.
TEST(CanvasChange, APolygonWhoseVerticesAloneChangedIsDrawnAgain)
{
    auto record = [](const std::vector<Vec2>& vertices)
    {
        Batch batch;
        batch.addShape(Shape{Polygon{vertices}}, rgb(200, 0, 0), rgb(255, 255, 255), 1.0F);
        CanvasRecord r;
        r.drawBatch(batch, View{Vec2(0.0, 0.0), 1.0}, kWindow);
        return r;
    };
    const std::vector<Vec2> diamond{Vec2(0, -10), Vec2(10, 0), Vec2(0, 10), Vec2(-10, 0)};
    const std::vector<Vec2> leaning{Vec2(5, -10), Vec2(10, 5), Vec2(-5, 10), Vec2(-10, -5)};
    const CanvasRecord before = record(diamond);
    const CanvasRecord after = record(leaning);
    ASSERT_EQ(std::memcmp(&before[0].batch.instances()[0], &after[0].batch.instances()[0], sizeof(Instance)),
              0);
    const CanvasChange change = canvasChange(before, after, kWindow);
    EXPECT_FALSE(change.whole);
    EXPECT_EQ(change.parts.size(), 1U);
    EXPECT_TRUE(canvasChange(before, record(diamond), kWindow).parts.empty());
}

TEST(CanvasChange, APartIsTheQuadBoxInTheWindow)
{
    // boxInViewport and windowRectOfBox are each other's inverse on whole pixels.
    for (const PixelRect& area : {kWindow, kInset})
    {
        for (const PixelRect& rect :
             {PixelRect{0, 0, 1, 1}, PixelRect{61, 41, 7, 3}, PixelRect{70, 50, 20, 14}})
        {
            const PixelRect back = windowRectOfBox(boxInViewport(rect, area), area);
            const int left = std::max(rect.x, area.x);
            const int top = std::max(rect.y, area.y);
            const int right = std::min(rect.x + rect.width, area.x + area.width);
            const int bottom = std::min(rect.y + rect.height, area.y + area.height);
            if (left >= right || top >= bottom)
            {
                EXPECT_TRUE(back.width <= 0 || back.height <= 0);
                continue;
            }
            EXPECT_EQ(back.x, left);
            EXPECT_EQ(back.y, top);
            EXPECT_EQ(back.width, right - left);
            EXPECT_EQ(back.height, bottom - top);
        }
    }
    // A box between pixel edges is rounded outwards.
    const PixelRect rounded = windowRectOfBox(PixelBox{-3.75F, -2.25F, 4.5F, 1.5F}, kWindow);
    EXPECT_EQ(rounded.x, 48 - 4);
    EXPECT_EQ(rounded.y, 36 - 2);
    EXPECT_EQ(rounded.x + rounded.width, 48 + 5);
    EXPECT_EQ(rounded.y + rounded.height, 36 + 3);
    // A box of numbers that are not finite could be anywhere: the whole area.
    const PixelRect anywhere = windowRectOfBox(PixelBox{NAN, 0.0F, 1.0F, 1.0F}, kInset);
    EXPECT_EQ(anywhere.x, kInset.x);
    EXPECT_EQ(anywhere.width, kInset.width);
    EXPECT_EQ(anywhere.height, kInset.height);
}

// The part of a quad's pixel box (quadPixelBox's frame: from the area's centre, y up) inside a window
// rectangle, in pixels, worked out in window coordinates.
double boxPixelsIn(const PixelBox& box, const PixelRect& area, const PixelRect& part)
{
    const double centerX = area.x + 0.5 * area.width;
    const double centerY = area.y + 0.5 * area.height;
    const double left = std::max(centerX + box.minX, static_cast<double>(part.x));
    const double right = std::min(centerX + box.maxX, static_cast<double>(part.x + part.width));
    const double top = std::max(centerY - box.maxY, static_cast<double>(part.y));
    const double bottom = std::min(centerY - box.minY, static_cast<double>(part.y + part.height));
    return right > left && bottom > top ? (right - left) * (bottom - top) : 0.0;
}

const Rgba kFill = rgb(200, 80, 80, 0.5F);

// Whether keeping pays (kept_canvas.hpp) follows from what drawing costs: a primitive's setup (250
// plain pixels), and its quad's pixels left to be seen, weighted by its kind (a fan 3, an ellipse 2, a
// segment 0.3, the rest 1).
TEST(CanvasCost, AQuadCostsItsSetupAndItsPixelsLeftToBeSeenWeightedByKind)
{
    struct Case
    {
        const char* name;
        double weight;
        void (*add)(Batch&);
    };
    const Case cases[] = {
        {"circle", 1.0, [](Batch& b) { b.addCircle(Vec2(4.0, 3.0), 14.0, kFill, kFill, 1.5F); }},
        {"point", 1.0, [](Batch& b) { b.addDisc(Vec2(-20.0, 5.0), 4.0F, kFill, kFill, 1.0F); }},
        {"ellipse", 2.0, [](Batch& b) { b.addEllipse(Vec2(0.0, 0.0), 20.0, 9.0, 0.4, kFill, kFill, 2.0F); }},
        {"segment", 0.3, [](Batch& b) { b.addLine(Vec2(-30.0, -10.0), Vec2(25.0, 12.0), 1.5F, kFill); }},
        {"fan", 3.0,
         [](Batch& b) {
             b.addShape(Shape{Fan{Vec2(6.0, -4.0), 0.3, 1.0, 4.0, 18.0}}, kFill, kFill, 1.0F);
         }},
    };
    const std::vector<std::vector<PixelRect>> visibles = {
        {kWindow},
        {PixelRect{0, 0, 48, 72}},
        {PixelRect{48, 0, 48, 72}, PixelRect{0, 0, 20, 30}},
        {},
    };
    for (const Case& c : cases)
    {
        Batch batch;
        c.add(batch);
        ASSERT_EQ(batch.instances().size(), 1U) << c.name;
        CanvasRecord record;
        record.drawBatch(batch, kView, kWindow);
        const PixelBox box = quadPixelBox(batch.instances()[0], kView);
        bool seenSomewhere = false;
        for (const std::vector<PixelRect>& visible : visibles)
        {
            double pixels = 0.0;
            for (const PixelRect& part : visible)
            {
                pixels += boxPixelsIn(box, kWindow, part);
            }
            seenSomewhere = seenSomewhere || pixels > 100.0;
            const double cost = 250.0 + c.weight * pixels;
            EXPECT_TRUE(record.costsMoreThan(cost - 0.5, visible)) << c.name << " " << visible.size();
            EXPECT_FALSE(record.costsMoreThan(cost + 0.5, visible)) << c.name << " " << visible.size();
        }
        EXPECT_TRUE(seenSomewhere) << c.name;
    }
}

// The error map's cells cost half a plain pixel each where they are seen; a thousand small shapes are
// decided by their setup alone.
TEST(CanvasCost, CellsCostHalfAPixelWhereSeenAndManyShapesTheirSetups)
{
    // 24 x 18 cells of 4 pixels over the window, drawn in columns 2..9 and rows 1..5: 32 x 20 pixels
    // from (8, 4).
    std::vector<CellColor> cells(24 * 18);
    for (int row = 1; row < 6; ++row)
    {
        for (int column = 2; column < 10; ++column)
        {
            cells[static_cast<std::size_t>(row * 24 + column)] = CellColor{255, 0, 255, 255};
        }
    }
    CanvasRecord record;
    record.drawCells(CellPicture(24, 18, 4, cells), kWindow);
    const double whole = 0.5 * 32 * 20;
    EXPECT_TRUE(record.costsMoreThan(whole - 0.5, std::vector<PixelRect>{kWindow}));
    EXPECT_FALSE(record.costsMoreThan(whole + 0.5, std::vector<PixelRect>{kWindow}));
    // Only x < 20 seen: 12 x 20 pixels.
    const std::vector<PixelRect> left{PixelRect{0, 0, 20, 72}};
    EXPECT_TRUE(record.costsMoreThan(0.5 * 12 * 20 - 0.5, left));
    EXPECT_FALSE(record.costsMoreThan(0.5 * 12 * 20 + 0.5, left));

    Batch many;
    for (int i = 0; i < 1000; ++i)
    {
        many.addDisc(Vec2(-40.0 + 0.08 * i, 0.0), 1.0F, rgb(1, 2, 3), rgb(1, 2, 3), 0.0F);
    }
    CanvasRecord crowd;
    crowd.drawBatch(many, kView, kWindow);
    EXPECT_TRUE(crowd.costsMoreThan(250.0 * 1000 - 0.5, std::vector<PixelRect>{}));
    EXPECT_FALSE(crowd.costsMoreThan(250.0 * 1000 + 0.5, std::vector<PixelRect>{}));
}

// The grid costs one and a half plain pixels for each pixel of its area left to be seen, more than
// copying a kept picture of it: a canvas with its grid is kept (kept_canvas.cpp).
TEST(CanvasCost, TheGridCostsOneAndAHalfPixelsForEachPixelOfItsAreaSeen)
{
    CanvasRecord record;
    record.drawGrid(kView, kWindow, kGrid);
    const double whole = 1.5 * kWindow.width * kWindow.height;
    EXPECT_TRUE(record.costsMoreThan(whole - 0.5, std::vector<PixelRect>{kWindow}));
    EXPECT_FALSE(record.costsMoreThan(whole + 0.5, std::vector<PixelRect>{kWindow}));
    // Half the window seen, and a rectangle outside it that adds nothing.
    const std::vector<PixelRect> seen{PixelRect{0, 0, kWindow.width / 2, kWindow.height},
                                      PixelRect{kWindow.width + 10, 0, 50, 50}};
    const double half = 1.5 * (kWindow.width / 2) * kWindow.height;
    EXPECT_TRUE(record.costsMoreThan(half - 0.5, seen));
    EXPECT_FALSE(record.costsMoreThan(half + 0.5, seen));
}

TEST(DisjointRects, NoTwoShareAPixelAndEveryPixelIsKept)
{
    std::mt19937 random(99);
    std::uniform_int_distribution<int> coordinate(0, 60);
    std::uniform_int_distribution<int> extent(1, 12);
    for (int trial = 0; trial < 300; ++trial)
    {
        std::vector<PixelRect> rects;
        const int count = std::uniform_int_distribution<int>(0, 12)(random);
        for (int i = 0; i < count; ++i)
        {
            rects.push_back(
                PixelRect{coordinate(random), coordinate(random), extent(random), extent(random)});
        }
        const std::vector<PixelRect> merged = disjointRects(rects);
        for (std::size_t i = 0; i < merged.size(); ++i)
        {
            for (std::size_t j = i + 1; j < merged.size(); ++j)
            {
                ASSERT_FALSE(overlap(merged[i], merged[j]));
            }
        }
        for (const PixelRect& rect : rects)
        {
            for (int y = rect.y; y < rect.y + rect.height; ++y)
            {
                for (int x = rect.x; x < rect.x + rect.width; ++x)
                {
                    bool kept = false;
                    for (const PixelRect& m : merged)
                    {
                        kept = kept || inside(m, x, y);
                    }
                    ASSERT_TRUE(kept) << "trial " << trial;
                }
            }
        }
    }
}

} // namespace
} // namespace hitlab
