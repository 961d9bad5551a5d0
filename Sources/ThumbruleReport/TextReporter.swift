import ThumbruleCore

/// `path:line:col: warning: message [rule-id]`, the clang style Xcode and editors read.
/// Related locations follow as `note:` lines; a fix is described in a `note:` line too.
public struct TextReporter {
    /// Prepended to every path, so paths read from where the command was run.
    public var pathPrefix: String

    public init(pathPrefix: String = "") {
        self.pathPrefix = pathPrefix
    }

    public func render(_ report: Engine.Report) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append("\(display(finding.position)): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleId)]")
            for related in finding.related {
                lines.append("\(display(related.position)): note: \(related.message) [\(finding.ruleId)]")
            }
            if let fix = finding.fix {
                lines.append("\(display(finding.position)): note: fix available: \(fix.description) [\(finding.ruleId)]")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The one-line tally printed on stderr after the findings.
    public static func summary(_ report: Engine.Report) -> String {
        let count = { (severity: Severity) in report.findings.filter { $0.severity == severity }.count }
        let total = report.findings.count
        return "\(total) finding\(total == 1 ? "" : "s") (\(count(.error)) errors, \(count(.warning)) warnings, \(count(.note)) notes) in \(report.filesChecked) files"
    }

    private func display(_ position: SourcePosition) -> String {
        let path = pathPrefix.isEmpty || position.path.hasPrefix("/") ? position.path : pathPrefix + position.path
        return "\(path):\(position.line):\(position.column)"
    }
}
