#!/usr/bin/env bash
# Fuzzes the shape reader, the scene reader and hitlab-cli query, each for a fixed time, with clang's
# libFuzzer under AddressSanitizer and UndefinedBehaviorSanitizer, in the sanitizer build of
# scripts/test.sh (build-asan/, configured the same way).
#   scripts/fuzz.sh              60 seconds each
#   FUZZ_SECONDS=600 scripts/fuzz.sh
# The corpus each run grows is kept in build-asan/fuzz-corpus/NAME (seeded from fuzz/corpus and
# assets/scenes); an input that fails is written to build-asan/fuzz-crashes/ and the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --tests
seconds="${FUZZ_SECONDS:-60}"
CC=clang CXX=clang++ cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHITLAB_SANITIZE=ON \
    -DHITLAB_BUILD_FUZZERS=ON -DHITLAB_BUILD_APP=OFF -DHITLAB_BUILD_BENCHMARKS=OFF -DHITLAB_BUILD_TESTS=ON
cmake --build build-asan -j"$(nproc)" --target fuzz_shape_reader fuzz_scene_reader fuzz_query_line
mkdir -p build-asan/fuzz-crashes
status=0
run() {
    local name="$1"
    shift
    mkdir -p "build-asan/fuzz-corpus/$name"
    echo "== $name: ${seconds} s"
    "build-asan/fuzz/$name" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -dict=fuzz/json.dict -artifact_prefix="build-asan/fuzz-crashes/$name-" -print_final_stats=1 \
        "build-asan/fuzz-corpus/$name" "$@" || status=1
}
run fuzz_shape_reader fuzz/corpus/shape
run fuzz_scene_reader fuzz/corpus/scene assets/scenes
run fuzz_query_line fuzz/corpus/query
if [[ $status -ne 0 ]]; then
    echo "A fuzzer found a failing input: see build-asan/fuzz-crashes/" >&2
fi
exit $status
