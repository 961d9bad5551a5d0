import SwiftSyntax
import ThumbruleCore

/// A notification category with more than two actions. A banner shows only the first two;
/// the rest appear only when the user long-presses, so a category that depends on a third
/// action hides it from most people.
///
/// Medium confidence: a third action may be a deliberate extra for the expanded view.
/// Reads actions written as an array literal, directly or through a variable of the same
/// file; actions built by `map` or in another file are not counted (known false negatives).
struct ActionsPerCategory: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "notify-actions.more-than-two",
        ruleId: "notify-actions",
        summary: "A notification category that relies on more than two actions",
        triggering: [
            CheckExample("""
            import UserNotifications

            let open = UNNotificationAction(identifier: "open", title: "Open", options: [.foreground])
            let read = UNNotificationAction(identifier: "read", title: "Mark as Read")
            let star = UNNotificationAction(identifier: "star", title: "Star")
            let article = UNNotificationCategory(identifier: "article", actions: [open, read, ↓star], intentIdentifiers: [])

            func orderCategory() -> UNNotificationCategory {
                let actions = [track, contact, ↓cancel, rate]
                return UNNotificationCategory(identifier: "order", actions: actions, intentIdentifiers: [])
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import UserNotifications

            let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [])
            let read = UNNotificationAction(identifier: "read", title: "Mark as Read")
            let message = UNNotificationCategory(identifier: "message", actions: [reply, read], intentIdentifiers: [])
            let invite = UNNotificationCategory(identifier: "invite", actions: [], intentIdentifiers: [])
            let dynamic = UNNotificationCategory(identifier: "custom", actions: actions.map(\\.action), intentIdentifiers: [])
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for category in file.index.calls("UNNotificationCategory") {
            guard let actions = NotificationQueries.actions(of: category, in: file.index), actions.count > 2 else { continue }
            output.report(
                "This category has \(actions.count) actions, but a banner shows only the first two and the rest need a long press; keep the two that matter most (the safe one first) and move the others into the app.",
                at: file.position(of: actions[2]), confidence: .medium)
        }
    }
}
