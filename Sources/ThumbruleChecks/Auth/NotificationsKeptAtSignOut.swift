import SwiftSyntax
import ThumbruleCore

/// The app schedules local notifications (`UNNotificationRequest`) and has a sign-out, but
/// nothing anywhere removes pending or delivered notifications
/// (`removeAllPendingNotificationRequests()`, `removePendingNotificationRequests`,
/// `removeAllDeliveredNotifications()`, …). What was scheduled for the account that signed out
/// still fires, and what was delivered stays in Notification Center, on a phone the next
/// person may use (`auth-signout`: that account's notifications go, named in the rule).
///
/// The sign-out is a function named like one (`SessionAPIs.signOutCalls`) whose body ends a
/// session on a receiver (`sessionVault.signOut()`, `Auth.auth().signOut()`). Reported once,
/// at the first such function that ships.
struct NotificationsKeptAtSignOut: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "auth-signout.notifications-kept",
        ruleId: "auth-signout",
        summary: "Sign-out leaves the local notifications the app scheduled for that account",
        triggering: [
            CheckExample(files: [
                ("App/Session.swift", """
                final class Session {
                    func ↓signOut() {
                        keychain.clear()
                        api.session.signOut()
                    }
                }
                """),
                ("App/UploadNotifier.swift", """
                import UserNotifications
                enum UploadNotifier {
                    static func uploaded(_ name: String) {
                        let content = UNMutableNotificationContent()
                        content.title = "\\(name) uploaded"
                        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: name, content: content, trigger: nil))
                    }
                }
                """),
            ]),
            // The same welcome notification once a shipping screen shows the view that schedules it.
            CheckExample(files: [
                ("App/TrailApp.swift", """
                import SwiftUI
                @main struct TrailApp: App {
                    var body: some Scene { WindowGroup { HomeScreen() } }
                }
                struct HomeScreen: View {
                    let session = Session()
                    var body: some View {
                        ProfileSetupView()
                        Button("Sign out") { session.signOut() }
                    }
                }
                """),
                ("App/Session.swift", """
                final class Session {
                    func ↓signOut() { api.session.signOut() }
                }
                """),
                ("App/Notifier.swift", """
                import UserNotifications
                final class Notifier {
                    static let shared = Notifier()
                    func scheduleWelcome() {
                        let content = UNMutableNotificationContent()
                        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "welcome", content: content, trigger: nil))
                    }
                }
                """),
                ("App/ProfileSetupView.swift", """
                import SwiftUI
                struct ProfileSetupView: View {
                    var body: some View { Button("Done") { Notifier.shared.scheduleWelcome() } }
                }
                #Preview { ProfileSetupView() }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Session.swift", """
                import UserNotifications
                final class Session {
                    func signOut() {
                        keychain.clear()
                        api.session.signOut()
                        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
                        UNUserNotificationCenter.current().removeAllDeliveredNotifications()
                    }
                }
                """),
                ("App/UploadNotifier.swift", """
                import UserNotifications
                enum UploadNotifier {
                    static func uploaded(_ name: String) {
                        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: name, content: content, trigger: nil))
                    }
                }
                """),
            ]),
            // spawn-ios UserInfoInputView: the only notification is scheduled from a view that only its
            // `#Preview` builds, so the shipped app schedules nothing for the sign-out to clear.
            CheckExample(files: [
                ("App/TrailApp.swift", """
                import SwiftUI
                @main struct TrailApp: App {
                    var body: some Scene { WindowGroup { HomeScreen() } }
                }
                struct HomeScreen: View {
                    let session = Session()
                    var body: some View {
                        Button("Sign out") { session.signOut() }
                            .task { await Notifier.shared.askPermission() }
                    }
                }
                """),
                ("App/Session.swift", """
                final class Session {
                    func signOut() { api.session.signOut() }
                }
                """),
                ("App/Notifier.swift", """
                import UserNotifications
                final class Notifier {
                    static let shared = Notifier()
                    func askPermission() async { _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) }
                    func scheduleWelcome() {
                        let content = UNMutableNotificationContent()
                        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "welcome", content: content, trigger: nil))
                    }
                }
                """),
                ("App/ProfileSetupView.swift", """
                import SwiftUI
                struct ProfileSetupView: View {
                    var body: some View { Button("Done") { Notifier.shared.scheduleWelcome() } }
                }
                #Preview { ProfileSetupView() }
                """),
            ]),
            // The app schedules nothing itself.
            CheckExample("""
            final class Session {
                func signOut() { api.session.signOut() }
            }
            """),
        ]
    )

    struct Evidence: Codable, Sendable {
        var schedules: [SourcePosition] = []
        var removes = false
        var signOuts: [SourcePosition] = []
    }

    static let evidence = FactKey<Evidence>("auth-signout.notifications-kept")
    static let removals = [
        "removeAllPendingNotificationRequests", "removePendingNotificationRequests", "removeAllDeliveredNotifications", "removeDeliveredNotifications",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var evidence = Evidence()
        evidence.schedules = file.index.calls("UNNotificationRequest").map { file.position(of: $0) }
        evidence.removes = !file.index.calls(Self.removals).isEmpty
        evidence.signOuts = file.index.functions.filter { function in
            guard SessionAPIs.signOutCalls.contains(function.name.text.lowercased()), let body = function.body else { return false }
            return file.index.calls(within: body).contains { call in
                guard let name = call.calleeName, SessionAPIs.signOutCalls.contains(name.lowercased()), let receiver = call.receiver else { return false }
                return receiver.trimmedSourceText != "self"
            }
        }.map { file.position(of: $0.name) }
        guard !evidence.schedules.isEmpty || evidence.removes || !evidence.signOuts.isEmpty else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.removes),
              evidence.flatMap(\.schedules).contains(where: project.ships),
              let signOut = evidence.flatMap(\.signOuts).filter(project.ships).min() else { return }
        output.report(
            "This sign-out ends the session, but nothing in the app removes the local notifications it schedules (UNNotificationRequest): what was scheduled for the account that signed out still fires, and what was delivered stays in Notification Center, on a phone the next person may use. Call UNUserNotificationCenter.current().removeAllPendingNotificationRequests() and removeAllDeliveredNotifications() in this sign-out.",
            at: signOut, confidence: .medium)
    }
}
