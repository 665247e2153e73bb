// Direct manipulation on the canvas: select, move, rotate, resize by handles, add from the palette,
// pan, zoom, and the editing shortcuts. Works from an InputState that comes either from SDL events or
// from a script (script.hpp), so tests drive exactly the code a user does.
#pragma once

#include "model/document.hpp"
#include "model/shape_edit.hpp"
#include "model/view.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

enum class MouseButton
{
    Left = 0,
    Right = 1,
    Middle = 2,
};

// The pointer and keyboard as the canvas sees them for one frame. Positions are window pixels.
struct InputState
{
    Vec2 pointer{-1.0e9, -1.0e9};
    bool pointerInside = false;
    std::array<bool, 3> down{};
    std::array<bool, 3> pressed{};  // went down this frame
    std::array<bool, 3> released{}; // went up this frame
    double wheel = 0.0;             // notches, positive away from the user
    bool shift = false;
    bool ctrl = false;
    bool alt = false;
    bool space = false;
    std::vector<std::string> keys; // presses this frame: "ctrl+z", "delete", "1", "ctrl+shift+z"

    // Clears the per-frame events, keeping what is held.
    void beginFrame();
    bool pressedKey(const std::string& name) const;
};

class Interaction
{
public:
    enum class Mode
    {
        Idle,
        Moving,
        Rotating, // Shift-drag
        Resizing, // a handle, the rotate handle included
        Panning,
    };

    // Advances one frame. `uiWantsMouse` / `uiWantsKeyboard`: ImGui has the pointer or the keyboard.
    void update(Document& document, const InputState& input, double canvasWidth, double canvasHeight,
                bool uiWantsMouse, bool uiWantsKeyboard);

    // Arms the palette: the next left click on the canvas adds a shape of this kind there.
    void arm(std::optional<ShapeKind> kind) { armed_ = kind; }
    std::optional<ShapeKind> armed() const { return armed_; }
    // Adds a shape of `kind` at a window position (the palette's shortcut and the script's tool).
    void addAt(Document& document, ShapeKind kind, Vec2 screen, double canvasWidth, double canvasHeight);

    Mode mode() const { return mode_; }
    std::optional<std::size_t> hoveredShape() const { return hoveredShape_; }
    std::optional<Handle> hoveredHandle() const { return hoveredHandle_; }
    std::optional<Handle> activeHandle() const
    {
        return mode_ == Mode::Resizing ? std::optional<Handle>(activeHandle_) : std::nullopt;
    }
    std::size_t activeShape() const { return activeShape_; }

    // The last thing worth telling the user ("Moved circle2", "points: not convex"), and whether it is
    // an error. Reading does not clear it.
    const std::string& message() const { return message_; }
    bool messageIsError() const { return messageIsError_; }
    void setMessage(std::string text, bool error);

    // Pixels within which the pointer grabs a handle or an outline.
    static constexpr double kHandleRadiusPx = 7.0;
    static constexpr double kPickTolerancePx = 4.0;

private:
    void handleKeys(Document& document, const InputState& input, const ViewTransform& transform);
    std::optional<Handle> pickHandle(const Document& document, const ViewTransform& transform, Vec2 screen,
                                     std::size_t& owner) const;
    std::optional<std::size_t> pickShape(const Document& document, const ViewTransform& transform,
                                         Vec2 screen) const;
    void finishDrag(Document& document);

    Mode mode_ = Mode::Idle;
    std::optional<ShapeKind> armed_;
    std::optional<std::size_t> hoveredShape_;
    std::optional<Handle> hoveredHandle_;
    std::size_t hoveredHandleOwner_ = 0;

    // The drag in progress.
    Vec2 pressScreen_{0.0, 0.0};
    Vec2 lastScreen_{0.0, 0.0};
    Vec2 pressWorld_{0.0, 0.0};
    bool dragged_ = false;
    bool panWithLeft_ = false;
    Handle activeHandle_;
    Vec2 grabOffset_{0.0, 0.0}; // handle position minus pointer at the press, world
    std::size_t activeShape_ = 0;
    std::vector<std::pair<std::size_t, SceneShape>> before_;
    std::size_t pressedShape_ = 0;
    bool pressedOnSelected_ = false;

    std::string message_;
    bool messageIsError_ = false;
};

} // namespace hitlab
