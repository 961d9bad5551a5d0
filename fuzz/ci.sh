#!/usr/bin/env bash
# The short fuzz run for CI: every target for 10,000 executions, seeded from the examples only.
# Not part of .ci/run: the instrumented build of the whole package alone takes longer than
# the three minutes a CI step may add. The table goes to .build/fuzz/ci.tsv, not bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZ_TSV=.build/fuzz/ci.tsv THUMBRULE_FUZZ_SEEDS= exec fuzz/run.sh all 10000
