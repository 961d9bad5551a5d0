import SwiftSyntax
import ThumbruleCore

/// `beginBackgroundTask` with no expiration handler, or one that does nothing. When the
/// borrowed time runs out, the system ends the app unless the handler calls
/// `endBackgroundTask(_:)`, and the unfinished work is lost with it.
///
/// An empty handler is treated like a missing one. Handlers passed as a function reference
/// are trusted, and so is a task ended by the very next statement (no work runs in it) or by a
/// later statement of the same block after plain calls only (no closure, `await`, `try`, loop or
/// early exit: the work is done, or handed off, before the task ends). Known false negative: a handler that calls a helper which never ends the task.
struct BackgroundTaskWithoutExpiration: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "bg-leaving.no-expiration-handler",
        ruleId: "bg-leaving",
        summary: "beginBackgroundTask without an expiration handler, or with an empty one",
        triggering: [
            CheckExample("""
            import UIKit

            final class Uploader {
                var task: UIBackgroundTaskIdentifier = .invalid
                func upload() {
                    task = ↓UIApplication.shared.beginBackgroundTask(withName: "upload", expirationHandler: nil)
                    task = ↓UIApplication.shared.beginBackgroundTask {}
                    send { UIApplication.shared.endBackgroundTask(self.task) }
                }
                // Work that runs on after the statements between, or may leave before the end.
                func sync() async throws {
                    let marker = ↓UIApplication.shared.beginBackgroundTask(withName: "sync")
                    try await upload()
                    UIApplication.shared.endBackgroundTask(marker)
                    let other = ↓UIApplication.shared.beginBackgroundTask(withName: "send")
                    queue.async { self.send() }
                    UIApplication.shared.endBackgroundTask(other)
                }
            }
            """),
        ],
        nonTriggering: [
            // brrow-ios: the app's own upload manager, called by upload id, keeps and ends the system's task.
            CheckExample("""
            import UIKit
            func upload(_ data: Data) {
                let uploadId = UUID().uuidString
                UploadTasks.shared.beginBackgroundTask(for: uploadId, estimatedDuration: 12)
                send(data, id: uploadId)
            }
            """),
            CheckExample("""
            import UIKit
            final class Uploader {
                var task: UIBackgroundTaskIdentifier = .invalid
                func upload() {
                    task = UIApplication.shared.beginBackgroundTask(withName: "upload") { [weak self] in
                        self?.saveRemainder()
                        UIApplication.shared.endBackgroundTask(self?.task ?? .invalid)
                    }
                    task = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)
                }
            }
            """),
            // The app's own wrapper, called from a weak-self sink; its request passes a trailing
            // closure that ends the task (amakaflow-ios).
            CheckExample("""
            import UIKit
            final class Engine {
                var task: UIBackgroundTaskIdentifier = .invalid
                func observe() {
                    center.publisher(for: UIApplication.didEnterBackgroundNotification)
                        .sink { [weak self] _ in self?.beginBackgroundTask() }
                        .store(in: &bag)
                }
                private func beginBackgroundTask() {
                    task = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finish()
                    }
                }
            }
            """),
            // A task ended by the next statement: no work runs in the borrowed time.
            CheckExample("""
            import UIKit
            func flushLater(_ application: UIApplication) {
                let marker = application.beginBackgroundTask(expirationHandler: nil)
                application.endBackgroundTask(marker)
            }
            """),
            // Ended in the same block after plain calls only: enqueueing work, running a block
            // synchronously (olvid-ios coordinators).
            CheckExample("""
            import UIKit
            final class Wiper {
                func didEnterBackground() {
                    let marker = UIApplication.shared.beginBackgroundTask(withName: "wipe")
                    enqueueWipeOperations(force: false)
                    UIApplication.shared.endBackgroundTask(marker)
                }
                func simpleTask(_ block: (Bool) -> Void) {
                    let marker = manager.beginBackgroundTask(withName: "simple", expirationHandler: nil)
                    log("start")
                    block(false)
                    log("end")
                    manager.endBackgroundTask(marker, completionHandler: nil)
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for request in BackgroundTimeRequest.all(in: file) where !request.handlerIsReference {
            guard request.handler?.statements.isEmpty ?? true, !request.endsAtOnce, !request.endsAfterPlainCalls else { continue }
            output.report(
                "This beginBackgroundTask has \(request.handler == nil ? "no expiration handler" : "an empty expiration handler"); when the borrowed time runs out the system ends the app, and the unfinished work with it. Pass an expirationHandler that saves what is left (to the outbox or a scheduled BGProcessingTaskRequest) and calls UIApplication.shared.endBackgroundTask(_:).",
                at: file.position(of: request.call))
        }
    }
}
