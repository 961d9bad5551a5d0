import SwiftSyntax
import ThumbruleCore

/// `userNotificationCenter(_:willPresent:…)` that answers with `.banner`, `.sound` or
/// `.alert`: a notification arriving while the app is open then covers the screen the user
/// is working in, instead of appearing in place (`.list` alone files it silently).
///
/// High confidence when every arrival gets the banner; medium when it is chosen under a
/// condition (a chat app that stays quiet only in the open conversation). Skips macOS
/// code (files importing AppKit), watch apps and app extensions (a widget or notification
/// service has no foreground for a notification to arrive in). A body that gives the banner only
/// under a test of the notification's `interruptionLevel` (time-sensitive or critical ones) has
/// decided per notification, as the system's own levels ask, and is left alone. Known false positive: a single-target watchOS app whose Xcode target
/// reads as an iOS app. Known false negatives: options built in another function or
/// stored in a property and returned.
struct ForegroundPresentation: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "notify-inapp.foreground-banner",
        ruleId: "notify-inapp",
        summary: "willPresent shows a banner, sound or list entry for notifications that arrive while the app is open",
        scopes: [.app],
        triggering: [
            CheckExample("""
            import UserNotifications

            final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                    completionHandler([↓.banner, .sound, .badge])
                }
            }
            """, path: "App/AppDelegate.swift"),
            CheckExample("""
            import UserNotifications

            extension NotificationRouter: UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
                    if notification.request.content.threadIdentifier == openConversation { return [] }
                    return [.list, ↓.banner]
                }
            }
            """, path: "App/NotificationRouter.swift"),
        ],
        nonTriggering: [
            CheckExample("""
            import UserNotifications

            final class AppDelegate: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                    inbox.insert(notification.request.content)
                    completionHandler(notification.request.content.threadIdentifier.isEmpty ? [.badge] : [.list])
                }

                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                    content.sound = .default
                    router.open(response.notification.request.content.userInfo, style: .list)
                }
            }
            """, path: "App/AppDelegate.swift"),
            CheckExample("""
            import AppKit
            import UserNotifications

            final class AppDelegate: NSObject, NSApplicationDelegate, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                    completionHandler([.banner, .sound])
                }
            }
            """, path: "Mac/AppDelegate.swift"),
            // Only time-sensitive and critical notifications get a banner; the rest a badge.
            CheckExample("""
            import UserNotifications

            final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                    if notification.request.content.interruptionLevel.rawValue > 1 {
                        completionHandler([.banner])
                    } else {
                        completionHandler(.badge)
                    }
                }
            }
            """, path: "App/AppDelegate.swift"),
            // In use, the arrival is shown in place; the banner is only for an inactive app.
            CheckExample("""
            import UserNotifications

            final class PushRouter: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
                    if UIApplication.shared.applicationState == .active {
                        route(notification.request.content.userInfo)
                        return []
                    }
                    return [.list, .banner]
                }
            }
            """, path: "App/PushRouter.swift"),
            CheckExample(files: [
                ("ShareExtension/ShareViewController.swift", """
                import UserNotifications

                final class ShareViewController: UIViewController, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
                        [.banner, .sound]
                    }
                }
                """),
                ("ShareExtension/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string></dict>
                </dict></plist>
                """),
            ]),
        ]
    )

    /// Presentation options that interrupt: `.alert` is the pre-iOS 14 spelling of banner plus
    /// list. `.list` alone files the notification in Notification Center without a word.
    static let interruptingOptions: Set<String> = ["banner", "sound", "alert"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.importedModules.contains("AppKit"), !file.target.buildsOnlyForOtherPlatforms else { return }
        for function in file.index.functions where Self.isWillPresent(function) {
            guard let body = function.body, !Self.silencesWhileActive(body) else { continue }
            let options = presentingOptions(in: body, file.index)
            guard let first = options.first, !options.allSatisfy(Self.isChosenByInterruptionLevel) else { continue }
            let names = Set(options.map { "." + $0.declName.baseName.text }).sorted()
            let conditional = options.allSatisfy { $0.isConditional } || Self.branches(body)
            output.report(
                "willPresent answers \(names.joined(separator: ", ")) for \(conditional ? "some notifications" : "all notifications") that arrive while the app is open, so a banner or sound interrupts the screen in use; complete with [] or [.badge] and show the arrival in place (a new row, an unread dot, a tab badge).",
                at: file.position(of: first), confidence: conditional ? .medium : .high)
        }
    }

    /// The interrupting options written in a willPresent body, in source order.
    private func presentingOptions(in body: CodeBlockSyntax, _ index: SwiftFileIndex) -> [MemberAccessExprSyntax] {
        var options: [MemberAccessExprSyntax] = []
        for name in Self.interruptingOptions {
            for member in index.memberAccesses(name) where body.encloses(member) {
                if member.base == nil || member.basePath == "UNNotificationPresentationOptions" { options.append(member) }
            }
        }
        return options.sorted { $0.position < $1.position }
    }

    /// Whether an option sits under an `if`, `switch` or `?:` that reads the notification's
    /// `interruptionLevel`.
    static func isChosenByInterruptionLevel(_ option: MemberAccessExprSyntax) -> Bool {
        if Ternary.branchesHolding(option).contains(where: { $0.conditionText.contains("interruptionLevel") }) { return true }
        return option.hasAncestor { node in
            if let ifExpression = node.as(IfExprSyntax.self) { return ifExpression.conditions.trimmedSourceText.contains("interruptionLevel") }
            if let switchExpression = node.as(SwitchExprSyntax.self) { return switchExpression.subject.trimmedSourceText.contains("interruptionLevel") }
            return false
        }
    }

    /// True when the body decides at its top level (`guard`, `if`, `switch`), e.g. an early `return []`.
    static func branches(_ body: CodeBlockSyntax) -> Bool {
        body.statements.contains { statement in
            if statement.item.is(GuardStmtSyntax.self) { return true }
            let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            if let ifExpression = expression?.as(IfExprSyntax.self) {
                return !ifExpression.conditions.allSatisfy { $0.condition.is(AvailabilityConditionSyntax.self) }
            }
            return expression?.is(SwitchExprSyntax.self) == true
        }
    }

    /// True when the body first asks whether the app is active and, if so, answers with no
    /// options (`if UIApplication.shared.applicationState == .active { …; return [] }`): the
    /// banner is kept for arrivals while the app is open but not in use (under Notification Center).
    static func silencesWhileActive(_ body: CodeBlockSyntax) -> Bool {
        body.statements.contains { statement in
            let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            guard let ifExpression = expression?.as(IfExprSyntax.self) else { return false }
            let condition = ifExpression.conditions.trimmedSourceText
            guard condition.contains("applicationState"), condition.contains(".active"), !condition.contains("!=") else { return false }
            return ifExpression.body.statements.contains { inner in
                let text = inner.item.trimmedSourceText.filter { !$0.isWhitespace }
                return text == "return[]" || text.hasSuffix("Handler([])") || text == "completion([])"
            }
        }
    }

    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)` and its async form.
    static func isWillPresent(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "userNotificationCenter"
            && function.signature.parameterClause.parameters.contains { $0.firstName.text == "willPresent" }
    }
}
