// The open / save dialog: a path field and, for opening, the bundled scenes. A refused file keeps the
// current scene and shows the reason in the dialog.
#pragma once

#include "panel_context.hpp"

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
    // Set by show(): the path field takes the keyboard when the dialog next draws, so that what the user
    // types goes into it rather than to the canvas's shortcuts.
    bool focusPath_ = false;
};

} // namespace hitlab
