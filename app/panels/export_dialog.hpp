// File > Export: the format (SVG, PNG at the window's size or twice it) and the path of the figure.
// Like Save as, a refused path keeps the dialog open with the reason; a path that names an existing file
// is written only after the user answers "Replace" (nothing is overwritten unasked).
#pragma once

#include "model/export_request.hpp"
#include "panel_context.hpp"
#include "panel_style.hpp"

#include <string>

namespace hitlab
{

class ExportDialog
{
public:
    // Opens the dialog with a name made from the scene's (suggestedExportPath), or the path typed last.
    void show(const std::string& scenePath);
    void draw(PanelContext& context);
    bool isOpen() const { return open_; }

private:
    // The dialog's Export (or Replace, `replace`): checks the path, asks before replacing a file, then
    // hands the request to the sandbox.
    void submit(PanelContext& context, bool replace);
    std::string problemText(const SandboxSettings& settings, ExportPathProblem problem) const;

    bool open_ = false;
    ExportFormat format_ = ExportFormat::Svg;
    std::string path_;
    std::string error_;
    bool confirmingReplace_ = false;
    panel_style::PathField pathField_; // as FileDialog's
};

} // namespace hitlab
