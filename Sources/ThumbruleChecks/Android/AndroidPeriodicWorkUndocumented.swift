import ThumbruleCore
import ThumbruleFrontEnds

/// Every periodic WorkManager request (`PeriodicWorkRequestBuilder`, `PeriodicWorkRequest.Builder`)
/// listed against STACK.md, as `bg-periodic.undocumented-job` does for iOS: with a STACK.md, each
/// worker must appear in its Periodic jobs table; without one, a single note names them. Each
/// recurring job is a device wake-up that Android runs when it chooses. A request whose worker
/// is not written at the call is left out; one written as a generic helper's type parameter
/// (`PeriodicWorkRequestBuilder<T>`) stands for the workers the helper's calls in its file pass.
/// The note without STACK.md counts the jobs, so it names those Java files build as well; Java
/// alone raises no note. It leaves out a job a Markdown document of the project already explains
/// (`explains`: `technotes/Refresh.md` on the refresh job and Android's scheduler).
/// A job per schedule the person made in the app (`runsPersonsSchedule`: a backup every
/// `schedule.interval` days under `"schedule_work_${schedule.id}"`) exists because they asked
/// for it, and is left out. Android Lint has no check for this.
struct AndroidPeriodicWorkUndocumented: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-periodic.android-undocumented-work",
        ruleId: "bg-periodic",
        summary: "A periodic WorkManager job that STACK.md does not list, or a note naming them when there is no STACK.md and no project document explains them",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Scheduling", """
                package com.example.app

                fun schedule(workManager: WorkManager) {
                    val feed = PeriodicWorkRequestBuilder<FeedRefreshWorker>(6, TimeUnit.HOURS).build()
                    val index = PeriodicWorkRequest.↓Builder(SearchIndexWorker::class.java, 1, TimeUnit.DAYS).build()
                    workManager.enqueueUniquePeriodicWork("feed", ExistingPeriodicWorkPolicy.KEEP, feed)
                    workManager.enqueueUniquePeriodicWork("index", ExistingPeriodicWorkPolicy.KEEP, index)
                }
                """),
                ("STACK.md", "# Stack\n\n## Periodic jobs\n\n| Identifier | Reason |\n|---|---|\n| `FeedRefreshWorker` | Keeps the feed at most a day old; skipping a day shows yesterday's stories. |\n"),
            ]),
            // A README that speaks of WorkManager, but of no job by name.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Scheduling", """
                fun schedule(workManager: WorkManager) {
                    workManager.enqueue(↓PeriodicWorkRequestBuilder<FeedRefreshWorker>(6, TimeUnit.HOURS).build())
                }
                """),
                ("README.md", "# Feeds\n\nBuilt with Jetpack Compose, Room and WorkManager.\n"),
            ]),
            // The note counts a job the app's Java schedules too (gaen-mobile's
            // ChaffRequestWorker in Kotlin beside ProvideDiagnosisKeysWorker in Java): two jobs.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ChaffRequestWorker", """
                package com.example.app
                class ChaffRequestWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                    companion object {
                        fun schedule(context: Context) {
                            val request = ↓PeriodicWorkRequestBuilder<ChaffRequestWorker>(1, TimeUnit.DAYS).build()
                            WorkManager.getInstance(context).enqueueUniquePeriodicWork("chaff", ExistingPeriodicWorkPolicy.KEEP, request)
                        }
                    }
                }
                """),
                ("app/src/main/java/com/example/app/ProvideDiagnosisKeysWorker.java", """
                package com.example.app;
                public class ProvideDiagnosisKeysWorker extends ListenableWorker {
                    public static void schedule(Context context) {
                        PeriodicWorkRequest workRequest = new PeriodicWorkRequest.Builder(
                            ProvideDiagnosisKeysWorker.class, 24, TimeUnit.HOURS).build();
                        WorkManager.getInstance(context).enqueueUniquePeriodicWork("keys", ExistingPeriodicWorkPolicy.KEEP, workRequest);
                    }
                }
                """),
            ]),
            // The interval is a setting, but the job is the app's one sync, not a schedule the person made.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("SyncScheduler", """
                fun scheduleSync(workManager: WorkManager, settings: SyncSettings) {
                    val request = ↓PeriodicWorkRequestBuilder<SyncWorker>(settings.hours, TimeUnit.HOURS).build()
                    workManager.enqueueUniquePeriodicWork("sync", ExistingPeriodicWorkPolicy.UPDATE, request)
                }
                """),
            ]),
        ],
        nonTriggering: [
            // No STACK.md, but the project's technical notes explain the one refresh job and
            // that Android's scheduler does not keep its rate.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("RefreshScheduler", """
                class RefreshScheduler(private val context: Context) {
                    fun initialize(interval: Long) {
                        val request = PeriodicWorkRequestBuilder<RefreshFeedsWorker>(interval, TimeUnit.MINUTES).build()
                        WorkManager.getInstance(context).enqueueUniquePeriodicWork(WORK_NAME, ExistingPeriodicWorkPolicy.KEEP, request)
                    }
                }
                """),
                ("technotes/Refresh.md", "# Refresh\n\nYou can pick a refresh rate from 15 minutes to every 8 hours. The rate is not guaranteed: Android's job scheduler may put the refresh job in a lower bucket.\n\n- [Debug WorkManager](https://developer.android.com/develop/background-work/background-tasks/testing/persistent/debug)\n"),
            ]),
            // notallyx: a docs site's page on backups (MDX) explains the periodic backup job.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("BackupScheduling", """
                fun WorkManager.scheduleBackups(periodInDays: Long) {
                    val request = PeriodicWorkRequest.Builder(AutoBackupWorker::class.java, periodInDays, TimeUnit.DAYS).build()
                    enqueueUniquePeriodicWork(BACKUP_WORK, ExistingPeriodicWorkPolicy.UPDATE, request)
                }
                """),
                ("website/docs/features/backups.mdx", "---\ntitle: Backups\n---\n\n# Backups\n\n### Automatic backups\nThe app can back up your notes on its own:\n\n1. Open Settings, then Auto Backups\n2. Pick a folder\n3. Turn on periodic backups\n"),
            ]),
            // Listed by its unique work name.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Scheduling", """
                private const val FEED_WORK = "feed-refresh"

                fun schedule(workManager: WorkManager) {
                    val feed = PeriodicWorkRequestBuilder<FeedRefreshWorker>(6, TimeUnit.HOURS).build()
                    workManager.enqueueUniquePeriodicWork(FEED_WORK, ExistingPeriodicWorkPolicy.KEEP, feed)
                }
                """),
                ("STACK.md", "# Stack\n\n## Periodic jobs\n\n| Identifier | Reason |\n|---|---|\n| `feed-refresh` | Keeps the feed at most a day old. |\n"),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Scheduling", """
                fun schedule(workManager: WorkManager) {
                    workManager.enqueue(PeriodicWorkRequestBuilder<FeedRefreshWorker>(6, TimeUnit.HOURS).build())
                    workManager.enqueue(OneTimeWorkRequestBuilder<UploadWorker>().build())
                }
                """),
                ("STACK.md", "# Stack\n\n## Periodic jobs\n\n| Identifier | Reason |\n|---|---|\n| `FeedRefreshWorker` | Keeps the feed at most a day old. |\n"),
            ]),
            // One backup job per schedule the person made, every `interval` days they chose.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("ScheduleWork", """
                object ScheduleWork {
                    private const val SCHEDULE_WORK = "schedule_work_"

                    fun enqueuePeriodic(schedule: Schedule, reschedule: Boolean = false) {
                        if (!schedule.enabled) return
                        val request = PeriodicWorkRequestBuilder<BackupWorker>(schedule.interval.toLong(), TimeUnit.DAYS)
                            .setInputData(workDataOf("id" to schedule.id))
                            .build()
                        workManager.enqueueUniquePeriodicWork("$SCHEDULE_WORK${schedule.id}", ExistingPeriodicWorkPolicy.UPDATE, request)
                    }
                }
                """),
            ]),
            // A generic helper's type parameter is no job: the job is the worker its call passes.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("Scheduling", """
                fun scheduleAll(workManager: WorkManager) {
                    enqueueDaily<FeedRefreshWorker>(workManager)
                }

                inline fun <reified T : ListenableWorker> enqueueDaily(workManager: WorkManager) {
                    workManager.enqueue(PeriodicWorkRequestBuilder<T>(1, TimeUnit.DAYS).build())
                }
                """),
                ("STACK.md", "# Stack\n\n## Periodic jobs\n\n| Identifier | Reason |\n|---|---|\n| `FeedRefreshWorker` | Keeps the feed at most a day old. |\n"),
            ]),
            // transistor: the only periodic job sits in a helper object nothing names any more.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<application><activity android:name=\".MainActivity\" /></application>"),
                AndroidExample.kotlin("ScheduleHelper", """
                object ScheduleHelper {
                    private val TAG = ScheduleHelper::class.java.simpleName

                    fun scheduleCollectionRefresh() {
                        val request = PeriodicWorkRequestBuilder<CollectionWorker>(4, TimeUnit.HOURS).build()
                        WorkManager.getInstance().enqueueUniquePeriodicWork("collection", ExistingPeriodicWorkPolicy.REPLACE, request)
                    }
                }

                class MainActivity : ComponentActivity() {
                    override fun onCreate(savedInstanceState: Bundle?) {
                        super.onCreate(savedInstanceState)
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var jobs: [(worker: String, names: [String], position: SourcePosition)] = []
        for request in AndroidWorkRequest.all(in: android) where request.isPeriodic && !Self.runsPersonsSchedule(request) {
            for worker in request.worker.map({ [$0] }) ?? request.helperWorkers where !jobs.contains(where: { $0.worker == worker }) {
                jobs.append((worker, [worker] + Self.uniqueNames(near: request), request.file.position(ofCall: request.call)))
            }
        }
        guard !jobs.isEmpty else { return }
        if let stack = project.stackBrief {
            // The Identifier cells, without code spans' backticks.
            let listed = stack.records.periodicJobs.map { ($0.cells.first ?? "").filter { $0 != "`" } }
            for job in jobs where !listed.contains(where: { cell in job.names.contains { cell.contains($0) } }) {
                output.report(
                    "The periodic job \(job.worker) is not listed in STACK.md. Each recurring job is a device wake-up that Android runs when it chooses (the interval is a floor, never a timetable); add a row for it under Periodic jobs (| Identifier | Reason |) saying what breaks if it does not run today.",
                    at: job.position, related: [stack.related])
            }
        } else {
            // The note counts every job, so it names those the app's Java schedules too.
            for (worker, position) in Self.javaPeriodicWorkers(in: project) where !jobs.contains(where: { $0.worker == worker }) {
                jobs.append((worker, [worker], position))
            }
            // A job the project's own documents already explain needs no note.
            let documents = project.files(of: .documentation).compactMap { file in project.text(of: file).map { (path: file.path, text: $0) } }
            jobs.removeAll { job in documents.contains { Self.explains($0.text, named: $0.path, job: job.worker, names: job.names) } }
            guard !jobs.isEmpty else { return }
            let names = jobs.map(\.worker).joined(separator: ", ")
            output.report(
                "This app schedules \(jobs.count) periodic WorkManager job\(jobs.count == 1 ? "" : "s"): \(names). Android runs them when it chooses, never on a timetable; write down why each exists and what breaks if it does not run today (a Periodic jobs table in STACK.md), and keep the list short.",
                at: jobs[0].position, confidence: .low,
                related: jobs.dropFirst().map { RelatedLocation($0.position, "scheduled here") })
        }
    }

    /// The workers of `new PeriodicWorkRequest.Builder(Worker.class, …)` in the app's Java files,
    /// with where each is built. Java is read only to complete the note's list, never for a
    /// note of its own.
    /// Words of a document's name that say nothing about which job it covers.
    static let genericDocumentWords: Set<String> = ["worker", "work", "job", "jobs", "task", "tasks", "md", "mdx"]
    /// Words that say a text is about scheduled background work.
    static let schedulingWords = ["workmanager", "job scheduler", "jobscheduler", "periodic"]

    /// Whether a project document (a Markdown file) explains a periodic job: it names the
    /// worker class or the job's unique work name (one of several words), or it is named for the job
    /// (`technotes/Refresh.md` for `RefreshFeedsWorker`, a docs site's `backups.mdx` for
    /// `AutoBackupWorker`) and speaks of WorkManager, the job scheduler or periodic work.
    static func explains(_ text: String, named path: String, job worker: String, names: [String]) -> Bool {
        // The class, or a unique work name of several words joined as code writes it (`feed-refresh`).
        if ([worker] + names.filter { $0 != worker && NameWords.split($0).count > 1 && !$0.contains(" ") }).contains(where: text.contains) { return true }
        let title = Set(NameWords.split(String(path.split(separator: "/").last ?? ""))).subtracting(genericDocumentWords)
        let workerWords = Set(NameWords.split(worker))
        let lower = text.lowercased()
        // A page titled in the plural (`backups.mdx`) is about the worker's singular (`AutoBackupWorker`).
        return !title.isEmpty && title.allSatisfy { workerWords.contains($0) || $0.hasSuffix("s") && workerWords.contains(String($0.dropLast())) }
            && schedulingWords.contains(where: lower.contains)
    }

    static func javaPeriodicWorkers(in project: Project) -> [(worker: String, position: SourcePosition)] {
        project.androidJavaFiles(mentioning: "PeriodicWorkRequest").filter { $0.scope == .app }.flatMap { file in
            let source = file.source
            return source.tokens.indices.compactMap { index -> (String, SourcePosition)? in
                guard source.kind(at: index) == .identifier, source.text(at: index) == "PeriodicWorkRequest",
                      source.kind(at: index + 1) == .dot, source.text(at: index + 2) == "Builder",
                      source.kind(at: index + 3) == .leftParen, source.kind(at: index + 4) == .identifier,
                      source.kind(at: index + 5) == .dot, source.text(at: index + 6) == "class" else { return nil }
                let token = source.tokens[index]
                return (source.text(at: index + 4), SourcePosition(path: file.path, line: token.line, column: token.column))
            }
        }
    }

    /// The `enqueueUniquePeriodicWork` calls of the request's function that are given the
    /// request, inline or through a local `val`.
    static func uniqueEnqueues(of request: AndroidWorkRequest) -> [Int] {
        let file = request.file.file
        guard let function = file.calls[request.call].enclosingFunction else { return [] }
        let nameToken = file.calls[request.call].nameToken
        let holders = Set(file.properties.filter { $0.enclosingFunction == function && $0.initializer?.tokenRange.contains(nameToken) == true }.map(\.name))
        return file.callIndices(named: "enqueueUniquePeriodicWork").filter { index in
            request.file.call(index, isInFunction: function) && (file.calls[index].tokenRange.contains(nameToken)
                || file.calls[index].arguments.contains { if case .reference(let path) = $0.value { return path.count == 1 && holders.contains(path[0]) } else { return false } })
        }
    }

    /// Whether a periodic request runs a schedule the person made in the app: its interval is
    /// read from a parameter of the function around it (`schedule.interval`), and the unique
    /// work name it is enqueued under is built from the same parameter
    /// (`"schedule_work_${schedule.id}"`): one job per schedule, at the period the person
    /// chose, and the reason it exists is theirs (a scheduled backup).
    static func runsPersonsSchedule(_ request: AndroidWorkRequest) -> Bool {
        let file = request.file.file, source = file.source
        guard let function = file.calls[request.call].enclosingFunction, let interval = request.timing.first else { return false }
        let parameters = Set(file.functions[function].parameters.map(\.name))
        func parameterNames(_ range: Range<Int>) -> Set<String> {
            Set(range.filter { source.tokens[$0].kind == .identifier }.map { source.text(at: $0) }).intersection(parameters)
        }
        let schedule = parameterNames(interval.expression.tokenRange)
        guard !schedule.isEmpty else { return false }
        return uniqueEnqueues(of: request).contains { index in
            file.calls[index].arguments.first.map { !parameterNames($0.expression.tokenRange).isDisjoint(with: schedule) } ?? false
        }
    }

    /// The unique work names the request is enqueued under: the first argument of an
    /// `enqueueUniquePeriodicWork` in the same function that is given the request (inline, or
    /// through a local `val`), as a literal or a constant of the file. A row may name the job
    /// by either.
    static func uniqueNames(near request: AndroidWorkRequest) -> [String] {
        let file = request.file.file
        return uniqueEnqueues(of: request).compactMap { index in
            guard let first = file.calls[index].arguments.first else { return nil }
            switch first.value {
            case .string(let name): return name
            case .reference(let path):
                guard let constant = path.last, let property = file.properties.first(where: { $0.name == constant }),
                      case .string(let name)? = property.initializer?.value else { return nil }
                return name
            default: return nil
            }
        }
    }
}
