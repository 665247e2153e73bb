// Parsing that never throws and names the place at fault, and the bounded echo of values in messages.
#include "json_text.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hitlab::io
{
namespace
{

using nlohmann::json;

// A value nested `depth` arrays deep, built without recursion.
json nestedArrays(int depth)
{
    json value = 1;
    for (int i = 0; i < depth; ++i)
    {
        json outer = json::array();
        outer.push_back(std::move(value));
        value = std::move(outer);
    }
    return value;
}

bool isUtf8(const std::string& text)
{
    try
    {
        (void)json(text).dump();
        return true;
    }
    catch (const json::type_error&)
    {
        return false;
    }
}

TEST(Echo, ShortValuesReadAsCompactJson)
{
    const json value = json::parse(R"({"b": [1, -2, 2.5, 1e300, true, null], "a": "x\"y"})");
    EXPECT_EQ(echo(value, 1000), R"({"a":"x\"y","b":[1,-2,2.5,1e+300,true,null]})");
    EXPECT_EQ(echo(json(1.0)), "1.0") << "a float stays a float";
    EXPECT_EQ(echo(json(-1e-300)), "-1e-300");
    EXPECT_EQ(echo(json(18446744073709551615ull)), "18446744073709551615");
    EXPECT_EQ(echo(json::array()), "[]");
    EXPECT_EQ(echo(json::object()), "{}");
}

TEST(Echo, LongOrDeepValuesAreCutWithoutRecursion)
{
    constexpr std::size_t kLimit = 20;
    constexpr std::size_t kLongestEscape = 6; // one character escaped as \u00XX
    const std::string deep = echo(nestedArrays(1'000'000), kLimit);
    EXPECT_EQ(deep, std::string(kLimit, '[') + "...");
    const std::string longString = echo(json(std::string(5'000'000, 'x')), kLimit);
    EXPECT_EQ(longString, "\"" + std::string(kLimit - 1, 'x') + "...");
    json wide = json::array();
    for (int i = 0; i < 100000; ++i)
    {
        wide.push_back(i);
    }
    EXPECT_LE(echo(wide, kLimit).size(), kLimit + kLongestEscape + 3);
}

TEST(Echo, StringsAreEscapedAndAlwaysValidUtf8)
{
    EXPECT_EQ(echoString("a\nb\x01"), R"("a\nb\u0001")");
    EXPECT_EQ(echoString("\xff\xfe"), R"("\xff\xfe")") << "bytes that are not UTF-8 are shown, not copied";
    EXPECT_EQ(echoString("\xed\xa0\x80"), R"("\xed\xa0\x80")") << "a surrogate is not UTF-8";
    EXPECT_EQ(echoKey("circle/blob"), "circle/blob");
    // Cut inside a run of three-byte characters: the cut never splits one.
    std::string japanese;
    for (int i = 0; i < 100; ++i)
    {
        japanese += "\xe5\x86\x86"; // U+5186
    }
    for (std::size_t limit = 1; limit < 20; ++limit)
    {
        EXPECT_TRUE(isUtf8(echoString(japanese, limit))) << limit;
        EXPECT_TRUE(isUtf8(echoKey(japanese, limit))) << limit;
    }
}

TEST(ParseJson, AcceptsWhatTheLibraryParserAcceptsAndBuildsTheSameValue)
{
    for (const auto& entry : std::filesystem::directory_iterator(HITLAB_SOURCE_DIR "/assets/scenes"))
    {
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        const ParsedJson parsed = parseJson(text.str());
        ASSERT_TRUE(parsed) << entry.path() << ": " << parsed.error;
        EXPECT_EQ(parsed.value, json::parse(text.str())) << entry.path();
    }
    for (const char* text :
         {"1", "-0.5", "\"s\"", "[]", "{}", "null", R"({"a": 1, "b": {"a": 2}})", "[[1], {\"k\": [2]}]"})
    {
        const ParsedJson parsed = parseJson(text);
        ASSERT_TRUE(parsed) << text << ": " << parsed.error;
        EXPECT_EQ(parsed.value, json::parse(text)) << text;
    }
}

// The library's parser keeps the later of two values under one key: a scene with "shapes" twice lost the
// first list, a shape with "cx" twice kept one centre without a word. The same key in different objects
// is fine.
TEST(ParseJson, RefusesAKeyRepeatedInOneObjectNamingIt)
{
    const std::pair<const char*, const char*> cases[] = {
        {R"({"a": 1, "a": 2})", "a: the key appears twice in the same object"},
        {R"({"version": 1, "shapes": [{"id": "x"}], "shapes": []})",
         "shapes: the key appears twice in the same object"},
        {R"({"shapes": [{"id": "x", "cx": 0, "cy": 1, "cx": 5}]})",
         "shapes[0].cx: the key appears twice in the same object"},
        {R"({"a": {"type": "point", "x": 1, "y": 2, "type": "circle"}, "b": 3})",
         "a.type: the key appears twice in the same object"},
    };
    for (const auto& [text, expected] : cases)
    {
        const ParsedJson parsed = parseJson(text);
        EXPECT_FALSE(parsed) << text;
        EXPECT_EQ(parsed.error, expected) << text;
    }
    EXPECT_TRUE(parseJson(R"({"a": {"x": 1}, "b": {"x": 1}, "x": [{"x": 2}, {"x": 3}]})"));
}

// The library's lexer stops at a NUL byte as at the end of the input: a document followed by a NUL and
// anything at all was read as if it ended there.
TEST(ParseJson, RefusesANulByteWhereverItIsNamingItsPlace)
{
    using namespace std::string_literals;
    const std::pair<std::string, std::string> cases[] = {
        {"{\"a\": 1}\0{\"a\": 2}"s,
         "not valid JSON at byte 9 (line 1, column 9): a NUL byte, which JSON text never holds"},
        {"{\"version\": 1, \"shapes\": []}\0 trailing"s,
         "not valid JSON at byte 29 (line 1, column 29): a NUL byte, which JSON text never holds"},
        {"{\"a\":\n \"x\0y\"}"s,
         "not valid JSON at byte 10 (line 2, column 4): a NUL byte, which JSON text never holds"},
        {"\0"s, "not valid JSON at byte 1 (line 1, column 1): a NUL byte, which JSON text never holds"},
    };
    for (const auto& [text, expected] : cases)
    {
        const ParsedJson parsed = parseJson(text);
        EXPECT_FALSE(parsed);
        EXPECT_EQ(parsed.error, expected);
    }
}

TEST(ParseJson, NamesThePathOfANumberBeyondTheDoubleRange)
{
    const std::pair<const char*, const char*> cases[] = {
        {"1e400", "the number 1e400 is beyond the range of a double (byte 5)"},
        {R"({"a": {"cx": -1e999}})", "a.cx: the number -1e999"},
        {R"({"shapes": [{"x": 0}, {"points": [[0, 0], [1, 1e400]]}]})", "shapes[1].points[1][1]: the number"},
        {R"([[1, 2], [3], 1e309])", "[2]: the number 1e309"},
    };
    for (const auto& [text, expected] : cases)
    {
        const ParsedJson parsed = parseJson(text);
        ASSERT_FALSE(parsed) << text;
        EXPECT_EQ(parsed.error.rfind(expected, 0), 0u) << parsed.error;
    }
}

TEST(ParseJson, RefusesNestingBeyondTheLimitAndAcceptsItUpToIt)
{
    const auto text = [](std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); };
    EXPECT_TRUE(parseJson(text(kMaxJsonDepth)));
    const ParsedJson tooDeep = parseJson(text(kMaxJsonDepth + 1));
    ASSERT_FALSE(tooDeep);
    EXPECT_NE(tooDeep.error.find("nested deeper than 256"), std::string::npos) << tooDeep.error;
    EXPECT_LT(tooDeep.error.size(), 300u) << tooDeep.error;
    const ParsedJson veryDeep = parseJson(text(1'000'000));
    ASSERT_FALSE(veryDeep);
    EXPECT_LT(veryDeep.error.size(), 300u) << veryDeep.error;
}

TEST(ParseJson, SyntaxErrorsNameTheByteAndWhatWasExpected)
{
    const ParsedJson missingColon = parseJson(R"({"a" 1})");
    ASSERT_FALSE(missingColon);
    EXPECT_EQ(missingColon.error,
              "not valid JSON at byte 6 (line 1, column 6): syntax error while parsing object "
              "separator - unexpected number literal; expected ':'");
    const ParsedJson trailing = parseJson("{}\n{}");
    ASSERT_FALSE(trailing);
    EXPECT_NE(trailing.error.find("line 2, column 1"), std::string::npos) << trailing.error;
    EXPECT_NE(trailing.error.find("expected end of input"), std::string::npos) << trailing.error;
    // An unterminated 5 MB string: the token read last is cut.
    const ParsedJson unterminated = parseJson("\"" + std::string(5'000'000, 's'));
    ASSERT_FALSE(unterminated);
    EXPECT_LT(unterminated.error.size(), 400u) << unterminated.error.substr(0, 400);
    // Bytes that are not UTF-8 inside a string: the message shows them escaped and stays UTF-8.
    const ParsedJson notUtf8 = parseJson("[\"\xff\"]");
    ASSERT_FALSE(notUtf8);
    EXPECT_TRUE(isUtf8(notUtf8.error)) << notUtf8.error;
    EXPECT_FALSE(parseJson(""));
}

} // namespace
} // namespace hitlab::io
