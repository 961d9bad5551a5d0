import Foundation
import ThumbruleCore
import ThumbruleRules

/// SARIF 2.1.0 for code-scanning services. Rules come from the rulebook; locations are
/// relative URIs against the `SRCROOT` base, which points at the checked root.
public struct SARIFReporter {
    package let rulebook: Rulebook

    public init(rulebook: Rulebook) {
        self.rulebook = rulebook
    }

    public func render(_ report: Engine.Report, checks: [any Check.Type]) -> String {
        var ruleIds = Set(checks.map { $0.description.ruleId })
        ruleIds.formUnion(report.findings.map(\.ruleId))
        let orderedIds = ruleIds.sorted()
        let index = Dictionary(uniqueKeysWithValues: orderedIds.enumerated().map { ($1, $0) })
        let descriptors: [[String: Any]] = orderedIds.map(descriptor)
        let columns = UTF16Columns(root: report.root)
        func physical(_ position: SourcePosition) -> [String: Any] {
            ["artifactLocation": artifact(position.path),
             "region": ["startLine": position.line, "startColumn": columns.column(position.column, line: position.line, path: position.path)]]
        }
        let results: [[String: Any]] = report.findings.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.ruleId,
                "ruleIndex": index[finding.ruleId] ?? 0,
                "level": finding.severity.rawValue,
                "message": ["text": finding.message],
                "locations": [["physicalLocation": physical(finding.position)]],
                "properties": ["checkId": finding.checkId, "confidence": finding.confidence.rawValue],
            ]
            if !finding.related.isEmpty {
                result["relatedLocations"] = finding.related.enumerated().map { offset, related in
                    ["id": offset + 1, "physicalLocation": physical(related.position), "message": ["text": related.message]] as [String: Any]
                }
            }
            if let fix = finding.fix {
                result["fixes"] = [[
                    "description": ["text": fix.description],
                    "artifactChanges": fix.edits.map { edit in
                        [
                            "artifactLocation": artifact(edit.start.path),
                            "replacements": [[
                                "deletedRegion": [
                                    "startLine": edit.start.line,
                                    "startColumn": columns.column(edit.start.column, line: edit.start.line, path: edit.start.path),
                                    "endLine": edit.end.line,
                                    "endColumn": columns.column(edit.end.column, line: edit.end.line, path: edit.end.path),
                                ],
                                "insertedContent": ["text": edit.replacement],
                            ]],
                        ] as [String: Any]
                    },
                ]]
            }
            return result
        }
        let root = report.root.hasSuffix("/") ? report.root : report.root + "/"
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "Thumbrule",
                    "version": ThumbruleVersion.current,
                    "semanticVersion": ThumbruleVersion.current,
                    "informationUri": "https://github.com/thumbrule/thumbrule",
                    "rules": descriptors,
                ]],
                "originalUriBaseIds": ["SRCROOT": ["uri": URL(fileURLWithPath: root, isDirectory: true).absoluteString]],
                "columnKind": "utf16CodeUnits",
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func descriptor(_ id: String) -> [String: Any] {
        guard let rule = rulebook.rule(id) else {
            let summary = ToolNotice.all.first { $0.id == id }?.summary ?? id
            return ["id": id, "name": id, "shortDescription": ["text": summary], "defaultConfiguration": ["level": "note"]]
        }
        let help = ([rule.rationale] + rule.facts.map { "- " + $0 } + ["Instead: " + rule.instead, "Verify: " + rule.verify]).joined(separator: "\n\n")
        return [
            "id": rule.id,
            "name": rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            "shortDescription": ["text": rule.description],
            "fullDescription": ["text": rule.rationale.isEmpty ? rule.description : rule.rationale],
            "help": ["text": help, "markdown": help],
            "defaultConfiguration": ["level": Engine.severity(priority: rule.priority, confidence: .high).rawValue],
            "properties": ["tags": [rule.area, rule.priority.rawValue, "evidence:" + rule.evidence.rawValue]],
        ]
    }

    private func artifact(_ path: String) -> [String: Any] {
        ["uri": path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/"),
         "uriBaseId": "SRCROOT"]
    }
}
