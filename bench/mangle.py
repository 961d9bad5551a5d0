#!/usr/bin/env python3
"""Checks mangled copies of real trees and asserts Thumbrule survives every one.

    bench/mangle.py [--tool .build/debug/thumbrule] [--seed 1] [--rounds 20] [--files 12]
                    [--timeout 300] [--tsv bench/mangle.tsv] TREE [TREE ...]
    bench/mangle.py --replay ROUND --out DIR [--seed 1] [--files 12] TREE
                    writes the tree as that round mangled it into DIR, to reproduce a failure

Each tree is copied to a scratch folder once (build output and .git left out). A first
`thumbrule check -f json` on the pristine copy gives the notices the tree already has. Then
every round cuts, scrambles, flips bytes in or breaks the encoding of a few of its Swift, property
list, Xcode project, storyboard, Android manifest and layout, Gradle, Kotlin, Dart, JavaScript /
TypeScript, pubspec and package files (chosen and
mangled from a fixed seed, so a run repeats), checks the copy again, and puts the files
back. A round fails when the check is killed by a signal, times out, exits with anything
but 0 or 1, prints JSON that does not parse, leaves a mangled Swift file that is no longer
text (NUL byte, bad UTF-8) without a skipped-file notice, or names an untouched file in a
new unreadable notice. One row per tree goes to the TSV (rows of other trees are kept);
`broken_plists` counts mangled plists Python's plistlib refuses (Foundation reads some of
them, so not every one is noticed), `other_noticed` the other mangled files named in notices.

The trees are read, never written: real apps under /work/corpus stay out of the repository.
"""
import argparse, json, os, plistlib, random, shutil, subprocess, sys, tempfile, time

MANGLED_SUFFIXES = (".swift", ".plist", ".entitlements", ".pbxproj", ".strings", ".xcstrings", ".storyboard", ".xib",
                    ".kt", ".kts", ".gradle", ".toml", ".xml", ".dart", ".js", ".jsx", ".ts", ".tsx", ".yaml", ".json")
SKIPPED_FOLDERS = {".git", ".build", "build", "DerivedData", "node_modules", ".gradle", "Pods", "Carthage"}
NOTICES = {"thumbrule.skipped-file", "thumbrule.unreadable-input"}


def eligible(root):
    files = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_FOLDERS)
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            if name.endswith(MANGLED_SUFFIXES) and os.path.isfile(path) and not os.path.islink(path):
                files.append(os.path.relpath(path, root))
    return files


SYNTAX = b'{}()[]<>"\'/\\:;,=.#@$ \n\tabcxyz019'
KINDS = ["cut", "scramble", "flip", "cut+flip", "nul", "bad-utf8"]
WEIGHTS = [30, 30, 15, 10, 8, 7]


def mangle(data, rng):
    """One kind of damage: cut at a random point, scramble a few bytes into other syntax
    characters (the file stays text), flip bits in a few bytes, both, or break the encoding
    with a NUL byte or a bad UTF-8 sequence. Returns the new bytes and the kind's name."""
    kind = rng.choices(KINDS, WEIGHTS)[0]
    data = bytearray(data)
    if kind in ("cut", "cut+flip"):
        data = data[:rng.randrange(len(data) + 1)]
    if kind == "scramble" and data:
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.choice(SYNTAX)
    if kind in ("flip", "cut+flip") and data:
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= rng.randint(1, 255)
    if kind == "nul":
        data.insert(rng.randrange(len(data) + 1), 0)
    if kind == "bad-utf8":
        data[rng.randrange(len(data) + 1):0] = bytes([0xC3, 0x28])
    return bytes(data), kind


def is_text(data):
    if b"\0" in data:
        return False
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


def run_check(tool, root, timeout):
    start = time.monotonic()
    try:
        done = subprocess.run([tool, "check", root, "-f", "json", "--allow-empty"], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, time.monotonic() - start, "timeout"
    seconds = time.monotonic() - start
    if done.returncode < 0:
        return done.returncode, None, seconds, f"killed by signal {-done.returncode}"
    if done.returncode not in (0, 1):
        return done.returncode, None, seconds, f"exit {done.returncode}: {done.stderr.decode(errors='replace').strip()[:300]}"
    try:
        document = json.loads(done.stdout)
    except ValueError:
        return done.returncode, None, seconds, "output is not JSON"
    return done.returncode, document, seconds, None


def notices(document):
    return {(f["checkId"], f["path"]) for f in document["findings"] if f["checkId"] in NOTICES}


def mangle_round(root, files, name, round_number, args):
    """Mangles the files one round chooses, in place; returns their original bytes and damage."""
    rng = random.Random(f"{args.seed}/{name}/{round_number}")
    chosen = rng.sample(files, min(args.files, len(files)))
    originals = {}
    kinds = {}
    for relative in chosen:
        path = os.path.join(root, relative)
        with open(path, "rb") as handle:
            originals[relative] = handle.read()
        data, kinds[relative] = mangle(originals[relative], rng)
        with open(path, "wb") as handle:
            handle.write(data)
    return originals, kinds


def mangle_tree(tree, args):
    name = os.path.basename(os.path.normpath(tree))
    row = {"tree": name, "files": 0, "rounds": args.rounds, "mangled": 0, "runs": 0, "completed": 0,
           "signals": 0, "timeouts": 0, "bad_exits": 0, "not_text_swift": 0, "not_text_swift_noticed": 0,
           "broken_plists": 0, "broken_plists_noticed": 0, "other_noticed": 0, "stray_notices": 0, "pristine_findings": 0, "max_seconds": 0.0}
    failures = []
    with tempfile.TemporaryDirectory(prefix="thumbrule-mangle-") as scratch:
        root = os.path.join(scratch, name)
        shutil.copytree(tree, root, symlinks=True, ignore=shutil.ignore_patterns(*SKIPPED_FOLDERS))
        files = eligible(root)
        row["files"] = len(files)
        status, document, seconds, failure = run_check(args.tool, root, args.timeout)
        if failure:
            return row, [f"{name}: the pristine copy fails: {failure}"]
        before = notices(document)
        row["pristine_findings"] = len(document["findings"])
        for round_number in range(args.rounds):
            originals, kinds = mangle_round(root, files, name, round_number, args)
            chosen = list(originals)
            try:
                row["runs"] += 1
                row["mangled"] += len(chosen)
                status, document, seconds, failure = run_check(args.tool, root, args.timeout)
                row["max_seconds"] = max(row["max_seconds"], round(seconds, 1))
                if failure:
                    key = "timeouts" if failure == "timeout" else "signals" if failure.startswith("killed") else "bad_exits"
                    row[key] += 1
                    failures.append(f"{name} round {round_number}: {failure} (mangled: {', '.join(f'{p} [{kinds[p]}]' for p in sorted(chosen))})")
                    continue
                row["completed"] += 1
                found = notices(document)
                noticed_paths = {path for _, path in found}
                for relative in chosen:
                    with open(os.path.join(root, relative), "rb") as handle:
                        data = handle.read()
                    if relative.endswith(".swift") and not is_text(data):
                        row["not_text_swift"] += 1
                        if relative in noticed_paths:
                            row["not_text_swift_noticed"] += 1
                        else:
                            failures.append(f"{name} round {round_number}: {relative} [{kinds[relative]}] is not text, and no notice names it")
                    elif relative in noticed_paths:
                        row["other_noticed"] += 1
                    if relative.endswith((".plist", ".entitlements")):
                        try:
                            plistlib.loads(data)
                        except Exception:
                            row["broken_plists"] += 1
                            row["broken_plists_noticed"] += relative in noticed_paths
                stray = {(check, path) for check, path in found - before if path not in originals}
                row["stray_notices"] += len(stray)
                for check, path in sorted(stray):
                    failures.append(f"{name} round {round_number}: {check} names {path}, which was not mangled")
            finally:
                for relative, data in originals.items():
                    with open(os.path.join(root, relative), "wb") as handle:
                        handle.write(data)
    return row, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", default=".build/debug/thumbrule")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--files", type=int, default=12, help="files mangled per round")
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--tsv", default="bench/mangle.tsv")
    parser.add_argument("--replay", type=int, help="write this round's mangled tree to --out and stop")
    parser.add_argument("--out")
    parser.add_argument("trees", nargs="+")
    args = parser.parse_args()
    if args.replay is not None:
        name = os.path.basename(os.path.normpath(args.trees[0]))
        shutil.copytree(args.trees[0], args.out, symlinks=True, ignore=shutil.ignore_patterns(*SKIPPED_FOLDERS))
        originals, kinds = mangle_round(args.out, eligible(args.out), name, args.replay, args)
        for relative in sorted(originals):
            print(f"{kinds[relative]}\t{relative}")
        return
    args.tool = os.path.abspath(args.tool)
    columns = ["tree", "files", "rounds", "mangled", "runs", "completed", "signals", "timeouts", "bad_exits",
               "not_text_swift", "not_text_swift_noticed", "broken_plists", "broken_plists_noticed",
               "other_noticed", "stray_notices", "pristine_findings", "max_seconds"]
    rows = {}
    if os.path.exists(args.tsv):
        with open(args.tsv) as handle:
            lines = handle.read().splitlines()
        if lines and lines[0].split("\t") == columns:
            for line in lines[1:]:
                rows[line.split("\t")[0]] = line
    all_failures = []
    for tree in args.trees:
        row, failures = mangle_tree(tree, args)
        line = "\t".join(str(row[column]) for column in columns)
        print(line, flush=True)
        rows[row["tree"]] = line
        all_failures += failures
    with open(args.tsv, "w") as handle:
        handle.write("\t".join(columns) + "\n" + "".join(line + "\n" for _, line in sorted(rows.items())))
    for failure in all_failures:
        print("FAIL " + failure, file=sys.stderr)
    sys.exit(1 if all_failures else 0)


if __name__ == "__main__":
    main()
