#!/usr/bin/env bash
# `hitlab-cli query` split over processes by GNU parallel (README, "Speed") answers as one process does:
# the query holds no state between lines, so `parallel -k` joining the blocks' answers in order gives
# the same bytes. Checks the streaming form (--pipe) and the file form (--pipepart), with small blocks
# so that the corpus is cut in many places.
# usage: query_parallel_test.sh HITLAB_CLI HITLAB_QUERY_CORPUS   (exit 77: GNU parallel is missing)
set -euo pipefail
cli="$1"
corpus_tool="$2"
if ! command -v parallel > /dev/null; then
    echo "GNU parallel is not installed (scripts/install-deps.sh --tests installs it)"
    exit 77
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$corpus_tool" 20000 > "$work/corpus.jsonl"
for options in "" "--algorithm all"; do
    # shellcheck disable=SC2086 # the options are words
    "$cli" query $options < "$work/corpus.jsonl" > "$work/plain.jsonl"
    parallel --will-cite --pipe -k --block 200k "$cli" query $options < "$work/corpus.jsonl" > "$work/pipe.jsonl"
    parallel --will-cite --pipepart -a "$work/corpus.jsonl" -k --block 300k "$cli" query $options \
        > "$work/pipepart.jsonl"
    lines=$(wc -l < "$work/plain.jsonl")
    if [[ "$lines" -ne 20000 ]]; then
        echo "query ${options}: $lines answers for 20000 lines"
        exit 1
    fi
    cmp "$work/plain.jsonl" "$work/pipe.jsonl" || { echo "query ${options}: --pipe differs"; exit 1; }
    cmp "$work/plain.jsonl" "$work/pipepart.jsonl" || { echo "query ${options}: --pipepart differs"; exit 1; }
done
echo "split runs equal the plain run"
