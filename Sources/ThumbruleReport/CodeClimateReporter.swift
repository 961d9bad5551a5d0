import ThumbruleCore
import ThumbruleRules

/// GitLab Code Quality (the Code Climate issue format): a JSON array of issues with a
/// `fingerprint` GitLab uses to tell new issues from fixed ones between branches. The
/// fingerprint is the baseline's (rule, check, file and the text of the finding's line and
/// its neighbours, no line number), so an issue keeps it when code above it moves; the
/// n-th of several identical findings adds n, so each is distinct.
public struct CodeClimateReporter {
    struct Issue: Encodable {
        var type = "issue"
        var check_name: String
        var description: String
        var categories: [String]
        var severity: String
        var fingerprint: String
        var location: Location
    }

    struct Location: Encodable {
        struct Lines: Encodable { var begin: Int }
        var path: String
        var lines: Lines
    }

    public init() {}

    public func render(_ report: Engine.Report) -> String {
        let entries = Baseline.entries(for: report.findings, root: report.root)
        var seen: [Baseline.Entry: Int] = [:]
        let issues = zip(report.findings, entries).map { finding, entry -> Issue in
            let occurrence = seen[entry, default: 0]
            seen[entry] = occurrence + 1
            let key = [entry.rule, entry.check, entry.path, entry.fingerprint, String(occurrence)].joined(separator: "\n")
            return Issue(
                check_name: finding.checkId,
                description: finding.message + " [" + finding.ruleId + "]",
                categories: [finding.ruleId.hasPrefix("thumbrule.") ? "Clarity" : "Bug Risk"],
                severity: CodeClimateReporter.severity(finding.severity),
                fingerprint: String(SHA256.hex(key).prefix(32)),
                location: Location(path: finding.position.path, lines: .init(begin: finding.position.line)))
        }
        return SortedJSON.encode(issues)
    }

    /// Code Quality's scale is info, minor, major, critical, blocker.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        case .note: "info"
        }
    }
}
