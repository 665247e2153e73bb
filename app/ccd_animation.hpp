// Playing a CCD scene's motion: the box turns one step every 700 ms while the motion's "animate" flag
// is on. Screenshots and scripts never play it, so their frames stay reproducible; dragging a motion
// handle pauses it.
#pragma once

#include "model/document.hpp"

namespace hitlab
{

class CcdAnimation
{
public:
    explicit CcdAnimation(bool reproducible = false) : reproducible_(reproducible) {}

    // Advances by the last frame's duration; `paused` while the user drags a motion handle.
    void advance(Document& document, double frameMs, bool paused);
    // The document's motion is playing: the loop keeps drawing frames.
    bool plays(const Document& document) const;

private:
    bool reproducible_ = false;
    double elapsedMs_ = 0.0; // since the last step
};

} // namespace hitlab
