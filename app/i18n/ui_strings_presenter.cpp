// The presenter's strings (see ui_text.hpp): UI scale, theme, full screen, screen capture, the welcome
// shown at the first start and the shortcuts and mouse reference (F1).
#include "i18n/ui_text.hpp"

#include <array>

namespace hitlab
{

namespace
{

constexpr std::array kPresenterStrings = {
    // File and View menus.
    UiString{"presenter.menu.capture", "Capture screenshot", "スクリーンショットを保存"},
    UiString{"presenter.menu.capture.tip", "Save the window as a PNG picture (F12)",
             "ウィンドウを PNG 画像として保存します（F12）"},
    UiString{"presenter.menu.theme", "Theme", "配色"},
    UiString{"presenter.menu.theme_dark", "Dark", "ダーク"},
    UiString{"presenter.menu.theme_light", "Light (high contrast, for projectors)",
             "ライト（高コントラスト・プロジェクター向け）"},
    UiString{"presenter.menu.ui_scale", "UI scale ({0}%)", "表示の大きさ（{0}%）"},
    UiString{"presenter.menu.scale_up", "Larger", "大きく"},
    UiString{"presenter.menu.scale_down", "Smaller", "小さく"},
    UiString{"presenter.menu.scale_reset", "Reset (100%)", "元に戻す（100%）"},
    UiString{"presenter.menu.fullscreen", "Full screen", "全画面表示"},
    // Help menu.
    UiString{"presenter.menu.shortcuts", "Shortcuts and mouse...", "キーとマウスの操作..."},
    UiString{"presenter.menu.welcome", "Welcome...", "はじめに..."},
    // Status line.
    UiString{"presenter.status.scale", "UI scale", "表示の大きさ"},
    UiString{"presenter.status.captured", "Saved the window as {0}", "ウィンドウを {0} に保存しました"},
    UiString{"presenter.status.capture_failed", "Could not save the screenshot: {0}",
             "スクリーンショットを保存できませんでした：{0}"},

    // The welcome window.
    UiString{"welcome.title", "Welcome to hitlab", "hitlabへようこそ"},
    UiString{"welcome.intro",
             "hitlab is a sandbox for collision detection: drag shapes on the canvas and watch which "
             "pairs touch (filled red), and how each method decides it.",
             "hitlabは衝突判定を試すための実験場です。キャンバス上の図形をドラッグすると、"
             "どの組が接触しているか（赤く塗られます）と、各手法がどう判定しているかを確かめられます。"},
    UiString{"welcome.lessons",
             "New here? Start with the lessons: each one opens a scene and explains, step by step, "
             "where a published method and the exact answer disagree.",
             "はじめての方はレッスンから始めましょう。各レッスンは場面を開き、公表された手法と"
             "厳密な判定が食い違うところを順を追って説明します。"},
    UiString{"welcome.help",
             "F1 lists every key and mouse action. Ctrl+= and Ctrl+- change the size of text and lines; "
             "View > Theme has a light theme for projectors.",
             "F1でキーとマウスの操作の一覧を表示します。Ctrl+=とCtrl+-で文字と線の大きさを変えられます。"
             "プロジェクターで映すときは「表示 > 配色」の明るい配色が見やすくなります。"},
    UiString{"welcome.open_lessons", "Open the lessons", "レッスン一覧を開く"},
    UiString{"welcome.close", "Close", "閉じる"},
    UiString{"welcome.remembered",
             "This window opens only at the first start (Help > Welcome shows it again).",
             "この画面は初回の起動時だけ表示されます（「ヘルプ > はじめに」でもう一度開けます）。"},

    // The shortcuts and mouse reference.
    UiString{"shortcuts.title", "Shortcuts and mouse", "キーとマウスの操作"},
    UiString{"shortcuts.mouse", "Mouse", "マウス"},
    UiString{"shortcuts.keys", "Keys", "キー"},
    UiString{"shortcuts.presenting", "Presenting", "発表・投影"},
    UiString{"shortcuts.files", "Files and lessons", "ファイルとレッスン"},
    UiString{"shortcuts.mouse.move", "Move a shape", "図形を動かす"},
    UiString{"shortcuts.mouse.rotate", "Rotate a shape", "図形を回転する"},
    UiString{"shortcuts.mouse.handle", "Resize (white handle) or rotate (blue handle)",
             "大きさを変える（白いハンドル）・回転する（青いハンドル）"},
    UiString{"shortcuts.mouse.select", "Select a shape", "図形を選ぶ"},
    UiString{"shortcuts.mouse.add_select", "Add to the selection (two shapes: the readout's pair)",
             "選択に加える（2つ選ぶと読み取り表示の組になります）"},
    UiString{"shortcuts.mouse.place", "Place the shape chosen in the palette (Shift: place more)",
             "パレットで選んだ図形を置く（Shiftを押したままなら続けて置ける）"},
    UiString{"shortcuts.mouse.pan", "Pan the view", "表示を移動する"},
    UiString{"shortcuts.mouse.zoom", "Zoom about the pointer", "ポインター位置を中心に拡大・縮小"},
    UiString{"shortcuts.key.add", "Add a shape at the pointer (the palette's order)",
             "ポインター位置に図形を追加（パレットの順）"},
    UiString{"shortcuts.key.delete", "Delete the selection", "選択した図形を削除"},
    UiString{"shortcuts.key.duplicate", "Duplicate the selection", "選択した図形を複製"},
    UiString{"shortcuts.key.select_all", "Select every shape", "すべての図形を選択"},
    UiString{"shortcuts.key.deselect", "Clear the selection", "選択を解除"},
    UiString{"shortcuts.key.undo", "Undo", "元に戻す"},
    UiString{"shortcuts.key.redo", "Redo", "やり直す"},
    UiString{"shortcuts.key.fit", "Fit every shape in the view", "すべての図形が収まるように表示"},
    UiString{"shortcuts.key.open", "Open a scene", "場面を開く"},
    UiString{"shortcuts.key.save", "Save", "保存"},
    UiString{"shortcuts.key.save_as", "Save as", "名前を付けて保存"},
    UiString{"shortcuts.key.next_lesson", "Next / previous lesson", "次のレッスン・前のレッスン"},
    UiString{"shortcuts.key.quit", "Quit", "終了"},
    UiString{"shortcuts.key.scale", "Larger / smaller text and lines; back to 100%",
             "文字と線を大きく／小さく／100%に戻す"},
    UiString{"shortcuts.key.fullscreen", "Full screen on / off", "全画面表示の切り替え"},
    UiString{"shortcuts.key.capture", "Save the window as a PNG", "ウィンドウをPNG画像で保存"},
    UiString{"shortcuts.key.help", "This reference", "この一覧"},
    UiString{"shortcuts.mouse.drag", "Left-drag", "左ドラッグ"},
    UiString{"shortcuts.mouse.shift_drag", "Shift + left-drag", "Shift + 左ドラッグ"},
    UiString{"shortcuts.mouse.handle_drag", "Drag a handle", "ハンドルをドラッグ"},
    UiString{"shortcuts.mouse.click", "Click", "クリック"},
    UiString{"shortcuts.mouse.ctrl_click", "Ctrl + click", "Ctrl + クリック"},
    UiString{"shortcuts.mouse.click_armed", "Click after a palette button", "パレットのボタンの後にクリック"},
    UiString{"shortcuts.mouse.pan_keys", "Middle-drag, Space + drag, or drag empty canvas",
             "中ボタンでドラッグ、Space + ドラッグ、または何もない所をドラッグ"},
    UiString{"shortcuts.mouse.wheel", "Wheel", "ホイール"},
    UiString{"shortcuts.close", "Close", "閉じる"},
};

} // namespace

std::span<const UiString> presenterUiStrings()
{
    return kPresenterStrings;
}

} // namespace hitlab
