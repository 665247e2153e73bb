// The sandbox's command line and scripts refuse what they cannot do, naming the flag or the verb and
// its limit, and exit 1 or 2 at once: counts that wrapped around (--frames 4294967297 ran 1 frame,
// --size 4294967360x800 a 64-pixel window), numbers with trailing text, script counts that hung the run
// (frame 1e300) or were undefined casts, non-finite positions, and a directory given as a script or a
// scene, and a key name SDL does not know. Runs the real executable on SDL's offscreen driver.
#include "sandbox_run.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using sandbox_run::readText;
using sandbox_run::workDir;
using sandbox_run::writeText;

const fs::path kDefaultScene = fs::path(HITLAB_SOURCE_DIR) / "assets" / "scenes" / "default.json";

struct SandboxRun
{
    int status;
    std::string log;
};

// `timeout` ends a run that hangs, so that a regression fails instead of stalling the suite.
SandboxRun runSandbox(const std::string& arguments)
{
    const fs::path log = workDir() / "run.log";
    const int status = sandbox_run::run(arguments, workDir(), log, "timeout 60");
    return {status, readText(log)};
}

const std::string kKeyHint =
    " (a key such as z, delete, f1 or pagedown, after ctrl+, alt+, shift+ in that order)";

std::string sceneArgument()
{
    return "--scene '" + kDefaultScene.string() + "'";
}

TEST(SandboxInputs, FlagValuesMustBeWholeNumbersInRange)
{
    struct Case
    {
        std::string flags;
        std::string message;
    };
    const std::vector<Case> cases = {
        {"--frames 4294967297", "--frames: expected 1..1000, got 4294967297"},
        {"--frames 2abc", "--frames: expected 1..1000, got 2abc"},
        {"--frames 1e2", "--frames: expected 1..1000, got 1e2"},
        {"--frames -1", "--frames: expected 1..1000, got -1"},
        {"--profile 4294967297", "--profile: expected 1..100000 frames, got 4294967297"},
        {"--size 4294967360x800", "--size: expected WxH with each side 64..8192, got 4294967360x800"},
        {"--size 0x0", "--size: expected WxH with each side 64..8192, got 0x0"},
        {"--size 99999x99999", "--size: expected WxH with each side 64..8192, got 99999x99999"},
        {"--size '640x 480'", "--size: expected WxH with each side 64..8192, got 640x 480"},
        {"--size 640x480x", "--size: expected WxH with each side 64..8192, got 640x480x"},
        {"--ui-scale nan", "--ui-scale: expected a scale in 0.5..4, got nan"},
        {"--lang xx", "--lang: expected en or ja, got xx"},
        {"--frames ''", "--frames needs a value, got an empty one"},
        {"--size 640x480 --capture ''", "--capture needs a value, got an empty one"},
        {"--script ''", "--script needs a value, got an empty one"},
    };
    for (const Case& c : cases)
    {
        const SandboxRun run = runSandbox(sceneArgument() + " --screenshot out.png " + c.flags);
        EXPECT_EQ(run.status, 2) << c.flags << "\n" << run.log;
        EXPECT_NE(run.log.find("Error: " + c.message + "\n"), std::string::npos) << run.log;
    }
    EXPECT_FALSE(fs::exists(workDir() / "out.png"));
}

TEST(SandboxInputs, ScriptCountsAndNumbersOutOfRangeFailTheScriptNamingTheLine)
{
    struct Case
    {
        std::string script;
        std::string message;
    };
    const std::vector<Case> cases = {
        {"frame 1e300\n",
         "script line 1 (frame): expected a whole number from 1 to 100000 as argument 1, got 1e300"},
        {"frame\nframe -1e300\n",
         "script line 2 (frame): expected a whole number from 1 to 100000 as argument 1, got -1e300"},
        {"frame 0\n", "script line 1 (frame): expected a whole number from 1 to 100000 as argument 1, got 0"},
        {"frame 2.5\n",
         "script line 1 (frame): expected a whole number from 1 to 100000 as argument 1, got 2.5"},
        {"drag 0 0 10 10 1e9\n",
         "script line 1 (drag): expected a whole number from 1 to 10000 as argument 5, got 1e9"},
        {"drag 0 0 10 10 1e300\n",
         "script line 1 (drag): expected a whole number from 1 to 10000 as argument 5, got 1e300"},
        {"move nan 10\n", "script line 1 (move): expected a finite number as argument 1"},
        {"move 10 1e400\n", "script line 1 (move): expected a finite number as argument 2"},
        {"wheel inf\n", "script line 1 (wheel): expected a finite number as argument 1"},
        {"key ctrl+z\nkey ctrl-s\n", "script line 2 (key): no key named ctrl-s" + kKeyHint},
        {"key nosuchkey\n", "script line 1 (key): no key named nosuchkey" + kKeyHint},
        {"key ctrl+\n", "script line 1 (key): no key named ctrl+" + kKeyHint},
        {"window 640\n", "script line 1 (window): expected a finite number as argument 2"},
        {"window 63 400\n", "script line 1 (window): expected each side from 64 to 8192, got 63 x 400"},
        {"window 1281 800\n", "script line 1 (window): the window cannot grow past the size it started with, "
                              "1280 x 800 (--size): got 1281 x 800"},
    };
    for (const Case& c : cases)
    {
        writeText(workDir() / "script.txt", c.script);
        const SandboxRun run = runSandbox(sceneArgument() + " --script script.txt");
        EXPECT_EQ(run.status, 1) << c.script << run.log;
        EXPECT_NE(run.log.find("Error: " + c.message + "\n"), std::string::npos) << c.script << run.log;
    }
    // Whole counts within the limits and finite positions, however far off the window, play.
    writeText(workDir() / "script.txt",
              "drag 400 300 420 300 20\nframe 3\nmove -1e300 1e300\nframe\n"
              "key ctrl+shift+z\nkey ctrl+=\nkey ctrl+0\nkey pagedown\nkey f1\nkey escape\n"
              "window 64 64\nframe\nwindow 1280 800\nframe\n");
    const SandboxRun run = runSandbox(sceneArgument() + " --script script.txt");
    EXPECT_EQ(run.status, 0) << run.log;
}

TEST(SandboxInputs, ADirectoryIsNeitherAScriptNorAScene)
{
    const fs::path directory = workDir() / "folder.json";
    fs::create_directories(directory);
    const SandboxRun script = runSandbox(sceneArgument() + " --script '" + directory.string() + "'");
    EXPECT_EQ(script.status, 1) << script.log;
    EXPECT_NE(script.log.find("Error: script " + directory.string() + ": is a directory, not a script file"),
              std::string::npos)
        << script.log;
    const SandboxRun scene = runSandbox("--scene '" + directory.string() + "' --screenshot out.png");
    EXPECT_EQ(scene.status, 1) << scene.log;
    EXPECT_NE(scene.log.find(directory.string() + ": is a directory, not a scene file"), std::string::npos)
        << scene.log;
    EXPECT_FALSE(fs::exists(workDir() / "out.png"));
}

// A device was read as a file: /dev/null as a script played nothing and passed, /dev/zero was read until
// the memory ran out (the Open dialog's path, too).
TEST(SandboxInputs, ADeviceIsNeitherAScriptNorAScene)
{
    const SandboxRun script = runSandbox(sceneArgument() + " --script /dev/null");
    EXPECT_EQ(script.status, 1) << script.log;
    EXPECT_NE(
        script.log.find("Error: script /dev/null: is not a regular file (a device, a pipe or a socket), "
                        "not a script file"),
        std::string::npos)
        << script.log;
    const SandboxRun scene = runSandbox("--scene /dev/null --screenshot out.png");
    EXPECT_EQ(scene.status, 1) << scene.log;
    EXPECT_NE(
        scene.log.find("/dev/null: is not a regular file (a device, a pipe or a socket), not a scene file"),
        std::string::npos)
        << scene.log;
    EXPECT_FALSE(fs::exists(workDir() / "out.png"));
}

// A file's name is bytes, not always UTF-8; the state dump names the open scene, and writing a name with a
// byte such as 0xFF ended the run (an uncaught json type_error, exit 134). The byte reads as U+FFFD.
TEST(SandboxInputs, ASceneWhoseNameIsNotUtf8IsDumpedWithTheNameReadable)
{
    const std::string name = "scene\xFF\xFE.json";
    fs::copy_file(kDefaultScene, workDir() / name, fs::copy_options::overwrite_existing);
    writeText(workDir() / "dump.txt", "frame 2\ndump state.json\nquit\n");
    const SandboxRun run = runSandbox("--scene '" + name + "' --script dump.txt");
    ASSERT_EQ(run.status, 0) << run.log;
    const nlohmann::json state = nlohmann::json::parse(readText(workDir() / "state.json"));
    EXPECT_EQ(state["file"], "scene\xEF\xBF\xBD\xEF\xBF\xBD.json");
}

// --screenshot "" and --script "" read as the flag left out and started an interactive run that never
// ended (the timeout ends it here).
TEST(SandboxInputs, AnEmptyPathIsRefusedNotReadAsLeftOut)
{
    for (const std::string flags : {"--screenshot ''", "--script ''", "--scene '' --screenshot out.png"})
    {
        const SandboxRun run = runSandbox(flags);
        EXPECT_EQ(run.status, 2) << flags << "\n" << run.log;
        EXPECT_NE(run.log.find("needs a value, got an empty one"), std::string::npos) << run.log;
    }
}

// A capture (F12, File > Capture screenshot) that cannot be written says so in the status line, where
// a person at the window looks; it used to go to stderr only.
TEST(SandboxInputs, ACaptureThatCannotBeWrittenSaysSoInTheStatusLine)
{
    writeText(workDir() / "script.txt", "menu file/capture\nframe 3\ndump state.json\n");
    const fs::path missing = workDir() / "missing" / "capture.png";
    const SandboxRun failed =
        runSandbox(sceneArgument() + " --script script.txt --capture '" + missing.string() + "'");
    EXPECT_EQ(failed.status, 0) << failed.log;
    const nlohmann::json state = sandbox_run::loadJson(workDir() / "state.json");
    EXPECT_EQ(state.value("message", ""), "Could not save the screenshot: cannot write " + missing.string());
    EXPECT_TRUE(state.value("message_is_error", false));

    const fs::path written = workDir() / "capture.png";
    const SandboxRun saved =
        runSandbox(sceneArgument() + " --script script.txt --capture '" + written.string() + "'");
    EXPECT_EQ(saved.status, 0) << saved.log;
    EXPECT_TRUE(fs::exists(written));
    const nlohmann::json after = sandbox_run::loadJson(workDir() / "state.json");
    EXPECT_EQ(after.value("message", ""), "Saved the window as " + written.string());
    EXPECT_FALSE(after.value("message_is_error", true));
}

} // namespace
} // namespace hitlab
