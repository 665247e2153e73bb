#include "sandbox.hpp"

#include "palette.hpp"
#include "shape_json.hpp"
#include "state_dump.hpp"

#include <imgui.h>

#include <cstdio>
#include <filesystem>
#include <system_error>

namespace hitlab
{

namespace fs = std::filesystem;

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
        status_.set("Scene list unavailable: " + error, true);
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
        status_.set("Not opened: " + parsed.error, true);
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
        status_.set(step > 0 ? settings_.text("This is the last lesson", "最後のレッスンです")
                             : settings_.text("This is the first lesson", "最初のレッスンです"),
                    false);
        return;
    }
    openScene(catalog_.pathOf(*lesson));
}

void Sandbox::setLanguage(UiLanguage language)
{
    if (language == UiLanguage::Japanese && !settings_.japaneseGlyphs)
    {
        settings_.language = UiLanguage::English;
        status_.set("Japanese needs a Japanese font (Debian: fonts-ipafont-gothic or fonts-noto-cjk); "
                    "showing English",
                    true);
        return;
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
    status_.set("Built-in scene (assets/scenes not found)", false);
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
    static constexpr const char* kQuestions[] = {"Save them before opening the other scene?",
                                                 "Save them before starting a new scene?",
                                                 "Save them before quitting?"};
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
        status_.set("Opened " + name + (readOnly ? " (bundled, read-only: Save asks for a new path)" : ""),
                    false);
        break;
    }
    case PendingRequest::Kind::New:
        replaceDocument(Scene{}, {}, false);
        status_.set("New scene", false);
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
        status_.set("Cancelled: the scene and its edits are kept", false);
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
        status_.set("Not saved: " + *error, true);
        return error;
    }
    document_.markSaved(path);
    status_.set("Saved " + fs::path(path).filename().string(), false);
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

void Sandbox::fitView()
{
    canvas_.fitView(document_);
}

void Sandbox::update(const InputState& input, int width, int height, bool uiWantsMouse, bool uiWantsKeyboard)
{
    windowWidth_ = width;
    windowHeight_ = height;
    canvas_.layout(width, height);
    // While the prompt waits, nothing else may change the document it asks about.
    const bool prompting = confirmDialog_.isOpen();
    if (!uiWantsKeyboard && !prompting)
    {
        handleShortcuts(input);
    }
    interaction_.update(document_, status_,
                        CanvasInput{input, canvas_.width(), canvas_.height(), uiWantsMouse || prompting,
                                    uiWantsKeyboard || prompting, settings_.presentation.uiScale});
    animation_.advance(document_, lastFrameMs_, interaction_.draggingMotion());
    analysis_.refresh(document_, settings_.compare);
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
    if (input.pressedKey("pagedown"))
    {
        openNeighbourLesson(1);
    }
    if (input.pressedKey("pageup"))
    {
        openNeighbourLesson(-1);
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
    if (!hideUi_)
    {
        // Any panel may edit or replace the document: each one after it draws from fresh analysis.
        PanelContext context = panelContext();
        menuBar_.draw(context);
        refreshAnalysis();
        palette_.draw(context);
        refreshAnalysis();
        inspector_.draw(context);
        refreshAnalysis();
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
        shortcuts_.draw(context);
        welcome_.draw(context);
        refreshAnalysis();
        fileDialog_.draw(context);
        refreshAnalysis();
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
    if (const auto given = confirmDialog_.draw(!hideUi_, uiItems_))
    {
        answer(*given);
        refreshAnalysis();
    }
}

void Sandbox::buildCanvas(ImDrawList* labels)
{
    palette::useTheme(settings_.presentation.theme);
    canvas_.build(CanvasContent{document_, analysis_, interaction_, settings_.compare, reproducible_,
                                settings_.presentation.uiScale},
                  labels);
}

void Sandbox::drawCanvas(Renderer& renderer) const
{
    canvas_.draw(renderer, document_.view());
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
    const auto& lesson = document_.scene().lesson;
    // What the lesson panel shows (null when it is not shown).
    state["lesson_panel"] = lesson && settings_.lessonPanel && !hideUi_
                                ? nlohmann::json{{"title", lesson->title.in(settings_.japanese())},
                                                 {"tries", lesson->tryThis.size()}}
                                : nlohmann::json();
    state["modified"] = document_.modified();
    state["read_only"] = document_.readOnly();
    state["prompt"] = confirmDialog_.isOpen() ? nlohmann::json(confirmDialog_.question()) : nlohmann::json();
    return state;
}

} // namespace hitlab
