#!/usr/bin/env python3
"""Tests of bench/precision.py's sampling and matching, and of the corpus split.

python3 -m pytest bench/test_precision.py   or   python3 bench/test_precision.py
"""
import os
import random
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402
import precision as P  # noqa: E402


def finding(app, check, path, line, rule=None, message="m"):
    return {"app": app, "checkId": check, "ruleId": rule or check.split(".")[0],
            "severity": "warning", "confidence": "high", "message": message,
            "path": path, "line": line, "column": 1}


def many():
    """Two checks over four apps: 30 findings of a.x, 6 of b.y."""
    fs = []
    for app in ("app1", "app2", "app3", "app4"):
        for i in range(8 if app != "app4" else 6):
            fs.append(finding(app, "a-rule.x", f"Sources/F{i}.swift", 10 + i))
    for i in range(6):
        fs.append(finding("app1" if i < 5 else "app2", "b-rule.y", "B.swift", i + 1))
    return fs


class Sampling(unittest.TestCase):
    def test_same_seed_same_sample_whatever_the_input_order(self):
        fs = many()
        first = P.draw_sample(fs, 7)
        for shuffle_seed in range(5):
            shuffled = list(fs)
            random.Random(shuffle_seed).shuffle(shuffled)
            self.assertEqual(P.draw_sample(shuffled, 7), first)

    def test_caps_per_check_and_per_app(self):
        sample = P.draw_sample(many(), 3, per_check=10, per_app=4)
        a = [f for f in sample if f["checkId"] == "a-rule.x"]
        b = [f for f in sample if f["checkId"] == "b-rule.y"]
        self.assertEqual(len(a), 10)
        for app in {f["app"] for f in a}:
            self.assertLessEqual(sum(f["app"] == app for f in a), 4)
        # b.y: app1 has 5 but gives at most 4, app2 has 1.
        self.assertEqual(len(b), 5)
        self.assertEqual(sum(f["app"] == "app1" for f in b), 4)

    def test_other_seed_other_sample(self):
        fs = many()
        samples = {tuple((f["app"], f["path"], f["line"]) for f in P.draw_sample(fs, s)) for s in range(6)}
        self.assertGreater(len(samples), 1)

    def test_a_checks_draw_ignores_the_other_checks(self):
        fs = many()
        alone = P.draw_sample([f for f in fs if f["checkId"] == "a-rule.x"], 11)
        together = [f for f in P.draw_sample(fs, 11) if f["checkId"] == "a-rule.x"]
        self.assertEqual(alone, together)

    def test_checks_filter_and_exclude(self):
        fs = many()
        only_b = P.draw_sample(fs, 1, checks=["b-rule"])
        self.assertEqual({f["checkId"] for f in only_b}, {"b-rule.y"})
        first = P.draw_sample(fs, 1, checks=["a-rule.x"])
        judged = {P.finding_key(f["app"], f["checkId"], f["path"], f["line"]) for f in first}
        fresh = P.draw_sample(fs, 1, checks=["a-rule.x"], exclude=judged)
        self.assertFalse(judged & {P.finding_key(f["app"], f["checkId"], f["path"], f["line"]) for f in fresh})

    def test_duplicates_are_drawn_once(self):
        fs = [finding("app1", "c-rule.z", "X.swift", 5)] * 3
        self.assertEqual(len(P.draw_sample(fs, 0)), 1)


class Matching(unittest.TestCase):
    def setUp(self):
        self.results = {"app1": [finding("app1", "a-rule.x", "Sources/A.swift", 10),
                                 finding("app1", "b-rule.y", "Sources/B.swift", 20)]}

    def judged(self, check, path, line, verdict, app="app1"):
        return {"app": app, "checkId": check, "path": P.norm_path(path), "line": line,
                "verdict": verdict, "reason": ""}

    def test_verify_matches_on_app_check_path_and_line(self):
        v = P.verify([
            self.judged("a-rule.x", "./Sources/A.swift", 10, "FALSE"),   # still reported
            self.judged("a-rule.x", "Sources/A.swift", 11, "TRUE"),      # other line: dropped
            self.judged("b-rule.y", "Sources/B.swift", 20, "TRUE"),      # kept
            self.judged("b-rule.z", "Sources/B.swift", 20, "FALSE"),     # other check: gone
            self.judged("a-rule.x", "Sources/A.swift", 10, "TRUE", app="app2"),  # no results
        ], self.results)
        self.assertEqual([(j["checkId"], j["line"]) for j in v["false_reported"]], [("a-rule.x", 10)])
        self.assertEqual([(j["checkId"], j["line"]) for j in v["true_dropped"]], [("a-rule.x", 11)])
        self.assertEqual(len(v["true_kept"]), 1)
        self.assertEqual(len(v["false_gone"]), 1)
        self.assertEqual([j["app"] for j in v["unchecked"]], ["app2"])

    def test_verify_counts_a_related_place_of_the_same_check(self):
        results = {"app1": [dict(finding("app1", "type-scale.ib-fixed-size", "Main.storyboard", 24),
                                 related=[("Main.storyboard", 110)])]}
        v = P.verify([
            self.judged("type-scale.ib-fixed-size", "Main.storyboard", 110, "TRUE"),  # named as related: kept
            self.judged("type-scale.ib-fixed-size", "Main.storyboard", 93, "FALSE"),  # not named: gone
            self.judged("type-scale.uikit-fixed-size", "Main.storyboard", 110, "FALSE"),  # other check: gone
        ], results)
        self.assertEqual([j["line"] for j in v["true_kept"]], [110])
        self.assertEqual(len(v["false_gone"]), 2)

    def test_opt_in_checks_are_asked_of_the_runs_binary(self):
        with tempfile.TemporaryDirectory() as d:
            tool = os.path.join(d, "thumbrule")
            with open(tool, "w") as f:
                f.write('#!/bin/sh\necho "$2 is a check"\necho "Check $2: a check"\n'
                        '[ "$2" = "a-rule.quiet" ] && echo "  Opt-in (off unless turned on)"\n'
                        'echo "Check a-rule.other: a sibling"\n')
            os.chmod(tool, 0o755)
            with open(os.path.join(d, P.MANIFEST), "w") as f:
                f.write('{"apps": {"app1": {"binary": "%s"}}}' % tool)
            self.assertEqual(P.opt_in_checks(d, {"a-rule.quiet", "a-rule.loud"}), {"a-rule.quiet"})
            # No manifest: nothing is known to be opt-in, so every loss stays reported.
            self.assertEqual(P.opt_in_checks(os.path.join(d, "none"), {"a-rule.quiet"}), set())

    def test_recall_window_is_three_lines(self):
        fs = self.results["app1"]
        for line, found in ((7, True), (10, True), (13, True), (6, False), (14, False)):
            self.assertEqual(bool(P.recall_found(fs, "app1", "a-rule", "Sources/A.swift", line)), found, line)
        self.assertFalse(P.recall_found(fs, "app1", "a-rule", "Sources/Other.swift", 10))
        self.assertFalse(P.recall_found(fs, "app1", "b-rule", "Sources/A.swift", 10))
        self.assertFalse(P.recall_found(fs, "app2", "a-rule", "Sources/A.swift", 10))

    def test_recall_counts_a_related_place(self):
        fs = [{"app": "app1", "ruleId": "perm-x", "path": "Sources/Helper.swift", "line": 29,
               "related": [("Sources/Screen.swift", 214)]}]
        self.assertTrue(P.recall_found(fs, "app1", "perm-x", "Sources/Screen.swift", 215))
        self.assertTrue(P.recall_found(fs, "app1", "perm-x", "Sources/Helper.swift", 30))
        self.assertFalse(P.recall_found(fs, "app1", "perm-x", "Sources/Screen.swift", 230))

    def test_recall_in_a_project_file_is_the_file(self):
        fs = [{"app": "app1", "ruleId": "store-x", "path": "App.xcodeproj/project.pbxproj", "line": 1}]
        self.assertTrue(P.recall_found(fs, "app1", "store-x", "App.xcodeproj/project.pbxproj", 570))
        self.assertFalse(P.recall_found(fs, "app1", "store-y", "App.xcodeproj/project.pbxproj", 570))

    def test_recall_by_area(self):
        listed = [{"app": "app1", "ruleId": "a-rule", "path": "Sources/A.swift", "line": 12, "note": ""},
                  {"app": "app1", "ruleId": "a-other", "path": "Sources/A.swift", "line": 12, "note": ""},
                  {"app": "app1", "ruleId": "b-rule", "path": "Sources/B.swift", "line": 19, "note": ""},
                  {"app": "app9", "ruleId": "b-rule", "path": "B.swift", "line": 1, "note": ""}]
        by_area, unchecked = P.recall(listed, self.results)
        self.assertEqual({a: (len(f), len(m)) for a, (f, m) in by_area.items()}, {"a": (1, 1), "b": (1, 0)})
        self.assertEqual(len(unchecked), 1)

    def test_area_is_the_prefix_before_the_first_dash(self):
        self.assertEqual(P.area("ads-consent-before-load"), "ads")
        self.assertEqual(P.area("privacy"), "privacy")

    def test_precision_table_counts_reported_holdout_findings_only(self):
        reported = self.results["app1"][0]
        judged = [self.judged(reported["checkId"], reported["path"], reported["line"], "TRUE"),
                  self.judged("a-rule.x", "Sources/A.swift", 11, "FALSE"),
                  self.judged("a-rule.x", "Sources/A.swift", 12, "UNSURE"),
                  self.judged("a-rule.x", "Sources/A.swift", 13, "FALSE", app="tuned")]
        rows, total, n_apps = P.precision_table(judged, self.results, ["app1"])
        # Lines 11 and 12 are not reported by this run, and "tuned" is not a holdout app.
        self.assertEqual(rows, [("a-rule.x", 1, 1, 1, 0, 0), ("b-rule.y", 1, 0, 0, 0, 0)])
        self.assertEqual(total, ("total", 2, 1, 1, 0, 0))
        self.assertEqual(P.fmt_precision(1, 1), "1/2 = 0.50")
        self.assertEqual(P.fmt_precision(0, 0), "–")

    def test_empty_tsvs_with_header_only_parse(self):
        here = os.path.dirname(os.path.abspath(__file__))
        with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as f:
            f.write("app\tcheckId\tpath\tline\tverdict\treason\n")
        self.assertEqual(P.read_judged(f.name), [])
        self.assertTrue(all(row["verdict"] in P.VERDICTS for row in P.read_judged(os.path.join(here, "judged.tsv"))))
        self.assertTrue(P.read_tsv(os.path.join(here, "recall.tsv"), P.RECALL_COLUMNS))
        with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as f:
            f.write("app\tcheckId\tpath\tline\tverdict\treason\n"
                    'a\tc.x\t"Q".swift\t3\tMAYBE\tr\n')
        try:
            with self.assertRaises(SystemExit):
                P.read_judged(f.name)
        finally:
            os.remove(f.name)


def app(name, split, wave="1", moved="", platform="ios", kind="small app"):
    return {"name": name, "repo": "o/" + name, "commit": "0" * 40, "platform": platform,
            "kind": kind, "split": split, "wave": wave, "moved": moved}


class Split(unittest.TestCase):
    def seeded(self):
        """Six small iOS apps of wave 1, each in the half the seed deals it."""
        rows = [app(f"s{i}", "") for i in range(6)]
        split = corpus.compute_split(rows)
        for r in rows:
            r["split"] = split[r["name"]]
        return rows

    def test_the_committed_split_is_the_seeds_plus_recorded_moves(self):
        self.assertEqual(corpus.check_split(corpus.read_rows()), [])

    def test_wave_one_is_still_the_seeds_deal_where_nothing_moved(self):
        rows = corpus.read_rows()
        seeded = corpus.compute_split([r for r in rows if r["wave"] == "1"])
        for r in rows:
            if r["wave"] == "1":
                self.assertEqual(r["split"], "tuning" if r["moved"] else seeded[r["name"]], r["name"])

    def test_a_recorded_move_passes_and_an_unrecorded_one_fails(self):
        rows = self.seeded()
        self.assertEqual(corpus.check_split(rows), [])
        held = next(r for r in rows if r["split"] == "holdout")
        held["split"] = "tuning"
        self.assertEqual(len(corpus.check_split(rows)), 1)      # moved, no reason
        held["moved"] = "   "
        self.assertEqual(len(corpus.check_split(rows)), 1)      # a blank reason is none
        held["moved"] = "findings read 2026-12-01 to plan precision fixes"
        self.assertEqual(corpus.check_split(rows), [])

    def test_a_move_is_to_tuning_and_only_from_holdout(self):
        rows = self.seeded()
        held = next(r for r in rows if r["split"] == "holdout")
        held["moved"] = "findings read"                          # reason, but still holdout
        self.assertEqual(len(corpus.check_split(rows)), 1)
        rows = self.seeded()
        tuned = next(r for r in rows if r["split"] == "tuning")
        tuned["moved"] = "findings read"                         # a tuning app cannot move
        self.assertEqual(len(corpus.check_split(rows)), 1)
        rows = self.seeded()
        tuned = next(r for r in rows if r["split"] == "tuning")
        tuned["split"] = "holdout"                               # tuning to holdout: never
        tuned["moved"] = "findings read"
        self.assertEqual(len(corpus.check_split(rows)), 1)

    def test_a_later_wave_is_holdout_and_deals_nothing_again(self):
        rows = self.seeded()
        before = {r["name"]: r["split"] for r in rows}
        rows += [app(f"w{i}", "holdout", wave="2") for i in range(5)]
        self.assertEqual(corpus.check_split(rows), [])
        self.assertEqual({n: s for n, s in corpus.expected_split(rows).items() if n in before}, before)
        rows[-1]["split"] = "tuning"                             # unrecorded
        self.assertEqual(len(corpus.check_split(rows)), 1)
        rows[-1]["moved"] = "findings read"
        self.assertEqual(corpus.check_split(rows), [])
        rows.append(app("x", "holdout", wave="99"))              # an unknown wave
        rows.append(app("w0", "holdout", wave="2"))              # a name twice
        problems = corpus.check_split(rows)
        self.assertEqual(len(problems), 2)
        self.assertTrue(any("unknown wave" in p for p in problems))
        self.assertTrue(any("more than once" in p for p in problems))

    def test_the_command_fails_on_an_unrecorded_move(self):
        rows = self.seeded()
        next(r for r in rows if r["split"] == "holdout")["split"] = "tuning"
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "corpus.tsv")
            corpus.write_rows(rows, path)
            with open(os.devnull, "w") as null:
                out, err = sys.stdout, sys.stderr
                sys.stdout = sys.stderr = null
                try:
                    self.assertEqual(corpus.main(["--tsv", path, "split"]), 1)
                    corpus.write_rows(self.seeded(), path)
                    self.assertEqual(corpus.main(["--tsv", path, "split"]), 0)
                finally:
                    sys.stdout, sys.stderr = out, err

    def test_both_ios_halves_have_small_and_large_apps(self):
        rows = corpus.read_rows()
        for key in ("ios-small", "ios-large"):
            group = [r for r in rows if corpus.stratum(r) == key]
            self.assertEqual({r["split"] for r in group}, {"tuning", "holdout"}, key)


class OptIn(unittest.TestCase):
    def test_only_the_checks_own_section_counts(self):
        text = ("a.x is a check of rule a: one\n\nrule text\n"
                "Check a.x: one\n  Triggers on:\n    code\n"
                "Check a.y: two\n  Opt-in (off unless turned on in .thumbrule.json): noisy\n")
        self.assertFalse(P.is_opt_in(text, "a.x"))
        self.assertTrue(P.is_opt_in(text, "a.y"))
        self.assertFalse(P.is_opt_in(text, "a.z"))


class Comparing(unittest.TestCase):
    def test_counts_and_lists_what_only_one_run_has(self):
        before = {"app1": [finding("app1", "a-rule.x", "A.swift", 3), finding("app1", "a-rule.x", "A.swift", 9)]}
        after = {"app1": [finding("app1", "a-rule.x", "A.swift", 9), finding("app1", "b-rule.y", "B.swift", 1)]}
        rows = P.compare(before, after)
        self.assertEqual(rows["a-rule.x"][:2], [2, 1])
        self.assertEqual([f["line"] for f in rows["a-rule.x"][2]], [3])
        self.assertEqual(rows["a-rule.x"][3], [])
        self.assertEqual(rows["b-rule.y"][:2], [0, 1])
        self.assertEqual(len(rows["b-rule.y"][3]), 1)


if __name__ == "__main__":
    unittest.main()
