import ThumbruleCore
import ThumbruleFrontEnds

/// A periodic WorkManager request for bulk transfer nobody asked for, constrained to any
/// network: the worker is named for prefetching (`…PrefetchWorker`, `…PreloadWorker`), for
/// downloading media or offline content (`EpisodeAutoDownloadWorker`, `OfflineMapDownloadWorker`)
/// or for an automatic upload or media backup (`CameraAutoUploadWorker`, `PhotoBackupWorker`), and
/// its `Constraints` require `NetworkType.CONNECTED` or `NOT_ROAMING` as a literal. Such a schedule
/// spends the user's mobile data on transfers they never started. It stays silent when the
/// network type is not that one literal (an `if` on a setting, a variable, `UNMETERED` elsewhere
/// in the function) and when the worker's or scheduler's files speak of Wi-Fi, metered or
/// cellular networks or mobile data: the user chose, or the worker checks the network itself.
/// Work with no `Constraints` at all is `bg-now-or-later.android-network-unconstrained`'s.
/// Android Lint has no check for this.
struct AndroidBulkWorkOnMetered: AndroidCheck {
    package static let description = CheckDescription(
        id: "net-metered.android-periodic-bulk-metered",
        ruleId: "net-metered",
        summary: "A periodic WorkManager prefetch, media download or automatic upload that may run on metered networks (NetworkType.CONNECTED)",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("EpisodeAutoDownloadWorker", """
                package com.example.app

                class EpisodeAutoDownloadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()

                    companion object {
                        fun schedule(workManager: WorkManager) {
                            val request = ↓PeriodicWorkRequestBuilder<EpisodeAutoDownloadWorker>(6, TimeUnit.HOURS)
                                .setConstraints(Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build())
                                .build()
                            workManager.enqueueUniquePeriodicWork("auto-download", ExistingPeriodicWorkPolicy.KEEP, request)
                        }
                    }
                }
                """),
            ]),
            // Constraints built in a local value, the request through the Java-style builder.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("VideoPrefetchScheduler", """
                class VideoPrefetchWorker(context: Context, params: WorkerParameters) : Worker(context, params) {
                    override fun doWork(): Result = Result.success()
                }

                class VideoPrefetchScheduler(private val workManager: WorkManager) {
                    fun start() {
                        val constraints = Constraints.Builder()
                            .setRequiredNetworkType(NetworkType.NOT_ROAMING)
                            .setRequiresBatteryNotLow(true)
                            .build()
                        val request = PeriodicWorkRequest.↓Builder(VideoPrefetchWorker::class.java, 12, TimeUnit.HOURS)
                            .setConstraints(constraints)
                            .build()
                        workManager.enqueueUniquePeriodicWork("prefetch", ExistingPeriodicWorkPolicy.UPDATE, request)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // Waits for an unmetered network.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("EpisodeAutoDownloadWorker", """
                class EpisodeAutoDownloadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()
                }

                fun schedule(workManager: WorkManager) {
                    val constraints = Constraints.Builder().setRequiredNetworkType(NetworkType.UNMETERED).build()
                    workManager.enqueue(PeriodicWorkRequestBuilder<EpisodeAutoDownloadWorker>(6, TimeUnit.HOURS).setConstraints(constraints).build())
                }
                """),
            ]),
            // The user chooses the network in settings.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("PhotoBackupScheduler", """
                class PhotoBackupWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()
                }

                class PhotoBackupScheduler(private val workManager: WorkManager, private val settings: BackupSettings) {
                    fun schedule() {
                        val network = if (settings.anyNetwork) NetworkType.CONNECTED else NetworkType.UNMETERED
                        val constraints = Constraints.Builder().setRequiredNetworkType(network).build()
                        workManager.enqueue(PeriodicWorkRequestBuilder<PhotoBackupWorker>(1, TimeUnit.DAYS).setConstraints(constraints).build())
                    }
                }
                """),
            ]),
            // The worker itself skips metered networks unless the user allowed mobile data.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("MediaDownloadWorker", """
                class MediaDownloadWorker(context: Context, params: WorkerParameters, private val prefs: Prefs) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result {
                        val connectivity = applicationContext.getSystemService(ConnectivityManager::class.java)
                        if (connectivity.isActiveNetworkMetered && !prefs.downloadOverMobileData) return Result.retry()
                        return Result.success()
                    }
                }
                """),
                AndroidExample.kotlin("Scheduling", """
                fun schedule(workManager: WorkManager) {
                    val online = Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build()
                    workManager.enqueue(PeriodicWorkRequestBuilder<MediaDownloadWorker>(4, TimeUnit.HOURS).setConstraints(online).build())
                }
                """),
            ]),
            // Small transfers (a feed sync, a config download) and a one-time download someone started.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Workers", """
                class FeedSyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()
                }

                class ConfigDownloadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()
                }

                class EpisodeDownloadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    override suspend fun doWork(): Result = Result.success()
                }

                fun schedule(workManager: WorkManager, episode: Data) {
                    val online = Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build()
                    workManager.enqueue(PeriodicWorkRequestBuilder<FeedSyncWorker>(1, TimeUnit.HOURS).setConstraints(online).build())
                    workManager.enqueue(PeriodicWorkRequestBuilder<ConfigDownloadWorker>(1, TimeUnit.DAYS).setConstraints(online).build())
                    workManager.enqueue(OneTimeWorkRequestBuilder<EpisodeDownloadWorker>().setInputData(episode).setConstraints(online).build())
                }
                """),
            ]),
        ]
    )

    /// Name words of transfers that are discretionary by definition.
    static let prefetchWords: Set<String> = ["Prefetch", "Prefetcher", "Prefetching", "Preload", "Preloader", "Preloading", "Precache", "Predownload"]
    static let downloadWords: Set<String> = ["Download", "Downloads", "Downloader", "Downloading"]
    static let uploadWords: Set<String> = ["Upload", "Uploads", "Uploader", "Uploading"]
    static let backupWords: Set<String> = ["Backup", "Backups"]
    /// Payloads that are large: media, offline content.
    static let payloadWords: Set<String> = [
        "Media", "Video", "Videos", "Photo", "Photos", "Image", "Images", "Picture", "Pictures", "Episode", "Episodes", "Podcast", "Podcasts",
        "Audio", "Music", "Song", "Songs", "Sound", "Sounds", "Movie", "Movies", "Attachment", "Attachments", "Offline", "Map", "Maps", "Tile", "Tiles",
    ]
    /// Words of a transfer the app starts by itself rather than one someone asked for.
    static let automaticWords: Set<String> = ["Auto", "Automatic", "Camera", "Gallery"]
    /// Words (lowercased, without underscores) of code about the network's cost: a setting
    /// (`wifiOnly`, `PREF_MOBILE_DATA`) or a test of the network (`isActiveNetworkMetered`).
    static let choiceWords = ["wifi", "wlan", "metered", "cellular", "mobiledata", "roaming", "datasaver", "restrictbackground", "networktype"]
    static let anyNetwork: Set<String> = ["CONNECTED", "NOT_ROAMING"]
    /// The names of the constraint itself, which hold choice words without being a choice.
    static let literalNames: Set<String> = ["NetworkType", "setRequiredNetworkType", "NOT_ROAMING"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for request in AndroidWorkRequest.all(in: android) where request.isPeriodic {
            guard let worker = request.worker else { continue }
            let name = worker.split(separator: ".").last.map(String.init) ?? worker
            guard let transfer = Self.transfer(named: name), !android.shippingTypes(named: name).isEmpty,
                  let networkType = Self.requiredNetworkType(of: request),
                  !Self.speaksOfNetworkCost(worker: name, request: request, android) else { continue }
            let roaming = networkType == "CONNECTED" ? ", roaming included" : ""
            output.report(
                "\(name) is a periodic \(transfer) that WorkManager may run on mobile data (NetworkType.\(networkType)\(roaming)), though nobody asked for it and no setting picks the network. Require NetworkType.UNMETERED for it, or let the user choose between Wi-Fi only and any network.",
                at: request.file.position(ofCall: request.call), confidence: .medium)
        }
    }

    /// What the worker's name says it transfers, when that is a bulk transfer nobody asked
    /// for: a prefetch, a download of media or offline content, an automatic upload, a media
    /// backup. A plain `DownloadWorker` or `UploadWorker` may carry what someone asked for.
    static func transfer(named name: String) -> String? {
        let words = Set(camelCaseWords(name))
        let payload = !words.isDisjoint(with: payloadWords)
        let automatic = !words.isDisjoint(with: automaticWords)
        if !words.isDisjoint(with: prefetchWords) { return "prefetch" }
        if !words.isDisjoint(with: downloadWords), payload || automatic { return payload ? "media or offline download" : "automatic download" }
        if !words.isDisjoint(with: uploadWords), automatic { return "automatic upload" }
        if !words.isDisjoint(with: backupWords), payload || automatic { return "backup" }
        return nil
    }

    /// `CameraAutoUploadWorker` → Camera, Auto, Upload, Worker; `OPMLSyncWorker` → OPML, Sync, Worker.
    static func camelCaseWords(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && previous.map { $0.isLowercase || $0.isNumber || ($0.isUppercase && next?.isLowercase == true) } == true
            if startsWord || character == "_" { if !current.isEmpty { words.append(current) }; current = "" }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The network type the request's `setConstraints` requires, when every
    /// `setRequiredNetworkType` that can build those constraints passes the same literal
    /// `NetworkType.CONNECTED` or `NOT_ROAMING`: in the argument itself, in the request's
    /// function for a local value, or in a function of the same file that returns them.
    static func requiredNetworkType(of request: AndroidWorkRequest) -> String? {
        let file = request.file.file
        guard let setConstraints = request.file.builderChain(of: request.call).first(where: { file.calls[$0].name == "setConstraints" }),
              let argument = file.calls[setConstraints].arguments.first else { return nil }
        let all = file.callIndices(named: "setRequiredNetworkType")
        func setters(in range: Range<Int>?) -> [Int] {
            guard let range else { return [] }
            return all.filter { range.contains(file.calls[$0].nameToken) }
        }
        var found = setters(in: argument.expression.tokenRange)
        if found.isEmpty, case .reference(let names) = argument.value, names.count == 1, let function = file.calls[request.call].enclosingFunction {
            found = setters(in: file.functions[function].bodyRange)
        }
        if found.isEmpty, case .call(let index) = argument.value, file.calls[index].receiver.isEmpty {
            let helpers = file.functions.filter { $0.name == file.calls[index].name }
            if helpers.count == 1 { found = setters(in: helpers[0].bodyRange) }
        }
        let types = found.map { call -> String? in
            guard file.calls[call].arguments.count == 1, case .reference(let names) = file.calls[call].arguments[0].value,
                  names.count <= 2, names.count == 1 || names[0] == "NetworkType", let type = names.last, anyNetwork.contains(type) else { return nil }
            return type
        }
        guard let first = types.first, let type = first, types.allSatisfy({ $0 == type }) else { return nil }
        return type
    }

    /// Whether any file naming the worker, or the request's file, has a name or string about
    /// the network's cost besides the literal network type: a setting or a metered test.
    static func speaksOfNetworkCost(worker: String, request: AndroidWorkRequest, _ android: AndroidModel) -> Bool {
        let files = android.shippingKotlin.filter { !$0.identifierTokens([worker]).isEmpty } + [request.file]
        return files.contains { file in
            let source = file.file.source
            return source.tokens.indices.contains { index in
                let kind = source.tokens[index].kind
                guard kind == .identifier || kind == .stringText else { return false }
                let text = source.name(at: index)
                guard !literalNames.contains(text) else { return false }
                let folded = text.lowercased().filter { $0 != "_" && $0 != "-" }
                return choiceWords.contains { folded.contains($0) }
            }
        }
    }
}
