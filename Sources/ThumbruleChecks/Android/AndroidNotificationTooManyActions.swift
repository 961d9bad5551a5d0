import ThumbruleCore
import ThumbruleFrontEnds

/// A notification built with more than three `addAction` calls: Android shows at most three
/// buttons, so the fourth never appears (`NotificationCompat.Builder.addAction`), and the
/// rulebook plans for two. Android Lint has no check for this.
struct AndroidNotificationTooManyActions: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-actions.android-too-many",
        ruleId: "notify-actions",
        summary: "A notification with more than three actions (Android shows three)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("OrderNotifications", """
                package com.example.app

                fun orderNotification(context: Context, actions: OrderActions) = NotificationCompat.Builder(context, "orders")
                    .setSmallIcon(R.drawable.ic_order)
                    .addAction(R.drawable.ic_track, context.getString(R.string.track), actions.track)
                    .addAction(R.drawable.ic_chat, context.getString(R.string.contact), actions.contact)
                    .addAction(R.drawable.ic_receipt, context.getString(R.string.receipt), actions.receipt)
                    .↓addAction(R.drawable.ic_cancel, context.getString(R.string.cancel_order), actions.cancel)
                    .build()
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("OrderNotifications", """
                fun orderNotification(context: Context, actions: OrderActions) = NotificationCompat.Builder(context, "orders")
                    .setSmallIcon(R.drawable.ic_order)
                    .addAction(R.drawable.ic_track, context.getString(R.string.track), actions.track)
                    .addAction(R.drawable.ic_chat, context.getString(R.string.contact), actions.contact)
                    .build()
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin {
            for builder in AndroidNotificationBuilders.builders(in: file) {
                let actions = AndroidNotificationBuilders.calls(on: builder, in: file).filter { file.file.calls[$0].name == "addAction" }.sorted()
                guard actions.count > 3 else { continue }
                output.report(
                    "This notification adds \(actions.count) actions, but Android shows at most three buttons, so the rest never appear. Keep the two the user most often needs, the safe one first, and move the others into the app.",
                    at: file.position(ofCall: actions[3]))
            }
        }
    }
}
