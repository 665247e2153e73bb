// The Steps panel's strings: stage names and verdicts of the step-through (model/steps.hpp) and the
// panel's own words (see ui_text.hpp), and the lines of the stages' formulas that have words in them.
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kStepsStrings = {
    UiString{"menu.view.steps", "Steps", "ステップ実行"},
    UiString{
        "menu.view.steps.tip",
        "Walk the selected pair's method (in a CCD scene, the motion's sweep) stage by stage with its "
        "numbers (Left/Right)",
        "選んだ2図形の判定手法（CCD の場面では回転の掃引）を、数値を見ながら1段階ずつたどります（左右キー）"},
    // Key names are the keyboard's; the words between them are not.
    UiString{"menu.view.steps.keys", "Left/Right", "左右キー"},
    UiString{"panel.steps.title", "Steps", "ステップ実行"},
    UiString{"panel.steps.stage", "Stage", "ステップ"},
    UiString{"panel.steps.method", "Method", "手法"},
    UiString{"panel.steps.formula", "Formula", "式"},
    UiString{"panel.steps.numbers", "Numbers", "値"},
    UiString{"panel.steps.verdict", "Verdict", "判定"},
    UiString{"panel.steps.note", "The method's record", "手法の記録"},
    UiString{"panel.steps.previous", "< Previous (Left)", "< 前へ（左キー）"},
    UiString{"panel.steps.next", "Next (Right) >", "次へ（右キー） >"},
    UiString{"panel.steps.no_pair", "Select two shapes to step through the method that tests them.",
             "図形を 2 つ選ぶと、その組を判定する手法を一段ずつたどれます。"},
    UiString{"panel.steps.disabled", "This pair is switched off in the Algorithms panel.",
             "この組は「アルゴリズム」パネルで無効になっています。"},

    UiString{"panel.steps.rule", "Rule", "判定のしかた"},
    UiString{"steps.rule.sat_axis",
             "The shapes are separated when their two intervals on the axis do not overlap.",
             "軸上の 2 つの区間が重ならなければ、2 つの図形は離れている。"},
    UiString{"steps.rule.obb_axis", "The rectangles are separated when d3 < 0 on this axis.",
             "この軸で d3 < 0 なら、2 つの長方形は離れている。"},
    UiString{"steps.rule.sat_verdict", "Contact when no axis separates the shapes.",
             "どの軸でも分離できなければ接触している。"},
    UiString{"steps.rule.obb_verdict", "Contact when d3 >= 0 on all four axes.",
             "4 本の軸すべてで d3 >= 0 なら接触している。"},
    UiString{"steps.rule.ht_map",
             "T turns E2 into the unit circle; (nx, ny), (px, py) and (ox, oy) are T's axes and origin seen "
             "in E1's frame.",
             "T は E2 を単位円に写す。(nx, ny)、(px, py)、(ox, oy) は、E1 の座標系で見た T の軸と原点。"},
    UiString{"steps.rule.ht_plus_one",
             "Both radii of T(E1) grow by 1, keeping its centre and angle. The true region is T(E1) widened "
             "by 1 in every direction (the offset curve).",
             "T(E1) の中心と傾きはそのままに、両方の半径を 1 ずつ広げる。本来の判定領域は、T(E1) を全方向に "
             "1 だけ膨らませた曲線（オフセット曲線）。"},
    UiString{"steps.rule.ht_judge",
             "Contact when the judge value is at most 1 (the origin lies in the +1 ellipse).",
             "判定値が 1 以下（原点が +1 の楕円の中）なら接触している。"},
    UiString{
        "steps.rule.simplex",
        "v is the simplex's point closest to the origin; the next support point is searched along d = -v.",
        "v は単体の中で原点に最も近い点。次のサポート点は d = -v の向きに探す。"},
    UiString{
        "steps.rule.epa",
        "EPA starts from GJK's last simplex, which encloses the origin, and grows it into a polygon inside "
        "P - E. Each round takes the edge nearest the origin and adds the support point along that edge's "
        "outward normal. When no support point lies beyond the nearest edge, its distance from the origin is "
        "how deep the cores overlap, and its normal is the way to part them.",
        "EPA は、原点を囲んだ GJK の最後の単体から始めて、P - E の内側で多角形を広げていく。毎回、原点に"
        "最も近い辺を選び、その辺の外向き法線の方向にサポート点を加える。最も近い辺より外にサポート点が"
        "なくなったら、原点からその辺までの距離が芯どうしの重なりの深さで、その法線が引き離す向きになる。"},
    UiString{"steps.rule.gjk_result",
             "Contact when the cores are no further apart than the summed radii; overlapping cores are "
             "measured by EPA.",
             "芯どうしの距離が半径の和以下なら接触している。芯が重なるときは EPA で深さを測る。"},
    UiString{"steps.rule.roots", "Contact when D >= 0, s1 <= 1 and s2 >= 0.",
             "D >= 0 かつ s1 <= 1 かつ s2 >= 0 なら接触している。"},
    UiString{"steps.rule.orientation_strict", "The segments cross when ta tb < 0 and tc td < 0.",
             "ta tb < 0 かつ tc td < 0 なら、2 本の線分は交差している。"},
    UiString{"steps.rule.orientation_closed",
             "The segments meet when both pairs of signs are opposite or zero; a zero is checked against the "
             "other segment's box.",
             "両方の組で符号が逆か 0 なら、線分は交わる。0 のときは相手の線分の外接矩形で確かめる。"},
    UiString{"steps.rule.fan_angular", "P lies within the angular range when Pc >= cos theta.",
             "Pc >= cos theta なら、P は角度の範囲内にある。"},
    UiString{"steps.rule.fan_depth",
             "Signed distance: the gap when apart, minus the depth of the deepest point when overlapping.",
             "符号付き距離：離れていれば隙間、重なっていれば最も深い点の深さにマイナスを付けた値。"},
    UiString{"steps.rule.fan_edges",
             "The fan's straight edges L and M lie at +theta and -theta from its axis A.",
             "扇形の直線の辺 L と M は、中心軸 A から +theta と -theta の向きにある。"},
    UiString{
        "steps.rule.fan_intersections",
        "Each rectangle edge is cut with L, M and the arcs of radius r and R; contact when an intersection "
        "point passes the point-in-fan test.",
        "長方形の各辺を L、M と半径 r、R の円弧で切る。交点のどれかが扇形の内外判定を通れば接触している。"},
    UiString{
        "steps.rule.capsule_angular",
        "G'_z(t) and H'_z(t) tell on which side of L and M the axis point at t lies; both are linear in t.",
        "G'_z(t) と H'_z(t) は、t の位置の軸上の点が L、M のどちら側にあるかを表す。どちらも t の一次式。"},
    UiString{"steps.rule.capsule_interval",
             "Contact when some t in [0, 1] satisfies both the band and the angular range.",
             "[0, 1] のある t が、半径の帯と角度の範囲の両方を満たせば接触している。"},
    UiString{"steps.rule.unit_space",
             "An affine map keeps contact: the shapes touch when T(other) meets the closed unit disk.",
             "アフィン写像は接触を保つ。T(相手) が閉じた単位円板と交われば、2 つの図形は接触している。"},
    UiString{"steps.rule.true_distance",
             "The true distance is measured in the plane itself, not in T's space (Eberly's point-to-ellipse "
             "distance).",
             "真の距離は T の空間ではなく元の平面で測る（Eberly による点と楕円の距離）。"},
    UiString{"steps.rule.boxes", "Each rectangle is replaced by its axis-aligned bounding box.",
             "各長方形を、それに外接する軸平行の箱に置き換える。"},
    UiString{"steps.rule.boxes_verdict", "Contact when the boxes overlap on x and on y.",
             "x 方向と y 方向の両方で箱が重なれば接触とみなす。"},
    UiString{"steps.rule.centre_distance", "Contact when the centres are at most r1 + r2 apart.",
             "中心間の距離が r1 + r2 以下なら接触している。"},
    UiString{"steps.rule.closest_point",
             "Contact when the segment's point closest to the centre lies within r.",
             "線分上で中心に最も近い点が r 以内にあれば接触している。"},
    UiString{"steps.rule.crosses_boundary",
             "The segment crosses the circle when it comes within r and one of its ends lies outside.",
             "線分が r 以内に近づき、かつ端点の一方が円の外にあれば、円周と交わる。"},
    UiString{"steps.rule.cross_products", "The point is inside when all four cross products share a sign.",
             "4 つの外積の符号がすべてそろえば、点は内側にある。"},
    UiString{"steps.rule.parameters", "The segments meet when both parameters lie in [0, 1].",
             "2 つのパラメータがどちらも [0, 1] に入れば、線分は交わる。"},
    UiString{"steps.rule.signed_distance",
             "Signed distance: positive is the gap, negative is minus the penetration depth.",
             "符号付き距離：正なら隙間、負ならめり込みの深さにマイナスを付けた値。"},

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
    UiString{"steps.stage.epa", "EPA: the nearest edge of the polygon", "EPA：多角形の最も近い辺"},
    UiString{"steps.stage.gjk_result", "GJK result", "GJK の結果"},

    UiString{"steps.verdict.separates", "Separated: the intervals do not overlap", "分離：区間が重ならない"},
    UiString{"steps.verdict.overlaps", "The intervals overlap on this axis: go on",
             "この軸では区間が重なる（次の軸へ）"},
    UiString{"steps.verdict.overlaps_already_apart",
             "The intervals overlap on this axis; an earlier axis already separates the shapes",
             "この軸では区間が重なる（すでに前の軸で分離している）"},
    UiString{"steps.verdict.contact", "Contact", "接触している"},
    UiString{"steps.verdict.no_contact", "No contact", "接触していない"},
    UiString{"steps.verdict.line_misses", "D < 0: the line misses the circle", "D < 0：直線は円と交わらない"},
    UiString{"steps.verdict.line_meets", "D >= 0: the line meets the circle", "D >= 0：直線は円と交わる"},
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
    UiString{"steps.verdict.epa_depth", "The nearest edge gives the depth of the overlap",
             "最も近い辺までの距離が重なりの深さ"},

    UiString{"panel.steps.ccd_method", "Rotational CCD", "回転の連続衝突判定 (CCD)"},
    UiString{"panel.steps.ccd_no_target", "The moving box has no target in this scene.",
             "この場面には、回転する箱がぶつかる相手がありません。"},
    UiString{"steps.stage.ccd_motion", "The motion of the step", "1 ステップの運動"},
    UiString{"steps.stage.ccd_piece", "Sweep piece", "掃引の区間"},
    UiString{"steps.stage.ccd_impact", "The first impact", "最初の衝突"},
    UiString{"steps.rule.ccd_motion",
             "The box turns about the pivot O by the angle a in one step. The step is cut into n equal "
             "pieces, and each piece is tested on its own.",
             "箱は 1 ステップで回転中心 O のまわりに角度 a だけ回る。このステップを n "
             "等分し、区間ごとに判定する。"},
    UiString{"steps.rule.ccd_piece",
             "The fan from the box's nearest and farthest distance to O, widened by the piece's turn, "
             "contains the piece's sweep: when the fan misses the target, the piece misses it too. "
             "When the fan meets it, the exact sweep of the piece decides.",
             "O から箱までの最短距離と最長距離で作り、区間の回転角だけ広げた扇形は、その区間の掃引を"
             "すべて含む。扇形が相手に触れなければ、この区間でも触れない。触れたときは、区間の厳密な"
             "掃引で判定する。"},
    UiString{"steps.rule.ccd_impact",
             "The earliest time t* in the step at which the box touches the target, the turn at that "
             "time, and the point where they touch.",
             "ステップの中で箱が相手に初めて触れる時刻 t*、そのときの回転角、触れる点。"},
    UiString{"steps.verdict.ccd_fan_misses", "The fan misses the target: no contact in this piece",
             "扇形が相手に触れない：この区間では接触しない"},
    UiString{"steps.verdict.ccd_fan_only", "The fan meets the target, but the box's sweep does not",
             "扇形は相手に触れるが、箱の掃引は触れない"},
    UiString{"steps.verdict.ccd_piece_hits", "The box touches the target in this piece",
             "この区間で箱が相手に触れる"},
    UiString{"steps.verdict.ccd_impact", "Contact at t*", "時刻 t* で接触する"},
    UiString{"steps.verdict.ccd_grazes", "The box only grazes the target at t*",
             "時刻 t* で箱が相手をかすめるだけ"},
    UiString{"steps.verdict.ccd_no_impact", "The box does not touch the target during the step",
             "このステップの間、箱は相手に触れない"},
};

} // namespace

std::span<const UiString> stepsUiStrings()
{
    return kStepsStrings;
}

namespace
{

// A formula's line with words, whole: its symbols (letters, indices, the functions of mathematics) are
// written as the English line writes them, so that the numbers under it keep their names.
constexpr std::array kStepFormulaLines = {
    TraceText{"max A < min B  or  max B < min A ?", "max A < min B  または  max B < min A ?"},
    TraceText{"T(p) = diag(1/rx2, 1/ry2) R(-angle2) (p - c2),  T(E2) = unit circle",
              "T(p) = diag(1/rx2, 1/ry2) R(-angle2) (p - c2),  T(E2) = 単位円"},
    TraceText{"x axis -> (nx, ny),  y axis -> (px, py),  origin -> (ox, oy)",
              "x 軸 -> (nx, ny),  y 軸 -> (px, py),  原点 -> (ox, oy)"},
    TraceText{"T(E1) centre = (-h, -k)", "T(E1) の中心 = (-h, -k)"},
    TraceText{"radius x = sqrt(-K / A'),  radius y = sqrt(-K / B')",
              "半径 x = sqrt(-K / A'),  半径 y = sqrt(-K / B')"},
    TraceText{"radius x + 1,  radius y + 1   (centre (-h, -k), angle -Th)",
              "半径 x + 1,  半径 y + 1   (中心 (-h, -k), 回転角 -Th)"},
    TraceText{"judge = x'^2 / (radius x + 1)^2 + y'^2 / (radius y + 1)^2",
              "判定値 = x'^2 / (半径 x + 1)^2 + y'^2 / (半径 y + 1)^2"},
    TraceText{"v = closest point of the simplex to 0,   d = -v", "v = 単体の中で原点に最も近い点,   d = -v"},
    TraceText{"d_i = n_i . w_i   (n_i: outward unit normal of the edge w_i w_i+1)",
              "d_i = n_i . w_i   (n_i: 辺 w_i w_i+1 の外向きの単位法線)"},
    TraceText{"n_j . w = d_j  ->  depth = d_j;   else w joins the polygon after w_j",
              "n_j . w = d_j  ->  深さ = d_j;   そうでなければ w を多角形の w_j の次に加える"},
    TraceText{"signed distance = core distance - summed radii", "符号付き距離 = 芯どうしの距離 - 半径の和"},
    TraceText{"(cores overlapping:  core distance = - EPA depth)",
              "(芯どうしが重なるとき:  芯どうしの距離 = - EPA で求めた深さ)"},
    TraceText{"|angle(P - O) - angle(A)| <= half_angle", "|偏角(P - O) - 偏角(A)| <= 扇形の半角"},
    TraceText{"L, M = A rotated by +theta, -theta", "L, M = A を +theta, -theta 回転した向き"},
    TraceText{"rectangle edges x {L, M, arc r, arc R}", "長方形の辺 x {L, M, 弧 r, 弧 R}"},
    TraceText{"G'_z(t) = G'_z(0) + t slope,  H'_z(t) = H'_z(0) + t slope   (2.20)",
              "G'_z(t) = G'_z(0) + t (G'_z の傾き),  H'_z(t) = H'_z(0) + t (H'_z の傾き)   (2.20)"},
    TraceText{"t in [0, 1]:  [t from, t to]", "0 <= t <= 1 の範囲で:  [t の下端, t の上端]"},
    TraceText{"T(ellipse) = unit circle,   T(other) meets |p| <= 1 ?",
              "T(楕円) = 単位円,   T(相手) は |p| <= 1 と交わるか ?"},
    TraceText{"closest distance <= r  and  (|AC| >= r  or  |BC| >= r) ?",
              "最短距離 <= r  かつ  (|AC| >= r  または  |BC| >= r) ?"},
    TraceText{"pose(t) = box turned about O by t a,   t in [0, 1]",
              "姿勢(t) = 箱を O のまわりに t a 回した姿勢,   0 <= t <= 1"},
    TraceText{"pieces: t in [k/n, (k+1)/n],  k = 0 .. n-1", "区間: k/n <= t <= (k+1)/n,  k = 0 .. n-1"},
    TraceText{"t in [t0, t1],  turn in [t0 a, t1 a]", "t0 <= t <= t1,  回転角は t0 a から t1 a まで"},
    TraceText{"fan: r = min |x - O|,  R = max |x - O|  (x in the box)",
              "扇形: r = min |x - O|,  R = max |x - O|  (x は箱の点)"},
    TraceText{"fan meets target ?  then  sweep of the piece meets target ?",
              "扇形が相手と交わるか ?  交われば  区間の掃引が相手と交わるか ?"},
    TraceText{"t* = min { t in [0, 1] : pose(t) meets target },   turn = t* a",
              "t* = min { t : 0 <= t <= 1, 姿勢(t) が相手と交わる },   回転角 = t* a"},
};

} // namespace

std::span<const TraceText> stepFormulaTexts()
{
    return kStepFormulaLines;
}

} // namespace hitlab
