#include "canvas.hpp"

#include "canvas_text.hpp"
#include "ccd_overlays.hpp"
#include "palette.hpp"

#include <imgui.h>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <chrono>

namespace hitlab
{

namespace
{

// Shape labels and per-shape decorations are skipped above this many shapes (the stress scene).
constexpr std::size_t kDecoratedShapeLimit = 400;
constexpr std::size_t kHandleSelectionLimit = 64;
constexpr std::size_t kDisagreementLineLimit = 4000;
constexpr double kFitMarginPx = 60.0;
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

bool sameHandle(const std::optional<Handle>& a, const Handle& b)
{
    return a && a->role == b.role && a->index == b.index && glm::length(a->position - b.position) < 1e-9;
}

} // namespace

void Canvas::layout(int width, int height)
{
    area_ = PixelRect{0, 0, width, height};
}

void Canvas::fitView(Document& document) const
{
    if (document.shapeCount() == 0)
    {
        document.view() = View{};
        return;
    }
    Bounds all = boundsOf(document.shape(0).shape);
    for (std::size_t i = 1; i < document.shapeCount(); ++i)
    {
        const Bounds b = boundsOf(document.shape(i).shape);
        all.min = glm::min(all.min, b.min);
        all.max = glm::max(all.max, b.max);
    }
    document.view() = framing(all.min, all.max, area_.width, area_.height, kFitMarginPx);
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
    if (labels)
    {
        placeLabels(content, transform, labels);
    }
    buildMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void Canvas::scaleLineWidths(float scale)
{
    if (scale == 1.0F)
    {
        return;
    }
    shapes_.scalePixelSizes(scale);
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
}

void Canvas::collectOverlays(const CanvasContent& content, const ViewTransform& transform)
{
    const std::size_t n = content.document.shapeCount();
    const auto& inspection = content.analysis.inspection();
    overlays_ = OverlayDrawing{};
    if (inspection && inspection->first < n && inspection->second < n)
    {
        overlays_ = buildOverlays(content.document, *inspection, transform, Vec2(14.0, height() - 40.0));
    }
    if (const auto& ccd = content.analysis.ccd())
    {
        addCcdOverlays(content.document, *ccd, transform, overlays_);
    }
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

void Canvas::placeLabels(const CanvasContent& content, const ViewTransform& transform,
                         ImDrawList* labels) const
{
    const Scene& scene = content.document.scene();
    LabelPlacer placer;
    if (scene.shapes.size() <= kDecoratedShapeLimit)
    {
        for (const SceneShape& s : scene.shapes)
        {
            if (s.label.empty())
            {
                continue;
            }
            const Bounds b = boundsOf(s.shape);
            const Vec2 top = transform.toScreen({(b.min.x + b.max.x) * 0.5, b.max.y});
            const ImVec2 size = ImGui::CalcTextSize(s.label.c_str());
            drawText(labels, placer.place(top - Vec2(size.x * 0.5, size.y + 8.0), s.label), s.label,
                     palette::current().labelText);
        }
    }
    for (const CanvasLabel& label : overlays_.labels)
    {
        drawText(labels, placer.place(label.screen, label.text), label.text, label.color);
    }
    for (const Inset& inset : overlays_.insets)
    {
        const ImVec2 lo(static_cast<float>(inset.area.x), static_cast<float>(inset.area.y));
        const ImVec2 hi(lo.x + inset.area.width, lo.y + inset.area.height);
        const Rgba frame = palette::current().insetFrame;
        labels->AddRect(ImVec2(lo.x - 1, lo.y - 1), ImVec2(hi.x + 1, hi.y + 1),
                        ImGui::ColorConvertFloat4ToU32(ImVec4(frame.r, frame.g, frame.b, frame.a)));
        drawText(labels, Vec2(lo.x + 8.0, lo.y + 4.0), inset.title, palette::current().insetTitle);
        LabelPlacer insetPlacer;
        insetPlacer.place(Vec2(lo.x + 8.0, lo.y + 4.0), inset.title);
        for (const CanvasLabel& label : inset.labels)
        {
            const Vec2 at = insetPlacer.place(label.screen + Vec2(inset.area.x, inset.area.y), label.text);
            drawText(labels, at, label.text, label.color);
        }
    }
}

void Canvas::draw(Renderer& renderer, const View& view) const
{
    renderer.drawGrid(view, area_,
                      GridColors{palette::current().background, palette::current().gridMinor,
                                 palette::current().gridMajor, palette::current().gridAxis});
    renderer.drawBatch(errorMap_.batch(), view, area_);
    renderer.drawBatch(shapes_, view, area_);
    renderer.drawBatch(overlays_.world, view, area_);
    renderer.drawBatch(handles_, view, area_);
    for (const Inset& inset : overlays_.insets)
    {
        renderer.drawGrid(inset.view, inset.area,
                          GridColors{palette::current().insetBackground, palette::current().insetGrid,
                                     palette::current().insetGrid, palette::current().gridAxis});
        renderer.drawBatch(inset.batch, inset.view, inset.area);
    }
}

} // namespace hitlab
