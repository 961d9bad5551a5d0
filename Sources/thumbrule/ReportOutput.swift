import Foundation
import ThumbruleCore
import ThumbruleReport
import ThumbruleReview
import ThumbruleRules

/// One report a `check` writes: a format, and a file or stdout. `--format json --output
/// a.json --format sarif --output b.sarif` writes two files and the text report to stdout;
/// a `--format` with no `--output` after it takes stdout's place.
struct ReportOutput: Equatable {
    static let formats = ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate", "summary", "html"]

    var format: String
    var path: String?

    /// What the reporters need besides the findings.
    struct Context {
        var report: Engine.Report
        var rulebook: Rulebook
        var checks: [any Check.Type]
        var pathPrefix: String
    }

    /// Pairs each `--output` with the `--format` just before it; at most one format goes to stdout.
    static func requested(_ arguments: Arguments) throws -> [ReportOutput] {
        var outputs: [ReportOutput] = []
        var pending: String?
        for (name, value) in arguments.ordered where name == "format" || name == "output" {
            if name == "format" {
                guard formats.contains(value) else { throw UsageError("--format must be one of \(formats.joined(separator: ", "))") }
                if let pending { outputs.append(ReportOutput(format: pending, path: nil)) }
                pending = value
            } else {
                guard let format = pending else { throw UsageError("--output \(value) needs a --format before it") }
                outputs.append(ReportOutput(format: format, path: value))
                pending = nil
            }
        }
        if let pending { outputs.append(ReportOutput(format: pending, path: nil)) }
        let toStdout = outputs.filter { $0.path == nil }
        guard toStdout.count <= 1 else {
            throw UsageError("only one --format can go to stdout (\(toStdout.map(\.format).joined(separator: ", "))); give the others --output FILE")
        }
        if toStdout.isEmpty { outputs.insert(ReportOutput(format: "text", path: nil), at: 0) }
        let paths = outputs.compactMap(\.path)
        if let repeated = paths.first(where: { path in paths.filter { $0 == path }.count > 1 }) {
            throw UsageError("--output \(repeated) is given twice")
        }
        return outputs
    }

    func render(_ context: Context, colors: Bool) -> String {
        let report = context.report
        switch format {
        case "json": return JSONReporter().render(report)
        case "sarif": return SARIFReporter(rulebook: context.rulebook).render(report, checks: context.checks)
        case "github": return GitHubReporter(pathPrefix: context.pathPrefix).render(report)
        case "junit": return JUnitReporter(rulebook: context.rulebook).render(report, checks: context.checks)
        case "checkstyle": return CheckstyleReporter().render(report)
        case "codeclimate": return CodeClimateReporter().render(report)
        case "summary": return SummaryReporter(rulebook: context.rulebook).render(report)
        case "html": return HTMLReporter(rulebook: context.rulebook).render(report)
        default: return TextReporter(pathPrefix: context.pathPrefix, colors: colors).render(report)
        }
    }

    /// Writes a report file whole (atomically), so a reader never sees half of one.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw OutputError(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// A report file that cannot be written: exit 2 with the reason, without the usage hint.
struct OutputError: Error, CustomStringConvertible {
    let description: String
}

extension Scorecard {
    /// The scorecard as the HTML report shows it: status, percentage and one row per rule.
    var htmlScorecard: HTMLReporter.Scorecard {
        HTMLReporter.Scorecard(status: status.rawValue, percent: percent, target: target, rows: rules.map { rule in
            HTMLReporter.Scorecard.Row(ruleId: rule.id, score: rule.score, state: rule.state.rawValue, note: rule.note)
        })
    }
}
