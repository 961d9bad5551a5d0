import Foundation
import Testing

/// A file or subfolder is checked as part of its project; `review --no-archive` writes nothing.
@Suite struct ProjectRootTests {
    private func findings(_ run: CLI.Result) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(document?["findings"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
    }

    /// A subfolder reports exactly what the whole project reports in it, with paths from the root.
    @Test func aSubfolderReportsWhatTheProjectReportsThere() throws {
        let showcase = CLI.packageRoot + "/Examples/Showcase"
        let whole = try findings(try CLI.run(["check", "-f", "json"], in: showcase))
        let store = try CLI.run(["check", "Showcase/Store", "-f", "json"], in: showcase)
        let part = try findings(store)
        let expected = whole.filter { ($0["path"] as? String)?.hasPrefix("Showcase/Store/") == true }
        #expect(!part.isEmpty && part.count == expected.count, "\(part.count) vs \(expected.count)")
        #expect(part.map { "\($0["path"]!):\($0["line"]!):\($0["checkId"]!)" } == expected.map { "\($0["path"]!):\($0["line"]!):\($0["checkId"]!)" })
        let document = try JSONSerialization.jsonObject(with: Data(store.stdout.utf8)) as? [String: Any]
        #expect(document?["filesChecked"] as? Int == 2)
        // From inside the subfolder, with no path, the text report's paths still open from here.
        let inside = try CLI.run(["check"], in: showcase + "/Showcase/Store")
        #expect(inside.status == 1 && inside.stdout.contains("/Examples/Showcase/Showcase/Store/PremiumPlansView.swift:9:45: error:"), "\(inside.stdout)")
        #expect(inside.stderr.contains("thumbrule: \(expected.count) findings (") && inside.stderr.contains(") in 2 files"), "\(inside.stderr)")
    }

    /// One Swift file still gets the checks that need its target's Info.plist.
    @Test func oneFileKeepsTheProjectLevelChecks() throws {
        let run = try CLI.run(["check", "Showcase/Kitchen/PantryScanner.swift"], in: CLI.packageRoot + "/Examples/Showcase")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Showcase/Kitchen/PantryScanner.swift:11:13: error: AVCaptureDevice.requestAccess(for: .video) needs NSCameraUsageDescription"), "\(run.stdout)")
        #expect(run.stdout.contains("Showcase/Info.plist:1:1: note: this Info.plist has no NSCameraUsageDescription"))
        #expect(!run.stdout.split(separator: "\n").contains { !$0.hasPrefix("Showcase/Kitchen/PantryScanner.swift") && !$0.contains(": note: ") })
        #expect(run.stderr.contains("in 1 file\n"), "\(run.stderr)")
    }

    /// The root's configuration applies, and its globs match paths from the root.
    @Test func theRootsConfigurationApplies() throws {
        let project = try ScratchFolder()
        try project.write(".thumbrule.json", #"{"rules": {"type-scale": "off", "color-roles.literal-color": "on"}, "exclude": ["App/Generated/**"]}"#)
        let fixed = "import SwiftUI\nlet t = Text(\"A\").font(.system(size: 17))\nlet c = Text(\"B\").foregroundStyle(Color(red: 0.5, green: 0.5, blue: 0.5))\n"
        try project.write("App/Views/A.swift", fixed)
        try project.write("App/Generated/G.swift", fixed)
        let run = try CLI.run(["check", "App", "-f", "json"], in: project.path)
        let found = try findings(run)
        #expect(!found.isEmpty && found.allSatisfy { $0["ruleId"] as? String != "type-scale" }, "\(found)")
        #expect(found.allSatisfy { $0["path"] as? String == "App/Views/A.swift" }, "paths from the root, generated code excluded: \(found)")
        let plain = try ScratchFolder()
        try plain.write("App/Views/A.swift", fixed)
        try plain.write("Package.swift", "// swift-tools-version:6.0\n")
        let unconfigured = try findings(try CLI.run(["check", "App/Views", "-f", "json"], in: plain.path))
        #expect(unconfigured.contains { $0["ruleId"] as? String == "type-scale" && $0["path"] as? String == "App/Views/A.swift" }, "\(unconfigured)")
    }

    /// Two apps side by side are two projects: both are checked from here, as before.
    @Test func pathsInTwoProjectsAreCheckedFromHere() throws {
        let run = try CLI.run(["check", "Examples/Showcase", "Examples/AndroidShowcase", "-f", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        // About 29 + 21 files (a brief counts only at its own project's root), not the repository's hundreds.
        let files = try #require(document?["filesChecked"] as? Int)
        #expect(files >= 46 && files <= 54, "\(files) \(run.stderr)")
        let paths = try findings(run).compactMap { $0["path"] as? String }
        #expect(paths.contains { $0.hasPrefix("Examples/Showcase/Showcase/") } && paths.contains { $0.hasPrefix("Examples/AndroidShowcase/app/") })
        #expect(paths.allSatisfy { $0.hasPrefix("Examples/") }, "\(paths)")
    }

    /// A whole-project baseline used on a subfolder: other files' entries are not stale.
    @Test func aProjectBaselineAppliesToASubfolder() throws {
        let project = try ScratchFolder()
        try project.write("Package.swift", "// swift-tools-version:6.0\n")
        let fixed = "import SwiftUI\nlet t = Text(\"A\").font(.system(size: 17))\n"
        try project.write("App/A.swift", fixed)
        try project.write("Lib/B.swift", fixed)
        let written = try CLI.run(["check", "--write-baseline", "baseline.json"], in: project.path)
        #expect(written.status == 0 && written.stderr.contains("wrote 2 baseline entries"), "\(written.stderr)")
        try project.write("App/C.swift", fixed)
        let part = try CLI.run(["check", "App", "--baseline", "baseline.json", "--strict-baseline"], in: project.path)
        #expect(part.status == 0 && !part.stderr.contains("no longer match"), "\(part.stderr)")
        #expect(part.stdout.hasPrefix("App/C.swift:2:24: warning:") && !part.stdout.contains("A.swift"), "only the new finding: \(part.stdout)")
        let scoped = try CLI.run(["check", "Lib", "--write-baseline", "lib.json"], in: project.path)
        #expect(scoped.stderr.contains("wrote 1 baseline entries"), "a subfolder records its own findings: \(scoped.stderr)")
    }

    @Test func reviewNoArchiveWritesNothing() throws {
        let project = try ScratchFolder()
        try project.write("Showcase/PaywallView.swift", String(decoding: FileManager.default.contents(atPath: CLI.packageRoot + "/Examples/Showcase/Showcase/PaywallView.swift")!, as: UTF8.self))
        let before = project.snapshot()
        let run = try CLI.run(["review", "--no-archive"], in: project.path)
        #expect(run.stdout.contains("# Review:") && !run.stderr.contains("archived"), "\(run.stderr)")
        #expect(project.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: project.absolute(".thumbrule")))
    }
}
