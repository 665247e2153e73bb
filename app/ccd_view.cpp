// The CCD scene in the sandbox: the sweep representations drawn over the canvas, the pivot and angle
// handles, and the CCD panel with the per-target readout and the study's charts (core/ccd.hpp).
#include "sandbox.hpp"

#include "hitlab/geometry.hpp"
#include "palette.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

namespace hitlab
{

namespace
{

struct CcdOverlay
{
    const char* name;  // key in the scene's "overlays" object
    const char* title; // in the panel
    Rgba color;
};

// One entry per sweep representation, in CcdMethod order where they correspond.
constexpr std::array<CcdOverlay, 5> kCcdOverlays = {{
    {"ccd_sccd_box", "S-CCD: AABB of the start and end poses", rgb(240, 214, 90)},
    {"ccd_thesis_fan", "Thesis fan (eq. 2.1-2.2)", rgb(255, 150, 60)},
    {"ccd_conservative_fan", "Conservative fan (never misses)", rgb(110, 220, 130)},
    {"ccd_exact_sweep", "Exact sweep", rgb(90, 200, 255)},
    {"ccd_ghosts", "Ghosts of the intermediate poses", rgb(215, 222, 235)},
}};

constexpr Rgba kPivotColor = rgb(255, 255, 255);

std::vector<Vec2> rectOutline(const Rect& rect)
{
    const auto corners = rectCorners(rect);
    return {corners.begin(), corners.end()};
}

const char* yesNo(bool hit)
{
    return hit ? "hit" : "-";
}

} // namespace

void Sandbox::buildCcdCanvas(const ViewTransform& transform)
{
    const CcdState& ccd = *ccd_;
    Batch& batch = overlays_.world;
    auto on = [&](const CcdOverlay& overlay) { return document_.overlay(overlay.name); };
    auto label = [&](Vec2 world, const std::string& text, Rgba color) {
        overlays_.labels.push_back({transform.toScreen(world) + Vec2(8.0, -20.0), text, color});
    };

    if (on(kCcdOverlays[4]))
    {
        for (std::size_t i = 1; i + 1 < ccd.ghosts.size(); ++i)
        {
            batch.addPolyline(rectOutline(ccd.ghosts[i]), true, 0.7F,
                              withAlpha(kCcdOverlays[4].color, 0.55F));
        }
        batch.addPolyline(rectOutline(ccd.ghosts.back()), true, 1.2F, kCcdOverlays[4].color, 6.0F);
        label(ccd.ghosts.back().center, "end of the step", kCcdOverlays[4].color);
    }
    if (on(kCcdOverlays[0]))
    {
        batch.addPolyline(rectOutline(ccd.sweep.sccdBox), true, 1.2F, kCcdOverlays[0].color, 9.0F);
        const auto corners = rectCorners(ccd.sweep.sccdBox);
        label(corners[3], "S-CCD box", kCcdOverlays[0].color);
    }
    for (int index : {1, 2})
    {
        const CcdOverlay& overlay = kCcdOverlays[index];
        if (!on(overlay))
        {
            continue;
        }
        const Fan& fan = index == 1 ? ccd.sweep.thesisFan : ccd.sweep.conservativeFan;
        batch.addShape(fan, withAlpha(overlay.color, 0.10F), overlay.color, 1.6F);
        // The thesis fan is labelled at its inner edge, the conservative one at its outer edge, so the
        // two labels do not land on each other where the fans share an axis.
        const double labelRadius =
            index == 1 ? std::max(fan.innerRadius, 0.35 * fan.outerRadius) : fan.outerRadius;
        label(fan.center + unitFromAngle(fan.angle) * labelRadius,
              index == 1 ? "thesis fan" : "conservative fan", overlay.color);
    }
    if (on(kCcdOverlays[3]))
    {
        for (const std::vector<Vec2>& piece : ccd.sweep.exactOutline)
        {
            batch.addPolyline(piece, false, 1.4F, kCcdOverlays[3].color);
        }
    }
    // Where the exact sweep first reaches each target, and when.
    for (const CcdTarget& target : ccd.targets)
    {
        if (target.report.exact.hit)
        {
            batch.addDisc(target.report.exact.point, 5.0F, kCcdOverlays[3].color, palette::kHandleLine, 1.5F);
            char text[48];
            std::snprintf(text, sizeof text, "first impact t = %.3f", target.report.exact.fraction);
            label(target.report.exact.point, text, kCcdOverlays[3].color);
        }
    }
    // The handles: the pivot, and the box's centre at the end of the step (drag it to set the angle).
    const Vec2 end = angleHandlePosition(ccd.motion);
    batch.addLine(ccd.motion.pivot, end, 0.6F, withAlpha(kPivotColor, 0.5F), 5.0F);
    batch.addDisc(ccd.motion.pivot, 6.5F, kPivotColor, palette::kHandleLine, 1.5F);
    batch.addDisc(end, 5.5F, palette::kRotateHandle, palette::kHandleLine, 1.5F);
    label(ccd.motion.pivot, "pivot O", kPivotColor);
}

void Sandbox::drawCcdPanel(int width, int height)
{
    (void)width;
    const float top = ImGui::GetFrameHeight() + 8.0F + 450.0F;
    ImGui::SetNextWindowPos(ImVec2(8.0F, top), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(440.0F, std::max(220.0F, static_cast<float>(height) - top - 40.0F)),
                             ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Rotational CCD"))
    {
        ImGui::End();
        return;
    }
    const CcdState& ccd = *ccd_;
    const Scene& scene = document_.scene();
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
            document_.previewMotion(motion);
        }
        if (ImGui::IsItemDeactivatedAfterEdit())
        {
            document_.commitMotion(motionBefore_, "Edit the motion");
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
        document_.setMotion(motion, animate ? "Play the motion" : "Pause the motion");
    }
    ImGui::SameLine();
    if (ImGui::Button("one step"))
    {
        document_.modifyShape(ccd.movingShape, poseAt(ccd.motion, 1.0), "Step the motion");
    }

    ImGui::Separator();
    ImGui::TextUnformatted("Sweeps");
    for (const CcdOverlay& overlay : kCcdOverlays)
    {
        bool shown = document_.overlay(overlay.name);
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(overlay.color.r, overlay.color.g, overlay.color.b, 1.0F));
        if (ImGui::Checkbox(overlay.title, &shown))
        {
            document_.setOverlay(overlay.name, shown);
        }
        ImGui::PopStyleColor();
    }

    ImGui::Separator();
    ImGui::TextUnformatted("Which representation reports each target");
    if (ImGui::BeginTable("ccd_hits", 6, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp))
    {
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
                    ImGui::TextColored(ImVec4(1.0F, 0.35F, 1.0F, 1.0F), "%s (%s)", yesNo(hit),
                                       hit ? "over" : "missed");
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

    ImGui::Separator();
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
    if (study_)
    {
        ImGui::Text("%d motions (hitlab-cli ccd prints the same study)", study_->counted);
        for (CcdMethod method : kCcdMethods)
        {
            const Score& score = study_->methods[static_cast<int>(method)];
            ImGui::Text("%-18s accuracy %5.1f %%  over %5.1f %%  under %5.1f %%",
                        ccdMethodName(method).data(), score.accuracy * 100.0, score.over * 100.0,
                        score.under * 100.0);
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
    ImGui::End();
}

} // namespace hitlab
