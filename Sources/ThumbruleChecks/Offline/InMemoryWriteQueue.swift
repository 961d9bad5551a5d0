import SwiftSyntax
import ThumbruleCore

/// Pending writes kept in an in-memory array that a timer drains. The process is killed
/// many times a day on a phone, and each kill drops every write still waiting; a timer
/// also stops as soon as the app is suspended.
///
/// A stored `var` array of a type, named as a queue (`PendingWrites.queueWords`), read by
/// the handler of a timer started in the same type (`Timer.scheduledTimer`,
/// `Timer.publish`, `DispatchSource.makeTimerSource`), directly or one method away, when
/// that handler reaches the network itself or one call deeper (a request, an API client, a
/// `send`/`upload` call: `PendingWrites.sendVerbs`). An array a timer applies to views in
/// one batch (`performBatchUpdates`, `apply(snapshot)`) holds no writes waiting for a server.
/// Analytics and log buffers are skipped: they may be dropped. Medium confidence only when
/// the array's name or element type says it holds writes (`pendingChanges: [Change]`,
/// `outbox`) and the type never writes anything to disk; otherwise a note, since the
/// entries may be reads or the array may mirror a persisted queue. Known false negative:
/// a queue drained by a timer that lives in another type.
struct InMemoryWriteQueue: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "off-queue.in-memory-timer",
        ruleId: "off-queue",
        summary: "Pending writes kept in an in-memory array drained by a timer",
        triggering: [
            CheckExample("""
            import Foundation

            final class SyncService {
                ↓private var pendingChanges: [Change] = []
                private var timer: Timer?

                func enqueue(_ change: Change) { pendingChanges.append(change) }

                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in self?.flush() }
                }

                private func flush() {
                    let batch = pendingChanges
                    pendingChanges.removeAll()
                    api.send(batch)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import Foundation

            final class AnalyticsClient {
                private var pendingEvents: [Event] = []
                private var timer: Timer?

                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in self.upload(self.pendingEvents) }
                }
            }

            final class Outbox {
                private var queue: [Change] = []

                func enqueue(_ change: Change) {
                    queue.append(change)
                    database.insert(change)
                    scheduler.submit(BGProcessingTaskRequest(identifier: "outbox"))
                }
            }

            final class CallScreen: UIViewController {
                private var pendingInserts: [Participant] = []
                private var batchTimer: Timer?

                func add(_ participant: Participant) {
                    pendingInserts.append(participant)
                    batchTimer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(flushBatch), userInfo: nil, repeats: false)
                }

                @objc func flushBatch() {
                    participants.append(contentsOf: pendingInserts)
                    pendingInserts = []
                    applySnapshot()
                }

                private func applySnapshot() {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Participant>()
                    snapshot.appendItems(participants)
                    dataSource.apply(snapshot)
                    view.sendSubviewToBack(background)
                }
            }

            final class Clock: ObservableObject {
                @Published var ticks: [Date] = []
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            }
            """),
        ]
    )

    /// Calls that show a type writes to durable storage.
    static let persistenceCalls: Set<String> = ["write", "encode", "save", "insert", "createFile", "archivedData", "set"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for type in file.index.typeDeclarations where !type.isExtension && !Self.isDroppable(type.name) {
            let timers = Self.timerStatements(in: type.node, file.index)
            guard !timers.isEmpty else { continue }
            let handlers = Self.handlerScopes(timers, in: type.node, file.index)
            for variable in Self.queueArrays(of: type.node, file.index) {
                guard let name = variable.bindings.first?.pattern.trimmedSourceText else { continue }
                let flushes = handlers.filter { Self.mentions(name, in: $0, file.index) }
                guard !flushes.isEmpty, Self.reachesNetwork(flushes + file.index.bodiesOfMethods(calledFrom: flushes, in: type.node), file.index) else { continue }
                let persists = Self.persistenceCalls.contains { name in (file.index.callsByName[name] ?? []).contains { type.node.encloses($0) } }
                let holdsWrites = variable.bindings.contains { NameWords.split($0.trimmedSourceText).contains(where: PendingWrites.writeWords.contains) }
                output.report(
                    "\(name) holds pending writes in memory and a timer drains it, so every write still waiting is lost when the process is killed, and nothing drains while the app is suspended; persist each entry as a row with an id made on the device and drain the queue through BGTaskScheduler or a background URLSession.",
                    at: file.position(of: variable), confidence: holdsWrites && !persists ? .medium : .low)
            }
        }
    }

    /// Stored `var` arrays of the type whose names say they queue writes.
    static func queueArrays(of type: DeclSyntax, _ index: SwiftFileIndex) -> [VariableDeclSyntax] {
        index.variables.filter { variable in
            guard variable.parent?.is(MemberBlockItemSyntax.self) == true, variable.enclosingTypeDeclaration?.id == type.id,
                  variable.bindingSpecifier.text == "var", let binding = variable.bindings.first,
                  binding.accessorBlock == nil, isArray(binding) else { return false }
            let words = NameWords.split(binding.pattern.trimmedSourceText)
            return words.contains(where: PendingWrites.queueWords.contains) && !words.contains(where: PendingWrites.droppableWords.contains)
        }
    }

    static func isArray(_ binding: PatternBindingSyntax) -> Bool {
        if binding.typeAnnotation?.type.is(ArrayTypeSyntax.self) == true { return true }
        guard let value = binding.initializer?.value else { return false }
        return value.is(ArrayExprSyntax.self) || value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ArrayExprSyntax.self) == true
    }

    static func isDroppable(_ name: String) -> Bool {
        NameWords.split(name).contains(where: PendingWrites.droppableWords.contains)
    }

    /// The statements of a type that start a timer.
    static func timerStatements(in type: DeclSyntax, _ index: SwiftFileIndex) -> [Syntax] {
        PendingWrites.timerCalls.flatMap { name in
            (index.callsByName[name] ?? []).filter { call in
                type.encloses(call) && (name != "publish" || call.calleePath == "Timer.publish")
            }
        }.compactMap(\.enclosingStatement)
    }

    /// Where the timers' work runs: their statements, `setEventHandler` closures, methods
    /// named by `#selector`, and the methods of the type those call.
    static func handlerScopes(_ timers: [Syntax], in type: DeclSyntax, _ index: SwiftFileIndex) -> [Syntax] {
        let scopes = timers + index.calls("setEventHandler").filter { type.encloses($0) }.compactMap { $0.bodyClosure.map(Syntax.init) }
        let selectors = (index.macroExpansions["selector"] ?? []).filter { expansion in timers.contains { $0.encloses(expansion) } }
        let targets = Set(selectors.compactMap { $0.arguments.first?.expression.lastNameComponent })
        return scopes + index.bodiesOfMethods(calledFrom: scopes, in: type, alsoNamed: targets)
    }

    /// True when a call in the scopes hands something to a server: a known request call, a
    /// call on a receiver whose last name is for a client or session (`self.apiClient`), or a call whose first word sends
    /// (`api.send`, `uploadPending()`) on a receiver that is not a view or the notification centre.
    static func reachesNetwork(_ scopes: [Syntax], _ index: SwiftFileIndex) -> Bool {
        scopes.contains { scope in
            index.calls(within: scope).contains { call in
                guard let name = call.calleeName else { return false }
                if AsyncWork.networkCalls.contains(name) || call.calleePath.map(AsyncWork.networkCalls.contains) == true { return true }
                let receiver = call.receiver.flatMap { $0.lastNameComponent ?? $0.as(FunctionCallExprSyntax.self)?.calleeName }
                let receiverWords = Set(receiver.map(NameWords.split) ?? [])
                if !receiverWords.isDisjoint(with: PendingWrites.networkReceiverWords) { return true }
                guard let verb = NameWords.split(name).first, PendingWrites.sendVerbs.contains(verb) else { return false }
                return receiverWords.isDisjoint(with: PendingWrites.localReceiverWords)
            }
        }
    }

    package static func mentions(_ name: String, in scope: Syntax, _ index: SwiftFileIndex) -> Bool {
        index.references(name).contains { scope.encloses($0) } || index.memberAccesses(name).contains { scope.encloses($0) }
    }
}
