import SwiftSyntax
import ThumbruleCore

/// An expiration handler that only ends the background task while the task covers user data
/// (an upload, a sync, a save): the work still in flight is dropped instead of saved or
/// rescheduled. A note, since the code cannot tell whether anything was left to save.
///
/// The data is recognised by name: the task's name, or for an unnamed task the function or
/// type that begins it, says upload, sync, save, send, submit, post, write, export, backup,
/// outbox, queue or persist. Playback, downloads and cache work are left alone, and so is a
/// task whose function read its items from the database before beginning it (a Realm
/// `Results`, `realm.objects(Draft.self)`, a Core Data `context.fetch`): those items are
/// already persisted and the next sync picks up what expiry cut short (kmail-ios DraftManager
/// syncing `draftWithPendingAction()`), as is a task named for draining an outbox (its items are
/// stored already). Known false negative: a handler that calls a helper
/// which also only ends the task.
struct BackgroundTaskExpiryDropsWork: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "bg-leaving.expiry-drops-work",
        ruleId: "bg-leaving",
        summary: "An expiration handler that only ends the task, dropping unfinished work",
        triggering: [
            CheckExample("""
            import UIKit

            final class Uploader {
                var task: UIBackgroundTaskIdentifier = .invalid
                func upload(_ photos: [Photo]) {
                    task = ↓UIApplication.shared.beginBackgroundTask(withName: "upload") { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.task)
                        self.task = .invalid
                    }
                    send(photos) { UIApplication.shared.endBackgroundTask(self.task) }
                }
            }
            """),
        ],
        nonTriggering: [
            // convos-ios: the task only drains an outbox whose rows are already in the shared database.
            CheckExample("""
            import UIKit
            final class ShareWake {
                func handleUploads(_ application: UIApplication, drain: @escaping () async -> Void) {
                    var task: UIBackgroundTaskIdentifier = .invalid
                    task = application.beginBackgroundTask(withName: "shared-outbox-drain") {
                        application.endBackgroundTask(task)
                    }
                    Task {
                        await drain()
                        application.endBackgroundTask(task)
                    }
                }
            }
            """),
            // Keeping playback alive: nothing to save when time runs out.
            CheckExample("""
            import UIKit
            final class PlaybackManager {
                var task: UIBackgroundTaskIdentifier = .invalid
                func startBackgroundTask() {
                    task = UIApplication.shared.beginBackgroundTask { [weak self] in self?.endBackgroundTask() }
                }
                func endBackgroundTask() { UIApplication.shared.endBackgroundTask(task) }
            }
            """),
            CheckExample("""
            import UIKit
            final class Uploader {
                var task: UIBackgroundTaskIdentifier = .invalid
                func upload(_ photos: [Photo]) {
                    task = UIApplication.shared.beginBackgroundTask(withName: "upload") { [weak self] in
                        guard let self else { return }
                        self.outbox.persist(photos)
                        UIApplication.shared.endBackgroundTask(self.task)
                    }
                    send(photos) { UIApplication.shared.endBackgroundTask(self.task) }
                }
            }
            """),
            // The drafts come from Realm with their pending action; what expiry cuts short is
            // synced again next time (kmail-ios DraftManager).
            CheckExample(files: [
                ("MailCore/Cache/MailboxManager+Draft.swift", """
                import RealmSwift
                extension MailboxManager {
                    func draftWithPendingAction() -> Results<Draft> {
                        fetchResults(ofType: Draft.self) { partial in partial.where { $0.action != nil } }
                    }
                }
                """),
                ("MailCore/Cache/DraftManager.swift", """
                import UIKit
                final class DraftManager {
                    private func syncDraftJob(mailboxManager: MailboxManager) async {
                        let drafts = mailboxManager.draftWithPendingAction().freezeIfNeeded()
                        var backgroundTaskIdentifier = UIBackgroundTaskIdentifier.invalid
                        backgroundTaskIdentifier = await UIApplication.shared.beginBackgroundTask(withName: "Draft Sync") {
                            guard backgroundTaskIdentifier != .invalid else { return }
                            UIApplication.shared.endBackgroundTask(backgroundTaskIdentifier)
                            backgroundTaskIdentifier = .invalid
                        }
                        for draft in drafts { await send(draft) }
                        UIApplication.shared.endBackgroundTask(backgroundTaskIdentifier)
                    }
                }
                """),
            ]),
        ]
    )

    /// A handler that only ends the task, with the calls whose results its function kept
    /// before beginning it: the project pass asks whether they read the database.
    struct Dropping: Codable, Sendable {
        let position: SourcePosition
        let sources: [ProjectCall]
        /// The function reads the database itself before beginning the task.
        let readsStore: Bool
    }

    /// A function that returns database results (`-> Results<Draft>`).
    struct StoreReader: Codable, Sendable, Hashable {
        let name: String
        let labels: [String]
    }

    static let droppings = FactKey<Dropping>("bg-leaving.expiry-drops-work.dropping")
    static let storeReaders = FactKey<StoreReader>("bg-leaving.expiry-drops-work.store-reader")
    /// Types of live database results: Realm's `Results` and `AnyRealmCollection`.
    static let storeResultTypes: Set<String> = ["Results", "AnyRealmCollection"]

    static let dataWords = ["upload", "sync", "save", "send", "submit", "post", "write", "export", "backup", "outbox", "queue", "persist"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions {
            guard let result = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self),
                  Self.storeResultTypes.contains(result.name.text) else { continue }
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
            output.facts.add(StoreReader(name: function.name.text, labels: labels), for: Self.storeReaders)
        }
        for request in BackgroundTimeRequest.all(in: file) {
            guard let handler = request.handler, !handler.statements.isEmpty, Self.onlyEnds(handler), coversData(request) else { continue }
            let earlier = request.call.enclosingCodeBody.map { file.index.calls(within: $0).filter { $0.endPosition <= request.call.position } } ?? []
            let kept = earlier.filter { call in
                if case .stored(_, _, .some)? = ExprSyntax(call).valueDestination { return true }
                return false
            }
            output.facts.add(Dropping(position: file.position(of: request.call), sources: kept.compactMap { ProjectCall($0, in: file) },
                                      readsStore: earlier.contains(where: Self.readsStore)), for: Self.droppings)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let readers = Set(project.facts.values(Self.storeReaders))
        for dropping in project.facts.values(Self.droppings) where !dropping.readsStore {
            guard !dropping.sources.contains(where: { readers.contains(StoreReader(name: $0.name, labels: $0.labels)) }) else { continue }
            output.report(
                "This expiration handler only ends the background task, so work still in flight when time runs out is dropped. Before calling endBackgroundTask(_:), save what is left to persistent storage (an outbox) or schedule it with a BGProcessingTaskRequest, so it finishes later.",
                at: dropping.position, confidence: .low)
        }
    }

    /// A database read: Realm's `realm.objects(Draft.self)`, Core Data's or SwiftData's
    /// `context.fetch(request)`.
    static func readsStore(_ call: FunctionCallExprSyntax) -> Bool {
        switch call.calleeName {
        case "objects":
            return call.arguments.count == 1 && call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
        case "fetch":
            return call.receiver?.lastNameComponent?.lowercased().hasSuffix("context") == true
        default:
            return false
        }
    }

    /// True when the task's name (or, unnamed, the function or type that begins it) names work
    /// on user data. A name says more than the type: a sync adapter also fetches favicons.
    private func coversData(_ request: BackgroundTimeRequest) -> Bool {
        let taskName = request.call.argument("withName")?.expression.trimmedSourceText
        let names = taskName.map { [$0] } ?? [request.call.enclosingFunctionName, request.call.enclosingTypeName].compactMap { $0 }
        return names.map { $0.lowercased() }.contains { name in
            Self.dataWords.contains(where: name.contains) && !(name.contains("outbox") && Self.drainWords.contains(where: name.contains))
        }
    }

    /// Words of a task that sends what an outbox already holds (`share-extension-outbox-drain`):
    /// the items are saved before the task begins, and the next drain sends what expiry cut short.
    static let drainWords = ["drain", "flush"]

    /// True when every statement ends the task, resets its identifier, logs, or returns early.
    static func onlyEnds(_ handler: ClosureExprSyntax) -> Bool {
        var endsTask = false
        for statement in handler.statements {
            let item = statement.item
            if item.is(GuardStmtSyntax.self) || item.is(ReturnStmtSyntax.self) { continue }
            if let call = Self.call(in: item) {
                let name = call.calleeName ?? ""
                if name == "endBackgroundTask" || name.lowercased().contains("end") && name.lowercased().contains("task") { endsTask = true; continue }
                if ["print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "warning", "error", "notice", "trace"].contains(name) { continue }
                return false
            }
            if let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
               let value = sequence.elements.last, value.trimmedSourceText.hasSuffix(".invalid") || value.is(NilLiteralExprSyntax.self) { continue }
            return false
        }
        return endsTask
    }

    private static func call(in item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
        var expression = item.as(ExprSyntax.self)
        while let wrapped = expression?.as(TryExprSyntax.self)?.expression ?? expression?.as(AwaitExprSyntax.self)?.expression { expression = wrapped }
        if let optional = expression?.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        return expression?.as(FunctionCallExprSyntax.self)
    }
}
