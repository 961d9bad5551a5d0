import ThumbruleFrontEnds
import ThumbruleRules

/// Runs a check's examples: every `↓` in a triggering example must be found, nothing
/// else may be, and non-triggering examples must stay silent. Each triggering Swift,
/// Kotlin, Dart, JavaScript/TypeScript or XML (manifest, layout, storyboard) file is also re-run commented out, inside a string literal and under a suppression
/// comment (XML has no strings), and must then produce nothing. Where the check offers
/// fixes, they are applied to the triggering example as `check --fix` would: every fix must
/// apply, its finding must be gone, the file must still parse, and a second pass must change nothing.
public struct ExampleHarness {
    public struct Failure: CustomStringConvertible, Sendable {
        public var checkId: String
        public var example: String
        public var problem: String
        public var description: String { "\(checkId) [\(example)]: \(problem)" }
    }

    package let rulebook: Rulebook

    public init(rulebook: Rulebook = .bundled) {
        self.rulebook = rulebook
    }

    public func run(_ check: any Check.Type) -> [Failure] {
        let description = check.description
        var failures: [Failure] = []
        func fail(_ example: String, _ problem: String) {
            failures.append(Failure(checkId: description.id, example: example, problem: problem))
        }
        if description.triggering.isEmpty { fail("-", "has no triggering example") }
        if description.nonTriggering.isEmpty { fail("-", "has no non-triggering example") }

        for (number, example) in description.triggering.enumerated() {
            let name = "triggering #\(number + 1)"
            let (files, expected) = ExampleHarness.stripMarkers(example)
            if expected.isEmpty { fail(name, "has no ↓ marker") }
            let found = Set(findings(check, files).map(\.position))
            for missing in expected.subtracting(found).sorted() { fail(name, "expected a finding at \(missing.path):\(missing.line):\(missing.column)") }
            for extra in found.subtracting(expected).sorted() { fail(name, "unexpected finding at \(extra.path):\(extra.line):\(extra.column)") }
            for problem in fixProblems(check, files) { fail("\(name), fixed", problem) }

            let marked = Set(expected.map(\.path)).filter { Variant.language(of: $0) != nil }
            for variant in Variant.allCases {
                var hidden = Set<String>()
                let changed = files.map { file in
                    guard marked.contains(file.path), let language = Variant.language(of: file.path),
                          let text = variant.apply(file.text, ruleId: description.ruleId, language: language) else { return file }
                    hidden.insert(file.path)
                    return (file.path, text)
                }
                guard !hidden.isEmpty else { continue }
                let leaked = findings(check, changed).filter { hidden.contains($0.position.path) }
                for finding in leaked {
                    fail("\(name), \(variant.rawValue)", "unexpected finding at \(finding.position.path):\(finding.position.line):\(finding.position.column)")
                }
            }
        }
        for (number, example) in description.nonTriggering.enumerated() {
            let (files, expected) = ExampleHarness.stripMarkers(example)
            if !expected.isEmpty { fail("non-triggering #\(number + 1)", "has a ↓ marker") }
            for finding in findings(check, files) {
                fail("non-triggering #\(number + 1)", "unexpected finding at \(finding.position.path):\(finding.position.line): \(finding.message)")
            }
        }
        return failures
    }

    /// The findings the check alone produces on the in-memory files.
    public func findings(_ check: any Check.Type, _ files: [(path: String, text: String)]) -> [Finding] {
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.path, $0.text) }
        return engine(check).run(files: workspace, root: "").findings.filter { $0.checkId == check.description.id }
    }

    /// An engine that runs the check alone, turned on even when it is opt-in.
    func engine(_ check: any Check.Type) -> Engine {
        var configuration = Configuration()
        configuration.rules[check.description.id] = Configuration.RuleSetting(enabled: true, severity: nil)
        return Engine(configuration: configuration, rulebook: rulebook, checks: [check], jobs: 1)
    }

    /// What goes wrong when the check's fixes are applied to the files: a fix not applied, a
    /// finding still there, new syntax errors, or a second pass that changes more.
    public func fixProblems(_ check: any Check.Type, _ files: [(path: String, text: String)]) -> [String] {
        let id = check.description.id
        let engine = engine(check)
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.path, $0.text) }
        let before = engine.run(files: workspace, root: "")
        let offered = before.findings.filter { $0.checkId == id && $0.fix != nil }
        guard !offered.isEmpty else { return [] }
        let outcome = FixApplier(engine: engine, root: "").fix(files: workspace, report: before)
        var problems = outcome.skipped.map { "fix at \($0.finding.position.line):\($0.finding.position.column) not applied: \($0.reason)" }
        let left = outcome.report.findings.filter { $0.checkId == id }
        let expectedLeft = before.findings.filter { $0.checkId == id }.count - outcome.appliedCount
        // A fix may also settle another finding (a font that becomes a text style can excuse its
        // neighbour's); it may never add one.
        if left.count > expectedLeft {
            problems.append("\(outcome.appliedCount) fixes applied, but \(left.count) findings are left where at most \(expectedLeft) were expected")
        }
        for change in outcome.changes {
            switch Variant.language(of: change.path) {
            case .swift?:
                let errors = SyntaxProblems.count(in: SwiftFile.parse(change.fixed))
                if errors > 0 { problems.append("the fixed \(change.path) has \(errors) syntax errors") }
            case .javaScript?:
                if !JSSource(bytes: Array(change.fixed.utf8), dialect: JSDialect(path: change.path)).isBalanced {
                    problems.append("the fixed \(change.path) has unpaired brackets, strings or elements")
                }
            case .kotlin?:
                if !KotlinSource(change.fixed).isBalanced { problems.append("the fixed \(change.path) has unpaired brackets or strings") }
            case .dart?:
                if !DartSource(change.fixed).isBalanced { problems.append("the fixed \(change.path) has unpaired brackets or strings") }
            default:
                break
            }
        }
        let fixedFiles = workspace.map { file in
            outcome.changes.first { $0.path == file.path }.map { WorkspaceFile(path: file.path, kind: file.kind, storage: .memory($0.fixed)) } ?? file
        }
        let again = FixApplier(engine: engine, root: "").fix(files: fixedFiles, report: outcome.report)
        if !again.changes.isEmpty { problems.append("a second --fix changed \(again.changes.map(\.path).joined(separator: ", ")) again") }
        return problems
    }

    /// Removes the `↓` markers, returning the clean files and the marked positions.
    public static func stripMarkers(_ example: CheckExample) -> (files: [(path: String, text: String)], positions: Set<SourcePosition>) {
        var positions = Set<SourcePosition>()
        let files = example.files.map { file -> (path: String, text: String) in
            var clean = ""
            var line = 1
            var column = 1
            for character in file.text {
                if character == CheckExample.marker {
                    positions.insert(SourcePosition(path: file.path, line: line, column: column))
                    continue
                }
                clean.append(character)
                if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
            }
            return (file.path, clean)
        }
        return (files, positions)
    }

    /// Ways to hide a triggering example that must silence it.
    enum Variant: String, CaseIterable {
        case comment = "inside a comment"
        case string = "inside a string literal"
        case suppressed = "under a suppression comment"

        /// Languages whose files are hidden this way: Swift and Kotlin have `//` comments and raw
        /// strings; XML has `<!-- -->` comments and no strings.
        enum Language { case swift, kotlin, xml, dart, javaScript }

        static func language(of path: String) -> Language? {
            if path.hasSuffix(".swift") { return .swift }
            if path.hasSuffix(".kt") { return .kotlin }
            if FileKind.classify(path) == .javaScript { return .javaScript }
            if path.hasSuffix(".xml") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { return .xml }
            if path.hasSuffix(".dart") { return .dart }
            return nil
        }

        /// The text hidden this way, or nil when the language has no such place.
        package func apply(_ text: String, ruleId: String, language: Language = .swift) -> String? {
            switch (self, language) {
            case (.comment, .xml):
                return "<!--\n" + text.replacingOccurrences(of: "--", with: "- -") + "\n-->\n"
            case (.comment, _):
                return text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
            case (.string, .swift):
                return "let example = #\"\"\"\n" + text + "\n\"\"\"#\n"
            // A raw string: `$name` stays text, and examples hold no `${…}`.
            case (.string, .kotlin):
                return "val example = \"\"\"\n" + text + "\n\"\"\"\n"
            // A raw string: `$name` and `${…}` stay text, and examples hold no `'''`.
            case (.string, .dart):
                return "final example = r'''\n" + text + "\n''';\n"
            // A template literal, with its backticks, escapes and `${` escaped.
            case (.string, .javaScript):
                let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "`", with: "\\`")
                    .replacingOccurrences(of: "${", with: "\\${")
                return "const example = `\n" + escaped + "\n`;\n"
            case (.string, .xml):
                return nil
            case (.suppressed, .xml):
                // After the XML declaration, which must come first.
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let at = lines.first?.hasPrefix("<?xml") == true ? 1 : 0
                lines.insert("<!-- thumbrule:disable \(ruleId) - example harness -->", at: at)
                return lines.joined(separator: "\n") + "\n<!-- thumbrule:enable \(ruleId) -->\n"
            case (.suppressed, _):
                return "// thumbrule:disable \(ruleId) - example harness\n" + text + "\n// thumbrule:enable \(ruleId)\n"
            }
        }
    }
}
