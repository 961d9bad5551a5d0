import SwiftSyntax
import ThumbruleCore

/// Notification permission requested from an onboarding or welcome screen: a type whose name
/// says so (`OnboardingViewController`, `WelcomeFlowView`) or any type of a file or folder named
/// so (the pages of `WelcomeFlowView.swift`, `Onboarding/`),
/// directly or through a call that reaches the request in another file. The first run has
/// nothing yet to notify about; `onboard-ask-order` says the notification request is never a
/// first-run dialog, and `perm-notify-ask` ties it to the action that creates something to
/// follow. A "Turn on notifications" page with a button is the same ask: the button answers
/// the app's question, not something the user made.
///
/// The call is followed into helpers of other files as `perm-notify-ask.at-launch` follows
/// launch calls (`LaunchContext.maxCallDepth` calls), and one hop further when the onboarding
/// screen calls the type that holds the request by a name that says it asks for notifications
/// (`registrationService.registerForRemoteNotifications()`), whose own chain may run through
/// promises and delegates the walk does not follow. Skipped like the launch check: a request
/// asking provisionally, one made only once the permission is decided, one behind the user's
/// stored opt-in, and one the launch check already reports (an onboarding first screen's
/// `onAppear`).
struct NotificationAskInOnboarding: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-notify-ask.onboarding",
        ruleId: "perm-notify-ask",
        summary: "Notification permission requested from an onboarding or welcome screen",
        triggering: [
            // cleanswipe: the welcome flow's notifications page asks through the app's manager.
            CheckExample(files: [
                ("App/WelcomeFlowView.swift", """
                import SwiftUI
                struct NotificationsPage: View {
                    let reminderCenter = ReminderCenter.shared
                    var onFinish: () -> Void
                    var body: some View {
                        VStack {
                            Text("Get a daily nudge to tidy up")
                            Button("Turn on reminders") { enableReminders() }
                        }
                    }
                    private func enableReminders() {
                        Task {
                            _ = await ↓reminderCenter.askForAlerts()
                            onFinish()
                        }
                    }
                }
                """),
                ("App/ReminderCenter.swift", """
                import UserNotifications
                final class ReminderCenter {
                    static let shared = ReminderCenter()
                    func askForAlerts() async -> Bool {
                        (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])) ?? false
                    }
                }
                """),
            ]),
            // olvid-ios: the onboarding flow asks itself once the profile is made.
            CheckExample("""
            import UIKit
            import UserNotifications
            final class OnboardingFlowController: UIViewController {
                func permissionPageDidAccept() async {
                    _ = try? await ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound])
                    showNextPage()
                }
            }
            """, path: "App/OnboardingFlowController.swift"),
            // stepik-ios: closing the onboarding asks through a registration service whose own
            // way to the request runs through promises and delegate checks.
            CheckExample(files: [
                ("App/Onboarding/OnboardingViewController.swift", """
                import UIKit
                final class OnboardingViewController: UIViewController {
                    let pushRegistrationService = PushRegistrationService()
                    @IBAction func closeTapped(_ sender: Any) {
                        dismiss(animated: true) {
                            ↓self.pushRegistrationService.registerForRemoteNotifications()
                        }
                    }
                }
                """),
                ("App/PushRegistrationService.swift", """
                import UserNotifications
                final class PushRegistrationService {
                    func registerForRemoteNotifications() { self.register(force: true) }
                    private func register(force: Bool) { status.done { _ in self.presentAlertIfNeeded() } }
                    private func presentAlertIfNeeded() { if delegate == nil { self.requestAuthorization() } }
                    private func requestAuthorization() {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The request follows an action worth a notification, not the onboarding.
            CheckExample(files: [
                ("App/OnboardingView.swift", """
                import SwiftUI
                struct OnboardingView: View {
                    var onFinish: () -> Void
                    var body: some View { Button("Start") { onFinish() } }
                }
                """),
                ("App/ReminderEditor.swift", """
                import SwiftUI
                import UserNotifications
                struct ReminderEditor: View {
                    var body: some View {
                        Button("Remind me") {
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                        }
                    }
                }
                """),
            ]),
            // Provisional authorization shows no alert; reading the settings asks nothing.
            CheckExample("""
            import UIKit
            import UserNotifications
            final class WelcomeViewController: UIViewController {
                func finish() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .provisional]) { _, _ in }
                    UNUserNotificationCenter.current().getNotificationSettings { _ in }
                }
            }
            """),
            // An onboarding page that only registers with APNs (no alert) and a helper of the same
            // name on a type that makes no request.
            CheckExample(files: [
                ("App/OnboardingViewController.swift", """
                import UIKit
                final class OnboardingViewController: UIViewController {
                    let analytics = Analytics()
                    func done() {
                        UIApplication.shared.registerForRemoteNotifications()
                        analytics.registerForNotifications()
                    }
                }
                """),
                ("App/Analytics.swift", """
                final class Analytics {
                    func registerForNotifications() { track("push") }
                }
                """),
            ]),
        ]
    )

    /// A notification request and the function around it, for the project pass.
    struct Request: Codable, Sendable {
        let position: SourcePosition
        /// Set when the request itself sits in an onboarding type.
        let onboardingType: String?
        let helper: LaunchHelper?
    }

    /// A call made from an onboarding type, in the form `LaunchHelper.matches` reads.
    struct OnboardingCall: Codable, Sendable {
        let name: String
        let receivers: [String]
        let callerType: String
        let position: SourcePosition
    }

    static let requests = FactKey<Request>("perm-notify-ask.onboarding.request")
    static let calls = FactKey<OnboardingCall>("perm-notify-ask.onboarding.call")
    static let fileFacts: Set<FileFact> = [.launchPathCalls]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let inOnboardingFolder = Self.isOnboardingFile(file.path)
        let prompts = PermissionUses.matches(in: file, where: { $0.prompts && $0.resource == .notifications }).map(\.node).filter { node in
            !LaunchPrompt.asksProvisionally(node, in: file) && !node.isUnderDecidedPermission && !file.notificationOptInGates.gate(node)
        }
        for prompt in prompts {
            let type = prompt.enclosingTypeName
            let onboarding = type.flatMap { inOnboardingFolder || Self.isOnboarding($0) ? $0 : nil }
            output.facts.add(Request(position: file.position(of: prompt), onboardingType: onboarding,
                                     helper: onboarding == nil ? LaunchHelper.of(prompt, in: file) : nil), for: Self.requests)
        }
        for type in file.index.typeDeclarations where inOnboardingFolder || Self.isOnboarding(type.name) {
            for call in file.index.calls(within: type.node) where !file.index.isInPreview(call) {
                guard let name = call.calledExpression.lastNameComponent, name.first?.isLowercase == true,
                      let receivers = call.launchReceivers, LaunchHelper.follows(name, receivers: receivers) else { continue }
                output.facts.add(OnboardingCall(name: name, receivers: receivers, callerType: call.enclosingTypeName ?? type.name,
                                                position: file.position(of: call)), for: Self.calls)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let requests = project.shippingFacts(Self.requests, at: \.position)
        guard !requests.isEmpty else { return }
        // The launch check's own findings: an onboarding first screen asking as it appears.
        let atLaunch = Set(LaunchPrompt.confirmed(project.shippingFacts(NotificationAskAtLaunch.prompts, at: \.position), in: project).map(\.prompt.position))
        let calls = project.shippingFacts(Self.calls, at: \.position)
        let edges = Dictionary(grouping: project.facts.values(FunctionCallEdge.facts), by: \.name)
        var reported = Set<SourcePosition>()
        for request in requests where !atLaunch.contains(request.position) {
            if let type = request.onboardingType {
                guard reported.insert(request.position).inserted else { continue }
                output.report(Self.message(type), at: request.position, confidence: .medium)
                continue
            }
            guard let helper = request.helper else { continue }
            for (call, _) in Self.callsReaching(helper, from: calls, edges: edges) where reported.insert(call.position).inserted {
                output.report(Self.message(call.callerType), at: call.position, confidence: .medium,
                              related: [RelatedLocation(request.position, "the notification permission request this call leads to")])
            }
        }
    }

    static func message(_ type: String) -> String {
        "Notification permission is requested from \(type), an onboarding screen, before the user has made anything worth being notified about; a first-run ask is mostly refused, and iOS never shows the alert again. Ask right after the action that creates something to follow (a reminder set, an order placed), naming it, or ask for .provisional authorization to deliver quietly first."
    }

    /// The onboarding calls that reach the helper: a call to it or to a function that calls it,
    /// across files, through at most `LaunchContext.maxCallDepth` calls; and a call to the
    /// helper's own type whose name says it asks for notifications.
    static func callsReaching(_ helper: LaunchHelper, from calls: [OnboardingCall], edges: [String: [FunctionCallEdge]]) -> [(OnboardingCall, Int)] {
        var found: [(OnboardingCall, Int)] = []
        var seen = Set<SourcePosition>()
        if let type = helper.type?.lowercased() {
            for call in calls where call.receivers.contains(where: { $0.lowercased() == type }) && asksForNotifications(call.name) {
                if seen.insert(call.position).inserted { found.append((call, 1)) }
            }
        }
        var frontier = [helper]
        var visited: Set<[String]> = [[helper.type ?? "", helper.function]]
        for hops in 1...LaunchContext.maxCallDepth {
            for reached in frontier {
                for call in calls where reached.matches(name: call.name, receivers: call.receivers, callerType: call.callerType, labels: nil) {
                    if seen.insert(call.position).inserted { found.append((call, hops)) }
                }
            }
            frontier = frontier.flatMap { reached in
                (edges[reached.function] ?? []).filter { reached.matches(name: $0.name, receivers: $0.receivers, callerType: $0.caller.type, labels: $0.argumentLabels) }
                    .map(\.caller)
                    // A caller on the onboarding screen itself: its call to the next step is the one reported.
                    .filter { !(($0.type.map(isOnboarding) ?? false) || isOnboardingFile($0.position.path)) }
                    .filter { visited.insert([$0.type ?? "", $0.function]).inserted }
            }
            if frontier.isEmpty { break }
        }
        return found
    }

    static let onboardingWords: Set<String> = ["onboarding", "welcome"]
    static let notificationWords: Set<String> = ["notification", "notifications", "push", "remote"]
    static let askWords: Set<String> = ["request", "register", "ask", "enable", "authorize", "authorization", "prompt"]

    static func isOnboarding(_ typeName: String) -> Bool {
        !onboardingWords.isDisjoint(with: NameWords.split(typeName))
    }

    /// A file named for onboarding (`WelcomeFlowView.swift`, whose pages are types of their own)
    /// or in a folder named so (`Onboarding/`, `Features/Onboarding/Sources/`).
    static func isOnboardingFile(_ path: String) -> Bool {
        path.split(separator: "/").contains { !onboardingWords.isDisjoint(with: NameWords.split(String($0))) }
    }

    /// A method name that says it asks for notification permission (`registerForRemoteNotifications`,
    /// `requestPushAuthorization`).
    static func asksForNotifications(_ name: String) -> Bool {
        let words = Set(NameWords.split(name))
        return !words.isDisjoint(with: notificationWords) && !words.isDisjoint(with: askWords)
    }
}
