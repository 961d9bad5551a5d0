import ThumbruleCore
import ThumbruleFrontEnds

/// A channel created at `IMPORTANCE_MIN` or `IMPORTANCE_NONE` in a file that puts work in the
/// foreground (`startForeground`, `setForeground`): a foreground service's channel must be
/// `IMPORTANCE_LOW` or higher, or the system hides the notification and posts its own notice
/// that the app is running. Android Lint has no check for this.
struct AndroidForegroundChannelTooQuiet: AndroidCheck {
    package static let description = CheckDescription(
        id: "notify-level.android-foreground-channel-min",
        ruleId: "notify-level",
        summary: "A foreground service's notification channel created at IMPORTANCE_MIN or IMPORTANCE_NONE",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("TrackingService", """
                package com.example.app

                class TrackingService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        val channel = NotificationChannel("tracking", getString(R.string.channel_tracking), NotificationManager.↓IMPORTANCE_MIN)
                        getSystemService(NotificationManager::class.java).createNotificationChannel(channel)
                        startForeground(TRACKING_ID, trackingNotification())
                        return START_STICKY
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("TrackingService", """
                class TrackingService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        val channel = NotificationChannel("tracking", getString(R.string.channel_tracking), NotificationManager.IMPORTANCE_LOW)
                        getSystemService(NotificationManager::class.java).createNotificationChannel(channel)
                        startForeground(TRACKING_ID, trackingNotification())
                        return START_STICKY
                    }
                }
                """),
                // A quiet channel for digests, in a file that starts no foreground work.
                AndroidExample.kotlin("Digests", """
                fun digestChannel(context: Context) = NotificationChannel("digest", context.getString(R.string.channel_digest), NotificationManager.IMPORTANCE_MIN)
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let foregroundFiles = Set(android.shippingCalls(named: AndroidForegroundWithoutStop.foregroundCalls).map(\.file.path))
        for (file, call) in android.shippingCalls(named: ["NotificationChannel", "Builder"]) where foregroundFiles.contains(file.path) {
            let current = file.file.calls[call]
            guard current.name == "NotificationChannel" || file.receiverType(ofCall: call) == "NotificationChannelCompat" else { continue }
            let source = file.file.source
            for argument in current.arguments {
                guard let token = argument.expression.tokenRange.last(where: { source.tokens[$0].kind == .identifier }),
                      ["IMPORTANCE_MIN", "IMPORTANCE_NONE"].contains(source.text(at: token)) else { continue }
                output.report(
                    "This channel is created at \(source.text(at: token)) in a file that runs work in the foreground; a foreground service's channel must be IMPORTANCE_LOW or higher, or the system hides the notification and posts its own notice that the app is running. Use IMPORTANCE_LOW: silent, but visible in the shade.",
                    at: file.position(ofToken: token))
            }
        }
    }
}
