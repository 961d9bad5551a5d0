import ThumbruleCore

/// `path:line:col: warning: message [rule-id]`, the clang style Xcode and editors read.
/// Related locations follow as `note:` lines; a fix is described in a `note:` line too.
public struct TextReporter {
    /// Prepended to every path, so paths read from where the command was run.
    public var pathPrefix: String
    /// ANSI colours as clang draws them: bold positions, red errors, magenta warnings,
    /// cyan notes. Only for a terminal (`--color`).
    public var colors: Bool

    public init(pathPrefix: String = "", colors: Bool = false) {
        self.pathPrefix = pathPrefix
        self.colors = colors
    }

    public func render(_ report: Engine.Report) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append(line(finding.position, finding.severity, finding.message, finding.ruleId))
            for related in finding.related {
                lines.append(line(related.position, .note, related.message, finding.ruleId))
            }
            if let fix = finding.fix {
                lines.append(line(finding.position, .note, "fix available: " + fix.description, finding.ruleId))
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The one-line tally printed on stderr after the findings.
    /// Counts the findings it is given (what was printed), names only the severities present,
    /// and says "1 finding" and "1 file", never "1 findings".
    public static func summary(_ report: Engine.Report) -> String {
        let files = counted(report.filesChecked, "file")
        guard !report.findings.isEmpty else { return "no findings in \(files)" }
        let bySeverity = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { severity, noun -> String? in
            let count = report.findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : counted(count, noun)
        }
        return "\(counted(report.findings.count, "finding")) (\(bySeverity.joined(separator: ", "))) in \(files)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func line(_ position: SourcePosition, _ severity: Severity, _ message: String, _ ruleId: String) -> String {
        guard colors else { return "\(display(position)): \(severity.rawValue): \(message) [\(ruleId)]" }
        let color = switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;36m"
        }
        let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        return "\(bold)\(display(position)):\(reset) \(color)\(severity.rawValue):\(reset) \(bold)\(message)\(reset) [\(ruleId)]"
    }

    private func display(_ position: SourcePosition) -> String {
        let path = pathPrefix.isEmpty || position.path.hasPrefix("/") ? position.path : pathPrefix + position.path
        return "\(path):\(position.line):\(position.column)"
    }
}
