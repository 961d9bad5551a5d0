import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

/// Every kind of bad input ends the run normally, with a note that says what was skipped.
@Suite struct BadInputTests {
    func skippedReasons(_ report: Engine.Report) -> [String: String] {
        Dictionary(report.findings.filter { $0.ruleId.hasPrefix("thumbrule.") }.map { ($0.position.path, $0.message) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func fileThatIsNotUTF8() throws {
        let folder = try ScratchFolder()
        try folder.write("Latin1.swift", Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]))
        try folder.write("Good.swift", EngineTests.fixedFont)
        let report = try check(folder)
        #expect(skippedReasons(report)["Latin1.swift"]?.contains("not valid UTF-8") == true)
        #expect(report.findings.contains { $0.position.path == "Good.swift" && $0.ruleId == "type-scale" })
    }

    /// One Latin-1 letter in an Objective-C comment (provenance's PokeMini `NoUI.m` credits
    /// "Pok\u{E9}mon") still lets reachability read the file's names, so a view nothing names stays unreachable.
    @Test func objectiveCFileThatIsNotUTF8StillDecidesReachability() throws {
        let folder = try ScratchFolder()
        try folder.write("App/RetroApp.swift", "import SwiftUI\n@main struct RetroApp: App {\n    var body: some Scene { WindowGroup { HomeView() } }\n}\n")
        try folder.write("App/HomeView.swift", "import SwiftUI\nstruct HomeView: View {\n    var body: some View { Text(\"Games\") }\n}\n")
        try folder.write("App/LegacySkinView.swift", "import SwiftUI\nstruct LegacySkinView: View {\n    var body: some View { Text(\"Skin\").font(.system(size: 17)) }\n}\n")
        try folder.write("App/NoUI.m", Data("// Pok".utf8) + Data([0xE9]) + Data("mon-Mini\n#import <Foundation/Foundation.h>\nvoid PokeMiniStart(void) { HomeView_start(); }\n".utf8))
        let report = try check(folder)
        #expect(!report.findings.contains { $0.position.path == "App/LegacySkinView.swift" && $0.ruleId == "type-scale" })
    }

    @Test func binaryFileNamedSwift() throws {
        let folder = try ScratchFolder()
        try folder.write("Blob.swift", Data([0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x00, 0x01, 0x07]))
        #expect(skippedReasons(try check(folder))["Blob.swift"]?.contains("binary") == true)
    }

    @Test func twentyMegabyteSwiftFileIsSkippedWithReason() throws {
        let folder = try ScratchFolder()
        let line = "let value = Text(\"padding padding padding padding padding\")\n"
        try folder.write("Huge.swift", String(repeating: line, count: 20_000_000 / line.utf8.count))
        let reason = try #require(skippedReasons(try check(folder))["Huge.swift"])
        #expect(reason.contains("MB"))
    }

    @Test func fileThatDisappearsOrCannotBeRead() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("Gone.swift", EngineTests.fixedFont)
        let files = try Discovery().discover([folder.path], currentDirectory: folder.path).files
        try FileManager.default.removeItem(atPath: path)
        let report = Engine(checks: CheckRegistry.all).run(files: files, root: folder.path)
        #expect(skippedReasons(report)["Gone.swift"]?.contains("could not be read") == true)
    }

    @Test(arguments: [
        ("xml", Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>A</key>".utf8)),
        ("binary", Data("bplist00".utf8) + Data([0xD1, 0x01, 0x02, 0xFF, 0xFF])),
    ])
    func malformedInfoPlist(kind: String, data: Data) throws {
        let folder = try ScratchFolder()
        try folder.write("App/Info.plist", data)
        try folder.write("App/Ads.swift", "import GoogleMobileAds\n")
        let report = try check(folder)
        #expect(skippedReasons(report)["App/Info.plist"]?.contains("not a valid property list") == true, "\(kind)")
    }

    /// An Info.plist run through the C preprocessor keeps `#ifdef` lines; its keys are read,
    /// from every branch, at their own lines.
    @Test func preprocessedInfoPlistIsRead() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        #ifdef INTUNE
            <key>NSCameraUsageDescription</key>
            <string>Scan documents.</string>
        #endif
            <key>CFBundleName</key>
            <string>App</string>
        </dict>
        </plist>
        """
        let plist = try PropertyList(path: "Info.plist", data: Data(text.utf8))
        #expect(plist.root["NSCameraUsageDescription"] != nil && plist.root["CFBundleName"] != nil)
        #expect(plist.line(of: "NSCameraUsageDescription") == 5)
        #expect(throws: PropertyListError.self) { try PropertyList(path: "x.plist", data: Data("<plist><dict><key>A</key>\n#endif".utf8)) }
    }

    @Test func brokenConfigurationNamesItsPath() {
        #expect(throws: ConfigurationError.self) { try Configuration.parse(Data("{ \"rules\": ".utf8), path: "c.json") }
        do {
            _ = try Configuration.parse(Data(#"{"rules": {"type-scale": {"severity": "loud"}}}"#.utf8), path: "c.json")
            Issue.record("expected an error")
        } catch let error as ConfigurationError {
            #expect(error.jsonPath == "$.rules.type-scale.severity")
        } catch {
            Issue.record("\(error)")
        }
        do {
            _ = try Configuration.parse(Data(#"{"failOn": "warning", "exclud": []}"#.utf8), path: "c.json")
            Issue.record("expected an error")
        } catch let error as ConfigurationError {
            #expect(error.jsonPath == "$.exclud")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func symlinkLoopAndLinksOutOfTheRoot() throws {
        let folder = try ScratchFolder()
        let outside = try ScratchFolder()
        try outside.write("Secret.swift", EngineTests.fixedFont)
        try folder.write("App/V.swift", EngineTests.fixedFont)
        try folder.link("App/Loop", to: folder.path + "/App")
        try folder.link("App/Self", to: "Self")
        try folder.link("Outside", to: outside.path)
        let result = try Discovery().discover([folder.path], currentDirectory: folder.path)
        #expect(result.files.map(\.path) == ["App/V.swift"])
        #expect(result.skipped.contains { $0.path == "Outside" && $0.reason.contains("out of the checked root") })
        #expect(result.skipped.contains { $0.path == "App/Self" })
    }
}
