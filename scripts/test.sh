#!/usr/bin/env bash
# Sets up and runs the whole test suite: installs the packages (test tools included), builds every
# target in build-tests/, and runs CTest. Then builds the core, io and tools suites and the fuzz
# harnesses with clang under AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/ (no app,
# no benchmarks) and runs them, each fuzzer for a fixed number of mutations over its seed corpus.
# Needs no display and no GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --tests
# Ninja for a new build directory (an existing one keeps its generator): its .ninja_log records how long
# each compile and link took, which is where a slow build is found.
export CMAKE_GENERATOR="${CMAKE_GENERATOR:-Ninja}"
# The benchmarks are built to see that they still build, not run, so they skip the whole-program link
# (HITLAB_LTO_BENCHMARKS; the README's Tests section says where to build them for figures).
cmake -S . -B build-tests -DCMAKE_BUILD_TYPE=Release -DHITLAB_BUILD_TESTS=ON -DHITLAB_BUILD_BENCHMARKS=ON \
    -DHITLAB_LTO_BENCHMARKS=OFF
cmake --build build-tests -j"$(nproc)"
(cd build-tests && ctest --output-on-failure -j"$(nproc)" --timeout 900)

CC=clang CXX=clang++ cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHITLAB_SANITIZE=ON \
    -DHITLAB_BUILD_FUZZERS=ON -DHITLAB_BUILD_APP=OFF -DHITLAB_BUILD_BENCHMARKS=OFF -DHITLAB_BUILD_TESTS=ON
cmake --build build-asan -j"$(nproc)"
cd build-asan
ctest --output-on-failure -j"$(nproc)" --timeout 900
