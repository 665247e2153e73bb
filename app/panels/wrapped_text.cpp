#include "wrapped_text.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

namespace hitlab
{

namespace
{

// Decodes the UTF-8 character at text[at]; returns its length in bytes.
std::size_t decodeUtf8(const std::string& text, std::size_t at, unsigned& codepoint)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byte(at);
    const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    if (at + length > text.size())
    {
        codepoint = 0xFFFD;
        return 1;
    }
    codepoint = length == 1 ? lead : lead & (0xFF >> (length + 1));
    for (std::size_t i = 1; i < length; ++i)
    {
        codepoint = (codepoint << 6) | (byte(at + i) & 0x3F);
    }
    return length;
}

// Japanese is written without spaces: a line may break between any two of its characters.
bool isWide(unsigned c)
{
    return c >= 0x3000 && c < 0xFFF0;
}

// Kinsoku: closing punctuation never starts a line, opening brackets never end one.
bool mayNotStartLine(unsigned c)
{
    return c == 0x3001 || c == 0x3002 || c == 0xFF0C || c == 0xFF0E || c == 0x300D || c == 0x300F ||
           c == 0xFF09 || c == 0xFF1A || c == 0x30FC || c == 0x3063 || c == 0x30C3 || c == 0xFF1B;
}

bool mayNotEndLine(unsigned c)
{
    return c == 0x300C || c == 0x300E || c == 0xFF08;
}

} // namespace

std::vector<std::string> wrapLines(const std::string& text, float width)
{
    ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    std::vector<std::string> lines;
    std::size_t lineStart = 0;
    std::size_t lastBreak = 0; // where a new line may start, 0 for none in this line yet
    float lineWidth = 0.0F;
    unsigned previous = 0;
    const auto trimmed = [&](std::size_t from, std::size_t to)
    {
        while (to > from && text[to - 1] == ' ')
        {
            --to;
        }
        return text.substr(from, to - from);
    };
    for (std::size_t at = 0; at < text.size();)
    {
        unsigned c = 0;
        const std::size_t length = decodeUtf8(text, at, c);
        if (at > lineStart && (previous == ' ' || ((isWide(c) || isWide(previous)) && c != ' ')) &&
            !mayNotStartLine(c) && !mayNotEndLine(previous))
        {
            lastBreak = at;
        }
        lineWidth += font->GetCharAdvance(static_cast<ImWchar>(c)) * scale;
        if (lineWidth > width && at > lineStart && c != ' ')
        {
            const std::size_t breakAt = lastBreak > lineStart ? lastBreak : at;
            lines.push_back(trimmed(lineStart, breakAt));
            lineStart = breakAt;
            while (lineStart < text.size() && text[lineStart] == ' ')
            {
                ++lineStart;
            }
            lastBreak = 0;
            // Measure the carried-over part again.
            lineWidth = 0.0F;
            for (std::size_t i = lineStart; i < at + length;)
            {
                unsigned carried = 0;
                i += decodeUtf8(text, i, carried);
                lineWidth += font->GetCharAdvance(static_cast<ImWchar>(carried)) * scale;
            }
        }
        previous = c;
        at += length;
    }
    if (lineStart < text.size())
    {
        lines.push_back(trimmed(lineStart, text.size()));
    }
    return lines;
}

std::string elided(const std::string& text, float width)
{
    if (ImGui::CalcTextSize(text.c_str()).x <= width)
    {
        return text;
    }
    ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    const float room = width - ImGui::CalcTextSize("...").x;
    float used = 0.0F;
    std::size_t end = 0;
    while (end < text.size())
    {
        unsigned c = 0;
        const std::size_t length = decodeUtf8(text, end, c);
        used += font->GetCharAdvance(static_cast<ImWchar>(c)) * scale;
        if (used > room)
        {
            break;
        }
        end += length;
    }
    return text.substr(0, end) + "...";
}

void wrappedTooltip(const std::string& text)
{
    const float width = ImGui::GetFontSize() * 30.0F;
    ImGui::BeginTooltip();
    for (std::size_t start = 0; start <= text.size();)
    {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        for (const std::string& line : wrapLines(text.substr(start, end - start), width))
        {
            ImGui::TextUnformatted(line.c_str());
        }
        start = end + 1;
    }
    ImGui::EndTooltip();
}

void wrappedText(const std::string& text, const ImVec4& colour)
{
    const float width = std::max(40.0F, ImGui::GetContentRegionAvail().x);
    ImGui::BeginGroup();
    for (const std::string& line : wrapLines(text, width))
    {
        ImGui::TextColored(colour, "%s", line.c_str());
    }
    ImGui::EndGroup();
}

} // namespace hitlab
