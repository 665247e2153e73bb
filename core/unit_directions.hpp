// The 64 unit directions at the angles 2 pi i / 64 (i = 0 .. 63, the angle as the double
// 2.0 * kPi * i / 64): the first samples of minimizeSupportFunction (ellipse_math.hpp). Each is the
// cosine and sine of that double rounded to nearest, the values glibc's std::cos and std::sin return
// for it; test_unit_directions checks both in extended precision. They are written out because
// computing them on every call took about a sixth of the distance of an ellipse pair.
#pragma once

#include "hitlab/geometry.hpp"

#include <array>

namespace hitlab
{

inline constexpr std::array<Vec2, 64> kUnitDirections64 = {
    Vec2{0x1p+0, 0x0p+0}, // 0
    Vec2{0x1.fd88da3d12526p-1, 0x1.917a6bc29b42cp-4}, // 1
    Vec2{0x1.f6297cff75cbp-1, 0x1.8f8b83c69a60ap-3}, // 2
    Vec2{0x1.e9f4156c62ddap-1, 0x1.294062ed59f05p-2}, // 3
    Vec2{0x1.d906bcf328d46p-1, 0x1.87de2a6aea963p-2}, // 4
    Vec2{0x1.c38b2f180bdb1p-1, 0x1.e2b5d3806f63bp-2}, // 5
    Vec2{0x1.a9b66290ea1a3p-1, 0x1.1c73b39ae68c8p-1}, // 6
    Vec2{0x1.8bc806b151741p-1, 0x1.44cf325091dd6p-1}, // 7
    Vec2{0x1.6a09e667f3bcdp-1, 0x1.6a09e667f3bccp-1}, // 8
    Vec2{0x1.44cf325091dd6p-1, 0x1.8bc806b151741p-1}, // 9
    Vec2{0x1.1c73b39ae68c9p-1, 0x1.a9b66290ea1a3p-1}, // 10
    Vec2{0x1.e2b5d3806f63ep-2, 0x1.c38b2f180bdbp-1}, // 11
    Vec2{0x1.87de2a6aea964p-2, 0x1.d906bcf328d46p-1}, // 12
    Vec2{0x1.294062ed59f05p-2, 0x1.e9f4156c62ddbp-1}, // 13
    Vec2{0x1.8f8b83c69a60dp-3, 0x1.f6297cff75cbp-1}, // 14
    Vec2{0x1.917a6bc29b438p-4, 0x1.fd88da3d12525p-1}, // 15
    Vec2{0x1.1a62633145c07p-54, 0x1p+0}, // 16
    Vec2{-0x1.917a6bc29b42fp-4, 0x1.fd88da3d12526p-1}, // 17
    Vec2{-0x1.8f8b83c69a608p-3, 0x1.f6297cff75cbp-1}, // 18
    Vec2{-0x1.294062ed59f02p-2, 0x1.e9f4156c62ddbp-1}, // 19
    Vec2{-0x1.87de2a6aea962p-2, 0x1.d906bcf328d46p-1}, // 20
    Vec2{-0x1.e2b5d3806f63cp-2, 0x1.c38b2f180bdb1p-1}, // 21
    Vec2{-0x1.1c73b39ae68c6p-1, 0x1.a9b66290ea1a5p-1}, // 22
    Vec2{-0x1.44cf325091dd5p-1, 0x1.8bc806b151742p-1}, // 23
    Vec2{-0x1.6a09e667f3bccp-1, 0x1.6a09e667f3bcdp-1}, // 24
    Vec2{-0x1.8bc806b151741p-1, 0x1.44cf325091dd6p-1}, // 25
    Vec2{-0x1.a9b66290ea1a4p-1, 0x1.1c73b39ae68c8p-1}, // 26
    Vec2{-0x1.c38b2f180bdbp-1, 0x1.e2b5d3806f63fp-2}, // 27
    Vec2{-0x1.d906bcf328d46p-1, 0x1.87de2a6aea965p-2}, // 28
    Vec2{-0x1.e9f4156c62ddap-1, 0x1.294062ed59f06p-2}, // 29
    Vec2{-0x1.f6297cff75cbp-1, 0x1.8f8b83c69a617p-3}, // 30
    Vec2{-0x1.fd88da3d12525p-1, 0x1.917a6bc29b43cp-4}, // 31
    Vec2{-0x1p+0, 0x1.1a62633145c07p-53}, // 32
    Vec2{-0x1.fd88da3d12526p-1, -0x1.917a6bc29b42bp-4}, // 33
    Vec2{-0x1.f6297cff75cbp-1, -0x1.8f8b83c69a60ep-3}, // 34
    Vec2{-0x1.e9f4156c62ddbp-1, -0x1.294062ed59f01p-2}, // 35
    Vec2{-0x1.d906bcf328d47p-1, -0x1.87de2a6aea961p-2}, // 36
    Vec2{-0x1.c38b2f180bdb1p-1, -0x1.e2b5d3806f63bp-2}, // 37
    Vec2{-0x1.a9b66290ea1a5p-1, -0x1.1c73b39ae68c6p-1}, // 38
    Vec2{-0x1.8bc806b151742p-1, -0x1.44cf325091dd4p-1}, // 39
    Vec2{-0x1.6a09e667f3bcep-1, -0x1.6a09e667f3bccp-1}, // 40
    Vec2{-0x1.44cf325091ddap-1, -0x1.8bc806b15173ep-1}, // 41
    Vec2{-0x1.1c73b39ae68c8p-1, -0x1.a9b66290ea1a3p-1}, // 42
    Vec2{-0x1.e2b5d3806f63fp-2, -0x1.c38b2f180bdbp-1}, // 43
    Vec2{-0x1.87de2a6aea96dp-2, -0x1.d906bcf328d44p-1}, // 44
    Vec2{-0x1.294062ed59f07p-2, -0x1.e9f4156c62ddap-1}, // 45
    Vec2{-0x1.8f8b83c69a619p-3, -0x1.f6297cff75cafp-1}, // 46
    Vec2{-0x1.917a6bc29b421p-4, -0x1.fd88da3d12526p-1}, // 47
    Vec2{-0x1.a79394c9e8a0ap-53, -0x1p+0}, // 48
    Vec2{0x1.917a6bc29b407p-4, -0x1.fd88da3d12526p-1}, // 49
    Vec2{0x1.8f8b83c69a60cp-3, -0x1.f6297cff75cbp-1}, // 50
    Vec2{0x1.294062ed59fp-2, -0x1.e9f4156c62ddbp-1}, // 51
    Vec2{0x1.87de2a6aea967p-2, -0x1.d906bcf328d45p-1}, // 52
    Vec2{0x1.e2b5d3806f63ap-2, -0x1.c38b2f180bdb1p-1}, // 53
    Vec2{0x1.1c73b39ae68c5p-1, -0x1.a9b66290ea1a5p-1}, // 54
    Vec2{0x1.44cf325091dd7p-1, -0x1.8bc806b15174p-1}, // 55
    Vec2{0x1.6a09e667f3bcbp-1, -0x1.6a09e667f3bcep-1}, // 56
    Vec2{0x1.8bc806b15173ep-1, -0x1.44cf325091ddap-1}, // 57
    Vec2{0x1.a9b66290ea1a3p-1, -0x1.1c73b39ae68c8p-1}, // 58
    Vec2{0x1.c38b2f180bdafp-1, -0x1.e2b5d3806f64p-2}, // 59
    Vec2{0x1.d906bcf328d44p-1, -0x1.87de2a6aea96ep-2}, // 60
    Vec2{0x1.e9f4156c62ddap-1, -0x1.294062ed59f08p-2}, // 61
    Vec2{0x1.f6297cff75cafp-1, -0x1.8f8b83c69a61bp-3}, // 62
    Vec2{0x1.fd88da3d12526p-1, -0x1.917a6bc29b425p-4}, // 63
};

} // namespace hitlab
