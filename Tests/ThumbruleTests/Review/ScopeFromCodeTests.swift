import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
@testable import ThumbruleReview
@testable import ThumbruleRules

extension ScratchFolder {
    /// An app whose code uses four contextual areas and nothing else beyond the base ones:
    /// an ad SDK, StoreKit, local notifications and an onboarding screen; plus code that must
    /// not count: a background task only a debug build schedules, and a preview that animates.
    static func fourAreaApp() throws -> ScratchFolder {
        let project = try ScratchFolder()
        try project.write("App/Ads.swift", "import GoogleMobileAds\n\nfinal class AdSlot { func start() { MobileAds.shared.start() } }\n")
        try project.write("App/Store.swift", "import StoreKit\n\nfinal class Store { func load() async throws -> [Product] { try await Product.products(for: [\"pro\"]) } }\n")
        try project.write("App/Reminders.swift", """
        import Foundation

        final class Reminders {
            func schedule() {
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "cook", content: UNMutableNotificationContent(), trigger: nil))
            }
        }
        """)
        try project.write("App/OnboardingView.swift", """
        import SwiftUI

        struct OnboardingView: View {
            var body: some View { Text("Hello") }
        }

        #Preview {
            OnboardingView().onAppear { withAnimation { } }
        }
        """)
        try project.write("App/DebugMenu.swift", """
        import Foundation

        #if DEBUG
        func scheduleDebugRefresh() { BGTaskScheduler.shared.cancelAllTaskRequests() }
        #endif
        """)
        return project
    }
}

@Suite struct ScopeFromCodeTests {
    static let four: Set<String> = ["ads", "pay", "notify", "onboard"]

    @Test func theCodeOpensFourAreasWithNoBrief() throws {
        let project = try ScratchFolder.fourAreaApp()
        let outcome = try ReviewRunner().run(.init(currentDirectory: project.path, archive: false))
        let scope = outcome.card.scope
        #expect(Set(scope.openedByCode) == Self.four, "\(scope.openedByCode)")
        #expect(scope.opened.isEmpty && scope.closed.isEmpty)
        #expect(!scope.areas.contains("bg") && !scope.areas.contains("motion"), "debug-only and preview code open nothing")
        #expect(scope.evidence["ads"]?.first == AreaSighting(what: "import GoogleMobileAds", path: "App/Ads.swift", line: 1))
        #expect(scope.evidence["notify"]?.map(\.what).contains("UNUserNotificationCenter") == true)
        #expect(scope.evidence["onboard"]?.first?.what == "type OnboardingView")

        let rulebook = Rulebook.bundled
        let always = Set(ReviewScope.alwaysInScope)
        let codeRules = rulebook.rules.filter { Self.four.contains($0.area) && !always.contains($0.id) }.map(\.id)
        #expect(scope.count(.code) == codeRules.count && codeRules.allSatisfy(scope.rules.contains))
        #expect(scope.count(.brief) == 0 && scope.count(.always) == ReviewScope.alwaysInScope.count)
        #expect(scope.count(.base) == rulebook.rules.filter { ReviewScope.baseAreas.contains($0.area) }.count)
        #expect(scope.rules.count == ReviewScope.Source.allCases.map(scope.count).reduce(0, +))

        let markdown = outcome.markdown
        let counts = "Scope: \(scope.rules.count) rules (\(scope.count(.base)) base, \(scope.count(.always)) always, 0 brief, \(codeRules.count) code)."
        #expect(markdown.contains(counts), "\(markdown)")
        #expect(markdown.contains("- opened by the code: ads: import GoogleMobileAds (App/Ads.swift:1); open or close it in PRODUCT.md's ## Areas"), "\(markdown)")
        #expect(markdown.contains("- opened by the code: pay: import StoreKit (App/Store.swift:1)"))
        #expect(markdown.contains("- opened by the code: onboard: type OnboardingView (App/OnboardingView.swift:3)"))
        // The rubric shares the scope: the same rules, under the same header.
        let rubric = try Rubric(rulebook: rulebook, scope: scope)
        #expect(rubric.rows.map(\.id) == scope.rules)
        #expect(rubric.markdown().contains(counts))
    }

    @Test func aBriefThatClosesOneWithAReasonKeepsTheLastWord() throws {
        let project = try ScratchFolder.fourAreaApp()
        try project.write(".thumbrule/PRODUCT.md", """
        # Product

        ## Areas
        | Area | Decision | Reason |
        |---|---|---|
        | notify | closed | reminders go out by email; the in-app class is a stub |
        | pay | open | sells the pro plan |
        | bg | open | a nightly sync is planned |
        """)
        let outcome = try ReviewRunner().run(.init(currentDirectory: project.path, archive: false))
        let scope = outcome.card.scope
        #expect(!scope.areas.contains("notify") && scope.closed["notify"] == "reminders go out by email; the in-app class is a stub")
        #expect(!scope.rules.contains { $0.hasPrefix("notify-") })
        #expect(scope.opened == ["bg", "pay"].filter(scope.areas.contains) && Set(scope.opened) == ["bg", "pay"])
        #expect(Set(scope.openedByCode) == ["ads", "onboard"], "pay is the brief's now, notify is closed")
        let markdown = outcome.markdown
        #expect(markdown.contains("- closed by the brief: notify (reminders go out by email; the in-app class is a stub); the code shows UNMutableNotificationContent (App/Reminders.swift:5), UNNotificationRequest (App/Reminders.swift:5), UNUserNotificationCenter (App/Reminders.swift:5)\n"), "\(markdown)")
        #expect(markdown.contains("pay (the code shows import StoreKit (App/Store.swift:1))"), "\(markdown)")
        #expect(!markdown.contains("opened by the code: pay") && !markdown.contains("opened by the code: notify"))
        #expect(scope.count(.brief) == Rulebook.bundled.rules.filter { ["bg", "pay"].contains($0.area) && !ReviewScope.alwaysInScope.contains($0.id) }.count)

        // --open has the last word over a closed area; a screen brief over PRODUCT.md.
        let reopened = try ReviewRunner().run(.init(currentDirectory: project.path, open: ["notify"], archive: false))
        #expect(reopened.card.scope.areas.contains("notify") && reopened.card.scope.closed["notify"] == nil)

        // doctor lists what the brief leaves undecided, and only that.
        let doctor = Doctor(root: project.path).areas(AreaSurvey(try ProjectSources(root: project.path)))
        #expect(!doctor.passed)
        #expect(doctor.detail.contains("the code uses ads (import GoogleMobileAds, App/Ads.swift:1), onboard (type OnboardingView, App/OnboardingView.swift:3), which .thumbrule/PRODUCT.md ## Areas neither opens nor closes"), "\(doctor.detail)")
        try project.write(".thumbrule/PRODUCT.md", """
        # Product

        ## Areas
        | Area | Decision | Reason |
        |---|---|---|
        | notify | closed | reminders go out by email |
        | pay | open | sells the pro plan |
        | ads | open | a banner on the free tier |
        | onboard | open | |
        """)
        let decided = Doctor(root: project.path).areas(AreaSurvey(try ProjectSources(root: project.path)))
        #expect(decided.passed && decided.detail == "4 areas the code uses, each opened or closed in .thumbrule/PRODUCT.md", "\(decided.detail)")
    }

    @Test func cliRubricScopeListsTheRulesReviewScores() throws {
        let project = try ScratchFolder.fourAreaApp()
        let review = try CLI.run(["review", "--no-archive", "--format", "json"], in: project.path)
        let card = try JSONDecoder().decode(Scorecard.self, from: Data(review.stdout.utf8))
        let scoped = try CLI.run(["rubric", "--scope", "--format", "ids"], in: project.path)
        #expect(scoped.status == 0 && scoped.stdout == card.scope.rules.map { $0 + "\n" }.joined())
        let markdown = try CLI.run(["rubric", "App"], in: project.path)
        #expect(markdown.stdout.contains("- opened by the code: ads: import GoogleMobileAds (Ads.swift:1)"), "a folder implies --scope and is the root: \(markdown.stdout.prefix(600))")
        let whole = try CLI.run(["rubric", "--format", "ids"], in: project.path)
        #expect(whole.stdout.split(separator: "\n").count == Rulebook.bundled.rules.count, "without --scope the rubric is the whole rulebook")
        let unknown = try CLI.run(["rubric", "--open", "gizmos"], in: project.path)
        #expect(unknown.status == 2 && unknown.stderr.contains("--open gizmos is no rule area"))
    }

    @Test func productAreasRowsThatDecideNothingAreProblems() {
        let text = "# Product\n\n## Areas\n| Area | Decision | Reason |\n|---|---|---|\n| gizmos | open | x |\n| bg | closed | |\n| ads | maybe | |\n| TODO | | |\n"
        let areas = ProductAreas(text: text, file: "PRODUCT.md", areas: Set(Rulebook.bundled.areas.map(\.prefix)))
        #expect(areas.decisions.isEmpty)
        #expect(areas.problems == ["PRODUCT.md:6: 'gizmos' is no rule area", "PRODUCT.md:7: closing bg needs a reason", "PRODUCT.md:8: ads is neither open nor closed"])
    }

    @Test func aScreenReviewUsesOnlyWhatTheScreenAndItsViewsUse() throws {
        let project = try ScratchFolder.fourAreaApp()
        try project.write("App/HomeView.swift", """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                VStack {
                    Text("Tonight")
                    Button("Start cooking") {}
                    UpgradeCard()
                }
            }
        }
        """)
        try project.write("App/UpgradeCard.swift", """
        import SwiftUI
        import StoreKit

        struct UpgradeCard: View {
            var body: some View { SubscriptionStoreView(groupID: "pro") }
        }
        """)
        try project.write(".thumbrule/screens/home.md", """
        ---
        target: App/HomeView.swift
        user_goal: Start tonight's recipe
        context:
          environment: kitchen
          posture: standing
          hands: one
          attention: divided
          session_length: two minutes
          frequency: daily
          interruption: frequent
          urgency: low
        primary_action: "Start cooking"
        states:
          loading: n/a - nothing loads
          empty: n/a - always a recipe
          error: n/a - bundled data
          offline: n/a - bundled data
          partial: n/a - loads whole
          permission: n/a - asks for nothing
        scope:
          open: []
          closed:
            copy: the screen has one word of its own
        ---
        """)
        let outcome = try ReviewRunner().run(.init(currentDirectory: project.path, screen: "home", archive: false))
        let scope = outcome.card.scope
        #expect(scope.openedByCode == ["pay"], "only the composed UpgradeCard opens an area: \(scope.openedByCode)")
        #expect(scope.evidence["pay"]?.map(\.path).allSatisfy { $0 == "App/UpgradeCard.swift" } == true)
        #expect(!scope.areas.contains("ads") && !scope.areas.contains("notify") && !scope.areas.contains("onboard"))
        #expect(!scope.areas.contains("copy") && scope.closed["copy"] != nil)
        #expect(outcome.markdown.contains("- opened by the code: pay: import StoreKit (App/UpgradeCard.swift:2), SubscriptionStoreView (App/UpgradeCard.swift:5); open or close it in the screen brief's scope"), "\(outcome.markdown)")
    }

    @Test func theStatusLineCountsOnlyRulesScoredFromEvidence() throws {
        let rulebook = ScoringTests.rulebook
        let scope = ReviewScope(rulebook: rulebook, open: ["zz"])
        let lines = ScoringTests.scoring.score(scope: scope, findings: [], checksRun: [])
        var card = ScoringTests.scoring.card(lines: lines, scope: scope, target: "t", screen: nil, paths: [], date: Date(timeIntervalSince1970: 0))
        #expect(card.scored.isEmpty)
        #expect(card.statusLine == "**CLEAN** 0% from the 0 rules scored from evidence; 9 of the 9 rules in scope are not scored yet: 2 need a device, 7 need a reviewer.")
        card = ScoringTests.scoring.card(lines: ScoringTests.scoring.score(scope: scope, findings: [], checksRun: rulebook.ruleIds.map { "\($0).check" }),
                                         scope: scope, target: "t", screen: nil, paths: [], date: Date(timeIntervalSince1970: 0))
        #expect(card.statusLine == "**CLEAN** 100% from the 7 rules scored from evidence; 2 of the 9 rules in scope are not scored yet: 2 need a device, 0 need a reviewer.")
    }

    @Test func theShowcaseReportListsEveryAreaItsCodeOpensWithItsEvidence() throws {
        let result = try CLI.run(["review", "--no-archive", "--format", "json", "Examples/Showcase"])
        let card = try JSONDecoder().decode(Scorecard.self, from: Data(result.stdout.utf8))
        let expected = ["ads", "auth", "fb", "form", "list", "motion", "nav", "net", "notify", "off", "onboard", "pay", "perm", "priv", "sense", "splash"]
        #expect(Set(card.scope.openedByCode) == Set(expected), "\(card.scope.openedByCode)")
        #expect(card.scope.evidence["notify"]?.first == AreaSighting(what: "import UserNotifications", path: "Showcase/Notifications/CookingReminders.swift", line: 1))
        #expect(card.scope.evidence["perm"]?.first?.what == "AVCaptureDevice.requestAccess(for: .video)")
        let markdown = try CLI.run(["review", "--no-archive", "Examples/Showcase"]).stdout
        for area in expected {
            let evidence = try #require(card.scope.evidence[area]?.first)
            #expect(markdown.contains("- opened by the code: \(area): \(evidence)"), "\(area)")
        }
        // Errors the checks found in an area the code opened now count against the app.
        #expect(card.rules.first { $0.id == "pay-honest-paywall" }?.score == 1)
        // A finding in an area nothing opens is listed, not dropped: a sync timer is bg work the table cannot see.
        #expect(card.outsideScope?.keys.sorted() == ["bg-not-running"] && card.outsideScope?["bg-not-running"]?.warnings == 1)
        #expect(markdown.contains("- findings outside the scope, not scored: `bg-not-running` (1 warning); open the area in the brief or with --open to score them\n"))
        let opened = try CLI.run(["review", "--no-archive", "--format", "json", "--open", "bg", "Examples/Showcase"])
        let withBackground = try JSONDecoder().decode(Scorecard.self, from: Data(opened.stdout.utf8))
        #expect(withBackground.outsideScope?.isEmpty == true && (withBackground.rules.first { $0.id == "bg-not-running" }?.score ?? 5) <= 3)
    }

    @Test func androidDependenciesAndPermissionsOpenAreas() throws {
        let project = try ScratchFolder()
        try project.write("settings.gradle.kts", "include(\":app\")\n")
        try project.write("app/build.gradle.kts", """
        plugins { id("com.android.application") }
        android { namespace = "com.example.app"; defaultConfig { targetSdk = 35 } }
        dependencies {
            implementation("com.android.billingclient:billing-ktx:7.1.1")
            implementation("androidx.work:work-runtime-ktx:2.10.0")
            testImplementation("androidx.room:room-testing:2.6.1")
        }
        """)
        try project.write("app/src/main/AndroidManifest.xml", """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <uses-permission android:name="android.permission.POST_NOTIFICATIONS" />
            <application />
        </manifest>
        """)
        let survey = AreaSurvey(try ProjectSources(root: project.path))
        #expect(survey.evidence["pay"] == [AreaSighting(what: "Gradle dependency com.android.billingclient:billing-ktx", path: "app/build.gradle.kts", line: 4)])
        #expect(survey.evidence["bg"]?.first?.what == "Gradle dependency androidx.work:work-runtime-ktx")
        #expect(survey.evidence["notify"] == [AreaSighting(what: "permission POST_NOTIFICATIONS", path: "app/src/main/AndroidManifest.xml", line: 2)])
        #expect(survey.evidence["perm"]?.first?.what == "permission POST_NOTIFICATIONS")
        #expect(survey.evidence["off"] == nil, "a test dependency opens nothing")
    }

    @Test func accountCreationOpensAuthOnlyWithAnArgumentThatProvesIt() throws {
        let project = try ScratchFolder()
        try project.write("App/Account.swift", """
        final class Account {
            func register(_ backend: Backend, email: String, password: String) async throws {
                try await backend.signUp(email: email, password: password)
            }
        }
        """)
        try project.write("App/Game.swift", "final class Game { func start(_ lobby: Lobby) { lobby.signUp() } }\n")
        let survey = AreaSurvey(try ProjectSources(root: project.path))
        #expect(survey.evidence["auth"] == [AreaSighting(what: "signUp(email:password:)", path: "App/Account.swift", line: 3)], "\(survey.evidence)")
    }

    @Test func swiftPackageProductsOfShippingTargetsOpenAreas() throws {
        let project = try ScratchFolder()
        try project.write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, TESTS); };
                MAIN = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                APP = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); packageProductDependencies = (RC); };
                TESTS = { isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (); packageProductDependencies = (ADS); };
                RC = { isa = XCSwiftPackageProductDependency; productName = RevenueCat; };
                ADS = { isa = XCSwiftPackageProductDependency; productName = GoogleMobileAds; };
            };
            rootObject = ROOT;
        }
        """)
        try project.write("App/Main.swift", "import SwiftUI\n")
        let survey = AreaSurvey(try ProjectSources(root: project.path))
        #expect(survey.evidence["pay"] == [AreaSighting(what: "Swift package product RevenueCat", path: "App.xcodeproj/project.pbxproj", line: 0)])
        #expect(survey.evidence["pay"]?.first?.description == "Swift package product RevenueCat (App.xcodeproj/project.pbxproj)")
        #expect(survey.evidence["ads"] == nil, "a test target's package opens nothing")
    }

    @Test func everyContextualAreaHasOneLineOfEvidence() {
        let rulebook = Rulebook.bundled
        let tabled = AreaEvidence.areas.map(\.area)
        #expect(Set(tabled).count == tabled.count, "one line per area")
        let contextual = rulebook.areas.map(\.prefix).filter { !ReviewScope.baseAreas.contains($0) }
        #expect(Set(tabled) == Set(contextual), "missing: \(Set(contextual).subtracting(tabled)), unknown: \(Set(tabled).subtracting(contextual))")
    }

    @Test func archivesFromBeforeTheCodeOpenedAreasStillRead() throws {
        let old = #"{"areas":["a11y"],"rules":["a11y-name"],"closed":{}}"#
        let scope = try JSONDecoder().decode(ReviewScope.self, from: Data(old.utf8))
        #expect(scope.areas == ["a11y"] && scope.openedByCode.isEmpty && scope.evidence.isEmpty && scope.counts.isEmpty)
        let again = try JSONDecoder().decode(ReviewScope.self, from: JSONEncoder().encode(ReviewScope(rulebook: .bundled, detected: ["ads": []])))
        #expect(again == ReviewScope(rulebook: .bundled, detected: ["ads": []]))
    }
}
