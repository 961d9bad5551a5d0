import ThumbruleCore
import ThumbruleFrontEnds

/// A message notification (`MessagingStyle`, or `CATEGORY_MESSAGE`) built in a file that never
/// sets a lock-screen visibility (`setVisibility`) or a redacted public version
/// (`setPublicVersion`). The default, `VISIBILITY_PRIVATE`, already hides the contents on a
/// secure lock screen (unless the user allows sensitive content there), so this is a note: the
/// rule asks for a deliberate visibility and the app's own redacted wording in place of the
/// system's placeholder. Reported at the style or category that makes it a message.
/// Android Lint has no check for this.
struct AndroidPrivateNotificationVisibility: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-lockscreen.android-message-visibility",
        ruleId: "notify-lockscreen",
        summary: "A message notification with no lock-screen visibility or public version",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ChatNotifications", """
                package com.example.app

                fun chatNotification(context: Context, me: Person, message: Message) = NotificationCompat.Builder(context, "messages")
                    .setSmallIcon(R.drawable.ic_chat)
                    .setStyle(NotificationCompat.↓MessagingStyle(me).addMessage(message.text, message.sentAt, message.sender))
                    .build()
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ChatNotifications", """
                fun chatNotification(context: Context, me: Person, message: Message, redacted: Notification) = NotificationCompat.Builder(context, "messages")
                    .setSmallIcon(R.drawable.ic_chat)
                    .setStyle(NotificationCompat.MessagingStyle(me).addMessage(message.text, message.sentAt, message.sender))
                    .setVisibility(NotificationCompat.VISIBILITY_PRIVATE)
                    .setPublicVersion(redacted)
                    .build()
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin {
            let bytes = file.file.source.bytes
            guard bytes.contains(utf8: "MessagingStyle") || bytes.contains(utf8: "CATEGORY_MESSAGE"),
                  file.identifierTokens(["setVisibility", "setPublicVersion", "visibility", "publicVersion"]).isEmpty else { continue }
            // A notification re-posted from one already shown keeps that one's visibility.
            guard !Self.onlyRecovers(file) else { continue }
            let styles = file.file.callIndices(named: "MessagingStyle")
            let categories = file.identifierTokens(["CATEGORY_MESSAGE"])
            if let call = styles.first {
                report(file.position(ofCall: call), &output)
            } else if let token = categories.first {
                report(file.position(ofToken: token), &output)
            }
        }
    }

    func report(_ position: SourcePosition, _ output: inout CheckOutput) {
        output.report(
            "This message notification sets no lock-screen visibility and no public version, so a secure lock screen shows the system's generic placeholder (or the whole message, if the user allows sensitive content there) instead of wording the app chose. Set setVisibility(VISIBILITY_PRIVATE) explicitly and add a setPublicVersion that says only that a message arrived.",
            at: position, confidence: .low)
    }

    /// Whether every notification builder in the file starts from a notification already
    /// posted (`Notification.Builder.recoverBuilder(context, n)`, `NotificationCompat.Builder(context, n)`
    /// with a notification rather than a channel id), so the visibility and public version it
    /// was first given carry over.
    static func onlyRecovers(_ file: AndroidKotlinFile) -> Bool {
        let calls = file.file.calls
        let recovered = calls.indices.filter { calls[$0].name == "recoverBuilder" || calls[$0].name == "Builder" && fromNotification(calls[$0], in: file) }
        let fresh = AndroidNotificationBuilders.builders(in: file).filter { !fromNotification(calls[$0], in: file) }
        return !recovered.isEmpty && fresh.isEmpty
    }

    /// `NotificationCompat.Builder(context, existing.notification)`: a second argument that
    /// names a notification, not a channel.
    static func fromNotification(_ call: KotlinCall, in file: AndroidKotlinFile) -> Bool {
        guard call.arguments.count == 2, let last = call.arguments[1].expression.tokenRange.last(where: { file.file.source.kind(at: $0) == .identifier }) else { return false }
        return file.file.source.text(at: last).lowercased().hasSuffix("notification")
    }
}
