import SwiftSyntax
import ThumbruleCore

/// A `BGAppRefreshTaskRequest` or `BGProcessingTaskRequest` submitted while the app's
/// `UIBackgroundModes` lacks the mode it needs (`fetch`, `processing`): `submit` fails with
/// `.notPermitted` and the task never runs.
///
/// Checked against every app that ships the code; silent when its Info.plist cannot be found.
/// Known false negative: requests built in Objective-C.
struct TaskModeNotDeclared: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-declared.task-mode-missing",
        ruleId: "bg-declared",
        summary: "A background task request whose UIBackgroundModes entry (fetch or processing) is missing",
        triggering: [
            CheckExample(files: [
                ("App/Jobs.swift", """
                import BackgroundTasks
                func schedule() {
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
                    try? BGTaskScheduler.shared.submit(↓BGProcessingTaskRequest(identifier: "com.example.cleanup"))
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: [
                    "UIBackgroundModes": ["fetch"],
                    "BGTaskSchedulerPermittedIdentifiers": ["com.example.refresh", "com.example.cleanup"],
                ])),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Jobs.swift", """
                import BackgroundTasks
                func schedule() {
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
                    try? BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.cleanup"))
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["fetch", "processing"]])),
            ]),
            CheckExample("import BackgroundTasks\nfunc schedule() { try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: \"com.example.refresh\")) }\n",
                         path: "Sources/Jobs/Jobs.swift"),
        ]
    )

    package static let uses = FactKey<TaskIdentifierUse>("bg-declared.task-mode-missing.use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for use in TaskIdentifierUse.collect(file).uses where use.role != .register { output.facts.add(use, for: Self.uses) }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for use in project.facts.values(Self.uses) {
            let mode = use.role == .processingRequest ? "processing" : "fetch"
            let plists = project.appInfoPlists(compiling: use.position.path, resolved: use.target)
            guard let first = plists.first, !plists.contains(where: { $0.plist.strings("UIBackgroundModes").contains(mode) }) else { continue }
            output.report(
                "This \(use.role.rawValue) request needs \"\(mode)\" in UIBackgroundModes, which the app's Info.plist does not declare, so BGTaskScheduler.submit fails with .notPermitted and the task never runs. Add \"\(mode)\" to UIBackgroundModes (Signing & Capabilities > Background Modes).",
                at: use.position,
                related: [RelatedLocation(SourcePosition(path: first.path, line: first.plist.line(of: "UIBackgroundModes"), column: 1), "the declared background modes")])
        }
    }
}
