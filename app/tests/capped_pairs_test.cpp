// A scene crowded enough that the collision pass caps its candidate pairs: the model must report the cap
// and the sandbox's warning must be produced in both languages; a scene under the cap must not warn.
// The expectation comes from counting: n circles on one spot make n (n - 1) / 2 candidate pairs, all
// in contact, against the pass's pair limit.
#include "hitlab/broadphase.hpp"
#include "i18n/ui_text.hpp"
#include "model/collisions.hpp"
#include "model/document.hpp"
#include "shape_json.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <string>

namespace hitlab
{
namespace
{

// A scene file with `count` circles of radius 10 on (around) one spot, read as the sandbox reads one.
Document crowdedDocument(int count)
{
    std::string text = R"({"version": 1, "shapes": [)";
    for (int i = 0; i < count; ++i)
    {
        text += (i == 0 ? "" : ",");
        text += R"({"id": "c)" + std::to_string(i) + R"(", "type": "circle", "cx": )" +
                std::to_string(i % 7) + R"(, "cy": )" + std::to_string(i % 5) + R"(, "r": 10})";
    }
    text += "]}";
    io::Parsed<Scene> scene = io::sceneFromText(text);
    EXPECT_TRUE(scene) << scene.error;
    Document document;
    document.reset(scene ? std::move(*scene.value) : Scene{}, {});
    return document;
}

std::size_t pairsAmong(std::size_t n)
{
    return n * (n - 1) / 2;
}

TEST(CappedPairs, ACrowdedSceneReportsTheCapAndTheWarningIsProduced)
{
    ContactSolver solver(1);
    const std::size_t limit = solver.pairLimit();
    ASSERT_EQ(limit, Broadphase::kDefaultPairLimit);
    // The fewest circles whose pairs exceed the limit.
    int count = 2;
    while (pairsAmong(static_cast<std::size_t>(count)) <= limit)
    {
        ++count;
    }
    const Document document = crowdedDocument(count);
    ASSERT_EQ(document.shapeCount(), static_cast<std::size_t>(count));
    const ContactState state = solver.compute(document, false);
    EXPECT_TRUE(state.pairsCapped);
    EXPECT_EQ(state.pairLimit, limit);
    EXPECT_EQ(state.candidatePairs, limit);
    EXPECT_LT(state.contactPairs, pairsAmong(static_cast<std::size_t>(count)));

    const std::string english = cappedPairsNotice(state, UiLanguage::English);
    const std::string japanese = cappedPairsNotice(state, UiLanguage::Japanese);
    const std::string shown = std::to_string(limit);
    EXPECT_EQ(english, "Candidate pairs capped at " + shown + ": some contacts may not be shown");
    EXPECT_NE(japanese.find(shown), std::string::npos) << japanese;
    EXPECT_NE(japanese, english);
    // The key is in the table in both languages (a missing key would come back as the key itself).
    EXPECT_EQ(english.find("status."), std::string::npos);
    EXPECT_EQ(japanese.find("status."), std::string::npos);
}

// A circle dragged onto the crowd takes the candidates over the limit: the solver, which tests only a
// dragged shape's pairs while it can, must then give the whole pass's capped state.
TEST(CappedPairs, AShapeDraggedOverTheCapGivesTheCappedState)
{
    ContactSolver solver(1);
    const std::size_t limit = solver.pairLimit();
    int count = 2;
    while (pairsAmong(static_cast<std::size_t>(count)) <= limit)
    {
        ++count;
    }
    Document document = crowdedDocument(count);
    const std::size_t last = document.shapeCount() - 1;
    const Shape onTheSpot = document.shape(last).shape;
    document.previewShape(last, Circle{{1000.0, 1000.0}, 10.0});
    const ContactState apart = solver.compute(document, false);
    ASSERT_FALSE(apart.pairsCapped);
    EXPECT_EQ(apart.candidatePairs, pairsAmong(static_cast<std::size_t>(count - 1)));

    document.previewShape(last, onTheSpot);
    const ContactState crowded = solver.compute(document, false);
    EXPECT_FALSE(solver.lastWasPartial());
    EXPECT_TRUE(crowded.pairsCapped);
    EXPECT_EQ(crowded.candidatePairs, limit);
    ContactSolver fresh(1);
    const ContactState whole = fresh.compute(document, false);
    EXPECT_EQ(crowded.inContact, whole.inContact);
    EXPECT_EQ(crowded.contactPairs, whole.contactPairs);

    // Dragged away again: under the cap, and no partial pass after a capped one.
    document.previewShape(last, Circle{{1000.0, 1000.0}, 10.0});
    const ContactState again = solver.compute(document, false);
    EXPECT_FALSE(solver.lastWasPartial());
    EXPECT_FALSE(again.pairsCapped);
    EXPECT_EQ(again.contactPairs, apart.contactPairs);
}

TEST(CappedPairs, ASceneUnderTheCapTestsEveryPairAndDoesNotWarn)
{
    ContactSolver solver(1);
    const int count = 300;
    const Document document = crowdedDocument(count);
    const ContactState state = solver.compute(document, false);
    EXPECT_FALSE(state.pairsCapped);
    EXPECT_EQ(state.contactPairs, pairsAmong(count));
    EXPECT_TRUE(cappedPairsNotice(state, UiLanguage::English).empty());
    EXPECT_TRUE(cappedPairsNotice(state, UiLanguage::Japanese).empty());
}

} // namespace
} // namespace hitlab
