// Scripted input: the offscreen tests drive the sandbox through the same InputState and ImGui io mouse
// state a user's events produce (ImGui 1.86 polls the mouse, so pushed SDL events would not reach it).
//
// A script is a text file, one command per line, '#' starts a comment. Positions are window pixels.
// Every command takes one frame unless noted.
//   move X Y                 pointer to (X, Y)
//   down [left|middle|right] / up [left|middle|right]
//   click X Y                move, down, up (three frames)
//   drag X1 Y1 X2 Y2 [STEPS] press at (X1, Y1), move in STEPS (default 8) steps, release
//   key NAME                 a key press: ctrl+z, ctrl+shift+z, delete, ctrl+d, escape, f, 1 .. 8
//   hold shift|ctrl|alt|space, release shift|ctrl|alt|space   (no frame of their own)
//   wheel NOTCHES
//   frame [N]                let N frames pass (default 1)
//   ui_click NAME            click a panel widget by name: palette/circle, compare, enable/PAIR,
//                            algo/PAIR (opens the combo), algo/PAIR/ALGORITHM, overlay/NAME
//   select ID [ID...]        select shapes by id
//   open FILE                open a scene (a refusal is reported in the dump, not fatal)
//   screenshot FILE.png      write the frame (read before the swap)
//   save FILE.json           save the scene (atomic)
//   dump FILE.json           write Sandbox::dumpState()
//   quit
// The player stops with an error (exit status 1) on an unknown command or a widget it cannot find.
#pragma once

#include "interaction.hpp"

#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace hitlab
{

class Sandbox;

class ScriptPlayer
{
public:
    bool load(const std::string& path, std::string& error);
    bool active() const { return loaded_; }

    // Before the frame's UI: sets this frame's pointer, buttons, modifiers and keys.
    void beginFrame(InputState& input, Sandbox& sandbox);
    // After the frame is drawn, before the swap: screenshots, saves and dumps of this frame.
    // `readPixels` returns the back buffer as RGBA rows top to bottom.
    void endFrame(Sandbox& sandbox, int width, int height,
                  const std::function<std::vector<std::uint8_t>()>& readPixels);

    bool finished() const { return finished_; }
    bool failed() const { return !error_.empty(); }
    const std::string& error() const { return error_; }

private:
    struct Command
    {
        std::vector<std::string> words;
        int line = 0;
    };

    void fail(const Command& command, const std::string& message);

    std::deque<Command> queue_;
    bool loaded_ = false;
    bool finished_ = false;
    int waitFrames_ = 0;
    int uiRetries_ = 0;
    std::vector<Command> endOfFrame_;
    std::string error_;
};

} // namespace hitlab
