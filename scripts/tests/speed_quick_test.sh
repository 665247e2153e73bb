#!/usr/bin/env bash
# scripts/speed.sh --quick on the test build: every measurement of the speed report runs and prints a
# figure, and a build it cannot measure is refused by name. (The figures themselves are not judged:
# a test is no place for timings.)
#
# usage: speed_quick_test.sh BUILD_DIR
set -euo pipefail
build=$1
script=$(dirname "$0")/../speed.sh
scenes=$(dirname "$0")/../../assets/scenes
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

bash "$script" --quick --no-build "$build" > "$work/report.md" 2> "$work/errors.txt" ||
    fail "speed.sh --quick stopped: $(cat "$work/errors.txt")"
cat "$work/report.md"

# Every row: a figure in the measured column and yes or no in the met column (the idle row may say why
# it was not measured, on a machine without Xvfb).
rows=$(grep -c '^| [^w-]' "$work/report.md" || true)
while IFS='|' read -r _ what value _ met _; do
    value=${value// /}
    met=${met// /}
    if [[ "$what" == *"left alone"* && "$met" == "-" ]]; then
        continue
    fi
    [[ "$value" =~ ^[0-9]+(\.[0-9]+)?$ ]] || fail "no figure in row '$what': '$value'"
    [[ "$met" == yes || "$met" == no ]] || fail "row '$what' says neither yes nor no: '$met'"
done < <(grep '^| [^w-]' "$work/report.md")

expect_row() {
    grep -q "^| $1" "$work/report.md" || fail "no row for '$1'"
}
expect_row 'circle/circle, one test'
expect_row 'circle/circle, one against a batch'
expect_row 'rect/rect, one test'
expect_row 'rect/rect, one against a batch'
expect_row 'query, every pair of kinds'
for scene in "$scenes"/lesson_*.json "$scenes"/default.json; do
    expect_row "$(basename "$scene" .json): a frame"
done
expect_row 'stress_10k: the collision pass of a frame'
expect_row 'stress_10k: a frame, nothing moving'
expect_row 'stress_10k: a frame, a shape dragged'
expect_row 'stress_10k: a frame, the view panned'
expect_row 'stress_10k: a frame, the zoom changing'
expect_row 'the sandbox left alone'
# The plain floor is measured, and every frame is also given in floors.
grep -q '^The floor under a frame: [0-9.]* ms' "$work/report.md" || fail "no floor line"
frame_rows=$(grep -c '^| [^|]*: a frame' "$work/report.md" || true)
floored_rows=$(grep -c '^| [^|]*: a frame[^|]*(ms; [0-9.]* floors) |' "$work/report.md" || true)
[[ "$frame_rows" -gt 0 && "$floored_rows" -eq "$frame_rows" ]] ||
    fail "$floored_rows of $frame_rows frame rows give the frame in floors"
lessons=$(ls "$scenes"/lesson_*.json | wc -l)
[[ "$rows" -eq $((lessons + 12)) ]] || fail "$rows rows, expected $((lessons + 12))"

# A directory without a build, and a build of another type, are refused by name.
if bash "$script" --quick --no-build "$work/nothing" > /dev/null 2> "$work/refusal.txt"; then
    fail "speed.sh measured a directory without a build"
fi
grep -q "no build in '$work/nothing'" "$work/refusal.txt" || fail "unclear refusal: $(cat "$work/refusal.txt")"
mkdir -p "$work/debug"
echo 'CMAKE_BUILD_TYPE:STRING=Debug' > "$work/debug/CMakeCache.txt"
if bash "$script" --quick --no-build "$work/debug" > /dev/null 2> "$work/refusal.txt"; then
    fail "speed.sh measured a Debug build"
fi
grep -q "'Debug' build; speed is measured on Release" "$work/refusal.txt" ||
    fail "unclear refusal: $(cat "$work/refusal.txt")"
# The floor's own arguments: a bad one is refused with the flag and its limits.
floor_program=$build/app/hitlab-gl-floor
for bad in "--frames 0|--frames '0' must be a whole number from 1" "--size 12|--size '12' must be WxH" \
    "--bogus|unknown option or missing value '--bogus'"; do
    # shellcheck disable=SC2086 # the arguments are split on purpose
    if "$floor_program" ${bad%%|*} > /dev/null 2> "$work/refusal.txt"; then
        fail "hitlab-gl-floor ran with ${bad%%|*}"
    fi
    grep -qF -- "${bad#*|}" "$work/refusal.txt" || fail "unclear refusal of ${bad%%|*}: $(cat "$work/refusal.txt")"
done
echo "PASS: $rows rows"
