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
#include "panels/confirm_dialog.hpp"
#include "panels/export_dialog.hpp"
#include "panels/file_dialog.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/lesson_panel.hpp"
#include "panels/lessons_window.hpp"
#include "panels/menu_bar.hpp"
#include "panels/palette_panel.hpp"
#include "panels/panel_context.hpp"
#include "panels/readout_panel.hpp"
#include "panels/shortcuts_window.hpp"
#include "panels/stats_panel.hpp"
#include "panels/status_bar.hpp"
#include "panels/steps_panel.hpp"
#include "panels/ui_items.hpp"
#include "panels/welcome_window.hpp"
#include "renderer.hpp"
#include "status_message.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

struct ImDrawList;

namespace hitlab
{

class Sandbox final : public SandboxActions
{
public:
    // dataRoot holds shaders/ and assets/. `reproducible`: screenshots and scripts, where timings and
    // anything else that changes from run to run are not shown.
    Sandbox(const std::string& dataRoot, bool reproducible);

    // Opens a scene file; on failure keeps the current scene and returns the reason. With unsaved
    // changes the file is read but replaces the document only once the prompt is answered.
    std::optional<std::string> openScene(const std::string& path) override;
    // The default scene of the catalog, or a built-in one if the assets are missing.
    void openDefaultScene();
    std::optional<std::string> saveScene(const std::string& path) override;
    void save() override;
    void newScene() override;
    void showFileDialog(FileDialogMode mode) override;
    void fitView() override;
    void openNeighbourLesson(int step) override;
    // The UI's language. `japaneseGlyphs`: the UI font has Japanese glyphs; without them Japanese is
    // refused and the status line says why.
    void setLanguage(UiLanguage language) override;
    void setJapaneseGlyphs(bool available) { settings_.japaneseGlyphs = available; }
    const SandboxSettings& settings() const { return settings_; }
    void quit() override;
    void showExportDialog() override;
    std::optional<std::string> exportCanvas(const ExportRequest& request) override;
    // After the frame is drawn (the canvas built, ImGui rendered, before the swap): writes the figure
    // File > Export or a script asked for, and says how it went in the status line.
    void carryOutExport(Renderer& renderer);
    // Writes the canvas of the last frame built now (--svg); PNG needs `renderer`. The reason on failure.
    std::optional<std::string> writeFigure(const ExportRequest& request, Renderer* renderer) const;
    // The capture waits for the frame after next, so that the menu it was chosen from has closed.
    void requestCapture() override { captureInFrames_ = 2; }
    void showWelcome() override { welcome_.show(); }
    // Called once at the end of each frame: true when this frame is to be captured (the frame driver
    // writes it).
    bool takeCaptureRequest() { return captureInFrames_ > 0 && --captureInFrames_ == 0; }
    // How the capture went, in the status line: a failed one was told only on stderr, which a person
    // at the window never sees.
    void reportCapture(const std::string& path, const std::optional<std::string>& error)
    {
        if (error)
        {
            status_.show("presenter.status.capture_failed", {*error}, true);
        }
        else
        {
            status_.show("presenter.status.captured", {path}, false);
        }
    }

    // UI scale, theme and full screen: --ui-scale and --theme at the start, then keys and the View menu.
    void setPresentation(const Presentation& presentation) { settings_.presentation = presentation; }
    const Presentation& presentation() const { return settings_.presentation; }
    // Registers the welcome's part of the layout file; call before the first frame. `offered`: a first
    // start shows it (a person's run, or one that asked with --welcome).
    void offerWelcome(bool offered) { welcome_.registerSettings(offered); }

    // The unsaved-changes prompt: open while a request waits for its answer.
    bool promptOpen() const { return confirmDialog_.isOpen(); }
    // Answers the prompt on the next frame, as its buttons do (a script's "confirm" verb).
    void answerPrompt(ConfirmAnswer answer) { confirmDialog_.answer(answer); }
    // The Steps panel: shown or not; a step of `delta` stages; a stage by index (clamped when shown).
    void showSteps(bool shown) { settings_.stepsPanel = shown; }
    void stepBy(int delta);
    void stepTo(long long index) { settings_.step = index; }

    // Picks a File menu item on the next frame (MenuBar::choose); false for an unknown item.
    bool chooseMenuItem(const std::string& item) { return menuBar_.choose(item, catalog_); }

    // One frame. The window is `width` x `height` pixels; `uiWantsMouse` / `uiWantsKeyboard`: ImGui
    // has the pointer or the keyboard.
    void update(const InputState& input, int width, int height, bool uiWantsMouse, bool uiWantsKeyboard);
    void buildUi();
    void buildCanvas(ImDrawList* labels);
    void drawCanvas(CanvasSink& sink) const;
    // The window's pixels that this frame's panels cover opaque (after buildCanvas): the renderer leaves
    // them out.
    const std::vector<PixelRect>& opaquePanelPixels() const { return opaquePanelPixels_; }
    // The same panels' whole pixels, their edges included (PanelRects::whole).
    const std::vector<PixelRect>& wholePanelPixels() const { return wholePanelPixels_; }
    // The frame's duration and its GL render time, in milliseconds.
    void setFrameTimes(double frameMs, double renderMs);

    Document& document() { return document_; }
    UiItems& uiItems() { return uiItems_; }
    void setHideUi(bool hide) { hideUi_ = hide; }
    void setShapesKeeping(ShapesKeeping keeping) { canvas_.setShapesKeeping(keeping); }
    bool quitRequested() const { return quitRequested_; }
    // A CCD motion is playing or the CCD study is running, so frames must keep coming without input.
    bool animating() const { return animation_.plays(document_) || ccdPanel_.busy(); }

    // The state a test checks after a script (state_dump.hpp).
    nlohmann::json dumpState() const;

private:
    // What waits for the prompt's answer: a scene read from a file, an empty scene, or quitting.
    struct PendingRequest
    {
        enum class Kind
        {
            Open,
            New,
            Quit,
        };
        Kind kind = Kind::Quit;
        Scene scene;
        std::string path;
        bool readOnly = false;
    };

    PanelContext panelContext();
    // Carries out `request` now when nothing would be lost, else asks first.
    void request(PendingRequest request);
    void carryOut(PendingRequest request);
    void answer(ConfirmAnswer answer);
    // Everything that replaces the document goes through here: what is derived from the old document
    // (the analysis, the canvas's drags, the panels' edits in progress) is dropped or rebuilt at once,
    // so that nothing drawn later in the frame reads the scene that was replaced.
    void replaceDocument(Scene scene, std::string path, bool readOnly);
    // A file under the bundled scenes' directory: opened read-only.
    bool isBundled(const std::string& path) const;
    // Brings the analysis up to date with the document, which a panel may just have edited or replaced.
    void refreshAnalysis();
    // Open, save and fit: the shortcuts that act on the document as a whole.
    void handleShortcuts(const InputState& input);
    // Back to the first stage when the focused pair or its algorithm changes (a drag keeps the stage).
    void followStepsSubject();
    // The Steps panel's stages of the focused pair (empty when the panel is closed or no pair is).
    std::vector<Stage> currentStages() const;

    // Frames the shapes (and a CCD sweep) in what the panels leave free, again whenever that area
    // changes, until the user moves the view (lessons open this way; F asks for it).
    void keepFitted();
    // UI scale (Ctrl+= / Ctrl+- / Ctrl+0), full screen (F11) and the shortcuts reference (F1).
    void handlePresenterKeys(const InputState& input);

    // Screenshots and scripts: the error map is completed within each frame.
    bool reproducible_ = false;
    bool autoFit_ = false;
    int settlingFrames_ = 0; // frames the fit is redone for, as the overlays it frames appear
    std::size_t fittedUndoDepth_ = 0;
    View fittedView_;
    ScreenBox fittedArea_;
    Document document_;
    SceneCatalog catalog_;
    SceneAnalysis analysis_;
    SandboxSettings settings_;
    StatusMessage status_;
    Interaction interaction_;
    Canvas canvas_;
    std::vector<PixelRect> opaquePanelPixels_;
    std::vector<PixelRect> wholePanelPixels_;
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
    ExportDialog exportDialog_;
    LessonPanel lessonPanel_;
    LessonsWindow lessonsWindow_;
    StepsPanel stepsPanel_;
    WelcomeWindow welcome_;
    ShortcutsWindow shortcuts_;
    ConfirmDialog confirmDialog_;
    UiItems uiItems_;

    std::string scenesDirectory_;
    std::optional<PendingRequest> pending_;
    // The figure to write at the end of the frame (File > Export, a script's export).
    std::optional<ExportRequest> pendingExport_;
    // The prompt's Save went to Save As: the request follows a save there, and is dropped if the
    // dialog is closed without one.
    bool pendingAwaitsSaveAs_ = false;
    std::optional<std::string> stepsSubject_; // the pair and algorithm the stage index belongs to
    std::optional<StageView> stageView_;      // this frame's stage, for the canvas

    int windowWidth_ = 1;
    int windowHeight_ = 1;
    bool hideUi_ = false;
    bool quitRequested_ = false;
    int captureInFrames_ = 0;
    double lastFrameMs_ = 0.0;
};

} // namespace hitlab
