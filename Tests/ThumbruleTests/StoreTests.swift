import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleRules

/// The store preflight's inputs: entitlements per build configuration and the dated store table.
@Suite struct StoreTests {
    /// Debug and Release signing with different files: each configuration keeps its own path,
    /// and the shipping build is Release's.
    @Test func entitlementsAreReadPerConfiguration() throws {
        let text = StoreExamples.project(debug: "App/App-Debug.entitlements", release: "App/App.entitlements")
        let project = try XcodeProject(path: "App.xcodeproj/project.pbxproj", data: Data(text.utf8))
        let target = try #require(project.targets.first)
        #expect(target.configurations == ["Debug", "Release"])
        #expect(target.entitlementsByConfiguration == ["Debug": "App/App-Debug.entitlements", "Release": "App/App.entitlements"])
        #expect(target.releaseEntitlementsPath == "App/App.entitlements")
    }

    /// No Release configuration and more than one other: which one ships is unknown.
    /// Sample, demo and test-host apps are run on simulators, never uploaded.
    @Test func developerAppsAreToldByName() {
        for name in ["SettingsSampleApp", "HomeDemo", "UITestsHost", "Example"] { #expect(DeveloperApps.namesDeveloperApp(name), "\(name)") }
        for name in ["ProtonVPN", "Recipes", "PreviewBrowser", "Kiwix"] { #expect(!DeveloperApps.namesDeveloperApp(name), "\(name)") }
    }

    @Test func releaseIsUnknownWithoutAReleaseConfiguration() {
        var target = XcodeProject.Target(name: "App", productType: XcodeProductTypes.application, kind: .app, sourceFiles: [],
                                         synchronizedFolders: [], infoPlistPath: nil, generatedInfoPlistKeys: [:], entitlementsPath: nil)
        target.configurations = ["AppStore", "Beta", "Debug"]
        target.entitlementsByConfiguration = ["AppStore": "A.entitlements", "Beta": "B.entitlements"]
        #expect(target.releaseEntitlementsPath == nil)
        target.configurations = ["AppStore", "Debug"]
        #expect(target.releaseEntitlementsPath == "A.entitlements")
    }

    /// On the date the table was checked, Billing Library 7's extension had ended and 8 was current.
    @Test func billingMinimumFollowsTheTable() {
        #expect(StoreRequirements.billingLibraryMinimumMajor == 8)
        #expect(StoreRequirements.billingWindow(major: 7)?.extensionEnds == "2026-11-01")
        #expect(StoreRequirements.playTargetSdk.level == 36)
    }

    /// Whole keys match; prose that mentions one, placeholders and live keys do not.
    @Test(arguments: [
        ("ca-app-pub-3940256099942544~1458002511", true),
        ("ca-app-pub-3940256099942544/2934735716", true),
        ("pk_test_51HcW2bKx0aExampleOnlyKey00", true),
        ("pk_test_", false),
        ("pk_test_YOUR KEY HERE", false),
        ("pk_live_51HcW2bKx0aExampleOnlyKey00", false),
        ("Use ca-app-pub-3940256099942544/2934735716 while testing", false),
    ])
    func testKeysMatchWholeValues(_ value: String, _ matches: Bool) {
        #expect((SDKTestKeys.match(value) != nil) == matches)
    }

    /// A Release configuration that signs with no file the checkout has decides nothing.
    @Test func missingReleaseFileDecidesNothing() throws {
        let files: [(String, String)] = [
            ("App/AppDelegate.swift", "import UIKit\nfunc register(_ app: UIApplication) { app.registerForRemoteNotifications() }\n"),
            (XcodeProjectExamples.path, StoreExamples.project(debug: nil, release: "App/Absent.entitlements")),
        ]
        let findings = ExampleHarness(rulebook: .bundled).findings(CapabilityWithoutEntitlement.self, files)
        #expect(findings.isEmpty)
    }
}
