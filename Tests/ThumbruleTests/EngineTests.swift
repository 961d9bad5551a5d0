import Foundation
import SwiftSyntax
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct EngineTests {
    static let fixedFont = "import SwiftUI\nlet title = Text(\"Hi\").font(.system(size: 17))\n"

    /// A message that quotes source text spanning lines is still one line, so the text format
    /// `path:line:col: severity: message [rule]` holds; spaces within a line are kept.
    @Test func messagesAreOneLine() {
        #expect(CheckOutput.oneLine("the symbol isPlaying\n              ? \"pause\"  : \"play\"") == "the symbol isPlaying ? \"pause\"  : \"play\"")
        #expect(CheckOutput.oneLine("a\r\n\tb") == "a b")
        #expect(CheckOutput.oneLine("plain  text") == "plain  text")
        let findings = ExampleHarness().findings(IconOnlyControlName.self, [("App/Player.swift", """
        struct Player: View {
            @State var playing = false
            var body: some View {
                Button { playing.toggle() } label: {
                    Image(systemName: playing
                        ? "flame.fill" : "drop.fill")
                }
            }
        }
        """)])
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { !$0.message.contains("\n") && $0.message.contains("a symbol chosen at run time") }, "\(findings.map(\.message))")
    }

    /// A project value is built once, also when the answer is nil.
    /// The engine sorts checks by what each type says it is, not by runtime casts; what a
    /// type says must be what it adopts, or a check would silently not run.
    @Test func checksSayWhatTheyAdopt() {
        for check in CheckRegistry.all {
            let id = check.description.id
            #expect((check.asFileCheck != nil) == (check is any SwiftFileCheck.Type), "\(id)")
            #expect((check.asProjectCheck != nil) == (check is any ProjectCheck.Type), "\(id)")
            let model: LanguageModel? = check is any AndroidCheck.Type ? .android
                : check is any FlutterCheck.Type ? .flutter : check is any ReactNativeCheck.Type ? .reactNative : nil
            #expect(check.languageModel == model, "\(id)")
        }
        #expect(CheckRegistry.all.contains { $0.asFileCheck != nil && $0.asProjectCheck != nil })
        #expect(CheckRegistry.all.contains { $0.languageModel == .android })
    }

    @Test func memoBuildsOnceEvenForNil() {
        let project = Project(root: "", files: [])
        var builds = 0
        for _ in 0..<3 { _ = project.memo("test.nothing") { () -> Int? in builds += 1; return nil } }
        #expect(builds == 1)
        #expect(project.memo("test.three") { 3 } == 3 && project.memo("test.three") { 4 } == 3)
        // A value built from another memoised value does not wait on itself.
        #expect(project.memo("test.outer") { project.memo("test.inner") { 2 } * 10 } == 20)
    }

    @Test func outputIsIdenticalForAnyJobCount() throws {
        let folder = try ScratchFolder()
        for index in 0..<24 { try folder.write("App/View\(index).swift", Self.fixedFont + "let price = Text(product?.displayPrice ?? \"$\(index).99\")\n") }
        let one = try check(folder, jobs: 1)
        let two = try check(folder, jobs: 2)
        let eight = try check(folder, jobs: 8)
        #expect(one.findings.count == 48)
        #expect(JSONReporter().render(one) == JSONReporter().render(two))
        #expect(JSONReporter().render(one) == JSONReporter().render(eight))
    }

    /// Positions come from the file's own line table; they must agree with SwiftSyntax's
    /// converter for every token, whatever the line endings and characters.
    @Test(arguments: [
        "let a = 1\nlet b = 2\n",
        "let a = 1\r\nlet b = \"é\"\r\n\r\nlet c = 3",
        "let a = 1\rlet b = 2\r",
        "let s = \"\"\"\n  line\r\n  ünïcode 🎉\n  \"\"\"\nlet t = s\n",
        "",
    ])
    func positionsMatchSwiftSyntax(_ source: String) {
        let file = SwiftFile(path: "a.swift", text: source, target: BuildTarget(
            name: "app", kind: .app, infoPlistPath: nil, generatedInfoPlistKeys: [:], entitlementsPath: nil, decidedBy: .fallback))
        let converter = SourceLocationConverter(fileName: "a.swift", tree: file.tree)
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            for offset in [token.position, token.positionAfterSkippingLeadingTrivia, token.endPosition] {
                let expected = converter.location(for: offset)
                #expect(file.position(at: offset) == SourcePosition(path: "a.swift", line: expected.line, column: expected.column))
            }
        }
        #expect(file.lineCount == converter.location(for: file.tree.endPosition).line)
    }

    /// SARIF declares UTF-16 columns; findings carry UTF-8 byte columns. "é" is two bytes
    /// and one UTF-16 unit, "🎉" four bytes and two units.
    @Test func sarifColumnsCountUTF16Units() throws {
        let folder = try ScratchFolder()
        try folder.write("App/V.swift", "import SwiftUI\nlet t = Text(\"é🎉\").font(.system(size: 17))\nlet u = Text(\"e\").font(.system(size: 17))\n")
        let report = try check(folder)
        let found = report.findings.filter { $0.ruleId == "type-scale" }.sorted { $0.position.line < $1.position.line }
        #expect(found.map(\.position.line) == [2, 3])
        let sarif = SARIFReporter(rulebook: .bundled).render(report, checks: CheckRegistry.all)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((document["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let columns = results.filter { $0["ruleId"] as? String == "type-scale" }.compactMap { result -> [Int]? in
            let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            return (region?["startLine"] as? Int).flatMap { line in (region?["startColumn"] as? Int).map { [line, $0] } }
        }.sorted { $0[0] < $1[0] }
        #expect(columns == [[2, found[0].position.column - 3], [3, found[1].position.column]])
    }

    @Test func findingsAreSortedByPathLineColumn() throws {
        let folder = try ScratchFolder()
        try folder.write("b.swift", Self.fixedFont)
        try folder.write("a.swift", "\n" + Self.fixedFont)
        let positions = try check(folder).findings.map(\.position)
        #expect(positions == positions.sorted())
        #expect(positions.first?.path == "a.swift")
    }

    @Test(arguments: [
        ("// thumbrule:disable:next type-scale - brand title\nlet t = Text(\"Hi\").font(.system(size: 17))", 0),
        ("let t = Text(\"Hi\").font(.system(size: 17)) // thumbrule:disable:this type-scale.swiftui-fixed-size", 0),
        ("// thumbrule:disable type\nlet t = Text(\"Hi\").font(.system(size: 17))\n// thumbrule:enable type\nlet u = Text(\"Hi\").font(.system(size: 12))", 1),
        ("// thumbrule:disable-file all\nlet t = Text(\"Hi\").font(.system(size: 17))", 0),
        ("// thumbrule:disable:next a11y-name\nlet t = Text(\"Hi\").font(.system(size: 17))", 1),
        ("let s = \"// thumbrule:disable-file all\"\nlet t = Text(\"Hi\").font(.system(size: 17))", 1),
    ])
    func suppressionComments(source: String, expected: Int) throws {
        let folder = try ScratchFolder()
        try folder.write("App/V.swift", source)
        let findings = try check(folder).findings.filter { $0.ruleId == "type-scale" }
        #expect(findings.count == expected, "\(findings.map(\.message))")
    }

    @Test func unusedSuppressionIsANote() throws {
        let folder = try ScratchFolder()
        try folder.write("App/V.swift", "// thumbrule:disable:next type-scale\nlet t = Text(\"Hi\").font(.body)\n")
        let notices = try check(folder).findings.filter { $0.ruleId == ToolNotice.unusedSuppression }
        #expect(notices.count == 1)
        #expect(notices.first?.severity == .note && notices.first?.position.line == 1)
    }

    @Test func configurationTurnsRulesOffAndSetsSeverity() throws {
        let folder = try ScratchFolder()
        try folder.write("App/V.swift", Self.fixedFont + "let p = Text(product?.displayPrice ?? \"$4.99\")\n")
        var configuration = Configuration()
        configuration.rules["type"] = Configuration.RuleSetting(enabled: false, severity: nil)
        configuration.rules["pay-price-source.currency-literal"] = Configuration.RuleSetting(enabled: nil, severity: .error)
        let findings = try check(folder, configuration: configuration).findings
        #expect(findings.map(\.ruleId) == ["pay-price-source"])
        #expect(findings.first?.severity == .error)
    }

    @Test func excludeGlobsSkipFiles() throws {
        let folder = try ScratchFolder()
        try folder.write("App/V.swift", Self.fixedFont)
        try folder.write("App/Generated/G.swift", Self.fixedFont)
        var configuration = Configuration()
        configuration.exclude = ["App/Generated/**"]
        #expect(try check(folder, configuration: configuration).findings.map(\.position.path) == ["App/V.swift"])
    }

    @Test func severityFollowsPriorityAndConfidence() {
        #expect(Engine.severity(priority: .p0, confidence: .high) == .error)
        #expect(Engine.severity(priority: .p0, confidence: .medium) == .warning)
        #expect(Engine.severity(priority: .p1, confidence: .high) == .warning)
        #expect(Engine.severity(priority: .p2, confidence: .medium) == .note)
        #expect(Engine.severity(priority: .p0, confidence: .low) == .note)
        #expect(Engine.severity(priority: .p3, confidence: .high) == .note)
    }
}

@Suite struct ConfigurationTests {
    @Test func numbersAndBooleansAreToldApart() throws {
        let small = try Configuration.parse(Data(#"{"maxFileSize": 1}"#.utf8), path: "c.json")
        #expect(small.maxFileSize == 1)
        let on = try Configuration.parse(Data(#"{"rules": {"ads": {"enabled": true}}}"#.utf8), path: "c.json")
        #expect(on.rules["ads"]?.enabled == true)
        #expect(throws: ConfigurationError.self) { try Configuration.parse(Data(#"{"rules": {"ads": {"enabled": 1}}}"#.utf8), path: "c.json") }
        #expect(throws: ConfigurationError.self) { try Configuration.parse(Data(#"{"maxFileSize": true}"#.utf8), path: "c.json") }
    }

    /// An opt-in check runs only when a configuration key turns it (or its rule, or its area)
    /// on, or `--only` names it by its check id; a rule or area off keeps it off.
    @Test func optInChecksRunOnlyWhenTurnedOn() throws {
        func enabled(_ json: String, only: [String] = []) throws -> [String] {
            let configuration = try Configuration.parse(Data(json.utf8), path: "c.json")
            return Engine(configuration: configuration, checks: [FlagCheck.self, OptInFlagCheck.self]).enabledChecks(only: only).map { $0.description.id }
        }
        #expect(try enabled("{}") == ["test-scope.flag"])
        #expect(try enabled(#"{"rules": {"test-scope.opt-in-flag": "on"}}"#) == ["test-scope.flag", "test-scope.opt-in-flag"])
        #expect(try enabled(#"{"rules": {"test-scope": "on"}}"#) == ["test-scope.flag", "test-scope.opt-in-flag"])
        #expect(try enabled(#"{"rules": {"test-scope": "warning"}}"#) == ["test-scope.flag", "test-scope.opt-in-flag"])
        #expect(try enabled("{}", only: ["test-scope.opt-in-flag"]) == ["test-scope.opt-in-flag"])
        #expect(try enabled("{}", only: ["test-scope"]) == ["test-scope.flag"])
        #expect(try enabled(#"{"rules": {"test-scope": "off"}}"#, only: ["test-scope.opt-in-flag"]).isEmpty)
    }

    @Test func mostSpecificKeyWins() throws {
        let configuration = try Configuration.parse(Data(#"{"rules": {"type": "off", "type-scale": "on", "type-scale.uikit-fixed-size": {"severity": "note"}}}"#.utf8), path: "c.json")
        #expect(configuration.setting(ruleId: "type-scale", checkId: "type-scale.swiftui-fixed-size").enabled == true)
        #expect(configuration.setting(ruleId: "type-scale", checkId: "type-scale.uikit-fixed-size").severity == .note)
        #expect(configuration.setting(ruleId: "type-scaling", checkId: "type-scaling.x").enabled == false)
    }
}

/// `FlagCheck`, off unless turned on.
private struct OptInFlagCheck: SwiftFileCheck {
    static let description = CheckDescription(id: "test-scope.opt-in-flag", ruleId: "test-scope", summary: "Flags flag().",
                                              optIn: "a test check", triggering: [], nonTriggering: [])
    func check(_ file: SwiftFile, _ output: inout CheckOutput) { FlagCheck().check(file, &output) }
}
