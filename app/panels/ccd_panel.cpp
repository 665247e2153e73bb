#include "ccd_panel.hpp"

#include "canvas/ccd_overlays.hpp"
#include "hitlab/geometry.hpp"
#include "lesson_panel.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"
#include "scene_limits.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

namespace
{

// Two turns either way: the sweep of one turn or more is already the whole ring.
constexpr auto kMostDegreesPerStep = static_cast<float>(kSceneMaxMotionAngle * 180.0 / kPi);

const char* yesNo(bool hit, const SandboxSettings& settings)
{
    return hit ? settings.tr("panel.ccd.hit") : "-";
}

// A representation of the sweep as the panel names it (core's ccdMethodName is the CLI's JSON key).
const char* methodKey(CcdMethod method)
{
    switch (method)
    {
    case CcdMethod::Sccd:
        return "panel.ccd.method.sccd";
    case CcdMethod::ThesisFan:
        return "panel.ccd.method.thesis_fan";
    case CcdMethod::ConservativeFan:
        return "panel.ccd.method.conservative_fan";
    case CcdMethod::Exact:
        return "panel.ccd.method.exact";
    case CcdMethod::Discrete:
        return "panel.ccd.method.discrete";
    }
    return "panel.ccd.method.exact";
}

// A table's columns, stretched to share its width (the first `firstShare` times as wide as each other), and
// its headings as a row whose texts wrap within their columns: ImGui's own headings stay on one line and
// are cut short in a narrow panel.
template <std::size_t N>
void wrappedHeadings(const char* const (&keys)[N], float firstShare, const SandboxSettings& settings)
{
    for (const char* key : keys)
    {
        ImGui::TableSetupColumn(key, ImGuiTableColumnFlags_WidthStretch, key == keys[0] ? firstShare : 1.0F);
    }
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    for (const char* key : keys)
    {
        ImGui::TableNextColumn();
        ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, ImGui::GetColorU32(ImGuiCol_TableHeaderBg));
        wrappedText(settings.tr(key), ImGui::GetStyleColorVec4(ImGuiCol_Text));
    }
}

// A shape as the canvas names it: its caption in the UI's language ("passed through", 通り抜け), or its
// id when it has no label, so that the panel's rows read as the targets on the canvas do.
const std::string& shownName(const Scene& scene, std::size_t shape, bool japanese)
{
    const SceneShape& s = scene.shapes[shape];
    return s.label.empty() ? s.id : captionOf(scene, s.label, japanese);
}

} // namespace

void CcdPanel::draw(PanelContext& context)
{
    const std::string title = context.settings.label("panel.ccd.title");
    placePanel(title, currentPanelLayout(context).ccd);
    if (!ImGui::Begin(title.c_str()))
    {
        ImGui::End();
        return;
    }
    const CcdState& ccd = *context.analysis.ccd();
    drawMotion(context, ccd);
    ImGui::Separator();
    drawSweepToggles(context);
    ImGui::Separator();
    drawTargets(context, ccd);
    ImGui::Separator();
    drawStudy(context.settings);
    ImGui::End();
}

void CcdPanel::drawMotion(PanelContext& context, const CcdState& ccd)
{
    Document& document = context.document;
    const Scene& scene = document.scene();
    const SandboxSettings& settings = context.settings;
    SceneMotion motion = *scene.motion;
    wrappedText(settings.tr("panel.ccd.motion", {shownName(scene, ccd.movingShape, settings.japanese()),
                                                 formatted("%.1f", motion.angle * 180.0 / kPi)}),
                ImGui::GetStyleColorVec4(ImGuiCol_Text));

    // Numeric edits: one undo step per edit, from when the field became active.
    auto editField = [&](bool changed)
    {
        if (ImGui::IsItemActivated())
        {
            motionBefore_ = scene.motion;
        }
        if (changed)
        {
            document.previewMotion(motion);
        }
        if (ImGui::IsItemDeactivatedAfterEdit())
        {
            document.commitMotion(motionBefore_, "Edit the motion");
        }
    };
    // A number typed into a field (Ctrl+click or a double-click) is clamped to the field's range as a drag
    // is: ImGui would otherwise take any float, and "1e39" or "1e308" degrees is infinite as a float.
    constexpr float kPivotReach = static_cast<float>(kMaxCoordinate); // the scene's own limit
    float pivot[2] = {static_cast<float>(motion.pivot.x), static_cast<float>(motion.pivot.y)};
    const bool pivotChanged =
        ImGui::DragFloat2(settings.label("panel.ccd.pivot").c_str(), pivot, 1.0F, -kPivotReach, kPivotReach,
                          "%.3f", ImGuiSliderFlags_AlwaysClamp);
    context.items.record("ccd/pivot");
    tip(settings.tr("panel.ccd.pivot.tip"));
    if (pivotChanged)
    {
        motion.pivot = {pivot[0], pivot[1]};
    }
    editField(pivotChanged);
    float degrees = static_cast<float>(motion.angle * 180.0 / kPi);
    const bool angleChanged =
        ImGui::DragFloat(settings.label("panel.ccd.degrees").c_str(), &degrees, 1.0F, -kMostDegreesPerStep,
                         kMostDegreesPerStep, "%.1f", ImGuiSliderFlags_AlwaysClamp);
    context.items.record("ccd/degrees");
    tip(settings.tr("panel.ccd.degrees.tip"));
    if (angleChanged)
    {
        // In the file's range whatever the rounding of degrees to radians (io refuses a larger angle).
        motion.angle = std::clamp(degrees * kPi / 180.0, -kSceneMaxMotionAngle, kSceneMaxMotionAngle);
    }
    editField(angleChanged);
    bool animate = motion.animate;
    if (ImGui::Checkbox(settings.label("panel.ccd.play").c_str(), &animate))
    {
        motion.animate = animate;
        document.setMotion(motion, animate ? "Play the motion" : "Pause the motion");
    }
    tip(settings.tr("panel.ccd.play.tip"));
    ImGui::SameLine();
    if (ImGui::Button(settings.label("panel.ccd.step").c_str()))
    {
        document.modifyShape(ccd.movingShape, poseAt(ccd.motion, 1.0), "Step the motion");
    }
    tip(settings.tr("panel.ccd.step.tip"));
}

void CcdPanel::drawSweepToggles(PanelContext& context)
{
    const SandboxSettings& settings = context.settings;
    ImGui::TextUnformatted(settings.tr("panel.ccd.sweeps"));
    for (const OverlayInfo& info : kOverlays)
    {
        if (info.group != OverlayGroup::Ccd)
        {
            continue;
        }
        bool shown = context.document.overlay(info.overlay);
        const Rgba color = ccdOverlayColor(info.overlay);
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(color.r, color.g, color.b, 1.0F));
        const std::string titleKey = "panel.overlay." + std::string(info.key);
        if (ImGui::Checkbox(settings.label(titleKey.c_str()).c_str(), &shown))
        {
            context.document.setOverlay(info.overlay, shown);
        }
        ImGui::PopStyleColor();
        tip(settings.tr("panel.ccd.sweep.tip"));
    }
}

void CcdPanel::drawTargets(const PanelContext& context, const CcdState& ccd)
{
    const Scene& scene = context.document.scene();
    const SandboxSettings& settings = context.settings;
    ImGui::TextUnformatted(settings.tr("panel.ccd.targets"));
    // Six columns share the left column's width, the targets' names a larger share: every heading and cell
    // wraps within its column rather than being cut ("passed throu", "- (misse").
    if (!ImGui::BeginTable("ccd_hits", 6, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame))
    {
        return;
    }
    const char* columns[] = {"panel.ccd.column.target",     "panel.ccd.column.sccd",
                             "panel.ccd.column.thesis_fan", "panel.ccd.column.conservative_fan",
                             "panel.ccd.column.exact",      "panel.ccd.column.poses"};
    wrappedHeadings(columns, 1.3F, settings);
    const ImVec4& text = ImGui::GetStyleColorVec4(ImGuiCol_Text);
    for (const CcdTarget& target : ccd.targets)
    {
        const auto& hits = target.report.hits;
        const bool exactHit = hits[static_cast<int>(CcdMethod::Exact)];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        wrappedText(shownName(scene, target.shape, settings.japanese()), text);
        for (CcdMethod method : {CcdMethod::Sccd, CcdMethod::ThesisFan, CcdMethod::ConservativeFan})
        {
            ImGui::TableNextColumn();
            const bool hit = hits[static_cast<int>(method)];
            // A method that disagrees with the exact sweep is marked: over- or under-detection.
            if (hit != exactHit)
            {
                wrappedText(settings.tr(hit ? "panel.ccd.over" : "panel.ccd.missed"), kDisagreeText);
            }
            else
            {
                wrappedText(yesNo(hit, settings), text);
            }
        }
        ImGui::TableNextColumn();
        wrappedText(exactHit
                        ? settings.tr("panel.ccd.hit_at", {formatted("%.3f", target.report.exact.fraction)})
                        : std::string("-"),
                    text);
        ImGui::TableNextColumn();
        wrappedText(yesNo(hits[static_cast<int>(CcdMethod::Discrete)], settings), text);
    }
    ImGui::EndTable();
}

CcdPanel::~CcdPanel()
{
    if (running_)
    {
        running_->stop = true;
        running_->summary.wait();
    }
}

void CcdPanel::collectStudy()
{
    if (running_ && running_->summary.wait_for(std::chrono::seconds(0)) == std::future_status::ready)
    {
        StudySummary summary = running_->summary.get();
        if (!running_->stop)
        {
            study_ = std::move(summary);
        }
        running_.reset();
    }
}

void CcdPanel::drawStudy(const SandboxSettings& settings)
{
    ImGui::TextUnformatted(settings.tr("panel.ccd.study"));
    if (running_)
    {
        // The button first, where "run study" was: the progress beside it may run past a narrow panel.
        if (ImGui::Button(settings.label("panel.ccd.stop").c_str()))
        {
            running_->stop = true; // the summary is dropped when the threads have ended
        }
        tip(settings.tr("panel.ccd.stop.tip"));
        ImGui::SameLine();
        ImGui::TextUnformatted(settings
                                   .tr("panel.ccd.running", {std::to_string(running_->done.load()),
                                                             std::to_string(running_->motions)})
                                   .c_str());
    }
    else
    {
        ImGui::SetNextItemWidth(120.0F);
        ImGui::InputInt(settings.label("panel.ccd.motions").c_str(), &studyMotions_, 100, 1000);
        tip(settings.tr("panel.ccd.motions.tip"));
        studyMotions_ = std::clamp(studyMotions_, 10, 20000);
        ImGui::SameLine();
        const bool run = ImGui::Button(settings.label("panel.ccd.run").c_str());
        tip(settings.tr("panel.ccd.run.tip"));
        if (run)
        {
            running_ = std::make_unique<RunningStudy>();
            running_->motions = studyMotions_;
            StudyOptions options;
            options.motions = studyMotions_;
            options.threads = 2;
            options.stop = &running_->stop;
            options.done = &running_->done;
            running_->summary = std::async(std::launch::async, [options] { return runStudy(options); });
        }
    }
    if (!study_)
    {
        return;
    }
    const ImVec4& text = ImGui::GetStyleColorVec4(ImGuiCol_Text);
    wrappedText(settings.tr("panel.ccd.counted", {std::to_string(study_->counted)}), text);
    // The representations by the names the table and the sweeps above use; the percentages in columns of
    // their own, so that they line up in either language.
    if (ImGui::BeginTable("ccd_scores", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame))
    {
        const char* columns[] = {"panel.ccd.score.method", "panel.ccd.score.accuracy", "panel.ccd.score.over",
                                 "panel.ccd.score.under"};
        wrappedHeadings(columns, 1.6F, settings);
        for (CcdMethod method : kCcdMethods)
        {
            const Score& score = study_->methods[static_cast<int>(method)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            wrappedText(settings.tr(methodKey(method)), text);
            for (const double share : {score.accuracy, score.over, score.under})
            {
                ImGui::TableNextColumn();
                wrappedText(formatted("%.1f %%", share * 100.0), text);
            }
        }
        ImGui::EndTable();
    }
    for (const bool byAngle : {true, false})
    {
        const char* title = settings.tr(byAngle ? "panel.ccd.by_angle" : "panel.ccd.by_aspect");
        const std::vector<StudyBin>& bins = byAngle ? study_->byAngle : study_->byAspect;
        ImGui::TextUnformatted(title);
        for (CcdMethod method : {CcdMethod::Sccd, CcdMethod::ThesisFan, CcdMethod::ConservativeFan})
        {
            std::vector<float> accuracy;
            for (const StudyBin& bin : bins)
            {
                accuracy.push_back(static_cast<float>(bin.methods[static_cast<int>(method)].accuracy));
            }
            const std::string overlay = settings.tr("panel.ccd.plot", {settings.tr(methodKey(method))});
            // ImGui 1.86's plots take their size as it is: a width of -1 ("to the edge", as other widgets
            // read it) drew them one pixel wide.
            const float width = std::max(ImGui::GetContentRegionAvail().x, 40.0F);
            ImGui::PlotLines(
                ("##" + std::string(ccdMethodName(method)) + (byAngle ? "angle" : "aspect")).c_str(),
                accuracy.data(), static_cast<int>(accuracy.size()), 0, overlay.c_str(), 0.0F, 1.0F,
                ImVec2(width, 46.0F));
        }
    }
}

} // namespace hitlab
