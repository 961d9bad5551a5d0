import Foundation
import SwiftSyntax
import ThumbruleChecks
import ThumbruleCore
import ThumbruleRules

/// `thumbrule spec`: screen briefs validated for form, then held against the code they
/// describe: the primary action is a real control, and each described state is drawn.
public struct ScreenSpec {
    public let sources: ProjectSources
    public let rulebook: Rulebook

    public init(sources: ProjectSources, rulebook: Rulebook = .bundled) {
        self.sources = sources
        self.rulebook = rulebook
    }

    /// Every `.md` file in `.thumbrule/screens/`, sorted, as absolute paths.
    public static func defaultBriefs(root: String) -> [String] {
        let folder = (root as NSString).appendingPathComponent(ScreenBrief.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Parses one brief (at `path`, shown as `display`) and checks it against the code.
    public func check(path: String, display: String) -> (brief: ScreenBrief?, issues: [BriefIssue]) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return (nil, [BriefIssue(file: display, line: 1, message: "cannot read this brief as UTF-8 text")])
        }
        let parsed = ScreenBrief.parse(text, path: display, root: sources.root, areas: Set(rulebook.areas.map(\.prefix)))
        guard let brief = parsed.brief else { return parsed }
        return (brief, codeIssues(brief).sorted())
    }

    /// Where the brief and the code disagree.
    public func codeIssues(_ brief: ScreenBrief) -> [BriefIssue] {
        guard let target = sources.swiftFile(brief.target) else { return [] }
        var issues: [BriefIssue] = []
        func issue(_ line: Int, _ message: String) { issues.append(BriefIssue(file: brief.path, line: line, message: message)) }
        let screen = screenFiles(brief)

        if case .labels(let labels) = brief.primaryAction {
            for label in labels where !screen.contains(where: { ScreenSpec.hasControl(labelled: label, in: $0) }) {
                issue(brief.primaryActionLine, "primary action \"\(label)\" is not the label of any control in \(brief.target) or the views it shows; label the Button or NavigationLink \"\(label)\", or correct the brief")
            }
            for finding in prominenceFindings(in: Set(screen.map(\.path))) {
                issue(brief.primaryActionLine, "the primary action should be the screen's one prominent control, but \(finding.position.path):\(finding.position.line): \(finding.message)")
            }
        }
        for state in brief.states where !state.notApplicable {
            let markers = ScreenStateMarkers.byState[state.name] ?? []
            guard !markers.isEmpty, !markers.contains(where: target.index.mentions) else { continue }
            issue(state.line, "states.\(state.name) is described, but \(brief.target) shows no \(state.name) branch (none of \(markers.prefix(4).joined(separator: ", ")), …); draw the state, or mark it n/a with a reason")
        }
        return issues
    }

    /// The target file and the files declaring the views it constructs, one level down.
    public func screenFiles(_ brief: ScreenBrief) -> [SwiftFile] {
        guard let target = sources.swiftFile(brief.target) else { return [] }
        let constructed = Set(target.index.callsByName.keys.filter { $0.first?.isUppercase == true })
        let declarations = constructed.flatMap { name in ["struct", "class", "enum", "actor"].map { "\($0) \(name)" } }
        let others = sources.swiftFiles(mentioningAnyOf: declarations).filter { file in
            file.path != target.path && file.index.typeDeclarations.contains { !$0.isExtension && constructed.contains($0.name) }
        }
        return [target] + others
    }

    /// Findings of the checks for `button-one-primary` in the screen's files, when such checks exist.
    func prominenceFindings(in paths: Set<String>) -> [Finding] {
        let checks = CheckRegistry.checks(forRule: ReviewScope.primaryActionRule)
        guard !checks.isEmpty else { return [] }
        let report = Engine(rulebook: rulebook, checks: checks, jobs: 1).run(files: sources.project.files, root: sources.root)
        return report.findings.filter { paths.contains($0.position.path) && $0.ruleId == ReviewScope.primaryActionRule }
    }

    /// True when a string literal equal to `label` sits inside a control's call or label closure.
    static func hasControl(labelled label: String, in file: SwiftFile) -> Bool {
        file.index.stringLiterals.contains { literal in
            !literal.hasInterpolation && literal.plainText == label && literal.hasAncestor { node in
                node.as(FunctionCallExprSyntax.self)?.calleeName.map(ControlLabels.callees.contains) ?? false
            }
        }
    }
}
