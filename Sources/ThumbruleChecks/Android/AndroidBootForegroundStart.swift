import ThumbruleCore
import ThumbruleFrontEnds

/// A `BOOT_COMPLETED` receiver that starts a foreground service: Android 15 bars boot
/// receivers from starting `dataSync`, `camera`, `mediaPlayback`, `phoneCall`,
/// `mediaProjection` and `microphone` services, and from Android 12 a background start fails
/// unless exempt. Medium confidence: the service's type decides whether it is barred.
/// Android Lint has no check for this.
struct AndroidBootForegroundStart: AndroidCheck {
    /// A manifest declaring `.BootReceiver` for BOOT_COMPLETED, shared by the examples.
    static let bootReceiverManifest = AndroidExample.manifest("""
            <application>
                <receiver android:name=".BootReceiver" android:exported="false">
                    <intent-filter><action android:name="android.intent.action.BOOT_COMPLETED" /></intent-filter>
                </receiver>
            </application>
        """)

    package static let description = CheckDescription(
        id: "bg-service-last.boot-start",
        ruleId: "bg-service-last",
        summary: "A boot receiver starts a foreground service",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 35),
                Self.bootReceiverManifest,
                AndroidExample.kotlin("BootReceiver", """
                package com.example.app

                class BootReceiver : BroadcastReceiver() {
                    override fun onReceive(context: Context, intent: Intent) {
                        ContextCompat.↓startForegroundService(context, Intent(context, SyncService::class.java))
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 35),
                Self.bootReceiverManifest,
                AndroidExample.kotlin("BootReceiver", """
                class BootReceiver : BroadcastReceiver() {
                    override fun onReceive(context: Context, intent: Intent) {
                        WorkManager.getInstance(context).enqueue(OneTimeWorkRequestBuilder<SyncWorker>().build())
                    }
                }
                """),
            ]),
        ]
    )

    static let bootActions: Set<String> = ["android.intent.action.BOOT_COMPLETED", "android.intent.action.LOCKED_BOOT_COMPLETED"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var receivers = Set<String>()
        for app in android.apps {
            for receiver in app.manifest.components(.receiver)
            where receiver.component.intentFilters.contains(where: { !Self.bootActions.isDisjoint(with: $0.actions) }) {
                receivers.insert(String(receiver.name.split(separator: ".").last ?? ""))
            }
        }
        for name in receivers.sorted() {
            for (file, type) in android.shippingTypes(named: name) {
                for index in file.file.callIndices(named: "startForegroundService") where file.call(index, isInType: type) {
                    output.report(
                        "\(name) receives BOOT_COMPLETED and starts a foreground service; Android 15 bars boot receivers from starting dataSync, camera, media playback, phone call, media projection and microphone services (the start throws), and a background start fails from Android 12 unless exempt. Schedule the work with WorkManager from the receiver instead.",
                        at: file.position(ofCall: index), confidence: .medium)
                }
            }
        }
    }
}
