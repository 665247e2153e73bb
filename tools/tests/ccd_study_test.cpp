// The accuracy study of rotational CCD (ccd_study.hpp): the motion models, the class counts against the
// method counts (the thesis's eq. 3.1-3.6), and a summary that does not depend on the thread count.
#include "ccd_study.hpp"

#include "hitlab/geometry.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <thread>

namespace hitlab
{
namespace
{

// Constructions computed by hand: agreement up to rounding of a few operations.
constexpr double kHandTolerance = 1e-12;

TEST(CcdStudy, MotionsFollowTheirModels)
{
    for (std::uint64_t i = 0; i < 500; ++i)
    {
        const RotationalMotion t = studyMotion(MotionModel::Thesis, 5, i);
        const Vec2 offset = t.box.center - t.pivot;
        const double distance = std::sqrt(lengthSquared(offset));
        ASSERT_GE(distance, 12.5);
        ASSERT_LE(distance, 25.0);
        // (P - O) along Y': perpendicular to X'.
        ASSERT_NEAR(glm::dot(offset / distance, unitFromAngle(t.box.angle)), 0.0, kHandTolerance);
        ASSERT_GT(glm::dot(offset, perp(unitFromAngle(t.box.angle))), 0.0);
        ASSERT_GT(t.box.width, 0.0);
        ASSERT_LE(t.box.width, 25.0);
        ASSERT_GT(t.box.height, 0.0);
        ASSERT_LE(t.box.height, 25.0);
        ASSERT_GE(t.angle, 0.0);
        ASSERT_LE(t.angle, 2.0 * kPi);

        const RotationalMotion g = studyMotion(MotionModel::General, 5, i);
        const Vec2 local = toLocal(g.pivot, g.box.center, unitFromAngle(g.box.angle));
        ASSERT_FALSE(std::abs(local.x) < 0.5 * g.box.width && std::abs(local.y) < 0.5 * g.box.height);
        ASSERT_LE(std::abs(g.angle), 2.0 * kPi);
    }
    // A pure function of (model, seed, index).
    EXPECT_EQ(studyMotion(MotionModel::General, 9, 17).box.center,
              studyMotion(MotionModel::General, 9, 17).box.center);
    EXPECT_NE(studyMotion(MotionModel::General, 9, 17).box.center,
              studyMotion(MotionModel::General, 10, 17).box.center);
}

TEST(CcdStudy, ClassCountsAddUpAndMatchTheMethodCounts)
{
    StudyOptions options;
    options.referenceStep = 0.05;
    for (std::uint64_t i = 0; i < 60; ++i)
    {
        const MotionModel model = i % 2 == 0 ? MotionModel::Thesis : MotionModel::General;
        const MotionEvaluation e = evaluateMotion(studyMotion(model, 3, i), options);
        const auto& n = e.classes.counts; // A..G = n[0]..n[6]
        int sum = e.classes.none;
        for (const int count : n)
        {
            sum += count;
        }
        ASSERT_EQ(sum, kStudyGridSide * kStudyGridSide);
        const SetCounts& s = e.methods[static_cast<int>(CcdMethod::Sccd)];
        const SetCounts& f = e.methods[static_cast<int>(CcdMethod::ThesisFan)];
        // Eq. 3.1 / 3.3 / 3.4 (S-CCD) and 3.2 / 3.5 / 3.6 (fan) from the classes.
        ASSERT_EQ(s.both, n[3] + n[6]);
        ASSERT_EQ(s.methodOnly, n[1] + n[5]);
        ASSERT_EQ(s.referenceOnly, n[0] + n[4]);
        ASSERT_EQ(f.both, n[4] + n[6]);
        ASSERT_EQ(f.methodOnly, n[2] + n[5]);
        ASSERT_EQ(f.referenceOnly, n[0] + n[3]);
        ASSERT_EQ(s.unionSize(), sum - e.classes.none - n[2]);
        ASSERT_EQ(f.unionSize(), sum - e.classes.none - n[1]);
        ASSERT_EQ(e.referencePoints, n[0] + n[3] + n[4] + n[6]);
        // The scores of one method add up to 1.
        for (const SetCounts& counts : e.methods)
        {
            if (counts.unionSize() > 0)
            {
                const Score score = scoreOf(counts);
                ASSERT_NEAR(score.accuracy + score.over + score.under, 1.0, kHandTolerance);
            }
        }
        // The conservative fan contains the reference, and the reference (poses) lies in the exact sweep.
        ASSERT_EQ(e.methods[static_cast<int>(CcdMethod::ConservativeFan)].referenceOnly, 0) << "motion " << i;
        ASSERT_EQ(e.methods[static_cast<int>(CcdMethod::Exact)].referenceOnly, 0) << "motion " << i;
    }
}

// A short study with a coarse reference: quick, and every method still scored.
StudyOptions quickStudy(int motions, int threads)
{
    StudyOptions options;
    options.motions = motions;
    options.seed = 8;
    options.referenceStep = 0.05;
    options.threads = threads;
    return options;
}

TEST(CcdStudy, SummaryDoesNotDependOnThreadsAndAddsUp)
{
    StudyOptions options = quickStudy(40, 1);
    const StudySummary one = runStudy(options);
    options.threads = 3;
    const StudySummary three = runStudy(options);
    for (int m = 0; m < kCcdMethodCount; ++m)
    {
        EXPECT_EQ(one.methods[m].accuracy, three.methods[m].accuracy);
        EXPECT_EQ(one.methods[m].over, three.methods[m].over);
        EXPECT_EQ(one.methods[m].under, three.methods[m].under);
    }
    EXPECT_EQ(one.classTotals.counts, three.classTotals.counts);
    EXPECT_EQ(one.motions, 40);
    int angleMotions = 0;
    for (const StudyBin& bin : one.byAngle)
    {
        angleMotions += bin.motions;
    }
    int aspectMotions = 0;
    for (const StudyBin& bin : one.byAspect)
    {
        aspectMotions += bin.motions;
    }
    EXPECT_EQ(one.byAngle.size(), static_cast<size_t>(kAngleBins));
    EXPECT_EQ(angleMotions, one.counted);
    EXPECT_EQ(aspectMotions, one.counted);
    EXPECT_EQ(one.methods[static_cast<int>(CcdMethod::ConservativeFan)].under, 0.0);
}

// A study run beside a UI counts the motions it has evaluated, and a stop set before it starts leaves
// every motion undone; one set from another thread while it runs ends it early.
TEST(CcdStudy, CountsItsMotionsAndStopsWhenAsked)
{
    StudyOptions options = quickStudy(30, 2);
    std::atomic<int> done{0};
    std::atomic<bool> stop{false};
    options.done = &done;
    options.stop = &stop;
    runStudy(options);
    EXPECT_EQ(done.load(), 30);

    done = 0;
    stop = true;
    runStudy(options);
    EXPECT_EQ(done.load(), 0);

    done = 0;
    stop = false;
    options.motions = 20000;
    std::thread stopper(
        [&]
        {
            while (done.load() < 10)
            {
                std::this_thread::yield();
            }
            stop = true;
        });
    runStudy(options);
    stopper.join();
    EXPECT_GE(done.load(), 10);
    EXPECT_LT(done.load(), 20000);
}

} // namespace
} // namespace hitlab
