#!/usr/bin/env bash
# Tells a leak from libFuzzer's own growth: feeds ONE input to a target again and again and
# reports the peak resident memory after a short and a long run. With a fixed input libFuzzer
# adds nothing to its corpus, so any growth between the two is memory the reader (or a library
# under it) keeps per execution.
#
#   fuzz/leak-check.sh TARGET FILE [RUNS]     default RUNS 100000 (the short run is RUNS/10)
#
# Uses the build fuzz/run.sh made (FUZZ_CONFIG=release for the optimised one); builds it if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: fuzz/leak-check.sh TARGET FILE [RUNS]" >&2; exit 2; }
target=$1 input=$2 runs=${3:-100000}
config=${FUZZ_CONFIG:-debug}
bin=$(THUMBRULE_FUZZ=1 swift build -c "$config" --scratch-path .build/fuzz --product ThumbruleFuzz --show-bin-path)/ThumbruleFuzz
[ -x "$bin" ] || THUMBRULE_FUZZ=1 swift build -c "$config" --scratch-path .build/fuzz --product ThumbruleFuzz >&2

peak() {
    SWIFT_BACKTRACE=enable=no THUMBRULE_FUZZ_TARGET=$target "$bin" -runs="$1" -rss_limit_mb=4096 \
        -print_final_stats=1 "$input" 2>&1 | sed -n 's/^stat::peak_rss_mb: *//p' | tail -1
}
short=$((runs / 10))
a=$(peak "$short") b=$(peak "$runs")
bytes=$(( (b - a) * 1048576 / (runs - short) ))
printf 'target\tinput\truns\tpeak_rss_mb\n%s\t%s\t%s\t%s\n%s\t%s\t%s\t%s\n' \
    "$target" "$(basename "$input")" "$short" "$a" "$target" "$(basename "$input")" "$runs" "$b"
echo "fuzz: $target: about $bytes bytes kept per execution" >&2
