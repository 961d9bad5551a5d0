import ThumbruleCore
import ThumbruleFrontEnds

/// A grouped notification (`setGroup` on a notification builder, not a summary) whose builder
/// never sets `setGroupAlertBehavior(GROUP_ALERT_SUMMARY)`: by default every child alerts, so a
/// burst of five events buzzes five times. Android Lint has no check for this.
struct AndroidGroupedNotificationAlerts: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-shade.android-group-alerts",
        ruleId: "notify-shade",
        summary: "A grouped notification child without GROUP_ALERT_SUMMARY, so every child alerts",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("CommentNotifications", """
                package com.example.app

                fun commentNotification(context: Context, comment: Comment) = NotificationCompat.Builder(context, "comments")
                    .setSmallIcon(R.drawable.ic_comment)
                    .setContentTitle(comment.author)
                    .↓setGroup("comments-" + comment.postId)
                    .build()
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("CommentNotifications", """
                fun commentNotification(context: Context, comment: Comment) = NotificationCompat.Builder(context, "comments").apply {
                    setSmallIcon(R.drawable.ic_comment)
                    setGroup("comments-" + comment.postId)
                    setGroupAlertBehavior(NotificationCompat.GROUP_ALERT_SUMMARY)
                }.build()

                fun commentSummary(context: Context, postId: String) = NotificationCompat.Builder(context, "comments")
                    .setSmallIcon(R.drawable.ic_comment)
                    .setGroup("comments-" + postId)
                    .setGroupSummary(true)
                    .build()

                fun channelGroup(channel: NotificationChannel) = channel.setGroup("social")
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin {
            for builder in AndroidNotificationBuilders.builders(in: file) {
                let calls = AndroidNotificationBuilders.calls(on: builder, in: file)
                let names = Set(calls.map { file.file.calls[$0].name })
                guard let group = calls.first(where: { file.file.calls[$0].name == "setGroup" }),
                      !names.contains("setGroupSummary"), !names.contains("setGroupAlertBehavior") else { continue }
                output.report(
                    "This notification joins a group but keeps the default alert behaviour, so every child in the group makes a sound and a heads-up. Give each child setGroupAlertBehavior(GROUP_ALERT_SUMMARY) and post one summary (setGroupSummary(true)) that alone alerts.",
                    at: file.position(ofCall: group), confidence: .medium)
            }
        }
    }
}
