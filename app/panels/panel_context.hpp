// What the panels share: the open document and what the sandbox derived from it, the canvas's
// interaction state, the status line, the named widgets scripts click, and the requests only the sandbox
// may carry out. Each panel keeps its own state in its own class; this is everything else it may touch.
#pragma once

#include "i18n/ui_text.hpp"
#include "interaction/interaction.hpp"
#include "model/document.hpp"
#include "model/export_request.hpp"
#include "model/presentation.hpp"
#include "model/scene_analysis.hpp"
#include "model/scene_catalog.hpp"
#include "status_message.hpp"
#include "ui_items.hpp"

#include <optional>
#include <string>

namespace hitlab
{

enum class FileDialogMode
{
    Open,
    Save,
};

// Requests that replace, write or leave the document. They go through the sandbox so that one place
// carries them out (and can ask first when the scene has unsaved changes).
class SandboxActions
{
public:
    // Each returns the reason on failure, after telling the user in the status line. openScene reads
    // the file first: a refused file leaves everything as it was; a readable one replaces the document,
    // after asking when it has unsaved changes.
    virtual std::optional<std::string> openScene(const std::string& path) = 0;
    // Writes the document to `path`, a path the user chose (Save As, a script's save).
    virtual std::optional<std::string> saveScene(const std::string& path) = 0;
    // File > Save, Ctrl+S: to the document's own path, or through Save As when it has none or is a
    // bundled scene.
    virtual void save() = 0;
    // An empty scene, after asking when the document has unsaved changes.
    virtual void newScene() = 0;
    virtual void showFileDialog(FileDialogMode mode) = 0;
    // Frames every shape in the canvas.
    virtual void fitView() = 0;
    // Opens the lesson `step` places after the open scene (before it when negative), see
    // SceneCatalog::neighbourLesson; tells the user when there is none.
    virtual void openNeighbourLesson(int step) = 0;
    // Leaves the sandbox, after asking when the document has unsaved changes.
    virtual void quit() = 0;
    // File > Export: opens its dialog.
    virtual void showExportDialog() = 0;
    // Writes the canvas as a figure at the end of this frame, to a path the user chose (the dialog has
    // asked before replacing a file); the reason when the path is refused.
    virtual std::optional<std::string> exportCanvas(const ExportRequest& request) = 0;
    // The UI's language (View > Language); Japanese without a Japanese font stays English and says why.
    virtual void setLanguage(UiLanguage language) = 0;
    // File > Capture screenshot: the window is saved as a PNG at the end of the frame, as F12 does.
    virtual void requestCapture() = 0;
    // Help > Welcome: shows the first-start welcome again.
    virtual void showWelcome() = 0;

protected:
    ~SandboxActions() = default;
};

// Settings of the sandbox that are not part of the document.
struct SandboxSettings
{
    bool compare = false; // mark where the chosen methods disagree with the exact answers
    UiLanguage language = UiLanguage::English;
    bool japaneseGlyphs = false;  // a Japanese font was merged into the UI font (startup.hpp)
    bool lessonsWindow = false;   // the list of lessons
    bool lessonPanel = true;      // the open lesson's text beside the canvas
    bool panelsHidden = false;    // Tab: the canvas gets the whole window (menu and status bar stay)
    Presentation presentation;    // UI scale, theme and full screen (applied between frames by main)
    bool shortcutsWindow = false; // the shortcuts and mouse reference (F1)
    // The Steps panel: the focused pair's method stage by stage, the canvas showing only the stage's
    // overlay. `step` is the stage asked for; it is kept while the pair's stages come and go (a drag
    // changes GJK's iteration count) and shown clamped to them (model/steps.hpp).
    bool stepsPanel = false;
    long long step = 0;

    bool japanese() const { return language == UiLanguage::Japanese; }
    // The UI string `key` of the string table (i18n/ui_text.hpp) in the chosen language.
    const char* tr(const char* key) const { return uiText(key, language); }
    // The same as a widget label whose identity does not change with the language.
    std::string label(const char* key) const { return uiLabel(key, language); }
    // The string `key` formatted with its arguments ({0}, {1}...).
    std::string tr(const char* key, const std::vector<std::string>& arguments) const
    {
        return uiText(key, language, arguments);
    }
};

struct PanelContext
{
    Document& document;
    const SceneCatalog& catalog;
    const SceneAnalysis& analysis;
    Interaction& interaction;
    SandboxSettings& settings;
    StatusMessage& status;
    UiItems& items;
    SandboxActions& actions;
    int width = 1; // the window, pixels
    int height = 1;
};

} // namespace hitlab
