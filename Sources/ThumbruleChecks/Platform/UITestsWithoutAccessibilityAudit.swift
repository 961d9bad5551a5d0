import Foundation
import SwiftSyntax
import ThumbruleCore

/// An iOS project whose UI tests drive the app (`XCUIApplication`) but never call
/// `performAccessibilityAudit()` (Xcode 15), the automated pass that finds missing labels,
/// clipped Dynamic Type text, low contrast and small hit regions on each screen the tests
/// reach. The suite is already there; without the audit those regressions reach release
/// unnoticed. One note per project, at the first UI test file. Walking the flows with VoiceOver
/// stays a device task; this settles only the automated part of `a11y-test`.
///
/// Screenshot automation (fastlane's `setupSnapshot` / `snapshot`) is not a test suite and is
/// left out, and so is a suite that never taps, types or swipes (Xcode's empty template). Android's counterpart, Espresso without `AccessibilityChecks.enable()`, is
/// `AndroidUITestsWithoutAccessibilityChecks`.
struct UITestsWithoutAccessibilityAudit: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-test.ui-tests-without-audit",
        ruleId: "a11y-test",
        summary: "UI tests drive the app but never run performAccessibilityAudit",
        scopes: [.test],
        triggering: [
            // The UI-test target of the project beside it compiles the file.
            CheckExample(files: [
                ("App.xcodeproj/project.pbxproj", uiTestProject(["RunnerUITests/FlowTests.swift"])),
                ("RunnerUITests/FlowTests.swift", """
                import XCTest
                final class FlowTests: XCTestCase {
                    func testOrder() {
                        let app = ↓XCUIApplication()
                        app.launch()
                        app.buttons["Order"].tap()
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("AppUITests/CheckoutUITests.swift", """
                import XCTest
                final class CheckoutUITests: XCTestCase {
                    func testCheckout() {
                        let app = ↓XCUIApplication()
                        app.launch()
                        app.buttons["Buy"].tap()
                        XCTAssertTrue(app.staticTexts["Thank you"].exists)
                    }
                }
                """),
                ("AppUITests/SignInUITests.swift", """
                import XCTest
                final class SignInUITests: XCTestCase {
                    func testSignIn() { XCUIApplication().launch() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // lakiite: a Swift helper that taps through system alerts sits beside a Patrol runner, but the
            // UI-test target compiles only the runner's Objective-C file: no test run builds the helper.
            CheckExample(files: [
                ("App.xcodeproj/project.pbxproj", uiTestProject(["RunnerUITests/RunnerUITests.m"])),
                ("RunnerTests/IntegrationHelper.swift", """
                import XCTest
                class IntegrationHelper: XCTestCase {
                    override func setUp() {
                        addUIInterruptionMonitor(withDescription: "Alert") { alert in
                            alert.buttons["Allow"].tap()
                            return true
                        }
                        XCUIApplication().launch()
                    }
                }
                """),
            ]),
            CheckExample(files: [
                ("AppUITests/CheckoutUITests.swift", """
                import XCTest
                final class CheckoutUITests: XCTestCase {
                    func testCheckout() throws {
                        let app = XCUIApplication()
                        app.launch()
                        try app.performAccessibilityAudit()
                    }
                }
                """),
                ("AppUITests/SignInUITests.swift", """
                import XCTest
                final class SignInUITests: XCTestCase {
                    func testSignIn() { XCUIApplication().launch() }
                }
                """),
            ]),
            // Screenshot automation for the store page, not a test suite.
            CheckExample(files: [
                ("AppScreenshots/StoreScreenshots.swift", """
                import XCTest
                final class StoreScreenshotsTests: XCTestCase {
                    func testScreenshots() {
                        let app = XCUIApplication()
                        setupSnapshot(app)
                        app.launch()
                        snapshot("01Home")
                    }
                }
                """),
            ]),
            // Xcode's template: the app launches, and no test touches a screen.
            CheckExample(files: [
                ("AppUITests/AppUITests.swift", """
                import XCTest
                final class AppUITests: XCTestCase {
                    override func setUp() { XCUIApplication().launch() }
                    func testExample() {}
                }
                """),
            ]),
            // Unit tests only.
            CheckExample(files: [
                ("AppTests/CartTests.swift", """
                import XCTest
                final class CartTests: XCTestCase {
                    func testTotal() { XCTAssertEqual(Cart(items: [1, 2]).total, 3) }
                }
                """),
            ]),
        ]
    )

    /// An Xcode project at the root whose UI-test target `RunnerUITests` compiles `sources`.
    static func uiTestProject(_ sources: [String]) -> String {
        let refs = sources.enumerated().map { "\t\tREF\($0.offset) = {isa = PBXFileReference; path = \($0.element); sourceTree = \"<group>\"; };\n\t\tBUILD\($0.offset) = {isa = PBXBuildFile; fileRef = REF\($0.offset); };" }.joined(separator: "\n")
        let children = sources.indices.map { "REF\($0)" }.joined(separator: ", ")
        let builds = sources.indices.map { "BUILD\($0)" }.joined(separator: ", ")
        return """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tMAIN = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
        \(refs)
        \t\tPHASE = {isa = PBXSourcesBuildPhase; files = (\(builds)); };
        \t\tTARGET = {isa = PBXNativeTarget; name = RunnerUITests; productType = "com.apple.product-type.bundle.ui-testing"; buildPhases = (PHASE); };
        \t};
        \trootObject = ROOT;
        }

        """
    }

    /// What a test file does with the app: where it first starts one, whether it touches
    /// elements (page objects touch them without naming `XCUIApplication`), whether it audits.
    struct TestFile: Codable, Sendable {
        /// The file's path (nil in facts recorded before it was kept).
        var path: String? = nil
        let app: SourcePosition?
        let drives: Bool
        let audits: Bool
    }

    static let files = FactKey<TestFile>("a11y-test.ui-tests-without-audit.file")
    /// Calls that act on an element: a suite that makes none (Xcode's empty template) tests no screen.
    static let interactions = ["tap", "doubleTap", "press", "typeText", "swipeUp", "swipeDown", "swipeLeft", "swipeRight"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        // Screenshot automation drives the app for the store page, not to test it.
        guard !file.index.mentions("setupSnapshot") else { return }
        let audits = !file.index.calls("performAccessibilityAudit").isEmpty
        let drives = !file.index.calls(Self.interactions).isEmpty
        let app = file.index.calls("XCUIApplication").first.map(Syntax.init) ?? file.index.references("XCUIApplication").first.map(Syntax.init)
        guard audits || drives || app != nil else { return }
        output.facts.add(TestFile(path: file.path, app: app.map { file.position(of: $0) }, drives: drives, audits: audits), for: Self.files)
    }

    /// Whether a file lies in the folder of an Xcode project that lists its targets' sources
    /// yet no target of it compiles the file: no test run builds it (lakiite's Swift helper
    /// beside a Patrol runner whose UI-test target compiles only its Objective-C file).
    static func inNoTarget(_ path: String?, _ project: Project) -> Bool {
        guard let path else { return false }
        let enclosing = project.xcodeProjects.filter { xcode in
            let folder = ((xcode.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            return folder.isEmpty || path.hasPrefix(folder + "/")
        }
        guard !enclosing.isEmpty,
              enclosing.allSatisfy({ xcode in xcode.targets.contains { !$0.sourceFiles.isEmpty || !$0.synchronizedFolders.isEmpty } }) else { return false }
        return !project.xcodeProjects.contains { xcode in xcode.targets.contains { $0.contains(path) } }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let files = project.facts.values(Self.files).filter { !Self.inNoTarget($0.path, project) }
        guard !files.contains(where: \.audits), files.contains(where: \.drives) else { return }
        let apps = files.compactMap(\.app)
        guard let first = apps.min(by: { ($0.path, $0.line) < ($1.path, $1.line) }) else { return }
        let count = Set(apps.map(\.path)).count
        output.report(
            "This project's UI tests drive the app (\(count == 1 ? "1 file uses" : "\(count) files use") XCUIApplication) but none calls performAccessibilityAudit(), so missing labels, text clipped at large sizes, low contrast and small hit areas on the screens they reach go unnoticed until someone using VoiceOver or large text finds them. Add `try app.performAccessibilityAudit()` (Xcode 15) after reaching each primary screen; walking the flows with VoiceOver on a device is still needed.",
            at: first, confidence: .medium)
    }
}
