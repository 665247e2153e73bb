// The canvas overlays' labels and the canvas layout's own strings (see ui_text.hpp).
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kOverlayStrings = {
    UiString{"overlay.sat.axis", "axis", "軸"},
    UiString{"overlay.sat.separates", "separates (the intervals do not overlap)",
             "分離する（区間が重ならない）"},
    UiString{"overlay.sat.least_overlap", "least overlap", "重なりが最小"},
    UiString{"overlay.sat.overlap", "the intervals overlap", "区間が重なる"},
    UiString{"overlay.space.title", "transformed space", "変換後の空間"},
    UiString{"overlay.gjk.title", "GJK: Minkowski difference A - B", "GJK：ミンコフスキー差 A - B"},
    UiString{"overlay.gjk.simplex", "simplex", "単体"},
    UiString{"overlay.gjk.epa", "EPA", "EPA"},
    UiString{"overlay.gjk.origin", "origin", "原点"},
    UiString{"overlay.ccd.end_of_step", "end of the step", "ステップの終わり"},
    UiString{"overlay.ccd.sccd_box", "S-CCD box", "S-CCD の箱"},
    UiString{"overlay.ccd.thesis_fan", "thesis fan", "論文の扇形"},
    UiString{"overlay.ccd.conservative_fan", "conservative fan", "保守的な扇形"},
    UiString{"overlay.ccd.first_impact", "first impact", "最初の接触"},
    UiString{"overlay.ccd.pivot", "pivot O", "回転の中心 O"},
    UiString{"menu.view.panels", "Panels", "パネルを表示"},
    UiString{"menu.view.panels.tip", "Show or hide every panel (Tab); the canvas takes the whole window",
             "すべてのパネルを表示・非表示にします（Tab）。隠すとキャンバスがウィンドウ全体を使います"},
    UiString{"canvas.panels_hidden", "Panels hidden: Tab shows them again",
             "パネルを隠しました。Tab で再び表示します"},
    UiString{"canvas.panels_shown", "Panels shown (Tab hides them)",
             "パネルを表示しました（Tab で隠します）"},
    UiString{"canvas.inset_size", "Inset enlarged (I cycles its size; the wheel over it zooms)",
             "挿入図を拡大しました（I で大きさを切り替え、ホイールで拡大縮小）"},
};

} // namespace

std::span<const UiString> overlayUiStrings()
{
    return kOverlayStrings;
}

} // namespace hitlab
