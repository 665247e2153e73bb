#!/usr/bin/env bash
# End-to-end test with real input. Under a virtual X server (Xvfb), xdotool presses the mouse on circle A
# in the running sandbox window, drags it in small steps onto rectangle B and releases; F12 makes the
# sandbox save its window, where both shapes' interiors must be red-dominant (docs/interfaces.md: R >= 150,
# R - G >= 60, R - B >= 60). A second drag takes A back; then neither may be red. Then, with the panels
# shown, a drag on the Shapes panel's title bar must move the panel: its pixels are found again where the
# pointer took it (ImGui reads the pointer from SDL's own state, which follows the motion that xdotool and
# VNC servers send; see app/frame_driver.cpp). Last, Ctrl+Shift+S, a path typed and Enter must write the
# scene there: the dialog's field takes the keyboard when it opens, and an Enter pressed and released
# while the sandbox is busy (it is stopped with SIGSTOP meanwhile, so that both reach it in one frame's
# events) is still seen (app/sdl_input.hpp, InputTrickle); so is a double-click on an Inspector number.
# Then two Escapes close File > Open. Last, numbers typed into the Rotational CCD panel beyond its fields'
# ranges are clamped to them.
#
# usage: e2e_drag.sh HITLAB HITLAB_GOLDEN OUTPUT_DIR
#   HITLAB_GOLDEN is used for `hitlab-golden probe IMAGE X Y`, which prints a pixel's "R G B".
# Exit 0 pass, 1 fail, 77 skip (Xvfb or xdotool missing: CTest shows it as skipped, never as passed).
# Xvfb and hitlab are always stopped at the end; each also runs under `timeout`, so that neither
# outlives the test even if this script is killed outright.
set -euo pipefail
hitlab=$1
golden=$2
out=$3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
rm -f "$out"/e2e_*

for tool in Xvfb xdotool; do
    if ! command -v "$tool" > /dev/null; then
        echo "SKIPPED: $tool is not installed (scripts/install-deps.sh --tests installs it)"
        exit 77
    fi
done

xvfb_pid=""
hitlab_pid=""
cleanup() {
    for pid in $hitlab_pid $xvfb_pid; do
        kill "$pid" 2> /dev/null || true
    done
    for pid in $hitlab_pid $xvfb_pid; do
        wait "$pid" 2> /dev/null || true
    done
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() {
    echo "FAILED: $*"
    for log in "$out"/e2e_xvfb.log "$out"/e2e_hitlab.log; do
        [[ -s "$log" ]] && { echo "--- $(basename "$log")"; tail -n 20 "$log"; }
    done
    exit 1
}

# Xvfb picks a free display number itself and writes it to fd 3: no race with other X servers. A server
# that reports its number but then refuses connections (seen once on a busy machine) is replaced once.
start_xvfb() {
    rm -f "$out/e2e_display"
    timeout 230 Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3> "$out/e2e_display" \
        > "$out/e2e_xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do
        [[ -s "$out/e2e_display" ]] && break
        kill -0 "$xvfb_pid" 2> /dev/null || fail "Xvfb exited"
        sleep 0.1
    done
    display=$(tr -d '[:space:]' < "$out/e2e_display")
    [[ -n "$display" ]] || fail "Xvfb reported no display number within 10 s"
    export DISPLAY=":$display"
    for _ in $(seq 100); do
        xdotool getmouselocation > /dev/null 2>&1 && return 0
        kill -0 "$xvfb_pid" 2> /dev/null || return 1
        sleep 0.1
    done
    return 1
}
unset WAYLAND_DISPLAY SDL_VIDEODRIVER # a real X window, not the offscreen driver
if ! start_xvfb; then
    echo "Xvfb on $DISPLAY accepts no connection; starting another"
    kill "$xvfb_pid" 2> /dev/null || true
    wait "$xvfb_pid" 2> /dev/null || true
    start_xvfb || fail "Xvfb on $DISPLAY accepts no connection"
fi
echo "Xvfb on $DISPLAY"

# A 640 x 480 canvas with view centre (0, 0) and zoom 1: world (x, y) is window pixel (320 + x, 240 - y).
# The layout file is the test's own (--layout), never the user's; the welcome is marked as seen there so
# that it does not open over the panels. The first phase hides them.
printf '[HitlabWelcome][State]\nDismissed=1\n\n' > "$out/e2e_layout.ini"
scene=$here/e2e_circle_rect.json
size=640x480
hitlab_args=(--hide-ui)
# A: circle at (-150, 0), r 60, window (170, 240). B: 120 x 100 rectangle at (150, 0), window x 410..530.
# Returns 1, with the reason in $why, when hitlab exits (the display did not answer it: it says so and
# exits) or maps no window within 30 s.
start_hitlab() {
    timeout 100 "$hitlab" --scene "$scene" --size "$size" "${hitlab_args[@]}" \
        --layout "$out/e2e_layout.ini" --capture "$out/e2e_capture.png" > "$out/e2e_hitlab.log" 2>&1 &
    hitlab_pid=$!
    window=""
    for _ in $(seq 300); do
        if ! kill -0 "$hitlab_pid" 2> /dev/null; then
            why="hitlab exited before its window appeared"
            return 1
        fi
        window=$(xdotool search --onlyvisible --name '^hitlab' 2> /dev/null | head -n 1) || true
        [[ -n "$window" ]] && return 0
        sleep 0.1
    done
    why="the hitlab window was not mapped within 30 s"
    return 1
}
# On a busy machine an X server that had answered xdotool has refused hitlab's connection a moment
# later (at the first start, and at a later one beside other tests): then the server and hitlab are
# started again, once, and what happened is printed.
start_hitlab_or_retry() {
    if ! start_hitlab; then
        echo "first try: $why (Xvfb $(kill -0 "$xvfb_pid" 2> /dev/null && echo running || echo gone))"
        sed 's/^/  hitlab: /' "$out/e2e_hitlab.log"
        cleanup
        hitlab_pid=""
        start_xvfb || fail "Xvfb on $DISPLAY accepts no connection"
        echo "Xvfb on $DISPLAY"
        start_hitlab || fail "$why"
    fi
    xdotool windowfocus --sync "$window" 2> /dev/null || true
    sleep 1 # a few frames, so that the first capture shows the scene
}
start_hitlab_or_retry

drag() { # x1 y1 x2 y2 in window pixels, in small steps as a hand would
    local x1=$1 y1=$2 x2=$3 y2=$4 steps=12
    xdotool mousemove --window "$window" "$x1" "$y1"
    sleep 0.2
    xdotool mousedown 1
    sleep 0.2
    for i in $(seq 1 $steps); do
        xdotool mousemove --window "$window" $((x1 + (x2 - x1) * i / steps)) $((y1 + (y2 - y1) * i / steps))
        sleep 0.05
    done
    sleep 0.2
    xdotool mouseup 1
    sleep 0.3
}

capture() { # FILE: F12 makes the sandbox save its window to --capture
    rm -f "$out/e2e_capture.png"
    xdotool key --clearmodifiers F12
    for _ in $(seq 100); do
        [[ -s "$out/e2e_capture.png" ]] && break
        sleep 0.1
    done
    [[ -s "$out/e2e_capture.png" ]] || fail "F12 saved no capture within 10 s"
    sleep 0.2 # the PNG is written in one call; let it finish before moving it
    mv "$out/e2e_capture.png" "$1"
    echo "captured $1"
}

status=0
# EXPECT image x y red|filled-not-red: checks a 3 x 3 grid, 12 px apart, centred on (x, y) in the window.
expect() {
    local image=$1 cx=$2 cy=$3 want=$4 r g b
    for dy in -12 0 12; do
        for dx in -12 0 12; do
            read -r r g b < <("$golden" probe "$image" $((cx + dx)) $((cy + dy)))
            local red=0
            ((r >= 150 && r - g >= 60 && r - b >= 60)) && red=1
            if [[ $want == red && $red -ne 1 ]]; then
                echo "FAILED: pixel ($((cx + dx)), $((cy + dy))) of $(basename "$image") is $r $g $b, not red-dominant"
                status=1
            elif [[ $want == filled-not-red && ($red -eq 1 || $((r + g + b)) -lt 240) ]]; then
                # The background is about (27, 29, 35); a shape's fill is far brighter.
                echo "FAILED: pixel ($((cx + dx)), $((cy + dy))) of $(basename "$image") is $r $g $b:" \
                    "expected a shape's fill that is not red"
                status=1
            fi
        done
    done
    echo "$(basename "$image") around ($cx, $cy): $want checked, centre pixel" \
        "$("$golden" probe "$image" "$cx" "$cy")"
}

capture "$out/e2e_0_start.png"
expect "$out/e2e_0_start.png" 170 240 filled-not-red # A
expect "$out/e2e_0_start.png" 470 240 filled-not-red # B

# A from world (-150, 0) to (70, 0): it then spans x 10..130 and B spans 90..210, so they overlap.
drag 170 240 390 240
capture "$out/e2e_1_dragged_onto.png"
expect "$out/e2e_1_dragged_onto.png" 350 240 red # A's interior away from B (world x 30)
expect "$out/e2e_1_dragged_onto.png" 500 240 red # B's interior away from A (world x 180)

drag 390 240 170 240
capture "$out/e2e_2_dragged_apart.png"
expect "$out/e2e_2_dragged_apart.png" 170 240 filled-not-red # A back where it started
expect "$out/e2e_2_dragged_apart.png" 470 240 filled-not-red # B

kill -0 "$hitlab_pid" 2> /dev/null || fail "hitlab died during the test"

# The panels shown: the Shapes panel's title bar (window y 31..52, x 8..210 at 640 x 480) dragged by
# (+200, +180). Its buttons' pixels must then be found 200 right and 180 down, and no longer where they were.
# A terminated sandbox asks to save the dragged scene first, as closing its window does: it is killed.
pkill -KILL -P "$hitlab_pid" 2> /dev/null || true
wait "$hitlab_pid" 2> /dev/null || true
hitlab_args=()
start_hitlab_or_retry
capture "$out/e2e_3_panels.png"
drag 60 41 260 221
capture "$out/e2e_4_panel_moved.png"
moved=0
left=0
for point in "30 75" "90 75" "160 75" "30 110" "120 140"; do
    read -r x y <<< "$point"
    before=$("$golden" probe "$out/e2e_3_panels.png" "$x" "$y")
    after=$("$golden" probe "$out/e2e_4_panel_moved.png" $((x + 200)) $((y + 180)))
    stayed=$("$golden" probe "$out/e2e_4_panel_moved.png" "$x" "$y")
    [[ $before == "$after" ]] && moved=$((moved + 1))
    [[ $before != "$stayed" ]] && left=$((left + 1))
    echo "Shapes panel pixel ($x, $y): $before before, $after at (+200, +180) after, $stayed left behind"
done
if ((moved != 5 || left == 0)); then
    echo "FAILED: the Shapes panel did not follow the drag ($moved of 5 pixels found moved, $left changed)"
    status=1
fi

kill -0 "$hitlab_pid" 2> /dev/null || fail "hitlab died during the test"

# Save as, typed (app/panels/panel_style.hpp, PathField). The sandbox is the child of its `timeout`;
# with `held`, SIGSTOP holds it while xdotool presses and releases Enter, and SIGCONT lets it take both
# in one pass over its events. Returns 0 once PATH holds a scene, 1 after 5 s.
save_as() { # PATH [held]
    local path=$1 held=${2:-}
    rm -f "$path"
    xdotool key --clearmodifiers ctrl+shift+s
    sleep 0.5
    xdotool type --delay 20 "$path"
    sleep 0.5
    [[ -n $held ]] && pkill -STOP -P "$hitlab_pid"
    xdotool key --clearmodifiers Return
    if [[ -n $held ]]; then
        sleep 0.3
        pkill -CONT -P "$hitlab_pid"
    fi
    for _ in $(seq 50); do
        grep -q '"shapes"' "$path" 2> /dev/null && return 0
        sleep 0.1
    done
    return 1
}
saved="$out/e2e_saved.json"
if save_as "$saved" held; then
    echo "Save as: the typed path was written ($(wc -c < "$saved") bytes)"
else
    capture "$out/e2e_5_save_as.png"
    echo "FAILED: Ctrl+Shift+S, the path typed and Enter wrote no scene to $saved"
    status=1
fi
# Save as again: the field now offers the path just saved to, selected, so that a new one typed replaces it.
saved_again="$out/e2e_saved_again.json"
if save_as "$saved_again"; then
    echo "Save as again: the typed path replaced the one offered"
else
    capture "$out/e2e_6_save_as_again.png"
    echo "FAILED: a second Save as wrote no scene to $saved_again (the typed path did not replace the" \
        "offered one)"
    status=1
fi

# A double-click on an Inspector number turns it into a text field, the way to type one. Both clicks
# reach the sandbox in one frame's events (SIGSTOP again); A's cx is then typed as -100 and the scene
# saved with Ctrl+S to the path of the last Save as. Ctrl+A selects both shapes; the Inspector shows A,
# its cx field at (80, 343) at 640 x 480.
xdotool key --clearmodifiers ctrl+a
sleep 0.5
xdotool mousemove --window "$window" 80 343
sleep 0.3
pkill -STOP -P "$hitlab_pid"
xdotool click --repeat 2 --delay 60 1
sleep 0.3
pkill -CONT -P "$hitlab_pid"
sleep 0.5
xdotool type --delay 20 -- "-100"
xdotool key --clearmodifiers Return
sleep 0.5
xdotool key --clearmodifiers ctrl+s
typed_cx=0
for _ in $(seq 50); do
    grep -A 2 '"cx": -100.0' "$saved_again" 2> /dev/null | grep -q '"id": "a"' && { typed_cx=1; break; }
    sleep 0.1
done
if ((typed_cx)); then
    echo "Inspector: a double-click made A's cx a text field; -100 typed and saved"
else
    capture "$out/e2e_7_inspector.png"
    echo "FAILED: after a double-click on A's cx, -100 typed and Ctrl+S, $saved_again has no cx -100 for A"
    status=1
fi

# Escape in File > Open: the first leaves the path field (typed text taken back), the second closes the
# dialog, as Cancel does. Pixels where the dialog's title bar lies must show it, then the canvas again.
capture "$out/e2e_8_before_open.png"
xdotool key --clearmodifiers ctrl+o
sleep 0.5
xdotool type --delay 20 "typed"
capture "$out/e2e_9_open.png"
xdotool key --clearmodifiers Escape
sleep 0.3
xdotool key --clearmodifiers Escape
sleep 0.3
capture "$out/e2e_10_escaped.png"
shown=0
gone=0
for point in "150 147" "320 147" "480 147"; do
    read -r x y <<< "$point"
    before=$("$golden" probe "$out/e2e_8_before_open.png" "$x" "$y")
    open=$("$golden" probe "$out/e2e_9_open.png" "$x" "$y")
    after=$("$golden" probe "$out/e2e_10_escaped.png" "$x" "$y")
    [[ $open != "$before" ]] && shown=$((shown + 1))
    [[ $after == "$before" ]] && gone=$((gone + 1))
    echo "File > Open, pixel ($x, $y): $before before, $open open, $after after two Escapes"
done
if ((shown != 3 || gone != 3)); then
    echo "FAILED: two Escapes did not close File > Open ($shown of 3 pixels showed it, $gone of 3 back)"
    status=1
fi

# Save as over an existing file asks first (app/panels/file_dialog.cpp): the first Enter leaves the file as
# it is and asks; a second Enter, which the path field no longer takes, answers Replace.
existing="$out/e2e_existing.json"
printf 'keep me\n' > "$existing"
xdotool key --clearmodifiers ctrl+shift+s
sleep 0.5
xdotool type --delay 20 "$existing"
sleep 0.3
xdotool key --clearmodifiers Return
sleep 0.8
asked=0
grep -q '^keep me$' "$existing" && asked=1
xdotool key --clearmodifiers Return
replaced=0
for _ in $(seq 50); do
    grep -q '"shapes"' "$existing" 2> /dev/null && { replaced=1; break; }
    sleep 0.1
done
if ((asked && replaced)); then
    echo "Save as over an existing file: asked first, Enter replaced it"
else
    capture "$out/e2e_11_replace.png"
    echo "FAILED: Save as over $existing: kept after the first Enter $asked, replaced after the second $replaced"
    status=1
fi

kill -0 "$hitlab_pid" 2> /dev/null || fail "hitlab died during the test"

# Numbers typed into the Rotational CCD panel are clamped to the fields' ranges, as a drag is: "1e39"
# degrees was an infinite float, which reached the core as an infinite angle and ended the sandbox, and
# a pivot 1e15 away took seconds a frame. lesson_ccd_fan at 1024 x 720: the degrees field at (122, 586),
# the pivot's y at (177, 557), under the panel's four lines naming 'box at the start'; each gets a
# double-click, the number and Enter.
pkill -KILL -P "$hitlab_pid" 2> /dev/null || true
wait "$hitlab_pid" 2> /dev/null || true
scene=$here/../../assets/scenes/lesson_ccd_fan.json
size=1024x720
start_hitlab_or_retry
type_into() { # X Y TEXT: a double-click on the field at window (X, Y), TEXT typed over its number, Enter
    xdotool mousemove --window "$window" "$1" "$2"
    sleep 0.3
    xdotool click --repeat 2 --delay 60 1
    sleep 0.5
    xdotool key --clearmodifiers ctrl+a
    xdotool type --delay 20 -- "$3"
    xdotool key --clearmodifiers Return
    sleep 0.5
}
type_into 122 586 1e39
type_into 177 557 -1e39
xdotool mousemove --window "$window" 600 400
kill -0 "$hitlab_pid" 2> /dev/null || fail "hitlab died after 1e39 was typed into the CCD panel"
clamped="$out/e2e_ccd_clamped.json"
if save_as "$clamped" &&
    grep -q '"angle": 12.56637' "$clamped" && grep -q -- '-999999986991104' "$clamped"; then
    echo "CCD panel: 1e39 degrees became 720, a pivot y of -1e39 became -1e15 (as a float)"
else
    capture "$out/e2e_12_ccd.png"
    echo "FAILED: the CCD panel's typed numbers were not clamped to 720 degrees and -1e15:" \
        "$(grep -A 6 '"motion"' "$clamped" 2> /dev/null | tr -s ' \n' ' ')"
    status=1
fi

kill -0 "$hitlab_pid" 2> /dev/null || fail "hitlab died during the test"
if [[ $status -eq 0 ]]; then
    echo "passed: captures in $out"
else
    echo "FAILED: captures in $out"
fi
exit $status
