#include "ccd_overlays.hpp"

#include "hitlab/geometry.hpp"
#include "palette.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace hitlab
{

namespace
{

constexpr Rgba kPivotColor = rgb(255, 255, 255);

std::vector<Vec2> rectOutline(const Rect& rect)
{
    const auto corners = rectCorners(rect);
    return {corners.begin(), corners.end()};
}

} // namespace

Rgba ccdOverlayColor(Overlay overlay)
{
    switch (overlay)
    {
    case Overlay::CcdSccdBox:
        return palette::current().ccdSccdBox;
    case Overlay::CcdThesisFan:
        return palette::current().ccdThesisFan;
    case Overlay::CcdConservativeFan:
        return palette::current().ccdConservativeFan;
    case Overlay::CcdExactSweep:
        return palette::current().ccdExactSweep;
    case Overlay::CcdGhosts:
        return palette::current().ccdGhosts;
    default: // the pair overlays draw in several colours of their own
        return palette::current().traceLine;
    }
}

namespace
{

// The Steps panel's target (model/steps.hpp), for the stages that show one target only.
const CcdTarget* stepsTarget(const Document& document, const CcdState& ccd)
{
    const auto index = ccdStepsTarget(document, ccd);
    return index ? &ccd.targets[*index] : nullptr;
}

// The exact sweep's outline, sampled about 2 px apart and only where the view shows it: a view of a small
// part of a large sweep (zoomed in, or a pivot far away) would otherwise sample all of it.
void addExactOutline(const RotationalMotion& motion, const ViewTransform& transform, Batch& batch)
{
    const Rgba color = ccdOverlayColor(Overlay::CcdExactSweep);
    for (const std::vector<Vec2>& part :
         sweepOutline(motion, 2.0 * transform.pixel(), transform.visibleWorld()))
    {
        batch.addPolyline(part, false, 1.4F, color);
    }
}

void addImpactMarker(const CcdTarget& target, const ViewTransform& transform, UiLanguage language,
                     OverlayDrawing& out)
{
    const Rgba color = ccdOverlayColor(Overlay::CcdExactSweep);
    out.world.addDisc(target.report.exact.point, 5.0F, color, palette::current().handleLine, 1.5F);
    char time[32];
    std::snprintf(time, sizeof time, " t = %.3f", target.report.exact.fraction);
    const std::string text = std::string(uiText("overlay.ccd.first_impact", language)) + time;
    out.labels.push_back({transform.toScreen(target.report.exact.point), text, color, Vec2(8.0, -20.0)});
}

// One piece of the motion: its start and end poses, the conservative fan that holds its sweep and the
// exact outline of that sweep; the first impact when it falls in this piece.
void addPieceStage(const Document& document, const CcdState& ccd, std::size_t pieceIndex,
                   const ViewTransform& transform, UiLanguage language, OverlayDrawing& out)
{
    Batch& batch = out.world;
    const RotationalMotion piece = ccdPiece(ccd.motion, pieceIndex, kCcdStepPieces);
    const Rgba ghost = ccdOverlayColor(Overlay::CcdGhosts);
    batch.addPolyline(rectOutline(piece.box), true, 1.0F, withAlpha(ghost, 0.8F));
    batch.addPolyline(rectOutline(poseAt(piece, 1.0)), true, 1.2F, ghost, 6.0F);
    const Rgba fanColor = ccdOverlayColor(Overlay::CcdConservativeFan);
    const Fan fan = conservativeFan(piece);
    batch.addShape(fan, withAlpha(fanColor, 0.10F), fanColor, 1.6F);
    out.labels.push_back({transform.toScreen(fan.center + unitFromAngle(fan.angle) * fan.outerRadius),
                          uiText("overlay.ccd.conservative_fan", language), fanColor, Vec2(8.0, -20.0)});
    addExactOutline(piece, transform, batch);
    const CcdTarget* target = stepsTarget(document, ccd);
    if (target && target->report.exact.hit)
    {
        const double n = static_cast<double>(kCcdStepPieces);
        const double at = target->report.exact.fraction * n;
        const bool inPiece =
            at >= static_cast<double>(pieceIndex) &&
            (at < static_cast<double>(pieceIndex + 1) || (pieceIndex + 1 == kCcdStepPieces && at <= n));
        if (inPiece)
        {
            addImpactMarker(*target, transform, language, out);
        }
    }
}

} // namespace

void addCcdOverlays(const Document& document, const CcdState& ccd, const ViewTransform& transform,
                    UiLanguage language, OverlayDrawing& out, const StageView* stage)
{
    Batch& batch = out.world;
    auto label = [&](Vec2 world, const std::string& text, Rgba color) {
        out.labels.push_back({transform.toScreen(world), text, color, Vec2(8.0, -20.0)});
    };
    const auto handles = [&]
    {
        // The handles: the pivot, and the box's centre at the end of the step (drag it to set the angle).
        const Vec2 end = angleHandlePosition(ccd.motion);
        batch.addLine(ccd.motion.pivot, end, 0.6F, withAlpha(kPivotColor, 0.5F), 5.0F);
        batch.addDisc(ccd.motion.pivot, 6.5F, kPivotColor, palette::current().handleLine, 1.5F);
        batch.addDisc(end, 5.5F, palette::current().rotateHandle, palette::current().handleLine, 1.5F);
        label(ccd.motion.pivot, uiText("overlay.ccd.pivot", language), kPivotColor);
    };
    if (stage && stage->ccd && stage->ccdPiece)
    {
        addPieceStage(document, ccd, *stage->ccdPiece, transform, language, out);
        handles();
        return;
    }
    if (stage && stage->ccd && stage->ccdImpact)
    {
        // The box where it first touches the target.
        if (const CcdTarget* target = stepsTarget(document, ccd); target && target->report.exact.hit)
        {
            const Rgba exact = ccdOverlayColor(Overlay::CcdExactSweep);
            batch.addPolyline(rectOutline(poseAt(ccd.motion, target->report.exact.fraction)), true, 1.6F,
                              exact);
            addImpactMarker(*target, transform, language, out);
        }
        handles();
        return;
    }

    if (document.overlay(Overlay::CcdGhosts))
    {
        const Rgba color = ccdOverlayColor(Overlay::CcdGhosts);
        for (std::size_t i = 1; i + 1 < ccd.ghosts.size(); ++i)
        {
            batch.addPolyline(rectOutline(ccd.ghosts[i]), true, 0.7F, withAlpha(color, 0.55F));
        }
        batch.addPolyline(rectOutline(ccd.ghosts.back()), true, 1.2F, color, 6.0F);
        label(ccd.ghosts.back().center, uiText("overlay.ccd.end_of_step", language), color);
    }
    if (document.overlay(Overlay::CcdSccdBox))
    {
        const Rgba color = ccdOverlayColor(Overlay::CcdSccdBox);
        batch.addPolyline(rectOutline(ccd.sweep.sccdBox), true, 1.2F, color, 9.0F);
        const auto corners = rectCorners(ccd.sweep.sccdBox);
        label(corners[3], uiText("overlay.ccd.sccd_box", language), color);
    }
    for (Overlay overlay : {Overlay::CcdThesisFan, Overlay::CcdConservativeFan})
    {
        if (!document.overlay(overlay))
        {
            continue;
        }
        const bool thesis = overlay == Overlay::CcdThesisFan;
        const Rgba color = ccdOverlayColor(overlay);
        const Fan& fan = thesis ? ccd.sweep.thesisFan : ccd.sweep.conservativeFan;
        batch.addShape(fan, withAlpha(color, 0.10F), color, 1.6F);
        // The thesis fan is labelled at its inner edge, the conservative one at its outer edge, so the
        // two labels do not land on each other where the fans share an axis.
        const double labelRadius =
            thesis ? std::max(fan.innerRadius, 0.35 * fan.outerRadius) : fan.outerRadius;
        label(fan.center + unitFromAngle(fan.angle) * labelRadius,
              uiText(thesis ? "overlay.ccd.thesis_fan" : "overlay.ccd.conservative_fan", language), color);
    }
    if (document.overlay(Overlay::CcdExactSweep))
    {
        addExactOutline(ccd.motion, transform, batch);
    }
    // Where the exact sweep first reaches each target, and when.
    for (const CcdTarget& target : ccd.targets)
    {
        if (target.report.exact.hit)
        {
            addImpactMarker(target, transform, language, out);
        }
    }
    handles();
}

} // namespace hitlab
