import ThumbruleCore
import ThumbruleFrontEnds

/// A conversation notification (`MessagingStyle`) in an app whose shipping code never builds a
/// `RemoteInput`: the user cannot answer from the notification and has to open the app to type
/// what the notification invited. Android Lint has no check for this.
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
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let styles = android.shippingCalls(named: ["MessagingStyle"])
        guard !styles.isEmpty, !android.shippingCodeNames(["RemoteInput"]) else { return }
        for (file, call) in styles {
            output.report(
                "This conversation notification offers no direct reply: no shipping code builds a RemoteInput, so answering means opening the app. Add a reply action with a RemoteInput (NotificationCompat.Action.Builder(…).addRemoteInput(…)) and update the notification when the reply is sent.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
