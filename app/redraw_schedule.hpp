// When the interactive sandbox draws: after input or a window event, while a CCD motion plays and
// while a text field has the keyboard (its cursor blinks); otherwise the loop sleeps in SDL until the
// next event, so an idle window uses no CPU. Dear ImGui 1.86 has no "needs another frame" query: hover
// state, popups and windows that size themselves to their contents settle within a few frames, so a few
// frames are drawn after each event.
#pragma once

namespace hitlab
{

class RedrawSchedule
{
public:
    // Frames drawn after the last event before the loop may sleep.
    static constexpr int kSettleFrames = 4;
    // How often a playing CCD motion or a blinking text cursor wakes the loop, in milliseconds.
    static constexpr int kAnimationWakeMs = 50;
    static constexpr int kCursorBlinkWakeMs = 250;

    // What the loop does before a frame: draw it now, or wait up to a time for an event first (a
    // negative time: no limit). After a wait without an event the frame is drawn only when `redrawOnTimeout`.
    struct Wait
    {
        bool wait = false;
        int timeoutMs = -1;
        bool redrawOnTimeout = false;
    };

    Wait beforeFrame(bool animating, bool textInput) const
    {
        if (settleFrames_ > 0)
        {
            return {};
        }
        if (animating)
        {
            return {true, kAnimationWakeMs, true};
        }
        if (textInput)
        {
            return {true, kCursorBlinkWakeMs, true};
        }
        return {true, -1, false};
    }

    // Something arrived (input, a window event): draw until ImGui has settled.
    void eventArrived() { settleFrames_ = kSettleFrames; }

    void frameDrawn()
    {
        if (settleFrames_ > 0)
        {
            --settleFrames_;
        }
    }

private:
    int settleFrames_ = kSettleFrames; // the first frames lay the panels out
};

} // namespace hitlab
