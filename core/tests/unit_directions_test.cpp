// The table of unit directions (unit_directions.hpp) holds the correctly rounded cosine and sine of
// each angle, checked in extended precision, and the values the C library computes for them, so that
// the support-function search samples exactly the directions it sampled when it computed them.
#include "unit_directions.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace hitlab
{
namespace
{

// |value - exact| in units of value's last place.
double ulpsFrom(double value, long double exact)
{
    const double ulp = std::nextafter(std::abs(value), INFINITY) - std::abs(value);
    const double smallest = std::numeric_limits<double>::denorm_min();
    return static_cast<double>(std::abs(static_cast<long double>(value) - exact) / std::max(ulp, smallest));
}

TEST(UnitDirections, EachIsTheRoundedCosineAndSineOfItsAngle)
{
    const int count = static_cast<int>(kUnitDirections64.size());
    for (int i = 0; i < count; ++i)
    {
        const double angle = 2.0 * kPi * i / count;
        const Vec2 direction = kUnitDirections64[static_cast<std::size_t>(i)];
        EXPECT_LE(ulpsFrom(direction.x, std::cos(static_cast<long double>(angle))), 0.5 + 1e-3) << i;
        EXPECT_LE(ulpsFrom(direction.y, std::sin(static_cast<long double>(angle))), 0.5 + 1e-3) << i;
        EXPECT_EQ(direction.x, std::cos(angle)) << i;
        EXPECT_EQ(direction.y, std::sin(angle)) << i;
    }
}

} // namespace
} // namespace hitlab
