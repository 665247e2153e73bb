#include "canvas.hpp"

#include "canvas_text.hpp"
#include "ccd_overlays.hpp"
#include "palette.hpp"

#include <imgui.h>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace hitlab
{

namespace
{

// Shape labels and per-shape decorations are skipped above this many shapes (the stress scene).
constexpr std::size_t kDecoratedShapeLimit = 400;
constexpr std::size_t kHandleSelectionLimit = 64;
constexpr std::size_t kDisagreementLineLimit = 4000;
constexpr double kFitMarginPx = 60.0;
// A free area smaller than this is no place to frame the shapes in: the whole window is used instead.
constexpr double kSmallestFitAreaPx = 160.0;
// Insets: the smallest side they shrink to when the panels leave no room, the sizes the I key cycles
// through, the gap they keep from the panels, and how near the top-right corner a press resizes them.
constexpr int kSmallestInsetSide = 150;
constexpr int kInsetSides[] = {270, 400, 540};
constexpr double kInsetGapPx = 6.0;
constexpr double kInsetCornerGripPx = 12.0;
constexpr double kInsetWheelZoom = 1.2;
constexpr double kInsetTitleHeightPx = 20.0;
// The fit leaves a margin around the shapes: an inset may take this much of it.
constexpr double kInsetMayOverlapPx = 20.0;
// Time the error map may take from each frame; the rest of the frame keeps the sandbox above 30 FPS.
constexpr std::chrono::milliseconds kErrorMapBudget{12};

Rgba outlineFor(Rgba fill)
{
    // A rim of the same hue, lighter on the dark canvas and darker on the light one, reads as an outline.
    const Rgba toward = palette::current().outlineToward;
    const float mix = palette::current().outlineMix;
    return Rgba{fill.r + (toward.r - fill.r) * mix, fill.g + (toward.g - fill.g) * mix,
                fill.b + (toward.b - fill.b) * mix, 1.0F};
}

ScreenBox insetBox(const Inset& inset)
{
    return ScreenBox{static_cast<double>(inset.area.x), static_cast<double>(inset.area.y),
                     static_cast<double>(inset.area.x + inset.area.width),
                     static_cast<double>(inset.area.y + inset.area.height)};
}

ScreenBox grown(const ScreenBox& box, double by)
{
    return ScreenBox{box.minX - by, box.minY - by, box.maxX + by, box.maxY + by};
}

// The legend's box and a legend number's chip: the canvas's background, nearly opaque.
Rgba legendFill()
{
    return withAlpha(palette::current().background, 225.0F / 255.0F);
}

Vec2 measureText(const std::string& text)
{
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    return Vec2(size.x, size.y);
}

Vec2 nearestPointOf(const ScreenBox& box, Vec2 p)
{
    return Vec2(std::clamp(p.x, box.minX, box.maxX), std::clamp(p.y, box.minY, box.maxY));
}

bool sameHandle(const std::optional<Handle>& a, const Handle& b)
{
    return a && a->role == b.role && a->index == b.index && glm::length(a->position - b.position) < 1e-9;
}

} // namespace

void Canvas::layout(int width, int height)
{
    if (!resizingInset_ && (area_.width != width || area_.height != height || insetCorner_.x < 0.0))
    {
        insetCorner_ = Vec2(0.0, height); // the insets hug the bottom-left corner
    }
    area_ = PixelRect{0, 0, width, height};
}

ScreenBox Canvas::freeArea() const
{
    std::vector<ScreenBox> covered = panels_;
    for (const ScreenBox& inset : insetBoxes())
    {
        covered.push_back(grown(inset, kInsetGapPx));
    }
    return largestFreeRect(ScreenBox{0.0, 0.0, width(), height()}, covered);
}

std::vector<ScreenBox> Canvas::insetBoxes() const
{
    std::vector<ScreenBox> boxes;
    for (const Inset& inset : overlays_.insets)
    {
        boxes.push_back(insetBox(inset));
    }
    return boxes;
}

void Canvas::fitView(Document& document, const SceneAnalysis* analysis) const
{
    if (document.shapeCount() == 0)
    {
        document.view() = View{};
        return;
    }
    Bounds all = boundsOf(document.shape(0).shape);
    auto include = [&](const Bounds& b)
    {
        all.min = glm::min(all.min, b.min);
        all.max = glm::max(all.max, b.max);
    };
    for (std::size_t i = 1; i < document.shapeCount(); ++i)
    {
        include(boundsOf(document.shape(i).shape));
    }
    // A CCD scene's sweep reaches past its shapes, and it is what the lesson is about.
    if (const auto* ccd = analysis ? &analysis->ccd() : nullptr; ccd && *ccd)
    {
        include(boundsOf(Shape((*ccd)->sweep.conservativeFan)));
        include(boundsOf(Shape((*ccd)->sweep.sccdBox)));
    }
    for (Vec2 p : overlays_.extent)
    {
        include(Bounds{p, p});
    }
    ScreenBox free = freeArea();
    if (free.width() < kSmallestFitAreaPx || free.height() < kSmallestFitAreaPx)
    {
        free = ScreenBox{0.0, 0.0, width(), height()};
    }
    View view = framing(all.min, all.max, free.width(), free.height(), kFitMarginPx);
    // framing centres the shapes in the window; move them to the free area's centre.
    const double offsetX = (free.minX + free.maxX) * 0.5 - width() * 0.5;
    const double offsetY = (free.minY + free.maxY) * 0.5 - height() * 0.5;
    view.center.x -= offsetX / view.zoom;
    view.center.y += offsetY / view.zoom;
    document.view() = view;
}

void Canvas::cycleInsetSize()
{
    const int* next = std::upper_bound(std::begin(kInsetSides), std::end(kInsetSides), insetOptions_.side);
    insetOptions_.side = next == std::end(kInsetSides) ? kInsetSides[0] : *next;
}

void Canvas::handleInsetInput(InputState& input)
{
    constexpr int left = static_cast<int>(MouseButton::Left);
    if (resizingInset_)
    {
        if (input.down[left])
        {
            // Measured from where the bottom-left corner was when the drag began: the inset may move
            // while it grows, when the panels leave it no room where it was.
            const double side = std::max(input.pointer.x - insetCorner_.x, insetCorner_.y - input.pointer.y);
            const double largest = std::max(std::min(width(), height()) - 80.0, 1.0 * kSmallestInsetSide);
            insetOptions_.side = static_cast<int>(std::clamp(side, 1.0 * kSmallestInsetSide, largest));
        }
        else
        {
            resizingInset_ = false;
        }
        input.pressed[left] = input.down[left] = input.released[left] = false;
        return;
    }
    for (const Inset& inset : overlays_.insets)
    {
        const ScreenBox box = insetBox(inset);
        const Vec2 corner(box.maxX, box.minY);
        if (input.pressed[left] && glm::length(input.pointer - corner) <= kInsetCornerGripPx)
        {
            resizingInset_ = true;
            insetCorner_ = Vec2(box.minX, box.maxY);
            input.pressed[left] = input.down[left] = false;
            return;
        }
        const bool over = box.minX <= input.pointer.x && input.pointer.x <= box.maxX &&
                          box.minY <= input.pointer.y && input.pointer.y <= box.maxY;
        if (over && input.wheel != 0.0)
        {
            insetOptions_.zoom =
                std::clamp(insetOptions_.zoom * std::pow(kInsetWheelZoom, input.wheel), 0.25, 16.0);
            input.wheel = 0.0;
            return;
        }
    }
}

void Canvas::build(const CanvasContent& content, ImDrawList* labels)
{
    const auto start = std::chrono::steady_clock::now();
    const ViewTransform transform{content.document.view(), width(), height()};
    collectErrorMap(content);
    collectShapes(content);
    collectOverlays(content, transform);
    collectHandles(content, transform);
    scaleLineWidths(content.pixelScale);
    text_.clear();
    if (labels)
    {
        placeLabels(content, transform);
        text_.draw(labels);
    }
    buildMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void Canvas::scaleLineWidths(float scale)
{
    if (scale == 1.0F)
    {
        return;
    }
    handles_.scalePixelSizes(scale);
    overlays_.world.scalePixelSizes(scale);
    for (Inset& inset : overlays_.insets)
    {
        inset.batch.scalePixelSizes(scale);
    }
}

void Canvas::collectErrorMap(const CanvasContent& content)
{
    const auto deadline = content.finishErrorMap ? std::chrono::steady_clock::time_point::max()
                                                 : std::chrono::steady_clock::now() + kErrorMapBudget;
    errorMap_.update(content.document, content.analysis, area_.width, area_.height, deadline);
}

void Canvas::collectShapes(const CanvasContent& content)
{
    const Document& document = content.document;
    const ContactState& contacts = content.analysis.contacts();
    const Scene& scene = document.scene();
    const std::size_t n = scene.shapes.size();

    ShapesSource source{document.version(),
                        &palette::current(),
                        content.pixelScale,
                        content.compare,
                        content.interaction.hoveredShape(),
                        document.selection(),
                        contacts.inContact,
                        contacts.disagrees,
                        contacts.disagreeingPairs};
    const bool same = shapesKeeping_ == ShapesKeeping::WhileTheDocumentIsTheSame
                          ? shapesSource_ && shapesSource_->documentVersion == source.documentVersion
                          : shapesKeeping_ == ShapesKeeping::WhileTheSame && shapesSource_ == source;
    if (same)
    {
        return;
    }
    shapesSource_ = std::move(source);
    shapes_.clear();
    // Selected points and segments have no outline to light up: give them a halo underneath.
    for (std::size_t index : document.selection())
    {
        const Shape& shape = scene.shapes[index].shape;
        if (const auto* s = std::get_if<Segment>(&shape))
        {
            shapes_.addLine(s->a, s->b, 5.5F, withAlpha(palette::current().selection, 0.45F));
        }
        else if (const auto* p = std::get_if<Point>(&shape))
        {
            shapes_.addDisc(p->position, 9.0F, withAlpha(palette::current().selection, 0.45F));
        }
    }
    for (std::size_t i = 0; i < n; ++i)
    {
        const Shape& shape = scene.shapes[i].shape;
        const bool contact = i < contacts.inContact.size() && contacts.inContact[i];
        const Rgba base = contact ? palette::current().contactFill
                                  : palette::current().kindFill[static_cast<int>(kindOf(shape))];
        const Rgba line = contact ? palette::current().contactOutline : outlineFor(base);
        shapes_.addShape(shape,
                         withAlpha(base, kindOf(shape) == ShapeKind::Segment ? 1.0F : palette::kFillAlpha),
                         line, 1.5F);
    }
    // Outlines on top of every fill: compare-mode disagreements, hover, selection.
    if (content.compare)
    {
        for (std::size_t i = 0; i < n; ++i)
        {
            if (i < contacts.disagrees.size() && contacts.disagrees[i])
            {
                shapes_.addShape(scene.shapes[i].shape, withAlpha(palette::current().disagreement, 0.0F),
                                 palette::current().disagreement, 3.0F, 7.0F, 0.0F);
            }
        }
        const std::size_t lines = std::min(contacts.disagreeingPairs.size(), kDisagreementLineLimit);
        for (std::size_t k = 0; k < lines; ++k)
        {
            const auto [a, b] = contacts.disagreeingPairs[k];
            shapes_.addLine(pivotOf(scene.shapes[a].shape), pivotOf(scene.shapes[b].shape), 1.2F,
                            palette::current().disagreement, 5.0F);
        }
    }
    if (const auto hovered = content.interaction.hoveredShape();
        hovered && *hovered < n && !document.isSelected(*hovered))
    {
        shapes_.addShape(scene.shapes[*hovered].shape, withAlpha(palette::current().hover, 0.0F),
                         palette::current().hover, 1.5F, 6.5F, 0.0F);
    }
    for (std::size_t index : document.selection())
    {
        shapes_.addShape(scene.shapes[index].shape, withAlpha(palette::current().selection, 0.0F),
                         palette::current().selection, 2.0F, 6.5F, 0.0F);
    }
    if (content.pixelScale != 1.0F)
    {
        shapes_.scalePixelSizes(content.pixelScale);
    }
}

void Canvas::collectOverlays(const CanvasContent& content, const ViewTransform& transform)
{
    const std::size_t n = content.document.shapeCount();
    const auto& inspection = content.analysis.inspection();
    overlays_ = OverlayDrawing{};
    if (inspection && inspection->first < n && inspection->second < n)
    {
        // An inset of the default size first looks for a gap between the panels outside the area the
        // shapes are framed in, shrinking to fit one; failing that, or when the user sized it, it goes
        // wherever the panels leave room, shrinking only if it must.
        const ScreenBox shapesArea = largestFreeRect(ScreenBox{0.0, 0.0, width(), height()}, panels_);
        const bool defaultSize = insetOptions_.side == kInsetSides[0];
        // With the Steps panel, the overlays of the stage alone, from the trace cut to it.
        PairInspection cut;
        if (content.stage)
        {
            cut = *inspection;
            cut.trace = stageTrace(inspection->trace, *content.stage);
        }
        const PairInspection& shown = content.stage ? cut : *inspection;
        for (const bool keepOutOfShapesArea : {true, false})
        {
            if (keepOutOfShapesArea && !defaultSize)
            {
                continue;
            }
            InsetOptions options = insetOptions_;
            bool placed = false;
            for (;;)
            {
                overlays_ = buildOverlays(content.document, shown, transform, options, content.language,
                                          content.stage);
                placed = placeInsets(keepOutOfShapesArea
                                         ? std::optional<ScreenBox>(grown(shapesArea, -kInsetMayOverlapPx))
                                         : std::nullopt);
                if (placed || options.side <= kSmallestInsetSide)
                {
                    break;
                }
                options.side = std::max(kSmallestInsetSide, options.side * 4 / 5);
            }
            if (placed || overlays_.insets.empty())
            {
                break;
            }
        }
    }
    if (const auto& ccd = content.analysis.ccd())
    {
        addCcdOverlays(content.document, *ccd, transform, content.language, overlays_, content.stage);
    }
}

bool Canvas::placeInsets(const std::optional<ScreenBox>& keepOut)
{
    const ScreenBox window{0.0, 0.0, width(), height()};
    std::vector<ScreenBox> taken = panels_;
    taken.insert(taken.end(), dialogs_.begin(), dialogs_.end());
    if (keepOut)
    {
        taken.push_back(*keepOut);
    }
    bool all = true;
    for (Inset& inset : overlays_.insets)
    {
        const Vec2 size(inset.area.width + 2.0 * kInsetGapPx, inset.area.height + 2.0 * kInsetGapPx);
        const auto spot = findFreeSpot(size, window, taken, insetCorner_ + Vec2(-kInsetGapPx, kInsetGapPx));
        if (!spot)
        {
            all = false;
            continue;
        }
        inset.area.x = static_cast<int>(std::lround(spot->minX + kInsetGapPx));
        inset.area.y = static_cast<int>(std::lround(spot->minY + kInsetGapPx));
        taken.push_back(*spot);
    }
    return all;
}

void Canvas::collectHandles(const CanvasContent& content, const ViewTransform& transform)
{
    const Document& document = content.document;
    handles_.clear();
    if (document.selection().size() > kHandleSelectionLimit)
    {
        return;
    }
    const auto active = content.interaction.activeHandle();
    const auto hovered = content.interaction.hoveredHandle();
    for (std::size_t index : document.selection())
    {
        for (const Handle& handle : handlesOf(document.shape(index).shape, transform.pixel()))
        {
            const bool lit = sameHandle(active, handle) || sameHandle(hovered, handle);
            if (handle.role == HandleRole::Rotate)
            {
                handles_.addLine(handle.stem, handle.position, 0.8F, palette::current().rotateHandle);
                handles_.addDisc(handle.position, lit ? 6.5F : 5.5F,
                                 lit ? palette::current().handleActive : palette::current().rotateHandle,
                                 palette::current().handleLine, 1.5F);
            }
            else
            {
                handles_.addDisc(handle.position, lit ? 6.0F : 4.5F,
                                 lit ? palette::current().handleActive : palette::current().handleFill,
                                 palette::current().handleLine, 1.5F);
            }
        }
    }
}

void Canvas::placeLabels(const CanvasContent& content, const ViewTransform& transform)
{
    placedText_.clear();
    legend_.reset();
    const Scene& scene = content.document.scene();
    const ScreenBox window{0.0, 0.0, width(), height()};

    std::vector<LabelRequest> requests;
    std::vector<Rgba> colors;
    LabelArea area;
    area.bounds = window;
    area.blocked = panels_;
    area.blocked.insert(area.blocked.end(), dialogs_.begin(), dialogs_.end());
    for (const ScreenBox& inset : insetBoxes())
    {
        area.blocked.push_back(grown(inset, 2.0));
    }
    if (scene.shapes.size() <= kDecoratedShapeLimit)
    {
        for (const SceneShape& s : scene.shapes)
        {
            const Bounds b = boundsOf(s.shape);
            const Vec2 lo = transform.toScreen({b.min.x, b.max.y});
            const Vec2 hi = transform.toScreen({b.max.x, b.min.y});
            area.avoid.push_back(ScreenBox{lo.x, lo.y, hi.x, hi.y});
            if (s.label.empty())
            {
                continue;
            }
            const std::string& caption = captionOf(scene, s.label, content.language == UiLanguage::Japanese);
            const Vec2 top = transform.toScreen({(b.min.x + b.max.x) * 0.5, b.max.y});
            const Vec2 size = measureText(caption);
            requests.push_back({top, caption, top - Vec2(size.x * 0.5, size.y + 8.0)});
            colors.push_back(palette::current().labelText);
        }
    }
    for (const CanvasLabel& label : overlays_.labels)
    {
        requests.push_back({label.anchor, label.text, label.anchor + label.offset});
        colors.push_back(label.color);
    }
    const LabelLayout layout = layoutLabels(requests, area, measureText);
    if (layout.legend)
    {
        const ScreenBox& l = *layout.legend;
        text_.addBox(Vec2(l.minX, l.minY), Vec2(l.maxX, l.maxY), legendFill(), 3.0F);
        text_.addFrame(Vec2(l.minX, l.minY), Vec2(l.maxX, l.maxY), palette::current().insetFrame);
        legend_ = l;
    }
    auto drawPlaced = [&](const PlacedText& placed, Vec2 anchor, Rgba color, bool inInset)
    {
        if (placed.leader)
        {
            const Vec2 end = nearestPointOf(placed.box, anchor);
            text_.addLine(anchor, end, withAlpha(color, 0.6F), 1.0F);
        }
        if (placed.kind == PlacedTextKind::Marker)
        {
            // A number standing for the text the legend lists: a chip so that it reads as a key.
            text_.addBox(Vec2(placed.box.minX, placed.box.minY), Vec2(placed.box.maxX, placed.box.maxY),
                         legendFill(), 2.0F);
        }
        text_.addText(Vec2(placed.box.minX, placed.box.minY), placed.text, color);
        placedText_.push_back({placed.text, placed.kind, placed.box, inInset});
    };
    for (const PlacedText& placed : layout.placed)
    {
        drawPlaced(placed, requests[placed.request].anchor, colors[placed.request], false);
    }

    for (const Inset& inset : overlays_.insets)
    {
        const ScreenBox box = insetBox(inset);
        const Vec2 lo(box.minX, box.minY);
        const Vec2 hi(box.maxX, box.maxY);
        text_.addFrame(lo - Vec2(1.0), hi + Vec2(1.0), palette::current().insetFrame);
        // The corner that resizes the inset.
        text_.addTriangle(Vec2(hi.x - 9.0, lo.y), Vec2(hi.x, lo.y), Vec2(hi.x, lo.y + 9.0),
                          rgb(120, 132, 155));
        const std::string title = truncatedToWidth(inset.title, box.width() - 24.0, measureText);
        const Vec2 titleAt(box.minX + 8.0, box.minY + 4.0);
        const ScreenBox titleBox = boxAt(titleAt, measureText(title));
        drawPlaced(PlacedText{0, PlacedTextKind::Label, title, titleBox, false}, titleAt,
                   palette::current().insetTitle, true);

        std::vector<LabelRequest> insetRequests;
        std::vector<Rgba> insetColors;
        const Vec2 origin(box.minX, box.minY);
        for (const CanvasLabel& label : inset.labels)
        {
            insetRequests.push_back(
                {label.anchor + origin, label.text, label.anchor + origin + label.offset});
            insetColors.push_back(label.color);
        }
        LabelArea insetArea;
        insetArea.bounds =
            ScreenBox{box.minX + 2.0, box.minY + kInsetTitleHeightPx, box.maxX - 2.0, box.maxY - 2.0};
        insetArea.blocked.push_back(grown(titleBox, 1.0));
        const LabelLayout insetLayout = layoutLabels(insetRequests, insetArea, measureText);
        if (insetLayout.legend)
        {
            const ScreenBox& l = *insetLayout.legend;
            text_.addBox(Vec2(l.minX, l.minY), Vec2(l.maxX, l.maxY), legendFill(), 3.0F);
        }
        for (const PlacedText& placed : insetLayout.placed)
        {
            drawPlaced(placed, insetRequests[placed.request].anchor, insetColors[placed.request], true);
        }
    }
}

void Canvas::draw(CanvasSink& sink, const View& view) const
{
    sink.drawGrid(view, area_,
                  GridColors{palette::current().background, palette::current().gridMinor,
                             palette::current().gridMajor, palette::current().gridAxis});
    sink.drawCells(errorMap_.picture(), area_);
    sink.drawBatch(shapes_, view, area_);
    sink.drawBatch(overlays_.world, view, area_);
    sink.drawBatch(handles_, view, area_);
    for (const Inset& inset : overlays_.insets)
    {
        sink.drawGrid(inset.view, inset.area,
                      GridColors{palette::current().insetBackground, palette::current().insetGrid,
                                 palette::current().insetGrid, palette::current().gridAxis});
        sink.drawBatch(inset.batch, inset.view, inset.area);
    }
}

} // namespace hitlab
