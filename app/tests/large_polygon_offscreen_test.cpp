// A 100,000-gon and a 30,000-gon drawn by the real sandbox: all around each, a pixel just inside has the
// fill and one just outside has not. Their vertices together pass llvmpipe's texture buffer limit of
// 65,536 texels: drawn from all their vertices, the first polygon's outline from 250 to 330 degrees
// was lost (filled out to a square corner), and a frame took over a minute. And small polygons, whose
// vertices shape.vert hands to shape.frag as flat inputs, come out as they do read from the buffer.
#include "sandbox_run.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <numbers>
#include <random>
#include <string>

namespace hitlab
{
namespace
{

namespace fs = std::filesystem;
using sandbox_run::Image;

fs::path workDir()
{
    const auto* test = testing::UnitTest::GetInstance()->current_test_info();
    const fs::path dir =
        fs::temp_directory_path() / "hitlab_app_large_polygon_test" / (test ? test->name() : "none");
    fs::create_directories(dir);
    return dir;
}

// Every digit: rounded to a few decimals, a 100,000-gon's neighbouring vertices stop being convex.
std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

std::string regularPolygon(const std::string& id, int n, double cx, double cy, double radius)
{
    std::string json = "{\"id\": \"" + id + "\", \"type\": \"polygon\", \"points\": [";
    for (int k = 0; k < n; ++k)
    {
        const double a = 2.0 * std::numbers::pi * k / n;
        json += (k ? ", [" : "[") + number(cx + radius * std::cos(a)) + ", " +
                number(cy + radius * std::sin(a)) + "]";
    }
    return json + "]}";
}

// The canvas alone of the scene file `scene` in `w`, 1280x800, written to `png` there, run with
// `environment`; a failed run fails the test with the sandbox's output.
Image canvasPicture(const fs::path& w, const std::string& scene, const std::string& png,
                    const std::string& environment = "")
{
    EXPECT_EQ(sandbox_run::run("--scene " + scene + " --hide-ui --size 1280x800 --screenshot " + png, w,
                               w / "run.log", environment),
              0)
        << sandbox_run::readText(w / "run.log");
    return sandbox_run::loadImage(w / png);
}

int channelDistance(std::array<int, 3> a, std::array<int, 3> b)
{
    return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
}

TEST(LargePolygonOffscreen, BothPolygonsAreDrawnWholeAllAround)
{
    const fs::path w = workDir();
    // Default view: centre (0, 0), zoom 1, so world (x, y) is pixel (640 + x, 400 - y). The second
    // polygon is apart from the first and from the edges of the window.
    sandbox_run::writeText(w / "large.json", "{\"version\": 1, \"shapes\": [" +
                                                 regularPolygon("big", 100000, 0.0, 0.0, 300.0) + ", " +
                                                 regularPolygon("mid", 30000, 470.0, 0.0, 120.0) + "]}");
    const Image image = canvasPicture(w, "large.json", "large.png");
    ASSERT_EQ(image.width, 1280);
    ASSERT_EQ(image.height, 800);

    struct Disc
    {
        double cx, cy, radius;
    };
    // 6 px inside the outline (1.5 px wide), 6 px outside; every 10 degrees.
    constexpr double kInsetPx = 6.0;
    // The fill is translucent over the grid: pixels inside differ by a grid line at most.
    constexpr int kSameFill = 40;
    for (const Disc disc : {Disc{0.0, 0.0, 300.0}, Disc{470.0, 0.0, 120.0}})
    {
        auto pixel = [&](double angleDeg, double radius)
        {
            const double a = angleDeg * std::numbers::pi / 180.0;
            const int x = static_cast<int>(std::lround(640.0 + disc.cx + radius * std::cos(a)));
            const int y = static_cast<int>(std::lround(400.0 - (disc.cy + radius * std::sin(a))));
            return image.at(x, y);
        };
        // The fill seen at the polygon's centre, away from the grid's axes.
        const std::array<int, 3> fill =
            image.at(static_cast<int>(640.0 + disc.cx) + 13, static_cast<int>(400.0 - disc.cy) + 13);
        for (int degrees = 0; degrees < 360; degrees += 10)
        {
            SCOPED_TRACE(testing::Message()
                         << "polygon of radius " << disc.radius << " at " << degrees << " degrees");
            EXPECT_LE(channelDistance(pixel(degrees, disc.radius - kInsetPx), fill), kSameFill);
            EXPECT_GT(channelDistance(pixel(degrees, disc.radius + kInsetPx), fill), kSameFill);
        }
    }
}

// Shapes far larger than the window, each centred on the view: a circle, a turned rect and a fan that
// lacks only a sliver around its back, 1e12 across (the scene format allows 1e15). Their quads' corners
// lay so far outside the clip volume that llvmpipe's clipping, in single precision, lost the window's
// right half; and the fan's ring, taken as its middle and half width, cancelled to nothing, so that
// every pixel lay on its outline. Each must look as the same shape 2,000 across does, which also
// covers the whole window.
TEST(LargePolygonOffscreen, ShapesFarLargerThanTheWindowFillItAsSmallerOnesDo)
{
    const fs::path w = workDir();
    auto picture = [&](const std::string& name, const std::string& shape)
    {
        sandbox_run::writeText(w / (name + ".json"), "{\"version\": 1, \"shapes\": [" + shape + "]}");
        return canvasPicture(w, name + ".json", name + ".png");
    };
    const std::string circle = R"({"id": "c", "type": "circle", "cx": 0, "cy": 0, "r": SIZE})";
    const std::string rect =
        R"({"id": "r", "type": "rect", "cx": 0, "cy": 0, "w": SIZE, "h": SIZE, "angle": 0.3})";
    const std::string fan =
        R"({"id": "f", "type": "fan", "cx": 0, "cy": 0, "angle": 0, "half_angle": 3.14159,)"
        R"( "r_inner": 0, "r_outer": SIZE})";
    auto sized = [](std::string shape, const std::string& size)
    {
        shape.replace(shape.find("SIZE"), 4, size);
        if (const std::size_t again = shape.find("SIZE"); again != std::string::npos)
        {
            shape.replace(again, 4, size);
        }
        return shape;
    };
    for (const std::string& shape : {circle, rect, fan})
    {
        SCOPED_TRACE(shape);
        const Image huge = picture("huge", sized(shape, "1e12"));
        const Image large = picture("large", sized(shape, "2000"));
        ASSERT_EQ(huge.width, 1280);
        ASSERT_EQ(large.rgb.size(), huge.rgb.size());
        EXPECT_EQ(sandbox_run::differingValues(huge, large), 0U);
    }
}

// Small polygons (3 to 12 vertices, so both below and above kMostFlatPolygonVertices) from a pixel to a
// hundred pixels across, turned every way, overlapping, under a view whose pixels fall between world
// units: the picture is the same pixel for pixel whether the small ones are drawn from flat inputs or,
// as the larger ones are, from the polygon buffer for every pixel; kept (pixels shaded from the view's
// anchor) and drawn straight (interpolated).
TEST(LargePolygonOffscreen, SmallPolygonsFromFlatInputsAreTheBufferPathsPixels)
{
    const fs::path w = workDir();
    std::mt19937 random(20261128);
    std::uniform_real_distribution<double> x(-420.0, 420.0);
    std::uniform_real_distribution<double> y(-260.0, 260.0);
    std::uniform_real_distribution<double> logRadius(std::log(0.4), std::log(40.0));
    std::uniform_int_distribution<int> vertices(3, 12);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::string shapes;
    for (int p = 0; p < 400; ++p)
    {
        const int n = vertices(random);
        const double cx = x(random);
        const double cy = y(random);
        const double radius = std::exp(logRadius(random));
        const double turn = 2.0 * std::numbers::pi * unit(random);
        std::string json = "{\"id\": \"p" + std::to_string(p) + "\", \"type\": \"polygon\", \"points\": [";
        for (int k = 0; k < n; ++k)
        {
            // Counter-clockwise on a circle, each vertex moved along it by up to a third of its share.
            const double a = turn + 2.0 * std::numbers::pi * (k + (unit(random) - 0.5) / 1.5) / n;
            json += (k ? ", [" : "[") + number(cx + radius * std::cos(a)) + ", " +
                    number(cy + radius * std::sin(a)) + "]";
        }
        shapes += (p ? ", " : "") + json + "]}";
    }
    sandbox_run::writeText(w / "small.json",
                           "{\"version\": 1, \"view\": {\"center\": [3.3, -1.7], \"zoom\": 1.37}, "
                           "\"shapes\": [" +
                               shapes + "]}");
    for (const std::string keeping : {"HITLAB_KEPT_CANVAS=always", "HITLAB_KEPT_CANVAS=never"})
    {
        SCOPED_TRACE(keeping);
        const Image flat = canvasPicture(w, "small.json", "flat.png", keeping);
        const Image buffer =
            canvasPicture(w, "small.json", "buffer.png", keeping + " HITLAB_FLAT_POLYGONS=never");
        ASSERT_EQ(flat.width, 1280);
        ASSERT_EQ(buffer.width, 1280);
        // The polygons are there: the canvas's background (its corner) is not most of the picture.
        int background = 0;
        for (int py = 0; py < flat.height; ++py)
        {
            for (int px = 0; px < flat.width; ++px)
            {
                background += channelDistance(flat.at(px, py), flat.at(0, 0)) < 12 ? 1 : 0;
            }
        }
        EXPECT_LT(background, flat.width * flat.height * 3 / 4);
        EXPECT_EQ(sandbox_run::differingValues(flat, buffer), 0U);
    }
}

} // namespace
} // namespace hitlab
