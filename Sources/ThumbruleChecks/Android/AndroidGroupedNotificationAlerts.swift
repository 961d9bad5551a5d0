import ThumbruleCore
import ThumbruleFrontEnds

/// A grouped notification (`setGroup` on a notification builder or chained with its setters,
/// not a summary) in a file that never sets `setGroupAlertBehavior(GROUP_ALERT_SUMMARY)`: by default every child alerts, so a
/// burst of five events buzzes five times. Android Lint has no check for this.
///
/// A notification posted on a channel the same file creates at `IMPORTANCE_LOW` or below (a
/// sync or download status) is left alone: such a channel never sounds or peeks, so its
/// children have no alert to group.
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
                // Chained inside a lambda the builder is applied to, built in a helper.
                AndroidExample.kotlin("ReplyNotifications", """
                fun replyNotification(context: Context, reply: Reply) = context.notification {
                    setSmallIcon(R.drawable.ic_reply)
                        .setContentTitle(reply.author)
                        .↓setGroup(REPLIES)
                }
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
                // An ongoing status on a channel created quiet: no child can alert.
                AndroidExample.kotlin("BackupStatus", """
                private const val BACKUP_CHANNEL = "backup-status"

                fun backupStatus(context: Context, manager: NotificationManagerCompat): Notification {
                    manager.createNotificationChannel(NotificationChannel(BACKUP_CHANNEL, "Backups", NotificationManager.IMPORTANCE_LOW))
                    return NotificationCompat.Builder(context, BACKUP_CHANNEL)
                        .setContentTitle("Backing up")
                        .setGroup("backup")
                        .setOngoing(true)
                        .build()
                }
                """),
                // An update of a notification already shown, told not to alert again.
                AndroidExample.kotlin("ReplyProgress", """
                fun replySending(context: Context, mention: Mention) = NotificationCompat.Builder(context, "mentions")
                    .setSmallIcon(R.drawable.ic_reply)
                    .setGroup(mention.accountId)
                    .setOnlyAlertOnce(true)
                    .build()
                """),
            ]),
        ]
    )

    /// Calls only a notification builder makes: a `setGroup` chained with one is a notification's.
    static let notificationSetters: Set<String> = ["setSmallIcon", "setContentTitle", "setContentText", "setContentIntent", "setStyle"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for (file, call) in android.shippingCalls(named: ["setGroup"]) {
            // An alert behaviour set anywhere in the file may be the shared builder's.
            guard file.identifierTokens(["setGroupAlertBehavior", "GROUP_ALERT_SUMMARY"]).isEmpty else { continue }
            let builders = AndroidNotificationBuilders.builders(in: file).map { ($0, AndroidNotificationBuilders.calls(on: $0, in: file)) }
            let builder = builders.first { $0.1.contains(call) }
            // A channel created at low importance makes no sound and no heads-up, for any child.
            if let builder, let channel = AndroidNotificationBuilders.channelArgument(of: builder.0, in: file),
               AndroidNotificationBuilders.quietChannels(in: file).contains(channel.text) { continue }
            let chain = builder?.1 ?? file.builderChain(of: call)
            let names = Set(chain.map { file.file.calls[$0].name })
            let onNotification = builder != nil || !names.isDisjoint(with: Self.notificationSetters)
            // `setOnlyAlertOnce(true)` updates one already shown without alerting again.
            let alertsOnce = chain.contains { file.file.calls[$0].name == "setOnlyAlertOnce" && file.file.calls[$0].arguments.first?.value == .boolean(true) }
            guard onNotification, !alertsOnce, !names.contains("setGroupSummary") else { continue }
            output.report(
                "This notification joins a group but keeps the default alert behaviour, so every child in the group makes a sound and a heads-up. Give each child setGroupAlertBehavior(GROUP_ALERT_SUMMARY) and post one summary (setGroupSummary(true)) that alone alerts.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
