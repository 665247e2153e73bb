// The menu bar's strings (see ui_text.hpp).
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kMenuStrings = {
    UiString{"menu.file", "File", "ファイル"},
    UiString{"menu.file.new", "New", "新規作成"},
    UiString{"menu.file.new.tip", "Start an empty scene (asks first if there are unsaved changes)",
             "空のシーンを作ります（保存していない変更があれば、先に確認します）"},
    UiString{"menu.file.open", "Open...", "開く..."},
    UiString{"menu.file.open.tip", "Open a scene file (JSON)", "シーンのファイル（JSON）を開きます"},
    UiString{"menu.file.bundled", "Open bundled scene", "付属のシーンを開く"},
    UiString{"menu.file.bundled.tip", "The lessons and test scenes that come with hitlab",
             "hitlab に付属のレッスンとテスト用シーン"},
    UiString{"menu.file.save", "Save", "保存"},
    UiString{"menu.file.save_new", "Save...", "保存..."},
    UiString{"menu.file.save.tip", "Save the scene; a bundled scene is read-only and asks for a new path",
             "シーンを保存します。付属のシーンは読み取り専用なので、新しい保存先を尋ねます"},
    UiString{"menu.file.save_as", "Save as...", "名前を付けて保存..."},
    UiString{"menu.file.save_as.tip", "Save the scene under a new path", "シーンを別の名前で保存します"},
    UiString{"menu.file.quit", "Quit", "終了"},
    UiString{"menu.file.quit.tip", "Close hitlab (asks first if there are unsaved changes)",
             "hitlab を終了します（保存していない変更があれば、先に確認します）"},

    UiString{"menu.edit", "Edit", "編集"},
    UiString{"menu.edit.undo", "Undo", "元に戻す"},
    UiString{"menu.edit.undo_named", "Undo: {0}", "元に戻す：{0}"},
    UiString{"menu.edit.undo.tip", "Take back the last edit", "直前の操作を取り消します"},
    UiString{"menu.edit.redo", "Redo", "やり直す"},
    UiString{"menu.edit.redo_named", "Redo: {0}", "やり直す：{0}"},
    UiString{"menu.edit.redo.tip", "Do the undone edit again", "取り消した操作をもう一度行います"},
    UiString{"menu.edit.duplicate", "Duplicate", "複製"},
    UiString{"menu.edit.duplicate.tip", "Copy the selected shapes beside them",
             "選んだ図形を、すぐ隣に複製します"},
    UiString{"menu.edit.delete", "Delete", "削除"},
    UiString{"menu.edit.delete.tip", "Remove the selected shapes (Undo brings them back)",
             "選んだ図形を削除します（元に戻すで復元できます）"},

    UiString{"menu.view", "View", "表示"},
    UiString{"menu.view.fit", "Fit all shapes", "すべての図形を表示"},
    UiString{"menu.view.fit.tip", "Zoom and pan so that every shape is in view",
             "すべての図形が見えるように拡大・移動します"},
    UiString{"menu.view.reset", "Reset view", "表示を元に戻す"},
    UiString{"menu.view.reset.tip", "Back to the original zoom and position",
             "拡大率と位置を初期状態に戻します"},
    UiString{"menu.view.compare", "Compare with exact", "厳密解と比較"},
    UiString{"menu.view.compare.tip",
             "Mark every pair of shapes where the chosen method disagrees with the exact answer",
             "選んだ手法の判定が厳密解と食い違う図形の組に印を付けます"},
    UiString{"menu.view.language", "Language", "言語 (Language)"},
    UiString{"menu.view.language.tip", "The language of the menus and panels (kept for the next start)",
             "メニューとパネルの言語（次回の起動でも使われます）"},
    UiString{"menu.view.english.tip", "Show the UI in English", "画面を英語で表示します"},
    UiString{"menu.view.japanese.tip", "Show the UI in Japanese", "画面を日本語で表示します"},
    UiString{"menu.view.japanese_missing", "Japanese (font missing)", "日本語（フォントがありません）"},
    UiString{"menu.view.japanese_missing.tip",
             "Japanese needs a Japanese font: install fonts-ipafont-gothic or fonts-noto-cjk",
             "日本語の表示には日本語フォントが必要です。fonts-ipafont-gothic か fonts-noto-cjk を"
             "インストールしてください"},

    UiString{"menu.lessons", "Lessons", "レッスン"},
    UiString{"menu.lessons.all", "All lessons...", "レッスン一覧..."},
    UiString{"menu.lessons.all.tip", "The list of lessons, in the order to take them",
             "レッスンの一覧（学ぶ順に並んでいます）"},
    UiString{"menu.lessons.panel", "Lesson panel", "レッスンの解説"},
    UiString{"menu.lessons.panel.tip", "Show or hide the open lesson's text",
             "開いているレッスンの解説を表示・非表示にします"},
    UiString{"menu.lessons.next", "Next lesson", "次のレッスン"},
    UiString{"menu.lessons.next.tip", "Open the next lesson", "次のレッスンを開きます"},
    UiString{"menu.lessons.previous", "Previous lesson", "前のレッスン"},
    UiString{"menu.lessons.previous.tip", "Open the previous lesson", "前のレッスンを開きます"},

    UiString{"menu.help", "Help", "ヘルプ"},
    UiString{"menu.help.move", "Left-drag a shape: move   Shift-drag: rotate",
             "図形を左ドラッグ：移動　Shift+ドラッグ：回転"},
    UiString{"menu.help.handles", "Drag a handle: resize (white) or rotate (blue)",
             "ハンドルをドラッグ：大きさを変える（白）・回転する（青）"},
    UiString{"menu.help.ctrl_click", "Ctrl+click: add to selection (two shapes = the readout's pair)",
             "Ctrl+クリック：選択に追加（2つ選ぶと、その組を判定結果に表示）"},
    UiString{"menu.help.add", "1-{0}: add a shape at the cursor   Del: delete   Ctrl+D: duplicate",
             "1〜{0}：カーソル位置に図形を追加　Del：削除　Ctrl+D：複製"},
    UiString{"menu.help.pan", "Middle-drag, Space-drag or drag empty canvas: pan   Wheel: zoom",
             "中ボタン・Space+ドラッグ、または何もない所をドラッグ：移動　ホイール：拡大・縮小"},
    UiString{"menu.help.keys", "Ctrl+Z / Ctrl+Shift+Z: undo / redo   F: fit   Esc: deselect",
             "Ctrl+Z / Ctrl+Shift+Z：元に戻す / やり直す　F：全体を表示　Esc：選択を解除"},

    UiString{"title.untitled", "untitled", "無題"},
    UiString{"title.read_only", " (read-only)", "（読み取り専用）"},
};

} // namespace

std::span<const UiString> menuUiStrings()
{
    return kMenuStrings;
}

} // namespace hitlab
