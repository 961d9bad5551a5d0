import SwiftSyntax
import ThumbruleCore

/// `beginBackgroundTask` in a file that never calls `endBackgroundTask(_:)`, or whose
/// returned identifier is thrown away. Every path must end the task: an unended task keeps
/// the app running until the system kills it, and drains the battery meanwhile.
///
/// File-level: a begin and an end in the same file count as paired, and an identifier
/// returned to the caller is the caller's to end. A begin inside a type also counts as ended
/// when that type calls, on itself, a method of its own or of a project superclass that
/// calls `endBackgroundTask(_:)` in another file (an operation subclass storing the inherited
/// identifier and finishing through the base class's `endBackgroundTaskObservation()`).
/// Known false negatives: early returns that skip the end.
struct BackgroundTaskNeverEnded: SwiftFileCheck, ProjectCheck {
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
            // The base class can end a task, but this subclass never calls it.
            CheckExample(files: [
                ("Core/FetchOperation.swift", """
                import UIKit
                class FetchOperation: Operation {
                    var backgroundTask: UIBackgroundTaskIdentifier = .invalid
                    func finishBackgroundWork() { UIApplication.shared.endBackgroundTask(backgroundTask) }
                }
                """),
                ("Core/BundleFetchOperation.swift", """
                import UIKit
                final class BundleFetchOperation: FetchOperation {
                    override func start() {
                        backgroundTask = ↓UIApplication.shared.beginBackgroundTask(withName: "Bundle") { self.download() }
                        download()
                    }
                }
                """),
            ]),
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
            // ios-kdrive: an operation subclass ends the inherited task through its base class's method.
            CheckExample(files: [
                ("Core/FetchOperation.swift", """
                import UIKit
                class FetchOperation: Operation {
                    var backgroundTask: UIBackgroundTaskIdentifier = .invalid
                    func finishBackgroundWork() {
                        if backgroundTask != .invalid { UIApplication.shared.endBackgroundTask(backgroundTask) }
                    }
                }
                """),
                ("Core/BundleFetchOperation.swift", """
                import UIKit
                final class BundleFetchOperation: FetchOperation {
                    override func start() {
                        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Bundle") { self.finish() }
                        download { self.finish() }
                    }
                    private func finish() { finishBackgroundWork() }
                }
                """),
            ]),
        ]
    )

    /// A begin whose file never ends a task: the methods its type calls on itself there may.
    struct OpenRequest: Codable, Sendable {
        let position: SourcePosition
        let typeName: String?
        let selfCalls: [ProjectCall]
    }

    static let openRequests = FactKey<OpenRequest>("bg-leaving.never-ended.open-request")
    /// Where each method that calls `endBackgroundTask(_:)` is declared (its name's position).
    static let endingMethods = FactKey<SourcePosition>("bg-leaving.never-ended.ending-method")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let requests = BackgroundTimeRequest.all(in: file)
        let ends = file.index.calls("endBackgroundTask")
        for function in Set(ends.compactMap(\.enclosingFunction)) {
            output.facts.add(file.position(of: function.name), for: Self.endingMethods)
        }
        for request in requests where request.discardsIdentifier {
            report(at: file.position(of: request.call), "its task identifier is thrown away, so endBackgroundTask(_:) can never be called for it", &output)
        }
        guard ends.isEmpty else { return }
        for request in requests where !request.discardsIdentifier && !request.returnsIdentifier {
            let type = request.call.enclosingTypeDeclaration
            let selfCalls = type.map { file.index.calls(within: $0) }?.compactMap { call -> ProjectCall? in
                guard call.receiver.map({ $0.receiverKey.isEmpty }) ?? true, let name = call.calleeName else { return nil }
                return ProjectCall(name: name, labels: call.argumentLabels, receiverType: nil)
            } ?? []
            output.facts.add(OpenRequest(position: file.position(of: request.call), typeName: request.call.enclosingTypeName.map(Symbols.bareName),
                                         selfCalls: selfCalls), for: Self.openRequests)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let enders = Set(project.facts.values(Self.endingMethods))
        for request in project.facts.values(Self.openRequests) where !endsThroughOwnMethod(request, enders, project.symbols) {
            report(at: request.position, "nothing in this file calls endBackgroundTask(_:)", &output)
        }
    }

    /// True when the type calls on itself a method, its own or a superclass's, that ends a task.
    private func endsThroughOwnMethod(_ request: OpenRequest, _ enders: Set<SourcePosition>, _ symbols: SymbolTable) -> Bool {
        guard let typeName = request.typeName else { return false }
        let owners = [typeName] + symbols.superclasses(of: typeName)
        return request.selfCalls.contains { call in
            owners.contains { owner in
                symbols.functions(matching: CallShape(name: call.name, labels: call.labels), in: owner).contains { enders.contains($0.position) }
            }
        }
    }

    private func report(at position: SourcePosition, _ why: String, _ output: inout CheckOutput) {
        output.report(
            "This beginBackgroundTask is never ended: \(why). The app then runs until the system kills it, draining the battery. Keep the returned UIBackgroundTaskIdentifier and call UIApplication.shared.endBackgroundTask(_:) on every path: when the work finishes, fails, and in the expiration handler.",
            at: position)
    }
}
