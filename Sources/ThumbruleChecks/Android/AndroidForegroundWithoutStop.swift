import ThumbruleCore
import ThumbruleFrontEnds

/// A foreground job (`setForeground`/`setForegroundAsync` in a worker, `startForeground` in a
/// service) whose notification, built in the same file, offers no stop: the file adds no action
/// (`addAction`) and never makes WorkManager's cancel intent (`createCancelPendingIntent`). The
/// user then cannot end the work from the surface that shows it. Media playback (a
/// `MediaStyle` or media session supplies the controls), short services
/// (`FOREGROUND_SERVICE_TYPE_SHORT_SERVICE`, which the system stops after about three minutes:
/// quick work the app starts for itself, such as fetching a push) and notifications built
/// elsewhere are left alone. Android Lint has no check for this.
struct AndroidForegroundWithoutStop: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-visible-stoppable.android-no-stop-action",
        ruleId: "bg-visible-stoppable",
        summary: "A foreground job whose notification has no stop or cancel action",
        optIn: "Judged true in 6 of 12 findings on apps nobody tuned it on: many foreground jobs end by themselves or are stopped from the app's own screen.",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ExportWorker", """
                package com.example.app

                class ExportWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result {
                        val notification = NotificationCompat.Builder(applicationContext, "exports")
                            .setContentTitle("Exporting your library")
                            .setSmallIcon(R.drawable.ic_export)
                            .setOngoing(true)
                            .build()
                        ↓setForeground(ForegroundInfo(EXPORT_ID, notification))
                        return Result.success()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ExportWorker", """
                class ExportWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result {
                        val cancel = WorkManager.getInstance(applicationContext).createCancelPendingIntent(id)
                        val notification = NotificationCompat.Builder(applicationContext, "exports")
                            .setContentTitle("Exporting your library")
                            .setSmallIcon(R.drawable.ic_export)
                            .addAction(R.drawable.ic_stop, "Stop", cancel)
                            .build()
                        setForeground(ForegroundInfo(EXPORT_ID, notification))
                        return Result.success()
                    }
                }
                """),
                AndroidExample.kotlin("FetchPushService", """
                class FetchPushService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        val notification = NotificationCompat.Builder(this, "sync").setContentTitle("Checking for messages").build()
                        ServiceCompat.startForeground(this, FETCH_ID, notification, ServiceInfo.FOREGROUND_SERVICE_TYPE_SHORT_SERVICE)
                        return START_NOT_STICKY
                    }
                }
                """),
                // An opt-in connection kept open for incoming messages (remoteMessaging) is no job
                // that finishes: the user turns it off in the app's settings.
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".RelayService" android:foregroundServiceType="remoteMessaging" android:exported="false" />
                        <service android:name=".WakeService" android:foregroundServiceType="shortService" android:exported="false" />
                    </application>
                """),
                AndroidExample.kotlin("WakeService", """
                class WakeService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        startForeground(WAKE_ID, NotificationCompat.Builder(this, "sync").setContentTitle("Fetching a message").build())
                        return START_NOT_STICKY
                    }
                }
                """),
                AndroidExample.kotlin("RelayService", """
                class RelayService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        val notification = NotificationCompat.Builder(this, "relay").setContentTitle("Connected to your server").setOngoing(true).build()
                        startForeground(RELAY_ID, notification)
                        return START_STICKY
                    }
                }
                """),
                // The notification comes from elsewhere: not known here.
                AndroidExample.kotlin("SyncService", """
                class SyncService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        startForeground(SYNC_ID, notifications.syncNotification())
                        return START_NOT_STICKY
                    }
                }
                """),
            ]),
        ]
    )

    static let foregroundCalls: Set<String> = ["setForeground", "setForegroundAsync", "startForeground"]
    static let stopNames: Set<String> = ["addAction", "createCancelPendingIntent", "MediaStyle", "MediaSession", "MediaSessionCompat", "MediaSessionService", "MediaLibraryService"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        // One finding per file: the file's notification is what lacks the stop, however many
        // version branches put it in the foreground.
        let calls = android.shippingCalls(named: Self.foregroundCalls)
        for group in Dictionary(grouping: calls, by: { $0.file.path }).sorted(by: { $0.key < $1.key }).map(\.value) {
            guard let (file, first) = group.min(by: { $0.call < $1.call }) else { continue }
            let buildsNotification = file.file.calls.contains { $0.name == "Builder" && ["NotificationCompat", "Notification"].contains($0.receiverNames(in: file.file).last ?? "") }
            // A short service ends by itself within minutes: there is nothing to stop; nor is
            // there in an opt-in connection kept open for messages.
            guard buildsNotification, file.identifierTokens(Self.stopNames).isEmpty,
                  file.identifierTokens(["FOREGROUND_SERVICE_TYPE_SHORT_SERVICE"]).isEmpty,
                  !Self.keepsConnection(file, first, android) else { continue }
            output.report(
                "This puts work in the foreground with a notification that has no stop action, so the user watching it cannot end it. Add an action that cancels the work (WorkManager.createCancelPendingIntent(id) for a worker, an intent that calls stopSelf for a service) and make pressing it stop all further work.",
                at: file.position(ofCall: first), confidence: .medium,
                related: group.filter { $0.call != first }.map { RelatedLocation($0.file.position(ofCall: $0.call), "also put in the foreground here") })
        }
    }

    /// Service types that are no user-started job: a connection kept open for incoming
    /// messages, and a short service that ends by itself within minutes.
    static let jobless: Set<String> = ["remoteMessaging", "shortService"]

    /// A service whose manifest entry (or `startForeground` type) declares only jobless types:
    /// a stop action is not what the rule asks of it.
    static func keepsConnection(_ file: AndroidKotlinFile, _ call: Int, _ android: AndroidModel) -> Bool {
        if !file.identifierTokens(["FOREGROUND_SERVICE_TYPE_REMOTE_MESSAGING"]).isEmpty { return true }
        guard let type = file.file.calls[call].enclosingType, let name = file.file.types[type].name else { return false }
        let types = android.declaredServiceTypes(ofClass: name)
        return !types.isEmpty && types.isSubset(of: jobless)
    }
}
