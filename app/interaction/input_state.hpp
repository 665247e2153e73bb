// The pointer and keyboard as the canvas sees them for one frame, filled either from SDL events
// (sdl_input.hpp) or by a script (script/script_player.hpp), so tests drive exactly the code a user does.
#pragma once

#include "hitlab/shapes.hpp"

#include <array>
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

// Positions are window pixels.
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
    std::string text;              // characters typed this frame (UTF-8), for the focused text field

    // Clears the per-frame events, keeping what is held.
    void beginFrame();
    bool pressedKey(const std::string& name) const;
};

} // namespace hitlab
