#!/usr/bin/env bash
# Fuzzes one of Thumbrule's readers of untrusted input with libFuzzer (see fuzz/README.md).
#
#   fuzz/run.sh TARGET 60s        fuzz TARGET for 60 seconds
#   fuzz/run.sh TARGET 100000     fuzz TARGET for 100000 executions (with FUZZ_TSV set, its
#                                 row in that table is replaced)
#   fuzz/run.sh all 100000        every target in turn; one row each into bench/fuzz.tsv
#                                 (or into FUZZ_TSV)
#   fuzz/run.sh list              the target names
#
# Builds the package once, debug, with `-sanitize=fuzzer` (coverage for Thumbrule's modules) into
# .build/fuzz, seeds .build/fuzz/corpus/TARGET from the examples, the test fixtures,
# fuzz/seeds/TARGET and, when set, the folder in THUMBRULE_FUZZ_SEEDS (real apps: read,
# never copied into the repository), and keeps any crashing input in .build/fuzz/artifacts.
# FUZZ_MAX_SECONDS caps a run given in executions; FUZZ_MAX_LEN caps input size (default 64 KB);
# FUZZ_CONFIG=release builds optimised (the long runs), default debug; FUZZ_SEED fixes libFuzzer's
# random seed, so a run repeats.
# Exits 1 if a target crashed, hung (over FUZZ_TIMEOUT seconds, default 10) or ran out of memory.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=.build/fuzz
targets="plist binary-plist entitlements pbxproj xcconfig strings string-catalog config rulebook suppressions brief baseline mcp manifest gradle version-catalog kotlin layout dart pubspec javascript expo-config interface-builder"

usage() { echo "usage: fuzz/run.sh TARGET|all SECONDSs|RUNS   (targets: $targets)" >&2; exit 2; }
[ "${1:-}" = list ] && { echo "$targets" | tr ' ' '\n'; exit 0; }
[ $# -eq 2 ] || usage
target=$1 budget=$2
case "$budget" in
    *s) budget_flag="-max_total_time=${budget%s}" ;;
    *[!0-9]*|"") usage ;;
    *) budget_flag="-runs=$budget" ;;
esac
time_cap=${FUZZ_MAX_SECONDS:+-max_total_time=$FUZZ_MAX_SECONDS}

# File name patterns each target is seeded with.
seed_patterns() {
    case "$1" in
        plist|binary-plist) echo '*.plist' ;;
        entitlements) echo '*.entitlements' ;;
        pbxproj) echo 'project.pbxproj' ;;
        xcconfig) echo '*.xcconfig' ;;
        strings) echo '*.strings' ;;
        string-catalog) echo '*.xcstrings' ;;
        config) echo '.thumbrule.json' ;;
        rulebook) echo 'Sources/ThumbruleRules/Resources/rulebook/*.md' ;;
        suppressions) echo '*.swift' ;;
        brief) echo '*/screens/*.md' ;;
        baseline) echo '*baseline*.json' ;;
        mcp) echo '' ;;
        manifest) echo 'AndroidManifest.xml' ;;
        gradle) echo '*.gradle *.gradle.kts' ;;
        version-catalog) echo '*.versions.toml gradle.properties' ;;
        kotlin) echo '*.kt' ;;
        layout) echo '*/res/layout*/*.xml' ;;
        dart) echo '*.dart' ;;
        pubspec) echo 'pubspec.yaml' ;;
        javascript) echo '*.js *.jsx *.ts *.tsx' ;;
        expo-config) echo 'app.json package.json app.config.js app.config.ts' ;;
        interface-builder) echo '*.storyboard *.xib' ;;
        *) return 1 ;;
    esac
}

# FUZZ_CONFIG=release builds optimised: about ten times the executions a second, for the long runs.
config=${FUZZ_CONFIG:-debug}
build() {
    echo "fuzz: building ThumbruleFuzz ($config, -sanitize=fuzzer) in $scratch" >&2
    THUMBRULE_FUZZ=1 swift build -c "$config" --scratch-path "$scratch" --product ThumbruleFuzz >&2
}

# Fills the corpus folder of a target with up to 64 seeds of at most 64 KB, spread evenly
# over the sorted candidates so one large app does not crowd out the rest.
seed() {
    local name=$1 corpus=$scratch/corpus/$1
    mkdir -p "$corpus"
    [ -n "$(ls -A "$corpus")" ] && return 0
    python3 - "$name" "$corpus" "$root" "${THUMBRULE_FUZZ_SEEDS:-}" $(seed_patterns "$name") <<'PY'
import fnmatch, hashlib, os, plistlib, sys
name, corpus, root, extra, patterns = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
folders = [os.path.join(root, "Examples"), os.path.join(root, "Tests"), os.path.join(root, "Sources")]
if extra: folders.append(extra)
found = []
for folder in folders:
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d not in (".build", ".git", "build", "node_modules"))
        for filename in sorted(filenames):
            path = os.path.join(dirpath, filename)
            if any(fnmatch.fnmatch(path, "*/" + p) or fnmatch.fnmatch(filename, p) for p in patterns):
                if 0 < os.path.getsize(path) <= 65536:
                    found.append(path)
if name == "suppressions":
    # Swift files that use suppression comments first; a few others for the parser's shapes.
    marked = [p for p in found if b"thumbrule:" in open(p, "rb").read()]
    found = marked + [p for p in found if p not in marked][:32]
step = max(1, len(found) // 64)
chosen = found[::step][:64]
hand = os.path.join(root, "fuzz", "seeds", name)
if os.path.isdir(hand):
    chosen += [os.path.join(hand, f) for f in sorted(os.listdir(hand))]
count = 0
for path in chosen:
    data = open(path, "rb").read()
    if name == "binary-plist":
        try:
            data = plistlib.dumps(plistlib.loads(data), fmt=plistlib.FMT_BINARY)
        except Exception:
            continue
    with open(os.path.join(corpus, hashlib.sha1(data).hexdigest()), "wb") as out:
        out.write(data)
    count += 1
print(f"fuzz: {name}: {count} seeds", file=sys.stderr)
PY
}

# Runs one target; prints its row: target, executions, seconds, exec/s, result, slowest input (s), peak RSS (MB), corpus.
run_one() {
    local name=$1 log=$scratch/logs/$1.log artifacts=$scratch/artifacts/$1/
    mkdir -p "$scratch/logs" "$artifacts"
    seed "$name"
    local start end status=0
    start=$(date +%s)
    # Swift's own backtracer would catch a trap before libFuzzer does, and libFuzzer's handler
    # is what keeps the crashing input.
    SWIFT_BACKTRACE=enable=no THUMBRULE_FUZZ_TARGET=$name "$bin" "$scratch/corpus/$name" \
        "$budget_flag" $time_cap -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-1536}" -max_len="${FUZZ_MAX_LEN:-65536}" \
        ${FUZZ_SEED:+-seed=$FUZZ_SEED} -print_final_stats=1 -artifact_prefix="$artifacts" >"$log" 2>&1 || status=$?
    end=$(date +%s)
    local execs rate slowest rss result corpus_size
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    slowest=$(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log" | tail -1)
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    corpus_size=$(ls "$scratch/corpus/$name" | wc -l)
    if [ "$status" -eq 0 ]; then result=ok
    elif grep -q 'ERROR: libFuzzer: timeout' "$log"; then result=hang
    elif grep -q 'out-of-memory' "$log"; then result=oom
    else result=crash; fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "${execs:-0}" "$((end - start))" "${rate:-0}" "$result" "${slowest:-?}" "${rss:-?}" "$corpus_size"
    [ "$result" = ok ] || { echo "fuzz: $name: $result; see $log and $artifacts" >&2; return 1; }
}

build
bin=$(THUMBRULE_FUZZ=1 swift build -c "$config" --scratch-path "$scratch" --product ThumbruleFuzz --show-bin-path)/ThumbruleFuzz
header=$'target\texecutions\tseconds\texec_per_s\tresult\tslowest_input_s\tpeak_rss_mb\tcorpus_files'
failed=0
if [ "$target" = all ]; then
    rows=$header
    for name in $targets; do
        row=$(run_one "$name") || failed=1
        echo "$row"
        rows+=$'\n'"$row"
    done
    printf '%s\n' "$rows" > "${FUZZ_TSV:-bench/fuzz.tsv}"
    echo "fuzz: wrote ${FUZZ_TSV:-bench/fuzz.tsv}" >&2
else
    seed_patterns "$target" >/dev/null || usage
    echo "$header"
    row=$(run_one "$target") || failed=1
    echo "$row"
    # With FUZZ_TSV set, the target's row in that table is replaced (or added).
    if [ -n "${FUZZ_TSV:-}" ]; then
        { echo "$header"; { [ -f "$FUZZ_TSV" ] && tail -n +2 "$FUZZ_TSV" | awk -F'\t' -v t="$target" '$1 != t'; echo "$row"; } | sort; } > "$FUZZ_TSV.new"
        mv "$FUZZ_TSV.new" "$FUZZ_TSV"
    fi
fi
exit $failed
