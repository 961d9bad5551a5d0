import SwiftSyntax
import ThumbruleCore

/// `BGTaskSchedulerPermittedIdentifiers` and the task identifiers the code registers and
/// submits, compared both ways:
/// - a request submitted for an identifier no launch handler is registered for crashes
///   at `submit` ("No launch handler registered for task with identifier");
/// - an identifier registered or submitted that the Info.plist does not list is refused
///   (`register` returns false, `submit` fails with `.notPermitted`), so the task never runs;
/// - an identifier the Info.plist lists that no code registers is dead configuration.
///
/// Identifiers are read from literals and from string constants anywhere in the project;
/// `$(PRODUCT_BUNDLE_IDENTIFIER)` and interpolations match anything. When any identifier
/// stays unresolved, the directions it could affect are not reported. Known false
/// negative: identifiers built at run time from data.
struct TaskIdentifierMismatch: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-declared.task-identifiers",
        ruleId: "bg-declared",
        summary: "BGTaskSchedulerPermittedIdentifiers and the task identifiers registered or submitted in code disagree",
        triggering: [
            CheckExample(files: [
                ("App/Refresh.swift", """
                import BackgroundTasks

                enum Tasks {
                    static let refresh = "com.example.feed.refresh"
                }

                func registerTasks() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: Tasks.refresh, using: nil) { task in task.setTaskCompleted(success: true) }
                }

                func schedule() throws {
                    try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: Tasks.refresh))
                    try BGTaskScheduler.shared.submit(↓BGProcessingTaskRequest(identifier: "com.example.feed.cleanup"))
                }
                """),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>BGTaskSchedulerPermittedIdentifiers</key>
                    <array>
                        <string>com.example.feed.refresh</string>
                ↓        <string>com.example.feed.backup</string>
                    </array>
                </dict>
                </plist>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Refresh.swift", """
                import BackgroundTasks
                let refreshID = "\\(Bundle.main.bundleIdentifier!).refresh"
                func registerTasks() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in task.setTaskCompleted(success: true) }
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: refreshID))
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["BGTaskSchedulerPermittedIdentifiers": ["$(PRODUCT_BUNDLE_IDENTIFIER).refresh"]])),
            ]),
            // SwiftUI registers the handler through .backgroundTask(.appRefresh(…)).
            CheckExample(files: [
                ("App/NewsApp.swift", """
                import SwiftUI
                import BackgroundTasks
                @main
                struct NewsApp: App {
                    var body: some Scene {
                        WindowGroup { Text("News") }
                            .backgroundTask(.appRefresh("com.example.news.refresh")) { await refresh() }
                    }
                    func schedule() { try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.news.refresh")) }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["BGTaskSchedulerPermittedIdentifiers": ["com.example.news.refresh"]])),
            ]),
        ]
    )

    package static let uses = FactKey<TaskIdentifierUse>("bg-declared.task-identifiers.use")
    package static let constants = FactKey<StringConstant>("bg-declared.task-identifiers.constant")
    package static let key = "BGTaskSchedulerPermittedIdentifiers"

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let found = TaskIdentifierUse.collect(file)
        for use in found.uses { output.facts.add(use, for: Self.uses) }
        if !found.uses.isEmpty || !found.constants.isEmpty {
            for constant in found.constants { output.facts.add(constant, for: Self.constants) }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let constants = project.facts.values(Self.constants)
        let uses = project.facts.values(Self.uses).map { (use: $0, identifier: $0.resolved(with: constants)) }
        let registered = uses.filter { $0.use.role == .register }
        // With no registration found at all, the handlers live where this check cannot see
        // (Objective-C, a wrapper): the directions that need them are not reported.
        let allRegistrationsKnown = !registered.isEmpty && registered.allSatisfy { $0.identifier != nil }
        let registeredIdentifiers = registered.compactMap(\.identifier)

        // Requests with no registered handler crash at submit.
        var crashing = Set<SourcePosition>()
        if allRegistrationsKnown {
            for (use, identifier) in uses where use.role != .register {
                guard let identifier, !registeredIdentifiers.contains(where: { TaskIdentifierPattern.matches($0, identifier) }) else { continue }
                crashing.insert(use.position)
                output.report(
                    "This \(use.role.rawValue) request submits \"\(identifier)\", but no launch handler is registered for it, so BGTaskScheduler.submit raises \"No launch handler registered for task with identifier\" and the app crashes. Register it with BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:) before application(_:didFinishLaunchingWithOptions:) returns.",
                    at: use.position)
            }
        }

        // Code identifiers no Info.plist of their app permits never run.
        for (use, identifier) in uses where !crashing.contains(use.position) {
            let plists = project.appInfoPlists(compiling: use.position.path, resolved: use.target)
            guard let identifier, let first = plists.first,
                  !plists.contains(where: { Self.permits($0.plist, identifier) }) else { continue }
            let listed = first.plist.root[Self.key] == nil ? "the Info.plist has no \(Self.key)" : "\(Self.key) does not list it"
            output.report(
                "\"\(identifier)\" is \(use.role == .register ? "registered" : "submitted") here, but \(listed), so BGTaskScheduler refuses it (register returns false, submit fails with .notPermitted) and the task never runs. Add \"\(identifier)\" to \(Self.key) in the Info.plist.",
                at: use.position,
                related: [RelatedLocation(SourcePosition(path: first.path, line: first.plist.line(of: Self.key), column: 1), "the permitted identifiers")])
        }

        // Permitted identifiers nothing registers are dead configuration.
        guard allRegistrationsKnown else { return }
        var seen = Set<String>()
        for target in project.appTargets where !UnusedBackgroundMode.compilesOtherLanguages(target, in: project) {
            guard let path = target.infoPlistPath, seen.insert(path).inserted, let plist = project.infoPlists[path] else { continue }
            for entry in plist.strings(Self.key) {
                let pattern = TaskIdentifierPattern.fromPlist(entry)
                guard !registeredIdentifiers.contains(where: { TaskIdentifierPattern.matches($0, pattern) }) else { continue }
                output.report(
                    "\(Self.key) lists \"\(entry)\", but no code registers a launch handler for it, so the system can never run it. Remove the entry, or register it with BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:).",
                    at: SourcePosition(path: path, line: plist.line(of: entry, inArray: Self.key), column: 1), confidence: .medium)
            }
        }
    }

    static func permits(_ plist: PropertyList, _ identifier: String) -> Bool {
        plist.strings(key).contains { TaskIdentifierPattern.matches(TaskIdentifierPattern.fromPlist($0), identifier) }
    }
}
