import ThumbruleCore

/// Checkstyle XML, which Jenkins' Warnings plugin, reviewdog, Danger and many code-review
/// tools read: one `<file>` per file with findings, one `<error>` per finding, its source
/// the check id. Severities map to Checkstyle's `error`, `warning` and `info`.
public struct CheckstyleReporter {
    public init() {}

    public func render(_ report: Engine.Report) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        var byPath: [String: [Finding]] = [:]
        for finding in report.findings { byPath[finding.position.path, default: []].append(finding) }
        for path in byPath.keys.sorted() {
            lines.append("  <file name=\"\(Markup.escape(path))\">")
            for finding in byPath[path]! {
                let severity = finding.severity == .note ? "info" : finding.severity.rawValue
                lines.append("    <error line=\"\(finding.position.line)\" column=\"\(finding.position.column)\" severity=\"\(severity)\""
                    + " message=\"\(Markup.escape(finding.message + " [" + finding.ruleId + "]"))\""
                    + " source=\"thumbrule.\(Markup.escape(finding.checkId))\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
