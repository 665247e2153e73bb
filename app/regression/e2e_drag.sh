#!/usr/bin/env bash
# End-to-end test with real input: under Xvfb, xdotool presses the mouse on circle A in the running
# sandbox window, drags it onto circle B and releases; F12 saves the window, where both circles must be
# red-dominant (INTERFACES.md); a second drag takes A away again and neither may be red.
#
# usage: e2e_drag.sh HITLAB HITLAB_GOLDEN OUTPUT_DIR
# Exit 0 pass, 1 fail, 77 skip (Xvfb or xdotool missing: CTest reports it as skipped, never passed).
set -euo pipefail
hitlab=$1
golden=$2
out=$3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
rm -f "$out"/e2e_*.png

for tool in Xvfb xdotool; do
    if ! command -v "$tool" > /dev/null; then
        echo "SKIPPED: $tool is not installed (scripts/install-deps.sh --tests installs it)"
        exit 77
    fi
done

pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    wait 2> /dev/null || true
}
trap cleanup EXIT

display=""
for n in $(seq 90 140); do
    if [[ ! -e /tmp/.X$n-lock && ! -e /tmp/.X11-unix/X$n ]]; then display=":$n"; break; fi
done
[[ -n "$display" ]] || { echo "FAILED: no free X display number"; exit 1; }
Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp > "$out/e2e_xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY=$display
for _ in $(seq 100); do xdotool getmouselocation > /dev/null 2>&1 && break; sleep 0.1; done
xdotool getmouselocation > /dev/null 2>&1 || { echo "FAILED: Xvfb did not start"; cat "$out/e2e_xvfb.log"; exit 1; }

# A 640 x 480 canvas with view centre (0, 0) and zoom 1: world (x, y) is window pixel (320 + x, 240 - y).
"$hitlab" --scene "$here/e2e_two_circles.json" --size 640x480 --hide-ui --capture "$out/e2e_capture.png" \
    > "$out/e2e_hitlab.log" 2>&1 &
pids+=($!)
window=$(timeout 30 xdotool search --sync --onlyvisible --name '^hitlab' | head -n 1) || true
[[ -n "$window" ]] || { echo "FAILED: the hitlab window did not appear"; cat "$out/e2e_hitlab.log"; exit 1; }
xdotool windowfocus --sync "$window" 2> /dev/null || true
sleep 1

drag() { # x1 y1 x2 y2, window pixels, in small steps as a hand would
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

capture() { # file: F12 makes the sandbox save its window
    rm -f "$out/e2e_capture.png"
    xdotool key --clearmodifiers F12
    for _ in $(seq 100); do [[ -s "$out/e2e_capture.png" ]] && break; sleep 0.1; done
    [[ -s "$out/e2e_capture.png" ]] || { echo "FAILED: F12 saved no capture"; cat "$out/e2e_hitlab.log"; exit 1; }
    sleep 0.2
    mv "$out/e2e_capture.png" "$1"
}

is_red() { # image x y: the INTERFACES.md rule for a shape in contact
    read -r r g b < <("$golden" probe "$1" "$2" "$3")
    echo "pixel ($2, $3) of $(basename "$1"): $r $g $b"
    ((r >= 150 && r - g >= 60 && r - b >= 60))
}

status=0
capture "$out/e2e_0_start.png"
for point in "170 240" "470 240"; do
    if is_red "$out/e2e_0_start.png" $point; then echo "FAILED: a circle is red before any contact"; status=1; fi
done

# A from world (-150, 0) to (80, 0): 70 apart from B's centre, radii 60 + 60, so they overlap.
drag 170 240 400 240
capture "$out/e2e_1_dragged_onto.png"
# A's interior away from B (world 30, 0) and B's interior away from A (world 200, 0).
for point in "350 240" "520 240"; do
    is_red "$out/e2e_1_dragged_onto.png" $point || { echo "FAILED: not red after dragging A onto B"; status=1; }
done

drag 400 240 170 240
capture "$out/e2e_2_dragged_apart.png"
for point in "170 240" "470 240"; do
    if is_red "$out/e2e_2_dragged_apart.png" $point; then echo "FAILED: still red after dragging apart"; status=1; fi
done

[[ $status -eq 0 ]] && echo "passed: captures in $out"
exit $status
