// Comparing a rendered frame with its golden image: the numbers a visual regression test judges by.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hitlab::regression
{

struct Image
{
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba; // width * height * 4, rows top to bottom
};

// Loads a PNG as RGBA; the error names the file.
std::optional<Image> loadPng(const std::string& path, std::string& error);
bool savePng(const std::string& path, const Image& image);

struct ImageDifference
{
    bool sameSize = false;
    int maxDelta = 0;            // largest absolute channel difference, 0..255
    double meanDelta = 0.0;      // mean absolute channel difference over all RGB channels
    double differingShare = 0.0; // share of pixels whose largest channel difference exceeds pixelThreshold
    Image diff;                  // differing pixels in magenta over a dimmed copy of the expected image
};

ImageDifference compareImages(const Image& expected, const Image& actual, int pixelThreshold);

// How much difference a test tolerates. Rasteriser noise (anti-aliasing on a few edge pixels) passes;
// a shape moved by a few pixels or a missing overlay fails on the share of differing pixels.
struct Thresholds
{
    int pixelThreshold = 24;       // a pixel "differs" when some channel is off by more than this
    int maxDelta = 255;            // tolerated largest channel difference (edges may flip entirely)
    double meanDelta = 0.5;        // tolerated mean channel difference
    double differingShare = 0.001; // tolerated share of differing pixels (0.1 %)
};

bool withinThresholds(const ImageDifference& difference, const Thresholds& thresholds);

} // namespace hitlab::regression
