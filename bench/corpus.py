#!/usr/bin/env python3
"""The corpus of public apps Thumbrule is measured on (see docs: bench/README.md).

bench/corpus.tsv lists each app (name, repo, commit, platform, kind, split, wave,
moved); the apps' code never enters this repository. This script:

  extract  re-creates /work/corpus/<name> from the git mirrors under /work/.mirror
           (brought there by the `fetch` tool), at the commit the TSV records;
  split    re-computes the tuning/holdout split and checks it against the TSV:
           wave 1 apps are dealt by the fixed seed, wave 2 apps are all holdout,
           and an app differs from that only by a recorded move to tuning (or,
           with --write, writes it: only before any finding has been looked at);
  list     prints the table of apps with their Swift/Kotlin/Dart/JS file counts.

Python 3, standard library only.
"""
import argparse
import csv
import os
import random
import shutil
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
TSV = os.path.join(BENCH, "corpus.tsv")
MIRRORS = "/work/.mirror"
CORPUS = "/work/corpus"
COLUMNS = ["name", "repo", "commit", "platform", "kind", "split", "wave", "moved"]
PLATFORMS = ["ios", "android", "flutter", "react-native"]

# The split seed. It was fixed, and the split written, before Thumbrule was run on
# any app of the corpus. Changing it re-deals every app: don't.
SEED = 20261201

# Waves. Wave 1 is the list the seed split (26 apps). Wave 2 was added after that
# split, before Thumbrule was run on any of its apps, to refill the iOS holdout
# once the first iOS holdout apps moved to tuning: every wave 2 app is holdout.
# Wave 3 (10 apps: 7 iOS, 3 Android) refilled the holdout the same way once the
# wave 2 findings had been read by judges. Wave 4 (3 iOS apps) refilled it again at the
# end of the same stop, to measure the fixed build on apps nobody had tuned on.
# Wave 5 (2 Flutter, 3 React Native, 2 Android, 7 iOS apps) was added before Thumbrule
# was run on any of its apps (before the Flutter and React Native front ends existed);
# its later iOS apps joined, two at a time, once earlier holdout apps moved to tuning.
# Wave 6 (3 Flutter, 3 iOS with many images, 1 Android) was added the same way, before any
# run on its apps, once no Flutter holdout was left. Wave 7 (2 iOS, 1 Flutter) refilled the
# holdout at the end of that stop, once the judged wave-6 apps moved to tuning; wave 8 (2 iOS,
# 1 Flutter, 1 Android) was added the same way before the wave-7 apps' judged findings were fixed,
# and wave 9 (one small iOS app, not yet run) once the judged wave-7 and wave-8 apps moved to tuning.
# Wave 10 (2 iOS, 3 Android, 2 Flutter, 2 React Native) was added at the start of the next stop,
# before any run on its apps, so that stop's fixes are measured on apps nobody had tuned on.
# Wave 11 (4 iOS apps) was added in the same stop, before any run on its apps, because the
# wave-10 holdout held too few findings of that stop's new iOS checks to measure them.
# Wave 12 (3 iOS, 2 Android, 2 Flutter, 2 React Native) was added at the start of the next stop,
# before any run on its apps, to measure that stop's build on apps nobody had tuned on.
# Wave 13 (3 iOS, 1 Android, 1 Flutter, 2 React Native) was added in the same stop, right after
# the wave-12 judging and before any run on its apps, to measure that stop's final build.
# Wave 14 (2 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps: apps with ads or StoreKit and sign-in, for the recall reading
# and the precision of the money, consent and account checks.
# Wave 15 (4 iOS, 3 React Native, 2 Flutter, 1 Android) was added in the same stop, before any run
# on its apps, to measure the checks that stop built from the wave-14 recall reading (storyboards and
# xibs among them) on apps nobody had tuned on.
# Wave 16 (1 Android, 1 Flutter) was added in the same stop, before any run on its apps: with tasks
# (wave 15) they are the three holdout apps with ads or purchases and sign-in whose violations
# independent readers listed, for the recall reading of that stop's final build.
# Wave 17 (1 Android, 1 Flutter, 1 iOS) was added at the start of the next stop, before any run on
# its apps: apps with purchases and sign-in whose money and account flows independent readers list,
# for the recall reading of that stop's final build and the precision of its changed checks.
# Wave 18 (1 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of the stop after
# that, before any run on its apps, by the same rule: apps with purchases or sign-in, read by
# independent readers for recall and judged for the precision of the stop's final build.
# Wave 19 (2 iOS, 2 Android, 1 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps, to measure that stop's final build on apps nobody had tuned on.
# Wave 20 (2 iOS, 3 Android, 1 Flutter, 1 React Native) was added at the start of the stop after
# that, before any run on its apps, because the earlier holdout apps had few unjudged findings left.
# Wave 21 (2 iOS apps translated into right-to-left languages) was added in the same stop, before
# any run on its apps, to measure the new type-strings alignment checks, which no holdout app reached.
# Wave 22 (3 iOS, 2 Android, 2 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps, to measure that stop's starting build on apps nobody had tuned on;
# Proton Pass sells subscriptions, for the judging of the subscription-terms check.
# Wave 23 (2 iOS, 2 Android, 2 Flutter, 1 React Native) was added in the same stop, before any
# run on its apps, to measure that stop's final build on apps nobody had tuned on.
# Wave 24 (5 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of the stop after
# that, before any run on its apps, to judge the new checks of the rules no check served before
# (the holdout held only six iOS apps) and that stop's final build.
# Wave 25 (8 SwiftUI and UIKit iOS apps) was added in the same stop, before any run on its apps,
# because the new checks drew only ten findings from the whole holdout.
# Wave 26 (4 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps: three iOS apps that sell through StoreKit and sign people in, for
# that stop's recall reading, and all seven for the precision of its final build.
# Wave 27 (4 small iOS apps) was added in the same stop, before any run on its apps, after the
# wave-26 readings were used to plan recall fixes: three sell through StoreKit and sign people in,
# for the recall reading of that stop's final build (the third, thinker-ios, replaced a habit tracker
# found to have no sign-in); CleanSwipe shows ads and sells a premium tier.
# Wave 28 (1 iOS, 1 Android, 1 Flutter, 1 React Native) was added in the same stop, before any run
# on its apps, once wave 26's judged findings had been read to plan fixes: with wave 27 it is the
# fresh holdout for the precision of that stop's final build.
# Wave 29 (4 iOS, 2 Android, 1 Flutter, 2 React Native) was added at the start of the next stop,
# before any run on its apps: the machine came up without the earlier corpus, and these nine are
# the fresh holdout for that stop's starting build (main as the stop began).
# Wave 30 (2 iOS, 1 Android, 1 Flutter, 1 React Native) was added in the same stop, before any
# run on its apps, once wave 29's judged findings had been read to plan fixes: the fresh holdout
# for that stop's final build, new checks included.
# Wave 31 (3 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps: the fresh holdout for that stop's starting build, and three iOS apps
# that show ads or sell through StoreKit and sign people in, for that stop's recall reading.
# Wave 32 (3 iOS apps) was added in the same stop, before any run on its apps, once wave 31's
# readings had been used to plan recall fixes: two sell through StoreKit and sign people in, one signs
# people in and deletes accounts; their readings are kept back to measure that stop's final build.
# Wave 33 (3 iOS, 2 Android, 1 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps: the fresh holdout for that stop's starting build; the iOS three sign
# people in and one of them sells through StoreKit, for that stop's recall reading.
# Wave 34 (3 iOS, 1 Android, 1 Flutter, 1 React Native) was added in the same stop, before any
# run on its apps, once wave 33's judged findings had been read to plan fixes: the fresh holdout
# for that stop's final build, new checks included.
# Wave 35 (3 iOS, 4 Android, 3 Flutter, 2 React Native) was added at the start of the next stop,
# before any run on its apps, once the judged false findings still reported were read to plan
# fixes: the fresh holdout for that stop's final build; its Android four include a Google sample,
# a Compose app and two Views apps, for the Android issue's per-check table.
# Wave 36 (4 iOS, 2 Android) was added at the start of the next stop, before any run on its apps:
# two of the iOS apps sell auto-renewable subscriptions, for the subscription-terms check's
# reading on apps that sell them; all are the fresh holdout for that stop's new checks.
# Wave 37 (3 iOS, 2 Android, 1 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps, once wave 36's judged false classes were read to plan fixes: the
# fresh holdout for that stop's final build.
# Wave 38 (2 iOS, 2 Android) was added in the same stop, before any run on its apps, once wave
# 37's judged false classes had been read to fix them (four of its apps moved to tuning): the
# fresh holdout for that stop's final build.
# Wave 39 (3 iOS, 2 Android, 1 Flutter, 1 React Native) was added at the start of the next stop,
# before any run on its apps, once wave 38's judged false classes were read to plan fixes (its
# four apps moved to tuning): the fresh holdout for both the start and the final build.
# Wave 40 (3 iOS SwiftUI apps) was added later in the same stop, before any run on its apps: the
# fresh holdout for the stop's new SwiftUI checks, which find nothing on the older holdout apps.
# Wave 41 (1 iOS, 1 Android, 1 Flutter, 1 React Native) was added later in the same stop, before
# any run on its apps, once waves 39 and 40's judged false classes were read to fix them (itorrent,
# yoroi and sora-ios moved to tuning): the fresh holdout for the stop's last build.
# Waves 42 (3 iOS, 2 Android, 1 Flutter, 1 React Native) and 43 (1 iOS, 2 Android, 2 Flutter,
# 1 React Native) were added at the start of the next stop, before any run on their apps: 42 is the
# fresh holdout for that stop's starting build, 43 is kept back for its final build.
# Waves 44 (1 iOS, 1 Android, 1 Flutter, 1 React Native) and 45 (2 iOS, 1 Android, 1 Flutter,
# 1 React Native) were added at the start of the next stop, before any run on their apps: 44 is the
# fresh holdout for that stop's starting build, 45 is kept back for its final build. At the same
# time the 15 apps still held out from waves 35-43 moved to tuning, since their judged false
# findings had been read.
# Waves 46 (2 iOS, 1 Android, 1 Flutter, 2 React Native) and 47 (1 iOS, 1 Android, 1 Flutter,
# 1 React Native) were added at the start of the next stop, before any run on their apps: 46 is the
# fresh holdout for that stop's starting build, 47 is kept back for its final build.
# Wave 48 (2 small iOS apps) was added in the same stop, before any run on its apps, when the
# last small iOS holdout apps (harbour, naturefm, pompaddo) moved to tuning.
# Wave 49 (1 small iOS, 1 Android, 1 Flutter, 1 React Native) was added in the same stop, before
# any run on its apps, once waves 47 and 48 had been judged and moved to tuning: the fresh holdout
# for the stop's last build.
# Wave 50 (1 small iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of the next
# stop, before any run on its apps, when wave 49 moved to tuning to fix its judged false classes:
# the fresh holdout for that stop's final build.
# Wave 51 (1 iOS, 1 Android, 1 Flutter, 1 React Native) was added in the same stop, before any
# run on its apps, once wave 50 had been judged and two of its apps had moved to tuning: the
# fresh holdout for the stop's last build.
# Wave 52 (1 small iOS, 1 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of
# stop 51, before any run on its apps: the fresh holdout for that stop's final build. Its small
# iOS app lets balance-care, the last small iOS holdout app, move to tuning later.
# Wave 53 (2 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of stop 52, before
# any run on its apps, so that wire-android, kitchenowl and covid-alert-rn (judged in wave 52) could
# move to tuning: the fresh holdout for that stop's final build.
# Wave 54 (4 iOS, 2 Android, 1 Flutter, 1 React Native) was added at the start of stop 53, before
# any run on its apps, so that lotti and gaen-mobile (judged in wave 53) could move to tuning: the
# fresh holdout for that stop's final build.
# Wave 55 (4 iOS, 2 Android, 1 Flutter, 1 React Native) was added at the start of stop 54, before
# any run on its apps, so that the wave-54 apps (judged in stop 53) could move to tuning: the fresh
# holdout for that stop's final build.
# Wave 56 (3 iOS, 2 Android, 1 Flutter, 1 React Native) was added at the start of stop 55, before
# any run on its apps, so that loopfollow and alby-go (judged in the stop-54 holdout re-measure)
# could move to tuning: the fresh holdout for that stop's final build.
# Wave 57 (3 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of stop 56, before
# any run on its apps: the fresh holdout for the stop-55 final build.
# Wave 58 (3 iOS, 2 Android, 1 Flutter, 1 React Native) was added early in stop 56, before any run
# on its apps: the fresh holdout for that stop's final build, since wave 57 moved to tuning.
# Wave 59 (3 iOS, 1 Android, 1 Flutter, 1 React Native) was added at the start of stop 57, before
# any run on its apps: the fresh holdout for the stop-56 final build.
# Wave 60 (2 iOS, 2 Android, 2 Flutter, 1 React Native) was added early in stop 57, before any run
# on its apps: the fresh holdout for that stop's final build, since wave 59 may move to tuning.
# Wave 61 (3 iOS, 1 Android, 2 Flutter, 1 React Native) was added at the start of stop 58, before
# any run on its apps: the fresh holdout for the stop-57 final build.
# Wave 62 (3 iOS, 1 Android, 1 Flutter, 1 React Native) was added early in stop 58, before any run
# on its apps: the fresh holdout for that stop's final build, since wave 61 moved to tuning.
# Wave 63 (3 iOS, 2 Android, 1 Flutter, 2 React Native) was added at the start of stop 59, before
# any run on its apps: the fresh holdout for both the stop-58 final build and this stop's final
# build, measured on the same apps; its findings are not shown to the stop's fix writers.
# Wave 64 (3 iOS, 2 Android, 2 Flutter, 2 React Native) was added at the start of stop 60, before
# any run on its apps: the fresh holdout for this stop's start build.
# Wave 65 (3 iOS, 2 Android, 2 Flutter, 2 React Native) was added in stop 60 while that stop's
# fixes were still being written, before its end build existed: the fresh holdout for the end build.
# Wave 66 (3 iOS, 2 Android, 2 Flutter, 2 React Native) was added in stop 60 after wave 65 was judged
# and moved to tuning, before any run on its apps: the fresh holdout for the build that lands.
# Wave 67 (3 iOS, 2 Android, 2 Flutter, 2 React Native) was added at the start of stop 61, before
# any run on its apps: the fresh holdout for the stop-60 landed build and this stop's builds.
# Wave 68 (3 iOS, 2 Android, 2 Flutter, 2 React Native) was added in stop 61 while that stop's
# fixes were being written, before any run on its apps: the fresh holdout for the end build.
# Wave 69 (3 iOS, 2 Android, 2 Flutter, 2 React Native) was added in stop 61 after wave 68 was judged
# and moved to tuning, before any run on its apps: the fresh holdout for the build that lands.
# Wave 70 (3 iOS, 3 Android, 3 Flutter, 3 React Native) was added at the start of stop 62, before
# any run on its apps: the fresh holdout for this stop's end build.
# Wave 71 (3 iOS, 3 Android, 3 Flutter, 3 React Native) was added at the start of stop 63, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 72 (3 iOS, 3 Android, 3 Flutter, 3 React Native) was added at the start of stop 64, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 73 (3 iOS, 3 Android, 3 Flutter, 3 React Native) was added at the start of stop 65, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 74 (3 iOS, 3 Android, 3 Flutter, 3 React Native) was added at the start of stop 66, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 75 (3 iOS, 3 Android, 2 Flutter, 2 React Native) was added at the start of stop 67, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 76 (3 iOS, 3 Android, 2 Flutter, 2 React Native) was added at the start of stop 68, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 77 (3 iOS, 3 Android, 2 Flutter, 2 React Native) was added at the start of stop 69, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 78 (3 iOS, 3 Android, 2 Flutter, 2 React Native) was added at the start of stop 70, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 79 (4 iOS, 2 Android, 2 Flutter, 2 React Native) was added at the start of stop 71, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 80 (4 iOS, 2 Android, 2 Flutter, 1 React Native) was added at the start of stop 72, before
# any run on its apps: the fresh holdout for that stop's end build.
# Wave 81 (4 iOS, 2 Android, 2 Flutter, 2 React Native) was added at the start of stop 73, before
# any run on its apps: the fresh holdout for this stop's end build.
# The seed deals wave 1 only, so adding a wave never re-deals an earlier one.
SEEDED_WAVE = "1"
ALL_HOLDOUT_WAVES = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64", "65", "66", "67", "68", "69", "70", "71", "72", "73", "74", "75", "76", "77", "78", "79", "80", "81"}

# File suffixes counted per language by `list`.
LANGUAGES = [("swift", (".swift",)), ("kotlin", (".kt", ".kts")), ("dart", (".dart",)),
             ("js", (".js", ".jsx", ".ts", ".tsx"))]


def read_rows(path=TSV):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    for row in rows:
        missing = [c for c in COLUMNS if c not in row]
        if missing:
            sys.exit(f"{path}: missing columns {missing}")
    return rows


def write_rows(rows, path=TSV):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, delimiter="\t", lineterminator="\n")
        w.writeheader()
        for row in rows:
            w.writerow({c: row[c] for c in COLUMNS})


# ---------------------------------------------------------------- split

def stratum(row):
    """The group an app is split within: its platform, and for iOS also whether it
    is a small indie app (kind starts with "small"), so that both halves get some
    small apps with ads, StoreKit or sign-in and some large ones."""
    if row["platform"] == "ios":
        return "ios-small" if row["kind"].startswith("small") else "ios-large"
    return row["platform"]


def compute_split(rows, seed=SEED):
    """name -> "tuning" | "holdout".

    Per stratum: sort the names, shuffle them with random.Random(seed), the first
    half (n // 2, rounded down) is tuning, the rest holdout. Strata are dealt in
    sorted order, each with a fresh Random(seed), so adding an app to one stratum
    never moves an app of another.
    """
    groups = {}
    for row in rows:
        groups.setdefault(stratum(row), []).append(row["name"])
    split = {}
    for key in sorted(groups):
        names = sorted(groups[key])
        random.Random(seed).shuffle(names)
        half = len(names) // 2
        for i, name in enumerate(names):
            split[name] = "tuning" if i < half else "holdout"
    return split


def expected_split(rows, seed=SEED):
    """name -> the split each app gets before any move: the seed's deal for wave 1
    (computed over wave 1 alone), "holdout" for a later wave. Apps of an unknown
    wave are left out (check_split reports them)."""
    split = compute_split([r for r in rows if r["wave"] == SEEDED_WAVE], seed)
    for r in rows:
        if r["wave"] in ALL_HOLDOUT_WAVES:
            split[r["name"]] = "holdout"
    return split


def check_split(rows, seed=SEED):
    """The TSV's problems, as sentences (none: it is the seed's split plus recorded
    moves). A move is recorded in `moved`, a short reason with the date the
    holdout findings were read; a moved app is `tuning`, and only a holdout app
    can move. Anything else that differs from expected_split is a problem."""
    expected = expected_split(rows, seed)
    problems = []
    names = [r["name"] for r in rows]
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(f"{name}: listed more than once")
    for r in rows:
        name, split, moved = r["name"], r["split"], r["moved"].strip()
        if name not in expected:
            problems.append(f"{name}: unknown wave {r['wave']!r} (1 is the seeded list,"
                            f" {', '.join(sorted(ALL_HOLDOUT_WAVES))} all holdout)")
            continue
        if split not in ("tuning", "holdout"):
            problems.append(f"{name}: split {split!r} is neither tuning nor holdout")
        elif moved:
            if expected[name] != "holdout":
                problems.append(f"{name}: marked moved ({moved}) but it was dealt to tuning")
            elif split != "tuning":
                problems.append(f"{name}: marked moved ({moved}) but its split is {split}")
        elif split != expected[name]:
            problems.append(f"{name}: {split}, but wave {r['wave']} gives {expected[name]}"
                            " and no move is recorded (a move needs its reason in `moved`)")
    return problems


def cmd_split(args):
    rows = read_rows(args.tsv)
    expected = expected_split(rows, args.seed)
    if args.write:
        for row in rows:
            if row["name"] in expected:
                row["split"] = "tuning" if row["moved"].strip() else expected[row["name"]]
        write_rows(rows, args.tsv)
        print(f"wrote the split (seed {args.seed}, recorded moves kept) to {args.tsv}")
    for key in sorted({stratum(r) for r in rows}):
        for half in ("tuning", "holdout"):
            names = []
            for r in rows:
                if stratum(r) == key and r["split"] == half:
                    tags = [f"wave {r['wave']}"] if r["wave"] != SEEDED_WAVE else []
                    if r["moved"].strip():
                        tags.append("moved")
                    names.append(r["name"] + (f" ({', '.join(tags)})" if tags else ""))
            print(f"{key:<14} {half:<8} {', '.join(sorted(names))}")
    problems = check_split(rows, args.seed)
    for p in problems:
        print(f"split: {p}", file=sys.stderr)
    return 1 if problems else 0


# ---------------------------------------------------------------- extract

def mirror_git_dir(repo):
    """The git directory of the fetched snapshot of owner/name, or None."""
    base = os.path.join(MIRRORS, repo.replace("/", "+"), "repo")
    for d in (os.path.join(base, ".git"), base):
        if os.path.isfile(os.path.join(d, "HEAD")) and os.path.isdir(os.path.join(d, "objects")):
            return d
    return None


def git(gitdir, *args, **kw):
    return subprocess.run(["git", "--git-dir", gitdir, *args], check=True, **kw)


def has_commit(gitdir, commit):
    r = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "-e", commit + "^{commit}"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return r.returncode == 0


def extract_archive(gitdir, commit, dest):
    """`git archive <commit> | tar -x`; False when the snapshot lacks a blob."""
    archive = subprocess.Popen(["git", "--git-dir", gitdir, "archive", commit],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    tar = subprocess.run(["tar", "-x", "-C", dest], stdin=archive.stdout,
                         stderr=subprocess.PIPE)
    archive.stdout.close()
    err = archive.stderr.read()
    archive.wait()
    return archive.returncode == 0 and tar.returncode == 0, err.decode(errors="replace")


def extract_blobs(gitdir, commit, dest):
    """File by file, for snapshots that lack their largest blobs (4 MiB and more):
    every blob present is written as `git archive` would, the absent ones are
    skipped and returned."""
    out = git(gitdir, "ls-tree", "-r", "-z", "--full-tree", commit,
              stdout=subprocess.PIPE).stdout
    entries = []
    for item in out.split(b"\0"):
        if not item:
            continue
        meta, path = item.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        if kind == b"blob":  # submodules (commit entries) are empty in an archive too
            entries.append((mode.decode(), sha.decode(), os.fsdecode(path)))
    check = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "--batch-check"],
                           input="".join(sha + "\n" for _, sha, _ in entries).encode(),
                           stdout=subprocess.PIPE, check=True).stdout.decode().splitlines()
    present, missing = [], []
    for entry, line in zip(entries, check):
        (missing if line.endswith(" missing") else present).append(entry)
    cat = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for mode, sha, path in present:
        cat.stdin.write((sha + "\n").encode())
        cat.stdin.flush()
        header = cat.stdout.readline().split()
        size = int(header[2])
        data = cat.stdout.read(size)
        cat.stdout.read(1)  # the newline after the content
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == "120000":
            os.symlink(os.fsdecode(data), target)
        else:
            with open(target, "wb") as f:
                f.write(data)
            if mode == "100755":
                os.chmod(target, 0o755)
    cat.stdin.close()
    cat.wait()
    return [path for _, _, path in missing]


def marker(name):
    return os.path.join(CORPUS, f".{name}.commit")


def cmd_extract(args):
    rows = read_rows(args.tsv)
    if args.names:
        wanted = set(args.names.split(","))
        unknown = wanted - {r["name"] for r in rows}
        if unknown:
            sys.exit(f"not in {args.tsv}: {', '.join(sorted(unknown))}")
        rows = [r for r in rows if r["name"] in wanted]
    os.makedirs(CORPUS, exist_ok=True)
    to_fetch, failed = [], []
    for row in rows:
        name, repo, commit = row["name"], row["repo"], row["commit"]
        dest = os.path.join(CORPUS, name)
        try:
            with open(marker(name)) as f:
                done = f.read().strip() == commit
        except OSError:
            done = False
        if done and os.path.isdir(dest) and not args.force:
            print(f"{name}: up to date at {commit[:12]}")
            continue
        gitdir = mirror_git_dir(repo)
        if gitdir is None:
            to_fetch.append((name, repo, "no mirror"))
            continue
        if not has_commit(gitdir, commit):
            to_fetch.append((name, repo, f"the mirror lacks commit {commit[:12]}"))
            continue
        tmp = tempfile.mkdtemp(prefix=f".{name}.", dir=CORPUS)
        ok, err = extract_archive(gitdir, commit, tmp)
        missing = []
        if not ok:
            shutil.rmtree(tmp)
            tmp = tempfile.mkdtemp(prefix=f".{name}.", dir=CORPUS)
            try:
                missing = extract_blobs(gitdir, commit, tmp)
            except (subprocess.CalledProcessError, OSError, ValueError) as e:
                shutil.rmtree(tmp, ignore_errors=True)
                failed.append(name)
                print(f"{name}: extraction failed: {e}\n{err}", file=sys.stderr)
                continue
        if os.path.exists(dest):
            shutil.rmtree(dest)
        os.rename(tmp, dest)
        os.chmod(dest, 0o755)
        with open(marker(name), "w") as f:
            f.write(commit + "\n")
        missing_file = os.path.join(CORPUS, f".{name}.missing")
        if missing:
            with open(missing_file, "w") as f:
                f.write("".join(p + "\n" for p in missing))
            print(f"{name}: extracted {commit[:12]} ({len(missing)} files of 4 MiB or more"
                  f" absent from the snapshot, listed in {missing_file})")
        else:
            if os.path.exists(missing_file):
                os.remove(missing_file)
            print(f"{name}: extracted {commit[:12]}")
    if to_fetch:
        print("\nSome mirrors are missing. Bring each with the `fetch` tool, then run"
              " `bench/corpus.py extract` again:", file=sys.stderr)
        for name, repo, why in to_fetch:
            print(f"  fetch github:{repo}    # {name}: {why}", file=sys.stderr)
        print("(fetch brings the newest snapshot; if it no longer holds the recorded"
              " commit, the app cannot be re-created as measured.)", file=sys.stderr)
    return 1 if to_fetch or failed else 0


# ---------------------------------------------------------------- list

def count_files(root):
    counts = {lang: 0 for lang, _ in LANGUAGES}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != ".git"]
        for fn in filenames:
            for lang, suffixes in LANGUAGES:
                if fn.endswith(suffixes):
                    counts[lang] += 1
    return counts


def cmd_list(args):
    rows = read_rows(args.tsv)
    rows.sort(key=lambda r: (PLATFORMS.index(r["platform"]), r["split"] != "tuning", r["name"]))
    print("| name | platform | kind | split | wave | Swift | Kotlin | Dart | JS/TS |")
    print("|---|---|---|---|---:|---:|---:|---:|---:|")
    for r in rows:
        root = os.path.join(CORPUS, r["name"])
        if os.path.isdir(root):
            c = count_files(root)
            nums = [str(c[lang]) for lang, _ in LANGUAGES]
        else:
            nums = ["-"] * len(LANGUAGES)
        split = r["split"] + (" (moved)" if r["moved"].strip() else "")
        print(f"| {r['name']} | {r['platform']} | {r['kind']} | {split} | {r['wave']} | "
              + " | ".join(nums) + " |")
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tsv", default=TSV, help="the corpus list (default bench/corpus.tsv)")
    sub = p.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("extract", help="re-create /work/corpus/<name> from /work/.mirror")
    e.add_argument("--names", help="only these apps (comma-separated)")
    e.add_argument("--force", action="store_true", help="extract again even when up to date")
    s = sub.add_parser("split", help="check (or --write) the tuning/holdout split")
    s.add_argument("--seed", type=int, default=SEED)
    s.add_argument("--write", action="store_true", help="write the split into the TSV")
    sub.add_parser("list", help="the apps with their file counts")
    args = p.parse_args(argv)
    return {"extract": cmd_extract, "split": cmd_split, "list": cmd_list}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
