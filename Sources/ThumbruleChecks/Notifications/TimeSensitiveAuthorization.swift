import SwiftSyntax
import ThumbruleCore

/// `UNAuthorizationOptions.timeSensitive` in an authorization request. The option is
/// deprecated and grants nothing: time-sensitive delivery comes from the Time Sensitive
/// Notifications capability plus `interruptionLevel` on each notification's content.
///
/// High confidence: the option is only recognised inside `requestAuthorization(options:)`,
/// written `UNAuthorizationOptions.timeSensitive`, or in a declaration typed
/// `UNAuthorizationOptions`, so `interruptionLevel = .timeSensitive` is never reported.
/// Known false negative: options assigned to a variable declared earlier (`options = [.timeSensitive]`).
struct TimeSensitiveAuthorization: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "notify-level.time-sensitive-option",
        ruleId: "notify-level",
        summary: "The deprecated UNAuthorizationOptions.timeSensitive in an authorization request",
        triggering: [
            CheckExample("""
            import UserNotifications

            func askForNotifications() async throws {
                try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, ↓.timeSensitive])
            }

            let options: UNAuthorizationOptions = [.badge, ↓.timeSensitive]
            let legacy = ↓UNAuthorizationOptions.timeSensitive
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import UserNotifications

            func askForNotifications() async throws {
                try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])
            }

            func makeContent() -> UNMutableNotificationContent {
                let content = UNMutableNotificationContent()
                content.interruptionLevel = .timeSensitive
                return content
            }
            """),
            CheckExample("""
            import UserNotifications

            func level(for alarm: Alarm) -> UNNotificationInterruptionLevel {
                alarm.isUrgent ? .timeSensitive : .active
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses("timeSensitive") where NotificationQueries.isAuthorizationOption(member) {
            output.report(
                "UNAuthorizationOptions.timeSensitive is deprecated and grants nothing; remove it, add the Time Sensitive Notifications capability, and set content.interruptionLevel = .timeSensitive only on the notifications that cannot wait.",
                at: file.position(of: member), confidence: .high)
        }
    }
}
