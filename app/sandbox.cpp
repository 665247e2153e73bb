#include "sandbox.hpp"

#include "shape_json.hpp"
#include "state_dump.hpp"

#include <filesystem>

namespace hitlab
{

Sandbox::Sandbox(const std::string& dataRoot, bool reproducible)
    : reproducible_(reproducible), animation_(reproducible), stats_(reproducible)
{
    std::string error;
    if (auto catalog = loadSceneCatalog(dataRoot + "/assets/scenes", error))
    {
        catalog_ = std::move(*catalog);
    }
    else
    {
        status_.set("Scene list unavailable: " + error, true);
    }
}

std::optional<std::string> Sandbox::openScene(const std::string& path)
{
    if (auto error = openSceneFile(document_, path))
    {
        status_.set("Not opened: " + *error, true);
        return error;
    }
    analysis_.forgetInspection();
    status_.set("Opened " + std::filesystem::path(path).filename().string(), false);
    if (document_.scene().lesson)
    {
        // A lesson is about where a method and the exact answer part: show that, and its text.
        settings_.compare = true;
        settings_.lessonPanel = true;
    }
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
    document_.reset(builtinDefaultScene(), {});
    status_.set("Built-in scene (assets/scenes not found)", false);
}

std::optional<std::string> Sandbox::saveScene(const std::string& path)
{
    if (auto error = io::saveScene(path, document_.scene()))
    {
        status_.set("Not saved: " + *error, true);
        return error;
    }
    document_.markSaved(path);
    status_.set("Saved " + std::filesystem::path(path).filename().string(), false);
    return std::nullopt;
}

void Sandbox::showFileDialog(FileDialogMode mode)
{
    fileDialog_.show(mode, document_.path());
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
    if (!uiWantsKeyboard)
    {
        handleShortcuts(input);
    }
    interaction_.update(document_, status_,
                        CanvasInput{input, canvas_.width(), canvas_.height(), uiWantsMouse, uiWantsKeyboard});
    animation_.advance(document_, lastFrameMs_, interaction_.draggingMotion());
    analysis_.refresh(document_, settings_.compare);
}

void Sandbox::handleShortcuts(const InputState& input)
{
    if (input.pressedKey("ctrl+s"))
    {
        if (document_.path().empty())
        {
            fileDialog_.show(FileDialogMode::Save);
        }
        else
        {
            saveScene(document_.path());
        }
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
}

PanelContext Sandbox::panelContext()
{
    return PanelContext{document_, catalog_, analysis_, interaction_, settings_,
                        status_,   uiItems_, *this,     windowWidth_, windowHeight_};
}

void Sandbox::buildUi()
{
    if (hideUi_)
    {
        return;
    }
    PanelContext context = panelContext();
    menuBar_.draw(context);
    palette_.draw(context);
    inspector_.draw(context);
    algorithms_.draw(context);
    readout_.draw(context);
    if (analysis_.ccd())
    {
        ccdPanel_.draw(context);
    }
    stats_.draw(context);
    statusBar_.draw(context);
    lessonPanel_.draw(context);
    lessonsWindow_.draw(context);
    fileDialog_.draw(context);
}

void Sandbox::buildCanvas(ImDrawList* labels)
{
    canvas_.build(CanvasContent{document_, analysis_, interaction_, settings_.compare, reproducible_},
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
    const auto& lesson = document_.scene().lesson;
    // What the lesson panel shows (null when it is not shown).
    state["lesson_panel"] = lesson && settings_.lessonPanel && !hideUi_
                                ? nlohmann::json{{"title", lesson->title.in(settings_.japanese())},
                                                 {"tries", lesson->tryThis.size()}}
                                : nlohmann::json();
    return state;
}

} // namespace hitlab
