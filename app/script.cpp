#include "script.hpp"

#include "sandbox.hpp"
#include "screenshot.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace hitlab
{

namespace
{

constexpr int kUiRetryFrames = 10;

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

bool toNumber(const std::string& word, double& value)
{
    char* end = nullptr;
    value = std::strtod(word.c_str(), &end);
    return end != word.c_str() && *end == '\0';
}

} // namespace

bool ScriptPlayer::load(const std::string& path, std::string& error)
{
    std::ifstream in(path);
    if (!in)
    {
        error = "cannot open script " + path;
        return false;
    }
    std::string text;
    int line = 0;
    while (std::getline(in, text))
    {
        ++line;
        if (const auto hash = text.find('#'); hash != std::string::npos)
        {
            text.erase(hash);
        }
        std::istringstream words(text);
        Command command;
        command.line = line;
        for (std::string word; words >> word;)
        {
            command.words.push_back(word);
        }
        if (!command.words.empty())
        {
            queue_.push_back(std::move(command));
        }
    }
    loaded_ = true;
    return true;
}

void ScriptPlayer::fail(const Command& command, const std::string& message)
{
    error_ = "script line " + std::to_string(command.line) + " (" + command.words[0] + "): " + message;
    finished_ = true;
    queue_.clear();
}

void ScriptPlayer::beginFrame(InputState& input, Sandbox& sandbox)
{
    if (finished_)
    {
        return;
    }
    if (waitFrames_ > 0)
    {
        --waitFrames_;
        return;
    }
    while (!queue_.empty())
    {
        Command command = queue_.front();
        queue_.pop_front();
        const std::vector<std::string>& w = command.words;
        const std::string& verb = w[0];
        auto number = [&](std::size_t i, double& value)
        {
            if (i >= w.size() || !toNumber(w[i], value))
            {
                fail(command, "expected a number as argument " + std::to_string(i));
                return false;
            }
            return true;
        };
        auto make = [&](std::vector<std::string> words) { return Command{std::move(words), command.line}; };

        if (verb == "move")
        {
            double x = 0.0;
            double y = 0.0;
            if (!number(1, x) || !number(2, y))
            {
                return;
            }
            input.pointer = {x, y};
            input.pointerInside = true;
            return;
        }
        if (verb == "down" || verb == "up")
        {
            const int b = buttonIndex(w);
            if (b < 0)
            {
                fail(command, "unknown button " + w[1]);
                return;
            }
            const bool down = verb == "down";
            input.down[b] = down;
            (down ? input.pressed : input.released)[b] = true;
            return;
        }
        if (verb == "click")
        {
            queue_.push_front(make({"up"}));
            queue_.push_front(make({"down"}));
            queue_.push_front(make({"move", w.size() > 1 ? w[1] : "", w.size() > 2 ? w[2] : ""}));
            continue;
        }
        if (verb == "drag")
        {
            double x1 = 0.0;
            double y1 = 0.0;
            double x2 = 0.0;
            double y2 = 0.0;
            double steps = 8.0;
            if (!number(1, x1) || !number(2, y1) || !number(3, x2) || !number(4, y2) ||
                (w.size() > 5 && !number(5, steps)))
            {
                return;
            }
            std::vector<Command> expanded;
            expanded.push_back(make({"move", w[1], w[2]}));
            expanded.push_back(make({"down"}));
            const int count = std::max(1, static_cast<int>(steps));
            for (int i = 1; i <= count; ++i)
            {
                const double t = static_cast<double>(i) / count;
                expanded.push_back(
                    make({"move", std::to_string(x1 + (x2 - x1) * t), std::to_string(y1 + (y2 - y1) * t)}));
            }
            expanded.push_back(make({"up"}));
            for (auto it = expanded.rbegin(); it != expanded.rend(); ++it)
            {
                queue_.push_front(*it);
            }
            continue;
        }
        if (verb == "key")
        {
            if (w.size() < 2)
            {
                fail(command, "expected a key name");
                return;
            }
            input.keys.push_back(w[1]);
            return;
        }
        if (verb == "hold" || verb == "release")
        {
            const bool on = verb == "hold";
            const std::string what = w.size() > 1 ? w[1] : "";
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
                fail(command, "expected shift, ctrl, alt or space");
                return;
            }
            continue;
        }
        if (verb == "wheel")
        {
            double notches = 0.0;
            if (!number(1, notches))
            {
                return;
            }
            input.wheel = notches;
            return;
        }
        if (verb == "frame")
        {
            double frames = 1.0;
            if (w.size() > 1 && !number(1, frames))
            {
                return;
            }
            waitFrames_ = std::max(0, static_cast<int>(frames) - 1);
            return;
        }
        if (verb == "ui_click")
        {
            if (w.size() < 2)
            {
                fail(command, "expected a widget name");
                return;
            }
            const auto found = sandbox.uiItems().find(w[1]);
            if (found == sandbox.uiItems().end() || !found->second.visible)
            {
                // Not drawn (yet) or scrolled away: ask the panel to bring it into view and retry.
                if (++uiRetries_ > kUiRetryFrames)
                {
                    fail(command, "no visible widget named " + w[1]);
                    return;
                }
                sandbox.ensureVisible = w[1];
                queue_.push_front(command);
                return;
            }
            uiRetries_ = 0;
            const UiItem& item = found->second;
            const double x = 0.5 * (item.minX + item.maxX);
            const double y = 0.5 * (item.minY + item.maxY);
            queue_.push_front(make({"frame"}));
            queue_.push_front(make({"up"}));
            queue_.push_front(make({"down"}));
            queue_.push_front(make({"move", std::to_string(x), std::to_string(y)}));
            continue;
        }
        if (verb == "select")
        {
            std::vector<std::size_t> indices;
            for (std::size_t i = 1; i < w.size(); ++i)
            {
                bool found = false;
                for (std::size_t k = 0; k < sandbox.document().shapeCount(); ++k)
                {
                    if (sandbox.document().shape(k).id == w[i])
                    {
                        indices.push_back(k);
                        found = true;
                        break;
                    }
                }
                if (!found)
                {
                    fail(command, "no shape with id " + w[i]);
                    return;
                }
            }
            sandbox.document().select(indices);
            return;
        }
        if (verb == "open")
        {
            if (w.size() < 2)
            {
                fail(command, "expected a file");
                return;
            }
            sandbox.openScene(w[1]);
            return;
        }
        if (verb == "screenshot" || verb == "save" || verb == "dump")
        {
            if (w.size() < 2)
            {
                fail(command, "expected a file");
                return;
            }
            endOfFrame_.push_back(command);
            return;
        }
        if (verb == "quit")
        {
            queue_.clear();
            break;
        }
        fail(command, "unknown command");
        return;
    }
    if (queue_.empty() && endOfFrame_.empty())
    {
        finished_ = true;
    }
}

void ScriptPlayer::endFrame(Sandbox& sandbox, int width, int height,
                            const std::function<std::vector<std::uint8_t>()>& readPixels)
{
    for (const Command& command : endOfFrame_)
    {
        const std::string& verb = command.words[0];
        const std::string& file = command.words[1];
        if (verb == "screenshot")
        {
            if (auto error = writePng(file, width, height, readPixels()))
            {
                fail(command, *error);
                return;
            }
        }
        else if (verb == "save")
        {
            if (auto error = sandbox.saveScene(file))
            {
                fail(command, *error);
                return;
            }
        }
        else if (verb == "dump")
        {
            std::ofstream out(file);
            out << sandbox.dumpState().dump(2) << "\n";
            if (!out)
            {
                fail(command, "cannot write " + file);
                return;
            }
        }
    }
    endOfFrame_.clear();
    if (queue_.empty() && waitFrames_ == 0)
    {
        finished_ = true;
    }
}

} // namespace hitlab
