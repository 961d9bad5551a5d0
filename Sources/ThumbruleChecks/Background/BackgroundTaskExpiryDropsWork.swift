import SwiftSyntax
import ThumbruleCore

/// An expiration handler that only ends the background task while the task covers user data
/// (an upload, a sync, a save): the work still in flight is dropped instead of saved or
/// rescheduled. A note, since the code cannot tell whether anything was left to save.
///
/// The data is recognised by name: the task's name, or for an unnamed task the function or
/// type that begins it, says upload, sync, save, send, submit, post, write, export, backup,
/// outbox, queue or persist. Playback, downloads and cache work are left alone. Known false negative: a
/// handler that calls a helper which also only ends the task.
struct BackgroundTaskExpiryDropsWork: SwiftFileCheck {
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
        ]
    )

    static let dataWords = ["upload", "sync", "save", "send", "submit", "post", "write", "export", "backup", "outbox", "queue", "persist"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for request in BackgroundTimeRequest.all(in: file) {
            guard let handler = request.handler, !handler.statements.isEmpty, Self.onlyEnds(handler), coversData(request) else { continue }
            output.report(
                "This expiration handler only ends the background task, so work still in flight when time runs out is dropped. Before calling endBackgroundTask(_:), save what is left to persistent storage (an outbox) or schedule it with a BGProcessingTaskRequest, so it finishes later.",
                at: file.position(of: request.call), confidence: .low)
        }
    }

    /// True when the task's name (or, unnamed, the function or type that begins it) names work
    /// on user data. A name says more than the type: a sync adapter also fetches favicons.
    private func coversData(_ request: BackgroundTimeRequest) -> Bool {
        let taskName = request.call.argument("withName")?.expression.trimmedSourceText
        let names = taskName.map { [$0] } ?? [request.call.enclosingFunctionName, request.call.enclosingTypeName].compactMap { $0 }
        return names.map { $0.lowercased() }.contains { name in Self.dataWords.contains(where: name.contains) }
    }

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
