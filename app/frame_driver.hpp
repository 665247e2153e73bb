// Who drives the frames: a person (SDL events; F12 saves the window), a script (--script, script/), or
// nobody (--screenshot, --svg: render --frames frames, write the last one and exit; --profile N: render N
// frames and exit). Unattended runs feed ImGui a fixed frame time and the script's pointer, so every run
// draws the same pixels.
#pragma once

#include "interaction/input_state.hpp"
#include "options.hpp"
#include "renderer.hpp"
#include "script/script_player.hpp"

#include <string>

struct ImGuiIO;

namespace hitlab
{

class Sandbox;

class FrameDriver
{
public:
    explicit FrameDriver(const Options& options);

    // Loads the --script file, if any; on failure returns false with the reason.
    bool loadScript(std::string& error);

    // SDL events fill the input only when a person drives the frames.
    bool takesEvents() const { return !unattended_; }

    // After the backends' NewFrame, before ImGui::NewFrame: an unattended run's input (the script's, or
    // none) goes straight into ImGui's io, since ImGui 1.86 polls the mouse there.
    void beginFrame(InputState& input, Sandbox& sandbox, ImGuiIO& io);

    // After the frame is drawn, before the swap (screenshots read the back buffer): the script's
    // screenshots, saves and dumps, the --screenshot frame, an F12 capture. True when the run is over.
    bool endFrame(Sandbox& sandbox, const InputState& input, const Renderer& renderer, int width, int height);

    // 1 once a script failed or a screenshot could not be written, else 0.
    int exitCode() const { return exitCode_; }

private:
    bool writeScreenshot(const std::string& path, const Renderer& renderer, int width, int height);
    // --svg: the canvas of the frame just drawn.
    bool writeSvg(const Sandbox& sandbox);
    // The last frame of an unattended run: --screenshot and --svg. False when one failed.
    bool writeFinalFiles(const Sandbox& sandbox, const Renderer& renderer, int width, int height);

    const Options& options_;
    const bool scripted_;
    const bool unattended_;
    ScriptPlayer script_;
    int frame_ = 0;
    int exitCode_ = 0;
};

} // namespace hitlab
