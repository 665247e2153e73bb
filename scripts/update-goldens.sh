#!/usr/bin/env bash
# Refreshes the golden images in assets/golden on purpose, after a deliberate visual change: renders
# every scene of assets/scenes/index.json with the sandbox and copies the results over the goldens.
# Look at the new PNGs before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --tests
cmake -S . -B build-tests -DCMAKE_BUILD_TYPE=Release -DHITLAB_BUILD_TESTS=ON
cmake --build build-tests -j"$(nproc)" --target hitlab test_golden
HITLAB_UPDATE_GOLDENS=1 build-tests/app/regression/test_golden --gtest_filter='AllScenes/*:GoldenSuite.DefaultSceneWithPanels'
git status --short assets/golden
