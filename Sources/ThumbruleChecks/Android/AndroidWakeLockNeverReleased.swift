import ThumbruleCore
import ThumbruleFrontEnds

/// `PowerManager.WakeLock.acquire()` with no timeout, in a class that never calls `release()`:
/// the CPU (or screen) stays awake until the process dies, and Android proposes restricting an app
/// whose partial wake lock stays held for an hour with the screen off.
///
/// The wake lock is tied to the class by name: a property or local assigned from `newWakeLock(…)`
/// in that class, or `newWakeLock(…).apply { acquire() }`. Any `release()` in the class keeps it
/// silent, and so do the lock being passed to another call and a `release()` anywhere else on a
/// receiver of the lock's name (`WakeLocks.upload.release()`). Kotlin only: Java is not
/// structured. Android Lint's `Wakelock` (a lock not released on every path) and
/// `WakelockTimeout` (any `acquire()` without a timeout) are the neighbours: this reports only
/// the case where nothing releases the lock at all.
struct AndroidWakeLockNeverReleased: AndroidCheck {
    package static let description = CheckDescription(
        id: "perf-power.android-wake-lock-never-released",
        ruleId: "perf-power",
        summary: "A wake lock acquired without a timeout and never released",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("UploadService", """
                class UploadService : Service() {
                    private val wakeLock by lazy {
                        (getSystemService(POWER_SERVICE) as PowerManager).newWakeLock(PowerManager.PARTIAL_WAKE_LOCK, "app:upload")
                    }
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        wakeLock.↓acquire()
                        uploader.uploadAll()
                        return START_NOT_STICKY
                    }
                }
                """),
                AndroidExample.kotlin("SyncJob", """
                class SyncJob(private val context: Context) {
                    fun run() {
                        val power = context.getSystemService(Context.POWER_SERVICE) as PowerManager
                        power.newWakeLock(PowerManager.PARTIAL_WAKE_LOCK, "app:sync").apply { ↓acquire() }
                        sync()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("UploadService", """
                class UploadService : Service() {
                    private var wakeLock: PowerManager.WakeLock? = null
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        wakeLock = (getSystemService(POWER_SERVICE) as PowerManager).newWakeLock(PowerManager.PARTIAL_WAKE_LOCK, "app:upload")
                        wakeLock?.acquire()
                        return START_NOT_STICKY
                    }
                    override fun onDestroy() {
                        wakeLock?.release()
                        super.onDestroy()
                    }
                }
                """),
                // A timeout bounds the lock.
                AndroidExample.kotlin("SyncJob", """
                class SyncJob(private val context: Context) {
                    fun run() {
                        val lock = (context.getSystemService(Context.POWER_SERVICE) as PowerManager).newWakeLock(PowerManager.PARTIAL_WAKE_LOCK, "app:sync")
                        lock.acquire(10 * 60 * 1000L)
                        sync()
                    }
                }
                """),
                // Released by name from another class.
                AndroidExample.kotlin("WakeLocks", """
                object WakeLocks {
                    lateinit var power: PowerManager
                    val upload by lazy { power.newWakeLock(PowerManager.PARTIAL_WAKE_LOCK, "app:upload") }
                    fun hold() { upload.acquire() }
                }
                class UploadDone {
                    fun finish() { WakeLocks.upload.release() }
                }
                """),
                // Handed to a helper that releases it.
                AndroidExample.kotlin("ExportJob", """
                class ExportJob(private val context: Context) {
                    fun run() {
                        val lock = (context.getSystemService(Context.POWER_SERVICE) as PowerManager).newWakeLock(PowerManager.PARTIAL_WAKE_LOCK, "app:export")
                        lock.acquire()
                        exporter.export(onDone = { WakeLocks.done(lock) })
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "newWakeLock") {
            let calls = file.file.calls
            for creation in calls.indices where calls[creation].name == "newWakeLock" {
                guard let type = calls[creation].enclosingType else { continue }
                let typeCalls = calls.indices.filter { file.call($0, isInType: type) }
                guard !typeCalls.contains(where: { calls[$0].name == "release" }) else { continue }
                let acquires: [Int]
                if let holder = Self.holder(of: creation, in: file) {
                    // A lock passed to another call may be released there, and one other code reaches by name too.
                    guard !calls.contains(where: { $0.arguments.contains { $0.text == holder } }),
                          !android.shippingCalls(named: ["release"]).contains(where: { $0.file.receiverType(ofCall: $0.call) == holder }),
                          project.androidJavaFiles(mentioning: holder + ".release").isEmpty else { continue }
                    acquires = typeCalls.filter { calls[$0].name == "acquire" && file.receiverType(ofCall: $0) == holder }
                } else {
                    let scopes = file.file.chain(of: creation).filter { ["apply", "also"].contains(calls[$0].name) }
                    acquires = scopes.flatMap { scope in
                        file.file.calls(inLambdaOf: scope).filter { calls[$0].name == "acquire" && [nil, "it"].contains(file.receiverType(ofCall: $0)) }
                    }
                }
                for acquire in acquires where calls[acquire].arguments.isEmpty && calls[acquire].hasParentheses {
                    output.report(
                        "This acquires a wake lock with no timeout, and nothing in this class ever calls release(), so the device stays awake until the process dies: the battery drains with the screen off, and Android offers to restrict an app that holds a partial wake lock for an hour. Release it in a finally block when the work ends (or pass acquire(timeout)); WorkManager keeps the device awake for a worker by itself.",
                        at: file.position(ofCall: acquire), confidence: .high)
                }
            }
        }
    }

    /// The property or local a `newWakeLock(…)` chain is stored in: `val lock = pm.newWakeLock(…)`,
    /// `wakeLock = pm.newWakeLock(…)`, or a `by lazy { … }` property.
    static func holder(of creation: Int, in file: AndroidKotlinFile) -> String? {
        let token = file.file.calls[creation].nameToken
        if let property = file.file.properties.first(where: { property in
            [property.initializer, property.delegate].contains { $0?.tokenRange.contains(token) == true }
        }) { return property.name }
        return file.file.assignments.first { $0.operatorText == "=" && $0.value.tokenRange.contains(token) }?.target.last
    }
}
