#include "ccd_panel.hpp"

#include "canvas/ccd_overlays.hpp"
#include "hitlab/geometry.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

namespace
{

const char* yesNo(bool hit)
{
    return hit ? "hit" : "-";
}

} // namespace

void CcdPanel::draw(PanelContext& context)
{
    const float top = ImGui::GetFrameHeight() + kMargin + 450.0F;
    ImGui::SetNextWindowPos(ImVec2(kMargin, top), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(
        ImVec2(440.0F, std::max(220.0F, static_cast<float>(context.height) - top - 40.0F)),
        ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Rotational CCD"))
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
    drawStudy();
    ImGui::End();
}

void CcdPanel::drawMotion(PanelContext& context, const CcdState& ccd)
{
    Document& document = context.document;
    const Scene& scene = document.scene();
    SceneMotion motion = *scene.motion;
    ImGui::TextWrapped("'%s' turns about the pivot O by %.1f degrees per step. Drag O or the box's end "
                       "position (the orange handle) on the canvas.",
                       motion.shapeId.c_str(), motion.angle * 180.0 / kPi);

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
    float pivot[2] = {static_cast<float>(motion.pivot.x), static_cast<float>(motion.pivot.y)};
    const bool pivotChanged = ImGui::DragFloat2("pivot", pivot, 1.0F);
    if (pivotChanged)
    {
        motion.pivot = {pivot[0], pivot[1]};
    }
    editField(pivotChanged);
    float degrees = static_cast<float>(motion.angle * 180.0 / kPi);
    const bool angleChanged = ImGui::DragFloat("degrees per step", &degrees, 1.0F, -720.0F, 720.0F, "%.1f");
    if (angleChanged)
    {
        motion.angle = degrees * kPi / 180.0;
    }
    editField(angleChanged);
    bool animate = motion.animate;
    if (ImGui::Checkbox("play", &animate))
    {
        motion.animate = animate;
        document.setMotion(motion, animate ? "Play the motion" : "Pause the motion");
    }
    ImGui::SameLine();
    if (ImGui::Button("one step"))
    {
        document.modifyShape(ccd.movingShape, poseAt(ccd.motion, 1.0), "Step the motion");
    }
}

void CcdPanel::drawSweepToggles(PanelContext& context)
{
    ImGui::TextUnformatted("Sweeps");
    for (const OverlayInfo& info : kOverlays)
    {
        if (info.group != OverlayGroup::Ccd)
        {
            continue;
        }
        bool shown = context.document.overlay(info.overlay);
        const Rgba color = ccdOverlayColor(info.overlay);
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(color.r, color.g, color.b, 1.0F));
        if (ImGui::Checkbox(std::string(info.title).c_str(), &shown))
        {
            context.document.setOverlay(info.overlay, shown);
        }
        ImGui::PopStyleColor();
    }
}

void CcdPanel::drawTargets(const PanelContext& context, const CcdState& ccd)
{
    const Scene& scene = context.document.scene();
    ImGui::TextUnformatted("Which representation reports each target");
    if (!ImGui::BeginTable("ccd_hits", 6, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp))
    {
        return;
    }
    for (const char* column : {"target", "S-CCD", "thesis fan", "cons. fan", "exact (t)", "100 poses"})
    {
        ImGui::TableSetupColumn(column);
    }
    ImGui::TableHeadersRow();
    for (const CcdTarget& target : ccd.targets)
    {
        const auto& hits = target.report.hits;
        const bool exactHit = hits[static_cast<int>(CcdMethod::Exact)];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(scene.shapes[target.shape].id.c_str());
        for (CcdMethod method : {CcdMethod::Sccd, CcdMethod::ThesisFan, CcdMethod::ConservativeFan})
        {
            ImGui::TableNextColumn();
            const bool hit = hits[static_cast<int>(method)];
            // A method that disagrees with the exact sweep is marked: over- or under-detection.
            if (hit != exactHit)
            {
                ImGui::TextColored(kDisagreeText, "%s (%s)", yesNo(hit), hit ? "over" : "missed");
            }
            else
            {
                ImGui::TextUnformatted(yesNo(hit));
            }
        }
        ImGui::TableNextColumn();
        if (exactHit)
        {
            ImGui::Text("hit (%.3f)", target.report.exact.fraction);
        }
        else
        {
            ImGui::TextUnformatted("-");
        }
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(yesNo(hits[static_cast<int>(CcdMethod::Discrete)]));
    }
    ImGui::EndTable();
}

void CcdPanel::drawStudy()
{
    ImGui::TextUnformatted("The thesis's accuracy study, in 2D");
    ImGui::SetNextItemWidth(120.0F);
    ImGui::InputInt("motions", &studyMotions_, 100, 1000);
    studyMotions_ = std::clamp(studyMotions_, 10, 20000);
    ImGui::SameLine();
    if (ImGui::Button("run study"))
    {
        StudyOptions options;
        options.motions = studyMotions_;
        options.threads = 2;
        study_ = runStudy(options);
    }
    if (!study_)
    {
        return;
    }
    ImGui::Text("%d motions (hitlab-cli ccd prints the same study)", study_->counted);
    for (CcdMethod method : kCcdMethods)
    {
        const Score& score = study_->methods[static_cast<int>(method)];
        ImGui::Text("%-18s accuracy %5.1f %%  over %5.1f %%  under %5.1f %%", ccdMethodName(method).data(),
                    score.accuracy * 100.0, score.over * 100.0, score.under * 100.0);
    }
    for (const char* title : {"by rotation angle (0..360 degrees)", "by box aspect Wy - Wx"})
    {
        const bool byAngle = title[3] == 'r';
        const std::vector<StudyBin>& bins = byAngle ? study_->byAngle : study_->byAspect;
        ImGui::TextUnformatted(title);
        for (CcdMethod method : {CcdMethod::Sccd, CcdMethod::ThesisFan, CcdMethod::ConservativeFan})
        {
            std::vector<float> accuracy;
            for (const StudyBin& bin : bins)
            {
                accuracy.push_back(static_cast<float>(bin.methods[static_cast<int>(method)].accuracy));
            }
            const std::string overlay = std::string(ccdMethodName(method)) + " accuracy";
            ImGui::PlotLines(("##" + overlay + title).c_str(), accuracy.data(),
                             static_cast<int>(accuracy.size()), 0, overlay.c_str(), 0.0F, 1.0F,
                             ImVec2(-1.0F, 46.0F));
        }
    }
}

} // namespace hitlab
