import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleRules

/// `check --fix` and `--fix --dry-run`: what is applied, what is refused, and that a second run changes nothing.
@Suite struct FixTests {
    static let twoFixes = """
    import SwiftUI

    struct Title: View {
        var body: some View {
            Text("Hi").font(.system(size: 17))
            Text("Lo").font(.custom("Lora", size: 34))
        }
    }

    """

    /// A finding with a fix that replaces `start..<end` on one line of `path`.
    func finding(_ path: String, line: Int, _ start: Int, _ end: Int, _ replacement: String, check: String = "test.fix") -> Finding {
        Finding(
            ruleId: "type-scale", checkId: check, severity: .warning, confidence: .high, message: "m",
            position: SourcePosition(path: path, line: line, column: start),
            fix: Fix("Replace", edits: [TextEdit(
                start: SourcePosition(path: path, line: line, column: start),
                end: SourcePosition(path: path, line: line, column: end), replacement: replacement)]))
    }

    func report(_ findings: [Finding], files: Int = 1) -> Engine.Report {
        Engine.Report(root: "", findings: findings, filesChecked: files, checksRun: [])
    }

    @Test func fixesOnDiskThenASecondRunChangesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoFixes)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.absolute("App/Title.swift"))
        let first = try CLI.run(["check", "--fix", "--only", "type-scale"], in: folder.path)
        #expect(first.stderr.contains("fixed 2 findings in 1 file"), "\(first.stderr)")
        let fixed = try #require(folder.read("App/Title.swift"))
        #expect(fixed.contains("Text(\"Hi\").font(.body)") && fixed.contains(".custom(\"Lora\", size: 34, relativeTo: .largeTitle)"), "\(fixed)")
        #expect(!first.stdout.contains("type-scale"), "the fixed findings are gone: \(first.stdout)")
        #expect(first.status == 0)
        let permissions = try FileManager.default.attributesOfItem(atPath: folder.absolute("App/Title.swift"))[.posixPermissions] as? Int
        #expect(permissions == 0o640, "the fixed file keeps its permissions")

        let before = folder.snapshot()
        let second = try CLI.run(["check", "--fix", "--only", "type-scale"], in: folder.path)
        #expect(second.stderr.contains("fixed 0 findings in 0 files"), "\(second.stderr)")
        #expect(folder.snapshot() == before)
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoFixes)
        let before = folder.snapshot()
        let run = try CLI.run(["check", "--fix", "--dry-run", "--only", "type-scale"], in: folder.path)
        #expect(folder.snapshot() == before)
        #expect(run.stdout == """
        --- a/App/Title.swift
        +++ b/App/Title.swift
        @@ -2,7 +2,7 @@
         
         struct Title: View {
             var body: some View {
        -        Text("Hi").font(.system(size: 17))
        -        Text("Lo").font(.custom("Lora", size: 34))
        +        Text("Hi").font(.body)
        +        Text("Lo").font(.custom("Lora", size: 34, relativeTo: .largeTitle))
             }
         }

        """, "\(run.stdout)")
        #expect(run.stderr.contains("--fix would fix 2 findings in 1 file"), "\(run.stderr)")
        #expect(try CLI.run(["check", "--dry-run"], in: folder.path).status == 2)
    }

    @Test func diffSplitsHunksAndMarksAMissingFinalNewline() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "LINE 2"
        lines[19] = "LINE 20"
        let diff = DiffReporter.diff(path: "a.swift", old: old, new: lines.joined(separator: "\n"))
        #expect(diff == """
        --- a/a.swift
        +++ b/a.swift
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +LINE 2
         line 3
         line 4
         line 5
        @@ -17,4 +17,4 @@
         line 17
         line 18
         line 19
        -line 20
        \\ No newline at end of file
        +LINE 20
        \\ No newline at end of file

        """)
        #expect(DiffReporter.diff(path: "a.swift", old: old, new: old).isEmpty)
    }

    @Test func overlappingEditsApplyTheFirstAndSkipTheRest() {
        let text = "let a = f(1, 2)\n"
        let findings = [
            finding("a.swift", line: 1, 9, 16, "g()"),         // f(1, 2) → g()
            finding("a.swift", line: 1, 11, 12, "9"),          // 1 → 9, inside the first
            finding("a.swift", line: 1, 9, 9, "try ", check: "z"), // an insertion where the first starts
            finding("a.swift", line: 1, 12, 12, "0", check: "z"),  // an insertion inside the first
            finding("a.swift", line: 1, 1, 4, "var"),          // let → var, apart from the others
            finding("a.swift", line: 1, 1, 4, "var", check: "other"), // the same edit from another check
        ]
        let applied = FixApplier.apply(findings, to: text, path: "a.swift")
        #expect(applied.text == "var a = g()\n")
        #expect(applied.count == 3)
        #expect(applied.skipped.count == 3)
        #expect(applied.skipped.allSatisfy { $0.1.contains("overlap") })
    }

    @Test func positionsThatNoLongerFitAreSkipped() {
        let applied = FixApplier.apply([finding("a.swift", line: 3, 1, 2, "x"), finding("a.swift", line: 1, 5, 40, "x")], to: "let a = 1\n", path: "a.swift")
        #expect(applied.count == 0 && applied.text == "let a = 1\n")
        #expect(applied.skipped.count == 2 && applied.skipped.allSatisfy { $0.1.contains("changed since it was checked") })
    }

    @Test func aFixThatBreaksTheParseIsRefused() throws {
        let text = "let title = Text(\"Hi\").font(.system(size: 17))\n"
        let file = try #require(WorkspaceFile.inMemory("App/V.swift", text))
        let broken = finding("App/V.swift", line: 1, 17, 23, "(\"Hi\"")   // drops a closing parenthesis
        let engine = Engine(checks: CheckRegistry.all, jobs: 1)
        let outcome = FixApplier(engine: engine, root: "").fix(files: [file], report: report([broken]))
        #expect(outcome.changes.isEmpty)
        let reason = try #require(outcome.skipped.first { $0.finding.checkId == "test.fix" }?.reason)
        #expect(reason.contains("would not parse"), "\(reason)")
    }

    @Test func aFixThatBreaksAPropertyListIsRefused() throws {
        let plist = PlistExamples.infoPlist(["CFBundleName": "Demo"])
        let file = try #require(WorkspaceFile.inMemory("App/Info.plist", plist))
        let line = try #require(plist.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<dict>") }) + 1
        let broken = finding("App/Info.plist", line: line, 1, 7, "<dic>")
        let outcome = FixApplier(engine: Engine(checks: [], jobs: 1), root: "").fix(files: [file], report: report([broken]))
        #expect(outcome.changes.isEmpty)
        #expect(outcome.skipped.first?.reason.contains("property list would not load") == true, "\(outcome.skipped)")
    }

    @Test func kotlinMustStillPairUpAndOtherKindsAreNeverChanged() throws {
        #expect(FixApplier.verify("fun a() {}\n", comparedTo: "fun a() {}\n", kind: .kotlin) == nil)
        let unpaired = try #require(FixApplier.verify("fun a() {\n", comparedTo: "fun a() {}\n", kind: .kotlin))
        #expect(unpaired.contains("unpaired"))
        let layout = try #require(WorkspaceFile.inMemory("app/src/main/res/layout/row.xml", "<TextView />"))
        let refusal = try #require(FixApplier(engine: Engine(checks: [], jobs: 1), root: "").refusal(for: layout))
        #expect(refusal.contains("cannot read"), "\(refusal)")
    }

    @Test func filesOutsideTheRootAreNotTouched() throws {
        let folder = try ScratchFolder(), outside = try ScratchFolder()
        let path = try outside.write("Shared/Title.swift", Self.twoFixes)
        try folder.write("App/Title.swift", Self.twoFixes)
        let run = try CLI.run(["check", path, "--fix", "--only", "type-scale"], in: folder.path)
        #expect(outside.read("Shared/Title.swift") == Self.twoFixes)
        #expect(folder.read("App/Title.swift") == Self.twoFixes, "only the file named was checked")
        #expect(run.stderr.contains("fix not applied: the file is outside the checked root"), "\(run.stderr)")

        let escaping = try #require(WorkspaceFile.inMemory("../Title.swift", Self.twoFixes))
        let refused = FixApplier(engine: Engine(checks: [], jobs: 1), root: "").refusal(for: escaping)
        #expect(refused == "the file is outside the checked root")
    }

    /// Fixes keep the look at the default size: a size between styles, an icon and display
    /// art beyond the type scale get none. A font that only measures text (line 16) is not
    /// reported at all: the font that shows the text is set where it is shown; nor is a font
    /// the next statement replaces (line 14), nor a size of 60pt or more
    /// (`TypeScale.largestAccessibilitySize`).
    @Test func aFixNeverChangesTheDesign() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Hero.swift", """
        import SwiftUI
        struct Hero: View {
            var body: some View {
                VStack {
                    Text("Welcome").font(.system(size: 50, weight: .bold))
                    Image(systemName: "star").font(.system(size: 50))
                    Text("Sub").font(.system(size: 15))
                }
            }
        }
        final class Cell: UITableViewCell {
            let label = UILabel()
            func configure(_ text: String) {
                label.font = UIFont.systemFont(ofSize: 18)
                label.font = UIFont.systemFont(ofSize: 13)
                let width = (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width
            }
        }
        let score = Text("9").font(.custom("Humane", fixedSize: 48))
        """)
        let findings = try check(folder).findings.filter { $0.ruleId == "type-scale" }
        let fixes = findings.map { "\($0.position.line):\($0.fix?.edits.first?.replacement ?? "-")" }
        #expect(fixes == ["5:-", "7:.subheadline", "15:UIFont.preferredFont(forTextStyle: .footnote)", "19:-"], "\(fixes)")
    }
}
