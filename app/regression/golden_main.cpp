// hitlab-golden: compares a rendered screenshot with its golden image.
//
//   hitlab-golden EXPECTED.png ACTUAL.png DIFF.png
//   hitlab-golden probe IMAGE.png X Y      prints the pixel's "R G B" (for the end-to-end test)
//
// Prints the maximum and mean per-pixel delta and the share of differing pixels; on failure writes
// the diff image (differing pixels magenta) and names it. Exit 0 within the thresholds, 1 outside,
// 2 when an image cannot be read.
#include "image_diff.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv)
{
    using namespace hitlab::regression;
    if (argc == 5 && std::string(argv[1]) == "probe")
    {
        std::string error;
        const auto image = loadPng(argv[2], error);
        const int x = std::atoi(argv[3]);
        const int y = std::atoi(argv[4]);
        if (!image || x < 0 || y < 0 || x >= image->width || y >= image->height)
        {
            std::fprintf(stderr, "Error: %s\n", image ? "pixel outside the image" : error.c_str());
            return 2;
        }
        const std::uint8_t* pixel = &image->rgba[(static_cast<size_t>(y) * image->width + x) * 4];
        std::printf("%d %d %d\n", pixel[0], pixel[1], pixel[2]);
        return 0;
    }
    if (argc != 4)
    {
        std::fprintf(stderr, "usage: hitlab-golden EXPECTED.png ACTUAL.png DIFF.png\n");
        return 2;
    }
    std::string error;
    const auto expected = loadPng(argv[1], error);
    const auto actual = expected ? loadPng(argv[2], error) : std::nullopt;
    if (!expected || !actual)
    {
        std::fprintf(stderr, "Error: %s\n", error.c_str());
        return 2;
    }
    const Thresholds thresholds;
    const ImageDifference difference = compareImages(*expected, *actual, thresholds.pixelThreshold);
    const bool pass = withinThresholds(difference, thresholds);
    if (!difference.sameSize)
    {
        std::printf("size differs: expected %dx%d, got %dx%d\n", expected->width, expected->height,
                    actual->width, actual->height);
    }
    std::printf(
        "max delta %d (limit %d), mean delta %.4f (limit %.4f), differing pixels %.4f%% (limit %.4f%%)\n",
        difference.maxDelta, thresholds.maxDelta, difference.meanDelta, thresholds.meanDelta,
        difference.differingShare * 100.0, thresholds.differingShare * 100.0);
    if (!pass)
    {
        if (difference.sameSize && savePng(argv[3], difference.diff))
        {
            std::printf("FAILED: actual image %s, diff image %s\n", argv[2], argv[3]);
        }
        else
        {
            std::printf("FAILED: actual image %s\n", argv[2]);
        }
        return 1;
    }
    std::printf("passed\n");
    return 0;
}
