#include "image_diff.hpp"

#include <stb_image.h>
#include <stb_image_write.h>

#include <algorithm>
#include <cstdlib>

namespace hitlab::regression
{

std::optional<Image> loadPng(const std::string& path, std::string& error)
{
    int width = 0;
    int height = 0;
    int channels = 0;
    unsigned char* pixels = stbi_load(path.c_str(), &width, &height, &channels, 4);
    if (!pixels)
    {
        error = path + ": cannot read the PNG (" +
                (stbi_failure_reason() ? stbi_failure_reason() : "unknown") + ")";
        return std::nullopt;
    }
    Image image{width, height,
                std::vector<std::uint8_t>(pixels, pixels + static_cast<size_t>(width) * height * 4)};
    stbi_image_free(pixels);
    return image;
}

bool savePng(const std::string& path, const Image& image)
{
    return stbi_write_png(path.c_str(), image.width, image.height, 4, image.rgba.data(), image.width * 4) !=
           0;
}

ImageDifference compareImages(const Image& expected, const Image& actual, int pixelThreshold)
{
    ImageDifference result;
    result.sameSize = expected.width == actual.width && expected.height == actual.height;
    if (!result.sameSize)
    {
        result.maxDelta = 255;
        result.meanDelta = 255.0;
        result.differingShare = 1.0;
        return result;
    }
    result.diff = expected;
    const size_t pixelCount = static_cast<size_t>(expected.width) * expected.height;
    double deltaSum = 0.0;
    size_t differing = 0;
    for (size_t p = 0; p < pixelCount; ++p)
    {
        int pixelMax = 0;
        for (int c = 0; c < 3; ++c)
        {
            const int delta = std::abs(int(expected.rgba[p * 4 + c]) - int(actual.rgba[p * 4 + c]));
            pixelMax = std::max(pixelMax, delta);
            deltaSum += delta;
        }
        result.maxDelta = std::max(result.maxDelta, pixelMax);
        std::uint8_t* out = &result.diff.rgba[p * 4];
        if (pixelMax > pixelThreshold)
        {
            ++differing;
            out[0] = 255;
            out[1] = 0;
            out[2] = 255;
        }
        else
        {
            for (int c = 0; c < 3; ++c)
            {
                out[c] = static_cast<std::uint8_t>(out[c] / 4);
            }
        }
        out[3] = 255;
    }
    result.meanDelta = deltaSum / (pixelCount * 3.0);
    result.differingShare = static_cast<double>(differing) / pixelCount;
    return result;
}

bool withinThresholds(const ImageDifference& difference, const Thresholds& thresholds)
{
    return difference.sameSize && difference.maxDelta <= thresholds.maxDelta &&
           difference.meanDelta <= thresholds.meanDelta &&
           difference.differingShare <= thresholds.differingShare;
}

} // namespace hitlab::regression
