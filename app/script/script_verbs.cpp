#include "script_verbs.hpp"

#include "options.hpp"
#include "sandbox.hpp"
#include "screenshot.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string_view>

namespace hitlab
{

namespace
{

int buttonIndex(const std::vector<std::string>& words)
{
    if (words.size() < 2 || words[1] == "left")
    {
        return static_cast<int>(MouseButton::Left);
    }
    if (words[1] == "middle")
    {
        return static_cast<int>(MouseButton::Middle);
    }
    if (words[1] == "right")
    {
        return static_cast<int>(MouseButton::Right);
    }
    return -1;
}

// strtod also reads "nan", "inf" and 1e400 (as infinity): none is a position or a count.
bool toNumber(const std::string& word, double& value)
{
    char* end = nullptr;
    value = std::strtod(word.c_str(), &end);
    return end != word.c_str() && *end == '\0' && std::isfinite(value);
}

// A count a verb repeats (frames to wait, steps of a drag). Bounded so that a typo fails the script
// instead of hanging it (frame 1e300 waited forever) or filling memory with expanded commands; the
// cast to int of a number past its range was undefined besides.
constexpr double kMaxScriptFrames = 100000.0;
constexpr double kMaxDragSteps = 10000.0;

bool countInRange(VerbCall& call, std::size_t index, double maximum, double& count)
{
    if (!call.number(index, count))
    {
        return false;
    }
    if (count != std::floor(count) || count < 1.0 || count > maximum)
    {
        char limit[32];
        std::snprintf(limit, sizeof limit, "%.0f", maximum);
        call.player.fail(call.command, "expected a whole number from 1 to " + std::string(limit) +
                                           " as argument " + std::to_string(index) + ", got " +
                                           call.command.words[index]);
        return false;
    }
    return true;
}

VerbOutcome playMove(VerbCall& call)
{
    double x = 0.0;
    double y = 0.0;
    if (!call.number(1, x) || !call.number(2, y))
    {
        return VerbOutcome::EndFrame;
    }
    call.input.pointer = {x, y};
    call.input.pointerInside = true;
    return VerbOutcome::EndFrame;
}

VerbOutcome playButton(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    const int b = buttonIndex(w);
    if (b < 0)
    {
        call.player.fail(call.command, "unknown button " + w[1]);
        return VerbOutcome::EndFrame;
    }
    const bool down = w[0] == "down";
    call.input.down[b] = down;
    (down ? call.input.pressed : call.input.released)[b] = true;
    return VerbOutcome::EndFrame;
}

VerbOutcome playClick(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    call.player.playNext({call.make({"move", w.size() > 1 ? w[1] : "", w.size() > 2 ? w[2] : ""}),
                          call.make({"down"}), call.make({"up"})});
    return VerbOutcome::NextCommand;
}

VerbOutcome playDrag(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    double x1 = 0.0;
    double y1 = 0.0;
    double x2 = 0.0;
    double y2 = 0.0;
    double steps = 8.0;
    if (!call.number(1, x1) || !call.number(2, y1) || !call.number(3, x2) || !call.number(4, y2) ||
        (w.size() > 5 && !countInRange(call, 5, kMaxDragSteps, steps)))
    {
        return VerbOutcome::EndFrame;
    }
    std::vector<ScriptCommand> expanded;
    expanded.push_back(call.make({"move", w[1], w[2]}));
    expanded.push_back(call.make({"down"}));
    const int count = static_cast<int>(steps);
    for (int i = 1; i <= count; ++i)
    {
        const double t = static_cast<double>(i) / count;
        expanded.push_back(
            call.make({"move", std::to_string(x1 + (x2 - x1) * t), std::to_string(y1 + (y2 - y1) * t)}));
    }
    expanded.push_back(call.make({"up"}));
    call.player.playNext(expanded);
    return VerbOutcome::NextCommand;
}

VerbOutcome playKey(VerbCall& call)
{
    if (call.command.words.size() < 2)
    {
        call.player.fail(call.command, "expected a key name");
        return VerbOutcome::EndFrame;
    }
    // The name as sdl_input.cpp spells a key press: modifiers in the order ctrl+, alt+, shift+, then a
    // key SDL knows. A misspelt key ("ctrl-s") used to press nothing and let the script pass.
    std::string_view key = call.command.words[1];
    for (std::string_view modifier : {"ctrl+", "alt+", "shift+"})
    {
        if (key.starts_with(modifier) && key.size() > modifier.size())
        {
            key.remove_prefix(modifier.size());
        }
    }
    if (SDL_GetKeyFromName(std::string(key).c_str()) == SDLK_UNKNOWN)
    {
        call.player.fail(call.command, "no key named " + call.command.words[1] +
                                           " (a key such as z, delete, f1 or pagedown, after ctrl+, alt+, "
                                           "shift+ in that order)");
        return VerbOutcome::EndFrame;
    }
    call.input.keys.push_back(call.command.words[1]);
    return VerbOutcome::EndFrame;
}

VerbOutcome playHoldOrRelease(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    const bool on = w[0] == "hold";
    const std::string what = w.size() > 1 ? w[1] : "";
    InputState& input = call.input;
    if (what == "shift")
    {
        input.shift = on;
    }
    else if (what == "ctrl")
    {
        input.ctrl = on;
    }
    else if (what == "alt")
    {
        input.alt = on;
    }
    else if (what == "space")
    {
        input.space = on;
    }
    else
    {
        call.player.fail(call.command, "expected shift, ctrl, alt or space");
        return VerbOutcome::EndFrame;
    }
    return VerbOutcome::NextCommand;
}

// Characters for the focused text field, as a keyboard types them: the words joined by one space.
VerbOutcome playType(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    if (w.size() < 2)
    {
        call.player.fail(call.command, "expected the text to type");
        return VerbOutcome::EndFrame;
    }
    for (std::size_t i = 1; i < w.size(); ++i)
    {
        call.input.text += (i > 1 ? " " : "") + w[i];
    }
    return VerbOutcome::EndFrame;
}

VerbOutcome playWheel(VerbCall& call)
{
    double notches = 0.0;
    if (!call.number(1, notches))
    {
        return VerbOutcome::EndFrame;
    }
    call.input.wheel = notches;
    return VerbOutcome::EndFrame;
}

VerbOutcome playFrame(VerbCall& call)
{
    double frames = 1.0;
    if (call.command.words.size() > 1 && !countInRange(call, 1, kMaxScriptFrames, frames))
    {
        return VerbOutcome::EndFrame;
    }
    call.player.waitFrames(static_cast<int>(frames) - 1);
    return VerbOutcome::EndFrame;
}

VerbOutcome playUiClick(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    if (w.size() < 2)
    {
        call.player.fail(call.command, "expected a widget name");
        return VerbOutcome::EndFrame;
    }
    const UiItem* item = call.sandbox.uiItems().find(w[1]);
    if (!item || !item->visible)
    {
        // Not drawn (yet) or scrolled away: ask the panel to bring it into view and retry.
        if (!call.player.retryUi())
        {
            call.player.fail(call.command, "no visible widget named " + w[1]);
            return VerbOutcome::EndFrame;
        }
        call.sandbox.uiItems().ensureVisible(w[1]);
        call.player.playNext({call.command});
        return VerbOutcome::EndFrame;
    }
    call.player.uiFound();
    const double x = 0.5 * (item->minX + item->maxX);
    const double y = 0.5 * (item->minY + item->maxY);
    call.player.playNext({call.make({"move", std::to_string(x), std::to_string(y)}), call.make({"down"}),
                          call.make({"up"}), call.make({"frame"})});
    return VerbOutcome::NextCommand;
}

VerbOutcome playSelect(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    Document& document = call.sandbox.document();
    std::vector<std::size_t> indices;
    for (std::size_t i = 1; i < w.size(); ++i)
    {
        bool found = false;
        for (std::size_t k = 0; k < document.shapeCount(); ++k)
        {
            if (document.shape(k).id == w[i])
            {
                indices.push_back(k);
                found = true;
                break;
            }
        }
        if (!found)
        {
            call.player.fail(call.command, "no shape with id " + w[i]);
            return VerbOutcome::EndFrame;
        }
    }
    document.select(indices);
    return VerbOutcome::EndFrame;
}

VerbOutcome playOpen(VerbCall& call)
{
    if (call.command.words.size() < 2)
    {
        call.player.fail(call.command, "expected a file");
        return VerbOutcome::EndFrame;
    }
    call.sandbox.openScene(call.command.words[1]);
    return VerbOutcome::EndFrame;
}

// File > Export's request without the dialog: the figure is written at the end of the frame; a refused
// path is told in the status line (and the dump), as a user would see it.
VerbOutcome playExport(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    const auto format = w.size() > 2 ? exportFormatFromName(w[2]) : std::nullopt;
    if (w.size() < 3 || !format)
    {
        call.player.fail(call.command, "expected a file and svg, png or png2x");
        return VerbOutcome::EndFrame;
    }
    call.sandbox.exportCanvas(ExportRequest{w[1], *format});
    return VerbOutcome::EndFrame;
}

// screenshot, save and dump act on the frame as drawn: they wait for its end.
VerbOutcome deferToEndOfFrame(VerbCall& call)
{
    if (call.command.words.size() < 2)
    {
        call.player.fail(call.command, "expected a file");
        return VerbOutcome::EndFrame;
    }
    call.player.atEndOfFrame(call.command);
    return VerbOutcome::EndFrame;
}

bool writeScreenshot(EndOfFrameCall& call)
{
    if (auto error = writePng(call.command.words[1], call.width, call.height, call.readPixels()))
    {
        call.player.fail(call.command, *error);
        return false;
    }
    return true;
}

bool writeSave(EndOfFrameCall& call)
{
    if (const auto error = call.sandbox.saveScene(call.command.words[1]))
    {
        call.player.fail(call.command, *error);
        return false;
    }
    return true;
}

bool writeDump(EndOfFrameCall& call)
{
    const std::string& file = call.command.words[1];
    std::ofstream out(file);
    // A file's name need not be UTF-8: its other bytes are written as U+FFFD rather than end the run.
    out << call.sandbox.dumpState().dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    if (!out)
    {
        call.player.fail(call.command, "cannot write " + file);
        return false;
    }
    return true;
}

VerbOutcome playMenu(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    if (w.size() < 2 || !call.sandbox.chooseMenuItem(w[1]))
    {
        call.player.fail(call.command, "expected a File menu item: file/new, file/open, file/save, "
                                       "file/save_as, file/export, file/quit or file/bundled/FILE");
    }
    return VerbOutcome::EndFrame;
}

// The Steps panel: opens it (unless "off") and moves to the next, the previous or the N-th stage
// (0-based; a stage past the last shows the last), as Left/Right and the panel's buttons do.
VerbOutcome playStep(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    Sandbox& sandbox = call.sandbox;
    double index = 0.0;
    if (w.size() < 2)
    {
        call.player.fail(call.command, "expected next, prev, off or a stage number");
        return VerbOutcome::EndFrame;
    }
    if (w[1] == "off")
    {
        sandbox.showSteps(false);
        return VerbOutcome::EndFrame;
    }
    sandbox.showSteps(true);
    if (w[1] == "next")
    {
        sandbox.stepBy(1);
    }
    else if (w[1] == "prev")
    {
        sandbox.stepBy(-1);
    }
    else if (call.number(1, index) && index >= 0.0 && index < 1e6)
    {
        sandbox.stepTo(static_cast<long long>(index));
    }
    else
    {
        call.player.fail(call.command, "expected next, prev, off or a stage number from 0");
    }
    return VerbOutcome::EndFrame;
}

VerbOutcome playConfirm(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    const auto answer = w.size() > 1 ? confirmAnswerNamed(w[1]) : std::nullopt;
    if (!answer)
    {
        call.player.fail(call.command, "expected save, discard or cancel");
    }
    else if (!call.sandbox.promptOpen())
    {
        call.player.fail(call.command, "no unsaved-changes prompt is open");
    }
    else
    {
        call.sandbox.answerPrompt(*answer);
    }
    return VerbOutcome::EndFrame;
}

VerbOutcome playLanguage(VerbCall& call)
{
    const std::vector<std::string>& w = call.command.words;
    if (w.size() < 2 || (w[1] != "en" && w[1] != "ja"))
    {
        call.player.fail(call.command, "expected en or ja");
    }
    else
    {
        call.sandbox.setLanguage(w[1] == "ja" ? UiLanguage::Japanese : UiLanguage::English);
    }
    return VerbOutcome::EndFrame;
}

// The window manager's close button: an SDL_QUIT event, read by the next frame's event pump.
VerbOutcome playCloseWindow(VerbCall& call)
{
    SDL_Event event{};
    event.type = SDL_QUIT;
    if (SDL_PushEvent(&event) < 0)
    {
        call.player.fail(call.command, std::string("SDL_PushEvent(): ") + SDL_GetError());
    }
    return VerbOutcome::EndFrame;
}

// A window manager resizing the window: SDL's resize, seen by the next frame as a user's would be.
VerbOutcome playWindow(VerbCall& call)
{
    double width = 0.0;
    double height = 0.0;
    if (!countInRange(call, 1, kLargestSide, width) || !countInRange(call, 2, kLargestSide, height))
    {
        return VerbOutcome::EndFrame;
    }
    if (width < kSmallestSide || height < kSmallestSide)
    {
        call.player.fail(call.command, "expected each side from " + std::to_string(kSmallestSide) + " to " +
                                           std::to_string(kLargestSide) + ", got " + call.command.words[1] +
                                           " x " + call.command.words[2]);
        return VerbOutcome::EndFrame;
    }
    SDL_Window* window = SDL_GL_GetCurrentWindow();
    if (window == nullptr)
    {
        call.player.fail(call.command, std::string("no window to resize: ") + SDL_GetError());
        return VerbOutcome::EndFrame;
    }
    int largestWidth = 0;
    int largestHeight = 0;
    SDL_GetWindowMaximumSize(window, &largestWidth, &largestHeight);
    if ((largestWidth > 0 && width > largestWidth) || (largestHeight > 0 && height > largestHeight))
    {
        call.player.fail(call.command, "the window cannot grow past the size it started with, " +
                                           std::to_string(largestWidth) + " x " +
                                           std::to_string(largestHeight) + " (--size): got " +
                                           call.command.words[1] + " x " + call.command.words[2]);
        return VerbOutcome::EndFrame;
    }
    SDL_SetWindowSize(window, static_cast<int>(width), static_cast<int>(height));
    return VerbOutcome::EndFrame;
}

VerbOutcome playQuit(VerbCall& call)
{
    call.player.stop();
    return VerbOutcome::StopScript;
}

constexpr ScriptVerb kScriptVerbs[] = {
    {"move", playMove},
    {"down", playButton},
    {"up", playButton},
    {"click", playClick},
    {"drag", playDrag},
    {"key", playKey},
    {"hold", playHoldOrRelease},
    {"release", playHoldOrRelease},
    {"wheel", playWheel},
    {"type", playType},
    {"frame", playFrame},
    {"ui_click", playUiClick},
    {"select", playSelect},
    {"open", playOpen},
    {"screenshot", deferToEndOfFrame, writeScreenshot},
    {"save", deferToEndOfFrame, writeSave},
    {"dump", deferToEndOfFrame, writeDump},
    {"export", playExport},
    {"menu", playMenu},
    {"step", playStep},
    {"confirm", playConfirm},
    {"language", playLanguage},
    {"close_window", playCloseWindow},
    {"window", playWindow},
    {"quit", playQuit},
};

} // namespace

bool VerbCall::number(std::size_t index, double& value) const
{
    if (index >= command.words.size() || !toNumber(command.words[index], value))
    {
        player.fail(command, "expected a finite number as argument " + std::to_string(index));
        return false;
    }
    return true;
}

const ScriptVerb* findScriptVerb(std::string_view name)
{
    for (const ScriptVerb& verb : kScriptVerbs)
    {
        if (verb.name == name)
        {
            return &verb;
        }
    }
    return nullptr;
}

} // namespace hitlab
