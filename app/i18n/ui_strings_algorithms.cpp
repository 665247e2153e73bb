// The registry's one-line descriptions and source labels as the sandbox shows them (see ui_text.hpp).
//
// The registry (core/registry.cpp) describes each algorithm in English and names its source by the
// project's own label ("seeds/004 thesis 2.3"): the CLI prints both as they are. A student cannot look
// such a label up, so the sandbox shows the publication instead (docs/sources.md says which label
// denotes which), in either language, and the description in Japanese when the UI is Japanese.
#include "i18n/ui_text.hpp"

#include <algorithm>
#include <array>

namespace hitlab
{

namespace
{

// A row keeps the English it translates: when the registry's wording changes the row no longer
// matches, the English shows again and test_app_ui_text names the row to update.
constexpr std::array kAlgorithmDescriptions = {
    AlgorithmText{"closest-features",
                  "Closest features of the point, segment or polygon cores, minus the radii",
                  "点・線分・多角形の芯どうしの最も近い部分を求め、半径を差し引いて判定する"},
    AlgorithmText{
        "ellipse-affine-exact",
        "Map one shape so the ellipse becomes the unit circle; exact point-to-conic distance decides",
        "楕円が単位円になるように図形を変換し、点と二次曲線の厳密な距離で判定する"},
    AlgorithmText{
        "fan-exact",
        "Exact closed test against the annular sector: radial bands, angular limits, edges and arcs",
        "扇形（円環の一部）に対する厳密な判定（境界を含む）。半径方向の帯、角度の範囲、辺と弧を調べる"},
    AlgorithmText{"thesis-point-in-rect", "The four edge cross products (F - E) x (P - E), ... share a sign",
                  "4 辺の外積 (F - E) x (P - E), ... の符号がすべて同じなら内側"},
    AlgorithmText{
        "thesis-point-in-fan",
        "r^2 <= |P|^2 <= R^2 and Px / |P| >= cos(theta) in the fan's frame; misses the apex of a fan "
        "with r = 0, where Px / |P| is 0 / 0 (and points within ~1e-162 of it, where |P|^2 underflows)",
        "扇形の座標系で r^2 <= |P|^2 <= R^2 かつ Px / |P| >= cos(theta)。r = 0 の扇形の頂点では "
        "Px / |P| が 0 / 0 になるので見逃す（|P|^2 がアンダーフローする、頂点から約 1e-162 以内の点も"
        "同じ）"},
    AlgorithmText{
        "center-distance",
        "|c1 - c2| <= r1 + r2 compared squared; trace: the boundaries' intersection points (Heron)",
        "|c1 - c2| <= r1 + r2 を 2 乗して比べる。トレースには円周どうしの交点を示す（ヘロンの公式）"},
    AlgorithmText{
        "hwang-tsai-published",
        "Published float code with the circle as E2: +1 radii miss contacts; its (B - A) == 0 guard "
        "errs both ways at odd multiples of 45 degrees",
        "公開された float のコードで、円を E2 とする。半径 +1 は接触を見逃し、(B - A) == 0 のガードは "
        "45 度の奇数倍で両方向に誤る"},
    AlgorithmText{
        "hwang-tsai-repaired",
        "Same construction in double with Th = atan2(D, B - A) / 2: the +1 radii ellipse only misses "
        "contacts",
        "同じ作図を double で行い、Th = atan2(D, B - A) / 2 とする。半径 +1 の楕円は接触を見逃す方向に"
        "だけ誤る"},
    AlgorithmText{"segment-quadratic",
                  "a s^2 + b s + c <= 0 on the segment parameter: D >= 0 and s1 <= 1 and 0 <= s2",
                  "線分のパラメータ s の不等式 a s^2 + b s + c <= 0：D >= 0 かつ s1 <= 1 かつ 0 <= s2"},
    AlgorithmText{"closest-point",
                  "Distance from the centre to the segment's clamped closest point against r",
                  "中心から線分上の最近点（パラメータを線分の範囲に収めたもの）までの距離を r と比べる"},
    AlgorithmText{"crosses-boundary",
                  "A different question: does the segment cross the circle's boundary? A segment inside the "
                  "circle answers no, so as a contact test it only misses",
                  "別の問い「線分は円周と交わるか」に答える。円の内側にある線分には「いいえ」と答えるので、"
                  "接触判定としては見逃す方向にだけ誤る"},
    AlgorithmText{
        "thesis-fan-circle",
        "Angular range, then (r - rc)^2 <= |P|^2 <= (R + rc)^2, else radial-edge distance; squaring "
        "r - rc misses circles with rc > r centred within rc - r of the apex",
        "角度の範囲、次に (r - rc)^2 <= |P|^2 <= (R + rc)^2、だめなら半径方向の辺との距離で判定する。"
        "r - rc を 2 乗するので、rc > r で中心が頂点から rc - r 以内にある円を見逃す"},
    AlgorithmText{"thesis-fan-circle-clamped",
                  "The thesis's fan-circle test with the inner band bound clamped at 0",
                  "論文の扇形と円の判定で、帯の内側の境界が 0 を下回らないようにしたもの"},
    AlgorithmText{
        "hwang-tsai-published",
        "Published float code: +1 radii miss contacts; its (B - A) == 0 guard errs both ways when E2 "
        "is a circle at odd multiples of 45 degrees",
        "公開された float のコード。半径 +1 は接触を見逃し、(B - A) == 0 のガードは E2 が円のとき "
        "45 度の奇数倍で両方向に誤る"},
    AlgorithmText{"obb-projection-radii",
                  "d3 = d0 + d1 - d2 on the four local axes n1, t1, n2, t2; d3 < 0 separates",
                  "4 本の局所軸 n1, t1, n2, t2 のそれぞれで d3 = d0 + d1 - d2 を求め、d3 < 0 なら離れている"},
    AlgorithmText{
        "aabb", "Axis-aligned boxes of both rectangles: exact unrotated, otherwise it only over-reports",
        "両方の長方形を座標軸に平行な箱で囲んで判定する。回転がなければ厳密、あれば接触を多く報告する"
        "方向にだけ誤る"},
    AlgorithmText{
        "polygon-sat",
        "Edge normals of both outlines; separated iff an edge has the other strictly on its outer side",
        "両方の輪郭の辺の法線を軸に使う。ある辺の真に外側に相手が収まるとき、かつそのときに限り離れて"
        "いる"},
    AlgorithmText{
        "polygon-sat",
        "Edge normals of both polygons; separated iff an edge has the other strictly on its outer side",
        "両方の多角形の辺の法線を軸に使う。ある辺の真に外側に相手が収まるとき、かつそのときに限り離れ"
        "ている"},
    AlgorithmText{
        "thesis-fan-rect-tolerant",
        "Fan boundary x rectangle edges, points within 1e-9 of the fan kept; else one point of each in "
        "the other",
        "扇形の境界と長方形の辺の交点のうち、扇形から 1e-9 以内のものを残す。交点がなければ、それぞれ"
        "の 1 点が相手に含まれるかを調べる"},
    AlgorithmText{
        "thesis-fan-rect",
        "Fan boundary x rectangle edges kept by the closed 2.2 test; points computed on the boundary "
        "fail it by rounding, so a corner poking through the arc is missed",
        "扇形の境界と長方形の辺の交点を、2.2 節の境界を含む判定でふるい分ける。境界上で計算した点は"
        "丸め誤差でこの判定に落ちるので、弧から突き出た角を見逃す"},
    AlgorithmText{
        "orientation-strict",
        "tc * td < 0 and ta * tb < 0: an open test that misses touching and collinear overlap",
        "tc * td < 0 かつ ta * tb < 0。境界を含まない判定なので、接しているだけの場合と同じ直線上での"
        "重なりを見逃す"},
    AlgorithmText{"orientation-closed",
                  "Orientation signs with the zero cases checked against the other segment's extent",
                  "向きの符号で判定し、符号が 0 のときは相手の線分の範囲と照らし合わせる"},
    AlgorithmText{
        "thesis-parametric",
        "Intersection parameters s, t in [0, 1]; parallel segments give none, so collinear overlap is "
        "missed",
        "交点のパラメータ s, t が [0, 1] にあるかを調べる。平行な線分では交点が求まらないので、同じ"
        "直線上での重なりを見逃す"},
    AlgorithmText{
        "thesis-parametric-as-printed",
        "The printed first denominator (G_y - F_y where F_y - E_y belongs) makes s wrong: errs both "
        "ways",
        "印刷された 1 つ目の分母（F_y - E_y とあるべきところが G_y - F_y）のため s が正しくなく、両方向"
        "に誤る"},
    AlgorithmText{
        "thesis-fan-capsule",
        "t-ranges of the axis in the radial band and angular range within [0, 1], else axis-to-edge "
        "distance",
        "カプセルの軸が半径方向の帯と角度の範囲に入る t の範囲を [0, 1] と比べ、なければ軸と辺の距離で"
        "判定する"},
    AlgorithmText{
        "gjk", "GJK distance on support functions of the cores, radii subtracted; EPA when the cores overlap",
        "芯のサポート関数を使って GJK で距離を求め、半径を差し引く。芯が重なるときは EPA で深さを求める"},
};

// Every label the registry and the lessons print, with the publication it denotes (docs/sources.md).
// The anonymous note of collision basics is named by what it is, with the book section that covers the
// same test so a student can read it up.
constexpr std::array kSourceLabels = {
    // The registry's rows.
    SourceText{
        "seeds/001, thesis 2.9 (exact)",
        "a note on collision basics (author unknown) and Yamamoto 2023, master's thesis, 2.9, made "
        "exact; Ericson 2005, 5.1 and 5.2.1",
        "衝突判定の基礎ノート（作者不明）と山本 2023（修士論文）2.9 節を厳密にしたもの。Ericson 2005 の "
        "5.1 節と 5.2.1 節"},
    SourceText{"seeds/000 idea, exact form (Eberly 2013)",
               "the idea of Hwang & Tsai 1999 (via IKD's tutorial), in the exact form of Eberly 2013",
               "Hwang & Tsai 1999 の考え方（IKD のチュートリアルより）を Eberly 2013 で厳密にしたもの"},
    SourceText{"hitlab (exact annular-sector geometry)",
               "hitlab's own (exact geometry of the annular sector)", "hitlab 独自（扇形の厳密な幾何）"},
    SourceText{"seeds/004 thesis 2.9.3", "Yamamoto 2023, master's thesis, 2.9.3",
               "山本 2023（修士論文）2.9.3 節"},
    SourceText{"seeds/004 thesis 2.2", "Yamamoto 2023, master's thesis, 2.2", "山本 2023（修士論文）2.2 節"},
    SourceText{
        "seeds/001 (closed form of its d < r1 + r2)",
        "a note on collision basics (author unknown), its d < r1 + r2 with the boundary included; "
        "Ericson 2005, 4.3",
        "衝突判定の基礎ノート（作者不明）の d < r1 + r2 を、境界を含む形にしたもの。Ericson 2005 の 4.3 節"},
    SourceText{"seeds/000 (Hwang & Tsai 1999), its code in float",
               "Hwang & Tsai 1999 (via IKD's tutorial), the tutorial's code in float",
               "Hwang & Tsai 1999（IKD のチュートリアルより）、チュートリアルの float のコードそのまま"},
    SourceText{"seeds/000 (Hwang & Tsai 1999), rotation repaired",
               "Hwang & Tsai 1999 (via IKD's tutorial), the rotation repaired",
               "Hwang & Tsai 1999（IKD のチュートリアルより）、回転角の求め方を修正したもの"},
    SourceText{"seeds/002", "s-densan, Hatena Blog 2020; Ericson 2005, 5.3.2",
               "s-densan（はてなブログ、2020）。Ericson 2005 の 5.3.2 節"},
    SourceText{"seeds/001, thesis 2.9.4",
               "a note on collision basics (author unknown); Yamamoto 2023, master's thesis, 2.9.4; "
               "Ericson 2005, 5.1.2",
               "衝突判定の基礎ノート（作者不明）、山本 2023（修士論文）2.9.4 節。Ericson 2005 の 5.1.2 節"},
    SourceText{"seeds/001 (segment vs circumference)",
               "a note on collision basics (author unknown), its segment against the circumference",
               "衝突判定の基礎ノート（作者不明）の「線分と円周の交差」"},
    SourceText{"seeds/004 thesis 2.4 as written", "Yamamoto 2023, master's thesis, 2.4, as written",
               "山本 2023（修士論文）2.4 節、書かれたとおり"},
    SourceText{"seeds/004 thesis 2.4, inner bound max(r - rc, 0)",
               "Yamamoto 2023, master's thesis, 2.4, with the inner bound max(r - rc, 0)",
               "山本 2023（修士論文）2.4 節、内側の境界を max(r - rc, 0) にしたもの"},
    SourceText{"seeds/003", "g2, traP blog 2017; Gottschalk, Lin & Manocha 1996",
               "g2（traP ブログ、2017）。Gottschalk, Lin & Manocha 1996"},
    SourceText{"seeds/001 (AABB vs AABB)",
               "a note on collision basics (author unknown), AABB against AABB; Ericson 2005, 4.2",
               "衝突判定の基礎ノート（作者不明）の AABB どうしの判定。Ericson 2005 の 4.2 節"},
    SourceText{
        "seeds/001 (separating axis theorem)",
        "a note on collision basics (author unknown), the separating axis theorem; Ericson 2005, 5.2.1",
        "衝突判定の基礎ノート（作者不明）の分離軸定理。Ericson 2005 の 5.2.1 節"},
    SourceText{"seeds/004 thesis 2.3, boundary points with slack",
               "Yamamoto 2023, master's thesis, 2.3, with slack for the boundary points",
               "山本 2023（修士論文）2.3 節、境界上の点に許容幅を持たせたもの"},
    SourceText{"seeds/004 thesis 2.3 as written", "Yamamoto 2023, master's thesis, 2.3, as written",
               "山本 2023（修士論文）2.3 節、書かれたとおり"},
    SourceText{"seeds/001 (check_intersection)",
               "a note on collision basics (author unknown), its check_intersection; Ericson 2005, 3.1.6",
               "衝突判定の基礎ノート（作者不明）の check_intersection。Ericson 2005 の 3.1.6 節"},
    SourceText{
        "seeds/001 with the collinear cases",
        "a note on collision basics (author unknown), with the collinear cases; Ericson 2005, 5.1.9.1",
        "衝突判定の基礎ノート（作者不明）に、同じ直線上にある場合を加えたもの。Ericson 2005 の 5.1.9.1 節"},
    SourceText{"seeds/004 thesis 2.9.1 (eq. 2.34 typo corrected)",
               "Yamamoto 2023, master's thesis, 2.9.1, the misprint in eq. 2.34 corrected",
               "山本 2023（修士論文）2.9.1 節、式 2.34 の誤植を直したもの"},
    SourceText{"seeds/004 thesis 2.9.1, eq. 2.34 as printed",
               "Yamamoto 2023, master's thesis, 2.9.1, eq. 2.34 as printed",
               "山本 2023（修士論文）2.9.1 節、式 2.34 を印刷のとおりに"},
    SourceText{"seeds/004 thesis 2.6", "Yamamoto 2023, master's thesis, 2.6", "山本 2023（修士論文）2.6 節"},
    SourceText{"Gilbert, Johnson & Keerthi 1988 (thesis [6][7]); EPA for depth",
               "Gilbert, Johnson & Keerthi 1988; the depth by EPA (van den Bergen 2001)",
               "Gilbert, Johnson & Keerthi 1988。深さは EPA（van den Bergen 2001）"},
    // The lessons' sources (assets/scenes).
    SourceText{"seeds/000 (Hwang & Tsai 1999)", "Hwang & Tsai 1999 (via IKD's tutorial)",
               "Hwang & Tsai 1999（IKD のチュートリアルより）"},
    SourceText{"seeds/000 (tutorial code)", "IKD's tutorial on Hwang & Tsai 1999, its code",
               "IKD による Hwang & Tsai 1999 のチュートリアル、そのコード"},
    SourceText{"seeds/001", "a note on collision basics (author unknown); Ericson 2005, 4.3",
               "衝突判定の基礎ノート（作者不明）。Ericson 2005 の 4.3 節"},
    SourceText{"seeds/004 thesis 2.4", "Yamamoto 2023, master's thesis, 2.4", "山本 2023（修士論文）2.4 節"},
    SourceText{"seeds/004 thesis 2.3", "Yamamoto 2023, master's thesis, 2.3", "山本 2023（修士論文）2.3 節"},
    SourceText{"seeds/004 thesis 2.9.1", "Yamamoto 2023, master's thesis, 2.9.1",
               "山本 2023（修士論文）2.9.1 節"},
    SourceText{"seeds/004 thesis 2.1 and 3", "Yamamoto 2023, master's thesis, 2.1 and chapter 3",
               "山本 2023（修士論文）2.1 節と第 3 章"},
    SourceText{"seeds/004 thesis 2.1 and 3; hitlab's conservative fan and exact sweep",
               "Yamamoto 2023, master's thesis, 2.1 and chapter 3; the conservative fan and the exact sweep "
               "are hitlab's own",
               "山本 2023（修士論文）2.1 節と第 3 章。保守的な扇形と厳密な掃引は hitlab 独自"},
    SourceText{"Gilbert, Johnson & Keerthi 1988 (thesis [6][7])", "Gilbert, Johnson & Keerthi 1988",
               "Gilbert, Johnson & Keerthi 1988"},
    // The lesson scenes name their publications already (in English): the same text in Japanese.
    SourceText{"Ericson 2005, 4.2 (axis-aligned bounding boxes)",
               "Ericson 2005, 4.2 (axis-aligned bounding boxes)",
               "Ericson 2005, 4.2 節（座標軸に平行な境界ボックス）"},
    SourceText{"Ericson 2005, 4.3.1 (sphere vs sphere)", "Ericson 2005, 4.3.1 (sphere vs sphere)",
               "Ericson 2005, 4.3.1 節（球と球）"},
    SourceText{"Ericson 2005, 5.1.2 (closest point on a segment)",
               "Ericson 2005, 5.1.2 (closest point on a segment)",
               "Ericson 2005, 5.1.2 節（線分上の最近点）"},
    SourceText{"Ericson 2005, 5.1.9.1 (segment intersection by orientation signs)",
               "Ericson 2005, 5.1.9.1 (segment intersection by orientation signs)",
               "Ericson 2005, 5.1.9.1 節（向きの符号による線分の交差判定）"},
    SourceText{"Ericson 2005, 5.2.1 (separating-axis test)", "Ericson 2005, 5.2.1 (separating-axis test)",
               "Ericson 2005, 5.2.1 節（分離軸による判定）"},
    SourceText{"Gilbert, Johnson & Keerthi 1988", "Gilbert, Johnson & Keerthi 1988",
               "Gilbert, Johnson & Keerthi 1988"},
    SourceText{"Hwang & Tsai 1999, section 3 (as presented by IKD, marupeke296.com, 2D collision No. 7)",
               "Hwang & Tsai 1999, section 3 (as presented by IKD, marupeke296.com, 2D collision No. 7)",
               "Hwang & Tsai 1999 の 3 節（IKD、marupeke296.com の 2D衝突編その7 の解説による）"},
    SourceText{"IKD, marupeke296.com, 2D collision No. 7, section E (code for Hwang & Tsai 1999)",
               "IKD, marupeke296.com, 2D collision No. 7, section E (code for Hwang & Tsai 1999)",
               "IKD、marupeke296.com の 2D衝突編その7 の E 節（Hwang & Tsai 1999 のコード）"},
    SourceText{"Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.2",
               "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.2",
               "山本 2023（東京工科大学 修士論文）2.2 節"},
    SourceText{"Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.3",
               "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.3",
               "山本 2023（東京工科大学 修士論文）2.3 節"},
    SourceText{"Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.4",
               "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.4",
               "山本 2023（東京工科大学 修士論文）2.4 節"},
    SourceText{"Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.6",
               "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.6",
               "山本 2023（東京工科大学 修士論文）2.6 節"},
    SourceText{"Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.9.1, eq. 2.34",
               "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.9.1, eq. 2.34",
               "山本 2023（東京工科大学 修士論文）2.9.1 節の式 2.34"},
    SourceText{"Yamamoto 2023 (master's thesis, Tokyo University of Technology), sections 2.1 and 3; the "
               "conservative fan and the exact sweep are hitlab's",
               "Yamamoto 2023 (master's thesis, Tokyo University of Technology), sections 2.1 and 3; the "
               "conservative fan and the exact sweep are hitlab's",
               "山本 2023（東京工科大学 修士論文）2.1 節と第 3 章。保守的な扇形と厳密な掃引は hitlab 独自"},
    SourceText{"Yamamoto 2023 (master's thesis, Tokyo University of Technology), sections 2.1 and 4.2",
               "Yamamoto 2023 (master's thesis, Tokyo University of Technology), sections 2.1 and 4.2",
               "山本 2023（東京工科大学 修士論文）2.1 節と 4.2 節"},
    SourceText{"g2, 「しかく と しかく が ごっつんこ」 (traP blog, 2017); Gottschalk, Lin & Manocha 1996; "
               "Ericson 2005, 4.4.1",
               "g2, 「しかく と しかく が ごっつんこ」 (traP blog, 2017); Gottschalk, Lin & Manocha 1996; "
               "Ericson 2005, 4.4.1",
               "g2「しかく と しかく が ごっつんこ」（traP ブログ、2017）。Gottschalk, Lin & Manocha "
               "1996。Ericson 2005, 4.4.1 節"},
    // The UI font's Japanese ranges (ImGui's) lack the 倶 of 電算倶楽部: the blog's address name stands in.
    SourceText{"電算倶楽部 (s-densan), 「線分と円の当たり判定」 (Hatena Blog, 2020); Ericson 2005, 5.3.2",
               "s-densan, 「線分と円の当たり判定」 (Hatena Blog, 2020); Ericson 2005, 5.3.2",
               "s-densan「線分と円の当たり判定」（はてなブログ、2020）。Ericson 2005, 5.3.2 節"},
};

} // namespace

std::span<const AlgorithmText> algorithmDescriptionTexts()
{
    return kAlgorithmDescriptions;
}

std::span<const SourceText> sourceLabelTexts()
{
    return kSourceLabels;
}

std::string uiAlgorithmDescription(std::string_view name, std::string_view english, UiLanguage language)
{
    if (language == UiLanguage::Japanese)
    {
        const auto found = std::ranges::find_if(kAlgorithmDescriptions, [&](const AlgorithmText& row)
                                                { return row.name == name && row.english == english; });
        if (found != kAlgorithmDescriptions.end())
        {
            return found->japanese;
        }
    }
    return std::string(english);
}

std::string uiSourceLabel(std::string_view label, UiLanguage language)
{
    const auto found =
        std::ranges::find_if(kSourceLabels, [&](const SourceText& row) { return row.label == label; });
    if (found == kSourceLabels.end())
    {
        return std::string(label);
    }
    return language == UiLanguage::Japanese ? found->japanese : found->english;
}

} // namespace hitlab
