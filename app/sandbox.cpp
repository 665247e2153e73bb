#include "sandbox.hpp"

#include "palette.hpp"
#include "shape_json.hpp"

#include <imgui.h>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>

namespace hitlab
{

namespace
{

// Shape labels and per-shape decorations are skipped above this many shapes (the stress scene).
constexpr std::size_t kDecoratedShapeLimit = 400;
constexpr std::size_t kHandleSelectionLimit = 64;
constexpr std::size_t kDisagreementLineLimit = 4000;

Rgba outlineFor(Rgba fill)
{
    // A lighter rim of the same hue reads as an outline on the dark canvas.
    return Rgba{fill.r + (1.0F - fill.r) * 0.45F, fill.g + (1.0F - fill.g) * 0.45F,
                fill.b + (1.0F - fill.b) * 0.45F, 1.0F};
}

ImU32 toImColor(Rgba c)
{
    return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a));
}

// Moves labels down until they do not cover one another (traces often label nearby points).
class LabelPlacer
{
public:
    Vec2 place(Vec2 at, const std::string& text)
    {
        const ImVec2 size = ImGui::CalcTextSize(text.c_str());
        Vec2 p = at;
        for (int attempt = 0; attempt < 8; ++attempt)
        {
            bool clear = true;
            for (const auto& [lo, hi] : placed_)
            {
                if (p.x < hi.x && lo.x < p.x + size.x && p.y < hi.y && lo.y < p.y + size.y)
                {
                    clear = false;
                    p.y = hi.y + 1.0;
                    break;
                }
            }
            if (clear)
            {
                break;
            }
        }
        placed_.emplace_back(p, p + Vec2(size.x, size.y));
        return p;
    }

private:
    std::vector<std::pair<Vec2, Vec2>> placed_;
};

void drawText(ImDrawList* list, Vec2 at, const std::string& text, Rgba color)
{
    const ImVec2 p(std::round(static_cast<float>(at.x)), std::round(static_cast<float>(at.y)));
    list->AddText(ImVec2(p.x + 1.0F, p.y + 1.0F), IM_COL32(0, 0, 0, 200), text.c_str());
    list->AddText(p, toImColor(color), text.c_str());
}

} // namespace

void Sandbox::init(std::string dataRoot, bool reproducible)
{
    dataRoot_ = std::move(dataRoot);
    reproducible_ = reproducible;
    std::string error;
    if (auto catalog = loadSceneCatalog(dataRoot_ + "/assets/scenes", error))
    {
        catalog_ = std::move(*catalog);
    }
    else
    {
        status("Scene list unavailable: " + error, true);
    }
}

std::optional<std::string> Sandbox::openScene(const std::string& path)
{
    if (auto error = openSceneFile(document_, path))
    {
        status("Not opened: " + *error, true);
        return error;
    }
    inspection_.reset();
    status("Opened " + std::filesystem::path(path).filename().string(), false);
    return std::nullopt;
}

void Sandbox::openDefaultScene()
{
    for (const CatalogEntry& entry : catalog_.entries)
    {
        if (entry.category == "default" && !openScene(catalog_.pathOf(entry)))
        {
            return;
        }
    }
    document_.reset(builtinDefaultScene(), {});
    status("Built-in scene (assets/scenes not found)", false);
}

std::optional<std::string> Sandbox::saveScene(const std::string& path)
{
    if (auto error = io::saveScene(path, document_.scene()))
    {
        status("Not saved: " + *error, true);
        return error;
    }
    document_.markSaved(path);
    status("Saved " + std::filesystem::path(path).filename().string(), false);
    return std::nullopt;
}

void Sandbox::fitView(int width, int height)
{
    if (document_.shapeCount() == 0)
    {
        document_.view() = View{};
        return;
    }
    Bounds all = boundsOf(document_.shape(0).shape);
    for (std::size_t i = 1; i < document_.shapeCount(); ++i)
    {
        const Bounds b = boundsOf(document_.shape(i).shape);
        all.min = glm::min(all.min, b.min);
        all.max = glm::max(all.max, b.max);
    }
    document_.view() = framing(all.min, all.max, width, height, 60.0);
}

void Sandbox::update(const InputState& input, int width, int height, bool uiWantsMouse, bool uiWantsKeyboard)
{
    width_ = width;
    height_ = height;
    if (!uiWantsKeyboard)
    {
        if (input.pressedKey("ctrl+s"))
        {
            if (document_.path().empty())
            {
                fileDialogOpen_ = true;
                fileDialogSave_ = true;
            }
            else
            {
                saveScene(document_.path());
            }
        }
        if (input.pressedKey("ctrl+o"))
        {
            fileDialogOpen_ = true;
            fileDialogSave_ = false;
            fileDialogPath_ = document_.path();
        }
        if (input.pressedKey("f"))
        {
            fitView(width, height);
        }
    }
    if (!updateMotionHandles(input, width, height, uiWantsMouse))
    {
        interaction_.update(document_, input, width, height, uiWantsMouse, uiWantsKeyboard);
    }
    advanceAnimation();
    refreshContacts();
    refreshInspection();
}

bool Sandbox::updateMotionHandles(const InputState& input, int width, int height, bool uiWantsMouse)
{
    const auto motion = rotationalMotionOf(document_.scene());
    if (!motion)
    {
        motionDrag_ = MotionDrag::None;
        return false;
    }
    const ViewTransform transform{document_.view(), static_cast<double>(width), static_cast<double>(height)};
    constexpr double kGrabPixels = 9.0;
    if (motionDrag_ == MotionDrag::None && input.pressed[0] && !uiWantsMouse)
    {
        if (glm::length(input.pointer - transform.toScreen(motion->pivot)) <= kGrabPixels)
        {
            motionDrag_ = MotionDrag::Pivot;
        }
        else if (glm::length(input.pointer - transform.toScreen(angleHandlePosition(*motion))) <= kGrabPixels)
        {
            motionDrag_ = MotionDrag::Angle;
        }
        motionBefore_ = document_.scene().motion;
    }
    if (motionDrag_ == MotionDrag::None)
    {
        return false;
    }
    SceneMotion edited = *document_.scene().motion;
    const Vec2 world = transform.toWorld(input.pointer);
    if (motionDrag_ == MotionDrag::Pivot)
    {
        edited.pivot = world;
    }
    else
    {
        edited.angle = angleFromHandle(*motion, world, edited.angle);
    }
    document_.previewMotion(edited);
    if (!input.down[0])
    {
        document_.commitMotion(motionBefore_, motionDrag_ == MotionDrag::Pivot ? "Move the pivot"
                                                                               : "Change the angle per step");
        motionDrag_ = MotionDrag::None;
    }
    return true;
}

// Playing the motion turns the box one step at a time; screenshots and scripts never play it, so
// their frames stay reproducible.
void Sandbox::advanceAnimation()
{
    std::size_t moving = 0;
    const auto motion = rotationalMotionOf(document_.scene(), &moving);
    if (!motion || !document_.scene().motion->animate || reproducible_ || motionDrag_ != MotionDrag::None)
    {
        animationMs_ = 0.0;
        return;
    }
    constexpr double kStepMs = 700.0;
    animationMs_ += frameMs_;
    if (animationMs_ < kStepMs)
    {
        return;
    }
    animationMs_ = 0.0;
    document_.previewShape(moving, poseAt(*motion, 1.0));
}

void Sandbox::refreshContacts()
{
    if (contactsVersion_ == document_.version() && contactsCompare_ == compare_ &&
        contacts_.inContact.size() == document_.shapeCount())
    {
        return;
    }
    contacts_ = solver_.compute(document_, compare_);
    // In a CCD scene a target the box's exact sweep reaches is in contact, and so is the box.
    ccd_ = computeCcd(document_);
    if (ccd_)
    {
        for (const CcdTarget& target : ccd_->targets)
        {
            if (target.report.exact.hit)
            {
                contacts_.inContact[target.shape] = 1;
                contacts_.inContact[ccd_->movingShape] = 1;
            }
        }
    }
    contactsVersion_ = document_.version();
    contactsCompare_ = compare_;
}

void Sandbox::refreshInspection()
{
    const auto pair = focusPair(document_);
    if (!pair)
    {
        inspection_.reset();
        return;
    }
    if (inspection_ && inspectionVersion_ == document_.version() && inspectionPair_ == *pair)
    {
        return;
    }
    inspection_ = inspectPair(document_, pair->first, pair->second);
    inspectionVersion_ = document_.version();
    inspectionPair_ = *pair;
}

void Sandbox::setFrameTimes(double frameMs, double renderMs)
{
    frameMs_ = frameMs;
    renderMs_ = renderMs;
    fps_ = frameMs > 0.0 ? 1000.0 / frameMs : 0.0;
}

void Sandbox::buildCanvas(int width, int height, ImDrawList* labels)
{
    const auto start = std::chrono::steady_clock::now();
    const ViewTransform transform{document_.view(), static_cast<double>(width), static_cast<double>(height)};
    const Scene& scene = document_.scene();
    const std::size_t n = scene.shapes.size();
    const bool decorated = n <= kDecoratedShapeLimit;

    shapeBatch_.clear();
    // Selected points and segments have no outline to light up: give them a halo underneath.
    for (std::size_t index : document_.selection())
    {
        const Shape& shape = scene.shapes[index].shape;
        if (const auto* s = std::get_if<Segment>(&shape))
        {
            shapeBatch_.addLine(s->a, s->b, 5.5F, withAlpha(palette::kSelection, 0.45F));
        }
        else if (const auto* p = std::get_if<Point>(&shape))
        {
            shapeBatch_.addDisc(p->position, 9.0F, withAlpha(palette::kSelection, 0.45F));
        }
    }
    for (std::size_t i = 0; i < n; ++i)
    {
        const Shape& shape = scene.shapes[i].shape;
        const bool contact = i < contacts_.inContact.size() && contacts_.inContact[i];
        const Rgba base =
            contact ? palette::kContactFill : palette::kKindFill[static_cast<int>(kindOf(shape))];
        const Rgba line = contact ? palette::kContactOutline : outlineFor(base);
        shapeBatch_.addShape(
            shape, withAlpha(base, kindOf(shape) == ShapeKind::Segment ? 1.0F : palette::kFillAlpha), line,
            1.5F);
    }
    // Outlines on top of every fill: compare-mode disagreements, hover, selection.
    if (compare_)
    {
        for (std::size_t i = 0; i < n; ++i)
        {
            if (i < contacts_.disagrees.size() && contacts_.disagrees[i])
            {
                shapeBatch_.addShape(scene.shapes[i].shape, withAlpha(palette::kDisagreement, 0.0F),
                                     palette::kDisagreement, 3.0F, 7.0F, 0.0F);
            }
        }
        const std::size_t lines = std::min(contacts_.disagreeingPairs.size(), kDisagreementLineLimit);
        for (std::size_t k = 0; k < lines; ++k)
        {
            const auto [a, b] = contacts_.disagreeingPairs[k];
            shapeBatch_.addLine(pivotOf(scene.shapes[a].shape), pivotOf(scene.shapes[b].shape), 1.2F,
                                palette::kDisagreement, 5.0F);
        }
    }
    if (const auto hovered = interaction_.hoveredShape();
        hovered && *hovered < n && !document_.isSelected(*hovered))
    {
        shapeBatch_.addShape(scene.shapes[*hovered].shape, withAlpha(palette::kHover, 0.0F), palette::kHover,
                             1.5F, 6.5F, 0.0F);
    }
    for (std::size_t index : document_.selection())
    {
        shapeBatch_.addShape(scene.shapes[index].shape, withAlpha(palette::kSelection, 0.0F),
                             palette::kSelection, 2.0F, 6.5F, 0.0F);
    }

    // Overlays of the focused pair.
    overlays_ = OverlayDrawing{};
    if (inspection_ && inspection_->first < n && inspection_->second < n)
    {
        overlays_ = buildOverlays(document_, *inspection_, transform, Vec2(14.0, height - 40.0));
    }

    if (ccd_)
    {
        buildCcdCanvas(transform);
    }

    // Handles of the selection.
    handleBatch_.clear();
    if (document_.selection().size() <= kHandleSelectionLimit)
    {
        const auto active = interaction_.activeHandle();
        const auto hovered = interaction_.hoveredHandle();
        auto same = [](const std::optional<Handle>& a, const Handle& b) {
            return a && a->role == b.role && a->index == b.index &&
                   glm::length(a->position - b.position) < 1e-9;
        };
        for (std::size_t index : document_.selection())
        {
            for (const Handle& handle : handlesOf(scene.shapes[index].shape, transform.pixel()))
            {
                const bool lit = same(active, handle) || same(hovered, handle);
                if (handle.role == HandleRole::Rotate)
                {
                    handleBatch_.addLine(handle.stem, handle.position, 0.8F, palette::kRotateHandle);
                    handleBatch_.addDisc(handle.position, lit ? 6.5F : 5.5F,
                                         lit ? palette::kHandleActive : palette::kRotateHandle,
                                         palette::kHandleLine, 1.5F);
                }
                else
                {
                    handleBatch_.addDisc(handle.position, lit ? 6.0F : 4.5F,
                                         lit ? palette::kHandleActive : palette::kHandleFill,
                                         palette::kHandleLine, 1.5F);
                }
            }
        }
    }

    // Text: shape labels, overlay labels, inset titles.
    if (labels)
    {
        LabelPlacer placer;
        if (decorated)
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
                         rgb(225, 230, 240));
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
            labels->AddRect(ImVec2(lo.x - 1, lo.y - 1), ImVec2(hi.x + 1, hi.y + 1),
                            IM_COL32(90, 100, 120, 255));
            drawText(labels, Vec2(lo.x + 8.0, lo.y + 4.0), inset.title, rgb(220, 225, 235));
            LabelPlacer insetPlacer;
            insetPlacer.place(Vec2(lo.x + 8.0, lo.y + 4.0), inset.title);
            for (const CanvasLabel& label : inset.labels)
            {
                const Vec2 at =
                    insetPlacer.place(label.screen + Vec2(inset.area.x, inset.area.y), label.text);
                drawText(labels, at, label.text, label.color);
            }
        }
    }
    canvasMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void Sandbox::drawCanvas(Renderer& renderer, int width, int height)
{
    const PixelRect whole{0, 0, width, height};
    const View& view = document_.view();
    renderer.drawGrid(
        view, whole,
        GridColors{palette::kBackground, palette::kGridMinor, palette::kGridMajor, palette::kGridAxis});
    renderer.drawBatch(shapeBatch_, view, whole);
    renderer.drawBatch(overlays_.world, view, whole);
    renderer.drawBatch(handleBatch_, view, whole);
    for (const Inset& inset : overlays_.insets)
    {
        renderer.drawGrid(inset.view, inset.area,
                          GridColors{palette::kInsetBackground, palette::kInsetGrid, palette::kInsetGrid,
                                     palette::kGridAxis});
        renderer.drawBatch(inset.batch, inset.view, inset.area);
    }
}

nlohmann::json Sandbox::dumpState() const
{
    nlohmann::json state;
    nlohmann::json shapes = nlohmann::json::array();
    for (std::size_t i = 0; i < document_.shapeCount(); ++i)
    {
        const SceneShape& s = document_.shape(i);
        nlohmann::json item = io::shapeToJson(s.shape);
        item["id"] = s.id;
        item["contact"] = i < contacts_.inContact.size() && contacts_.inContact[i] != 0;
        item["disagrees"] = i < contacts_.disagrees.size() && contacts_.disagrees[i] != 0;
        shapes.push_back(std::move(item));
    }
    state["shapes"] = std::move(shapes);
    nlohmann::json selection = nlohmann::json::array();
    for (std::size_t index : document_.selection())
    {
        selection.push_back(document_.shape(index).id);
    }
    state["selection"] = std::move(selection);
    state["undo_depth"] = document_.history().undoDepth();
    state["redo_depth"] = document_.history().redoDepth();
    state["contact_pairs"] = contacts_.contactPairs;
    state["disagreeing_pairs"] = contacts_.disagreeingPairs.size();
    state["algorithms"] = document_.scene().algorithms;
    state["view"] = {{"center", {document_.view().center.x, document_.view().center.y}},
                     {"zoom", document_.view().zoom}};
    if (const auto& motion = document_.scene().motion)
    {
        state["motion"] = {{"shape", motion->shapeId},
                           {"pivot", {motion->pivot.x, motion->pivot.y}},
                           {"angle", motion->angle},
                           {"animate", motion->animate}};
    }
    if (ccd_)
    {
        nlohmann::json targets = nlohmann::json::object();
        for (const CcdTarget& target : ccd_->targets)
        {
            nlohmann::json hits = nlohmann::json::object();
            for (CcdMethod method : kCcdMethods)
            {
                hits[std::string(ccdMethodName(method))] = target.report.hits[static_cast<int>(method)];
            }
            hits["time_of_impact"] =
                target.report.exact.hit ? nlohmann::json(target.report.exact.fraction) : nlohmann::json();
            targets[document_.shape(target.shape).id] = std::move(hits);
        }
        state["ccd"] = std::move(targets);
    }
    state["message"] = interaction_.message();
    state["message_is_error"] = interaction_.messageIsError();
    if (inspection_)
    {
        nlohmann::json pair;
        pair["first"] = document_.shape(inspection_->first).id;
        pair["second"] = document_.shape(inspection_->second).id;
        pair["algorithm"] = std::string(inspection_->algorithm->name);
        pair["exact_algorithm"] = inspection_->algorithm->exact();
        pair["overlap"] = inspection_->answer.overlap;
        pair["distance"] =
            inspection_->answer.distance ? nlohmann::json(*inspection_->answer.distance) : nlohmann::json();
        pair["exact_overlap"] = inspection_->exactOverlap;
        pair["exact_distance"] = inspection_->exact.value;
        state["pair"] = std::move(pair);
    }
    return state;
}

void Sandbox::recordItem(const std::string& name)
{
    const ImVec2 lo = ImGui::GetItemRectMin();
    const ImVec2 hi = ImGui::GetItemRectMax();
    uiItems_[name] = UiItem{lo.x, lo.y, hi.x, hi.y, ImGui::IsItemVisible()};
    if (ensureVisible == name)
    {
        ImGui::SetScrollHereY(0.5F);
        ensureVisible.clear();
    }
}

} // namespace hitlab
