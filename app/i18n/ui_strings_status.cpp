// The status line's messages and the names of undo steps (see ui_text.hpp).
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kStatusStrings = {
    UiString{"status.scene_list_unavailable", "Scene list unavailable: {0}",
             "シーンの一覧を読み込めません：{0}"},
    UiString{"status.not_opened", "Not opened: {0}", "開けませんでした：{0}"},
    UiString{"status.not_saved", "Not saved: {0}", "保存できませんでした：{0}"},
    UiString{"status.saved", "Saved {0}", "{0} を保存しました"},
    UiString{"status.opened", "Opened {0}", "{0} を開きました"},
    UiString{"status.opened_bundled", "Opened {0} (bundled, read-only: Save asks for a new path)",
             "{0} を開きました（付属のシーンは読み取り専用です。保存するときは新しい保存先を尋ねます）"},
    UiString{"status.new_scene", "New scene", "新しいシーンを作りました"},
    UiString{"status.builtin_scene", "Built-in scene (assets/scenes not found)",
             "内蔵のシーンを表示しています（assets/scenes が見つかりません）"},
    UiString{"status.cancelled", "Cancelled: the scene and its edits are kept",
             "キャンセルしました。シーンも変更もそのままです"},
    UiString{"status.last_lesson", "This is the last lesson", "これが最後のレッスンです"},
    UiString{"status.first_lesson", "This is the first lesson", "これが最初のレッスンです"},
    UiString{
        "status.no_japanese_font",
        "Japanese needs a Japanese font (Debian: fonts-ipafont-gothic or fonts-noto-cjk); showing English",
        "日本語の表示には日本語フォントが必要です（Debian: fonts-ipafont-gothic または fonts-noto-cjk）。"
        "英語で表示します"},
    UiString{"status.algorithm_chosen", "Algorithm of {0}: {1}", "{0} のアルゴリズム：{1}"},
    UiString{"status.copied", "Copied {0} vs {1} as a hitlab-cli query line and its trace",
             "{0} と {1} の組を、hitlab-cli query の1行と途中経過としてコピーしました"},
    UiString{"status.added", "Added {0}", "{0} を追加しました"},
    UiString{"status.undid", "Undid: {0}", "元に戻しました：{0}"},
    UiString{"status.redid", "Redid: {0}", "やり直しました：{0}"},
    UiString{"status.nothing_to_undo", "Nothing to undo", "元に戻す操作はありません"},
    UiString{"status.nothing_to_redo", "Nothing to redo", "やり直す操作はありません"},
    UiString{"status.deleted_one", "Deleted a shape", "図形を1つ削除しました"},
    UiString{"status.deleted_many", "Deleted {0} shapes", "{0} 個の図形を削除しました"},
    UiString{"status.duplicated", "Duplicated", "複製しました"},
    UiString{"status.edit", "{0}", "{0}"},
    UiString{"status.change_refused", "{0} (change refused)", "{0}（この変更はできません）"},
    UiString{"status.pairs_capped", "Candidate pairs capped at {0}: some contacts may not be shown",
             "候補の組が上限の {0} 組に達しました。表示されていない接触があるかもしれません"},

    // Why a value was refused (uiShapeErrorMessage); {0} is the refused value.
    // The polygonal family's trace notes open with the decision (uiTraceNote).
    UiString{"trace.overlap", "overlap: ", "重なる："},
    UiString{"trace.no_overlap", "no overlap: ", "重ならない："},
    // Why io refused a scene file (uiIoErrorMessage).
    UiString{"error.io.cannot_open", "cannot open the file for reading ({0})",
             "ファイルを開いて読むことができません（{0}）"},
    UiString{"error.io.cannot_read", "cannot read the file ({0})", "ファイルを読み切れませんでした（{0}）"},
    UiString{"error.io.directory", "is a directory, not a scene file",
             "フォルダーです。シーンファイルを選んでください"},
    UiString{"error.io.not_regular", "is not a regular file (a device, a pipe or a socket), not a scene file",
             "デバイスやパイプなど、通常のファイルではありません。シーンファイルを選んでください"},
    UiString{"error.io.too_large", "is {0} bytes, more than a scene file's limit of {1} bytes",
             "{0} バイトあり、シーンファイルの上限 {1} バイトを超えています"},
    UiString{"error.io.too_large_read", "is more than a scene file's limit of {0} bytes",
             "シーンファイルの上限 {0} バイトを超えています"},
    UiString{"error.io.missing", "missing", "ありません"},
    UiString{"error.io.string", "must be a string", "文字列が必要です"},
    UiString{"error.io.non_empty_string", "must be a non-empty string", "空でない文字列が必要です"},
    UiString{"error.io.true_false", "must be true or false", "true か false が必要です"},
    UiString{"error.io.true_false_got", "must be true or false, got {0}",
             "true か false が必要です（入力：{0}）"},
    UiString{"error.io.number_got", "must be a number, got {0}", "数値が必要です（入力：{0}）"},
    UiString{"error.io.number_range_got", "must be a number in {0}..{1}, got {2}",
             "{0}〜{1} の数値が必要です（入力：{2}）"},
    UiString{"error.io.repeated_key", "the key appears twice in the same object",
             "同じオブジェクトの中に同じキーが 2 回あります"},
    UiString{"error.io.pair_got", "must be a pair of numbers [x, y], got {0}",
             "2 つの数の組 [x, y] が必要です（入力：{0}）"},
    UiString{"error.io.pair_range", "must be a pair of numbers [x, y] within +-{0} (the supported range)",
             "±{0} 以内（扱える範囲）の 2 つの数の組 [x, y] が必要です"},
    UiString{"error.io.points", "must be an array of [x, y] pairs", "[x, y] の組の配列が必要です"},
    UiString{"error.io.shape_id", "must be a shape id (a string)", "図形の id（文字列）が必要です"},
    UiString{"error.io.algorithm_name", "must be an algorithm name (a string)",
             "アルゴリズム名（文字列）が必要です"},
    UiString{"error.io.positive_number", "must be a number greater than zero", "0 より大きい数値が必要です"},
    UiString{"error.io.finite_radians", "must be a finite number (radians per step)",
             "有限の数値（1 ステップあたりのラジアン）が必要です"},
    UiString{"error.io.unknown_type", "unknown shape type {0} (expected {1})",
             "図形の種類 {0} はありません（使えるのは {1}）"},
    UiString{"error.io.rect_id", "must be the id of a rect in shapes", "shapes にある rect の id が必要です"},
    UiString{"error.io.algorithms_object", "must be an object mapping pair names to algorithm names",
             "組の名前にアルゴリズム名を対応させるオブジェクトが必要です"},
    UiString{"error.io.overlays_object", "must be an object mapping overlay names to true or false",
             "重ね表示の名前に true か false を対応させるオブジェクトが必要です"},
    UiString{"error.io.shapes_array", "must be an array of shape objects",
             "図形オブジェクトの配列が必要です"},
    UiString{"error.io.version", "this hitlab reads scene version 1, got {0}",
             "この hitlab が読めるのはシーンのバージョン 1 です（入力：{0}）"},
    UiString{"error.io.id_taken", "{0} is used by an earlier shape", "{0} は前の図形がすでに使っています"},
    UiString{"error.io.not_rect", "{0} is not the id of a rect in shapes",
             "{0} は shapes にある rect の id ではありません"},
    UiString{"error.io.not_shape", "{0} is not the id of a shape in shapes",
             "{0} は shapes にある図形の id ではありません"},
    UiString{"error.shape.finite", "must be a finite number", "有限の数値を入れてください"},
    UiString{"error.shape.positive", "must be greater than zero, got {0}",
             "0 より大きい値が必要です（入力：{0}）"},
    UiString{"error.shape.non_negative", "must be zero or positive, got {0}",
             "0 以上の値が必要です（入力：{0}）"},
    UiString{"error.shape.half_angle", "must lie in (0, pi], got {0}",
             "0 より大きく pi（180 度）以下の値が必要です（入力：{0}）"},
    UiString{"error.shape.zero_segment",
             "end point equals the start point: a segment needs a non-zero length",
             "終点が始点と同じです。線分には 0 でない長さが必要です"},
    UiString{"error.shape.clockwise", "must be counter-clockwise (build polygons with makePolygon)",
             "頂点は反時計回りの順に並べてください"},

    // Undo steps, as the Edit menu and the status line name them (uiEditLabel).
    UiString{"edit.move_shapes", "Move shapes", "図形を移動"},
    UiString{"edit.duplicate_shapes", "Duplicate shapes", "図形を複製"},
    UiString{"edit.delete_shapes", "Delete shapes", "図形を削除"},
    UiString{"edit.motion", "Edit the motion", "動きを編集"},
    UiString{"edit.play", "Play the motion", "動きを再生"},
    UiString{"edit.pause", "Pause the motion", "動きを一時停止"},
    UiString{"edit.step", "Step the motion", "動きを1ステップ進める"},
    UiString{"edit.pivot", "Move the pivot", "回転中心を移動"},
    UiString{"edit.angle", "Change the angle per step", "1ステップの角度を変更"},
    UiString{"edit.move", "Move {0}", "{0} を移動"},
    UiString{"edit.rotate", "Rotate {0}", "{0} を回転"},
    UiString{"edit.resize", "Resize {0}", "{0} の大きさを変更"},
    UiString{"edit.add", "Add {0}", "{0} を追加"},
    UiString{"edit.duplicate", "Duplicate {0}", "{0} を複製"},
    UiString{"edit.delete", "Delete {0}", "{0} を削除"},
    UiString{"edit.rename", "Rename {0}", "{0} の名前を変更"},
    UiString{"edit.algorithm", "Algorithm of {0}", "{0} のアルゴリズムを変更"},
    UiString{"edit.enable", "Enable {0}", "{0} を有効に"},
    UiString{"edit.disable", "Disable {0}", "{0} を無効に"},
    UiString{"edit.edit", "Edit {0}", "{0} を編集"},
};

} // namespace

std::span<const UiString> statusUiStrings()
{
    return kStatusStrings;
}

} // namespace hitlab
