import SwiftSyntax
import ThumbruleCore

/// `beginBackgroundTask` with no expiration handler, or one that does nothing. When the
/// borrowed time runs out, the system ends the app unless the handler calls
/// `endBackgroundTask(_:)`, and the unfinished work is lost with it.
///
/// An empty handler is treated like a missing one. Handlers passed as a function reference
/// are trusted, and so is a task ended by the very next statement (no work runs in it). Known false negative: a handler that calls a helper which never ends the task.
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
            }
            """),
        ],
        nonTriggering: [
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
            // A task ended by the next statement: no work runs in the borrowed time.
            CheckExample("""
            import UIKit
            func flushLater(_ application: UIApplication) {
                let marker = application.beginBackgroundTask(expirationHandler: nil)
                application.endBackgroundTask(marker)
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for request in BackgroundTimeRequest.all(in: file) where !request.handlerIsReference {
            guard request.handler?.statements.isEmpty ?? true, !request.endsAtOnce else { continue }
            output.report(
                "This beginBackgroundTask has \(request.handler == nil ? "no expiration handler" : "an empty expiration handler"); when the borrowed time runs out the system ends the app, and the unfinished work with it. Pass an expirationHandler that saves what is left (to the outbox or a scheduled BGProcessingTaskRequest) and calls UIApplication.shared.endBackgroundTask(_:).",
                at: file.position(of: request.call))
        }
    }
}
