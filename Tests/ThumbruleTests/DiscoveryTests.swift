import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct DiscoveryTests {
    @Test func classifiesAndSkipsBuildFolders() throws {
        let folder = try ScratchFolder()
        for path in ["App/A.swift", "App/Info.plist", "App/App.entitlements", "App/PrivacyInfo.xcprivacy", "App.xcodeproj/project.pbxproj",
                     "android/app/src/main/AndroidManifest.xml", "android/app/build.gradle.kts", "STACK.md", ".thumbrule/screens/home.md",
                     "App/en.lproj/Localizable.strings", "README.md",
                     ".build/x/B.swift", "Pods/P/P.swift", "DerivedData/D.swift", "node_modules/n/N.swift", "Carthage/C.swift", ".git/G.swift",
                     ".thumbrule/cache/Cached.swift", "Cores/Play/cmake/CMakeFiles/Play.dir/Info.plist"] {
            try folder.write(path, "x")
        }
        let files = try Discovery().discover([], currentDirectory: folder.path).files
        let kinds = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.kind) })
        #expect(kinds == [
            "App/A.swift": .swift, "App/Info.plist": .infoPlist, "App/App.entitlements": .entitlements,
            "App/PrivacyInfo.xcprivacy": .privacyManifest, "App.xcodeproj/project.pbxproj": .xcodeProject,
            "android/app/src/main/AndroidManifest.xml": .androidManifest, "android/app/build.gradle.kts": .gradle,
            "STACK.md": .brief, ".thumbrule/screens/home.md": .brief, "App/en.lproj/Localizable.strings": .strings,
            "README.md": .documentation,
        ])
    }

    @Test(arguments: [
        ("App/Generated/**", "App/Generated/X.swift", true),
        ("App/Generated/**", "App/Other/X.swift", false),
        ("*.pb.swift", "Deep/Models/User.pb.swift", true),
        ("Vendor", "Vendor/Lib/X.swift", true),
        ("**/Mocks/*.swift", "Feature/Mocks/Fake.swift", true),
        ("App/?.swift", "App/AB.swift", false),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    @Test func rootIsTheSingleFolderGiven() throws {
        let folder = try ScratchFolder()
        try folder.write("Sub/A.swift", "let a = 1")
        let result = try Discovery().discover(["Sub"], currentDirectory: folder.path)
        #expect(result.files.map(\.path) == ["A.swift"])
        #expect(Discovery.displayPrefix(root: result.root, currentDirectory: folder.path) == "Sub/")
    }

    @Test func missingPathIsAnError() throws {
        let folder = try ScratchFolder()
        #expect(throws: DiscoveryError.self) { try Discovery().discover(["nope"], currentDirectory: folder.path) }
    }
}

/// Every command finds its configuration and files through `ProjectInput`.
@Suite struct ProjectInputTests {
    @Test func checkAndBriefCommandsSeeTheSameFiles() throws {
        let folder = try ScratchFolder()
        try folder.write(".thumbrule.json", #"{"exclude": ["App/Generated/**"]}"#)
        try folder.write("App/Home.swift", "struct Home {}\n")
        try folder.write("App/Generated/Strings.swift", "enum Strings {}\n")
        let input = try ProjectInput(paths: [], currentDirectory: folder.path)
        #expect(input.files.map(\.path) == ["App/Home.swift"])
        #expect(input.configuration.exclude == ["App/Generated/**"])
        let sources = try ProjectSources(root: folder.path)
        #expect(sources.swiftPaths == input.files.map(\.path))
        let run = try CheckRun(paths: [], currentDirectory: folder.path)
        #expect(run.report.filesChecked == input.files.count)
    }

    @Test func aBrokenConfigurationFailsEveryCommand() throws {
        let folder = try ScratchFolder()
        try folder.write(".thumbrule.json", #"{"exclude": 3}"#)
        try folder.write("App/Home.swift", "struct Home {}\n")
        #expect(throws: ConfigurationError.self) { try ProjectSources(root: folder.path) }
        #expect(throws: ConfigurationError.self) { try CheckRun(paths: [], currentDirectory: folder.path) }
    }
}
