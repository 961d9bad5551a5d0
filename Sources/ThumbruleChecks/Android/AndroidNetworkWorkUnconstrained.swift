import ThumbruleCore
import ThumbruleFrontEnds

/// Deferrable network work enqueued with no `Constraints`: a WorkManager request for a worker
/// whose class calls the network (Retrofit, OkHttp, Ktor, `HttpURLConnection`) or is named for
/// it (`…SyncWorker`, `…UploadWorker`, `…DownloadWorker`, `…FetchWorker`), built where no
/// `setConstraints` is called. It then runs offline, fails and backs off instead of waiting for
/// a network. Expedited work (the user is waiting) is left alone, and so is a one-time request
/// for a worker whose periodic request sets `Constraints`: it is the "sync now" twin of a
/// schedule the app already constrains, run because someone asked for it; so is a one-time
/// request that downloads the item it is handed (`downloadsRequestedItem`: a file someone is
/// waiting for). A name that says what it syncs from the device itself (`CalendarSyncWorker`,
/// `WatchSyncWorker`) is no sign of network work: only a network call in the worker counts then.
/// Nor is a sync name on a worker that calls no network itself but hands its rows to an
/// analytics pipeline (`tracker.track(event)`), which queues and sends them on its own
/// (pocket-casts-android's playback stats worker): a constraint would not help it.
/// The message says whether the worker retries (backs off) or drops the work.
/// Android Lint has no check for this.
struct AndroidNetworkWorkUnconstrained: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-now-or-later.android-network-unconstrained",
        ruleId: "bg-now-or-later",
        summary: "Network work enqueued on WorkManager with no Constraints (no required network type)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PhotoUploadWorker", """
                package com.example.app

                class PhotoUploadWorker(context: Context, params: WorkerParameters, private val client: OkHttpClient) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()

                    companion object {
                        fun enqueue(workManager: WorkManager) {
                            workManager.enqueue(↓OneTimeWorkRequestBuilder<PhotoUploadWorker>().build())
                        }
                    }
                }
                """),
            ]),
            // A scheduled config download is deferrable, handed input or not.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ConfigDownloadScheduler", """
                class ConfigDownloadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = if (download()) Result.success() else Result.retry()
                }

                class ConfigDownloadScheduler(private val workManager: WorkManager) {
                    fun schedule() {
                        val request = ↓PeriodicWorkRequestBuilder<ConfigDownloadWorker>(1, TimeUnit.HOURS).setInputData(workDataOf("v" to 2)).build()
                        workManager.enqueueUniquePeriodicWork("config", ExistingPeriodicWorkPolicy.KEEP, request)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // pocket-casts-android: a "sync" worker that reads local rows and hands them to an
            // analytics pipeline, which sends them itself; the worker makes no request.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("StatsSyncWorker", """
                package com.example.app

                class StatsSyncWorker(context: Context, params: WorkerParameters, private val dao: StatsDao, private val tracker: EventTracker) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result {
                        val rows = dao.selectAll()
                        rows.forEach { tracker.track(ListeningEvent(it.uuid, it.durationMs)) }
                        dao.deleteAll(rows.map { it.uuid })
                        return Result.success()
                    }

                    companion object {
                        fun schedule(workManager: WorkManager) {
                            workManager.enqueue(PeriodicWorkRequestBuilder<StatsSyncWorker>(1, TimeUnit.DAYS).build())
                        }
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PhotoUploadWorker", """
                class PhotoUploadWorker(context: Context, params: WorkerParameters, private val client: OkHttpClient) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()

                    companion object {
                        fun enqueue(workManager: WorkManager) {
                            val constraints = Constraints.Builder().setRequiredNetworkType(NetworkType.UNMETERED).build()
                            workManager.enqueue(OneTimeWorkRequestBuilder<PhotoUploadWorker>().setConstraints(constraints).build())
                        }
                    }
                }

                class CleanupWorker(context: Context, params: WorkerParameters) : Worker(context, params) {
                    override fun doWork(): Result = Result.success()
                }

                fun clean(workManager: WorkManager) = workManager.enqueue(OneTimeWorkRequestBuilder<CleanupWorker>().build())
                """),
            ]),
            // A file download someone just started, handed its URL: now-work, not deferrable.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AndroidFileDownloader", """
                class FileDownloadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result {
                        networkFileDownloader.download(inputData.toPendingFileDownload(), callback)
                        return Result.success()
                    }
                }

                class AndroidFileDownloader(private val workManager: WorkManager) : FileDownloader {
                    override fun enqueueDownload(pending: PendingFileDownload) {
                        OneTimeWorkRequestBuilder<FileDownloadWorker>()
                            .setInputData(pending.toInputData())
                            .build()
                            .let { workManager.enqueue(it) }
                    }
                }
                """),
            ]),
            // Refresh now, on a person's request, beside the constrained schedule of the same worker.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("FeedRefresh", """
                class FeedSyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()
                }

                object FeedRefresh {
                    fun refreshNow(workManager: WorkManager) =
                        workManager.enqueueUniqueWork("refresh-now", ExistingWorkPolicy.KEEP, OneTimeWorkRequestBuilder<FeedSyncWorker>().build())

                    fun schedule(workManager: WorkManager) {
                        val online = Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build()
                        val request = PeriodicWorkRequestBuilder<FeedSyncWorker>(4, TimeUnit.HOURS).setConstraints(online).build()
                        workManager.enqueueUniquePeriodicWork("refresh", ExistingPeriodicWorkPolicy.KEEP, request)
                    }
                }
                """),
            ]),
            // rebble-flutter: a calendar sync that reads the phone's calendar and pushes pins to a watch.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AgendaScheduler", """
                class CalendarSyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    private val agenda: AgendaSync by inject()
                    override suspend fun doWork(): Result = if (agenda.syncAll()) Result.success() else Result.retry()
                }

                fun scheduleAgenda(workManager: WorkManager) {
                    val request = PeriodicWorkRequestBuilder<CalendarSyncWorker>(1, TimeUnit.HOURS).build()
                    workManager.enqueueUniquePeriodicWork("agenda", ExistingPeriodicWorkPolicy.KEEP, request)
                }
                """),
            ]),
        ]
    )

    static let networkNames: Set<String> = ["Retrofit", "OkHttpClient", "HttpURLConnection", "HttpClient", "HttpsURLConnection"]
    static let networkWords = ["Sync", "Upload", "Download", "Fetch"]
    /// Name stems for on-device sources: the phone's calendar, a paired watch or Bluetooth device.
    static let deviceStems = ["Calendar", "Watch", "Wear", "Bluetooth", "Ble"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var workerUsesNetwork: [String: Bool] = [:]
        func usesNetwork(_ worker: String) -> Bool {
            if let known = workerUsesNetwork[worker] { return known }
            let name = worker.split(separator: ".").last.map(String.init) ?? worker
            let named = Self.networkWords.contains { name.hasSuffix($0 + "Worker") } && !Self.deviceStems.contains { name.hasPrefix($0) }
            let calls = android.shippingTypes(named: name).contains { file, type in
                guard let body = file.file.types[type].bodyRange else { return false }
                // The body, and the constructor's parameters before it (an injected client).
                let header = file.file.types[type].position.offset
                return file.identifierTokens(Self.networkNames).contains {
                    body.contains($0) || (file.file.source.tokens[$0].offset > header && $0 < body.lowerBound)
                }
            }
            // A name alone says nothing when the worker hands its data to an analytics pipeline's `track(…)`.
            let tracks = named && !calls && android.shippingTypes(named: name).contains { file, type in
                guard let body = file.file.types[type].bodyRange else { return false }
                return file.identifierTokens(["track"]).contains { body.contains($0) && file.file.source.kind(at: $0 + 1) == .leftParen }
            }
            workerUsesNetwork[worker] = (named && !tracks) || calls
            return (named && !tracks) || calls
        }
        let requests = AndroidWorkRequest.all(in: android)
        func isConstrained(_ request: AndroidWorkRequest) -> Bool {
            let chain = request.file.builderChain(of: request.call).map { request.file.file.calls[$0].name }
            return chain.contains("setConstraints") || request.file.enclosingFunction(ofCall: request.call, names: ["setConstraints", "Constraints"])
        }
        let constrainedSchedules = Set(requests.filter { $0.isPeriodic && isConstrained($0) }.compactMap(\.worker))
        for request in requests {
            guard let worker = request.worker, usesNetwork(worker) else { continue }
            let chain = request.file.builderChain(of: request.call).map { request.file.file.calls[$0].name }
            guard !isConstrained(request), !chain.contains("setExpedited"),
                  !request.file.enclosingFunction(ofCall: request.call, names: ["setExpedited"]),
                  request.isPeriodic || !constrainedSchedules.contains(worker),
                  request.isPeriodic || !Self.downloadsRequestedItem(worker, chain: chain) else { continue }
            let offline = Self.retries(worker, android)
                ? "where it fails and backs off"
                : request.isPeriodic ? "where it fails and that run's work is lost" : "where it fails and the work is lost (the worker asks for no retry)"
            output.report(
                "\(worker) does network work but is enqueued with no Constraints, so WorkManager runs it offline, \(offline), instead of waiting for a connection. Deferrable work states its conditions: add setConstraints(Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build()) (UNMETERED for large transfers).",
                at: request.file.position(ofCall: request.call), confidence: .medium)
        }
    }

    /// Whether a one-time request downloads the item it is handed (`setInputData` on a
    /// `FileDownloadWorker`): a download someone just asked for and is waiting on, which is
    /// now-work, and a network constraint would only stall it silently. Uploads are still
    /// reported: the person has left, and offline the upload is lost.
    static func downloadsRequestedItem(_ worker: String, chain: [String]) -> Bool {
        let name = worker.split(separator: ".").last.map(String.init) ?? worker
        return name.hasSuffix("DownloadWorker") && chain.contains("setInputData")
    }

    /// Whether the worker's class asks WorkManager to run it again (`Result.retry()`), so a
    /// failure backs off rather than being dropped.
    static func retries(_ worker: String, _ android: AndroidModel) -> Bool {
        let name = worker.split(separator: ".").last.map(String.init) ?? worker
        return android.shippingTypes(named: name).contains { file, type in
            guard let body = file.file.types[type].bodyRange else { return false }
            return file.identifierTokens(["retry"]).contains(where: body.contains)
        }
    }
}
