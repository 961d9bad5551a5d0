import ThumbruleCore
import ThumbruleRules

/// JUnit XML for CI test dashboards: a `<testsuite>` per rule area, a `<testcase>` per rule
/// that ran (passing when it found nothing), and a `<failure>` per finding, so a dashboard
/// shows which rules fail and how often.
public struct JUnitReporter {
    public let rulebook: Rulebook

    public init(rulebook: Rulebook) {
        self.rulebook = rulebook
    }

    /// `checks` are the checks that ran: their rules appear as test cases even when clean.
    public func render(_ report: Engine.Report, checks: [any Check.Type]) -> String {
        var byRule: [String: [Finding]] = [:]
        for check in checks { byRule[check.description.ruleId, default: []] += [] }
        for finding in report.findings { byRule[finding.ruleId, default: []].append(finding) }
        var byArea: [String: [String]] = [:]
        for ruleId in byRule.keys { byArea[Markup.area(ruleId, rulebook: rulebook), default: []].append(ruleId) }

        let failedRules = byRule.values.filter { !$0.isEmpty }.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"thumbrule\" tests=\"\(byRule.count)\" failures=\"\(failedRules)\" errors=\"0\" time=\"0\">",
        ]
        for area in byArea.keys.sorted() {
            let ruleIds = byArea[area]!.sorted()
            let failures = ruleIds.filter { !byRule[$0]!.isEmpty }.count
            lines.append("  <testsuite name=\"\(Markup.escape(area))\" tests=\"\(ruleIds.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">")
            for ruleId in ruleIds {
                let name = Markup.escape("\(ruleId): \(Markup.title(ruleId, rulebook: rulebook))")
                let findings = byRule[ruleId]!
                guard !findings.isEmpty else {
                    lines.append("    <testcase classname=\"thumbrule.\(Markup.escape(area))\" name=\"\(name)\" time=\"0\"/>")
                    continue
                }
                lines.append("    <testcase classname=\"thumbrule.\(Markup.escape(area))\" name=\"\(name)\" time=\"0\">")
                for finding in findings {
                    let position = "\(finding.position.path):\(finding.position.line):\(finding.position.column)"
                    lines.append("      <failure type=\"\(finding.severity.rawValue)\" message=\"\(Markup.escape(finding.message))\">"
                        + Markup.escape("\(position): \(finding.severity.rawValue): \(finding.message) [\(finding.checkId)]")
                        + "</failure>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
