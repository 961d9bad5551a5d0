import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
@testable import ThumbruleRules

/// The results cache: a cached run reports exactly what an uncached run reports, reuses what
/// is unchanged and recomputes what is not.
@Suite struct CacheTests {
    static let fixed = "import SwiftUI\n\nlet title = Text(\"Hi\").font(.system(size: 17))\n"
    static let clean = "import SwiftUI\n\nlet title = Text(\"Hi\").font(.body)\n"

    func run(_ path: String, cache: ResultCache?, configuration: Configuration = Configuration(), timings: CheckTimings? = nil) throws -> Engine.Report {
        let input = try ProjectInput(paths: [path], currentDirectory: path, configuration: configuration)
        return Engine(configuration: configuration, checks: CheckRegistry.all, jobs: 2, timings: timings, cache: cache)
            .run(files: input.files, root: input.root)
    }

    /// The stages a run spent time in: a run served from the cache parses nothing.
    func stages(_ timings: CheckTimings) -> Set<String> { Set(timings.totals.map(\.label)) }

    func entries(_ cache: ResultCache, _ kind: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.folder + "/" + kind)) ?? []).sorted().map { cache.folder + "/" + kind + "/" + $0 }
    }

    /// Every check's examples laid out as one tree, each example in its own folder: every kind
    /// of fact goes through the cache and back.
    func examplesTree() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        var number = 0
        for check in CheckRegistry.all {
            for example in check.description.triggering + check.description.nonTriggering {
                number += 1
                for file in example.files {
                    try folder.write("E\(number)/" + file.path, file.text.filter { $0 != CheckExample.marker })
                }
            }
        }
        return folder
    }

    /// Uncached, cold, warm (final findings reused) and warm from file entries alone agree.
    @Test(arguments: ["Examples/Showcase", "Examples/AndroidShowcase", "examples"])
    func cachedRunsMatchAnUncachedRun(_ tree: String) throws {
        let examples = tree == "examples" ? try examplesTree() : nil
        let path = examples?.path ?? CLI.packageRoot + "/" + tree
        let scratch = try ScratchFolder()
        let cache = ResultCache(folder: scratch.path + "/cache")
        let uncached = try run(path, cache: nil)
        #expect(!uncached.findings.isEmpty)
        let cold = try run(path, cache: cache)
        #expect(cold.findings == uncached.findings)
        #expect(cold.filesChecked == uncached.filesChecked && cold.checksRun == uncached.checksRun)
        let warmTimings = CheckTimings()
        let warm = try run(path, cache: cache, timings: warmTimings)
        #expect(warm.findings == uncached.findings)
        #expect(stages(warmTimings) == ["cache"])
        for entry in entries(cache, "project") { try FileManager.default.removeItem(atPath: entry) }
        let fileTimings = CheckTimings()
        let fromFiles = try run(path, cache: cache, timings: fileTimings)
        #expect(fromFiles.findings == uncached.findings)
        #expect(!stages(fileTimings).contains("parse"), "every Swift file came from the cache")
    }

    @Test func anEditRecomputesThatFileOnly() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.fixed)
        try folder.write("App/Other.swift", Self.clean)
        let cache = ResultCache(folder: folder.path + "/.thumbrule/cache")
        _ = try run(folder.path, cache: cache)
        let titleEntry = cache.fileEntryPath(root: folder.path, path: "App/Title.swift")
        let otherEntry = cache.fileEntryPath(root: folder.path, path: "App/Other.swift")
        let titleBefore = FileManager.default.contents(atPath: titleEntry)
        let otherBefore = FileManager.default.contents(atPath: otherEntry)
        #expect(titleBefore != nil && otherBefore != nil)

        try folder.write("App/Other.swift", Self.fixed)
        let edited = try run(folder.path, cache: cache)
        #expect(edited.findings == (try run(folder.path, cache: nil)).findings)
        #expect(edited.findings.filter { $0.checkId == "type-scale.swiftui-fixed-size" }.map(\.position.path) == ["App/Other.swift", "App/Title.swift"])
        #expect(FileManager.default.contents(atPath: titleEntry) == titleBefore, "an unchanged file's entry is kept")
        let other = try #require(cache.read(ResultCache.FileEntry.self, at: otherEntry)?.entry)
        #expect(other.content == SHA256.hex(Self.fixed))

        let timings = CheckTimings()
        #expect(try run(folder.path, cache: cache, timings: timings).findings == edited.findings)
        #expect(stages(timings) == ["cache"])
    }

    @Test func aConfigurationChangeMisses() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.fixed)
        let cache = ResultCache(folder: folder.path + "/.thumbrule/cache")
        let before = try run(folder.path, cache: cache)
        #expect(before.findings.contains { $0.checkId == "type-scale.swiftui-fixed-size" })
        var quiet = Configuration()
        quiet.rules["type-scale"] = Configuration.RuleSetting(enabled: false, severity: nil)
        let off = try run(folder.path, cache: cache, configuration: quiet)
        #expect(off.findings == (try run(folder.path, cache: nil, configuration: quiet)).findings)
        #expect(!off.findings.contains { $0.ruleId == "type-scale" })
        var loud = Configuration()
        loud.rules["type-scale"] = Configuration.RuleSetting(enabled: nil, severity: .error)
        let error = try run(folder.path, cache: cache, configuration: loud)
        #expect(error.findings == (try run(folder.path, cache: nil, configuration: loud)).findings)
        #expect(error.findings.first { $0.ruleId == "type-scale" }?.severity == .error)
    }

    /// Garbage, a torn write, an entry of another file and an entry of another context are all
    /// ignored and written again.
    @Test func corruptAndForeignEntriesAreIgnoredAndRewritten() throws {
        let folder = try ScratchFolder()
        try folder.write("App/A.swift", Self.fixed)
        try folder.write("App/B.swift", Self.fixed.replacingOccurrences(of: "title", with: "heading"))
        try folder.write("App/C.swift", Self.clean)
        try folder.write("App/D.swift", Self.fixed.replacingOccurrences(of: "17", with: "19"))
        let cache = ResultCache(folder: folder.path + "/.thumbrule/cache")
        let expected = try run(folder.path, cache: cache).findings
        let path = { (file: String) in cache.fileEntryPath(root: folder.path, path: file) }
        let entryA = try #require(FileManager.default.contents(atPath: path("App/A.swift")))
        try Data("not an entry".utf8).write(to: URL(fileURLWithPath: path("App/A.swift")))
        try entryA.prefix(entryA.count / 2).write(to: URL(fileURLWithPath: path("App/B.swift")))
        try entryA.write(to: URL(fileURLWithPath: path("App/C.swift")))
        var foreign = try #require(cache.read(ResultCache.FileEntry.self, at: path("App/D.swift")))
        foreign.entry.context = "another version"
        foreign.entry.findings = []
        cache.write(foreign.entry, facts: foreign.facts, to: path("App/D.swift"))
        for entry in entries(cache, "project") { try Data([0xff, 0x00]).write(to: URL(fileURLWithPath: entry)) }

        #expect(try run(folder.path, cache: cache).findings == expected)
        for file in ["App/A.swift", "App/B.swift", "App/C.swift", "App/D.swift"] {
            let entry = try #require(cache.read(ResultCache.FileEntry.self, at: path(file))?.entry, "\(file) rewritten")
            #expect(entry.path == file && entry.context != "another version")
        }
        #expect(entries(cache, "project").allSatisfy { cache.read(ResultCache.ProjectEntry.self, at: $0) != nil })
        #expect(entries(cache, "files").allSatisfy { !$0.contains(".tmp-") }, "no temporary file is left")
    }

    /// Runs sharing one cache, cold and warm at once, all report what an uncached run reports.
    @Test func concurrentRunsAgree() throws {
        let folder = try ScratchFolder()
        for index in 0..<12 {
            try folder.write("App/View\(index).swift", index % 2 == 0 ? Self.fixed.replacingOccurrences(of: "title", with: "title\(index)") : Self.clean)
        }
        let expected = try run(folder.path, cache: nil).findings
        let cache = ResultCache(folder: folder.path + "/.thumbrule/cache")
        let results = ResultSlots<[Finding]>(count: 6)
        let root = folder.path
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            results.store(index, (try? run(root, cache: cache).findings) ?? [])
        }
        #expect(results.values.allSatisfy { $0 == expected })
        #expect(try run(folder.path, cache: cache).findings == expected)
    }

    /// A file whose target changed (a new Info.plist makes its folder a widget) is checked
    /// again, though its bytes did not change.
    @Test func aTargetChangeRecomputesTheFile() throws {
        let folder = try ScratchFolder()
        try folder.write("Feature/Title.swift", Self.fixed)
        try folder.write("App/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>app</string></dict></plist>
        """)
        let cache = ResultCache(folder: folder.path + "/.thumbrule/cache")
        _ = try run(folder.path, cache: cache)
        try folder.write("Feature/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key>
        <string>com.apple.widgetkit-extension</string></dict></dict></plist>
        """)
        let timings = CheckTimings()
        let report = try run(folder.path, cache: cache, timings: timings)
        #expect(report.findings == (try run(folder.path, cache: nil)).findings)
        #expect(stages(timings).contains("parse"))
        let entry = try #require(cache.read(ResultCache.FileEntry.self, at: cache.fileEntryPath(root: folder.path, path: "Feature/Title.swift"))?.entry)
        #expect(entry.target.kind != .app)
    }

    @Test func theCommandLineWritesTheCacheWhereAsked() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Title.swift", Self.fixed)
        let off = try CLI.run(["check", folder.path, "--no-cache"])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/.thumbrule"))
        let first = try CLI.run(["check", folder.path])
        #expect(FileManager.default.fileExists(atPath: folder.path + "/.thumbrule/cache/project"))
        let second = try CLI.run(["check", folder.path])
        #expect(first.stdout == off.stdout && second.stdout == off.stdout && second.status == off.status)
        let elsewhere = try ScratchFolder()
        let third = try CLI.run(["check", folder.path, "--cache-path", elsewhere.path + "/c"])
        #expect(third.stdout == off.stdout)
        #expect(FileManager.default.fileExists(atPath: elsewhere.path + "/c/files"))
        let both = try CLI.run(["check", folder.path, "--no-cache", "--cache-path", elsewhere.path])
        #expect(both.status == 2)
    }
}
