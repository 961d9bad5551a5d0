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
/// debugging, developers, samples, tests or previews of what a banner looks like, and a trial
/// the user asks for: content posted at once (`trigger: nil`) under a request identifier that
/// names a test or preview (`identifierForVolumeTest`), whose default level is what a trial needs.
struct UnstatedInterruptionLevel: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "notify-level.unstated",
        ruleId: "notify-level",
        summary: "Notification content created without ever choosing its interruption level",
        optIn: "Judged true in 71 of 90 findings on apps nobody tuned it on, and 11 of 22 on the latest waves: reminders the user set and timers the user started are right at the default level, which code does not tell apart from events that need another.",
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
            // The user taps "Test alert sound" in settings: the trial goes out at once, at the default level it needs.
            CheckExample("""
            import UserNotifications

            final class AlarmSoundSettings {
                func playTrial() {
                    let content = UNMutableNotificationContent()
                    content.title = "Alarm"
                    content.sound = UNNotificationSound(named: UNNotificationSoundName("siren.caf"))
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: Identifiers.alarmSoundTest, content: content, trigger: nil))
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
            if DeveloperCode.contains(creation, in: file) || NotificationQueries.presentsNothing(creation, file.index)
                || Self.isTrial(creation, file.index) { continue }
            output.report(
                "This notification never states its interruption level, so it goes out at the default .active level whatever the event; set content.interruptionLevel explicitly, choosing .passive for anything that can wait and .timeSensitive only for what cannot.",
                at: file.position(of: creation), confidence: .low)
        }
    }

    /// Words of a request identifier for a notification that tries an alert out.
    static let trialWords: Set<String> = ["test", "sample", "preview"]

    /// The content goes out at once in a request whose identifier names a trial
    /// (`UNNotificationRequest(identifier: Ids.forVolumeTest, content: content, trigger: nil)`).
    static func isTrial(_ creation: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        guard let binding = creation.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let function = creation.enclosingFunction else { return false }
        let name = binding.pattern.trimmedSourceText
        return index.calls(within: function).contains { request in
            guard request.calleeName == "UNNotificationRequest", request.argument("content")?.expression.trimmedSourceText == name,
                  request.argument("trigger")?.expression.is(NilLiteralExprSyntax.self) == true,
                  let identifier = request.argument("identifier")?.expression else { return false }
            let text = identifier.as(StringLiteralExprSyntax.self)?.plainText ?? identifier.trimmedSourceText
            return !trialWords.isDisjoint(with: NameWords.split(text))
        }
    }
}
