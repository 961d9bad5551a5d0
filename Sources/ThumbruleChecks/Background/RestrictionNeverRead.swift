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
/// network is not counted: offline maintenance leaves nothing the person sees out of date. Nor is
/// a `BGContinuedProcessingTaskRequest`: work the person starts, which runs at once. `submit` counts when its receiver names
/// `BGTaskScheduler` or a scheduler in a file that imports BackgroundTasks. Nor is an app
/// whose every background task handler drives an object its foreground handler drives too
/// (the handler's first call on an object, `relayCache.update { … }`, and a function named
/// `applicationWillEnterForeground`, `didBecomeActive`, …, or an `onChange(of: scenePhase)`
/// closure that reads `.active`, calling `relayCache.start()`): the
/// same refresh runs whenever the app is opened, so nothing shown is older than the last
/// opening and a data-age line would say nothing. Known false
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
            // A download the person starts, continued with the system's progress UI (iOS 26).
            CheckExample("""
            import BackgroundTasks

            final class Downloads {
                func continueInBackground(_ name: String) {
                    let request = BGContinuedProcessingTaskRequest(identifier: "com.example.download.1", title: name, subtitle: "Downloading")
                    request.strategy = .queue
                    try? BGTaskScheduler.shared.submit(request)
                }
            }
            """),
            // The background task refreshes the feed the app also refreshes on coming to the
            // foreground: with background refresh off, the feed is fresh whenever it is seen.
            CheckExample("""
            import BackgroundTasks
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let feedStore = FeedStore()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.feed", using: nil) { task in
                        feedStore.reload { ok in task.setTaskCompleted(success: ok) }
                    }
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.feed"))
                    return true
                }

                func applicationWillEnterForeground(_ application: UIApplication) {
                    feedStore.reloadIfNeeded()
                }
            }
            """),
            // A SwiftUI app that reloads the same store whenever its scene becomes active.
            CheckExample("""
            import BackgroundTasks
            import SwiftUI

            @main struct WeatherApp: App {
                @Environment(\\.scenePhase) private var scenePhase
                let forecasts = ForecastStore()

                init() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.forecast", using: nil) { task in
                        forecasts.refresh { task.setTaskCompleted(success: $0) }
                    }
                    try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.forecast"))
                }

                var body: some Scene {
                    WindowGroup { ForecastList(store: forecasts) }
                        .onChange(of: scenePhase) { phase in
                            if phase == .active { forecasts.refreshIfStale() }
                        }
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
        /// A background task or fetch handler, with the object its work starts on (nil when
        /// its first call is on no object).
        case handler(SourcePosition, drives: String?)
        /// An object a foreground handler calls.
        case foregroundDrives(SourcePosition, object: String)
    }

    /// Words (lowercased) of a function run when the app comes to the foreground.
    static let foregroundFunctionWords = ["willenterforeground", "didbecomeactive"]

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
                      !Self.isOfflineProcessing(call.arguments.first?.expression, file),
                      !Self.isContinuedProcessing(call.arguments.first?.expression, file) else { continue }
                api = "BGTaskScheduler.submit"
            }
            output.facts.add(.schedules(file.position(of: call), api: api), for: Self.uses)
        }
        recordHandlers(in: file, &output)
        for name in BackgroundModes.restrictionReads {
            let nodes: [Syntax] = file.index.memberAccesses(name).map(Syntax.init) + file.index.references(name).map(Syntax.init)
                + file.index.stringLiterals.filter { $0.plainText == name }.map(Syntax.init)
            for node in nodes { output.facts.add(.readsStatus(file.position(of: node)), for: Self.uses) }
        }
    }

    /// Records each background task handler (`register(forTaskWithIdentifier:)`'s closure, a
    /// `performFetchWithCompletionHandler` method) with the object its work starts on, and the
    /// objects called by functions that run on coming to the foreground.
    private func recordHandlers(in file: SwiftFile, _ output: inout CheckOutput) {
        for call in file.index.calls("register") where call.argument("forTaskWithIdentifier") != nil {
            guard let closure = call.bodyClosure else { continue }
            let parameters = Set(closure.signature?.parameterClause.map { $0.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init) } ?? [])
            output.facts.add(.handler(file.position(of: call), drives: Self.firstObject(in: closure, file, skipping: parameters)), for: Self.uses)
        }
        for call in file.index.calls("onChange") where call.argument("of")?.expression.trimmedSourceText.contains("scenePhase") == true {
            guard let closure = call.bodyClosure, !file.index.memberAccesses("active").filter({ closure.encloses($0) }).isEmpty else { continue }
            for object in Set(file.index.calls(within: closure).compactMap { Self.object(calledBy: $0) }).sorted() {
                output.facts.add(.foregroundDrives(file.position(of: call), object: object), for: Self.uses)
            }
        }
        for function in file.index.functions {
            let name = function.name.text.lowercased()
            if name == "application", function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "performFetchWithCompletionHandler" }), let body = function.body {
                output.facts.add(.handler(file.position(of: function), drives: Self.firstObject(in: body, file, skipping: [])), for: Self.uses)
            } else if Self.foregroundFunctionWords.contains(where: name.contains), let body = function.body {
                for object in Set(file.index.calls(within: body).compactMap { Self.object(calledBy: $0) }).sorted() {
                    output.facts.add(.foregroundDrives(file.position(of: function), object: object), for: Self.uses)
                }
            }
        }
    }

    /// The object the first call on an object in `scope` is made on, leaving out the handler's
    /// own parameters (`task.setTaskCompleted`).
    static func firstObject(in scope: some SyntaxProtocol, _ file: SwiftFile, skipping parameters: Set<String>) -> String? {
        file.index.calls(within: scope).lazy.compactMap { object(calledBy: $0) }.first { !parameters.contains($0) }
    }

    /// `feedStore` for `feedStore.reload()` and `self.feedStore?.reload()`; nil for a free
    /// function or a type's member (`DispatchQueue.main.async`).
    static func object(calledBy call: FunctionCallExprSyntax) -> String? {
        let names = call.calleeChain.split(separator: ".").map(String.init).drop { $0 == "self" }
        guard names.count >= 2, let first = names.first, first.first?.isLowercase == true else { return nil }
        return first
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

    /// True for a `BGContinuedProcessingTaskRequest` (iOS 26), built in place or held in a
    /// variable: the app submits it from the foreground when the person starts the work, and it
    /// runs at once with the system's own progress UI. It is not discretionary refresh that
    /// Background App Refresh or Low Power Mode holds back, so there is no stale content to explain.
    static func isContinuedProcessing(_ request: ExprSyntax?, _ file: SwiftFile) -> Bool {
        let built = request?.as(FunctionCallExprSyntax.self)
            ?? request?.as(DeclReferenceExprSyntax.self).flatMap { file.index.initialValue(of: $0)?.as(FunctionCallExprSyntax.self) }
        return built?.calleeName == "BGContinuedProcessingTaskRequest"
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let uses = project.shippingFacts(Self.uses) { use in
            switch use {
            case .schedules(let position, _), .readsStatus(let position), .handler(let position, _), .foregroundDrives(let position, _): return position
            }
        }
        guard !uses.contains(where: { if case .readsStatus = $0 { return true } else { return false } }) else { return }
        // Every handler's work is also run on coming to the foreground: nothing goes stale.
        let foreground = Set(uses.compactMap { use -> String? in if case .foregroundDrives(_, let object) = use { return object } else { return nil } })
        let handlers = uses.compactMap { use -> String?? in if case .handler(_, let drives) = use { return drives } else { return nil } }
        if !handlers.isEmpty, handlers.allSatisfy({ $0.map(foreground.contains) ?? false }) { return }
        let schedules = uses.compactMap { use -> (SourcePosition, String)? in
            if case .schedules(let position, let api) = use { return (position, api) } else { return nil }
        }.sorted { $0.0 < $1.0 }
        guard let (position, api) = schedules.first else { return }
        output.report(
            "The app schedules background work (\(api)) but never reads UIApplication.backgroundRefreshStatus or ProcessInfo.isLowPowerModeEnabled, so when the person or the system turns background refresh off the job silently never runs; read the status and, when it is off, show one line in place saying the content dates from the last time the app was open.",
            at: position, confidence: .low)
    }
}
