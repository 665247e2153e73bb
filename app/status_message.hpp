// The line the status bar shows: the last thing worth telling the user ("Moved circle2", "points: not
// convex", "Not opened: ...") and whether it is an error. Reading does not clear it.
#pragma once

#include <string>

namespace hitlab
{

struct StatusMessage
{
    std::string text;
    bool isError = false;

    void set(std::string message, bool error)
    {
        text = std::move(message);
        isError = error;
    }
};

} // namespace hitlab
