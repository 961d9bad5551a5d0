import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
@testable import ThumbruleRules

/// The baseline: findings accepted today stay quiet while code moves, and only new ones report.
@Suite struct BaselineTests {
    static let fixed = "let title = Text(\"Hi\").font(.system(size: 17))"
    /// Two identical violations with identical neighbours, so they share one fingerprint.
    static let twoIdentical = "import SwiftUI\n\n\(fixed)\n\n\(fixed)\n"

    func fixedFontFindings(_ folder: ScratchFolder, jobs: Int = 2) throws -> (findings: [Finding], report: Engine.Report) {
        let report = try check(folder, jobs: jobs)
        return (report.findings.filter { $0.checkId == "type-scale.swiftui-fixed-size" }, report)
    }

    func baseline(_ folder: ScratchFolder, jobs: Int = 2) throws -> Baseline {
        let run = try fixedFontFindings(folder, jobs: jobs)
        return Baseline(findings: run.findings, root: run.report.root)
    }

    func filtered(_ baseline: Baseline, _ folder: ScratchFolder) throws -> (new: [Finding], stale: Int) {
        let run = try fixedFontFindings(folder)
        return baseline.filter(run.findings, root: run.report.root, checksRun: run.report.checksRun)
    }

    @Test func roundTripMatchesEveryFinding() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoIdentical)
        let recorded = try baseline(folder)
        #expect(recorded.entries.count == 2)
        let reread = try Baseline.parse(Data(recorded.encoded().utf8), path: "b.json")
        #expect(reread == recorded)
        let result = try filtered(reread, folder)
        #expect(result.new.isEmpty && result.stale == 0)
    }

    @Test func codeInsertedAboveStillMatches() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoIdentical)
        let recorded = try baseline(folder)
        try folder.write("App/Title.swift", "// moved down\nlet spacer = 8\n\n" + Self.twoIdentical.replacingOccurrences(of: "let title", with: "    let title"))
        let result = try filtered(recorded, folder)
        #expect(result.new.isEmpty, "\(result.new)")
        #expect(result.stale == 0)
    }

    /// Removing one of two identical violations reports nothing and leaves one stale entry.
    @Test func duplicateLinesMatchByOrder() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoIdentical)
        let recorded = try baseline(folder)
        #expect(recorded.entries[0] == recorded.entries[1], "identical lines share one key")
        try folder.write("App/Title.swift", "import SwiftUI\n\n\(Self.fixed)\n")
        let result = try filtered(recorded, folder)
        #expect(result.new.isEmpty)
        #expect(result.stale == 1)
    }

    @Test func aNewFindingIsReported() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoIdentical)
        let recorded = try baseline(folder)
        try folder.write("App/Title.swift", Self.twoIdentical + "\n\(Self.fixed)\n")
        let result = try filtered(recorded, folder)
        #expect(result.new.count == 1 && result.new.first?.position.line == 7, "the third, not one of the first two")
        #expect(result.stale == 0)
    }

    /// Entries of checks that did not run (`--only`) are neither matched nor stale.
    @Test func entriesOfChecksNotRunAreNotStale() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoIdentical)
        let recorded = try baseline(folder)
        let result = recorded.filter([], root: folder.path, checksRun: ["motion.something-else"])
        #expect(result.new.isEmpty && result.stale == 0)
    }

    /// Findings in property lists, text or binary, are fingerprinted from their line text too.
    @Test func plistFindingsMatch() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Info.plist", Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>A</key>".utf8))
        try folder.write("Widget/Info.plist", Data("bplist00".utf8) + Data([0xD1, 0x01, 0x02, 0xFF, 0xFF]))
        let report = try check(folder)
        let plistFindings = report.findings.filter { $0.position.path.hasSuffix(".plist") }
        #expect(Set(plistFindings.map(\.position.path)) == ["App/Info.plist", "Widget/Info.plist"])
        let recorded = Baseline(findings: report.findings, root: report.root)
        let again = try check(folder)
        let result = recorded.filter(again.findings, root: again.root, checksRun: again.checksRun)
        #expect(result.new.isEmpty && result.stale == 0, "\(result.new)")
        #expect(Baseline(findings: again.findings, root: again.root).encoded() == recorded.encoded())
    }

    @Test func fileIsStableAcrossRunsAndJobs() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.twoIdentical)
        try folder.write("App/Other.swift", "import SwiftUI\nlet other = Text(\"Bye\").font(.system(size: 12))\n")
        let first = try baseline(folder, jobs: 1).encoded()
        #expect(try baseline(folder, jobs: 1).encoded() == first)
        #expect(try baseline(folder, jobs: 2).encoded() == first)
        #expect(first.contains("\"version\" : 1"))
        #expect(!first.contains(folder.path), "no absolute paths")
    }

    @Test func foreignOrMalformedFilesAreRefusedByName() {
        let cases = ["{\"findings\": []}", "not json", "{\"kind\": \"thumbrule-baseline\", \"version\": 99, \"entries\": []}",
                     "{\"kind\": \"thumbrule-baseline\", \"version\": 1, \"entries\": [{\"rule\": 1}]}"]
        for text in cases {
            #expect(throws: BaselineError.self) { try Baseline.parse(Data(text.utf8), path: "old/baseline.json") }
            do { _ = try Baseline.parse(Data(text.utf8), path: "old/baseline.json") } catch {
                #expect("\(error)".hasPrefix("old/baseline.json: "))
            }
        }
    }

    @Test func configurationBaselineIsRelativeToTheConfigFile() throws {
        let configuration = try Configuration.parse(Data("{\"baseline\": \"lint/baseline.json\"}".utf8), path: "/repo/app/.thumbrule.json")
        #expect(configuration.baseline == "/repo/app/lint/baseline.json")
        #expect(throws: ConfigurationError.self) { try Configuration.parse(Data("{\"baseline\": 3}".utf8), path: "c.json") }
    }
}

/// `check --write-baseline`, `--baseline`, `--strict-baseline` and the `baseline` config key, as a user runs them.
@Suite struct BaselineCLITests {
    @Test func writeThenCheckReportsOnlyNewFindings() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", BaselineTests.twoIdentical)
        let only = ["--only", "type-scale", "--fail-on", "warning"]
        let written = try CLI.run(["check", "--write-baseline", "lint/baseline.json"] + only, in: folder.path)
        #expect(written.status == 2, "the folder lint/ does not exist yet: \(written.stderr)")
        try FileManager.default.createDirectory(atPath: folder.absolute("lint"), withIntermediateDirectories: true)
        let first = try CLI.run(["check", "--write-baseline", "lint/baseline.json", "--jobs", "1"] + only, in: folder.path)
        #expect(first.status == 0 && first.stdout.isEmpty, "\(first.stderr)")
        let bytes = folder.read("lint/baseline.json")
        #expect(try CLI.run(["check", "--write-baseline", "lint/baseline.json", "--jobs", "2"] + only, in: folder.path).status == 0)
        #expect(folder.read("lint/baseline.json") == bytes, "byte-identical across runs and --jobs")

        let clean = try CLI.run(["check", "--baseline", "lint/baseline.json"] + only, in: folder.path)
        #expect(clean.status == 0 && !clean.stdout.contains("warning:"), "\(clean.stdout)")

        try folder.write("App/Title.swift", "import SwiftUI\n\n\(BaselineTests.fixed)\n\nlet body = Text(\"New\").font(.system(size: 12))\n")
        let changed = try CLI.run(["check", "--baseline", "lint/baseline.json"] + only, in: folder.path)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("Title.swift:5:"), "only the new finding: \(changed.stdout)")
        #expect(!changed.stdout.contains("Title.swift:3:"))
        #expect(changed.stderr.contains("thumbrule: 1 baseline entries no longer match; rewrite with --write-baseline"), "\(changed.stderr)")
        let strict = try CLI.run(["check", "--baseline", "lint/baseline.json", "--strict-baseline"] + only, in: folder.path)
        #expect(strict.status == 2 && strict.stderr.contains("no longer match"))

        // The configuration's baseline is relative to the configuration file.
        try folder.write(".thumbrule.json", "{\"baseline\": \"lint/baseline.json\"}")
        let configured = try CLI.run(["check"] + only, in: folder.path)
        #expect(configured.status == 1 && configured.stdout.contains("Title.swift:5:") && !configured.stdout.contains("Title.swift:3:"), "\(configured.stdout)\(configured.stderr)")
    }

    @Test func aForeignBaselineIsAnErrorNamingTheFile() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", BaselineTests.twoIdentical)
        try folder.write("report.json", "{\"findings\": []}")
        let result = try CLI.run(["check", "--baseline", "report.json"], in: folder.path)
        #expect(result.status == 2 && result.stderr.contains("report.json: not a Thumbrule baseline"), "\(result.stderr)")
    }
}
