import Foundation

/// The `--format json` document. Its shape is documented in the README.
public struct JSONReporter {
    struct Document: Encodable {
        var tool = "thumbrule"
        var version = ThumbruleVersion.current
        var filesChecked: Int
        var summary: [String: Int]
        var findings: [JSONFinding]
    }

    struct JSONFinding: Encodable {
        var ruleId: String
        var checkId: String
        var severity: Severity
        var confidence: Confidence
        var message: String
        var path: String
        var line: Int
        var column: Int
        var related: [RelatedLocation]
        var fix: Fix?
    }

    public init() {}

    public func render(_ report: Engine.Report) -> String {
        let findings = report.findings.map {
            JSONFinding(ruleId: $0.ruleId, checkId: $0.checkId, severity: $0.severity, confidence: $0.confidence, message: $0.message,
                        path: $0.position.path, line: $0.position.line, column: $0.position.column, related: $0.related, fix: $0.fix)
        }
        var summary: [String: Int] = [:]
        for severity in Severity.allCases { summary[severity.rawValue] = report.findings.filter { $0.severity == severity }.count }
        return JSONReporter.encode(Document(filesChecked: report.filesChecked, summary: summary, findings: findings))
    }

    /// Stable, pretty JSON with sorted keys and unescaped slashes.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
