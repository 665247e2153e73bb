#!/usr/bin/env bash
# Sets up and starts the hitlab sandbox: installs the packages, builds in build/, opens the default
# scene. Extra arguments go to hitlab (for example --scene assets/scenes/lesson_polygon_sat.json).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DHITLAB_BUILD_TESTS=OFF -DHITLAB_BUILD_BENCHMARKS=OFF
cmake --build build -j"$(nproc)" --target hitlab hitlab-cli
exec build/app/hitlab "$@"
