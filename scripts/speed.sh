#!/usr/bin/env bash
# Measures every speed goal of the README's "Speed" section in one run and prints them as one
# Markdown table: the bench's pair and batch tests, the query's lines a second on a million lines,
# stress_10k's collision pass, every bundled scene's frame (and stress_10k's while a shape is
# dragged, the view panned, the zoom changed), and the idle sandbox's CPU. Each row names the
# command that measured it. Frames are rendered offscreen on whatever OpenGL the machine has (Mesa
# llvmpipe without a GPU); a figure is the least of its runs, the one other work on the machine
# disturbed least.
#
# It times, it does not test: run it on a quiet machine, and compare milliseconds of one machine only.
# A frame is also given in floors, a multiple of hitlab-gl-floor's frame (the window cleared and
# filled once) measured in the same run: steadier than milliseconds across machines and their loads.
#
# usage: scripts/speed.sh [--quick] [--no-build] [BUILD_DIR]
#   BUILD_DIR   a Release build (default build/, configured as scripts/run.sh does when missing)
#   --quick     fewer runs, frames and lines: checks that every measurement works, in about 15 s
#   --no-build  use the build's programs as they are (the test suite's run of --quick)
set -euo pipefail
cd "$(dirname "$0")/.."

quick=0
no_build=0
build=build
for argument in "$@"; do
    case "$argument" in
        --quick) quick=1 ;;
        --no-build) no_build=1 ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "Error: speed.sh: unknown option '$argument' (try --help)" >&2; exit 2 ;;
        *) build=$argument ;;
    esac
done

scratch=$(mktemp -d)
xvfb_pid=""
sandbox_pid=""
stop() { # PID: asks it to end, and ends it after 5 s
    local tenths
    kill "$1" 2> /dev/null || return 0
    for ((tenths = 0; tenths < 50; ++tenths)); do
        kill -0 "$1" 2> /dev/null || return 0
        sleep 0.1
    done
    kill -9 "$1" 2> /dev/null || true
}
cleanup() {
    [[ -n "$sandbox_pid" ]] && stop "$sandbox_pid"
    [[ -n "$xvfb_pid" ]] && stop "$xvfb_pid"
    rm -rf "$scratch"
}
trap cleanup EXIT

# The build's output goes to a log, shown only when the build fails.
quietly() {
    if ! "$@" > "$scratch/build.log" 2>&1; then
        cat "$scratch/build.log" >&2
        echo "Error: speed.sh: the build failed: $*" >&2
        exit 1
    fi
}
if ((!no_build)) && [[ ! -f "$build/CMakeCache.txt" ]]; then
    quietly cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DHITLAB_BUILD_TESTS=OFF \
        -DHITLAB_BUILD_BENCHMARKS=OFF
fi
if [[ ! -f "$build/CMakeCache.txt" ]]; then
    echo "Error: speed.sh: no build in '$build' (run it without --no-build to make one)" >&2
    exit 2
fi
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
if [[ "$build_type" != Release ]]; then
    echo "Error: speed.sh: $build is a '${build_type:-no type}' build; speed is measured on Release" >&2
    exit 2
fi
if ((!no_build)); then
    quietly cmake --build "$build" -j"$(nproc)" --target hitlab hitlab-gl-floor hitlab-cli \
        hitlab-query-corpus
fi
hitlab=$build/app/hitlab
gl_floor=$build/app/hitlab-gl-floor
cli=$build/tools/hitlab-cli
corpus_tool=$build/tools/hitlab-query-corpus

if ((quick)); then
    runs=1; frames=12; query_lines=20000; steps=6
else
    runs=3; frames=150; query_lines=1000000; steps=30
fi

rows=()
# row WHAT MEASURED GOAL MET COMMAND
row() { rows+=("| $1 | $2 | $3 | $4 | \`$5\` |"); }
# measured WHAT VALUE: VALUE, or the run stops naming what printed no figure.
measured() {
    if [[ ! "$2" =~ ^[0-9]+(\.[0-9]+)?$ ]]; then
        echo "Error: speed.sh: no figure for $1 (got '${2}')" >&2
        exit 1
    fi
}
# met VALUE LIMIT [max|min]: "yes" when VALUE is at most (or with min, at least) LIMIT.
met() {
    awk -v value="$1" -v limit="$2" -v way="${3:-max}" \
        'BEGIN { ok = (way == "max") ? value <= limit : value >= limit; print (ok ? "yes" : "no") }'
}
least() { awk NF | sort -g | head -n 1; }

# --- hitlab-cli bench: ns per test, the default algorithm's row and the batch row -------------------
bench_row() { # PAIR GOAL_SINGLE GOAL_BATCH ONE: the least of the runs, each the bench's median
    local pair=$1 single_goal=$2 batch_goal=$3 one=$4 output r single="" batch=""
    for ((r = 0; r < runs; ++r)); do
        if ! output=$("$cli" bench --filter "$pair" 2> "$scratch/bench.err"); then
            echo "Error: speed.sh: hitlab-cli bench --filter $pair failed: $(cat "$scratch/bench.err")" >&2
            exit 1
        fi
        # The first table lists the default algorithm first; the batch table follows its heading.
        single+="$(awk -v pair="$pair" '$1 == pair { print $4; exit }' <<< "$output")"$'\n'
        batch+="$(awk -v pair="$pair" -v one="$one" '/^one shape against/ { batch = 1 }
            batch && $1 == pair && $2 == one && $3 == one { print $5; exit }' <<< "$output")"$'\n'
    done
    single=$(least <<< "$single")
    batch=$(least <<< "$batch")
    measured "$pair in hitlab-cli bench" "$single"
    measured "the $pair batch in hitlab-cli bench" "$batch"
    row "$pair, one test (ns)" "$single" "<= $single_goal" "$(met "$single" "$single_goal")" \
        "hitlab-cli bench --filter $pair"
    row "$pair, one against a batch (ns per test)" "$batch" "<= $batch_goal" "$(met "$batch" "$batch_goal")" \
        "hitlab-cli bench --filter $pair"
}
bench_row circle/circle 1.5 0.5 circle
bench_row rect/rect 5 2 rect

# --- hitlab-cli query: lines a second on a seeded corpus, the process's start and the read included ----
corpus=$scratch/pairs.jsonl
"$corpus_tool" "$query_lines" > "$corpus"
seconds_of() { # COMMAND...: wall seconds of one run, output discarded
    local start end
    start=$(date +%s.%N)
    if ! "$@" < "$corpus" > /dev/null 2> "$scratch/query.err"; then
        echo "Error: speed.sh: $* failed on the corpus: $(head -n 3 "$scratch/query.err")" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }'
}
query_seconds=$(for ((r = 0; r < runs; ++r)); do seconds_of "$cli" query; done | least)
floor_seconds=$(for ((r = 0; r < runs; ++r)); do seconds_of wc -l; done | least)
measured "hitlab-cli query" "$query_seconds"
lines_per_second=$(awk -v n="$query_lines" -v s="$query_seconds" 'BEGIN { printf "%.0f\n", n / s }')
row "query, every pair of kinds (lines/s; $query_lines lines, ${query_seconds} s, \`wc -l\` on them ${floor_seconds} s)" \
    "$lines_per_second" ">= 1000000" "$(met "$lines_per_second" 1000000 min)" \
    "hitlab-query-corpus $query_lines > pairs.jsonl; hitlab-cli query < pairs.jsonl"

# --- the collision pass of a stress_10k frame (broadphase and narrow phase of 10,000 shapes) ----------
collision_ms=$(for ((r = 0; r < runs; ++r)); do
    "$cli" frame assets/scenes/stress_10k.json --json | sed -n 's/.*"ms_per_frame":\([0-9.]*\).*/\1/p'
done | least | awk '{ printf "%.2f\n", $1 }')
measured "hitlab-cli frame" "$collision_ms"
row "stress_10k: the collision pass of a frame (ms)" "$collision_ms" "<= 5" "$(met "$collision_ms" 5)" \
    "hitlab-cli frame assets/scenes/stress_10k.json"

# --- the sandbox's frames: the least median of --profile over the runs -------------------------------
profile_field() { # FIELD, from the JSON line on stdin
    sed -n "s/.*\"$1\": *\([0-9.]*\).*/\1/p"
}
frame_ms() { # ARGS...: the least median frame over the runs
    local r output
    for ((r = 0; r < runs; ++r)); do
        if ! output=$(SDL_VIDEODRIVER=offscreen "$hitlab" --size 1280x800 "$@" 2> "$scratch/hitlab.err"); then
            echo "Error: speed.sh: hitlab $* failed: $(head -n 2 "$scratch/hitlab.err")" >&2
            exit 1
        fi
        tail -n 1 <<< "$output" | profile_field median_ms
    done | least
}
# The plain floor: the same OpenGL, window size and timing, the window cleared and filled once a frame.
floor_ms=$(for ((r = 0; r < runs; ++r)); do
    if ! SDL_VIDEODRIVER=offscreen "$gl_floor" --frames "$frames" --size 1280x800 2> "$scratch/floor.err"; then
        echo "Error: speed.sh: hitlab-gl-floor failed: $(head -n 2 "$scratch/floor.err")" >&2
        exit 1
    fi
done | profile_field median_ms | least)
measured "hitlab-gl-floor" "$floor_ms"
floors() { awk -v ms="$1" -v floor="$floor_ms" 'BEGIN { printf "%.1f\n", ms / floor }'; }
frame_row() { # WHAT MS GOAL COMMAND
    row "$1 (ms; $(floors "$2") floors)" "$2" "<= $3" "$(met "$2" "$3")" "$4"
}

for scene in assets/scenes/lesson_*.json assets/scenes/default.json; do
    name=$(basename "$scene" .json)
    ms=$(frame_ms --scene "$scene" --profile "$frames")
    measured "$scene" "$ms"
    frame_row "$name: a frame" "$ms" 8 "hitlab --scene $scene --profile $frames --size 1280x800"
done
stress=assets/scenes/stress_10k.json
ms=$(frame_ms --scene "$stress" --profile "$frames")
measured "$stress" "$ms"
frame_row "stress_10k: a frame, nothing moving" "$ms" 16 "hitlab --scene $stress --profile $frames --size 1280x800"

# Scripted input (docs/interfaces.md, --script): the median frame over the script's frames.
{
    echo "frame 2"
    echo "drag 600 400 700 450 $steps"
    echo "frame 2"
} > "$scratch/drag.txt"
{
    echo "frame 2"
    echo "hold space"
    echo "drag 600 400 $((600 + 2 * steps)) $((400 + steps)) $steps"
    echo "release space"
    echo "frame 2"
} > "$scratch/pan.txt"
{
    echo "move 640 400"
    echo "frame 2"
    for ((s = 0; s < steps; ++s)); do
        echo "wheel 1"
        echo "wheel -1"
    done
} > "$scratch/zoom.txt"
for motion in drag pan zoom; do
    case $motion in
        drag) what="a shape dragged" ;;
        pan) what="the view panned by whole pixels" ;;
        zoom) what="the zoom changing every frame" ;;
    esac
    ms=$(frame_ms --scene "$stress" --script "$scratch/$motion.txt" --profile 1)
    measured "$stress with $motion.txt" "$ms"
    frame_row "stress_10k: a frame, $what" "$ms" 16 \
        "hitlab --scene $stress --script $motion.txt --profile 1 --size 1280x800"
done

# --- the idle sandbox: CPU over a few seconds in a real (Xvfb) window --------------------------------
if command -v Xvfb > /dev/null; then
    # Xvfb picks a free display number itself and writes it to fd 3.
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3> "$scratch/display" > /dev/null 2>&1 &
    xvfb_pid=$!
    for ((tenths = 0; tenths < 100; ++tenths)); do
        [[ -s "$scratch/display" ]] && break
        sleep 0.1
    done
    display=:$(head -n 1 "$scratch/display")
    # A home and data directory of its own: the first start's welcome window, and the user's layout
    # neither read nor written.
    HOME=$scratch XDG_DATA_HOME=$scratch DISPLAY=$display SDL_VIDEODRIVER=x11 "$hitlab" --size 1280x760 > /dev/null 2>&1 &
    sandbox_pid=$!
    sleep 3
    idle_seconds=3
    ticks() { awk '{ print $14 + $15 }' "/proc/$sandbox_pid/stat"; }
    if kill -0 "$sandbox_pid" 2> /dev/null; then
        before=$(ticks)
        sleep "$idle_seconds"
        after=$(ticks)
        percent=$(awk -v t="$((after - before))" -v hz="$(getconf CLK_TCK)" -v s="$idle_seconds" \
            'BEGIN { printf "%.1f\n", 100 * t / hz / s }')
        row "the sandbox left alone (% of a core over ${idle_seconds} s)" "$percent" "< 2" \
            "$(met "$percent" 1.99)" "Xvfb; hitlab, then /proc/PID/stat"
    else
        row "the sandbox left alone (% of a core)" "not measured: it did not start on Xvfb $display" "< 2" \
            "-" "Xvfb; hitlab"
    fi
else
    row "the sandbox left alone (% of a core)" "not measured: no Xvfb (Debian package xvfb)" "< 2" "-" \
        "Xvfb; hitlab"
fi

echo "Speed on $(nproc) cores, $(date -u +%Y-%m-%d), load average $(cut -d ' ' -f 1-3 /proc/loadavg);" \
    "the least of $runs run(s)."
echo "The floor under a frame: ${floor_ms} ms, the window cleared and filled once a frame" \
    "(\`hitlab-gl-floor --frames $frames --size 1280x800\`); a frame's row gives it in floors too."
echo
echo "| what | measured | goal | met | command |"
echo "|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
