#!/usr/bin/env python3
"""Precision and recall of Thumbrule's checks on the corpus of real apps.

The protocol is docs/ PRECISION.md (shared guide): split the corpus before looking,
judge a fixed-seed random sample of each check's findings on the holdout apps, keep
the verdicts, and re-run before and after every change to a check.

  run     runs `thumbrule check <app> --format json --fail-on error` on each app of
          bench/corpus.tsv and keeps one JSON per app under
          /work/corpus-results/<label>/ (and a `latest` link to the last run)
  sample  draws up to --per-check findings per check, at most --per-app from one
          app, with a fixed seed, into a TSV for judges
  verify  holds bench/judged.tsv against a run: FALSE findings still reported, TRUE
          findings dropped (exit 1 on either, unless --report-only)
  table   the precision table of the closing note
  recall  holds bench/recall.tsv (violations a reader listed) against a run
  compare two runs side by side: findings per check before and after, and every
          finding one run has that the other lacks, for a closing note's
          before/after table

Python 3, standard library only. See bench/README.md.
"""
import argparse
import collections
import csv
import datetime
import hashlib
import json
import os
import random
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
CORPUS_TSV = os.path.join(BENCH, "corpus.tsv")
JUDGED_TSV = os.path.join(BENCH, "judged.tsv")
RECALL_TSV = os.path.join(BENCH, "recall.tsv")
CORPUS = "/work/corpus"
RESULTS = "/work/corpus-results"
LATEST = os.path.join(RESULTS, "latest")
BINARY = "/work/main/.build/release/thumbrule"
MANIFEST = "_run.json"  # per results folder: binary, version and exit code per app

JUDGED_COLUMNS = ["app", "checkId", "path", "line", "verdict", "reason"]
RECALL_COLUMNS = ["app", "ruleId", "path", "line", "note"]
SAMPLE_COLUMNS = ["app", "checkId", "ruleId", "severity", "path", "line", "message",
                  "verdict", "reason"]
VERDICTS = ("TRUE", "FALSE", "UNSURE")
RECALL_WINDOW = 3  # a listed violation is found by a finding within ±3 lines


# ---------------------------------------------------------------- inputs

def read_tsv(path, columns):
    """Rows of a TSV with a header line, as dicts; extra columns are ignored, blank
    lines and lines starting with '#' are skipped."""
    with open(path, newline="") as f:
        lines = [l for l in f if l.strip() and not l.startswith("#")]
    if not lines:
        sys.exit(f"{path}: empty (not even a header line)")
    rows = list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))
    header = next(csv.reader(lines[:1], delimiter="\t", quoting=csv.QUOTE_NONE))
    missing = [c for c in columns if c not in header]
    if missing:
        sys.exit(f"{path}: missing columns {missing} (header: {header})")
    return [{k: (v or "").strip() for k, v in row.items() if k is not None} for row in rows]


def corpus_rows(path=CORPUS_TSV):
    return read_tsv(path, ["name", "repo", "commit", "platform", "kind", "split"])


def select_apps(rows, split=None, platform=None, names=None):
    out = []
    for r in sorted(rows, key=lambda r: r["name"]):
        if split and split != "all" and r["split"] != split:
            continue
        if platform and r["platform"] != platform:
            continue
        if names and r["name"] not in names:
            continue
        out.append(r)
    return out


def norm_path(p):
    p = p.strip().replace("\\", "/")
    while p.startswith("./"):
        p = p[2:]
    return p


def to_int(value, where):
    try:
        return int(str(value).strip())
    except ValueError:
        sys.exit(f"{where}: line {value!r} is not a number")


def clean(text):
    """One TSV cell: no tabs, no line breaks."""
    return " ".join(str(text).replace("\t", " ").split())


def load_results(results_dir, apps):
    """{app name: [finding, ...]} for each app with a <name>.json in results_dir; apps
    without one are left out (the callers say so)."""
    out = {}
    for app in apps:
        path = os.path.join(results_dir, app + ".json")
        if not os.path.isfile(path):
            continue
        with open(path) as f:
            doc = json.load(f)
        findings = []
        for x in doc.get("findings", []):
            findings.append({
                "app": app,
                "ruleId": x.get("ruleId", ""),
                "checkId": x.get("checkId", ""),
                "severity": x.get("severity", ""),
                "confidence": x.get("confidence", ""),
                "message": x.get("message", ""),
                "path": norm_path(x.get("path", "")),
                "line": int(x.get("line") or 0),
                "column": int(x.get("column") or 0),
                "related": [(norm_path(r.get("position", {}).get("path", "")), int(r.get("position", {}).get("line") or 0))
                            for r in x.get("related") or []],
            })
        out[app] = findings
    return out


def check_manifest(results_dir):
    """Warns when the results in one folder come from more than one binary."""
    try:
        with open(os.path.join(results_dir, MANIFEST)) as f:
            manifest = json.load(f)
    except (OSError, ValueError):
        return
    shas = {a.get("binarySha256") for a in manifest.get("apps", {}).values()}
    if len(shas) > 1:
        print(f"warning: {results_dir} holds results of {len(shas)} different binaries",
              file=sys.stderr)


# ---------------------------------------------------------------- matching

def finding_key(app, check_id, path, line):
    """What a judged finding is matched on: app, checkId, path and line."""
    return (app, check_id, norm_path(path), int(line))


def index_findings(results):
    keys = set()
    for app, findings in results.items():
        for f in findings:
            keys.add(finding_key(app, f["checkId"], f["path"], f["line"]))
    return keys


def index_reported_places(results):
    """The keys of every place a finding reports: its own, and the related places it names as
    the same problem. A check that gives one finding per document (type-scale.ib-fixed-size
    reports a storyboard once, at its first fixed font, and names the other fixed fonts as
    related places) still reports each of those elements, so a judged verdict on one of them,
    TRUE or FALSE, still applies to the run."""
    keys = index_findings(results)
    for app, findings in results.items():
        for f in findings:
            for path, line in f.get("related", []):
                keys.add(finding_key(app, f["checkId"], path, line))
    return keys


# Files a finding points at as a whole (a target's setting in the Xcode project, a key an
# Info.plist lacks): the tool names the file, often at line 1, where a reader names the line.
WHOLE_FILE_SUFFIXES = (".pbxproj", ".plist", ".entitlements", ".xcprivacy", ".resolved", ".lock")


def recall_found(findings, app, rule_id, path, line, window=RECALL_WINDOW):
    """The findings of `app` on the same rule whose own place or one of the related places
    they name (the call that leads to a permission prompt reported in its helper) is in the
    same file within ±window lines (anywhere in the file for a project file, a property list
    or a lock file)."""
    path = norm_path(path)
    whole = path.endswith(WHOLE_FILE_SUFFIXES)

    def near(place):
        return place[0] == path and (whole or abs(place[1] - line) <= window)
    return [f for f in findings
            if f["app"] == app and f["ruleId"] == rule_id
            and any(near(p) for p in [(f["path"], f["line"])] + f.get("related", []))]


def area(rule_id):
    """The rule id's prefix before the first '-' ("ads-consent-first" -> "ads")."""
    return rule_id.split("-", 1)[0]


def check_selected(check_id, rule_id, wanted):
    """--checks takes check ids, rule ids or area prefixes."""
    if not wanted:
        return True
    for w in wanted:
        if check_id == w or rule_id == w or check_id.startswith(w + ".") \
                or rule_id.startswith(w + "-") or rule_id == w.rstrip("-"):
            return True
    return False


# ---------------------------------------------------------------- sampling

def sort_key(f):
    return (f["app"], f["checkId"], f["path"], f["line"], f["column"], f["ruleId"],
            f["severity"], f["message"])


def draw_sample(findings, seed, per_check=10, per_app=4, checks=None, exclude=()):
    """Up to per_check findings per check, at most per_app from one app.

    Deterministic for a given seed and set of findings, whatever order they come
    in: the findings are sorted, then each check's list is shuffled with its own
    random.Random(f"{seed}:{checkId}") (string seeds hash the same in every
    process), and taken in that order, skipping findings of an app that has
    already given per_app. A check's draw does not depend on the other checks.
    `exclude` holds finding_key()s already judged, for a fresh sample."""
    by_check = {}
    for f in sorted(findings, key=sort_key):
        if not check_selected(f["checkId"], f["ruleId"], checks):
            continue
        if finding_key(f["app"], f["checkId"], f["path"], f["line"]) in exclude:
            continue
        by_check.setdefault(f["checkId"], []).append(f)
    sample = []
    for check in sorted(by_check):
        pool = by_check[check]
        # Identical findings (same key twice) are drawn at most once.
        seen, unique = set(), []
        for f in pool:
            k = finding_key(f["app"], f["checkId"], f["path"], f["line"])
            if k not in seen:
                seen.add(k)
                unique.append(f)
        random.Random(f"{seed}:{check}").shuffle(unique)
        per = {}
        taken = []
        for f in unique:
            if len(taken) >= per_check:
                break
            if per.get(f["app"], 0) >= per_app:
                continue
            per[f["app"]] = per.get(f["app"], 0) + 1
            taken.append(f)
        sample.extend(sorted(taken, key=sort_key))
    return sample


# ---------------------------------------------------------------- run

def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def cmd_run(args):
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        print(f"no binary at {binary}: build it (swift build -c release) or pass --binary",
              file=sys.stderr)
        return 2
    rows = select_apps(corpus_rows(args.corpus), args.split, args.platform,
                       set(args.names.split(",")) if args.names else None)
    if not rows:
        print("no app matches", file=sys.stderr)
        return 2
    digest = sha256(binary)
    config_digest = sha256(args.config)[:8] if args.config else None
    label = args.label or ("bin-" + digest[:12] + (f"-cfg-{config_digest}" if config_digest else ""))
    out = os.path.abspath(args.out or os.path.join(RESULTS, label))
    os.makedirs(out, exist_ok=True)
    manifest_path = os.path.join(out, MANIFEST)
    try:
        with open(manifest_path) as f:
            manifest = json.load(f)
    except (OSError, ValueError):
        manifest = {"apps": {}}
    version = subprocess.run([binary, "version"], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True).stdout.strip()
    failures = []
    print(f"{binary} ({version}, sha256 {digest[:12]}) -> {out}")
    for r in rows:
        name = r["name"]
        root = os.path.join(CORPUS, name)
        marker = os.path.join(CORPUS, f".{name}.commit")
        try:
            with open(marker) as f:
                extracted = f.read().strip()
        except OSError:
            extracted = None
        if not os.path.isdir(root) or extracted != r["commit"]:
            failures.append((name, "not extracted at the recorded commit: run bench/corpus.py extract"))
            print(f"{name:<20} SKIPPED: not extracted at {r['commit'][:12]}"
                  " (bench/corpus.py extract)")
            continue
        cmd = [binary, "check", root, "--format", "json", "--fail-on", "error", "--no-cache"]
        if args.config:
            cmd += ["--config", os.path.abspath(args.config)]
        if args.jobs:
            cmd += ["--jobs", str(args.jobs)]
        start = time.monotonic()
        try:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  timeout=args.timeout)
            code, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
        except subprocess.TimeoutExpired:
            code, stdout, stderr = None, b"", f"timed out after {args.timeout}s".encode()
        seconds = time.monotonic() - start
        doc = None
        if code in (0, 1):
            try:
                doc = json.loads(stdout)
                if not isinstance(doc.get("findings"), list):
                    raise ValueError("no findings array")
            except ValueError as e:
                code_note = f"exit {code} but the output is not the JSON document ({e})"
                failures.append((name, code_note))
                print(f"{name:<20} FAILED: {code_note}")
                continue
        else:
            why = "timed out" if code is None else f"exit {code}"
            tail = stderr.decode(errors="replace").strip().splitlines()[-5:]
            failures.append((name, why + (": " + " | ".join(tail) if tail else "")))
            print(f"{name:<20} FAILED ({why}):\n    " + "\n    ".join(tail))
            continue
        with open(os.path.join(out, name + ".json"), "wb") as f:
            f.write(stdout)
        counts = {}
        for x in doc["findings"]:
            counts[x.get("severity")] = counts.get(x.get("severity"), 0) + 1
        manifest["apps"][name] = {
            "commit": r["commit"], "split": r["split"], "platform": r["platform"],
            "exit": code, "seconds": round(seconds, 1), "findings": len(doc["findings"]),
            "filesChecked": doc.get("filesChecked"), "binary": binary,
            "binarySha256": digest, "version": version, "config": args.config,
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        }
        print(f"{name:<20} exit {code}  {len(doc['findings']):>5} findings"
              f" ({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))})"
              f"  {doc.get('filesChecked')} files  {seconds:.1f}s")
    if sha256(binary) != digest:
        print(f"warning: {binary} changed during the run (rebuilt?); the results may mix"
              " two builds: run again", file=sys.stderr)
        failures.append(("(binary)", "changed during the run"))
    with open(manifest_path, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    if not args.out:
        tmp = LATEST + ".tmp"
        if os.path.lexists(tmp):
            os.remove(tmp)
        os.symlink(os.path.basename(out), tmp)
        os.replace(tmp, LATEST)
        print(f"{LATEST} -> {os.path.basename(out)}")
    if failures:
        print(f"\n{len(failures)} app(s) failed:", file=sys.stderr)
        for name, why in failures:
            print(f"  {name}: {why}", file=sys.stderr)
        return 2
    return 0


# ---------------------------------------------------------------- sample

def cmd_sample(args):
    rows = select_apps(corpus_rows(args.corpus), args.split)
    apps = [r["name"] for r in rows]
    results = load_results(args.results, apps)
    check_manifest(args.results)
    absent = [a for a in apps if a not in results]
    if absent:
        print(f"warning: no results in {args.results} for {', '.join(absent)}", file=sys.stderr)
    # Thumbrule's own notices (`thumbrule.skipped-file`, …) say what it could not read; they
    # claim no rule is broken, so there is nothing for a judge to find true or false.
    findings = [f for app in sorted(results) for f in results[app] if not f["checkId"].startswith("thumbrule.")]
    checks = [c for c in args.checks.split(",") if c] if args.checks else None
    exclude = set()
    if args.exclude_judged:
        for j in read_tsv(args.judged, JUDGED_COLUMNS):
            exclude.add(finding_key(j["app"], j["checkId"], j["path"], to_int(j["line"], args.judged)))
    sample = draw_sample(findings, args.seed, args.per_check, args.per_app, checks, exclude)

    # Per check: how many findings each app has (what the sample is drawn from).
    per = {}
    for f in findings:
        if check_selected(f["checkId"], f["ruleId"], checks):
            per.setdefault(f["checkId"], {}).setdefault(f["app"], 0)
            per[f["checkId"]][f["app"]] += 1
    drawn = {}
    for f in sample:
        drawn[f["checkId"]] = drawn.get(f["checkId"], 0) + 1
    print(f"split {args.split}: {len(results)} apps with results, seed {args.seed},"
          f" {args.per_check} per check, at most {args.per_app} per app")
    print(f"{'check':<60} {'total':>6} {'drawn':>5}  findings per app")
    for check in sorted(per):
        counts = per[check]
        detail = ", ".join(f"{a} {n}" for a, n in sorted(counts.items()))
        print(f"{check:<60} {sum(counts.values()):>6} {drawn.get(check, 0):>5}  {detail}")

    out = args.out or os.path.join(args.results, f"sample-{args.split}-seed{args.seed}.tsv")
    with open(out, "w") as f:
        f.write("\t".join(SAMPLE_COLUMNS) + "\n")
        for x in sample:
            cells = [x["app"], x["checkId"], x["ruleId"], x["severity"], x["path"],
                     x["line"], x["message"], "", ""]
            f.write("\t".join(clean(c) for c in cells) + "\n")
    print(f"\n{len(sample)} findings drawn -> {out}")
    return 0


# ---------------------------------------------------------------- verify

def read_judged(path):
    rows = read_tsv(path, JUDGED_COLUMNS)
    bad = [r for r in rows if r["verdict"] not in VERDICTS]
    if bad:
        sys.exit(f"{path}: verdict must be one of {', '.join(VERDICTS)}; not: "
                 + "; ".join(f"{r['app']} {r['checkId']} {r['path']}:{r['line']} {r['verdict']!r}"
                             for r in bad[:5]))
    for r in rows:
        r["line"] = to_int(r["line"], path)
        r["path"] = norm_path(r["path"])
    return rows


def verify(judged, results):
    """Splits the judged findings by whether the run still reports them; judged
    findings of apps without results land in `unchecked`. A finding's related places count
    as reported (`index_reported_places`)."""
    keys = index_reported_places(results)
    out = {"false_reported": [], "false_gone": [], "true_kept": [], "true_dropped": [],
           "unsure_reported": [], "unsure_gone": [], "unchecked": []}
    for j in judged:
        if j["app"] not in results:
            out["unchecked"].append(j)
            continue
        reported = finding_key(j["app"], j["checkId"], j["path"], j["line"]) in keys
        kind = {"TRUE": ("true_kept", "true_dropped"), "FALSE": ("false_reported", "false_gone"),
                "UNSURE": ("unsure_reported", "unsure_gone")}[j["verdict"]]
        out[kind[0] if reported else kind[1]].append(j)
    return out


def opt_in_checks(results_dir, check_ids):
    """The checks among `check_ids` that the run's binary leaves off by default (opt-in,
    as `thumbrule explain <check>` says): their judged TRUE findings are not expected in a
    default run, so losing them is a decision recorded in the check, not a regression."""
    try:
        with open(os.path.join(results_dir, MANIFEST)) as f:
            binaries = {a.get("binary") for a in json.load(f).get("apps", {}).values()}
    except (OSError, ValueError):
        return set()
    binaries = [b for b in binaries if b and os.access(b, os.X_OK)]
    if len(binaries) != 1:
        return set()
    found = set()
    for check in sorted(check_ids):
        text = subprocess.run([binaries[0], "explain", check], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True).stdout
        if is_opt_in(text, check):
            found.add(check)
    return found


def is_opt_in(explain_text, check):
    """Whether `thumbrule explain <check>` marks that check opt-in. The text shows the whole
    rule, one `Check <id>:` section per check, so only the check's own section counts: a
    sibling check's opt-in note says nothing about this one."""
    marker = f"Check {check}:"
    start = explain_text.find(marker)
    if start < 0:
        return False
    end = explain_text.find("\nCheck ", start + len(marker))
    section = explain_text[start:] if end < 0 else explain_text[start:end]
    return "Opt-in (off unless" in section


def cmd_verify(args):
    judged = read_judged(args.judged)
    apps = sorted({j["app"] for j in judged})
    results = load_results(args.results, apps)
    check_manifest(args.results)
    v = verify(judged, results)
    opt_in = opt_in_checks(args.results, {j["checkId"] for j in v["true_dropped"]})
    v["true_opt_in"] = [j for j in v["true_dropped"] if j["checkId"] in opt_in]
    v["true_dropped"] = [j for j in v["true_dropped"] if j["checkId"] not in opt_in]

    def show(title, rows):
        print(f"{title}: {len(rows)}")
        for j in rows:
            print(f"  {j['app']}  {j['checkId']}  {j['path']}:{j['line']}  ({j['reason']})")

    show("FALSE findings still reported", v["false_reported"])
    show("TRUE findings no longer reported", v["true_dropped"])
    if v["true_opt_in"]:
        show("TRUE findings of opt-in checks (off in a default run)", v["true_opt_in"])
    if v["unchecked"]:
        # Counts only: listing these rows would show holdout apps' judged findings to whoever
        # verifies a tuning run.
        counts = collections.Counter(j["app"] for j in v["unchecked"])
        print(f"judged findings of apps without results (run them first): {len(v['unchecked'])} in "
              f"{len(counts)} apps")
    n_true = len(v["true_kept"]) + len(v["true_dropped"])
    n_false = len(v["false_reported"]) + len(v["false_gone"])
    n_unsure = len(v["unsure_reported"]) + len(v["unsure_gone"])
    print(f"\ntotals ({len(judged)} judged, results {os.path.realpath(args.results)}):")
    print(f"  TRUE kept      {len(v['true_kept'])}/{n_true}"
          + (f" ({len(v['true_opt_in'])} more of opt-in checks)" if v["true_opt_in"] else ""))
    print(f"  FALSE gone     {len(v['false_gone'])}/{n_false}")
    print(f"  UNSURE still reported {len(v['unsure_reported'])}/{n_unsure}")
    bad = v["false_reported"] or v["true_dropped"] or v["unchecked"]
    if bad and not args.report_only:
        return 1
    return 0


# ---------------------------------------------------------------- table

def precision_table(judged, results, holdout_apps):
    """Rows for the closing note: one per check that has findings on the holdout
    apps or judged findings, plus a total. Only verdicts on findings this run still
    reports count: a judged finding the run no longer makes is not part of its precision."""
    findings = {}
    reported = set()
    for app in holdout_apps:
        for f in results.get(app, []):
            findings[f["checkId"]] = findings.get(f["checkId"], 0) + 1
            reported.add(finding_key(app, f["checkId"], f["path"], f["line"]))
    judged = [j for j in judged if j["app"] in holdout_apps
              and finding_key(j["app"], j["checkId"], j["path"], j["line"]) in reported]
    verdicts = {}
    for j in judged:
        verdicts.setdefault(j["checkId"], {"TRUE": 0, "FALSE": 0, "UNSURE": 0})[j["verdict"]] += 1
    n_apps = max(1, len([a for a in holdout_apps if a in results]))
    rows = []
    for check in sorted(set(findings) | set(verdicts)):
        v = verdicts.get(check, {"TRUE": 0, "FALSE": 0, "UNSURE": 0})
        rows.append((check, findings.get(check, 0), sum(v.values()), v["TRUE"], v["FALSE"], v["UNSURE"]))
    total = ("total", sum(r[1] for r in rows), sum(r[2] for r in rows), sum(r[3] for r in rows),
             sum(r[4] for r in rows), sum(r[5] for r in rows))
    return rows, total, n_apps


def fmt_precision(t, f):
    return f"{t}/{t + f} = {t / (t + f):.2f}" if t + f else "–"


def cmd_table(args):
    rows = corpus_rows(args.corpus)
    holdout = [r["name"] for r in select_apps(rows, args.split)]
    judged = read_judged(args.judged)
    results = load_results(args.results, holdout)
    check_manifest(args.results)
    absent = [a for a in holdout if a not in results]
    if absent:
        print(f"warning: no results for {', '.join(absent)}; findings per app is over"
              f" the {len(holdout) - len(absent)} apps that have them", file=sys.stderr)
    table, total, n_apps = precision_table(judged, results, holdout)
    print(f"| check | findings per app (total on {n_apps} {args.split} apps) | sampled | TRUE | FALSE | UNSURE | precision |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for check, n, sampled, t, f, u in table + [total]:
        name = f"**{check}**" if check == "total" else f"`{check}`"
        print(f"| {name} | {n / n_apps:.1f} ({n}) | {sampled} | {t} | {f} | {u} | {fmt_precision(t, f)} |")
    gone = verify([j for j in judged if j["app"] in results], results)
    stale = len(gone["true_dropped"]) + len(gone["false_gone"]) + len(gone["unsure_gone"])
    if stale:
        print(f"\n{stale} judged finding(s) are no longer reported by this run and are not"
              " counted above (see `precision.py verify`).")
    return 0


# ---------------------------------------------------------------- recall

def recall(listed, results):
    """{area: (found rows, missed rows)} and the listed rows of apps without results."""
    findings = {app: fs for app, fs in results.items()}
    by_area, unchecked = {}, []
    for r in listed:
        if r["app"] not in findings:
            unchecked.append(r)
            continue
        hit = recall_found(findings[r["app"]], r["app"], r["ruleId"], r["path"], r["line"])
        found, missed = by_area.setdefault(area(r["ruleId"]), ([], []))
        (found if hit else missed).append(r)
    return by_area, unchecked


def cmd_recall(args):
    listed = read_tsv(args.listed, RECALL_COLUMNS)
    for r in listed:
        r["line"] = to_int(r["line"], args.listed)
        r["path"] = norm_path(r["path"])
    apps = sorted({r["app"] for r in listed})
    results = load_results(args.results, apps)
    check_manifest(args.results)
    by_area, unchecked = recall(listed, results)
    print(f"| area | found | listed | recall |")
    print("|---|---:|---:|---:|")
    total_found = total = 0
    for a in sorted(by_area):
        found, missed = by_area[a]
        n = len(found) + len(missed)
        total_found += len(found)
        total += n
        print(f"| {a} | {len(found)} | {n} | {len(found) / n:.2f} |")
    if total:
        print(f"| **total** | {total_found} | {total} | {total_found / total:.2f} |")
    misses = [r for a in sorted(by_area) for r in by_area[a][1]]
    if misses:
        print(f"\nmissed ({len(misses)}):")
        for r in misses:
            print(f"  {r['app']}  {r['ruleId']}  {r['path']}:{r['line']}  ({r['note']})")
    if unchecked:
        print(f"\nlisted violations of apps without results ({len(unchecked)}): "
              + ", ".join(sorted({r['app'] for r in unchecked})), file=sys.stderr)
        return 1
    return 0


# ---------------------------------------------------------------- main

def compare(before, after):
    """Per check: (count before, count after, [findings only before], [only after]),
    matching findings on app, check, path, line and message."""
    def key(f):
        return (f["app"], f["checkId"], f["path"], f["line"], f["message"])
    rows = {}
    for app in sorted(set(before) & set(after)):
        old = {key(f): f for f in before[app]}
        new = {key(f): f for f in after[app]}
        for k in set(old) | set(new):
            row = rows.setdefault(k[1], [0, 0, [], []])
            if k in old:
                row[0] += 1
            if k in new:
                row[1] += 1
            if k in old and k not in new:
                row[2].append(old[k])
            if k in new and k not in old:
                row[3].append(new[k])
    return rows


def cmd_compare(args):
    # Every app of the corpus, whatever its platform, and the Showcase.
    apps = [r["name"] for r in select_apps(corpus_rows(args.corpus))] + ["showcase"]
    before = load_results(args.before, apps)
    after = load_results(args.after, apps)
    print(f"apps compared: {', '.join(sorted(set(before) & set(after)))}")
    print()
    print("| check | before | after | only before | only after |")
    print("|---|---|---|---|---|")
    rows = compare(before, after)
    for check in sorted(rows):
        b, a, gone, new = rows[check]
        if gone or new or args.all:
            print(f"| {check} | {b} | {a} | {len(gone)} | {len(new)} |")
    if args.list:
        for check in sorted(rows):
            b, a, gone, new = rows[check]
            for label, items in (("-", gone), ("+", new)):
                for f in sorted(items, key=sort_key):
                    print(f"{label} {f['app']} {f['checkId']} {f['path']}:{f['line']} {clean(f['message'])[:160]}")
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--corpus", default=CORPUS_TSV, help="the corpus list (default bench/corpus.tsv)")
    sub = p.add_subparsers(dest="cmd", required=True)

    r = sub.add_parser("run", help="run thumbrule on the corpus apps")
    r.add_argument("--binary", default=BINARY, help=f"default {BINARY}")
    r.add_argument("--split", choices=["tuning", "holdout", "all"], default="all")
    r.add_argument("--platform", choices=["ios", "android", "flutter", "react-native"])
    r.add_argument("--names", help="only these apps (comma-separated)")
    r.add_argument("--label", help="results folder name under /work/corpus-results"
                   " (default bin-<sha256 of the binary>)")
    r.add_argument("--out", help="results folder (overrides --label; `latest` is not moved)")
    r.add_argument("--config", help="pass --config FILE to thumbrule")
    r.add_argument("--jobs", type=int, help="pass --jobs N to thumbrule")
    r.add_argument("--timeout", type=int, default=3600, help="seconds per app (default 3600)")

    s = sub.add_parser("sample", help="draw findings for judges")
    s.add_argument("--seed", type=int, required=True)
    s.add_argument("--split", choices=["tuning", "holdout", "all"], default="holdout")
    s.add_argument("--per-check", type=int, default=10)
    s.add_argument("--per-app", type=int, default=4)
    s.add_argument("--checks", help="check ids, rule ids or areas (comma-separated)")
    s.add_argument("--results", default=LATEST)
    s.add_argument("--out", help="the TSV (default <results>/sample-<split>-seed<N>.tsv)")
    s.add_argument("--exclude-judged", action="store_true",
                   help="leave out findings already in --judged (a fresh sample)")
    s.add_argument("--judged", default=JUDGED_TSV)

    v = sub.add_parser("verify", help="hold the judged findings against a run")
    v.add_argument("--results", default=LATEST)
    v.add_argument("--judged", default=JUDGED_TSV)
    v.add_argument("--report-only", action="store_true", help="always exit 0")

    t = sub.add_parser("table", help="the precision table")
    t.add_argument("--results", default=LATEST)
    t.add_argument("--judged", default=JUDGED_TSV)
    t.add_argument("--split", choices=["tuning", "holdout", "all"], default="holdout")

    c = sub.add_parser("recall", help="listed violations found by a run")
    c.add_argument("--results", default=LATEST)
    c.add_argument("--listed", default=RECALL_TSV)

    d = sub.add_parser("compare", help="two runs side by side, check by check")
    d.add_argument("before", help="results folder of the earlier run")
    d.add_argument("after", help="results folder of the later run")
    d.add_argument("--list", action="store_true", help="also list every finding only one run has")
    d.add_argument("--all", action="store_true", help="also show checks whose findings did not change")

    args = p.parse_args(argv)
    return {"run": cmd_run, "sample": cmd_sample, "verify": cmd_verify,
            "table": cmd_table, "recall": cmd_recall, "compare": cmd_compare}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
