// The Steps panel's strings: stage names and verdicts of the step-through (model/steps.hpp) and the
// panel's own words (see ui_text.hpp). Formulas are mathematics and stay out of the table.
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kStepsStrings = {
    UiString{"menu.view.steps", "Steps", "ステップ実行"},
    UiString{"panel.steps.title", "Steps", "ステップ実行"},
    UiString{"panel.steps.stage", "Stage", "ステップ"},
    UiString{"panel.steps.method", "Method", "手法"},
    UiString{"panel.steps.formula", "Formula", "式"},
    UiString{"panel.steps.numbers", "Numbers", "値"},
    UiString{"panel.steps.verdict", "Verdict", "判定"},
    UiString{"panel.steps.note", "The method's record", "手法の記録"},
    UiString{"panel.steps.previous", "< Previous (Left)", "< 前へ (←)"},
    UiString{"panel.steps.next", "Next (Right) >", "次へ (→) >"},
    UiString{"panel.steps.no_pair", "Select two shapes to step through the method that tests them.",
             "図形を 2 つ選ぶと、その組を判定する手法を一段ずつたどれます。"},
    UiString{"panel.steps.disabled", "This pair is switched off in the Algorithms panel.",
             "この組み合わせはアルゴリズム一覧で無効になっています。"},

    UiString{"steps.stage.axis", "Separating axis", "分離軸の候補"},
    UiString{"steps.stage.boxes", "Bounding boxes", "外接する軸平行矩形"},
    UiString{"steps.stage.verdict", "The answer", "判定結果"},
    UiString{"steps.stage.closest", "Closest points and the distance", "最近点と距離"},
    UiString{"steps.stage.ht_map", "Map E2 to the unit circle", "E2 を単位円に写す"},
    UiString{"steps.stage.ht_conic", "The conic of T(E1)", "T(E1) を表す二次曲線の係数"},
    UiString{"steps.stage.ht_centre", "Centre and angle of T(E1)", "T(E1) の中心と傾き"},
    UiString{"steps.stage.ht_radii", "Radii of T(E1)", "T(E1) の半径"},
    UiString{"steps.stage.ht_plus_one", "The +1 ellipse", "半径を 1 ずつ広げた楕円"},
    UiString{"steps.stage.ht_judge", "The judge value", "判定値"},
    UiString{"steps.stage.unit_space", "The unit-circle space", "単位円の空間で判定"},
    UiString{"steps.stage.true_distance", "Closest points and the true distance", "最近点と真の距離"},
    UiString{"steps.stage.quadratic", "A quadratic in s", "s の二次方程式"},
    UiString{"steps.stage.discriminant", "The discriminant", "判別式"},
    UiString{"steps.stage.roots", "The roots s1 and s2", "解 s1 と s2"},
    UiString{"steps.stage.signs_b", "Ends of b against the line of a", "a の直線に対する b の端点の向き"},
    UiString{"steps.stage.signs_a", "Ends of a against the line of b", "b の直線に対する a の端点の向き"},
    UiString{"steps.stage.parameters", "Parameters of the intersection", "交点のパラメータ"},
    UiString{"steps.stage.centre_distance", "Distance between the centres", "中心間の距離"},
    UiString{"steps.stage.clamped_point", "Closest point on the segment", "線分上の最近点"},
    UiString{"steps.stage.boundary", "Crossing the circle", "円周との交わり"},
    UiString{"steps.stage.cross_products", "Cross products with the edges", "各辺との外積"},
    UiString{"steps.stage.angular", "Angular check", "角度の判定"},
    UiString{"steps.stage.radial", "Radial band", "半径の帯の判定"},
    UiString{"steps.stage.intersections", "Edge and arc intersections", "辺・円弧との交点"},
    UiString{"steps.stage.capsule_interval", "Interval of t on the axis", "軸上の t の区間"},
    UiString{"steps.stage.deepest", "Deepest point", "最も深く入り込んだ点"},
    UiString{"steps.stage.simplex", "GJK simplex and search direction", "GJK の単体と探索方向"},
    UiString{"steps.stage.gjk_result", "GJK result", "GJK の結果"},

    UiString{"steps.verdict.separates", "Separated: the intervals do not overlap", "分離：区間が重ならない"},
    UiString{"steps.verdict.overlaps", "The intervals overlap on this axis: go on",
             "この軸では区間が重なる（次の軸へ）"},
    UiString{"steps.verdict.contact", "Contact", "接触している"},
    UiString{"steps.verdict.no_contact", "No contact", "接触していない"},
    UiString{"steps.verdict.line_misses", "D < 0: the line misses the circle", "D < 0：直線は円と交わらない"},
    UiString{"steps.verdict.line_meets", "D >= 0: the line meets the circle", "D ≥ 0：直線は円と交わる"},
    UiString{"steps.verdict.opposite", "Opposite signs: the ends lie on both sides",
             "符号が逆：端点は直線の両側にある"},
    UiString{"steps.verdict.same_side", "No strict sign change: the ends are not on both sides",
             "符号が逆にならない：端点は両側にない"},
    UiString{"steps.verdict.in_range", "Inside the angular range", "角度の範囲内"},
    UiString{"steps.verdict.out_of_range", "Outside the angular range", "角度の範囲外"},
    UiString{"steps.verdict.search_on", "Not yet decided: search along d",
             "まだ決まらない：d の方向へ探索を続ける"},
    UiString{"steps.verdict.origin_enclosed", "The simplex encloses the origin", "単体が原点を囲んだ"},
    UiString{"steps.verdict.search_ends", "The search stops here", "探索はここで終わる"},
};

} // namespace

std::span<const UiString> stepsUiStrings()
{
    return kStepsStrings;
}

} // namespace hitlab
