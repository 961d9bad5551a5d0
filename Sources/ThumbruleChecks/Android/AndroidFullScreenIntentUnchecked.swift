import ThumbruleCore
import ThumbruleFrontEnds

/// `setFullScreenIntent` in an app whose shipping code never calls `canUseFullScreenIntent`:
/// from Android 14 Google Play withdraws the default `USE_FULL_SCREEN_INTENT` grant from apps
/// that are not calling or alarm apps, and the notification then arrives as an ordinary
/// heads-up. Reported under `notify-quiet`, whose rulebook text asks for the runtime check.
/// Android Lint has no check for this.
///
/// An incoming call built with `CallStyle.forIncomingCall` (or `forScreeningCall`) is left
/// alone: the platform's call template, which Play keeps granting the intent to in calling
/// apps, already works without it, as a persistent heads-up with answer and decline buttons.
/// A call notification with only plain actions is still reported.
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
            // An incoming call with plain actions: without the grant it is one heads-up among others.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("CallAlerts", """
                fun incomingCall(context: Context, open: PendingIntent, answer: PendingIntent, decline: PendingIntent) =
                    NotificationCompat.Builder(context, "calls")
                        .setCategory(NotificationCompat.CATEGORY_CALL)
                        .↓setFullScreenIntent(open, true)
                        .addAction(R.drawable.ic_decline, context.getString(R.string.decline), decline)
                        .addAction(R.drawable.ic_answer, context.getString(R.string.answer), answer)
                        .build()
                """),
            ]),
        ],
        nonTriggering: [
            // The call template: without the grant it still rings as a heads-up with answer and decline.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("CallAlerts", """
                fun incomingCall(context: Context, caller: Person, open: PendingIntent, answer: PendingIntent, decline: PendingIntent, full: Boolean) =
                    NotificationCompat.Builder(context, "calls")
                        .setCategory(NotificationCompat.CATEGORY_CALL)
                        .let {
                            if (full) it.setFullScreenIntent(open, true).setStyle(CallStyle.forIncomingCall(caller, decline, answer)) else it
                        }
                        .build()
                """),
            ]),
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
        for (file, call) in calls where !Self.usesCallStyle(call, in: file.file) {
            output.report(
                "This notification asks for a full-screen intent, but nothing checks NotificationManager.canUseFullScreenIntent(); from Android 14 Google Play grants USE_FULL_SCREEN_INTENT only to calling and alarm apps, so elsewhere it arrives as an ordinary heads-up. Check the permission at runtime and design the notification to work without it.",
                at: file.position(ofCall: call), confidence: .medium)
        }
    }

    /// Whether the function building the notification (the outermost one around the call) also
    /// gives it the call template: `CallStyle.forIncomingCall(…)` or `forScreeningCall(…)`.
    static func usesCallStyle(_ call: Int, in file: KotlinFile) -> Bool {
        guard let function = file.enclosingFunctions(startingAt: file.calls[call].enclosingFunction).last,
              let body = file.functions[function].bodyRange else { return false }
        return file.calls.indices.contains { index in
            let found = file.calls[index]
            return ["forIncomingCall", "forScreeningCall"].contains(found.name) && body.contains(found.nameToken)
                && found.receiverNames(in: file).last == "CallStyle"
        }
    }
}
