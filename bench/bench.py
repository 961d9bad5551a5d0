#!/usr/bin/env python3
"""Thumbrule benchmark: the full `check` against its parse floor, per tree and build.

For every build (toolchain mode, and package mode when a swift-syntax checkout is
given) and every tree, it runs in one go:

  floor  thumbrule check TREE --parse-only --jobs J   (find, read, parse; no checks)
  full   thumbrule check TREE --format json --jobs J --no-cache  (every check on)

each under /usr/bin/time -v, J = 1 and J = all cores, interleaved, best of --runs. It
reports the ratio full/floor, files and MB per second of the full check, peak memory,
and the speedup of all cores over one. See bench/README.md.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIME = "/usr/bin/time"


def build(label, swift_syntax, scratch):
    """Builds thumbrule in release mode and returns the binary's path."""
    env = dict(os.environ, THUMBRULE_SWIFT_SYNTAX=swift_syntax)
    command = ["swift", "build", "-c", "release"] + (["--scratch-path", scratch] if scratch else [])
    print(f"building {label}: THUMBRULE_SWIFT_SYNTAX={swift_syntax} {' '.join(command)}", file=sys.stderr)
    subprocess.run(command, cwd=REPO, env=env, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(command + ["--show-bin-path"], cwd=REPO, env=env, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "thumbrule")


def measure(command):
    """Runs a command under /usr/bin/time -v: wall seconds, CPU seconds, peak RSS in MB, stderr."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as report:
        start = time.perf_counter()
        done = subprocess.run([TIME, "-v", "-o", report.name] + command,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall = time.perf_counter() - start
        if done.returncode not in (0, 1):
            sys.exit(f"failed ({done.returncode}): {' '.join(command)}\n{done.stderr}")
        text = report.read()
    field = lambda name: float(re.search(rf"{re.escape(name)}: ([\d.]+)", text).group(1))
    cpu = field("User time (seconds)") + field("System time (seconds)")
    return {"wall": wall, "cpu": cpu, "rss_mb": field("Maximum resident set size (kbytes)") / 1024, "stderr": done.stderr}


def bench_tree(binary, paths, runs, jobs_list, config):
    """Floor and full check of one tree (or several paths in one run), best of `runs` per jobs value."""
    result = {}
    for jobs in jobs_list:
        floor_cmd = [binary, "check", *paths, "--parse-only", "--jobs", str(jobs)]
        full_cmd = [binary, "check", *paths, "--format", "json", "--config", config, "--jobs", str(jobs), "--no-cache"]
        floors, fulls = [], []
        for _ in range(runs):  # interleaved, so drift in machine load hits both alike
            floors.append(measure(floor_cmd))
            fulls.append(measure(full_cmd))
        parsed = re.search(r"parsed (\d+) Swift files \((\d+) bytes\), skipped (\d+)", floors[0]["stderr"])
        result[jobs] = {
            "floor": min(floors, key=lambda r: r["wall"]),
            "full": min(fulls, key=lambda r: r["wall"]),
            "floor_cpu": min(r["cpu"] for r in floors),
            "full_cpu": min(r["cpu"] for r in fulls),
            "peak_mb": max(r["rss_mb"] for r in fulls),
            "floor_peak_mb": max(r["rss_mb"] for r in floors),
            "files": int(parsed.group(1)), "bytes": int(parsed.group(2)), "skipped": int(parsed.group(3)),
        }
    return result


def generated_trees(folder):
    """Two trees of one generated file each, about 1.2 MB: many small declarations (strings
    tables, asset catalogs) and one huge literal expression (embedded data)."""
    decls = os.path.join(folder, "generated-declarations")
    os.makedirs(decls, exist_ok=True)
    with open(os.path.join(decls, "Strings+Generated.swift"), "w") as out:
        out.write("// Generated. Do not edit.\nimport Foundation\n\npublic enum L10n {\n")
        index = 0
        while out.tell() < 1_200_000:
            out.write(f"  public enum Screen{index} {{\n")
            for key in range(8):
                out.write(f'    /// Title shown on screen {index}, slot {key}\n'
                          f'    public static let title{key} = L10n.tr("Localizable", "screen{index}.title{key}", fallback: "Title {key} of screen {index}")\n'
                          f'    public static func count{key}(_ p1: Int) -> String {{ L10n.tr("Localizable", "screen{index}.count{key}", p1, fallback: "%d items") }}\n')
            out.write("  }\n")
            index += 1
        out.write("}\n")
    literal = os.path.join(folder, "generated-literal")
    os.makedirs(literal, exist_ok=True)
    with open(os.path.join(literal, "Data+Generated.swift"), "w") as out:
        out.write("// Generated. Do not edit.\nlet stations: [[String: Any]] = [\n")
        index = 0
        while out.tell() < 1_200_000:
            out.write(f'    ["id": {index}, "name": "Station {index}", "lat": {index * 0.001:.4f}, "lon": {-index * 0.002:.4f}, "tags": ["a", "b"]],\n')
            index += 1
        out.write("]\n")
    return [("generated 1.2 MB: declarations", decls), ("generated 1.2 MB: one literal", literal)]


def row(name, r, cores):
    top, one = r[cores], r[1]
    full, floor = top["full"], top["floor"]
    mb = top["bytes"] / 1e6
    return {
        "tree": name, "files": top["files"], "MB": round(mb, 2),
        "floor_s": round(floor["wall"], 3), "full_s": round(full["wall"], 3),
        "ratio": round(full["wall"] / floor["wall"], 2),
        "cpu_ratio": round(top["full_cpu"] / top["floor_cpu"], 2) if top["floor_cpu"] > 0 else None,
        "files_per_s": round(top["files"] / full["wall"]), "MB_per_s": round(mb / full["wall"], 1),
        "peak_MB": round(top["peak_mb"]), "floor_peak_MB": round(top["floor_peak_mb"]),
        "jobs1_full_s": round(one["full"]["wall"], 3), "jobs1_floor_s": round(one["floor"]["wall"], 3),
        "jobs1_ratio": round(one["full"]["wall"] / one["floor"]["wall"], 2),
        "speedup": round(one["full"]["wall"] / full["wall"], 2) if cores > 1 else None,
        "skipped": top["skipped"],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trees", nargs="*", help="folders to check (default: Examples/Showcase)")
    parser.add_argument("--swift-syntax", metavar="CHECKOUT", help="also build and measure package mode from this swift-syntax checkout")
    parser.add_argument("--package-scratch", default="/tmp/thumbrule-bench-package", help="scratch path of the package-mode build")
    parser.add_argument("--binary", action="append", default=[], metavar="LABEL=PATH", help="measure this thumbrule binary instead of building (repeatable)")
    parser.add_argument("--runs", type=int, default=3, help="runs per measurement; the best is kept (default 3)")
    parser.add_argument("--generated", action="store_true", help="also measure two generated 1.2 MB Swift files")
    parser.add_argument("--together", action="store_true", help="also check all trees in one run (memory of the whole corpus)")
    parser.add_argument("--json", metavar="FILE", help="write every measurement here")
    args = parser.parse_args()
    if not shutil.which(TIME):
        sys.exit("needs GNU time at /usr/bin/time (apt-get install -y time)")

    builds = [tuple(b.split("=", 1)) for b in args.binary]
    if not builds:
        builds.append(("toolchain", build("toolchain", "toolchain", None)))
        if args.swift_syntax:
            builds.append(("package", build("package", os.path.abspath(args.swift_syntax), args.package_scratch)))

    trees = [(os.path.basename(os.path.normpath(t)), os.path.abspath(t)) for t in args.trees] or \
        [("Showcase", os.path.join(REPO, "Examples/Showcase"))]
    cores = os.cpu_count() or 1
    jobs_list = sorted({1, cores})
    scratch = tempfile.mkdtemp(prefix="thumbrule-bench-")
    config = os.path.join(scratch, "every-check-on.json")
    with open(config, "w") as out:
        out.write("{}\n")
    extra = generated_trees(scratch) if args.generated else []

    report = {"cores": cores, "load_average": os.getloadavg(), "runs": args.runs, "builds": {}}
    for label, binary in builds:
        rows = [row(name, bench_tree(binary, [path], args.runs, jobs_list, config), cores) for name, path in trees]
        if len(trees) > 1:
            total = {"tree": "total (sum)", "files": sum(r["files"] for r in rows), "MB": round(sum(r["MB"] for r in rows), 2),
                     "floor_s": round(sum(r["floor_s"] for r in rows), 3), "full_s": round(sum(r["full_s"] for r in rows), 3),
                     "jobs1_full_s": round(sum(r["jobs1_full_s"] for r in rows), 3), "peak_MB": max(r["peak_MB"] for r in rows),
                     "floor_peak_MB": max(r["floor_peak_MB"] for r in rows),
                     "skipped": sum(r["skipped"] for r in rows)}
            total.update(ratio=round(total["full_s"] / total["floor_s"], 2),
                         files_per_s=round(total["files"] / total["full_s"]), MB_per_s=round(total["MB"] / total["full_s"], 1),
                         speedup=round(total["jobs1_full_s"] / total["full_s"], 2) if cores > 1 else None, cpu_ratio=None)
            rows.append(total)
            if args.together:
                rows.append(row("all trees in one run", bench_tree(binary, [p for _, p in trees], args.runs, jobs_list, config), cores))
        for name, path in extra:
            rows.append(row(name, bench_tree(binary, [path], args.runs, [1] + ([cores] if cores > 1 else []), config), cores))
        report["builds"][label] = rows
        print_table(label, binary, rows, cores)
    print(f"\n{cores} cores, load average at start {report['load_average'][0]:.1f}; best of {args.runs}; "
          f"ratio = full / floor wall time at --jobs {cores}; cpu = the same for user+system CPU time.")
    labels = list(report["builds"])
    for label in labels[1:]:  # every build against the first, tree by tree
        print(f"\n{label} against {labels[0]}:")
        for first, other in zip(report["builds"][labels[0]], report["builds"][label]):
            print(f"  {first['tree']}: full check {first['full_s'] / other['full_s']:.1f}x as fast, "
                  f"parse floor {first['floor_s'] / other['floor_s']:.1f}x as fast")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(report, out, indent=2)
    shutil.rmtree(scratch)


def print_table(label, binary, rows, cores):
    print(f"\n## {label} mode ({binary})\n")
    columns = ["tree", "files", "MB", "floor_s", "full_s", "ratio", "cpu_ratio", "files_per_s", "MB_per_s", "floor_peak_MB",
               "peak_MB", "jobs1_full_s", "speedup", "skipped"]
    headers = ["tree", "files", "MB", "floor s", "full s", "ratio", "cpu", "files/s", "MB/s", "floor MB", "peak MB",
               "full s, 1 job", f"{cores} jobs vs 1", "skipped"]
    print("| " + " | ".join(headers) + " |")
    print("|" + "---|" * len(headers))
    for r in rows:
        print("| " + " | ".join("" if r.get(c) is None else str(r[c]) for c in columns) + " |")


if __name__ == "__main__":
    main()
