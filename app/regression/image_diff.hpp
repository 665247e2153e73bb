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

// How much difference a test tolerates, measured on 1280 x 800 renders of every scene (the golden
// size). Reference points, as a share of the 1,024,000 pixels:
//   noise:  llvmpipe against itself, with 1 thread or with 128-bit vectors: identical. Mesa's softpipe
//           (another rasteriser) against llvmpipe: at most 35 pixels differ by more than 24 (0.0034 %,
//           lesson_ccd_compare's thin sweep lines; 17 on the panels), mean delta at most 0.134
//           (stress_10k: +-2 on every anti-aliased edge), max delta up to 216 on single edge pixels.
//   signal: every shape of every lesson moved by 6 px along x or y: at least 160 pixels (0.0156 %, the
//           small "at a corner" disc of lesson_ccd_compare), most lessons 0.1 .. 10 %. Every overlay
//           switched off alone: at least 413 pixels (0.040 %, a lesson's closest-points marker).
// So the share of differing pixels decides, with its limit between the two (about 2x from each); the
// mean catches a faint change everywhere (a palette or background shift of 1 in every channel) that no
// single pixel shows. The max delta is reported but not limited: one edge pixel flips legitimately.
struct Thresholds
{
    int pixelThreshold = 24;        // a pixel "differs" when some channel is off by more than this
    int maxDelta = 255;             // tolerated largest channel difference (reported only, see above)
    double meanDelta = 0.5;         // tolerated mean channel difference, 0..255
    double differingShare = 7.5e-5; // tolerated share of differing pixels (0.0075 %: 77 at 1280 x 800)
};

bool withinThresholds(const ImageDifference& difference, const Thresholds& thresholds);

} // namespace hitlab::regression
