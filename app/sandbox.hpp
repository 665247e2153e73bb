// The sandbox: the open document and what is derived from it, the canvas, the canvas's interaction and
// the panels, each a room of its own (canvas/, interaction/, panels/). This class owns them, runs one
// frame through them in order and carries out the requests that replace, write or leave the document.
//
// main.cpp calls, each frame: update (input), buildUi (ImGui windows), buildCanvas (before
// ImGui::Render, for its text), drawCanvas (after it) and setFrameTimes.
#pragma once

#include "canvas/canvas.hpp"
#include "ccd_animation.hpp"
#include "interaction/interaction.hpp"
#include "model/document.hpp"
#include "model/scene_analysis.hpp"
#include "model/scene_catalog.hpp"
#include "panels/algorithm_panel.hpp"
#include "panels/ccd_panel.hpp"
#include "panels/file_dialog.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/lesson_panel.hpp"
#include "panels/lessons_window.hpp"
#include "panels/menu_bar.hpp"
#include "panels/palette_panel.hpp"
#include "panels/panel_context.hpp"
#include "panels/readout_panel.hpp"
#include "panels/stats_panel.hpp"
#include "panels/status_bar.hpp"
#include "panels/ui_items.hpp"
#include "renderer.hpp"
#include "status_message.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

struct ImDrawList;

namespace hitlab
{

class Sandbox final : public SandboxActions
{
public:
    // dataRoot holds shaders/ and assets/. `reproducible`: screenshots and scripts, where timings and
    // anything else that changes from run to run are not shown.
    Sandbox(const std::string& dataRoot, bool reproducible);

    // Opens a scene file; on failure keeps the current scene and returns the reason.
    std::optional<std::string> openScene(const std::string& path) override;
    // The default scene of the catalog, or a built-in one if the assets are missing.
    void openDefaultScene();
    std::optional<std::string> saveScene(const std::string& path) override;
    void showFileDialog(FileDialogMode mode) override;
    void fitView() override;
    void openNeighbourLesson(int step) override;
    // The UI's language. `japaneseGlyphs`: the UI font has Japanese glyphs; without them Japanese is
    // refused and the status line says why.
    void setLanguage(UiLanguage language);
    void setJapaneseGlyphs(bool available) { settings_.japaneseGlyphs = available; }
    void quit() override { quitRequested_ = true; }

    // One frame. The window is `width` x `height` pixels; `uiWantsMouse` / `uiWantsKeyboard`: ImGui
    // has the pointer or the keyboard.
    void update(const InputState& input, int width, int height, bool uiWantsMouse, bool uiWantsKeyboard);
    void buildUi();
    void buildCanvas(ImDrawList* labels);
    void drawCanvas(Renderer& renderer) const;
    // The frame's duration and its GL render time, in milliseconds.
    void setFrameTimes(double frameMs, double renderMs);

    Document& document() { return document_; }
    UiItems& uiItems() { return uiItems_; }
    void setHideUi(bool hide) { hideUi_ = hide; }
    bool quitRequested() const { return quitRequested_; }
    // A CCD motion is playing, so frames must keep coming without input.
    bool animating() const { return animation_.plays(document_); }

    // The state a test checks after a script (state_dump.hpp).
    nlohmann::json dumpState() const;

private:
    PanelContext panelContext();
    // Open, save and fit: the shortcuts that act on the document as a whole.
    void handleShortcuts(const InputState& input);

    // Screenshots and scripts: the error map is completed within each frame.
    bool reproducible_ = false;
    Document document_;
    SceneCatalog catalog_;
    SceneAnalysis analysis_;
    SandboxSettings settings_;
    StatusMessage status_;
    Interaction interaction_;
    Canvas canvas_;
    CcdAnimation animation_;

    MenuBar menuBar_;
    PalettePanel palette_;
    InspectorPanel inspector_;
    AlgorithmPanel algorithms_;
    ReadoutPanel readout_;
    CcdPanel ccdPanel_;
    StatsPanel stats_;
    StatusBar statusBar_;
    FileDialog fileDialog_;
    LessonPanel lessonPanel_;
    LessonsWindow lessonsWindow_;
    UiItems uiItems_;

    int windowWidth_ = 1;
    int windowHeight_ = 1;
    bool hideUi_ = false;
    bool quitRequested_ = false;
    double lastFrameMs_ = 0.0;
};

} // namespace hitlab
