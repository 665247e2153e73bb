#include "sandbox.hpp"

#include "export/canvas_export.hpp"
#include "palette.hpp"
#include "panels/panel_rects.hpp"
#include "shape_json.hpp"
#include "state_dump.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <system_error>

namespace hitlab
{

namespace fs = std::filesystem;

namespace
{

// The overlays a fit frames are built from the view it sets: a few frames let them settle.
constexpr int kSettlingFrames = 3;

} // namespace

Sandbox::Sandbox(const std::string& dataRoot, bool reproducible)
    : reproducible_(reproducible), animation_(reproducible), stats_(reproducible),
      scenesDirectory_(dataRoot + "/assets/scenes")
{
    std::string error;
    if (auto catalog = loadSceneCatalog(scenesDirectory_, error))
    {
        catalog_ = std::move(*catalog);
    }
    else
    {
        status_.show("status.scene_list_unavailable", {error}, true);
    }
}

bool Sandbox::isBundled(const std::string& path) const
{
    std::error_code error;
    const fs::path scenes = fs::weakly_canonical(scenesDirectory_, error);
    const fs::path file = fs::weakly_canonical(path, error);
    if (error)
    {
        return false;
    }
    const fs::path relative = file.lexically_relative(scenes);
    return !relative.empty() && *relative.begin() != "..";
}

std::optional<std::string> Sandbox::openScene(const std::string& path)
{
    io::Parsed<Scene> parsed = io::loadScene(path);
    if (!parsed)
    {
        status_.showIoError("status.not_opened", parsed.error);
        return parsed.error;
    }
    request(PendingRequest{PendingRequest::Kind::Open, std::move(*parsed.value), path, isBundled(path)});
    return std::nullopt;
}

void Sandbox::openNeighbourLesson(int step)
{
    const CatalogEntry* lesson = catalog_.neighbourLesson(document_.path(), step);
    if (!lesson)
    {
        status_.show(step > 0 ? "status.last_lesson" : "status.first_lesson", {}, false);
        return;
    }
    openScene(catalog_.pathOf(*lesson));
}

void Sandbox::setLanguage(UiLanguage language)
{
    if (language == UiLanguage::Japanese && !settings_.japaneseGlyphs)
    {
        settings_.language = UiLanguage::English;
        status_.show("status.no_japanese_font", {}, true);
        return;
    }
    if (language != settings_.language && ImGui::GetCurrentContext() != nullptr)
    {
        ImGui::MarkIniSettingsDirty(); // the layout file keeps the choice for the next start
    }
    settings_.language = language;
}

void Sandbox::openDefaultScene()
{
    for (const CatalogEntry& entry : catalog_.entries)
    {
        if (entry.category == "default" && !openScene(catalog_.pathOf(entry)))
        {
            return;
        }
    }
    replaceDocument(builtinDefaultScene(), {}, false);
    status_.show("status.builtin_scene", {}, false);
}

void Sandbox::newScene()
{
    request(PendingRequest{PendingRequest::Kind::New, Scene{}, {}, false});
}

void Sandbox::quit()
{
    request(PendingRequest{PendingRequest::Kind::Quit, Scene{}, {}, false});
}

void Sandbox::request(PendingRequest request)
{
    if (!document_.modified())
    {
        carryOut(std::move(request));
        return;
    }
    static constexpr const char* kQuestions[] = {"dialog.confirm.open", "dialog.confirm.new",
                                                 "dialog.confirm.quit"};
    confirmDialog_.show(kQuestions[static_cast<int>(request.kind)]);
    pending_ = std::move(request);
    pendingAwaitsSaveAs_ = false;
}

void Sandbox::carryOut(PendingRequest request)
{
    switch (request.kind)
    {
    case PendingRequest::Kind::Open:
    {
        const std::string name = fs::path(request.path).filename().string();
        const bool readOnly = request.readOnly;
        replaceDocument(std::move(request.scene), std::move(request.path), readOnly);
        status_.show(readOnly ? "status.opened_bundled" : "status.opened", {name}, false);
        break;
    }
    case PendingRequest::Kind::New:
        replaceDocument(Scene{}, {}, false);
        status_.show("status.new_scene", {}, false);
        break;
    case PendingRequest::Kind::Quit:
        quitRequested_ = true;
        break;
    }
}

void Sandbox::answer(ConfirmAnswer answer)
{
    if (!pending_)
    {
        return;
    }
    if (answer == ConfirmAnswer::Cancel)
    {
        pending_.reset();
        status_.show("status.cancelled", {}, false);
        return;
    }
    if (answer == ConfirmAnswer::Save)
    {
        if (!document_.hasWritablePath())
        {
            pendingAwaitsSaveAs_ = true;
            showFileDialog(FileDialogMode::Save);
            return;
        }
        if (saveScene(document_.path()))
        {
            pending_.reset(); // not saved: keep everything; the status line says why
            return;
        }
    }
    PendingRequest request = std::move(*pending_);
    pending_.reset();
    carryOut(std::move(request));
}

void Sandbox::replaceDocument(Scene scene, std::string path, bool readOnly)
{
    document_.reset(std::move(scene), std::move(path), readOnly);
    interaction_ = Interaction{};
    inspector_ = InspectorPanel{};
    ccdPanel_.documentReplaced();
    analysis_.forgetInspection();
    if (document_.scene().lesson)
    {
        // A lesson is about where a method and the exact answer part: show that, and its text.
        settings_.compare = true;
        settings_.lessonPanel = true;
    }
    // A lesson is framed in the part of the window the panels leave free, once their sizes are known.
    // Without panels (--hide-ui) the scene's own view is the one its author chose for the whole window.
    autoFit_ = document_.scene().lesson.has_value() && !hideUi_;
    settlingFrames_ = kSettlingFrames;
    fittedUndoDepth_ = document_.history().undoDepth();
    fittedView_ = document_.view();
    fittedArea_ = ScreenBox{};
    if (document_.scene().steps)
    {
        settings_.stepsPanel = true;
    }
    refreshAnalysis();
}

void Sandbox::refreshAnalysis()
{
    analysis_.refresh(document_, settings_.compare);
}

std::optional<std::string> Sandbox::saveScene(const std::string& path)
{
    if (auto error = io::saveScene(path, document_.scene()))
    {
        status_.showIoError("status.not_saved", *error);
        return error;
    }
    document_.markSaved(path);
    status_.show("status.saved", {fs::path(path).filename().string()}, false);
    if (pending_ && pendingAwaitsSaveAs_)
    {
        PendingRequest request = std::move(*pending_);
        pending_.reset();
        carryOut(std::move(request));
    }
    return std::nullopt;
}

void Sandbox::save()
{
    if (document_.hasWritablePath())
    {
        saveScene(document_.path());
    }
    else
    {
        showFileDialog(FileDialogMode::Save);
    }
}

void Sandbox::showFileDialog(FileDialogMode mode)
{
    // Save As never offers a bundled scene's own path: writing there takes typing it.
    const bool offerPath = mode == FileDialogMode::Open || document_.hasWritablePath();
    fileDialog_.show(mode, offerPath ? document_.path() : std::string());
}

void Sandbox::showExportDialog()
{
    exportDialog_.show(document_.path());
}

std::optional<std::string> Sandbox::exportCanvas(const ExportRequest& request)
{
    if (const auto problem = checkExportPath(request.path, request.format))
    {
        const std::string reason = describeExportProblem(*problem, request.path, request.format);
        status_.show("export.failed", {reason}, true);
        return reason;
    }
    pendingExport_ = request;
    return std::nullopt;
}

std::optional<std::string> Sandbox::writeFigure(const ExportRequest& request, Renderer* renderer) const
{
    return hitlab::exportCanvas(canvas_, document_.view(), renderer, request);
}

void Sandbox::carryOutExport(Renderer& renderer)
{
    if (!pendingExport_)
    {
        return;
    }
    const ExportRequest request = std::move(*pendingExport_);
    pendingExport_.reset();
    const auto failed = writeFigure(request, &renderer);
    const std::string detail = failed ? *failed : fs::path(request.path).filename().string();
    status_.show(failed ? "export.failed" : "export.done", {detail}, failed.has_value());
}

void Sandbox::fitView()
{
    canvas_.fitView(document_, &analysis_);
    if (!autoFit_)
    {
        settlingFrames_ = kSettlingFrames;
    }
    autoFit_ = true;
    fittedUndoDepth_ = document_.history().undoDepth();
    fittedView_ = document_.view();
    fittedArea_ = canvas_.freeArea();
}

void Sandbox::keepFitted()
{
    if (!autoFit_)
    {
        return;
    }
    const View& view = document_.view();
    if (view.center != fittedView_.center || view.zoom != fittedView_.zoom ||
        document_.history().undoDepth() != fittedUndoDepth_)
    {
        autoFit_ = false; // the user panned, zoomed or edited: the view is theirs now
        return;
    }
    const ScreenBox area = canvas_.freeArea();
    const bool areaChanged = area.minX != fittedArea_.minX || area.minY != fittedArea_.minY ||
                             area.maxX != fittedArea_.maxX || area.maxY != fittedArea_.maxY;
    if (!areaChanged && settlingFrames_ <= 0)
    {
        return;
    }
    settlingFrames_ = std::max(settlingFrames_ - 1, 0);
    fitView();
    refreshAnalysis();
}

void Sandbox::update(const InputState& input, int width, int height, bool uiWantsMouse, bool uiWantsKeyboard)
{
    windowWidth_ = width;
    windowHeight_ = height;
    canvas_.layout(width, height);
    // While the prompt waits, nothing else may change the document it asks about.
    const bool prompting = confirmDialog_.isOpen();
    // A file or export dialog keeps the keys while it is open, also when none of its fields is being edited
    // (after Enter, at its replace question): a Delete or a "2" meant for it deleted or added shapes behind
    // it, and the Escape that closed it cleared the selection as well. The presenter's keys still work.
    const bool dialogOpen = fileDialog_.isOpen() || exportDialog_.isOpen();
    const bool keysForUi = uiWantsKeyboard || prompting || dialogOpen;
    if (!keysForUi)
    {
        handleShortcuts(input);
    }
    else if (!uiWantsKeyboard && !prompting)
    {
        handlePresenterKeys(input);
    }
    // The insets take the wheel and presses on their corners before the canvas sees them.
    InputState canvasInput = input;
    if (!uiWantsMouse && !prompting)
    {
        canvas_.handleInsetInput(canvasInput);
    }
    interaction_.update(document_, status_,
                        CanvasInput{canvasInput, canvas_.width(), canvas_.height(), uiWantsMouse || prompting,
                                    keysForUi, settings_.presentation.uiScale});
    animation_.advance(document_, lastFrameMs_, interaction_.draggingMotion());
    analysis_.refresh(document_, settings_.compare);
    followStepsSubject();
}

void Sandbox::followStepsSubject()
{
    const auto& inspection = analysis_.inspection();
    std::string subject;
    if (inspection && inspection->algorithm)
    {
        // Unordered: clicking one shape of the pair to drag it may list the pair the other way round.
        subject = document_.path() + "\n" + std::to_string(std::min(inspection->first, inspection->second)) +
                  " " + std::to_string(std::max(inspection->first, inspection->second)) + " " +
                  std::string(inspection->algorithm->name);
    }
    if (subject != stepsSubject_)
    {
        // The session's first subject keeps a stage asked for before it was known (a script's
        // "step N" on the first frame).
        if (stepsSubject_)
        {
            settings_.step = 0;
        }
        stepsSubject_ = subject;
    }
}

std::vector<Stage> Sandbox::currentStages() const
{
    // With the panels hidden (screenshots, --hide-ui, Tab) the canvas shows the document's overlays.
    if (!settings_.stepsPanel || hideUi_ || settings_.panelsHidden)
    {
        return {};
    }
    return buildStages(document_, analysis_);
}

void Sandbox::stepBy(int delta)
{
    settings_.step = steppedStage(settings_.step, delta, currentStages().size());
}

void Sandbox::handleShortcuts(const InputState& input)
{
    if (input.pressedKey("ctrl+shift+s"))
    {
        showFileDialog(FileDialogMode::Save);
    }
    else if (input.pressedKey("ctrl+s"))
    {
        save();
    }
    if (input.pressedKey("ctrl+o"))
    {
        showFileDialog(FileDialogMode::Open);
    }
    if (input.pressedKey("f"))
    {
        fitView();
    }
    if (input.pressedKey("tab"))
    {
        settings_.panelsHidden = !settings_.panelsHidden;
        status_.show(settings_.panelsHidden ? "canvas.panels_hidden" : "canvas.panels_shown", {}, false);
    }
    if (input.pressedKey("i"))
    {
        canvas_.cycleInsetSize();
        status_.show("canvas.inset_size", {}, false);
    }
    if (input.pressedKey("pagedown"))
    {
        openNeighbourLesson(1);
    }
    if (input.pressedKey("pageup"))
    {
        openNeighbourLesson(-1);
    }
    if (settings_.stepsPanel && input.pressedKey("left"))
    {
        stepBy(-1);
    }
    if (settings_.stepsPanel && input.pressedKey("right"))
    {
        stepBy(1);
    }
    handlePresenterKeys(input);
}

void Sandbox::handlePresenterKeys(const InputState& input)
{
    Presentation& presentation = settings_.presentation;
    const float scale = presentation.uiScale;
    // "=" is where "+" is on most layouts, so Ctrl+= (with or without Shift) enlarges, as in browsers.
    if (input.pressedKey("ctrl+=") || input.pressedKey("ctrl+shift+=") || input.pressedKey("ctrl++") ||
        input.pressedKey("ctrl+shift++") || input.pressedKey("ctrl+keypad +"))
    {
        presentation.uiScale = steppedUiScale(presentation.uiScale, 1);
    }
    if (input.pressedKey("ctrl+-") || input.pressedKey("ctrl+keypad -"))
    {
        presentation.uiScale = steppedUiScale(presentation.uiScale, -1);
    }
    if (input.pressedKey("ctrl+0") || input.pressedKey("ctrl+keypad 0"))
    {
        presentation.uiScale = 1.0F;
    }
    if (presentation.uiScale != scale)
    {
        char text[64];
        std::snprintf(text, sizeof text, "%s %.0f%%", settings_.tr("presenter.status.scale"),
                      static_cast<double>(presentation.uiScale) * 100.0);
        status_.set(text, false);
    }
    if (input.pressedKey("f11"))
    {
        presentation.fullscreen = !presentation.fullscreen;
    }
    if (input.pressedKey("f1"))
    {
        settings_.shortcutsWindow = !settings_.shortcutsWindow;
    }
}

PanelContext Sandbox::panelContext()
{
    return PanelContext{document_, catalog_, analysis_, interaction_, settings_,
                        status_,   uiItems_, *this,     windowWidth_, windowHeight_};
}

void Sandbox::buildUi()
{
    // Whether or not its panel is drawn this frame (hidden panels, a scene without a motion), a finished
    // study is taken, so that the sandbox stops drawing frames for it.
    ccdPanel_.collectStudy();
    if (!hideUi_ && settings_.panelsHidden)
    {
        // Tab: the canvas has the window; the menu bar and the status line stay to bring panels back.
        PanelContext context = panelContext();
        menuBar_.draw(context);
        refreshAnalysis();
        statusBar_.draw(context);
        lessonsWindow_.draw(context);
        refreshAnalysis();
        fileDialog_.draw(context);
        refreshAnalysis();
        exportDialog_.draw(context);
        shortcuts_.draw(context);
        welcome_.draw(context);
    }
    else if (!hideUi_)
    {
        // Any panel may edit or replace the document: each one after it draws from fresh analysis.
        PanelContext context = panelContext();
        menuBar_.draw(context);
        refreshAnalysis();
        palette_.draw(context);
        refreshAnalysis();
        // The Steps panel takes the Inspector's place in the left column while it is shown.
        if (!settings_.stepsPanel)
        {
            inspector_.draw(context);
            refreshAnalysis();
        }
        algorithms_.draw(context);
        refreshAnalysis();
        readout_.draw(context);
        refreshAnalysis();
        if (analysis_.ccd())
        {
            ccdPanel_.draw(context);
            refreshAnalysis();
        }
        stats_.draw(context);
        statusBar_.draw(context);
        lessonPanel_.draw(context);
        refreshAnalysis();
        lessonsWindow_.draw(context);
        refreshAnalysis();
        stepsPanel_.draw(context);
        shortcuts_.draw(context);
        welcome_.draw(context);
        refreshAnalysis();
        fileDialog_.draw(context);
        refreshAnalysis();
        exportDialog_.draw(context);
    }
    else
    {
        // Scripts may pick menu items with the UI hidden.
        PanelContext context = panelContext();
        menuBar_.activatePending(context);
        refreshAnalysis();
    }
    if (pendingAwaitsSaveAs_ && !fileDialog_.isOpen())
    {
        pending_.reset(); // Save As closed without saving: nothing happens, nothing is lost
        pendingAwaitsSaveAs_ = false;
    }
    if (const auto given = confirmDialog_.draw(!hideUi_, uiItems_, settings_.language))
    {
        answer(*given);
        refreshAnalysis();
    }
}

void Sandbox::buildCanvas(ImDrawList* labels)
{
    followStepsSubject();
    const std::vector<Stage> stages = currentStages();
    stageView_.reset();
    if (!stages.empty())
    {
        stageView_ = stages[clampStage(settings_.step, stages.size())].view;
    }
    PanelRects rects = hideUi_ ? PanelRects{} : visiblePanelRects();
    opaquePanelPixels_ = std::move(rects.opaque);
    wholePanelPixels_ = std::move(rects.whole);
    // A figure written this frame is laid out without the dialogs: the export dialog that asked for it
    // (closing now) is not in the figure, and a label or inset kept out of it came out moved.
    canvas_.setPanels(std::move(rects.panels),
                      pendingExport_ ? std::vector<ScreenBox>{} : std::move(rects.dialogs));
    keepFitted();
    palette::useTheme(settings_.presentation.theme);
    canvas_.build(CanvasContent{document_, analysis_, interaction_, settings_.compare, reproducible_,
                                settings_.language, stageView_ ? &*stageView_ : nullptr,
                                settings_.presentation.uiScale},
                  labels);
}

void Sandbox::drawCanvas(CanvasSink& sink) const
{
    canvas_.draw(sink, document_.view());
}

void Sandbox::setFrameTimes(double frameMs, double renderMs)
{
    lastFrameMs_ = frameMs;
    stats_.setFrameTimes(frameMs, renderMs, canvas_.buildMilliseconds());
}

nlohmann::json Sandbox::dumpState() const
{
    nlohmann::json state = hitlab::dumpState(document_, analysis_, status_);
    state["file"] = document_.path().empty() ? std::string()
                                             : std::filesystem::path(document_.path()).filename().string();
    state["compare"] = settings_.compare;
    state["language"] = settings_.japanese() ? "ja" : "en";
    state["lessons_window"] = settings_.lessonsWindow;
    state["ui_scale"] = settings_.presentation.uiScale;
    // The UI font's size in pixels, as rebuilt for the scale (15 at scale 1).
    state["font_size"] = ImGui::GetFontSize();
    state["theme"] = themeName(settings_.presentation.theme);
    state["fullscreen"] = settings_.presentation.fullscreen;
    state["shortcuts_window"] = settings_.shortcutsWindow;
    state["welcome"] = welcome_.isOpen();
    state["inspector_refusal"] = inspector_.refusalText();
    const auto& lesson = document_.scene().lesson;
    // What the lesson panel shows (null when it is not shown).
    state["lesson_panel"] = lesson && settings_.lessonPanel && !hideUi_
                                ? nlohmann::json{{"title", lesson->title.in(settings_.japanese())},
                                                 {"tries", lesson->tryThis.size()}}
                                : nlohmann::json();
    // Where the canvas drew its text, its insets and the panels over it (window pixels: min x, min y,
    // max x, max y), so a test can check that no label covers another or hides under a panel.
    auto box = [](const ScreenBox& b) { return nlohmann::json::array({b.minX, b.minY, b.maxX, b.maxY}); };
    nlohmann::json text = nlohmann::json::array();
    for (const PlacedCanvasText& placed : canvas_.placedText())
    {
        static constexpr const char* kKinds[] = {"label", "marker", "legend"};
        text.push_back({{"text", placed.text},
                        {"kind", kKinds[static_cast<int>(placed.kind)]},
                        {"box", box(placed.box)},
                        {"inset", placed.inInset}});
    }
    state["canvas_text"] = std::move(text);
    nlohmann::json panels = nlohmann::json::array();
    for (const ScreenBox& panel : canvas_.panels())
    {
        panels.push_back(box(panel));
    }
    for (const ScreenBox& dialog : canvas_.dialogs())
    {
        panels.push_back(box(dialog));
    }
    state["panels"] = std::move(panels);
    // The named widgets (UiItems), so a test can see where a panel scrolled them: box and whether any
    // of it was in view.
    nlohmann::json items = nlohmann::json::object();
    for (const auto& [name, item] : uiItems_.all())
    {
        items[name] = {{"box", box(ScreenBox{item.minX, item.minY, item.maxX, item.maxY})},
                       {"visible", item.visible}};
    }
    state["ui_items"] = std::move(items);
    nlohmann::json insets = nlohmann::json::array();
    for (const ScreenBox& inset : canvas_.insetBoxes())
    {
        insets.push_back(box(inset));
    }
    state["insets"] = std::move(insets);
    state["legend"] = canvas_.legendBox() ? box(*canvas_.legendBox()) : nlohmann::json();
    state["canvas"] = box(ScreenBox{0.0, 0.0, canvas_.width(), canvas_.height()});
    state["free_area"] = box(canvas_.freeArea());
    state["panels_hidden"] = settings_.panelsHidden;
    state["inset_options"] = {{"side", canvas_.insetOptions().side}, {"zoom", canvas_.insetOptions().zoom}};
    // What the Steps panel shows (null when it is closed).
    state["steps"] =
        settings_.stepsPanel && !hideUi_ ? dumpSteps(currentStages(), settings_.step) : nlohmann::json();
    state["modified"] = document_.modified();
    state["read_only"] = document_.readOnly();
    state["prompt"] = confirmDialog_.isOpen() ? nlohmann::json(confirmDialog_.question()) : nlohmann::json();
    return state;
}

} // namespace hitlab
