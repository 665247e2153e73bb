#include "script_player.hpp"

#include "file_text.hpp"
#include "script_verbs.hpp"

#include <sstream>

namespace hitlab
{

namespace
{

// Far more than any script plays (the bundled ones are a few kilobytes); /dev/zero is refused.
constexpr std::uintmax_t kMaxScriptBytes = 16ULL * 1024 * 1024;

constexpr int kUiRetryFrames = 10;

} // namespace

bool ScriptPlayer::load(const std::string& path, std::string& error)
{
    const io::FileText file = io::readFileText(path, kMaxScriptBytes, "script file");
    if (!file)
    {
        error = "script " + path + ": " + file.error;
        return false;
    }
    std::istringstream in(file.text);
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
