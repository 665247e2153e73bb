// File > Export and --svg: the canvas of the current frame (after Canvas::build) as a figure, without
// the panels. SVG through SvgWriter; PNG by drawing the same frame into an offscreen framebuffer, at the
// canvas's size or twice it (every pixel size doubled, so the picture is the same, only finer).
// Files are written through io::writeFileReplacing: a failed export leaves no partial file.
#pragma once

#include "canvas/canvas.hpp"
#include "model/export_request.hpp"
#include "renderer.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

// The SVG document of the canvas seen through `view`, labels in `font`.
std::string canvasSvg(const Canvas& canvas, const View& view, const CanvasFont& font);

struct CanvasPicture
{
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba; // rows top to bottom
};

// Draws the canvas into an offscreen framebuffer `scale` times its size with the GL renderer and ImGui's
// backend (for the labels), and reads it back. Needs the GL context and an ImGui frame (between
// NewFrame and the next NewFrame). Leaves the window's framebuffer bound. The reason on failure.
std::optional<std::string> renderCanvasPicture(const Canvas& canvas, const View& view, Renderer& renderer,
                                               int scale, CanvasPicture& picture);

// Writes `request` (a path already checked with checkExportPath); the reason on failure.
std::optional<std::string> exportCanvas(const Canvas& canvas, const View& view, Renderer* renderer,
                                        const ExportRequest& request);

} // namespace hitlab
