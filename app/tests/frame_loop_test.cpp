// The main loop's pure parts: when the interactive sandbox may sleep (RedrawSchedule), how --profile
// reports its frames (FrameProfile) and what the Timings panel calls a frame (FrameClock).
#include "frame_clock.hpp"
#include "frame_profile.hpp"
#include "redraw_schedule.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <thread>

namespace hitlab
{
namespace
{

// A frame after the loop slept is timed from its waking, not from the frame before the sleep (which
// made a pause show as 0.1 FPS); frames drawn back to back are timed swap to swap, the pause included
// when nothing says the loop slept. The margins are whole tenths of a second, far above scheduling.
TEST(FrameClock, ASleepBeforeAFrameIsNotPartOfIt)
{
    using namespace std::chrono_literals;
    FrameClock clock;
    std::this_thread::sleep_for(300ms);
    EXPECT_GE(clock.lapFrame(), 300.0) << "back to back: the time since the last frame";
    std::this_thread::sleep_for(300ms);
    clock.wokeUp();
    EXPECT_LT(clock.lapFrame(), 200.0) << "after a sleep: only the time since waking";
}

TEST(RedrawSchedule, DrawsTheFirstFramesThenSleepsWithoutLimit)
{
    RedrawSchedule schedule;
    for (int i = 0; i < RedrawSchedule::kSettleFrames; ++i)
    {
        EXPECT_FALSE(schedule.beforeFrame(false, false).wait) << "frame " << i;
        schedule.frameDrawn();
    }
    const RedrawSchedule::Wait idle = schedule.beforeFrame(false, false);
    EXPECT_TRUE(idle.wait);
    EXPECT_LT(idle.timeoutMs, 0);
    EXPECT_FALSE(idle.redrawOnTimeout);
}

TEST(RedrawSchedule, AnEventBuysTheSettleFramesAgain)
{
    RedrawSchedule schedule;
    for (int i = 0; i < RedrawSchedule::kSettleFrames; ++i)
    {
        schedule.frameDrawn();
    }
    schedule.eventArrived();
    for (int i = 0; i < RedrawSchedule::kSettleFrames; ++i)
    {
        EXPECT_FALSE(schedule.beforeFrame(false, false).wait) << "frame " << i;
        schedule.frameDrawn();
    }
    EXPECT_TRUE(schedule.beforeFrame(false, false).wait);
}

TEST(RedrawSchedule, AnimationAndTextInputWakeOnATimer)
{
    RedrawSchedule schedule;
    for (int i = 0; i < RedrawSchedule::kSettleFrames; ++i)
    {
        schedule.frameDrawn();
    }
    const RedrawSchedule::Wait animation = schedule.beforeFrame(true, false);
    EXPECT_TRUE(animation.wait);
    EXPECT_EQ(animation.timeoutMs, RedrawSchedule::kAnimationWakeMs);
    EXPECT_TRUE(animation.redrawOnTimeout);
    const RedrawSchedule::Wait typing = schedule.beforeFrame(false, true);
    EXPECT_EQ(typing.timeoutMs, RedrawSchedule::kCursorBlinkWakeMs);
    EXPECT_TRUE(typing.redrawOnTimeout);
}

TEST(FrameProfile, MedianOfOddAndEvenCounts)
{
    EXPECT_EQ(medianOf({}), 0.0);
    EXPECT_EQ(medianOf({3.0, 1.0, 2.0}), 2.0);
    EXPECT_EQ(medianOf({4.0, 1.0, 3.0, 2.0}), 2.5);
}

TEST(FrameProfile, ReportIsOneJsonLineWithMediansAndTheWorstFrame)
{
    FrameProfile profile;
    profile.addFrame(10.0, {1, 2, 3, 4, 5, 6, 7});
    profile.addFrame(30.0, {3, 2, 3, 4, 5, 6, 7});
    profile.addFrame(20.0, {2, 2, 3, 4, 5, 6, 9});
    const std::string line = profile.report();
    EXPECT_EQ(line.find('\n'), std::string::npos);
    const nlohmann::json report = nlohmann::json::parse(line);
    EXPECT_EQ(report["frames"], 3);
    EXPECT_DOUBLE_EQ(report["median_ms"].get<double>(), 20.0);
    EXPECT_DOUBLE_EQ(report["worst_ms"].get<double>(), 30.0);
    ASSERT_EQ(report["parts"].size(), kFramePartCount);
    EXPECT_DOUBLE_EQ(report["parts"]["events"].get<double>(), 2.0);
    EXPECT_DOUBLE_EQ(report["parts"]["swap_finish"].get<double>(), 7.0);
    for (const char* name : kFramePartNames)
    {
        EXPECT_TRUE(report["parts"].contains(name)) << name;
    }
}

} // namespace
} // namespace hitlab
