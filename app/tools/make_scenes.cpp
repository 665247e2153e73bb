// hitlab-make-scenes: writes the bundled scenes of assets/scenes (and their index.json) from code, so
// that each lesson's teaching point is checked when the scene is made: where a lesson shows a method's
// failure, the tool places the shapes where the method and the exact test disagree, and refuses to
// write a lesson whose point does not hold.
//
//   hitlab-make-scenes OUTPUT_DIRECTORY
//
// The JSON files are committed; run this only to change a scene on purpose.
#include "hitlab/ccd.hpp"
#include "hitlab/geometry.hpp"
#include "hitlab/overlap.hpp"
#include "hitlab/registry.hpp"
#include "model/shape_draw.hpp"
#include "model/shape_edit.hpp"
#include "scene.hpp"
#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>

#include <glm/common.hpp>
#include <random>
#include <string>
#include <vector>

using namespace hitlab;

namespace
{

struct Entry
{
    std::string file;
    std::string title;
    std::string category;
    std::string source;
    std::string description;
    std::string titleJa = {}; // the Japanese title, for the Lessons window and File > Open bundled scene
    std::string descriptionJa = {}; // from catalogueDescriptionsJa(), for the same places' tooltips
};

// Every scene's description in Japanese, keyed by its file: the catalogue shows it in place of the
// English one when the UI is Japanese. A scene without one is refused.
std::map<std::string, std::string> catalogueDescriptionsJa()
{
    return {
        {"default.json",
         "8 種類の図形が 1 つずつあります。カプセルと扇形が接しているので、どちらも赤く表示されます。"},
        {"lesson_hwang_tsai_miss.json",
         "2 つの楕円は重なっていますが、この手法は正しいオフセット曲線の代わりに、T(E1) の半径を 1 ずつ大きく"
         "した楕円を使います。正しい曲線はその楕円の外側にあるので、原点が 2 つの曲線の間に入り、接触を見逃し"
         "ます。"},
        {"lesson_hwang_tsai_guard.json",
         "E2 は円で、E1 は 45 度回転しているので、D != 0 なのに B - A == 0 になります。公開コードのガードは"
         "回転角を 0 にしてしまい、存在しない接触を報告します。"},
        {"lesson_segment_orientation.json",
         "線分 B の端点がちょうど線分 A の上にあります。ノートの厳密な判定（tc * td < 0 かつ ta * tb < 0）は"
         "符号 0 を見て「接触なし」と答えますが、境界を含む判定は接触と数えます。"},
        {"lesson_circle_circle.json",
         "|c1 - c2| <= r1 + r2 を 2 乗して比べます。トレースには 2 つの円周が交わる点を示します（余弦定理・"
         "ヘロンの公式）。"},
        {"lesson_circle_segment_inside.json", "線分は円の真に内側にあります。ノートの「円周と交わるか」という"
                                              "問いには「いいえ」と答えますが、境界を"
                                              "含む図形として見れば、線分のすべての点を共有しています。"},
        {"lesson_aabb_rotated.json",
         "囲む箱どうしは重なっていますが、回転した長方形どうしは重なっていません。AABB の判定は存在しない接触"
         "を報告します。厳密なのは回転していない長方形だけです。"},
        {"lesson_polygon_sat.json", "両方の多角形のすべての辺の法線が分離軸の候補です。緑の軸では 2 "
                                    "つの射影区間が離れるので、多角形どうし"
                                    "は接していません。"},
        {"lesson_segment_circle_quadratic.json",
         "a s^2 + b s + c <= 0、つまり D >= 0 かつ s1 <= 1 かつ 0 <= s2 です。解 s1, s2 は、線分を延ばした"
         "直線が円と交わる位置を表します。"},
        {"lesson_obb_projection_radii.json", "4 本の局所軸のそれぞれで d3 = d0 + d1 - d2 を求めます。d3 "
                                             "が負になる軸があれば、長方形どうしは離れて"
                                             "います。"},
        {"lesson_fan_point_apex.json",
         "扇形の中心そのものでは Px / |P| >= cos(theta) を計算できません。そのため論文の点の判定は、ケーキを"
         "切り分けた形の（r = 0 の）扇形の頂点を見逃します。"},
        {"lesson_fan_circle.json",
         "円は内側の半径より大きく、穴を覆っています。図形は重なっているのに (r - rc)^2 <= |P|^2 が成り立ち"
         "ません。内側の境界が 0 を下回らないようにすると直ります。"},
        {"lesson_fan_rect.json",
         "扇形の 2 本の半径方向の辺と 2 本の弧を長方形の辺と交わらせ、扇形の上にある交点を残します。交点が"
         "なければ、どちらかが他方に含まれるかを調べます。"},
        {"lesson_fan_capsule.json",
         "カプセルの軸 S + tV が、rc だけ広げた半径方向の帯と角度の範囲に入るかを調べます。入らなければ、軸と"
         "半径方向の辺との距離で判定します。"},
        {"lesson_segment_parametric_typo.json",
         "印刷された式 2.34 の 1 つ目の分母は、外積 (F - E) x (H - G) になっていません。パラメータが正しく"
         "求まらず、この交差を見逃します。"},
        {"lesson_ccd_fan.json",
         "箱は O のまわりに 1 ラジアン回転します。論文の扇形は半径 |P - O| -+ Wy/2 の範囲しか覆わないので、"
         "箱の遠い角は小さな障害物の上を通るのに、扇形は届きません（検出漏れ）。厳密な掃引は届くので、障害物"
         "は"
         "赤く表示されます。"},
        {"lesson_ccd_compare.json",
         "バットが 1 ステップで 150 度回転します。S-CCD（始めと終わりの姿勢を囲む箱）は、バットが通り抜ける"
         "的を見逃し、届かない穴の中の的を報告します。論文の扇形は始めの姿勢の角を見逃します。保守的な扇形は"
         "見逃しません。どれを赤くするかは厳密な掃引が決めます。"},
        {"lesson_gjk.json",
         "GJK は A - B の中の単体を原点に向かって動かしていきます。原点が単体の内側に入れば接触です。挿入図は"
         "反復ごとの単体を示します。"},
        {"kinds_contact.json",
         "各種類の図形が、同じ種類の図形と重なっています（点は円の中）。すべて赤く表示されます。"},
        {"kinds_apart.json", "同じ組を離したものです。赤い図形はありません。"},
        {"stress_10k.json",
         "8 種類の図形 10,000 個（大きさ 4〜40）を 1600 x 1200 の範囲に置いたものです。ブロードフェーズの"
         "負荷テストです。"},
    };
}

LocalizedText both(std::string en, std::string ja)
{
    return LocalizedText{std::move(en), std::move(ja)};
}

// The bundled scenes' captions in Japanese, by their English. Labels that are names ("E1", "P") stay.
std::map<std::string, std::string> captionsJa()
{
    return {
        {"point", "点"},
        {"circle", "円"},
        {"ellipse", "楕円"},
        {"rect", "長方形"},
        {"polygon", "多角形"},
        {"segment", "線分"},
        {"capsule", "カプセル"},
        {"fan", "扇形"},
        {"circle (E2)", "円 (E2)"},
        {"P at O", "O にある P"},
        {"baumkuchen fan", "バウムクーヘン型の扇形"},
        {"box at the start", "開始時の箱"},
        {"swept, yet outside the fan", "掃引されるが扇形の外"},
        {"bat", "バット"},
        {"passed through", "通り抜け"},
        {"at a corner", "角のそば"},
        {"in the hole", "穴の中"},
        {"out of reach", "届かない"},
    };
}

// A label with a word in it, which needs its caption in Japanese.
bool hasWords(const std::string& label)
{
    int run = 0;
    for (const char c : label)
    {
        run = c >= 'a' && c <= 'z' ? run + 1 : 0;
        if (run >= 3)
        {
            return true;
        }
    }
    return false;
}

std::vector<Entry> gIndex;
// Filled in main from lessonTexts(); write() gives each lesson scene its text.
std::map<std::string, SceneLesson> gLessons;
std::string gDirectory;
int gFailures = 0;

// World point shown at the middle of the free canvas between the default panels (1280 x 800 window):
// the panels take about 280 px on the left and 390 px on the right.
constexpr double kPanelShiftPx = 55.0;

View viewAround(Vec2 center, double zoom)
{
    return View{center + Vec2(kPanelShiftPx / zoom, 0.0), zoom};
}

void write(const Entry& entry, const Scene& sceneWithoutText)
{
    const std::string path = gDirectory + "/" + entry.file;
    Scene scene = sceneWithoutText;
    if (const auto text = gLessons.find(entry.file); text != gLessons.end())
    {
        scene.lesson = text->second;
        scene.lesson->title.en = entry.title;
    }
    else if (entry.category == "lesson")
    {
        std::fprintf(stderr, "Error: %s: a lesson without its text (lessonTexts)\n", entry.file.c_str());
        ++gFailures;
    }
    static const std::map<std::string, std::string> captions = captionsJa();
    for (const SceneShape& shape : scene.shapes)
    {
        if (const auto ja = captions.find(shape.label); ja != captions.end())
        {
            scene.japaneseLabels.emplace(shape.label, ja->second);
        }
        else if (hasWords(shape.label))
        {
            std::fprintf(stderr, "Error: %s: no Japanese caption for the label \"%s\" (captionsJa)\n",
                         entry.file.c_str(), shape.label.c_str());
            ++gFailures;
        }
    }
    if (auto error = io::saveScene(path, scene))
    {
        std::fprintf(stderr, "Error: %s\n", error->c_str());
        ++gFailures;
        return;
    }
    // Read it back: what we ship must load.
    if (auto loaded = io::loadScene(path); !loaded)
    {
        std::fprintf(stderr, "Error: %s does not load back: %s\n", path.c_str(), loaded.error.c_str());
        ++gFailures;
        return;
    }
    gIndex.push_back(entry);
    if (scene.lesson)
    {
        gIndex.back().titleJa = scene.lesson->title.ja;
    }
    static const std::map<std::string, std::string> descriptionsJa = catalogueDescriptionsJa();
    if (const auto ja = descriptionsJa.find(entry.file); ja != descriptionsJa.end())
    {
        gIndex.back().descriptionJa = ja->second;
    }
    else
    {
        std::fprintf(stderr, "Error: %s: no Japanese description (catalogueDescriptionsJa)\n",
                     entry.file.c_str());
        ++gFailures;
    }
    std::printf("wrote %s (%zu shapes)\n", path.c_str(), scene.shapes.size());
}

const Algorithm& row(ShapeKind a, ShapeKind b, const std::string& name)
{
    const Algorithm* found = findAlgorithm(a, b, name);
    if (!found)
    {
        std::fprintf(stderr, "Error: no algorithm %s for %s\n", name.c_str(), pairName(a, b).c_str());
        std::exit(1);
    }
    return *found;
}

bool methodSays(const std::string& name, const Shape& a, const Shape& b)
{
    return runOverlap(row(kindOf(a), kindOf(b), name), a, b);
}

// Slides `b` by t * direction for t in [from, to] and returns the t where the method's answer differs
// from the exact one in the wanted way (methodWanted, exactWanted) by the widest margin (the largest
// |signed distance|), so that the lesson's failure is plain to see.
std::optional<double> findDisagreement(const std::string& name, const Shape& a, const Shape& b,
                                       Vec2 direction, double from, double to, bool methodWanted,
                                       bool exactWanted, double* margin = nullptr)
{
    constexpr int kSteps = 2000;
    std::optional<double> best;
    double bestMargin = -1.0;
    for (int i = 0; i <= kSteps; ++i)
    {
        const double t = from + (to - from) * i / kSteps;
        const Shape moved = translated(b, direction * t);
        if (methodSays(name, a, moved) != methodWanted || overlap(a, moved) != exactWanted)
        {
            continue;
        }
        const double m = std::abs(distance(a, moved).value);
        if (m > bestMargin)
        {
            bestMargin = m;
            best = t;
        }
    }
    if (margin)
    {
        *margin = bestMargin;
    }
    return best;
}

// The same over 72 directions: returns b moved to the widest disagreement found.
std::optional<Shape> placeForDisagreement(const std::string& name, const Shape& a, const Shape& b,
                                          double reach, bool methodWanted, bool exactWanted)
{
    std::optional<Shape> best;
    double bestMargin = -1.0;
    for (int k = 0; k < 72; ++k)
    {
        const Vec2 dir = unitFromAngle(2.0 * kPi * k / 72.0);
        double margin = 0.0;
        if (const auto t = findDisagreement(name, a, b, dir, 0.0, reach, methodWanted, exactWanted, &margin);
            t && margin > bestMargin)
        {
            bestMargin = margin;
            best = translated(b, dir * (*t));
        }
    }
    return best;
}

void expectDisagreement(const Entry& entry, const std::string& name, const Shape& a, const Shape& b)
{
    const bool method = methodSays(name, a, b);
    const bool exact = overlap(a, b);
    if (method == exact)
    {
        std::fprintf(stderr, "Error: %s: %s agrees with the exact test here (%d); the lesson shows nothing\n",
                     entry.file.c_str(), name.c_str(), exact);
        ++gFailures;
    }
}

// What each lesson scene teaches, in English and Japanese, keyed by its file. The English title is the
// catalogue's; the sources name publications a reader can find.
std::map<std::string, SceneLesson> lessonTexts()
{
    std::map<std::string, SceneLesson> texts;
    const auto add = [&](std::string file, std::string titleJa, LocalizedText text, std::string source,
                         std::vector<LocalizedText> tries)
    {
        texts[std::move(file)] =
            SceneLesson{{"", std::move(titleJa)}, std::move(text), std::move(source), std::move(tries)};
    };
    add("lesson_hwang_tsai_miss.json", "楕円と楕円：Hwang-Tsai 法の「半径 +1」が接触を見逃す",
        both("Hwang-Tsai maps E2 to the unit circle; E1 becomes another ellipse T(E1) and E2's centre the "
             "origin. The shapes touch when the origin lies within 1 of T(E1). The method replaces that "
             "offset region by the ellipse with both radii of T(E1) grown by 1, which lies inside the true "
             "offset curve everywhere except on T(E1)'s axes. Here the origin falls between the two curves "
             "(see the inset): the ellipses overlap, but hwang-tsai-repaired answers no.",
             "Hwang-Tsai 法では、E2 を単位円に移す変換 T をかける。E1 は別の楕円 T(E1) に、E2 の中心は原点"
             "に移る。原点が T(E1) から距離 1 以内にあれば、2 つの楕円は接触している。この手法は、その距離 "
             "1 の領域を「T(E1) の両半径に 1 を足した楕円」で置き換える。ところがこの楕円は、T(E1) の軸上"
             "を除いて、真のオフセット曲線より内側にある。このシーンでは原点が 2 つの曲線の間に入っている"
             "（挿入図）。楕円どうしは重なっているのに、hwang-tsai-repaired は「接触なし」と答える。"),
        "Hwang & Tsai 1999, section 3 (as presented by IKD, marupeke296.com, 2D collision No. 7)",
        {both("In the inset, find the origin between the grown ellipse and the true offset curve.",
              "挿入図で、原点が「半径 +1 の楕円」と「真のオフセット曲線」の間にあることを確かめよう。"),
         both("Drag E2 towards E1's centre until both answers agree on contact.",
              "E2 を E1 の中心に向かってドラッグし、両方の答えが「接触」で一致する位置を探そう。"),
         both("In the Algorithms panel, switch ellipse/ellipse to ellipse-affine-exact: E1 and E2 turn red.",
              "「アルゴリズム」パネルで ellipse/ellipse を ellipse-affine-exact に切り替えよう。E1 と E2 が赤"
              "（接触）になる。")});
    add("lesson_hwang_tsai_guard.json", "円と楕円：公開コードの回転角ガード",
        both("The published code finds the axes of T(E1) with theta = (B - A) == 0 ? 0 : atan(D / (B - A)) "
             "/ 2. When E2 is a circle and E1 is turned by exactly 45 degrees, B - A is 0 while D is not, so "
             "theta becomes 0 instead of 45 degrees and the radii it tests are wrong. Here "
             "hwang-tsai-published reports a contact although the circle and E1 are apart.",
             "公開されているコードは、T(E1) の軸の向きを theta = (B - A) == 0 ? 0 : atan(D / (B - A)) / 2 "
             "で求める。E2 が円で、E1 がちょうど 45 度回転していると、D は 0 でないのに B - A が 0 になる。"
             "すると theta は 45 度ではなく 0 とされ、判定に使う半径が誤ったものになる。このシーンでは円と "
             "E1 は離れているのに、hwang-tsai-published は「接触」と答える。"),
        "IKD, marupeke296.com, 2D collision No. 7, section E (code for Hwang & Tsai 1999)",
        {both("Shift-drag E1 to turn it even slightly away from 45 degrees: the guard no longer fires and "
              "both answers say apart.",
              "Shift を押しながら E1 をドラッグし、45 度からわずかに回してみよう。ガードが働かなくなり、"
              "両方の答えが「離れている」で一致する。"),
         both("Switch circle/ellipse to hwang-tsai-repaired (atan2 instead of atan): the false contact "
              "disappears.",
              "circle/ellipse を hwang-tsai-repaired（atan の代わりに atan2 を使う）に切り替えよう。誤った"
              "接触が消える。")});
    add("lesson_segment_orientation.json", "線分と線分：厳密な符号判定は接触を見逃す",
        both("The orientation test asks whether B's two ends lie on opposite sides of A's line, and A's two "
             "ends on opposite sides of B's line: both products of orientation signs must be negative. B's "
             "lower end lies exactly on A, so one sign is 0 and the strict test (tc * td < 0 and ta * tb < "
             "0) answers no. The segments share that point, so they touch; the closed test, which also "
             "accepts a zero sign when the point lies on the other segment, counts it.",
             "向き（外積の符号）による判定では、B の両端が A を含む直線の反対側にあり、かつ A の両端が B "
             "を含む直線の反対側にあるとき、線分どうしが交差するとみなす。つまり、符号の積が 2 つとも負"
             "でなければならない。このシーンでは B の下端がちょうど A の上にあるため、符号の一方が 0 にな"
             "り、厳密な不等号による判定（tc * td < 0 かつ ta * tb < 0）は「交差しない」と答える。しかし "
             "2 本の線分はその点を共有しており、接触している。符号が 0 の場合も扱う閉じた判定なら、接触と"
             "数える。"),
        "Ericson 2005, 5.1.9.1 (segment intersection by orientation signs)",
        {both("Drag B down a little: it now crosses A and both answers agree.",
              "B を少し下へドラッグしよう。A と交差し、両方の答えが一致する。"),
         both("Drag B up a little: the touch is gone and both say apart. Only the exact touch is missed.",
              "B を少し上へドラッグしよう。接点がなくなり、両方とも「離れている」と答える。見逃すのは、"
              "ちょうど接する場合だけである。"),
         both("Switch segment/segment to orientation-closed: the touch is counted.",
              "segment/segment を orientation-closed に切り替えよう。接点も接触として数えられる。")});
    add("lesson_circle_circle.json", "円と円：中心間の距離と円周の交点",
        both("Two circles touch when the distance between their centres is at most the sum of their radii: "
             "|c1 - c2| <= r1 + r2, compared squared to avoid a square root. The method is exact. The "
             "trace also marks the two points where the boundaries cross, found with the law of cosines.",
             "2 つの円は、中心間の距離が半径の和以下のときに接触する：|c1 - c2| <= r1 + r2。平方根を避ける"
             "ため、両辺を 2 乗して比べる。この判定は厳密である。トレースには、余弦定理で求めた 2 つの円周"
             "の交点も表示される。"),
        "Ericson 2005, 4.3.1 (sphere vs sphere)",
        {both("Drag C2 to the right until the circles just touch: |c1 - c2| = r1 + r2 = 225 when C2's "
              "centre is near x = 153.",
              "C2 を右へドラッグし、2 つの円がちょうど接する位置を探そう。C2 の中心が x = 153 付近のとき "
              "|c1 - c2| = r1 + r2 = 225 となる。"),
         both("Drag C2 inside C1: the boundary points vanish, yet the circles are still in contact.",
              "C2 を C1 の内側までドラッグしよう。円周の交点は消えるが、円どうしは接触したままである。")});
    add("lesson_circle_segment_inside.json", "円と線分：円周と交わらなくても接触している",
        both("This test asks whether the segment crosses the circumference: its closest point to the "
             "centre is within r, but its two ends are not both inside. That is a different question from "
             "contact. S lies entirely inside C, so it never reaches the circumference and "
             "crosses-boundary answers no, although the disk contains every point of S.",
             "この判定は「線分が円周と交わるか」を調べる。線分上で中心に最も近い点が半径 r 以内にあり、"
             "かつ両端がともに円の内側にあるわけではないとき、交わるとする。これは接触判定とは別の問い"
             "である。S は C の内側にすっぽり入っているので円周に届かず、crosses-boundary は「接触なし」"
             "と答える。しかし円板は S のすべての点を含んでいる。"),
        "Ericson 2005, 5.1.2 (closest point on a segment)",
        {both("Drag S until one end leaves the circle: S now crosses the circumference and both answers "
              "agree.",
              "S をドラッグして片方の端を円の外に出そう。円周と交わるようになり、両方の答えが一致する。"),
         both(
             "Switch circle/segment to segment-quadratic or closest-point: S counts as touching.",
             "circle/segment を segment-quadratic か closest-point に切り替えよう。S は接触と判定される。")});
    add("lesson_aabb_rotated.json", "長方形と長方形：回転した箱の AABB は接触を過大に報告する",
        both("The AABB test compares the axis-aligned boxes that enclose A and B (drawn by the bounds "
             "overlay). For turned rectangles these boxes are much larger than the rectangles: here the "
             "boxes overlap while A and B are apart, so aabb reports a contact that does not exist. It "
             "never misses a contact, and it is exact only when both rectangles are unrotated.",
             "AABB 判定は、A と B をそれぞれ囲む、座標軸に平行な箱（「バウンディングボックス」の重ね表示"
             "で見える）どうしを比べる。回転した長方形では、この箱は長方形よりずっと大きい。このシーンでは箱"
             "どうしは重なって"
             "いるが、A と B は離れている。そのため aabb は、存在しない接触を報告する。接触を見逃すことは"
             "ないが、厳密なのは両方の長方形が回転していないときだけである。"),
        "Ericson 2005, 4.2 (axis-aligned bounding boxes)",
        {both("Drag B away until the two bounding boxes separate: both answers agree.",
              "B を遠ざけ、2 つの外接箱が離れるまでドラッグしよう。両方の答えが一致する。"),
         both("Set both angles to 0 in the Inspector: boxes and rectangles coincide and the test is exact.",
              "「図形の詳細」パネルで A と B の角度をどちらも 0 "
              "にしよう。箱と長方形が一致し、判定は厳密になる。")});
    add("lesson_polygon_sat.json", "多角形と多角形：分離軸定理",
        both("Two convex polygons are apart exactly when some axis separates them: projected onto it, "
             "their two intervals do not overlap. The edge normals of both polygons are the only axes that "
             "need to be tried. Here three edge normals separate the intervals (drawn in green; the solid "
             "one, the first found, has both intervals drawn beside the shapes), so P and Q do not touch. "
             "The method is exact.",
             "2 つの凸多角形が離れているのは、ある軸に両方を射影したとき、2 つの区間が重ならない場合に限"
             "られる（分離軸定理）。調べる軸は、両方の多角形の辺の法線だけでよい。このシーンでは 3 本の辺"
             "の法線が区間を分離しており（緑で表示。実線は最初に見つかった分離軸で、その横に 2 つの射影区間"
             "を示す）、P と Q は接触していない。この判定は厳密である。"),
        "Ericson 2005, 5.2.1 (separating-axis test)",
        {both("Drag Q towards P until no axis is green: no axis separates any more and the polygons touch.",
              "Q を P に近づけ、緑の軸がなくなるまでドラッグしよう。分離軸がなくなれば接触である。"),
         both("Shift-drag Q to turn it and watch which edge normal separates.",
              "Shift を押しながら Q をドラッグして回転させ、どの辺の法線が分離軸になるかを観察しよう。")});
    add("lesson_segment_circle_quadratic.json", "線分と円：s の 2 次不等式",
        both("Write the segment as P(s) = S1 + s (S2 - S1), 0 <= s <= 1. It meets the disk where "
             "|P(s) - O|^2 <= r^2 (O the circle's centre), a quadratic a s^2 + b s + c <= 0. There is "
             "contact when the discriminant D >= 0 and the root interval [s1, s2] meets [0, 1]: s1 <= 1 "
             "and 0 <= s2. The roots mark where the segment's line crosses the circle. The method is exact.",
             "線分を P(s) = S1 + s (S2 - S1)（0 <= s <= 1）と表す。円板と共有点をもつ条件は "
             "|P(s) - O|^2 <= r^2（O は円の中心）で、s の 2 次不等式 a s^2 + b s + c <= 0 になる。判別式 "
             "D >= 0 で、解の区間 [s1, s2] が [0, 1] と重なる、すなわち s1 <= 1 かつ 0 <= s2 のとき接触で"
             "ある。s1, s2 は、線分を延ばした直線が円周と交わる位置を表す。この判定は厳密である。"),
        "電算倶楽部 (s-densan), 「線分と円の当たり判定」 (Hatena Blog, 2020); Ericson 2005, 5.3.2",
        {both("Drag S down and to the left, along its own line, until s1 passes 1: the segment now ends "
              "before the circle.",
              "S を自身の向きに沿って左下へドラッグし、s1 が 1 "
              "を超える位置を探そう。線分は円の手前で終わる。"),
         both("Drag S sideways off the circle until D < 0: its line misses the circle and the roots "
              "disappear.",
              "S を横へずらし、D < 0 になるまで円から離そう。直線が円と交わらなくなり、解が消える。")});
    add("lesson_obb_projection_radii.json", "回転した長方形：射影半径による判定",
        both("The two rectangles have four local axes in all. On each, d0 and d1 are the rectangles' "
             "projection radii (half their extent along the axis), d2 is the distance between their centres "
             "along it, and d3 = d0 + d1 - d2. A negative d3 on any axis separates the rectangles; if all "
             "four are non-negative, they touch. The method is exact: here R1 and R2 are apart.",
             "2 つの長方形には、合わせて 4 本の局所軸がある。各軸について、d0 と d1 は長方形の射影半径（軸"
             "方向の広がりの半分）、d2 は軸方向の中心間距離で、d3 = d0 + d1 - d2 とする。どれか 1 本の軸で "
             "d3 が負なら、その軸が長方形を分離する。4 本とも 0 以上なら接触である。この判定は厳密で、この"
             "シーンの R1 と R2 は離れている。"),
        "g2, 「しかく と しかく が ごっつんこ」 (traP blog, 2017); Gottschalk, Lin & Manocha 1996; "
        "Ericson 2005, 4.4.1",
        {both("Drag R2 towards R1 until d3 >= 0 on all four axes: the rectangles touch.",
              "R2 を R1 に近づけ、4 本の軸すべてで d3 >= 0 になるまでドラッグしよう。長方形が接触する。"),
         both("Shift-drag R2 to turn it and watch which axis separates.",
              "Shift を押しながら R2 をドラッグして回転させ、どの軸が分離軸になるかを観察しよう。")});
    add("lesson_fan_point_apex.json", "扇形と点：頂点では 0 / 0 になる",
        both("The thesis tests a point P against the fan with r^2 <= |P|^2 <= R^2 (the radial band) and "
             "Px / |P| >= cos(theta) (the angle to the fan's axis). At the fan's own centre O the cosine "
             "is 0 / 0, and the comparison comes out false. This fan has inner radius 0 (a piece of cake), "
             "so O belongs to it: the point P at O touches the fan, yet the test answers no.",
             "論文では、点 P が扇形に含まれるかを r^2 <= |P|^2 <= R^2（半径方向の帯）と "
             "Px / |P| >= cos(theta)（扇形の軸とのなす角）で判定する。扇形の中心 O ではこの余弦が 0 / 0 と"
             "なり、比較は偽になる。この扇形は内径 0（ショートケーキ形）なので O も扇形に含まれる。O にあ"
             "る点 P は扇形に接触しているのに、判定は「接触なし」と答える。"),
        "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.2",
        {both("Drag P a little into the fan: away from O the test agrees with the exact answer.",
              "P を扇形の内側へ少しドラッグしよう。O から離れれば、判定は厳密な答えと一致する。"),
         both("Set the fan's inner radius to 20 in the Inspector: O leaves the fan and both answers say "
              "apart.",
              "「図形の詳細」パネルで扇形の内径を 20 にしよう。O "
              "は扇形の外になり、両方の答えが「離れている」で一致"
              "する。")});
    add("lesson_fan_circle.json", "扇形と円：2 乗した帯の条件で符号が失われる",
        both(
            "When the circle's centre P lies in the fan's angular range, the thesis tests the band grown "
            "by the circle's radius rc: (r - rc)^2 <= |P|^2 <= (R + rc)^2. Squaring r - rc drops its sign. "
            "Here C is larger than the hole (rc = 95 > r = 60) and its centre is within rc - r = 35 of O, so "
            "|P|^2 < (r - rc)^2 although C covers the fan's inner arc: the contact is missed. Using "
            "max(r - rc, 0) as the inner bound repairs it.",
            "円の中心 P が扇形の角度範囲内にあるとき、論文は円の半径 rc だけ広げた帯の条件 "
            "(r - rc)^2 <= |P|^2 <= (R + rc)^2 で判定する。r - rc を 2 乗すると、その符号が失われる。この"
            "シーンでは C が穴より大きく（rc = 95 > r = 60）、中心が O から rc - r = 35 以内にある。その"
            "ため C は扇形の内側の弧を覆っているのに |P|^2 < (r - rc)^2 となり、接触を見逃す。内側の境界"
            "を max(r - rc, 0) とすれば正しくなる。"),
        "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.4",
        {both("Drag C outwards along the fan's axis until its centre is more than 35 from O: both answers "
              "agree.",
              "C を扇形の軸に沿って外側へドラッグし、中心が O から 35 より離れるようにしよう。両方の答え"
              "が一致する。"),
         both("Set C's radius to 50 in the Inspector: with rc < r the squared bound keeps its sign and both "
              "answers agree.",
              "「図形の詳細」パネルで C の半径を 50 にしよう。rc < r なら 2 "
              "乗しても符号の問題は起きず、両方の答えが"
              "一致する。"),
         both("Switch circle/fan to thesis-fan-circle-clamped.",
              "circle/fan を thesis-fan-circle-clamped に切り替えてみよう。")});
    add("lesson_fan_rect.json", "扇形と長方形：境界どうしの交点",
        both("The thesis intersects the fan's two radial edges and two arcs with the rectangle's four "
             "edges and keeps the crossing points that pass the point-in-fan test; if none does, it tests "
             "containment either way. A crossing point lies on the fan's boundary, so rounding puts it a "
             "hair inside or outside. Here R's corner pokes through the outer arc, every crossing point "
             "is rejected, and a deep overlap is missed.",
             "論文の方法では、扇形の 2 本の半径方向の辺と 2 本の弧を、長方形の 4 辺と交差させる。点と扇形"
             "の判定を通った交点があれば接触とし、1 つもなければ、一方が他方を含むかを調べる。交点は扇形"
             "の境界上にあるため、丸め誤差でわずかに内側にも外側にもずれる。このシーンでは R の角が外側の"
             "弧から突き出ており、交点がすべて退けられて、深い重なりを見逃す。"),
        "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.3",
        {both("Drag R slowly across the outer arc and watch where the two answers disagree.",
              "R を外側の弧に沿ってゆっくりドラッグし、2 つの答えが食い違う位置を観察しよう。"),
         both("Switch fan/rect to thesis-fan-rect-tolerant, which accepts crossing points within a tiny "
              "slack.",
              "fan/rect を thesis-fan-rect-tolerant "
              "に切り替えよう。わずかな許容幅の中にある交点も受け入れる。")});
    add("lesson_fan_capsule.json", "扇形とカプセル：軸の t の範囲",
        both("The capsule's axis is S + tV, 0 <= t <= 1. The thesis finds the t where the axis lies in the "
             "radial band grown by the capsule's radius rc and the t where it lies in the angular range; "
             "a common t means contact. If there is none, the capsule may still reach a radial edge with "
             "its rounded side, so the distance from the axis to the two edges decides. The method is "
             "exact; here K touches the fan.",
             "カプセルの軸を S + tV（0 <= t <= 1）と表す。論文の方法では、軸がカプセルの半径 rc だけ広げ"
             "た半径方向の帯に入る t の範囲と、角度範囲に入る t の範囲を求め、共通の t があれば接触とする。"
             "共通の t がなくても、カプセルの丸い側面が半径方向の辺に届くことがあるので、そのときは軸と 2 "
             "本の辺との距離で判定する。この判定は厳密で、このシーンの K は扇形に接触している。"),
        "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.6",
        {both("Drag K up and to the right until it clears the fan: both answers change together.",
              "K を右上へドラッグして扇形から離そう。両方の答えが同時に変わる。"),
         both("Drag K so that its axis passes just outside a radial edge while its rounded side still "
              "touches it: the edge distance decides.",
              "K の軸が半径方向の辺のすぐ外を通り、丸い側面だけが辺に触れる位置までドラッグしよう。辺との"
              "距離が判定を決める。")});
    add("lesson_segment_parametric_typo.json", "線分と線分：論文の式 2.34 の誤植",
        both("The thesis solves E + s (F - E) = G + t (H - G) for s and t with cross products; the "
             "segments cross when both lie in [0, 1]. Eq. 2.34 as printed has (G_y - F_y) where the cross "
             "product (F - E) x (H - G) needs (F_y - E_y). With that denominator s comes out wrong, and "
             "this crossing of A and B is missed.",
             "論文では E + s (F - E) = G + t (H - G) を外積を使って s, t について解き、両方が [0, 1] に入れ"
             "ば交差とする。印刷された式 2.34 の最初の分母には、外積 (F - E) x (H - G) に必要な "
             "(F_y - E_y) の代わりに (G_y - F_y) が書かれている。この分母では s が誤った値になり、A と B "
             "の交差を見逃す。"),
        "Yamamoto 2023 (master's thesis, Tokyo University of Technology), section 2.9.1, eq. 2.34",
        {both("Drag B to the left across A and watch where the printed formula agrees and where it does "
              "not.",
              "B を左へドラッグして A を横切らせ、印刷どおりの式が正しく答える位置と誤る位置を観察しよう。"),
         both("Switch segment/segment to thesis-parametric (the corrected equation): the crossing is found.",
              "segment/segment を thesis-parametric（式を訂正したもの）に切り替えよう。交差が検出される。")});
    add("lesson_ccd_fan.json", "回転の連続衝突判定：論文の扇形は角を見逃す",
        both(
            "The box turns by 1 radian about O in one step. The thesis covers its sweep with a fan of radii "
            "|P - O| -+ Wy/2, which ignores the box's width Wx: the far corners sweep beyond the fan's outer "
            "arc. The small obstacle lies there, so the thesis fan misses it (under-detection), while the "
            "exact sweep reaches it and colours it red.",
            "箱は 1 ステップで O のまわりに 1 ラジアン回転する。論文では、この掃引領域を半径 "
            "|P - O| -+ Wy/2 の扇形で覆う。しかしこの扇形は箱の幅 Wx を考えていないため、箱の外側の角は"
            "扇形の外側の弧より遠くを通る。小さな障害物はちょうどそこにあり、論文の扇形はそれを見逃す"
            "（検出漏れ）。厳密な掃引は障害物に届くので、障害物は赤で表示される。"),
        "Yamamoto 2023 (master's thesis, Tokyo University of Technology), sections 2.1 and 4.2",
        {both("Drag the obstacle towards O along the fan's middle until the thesis fan reaches it too.",
              "障害物を扇形の中央に沿って O へ近づけ、論文の扇形も届く位置を探そう。"),
         both("Switch on the conservative fan in the Rotational CCD panel: it contains the whole sweep and "
              "covers the obstacle.",
              "「回転の連続衝突判定 (CCD)」パネルで保守的な扇形"
              "を表示しよう。掃引領域全体を含むので、障害物も覆う。")});
    add("lesson_ccd_compare.json", "回転の連続衝突判定：速い回転での 5 つの掃引表現",
        both("The bat turns by 150 degrees in one step. S-CCD (the box around the start and end poses) "
             "misses the target the bat passes through and reports the one in the hole, which the bat never "
             "reaches. The thesis fan misses the small target at a corner of the start pose. The "
             "conservative fan never misses but over-reports; the exact sweep decides which targets are "
             "red.",
             "バットは 1 ステップで 150 度回転する。S-CCD（開始姿勢と終了姿勢を囲む箱）は、バットが通り"
             "抜ける標的を見逃し、バットが一度も届かない穴の中の標的を報告する。論文の扇形は、開始姿勢の"
             "角にある小さな標的を見逃す。保守的な扇形は見逃しはしないが過大に報告する。どの標的を赤"
             "にするかは、厳密な掃引が決める。"),
        "Yamamoto 2023 (master's thesis, Tokyo University of Technology), sections 2.1 and 3; the "
        "conservative fan and the exact sweep are hitlab's",
        {both("Compare the target 'passed through' with the S-CCD box: neither end pose touches it.",
              "「通り抜け」の標的と S-CCD の箱を比べよう。開始姿勢にも終了姿勢にも触れていない。"),
         both("Drag the target 'in the hole' outwards until the bat's sweep reaches it: the exact sweep "
              "then agrees with S-CCD.",
              "「穴の中」の標的を外側へドラッグし、バットの掃引領域に入れよう。厳密な掃引と S-CCD "
              "の答えが一致する。"),
         both("Turn the sweeps on and off in the Rotational CCD panel to see each one alone.",
              "「回転の連続衝突判定 (CCD)」パネルで掃引表現の表示を切り替え、1 つずつ見比べよう。")});
    add("lesson_gjk.json", "GJK：ミンコフスキー差の中の単体",
        both("P and E touch exactly when the origin lies in their Minkowski difference P - E. GJK builds a "
             "simplex (a point, a segment or a triangle) of points of P - E and moves it towards the "
             "origin, one support point per iteration; when the simplex encloses the origin, the shapes "
             "touch. The inset shows each iteration's simplex; View > Steps walks them one by one. Here P "
             "and E overlap, so EPA then grows the last simplex into a polygon inside P - E, whose edge "
             "nearest the origin gives how deep they overlap.",
             "P と E が接触するのは、原点がミンコフスキー差 P - E に含まれるときに限る。GJK は P - E 上の"
             "点で単体（点・線分・三角形）を作り、反復ごとにサポート点を 1 つ加えて原点へ近づける。単体が"
             "原点を囲めば、2 つの図形は接触している。挿入図には各反復の単体が表示される（「表示」メニュー"
             "の「ステップ実行」で 1 つずつたどれる）。このシーンでは P と E は重なっているので、続いて "
             "EPA が最後の単体を P - E の内側の多角形に広げ、原点に最も近い辺までの距離から重なりの深さを"
             "求める。"),
        "Gilbert, Johnson & Keerthi 1988",
        {both("Drag E away from P until they separate: GJK then ends with the closest points instead.",
              "E を P から離れるまでドラッグしよう。GJK は最後に、原点を囲む代わりに最近点を求める。"),
         both("Shift-drag E to turn it and count how the number of simplices changes.",
              "Shift を押しながら E をドラッグして回転させ、単体の数がどう変わるかを数えよう。")});
    return texts;
}

SceneShape named(std::string id, Shape shape, std::string label = {})
{
    return SceneShape{std::move(id), std::move(shape), std::move(label)};
}

// Both shapes in the free canvas between the default panels (about 560 x 560 pixels), at most `zoom`.
View viewOf(const Shape& a, const Shape& b, double zoom)
{
    const Bounds ba = boundsOf(a);
    const Bounds bb = boundsOf(b);
    const Vec2 lo = glm::min(ba.min, bb.min);
    const Vec2 hi = glm::max(ba.max, bb.max);
    constexpr double kFreeWidth = 540.0;
    constexpr double kFreeHeight = 520.0;
    const double fit =
        std::min(kFreeWidth / std::max(hi.x - lo.x, 1.0), kFreeHeight / std::max(hi.y - lo.y, 1.0));
    return viewAround((lo + hi) * 0.5, std::min(zoom, fit));
}

// A two-shape lesson: `a` and `b` under `algorithm`, with the overlays on. `failure`: the method must
// disagree with the exact test here (the lesson shows where it fails).
void lesson(const Entry& entry, SceneShape a, SceneShape b, const std::string& algorithm,
            std::map<std::string, bool> overlays, bool failure, double zoom)
{
    const std::string pair = pairName(kindOf(a.shape), kindOf(b.shape));
    if (failure)
    {
        expectDisagreement(entry, algorithm, a.shape, b.shape);
    }
    Scene scene;
    scene.view = viewOf(a.shape, b.shape, zoom);
    scene.shapes = {std::move(a), std::move(b)};
    if (&defaultAlgorithm(kindOf(scene.shapes[0].shape), kindOf(scene.shapes[1].shape)) !=
        &row(kindOf(scene.shapes[0].shape), kindOf(scene.shapes[1].shape), algorithm))
    {
        scene.algorithms = {{pair, algorithm}};
    }
    scene.overlays = std::move(overlays);
    // An approximate method's lesson shows where on the plane it is wrong: the error map moves the
    // first shape against the second.
    if (!row(kindOf(scene.shapes[0].shape), kindOf(scene.shapes[1].shape), algorithm).exact())
    {
        scene.overlays["error_map"] = true;
        scene.selection = {scene.shapes[0].id, scene.shapes[1].id};
    }
    // The methods a student walks through stage by stage open with the Steps panel.
    static const std::set<std::string> kSteppedLessons = {
        "lesson_obb_projection_radii.json", "lesson_polygon_sat.json", "lesson_hwang_tsai_miss.json",
        "lesson_hwang_tsai_guard.json"};
    scene.steps = kSteppedLessons.contains(entry.file);
    write(entry, scene);
}

Polygon polygonOf(std::vector<Vec2> points)
{
    return *makePolygon(std::move(points)).polygon;
}

Polygon regularPolygon(Vec2 center, double radius, int count, double phase)
{
    std::vector<Vec2> points;
    for (int i = 0; i < count; ++i)
    {
        points.push_back(center + unitFromAngle(phase + 2.0 * kPi * i / count) * radius);
    }
    return polygonOf(points);
}

void makeDefault()
{
    Scene scene;
    scene.shapes = {
        named("point1", Point{{-300.0, 170.0}}, "point"),
        named("circle1", Circle{{-170.0, 150.0}, 62.0}, "circle"),
        named("ellipse1", Ellipse{{10.0, 150.0}, 95.0, 45.0, 0.35}, "ellipse"),
        named("rect1", Rect{{190.0, 140.0}, 120.0, 80.0, -0.3}, "rect"),
        named("polygon1",
              polygonOf(
                  {{-330.0, -170.0}, {-230.0, -175.0}, {-200.0, -80.0}, {-270.0, -20.0}, {-340.0, -70.0}}),
              "polygon"),
        named("segment1", Segment{{-190.0, -190.0}, {-90.0, -60.0}}, "segment"),
        named("capsule1", Capsule{{-40.0, -150.0}, {90.0, -80.0}, 32.0}, "capsule"),
        named("fan1", Fan{{150.0, -230.0}, 1.75, 0.55, 35.0, 170.0}, "fan"),
    };
    scene.overlays = {{"closest_points", true}};
    scene.view = viewAround({-40.0, -10.0}, 1.0);
    write({"default.json", "Default: one shape of every kind", "default", "",
           "Eight shapes, one of each kind. The capsule and the fan touch, so both are red.",
           "既定：すべての種類の図形を1つずつ"},
          scene);
}

void makeKinds()
{
    // Each kind beside a copy of itself (a point beside a small circle), its row's gallery pair: once
    // touching, once apart.
    for (bool contact : {true, false})
    {
        Scene scene;
        const double gap = contact ? 0.0 : 1.0;
        for (int k = 0; k < kShapeKindCount; ++k)
        {
            const ShapeKind kind = static_cast<ShapeKind>(k);
            // Rows of four, 340 apart.
            const double x = -560.0 + 340.0 * (k % 4);
            const double y = 170.0 - 340.0 * (k / 4);
            const auto [first, second] = drawTraitsOf(kind).galleryPair(Vec2(x, y), gap);
            const std::string stem(kindName(kind));
            scene.shapes.push_back(named(stem + "_a", first, stem));
            scene.shapes.push_back(named(stem + "_b", second));
            if (overlap(first, second) != contact)
            {
                std::fprintf(stderr, "Error: kinds scene: %s pair is %s\n", stem.c_str(),
                             contact ? "apart" : "touching");
                ++gFailures;
            }
        }
        // Across pairs nothing may touch: each shape's contact comes from its partner alone.
        for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        {
            for (std::size_t j = i + 1; j < scene.shapes.size(); ++j)
            {
                if (i / 2 != j / 2 && overlap(scene.shapes[i].shape, scene.shapes[j].shape))
                {
                    std::fprintf(stderr, "Error: kinds scene: %s touches %s\n", scene.shapes[i].id.c_str(),
                                 scene.shapes[j].id.c_str());
                    ++gFailures;
                }
            }
        }
        scene.view = View{{-20.0, 0.0}, 0.8};
        write({contact ? "kinds_contact.json" : "kinds_apart.json",
               contact ? "Every kind in contact" : "Every kind apart", "kinds", "",
               contact ? "Each kind overlapping a shape of its own kind (a point in a circle): all red."
                       : "The same pairs moved apart: nothing red.",
               contact ? "すべての種類が接触" : "すべての種類が離れている"},
              scene);
    }
}

void makeStress()
{
    // 10,000 shapes of every kind, sizes 4..40 in a 1600 x 1200 area (the issue's stress scene).
    Scene scene;
    std::mt19937_64 rng(20240611);
    RandomShapeOptions options;
    options.boxMin = {-800.0, -600.0};
    options.boxMax = {800.0, 600.0};
    options.minSize = 4.0;
    options.maxSize = 40.0;
    options.maxPolygonVertices = 7;
    constexpr int kCount = 10000;
    for (int i = 0; i < kCount; ++i)
    {
        const ShapeKind kind = static_cast<ShapeKind>(i % kShapeKindCount);
        scene.shapes.push_back(named(std::string(kindName(kind)) + std::to_string(i / kShapeKindCount + 1),
                                     randomShape(kind, rng, options)));
    }
    scene.view = View{{0.0, 0.0}, 0.62};
    write({"stress_10k.json", "Stress: 10,000 mixed shapes", "stress", "",
           "10,000 shapes of all eight kinds, sizes 4..40, in a 1600 x 1200 area: the broadphase's test.",
           "負荷テスト：いろいろな図形 10,000 個"},
          scene);
}

void makeLessons()
{
    // ---- Hwang & Tsai 1999 (docs/algorithms/ellipse.md) ----
    {
        // An eccentric E1 against a rounder E2: T(E1) is eccentric, where the +1 radii fall furthest
        // inside the true offset curve.
        const Shape e1 = Ellipse{{0.0, 0.0}, 210.0, 22.0, 0.35};
        const Shape e2 = Ellipse{{0.0, 0.0}, 75.0, 55.0, -0.3};
        const Shape placed =
            placeForDisagreement("hwang-tsai-repaired", e1, e2, 320.0, false, true).value_or(e2);
        lesson({"lesson_hwang_tsai_miss.json", "Ellipses: Hwang-Tsai's +1 radii miss a contact", "lesson",
                "seeds/000 (Hwang & Tsai 1999)",
                "The ellipses overlap, but the method grows T(E1)'s radii by 1 instead of taking the true "
                "offset "
                "curve, which lies outside that ellipse: the origin falls between the two and the contact is "
                "missed."},
               named("E1", e1, "E1"), named("E2", placed, "E2"), "hwang-tsai-repaired",
               {{"ellipse_space", true}, {"closest_points", true}}, true, 1.6);
    }
    {
        const Shape circle = Circle{{0.0, 0.0}, 60.0};
        const Shape e1 = Ellipse{{0.0, 0.0}, 190.0, 45.0, kPi / 4.0};
        const Shape placed =
            placeForDisagreement("hwang-tsai-published", circle, e1, 320.0, true, false).value_or(e1);
        lesson(
            {"lesson_hwang_tsai_guard.json", "Circle vs ellipse: the published rotation guard", "lesson",
             "seeds/000 (tutorial code)",
             "E2 is a circle and E1 is turned by 45 degrees, so B - A == 0 while D != 0: the published guard "
             "sets the rotation to 0 and reports a contact that does not exist."},
            named("C", circle, "circle (E2)"), named("E1", placed, "E1"), "hwang-tsai-published",
            {{"ellipse_space", true}, {"closest_points", true}}, true, 1.6);
    }
    // ---- the basics: segments, circles, AABB, SAT (docs/algorithms/segments-and-circles.md, polygonal.md)
    // ----
    {
        // B starts exactly on A (a T junction): the strict signs see tc * td == 0 and miss it.
        lesson({"lesson_segment_orientation.json", "Segments: strict orientation signs miss a touch",
                "lesson", "seeds/001 (check_intersection)",
                "Segment B ends exactly on segment A. The note's strict test (tc * td < 0 and ta * tb < 0) "
                "sees a "
                "zero sign and answers no; the closed test counts the touch."},
               named("A", Segment{{-200.0, -50.0}, {200.0, 50.0}}, "A"),
               named("B", Segment{{0.0, 0.0}, {70.0, 190.0}}, "B"), "orientation-strict",
               {{"orientation_signs", true}}, true, 1.4);
    }
    {
        lesson({"lesson_circle_circle.json", "Circles: centre distance and boundary intersections", "lesson",
                "seeds/001",
                "|c1 - c2| <= r1 + r2, compared squared. The trace marks where the two boundaries "
                "cross (law of cosines / Heron)."},
               named("C1", Circle{{-70.0, 0.0}, 130.0}, "C1"), named("C2", Circle{{120.0, 30.0}, 95.0}, "C2"),
               "center-distance", {{"trace_points", true}, {"closest_points", true}}, false, 1.2);
    }
    {
        lesson({"lesson_circle_segment_inside.json",
                "Circle vs segment: crossing the boundary is not contact", "lesson",
                "seeds/001 (segment vs circumference)",
                "The segment lies strictly inside the circle. The note's 'does it cross the circumference' "
                "question answers no, but the closed shapes share every point of the segment."},
               named("C", Circle{{0.0, 0.0}, 170.0}, "C"),
               named("S", Segment{{-90.0, -40.0}, {80.0, 60.0}}, "S"), "crosses-boundary",
               {{"segment_circle_roots", true}}, true, 1.4);
    }
    {
        const Shape a = Rect{{-60.0, 0.0}, 300.0, 40.0, 0.6};
        const Shape b0 = Rect{{0.0, 0.0}, 260.0, 40.0, -0.6};
        const Shape b = placeForDisagreement("aabb", a, b0, 400.0, true, false).value_or(b0);
        lesson(
            {"lesson_aabb_rotated.json", "Rectangles: AABBs of turned boxes over-report", "lesson",
             "seeds/001 (AABB vs AABB)",
             "The bounding boxes overlap but the turned rectangles do not: the AABB test reports a contact "
             "that does not exist. It is exact only for unrotated rectangles."},
            named("A", a, "A"), named("B", b, "B"), "aabb", {{"bounds", true}, {"closest_points", true}},
            true, 1.0);
    }
    {
        lesson({"lesson_polygon_sat.json", "Polygons: the separating axis theorem", "lesson",
                "seeds/001 (separating axis theorem)",
                "Every edge normal of both polygons is a candidate axis; the green one separates the two "
                "projection intervals, so the polygons do not touch."},
               named("P", regularPolygon({-130.0, 0.0}, 120.0, 5, 0.2), "P"),
               named("Q", regularPolygon({120.0, 40.0}, 105.0, 6, 0.5), "Q"), "polygon-sat",
               {{"sat_axes", true}}, false, 1.2);
    }
    // ---- segment vs filled circle by the quadratic (docs/algorithms/segments-and-circles.md) ----
    {
        lesson({"lesson_segment_circle_quadratic.json", "Segment vs circle: the quadratic in s", "lesson",
                "seeds/002",
                "a s^2 + b s + c <= 0: D >= 0 and s1 <= 1 and 0 <= s2. The roots s1, s2 mark where the "
                "segment's "
                "line meets the circle."},
               named("C", Circle{{0.0, 0.0}, 130.0}, "C"),
               named("S", Segment{{-260.0, -120.0}, {40.0, 60.0}}, "S"), "segment-quadratic",
               {{"segment_circle_roots", true}}, false, 1.3);
    }
    // ---- oriented rectangles by separating axes (docs/algorithms/polygonal.md) ----
    {
        lesson({"lesson_obb_projection_radii.json", "Oriented rectangles: projection radii", "lesson",
                "seeds/003",
                "On each of the four local axes d3 = d0 + d1 - d2; a negative d3 separates the rectangles."},
               named("R1", Rect{{-110.0, 0.0}, 240.0, 120.0, 0.35}, "R1"),
               named("R2", Rect{{150.0, 40.0}, 180.0, 90.0, -0.6}, "R2"), "obb-projection-radii",
               {{"sat_axes", true}}, false, 1.2);
    }
    // ---- the fans of Yamamoto 2023 (docs/algorithms/fan.md) ----
    {
        lesson(
            {"lesson_fan_point_apex.json", "Fan vs point: the apex divides 0 by 0", "lesson",
             "seeds/004 thesis 2.2",
             "Px / |P| >= cos(theta) cannot be evaluated at the fan's own centre, so the thesis's point test "
             "misses the apex of a piece-of-cake fan."},
            named("F", Fan{{0.0, 0.0}, 0.5, 0.6, 0.0, 220.0}, "fan"), named("P", Point{{0.0, 0.0}}, "P at O"),
            "thesis-point-in-fan", {{"fan_internals", true}}, true, 1.3);
    }
    {
        lesson({"lesson_fan_circle.json", "Fan vs circle: the squared band drops a sign", "lesson",
                "seeds/004 thesis 2.4",
                "The circle is larger than the inner radius and covers the hole: (r - rc)^2 <= |P|^2 fails "
                "although the shapes overlap. Clamping the inner bound at 0 repairs it."},
               named("F", Fan{{-100.0, -40.0}, 0.3, 0.7, 60.0, 260.0}, "baumkuchen fan"),
               named("C", Circle{{-80.0, -30.0}, 95.0}, "C"), "thesis-fan-circle", {{"fan_internals", true}},
               true, 1.2);
    }
    {
        const Shape fan = Fan{{-160.0, -60.0}, 0.4, 0.5, 50.0, 260.0};
        const Shape rect0 = Rect{{100.0, 60.0}, 120.0, 70.0, 0.3};
        // The thesis's procedure misses only through rounding (a corner poking through the arc); when no
        // such place is found the lesson shows the construction on a plain contact.
        const auto misplaced = placeForDisagreement("thesis-fan-rect", fan, rect0, 200.0, false, true);
        const bool failure = misplaced.has_value();
        const Shape rect = misplaced.value_or(Rect{{60.0, 40.0}, 120.0, 70.0, 0.3});
        lesson(
            {"lesson_fan_rect.json", "Fan vs rectangle: boundary intersections", "lesson",
             "seeds/004 thesis 2.3",
             "Intersect the fan's two radial edges and two arcs with the rectangle's edges, keep the points "
             "on the fan, else test containment either way."},
            named("F", fan, "fan"), named("R", rect, "R"), "thesis-fan-rect", {{"fan_internals", true}},
            failure, 1.2);
    }
    {
        lesson(
            {"lesson_fan_capsule.json", "Fan vs capsule: t-ranges of the axis", "lesson",
             "seeds/004 thesis 2.6",
             "The capsule's axis S + tV meets the radial bands grown by rc and the angular limits; else the "
             "distance from the axis to the radial edges decides."},
            named("F", Fan{{-150.0, -80.0}, 0.6, 0.55, 60.0, 260.0}, "fan"),
            named("K", Capsule{{-40.0, 160.0}, {160.0, 20.0}, 30.0}, "capsule"), "thesis-fan-capsule",
            {{"fan_internals", true}}, false, 1.1);
    }
    {
        const Shape a = Segment{{-200.0, -60.0}, {180.0, 90.0}};
        const Shape b0 = Segment{{-60.0, 160.0}, {40.0, -170.0}};
        const auto t = findDisagreement("thesis-parametric-as-printed", a, b0, Vec2(1.0, 0.0), -300.0, 300.0,
                                        false, true);
        lesson(
            {"lesson_segment_parametric_typo.json", "Segments: the thesis's eq. 2.34 as printed", "lesson",
             "seeds/004 thesis 2.9.1",
             "The first denominator of eq. 2.34 as printed is not the cross product (F - E) x (H - G): the "
             "parameter comes out wrong and this crossing is missed."},
            named("A", a, "A"), named("B", translated(b0, Vec2(t.value_or(0.0), 0.0)), "B"),
            "thesis-parametric-as-printed", {{"orientation_signs", true}}, t.has_value(), 1.3);
    }
    // ---- rotational CCD with a fan, Yamamoto 2023 2.1 and 3 (docs/algorithms/ccd.md) ----
    {
        // A box turning by alpha about O, with P - O along its local y axis. The thesis's fan spans the
        // radii |P - O| -+ Wy/2 only, ignoring the width Wx, so the box's far corners sweep outside it.
        const Vec2 pivot(0.0, 0.0);
        const double alpha = 1.0;
        const double width = 160.0;
        const double height = 60.0;
        const double distance = 150.0;
        const Rect start{{0.0, distance}, width, height, 0.0};
        const Rect end = std::get<Rect>(rotatedAbout(start, pivot, alpha));
        const Fan fan{pivot, kPi / 2.0 + alpha / 2.0, alpha / 2.0, distance - height / 2.0,
                      distance + height / 2.0};
        const Circle obstacle{pivot + unitFromAngle(kPi / 2.0 + alpha / 2.0) * 188.0, 7.0};
        // The obstacle must be swept by the box (some of 100 intermediate poses touch it), miss both
        // end poses, and lie outside the fan: the thesis's under-detection.
        bool swept = false;
        for (int i = 0; i <= 100; ++i)
        {
            swept |= overlap(rotatedAbout(start, pivot, alpha * i / 100.0), obstacle);
        }
        if (!swept || overlap(start, obstacle) || overlap(end, obstacle) || overlap(fan, obstacle))
        {
            std::fprintf(stderr, "Error: lesson_ccd_fan: the obstacle does not show the under-detection\n");
            ++gFailures;
        }
        Scene scene;
        scene.shapes = {named("box", start, "box at the start"),
                        named("obstacle", obstacle, "swept, yet outside the fan")};
        scene.motion = SceneMotion{"box", pivot, alpha, false};
        scene.overlays = {{"ccd_thesis_fan", true}, {"ccd_exact_sweep", true}, {"ccd_ghosts", true}};
        scene.view = viewAround({-40.0, 110.0}, 1.5);
        write(
            {"lesson_ccd_fan.json", "Rotational CCD: the thesis fan misses a corner", "lesson",
             "seeds/004 thesis 2.1 and 3",
             "The box turns by 1 radian about O. The thesis's fan covers radii |P - O| -+ Wy/2 only, so the "
             "box's far corners sweep over the small obstacle while the fan does not reach it: "
             "under-detection. The exact sweep reaches it, so it is red."},
            scene);
    }
    // ---- Rotational CCD: every representation side by side on a fast turn ----
    {
        // A bat turning by 150 degrees in one step about O: the start and end poses miss a target the
        // bat passes right through, the S-CCD box of the two poses misses it too, the thesis fan misses
        // a corner of the start pose, and S-CCD reports a target in the hole the bat never reaches.
        const Vec2 pivot(0.0, 0.0);
        const double alpha = 150.0 * kPi / 180.0;
        const Rect bat{{0.0, 160.0}, 30.0, 100.0, 0.0};
        const RotationalMotion motion{bat, pivot, alpha};
        const Circle passedThrough{pivot + unitFromAngle(kPi / 2.0 + alpha / 2.0) * 160.0, 12.0};
        const Circle atCorner{{12.0, 200.0}, 3.0};
        const Circle inHole{{-45.0, 45.0}, 10.0};
        const Circle untouched{{170.0, -120.0}, 20.0};
        const auto hits = [&](const Shape& target) { return ccdHits(motion, target).hits; };
        const auto method = [](CcdMethod m) { return static_cast<int>(m); };
        const auto through = hits(passedThrough);
        const auto corner = hits(atCorner);
        const auto hole = hits(inHole);
        const auto away = hits(untouched);
        if (!through[method(CcdMethod::Exact)] || through[method(CcdMethod::Sccd)] ||
            !corner[method(CcdMethod::Exact)] || corner[method(CcdMethod::ThesisFan)] ||
            hole[method(CcdMethod::Exact)] || !hole[method(CcdMethod::Sccd)] ||
            away[method(CcdMethod::Exact)])
        {
            std::fprintf(stderr, "Error: lesson_ccd_compare: the targets do not show what the lesson says\n");
            ++gFailures;
        }
        Scene scene;
        scene.shapes = {named("bat", bat, "bat"), named("through", passedThrough, "passed through"),
                        named("corner", atCorner, "at a corner"), named("hole", inHole, "in the hole"),
                        named("away", untouched, "out of reach")};
        scene.motion = SceneMotion{"bat", pivot, alpha, false};
        scene.overlays = {{"ccd_sccd_box", true},
                          {"ccd_thesis_fan", true},
                          {"ccd_conservative_fan", true},
                          {"ccd_exact_sweep", true},
                          {"ccd_ghosts", true}};
        scene.view = viewAround({-40.0, 20.0}, 1.3);
        write(
            {"lesson_ccd_compare.json", "Rotational CCD: five sweep representations on a fast turn", "lesson",
             "seeds/004 thesis 2.1 and 3; hitlab's conservative fan and exact sweep",
             "A bat turns by 150 degrees in one step. S-CCD (the box around the start and end poses) misses "
             "the target the bat passes through and reports one in the hole it never reaches; the thesis "
             "fan misses a corner of the start pose; the conservative fan never misses; the exact sweep "
             "decides the red."},
            scene);
    }
    // ---- GJK (thesis references [6][7]) ----
    {
        lesson({"lesson_gjk.json", "GJK: simplices in the Minkowski difference", "lesson",
                "Gilbert, Johnson & Keerthi 1988 (thesis [6][7])",
                "GJK walks a simplex of A - B towards the origin; the origin inside means contact. The inset "
                "shows "
                "each iteration's simplex."},
               named("P", regularPolygon({-90.0, 0.0}, 110.0, 6, 0.1), "P"),
               named("E", Ellipse{{110.0, 40.0}, 120.0, 55.0, 0.5}, "E"), "gjk", {{"gjk_simplex", true}},
               false, 1.2);
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2)
    {
        std::fprintf(stderr, "usage: hitlab-make-scenes OUTPUT_DIRECTORY\n");
        return 2;
    }
    gDirectory = argv[1];
    gLessons = lessonTexts();
    makeDefault();
    makeLessons();
    makeKinds();
    makeStress();
    nlohmann::json index;
    index["scenes"] = nlohmann::json::array();
    for (const Entry& e : gIndex)
    {
        index["scenes"].push_back({{"file", e.file},
                                   {"title", e.title},
                                   {"category", e.category},
                                   {"source", e.source},
                                   {"description", e.description}});
        if (!e.titleJa.empty())
        {
            index["scenes"].back()["title_ja"] = e.titleJa;
        }
        index["scenes"].back()["description_ja"] = e.descriptionJa;
    }
    std::ofstream out(gDirectory + "/index.json");
    out << index.dump(2) << "\n";
    if (gFailures > 0)
    {
        std::fprintf(stderr, "%d scene(s) failed their check\n", gFailures);
        return 1;
    }
    return 0;
}
