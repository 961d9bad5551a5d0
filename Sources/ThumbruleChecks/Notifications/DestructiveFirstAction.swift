import SwiftSyntax
import ThumbruleCore

/// A notification category whose first action is destructive. The first action is the
/// one most within reach (and on Apple Watch the double-tap gesture runs the first
/// non-destructive one), so a Delete placed first is the one hit by accident.
///
/// High confidence: the action's own `options` include `.destructive` and a second action
/// could have taken its place; a lone destructive action is left alone. Reads actions
/// written inline or as a variable of the same file; known false negative: actions
/// built elsewhere or from data.
struct DestructiveFirstAction: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "notify-actions.destructive-first",
        ruleId: "notify-actions",
        summary: "A notification category whose first action is destructive",
        triggering: [
            CheckExample("""
            import UserNotifications

            let delete = UNNotificationAction(identifier: "delete", title: "Delete", options: [.destructive, .authenticationRequired])
            let archive = UNNotificationAction(identifier: "archive", title: "Archive")
            let mail = UNNotificationCategory(identifier: "mail", actions: [↓delete, archive], intentIdentifiers: [])
            let invite = UNNotificationCategory(identifier: "invite", actions: [
                ↓UNNotificationAction(identifier: "decline", title: "Decline", options: .destructive),
                UNNotificationAction(identifier: "accept", title: "Accept"),
            ], intentIdentifiers: [])
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import UserNotifications

            let delete = UNNotificationAction(identifier: "delete", title: "Delete", options: [.destructive])
            let archive = UNNotificationAction(identifier: "archive", title: "Archive", options: [.foreground])
            let mail = UNNotificationCategory(identifier: "mail", actions: [archive, delete], intentIdentifiers: [])
            let retire = UNNotificationCategory(identifier: "wear", actions: [delete], intentIdentifiers: [])
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let destructiveOptions = file.index.memberAccesses("destructive")
        for category in file.index.calls("UNNotificationCategory") {
            guard let actions = NotificationQueries.actions(of: category, in: file.index), actions.count > 1, let first = actions.first else { continue }
            let action = first.as(FunctionCallExprSyntax.self)
                ?? first.as(DeclReferenceExprSyntax.self).flatMap { file.index.initialValue(of: $0)?.as(FunctionCallExprSyntax.self) }
            guard let action, ["UNNotificationAction", "UNTextInputNotificationAction"].contains(action.calleeName ?? ""),
                  let options = action.argument("options"), destructiveOptions.contains(where: { options.encloses($0) }) else { continue }
            output.report(
                "The first action of this category is destructive, and the first action is the one hit by accident or run by a watch gesture; put the safe action first and the destructive one second, or drop it and confirm deletions in the app.",
                at: file.position(of: first), confidence: .high)
        }
    }
}
