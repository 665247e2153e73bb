// File > Export's strings (see ui_text.hpp). A {0} is filled in by the dialog or the status line.
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kExportStrings = {
    UiString{"menu.file.export", "Export figure...", "図として書き出す..."},
    UiString{"menu.file.export.tip",
             "Write the canvas as an SVG figure or a PNG picture for slides and papers",
             "キャンバスを SVG の図または PNG 画像として書き出します（スライドや論文用）"},
    UiString{"export.title", "Export figure", "図として書き出す"},
    UiString{
        "export.note",
        "Writes the canvas as you see it (shapes, overlays, labels and the error map), without the panels.",
        "キャンバスに見えているもの（図形・オーバーレイ・ラベル・エラーマップ）を書き出します。パネルは含み"
        "ません。"},
    UiString{"export.format.svg", "SVG (vector, for slides and papers)",
             "SVG（ベクター形式。スライドや論文向け）"},
    UiString{"export.format.png", "PNG at the window's size", "PNG（画面と同じ大きさ）"},
    UiString{"export.format.png2x", "PNG at twice the size", "PNG（2倍の大きさ）"},
    UiString{"export.path", "File to write:", "保存先のファイル："},
    UiString{"export.path_hint", "e.g. figure.svg", "例：figure.svg"},
    UiString{"export.export", "Export", "書き出す"},
    UiString{"export.cancel", "Cancel", "キャンセル"},
    UiString{"export.exists", "{0} already exists. Replace it?", "{0} はすでにあります。上書きしますか？"},
    UiString{"export.replace", "Replace", "上書きする"},
    UiString{"export.keep", "Keep the file", "上書きしない"},
    UiString{"export.error.empty", "Give a file name ending in {0}.",
             "{0} で終わるファイル名を入力してください。"},
    UiString{"export.error.extension", "The file name must end in {0} for this format.",
             "この形式では、ファイル名の末尾を {0} にしてください。"},
    UiString{"export.error.directory", "{0} is a folder. Give a file name.",
             "{0} はフォルダーです。ファイル名を入力してください。"},
    UiString{"export.error.missing_directory", "The folder {0} does not exist.",
             "フォルダー {0} が見つかりません。"},
    UiString{"export.done", "Exported {0}", "{0} を書き出しました"},
    UiString{"export.failed", "Not exported: {0}", "書き出せませんでした：{0}"},
};

} // namespace

std::span<const UiString> exportUiStrings()
{
    return kExportStrings;
}

} // namespace hitlab
