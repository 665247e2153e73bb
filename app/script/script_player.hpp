// Scripted input: the offscreen tests drive the sandbox through the same InputState and ImGui io mouse
// state a user's events produce (ImGui 1.86 polls the mouse, so pushed SDL events would not reach it).
//
// A script is a text file, one command per line, '#' starts a comment. Its verbs are listed in
// script_verbs.hpp. The player stops with an error (exit status 1) on an unknown command or a widget it
// cannot find.
#pragma once

#include "interaction/input_state.hpp"

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace hitlab
{

class Sandbox;

struct ScriptCommand
{
    std::vector<std::string> words; // the verb first
    int line = 0;                   // in the script file
};

class ScriptPlayer
{
public:
    bool load(const std::string& path, std::string& error);

    // Before the frame's UI: sets this frame's pointer, buttons, modifiers and keys.
    void beginFrame(InputState& input, Sandbox& sandbox);
    // After the frame is drawn, before the swap: screenshots, saves and dumps of this frame.
    // `readPixels` returns the back buffer as RGBA rows top to bottom.
    void endFrame(Sandbox& sandbox, int width, int height,
                  const std::function<std::vector<std::uint8_t>()>& readPixels);

    bool finished() const { return finished_; }
    bool failed() const { return !error_.empty(); }
    const std::string& error() const { return error_; }

    // For the verbs (script_verbs.hpp).
    // Plays `commands` next, in their order, before the rest of the script.
    void playNext(const std::vector<ScriptCommand>& commands);
    // Lets this many more frames pass before the next command.
    void waitFrames(int frames) { waitFrames_ = frames; }
    // Runs `command` after this frame is drawn (its verb's atEndOfFrame).
    void atEndOfFrame(ScriptCommand command) { endOfFrame_.push_back(std::move(command)); }
    // Counts a frame spent waiting for a widget to appear; false once it waited too long.
    bool retryUi();
    void uiFound() { uiRetries_ = 0; }
    // Drops the rest of the script.
    void stop() { queue_.clear(); }
    void fail(const ScriptCommand& command, const std::string& message);

private:
    std::deque<ScriptCommand> queue_;
    bool finished_ = false;
    int waitFrames_ = 0;
    int uiRetries_ = 0;
    std::vector<ScriptCommand> endOfFrame_;
    std::string error_;
};

} // namespace hitlab
