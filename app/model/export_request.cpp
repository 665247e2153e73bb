#include "export_request.hpp"

#include <filesystem>
#include <system_error>

namespace hitlab
{

namespace fs = std::filesystem;

const char* exportExtension(ExportFormat format)
{
    return format == ExportFormat::Svg ? ".svg" : ".png";
}

int exportScale(ExportFormat format)
{
    return format == ExportFormat::Png2x ? 2 : 1;
}

std::optional<ExportFormat> exportFormatFromName(const std::string& name)
{
    if (name == "svg")
    {
        return ExportFormat::Svg;
    }
    if (name == "png")
    {
        return ExportFormat::Png;
    }
    if (name == "png2x")
    {
        return ExportFormat::Png2x;
    }
    return std::nullopt;
}

std::optional<ExportPathProblem> checkExportPath(const std::string& path, ExportFormat format)
{
    if (path.empty())
    {
        return ExportPathProblem::Empty;
    }
    const fs::path file(path);
    std::error_code error;
    if (fs::is_directory(file, error) || path.back() == '/')
    {
        return ExportPathProblem::IsDirectory;
    }
    if (file.extension() != exportExtension(format) || file.stem().empty())
    {
        return ExportPathProblem::WrongExtension;
    }
    const fs::path directory = file.parent_path();
    if (!directory.empty() && !fs::is_directory(directory, error))
    {
        return ExportPathProblem::MissingDirectory;
    }
    return std::nullopt;
}

std::string describeExportProblem(ExportPathProblem problem, const std::string& path, ExportFormat format)
{
    switch (problem)
    {
    case ExportPathProblem::Empty:
        return "path: empty; give a file name ending in " + std::string(exportExtension(format));
    case ExportPathProblem::WrongExtension:
        return "path: " + path + " must be a file name ending in " + exportExtension(format);
    case ExportPathProblem::IsDirectory:
        return "path: " + path + " is a directory; give a file name ending in " + exportExtension(format);
    case ExportPathProblem::MissingDirectory:
        return "path: the directory of " + path + " does not exist";
    }
    return "path: " + path;
}

std::string withExportExtension(const std::string& path, ExportFormat format)
{
    fs::path file(path);
    if (file.extension() == ".svg" || file.extension() == ".png")
    {
        file.replace_extension(exportExtension(format));
        return file.string();
    }
    return path + exportExtension(format);
}

std::string suggestedExportPath(const std::string& scenePath, ExportFormat format)
{
    const std::string stem = fs::path(scenePath).stem().string();
    return (stem.empty() ? std::string("figure") : stem) + exportExtension(format);
}

} // namespace hitlab
