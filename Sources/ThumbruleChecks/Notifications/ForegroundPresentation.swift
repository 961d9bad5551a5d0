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
/// decided per notification, as the system's own levels ask, and is left alone. So is the
/// `willPresent` of a type that never becomes the notification center's delegate in shipping
/// code: every `UNUserNotificationCenter.current().delegate = …` naming it (`= self` in it,
/// `= Type.shared`, `= Type()`) lies in code the model finds unreachable or debug-only (a setup
/// method nothing calls), and no shipping assignment hands over a value whose type is not read.
/// Known false positive: a single-target watchOS app whose Xcode target
/// reads as an iOS app. Known false negatives: options built in another function or
/// stored in a property and returned.
struct ForegroundPresentation: SwiftFileCheck, ProjectCheck {
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
            // The router is made the delegate only in a setup method nothing calls; the app
            // delegate, set in launch code, is the one that answers.
            CheckExample(files: [
                ("App/AppDelegate.swift", """
                import UIKit
                import UserNotifications

                @main
                final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        UNUserNotificationCenter.current().delegate = self
                        return true
                    }
                    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
                        []
                    }
                }

                extension AppDelegate {
                    func installLegacyRouter() {
                        UNUserNotificationCenter.current().delegate = LegacyRouter.shared
                    }
                }
                """),
                ("App/LegacyRouter.swift", """
                import UserNotifications

                final class LegacyRouter: NSObject, UNUserNotificationCenterDelegate {
                    static let shared = LegacyRouter()
                    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
                        [.banner, .sound]
                    }
                }
                """),
            ]),
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

    /// A `willPresent` that presents, reported in the project pass once its type's delegate
    /// assignments are known.
    struct Presentation: Sendable, Codable {
        let type: String?
        let message: String
        let confidence: Confidence
        let position: SourcePosition
    }

    /// `….delegate = value` on a notification center; `type` is the value's type when read
    /// (`self`, `Type.shared`, `Type()`), nil when not.
    struct DelegateAssignment: Sendable, Codable {
        let type: String?
        let position: SourcePosition
    }

    static let presentations = FactKey<Presentation>("notify-inapp.foreground-banner.presentation")
    static let delegateAssignments = FactKey<DelegateAssignment>("notify-inapp.foreground-banner.delegate")

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let assignments = project.facts.values(Self.delegateAssignments)
        // A shipping assignment of a value whose type is not read may hand the center to any type.
        let unreadShips = assignments.contains { $0.type == nil && project.ships($0.position) }
        for presentation in project.facts.values(Self.presentations) {
            if !unreadShips, let type = presentation.type {
                let naming = assignments.filter { $0.type == type }
                if !naming.isEmpty, !naming.contains(where: { project.ships($0.position) }) { continue }
            }
            output.report(presentation.message, at: presentation.position, confidence: presentation.confidence)
        }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        recordDelegateAssignments(file, &output)
        guard !file.index.importedModules.contains("AppKit"), !file.target.buildsOnlyForOtherPlatforms else { return }
        for function in file.index.functions where Self.isWillPresent(function) {
            guard let body = function.body, !Self.silencesWhileActive(body) else { continue }
            let options = presentingOptions(in: body, file.index)
            guard let first = options.first, !options.allSatisfy(Self.isChosenByInterruptionLevel) else { continue }
            let names = Set(options.map { "." + $0.declName.baseName.text }).sorted()
            let conditional = options.allSatisfy { $0.isConditional } || Self.branches(body)
            output.facts.add(Presentation(
                type: function.enclosingTypeName,
                message: "willPresent answers \(names.joined(separator: ", ")) for \(conditional ? "some notifications" : "all notifications") that arrive while the app is open, so a banner or sound interrupts the screen in use; complete with [] or [.badge] and show the arrival in place (a new row, an unread dot, a tab badge).",
                confidence: conditional ? .medium : .high, position: file.position(of: first)), for: Self.presentations)
        }
    }

    /// Records `UNUserNotificationCenter.current().delegate = …` (or `center.delegate = …` on a
    /// variable named for a center) with the type of the value when it can be read.
    private func recordDelegateAssignments(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses("delegate") where member.isAssigned {
            guard let base = member.base?.trimmedSourceText,
                  base.contains("UNUserNotificationCenter") || base.lowercased().hasSuffix("center"),
                  let value = member.assignedValue else { continue }
            output.facts.add(DelegateAssignment(type: Self.typeName(of: value, in: member), position: file.position(of: member)),
                             for: Self.delegateAssignments)
        }
    }

    /// The type of an assigned delegate when the expression names it: `self` (the enclosing
    /// type), `Router.shared` or `Router()`; nil for anything else (a variable, a parameter).
    static func typeName(of value: ExprSyntax, in member: MemberAccessExprSyntax) -> String? {
        if value.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.enclosingTypeName }
        var named: ExprSyntax? = nil
        if let call = value.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
        else if let access = value.as(MemberAccessExprSyntax.self) { named = access.base }
        guard let last = named?.dottedPath?.split(separator: ".").last, last.first?.isUppercase == true else { return nil }
        return String(last)
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
