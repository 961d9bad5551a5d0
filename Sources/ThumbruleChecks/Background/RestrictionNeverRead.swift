import SwiftSyntax
import ThumbruleCore

/// Background work scheduled (`BGTaskScheduler.shared.submit`,
/// `setMinimumBackgroundFetchInterval`) in an app whose shipping code never reads whether
/// background work is off: no `backgroundRefreshStatus` and no Low Power Mode
/// (`isLowPowerModeEnabled` or its change notification). With Background App Refresh
/// switched off the job never runs, and nothing can tell the person why the content is old.
///
/// A note, once per project, at the first scheduling call: the app may show the data's
/// age anyway without knowing why it is stale. A `BGProcessingTaskRequest` set to need no
/// network is not counted: offline maintenance leaves nothing the person sees out of date. `submit` counts when its receiver names
/// `BGTaskScheduler` or a scheduler in a file that imports BackgroundTasks. Known false
/// negative: a status read only in code Thumbrule does not parse (Objective-C, a package
/// outside the checked folder).
struct RestrictionNeverRead: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-restricted.status-never-read",
        ruleId: "bg-restricted",
        summary: "Background work scheduled with no read of Background App Refresh or Low Power Mode anywhere",
        triggering: [
            CheckExample(files: [
                ("App/Refresh.swift", """
                import BackgroundTasks

                enum Refresh {
                    static func schedule() {
                        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
                        request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
                        try? ↓BGTaskScheduler.shared.submit(request)
                    }
                }
                """),
                ("App/FeedView.swift", """
                import SwiftUI
                struct FeedView: View {
                    var body: some View { Text("Feed").onAppear { Refresh.schedule() } }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Refresh.swift", """
                import BackgroundTasks

                enum Refresh {
                    static func schedule() {
                        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
                        try? BGTaskScheduler.shared.submit(request)
                    }
                }
                """),
                ("App/FeedView.swift", """
                import SwiftUI
                struct FeedView: View {
                    var refreshOff: Bool { UIApplication.shared.backgroundRefreshStatus != .available }
                    var body: some View {
                        if refreshOff { Text("Updated when you open the app") }
                    }
                }
                """),
            ]),
            // Offline maintenance: pruning a local cache needs no network and dates nothing on screen.
            CheckExample("""
            import BackgroundTasks

            final class Store {
                func schedulePruning() {
                    let request = BGProcessingTaskRequest(identifier: "com.example.store.prune")
                    request.requiresNetworkConnectivity = false
                    try? BGTaskScheduler.shared.submit(request)
                }
            }
            """),
            // A `submit` that is not a background task request schedules nothing.
            CheckExample("""
            import Combine
            final class Uploader {
                let subject = PassthroughSubject<Int, Never>()
                func submit(_ form: Form) { api.submit(form) }
            }
            """),
        ]
    )

    package enum Use: Sendable, Codable {
        case schedules(SourcePosition, api: String)
        case readsStatus(SourcePosition)
    }

    package static let uses = FactKey<Use>("bg-restricted.use")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let importsTasks = file.index.importedModules.contains("BackgroundTasks")
        for call in file.index.calls(Array(BackgroundModes.schedulingCalls)) {
            let api: String
            if call.calleeName == "setMinimumBackgroundFetchInterval" {
                api = "setMinimumBackgroundFetchInterval"
            } else {
                let receiver = call.receiver?.trimmedSourceText ?? ""
                guard receiver.contains("BGTaskScheduler") || (importsTasks && NameWords.split(receiver).contains("scheduler")),
                      !Self.isOfflineProcessing(call.arguments.first?.expression, file) else { continue }
                api = "BGTaskScheduler.submit"
            }
            output.facts.add(.schedules(file.position(of: call), api: api), for: Self.uses)
        }
        for name in BackgroundModes.restrictionReads {
            let nodes: [Syntax] = file.index.memberAccesses(name).map(Syntax.init) + file.index.references(name).map(Syntax.init)
                + file.index.stringLiterals.filter { $0.plainText == name }.map(Syntax.init)
            for node in nodes { output.facts.add(.readsStatus(file.position(of: node)), for: Self.uses) }
        }
    }

    /// True for a `BGProcessingTaskRequest` whose code sets `requiresNetworkConnectivity = false`
    /// before submitting it: maintenance that needs no network (pruning a cache, rebuilding an
    /// index) freshens nothing the person sees, so there is no content age to explain.
    static func isOfflineProcessing(_ request: ExprSyntax?, _ file: SwiftFile) -> Bool {
        guard let reference = request?.as(DeclReferenceExprSyntax.self),
              file.index.initialValue(of: reference)?.as(FunctionCallExprSyntax.self)?.calleeName == "BGProcessingTaskRequest",
              let function = reference.enclosingFunction else { return false }
        return file.index.memberAccesses("requiresNetworkConnectivity").contains { member in
            member.receiverKey == reference.baseName.text && function.encloses(member) && member.assignedValue?.trimmedSourceText == "false"
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let uses = project.shippingFacts(Self.uses) { use in
            switch use {
            case .schedules(let position, _), .readsStatus(let position): return position
            }
        }
        guard !uses.contains(where: { if case .readsStatus = $0 { return true } else { return false } }) else { return }
        let schedules = uses.compactMap { use -> (SourcePosition, String)? in
            if case .schedules(let position, let api) = use { return (position, api) } else { return nil }
        }.sorted { $0.0 < $1.0 }
        guard let (position, api) = schedules.first else { return }
        output.report(
            "The app schedules background work (\(api)) but never reads UIApplication.backgroundRefreshStatus or ProcessInfo.isLowPowerModeEnabled, so when the person or the system turns background refresh off the job silently never runs; read the status and, when it is off, show one line in place saying the content dates from the last time the app was open.",
            at: position, confidence: .low)
    }
}
