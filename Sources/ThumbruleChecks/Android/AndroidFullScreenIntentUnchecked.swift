import ThumbruleCore
import ThumbruleFrontEnds

/// `setFullScreenIntent` in an app whose shipping code never calls `canUseFullScreenIntent`:
/// from Android 14 Google Play withdraws the default `USE_FULL_SCREEN_INTENT` grant from apps
/// that are not calling or alarm apps, and the notification then arrives as an ordinary
/// heads-up. Reported under `notify-quiet`, whose rulebook text asks for the runtime check.
/// Android Lint has no check for this.
struct AndroidFullScreenIntentUnchecked: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-quiet.android-full-screen-unchecked",
        ruleId: "notify-quiet",
        summary: "A full-screen intent used without checking canUseFullScreenIntent",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("RideAlerts", """
                package com.example.app

                fun arrivalNotification(context: Context, open: PendingIntent) = NotificationCompat.Builder(context, "arrivals")
                    .setSmallIcon(R.drawable.ic_car)
                    .setContentTitle(context.getString(R.string.driver_arrived))
                    .↓setFullScreenIntent(open, true)
                    .build()
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("RideAlerts", """
                fun arrivalNotification(context: Context, manager: NotificationManagerCompat, open: PendingIntent): Notification {
                    val builder = NotificationCompat.Builder(context, "arrivals").setSmallIcon(R.drawable.ic_car)
                    if (manager.canUseFullScreenIntent()) builder.setFullScreenIntent(open, true)
                    return builder.build()
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let calls = android.shippingCalls(named: ["setFullScreenIntent"])
        guard !calls.isEmpty, !android.shippingCodeNames(["canUseFullScreenIntent"]) else { return }
        for (file, call) in calls {
            output.report(
                "This notification asks for a full-screen intent, but nothing checks NotificationManager.canUseFullScreenIntent(); from Android 14 Google Play grants USE_FULL_SCREEN_INTENT only to calling and alarm apps, so elsewhere it arrives as an ordinary heads-up. Check the permission at runtime and design the notification to work without it.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }
}
