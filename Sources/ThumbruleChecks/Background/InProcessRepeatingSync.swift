import SwiftSyntax
import ThumbruleCore

/// A repeating timer, polling loop or `asyncAfter` chain that syncs, refreshes or polls,
/// started at launch or in a long-lived object (a store, manager, service or singleton).
/// iOS suspends the app soon after it leaves the screen, so the work stops with it: the
/// sync the user counts on while away never happens.
///
/// Only work whose called names say sync, refresh, poll, fetch, reload, upload, download,
/// flush or backup counts; a timer that updates a clock or countdown does not. The interval
/// must be written in the file (a literal, or a constant of the file) and at least 5 minutes:
/// shorter repeats are foreground polling of a live screen (`perf-power`). Known false
/// negatives: timers in view models and screens, intervals read from settings, and work
/// named otherwise. Known false positive: a long-lived object that only polls while its
/// screen is visible, every 5 minutes or more.
struct InProcessRepeatingSync: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-not-running.in-process-repeat",
        ruleId: "bg-not-running",
        summary: "A repeating timer, polling loop or asyncAfter chain that syncs, started at launch or in a long-lived store",
        triggering: [
            CheckExample("""
            import Foundation

            final class SyncManager {
                static let shared = SyncManager()
                private var timer: Timer?

                func start() {
                    timer = ↓Timer.scheduledTimer(withTimeInterval: 15 * 60, repeats: true) { _ in
                        self.syncInbox()
                    }
                }

                func poll() async {
                    while !Task.isCancelled {
                        await refreshFeed()
                        try? await ↓Task.sleep(for: .minutes(5))
                    }
                }
            }
            """),
            CheckExample("""
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    scheduleUpload()
                    return true
                }

                func scheduleUpload() {
                    ↓DispatchQueue.main.asyncAfter(deadline: .now() + 600) {
                        Outbox.shared.uploadPending()
                        self.scheduleUpload()
                    }
                }
            }
            """, path: "App/AppDelegate.swift"),
        ],
        nonTriggering: [
            CheckExample("""
            import SwiftUI
            final class ClockStore: ObservableObject {
                static let shared = ClockStore()
                @Published var now = Date()
                private var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in self.now = Date() }
                }
            }
            """),
            CheckExample("""
            import Foundation
            final class LiveScoreStore {
                static let shared = LiveScoreStore()
                func start() {
                    Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { _ in self.refreshScores() }
                }
            }
            """),
            CheckExample("""
            import BackgroundTasks
            final class SyncManager {
                static let shared = SyncManager()
                func scheduleSync() {
                    let request = BGAppRefreshTaskRequest(identifier: "com.example.sync")
                    request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
                    try? BGTaskScheduler.shared.submit(request)
                }
            }
            """),
        ]
    )

    struct Repeater: Sendable, Codable {
        package let position: SourcePosition
        package let kind: String
        package let interval: Double
        package let launch: LaunchContext?
        let via: String?
        let owner: String?
    }

    static let repeaters = FactKey<Repeater>("bg-not-running.in-process-repeat.repeater")
    static let minimumInterval = 300.0
    static let workWords = ["sync", "refresh", "poll", "fetch", "reload", "upload", "download", "flush", "backup"]
    static let clockWords = ["clock", "countdown", "elapsed", "remaining", "tick", "currenttime", "updatetime"]
    static let longLivedSuffixes = ["Store", "Manager", "Service", "Repository", "Syncer", "Synchronizer", "Engine", "Monitor",
                                    "Scheduler", "Client", "Provider", "Center", "AppDelegate"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for (node, kind, interval, work) in candidates(in: file) {
            guard let interval, interval >= Self.minimumInterval,
                  doesSyncWork(work, in: file) else { continue }
            let reach = file.launchContext(reaching: node)
            let owner = longLivedOwner(of: node, in: file)
            guard reach != nil || owner != nil else { continue }
            output.facts.add(Repeater(position: file.position(of: node), kind: kind, interval: interval, launch: reach?.context,
                                      via: reach?.via, owner: owner), for: Self.repeaters)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        for repeater in project.facts.values(Self.repeaters) {
            let started: String
            if let launch = repeater.launch, project.isLaunchPath(launch) {
                started = "started \(launch.phrase(via: repeater.via))"
            } else if let owner = repeater.owner {
                started = "kept by the long-lived \(owner)"
            } else {
                continue
            }
            output.report(
                "This \(repeater.kind) syncs every \(Self.describe(repeater.interval)), \(started), but iOS suspends the app soon after it leaves the screen, so the work stops with it. Hand away-time work to BGTaskScheduler (a BGAppRefreshTaskRequest), a background URLSession or a push, and refresh in the foreground when scenePhase becomes .active.",
                at: repeater.position, confidence: .medium)
        }
    }

    /// Repeating constructs with the syntax that holds their work.
    private func candidates(in file: SwiftFile) -> [(Syntax, String, Double?, Syntax?)] {
        var found: [(Syntax, String, Double?, Syntax?)] = []
        for timer in file.index.calls("scheduledTimer", "Timer") where timer.argument("repeats")?.expression.trimmedSourceText == "true" {
            let interval = (timer.argument("withTimeInterval") ?? timer.argument("timeInterval") ?? timer.argument("interval")).flatMap { seconds($0.expression, in: file) }
            let work = timer.trailingClosure.map(Syntax.init) ?? timer.argument("block").map { Syntax($0.expression) }
                ?? timer.argument("selector").map { Syntax($0.expression) }
            found.append((Syntax(timer), "repeating timer", interval, work))
        }
        for publisher in file.index.calls("publish") where publisher.argument("every") != nil && publisher.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText == "Timer" {
            let sink = publisher.modifiersApplied.first { ["sink", "onReceive"].contains($0.calleeName ?? "") }
            found.append((Syntax(publisher), "timer publisher", publisher.argument("every").flatMap { seconds($0.expression, in: file) }, sink?.bodyClosure.map(Syntax.init)))
        }
        for source in file.index.calls("schedule") where source.argument("repeating") != nil {
            let handler = file.index.calls("setEventHandler").first { $0.enclosingFunction == source.enclosingFunction }
            found.append((Syntax(source), "dispatch timer", source.argument("repeating").flatMap { seconds($0.expression, in: file) }, handler?.bodyClosure.map(Syntax.init)))
        }
        for sleep in file.index.calls("sleep") {
            guard let loop = sleep.enclosingLoop else { continue }
            let interval = sleep.arguments.first.flatMap { argument in
                seconds(argument.expression, in: file).map { argument.label?.text == "nanoseconds" ? $0 / 1e9 : $0 }
            }
            found.append((Syntax(sleep), "polling loop", interval, loop))
        }
        for delayed in file.index.calls("asyncAfter") {
            guard let closure = delayed.bodyClosure, let function = delayed.enclosingFunction,
                  file.index.calls(function.name.text).contains(where: { closure.encloses($0) }) else { continue }
            found.append((Syntax(delayed), "asyncAfter chain", delayed.argument("deadline").flatMap { seconds($0.expression, in: file) }, Syntax(closure)))
        }
        return found
    }

    /// A duration written in place, or through a constant of this file (`Self.refreshInterval`).
    private func seconds(_ expression: ExprSyntax, in file: SwiftFile) -> Double? {
        if let value = expression.seconds { return value }
        guard let name = expression.lastNameComponent else { return nil }
        let values = file.index.variables.compactMap { variable -> Double? in
            guard let binding = variable.bindings.first, binding.pattern.trimmedSourceText == name else { return nil }
            return binding.initializer?.value.seconds
        }
        return values.count == 1 ? values[0] : nil
    }

    /// True when the work calls something named for syncing and nothing named for a clock.
    private func doesSyncWork(_ work: Syntax?, in file: SwiftFile) -> Bool {
        guard let work else { return false }
        var names: [String] = []
        for (name, calls) in file.index.callsByName where calls.contains(where: { work.encloses($0) }) { names.append(name.lowercased()) }
        for (name, references) in file.index.referencesByName where references.contains(where: { work.encloses($0) }) { names.append(name.lowercased()) }
        if names.contains(where: { name in Self.clockWords.contains(where: name.contains) }) { return false }
        return names.contains { name in Self.workWords.contains(where: name.contains) }
    }

    /// The enclosing class when it outlives screens: a singleton, the app delegate, or a
    /// type named as a store, manager, service or similar.
    private func longLivedOwner(of node: some SyntaxProtocol, in file: SwiftFile) -> String? {
        guard let declaration = node.enclosingTypeDeclaration, let name = node.enclosingTypeName,
              !name.hasSuffix("ViewModel"), !name.hasSuffix("ViewController") else { return nil }
        if Self.longLivedSuffixes.contains(where: name.hasSuffix) { return name }
        let singleton = file.index.variables.contains { variable in
            variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                && ["shared", "default", "instance", "current"].contains(variable.bindings.first?.pattern.trimmedSourceText ?? "")
                && declaration.encloses(variable)
        }
        return singleton ? name : nil
    }

    package static func describe(_ seconds: Double) -> String {
        if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 { return "\(Int(seconds / 3600)) h" }
        if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) min" }
        return "\(Int(seconds)) s"
    }
}

extension ExprSyntax {
    /// A duration in seconds written as a literal, a product of literals, `.seconds(n)`,
    /// `.minutes(n)`, `.hours(n)`, `.milliseconds(n)`, `.microseconds(n)`, `.nanoseconds(n)` or
    /// `.now() + n`; nil otherwise.
    package var seconds: Double? {
        if let value = numericLiteral { return value }
        if let sequence = self.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
            let operators = stride(from: 1, to: elements.count, by: 2).compactMap { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
            if operators.allSatisfy({ $0 == "*" }) {
                return stride(from: 0, to: elements.count, by: 2).reduce(Double?(1)) { product, index in
                    product.flatMap { value in elements[index].seconds.map { value * $0 } }
                }
            }
            // `.now() + 600`: the offset added to a point in time.
            if elements.count == 3, operators == ["+"] { return elements[2].seconds }
            return nil
        }
        if let call = self.as(FunctionCallExprSyntax.self), let unit = call.calleeName, let amount = call.arguments.first?.expression.seconds {
            switch unit {
            case "seconds", "TimeInterval", "Double": return amount
            case "minutes": return amount * 60
            case "hours": return amount * 3600
            case "milliseconds": return amount / 1000
            case "microseconds": return amount / 1_000_000
            case "nanoseconds": return amount / 1_000_000_000
            default: return nil
            }
        }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1 { return tuple.elements.first?.expression.seconds }
        return nil
    }
}
