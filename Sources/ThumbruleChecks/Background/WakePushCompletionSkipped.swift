import SwiftSyntax
import ThumbruleCore

/// The handler of a background (wake-up) push, `application(_:didReceiveRemoteNotification:
/// fetchCompletionHandler:)`, that never calls its completion handler, or returns early
/// before anything has called it. iOS measures each wake-up from delivery to that call; an
/// app that never answers is charged the whole window and is woken less readily for the
/// pushes that follow, which spends the small budget of `bg-wake-push` on nothing.
///
/// Any mention of the handler counts as answering it: a call, a closure that captures it,
/// or passing it on. An early `return` is reported only when nothing before it in the
/// method mentions the handler. The async form (`-> UIBackgroundFetchResult`) answers by
/// returning, so it is not judged. An app that never registers for remote notifications (no
/// `registerForRemoteNotifications()` in its Swift or Objective-C, no `aps-environment`
/// entitlement) receives no push at all, so its handler never runs and is left alone. Known
/// false negative: a handler called in one branch and skipped in a later one.
struct WakePushCompletionSkipped: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-wake-push.completion-skipped",
        ruleId: "bg-wake-push",
        summary: "A wake-up push handler that returns without calling its fetch completion handler",
        triggering: [
            CheckExample("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidFinishLaunching(_ application: UIApplication) {
                    application.registerForRemoteNotifications()
                }
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                 fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    guard let roomID = userInfo["room"] as? String else {
                        ↓return
                    }
                    Inbox.shared.refresh(room: roomID) { changed in
                        completionHandler(changed ? .newData : .noData)
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func ↓application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                 fetchCompletionHandler handler: @escaping (UIBackgroundFetchResult) -> Void) {
                    FeedStore.shared.syncAll()
                }
                func applicationDidBecomeActive(_ application: UIApplication) {
                    application.registerForRemoteNotifications()
                }
            }
            """),
            // Registered in another file of the app.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func ↓application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        Inbox.shared.refresh()
                    }
                }
                """),
                ("App/Push.swift", """
                import UIKit

                enum Push {
                    static func start() { UIApplication.shared.registerForRemoteNotifications() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // An app that never registers for remote notifications gets no push to answer.
            CheckExample(files: [
                ("Shell/AppDelegate.swift", """
                import UIKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                        Log.write("push")
                    }
                }
                """),
            ]),
            CheckExample("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                 fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    guard let roomID = userInfo["room"] as? String else {
                        completionHandler(.noData)
                        return
                    }
                    Inbox.shared.refresh(room: roomID) { changed in
                        completionHandler(changed ? .newData : .noData)
                    }
                }
            }
            """),
            // Handed on to a manager that answers it.
            CheckExample("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                 fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    pushHandler.handle(userInfo, completion: completionHandler)
                }
            }
            """),
            // The async form answers with its return value; a return inside a closure is not the method's.
            CheckExample("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
                    guard userInfo["aps"] != nil else { return .noData }
                    return await Inbox.shared.refresh() ? .newData : .noData
                }
                func application(_ app: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                 fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    Inbox.shared.refresh { changed in
                        guard changed else { return completionHandler(.noData) }
                        completionHandler(.newData)
                    }
                }
            }
            """),
        ]
    )

    /// A handler that skips its completion, held until the project pass knows whether the
    /// app registers for pushes at all.
    package struct Skip: Sendable, Codable {
        let message: String
        let position: SourcePosition
    }

    package static let skips = FactKey<Skip>("bg-wake-push.skips")
    package static let registers = FactKey<Bool>("bg-wake-push.registers")
    /// The call by which an app asks APNs for a token; without it no push arrives.
    static let registration = "registerForRemoteNotifications"

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let skips = project.facts.values(Self.skips)
        guard !skips.isEmpty else { return }
        let registers = project.facts.values(Self.registers).contains(true)
            || project.files(of: .objectiveC).contains { project.text(of: $0)?.contains(Self.registration) ?? true }
            || project.files(of: .entitlements).contains { project.text(of: $0)?.contains("aps-environment") ?? true }
        guard registers else { return }
        for skip in skips { output.report(skip.message, at: skip.position) }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if !file.index.references(Self.registration).isEmpty || !file.index.memberAccesses(Self.registration).isEmpty {
            output.facts.add(true, for: Self.registers)
        }
        for function in file.index.functions where function.name.text == "application" {
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.contains(where: { $0.firstName.text == "didReceiveRemoteNotification" }),
                  let handler = parameters.first(where: { $0.firstName.text == "fetchCompletionHandler" }),
                  let body = function.body else { continue }
            let name = (handler.secondName ?? handler.firstName).text
            let mentions = file.index.references(name).filter { body.encloses($0) }.map(\.position)
            if mentions.isEmpty {
                output.facts.add(Skip(
                    message: "This wake-up push handler never calls \(name), so iOS charges the app the whole 30-second window for every push and wakes it less readily for the next ones. Call \(name)(.newData), (.noData) or (.failed) as soon as the work for this push ends, on every path.",
                    position: file.position(of: function.name)), for: Self.skips)
                continue
            }
            for exit in Self.returns(in: body) where !mentions.contains(where: { $0 < exit.position }) {
                output.facts.add(Skip(
                    message: "This wake-up push handler returns here without calling \(name), so iOS charges the app the whole 30-second window for this push and wakes it less readily for the next ones. Call \(name)(.noData) before returning.",
                    position: file.position(of: exit)), for: Self.skips)
            }
        }
    }

    /// The `return` statements that leave the method itself: none inside a closure, a nested
    /// function or an accessor. Read from the body's tokens: the index keeps no statements.
    static func returns(in body: CodeBlockSyntax) -> [ReturnStmtSyntax] {
        body.tokens(viewMode: .sourceAccurate).compactMap { token -> ReturnStmtSyntax? in
            guard token.tokenKind == .keyword(.return), let statement = token.parent?.as(ReturnStmtSyntax.self) else { return nil }
            return statement.enclosingCodeBody?.id == body.parent?.id ? statement : nil
        }
    }
}
