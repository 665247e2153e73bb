// Text wrapped as Japanese is written: a line may break at a space or between two Japanese characters,
// but never before closing punctuation or after an opening bracket. ImGui 1.86 breaks at spaces only,
// which cuts Japanese lines and leaves a window that fits its contents a line short.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

namespace hitlab
{

// `text` in lines no wider than `width` pixels in the current font.
std::vector<std::string> wrapLines(const std::string& text, float width);

// `text` as it fits in `width` pixels on one line: whole, or cut after the last character that leaves
// room for "..." and ended by it.
std::string elided(const std::string& text, float width);

// A tooltip of `text`, each of its lines a paragraph wrapped at a width that grows with the UI's scale, one
// line drawn at a time so that the tooltip's box fits them (ImGui 1.86's own wrapping left a Japanese
// tooltip a line short of its text).
void wrappedTooltip(const std::string& text);

// `text` wrapped to the space left on the current line of the window. A text that fits is drawn as one
// line, as ImGui::TextColored draws it.
void wrappedText(const std::string& text, const ImVec4& colour);

} // namespace hitlab
