import SwiftSyntax
import ThumbruleCore

/// Notification permission requested from the handler of a background push
/// (`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`), directly or in a
/// function of the project it calls (one hop, any file). That handler runs while the person is
/// elsewhere, on every silent push; a request there is tied to nothing they did, and an
/// undecided permission gets its alert at a moment they cannot connect to anything.
///
/// Skipped where the request runs only once the permission is decided, asks provisionally,
/// or sits behind the user's stored opt-in, as for `perm-notify-ask.at-launch`.
struct NotificationAskFromBackgroundPush: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-notify-ask.background-push",
        ruleId: "perm-notify-ask",
        summary: "Notification permission requested from a background push handler",
        triggering: [
            CheckExample(files: [
                ("App/Inbox.swift", """
                import UserNotifications
                final class Inbox {
                    static let shared = Inbox()
                    func ensureAlerts() async {
                        _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge])
                    }
                }
                """),
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        Task {
                            await ↓Inbox.shared.ensureAlerts()
                            completionHandler(.newData)
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Inbox.swift", """
                import UserNotifications
                final class Inbox {
                    static let shared = Inbox()
                    func ensureAlerts() async {
                        _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge])
                    }
                    func sync(_ payload: [AnyHashable: Any]) async {}
                }
                """),
                ("App/AppDelegate.swift", """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        Task {
                            await Inbox.shared.sync(userInfo)
                            completionHandler(.newData)
                        }
                    }
                }
                """),
                ("App/SettingsScreen.swift", """
                import SwiftUI
                struct SettingsScreen: View {
                    var body: some View {
                        Button("Turn on alerts") { Task { await Inbox.shared.ensureAlerts() } }
                    }
                }
                """),
            ]),
        ]
    )

    /// A call the background push handler makes, to follow into the project.
    struct HandlerCall: Codable, Sendable {
        let position: SourcePosition
        let call: ProjectCall
    }

    static let handlerCalls = FactKey<HandlerCall>("perm-notify-ask.background-push.call")
    static let requesters = FactKey<SourcePosition>("perm-notify-ask.background-push.requester")
    static let message = "Notification permission is requested from the background push handler, which runs on every silent push while the person is elsewhere, so the request is tied to nothing they did; ask right after the action that creates something to follow, and only read the current settings here."

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let requests = PermissionUses.matches(in: file, where: { $0.prompts && $0.resource == .notifications }).map(\.node).filter { node in
            !LaunchPrompt.asksProvisionally(node, in: file) && !node.isUnderDecidedPermission && !file.notificationOptInGates.gate(node)
        }
        for request in requests {
            if let function = request.enclosingFunction { output.facts.add(file.position(of: function.name), for: Self.requesters) }
        }
        for handler in file.index.functions where Self.isBackgroundPushHandler(handler) {
            guard let body = handler.body else { continue }
            if let direct = requests.first(where: { body.encloses($0) }) {
                output.report(Self.message, at: file.position(of: direct), confidence: .medium)
                continue
            }
            for call in file.index.calls(within: body) {
                guard let projectCall = ProjectCall(call, in: file) else { continue }
                output.facts.add(HandlerCall(position: file.position(of: call), call: projectCall), for: Self.handlerCalls)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let requesters = Set(project.facts.values(Self.requesters))
        guard !requesters.isEmpty else { return }
        for call in project.facts.values(Self.handlerCalls) where call.call.functions(in: project).contains(where: { requesters.contains($0.position) }) {
            output.report(Self.message, at: call.position, confidence: .medium)
        }
    }

    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
    static func isBackgroundPushHandler(_ function: FunctionDeclSyntax) -> Bool {
        guard function.name.text == "application" else { return false }
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        return labels.contains("didReceiveRemoteNotification") && labels.contains("fetchCompletionHandler")
    }
}
