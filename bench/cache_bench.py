#!/usr/bin/env python3
"""Thumbrule cache benchmark: cold, warm and --since runs of `check` on a tree.

For each tree it copies the tree to a scratch folder, commits it to a fresh git repository,
and runs the release binary:

  uncached  check --no-cache                  (the reference output and cost)
  cold      check --cache-path C              (empty cache: computes and writes it)
  warm      check --cache-path C              (nothing changed)
  since     check --cache-path C --since HEAD (after appending a comment to N Swift files)

It reports CPU seconds (user + system of each child, from the rusage of reaped children)
and wall seconds of each,
and warm and since CPU as a share of cold CPU: the machine may be loaded by other work,
so the ratio of CPU times is the figure to compare, not wall time. Outputs of uncached,
cold and warm runs must be identical; the script exits 1 when they are not.

usage: bench/cache_bench.py TREE [TREE …] [--binary PATH] [--jobs N] [--edits N]
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, cwd=None):
    """Runs a command; returns (stdout bytes, exit status, wall seconds)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = process.communicate()
    wall = time.perf_counter() - start
    if process.returncode not in (0, 1):
        sys.exit(f"failed ({process.returncode}): {' '.join(command)}\n{err.decode(errors='replace')}")
    return out, process.returncode, wall


def timed(command, cwd=None):
    """Runs a command and returns (stdout, CPU seconds, wall seconds) of that child alone:
    the growth of RUSAGE_CHILDREN once it has been reaped."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out, _, wall = run(command, cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out, cpu, wall


def git(arguments, cwd):
    subprocess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@thumbrule.invalid",
                    "-c", "commit.gpgsign=false"] + arguments, cwd=cwd, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def swift_files(root):
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(folder, f) for f in sorted(files) if f.endswith(".swift")]
    return found


def bench_tree(binary, tree, jobs, edits):
    scratch = tempfile.mkdtemp(prefix="thumbrule-cache-bench-")
    try:
        copy = os.path.join(scratch, "tree")
        shutil.copytree(tree, copy, symlinks=True, ignore=shutil.ignore_patterns(".git", ".thumbrule"))
        git(["init", "-q"], copy)
        git(["add", "-A"], copy)
        git(["commit", "-q", "-m", "tree"], copy)
        cache = os.path.join(scratch, "cache")
        base = [binary, "check", copy, "--format", "json", "--jobs", str(jobs)]

        reference, uncached_cpu, uncached_wall = timed(base + ["--no-cache"])
        cold, cold_cpu, cold_wall = timed(base + ["--cache-path", cache])
        warm, warm_cpu, warm_wall = timed(base + ["--cache-path", cache])
        same = reference == cold == warm

        files = swift_files(copy)
        step = max(1, len(files) // max(edits, 1))
        edited = files[::step][:edits]
        for path in edited:
            with open(path, "a", encoding="utf-8", errors="surrogateescape") as handle:
                handle.write("\n// edited by cache_bench\n")
        _, since_cpu, since_wall = timed(base + ["--cache-path", cache, "--since", "HEAD"])
        return {
            "tree": tree, "swift": len(files), "edited": len(edited), "same": same,
            "uncached": (uncached_cpu, uncached_wall), "cold": (cold_cpu, cold_wall),
            "warm": (warm_cpu, warm_wall), "since": (since_cpu, since_wall),
        }
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="+")
    parser.add_argument("--binary", default=os.path.join(REPO, ".build/release/thumbrule"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--edits", type=int, default=10, help="Swift files changed before the --since run")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"no binary at {args.binary}; run `swift build -c release` first")

    print("| tree | Swift files | uncached CPU s | cold CPU s | warm CPU s | warm/cold | "
          f"--since ({args.edits} edits) CPU s | since/cold | wall cold / warm / since s | same output |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|---|")
    failed = False
    for tree in args.trees:
        r = bench_tree(args.binary, tree, args.jobs, args.edits)
        failed |= not r["same"]
        cold = r["cold"][0]
        print(f"| {os.path.basename(os.path.normpath(tree))} | {r['swift']} | {r['uncached'][0]:.2f} | {cold:.2f} | "
              f"{r['warm'][0]:.2f} | {r['warm'][0] / cold * 100:.1f}% | {r['since'][0]:.2f} | "
              f"{r['since'][0] / cold * 100:.1f}% | {r['cold'][1]:.2f} / {r['warm'][1]:.2f} / {r['since'][1]:.2f} | "
              f"{'yes' if r['same'] else 'NO'} |", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
