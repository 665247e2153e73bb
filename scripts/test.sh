#!/usr/bin/env bash
# Sets up and runs the whole test suite: installs the packages (test tools included), builds every
# target in build-tests/, and runs CTest. Needs no display and no GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --tests
cmake -S . -B build-tests -DCMAKE_BUILD_TYPE=Release -DHITLAB_BUILD_TESTS=ON -DHITLAB_BUILD_BENCHMARKS=ON
cmake --build build-tests -j"$(nproc)"
cd build-tests
ctest --output-on-failure -j"$(nproc)" --timeout 900
