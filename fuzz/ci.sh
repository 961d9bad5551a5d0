#!/usr/bin/env bash
# The short fuzz run .ci/run makes after the tests: every target for 10,000 executions,
# seeded from the examples only, with a fixed libFuzzer seed so a run repeats. It builds the
# instrumented debug package in .build/fuzz (about a minute on two cores) and writes its table
# to .build/fuzz/ci.tsv, not bench/. A crash, hang or memory blow-up fails CI.
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZ_SEED=1 FUZZ_TSV=.build/fuzz/ci.tsv THUMBRULE_FUZZ_SEEDS= exec fuzz/run.sh all 10000
