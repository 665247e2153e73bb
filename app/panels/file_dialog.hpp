// The open / save dialog: a path field and, for opening, the bundled scenes. A refused file keeps the
// current scene and shows the reason in the dialog. Saving over an existing file other than the scene's
// own asks first, as File > Export does.
#pragma once

#include "panel_context.hpp"
#include "panel_style.hpp"

#include <string>

namespace hitlab
{

class FileDialog
{
public:
    // Opens the dialog with `path` in its field.
    void show(FileDialogMode mode, std::string path);
    // Opens the dialog keeping the path typed last.
    void show(FileDialogMode mode);
    void draw(PanelContext& context);
    // Whether saving `path` would replace a file that is not the scene's own (at `scenePath`).
    static bool replacesAnotherFile(const std::string& path, const std::string& scenePath);
    bool isOpen() const { return open_; }
    FileDialogMode mode() const { return mode_; }

private:
    bool open_ = false;
    FileDialogMode mode_ = FileDialogMode::Open;
    std::string path_;
    std::string error_;
    bool confirmingReplace_ = false; // Save was pressed on an existing file: Replace or Keep
    // Takes the keyboard when show() opens the dialog: what the user types goes into it, not to the
    // canvas's shortcuts.
    panel_style::PathField pathField_;
};

} // namespace hitlab
