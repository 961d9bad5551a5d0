import ThumbruleCore

/// Builds a minimal `project.pbxproj` for check examples: one app target named `App` whose
/// sources are the synchronized folder `App/`, with an Xcode-generated Info.plist made from
/// `INFOPLIST_KEY_*` build settings. Place it at `App.xcodeproj/project.pbxproj`.
enum XcodeProjectExamples {
    package static let path = "App.xcodeproj/project.pbxproj"

    /// `buildScript`, when given, becomes the target's one Run Script phase (no quotes in it).
    static func generatedInfoPlist(_ keys: [String: String], buildScript: String? = nil) -> String {
        project(configurations: [("Debug", infoPlistSettings(keys))], buildScript: buildScript)
    }

    /// `GENERATE_INFOPLIST_FILE` with these `INFOPLIST_KEY_*` settings.
    static func infoPlistSettings(_ keys: [String: String]) -> [String: String] {
        var settings = ["GENERATE_INFOPLIST_FILE": "YES"]
        for (key, value) in keys { settings["INFOPLIST_KEY_" + key] = value }
        return settings
    }

    /// The project with these build configurations, each with its build settings.
    static func project(configurations: [(name: String, settings: [String: String])], buildScript: String? = nil) -> String {
        let ids = configurations.map { $0.name.uppercased() }
        let blocks = zip(ids, configurations).map { id, configuration in
            // A conditional setting's name (`CODE_SIGN_IDENTITY[sdk=iphone*]`) needs quotes.
            let lines = configuration.settings.sorted { $0.key < $1.key }.map { setting in
                let name = setting.key.contains("[") ? "\"\(setting.key)\"" : setting.key
                return "\t\t\t\t\(name) = \"\(setting.value)\";"
            }
            return "\t\t\(id) = {isa = XCBuildConfiguration; name = \(configuration.name); buildSettings = {\n" + lines.joined(separator: "\n") + "\n\t\t\t}; };"
        }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tMAIN = {isa = PBXGroup; children = (SOURCES); sourceTree = "<group>"; };
        \t\tSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tTARGET = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = CONFIGURATIONS; buildPhases = (\(buildScript == nil ? "" : "SCRIPT")); fileSystemSynchronizedGroups = (SOURCES); };
        \t\tSCRIPT = {isa = PBXShellScriptBuildPhase; shellScript = "\(buildScript ?? "")"; };
        \t\tCONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (\(ids.joined(separator: ", "))); };
        \(blocks.joined(separator: "\n"))
        \t};
        \trootObject = ROOT;
        }

        """
    }

    /// Release signing settings that sign the iOS app with no identity and no team, as an app
    /// that is only ever sideloaded writes them (`UnsignedRelease`).
    static let unsignedRelease = ["CODE_SIGN_IDENTITY[sdk=iphone*]": "", "CODE_SIGN_IDENTITY[sdk=macosx*]": "-", "DEVELOPMENT_TEAM": ""]

    /// A project whose one target `App` (synchronized folder `App/`) builds for iPad and Mac,
    /// and builds the files `macOnly` names (relative to `App/`) only for the Mac.
    static func multiplatform(macOnly: [String]) -> String {
        let filters = macOnly.map { "\($0) = (macos, );" }.joined(separator: " ")
        return """
        // !$*UTF8*$!
        {
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tMAIN = {isa = PBXGroup; children = (SOURCES); sourceTree = "<group>"; };
        \t\tSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = App; exceptions = (EXCEPTIONS); sourceTree = "<group>"; };
        \t\tEXCEPTIONS = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; platformFiltersByRelativePath = { \(filters) }; target = TARGET; };
        \t\tTARGET = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (SOURCES); };
        \t};
        \trootObject = ROOT;
        }

        """
    }

    /// An Android repository (CI builds the app's APK) with a Kotlin Multiplatform module
    /// `labs-kmp/` whose iOS host app lives in `labs-kmp/iosApp/`: its Info.plist is
    /// `labs-kmp/iosApp/App/Info.plist`, and every configuration looks for the module's framework
    /// in `frameworks`. The module's Kotlin is `kotlin`, at `labs-kmp/src/commonMain/…/LabsApp.kt`;
    /// the app module depends on the module when `appUsesModule`.
    static func nestedKMPHost(frameworks: String, infoPlist: String, kotlin: String = "", appUsesModule: Bool = false) -> [(String, String)] {
        func settings(_ paths: String) -> [String: String] { ["INFOPLIST_FILE": "App/Info.plist", "FRAMEWORK_SEARCH_PATHS": paths] }
        return [
            ("settings.gradle.kts", "include(\":app\")\ninclude(\":labs-kmp\")\n"),
            ("app/build.gradle.kts", """
            plugins { id("com.android.application") }
            android { namespace = "com.example.app" }
            dependencies {
            \(appUsesModule ? "    implementation(projects.labsKmp)" : "    implementation(projects.core)")
            }
            """),
            ("labs-kmp/build.gradle.kts", "plugins { kotlin(\"multiplatform\") }\nkotlin { iosSimulatorArm64() }\n"),
            ("labs-kmp/src/commonMain/kotlin/com/example/labs/LabsApp.kt", kotlin),
            (".github/workflows/build.yml", "jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ./gradlew assembleRelease\n"),
            ("labs-kmp/iosApp/Labs.xcodeproj/project.pbxproj", project(configurations: [("Debug", settings(frameworks)), ("Release", settings(frameworks))])),
            ("labs-kmp/iosApp/App/ContentView.swift", "import SwiftUI\nimport LabsKmp\n\nstruct ContentView: View { var body: some View { Text(\"Labs\") } }\n"),
            ("labs-kmp/iosApp/App/Info.plist", infoPlist),
        ].filter { !$0.1.isEmpty }
    }

    /// An app whose `Debug` configuration defines the compilation conditions `DEBUG QA_TOOLS`
    /// and whose `Release` configuration defines `release` (`""` for none), with these files.
    static func compilationConditions(release: String, files: [(String, String)]) -> [(String, String)] {
        [(path, project(configurations: [("Debug", ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG QA_TOOLS"]),
                                         ("Release", ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": release])]))] + files
    }

    /// An app whose tester tools open from a screen only while the Info.plist key
    /// `IS_TESTER_BUILD`, set from the build setting of that name, reads true: the setting is
    /// on in the `Tester` configuration and, unless `onInRelease`, off in `Release`. The tools
    /// screen `App/ServerToolsView.swift` is `toolsScreen`.
    static func testerTools(onInRelease: Bool, toolsScreen: String) -> [(String, String)] {
        func settings(_ value: String) -> [String: String] { ["INFOPLIST_FILE": "App/Info.plist", "IS_TESTER_BUILD": value] }
        return [
            (path, project(configurations: [("Tester", settings("YES")), ("Release", settings(onInRelease ? "YES" : "NO"))])),
            ("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>IS_TESTER_BUILD</key>
            \t<string>$(IS_TESTER_BUILD)</string>
            </dict>
            </plist>

            """),
            ("App/PlannerApp.swift", """
            import SwiftUI

            @main
            struct PlannerApp: App {
                var body: some Scene { WindowGroup { SettingsScreen() } }
            }

            extension Bundle {
                var isTesterBuild: Bool { object(forInfoDictionaryKey: "IS_TESTER_BUILD") as? String == "YES" }
            }

            struct SettingsScreen: View {
                @State private var showTools = false
                var body: some View {
                    Text("Planner 2.1")
                        .onTapGesture(count: 3) {
                            if Bundle.main.isTesterBuild {
                                showTools.toggle()
                            }
                        }
                        .sheet(isPresented: $showTools) {
                            ServerToolsView()
                        }
                }
            }
            """),
            ("App/ServerToolsView.swift", toolsScreen),
        ]
    }

    /// A project of app targets, each with its Info.plist and the documents its Copy Bundle
    /// Resources phase copies (paths relative to the project's folder).
    static func apps(_ apps: [(name: String, infoPlist: String, resources: [String])]) -> String {
        var objects: [String] = []
        for (index, app) in apps.enumerated() {
            let files = app.resources.indices.map { "FILE\(index)_\($0)" }
            for (file, path) in zip(files, app.resources) {
                objects.append("\t\t\(file) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
                objects.append("\t\tBUILD\(file) = {isa = PBXBuildFile; fileRef = \(file); };")
            }
            objects.append("\t\tRESOURCES\(index) = {isa = PBXResourcesBuildPhase; files = (\(files.map { "BUILD" + $0 }.joined(separator: ", "))); };")
            objects.append("\t\tTARGET\(index) = {isa = PBXNativeTarget; name = \"\(app.name)\"; productType = \"com.apple.product-type.application\"; buildConfigurationList = CONFIGURATIONS\(index); buildPhases = (RESOURCES\(index)); };")
            objects.append("\t\tCONFIGURATIONS\(index) = {isa = XCConfigurationList; buildConfigurations = (RELEASE\(index)); };")
            objects.append("\t\tRELEASE\(index) = {isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = \"\(app.infoPlist)\"; }; };")
        }
        let children = apps.indices.flatMap { index in apps[index].resources.indices.map { "FILE\(index)_\($0)" } }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (\(apps.indices.map { "TARGET\($0)" }.joined(separator: ", "))); };
        \t\tMAIN = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); sourceTree = "<group>"; };
        \(objects.joined(separator: "\n"))
        \t};
        \trootObject = ROOT;
        }

        """
    }
}
