import SwiftSyntax
import ThumbruleCore

/// Notification content built in a file that never sets `interruptionLevel`: every such
/// notification goes out at `.active`, the default, whether or not the event deserves a
/// sound and a banner or could wait quietly in the list (`.passive`).
///
/// A note (low confidence): `.active` may be the right level, and the level may be set
/// in another file the content passes through. Skips tests and previews, content whose
/// level cannot matter (only a badge or only `userInfo` data, nothing shown or heard, or
/// empty content handed straight to a service extension's content handler), and developer-only sample
/// notifiers: a function, type or file whose name, or whose doc comment, says it is for
/// debugging, developers, samples, tests or previews of what a banner looks like.
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

            final class PushReceipts {
                func acknowledge(_ payload: [AnyHashable: Any]) {
                    let carrier = UNMutableNotificationContent()
                    carrier.userInfo = payload
                    send(receiptFor: carrier)
                }
            }
            """),
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
            CheckExample("""
            import UserNotifications

            struct DeveloperToolsView: View {
                var body: some View {
                    Button("Show sample banner") { postSampleBanner() }
                }

                private func postSampleBanner() {
                    let content = UNMutableNotificationContent()
                    content.title = "Parcel delivered"
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "sample", content: content, trigger: nil))
                }
            }
            """, path: "App/Settings/DeveloperToolsView.swift"),
            CheckExample("""
            import UserNotifications

            /// Traces each background sync as a notification while the developer option is on.
            enum SyncTracer {
                static func post(_ line: String) {
                    guard UserDefaults.standard.bool(forKey: "traceSyncs") else { return }
                    let content = UNMutableNotificationContent()
                    content.body = line
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: nil))
                }
            }
            """, path: "Widget/SyncTracer.swift"),
            CheckExample("""
            import UserNotifications

            final class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    guard let roomId = request.content.userInfo["room_id"] as? String else {
                        let emptyContent = UNMutableNotificationContent()
                        contentHandler(emptyContent)
                        return
                    }
                    render(roomId, then: contentHandler)
                }
            }
            """),
            CheckExample("""
            import UserNotifications

            func showUnreadCount(_ unread: Int) {
                let update = UNMutableNotificationContent()
                update.badge = NSNumber(value: unread)
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "unread", content: update, trigger: nil))
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.memberAccesses("interruptionLevel").isEmpty else { return }
        for creation in file.index.calls("UNMutableNotificationContent") {
            if DeveloperCode.contains(creation, in: file) || NotificationQueries.presentsNothing(creation, file.index) { continue }
            output.report(
                "This notification never states its interruption level, so it goes out at the default .active level whatever the event; set content.interruptionLevel explicitly, choosing .passive for anything that can wait and .timeSensitive only for what cannot.",
                at: file.position(of: creation), confidence: .low)
        }
    }
}
