#!/usr/bin/env bash
# `hitlab-cli query` answers each line as it arrives, without waiting for the end of its input: a
# program that writes a line and waits for the answer (here a bash coprocess) gets it, and a bad line
# gets its error line at once, while the input stays open; closing the input ends the run with status 1
# (a line failed).
# usage: query_interactive_test.sh HITLAB_CLI
set -euo pipefail
cli="$1"
good='{"a":{"type":"circle","cx":0,"cy":0,"r":1},"b":{"type":"circle","cx":1,"cy":0,"r":1}}'
coproc QUERY { "$cli" query; }
pid=$QUERY_PID
ask() {
    echo "$1" >&"${QUERY[1]}"
    local answer
    if ! read -r -t 10 answer <&"${QUERY[0]}"; then
        echo "no answer within 10 s to: $1"
        kill "$pid" 2> /dev/null || true
        exit 1
    fi
    if [[ "$answer" != *"$2"* ]]; then
        echo "answer to $1: $answer (expected it to hold $2)"
        exit 1
    fi
}
ask "$good" '"overlap":true'
ask 'not json' '"error":"line 2: not valid JSON'
ask "$good" '"distance":-1.0'
exec {QUERY[1]}>&-
status=0
wait "$pid" || status=$?
if [[ "$status" -ne 1 ]]; then
    echo "exit status $status after a bad line, expected 1"
    exit 1
fi
echo "each line answered as it arrived"
