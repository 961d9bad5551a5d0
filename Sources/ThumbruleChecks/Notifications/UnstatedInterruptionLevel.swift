import SwiftSyntax
import ThumbruleCore

/// Notification content built in a file that never sets `interruptionLevel`: every such
/// notification goes out at `.active`, the default, whether or not the event deserves a
/// sound and a banner or could wait quietly in the list (`.passive`).
///
/// A note (low confidence): `.active` may be the right level, and the level may be set
/// in another file the content passes through. Skips tests and previews.
struct UnstatedInterruptionLevel: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "notify-level.unstated",
        ruleId: "notify-level",
        summary: "Notification content created without ever choosing its interruption level",
        triggering: [
            CheckExample("""
            import UserNotifications

            func scheduleDigest(_ digest: Digest) {
                let content = ↓UNMutableNotificationContent()
                content.title = "\\(digest.count) new stories from \\(digest.source)"
                let request = UNNotificationRequest(identifier: digest.id, content: content, trigger: nil)
                UNUserNotificationCenter.current().add(request)
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import UserNotifications

            func scheduleDigest(_ digest: Digest) {
                let content = UNMutableNotificationContent()
                content.title = "\\(digest.count) new stories from \\(digest.source)"
                content.interruptionLevel = .passive
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: digest.id, content: content, trigger: nil))
            }
            """),
            CheckExample("""
            import UserNotifications

            func testContent() {
                let content = UNMutableNotificationContent()
                XCTAssertEqual(content.badge, nil)
            }
            """, path: "AppTests/ContentTests.swift"),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.memberAccesses("interruptionLevel").isEmpty else { return }
        for creation in file.index.calls("UNMutableNotificationContent") {
            output.report(
                "This notification never states its interruption level, so it goes out at the default .active level whatever the event; set content.interruptionLevel explicitly, choosing .passive for anything that can wait and .timeSensitive only for what cannot.",
                at: file.position(of: creation), confidence: .low)
        }
    }
}
