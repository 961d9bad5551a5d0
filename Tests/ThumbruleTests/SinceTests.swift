import Foundation
import Testing
@testable import ThumbruleCore

/// `check --since REF`: findings in what changed since a git revision, and exit 2 when git
/// cannot answer.
@Suite struct SinceTests {
    static let fixed = "import SwiftUI\n\nlet title = Text(\"Hi\").font(.system(size: 17))\n"

    /// Runs git in the folder, as a test author, failing the test when git fails.
    func git(_ arguments: [String], in folder: ScratchFolder) throws {
        let git = try #require(ChangedFiles.executable(named: "git"), "these tests need git")
        let result = try ChangedFiles.run(git, ["-c", "user.name=thumbrule", "-c", "user.email=dev@thumbrule.invalid", "-c", "commit.gpgsign=false"] + arguments, in: folder.path)
        #expect(result.status == 0, "git \(arguments): \(result.error)")
    }

    func fixedFontPaths(_ result: CLI.Result) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.filter { $0["checkId"] as? String == "type-scale.swiftui-fixed-size" }.compactMap { $0["path"] as? String }.sorted()
    }

    /// A repository with four files that each break the type scale, committed; then one is
    /// edited, one renamed, one deleted and a new one added without `git add`.
    @Test func reportsAddedModifiedAndRenamedFilesOnly() throws {
        let folder = try ScratchFolder()
        for name in ["Kept", "Edited", "Moved", "Deleted"] {
            try folder.write("App/\(name).swift", Self.fixed.replacingOccurrences(of: "title", with: name.lowercased()))
        }
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "start"], in: folder)
        try folder.write("App/Edited.swift", "// edited\n" + Self.fixed.replacingOccurrences(of: "title", with: "edited"))
        try git(["mv", "App/Moved.swift", "App/Renamed.swift"], in: folder)
        try FileManager.default.removeItem(atPath: folder.absolute("App/Deleted.swift"))
        try folder.write("App/Added.swift", Self.fixed.replacingOccurrences(of: "title", with: "added"))

        let whole = try CLI.run(["check", folder.path, "-f", "json", "--no-cache"])
        #expect(try fixedFontPaths(whole) == ["App/Added.swift", "App/Edited.swift", "App/Kept.swift", "App/Renamed.swift"])
        let since = try CLI.run(["check", folder.path, "-f", "json", "--since", "HEAD"])
        #expect(try fixedFontPaths(since) == ["App/Added.swift", "App/Edited.swift", "App/Renamed.swift"], "\(since.stderr)")
        #expect(since.status == whole.status)

        let changes = try ChangedFiles.since("HEAD", root: folder.path)
        #expect(changes.present == ["App/Added.swift", "App/Edited.swift", "App/Renamed.swift"])
        #expect(changes.removed == ["App/Moved.swift", "App/Deleted.swift"])

        // Committed, nothing has changed since HEAD; the first commit still differs.
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", "edit"], in: folder)
        #expect(try fixedFontPaths(CLI.run(["check", folder.path, "-f", "json", "--since", "HEAD"])) == [])
        #expect(try fixedFontPaths(CLI.run(["check", folder.path, "-f", "json", "--since", "HEAD~1"])).count == 3)
    }

    /// Changed paths are relative to the root they are asked for; a subfolder with no project
    /// marker of its own is checked as part of the repository, whose root the paths are then relative to.
    @Test func aSubfolderRootSeesItsOwnPaths() throws {
        let folder = try ScratchFolder()
        try folder.write("ios/App/Old.swift", Self.fixed)
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "start"], in: folder)
        try folder.write("ios/App/New.swift", Self.fixed.replacingOccurrences(of: "title", with: "other"))
        try folder.write("android/notes.kt", "fun main() {}\n")
        let changes = try ChangedFiles.since("HEAD", root: folder.absolute("ios"))
        #expect(changes.present == ["App/New.swift"])
        #expect(try fixedFontPaths(CLI.run(["check", folder.absolute("ios"), "-f", "json", "--since", "HEAD"])) == ["ios/App/New.swift"])
    }

    @Test func noRepositoryOrABadRevisionExitsTwoWithTheReason() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.fixed)
        let outside = try CLI.run(["check", folder.path, "--since", "HEAD"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("--since") && outside.stderr.lowercased().contains("not a git repository"), "\(outside.stderr)")
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "start"], in: folder)
        let bad = try CLI.run(["check", folder.path, "--since", "no-such-branch"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'no-such-branch' names no commit"), "\(bad.stderr)")
        let option = try CLI.run(["check", folder.path, "--since=--output=x"])
        #expect(option.status == 2 && option.stderr.contains("is not a git revision"))
    }

    @Test func readsRenamesCopiesAndDeletions() {
        let output = Data("M\0App/A.swift\0R087\0Old.swift\0New.swift\0C100\0B.swift\0B2.swift\0D\0Gone.swift\0A\0Info.plist\0".utf8)
        let changes = ChangedFiles.parse(nameStatus: output)
        #expect(changes.present == ["App/A.swift", "New.swift", "B2.swift", "Info.plist"])
        #expect(changes.removed == ["Old.swift", "Gone.swift"])
    }

    /// A finding in an unchanged file is reported when it points at a changed one, and every
    /// project-level finding is reported when a plist or project file changed.
    @Test func keepsFindingsThatInvolveAChangedFile() {
        func finding(_ check: String, _ path: String, related: String? = nil) -> Finding {
            Finding(ruleId: "r", checkId: check, severity: .warning, confidence: .high, message: "m",
                    position: SourcePosition(path: path, line: 1, column: 1),
                    related: related.map { [RelatedLocation(SourcePosition(path: $0, line: 1, column: 1), "there")] } ?? [])
        }
        let findings = [
            finding("file", "App/Changed.swift"), finding("file", "App/Same.swift"),
            finding("project", "App/Same.swift", related: "App/Changed.swift"), finding("project", "App/Same.swift"),
        ]
        let swiftOnly = ChangedFiles(present: ["App/Changed.swift"], removed: [])
        #expect(!swiftOnly.projectInputChanged)
        // Source of any language is no project input; its package file is.
        #expect(!ChangedFiles(present: ["lib/main.dart", "src/App.tsx", "app/src/main/java/Home.kt"], removed: []).projectInputChanged)
        #expect(ChangedFiles(present: ["package.json"], removed: []).projectInputChanged)
        #expect(swiftOnly.filter(findings, projectChecks: ["project"]) == [findings[0], findings[2]])
        let plist = ChangedFiles(present: ["App/Changed.swift"], removed: ["App/Info.plist"])
        #expect(plist.projectInputChanged)
        #expect(plist.filter(findings, projectChecks: ["project"]) == [findings[0], findings[2], findings[3]])
    }
}
