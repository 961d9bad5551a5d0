import ThumbruleCore
import ThumbruleFrontEnds

/// `IMPORTANCE_MAX` in shipping code: the `NotificationManager` reference marks it unused, and a
/// channel created at the loudest level cannot be made quieter by the app afterwards. Android
/// Lint has no check for this.
struct AndroidNotificationImportanceMax: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-level.android-importance-max",
        ruleId: "notify-level",
        summary: "A notification channel created at IMPORTANCE_MAX",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                package com.example.app

                fun createChannels(manager: NotificationManager, context: Context) {
                    manager.createNotificationChannel(NotificationChannel("deals", context.getString(R.string.channel_deals), NotificationManager.↓IMPORTANCE_MAX))
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Channels", """
                fun createChannels(manager: NotificationManager, context: Context) {
                    manager.createNotificationChannel(NotificationChannel("deals", context.getString(R.string.channel_deals), NotificationManager.IMPORTANCE_LOW))
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin {
            for token in file.identifierTokens(["IMPORTANCE_MAX"]) {
                output.report(
                    "IMPORTANCE_MAX is marked unused in the NotificationManager reference and is the loudest level there is; once a channel exists only the user can lower it. Use IMPORTANCE_HIGH for true interruptions and the quietest visible level (DEFAULT or LOW) for everything else.",
                    at: file.position(ofToken: token))
            }
        }
    }
}
