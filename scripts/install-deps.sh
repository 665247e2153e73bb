#!/usr/bin/env bash
# Installs the Debian packages hitlab needs to build, run and test. Does nothing when all are there.
set -euo pipefail

packages=(
    build-essential cmake pkg-config
    libglm-dev nlohmann-json3-dev libsimdjson-dev libsdl2-dev libimgui-dev libstb-dev
    libgtest-dev libbenchmark-dev
    libgl1-mesa-dri libegl1 libegl-mesa0 libgl1 libglx-mesa0
    fonts-ipafont-gothic  # the Japanese glyphs of the UI (--lang ja)
)
if [[ "${1:-}" == "--tests" ]]; then
    # The end-to-end test drives a real window under a virtual X server; the export test renders SVG
    # figures with rsvg-convert; the sanitizer build and the fuzzers use clang, its sanitizer runtimes
    # and libFuzzer (libclang-rt-14-dev ships both); a test splits a query corpus over processes with
    # GNU parallel; the test script builds with Ninja.
    packages+=(xvfb xauth xdotool librsvg2-bin clang libclang-rt-14-dev parallel ninja-build)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [[ ${#missing[@]} -eq 0 ]]; then
    exit 0
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    sudo=(sudo)
fi
echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
