// The CCD scene's overlays on the canvas: the sweep representations of the moving box (S-CCD box,
// thesis fan, conservative fan, exact sweep, ghost poses), where the exact sweep first reaches each
// target, and the motion's pivot and angle handles.
#pragma once

#include "model/ccd_state.hpp"
#include "model/document.hpp"
#include "model/overlay.hpp"
#include "model/steps.hpp"
#include "model/view.hpp"
#include "overlays.hpp"

namespace hitlab
{

// The colour a CCD overlay (OverlayGroup::Ccd) is drawn in, and its toggle's text in the CCD panel.
Rgba ccdOverlayColor(Overlay overlay);

// Adds the enabled CCD overlays of `ccd` to `out`, their labels in `language`. With a CCD stage of the
// Steps panel, what that stage shows instead: one piece's sweep, or the pose at the first impact.
void addCcdOverlays(const Document& document, const CcdState& ccd, const ViewTransform& transform,
                    UiLanguage language, OverlayDrawing& out, const StageView* stage = nullptr);

} // namespace hitlab
