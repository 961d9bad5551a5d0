import Foundation
import ThumbruleCore
import ThumbruleRules

/// The `--format json` document. Its shape is documented in the README.
public struct JSONReporter {
    package struct Document: Encodable {
        var tool = "thumbrule"
        var version = ThumbruleVersion.current
        var filesChecked: Int
        var summary: [String: Int]
        var findings: [JSONFinding]
    }

    struct JSONFinding: Encodable {
        package var ruleId: String
        var checkId: String
        package var severity: Severity
        package var confidence: Confidence
        package var message: String
        package var path: String
        package var line: Int
        package var column: Int
        var related: [RelatedLocation]
        package var fix: Fix?

        enum CodingKeys: String, CodingKey {
            case ruleId, checkId, severity, confidence, message, path, line, column, related, fix
        }

        /// Leaves out `related` when empty and `fix` when absent, to keep the output short.
        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ruleId, forKey: .ruleId)
            try container.encode(checkId, forKey: .checkId)
            try container.encode(severity, forKey: .severity)
            try container.encode(confidence, forKey: .confidence)
            try container.encode(message, forKey: .message)
            try container.encode(path, forKey: .path)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            if !related.isEmpty { try container.encode(related, forKey: .related) }
            try container.encodeIfPresent(fix, forKey: .fix)
        }
    }

    public init() {}

    public func render(_ report: Engine.Report) -> String {
        let findings = report.findings.map {
            JSONFinding(ruleId: $0.ruleId, checkId: $0.checkId, severity: $0.severity, confidence: $0.confidence, message: $0.message,
                        path: $0.position.path, line: $0.position.line, column: $0.position.column, related: $0.related, fix: $0.fix)
        }
        var summary: [String: Int] = [:]
        for severity in Severity.allCases { summary[severity.rawValue] = report.findings.filter { $0.severity == severity }.count }
        return SortedJSON.encode(Document(filesChecked: report.filesChecked, summary: summary, findings: findings))
    }
}
