import ThumbruleCore
import ThumbruleFrontEnds

/// A conversation notification (`MessagingStyle`) in an app whose shipping code never builds a
/// `RemoteInput`: the user cannot answer from the notification and has to open the app to type
/// what the notification invited. A project class that shares the name (Pigeon's
/// `MessagingStyle` message, built from an active notification's style to hand it to Dart)
/// builds no notification. Android Lint has no check for this.
struct AndroidConversationWithoutReply: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-actions.android-conversation-no-reply",
        ruleId: "notify-actions",
        summary: "A MessagingStyle notification with no RemoteInput direct reply",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ChatNotifications", """
                package com.example.app

                fun chatNotification(context: Context, me: Person, message: Message) = NotificationCompat.Builder(context, "messages")
                    .setSmallIcon(R.drawable.ic_chat)
                    .setStyle(NotificationCompat.↓MessagingStyle(me).addMessage(message.text, message.sentAt, message.sender))
                    .setVisibility(NotificationCompat.VISIBILITY_PRIVATE)
                    .build()
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ChatNotifications", """
                fun chatNotification(context: Context, me: Person, message: Message, replyIntent: PendingIntent): Notification {
                    val reply = NotificationCompat.Action.Builder(R.drawable.ic_reply, context.getString(R.string.reply), replyIntent)
                        .addRemoteInput(RemoteInput.Builder(KEY_REPLY).setLabel(context.getString(R.string.reply)).build())
                        .build()
                    return NotificationCompat.Builder(context, "messages")
                        .setSmallIcon(R.drawable.ic_chat)
                        .setStyle(NotificationCompat.MessagingStyle(me).addMessage(message.text, message.sentAt, message.sender))
                        .addAction(reply)
                        .build()
                }
                """),
            ]),
            // The app's own message type, filled from a notification already shown to send it over a platform channel.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ChannelMessages", """
                package com.example.app

                data class MessagingStyle(val self: String, val title: String?, val lines: List<String>)
                """),
                AndroidExample.kotlin("NotificationBridge", """
                package com.example.app

                fun shownConversation(context: Context, key: String): MessagingStyle? {
                    val shown = NotificationManagerCompat.from(context).activeNotifications.find { it.tag == key } ?: return null
                    val style = NotificationCompat.MessagingStyle.extractMessagingStyleFromNotification(shown.notification) ?: return null
                    return MessagingStyle(style.user.name.toString(), style.conversationTitle?.toString(), style.messages.map { it.text.toString() })
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let styles = android.shippingCalls(named: ["MessagingStyle"]).filter { !android.constructsProjectType($0.file, call: $0.call) }
        guard !styles.isEmpty, !android.shippingCodeNames(["RemoteInput"]) else { return }
        for (file, call) in styles {
            output.report(
                "This conversation notification offers no direct reply: no shipping code builds a RemoteInput, so answering means opening the app. Add a reply action with a RemoteInput (NotificationCompat.Action.Builder(…).addRemoteInput(…)) and update the notification when the reply is sent.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
