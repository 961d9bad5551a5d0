import ThumbruleCore
import ThumbruleFrontEnds

/// A periodic WorkManager request whose literal interval is under 15 minutes
/// (`PeriodicWorkRequest.MIN_PERIODIC_INTERVAL_MILLIS`): WorkManager does not refuse it but
/// silently raises it to 15 minutes, logging only a warning, so the code promises a cadence
/// the job never has. Android Lint has no check for this.
struct AndroidPeriodicIntervalBelowFloor: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-periodic.android-interval-floor",
        ruleId: "bg-periodic",
        summary: "A periodic WorkManager interval under 15 minutes, which WorkManager silently raises to 15",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Scheduling", """
                package com.example.app

                fun schedule(workManager: WorkManager) {
                    workManager.enqueue(↓PeriodicWorkRequestBuilder<PriceWorker>(5, TimeUnit.MINUTES).build())
                    workManager.enqueue(PeriodicWorkRequest.↓Builder(ScoreWorker::class.java, Duration.ofSeconds(90)).build())
                }
                """),
            ]),
            // The same shortcut, once a screen calls it.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("SyncScheduler", """
                class SyncScheduler(private val workManager: WorkManager) {
                    fun schedule() {
                        workManager.enqueue(PeriodicWorkRequestBuilder<SyncWorker>(1, TimeUnit.HOURS).build())
                    }

                    fun testNow() {
                        workManager.enqueue(↓PeriodicWorkRequestBuilder<SyncWorker>(5, TimeUnit.MINUTES).build())
                    }
                }

                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        SyncScheduler(WorkManager.getInstance(this)).testNow()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Scheduling", """
                fun schedule(workManager: WorkManager, hours: Long) {
                    workManager.enqueue(PeriodicWorkRequestBuilder<PriceWorker>(15, TimeUnit.MINUTES).build())
                    workManager.enqueue(PeriodicWorkRequestBuilder<ScoreWorker>(Duration.ofHours(hours)).build())
                    workManager.enqueue(OneTimeWorkRequestBuilder<UploadWorker>().setInitialDelay(5, TimeUnit.MINUTES).build())
                }
                """),
            ]),
            // A developer's shortcut nothing calls, beside the scheduler the app uses.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("SyncScheduler", """
                class SyncScheduler(private val workManager: WorkManager) {
                    fun schedule() {
                        workManager.enqueue(PeriodicWorkRequestBuilder<SyncWorker>(1, TimeUnit.HOURS).build())
                    }

                    fun testNow() {
                        workManager.enqueue(PeriodicWorkRequestBuilder<SyncWorker>(5, TimeUnit.MINUTES).build())
                    }
                }

                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                        SyncScheduler(WorkManager.getInstance(this)).schedule()
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for request in AndroidWorkRequest.all(in: android) where request.isPeriodic {
            guard let seconds = request.intervalSeconds, seconds < 15 * 60 else { continue }
            let written = seconds < 60 ? "\(Int(seconds)) seconds" : "\(Int(seconds / 60)) minute\(seconds == 60 ? "" : "s")"
            output.report(
                "This periodic job asks for every \(written), but WorkManager's minimum is 15 minutes: it silently raises the interval to 15 minutes (logging only a warning), and even that is a floor the system stretches as the app falls out of use. Ask for 15 minutes or more, and design the screen to work when the job has not run for hours.",
                at: request.file.position(ofCall: request.call))
        }
    }
}
