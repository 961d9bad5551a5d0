import Foundation
import ThumbruleCore
import ThumbruleRules

/// One rule's line on a scorecard: its score and what the score rests on, or why it has none yet.
public struct RuleScore: Sendable, Codable, Equatable {
    public enum State: String, Sendable, Codable {
        case scored
        case needsDevice = "needs device"
        case needsReview = "needs review"
    }

    /// Where the score came from.
    public enum Basis: String, Sendable, Codable {
        /// Checks found errors or warnings.
        case findings
        /// Every check for the rule ran and found nothing.
        case checksClean = "checks clean"
        /// A `--scores` judgment.
        case judged
        /// Nothing settles it yet.
        case open
    }

    public struct Counts: Sendable, Codable, Equatable {
        public var errors = 0
        public var warnings = 0
        public var notes = 0
        public var highConfidenceWarnings = 0
    }

    public var id: String
    public var area: String
    public var severity: Priority
    /// The rule's evidence kind from the rulebook.
    public var ruleEvidence: EvidenceKind
    public var score: Int?
    public var state: State
    /// What the score rests on: `source`, `device` or `review`; nil while unscored.
    public var evidence: String?
    public var basis: Basis
    public var findings: Counts
    /// The checks that ran for this rule.
    public var checks: [String]
    public var note: String?
    public var verify: String
    public var device: String?
}

/// A review of the rules in scope: the score of each, the status, and the run's identity.
public struct Scorecard: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case blocked = "BLOCKED"
        case violations = "VIOLATIONS"
        case clean = "CLEAN"
    }

    public var tool = "thumbrule"
    public var version: String
    /// The rulebook's fingerprint, so a trend can say when the rules changed under it.
    public var rulebook: String
    /// The archive slug: the screen name, `project`, or the checked paths.
    public var target: String
    public var screen: String?
    public var paths: [String]
    /// ISO 8601, UTC.
    public var date: String
    public var scope: ReviewScope
    public var status: Status
    /// The scored rules' mean as a percentage of 5.
    public var percent: Int
    public var rules: [RuleScore]
    /// Findings of rules outside the scope, by rule: listed so none is left out silently, but
    /// not scored until a brief or `--open` brings their area in. Nil in archives from before.
    public var outsideScope: [String: RuleScore.Counts]?

    public var scored: [RuleScore] { rules.filter { $0.score != nil } }

    /// The p0 and p1 rules scoring 1 or 2, which block the screen, most severe first.
    public var blockers: [RuleScore] {
        scored.filter { $0.severity <= .p1 && ($0.score ?? 5) <= 2 }.sorted { ($0.severity, $0.id) < ($1.severity, $1.id) }
    }
}

/// Computes scores from a check report and merges judgments. Knows nothing of particular
/// checks: a rule's checks are whatever the registry lists for its id.
public struct Scoring: Sendable {
    public let rulebook: Rulebook
    public let checksForRule: @Sendable (String) -> [String]

    public init(rulebook: Rulebook, checksForRule: @escaping @Sendable (String) -> [String] = Rubric.registeredChecks) {
        self.rulebook = rulebook
        self.checksForRule = checksForRule
    }

    /// Scores every rule in scope from the findings of a run whose checks are `checksRun`.
    /// Findings in Swift files outside `screenPaths` (when given) do not count against the screen.
    public func score(scope: ReviewScope, findings: [Finding], checksRun: [String], screenPaths: Set<String>? = nil) -> [RuleScore] {
        let relevant = Scoring.relevant(findings, screenPaths: screenPaths)
        let byRule = Dictionary(grouping: relevant, by: \.ruleId)
        let ran = Set(checksRun)
        return scope.rules.compactMap { id in
            guard let rule = rulebook.rule(id) else { return nil }
            return score(rule, findings: byRule[id] ?? [], checks: checksForRule(id).filter(ran.contains))
        }
    }

    /// The findings that count for a review: all of them, or for a screen those in its Swift
    /// files and in files that are not Swift (plists, projects).
    static func relevant(_ findings: [Finding], screenPaths: Set<String>?) -> [Finding] {
        findings.filter { finding in
            guard let screenPaths, finding.position.path.hasSuffix(".swift") else { return true }
            return screenPaths.contains(finding.position.path)
        }
    }

    /// The findings of rules outside the scope, counted by rule.
    public func outside(scope: ReviewScope, findings: [Finding], screenPaths: Set<String>? = nil) -> [String: RuleScore.Counts] {
        let inScope = Set(scope.rules)
        let outside = Scoring.relevant(findings, screenPaths: screenPaths).filter { !inScope.contains($0.ruleId) }
        return Dictionary(grouping: outside, by: \.ruleId).mapValues(Scoring.counts)
    }

    static func counts(_ findings: [Finding]) -> RuleScore.Counts {
        var counts = RuleScore.Counts()
        for finding in findings {
            switch finding.severity {
            case .error: counts.errors += 1
            case .warning:
                counts.warnings += 1
                if finding.confidence == .high { counts.highConfidenceWarnings += 1 }
            case .note: counts.notes += 1
            }
        }
        return counts
    }

    package func score(_ rule: Rule, findings: [Finding], checks: [String]) -> RuleScore {
        let counts = Scoring.counts(findings)
        var line = RuleScore(
            id: rule.id, area: rule.area, severity: rule.priority, ruleEvidence: rule.evidence, score: nil,
            state: rule.evidence.needsDevice ? .needsDevice : .needsReview, evidence: nil, basis: .open,
            findings: counts, checks: checks, note: nil, verify: rule.verify, device: rule.device)
        if counts.errors > 0 {
            line.score = 1
        } else if counts.warnings > 0 {
            line.score = counts.highConfidenceWarnings > 0 || counts.warnings >= 3 ? 2 : 3
        } else if counts.notes > 0 {
            line.note = "\(counts.notes) note\(counts.notes == 1 ? "" : "s") the code cannot settle; confirm or dismiss \(counts.notes == 1 ? "it" : "them")"
        } else if !checks.isEmpty, rule.evidence == .source {
            line.score = 5
            line.basis = .checksClean
        } else if !checks.isEmpty {
            line.note = "source checks ran clean; the device part remains"
        }
        if line.score != nil {
            line.state = .scored
            line.evidence = "source"
            if line.basis == .open { line.basis = .findings }
        }
        return line
    }

    /// Merges judgments. Device evidence overrides any source score. Other judgments fill
    /// what the code left open or refine a clean run, but never overrule findings: a false
    /// finding is suppressed in code, with its reason, where the next reader sees it.
    public func merge(_ judgments: [String: Judgment], into lines: [RuleScore]) -> [RuleScore] {
        var lines = lines
        for (id, judgment) in judgments.sorted(by: { $0.key < $1.key }) {
            let index: Int
            if let found = lines.firstIndex(where: { $0.id == id }) {
                index = found
            } else if let rule = rulebook.rule(id) {
                lines.append(score(rule, findings: [], checks: checksForRule(id)))
                lines[lines.count - 1].note = "scored by --scores, outside the review's scope"
                index = lines.count - 1
            } else {
                continue
            }
            var line = lines[index]
            if line.basis == .findings, judgment.evidence != .device {
                line.note = Scoring.joined(line.note, "judged \(judgment.score) from \(judgment.evidence.rawValue), but findings stand; suppress a false one in code with a reason, or judge it on a device")
                lines[index] = line
                continue
            }
            line.score = judgment.score
            line.state = .scored
            line.evidence = judgment.evidence.rawValue
            line.basis = .judged
            line.note = Scoring.joined(judgment.note, line.ruleEvidence.needsDevice && judgment.evidence != .device ? "the device part is still open" : nil)
            lines[index] = line
        }
        return lines
    }

    /// The scorecard for scored lines.
    public func card(lines: [RuleScore], scope: ReviewScope, target: String, screen: String?, paths: [String], date: Date) -> Scorecard {
        let scored = lines.compactMap(\.score)
        let percent = scored.isEmpty ? 0 : Int((Double(scored.reduce(0, +)) * 100 / Double(5 * scored.count)).rounded())
        var card = Scorecard(
            version: ThumbruleVersion.current, rulebook: rulebook.fingerprint, target: target, screen: screen, paths: paths,
            date: Scorecard.timestamp(date), scope: scope, status: .clean, percent: percent, rules: lines)
        if !card.blockers.isEmpty {
            card.status = .blocked
        } else if scored.contains(where: { $0 <= 3 }) {
            card.status = .violations
        }
        return card
    }

    package static func joined(_ first: String?, _ second: String?) -> String? {
        let parts = [first, second].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}

extension Scorecard {
    public static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// The scorecard as Markdown: status, scope, the scores worst first, then what is left
    /// to a device and to review, each with its procedure or Verify sentence.
    public func markdown() -> String {
        var out = "# Review: \(target)\n\n"
        let blockedBy = blockers.map { "`\($0.id)` (\($0.severity.rawValue), \($0.score ?? 0))" }
        out += statusLine
        out += blockedBy.isEmpty ? "\n\n" : " Blocked by \(blockedBy.joined(separator: ", ")).\n\n"
        out += "thumbrule \(version), rulebook \(rulebook), \(date)"
        if let screen { out += ", screen `\(screen)`" }
        if !paths.isEmpty { out += ", paths \(paths.map { "`\($0)`" }.joined(separator: " "))" }
        out += "\n\n" + scopeText
        if let outsideScope, !outsideScope.isEmpty {
            let list = outsideScope.sorted { $0.key < $1.key }.map { "`\($0.key)` (\($0.value.summary))" }.joined(separator: ", ")
            out += "- findings outside the scope, not scored: \(list); open the area in the brief or with --open to score them\n"
        }
        out += "\n## Scores\n\n| Rule | Severity | Score | Evidence | Basis | Note |\n|---|---|---|---|---|---|\n"
        let ordered = rules.sorted { ($0.score ?? 6, $0.severity, $0.id) < ($1.score ?? 6, $1.severity, $1.id) }
        for line in ordered {
            let score = line.score.map(String.init) ?? line.state.rawValue
            out += "| `\(line.id)` | \(line.severity.rawValue) | \(score) | \(line.evidence ?? "-") | \(line.basisText) | \(Rubric.cell(line.note ?? "")) |\n"
        }
        let device = rules.filter { $0.device != nil && ($0.state == .needsDevice || ($0.ruleEvidence.needsDevice && $0.evidence != "device")) }
        if !device.isEmpty {
            out += "\n## Needs a device\n\n"
            for line in device { out += "- `\(line.id)` (\(line.severity.rawValue)): \(line.device ?? "")\n" }
        }
        let review = rules.filter { $0.state == .needsReview }
        if !review.isEmpty {
            out += "\n## Needs review\n\n"
            for line in review { out += "- `\(line.id)` (\(line.severity.rawValue)): \(line.verify)\n" }
        }
        return out
    }
}

extension Scorecard {
    /// How many rules in scope wait for a device or a reviewer.
    public var needingDevice: Int { rules.filter { $0.state == .needsDevice }.count }
    public var needingReview: Int { rules.filter { $0.state == .needsReview }.count }

    /// The status with the share of the scope it rests on, so a score from a few rules is
    /// never read as a whole review: `**BLOCKED** 69% from the 7 rules scored from evidence;
    /// 39 of the 46 rules in scope are not scored yet: 25 need a device, 14 need a reviewer.`
    public var statusLine: String {
        let count = scored.count
        var line = "**\(status.rawValue)** \(percent)% from the \(count) rule\(count == 1 ? "" : "s") scored from evidence"
        let open = rules.count - count
        if open == 0 { return line + "; every rule in scope is scored." }
        line += "; \(open) of the \(rules.count) rules in scope \(open == 1 ? "is" : "are") not scored yet: "
        line += "\(needingDevice) need\(needingDevice == 1 ? "s" : "") a device, \(needingReview) need\(needingReview == 1 ? "s" : "") a reviewer."
        return line
    }

    /// The scope block: rules per source, then each source's areas, with what the code showed
    /// for every area it uses, and the areas a brief closed with their reasons.
    public var scopeText: String { Scorecard.scopeText(scope, screen: screen) }

    /// The scope block of a review or a scoped rubric.
    public static func scopeText(_ scope: ReviewScope, screen: String?) -> String {
        func evidence(_ area: String) -> String? {
            guard let sightings = scope.evidence[area], !sightings.isEmpty else { return nil }
            let shown = sightings.prefix(3).map(\.description).joined(separator: ", ")
            return sightings.count > 3 ? shown + " and \(sightings.count - 3) more" : shown
        }
        let counts = ReviewScope.Source.allCases.map { "\(scope.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        var out = "Scope: \(scope.rules.count) rules (\(counts)).\n\n"
        out += "- base: \(ReviewScope.baseAreas.filter(scope.areas.contains).joined(separator: ", "))\n"
        out += "- always: \(ReviewScope.alwaysInScope.joined(separator: ", "))\n"
        if !scope.opened.isEmpty {
            let areas = scope.opened.map { area in evidence(area).map { "\(area) (the code shows \($0))" } ?? area }
            out += "- opened by the brief: \(areas.joined(separator: "; "))\n"
        }
        for area in scope.openedByCode {
            out += "- opened by the code: \(area): \(evidence(area) ?? ""); \(screen == nil ? "open or close it in PRODUCT.md's ## Areas" : "open or close it in the screen brief's scope")\n"
        }
        for (area, reason) in scope.closed.sorted(by: { $0.key < $1.key }) {
            out += "- closed by the brief: \(area) (\(reason))\(evidence(area).map { "; the code shows \($0)" } ?? "")\n"
        }
        return out
    }
}

extension RuleScore.Counts {
    /// `1 error, 2 warnings, 1 note`.
    var summary: String {
        [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}

extension RuleScore {
    var basisText: String {
        switch basis {
        case .findings:
            var parts: [String] = []
            if findings.errors > 0 { parts.append("\(findings.errors) error\(findings.errors == 1 ? "" : "s")") }
            if findings.warnings > 0 { parts.append("\(findings.warnings) warning\(findings.warnings == 1 ? "" : "s")") }
            return parts.joined(separator: ", ")
        case .checksClean: return "\(checks.count) check\(checks.count == 1 ? "" : "s") clean"
        case .judged: return "judged"
        case .open: return checks.isEmpty ? "no check" : "\(checks.count) check\(checks.count == 1 ? "" : "s") ran"
        }
    }
}

extension Rulebook {
    /// A short hash of every rule's id, priority, evidence, description, Verify and Device
    /// text: it changes whenever the rules a review scores against change.
    public var fingerprint: String {
        let text = rules.map { [$0.id, $0.priority.rawValue, $0.evidence.rawValue, $0.description, $0.verify, $0.device ?? ""].joined(separator: "\u{1f}") }
        return String(SHA256.hex(text.joined(separator: "\u{1e}")).prefix(12))
    }
}
