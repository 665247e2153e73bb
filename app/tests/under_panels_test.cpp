// The renderer leaves out the canvas under the opaque panels (uncovered_parts.hpp), and the shapes of a
// large batch that lie wholly under one. The picture must be the one drawn with the canvas everywhere,
// pixel for pixel: in both themes, at two UI scales, with 10,000 shapes, and with collapsed panels,
// whose translucent title bars must not hide the canvas. And the comparison must be able to fail:
// leaving out a few pixels more than the panels cover shows.
#include "sandbox_run.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace hitlab
{
namespace
{

using sandbox_run::differingValues;
using sandbox_run::Image;
using sandbox_run::bundledSceneArguments;
using sandbox_run::sceneCaseName;
using sandbox_run::screenshot;
using sandbox_run::workDir;

using Case = sandbox_run::SceneCase;

class CanvasUnderPanels : public ::testing::TestWithParam<Case>
{
};

TEST_P(CanvasUnderPanels, LeftOutOrDrawnThePictureIsTheSame)
{
    const Case& c = GetParam();
    const std::string arguments = bundledSceneArguments(c.arguments);
    const Image skipped = screenshot(arguments, std::string(c.name) + "_skipped.png", "");
    const Image drawn =
        screenshot(arguments, std::string(c.name) + "_drawn.png", "HITLAB_CANVAS_UNDER_PANELS=draw");
    ASSERT_EQ(skipped.width, 1024);
    ASSERT_EQ(skipped.height, 700);
    ASSERT_EQ(drawn.rgb.size(), skipped.rgb.size());
    EXPECT_EQ(differingValues(skipped, drawn), 0U) << c.name;
}

INSTANTIATE_TEST_SUITE_P(
    Scenes, CanvasUnderPanels,
    ::testing::Values(Case{"default", "default.json'"}, Case{"fan_error_map", "lesson_fan_circle.json'"},
                      Case{"ccd_ja", "lesson_ccd_compare.json' --lang ja"},
                      Case{"sat_light_scale2", "lesson_polygon_sat.json' --theme light --ui-scale 2"},
                      Case{"stress", "stress_10k.json'"}),
    sceneCaseName);

// A collapsed panel is only its title bar, which ImGui draws translucent: the canvas under it shows.
TEST(CanvasUnderPanels, ACollapsedPanelLetsTheCanvasShow)
{
    // Every panel collapsed and the welcome dismissed, so that the title bars are all there is to leave
    // out. Written again before each run, which keeps its layout in the file.
    const std::string layout = (workDir() / "collapsed_panels.ini").string();
    auto collapsedLayout = [&]
    {
        std::ofstream out(layout);
        for (const char* panel : {"palette", "inspector", "algorithms", "readout"})
        {
            out << "[Window][###panel." << panel << ".title]\nCollapsed=1\n\n";
        }
        out << "[HitlabWelcome][State]\nDismissed=1\n";
        return bundledSceneArguments("default.json' --layout '" + layout + "'");
    };
    const Image skipped = screenshot(collapsedLayout(), "collapsed_skipped.png", "");
    const Image drawn =
        screenshot(collapsedLayout(), "collapsed_drawn.png", "HITLAB_CANVAS_UNDER_PANELS=draw");
    ASSERT_EQ(drawn.rgb.size(), skipped.rgb.size());
    EXPECT_EQ(differingValues(skipped, drawn), 0U);
}

// The other way round: the comparison above must be able to fail, both where the canvas is cut into
// parts (the default scene's grid and shapes) and where a batch of many groups is drawn whole without
// the shapes wholly under a panel (stress_10k).
TEST(CanvasUnderPanels, LeavingOutMoreThanThePanelsCoverIsSeen)
{
    for (const char* scene : {"default.json'", "stress_10k.json'"})
    {
        const std::string arguments = bundledSceneArguments(scene);
        const Image wider = screenshot(arguments, "wider.png", "HITLAB_CANVAS_UNDER_PANELS=skip-wider");
        const Image drawn = screenshot(arguments, "wider_drawn.png", "HITLAB_CANVAS_UNDER_PANELS=draw");
        ASSERT_EQ(wider.rgb.size(), drawn.rgb.size());
        EXPECT_GT(differingValues(wider, drawn), 100U) << scene;
    }
}

} // namespace
} // namespace hitlab
