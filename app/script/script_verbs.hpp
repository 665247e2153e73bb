// The verbs of sandbox scripts (script_player.hpp), as one table: verb name -> handler. Positions are
// window pixels; numbers must be finite. Every command takes one frame unless noted.
//   move X Y                 pointer to (X, Y)
//   down [left|middle|right] / up [left|middle|right]
//   click X Y                move, down, up (three frames)
//   drag X1 Y1 X2 Y2 [STEPS] press at (X1, Y1), move in STEPS (1..10000, default 8) steps, release
//   key NAME                 a key press: ctrl+z, ctrl+shift+z, delete, ctrl+d, escape, f, 1 .. 8,
//                            ctrl+= / ctrl+- / ctrl+0 (UI scale), f1 (shortcuts), f11 (full screen);
//                            modifiers in the order ctrl+, alt+, shift+, then a key SDL knows by name
//   hold shift|ctrl|alt|space, release shift|ctrl|alt|space   (no frame of their own)
//   wheel NOTCHES
//   type TEXT [TEXT...]      characters typed into the focused text field (the words joined by one
//                            space): a dialog's path field, which takes the keyboard when it opens
//   frame [N]                let N frames pass (1..100000, default 1)
//   ui_click NAME            click a panel widget by name: palette/circle, compare, enable/PAIR,
//                            algo/PAIR (opens the combo), algo/PAIR/ALGORITHM, overlay/NAME,
//                            welcome/lessons, welcome/close, shortcuts/close
//   select ID [ID...]        select shapes by id
//   open FILE                open a scene (a refusal is reported in the dump, not fatal)
//   screenshot FILE.png      write the frame (read before the swap)
//   save FILE.json           save the scene (atomic)
//   dump FILE.json           write Sandbox::dumpState()
//   export FILE svg|png|png2x   write the canvas as a figure (File > Export without its dialog; a refused
//                            path goes to the status line, not fatal)
//   menu ITEM                pick a File menu item as a click does: file/new, file/open, file/save,
//                            file/save_as, file/export, file/capture, file/quit, file/bundled/FILE (a
//                            catalog file)
//   step next|prev|N|off     the Steps panel: open it and step (N: 0-based stage), or close it
//   confirm save|discard|cancel   answer the unsaved-changes prompt (fails when none is open)
//   language en|ja           switch the UI's language, as View > Language does
//   close_window             push SDL_QUIT, as the window's close button does
//   window W H               resize the window to W x H pixels, as a window manager does: each side from
//                            64 up to the size the run started with (--size; drawn offscreen, the
//                            window cannot grow past it)
//   quit                     end the script (the run ends; no prompt)
#pragma once

#include "script_player.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab
{

class Sandbox;

// What the player does after a verb has played.
enum class VerbOutcome
{
    NextCommand, // play the next command in the same frame
    EndFrame,    // this frame's input is complete (also after a failure)
    StopScript,  // drop the rest of the script
};

// A verb playing, before the frame's UI.
struct VerbCall
{
    ScriptPlayer& player;
    const ScriptCommand& command;
    InputState& input;
    Sandbox& sandbox;

    // Word `index` of the command as a number; fails the script when it is missing or not a number.
    bool number(std::size_t index, double& value) const;
    // A command of the same script line, for verbs that expand into others.
    ScriptCommand make(std::vector<std::string> words) const
    {
        return ScriptCommand{std::move(words), command.line};
    }
};

// A verb finishing after the frame is drawn, before the swap.
struct EndOfFrameCall
{
    ScriptPlayer& player;
    const ScriptCommand& command;
    Sandbox& sandbox;
    int width;
    int height;
    const std::function<std::vector<std::uint8_t>()>& readPixels;
};

struct ScriptVerb
{
    std::string_view name;
    VerbOutcome (*play)(VerbCall& call);
    // For verbs that act on the drawn frame: returns false after failing the script.
    bool (*atEndOfFrame)(EndOfFrameCall& call) = nullptr;
};

// The verb named `name`, or null.
const ScriptVerb* findScriptVerb(std::string_view name);

} // namespace hitlab
