#include "lesson_panel.hpp"

#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

namespace hitlab
{

using namespace panel_style;

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

// The text in lines no wider than `width`, breaking at spaces and between Japanese characters
// (ImGui's own wrapping breaks at spaces only, which leaves Japanese lines ragged or cut mid-word).
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

} // namespace

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

void namedNumbersTable(const char* id, const std::vector<NamedNumber>& numbers)
{
    std::vector<std::string> values;
    float valueWidth = 0.0F;
    for (const NamedNumber& number : numbers)
    {
        values.push_back(formatted("%.6g", number.value));
        valueWidth = std::max(valueWidth, ImGui::CalcTextSize(values.back().c_str()).x);
    }
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg))
    {
        return;
    }
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthFixed, valueWidth);
    for (std::size_t i = 0; i < numbers.size(); ++i)
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        wrappedText(numbers[i].name, ImGui::GetStyleColorVec4(ImGuiCol_Text));
        if (!numbers[i].note.empty())
        {
            wrappedText(numbers[i].note, kDimText);
        }
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(values[i].c_str());
    }
    ImGui::EndTable();
}

void LessonPanel::draw(PanelContext& context)
{
    const std::optional<SceneLesson>& lesson = context.document.scene().lesson;
    if (!lesson || !context.settings.lessonPanel)
    {
        return;
    }
    const SandboxSettings& settings = context.settings;
    const bool japanese = settings.japanese();
    const std::string key = context.document.path() + "\n" + lesson->title.en;
    if (key != ticksFor_)
    {
        ticksFor_ = key;
        ticks_.assign(lesson->tryThis.size(), 0);
    }
    ticks_.resize(lesson->tryThis.size(), 0);

    // "###lesson": one window whatever the language of its title, so it keeps its place.
    const std::string windowTitle = std::string(settings.tr("panel.lesson.title")) + "###lesson";
    // Beside the canvas between the columns; it follows them when a CCD lesson widens the left one.
    placePanel(windowTitle, currentPanelLayout(context).lesson);
    if (!ImGui::Begin(windowTitle.c_str(), &context.settings.lessonPanel))
    {
        ImGui::End();
        return;
    }
    const ImVec4 plain = ImGui::GetStyleColorVec4(ImGuiCol_Text);
    wrappedText(lesson->title.in(japanese), kGoodText);
    context.items.record("lesson/title");
    ImGui::Separator();
    wrappedText(lesson->text.in(japanese), plain);
    ImGui::Spacing();
    wrappedText(settings.tr("panel.lesson.source", {uiSourceLabel(lesson->source, settings.language)}),
                kDimText);
    ImGui::Spacing();
    ImGui::TextUnformatted(settings.tr("panel.lesson.try"));
    for (std::size_t i = 0; i < lesson->tryThis.size(); ++i)
    {
        ImGui::PushID(static_cast<int>(i));
        bool done = ticks_[i] != 0;
        if (ImGui::Checkbox("##done", &done))
        {
            ticks_[i] = done ? 1 : 0;
        }
        context.items.record("lesson/try" + std::to_string(i + 1));
        tip(settings.tr("panel.lesson.done.tip"));
        ImGui::SameLine();
        wrappedText(lesson->tryThis[i].in(japanese), done ? kDimText : plain);
        ImGui::PopID();
    }
    ImGui::Spacing();
    ImGui::Separator();
    if (ImGui::Button(settings.label("panel.lesson.previous").c_str()))
    {
        context.actions.openNeighbourLesson(-1);
    }
    context.items.record("lesson/previous");
    tip(settings.tr("panel.lesson.previous.tip"));
    ImGui::SameLine();
    if (ImGui::Button(settings.label("panel.lesson.next").c_str()))
    {
        context.actions.openNeighbourLesson(1);
    }
    context.items.record("lesson/next");
    tip(settings.tr("panel.lesson.next.tip"));
    ImGui::SameLine();
    if (ImGui::Button(settings.label("panel.lesson.all").c_str()))
    {
        context.settings.lessonsWindow = true;
    }
    context.items.record("lesson/all");
    tip(settings.tr("panel.lesson.all.tip"));
    ImGui::End();
}

} // namespace hitlab
