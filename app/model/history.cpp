#include "history.hpp"

namespace hitlab
{

void History::push(Edit edit)
{
    if (edit.empty())
    {
        return;
    }
    // A new edit after undoing drops the undone branch, as every editor does.
    edits_.resize(cursor_);
    edit.serial = ++lastSerial_;
    edits_.push_back(std::move(edit));
    if (edits_.size() > kMaxEdits)
    {
        edits_.erase(edits_.begin());
    }
    cursor_ = edits_.size();
}

const Edit* History::undo()
{
    if (!canUndo())
    {
        return nullptr;
    }
    --cursor_;
    return &edits_[cursor_];
}

const Edit* History::redo()
{
    if (!canRedo())
    {
        return nullptr;
    }
    ++cursor_;
    return &edits_[cursor_ - 1];
}

void History::clear()
{
    edits_.clear();
    cursor_ = 0;
}

} // namespace hitlab
