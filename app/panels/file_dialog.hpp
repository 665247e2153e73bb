// The open / save dialog: a path field and, for opening, the bundled scenes. A refused file keeps the
// current scene and shows the reason in the dialog.
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
    bool isOpen() const { return open_; }
    FileDialogMode mode() const { return mode_; }

private:
    bool open_ = false;
    FileDialogMode mode_ = FileDialogMode::Open;
    std::string path_;
    std::string error_;
    // Takes the keyboard when show() opens the dialog: what the user types goes into it, not to the
    // canvas's shortcuts.
    panel_style::PathField pathField_;
};

} // namespace hitlab
