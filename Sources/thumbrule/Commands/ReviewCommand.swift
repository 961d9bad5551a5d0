import Foundation
import ThumbruleReport
import ThumbruleReview
import ThumbruleRules

enum ReviewCommand: Command {
    static let summary = "Score every rule in scope from 1 to 5, merge judgments, archive the run and show the trend"
    static let usage = """
    usage: thumbrule review [paths …] [--screen NAME] [--open area,…] [--scores FILE] [--format markdown|json|html] [--no-archive]

    Checks the paths (default: the current folder) and scores every rule in scope: the
    rules every screen owes, the base areas, the areas PRODUCT.md's ## Areas or the
    screen brief .thumbrule/screens/NAME.md opens (--open adds more), and the areas the
    code uses (imports, APIs, Info.plist keys, entitlements, Gradle dependencies and
    manifest permissions), less those a brief closes. With --screen, only the screen's
    code and the views it composes open areas. The report counts the rules from each
    source and lists what the code showed for each area. A rule with error findings
    scores 1, with warnings 2 or 3, with clean checks 5 ("source"); device and judgment
    rules are marked needs device or needs review with their procedure. --scores FILE
    merges judgments ({"rule-id": {"score": 4, "evidence": "source|device|review",
    "note": "…"}}); device evidence overrides source. The status is BLOCKED when a p0 or
    p1 rule scores 1 or 2, else VIOLATIONS or CLEAN, with the percentage of the rules
    scored from evidence and how many still need a device or a reviewer.
    Each run is archived as .thumbrule/review/<target>-<yyyy-mm-dd-hhmm>.json and .md
    under the checked root, and the trend against earlier runs of the same target printed.
    --format html prints one self-contained page: the scorecard above the findings of the run.
    --no-archive writes nothing.
    Exit codes: 0 not blocked, 1 BLOCKED, 2 usage, brief or I/O error.
    """
    static let options: Set<String> = ["screen", "open", "scores", "format"]
    static let flags: Set<String> = ["no-archive"]

    static func run(_ arguments: Arguments) throws -> Int32 {
        let format = arguments.value("format") ?? "markdown"
        guard ["markdown", "json", "html"].contains(format) else { throw UsageError("--format must be markdown, json or html") }
        var judgments: [String: Judgment] = [:]
        if let path = arguments.value("scores") {
            guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("no scores file at \(path)") }
            judgments = try Judgment.parse(data, path: path, rulebook: .bundled)
        }
        let request = ReviewRunner.Request(
            paths: arguments.positional, currentDirectory: Console.currentDirectory, screen: arguments.value("screen"),
            open: arguments.list("open"), judgments: judgments, archive: !arguments.flags.contains("no-archive"))
        let outcome = try ReviewRunner().run(request)
        for issue in outcome.briefIssues { Console.error("brief: \(issue)") }
        for problem in outcome.productProblems { Console.error("brief: \(problem)") }
        if format == "json" {
            Console.write(SortedJSON.encode(outcome.card))
        } else if format == "html" {
            Console.write(HTMLReporter(rulebook: .bundled, scorecard: outcome.card.htmlScorecard).render(outcome.report))
        } else {
            Console.write(outcome.markdown + "\n" + outcome.trend)
        }
        if let archived = outcome.archived { Console.error("archived \(archived.json) and \(archived.markdown)") }
        return outcome.card.status == .blocked ? 1 : 0
    }
}
