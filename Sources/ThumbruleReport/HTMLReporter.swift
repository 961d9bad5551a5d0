import Foundation
import ThumbruleCore
import ThumbruleRules

/// One self-contained HTML page for people who do not read terminal output: totals by
/// severity and area, a bar chart of findings per area (inline SVG), then the findings
/// grouped by rule with the code around each, the rule's reasoning and what to do instead.
/// No script, font, image or style is loaded from anywhere, so the file opens offline and
/// can be attached to a ticket or archived as a CI artifact.
public struct HTMLReporter {
    /// A review scorecard to show above the findings (`review --format html`).
    public struct Scorecard {
        public struct Row {
            public var ruleId: String
            public var score: Int?
            public var state: String
            public var note: String?

            public init(ruleId: String, score: Int?, state: String, note: String?) {
                self.ruleId = ruleId
                self.score = score
                self.state = state
                self.note = note
            }
        }

        public var status: String
        public var percent: Int
        public var target: String
        public var rows: [Row]

        public init(status: String, percent: Int, target: String, rows: [Row]) {
            self.status = status
            self.percent = percent
            self.target = target
            self.rows = rows
        }
    }

    public let rulebook: Rulebook
    public var scorecard: Scorecard?
    /// Lines shown above and below a finding's line.
    static let excerptContext = 2

    public init(rulebook: Rulebook, scorecard: Scorecard? = nil) {
        self.rulebook = rulebook
        self.scorecard = scorecard
    }

    public func render(_ report: Engine.Report) -> String {
        let name = URL(fileURLWithPath: report.root).lastPathComponent
        var sources = SourceExcerpts(root: report.root)
        var body: [String] = []
        body.append("<header><h1>Thumbrule report: \(Markup.escape(name))</h1>")
        body.append("<p class=\"meta\">Thumbrule \(Markup.escape(ThumbruleVersion.current)) · \(Markup.counted(report.filesChecked, "file")) checked · \(Markup.counted(report.findings.count, "finding"))</p></header>")
        body.append(totals(report))
        if let scorecard { body.append(scorecardSection(scorecard)) }
        let areas = areaCounts(report)
        if !areas.isEmpty {
            body.append("<section id=\"areas\"><h2>Findings by area</h2>")
            body.append(chart(areas))
            body.append(areaTable(areas))
            body.append("</section>")
        }
        body.append(findingsSection(report, sources: &sources))
        return page(title: "Thumbrule report: \(name)", body: body.joined(separator: "\n"))
    }

    // MARK: Sections

    private func totals(_ report: Engine.Report) -> String {
        let cards = [Severity.error, .warning, .note].map { severity in
            let count = report.findings.filter { $0.severity == severity }.count
            return "<div class=\"total \(severity.rawValue)\"><span class=\"count\">\(count)</span> \(severity.rawValue)\(count == 1 ? "" : "s")</div>"
        }
        return "<section id=\"totals\" class=\"totals\">" + cards.joined() + "</section>"
    }

    private struct AreaCount {
        var prefix: String
        var title: String
        var counts: [Severity: Int]
        var total: Int { counts.values.reduce(0, +) }
    }

    /// Areas with findings, most first, then by prefix.
    private func areaCounts(_ report: Engine.Report) -> [AreaCount] {
        var counts: [String: [Severity: Int]] = [:]
        for finding in report.findings { counts[Markup.area(finding.ruleId, rulebook: rulebook), default: [:]][finding.severity, default: 0] += 1 }
        return counts.map { prefix, counts in
            AreaCount(prefix: prefix, title: rulebook.areas.first { $0.prefix == prefix }?.title ?? "Thumbrule notices", counts: counts)
        }.sorted { $0.total != $1.total ? $0.total > $1.total : $0.prefix < $1.prefix }
    }

    /// Horizontal bars, one per area, stacked by severity, with the count at the end.
    private func chart(_ areas: [AreaCount]) -> String {
        let labelWidth = 170, barWidth = 460, rowHeight = 26, top = 8
        let height = top * 2 + rowHeight * areas.count + 24
        let largest = max(areas.map(\.total).max() ?? 1, 1)
        var svg = ["<svg class=\"chart\" role=\"img\" aria-labelledby=\"chart-title\" viewBox=\"0 0 \(labelWidth + barWidth + 60) \(height)\" width=\"\(labelWidth + barWidth + 60)\" height=\"\(height)\" xmlns=\"http://www.w3.org/2000/svg\">",
                   "<title id=\"chart-title\">Findings per area, by severity</title>"]
        for (row, area) in areas.enumerated() {
            let y = top + row * rowHeight
            svg.append("<text x=\"\(labelWidth - 8)\" y=\(q(y + 17)) text-anchor=\"end\" class=\"label\">\(Markup.escape(area.prefix))</text>")
            var x = labelWidth
            for severity in [Severity.error, .warning, .note] {
                guard let count = area.counts[severity], count > 0 else { continue }
                let width = max(2, count * barWidth / largest)
                svg.append("<rect x=\(q(x)) y=\(q(y + 4)) width=\(q(width)) height=\"18\" class=\"bar \(severity.rawValue)\"><title>\(Markup.escape(area.prefix)): \(Markup.counted(count, severity.rawValue))</title></rect>")
                x += width
            }
            svg.append("<text x=\(q(x + 6)) y=\(q(y + 17)) class=\"value\">\(area.total)</text>")
        }
        let legendY = top + rowHeight * areas.count + 14
        for (offset, severity) in [Severity.error, .warning, .note].enumerated() {
            let x = labelWidth + offset * 110
            svg.append("<rect x=\(q(x)) y=\(q(legendY - 10)) width=\"12\" height=\"12\" class=\"bar \(severity.rawValue)\"/><text x=\(q(x + 18)) y=\(q(legendY)) class=\"label\">\(severity.rawValue)</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    private func q(_ number: Int) -> String { "\"\(number)\"" }

    private func areaTable(_ areas: [AreaCount]) -> String {
        var rows = ["<table class=\"areas\"><thead><tr><th>area</th><th>title</th><th class=\"n\">errors</th><th class=\"n\">warnings</th><th class=\"n\">notes</th><th class=\"n\">total</th></tr></thead><tbody>"]
        for area in areas {
            let cells = [Severity.error, .warning, .note].map { "<td class=\"n\">\(area.counts[$0] ?? 0)</td>" }.joined()
            rows.append("<tr><td><code>\(Markup.escape(area.prefix))</code></td><td>\(Markup.escape(area.title))</td>\(cells)<td class=\"n\">\(area.total)</td></tr>")
        }
        rows.append("</tbody></table>")
        return rows.joined(separator: "\n")
    }

    private func scorecardSection(_ card: Scorecard) -> String {
        var rows = ["<section id=\"scorecard\"><h2>Review scorecard: \(Markup.escape(card.target))</h2>",
                    "<p class=\"status \(Markup.escape(card.status.lowercased()))\">\(Markup.escape(card.status)) · \(card.percent)%</p>",
                    "<table class=\"scores\"><thead><tr><th>rule</th><th>score</th><th>state</th><th>note</th></tr></thead><tbody>"]
        for row in card.rows {
            let score = row.score.map { "\($0) / 5" } ?? "–"
            let low = (row.score ?? 5) <= 2 ? " class=\"low\"" : ""
            rows.append("<tr\(low)><td><code>\(Markup.escape(row.ruleId))</code></td><td class=\"n\">\(score)</td><td>\(Markup.escape(row.state))</td><td>\(Markup.escape(row.note ?? ""))</td></tr>")
        }
        rows.append("</tbody></table></section>")
        return rows.joined(separator: "\n")
    }

    /// Rules with findings, the most severe first, then the most findings, then by id.
    private func findingsSection(_ report: Engine.Report, sources: inout SourceExcerpts) -> String {
        guard !report.findings.isEmpty else {
            return "<section id=\"findings\"><h2>Findings</h2><p class=\"clean\">No findings.</p></section>"
        }
        var byRule: [String: [Finding]] = [:]
        for finding in report.findings { byRule[finding.ruleId, default: []].append(finding) }
        let worst = byRule.mapValues { $0.map(\.severity).max()! }
        let order = byRule.keys.sorted {
            if worst[$0]! != worst[$1]! { return worst[$0]! > worst[$1]! }
            if byRule[$0]!.count != byRule[$1]!.count { return byRule[$0]!.count > byRule[$1]!.count }
            return $0 < $1
        }
        var parts = ["<section id=\"findings\"><h2>Findings by rule</h2>"]
        for ruleId in order {
            let findings = byRule[ruleId]!
            let rule = rulebook.rule(ruleId)
            parts.append("<article class=\"rule\" id=\"rule-\(Markup.escape(ruleId))\">")
            parts.append("<h3><code>\(Markup.escape(ruleId))</code> \(Markup.escape(Markup.title(ruleId, rulebook: rulebook)))</h3>")
            var meta = [Markup.counted(findings.count, "finding")]
            if let rule { meta = [rule.area, rule.priority.rawValue, "evidence: " + rule.evidence.rawValue] + meta }
            parts.append("<p class=\"meta\">\(Markup.escape(meta.joined(separator: " · ")))</p>")
            if let rule {
                parts.append("<div class=\"ruletext\"><p>\(Markup.escape(rule.rationale))</p><p><strong>Instead:</strong> \(Markup.escape(rule.instead))</p></div>")
            }
            parts.append("<ol class=\"findings\">")
            for finding in findings {
                let position = finding.position
                parts.append("<li class=\"finding \(finding.severity.rawValue)\">")
                parts.append("<p class=\"where\"><span class=\"badge \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> <code>\(Markup.escape("\(position.path):\(position.line):\(position.column)"))</code></p>")
                parts.append("<p class=\"message\">\(Markup.escape(finding.message))</p>")
                if let excerpt = sources.excerpt(path: position.path, line: position.line, context: HTMLReporter.excerptContext) {
                    parts.append(excerptHTML(excerpt, line: position.line))
                }
                for related in finding.related {
                    parts.append("<p class=\"related\">\(Markup.escape("\(related.position.path):\(related.position.line)")): \(Markup.escape(related.message))</p>")
                }
                if let fix = finding.fix { parts.append("<p class=\"fix\"><strong>Fix:</strong> \(Markup.escape(fix.description))</p>") }
                parts.append("</li>")
            }
            parts.append("</ol></article>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    private func excerptHTML(_ lines: [(number: Int, text: String)], line: Int) -> String {
        let width = String(lines.last?.number ?? 0).count
        let rows = lines.map { number, text in
            let label = String(repeating: " ", count: width - String(number).count) + String(number)
            let mark = number == line ? " class=\"hit\"" : ""
            return "<span\(mark)><span class=\"ln\">\(label)</span> \(Markup.escape(text))</span>"
        }
        return "<pre class=\"excerpt\"><code>" + rows.joined(separator: "\n") + "</code></pre>"
    }

    private func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(title))</title>
        <style>
        \(HTMLReporter.style)
        </style>
        </head>
        <body>
        \(body)
        <footer>Written by Thumbrule \(Markup.escape(ThumbruleVersion.current)). Paths are relative to the checked folder.</footer>
        </body>
        </html>

        """
    }

    static let style = """
    :root { --error: #c62828; --warning: #b26a00; --note: #1565c0; --ink: #1d1d1f; --muted: #5f6368; --line: #dadce0; }
    body { font: 15px/1.5 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: var(--ink); margin: 0 auto; max-width: 980px; padding: 24px; }
    h1 { font-size: 26px; margin: 0 0 4px; } h2 { font-size: 20px; margin: 32px 0 12px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
    h3 { font-size: 17px; margin: 0 0 4px; } code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    .meta { color: var(--muted); margin: 0 0 8px; }
    .totals { display: flex; gap: 12px; margin: 20px 0; } .total { flex: 1; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; }
    .total .count { font-size: 28px; font-weight: 600; display: block; }
    .total.error .count { color: var(--error); } .total.warning .count { color: var(--warning); } .total.note .count { color: var(--note); }
    .chart .label, .chart .value { font: 13px system-ui, sans-serif; fill: var(--ink); }
    .bar.error { fill: var(--error); } .bar.warning { fill: var(--warning); } .bar.note { fill: var(--note); }
    table { border-collapse: collapse; width: 100%; margin: 12px 0; } th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; } tr.low td { background: #fdecea; }
    .status { font-weight: 600; } .status.blocked { color: var(--error); } .status.violations { color: var(--warning); }
    article.rule { border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 16px 0; }
    .ruletext { background: #f6f8fa; border-radius: 6px; padding: 8px 12px; margin: 8px 0; } .ruletext p { margin: 4px 0; }
    ol.findings { padding-left: 20px; } li.finding { margin: 12px 0; } .where, .message, .fix, .related { margin: 2px 0; }
    .related { color: var(--muted); } .badge { color: #fff; border-radius: 4px; padding: 0 6px; font-size: 12px; font-weight: 600; text-transform: uppercase; }
    .badge.error { background: var(--error); } .badge.warning { background: var(--warning); } .badge.note { background: var(--note); }
    pre.excerpt { background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; padding: 8px 0; overflow-x: auto; }
    pre.excerpt span { display: block; padding: 0 12px; } pre.excerpt .hit { background: #fff3c4; } .ln { color: var(--muted); user-select: none; }
    .clean { color: #2e7d32; font-weight: 600; } footer { color: var(--muted); margin-top: 40px; font-size: 13px; }
    """
}

/// Lines of the files findings point at, read once each. Binary and unreadable files give
/// no excerpt.
struct SourceExcerpts {
    let root: String
    private var files: [String: [Substring]?] = [:]
    /// Longer lines are cut, so a minified file cannot swell the page.
    static let maxLineLength = 240

    init(root: String) { self.root = root }

    mutating func excerpt(path: String, line: Int, context: Int) -> [(number: Int, text: String)]? {
        let lines: [Substring]?
        if let cached = files[path] { lines = cached } else {
            lines = load(path)
            files[path] = lines
        }
        guard let lines, line >= 1, line <= lines.count else { return nil }
        let range = max(1, line - context)...min(lines.count, line + context)
        return range.map { number in
            let text = lines[number - 1]
            let cut = text.count > SourceExcerpts.maxLineLength ? String(text.prefix(SourceExcerpts.maxLineLength)) + "…" : String(text)
            return (number, cut)
        }
    }

    private func load(_ path: String) -> [Substring]? {
        let full = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: full), !data.contains(0),
              let text = String(data: data, encoding: .utf8) else { return nil }
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
