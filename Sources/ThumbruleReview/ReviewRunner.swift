import Foundation
import ThumbruleCore
import ThumbruleRules

/// `thumbrule review`: checks the code, scores every rule in scope, merges judgments,
/// archives the run and compares it with the earlier runs of the same target.
public struct ReviewRunner {
    public struct Request {
        public var paths: [String]
        public var currentDirectory: String
        public var screen: String?
        /// Areas to open beyond the base ones, as a screen brief's `scope.open` does.
        public var open: [String]
        public var judgments: [String: Judgment]
        public var archive: Bool
        public var date: Date

        public init(paths: [String] = [], currentDirectory: String, screen: String? = nil, open: [String] = [],
                    judgments: [String: Judgment] = [:], archive: Bool = true, date: Date = Date()) {
            self.paths = paths
            self.currentDirectory = currentDirectory
            self.screen = screen
            self.open = open
            self.judgments = judgments
            self.archive = archive
            self.date = date
        }
    }

    public struct Outcome {
        public var card: Scorecard
        public var markdown: String
        public var trend: String
        /// Where the run was archived, when it was.
        public var archived: (json: String, markdown: String)?
        /// Where the screen brief and its code disagree (`thumbrule spec` in full).
        public var briefIssues: [BriefIssue]
        /// Rows of PRODUCT.md's `## Areas` that decide nothing.
        public var productProblems: [String]
        /// The check run the scores rest on (for `review --format html`).
        public var report: Engine.Report
    }

    public enum Failure: Error, CustomStringConvertible {
        case noScreenBrief(name: String, available: [String])
        case invalidBrief([BriefIssue])
        case unknownArea(String, areas: [String])

        public var description: String {
            switch self {
            case .noScreenBrief(let name, let available):
                let list = available.isEmpty ? "none yet" : available.joined(separator: ", ")
                return "no screen brief \(ScreenBrief.folder)/\(name).md; briefs: \(list)"
            case .invalidBrief(let issues):
                return "the screen brief is invalid:\n" + issues.map(\.description).joined(separator: "\n")
            case .unknownArea(let area, let areas):
                return "--open \(area) is no rule area; areas are \(areas.joined(separator: ", "))"
            }
        }
    }

    public let rulebook: Rulebook

    public init(rulebook: Rulebook = .bundled) {
        self.rulebook = rulebook
    }

    public func run(_ request: Request) throws -> Outcome {
        let resolved = try ResolvedScope(paths: request.paths, currentDirectory: request.currentDirectory, screen: request.screen,
                                         open: request.open, rulebook: rulebook)
        let (root, scope, screenPaths) = (resolved.root, resolved.scope, resolved.screenPaths)
        let run = try CheckRun(paths: request.paths, currentDirectory: request.currentDirectory, rulebook: rulebook)
        let scoring = Scoring(rulebook: rulebook)
        var lines = scoring.score(scope: scope, findings: run.report.findings, checksRun: run.report.checksRun, screenPaths: screenPaths)
        lines = scoring.merge(request.judgments, into: lines)

        let target = ReviewRunner.target(screen: request.screen, paths: request.paths, root: root, currentDirectory: request.currentDirectory)
        var card = scoring.card(lines: lines, scope: scope, target: target, screen: request.screen, paths: request.paths, date: request.date)
        card.outsideScope = scoring.outside(scope: scope, findings: run.report.findings, screenPaths: screenPaths)
        let archive = ReviewArchive(root: root)
        let trend = ReviewTrend(current: card, previous: archive.runs(of: target)).render()
        let markdown = card.markdown()
        let archived = request.archive ? try archive.write(card, markdown: markdown + "\n" + trend, date: request.date) : nil
        return Outcome(card: card, markdown: markdown, trend: trend, archived: archived, briefIssues: resolved.briefIssues,
                       productProblems: resolved.productProblems, report: run.report)
    }

    /// The archive slug: the screen's name, `project` for the whole root, else the paths.
    package static func target(screen: String?, paths: [String], root: String, currentDirectory: String) -> String {
        if let screen { return ReviewArchive.slug(screen) }
        let wholeRoot = paths.isEmpty || (paths.count == 1 && Discovery.canonical(Discovery.absolutePath(paths[0], relativeTo: currentDirectory)) == root)
        return wholeRoot ? "project" : ReviewArchive.slug(paths.joined(separator: "-"))
    }
}
