import Foundation
import SwiftSyntax
import ThumbruleCore

/// Scheduled background jobs (`BGAppRefreshTaskRequest`, `BGProcessingTaskRequest`,
/// `.backgroundTask(.appRefresh(…))`, legacy background fetch) with no written reason.
/// Every recurring job is a device wake-up, so each needs a line saying why it exists and
/// what breaks if it skips a day.
///
/// With a STACK.md in the project, each job's identifier must appear in it (high
/// confidence). Without one, a single note names the jobs found, so the team can write
/// them down, leaving out a job a Markdown document of the project names (by identifier, or
/// by the scheduling API when it is the app's only job). A job whose identifier is computed at run time
/// is not matched against STACK.md, but the note counts it and gives its place. Known false negative: a STACK.md that
/// names the identifier without giving a reason.
struct PeriodicJobsUndocumented: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-periodic.undocumented-job",
        ruleId: "bg-periodic",
        summary: "A scheduled background job that STACK.md does not list, or a note naming the jobs when there is no STACK.md",
        triggering: [
            CheckExample(files: [
                ("App/Jobs.swift", """
                import BackgroundTasks
                func schedule() {
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.feed.refresh"))
                    try? BGTaskScheduler.shared.submit(↓BGProcessingTaskRequest(identifier: "com.example.index.rebuild"))
                }
                """),
                ("STACK.md", "# Stack\n\n## Background jobs\n\n- `com.example.feed.refresh`: keeps the feed at most a day old; skipping a day shows yesterday's stories.\n"),
            ]),
            CheckExample(files: [
                ("App/Jobs.swift", """
                import BackgroundTasks
                func schedule() {
                    try? BGTaskScheduler.shared.submit(↓BGAppRefreshTaskRequest(identifier: "com.example.feed.refresh"))
                    UIApplication.shared.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
                }
                """),
            ]),
            // olvid-ios: the request's identifier is `task.rawValue` inside `switch task { case .backup: … }`,
            // so it is the case's raw value, matched against STACK.md and named in the note.
            CheckExample(files: [
                ("App/Jobs.swift", """
                import BackgroundTasks
                enum ProcessingTask: String { case sync = "com.example.sync"; case backup = "com.example.backup" }
                func schedule(_ task: ProcessingTask) {
                    switch task {
                    case .sync:
                        try? BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: task.rawValue))
                    case .backup:
                        try? BGTaskScheduler.shared.submit(↓BGProcessingTaskRequest(identifier: task.rawValue))
                    }
                }
                """),
                ("STACK.md", "# Stack\n\n- `com.example.sync`: merges the local database nightly; skipping a day delays the merge.\n"),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Jobs.swift", """
                import BackgroundTasks
                func schedule() {
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.feed.refresh"))
                }
                """),
                ("STACK.md", "# Stack\n\n- `com.example.feed.refresh`: keeps the feed at most a day old.\n"),
            ]),
            CheckExample("import BackgroundTasks\nfunc register() { BGTaskScheduler.shared.cancelAllTaskRequests() }\n", path: "App/Jobs.swift"),
            // wxyc-ios: no STACK.md, but the architecture notes explain the app's one refresh job.
            CheckExample(files: [
                ("App/Refresh.swift", """
                import BackgroundTasks
                func scheduleNext() {
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "org.station.refresh"))
                }
                """),
                ("docs/architecture.md", "## App\n\n- Background refresh every 15 minutes via BGTaskScheduler: fetches the playlist so widgets stay current.\n"),
            ]),
        ]
    )

    struct Job: Sendable, Codable {
        /// The task identifier, or nil for legacy background fetch.
        package let identifier: String?
        let constantName: String?
        package let position: SourcePosition
        /// The kind of request ("app refresh", "processing"), to name a job whose identifier is computed.
        var kind: String? = nil
    }

    package static let jobs = FactKey<Job>("bg-periodic.undocumented-job.job")
    package static let constants = FactKey<StringConstant>("bg-periodic.undocumented-job.constant")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let found = TaskIdentifierUse.collect(file)
        for use in found.uses where use.schedulesJob {
            output.facts.add(Job(identifier: use.pattern, constantName: use.constantName, position: use.position, kind: use.role.rawValue), for: Self.jobs)
        }
        for call in file.index.calls("setMinimumBackgroundFetchInterval") {
            output.facts.add(Job(identifier: nil, constantName: nil, position: file.position(of: call)), for: Self.jobs)
        }
        for constant in found.constants { output.facts.add(constant, for: Self.constants) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let constants = project.facts.values(Self.constants)
        var jobs: [(name: String, identifier: String?, position: SourcePosition)] = []
        // Jobs whose identifier is computed at run time (`BGProcessingTaskRequest(identifier: task.rawValue)`
        // in a loop over an enum's cases, olvid-ios): not matched against documents, but counted in the note.
        var computed: [(kind: String, position: SourcePosition)] = []
        for job in project.facts.values(Self.jobs) {
            let identifier = job.identifier ?? job.constantName.flatMap { StringConstant.value(of: $0, in: constants) }
            if job.identifier == nil, job.constantName != nil, identifier == nil {
                if let kind = job.kind, !computed.contains(where: { $0.position == job.position }) { computed.append((kind, job.position)) }
                continue
            }
            let name = identifier ?? "background fetch (setMinimumBackgroundFetchInterval)"
            if !jobs.contains(where: { $0.name == name }) { jobs.append((name, identifier, job.position)) }
        }
        guard !jobs.isEmpty else { return }
        if let stack = project.stackBrief {
            let text = project.text(of: stack.file) ?? ""
            for job in jobs where !Self.mentions(text, job.identifier) {
                output.report(
                    "The background job \"\(job.name)\" is not listed in STACK.md. Each recurring job is a device wake-up that iOS runs when it chooses, not on a timetable; add a row for it under Periodic jobs (| Identifier | Reason |) saying what breaks if it does not run today.",
                    at: job.position, related: [stack.related])
            }
        } else {
            // A job the project's own documents already explain needs no note.
            let documents = project.files(of: .documentation).compactMap { project.text(of: $0) }
            let onlyJob = jobs.count == 1
            jobs.removeAll { job in documents.contains { Self.mentions($0, job.identifier) || onlyJob && Self.namesScheduler($0) } }
            guard !jobs.isEmpty else { return }
            computed.sort { $0.position < $1.position }
            let names = (jobs.map { "\"\($0.name)\"" } + computed.map { job in
                "a \(job.kind) request at \((job.position.path as NSString).lastPathComponent):\(job.position.line) whose identifier is computed at run time"
            }).joined(separator: ", ")
            let count = jobs.count + computed.count
            output.report(
                "This app schedules \(computed.isEmpty ? "" : "at least ")\(count) background job\(count == 1 ? "" : "s"): \(names). iOS runs them when it chooses, never on a timetable; write down why each exists and what breaks if it does not run today (a Periodic jobs table in STACK.md), and keep the list short.",
                at: jobs[0].position, confidence: .low,
                related: (jobs.dropFirst().map(\.position) + computed.map(\.position)).map { RelatedLocation($0, "scheduled here") })
        }
    }

    /// The scheduling API, whose name in a document says what the app's one job is for
    /// (wxyc-ios's architecture notes: a 15-minute BGTaskScheduler refresh that fetches the playlist).
    static let schedulerNames = ["BGTaskScheduler", "BGAppRefreshTask", "BGProcessingTask"]

    static func namesScheduler(_ text: String) -> Bool {
        schedulerNames.contains(where: text.contains)
    }

    /// True when STACK.md names the job: its identifier, or for legacy fetch, the fetch API.
    package static func mentions(_ text: String, _ identifier: String?) -> Bool {
        guard let identifier else { return text.contains("setMinimumBackgroundFetchInterval") || text.lowercased().contains("background fetch") }
        let parts = identifier.split(separator: Character("*")).map(String.init)
        let literal = parts.max { $0.count < $1.count } ?? identifier
        return text.contains(literal.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
    }
}
