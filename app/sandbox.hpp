// The sandbox's state between frames: the document, the canvas interaction, the collision state, the
// panels. main.cpp owns the window and the loop and calls, each frame: update (input), buildUi (ImGui
// windows), buildCanvas (before ImGui::Render, for its text) and drawCanvas (after it).
#pragma once

#include "ccd_study.hpp"
#include "interaction.hpp"
#include "model/ccd_state.hpp"
#include "model/collisions.hpp"
#include "model/document.hpp"
#include "model/scene_catalog.hpp"
#include "overlays.hpp"
#include "renderer.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

struct ImDrawList;

namespace hitlab
{

// Where the panels put their widgets last frame, so that a script can click them (script.hpp).
struct UiItem
{
    float minX = 0.0F;
    float minY = 0.0F;
    float maxX = 0.0F;
    float maxY = 0.0F;
    bool visible = false;
};

class Sandbox
{
public:
    // dataRoot holds shaders/ and assets/. `reproducible`: screenshots and scripts, where timings and
    // anything else that changes from run to run are not shown.
    void init(std::string dataRoot, bool reproducible);

    // Opens a scene file; on failure keeps the current scene and returns the reason.
    std::optional<std::string> openScene(const std::string& path);
    // The default scene of the catalog, or a built-in one if the assets are missing.
    void openDefaultScene();
    std::optional<std::string> saveScene(const std::string& path);

    void update(const InputState& input, int width, int height, bool uiWantsMouse, bool uiWantsKeyboard);
    void buildUi(int width, int height);
    void buildCanvas(int width, int height, ImDrawList* labels);
    void drawCanvas(Renderer& renderer, int width, int height);

    Document& document() { return document_; }
    const Document& document() const { return document_; }
    const ContactState& contacts() const { return contacts_; }
    // The CCD state when the scene has a motion (a rect turning about a pivot), else nothing.
    const std::optional<CcdState>& ccd() const { return ccd_; }
    Interaction& interaction() { return interaction_; }
    bool compareMode() const { return compare_; }
    void setCompareMode(bool on) { compare_ = on; }
    bool hideUi = false;
    bool quitRequested = false;

    // The state a test checks after a script: shapes and their contact flags, selection, history, the
    // focused pair's readout, the status message.
    nlohmann::json dumpState() const;

    std::map<std::string, UiItem>& uiItems() { return uiItems_; }
    // The panels scroll this item into view on the next frame (scripts click items by name).
    std::string ensureVisible;

    void setFrameTimes(double frameMs, double renderMs);
    void status(std::string text, bool error) { interaction_.setMessage(std::move(text), error); }

private:
    void refreshContacts();
    void refreshInspection();
    void fitView(int width, int height);
    void recordItem(const std::string& name);

    void drawMenuBar(int width, int height);
    void drawPalette();
    void drawAlgorithmPanel(int width, int height);
    void drawInspector();
    void drawReadout();
    void drawStats(int width, int height);
    void drawStatusBar(int width, int height);
    void drawFileDialog();
    void drawCcdPanel(int width, int height);            // ccd_view.cpp
    void buildCcdCanvas(const ViewTransform& transform); // ccd_view.cpp
    bool updateMotionHandles(const InputState& input, int width, int height, bool uiWantsMouse);
    void advanceAnimation();

    std::string dataRoot_;
    bool reproducible_ = false;
    Document document_;
    Interaction interaction_;
    SceneCatalog catalog_;
    bool compare_ = false;
    bool onlyPairsInScene_ = true;

    ContactSolver solver_;
    ContactState contacts_;
    std::uint64_t contactsVersion_ = 0;
    bool contactsCompare_ = false;
    std::optional<PairInspection> inspection_;
    std::uint64_t inspectionVersion_ = 0;
    std::pair<std::size_t, std::size_t> inspectionPair_{0, 0};

    Batch shapeBatch_;
    Batch handleBatch_;
    OverlayDrawing overlays_;

    // Inspector: the shape as it was when a field became active, for one undo step per edit.
    std::optional<std::pair<std::size_t, SceneShape>> inspectorBefore_;
    std::string inspectorError_;

    // File dialog.
    bool fileDialogOpen_ = false;
    bool fileDialogSave_ = false;
    std::string fileDialogPath_;
    std::string fileDialogError_;

    // CCD: the sweep and per-target answers, the pivot or angle handle being dragged, the animation and
    // the study the panel charts.
    std::optional<CcdState> ccd_;
    enum class MotionDrag
    {
        None,
        Pivot,
        Angle,
    };
    MotionDrag motionDrag_ = MotionDrag::None;
    std::optional<SceneMotion> motionBefore_;
    double animationMs_ = 0.0;
    std::optional<StudySummary> study_;
    int studyMotions_ = 500;

    std::map<std::string, UiItem> uiItems_;
    double frameMs_ = 0.0;
    double renderMs_ = 0.0;
    double fps_ = 0.0;
    double canvasMs_ = 0.0;
    int width_ = 1;
    int height_ = 1;
};

} // namespace hitlab
