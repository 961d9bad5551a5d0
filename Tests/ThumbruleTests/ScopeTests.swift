import Testing
@testable import ThumbruleCore

/// Reports every `flag()` call; the engine decides which findings survive from its scopes
/// (the scope and member-reachability tests share it).
struct FlagCheck: SwiftFileCheck {
    static let description = CheckDescription(id: "test-scope.flag", ruleId: "test-scope", summary: "Flags flag().",
                                              triggering: [], nonTriggering: [])
    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("flag") { output.report("flag", at: file.position(of: call)) }
    }
}

/// The same, for every scope: nothing it finds is dropped.
private struct FlagEverywhereCheck: SwiftFileCheck {
    static let description = CheckDescription(id: "test-scope.flag-everywhere", ruleId: "test-scope", summary: "Flags flag().",
                                              scopes: Set(CodeScope.allCases), triggering: [], nonTriggering: [])
    func check(_ file: SwiftFile, _ output: inout CheckOutput) { FlagCheck().check(file, &output) }
}

/// The same, for the app alone: a rule that does not apply to extensions.
private struct FlagAppOnlyCheck: SwiftFileCheck {
    static let description = CheckDescription(id: "test-scope.flag-app-only", ruleId: "test-scope", summary: "Flags flag().",
                                              scopes: [.app], triggering: [], nonTriggering: [])
    func check(_ file: SwiftFile, _ output: inout CheckOutput) { FlagCheck().check(file, &output) }
}

/// Collects `flag()` calls in the file pass and reports them in the project pass.
private struct FlagProjectCheck: SwiftFileCheck, ProjectCheck {
    static let description = CheckDescription(id: "test-scope.flag-project", ruleId: "test-scope", summary: "Flags flag().",
                                              triggering: [], nonTriggering: [])
    static let flags = FactKey<SourcePosition>("test-scope.flag")
    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("flag") { output.facts.add(file.position(of: call), for: Self.flags) }
    }
    func check(_ project: Project, _ output: inout CheckOutput) {
        for position in project.facts.values(Self.flags) { output.report("flag", at: position) }
    }
}

/// One test per scope: a finding in it is dropped or kept as the check's scopes say.
@Suite struct ScopeTests {
    let app = """
    @main struct DemoApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
    }
    """

    func run(_ check: any Check.Type, _ files: [(String, String)]) -> [SourcePosition] {
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        return Engine(checks: [check], jobs: 1).run(files: workspace, root: "").findings
            .filter { $0.checkId == check.description.id }.map(\.position)
    }

    func model(_ files: [(String, String)]) -> ProjectModel {
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        let project = Project(root: "", files: workspace)
        var facts = FactStore()
        for input in workspace where input.kind == .swift {
            let text = String(decoding: try! input.readData(), as: UTF8.self)
            CoreFacts.collect(SwiftFile(path: input.path, text: text, target: project.resolver.target(for: input.path)), into: &facts)
        }
        project.facts.merge(facts)
        return ProjectModel(project: project)
    }

    @Test func shippingAppCodeKeepsItsFindings() {
        let files = [("App/HomeView.swift", "struct HomeView: View { var body: some View { Text(flag()) } }"), ("App/DemoApp.swift", app)]
        #expect(run(FlagCheck.self, files) == [SourcePosition(path: "App/HomeView.swift", line: 1, column: 52)])
        #expect(run(FlagProjectCheck.self, files).count == 1)
    }

    @Test func testTargetFindingsAreDropped() {
        let files = [("AppTests/HomeTests.swift", "final class HomeTests: XCTestCase { func testHome() { flag() } }")]
        #expect(run(FlagCheck.self, files).isEmpty)
        #expect(run(FlagProjectCheck.self, files).isEmpty)
        #expect(run(FlagEverywhereCheck.self, files).count == 1)
        #expect(model(files).scope(at: SourcePosition(path: "AppTests/HomeTests.swift", line: 1, column: 1)) == .test)
    }

    @Test func previewFindingsAreDropped() {
        let source = """
        struct HomeView: View {
            var body: some View { Text("Home") }
        }
        #Preview {
            HomeView().overlay(flag())
        }
        struct HomeView_Previews: PreviewProvider {
            static var previews: some View { flag() }
        }
        struct Badge: View { var body: some View { Text(flag()) } }

        // The preview's comment and the blank line above are not the preview.
        #Preview { Badge() }
        """
        let files = [("App/HomeView.swift", source)]
        #expect(run(FlagCheck.self, files).map(\.line) == [10])
        #expect(run(FlagProjectCheck.self, files).map(\.line) == [10])
        #expect(run(FlagEverywhereCheck.self, files).map(\.line) == [5, 8, 10])
        let scopes = model(files)
        #expect([2, 5, 8, 10, 13].map { scopes.scope(at: SourcePosition(path: "App/HomeView.swift", line: $0, column: 1)) }
                == [.app, .preview, .preview, .app, .preview])
    }

    @Test func debugClausesAreDroppedAndWhatShipsIsKept() {
        let source = """
        func configure() {
            #if DEBUG
            flag()
            #else
            flag()
            #endif
            #if !DEBUG
            flag()
            #endif
            #if DEBUG && targetEnvironment(simulator)
            flag()
            #endif
            #if RELEASE
            #elseif DEBUG
            flag()
            #endif
        }
        """
        let files = [("App/Configure.swift", source)]
        // The #else of #if DEBUG, #if !DEBUG and a compound condition ship.
        #expect(run(FlagCheck.self, files).map(\.line) == [5, 8, 11])
        #expect(run(FlagProjectCheck.self, files).map(\.line) == [5, 8, 11])
        #expect(run(FlagEverywhereCheck.self, files).map(\.line) == [3, 5, 8, 11, 15])
    }

    @Test func simulatorClausesAreDebugOnlyAndTheirElseShips() {
        let source = """
        func configure() {
            #if targetEnvironment(simulator)
            flag()
            #else
            flag()
            #endif
            #if !targetEnvironment(simulator)
            flag()
            #endif
            #if os(iOS)
            #elseif (targetEnvironment(simulator))
            flag()
            #endif
        }
        """
        let files = [("App/Configure.swift", source)]
        // No device build compiles a simulator clause; its #else and a negation do.
        #expect(run(FlagCheck.self, files).map(\.line) == [5, 8])
        #expect(run(FlagEverywhereCheck.self, files).map(\.line) == [3, 5, 8, 12])
        #expect(model(files).scope(at: SourcePosition(path: "App/Configure.swift", line: 3, column: 1)) == .debugOnly)
    }

    /// An ad SDK's code under `#if canImport(GoogleMobileAds)` is never built when no build file
    /// of the project names the module; once the Xcode project links it, the code ships again.
    /// A project that also builds with CocoaPods names SDKs by pod, so nothing is decided there.
    @Test func codeForAnSDKTheProjectNeverLinksIsNotShipped() {
        let banner = """
        #if canImport(GoogleMobileAds)
        import GoogleMobileAds
        final class BannerSlot {
            func load() { GADBannerView().load(GADRequest()) }
        }
        #endif
        #if canImport(ActivityKit)
        import ActivityKit
        #endif
        """
        let pbxproj = TargetResolutionTests.pbxproj
        let linked = pbxproj.replacingOccurrences(
            of: "    };\n    rootObject",
            with: "        PACKAGE = { isa = XCSwiftPackageProductDependency; productName = GoogleMobileAds; };\n    };\n    rootObject")
        #expect(linked != pbxproj)
        let line4 = SourcePosition(path: "Recipes/BannerSlot.swift", line: 4, column: 1)
        let line8 = SourcePosition(path: "Recipes/BannerSlot.swift", line: 8, column: 1)
        let unlinked = model([("Recipes.xcodeproj/project.pbxproj", pbxproj), ("Recipes/BannerSlot.swift", banner)])
        #expect(unlinked.scope(at: line4) == .debugOnly)
        // An Apple framework is always there.
        #expect(unlinked.scope(at: line8) == .app)
        #expect(model([("Recipes.xcodeproj/project.pbxproj", linked), ("Recipes/BannerSlot.swift", banner)]).scope(at: line4) == .app)
        #expect(model([("Recipes.xcodeproj/project.pbxproj", pbxproj), ("Podfile.lock", "PODS:\n  - Google-Mobile-Ads-SDK (11.0.0)\n"),
                       ("Recipes/BannerSlot.swift", banner)]).scope(at: line4) == .app)
    }

    @Test func declarationsOnlyDebugCodeReachesAreDebugOnly() {
        let files = [
            ("App/DemoApp.swift", app),
            ("App/HomeView.swift", """
            struct HomeView: View {
                var body: some View {
                    List {
                        SettingsRow()
                        #if DEBUG
                        NavigationLink("Developer") { DeveloperMenu() }
                        #endif
                    }
                }
            }
            struct SettingsRow: View { var body: some View { Text(flag()) } }
            """),
            ("App/DeveloperMenu.swift", """
            struct DeveloperMenu: View {
                var body: some View { Button("Reset") { flag(); wipe() } }
            }
            extension DeveloperMenu { func wipe() { flag() } }
            """),
        ]
        #expect(run(FlagCheck.self, files) == [SourcePosition(path: "App/HomeView.swift", line: 11, column: 55)])
        #expect(run(FlagEverywhereCheck.self, files).count == 3)
        let scopes = model(files)
        #expect(scopes.scope(at: SourcePosition(path: "App/DeveloperMenu.swift", line: 2, column: 1)) == .debugOnly)
        #expect(scopes.scope(at: SourcePosition(path: "App/DeveloperMenu.swift", line: 4, column: 1)) == .debugOnly)
    }

    /// A screen shown only when the app is launched with an argument (a store-screenshot
    /// harness, a UI-test fixture) runs for the developers' scripts, never for a user: whether
    /// the test is written in place or in a static property that returns nil without it
    /// (the shape of resumebuilder-ios's screenshot view). A launch test among `||`, or a
    /// static property that also holds otherwise, leaves the screen shipping.
    @Test func screensOnlyALaunchArgumentOpensAreNotShipped() {
        let files = [
            ("App/DemoApp.swift", app),
            ("App/HomeView.swift", """
            struct HomeView: View {
                var body: some View {
                    if let shot = Shots.current {
                        ShotView(shot: shot)
                    } else if CommandLine.arguments.contains("-uiTestFixture") {
                        FixtureView()
                    } else if Shots.isDemo || ProcessInfo.processInfo.arguments.contains("--demo") {
                        DemoView()
                    } else if Shots.wanted {
                        WantedView()
                    } else {
                        SettingsRow()
                    }
                }
            }
            struct SettingsRow: View { var body: some View { Text(flag()) } }
            """),
            ("App/Shots.swift", """
            enum Shots {
                case first
                static var current: Shots? {
                    let arguments = ProcessInfo.processInfo.arguments
                    guard arguments.contains("--screenshots") else { return nil }
                    return .first
                }
                static var isDemo: Bool { UserDefaults.standard.bool(forKey: "demo") }
                static var wanted: Bool {
                    if UserDefaults.standard.bool(forKey: "w") { return true }
                    return CommandLine.arguments.contains("--wanted")
                }
            }
            struct ShotView: View { let shot: Shots; var body: some View { Text(flag()) } }
            struct FixtureView: View { var body: some View { Text(flag()) } }
            struct DemoView: View { var body: some View { Text(flag()) } }
            struct WantedView: View { var body: some View { Text(flag()) } }
            """),
        ]
        let scopes = model(files)
        func scope(_ line: Int) -> CodeScope { scopes.scope(at: SourcePosition(path: "App/Shots.swift", line: line, column: 1)) }
        #expect(scope(14) == .debugOnly)
        #expect(scope(15) == .debugOnly)
        #expect(scope(16) == .app)
        #expect(scope(17) == .app)
        #expect(scopes.scope(at: SourcePosition(path: "App/HomeView.swift", line: 13, column: 1)) == .app)
    }

    @Test func declarationsOnlyOtherPlatformsReachAreNotAPhones() {
        let files = [
            ("App/DemoApp.swift", app),
            ("App/HomeView.swift", """
            struct HomeView: View {
                var body: some View {
                    VStack {
                        #if os(macOS) || os(visionOS)
                        ShortcutChip()
                        #endif
                        SharedRow()
                    }
                }
            }
            struct SharedRow: View { var body: some View { Text(flag()) } }
            """),
            ("App/Shared/ShortcutChip.swift", """
            struct ShortcutChip: View {
                var body: some View { Text(flag()) }
            }
            """),
            ("App/macOS/CompletionPanel.swift", """
            #if os(macOS)
            struct CompletionPanel: View {
                var body: some View { ShortcutChip() }
            }
            #endif
            """),
        ]
        // Only the row the phone shows is reported; the chip only Mac and visionOS code uses is not.
        #expect(run(FlagCheck.self, files) == [SourcePosition(path: "App/HomeView.swift", line: 11, column: 53)])
        #expect(run(FlagEverywhereCheck.self, files).count == 2)
        let scopes = model(files)
        #expect(scopes.scope(at: SourcePosition(path: "App/Shared/ShortcutChip.swift", line: 2, column: 1)) == .otherPlatform)
    }

    @Test func filesImportingAppKitAreNotAPhones() {
        let files = [
            ("App/DemoApp.swift", app),
            ("App/HomeView.swift", "struct HomeView: View { var body: some View { VStack { SharedRow(); PlatformRow() } } }\nstruct SharedRow: View { var body: some View { Text(flag()) } }"),
            // A Mac window controller in a shared folder, and the SwiftUI sheet only it shows.
            ("Shared/MacSheetFactory.swift", """
            import Cocoa
            import SwiftUI
            @objc final class MacSheetFactory: NSObject {
                @objc func makeSheet() -> NSViewController { NSHostingController(rootView: PasscodeSheet()) }
                func label() -> String { flag() }
            }
            """),
            ("Shared/PasscodeSheet.swift", "struct PasscodeSheet: View { var body: some View { Text(flag()) } }"),
            // AppKit imported only under `#if os(macOS)`: the file is shared, its phone code ships.
            ("Shared/Platform.swift", """
            #if os(macOS)
            import AppKit
            #else
            import UIKit
            #endif
            struct PlatformRow: View { var body: some View { Text(flag()) } }
            """),
        ]
        #expect(run(FlagCheck.self, files).map(\.path) == ["App/HomeView.swift", "Shared/Platform.swift"])
        let scopes = model(files)
        #expect(scopes.scope(at: SourcePosition(path: "Shared/MacSheetFactory.swift", line: 5, column: 1)) == .otherPlatform)
        #expect(scopes.scope(at: SourcePosition(path: "Shared/PasscodeSheet.swift", line: 1, column: 1)) == .otherPlatform)
    }

    @Test func aSwiftUIAppRunsOnlyTheDelegateItInstalls() {
        let delegate = ("App/AppDelegate.swift", """
        final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                flag()
                return true
            }
        }
        """)
        let home = ("App/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"Home\") } }")
        // The App never installs the delegate: UIKit never creates it.
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, delegate]).isEmpty)
        let installing = ("App/DemoApp.swift", """
        @main struct DemoApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            var body: some Scene { WindowGroup { HomeView() } }
        }
        """)
        #expect(run(FlagCheck.self, [installing, home, delegate]).count == 1)
    }

    @Test func clausesForOtherPlatformsAreNotAPhones() {
        let files = [("App/DemoApp.swift", app), ("App/HomeView.swift", """
        struct HomeView: View {
            var body: some View {
                #if os(macOS)
                Text(flag())
                #elseif os(tvOS) || os(visionOS)
                Text(flag())
                #elseif os(iOS) || os(macOS)
                Text(flag())
                #else
                Text(flag())
                #endif
            }
        }
        """)]
        #expect(run(FlagCheck.self, files).map(\.line) == [8, 10])
        #expect(run(FlagEverywhereCheck.self, files).count == 4)
    }

    @Test func clausesAfterAPhoneClauseAreNotAPhones() {
        let view = """
        struct HomeView: View {
            var body: some View {
                #if os(iOS)
                Text(flag())
                #else
                MacDialog()
                #endif
            }
        }
        """
        let files = [("App/DemoApp.swift", app), ("App/HomeView.swift", view),
                     ("App/MacDialog.swift", "struct MacDialog: View { var body: some View { Text(flag()) } }")]
        // The phone's clause ships; the `#else` and the dialog only it shows are other platforms' code.
        #expect(run(FlagCheck.self, files).map(\.path) == ["App/HomeView.swift"])
        #expect(run(FlagEverywhereCheck.self, files).count == 2)
        #expect(model(files).scope(at: SourcePosition(path: "App/HomeView.swift", line: 6, column: 1)) == .otherPlatform)
        // In a watch app's file the `#else` is the watch's own code.
        let watch = [("Watch App/DemoApp.swift", app), ("Watch App/HomeView.swift", view.replacingOccurrences(of: "MacDialog()", with: "Text(flag())"))]
        #expect(run(FlagCheck.self, watch).map(\.line) == [4, 6])
    }

    @Test func watchOnlyWidgetFamiliesAreNotAPhones() {
        let entry = """
        import WidgetKit
        struct HomeView: View {
            @Environment(\\.widgetFamily) var family
            var body: some View {
                switch family {
                case .accessoryCorner:
                    CornerView()
                case .accessoryCircular, .systemSmall:
                    Text(flag())
                default:
                    Text(flag())
                }
            }
        }
        """
        let files = [("App/DemoApp.swift", app), ("App/HomeView.swift", entry),
                     ("App/CornerView.swift", "struct CornerView: View { var body: some View { Text(flag()) } }")]
        // A watch face's corner is no family of the phone's: the view drawn only for it is the watch's code.
        #expect(run(FlagCheck.self, files).map(\.line) == [9, 11])
        #expect(run(FlagEverywhereCheck.self, files).count == 3)
        #expect(model(files).scope(at: SourcePosition(path: "App/CornerView.swift", line: 1, column: 1)) == .otherPlatform)
        // In a watch app's files the corner is drawn.
        let watch = files.map { ($0.0.replacingOccurrences(of: "App/", with: "Watch App/"), $0.1) }
        #expect(run(FlagCheck.self, watch).count == 3)
    }

    /// An app and a widget that both compile `Shared/`, each with its own deployment target
    /// (nil: the setting is absent).
    func deploymentProject(app: String?, widget: String?) -> String {
        func settings(_ version: String?) -> String { version.map { "IPHONEOS_DEPLOYMENT_TARGET = \($0);" } ?? "" }
        return """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET); };
        \t\tMAIN = {isa = PBXGroup; children = (SHARED); sourceTree = "<group>"; };
        \t\tSHARED = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
        \t\tAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = APPLIST; buildPhases = (); fileSystemSynchronizedGroups = (SHARED); };
        \t\tWIDGET = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = WIDGETLIST; buildPhases = (); fileSystemSynchronizedGroups = (SHARED); };
        \t\tAPPLIST = {isa = XCConfigurationList; buildConfigurations = (APPRELEASE); };
        \t\tWIDGETLIST = {isa = XCConfigurationList; buildConfigurations = (WIDGETRELEASE); };
        \t\tAPPRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings(app)) }; };
        \t\tWIDGETRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings(widget)) }; };
        \t};
        \trootObject = ROOT;
        }
        """
    }

    @Test func availabilityFallbacksNoSupportedIOSRunsAreUnreachable() {
        let view = """
        struct HomeView: View {
            var body: some View {
                if #available(iOS 15.0, *) {
                    Text(flag())
                } else {
                    Text(flag())
                }
                if #available(iOS 17.0, *) {
                    Text(flag())
                } else if #available(iOS 12.0, *) {
                    Text(flag())
                } else {
                    Text(flag())
                }
                if #available(iOS 13.0, *), Bool.random() {
                    Text(flag())
                } else {
                    Text(flag())
                }
            }
        }
        """
        func files(app appTarget: String?, widget widgetTarget: String?) -> [(String, String)] {
            [("App.xcodeproj/project.pbxproj", deploymentProject(app: appTarget, widget: widgetTarget)), ("Shared/DemoApp.swift", app), ("Shared/HomeView.swift", view)]
        }
        // The lowest target of the two decides: a fallback for iOS 15 runs on the app's iOS 14
        // devices; the last `else` of the chain, below iOS 12, runs nowhere.
        #expect(run(FlagCheck.self, files(app: "16.0", widget: "14.0")).map(\.line) == [4, 6, 9, 11, 16, 18])
        #expect(model(files(app: "16.0", widget: "14.0")).scope(at: SourcePosition(path: "Shared/HomeView.swift", line: 13, column: 1)) == .unreachable)
        // Both at iOS 16: the iOS 15 fallback is gone too.
        #expect(run(FlagCheck.self, files(app: "16.0", widget: "16.0")).map(\.line) == [4, 9, 11, 16, 18])
        // A target that does not say: every fallback may run.
        #expect(run(FlagCheck.self, files(app: "16.0", widget: nil)).map(\.line) == [4, 6, 9, 11, 13, 16, 18])
    }

    /// A project whose `Release` configuration takes `IS_QA_BUILD` from `Release.xcconfig` (which
    /// includes `Shared.xcconfig`) and whose `QA` configuration sets it to YES; the Info.plist
    /// carries it as `$(IS_QA_BUILD)`.
    func qaSwitchProject(release: String) -> [(String, String)] {
        [
            ("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
            \t\tMAIN = {isa = PBXGroup; children = (SOURCES, RELEASEFILE); sourceTree = "<group>"; };
            \t\tSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tRELEASEFILE = {isa = PBXFileReference; path = Config/Release.xcconfig; sourceTree = "<group>"; };
            \t\tTARGET = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = LIST; buildPhases = (); fileSystemSynchronizedGroups = (SOURCES); };
            \t\tLIST = {isa = XCConfigurationList; buildConfigurations = (QA, RELEASE); };
            \t\tQA = {isa = XCBuildConfiguration; name = QA; buildSettings = { INFOPLIST_FILE = App/Info.plist; IS_QA_BUILD = YES; }; };
            \t\tRELEASE = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = RELEASEFILE; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
            \t};
            \trootObject = ROOT;
            }
            """),
            ("Config/Shared.xcconfig", "IS_QA_BUILD = YES // overridden below\n"),
            ("Config/Release.xcconfig", "#include \"Shared.xcconfig\"\nIS_QA_BUILD = \(release)\n"),
            ("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>IS_QA_BUILD</key><string>$(IS_QA_BUILD)</string></dict></plist>
            """),
            ("App/DemoApp.swift", app),
            ("App/HomeView.swift", """
            extension Bundle { var isQaBuild: Bool { bool(forKey: "IS_QA_BUILD") } }
            struct HomeView: View {
                @State private var showTools = false
                var body: some View {
                    List {
                        Text(flag())
                        if Bundle.main.isQaBuild { Button("Tools") { showTools = true } }
                    }
                    .sheet(isPresented: $showTools) { ToolsView() }
                }
            }
            struct ToolsView: View { var body: some View { Text(flag()) } }
            """),
        ]
    }

    @Test func codeOnlyASwitchOffInReleaseOpensDoesNotShip() {
        let off = qaSwitchProject(release: "NO")
        #expect(run(FlagCheck.self, off).map(\.line) == [6])
        #expect(model(off).scope(at: SourcePosition(path: "App/HomeView.swift", line: 7, column: 1)) == .debugOnly)
        #expect(run(FlagCheck.self, qaSwitchProject(release: "YES")).map(\.line) == [6, 12])
    }

    /// A feature table whose lookup honours a stored value only in Debug and TestFlight builds
    /// (alphawallet-ios `Features.isAvailable`), with `mutable` deciding when it does.
    func featureTableProject(mutable: String, lookup: String = "if isMutationAvailable, let value = stored[item] { return value }") -> [(String, String)] {
        [
            ("App/DemoApp.swift", app),
            ("App/Environment.swift", """
            enum Environment {
                static var isTestFlight: Bool = {
                    Bundle.main.appStoreReceiptURL?.lastPathComponent == "sandboxReceipt"
                }()
                static var isDebug: Bool {
                    #if DEBUG
                    return true
                    #else
                    return false
                    #endif
                }
            }
            """),
            ("App/Features.swift", """
            final class Features {
                static let current = Features()
                private var stored: [Feature: Bool] = [:]
                private var isMutationAvailable: Bool { return (\(mutable)) }
                func isAvailable(_ item: Feature) -> Bool {
                    \(lookup)
                    return item.defaultValue
                }
                func set(_ item: Feature, _ value: Bool) { stored[item] = value }
            }
            enum Feature {
                case swap, activity
                var defaultValue: Bool {
                    switch self {
                    case .swap: return false
                    case .activity: return true
                    }
                }
            }
            """),
            ("App/HomeView.swift", """
            struct HomeView: View {
                var body: some View {
                    VStack {
                        Text(flag())
                        if Features.current.isAvailable(.swap) { Text(flag()) }
                        if Features.current.isAvailable(.activity) { Text(flag()) }
                        if Environment.isDebug { Text(flag()) }
                    }
                }
                func swap() {
                    guard Features.current.isAvailable(.swap) else { return }
                    print(flag())
                }
            }
            """),
        ]
    }

    @Test func featuresOffByDefaultAndFixedOutsideDebugAndTestFlightDoNotShip() {
        let fixed = featureTableProject(mutable: "Environment.isTestFlight || Environment.isDebug")
        #expect(run(FlagCheck.self, fixed).map(\.line) == [4, 6])
        #expect(model(fixed).scope(at: SourcePosition(path: "App/HomeView.swift", line: 12, column: 1)) == .debugOnly)
        // A user setting can turn the stored values on in the App Store build.
        #expect(run(FlagCheck.self, featureTableProject(mutable: "Environment.isDebug || UserDefaults.standard.bool(forKey: \"beta\")")).map(\.line)
                == [4, 5, 6, 12])
        // A remote config answers before the default in every build.
        #expect(run(FlagCheck.self, featureTableProject(mutable: "Environment.isDebug", lookup: "if let value = remote[item] { return value }")).map(\.line)
                == [4, 5, 6, 12])
    }

    /// A view's own name for a switch that is `false` outside `#if DEBUG` (amakaflow-ios
    /// `private var usesHandoffFixture: Bool { DDHandoffFixtures.isEnabled }`): what a bare
    /// `if usesFixtures` shows, and the screens only it links, never ship. A local or a parameter
    /// of the same name is not the property.
    func fixtureSwitchProject(local: String = "") -> [(String, String)] {
        [
            ("App/DemoApp.swift", app),
            ("App/Fixtures.swift", """
            enum Fixtures {
                static var isEnabled: Bool {
                    #if DEBUG
                    return ProcessInfo.processInfo.environment["FIXTURES"] == "1"
                    #else
                    return false
                    #endif
                }
            }
            """),
            ("App/HomeView.swift", """
            struct HomeView: View {
                private var usesFixtures: Bool { Fixtures.isEnabled }
                var body: some View {
                    \(local)
                    VStack {
                        Text(flag())
                        if usesFixtures { NavigationLink("Gym") { GymView() } }
                        if self.usesFixtures { Text(flag()) }
                        Button("Save") { button.isEnabled = true }
                    }
                }
            }
            """),
            ("App/GymView.swift", "struct GymView: View { var body: some View { Text(flag()) } }"),
        ]
    }

    @Test func codeUnderAViewsNameForADebugSwitchDoesNotShip() {
        let files = fixtureSwitchProject()
        #expect(run(FlagCheck.self, files).map { "\($0.path):\($0.line)" } == ["App/HomeView.swift:6"])
        #expect(model(files).scope(at: SourcePosition(path: "App/GymView.swift", line: 1, column: 1)) == .debugOnly)
        // `let usesFixtures = …` in the body is what the bare `if` reads, whatever the property
        // says; `self.usesFixtures` is still the property. Another type's `isEnabled` written
        // elsewhere does not change a property that has only a getter.
        #expect(Set(run(FlagCheck.self, fixtureSwitchProject(local: "let usesFixtures = UserDefaults.standard.bool(forKey: \"f\")"))
                    .map { "\($0.path):\($0.line)" }) == ["App/GymView.swift:1", "App/HomeView.swift:6"])
    }

    @Test func codeUnderAStateNothingSetsTrueDoesNotShip() {
        func files(dismiss: String) -> [(String, String)] {
            [
                ("App/DemoApp.swift", """
                @main struct DemoApp: App {
                    @State private var showLaunchView: Bool = false
                    var body: some Scene {
                        WindowGroup {
                            ZStack {
                                HomeView()
                                if showLaunchView {
                                    LaunchView(showLaunchView: $showLaunchView).transition(.move(edge: .leading))
                                }
                            }
                        }
                    }
                }
                """),
                ("App/HomeView.swift", "struct HomeView: View { var body: some View { VStack { Text(flag()); Splash() } } }"),
                ("App/LaunchView.swift", """
                struct LaunchView: View {
                    @Binding var showLaunchView: Bool
                    var body: some View { Text(flag()).onAppear { showLaunchView = false } }
                }
                """),
                ("App/Splash.swift", """
                struct Splash: View {
                    @State private var done = false
                    var body: some View {
                        if !done {
                            Text(flag()).onAppear { \(dismiss) }
                        } else {
                            Text(flag())
                        }
                    }
                }
                """),
            ]
        }
        // The launch view shows only once the state is true, and it only sets it false: it never shows.
        // A splash whose `!done` arm runs at once, and whose `else` waits for a `done = true` that never comes.
        let never = files(dismiss: "done = false")
        #expect(run(FlagCheck.self, never).map(\.path) == ["App/HomeView.swift", "App/Splash.swift"])
        #expect(model(never).scope(at: SourcePosition(path: "App/DemoApp.swift", line: 8, column: 1)) == .debugOnly)
        #expect(model(never).scope(at: SourcePosition(path: "App/LaunchView.swift", line: 3, column: 1)) == .debugOnly)
        // A splash that sets its state true keeps both arms; the launch view stays hidden.
        #expect(run(FlagCheck.self, files(dismiss: "done = true")).map(\.path) == ["App/HomeView.swift", "App/Splash.swift", "App/Splash.swift"])
    }

    /// lockdown-ios HomeViewController.swift: a special offer presented only while
    /// `Date() < 2025-02-01`, in a project whose OnboardingView.swift was created on 13/2/25.
    @Test func codeRunningOnlyBeforeADayTheSourcePostdatesDoesNotShip() {
        func files(created: String) -> [(String, String)] {
            [
                ("App/DemoApp.swift", app),
                ("App/HomeView.swift", """
                struct HomeView: View {
                    @State private var offer: OfferView?
                    var body: some View { Text(flag()).onAppear { didBecomeActive() } }
                    private func didBecomeActive() {
                        if let targetDate = Calendar.current.date(from: DateComponents(year: 2025, month: 2, day: 01, hour: 00)), Date() < targetDate {
                            showSpecialOffer()
                        } else {
                            offer = OfferView()
                        }
                    }
                    private func showSpecialOffer() { offer = OfferView(special: SpecialOfferView()) }
                }
                """),
                ("App/SpecialOfferView.swift", "struct SpecialOfferView: View { var body: some View { Text(flag()) } }"),
                ("App/OnboardingView.swift", """
                //
                //  OnboardingView.swift
                //
                //  Created by George Apostu on \(created).
                //
                struct OnboardingView: View { var body: some View { Text("Welcome") } }
                """),
            ]
        }
        let after = files(created: "13/2/25")
        #expect(run(FlagCheck.self, after).map(\.path) == ["App/HomeView.swift"])
        #expect(model(after).scope(at: SourcePosition(path: "App/HomeView.swift", line: 6, column: 1)) == .debugOnly)
        // Written before the offer ends (2/1/25 read either way is no later than 1 February), the offer may still show.
        #expect(run(FlagCheck.self, files(created: "2/1/25")).map(\.path) == ["App/HomeView.swift", "App/SpecialOfferView.swift"])
    }

    @Test func privateCodeNothingUsesIsUnreachable() {
        let files = [("App/DemoApp.swift", app), ("App/HomeView.swift", """
        struct HomeView: View {
            @State private var step = 0
            private let clock = flag()
            var body: some View {
                VStack { header; Text("\\($step.wrappedValue)") }
            }
            private var header: some View { Text(flag()) }
            private var legacyPaywall: some View {
                VStack { PlanCard(); Button("Buy") { buy() } }
            }
            private func buy() { flag() }
            private func countdown() { flag(); countdown() }
            @objc private func refresh() { flag() }
            private var body2: Int { flag() }
            #Preview { legacyPaywall }
        }
        private struct PlanCard: View {
            var body: some View { Text(flag()) }
        }
        """)]
        // The stored property's initial value runs, `header` is used by `body`, and `@objc`
        // code may be called by selector; the legacy paywall, what only it uses, a function
        // that only calls itself and a property nothing reads are never run.
        #expect(run(FlagCheck.self, files).map(\.line) == [3, 7, 13])
        #expect(run(FlagEverywhereCheck.self, files).count == 7)
    }

    @Test func protocolExtensionMethodsNothingNamesAreUnreachable() {
        let presenting = ("App/Presenting.swift", """
        protocol Presenting: AnyObject {
            func confirm()
            func ask()
        }
        extension Presenting {
            func confirm() { flag() }
            func ask() { flag() }
        }
        protocol Card: View {}
        extension Card {
            func cardHelper() { flag() }
        }
        """)
        let settings = ("App/Settings.swift", """
        final class Settings: UIViewController, Presenting {
            func reset() { confirm() }
        }
        """)
        // `ask` is named by nothing that ships (a test does not count); `confirm` is called, and
        // an extension of a protocol that refines a system one may implement what the system calls.
        let test = ("AppTests/PresentingTests.swift", "final class PresentingTests: XCTestCase { func test() { Settings().ask() } }")
        #expect(run(FlagCheck.self, [presenting, settings, test]).map(\.line) == [6, 11])
        // A file that could not be read may call it.
        #expect(run(FlagCheck.self, [presenting, settings, ("App/Blob.swift", "let blob = 1\u{0}")]).count == 3)
        // A library's public helper has clients outside the project unless an app target uses it.
        let library = ("Kit/Sources/Kit/Presenting.swift", "public protocol Presenting {}\npublic extension Presenting {\n    func ask() { flag() }\n}\n")
        #expect(run(FlagCheck.self, [library, ("Kit/Package.swift", "// swift-tools-version:5.9\n")]).count == 1)
    }

    @Test func unreachableTypesAreDroppedOnlyWhenTheProjectHasAnEntryPoint() {
        let home = ("App/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"Home\") } }")
        let orphan = ("App/OldOnboarding.swift", """
        struct OldOnboarding: View {
            var body: some View { Text(flag()) }
        }
        #Preview { OldOnboarding() }
        """)
        let test = ("AppTests/OldOnboardingTests.swift", "final class OldOnboardingTests: XCTestCase { let view = OldOnboarding() }")
        // Named only by a preview and a test, it is still unreachable.
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphan, test]).isEmpty)
        #expect(model([("App/DemoApp.swift", app), home, orphan]).scope(at: SourcePosition(path: "App/OldOnboarding.swift", line: 2, column: 1)) == .unreachable)
        // Without an entry point nothing can be called unreachable: when unsure, code ships.
        #expect(run(FlagCheck.self, [home, orphan]).count == 1)
        // A Swift file that was not parsed (too large, or with a NUL byte) may use it: its
        // bytes are read for the names it writes, and a name written there counts as used.
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphan, ("App/Blob.swift", "let blob = 1\u{0}")]).isEmpty)
        let blobNamingIt = ("App/Blob.swift", "let screens: [Any] = [OldOnboarding()]\u{0}")
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphan, blobNamingIt]).count == 1)
        #expect(WrittenNames.words(in: "let a = [OldOnboarding](), b = ÜberOldOnboarding, c = OldOnboardingView.self",
                                       among: ["OldOnboarding", "Über", "OldOnboardingView"]) == ["OldOnboarding", "OldOnboardingView"])
        // A class looked up by a name built at run time may be any class, but never a struct.
        let dynamicLookup = ("App/Router.swift", "func screen(named name: String) -> AnyClass? { NSClassFromString(\"App.\\(name)\") }")
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphan, dynamicLookup]).isEmpty)
        let orphanClass = ("App/OldOnboardingController.swift", """
        final class OldOnboardingController: UIViewController {
            override func viewDidLoad() { flag() }
        }
        """)
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphanClass]).isEmpty)
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphanClass, dynamicLookup]).count == 1)
        // Only code of the class's own kind of target finds it by name: a test's lookup keeps no app class.
        let testLookup = ("AppTests/Router.swift", "func screen(named name: String) -> AnyClass? { NSClassFromString(\"App.\\(name)\") }")
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphanClass, testLookup]).isEmpty)
        // A name built at run time that ends in a literal finds only a class ending so: the
        // subclass a safe-area hack registers under the system view's name.
        let suffixLookup = ("App/HostingController+SafeArea.swift", """
        extension UIHostingController {
            func disableSafeArea() {
                guard let viewClass = object_getClass(view) else { return }
                let name = String(cString: class_getName(viewClass)).appending("_IgnoreSafeArea")
                if let subclass = NSClassFromString(name) { object_setClass(view, subclass) }
            }
        }
        """)
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphanClass, suffixLookup]).isEmpty)
        let interpolatedLookup = ("App/Router.swift", "func screen(named name: String) -> AnyClass? { NSClassFromString(\"\\(name)Controller\") }")
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphanClass, interpolatedLookup]).count == 1)
        // Objective-C may use it: by the names its files write. One that never names it leaves
        // it unreachable; one that does keeps it.
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphan, ("App/Legacy.m", "@import UIKit;")]).isEmpty)
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphanClass, ("App/Legacy.m", "id c = [[OldOnboardingController alloc] init];")]).count == 1)
        #expect(run(FlagCheck.self, [("App/DemoApp.swift", app), home, orphanClass, ("App/Legacy.m", "Class c = NSClassFromString(@\"OldOnboardingController\");")]).count == 1)
    }

    /// `Strings.FacetView` names the member of the project's `Strings`, not the top-level
    /// `FacetView`; after a module the file imports, or a type the project does not declare,
    /// the same name may be the top-level one.
    @Test func membersOfTheProjectsTypesDoNotReachTopLevelNamesakes() {
        let facet = ("App/FacetView.swift", "struct FacetView: View { var body: some View { Text(flag()) } }")
        let strings = ("App/Strings.swift", "enum Strings { enum FacetView { static let title = \"Sort\" } }")
        func app(_ root: String, imports: String = "") -> (String, String) {
            ("App/ReaderApp.swift", imports + "@main struct ReaderApp: App { var body: some Scene { WindowGroup { \(root) } } }")
        }
        #expect(run(FlagCheck.self, [app("Text(Strings.FacetView.title)"), strings, facet]).isEmpty)
        #expect(run(FlagCheck.self, [app("let view: Strings.FacetView? = nil; Text(\"\")"), strings, facet]).isEmpty)
        #expect(run(FlagCheck.self, [app("FacetView()"), strings, facet]).count == 1)
        #expect(run(FlagCheck.self, [app("ReaderKit.FacetView()", imports: "import ReaderKit\n"), strings, facet]).count == 1)
        #expect(run(FlagCheck.self, [app("SwiftUI.FacetView()"), strings, facet]).count == 1)
    }

    @Test func classesNamedOutsideSwiftAreReachable() {
        let controller = ("App/LegacyViewController.swift", """
        final class LegacyViewController: UIViewController {
            override func viewDidLoad() { flag() }
        }
        """)
        let entry = ("App/DemoApp.swift", app)
        let home = ("App/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"Home\") } }")
        #expect(run(FlagCheck.self, [entry, home, controller]).isEmpty)
        let storyboard = ("App/Base.lproj/Legacy.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="a"><objects>
                <viewController id="b" customClass="LegacyViewController" customModule="App" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """)
        #expect(run(FlagCheck.self, [entry, home, controller, storyboard]).count == 1)
        let lookup = ("App/Router.swift", "let legacyType = NSClassFromString(\"App.LegacyViewController\")")
        #expect(run(FlagCheck.self, [entry, home, controller, lookup]).count == 1)
        let plist = ("App/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                    <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).LegacyViewController</string>
                </dict></array>
            </dict></dict>
        </dict></plist>
        """)
        #expect(run(FlagCheck.self, [entry, home, controller, plist]).count == 1)
    }

    @Test func appExtensionFindingsAreKeptByDefault() {
        let widget = ("RecipeWidget/RecipeWidget.swift", """
        @main struct RecipeWidgets: WidgetBundle { var body: some Widget { RecipeWidget() } }
        struct RecipeWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: flag()) { _ in EmptyView() } } }
        """)
        #expect(run(FlagCheck.self, [widget]).count == 1)
        #expect(run(FlagAppOnlyCheck.self, [widget]).isEmpty)
        #expect(model([widget]).scopes(ofFile: "RecipeWidget/RecipeWidget.swift")?.scope == .appExtension)
    }

    @Test func findingsInFilesThatAreNotSwiftAreTheApps() {
        let scopes = model([("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>")])
        #expect(scopes.scope(at: SourcePosition(path: "App/Info.plist", line: 1, column: 1)) == .app)
    }

    @Test func theStoryboardTheAppLaunchesWithNamesARootScreen() {
        let files = [
            ("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """),
            ("App/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="feed" kind="relationship" relationship="rootViewController" id="r"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="feed" customClass="FeedViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="other" customClass="DetailViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """),
        ]
        #expect(model(files).storyboardRootNames == ["FeedViewController"])
    }

    /// An Info.plist string names a class, never a struct: a `UILaunchStoryboardName` of
    /// `LaunchScreen` makes no `struct LaunchScreen: View` that only its own preview builds (brrow-ios).
    @Test func aPlistStringReachesAClassButNoStruct() {
        let plist = ("App/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        </dict></plist>
        """)
        let launch = ("App/LaunchScreen.swift", """
        struct LaunchScreen: View {
            var body: some View { Text(flag()) }
        }
        #Preview { LaunchScreen() }
        """)
        let entry = ("App/DemoApp.swift", app)
        let home = ("App/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"Home\") } }")
        #expect(run(FlagCheck.self, [entry, home, launch, plist]).isEmpty)
        // A class of that name is still made from it.
        let controller = ("App/LaunchScreen.swift", "final class LaunchScreen: UIViewController { func load() { flag() } }")
        #expect(run(FlagCheck.self, [entry, home, controller, plist]).count == 1)
    }

    /// Without Xcode targets, a file beside the app's folder that declares a type the app's folder
    /// (the one with its Info.plist) declares too is a stray copy: both cannot build into one
    /// target, and the one in no Info.plist's folder ships nowhere, nor does what only it reaches
    /// (brrow-ios: a root-level `AppDelegate` and a second widget folder without the extension's plist).
    @Test func aStrayCopyOfATypeShipsNothingWithoutTargets() {
        let plist = ("App/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Demo</string></dict></plist>
        """)
        let entry = ("App/DemoApp.swift", """
        @main struct DemoApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
            var body: some Scene { WindowGroup { HomeView() } }
        }
        """)
        let home = ("App/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"Home\") } }")
        let delegate = ("App/AppDelegate.swift", "class AppDelegate: NSObject, UIApplicationDelegate { override init() { super.init(); flag() } }")
        let stray = ("DemoAppDelegate.swift", """
        class AppDelegate: NSObject, UIApplicationDelegate { override init() { super.init(); flag(); OldBanner().show() } }
        extension AppDelegate: UNUserNotificationCenterDelegate {}
        """)
        let banner = ("App/OldBanner.swift", "struct OldBanner { func show() { flag() } }")
        let files = [plist, entry, home, delegate, stray, banner]
        #expect(run(FlagCheck.self, files).map(\.path) == ["App/AppDelegate.swift"])
        #expect(model(files).scope(at: SourcePosition(path: "DemoAppDelegate.swift", line: 2, column: 1)) == .unreachable)
        // A private type of the same name clashes with nothing: the file may build with the app.
        let privateCopy = ("DemoAppDelegate.swift", """
        private class AppDelegate: NSObject { override init() { super.init(); flag() } }
        func makeDelegate() -> NSObject { AppDelegate() }
        """)
        #expect(run(FlagCheck.self, [plist, entry, home, delegate, privateCopy]).count == 2)
        // Without an app's Info.plist (Xcode may generate it), no folder is known to be the app's.
        #expect(run(FlagCheck.self, [entry, home, delegate, stray, banner]).count == 3)
        // With an Xcode project, its targets decide: a root-level file it compiles ships.
        let pbxproj = ("Demo.xcodeproj/project.pbxproj", """
        {
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP); };
                MAIN = { isa = PBXGroup; children = (APPGROUP, STRAYREF); sourceTree = "<group>"; };
                APPGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                STRAYREF = { isa = PBXFileReference; path = DemoAppDelegate.swift; sourceTree = "<group>"; };
                STRAYBUILD = { isa = PBXBuildFile; fileRef = STRAYREF; };
                SOURCES = { isa = PBXSourcesBuildPhase; files = (STRAYBUILD); };
                APP = { isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (SOURCES); fileSystemSynchronizedGroups = (APPGROUP); };
            };
            rootObject = ROOT;
        }
        """)
        #expect(model(files + [pbxproj]).scope(at: SourcePosition(path: "DemoAppDelegate.swift", line: 2, column: 1)) != .unreachable)
    }
}
