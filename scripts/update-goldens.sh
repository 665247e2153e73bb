#!/usr/bin/env bash
# Refreshes the golden images in assets/golden on purpose, after a deliberate visual change: builds
# hitlab and test_golden in build-tests/, renders every scene of assets/scenes/index.json (and the
# default scene with its panels, the Japanese renders and the presenter's two) with the sandbox as the
# new goldens, then runs the golden comparisons once more against them. Look at the changed PNGs before
# committing them.
#
# usage: scripts/update-goldens.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --tests
cmake -S . -B build-tests -DCMAKE_BUILD_TYPE=Release -DHITLAB_BUILD_TESTS=ON -DHITLAB_BUILD_APP=ON > /dev/null
cmake --build build-tests -j"$(nproc)" --target hitlab test_golden
golden_test=build-tests/app/regression/test_golden

# Start from an empty directory, so that a scene removed from the catalog leaves no stale golden.
rm -f assets/golden/*.png
HITLAB_UPDATE_GOLDENS=1 "$golden_test" --gtest_brief=1 \
    --gtest_filter='Scenes/GoldenScene.*:Japanese/GoldenJapanese.*:GoldenSuite.DefaultSceneWithPanels:GoldenSuite.LessonAtUiScaleTwo:GoldenSuite.LessonInLightTheme'
"$golden_test" --gtest_brief=1 --gtest_filter='Scenes/GoldenScene.*:GoldenSuite.*'

goldens=(assets/golden/*.png)
echo "Goldens refreshed in assets/golden (${#goldens[@]} images). Changed:"
git status --short assets/golden 2> /dev/null || true
