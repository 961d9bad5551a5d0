import ThumbruleCore
import ThumbruleRules

/// A table of findings per rule, most first: the count by severity and the rule's title,
/// then a total. For a first look at a large app, before reading findings one by one.
public struct SummaryReporter {
    public let rulebook: Rulebook
    /// Titles longer than this are cut with an ellipsis, so a row fits a terminal.
    static let titleWidth = 64

    public init(rulebook: Rulebook) {
        self.rulebook = rulebook
    }

    public func render(_ report: Engine.Report) -> String {
        guard !report.findings.isEmpty else { return "no findings in \(Markup.counted(report.filesChecked, "file"))\n" }
        var counts: [String: [Severity: Int]] = [:]
        for finding in report.findings { counts[finding.ruleId, default: [:]][finding.severity, default: 0] += 1 }
        func total(_ rule: String) -> Int { counts[rule]!.values.reduce(0, +) }
        let rules = counts.keys.sorted { total($0) != total($1) ? total($0) > total($1) : $0 < $1 }
        let header = ["rule", "error", "warning", "note", "total", "title"]
        var rows = rules.map { rule -> [String] in
            let title = Markup.title(rule, rulebook: rulebook)
            let cut = title.count > SummaryReporter.titleWidth ? String(title.prefix(SummaryReporter.titleWidth - 1)) + "…" : title
            return [rule] + [Severity.error, .warning, .note].map { String(counts[rule]![$0] ?? 0) } + [String(total(rule)), cut]
        }
        let sums = [Severity.error, .warning, .note].map { severity in report.findings.filter { $0.severity == severity }.count }
        rows.append(["total"] + sums.map(String.init) + [String(report.findings.count), "in \(Markup.counted(report.filesChecked, "file"))"])
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                // Counts align right, text left; the last column is not padded.
                if column == cells.count - 1 { return cell }
                return (1...4).contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ")
        }
        let rule = widths.enumerated().map { String(repeating: "-", count: $0.offset == widths.count - 1 ? min($0.element, 20) : $0.element) }
        return ([line(header), line(rule)] + rows.dropLast().map(line) + [line(rule), line(rows.last!)]).joined(separator: "\n") + "\n"
    }
}
