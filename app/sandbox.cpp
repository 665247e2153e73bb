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
    return std::nullopt;
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
    return hitlab::dumpState(document_, analysis_, status_);
}

} // namespace hitlab
