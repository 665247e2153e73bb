// UTF-8 as Unicode defines it, for the places that pass text on to formats that demand it (JSON
// messages, SVG figures): a scene file's strings and a file's name may hold any bytes.
#pragma once

#include <cstddef>
#include <string_view>

namespace hitlab::io
{

// The length of the well-formed UTF-8 sequence starting at text[i], or 0 when it is not one
// (Unicode 15, table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
inline std::size_t utf8SequenceLength(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80)
    {
        return 1;
    }
    std::size_t length = 0;
    unsigned char secondLow = 0x80;
    unsigned char secondHigh = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF)
    {
        length = 2;
    }
    else if (lead >= 0xE0 && lead <= 0xEF)
    {
        length = 3;
        secondLow = lead == 0xE0 ? 0xA0 : 0x80;
        secondHigh = lead == 0xED ? 0x9F : 0xBF;
    }
    else if (lead >= 0xF0 && lead <= 0xF4)
    {
        length = 4;
        secondLow = lead == 0xF0 ? 0x90 : 0x80;
        secondHigh = lead == 0xF4 ? 0x8F : 0xBF;
    }
    else
    {
        return 0;
    }
    if (i + length > text.size() || byte(i + 1) < secondLow || byte(i + 1) > secondHigh)
    {
        return 0;
    }
    for (std::size_t k = 2; k < length; ++k)
    {
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
        {
            return 0;
        }
    }
    return length;
}

} // namespace hitlab::io
