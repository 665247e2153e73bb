// Lines wrapped as Japanese is written (panels/wrapped_text.hpp), in ImGui's built-in font: every line
// fits its width, no character is lost, and the rules of where a line may break hold.
#include "panels/wrapped_text.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include <string>
#include <vector>

namespace hitlab
{
namespace
{

// An ImGui frame with its built-in font, for the measures wrapLines takes from it.
class WrappedText : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(800.0F, 600.0F);
        unsigned char* pixels = nullptr;
        int width = 0;
        int height = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
        ImGui::NewFrame();
    }
    void TearDown() override
    {
        ImGui::EndFrame();
        ImGui::DestroyContext();
    }
};

float widthOf(const std::string& line)
{
    return ImGui::CalcTextSize(line.c_str()).x;
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string text;
    for (const std::string& line : lines)
    {
        text += line;
    }
    return text;
}

TEST_F(WrappedText, EnglishBreaksAtSpacesOnlyAndEveryLineFits)
{
    const std::string text =
        "The scene gives it in Japanese as a caption; edited, it shows as typed in both languages";
    const float width = widthOf("The scene gives it in Japanese");
    const std::vector<std::string> lines = wrapLines(text, width);
    ASSERT_GT(lines.size(), 2U);
    std::string words;
    for (const std::string& line : lines)
    {
        EXPECT_LE(widthOf(line), width + 0.5F) << line;
        EXPECT_NE(line.front(), ' ');
        EXPECT_NE(line.back(), ' ');
        words += (words.empty() ? "" : " ") + line;
    }
    EXPECT_EQ(words, text);
    EXPECT_EQ(wrapLines("short", 1000.0F), std::vector<std::string>{"short"});
}

TEST_F(WrappedText, JapaneseBreaksBetweenCharactersButNotBeforeClosingPunctuation)
{
    const std::string text =
        "キャンバスに表示する図形の名前（Enter で確定）。日本語の表示では、このシーンが用意した「扇形」"
        "になります。書き換えると、どちらの言語でも入力したとおりに表示されます";
    for (const float characters : {5.0F, 7.0F, 11.0F, 16.0F})
    {
        const float width = widthOf("あ") * characters;
        const std::vector<std::string> lines = wrapLines(text, width);
        SCOPED_TRACE(characters);
        ASSERT_GT(lines.size(), 3U);
        // Only the spaces a line broke at are gone.
        std::string withoutSpaces = text;
        std::erase(withoutSpaces, ' ');
        std::string linesWithoutSpaces = joined(lines);
        std::erase(linesWithoutSpaces, ' ');
        EXPECT_EQ(linesWithoutSpaces, withoutSpaces);
        for (std::size_t i = 0; i < lines.size(); ++i)
        {
            const std::string& line = lines[i];
            // A line the closing mark joined may pass the width by that one mark.
            EXPECT_LE(widthOf(line), width + widthOf("。") + 0.5F) << line;
            for (const char* closing : {"、", "。", "）", "」"})
            {
                EXPECT_FALSE(i > 0 && line.starts_with(closing)) << line;
            }
            for (const char* opening : {"（", "「"})
            {
                EXPECT_FALSE(i + 1 < lines.size() && line.ends_with(opening)) << line;
            }
        }
    }
}

// The status line's message in the room it has: whole when it fits, else its longest beginning that
// leaves room for "...", cut between characters (a path has no spaces), never inside one.
TEST_F(WrappedText, ElidedFitsItsWidthAndKeepsWholeCharacters)
{
    const std::string message = "開けませんでした：/a/very/long/path/without/any/space/in/it/scene.json";
    EXPECT_EQ(elided(message, widthOf(message)), message);
    for (const float width : {40.0F, 90.0F, 150.0F, 260.0F})
    {
        const std::string cut = elided(message, width);
        SCOPED_TRACE(width);
        ASSERT_TRUE(cut.ends_with("..."));
        const std::string kept = cut.substr(0, cut.size() - 3);
        EXPECT_TRUE(message.starts_with(kept));
        EXPECT_LE(widthOf(cut), width);
        // One more character would not have fitted.
        const std::size_t next =
            kept.size() + (static_cast<unsigned char>(message[kept.size()]) >= 0xE0 ? 3 : 1);
        EXPECT_GT(widthOf(message.substr(0, next) + "..."), width);
    }
}

} // namespace
} // namespace hitlab
