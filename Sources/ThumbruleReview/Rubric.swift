import Foundation
import ThumbruleChecks
import ThumbruleCore
import ThumbruleReport
import ThumbruleRules

/// The review checklist for the rules in scope: one row per rule with its Verify sentence,
/// the Device notes of each area, and the checks that settle each rule automatically, so
/// a reviewer knows what is left to judge.
public struct Rubric: Sendable {
    public struct Row: Sendable, Codable, Equatable {
        public var id: String
        public var severity: Priority
        public var evidence: EvidenceKind
        public var description: String
        public var verify: String
        /// Ids of the Thumbrule checks that serve this rule; empty when review settles it alone.
        public var checks: [String]
    }

    public struct DeviceNote: Sendable, Codable, Equatable {
        public var rule: String
        public var procedure: String
    }

    public struct Area: Sendable, Codable, Equatable {
        public var prefix: String
        public var title: String
        public var rules: [Row]
        public var deviceNotes: [DeviceNote]
    }

    public let areas: [Area]
    /// The review scope the rubric is cut to, when it is a project's or a screen's rather than the whole rulebook's.
    public let scope: ReviewScope?

    /// Selectors that matched no rule, with the areas the rulebook has, for the error message.
    public struct NoMatch: Error, CustomStringConvertible {
        public var selectors: [String]
        public var areas: [String]
        public var description: String {
            "--only \(selectors.joined(separator: ", ")) matches no rule. Areas: \(areas.joined(separator: ", "))"
        }
    }

    /// The rubric for the rules matching `selectors` (every rule when empty), within `scope`
    /// when given: the same rules `review` scores. Each selector must match something, so a
    /// typo is an error rather than a silently shorter rubric.
    public init(rulebook: Rulebook, only selectors: [String] = [], scope: ReviewScope? = nil,
                checks: (String) -> [String] = Rubric.registeredChecks) throws {
        let unmatched = selectors.filter { selector in !rulebook.ruleIds.contains { Rulebook.selector(selector, matches: $0) } }
        guard unmatched.isEmpty else { throw NoMatch(selectors: unmatched, areas: rulebook.areas.map(\.prefix)) }
        var selected = Set(rulebook.rules(matching: selectors).map(\.id))
        if let scope { selected.formIntersection(scope.rules) }
        self.scope = scope
        self.areas = rulebook.areas.compactMap { area in
            let rules = area.ruleIds.compactMap { id in selected.contains(id) ? rulebook.rule(id) : nil }
            guard !rules.isEmpty else { return nil }
            return Area(
                prefix: area.prefix, title: area.title,
                rules: rules.map { Row(id: $0.id, severity: $0.priority, evidence: $0.evidence, description: $0.description,
                                       verify: $0.verify, checks: checks($0.id)) },
                deviceNotes: rules.compactMap { rule in rule.device.map { DeviceNote(rule: rule.id, procedure: $0) } })
        }
    }

    /// Check ids from the registry, for a rule id.
    public static func registeredChecks(_ ruleId: String) -> [String] {
        CheckRegistry.checks(forRule: ruleId).map { $0.description.id }
    }

    public var rows: [Row] { areas.flatMap(\.rules) }

    public func markdown() -> String {
        let ruleCount = rows.count
        let settled = rows.filter { !$0.checks.isEmpty }.count
        var out = "# Thumbrule rubric\n\n"
        out += "Rulebook \(ThumbruleVersion.current): \(ruleCount) rule\(ruleCount == 1 ? "" : "s") in \(areas.count) area\(areas.count == 1 ? "" : "s"), "
        out += "\(settled) with checks. Score each rule from 1 to 5 against its Verify sentence. "
        out += "Checks settle the source part of a rule (`thumbrule check`); the rest is yours to judge, on a device where the evidence says so.\n"
        if let scope { out += "\n" + Scorecard.scopeText(scope, screen: nil) }
        for area in areas {
            out += "\n## \(area.title) (`\(area.prefix)`)\n\n"
            out += "| Rule | Severity | Evidence | Verify | Settled by checks |\n|---|---|---|---|---|\n"
            for row in area.rules {
                let checks = row.checks.isEmpty ? "none: review" : row.checks.map { "`\($0)`" }.joined(separator: ", ")
                out += "| `\(row.id)` | \(row.severity.rawValue) | \(row.evidence.rawValue) | \(Rubric.cell(row.verify)) | \(checks) |\n"
            }
            if !area.deviceNotes.isEmpty {
                out += "\nDevice notes:\n\n"
                for note in area.deviceNotes { out += "- `\(note.rule)`: \(note.procedure)\n" }
            }
        }
        return out
    }

    public func json() -> String {
        struct Document: Encodable {
            var version = ThumbruleVersion.current
            var areas: [Area]
            var scope: ReviewScope?
        }
        return SortedJSON.encode(Document(areas: areas, scope: scope))
    }

    public func ids() -> String {
        rows.map { $0.id + "\n" }.joined()
    }

    /// Text safe inside a Markdown table cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
