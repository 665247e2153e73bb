#include "script_player.hpp"

#include "script_verbs.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hitlab
{

namespace
{

constexpr int kUiRetryFrames = 10;

} // namespace

bool ScriptPlayer::load(const std::string& path, std::string& error)
{
    // A directory opens as a stream that reads nothing: the run played no command and exited 0.
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored))
    {
        error = "script " + path + " is a directory, not a script file";
        return false;
    }
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
        ScriptCommand command;
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
    return true;
}

void ScriptPlayer::playNext(const std::vector<ScriptCommand>& commands)
{
    queue_.insert(queue_.begin(), commands.begin(), commands.end());
}

bool ScriptPlayer::retryUi()
{
    return ++uiRetries_ <= kUiRetryFrames;
}

void ScriptPlayer::fail(const ScriptCommand& command, const std::string& message)
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
        const ScriptCommand command = queue_.front();
        queue_.pop_front();
        const ScriptVerb* verb = findScriptVerb(command.words[0]);
        if (!verb)
        {
            fail(command, "unknown command");
            return;
        }
        VerbCall call{*this, command, input, sandbox};
        const VerbOutcome outcome = verb->play(call);
        if (outcome == VerbOutcome::EndFrame)
        {
            return;
        }
        if (outcome == VerbOutcome::StopScript)
        {
            break;
        }
    }
    if (queue_.empty() && endOfFrame_.empty())
    {
        finished_ = true;
    }
}

void ScriptPlayer::endFrame(Sandbox& sandbox, int width, int height,
                            const std::function<std::vector<std::uint8_t>()>& readPixels)
{
    for (const ScriptCommand& command : endOfFrame_)
    {
        const ScriptVerb* verb = findScriptVerb(command.words[0]);
        EndOfFrameCall call{*this, command, sandbox, width, height, readPixels};
        if (!verb->atEndOfFrame(call))
        {
            return;
        }
    }
    endOfFrame_.clear();
    if (queue_.empty() && waitFrames_ == 0)
    {
        finished_ = true;
    }
}

} // namespace hitlab
