import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// Members of the project's types that nothing names are unreachable (`UnnamedMembers`).
@Suite struct UnnamedMemberTests {
    let app = ("App/DemoApp.swift", """
    @main struct DemoApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
    }
    """)

    func lines(_ files: [(String, String)], check: any Check.Type = FlagCheck.self) -> [String] {
        let workspace = files.compactMap { WorkspaceFile.inMemory($0.0, $0.1) }
        return Engine(checks: [check], jobs: 1).run(files: workspace, root: "").findings
            .filter { $0.checkId == check.description.id }.map { "\($0.position.path.split(separator: "/").last!):\($0.position.line)" }
    }

    /// The same members in classes, which Objective-C may see.
    var classTheme: (String, String) {
        (theme.0, theme.1.replacingOccurrences(of: "enum Theme", with: "final class Theme")
            .replacingOccurrences(of: "struct Fonts: Sendable", with: "final class Fonts: NSObject")
            .replacingOccurrences(of: "struct UIFonts: Sendable", with: "final class UIFonts: NSObject"))
    }

    let theme = ("App/Theme.swift", """
    enum Theme {
        struct Fonts: Sendable {
            static let title = flag()
            static let caption = flag()
            static let footnote = flag()
            static var headline: Int { flag() }
        }
        struct UIFonts: Sendable {
            static func title() -> Int { flag() }
            static func subhead() -> Int { flag() }
        }
    }
    """)

    @Test func membersNothingNamesAreUnreachable() {
        let home = ("App/HomeView.swift", """
        struct HomeView: View {
            var body: some View { Text("\\(Theme.Fonts.title)").font(.caption) }
            let size: KeyPath<Theme.Fonts.Type, Int> = \\.footnote
        }
        """)
        // `Fonts.title` is named through its type, `caption` by an implicit member and
        // `footnote` by a key path; `headline` and both `UIFonts` methods by nothing
        // (`Fonts.title` is not `UIFonts.title`).
        #expect(lines([app, theme, home]) == ["Theme.swift:3", "Theme.swift:4", "Theme.swift:5"])
        // A use of the bare name may be any type's member (in code that runs: an `@objc` class's
        // method; an uncalled top-level function's uses name nothing).
        let bare = ("App/Bare.swift", "@objc final class Picker: NSObject { @objc func pick(_ fonts: Any) -> Int { (fonts as! Theme.UIFonts.Type).title() + fonts.subhead() } }")
        #expect(lines([app, theme, home, bare]).count == 5)
    }

    /// provenance HomeIndicatorHidden: `UIWindow.setHomeIndicatorAutoHidden` only the UI-testing host app calls.
    @Test func aDevelopersAppKeepsNoMember() {
        let home = ("App/HomeView.swift", """
        struct HomeView: View {
            var body: some View { Text("\\(Theme.Fonts.title)").font(.caption) }
            let size: KeyPath<Theme.Fonts.Type, Int> = \\.footnote
        }
        """)
        func pbxproj(target: String, folder: String) -> String {
            """
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP); };
                    MAIN = { isa = PBXGroup; children = (APPGROUP); sourceTree = "<group>"; };
                    APPGROUP = { isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); sourceTree = "<group>"; };
                    APP = { isa = PBXNativeTarget; name = \(target); productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (APPGROUP); };
                };
                rootObject = ROOT;
            }
            """
        }
        let projects = [("Example/Host.xcodeproj/project.pbxproj", pbxproj(target: "Host", folder: "Host"))]
        let host = ("Example/Host/HostApp.swift", """
        @main struct HostApp: App {
            var body: some Scene { WindowGroup { Text("\\(Theme.Fonts.headline)") } }
        }
        """)
        #expect(lines([app, theme, home] + projects) == ["Theme.swift:3", "Theme.swift:4", "Theme.swift:5"])
        #expect(lines([app, theme, home, host] + projects) == ["Theme.swift:3", "Theme.swift:4", "Theme.swift:5"])
    }

    @Test func aClassLookedUpByANameBuiltAtRunTimeRunsOnlyMembersSwiftNames() {
        let home = ("App/HomeView.swift", """
        struct HomeView: View {
            var body: some View { Text("\\(Theme.Fonts.title)").font(.caption) }
            let size: KeyPath<Theme.Fonts.Type, Int> = \\.footnote
        }
        """)
        // The looked-up class may be any class, but only what Swift names (or the system calls) runs on it.
        let router = ("App/Router.swift", "func screen(named name: String) -> AnyClass? { NSClassFromString(name) }")
        #expect(lines([app, theme, home, router]) == ["Theme.swift:3", "Theme.swift:4", "Theme.swift:5"])
    }

    @Test func whatOnlyAnUnnamedMemberCallsIsUnreachable() {
        let delegate = ("App/AppDelegate.swift", """
        import BackgroundTasks
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                configure()
                return true
            }
            func configure() { flag(); _ = DownloadManager() }
            func registerBackgroundTask() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "sync", using: nil) { task in
                    self.handleRefresh(task)
                }
            }
            func handleRefresh(_ task: BGTask) { schedule() }
            @MainActor func schedule() { flag() }
            var window: UIWindow? { flag() }
        }
        """)
        let manager = ("App/DownloadManager.swift", """
        final class DownloadManager {
            init() { registerBackgroundTask() }
            func registerBackgroundTask() { flag() }
        }
        """)
        // The delegate's `application(…)` and `window` are the system's to call; its
        // `registerBackgroundTask` is never called (the download manager calls its own), so
        // neither is what only its closure calls.
        #expect(lines([delegate, manager]) == ["AppDelegate.swift:8", "AppDelegate.swift:16", "DownloadManager.swift:3"])
        // Called from somewhere, the closure's calls run too.
        let caller = ("App/Launch.swift", "@objc final class Launcher: NSObject { @objc func launch(_ delegate: AppDelegate) { delegate.registerBackgroundTask() } }")
        #expect(lines([delegate, manager, caller]).count == 4)
        // Called only from a function nothing calls, it still never runs.
        let uncalled = ("App/Launch.swift", "func launch(_ delegate: AppDelegate) { delegate.registerBackgroundTask() }")
        #expect(lines([delegate, manager, uncalled]) == ["AppDelegate.swift:8", "AppDelegate.swift:16", "DownloadManager.swift:3"])
    }

    @Test func aBareNameInsideATypeNamesWhatItInherits() {
        let screens = ("App/Screens.swift", """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                _ = (FeedScreen(), Logger())
                return true
            }
        }
        protocol Loading {}
        extension Loading { func spin() { flag() } }
        class BaseScreen: UIViewController { func track() { flag() } }
        final class FeedScreen: BaseScreen, Loading {
            override func viewDidLoad() { track(); self.spin() }
        }
        final class Logger {
            func track() { flag() }
            func spin() { flag() }
        }
        """)
        // The screen's `track()` is its superclass's and `self.spin()` its protocol's; the
        // logger's methods of the same names are called by nothing.
        #expect(lines([screens]) == ["Screens.swift:9", "Screens.swift:10"])
    }

    @Test func membersSomethingElseMayCallAreKept() {
        let types = ("App/Screens.swift", """
        protocol Refreshing { func refresh() }
        final class FeedController: UIViewController, Refreshing {
            func refresh() { flag() }
            @objc func reload() { flag() }
            override func viewDidLoad() { flag() }
            var title2: String { flag() }
        }
        final class PagesSource: NSObject, UIPageViewControllerDataSource {
            func presentationCount(for controller: UIPageViewController) -> Int { flag() }
        }
        final class Settings: NSObject {
            var sound: Int { flag() }
        }
        struct Row: View {
            var body: some View { Text(flag()) }
        }
        """)
        let home = ("App/HomeView.swift", """
        struct HomeView: View {
            var body: some View { Row().onAppear { _ = read(Settings()) } }
            let screens: [Any] = [FeedController(), PagesSource()]
            func read(_ settings: Settings) -> Any? { settings.value(forKey: "sound") }
            let pull: () -> Void = { (FeedController() as any Refreshing).refresh() }
        }
        """)
        // A protocol's requirement called through the protocol, `@objc`, an override, a type conforming to a protocol
        // whose requirements the model does not know, a name looked up as a string and
        // `body` stay; only the property nothing names goes.
        #expect(lines([app, types, home]) == ["Screens.swift:3", "Screens.swift:4", "Screens.swift:5", "Screens.swift:9", "Screens.swift:12", "Screens.swift:15"])
        // A type only an unnamed member names is unreachable with it.
        let unread = (home.0, home.1.replacingOccurrences(of: "Row().onAppear { _ = read(Settings()) }", with: "Row()"))
        #expect(!lines([app, types, unread]).contains("Screens.swift:12"))
    }

    @Test func aRequirementOnlyItsProtocolDeclaresIsUnreachable() {
        let account = ("App/AccountService.swift", """
        protocol AccountServiceProtocol {
            func subscriptionOptions() -> [Int]
            func hardcodedOptions() -> [Int]
        }
        extension AccountServiceProtocol {
            func firstOption() -> Int? { subscriptionOptions().first }
        }
        final class AccountService: AccountServiceProtocol {
            func subscriptionOptions() -> [Int] { [flag()] }
            func hardcodedOptions() -> [Int] { [flag()] }
        }
        @objc protocol Syncing { func sync() }
        protocol ListDelegate: UITableViewDelegate { func list(didPick row: Int) }
        final class Syncer: NSObject, Syncing {
            func sync() { flag() }
        }
        final class Picker: NSObject, ListDelegate {
            func list(didPick row: Int) { flag() }
        }
        """)
        let home = ("App/HomeView.swift", """
        struct HomeView: View {
            let service: any AccountServiceProtocol = AccountService()
            let helpers: [Any] = [Syncer(), Picker()]
            var body: some View { Text("\\(service.firstOption() ?? 0)") }
        }
        """)
        let mock = ("AppTests/MockAccountService.swift", """
        final class MockAccountService: AccountServiceProtocol {
            func subscriptionOptions() -> [Int] { [] }
            func hardcodedOptions() -> [Int] { [] }
        }
        func testOptions() { _ = MockAccountService().hardcodedOptions() }
        """)
        // `subscriptionOptions()` runs through the protocol's extension, while only the protocol
        // and a test name `hardcodedOptions()`, which goes. An `@objc` protocol's requirement,
        // and one of a protocol refining one from elsewhere, stay.
        #expect(lines([app, account, home, mock]) == ["AccountService.swift:9", "AccountService.swift:15", "AccountService.swift:18"])
    }

    @Test func nothingIsDecidedWhereReachabilityIsNot() {
        // Without an entry point (a snippet, the example harness), with Objective-C, or in a
        // lone package whose public members have clients elsewhere, members stay.
        #expect(lines([theme]).count == 6)
        // With Objective-C, the members of classes stay, while those of structs and enums, which it
        // cannot see, are decided.
        #expect(lines([app, classTheme, ("App/Legacy.m", "NSString *typeName = @\"Theme\";")]).count == 6)
        #expect(lines([app, theme, ("App/Legacy.m", "NSString *typeName = @\"Theme\";")]).isEmpty)
        let package = ("Kit/Sources/Kit/Styles.swift", """
        public enum Styles {
            public static func title() -> Int { flag() }
            static func unused() -> Int { flag() }
        }
        """)
        #expect(lines([package, ("Kit/Package.swift", "// swift-tools-version:5.9\n")]) == ["Styles.swift:2"])
    }

    @Test func withObjectiveCOnlyExtensionsOfOtherTypesAreDecided() {
        let barItems = ("App/UIBarButtonItem+App.swift", """
        extension UIBarButtonItem {
            static func composeItem() -> Int { flag() }
            static func closeItem() -> Int { flag() }
        }
        """)
        let home = ("App/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"\\(UIBarButtonItem.closeItem())\") } }")
        let legacy = ("App/Legacy.m", "NSString *typeName = @\"Theme\";")
        let project = (XcodeProjectExamples.path, XcodeProjectExamples.project(configurations: [("Release", ["SWIFT_VERSION": "5.0"])]))
        // Objective-C sees no Swift member without `@objc`: the extension's uncalled helper goes,
        // while the members of the project's own types stay, as before.
        let found = lines([app, classTheme, home, barItems, legacy, project])
        #expect(found.count == 7 && !found.contains("UIBarButtonItem+App.swift:2") && found.contains("UIBarButtonItem+App.swift:3"))
        // Members of structs and enums are decided too: Objective-C cannot see them.
        #expect(lines([app, theme, home, barItems, legacy, project]) == ["UIBarButtonItem+App.swift:3"])
        // A build that infers `@objc` (Swift 3 inference), or no Xcode project to tell, decides
        // only those of structs and enums.
        let inferring = (project.0, XcodeProjectExamples.project(configurations: [("Release", ["SWIFT_SWIFT3_OBJC_INFERENCE": "On"])]))
        #expect(lines([app, classTheme, home, barItems, legacy, inferring]).count == 8)
        // A vendored library's Swift 3 example project (mammoth's FloatLabelExample) builds none of the app.
        let example = ("App/Views/FloatLabel/FloatLabelExample/FloatLabelExample.xcodeproj/project.pbxproj",
                       XcodeProjectExamples.project(configurations: [("Release", ["SWIFT_VERSION": "3.0"])]))
        #expect(lines([app, classTheme, home, barItems, legacy, project, example]).count == 7)
        #expect(lines([app, classTheme, home, barItems, legacy]).count == 8)
        #expect(lines([app, theme, home, barItems, legacy]).count == 2)
    }

    @Test func aCheckFindingInAMemberNothingNamesIsDropped() {
        let cell = ("App/PriceCell.swift", """
        final class PriceCell: UITableViewCell {
            let label = UILabel()
            func configure() { label.font = UIFont.systemFont(ofSize: 15) }
            func configureLegacy() { label.font = UIFont.systemFont(ofSize: 13) }
        }
        """)
        let list = ("App/ListController.swift", """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                PriceCell().configure()
                return true
            }
        }
        """)
        #expect(lines([cell, list], check: UIKitFixedFontSize.self) == ["PriceCell.swift:3"])
        #expect(lines([cell], check: UIKitFixedFontSize.self).count == 2)
    }
}
