import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct ScoringTests {
    /// Rules of each evidence kind and priority, in one area `zz`.
    static let rulebook: Rulebook = {
        let specs: [(String, String, String)] = [
            ("zz-errors", "p0", "source"), ("zz-high", "p1", "source"), ("zz-medium", "p2", "source"),
            ("zz-many", "p2", "source"), ("zz-notes", "p2", "source"), ("zz-clean", "p2", "source"),
            ("zz-mixed", "p1", "source+device"), ("zz-device", "p1", "device"), ("zz-judge", "p3", "source"),
        ]
        var text = "# Test area\n\nIntro.\n\n"
        for (id, severity, evidence) in specs {
            text += "## <Rule id=\"\(id)\" severity=\"\(severity)\" evidence=\"\(evidence)\" description=\"Rule \(id)\" />\n\nWhy.\n\n- A fact.\n\n**Instead:** Do it.\n\n"
        }
        text += "<Check>\n"
        for (id, _, evidence) in specs {
            text += "<Verify rule=\"\(id)\">Is \(id) kept?</Verify>\n"
            if evidence != "source" { text += "<Device rule=\"\(id)\">Run \(id) on a phone.</Device>\n" }
        }
        return Rulebook(sources: [("rulebook/zz.md", text + "</Check>\n")])
    }()

    static let scoring = Scoring(rulebook: rulebook) { ["\($0).check"] }
    static let scope = ReviewScope(rulebook: rulebook, open: ["zz"])

    static func finding(_ rule: String, _ severity: Severity, _ confidence: Confidence = .medium, path: String = "App/A.swift") -> Finding {
        Finding(ruleId: rule, checkId: rule + ".check", severity: severity, confidence: confidence, message: "m",
                position: SourcePosition(path: path, line: 1, column: 1))
    }

    static let findings = [
        finding("zz-errors", .error, .high), finding("zz-errors", .warning),
        finding("zz-high", .warning, .high),
        finding("zz-medium", .warning),
        finding("zz-many", .warning), finding("zz-many", .warning), finding("zz-many", .warning),
        finding("zz-notes", .note, .low),
    ]

    static var allChecksRan: [String] { rulebook.ruleIds.filter { $0 != "zz-judge" && $0 != "zz-device" }.map { $0 + ".check" } }

    static func lines() -> [String: RuleScore] {
        let lines = scoring.score(scope: scope, findings: findings, checksRun: allChecksRan)
        return Dictionary(uniqueKeysWithValues: lines.map { ($0.id, $0) })
    }

    @Test func scoresFollowFindingsChecksAndEvidence() throws {
        #expect(Self.rulebook.issues.isEmpty, "\(Self.rulebook.issues)")
        let lines = Self.lines()
        #expect(lines["zz-errors"]?.score == 1 && lines["zz-errors"]?.basis == .findings && lines["zz-errors"]?.evidence == "source")
        #expect(lines["zz-high"]?.score == 2, "a high-confidence warning scores 2")
        #expect(lines["zz-medium"]?.score == 3, "one medium warning scores 3")
        #expect(lines["zz-many"]?.score == 2, "three warnings score 2")
        #expect(lines["zz-notes"]?.score == nil && lines["zz-notes"]?.state == .needsReview && lines["zz-notes"]?.note?.contains("1 note") == true)
        #expect(lines["zz-clean"]?.score == 5 && lines["zz-clean"]?.basis == .checksClean && lines["zz-clean"]?.evidence == "source")
        #expect(lines["zz-mixed"]?.score == nil && lines["zz-mixed"]?.state == .needsDevice && lines["zz-mixed"]?.note == "source checks ran clean; the device part remains")
        #expect(lines["zz-device"]?.state == .needsDevice && lines["zz-device"]?.device == "Run zz-device on a phone.")
        #expect(lines["zz-judge"]?.state == .needsReview && lines["zz-judge"]?.verify == "Is zz-judge kept?")
    }

    @Test func findingsOutsideTheScreenDoNotCount() {
        let lines = Self.scoring.score(scope: Self.scope, findings: [Self.finding("zz-errors", .error, .high, path: "App/Other.swift"),
                                                                     Self.finding("zz-high", .warning, .high, path: "App/Info.plist")],
                                       checksRun: Self.allChecksRan, screenPaths: ["App/A.swift"])
        #expect(lines.first { $0.id == "zz-errors" }?.score == 5)
        #expect(lines.first { $0.id == "zz-high" }?.score == 2, "project files such as plists always count")
    }

    @Test func judgmentsMergeDeviceOverridesAndFindingsStand() {
        let merged = Self.scoring.merge([
            "zz-errors": Judgment(score: 4, evidence: .source, note: "looks fine"),
            "zz-high": Judgment(score: 4, evidence: .device, note: "fine on an iPhone SE"),
            "zz-mixed": Judgment(score: 4, evidence: .source),
            "zz-device": Judgment(score: 3, evidence: .device),
            "zz-judge": Judgment(score: 5, evidence: .review, note: "read it"),
            "zz-clean": Judgment(score: 4, evidence: .review),
        ], into: Array(Self.lines().values))
        let lines = Dictionary(uniqueKeysWithValues: merged.map { ($0.id, $0) })
        #expect(lines["zz-errors"]?.score == 1 && lines["zz-errors"]?.note?.contains("findings stand") == true)
        #expect(lines["zz-high"]?.score == 4 && lines["zz-high"]?.evidence == "device" && lines["zz-high"]?.basis == .judged)
        #expect(lines["zz-mixed"]?.score == 4 && lines["zz-mixed"]?.note == "the device part is still open")
        #expect(lines["zz-device"]?.score == 3 && lines["zz-device"]?.state == .scored && lines["zz-device"]?.note == nil)
        #expect(lines["zz-judge"]?.score == 5 && lines["zz-judge"]?.evidence == "review" && lines["zz-judge"]?.note == "read it")
        #expect(lines["zz-clean"]?.score == 4, "a judgment refines a clean run")
    }

    @Test func statusAndPercent() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let blocked = Self.scoring.card(lines: Array(Self.lines().values), scope: Self.scope, target: "t", screen: nil, paths: [], date: date)
        #expect(blocked.status == .blocked && Set(blocked.blockers.map(\.id)) == ["zz-errors", "zz-high"])
        // Scored: 1, 2, 3, 2, 5 → 13 of 25.
        #expect(blocked.percent == 52 && blocked.scored.count == 5)
        #expect(blocked.markdown().contains("**BLOCKED** 52% from the 5 rules scored from evidence; 4 of the 9 rules in scope are not scored yet: 2 need a device, 2 need a reviewer. Blocked by `zz-errors` (p0, 1), `zz-high` (p1, 2)."), "\(blocked.markdown())")

        let quiet = Self.scoring.score(scope: Self.scope, findings: [Self.finding("zz-medium", .warning)], checksRun: Self.allChecksRan)
        let violations = Self.scoring.card(lines: quiet, scope: Self.scope, target: "t", screen: nil, paths: [], date: date)
        #expect(violations.status == .violations, "a p2 rule at 3 is a violation, not a block")

        let clean = Self.scoring.card(lines: Self.scoring.score(scope: Self.scope, findings: [], checksRun: Self.allChecksRan),
                                      scope: Self.scope, target: "t", screen: nil, paths: [], date: date)
        #expect(clean.status == .clean && clean.percent == 100)
        let markdown = clean.markdown()
        #expect(markdown.contains("## Needs a device\n\n- `zz-mixed` (p1): Run zz-mixed on a phone.\n- `zz-device` (p1): Run zz-device on a phone.\n"))
        #expect(markdown.contains("## Needs review\n\n") && markdown.contains("- `zz-judge` (p3): Is zz-judge kept?"))
    }

    @Test func scoresFileIsValidatedWithJsonPaths() throws {
        let rulebook = Self.rulebook
        func error(_ json: String) -> String {
            do {
                _ = try Judgment.parse(Data(json.utf8), path: "s.json", rulebook: rulebook)
                return ""
            } catch { return "\(error)" }
        }
        #expect(try Judgment.parse(Data(#"{"zz-judge": {"score": 1, "evidence": "device", "note": "n"}}"#.utf8), path: "s", rulebook: rulebook)
                == ["zz-judge": Judgment(score: 1, evidence: .device, note: "n")])
        #expect(error("[]") == #"s.json: $: expected an object of rule id → {"score", "evidence", "note"}"#)
        #expect(error(#"{"zz-judg": {"score": 3, "evidence": "source"}}"#).hasPrefix("s.json: $.zz-judg: no rule 'zz-judg'; nearest: zz-judge"))
        #expect(error(#"{"zz-judge": {"score": 6, "evidence": "source"}}"#) == "s.json: $.zz-judge.score: expected a whole number from 1 to 5")
        #expect(error(#"{"zz-judge": {"score": true, "evidence": "source"}}"#).contains("$.zz-judge.score"))
        #expect(error(#"{"zz-judge": {"score": 2.5, "evidence": "source"}}"#).contains("$.zz-judge.score"))
        #expect(error(#"{"zz-judge": {"score": 2, "evidence": "vibes"}}"#).contains("$.zz-judge.evidence"))
        #expect(error(#"{"zz-judge": {"score": 2, "evidence": "source", "mood": 1}}"#).contains("$.zz-judge.mood: unknown key"))
        #expect(error("{oops").contains("$: not valid JSON"))
    }
}

@Suite struct ReviewRunTests {
    static let brief = """
    ---
    target: App/RecipesView.swift
    user_goal: Pick a recipe to cook tonight
    context:
      environment: kitchen
      posture: standing
      hands: one
      attention: divided
      session_length: two minutes
      frequency: daily
      interruption: frequent
      urgency: low
    primary_action: "Start cooking"
    states:
      loading: a spinner
      empty: a message
      error: n/a - bundled data
      offline: n/a - bundled data
      partial: n/a - loads whole
      permission: n/a - asks for nothing
    scope:
      open: [pay]
      closed:
        color: a system-coloured screen with no custom colour
    ---
    """

    @Test func reviewArchivesEachRunAndReportsTheTrend() throws {
        let project = try ScratchFolder.app()
        try project.write(".thumbrule/screens/recipes.md", Self.brief)
        try project.write("App/Price.swift", "import SwiftUI\nstruct Price: View { var body: some View { Text(\"$4.99\") } }\n")
        let first = Date(timeIntervalSince1970: 1_800_000_000)
        let runner = ReviewRunner()

        let one = try runner.run(.init(currentDirectory: project.path, screen: "recipes", date: first))
        #expect(one.trend == "Trend for recipes: first run.\n")
        #expect(one.card.scope.areas.contains("pay") && !one.card.scope.areas.contains("color") && one.card.scope.closed["color"] != nil)
        #expect(one.card.scope.rules.contains("nav-back"), "always-in-scope rules stay")
        #expect(one.card.rules.first { $0.id == "pay-price-source" }?.score == 5, "Price.swift is not part of the screen")
        let archived = try #require(one.archived)
        #expect(archived.json.hasSuffix(".thumbrule/review/recipes-2027-01-15-0800.json") && archived.markdown.hasSuffix("recipes-2027-01-15-0800.md"))
        #expect(project.read(".thumbrule/review/recipes-2027-01-15-0800.md")?.contains("# Review: recipes") == true)

        // The second run opens ads, closes nothing, and a judgment moves a rule.
        try project.write(".thumbrule/screens/recipes.md", Self.brief.replacingOccurrences(of: "  closed:\n    color: a system-coloured screen with no custom colour\n", with: ""))
        let judgments = ["pay-restore": Judgment(score: 4, evidence: .review, note: "restore in settings")]
        let two = try runner.run(.init(currentDirectory: project.path, screen: "recipes", open: ["ads"], judgments: judgments,
                                       date: first.addingTimeInterval(3600)))
        #expect(two.trend.hasPrefix("Trend for recipes (2 runs):\n  2027-01-15T08:00:00Z  "), "\(two.trend)")
        #expect(two.trend.contains("  now                   "))
        // The judgment moves pay-restore to 4, from "needs review" or from a clean check's 5.
        #expect(two.trend.contains("pay-restore needs review -> 4") || two.trend.contains("pay-restore 5 -> 4"), "\(two.trend)")
        #expect(two.trend.contains("Scope changed: + areas ads, color"), "\(two.trend)")
        #expect(!two.trend.contains("Rulebook changed"))
        #expect(FileManager.default.fileExists(atPath: project.absolute(".thumbrule/review/recipes-2027-01-15-0900.json")))

        // A run archived by another rulebook shows in the trend.
        let archive = ReviewArchive(root: project.path)
        var older = try #require(archive.runs(of: "recipes").last)
        older.date = Scorecard.timestamp(first.addingTimeInterval(5400))
        older.version = "0.0.1"
        older.rulebook = "000000000000"
        try archive.write(older, markdown: "", date: first.addingTimeInterval(7200))
        let three = try runner.run(.init(currentDirectory: project.path, screen: "recipes", open: ["ads"], archive: false,
                                         date: first.addingTimeInterval(7200)))
        #expect(three.trend.contains("Rulebook changed: thumbrule 0.0.1 (000000000000) -> \(ThumbruleVersion.current) (\(Rulebook.bundled.fingerprint))"), "\(three.trend)")
        #expect(three.archived == nil && archive.runs(of: "recipes").count == 3)
        #expect(archive.runs(of: "recipe").isEmpty && archive.runs(of: "project").isEmpty)
    }

    @Test func sameMinuteRunsGetTheirOwnFiles() throws {
        let project = try ScratchFolder.app()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let runner = ReviewRunner()
        let one = try runner.run(.init(currentDirectory: project.path, date: date))
        let two = try runner.run(.init(currentDirectory: project.path, date: date))
        #expect(one.archived?.json.hasSuffix("project-2027-01-15-0800.json") == true)
        #expect(two.archived?.json.hasSuffix("project-2027-01-15-0800-2.json") == true)
        #expect(ReviewArchive(root: project.path).runs(of: "project").count == 2)
        #expect(ReviewArchive.isRun("project-2027-01-15-0800-2.json", of: "project"))
        #expect(!ReviewArchive.isRun("project-x-2027-01-15-0800.json", of: "project"))
    }

    @Test func unknownScreenOrAreaOrInvalidBriefIsAnError() throws {
        let project = try ScratchFolder.app()
        try project.write(".thumbrule/screens/broken.md", "---\ntarget: nowhere.swift\n---\n")
        #expect(throws: ReviewRunner.Failure.self) { try ReviewRunner().run(.init(currentDirectory: project.path, screen: "nope")) }
        #expect(throws: ReviewRunner.Failure.self) { try ReviewRunner().run(.init(currentDirectory: project.path, screen: "broken")) }
        #expect(throws: ReviewRunner.Failure.self) { try ReviewRunner().run(.init(currentDirectory: project.path, open: ["gizmos"])) }
    }

    @Test func cliReviewOfTheShowcaseIsBlockedAndArchives() throws {
        let project = try ScratchFolder()
        let showcase = CLI.packageRoot + "/Examples/Showcase/Showcase"
        for name in try FileManager.default.contentsOfDirectory(atPath: showcase) {
            try project.write("Showcase/" + name, String(decoding: FileManager.default.contents(atPath: showcase + "/" + name) ?? Data(), as: UTF8.self))
        }
        try project.write("scores.json", #"{"a11y-focus": {"score": 4, "evidence": "device", "note": "sheets keep focus"}}"#)
        let result = try CLI.run(["review", "--scores", "scores.json"], in: project.path)
        #expect(result.status == 1, "the Showcase breaks p1 rules, so it is blocked: \(result.stdout)")
        #expect(result.stdout.hasPrefix("# Review: project\n\n**BLOCKED**"))
        #expect(result.stdout.contains("| `a11y-focus` | p1 | 4 | device | judged | sheets keep focus |"))
        #expect(result.stdout.contains("Trend for project: first run."))
        #expect(result.stderr.contains("archived ") && result.stderr.contains(".thumbrule/review/project-"))
        let json = try CLI.run(["review", "--format", "json", "--no-archive"], in: project.path)
        let card = try JSONDecoder().decode(Scorecard.self, from: Data(json.stdout.utf8))
        #expect(card.status == .blocked && card.target == "project")
        #expect(try CLI.run(["review", "--scores", "missing.json"], in: project.path).status == 2)
        #expect(try CLI.run(["review", "--screen", "nope"], in: project.path).status == 2)
    }
}

@Suite struct ReviewScopeTests {
    @Test func alwaysInScopeRulesExistAndSurviveClosedAreas() {
        let rulebook = Rulebook.bundled
        for id in ReviewScope.alwaysInScope { #expect(rulebook.rule(id) != nil, "\(id)") }
        let scope = ReviewScope(rulebook: rulebook, open: ["pay"], closed: ["nav": "no navigation", "a11y": "test"])
        #expect(scope.areas.contains("pay") && !scope.areas.contains("a11y") && !scope.areas.contains("notify"))
        #expect(scope.rules.contains("nav-back") && !scope.rules.contains("nav-deeplink"), "an always rule stays when its area is closed")
        #expect(!scope.rules.contains("a11y-name") && scope.rules.contains("pay-price-source"))
        #expect(scope.rules == rulebook.ruleIds.filter(scope.rules.contains), "rules keep rulebook order")
    }
}

@Suite struct ReviewCommandsHelpTests {
    @Test(arguments: ["init", "doctor", "spec", "review", "install", "mcp", "rubric"])
    func helpPrintsUsage(command: String) throws {
        let result = try CLI.run([command, "--help"])
        #expect(result.status == 0 && result.stdout.hasPrefix("usage: thumbrule \(command)"), "\(result.stdout)")
    }

    @Test func unknownOptionsAndStrayPathsAreUsageErrors() throws {
        for arguments in [["init", "somewhere"], ["doctor", "--bogus"], ["install", "--agent"], ["mcp", "x"], ["review", "--format", "pdf"], ["init", "--dir", "/no/such/folder"]] {
            #expect(try CLI.run(arguments).status == 2, "\(arguments)")
        }
    }
}
