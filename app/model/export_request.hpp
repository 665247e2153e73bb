// File > Export: which picture of the canvas goes where. The path is the user's choice; these rules
// refuse what cannot be a figure before anything is drawn (the dialog also asks before replacing a file).
#pragma once

#include <optional>
#include <string>

namespace hitlab
{

enum class ExportFormat
{
    Svg,   // vector
    Png,   // the canvas's size in pixels
    Png2x, // twice the canvas's size in each direction
};

struct ExportRequest
{
    std::string path;
    ExportFormat format = ExportFormat::Svg;
};

// ".svg" or ".png".
const char* exportExtension(ExportFormat format);
// Pixels of the figure per pixel of the canvas: 2 for Png2x, else 1.
int exportScale(ExportFormat format);
// "svg", "png" or "png2x" (scripts, the command line); nothing for another word.
std::optional<ExportFormat> exportFormatFromName(const std::string& name);

// Why a path cannot take a figure of that format.
enum class ExportPathProblem
{
    Empty,
    WrongExtension,  // the name must end in the format's extension
    IsDirectory,     // a directory, not a file
    MissingDirectory // the directory it would go into does not exist
};
std::optional<ExportPathProblem> checkExportPath(const std::string& path, ExportFormat format);
// The problem in English, naming the path and what it must be (the command line and scripts).
std::string describeExportProblem(ExportPathProblem problem, const std::string& path, ExportFormat format);

// `path` with the format's extension in place of a .svg or .png one (or added).
std::string withExportExtension(const std::string& path, ExportFormat format);
// A name for the figure of the scene at `scenePath`, in the working directory (never beside the scene:
// a bundled scene's directory is not the user's): the scene's name with the format's extension, or
// "figure" for an unsaved scene.
std::string suggestedExportPath(const std::string& scenePath, ExportFormat format);

} // namespace hitlab
