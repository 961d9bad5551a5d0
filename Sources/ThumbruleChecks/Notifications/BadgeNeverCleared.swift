import SwiftSyntax
import ThumbruleCore

/// The app badge raised (a positive number or an increment) while no code ever sets it
/// to zero or to a computed count. The badge then sticks after the user has read
/// everything, and people switch badges off for apps whose badge means nothing.
///
/// Medium confidence: a remote notification's `badge: 0` payload can clear it, which the
/// source cannot show. A badge set from a computed count (`setBadgeCount(unread)`) is
/// taken as able to reach zero.
struct BadgeNeverCleared: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "notify-badge.never-cleared",
        ruleId: "notify-badge",
        summary: "The app badge is raised but never set back to zero",
        triggering: [
            CheckExample("""
            import UserNotifications

            func remind(_ task: Task) {
                let content = UNMutableNotificationContent()
                content.title = "\\(task.name) is due"
                content.badge = ↓1
            }

            func markReceived() {
                UIApplication.shared.applicationIconBadgeNumber += 1
            }
            """),
            CheckExample("""
            import UIKit

            func markReceived() {
                ↓UIApplication.shared.applicationIconBadgeNumber += 1
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Reminders.swift", """
                import UserNotifications

                func remind(_ task: Task) {
                    let content = UNMutableNotificationContent()
                    content.badge = 1
                }
                """),
                ("App/AppModel.swift", """
                import UserNotifications

                func didOpenInbox() {
                    UNUserNotificationCenter.current().setBadgeCount(0)
                }
                """),
            ]),
            CheckExample("""
            import UserNotifications

            func syncBadge(unread: Int) {
                UNUserNotificationCenter.current().setBadgeCount(unread)
                UIApplication.shared.applicationIconBadgeNumber = -1
            }
            """),
        ]
    )

    enum BadgeValue: Sendable, Codable {
        case zero, raised, computed
    }

    package struct Write: Sendable, Codable {
        package let position: SourcePosition
        package let value: BadgeValue
    }

    package static let writes = FactKey<Write>("notify-badge.write")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses("applicationIconBadgeNumber") {
            guard let assignment = ExprSyntax(member).assignment else { continue }
            record(Self.classify(assignment), at: assignment.operator == "=" ? assignment.value : ExprSyntax(member), file, &output)
        }
        for member in file.index.memberAccesses("badge") where NotificationQueries.isContentReceiver(member) {
            guard let assignment = ExprSyntax(member).assignment else { continue }
            record(Self.classify(assignment), at: assignment.value, file, &output)
        }
        for call in file.index.calls("setBadgeCount") {
            guard let value = call.arguments.first?.expression else { continue }
            record(Self.classify((operator: "=", value: value, following: [])), at: value, file, &output)
        }
    }

    private func record(_ value: BadgeValue?, at node: ExprSyntax, _ file: SwiftFile, _ output: inout CheckOutput) {
        guard let value else { return }
        output.facts.add(Write(position: file.position(of: node), value: value), for: Self.writes)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let writes = project.shippingFacts(Self.writes, at: \.position)
        guard !writes.contains(where: { $0.value != .raised }), let first = writes.min(by: { $0.position < $1.position }) else { return }
        let others = writes.filter { $0.position != first.position }.prefix(5).map { RelatedLocation($0.position, "the badge is raised here too") }
        output.report(
            "The badge is raised here, but no code ever sets it back to 0 or to the number of waiting items, so it sticks after everything is read; derive it from the unread state and call setBadgeCount(unreadCount) whenever that changes, including 0 when the user has caught up.",
            at: first.position, confidence: .medium, related: Array(others))
    }

    /// What an assignment does to the badge; nil for `nil` (no change).
    static func classify(_ assignment: (operator: String, value: ExprSyntax, following: [ExprSyntax])) -> BadgeValue? {
        switch assignment.operator {
        case "+=": return .raised
        case "=": break
        default: return .computed
        }
        let value = assignment.value
        if value.is(NilLiteralExprSyntax.self) { return nil }
        if let number = literalNumber(value) { return number <= 0 ? .zero : .raised }
        let refersToBadge = value.trimmedSourceText.contains("applicationIconBadgeNumber") || value.trimmedSourceText.hasSuffix("badge")
        if refersToBadge, assignment.following.first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" { return .raised }
        return .computed
    }

    /// `0`, `-1`, `NSNumber(value: 1)`, `.init(integerLiteral: 0)`.
    static func literalNumber(_ value: ExprSyntax) -> Double? {
        if let number = value.numericLiteral { return number }
        if let call = value.as(FunctionCallExprSyntax.self), ["NSNumber", "init"].contains(call.calleeName ?? ""),
           call.arguments.count == 1 {
            return call.arguments.first?.expression.numericLiteral
        }
        return nil
    }
}
