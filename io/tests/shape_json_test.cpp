#include "shape_json.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "hitlab/geometry.hpp"
#include "testing/random_shapes.hpp"

namespace hitlab::io
{
namespace
{

using nlohmann::json;

Parsed<Shape> parse(const char* text)
{
    return shapeFromJson(json::parse(text), "a");
}

// The error must name the object and the field, in the form "a.FIELD: ...".
void expectFieldError(const char* text, const std::string& field)
{
    const Parsed<Shape> parsed = parse(text);
    ASSERT_FALSE(parsed) << text;
    EXPECT_EQ(parsed.error.rfind("a." + field + ":", 0), 0u) << "error was: " << parsed.error;
}

TEST(ShapeJson, ReadsEveryKind)
{
    EXPECT_TRUE(parse(R"({"type":"point","x":1,"y":2})"));
    EXPECT_TRUE(parse(R"({"type":"circle","cx":1,"cy":2,"r":3})"));
    EXPECT_TRUE(parse(R"({"type":"ellipse","cx":1,"cy":2,"rx":3,"ry":1,"angle":0.5})"));
    EXPECT_TRUE(parse(R"({"type":"rect","cx":1,"cy":2,"w":3,"h":4,"angle":0.5})"));
    EXPECT_TRUE(parse(R"({"type":"polygon","points":[[0,0],[4,0],[0,3]]})"));
    EXPECT_TRUE(parse(R"({"type":"segment","x1":0,"y1":0,"x2":1,"y2":1})"));
    EXPECT_TRUE(parse(R"({"type":"capsule","x1":0,"y1":0,"x2":1,"y2":1,"r":2})"));
    EXPECT_TRUE(parse(
        R"({"type":"fan","cx":0,"cy":0,"angle":1,"half_angle":3.141592653589793,"r_inner":0,"r_outer":5})"));
}

TEST(ShapeJson, IgnoresExtraKeys)
{
    const Parsed<Shape> parsed = parse(R"({"type":"circle","cx":1,"cy":2,"r":3,"colour":"blue","id":7})");
    ASSERT_TRUE(parsed);
    EXPECT_EQ(std::get<Circle>(*parsed.value).radius, 3.0);
}

TEST(ShapeJson, NamesTheFieldOfEveryKindOfBadInput)
{
    expectFieldError(R"({"cx":1})", "type");
    expectFieldError(R"({"type":"triangle"})", "type");
    expectFieldError(R"({"type":7})", "type");
    expectFieldError(R"({"type":"circle","cx":1,"cy":2})", "r");
    expectFieldError(R"({"type":"circle","cx":"1","cy":2,"r":3})", "cx");
    expectFieldError(R"({"type":"circle","cx":1,"cy":2,"r":0})", "r");
    expectFieldError(R"({"type":"circle","cx":1,"cy":2,"r":-4})", "r");
    expectFieldError(R"({"type":"ellipse","cx":1,"cy":2,"rx":3,"ry":0,"angle":0})", "ry");
    expectFieldError(R"({"type":"rect","cx":1,"cy":2,"w":-3,"h":4,"angle":0})", "w");
    expectFieldError(R"({"type":"rect","cx":1,"cy":2,"w":3,"h":4})", "angle");
    expectFieldError(R"({"type":"segment","x1":0,"y1":0,"x2":0,"y2":0})", "x2");
    expectFieldError(R"({"type":"capsule","x1":0,"y1":0,"x2":1,"y2":0,"r":0})", "r");
    expectFieldError(R"({"type":"fan","cx":0,"cy":0,"angle":0,"half_angle":4,"r_inner":0,"r_outer":5})",
                     "half_angle");
    expectFieldError(R"({"type":"fan","cx":0,"cy":0,"angle":0,"half_angle":0,"r_inner":0,"r_outer":5})",
                     "half_angle");
    expectFieldError(R"({"type":"fan","cx":0,"cy":0,"angle":0,"half_angle":1,"r_inner":5,"r_outer":5})",
                     "r_inner");
    expectFieldError(R"({"type":"fan","cx":0,"cy":0,"angle":0,"half_angle":1,"r_inner":-1,"r_outer":5})",
                     "r_inner");
    expectFieldError(R"({"type":"polygon","points":[[0,0],[4,0]]})", "points");
    expectFieldError(R"({"type":"polygon","points":[[0,0],[4,0],[1,1],[0,4]]})", "points");
    expectFieldError(R"({"type":"polygon","points":[[0,0],[1,0],[2,0]]})", "points");
    expectFieldError(R"({"type":"polygon","points":[[0,0],[4,0],"x"]})", "points[2]");
    expectFieldError(R"({"type":"polygon"})", "points");
}

// A value nested 100,000 deep, built and moved without recursion (a copy would recurse).
json deepValue()
{
    json deep = 1;
    for (int i = 0; i < 100000; ++i)
    {
        json outer = json::array();
        outer.push_back(std::move(deep));
        deep = std::move(outer);
    }
    return deep;
}

TEST(ShapeJson, EchoesBadValuesCutShort)
{
    constexpr std::size_t kLongestMessage = 400;
    json deepField = {{"type", "circle"}, {"cy", 0}, {"r", 1}};
    deepField["cx"] = deepValue();
    json deepType = json::object();
    deepType["type"] = deepValue();
    json deepObject = deepValue();
    for (const json* object : {&deepField, &deepType, &deepObject})
    {
        const Parsed<Shape> parsed = shapeFromJson(*object, "a");
        ASSERT_FALSE(parsed);
        EXPECT_LT(parsed.error.size(), kLongestMessage) << parsed.error.substr(0, kLongestMessage);
        EXPECT_NE(parsed.error.find("[[[[..."), std::string::npos) << parsed.error.substr(0, kLongestMessage);
    }
    const Parsed<Shape> type = shapeFromJson(json{{"type", std::string(5'000'000, 't')}}, "a");
    ASSERT_FALSE(type);
    EXPECT_LT(type.error.size(), kLongestMessage) << type.error.substr(0, kLongestMessage);
}

TEST(ShapeJson, MessagesPrintNumbersInShortestForm)
{
    const Parsed<Shape> tiny = parse(R"({"type":"circle","cx":0,"cy":0,"r":-1e-300})");
    ASSERT_FALSE(tiny);
    EXPECT_NE(tiny.error.find("got -1e-300"), std::string::npos) << tiny.error;
    const Parsed<Shape> far = parse(R"({"type":"segment","x1":-1e154,"y1":0.5,"x2":1e154,"y2":0.5})");
    ASSERT_FALSE(far);
    EXPECT_EQ(far.error.rfind("a.x1: ", 0), 0u) << far.error;
    EXPECT_NE(far.error.find("1e+15"), std::string::npos) << far.error;
}

TEST(ShapeJson, RejectsNonFiniteNumbers)
{
    // JSON text has no literal for infinity or NaN, but a document built in memory can hold them.
    const json infinite = {{"type", "point"}, {"x", std::numeric_limits<double>::infinity()}, {"y", 0.0}};
    const Parsed<Shape> parsed = shapeFromJson(infinite, "a");
    ASSERT_FALSE(parsed);
    EXPECT_EQ(parsed.error.rfind("a.x:", 0), 0u) << parsed.error;
    const json notANumber = {{"type", "circle"}, {"cx", 0.0}, {"cy", 0.0}, {"r", std::nan("")}};
    const Parsed<Shape> parsedNan = shapeFromJson(notANumber, "a");
    ASSERT_FALSE(parsedNan);
    EXPECT_EQ(parsedNan.error.rfind("a.r:", 0), 0u) << parsedNan.error;
}

TEST(ShapeJson, RoundTripsRandomShapesOfEveryKind)
{
    std::mt19937_64 rng(11);
    for (int kind = 0; kind < kShapeKindCount; ++kind)
    {
        for (int i = 0; i < 20; ++i)
        {
            const Shape shape = randomShape(static_cast<ShapeKind>(kind), rng);
            const Parsed<Shape> back = shapeFromJson(shapeToJson(shape), "a");
            ASSERT_TRUE(back) << back.error;
            EXPECT_EQ(shapeToJson(*back.value), shapeToJson(shape));
        }
    }
}

TEST(ShapeJson, ClockwisePolygonComesBackCounterClockwise)
{
    const Parsed<Shape> parsed = parse(R"({"type":"polygon","points":[[0,0],[0,3],[4,0]]})");
    ASSERT_TRUE(parsed);
    const Polygon& polygon = std::get<Polygon>(*parsed.value);
    EXPECT_GT(signedArea(polygon.vertices), 0.0);
}

} // namespace
} // namespace hitlab::io
