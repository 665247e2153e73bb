#include "input_state.hpp"

#include <algorithm>

namespace hitlab
{

void InputState::beginFrame()
{
    pressed = {};
    released = {};
    wheel = 0.0;
    keys.clear();
    text.clear();
}

bool InputState::pressedKey(const std::string& name) const
{
    return std::find(keys.begin(), keys.end(), name) != keys.end();
}

} // namespace hitlab
