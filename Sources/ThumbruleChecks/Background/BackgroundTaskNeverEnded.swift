import SwiftSyntax
import ThumbruleCore

/// `beginBackgroundTask` in a file that never calls `endBackgroundTask(_:)`, or whose
/// returned identifier is thrown away. Every path must end the task: an unended task keeps
/// the app running until the system kills it, and drains the battery meanwhile.
///
/// File-level: a begin and an end in the same file count as paired, and an identifier
/// returned to the caller is the caller's to end. Known false negatives:
/// early returns that skip the end, and ends that happen in another file (those are not
/// reported, which errs towards silence).
struct BackgroundTaskNeverEnded: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "bg-leaving.never-ended",
        ruleId: "bg-leaving",
        summary: "beginBackgroundTask whose task is never ended",
        triggering: [
            CheckExample("""
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func sceneDidEnterBackground(_ scene: UIScene) {
                    let task = ↓UIApplication.shared.beginBackgroundTask { Store.shared.save() }
                    Store.shared.flush()
                }
            }
            """),
            CheckExample("""
            import UIKit

            func flushOnExit() {
                _ = ↓UIApplication.shared.beginBackgroundTask { Store.shared.save() }
                Store.shared.flush { UIApplication.shared.endBackgroundTask(.invalid) }
            }
            """),
        ],
        nonTriggering: [
            // A wrapper that returns the identifier to its caller.
            CheckExample("""
            import UIKit
            struct AppMediator {
                let application: UIApplication
                func beginBackgroundTask(expirationHandler handler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
                    application.beginBackgroundTask(expirationHandler: handler)
                }
            }
            """),
            CheckExample("""
            import UIKit
            func flushOnExit() {
                var task = UIBackgroundTaskIdentifier.invalid
                task = UIApplication.shared.beginBackgroundTask {
                    Store.shared.save()
                    UIApplication.shared.endBackgroundTask(task)
                }
                Store.shared.flush { UIApplication.shared.endBackgroundTask(task) }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let requests = BackgroundTimeRequest.all(in: file)
        let endsSomewhere = !file.index.calls("endBackgroundTask").isEmpty
        for request in requests where request.discardsIdentifier || !endsSomewhere && !request.returnsIdentifier {
            let why = request.discardsIdentifier
                ? "its task identifier is thrown away, so endBackgroundTask(_:) can never be called for it"
                : "nothing in this file calls endBackgroundTask(_:)"
            output.report(
                "This beginBackgroundTask is never ended: \(why). The app then runs until the system kills it, draining the battery. Keep the returned UIBackgroundTaskIdentifier and call UIApplication.shared.endBackgroundTask(_:) on every path: when the work finishes, fails, and in the expiration handler.",
                at: file.position(of: request.call))
        }
    }
}
