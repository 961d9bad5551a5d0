import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore

/// Findings that name, as related places, where a reader looks for what is missing.
@Suite struct RelatedPlaceTests {
    /// pay-restore.missing names the settings screen's rows, here a UIKit controller's stack.
    @Test func missingRestoreNamesTheSettingsStack() throws {
        let findings = ExampleHarness().findings(MissingRestore.self, [
            ("App/UpgradeView.swift", """
            import StoreKit
            import SwiftUI
            struct UpgradeView: View {
                let yearly: Product
                var body: some View {
                    Button("Subscribe for \\(yearly.displayPrice) a year") { Task { _ = try await yearly.purchase() } }
                }
            }
            """),
            ("App/SettingsMainViewController.swift", """
            import UIKit
            final class SettingsMainViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); setUp() }
            }
            private extension SettingsMainViewController {
                func setUp() {
                    let rows = UIStackView(arrangedSubviews: [OptionRow(title: "Appearance"), OptionRow(title: "Notifications")])
                    view.addSubview(rows)
                }
            }
            """),
        ])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.related.map(\.position.path).contains("App/SettingsMainViewController.swift"))
        #expect(finding.related.first { $0.position.path == "App/SettingsMainViewController.swift" }?.position.line == 7)
    }

    /// A stack in a controller that is not the settings screen (a feed, a profile's premium card, a settings sub-page) is no place for the row.
    @Test func missingRestoreNamesNoOtherControllersStack() throws {
        let findings = ExampleHarness().findings(MissingRestore.self, [
            ("App/UpgradeView.swift", """
            import StoreKit
            import SwiftUI
            struct UpgradeView: View {
                let yearly: Product
                var body: some View {
                    Button("Subscribe for \\(yearly.displayPrice) a year") { Task { _ = try await yearly.purchase() } }
                }
            }
            """),
            ("App/ProfilePremiumCardController.swift", """
            import UIKit
            final class ProfilePremiumCardController: UIViewController {
                let premium = PremiumState()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UIStackView(arrangedSubviews: [BadgeRow(), PremiumRow()]))
                }
            }
            """),
            ("App/SettingsMutedUsersController.swift", """
            import UIKit
            final class SettingsMutedUsersController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UIStackView(arrangedSubviews: [MutedRow(), MutedRow()]))
                }
            }
            """),
            ("App/FeedViewController.swift", """
            import UIKit
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UIStackView(arrangedSubviews: [HeaderRow(), PostRow()]))
                }
            }
            """),
        ])
        let finding = try #require(findings.first)
        #expect(!finding.related.map(\.position.path).contains("App/FeedViewController.swift"))
        #expect(!finding.related.map(\.position.path).contains("App/ProfilePremiumCardController.swift"))
        #expect(!finding.related.map(\.position.path).contains("App/SettingsMutedUsersController.swift"))
    }

    /// auth-signout.android-credential-state names the session layer's sign-out before a screen's.
    @Test func credentialStateNamesTheSessionLayerSignOutFirst() throws {
        let findings = ExampleHarness().findings(AndroidCredentialStateNotCleared.self, [
            AndroidExample.settings, AndroidExample.build(),
            ("app/src/main/java/com/example/app/AccountFragment.kt", """
            class AccountFragment(private val users: UserManager) {
                private fun signOut() { users.signOut() }
            }
            """),
            ("app/src/main/java/com/example/app/GoogleSignIn.kt", """
            class GoogleSignIn(private val credentials: CredentialManager) {
                suspend fun signIn(activity: Activity, request: GetCredentialRequest) = credentials.getCredential(activity, request)
            }
            """),
            ("app/src/main/java/com/example/app/UserManager.kt", """
            class UserManager(private val tokens: TokenStore) {
                fun signOut() {
                    tokens.clear()
                }
            }
            """),
        ])
        let finding = try #require(findings.first)
        #expect(finding.related.map(\.position.path) == ["app/src/main/java/com/example/app/UserManager.kt",
                                                         "app/src/main/java/com/example/app/AccountFragment.kt"])
    }
}
