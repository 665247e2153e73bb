// The presentation's rules (model/presentation.hpp): the scale's steps and limits, --ui-scale parsing and
// the theme names.
#include "model/presentation.hpp"

#include <gtest/gtest.h>

namespace hitlab
{
namespace
{

TEST(Presentation, ScaleStepsStayOnTheGridAndInsideTheLimits)
{
    EXPECT_FLOAT_EQ(steppedUiScale(1.0F, 1), 1.25F);
    EXPECT_FLOAT_EQ(steppedUiScale(1.0F, -1), 0.75F);
    EXPECT_FLOAT_EQ(steppedUiScale(1.3F, 1), 1.5F); // a --ui-scale between steps snaps to the grid
    EXPECT_FLOAT_EQ(steppedUiScale(kMaxUiScale, 1), kMaxUiScale);
    EXPECT_FLOAT_EQ(steppedUiScale(kMinUiScale, -1), kMinUiScale);
    EXPECT_FLOAT_EQ(steppedUiScale(1.0F, 100), kMaxUiScale);
}

TEST(Presentation, UiScaleFlagAcceptsTheRangeAndNamesTheLimitsOtherwise)
{
    std::string error;
    ASSERT_TRUE(parseUiScale("2", error).has_value());
    EXPECT_FLOAT_EQ(*parseUiScale("0.5", error), 0.5F);
    EXPECT_FLOAT_EQ(*parseUiScale("4", error), 4.0F);
    EXPECT_FLOAT_EQ(*parseUiScale("1.5", error), 1.5F);
    for (const char* bad : {"0.49", "4.01", "", "x", "1.5x", "inf", "nan", "-2"})
    {
        error.clear();
        EXPECT_FALSE(parseUiScale(bad, error).has_value()) << bad;
        EXPECT_EQ(error, std::string("--ui-scale: expected a scale in 0.5..4, got ") + bad);
    }
}

TEST(Presentation, ThemeNamesGoBothWays)
{
    EXPECT_EQ(themeFromName("dark"), Theme::Dark);
    EXPECT_EQ(themeFromName("light"), Theme::Light);
    EXPECT_FALSE(themeFromName("Light").has_value());
    EXPECT_STREQ(themeName(Theme::Light), "light");
    EXPECT_STREQ(themeName(Theme::Dark), "dark");
}

} // namespace
} // namespace hitlab
