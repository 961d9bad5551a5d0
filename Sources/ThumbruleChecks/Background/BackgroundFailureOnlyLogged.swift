import SwiftSyntax
import ThumbruleCore

/// A `BGTaskScheduler` task whose failure path only logs or ends the task: a `catch`, or a
/// branch on an error, that prints or logs and calls `setTaskCompleted(success: false)`,
/// and writes nothing. Nobody watched the job run, so the next time the screen opens it shows the old
/// content as if it were fresh; the failure should leave persisted state (a failed-at time,
/// a pending count) the screen can show.
///
/// A branch that also reschedules or retries is left alone, as is a guard that only casts the task
/// to its kind (`as? BGProcessingTask`) or unwraps a type's shared instance (`AppContainer.shared`,
/// which the app sets at launch: no job has run yet), and so is the failure of side work
/// no screen shows the result of: posting a local notification (`UNUserNotificationCenter`'s
/// `add`, a reminder that either appears or not) and decoy "chaff" traffic an exposure
/// notification app sends for privacy. Handlers are
/// `register(forTaskWithIdentifier:using:launchHandler:)` closures and SwiftUI
/// `.backgroundTask` closures, with the methods of the same file they call (one hop). A
/// failure block counts when every statement in it logs (`print`, `NSLog`, `os_log`, a
/// logger's `error`/`warning`…), ends the task unsuccessfully, or returns. Known false
/// positive: an app that records the failure elsewhere (the operation's own completion
/// block). Known false negatives: handlers in another file, and retry limits (not checked).
struct BackgroundFailureOnlyLogged: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "bg-failed-away.failure-only-logged",
        ruleId: "bg-failed-away",
        summary: "A background task whose failure path only logs, leaving no state a screen could show",
        triggering: [
            CheckExample("""
            import BackgroundTasks
            import os

            final class Refresher {
                let logger = Logger(subsystem: "app", category: "refresh")

                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                        self.handle(task as! BGAppRefreshTask)
                    }
                }

                func handle(_ task: BGAppRefreshTask) {
                    Task {
                        do {
                            try await feed.sync()
                            task.setTaskCompleted(success: true)
                        } ↓catch {
                            logger.error("refresh failed: \\(error)")
                            task.setTaskCompleted(success: false)
                        }
                    }
                }
            }
            """),
            CheckExample("""
            import BackgroundTasks

            func registerUpload() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.upload", using: nil) { task in
                    uploader.flush { error in
                        ↓if let error {
                            print("upload failed", error)
                            task.setTaskCompleted(success: false)
                            return
                        }
                        task.setTaskCompleted(success: true)
                    }
                }
            }
            """),
            CheckExample("""
            import BackgroundTasks

            func registerCleanup() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.cleanup", using: nil) { task in
                    Task {
                        do { try await store.compact(); task.setTaskCompleted(success: true) }
                        ↓catch { task.setTaskCompleted(success: false) }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import BackgroundTasks

            final class Refresher {
                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                        Task {
                            do {
                                try await feed.sync()
                                task.setTaskCompleted(success: true)
                            } catch {
                                print("refresh failed: \\(error)")
                                UserDefaults.standard.set(Date(), forKey: "lastRefreshFailure")
                                task.setTaskCompleted(success: false)
                            }
                        }
                    }
                }
            }
            """),
            // A reminder notification that failed to post, and decoy traffic that failed: no
            // screen shows either's result (gaen-mobile's ExposureManager).
            CheckExample("""
            import BackgroundTasks
            import UserNotifications

            final class ExposureManager {
                let userNotificationCenter = UNUserNotificationCenter.current()

                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "org.example.chaff", using: .main) { task in
                        self.notifyUserBlueToothOffIfNeeded()
                        self.performChaffRequest()
                        task.setTaskCompleted(success: true)
                    }
                }

                func notifyUserBlueToothOffIfNeeded() {
                    let request = UNNotificationRequest(identifier: "bluetooth", content: content, trigger: nil)
                    userNotificationCenter.add(request) { error in
                        DispatchQueue.main.async {
                            if let error = error {
                                print("Error showing error user notification: \\(error)")
                            }
                        }
                    }
                }

                func performChaffRequest() {
                    fetchChaffKeys { keys, error in
                        if error != nil {
                            print("error: \\(error.debugDescription)")
                        }
                    }
                }
            }
            """),
            // Expiry is `bg-leaving`'s question; a failed cast (foqos TimersUtil: ending the task it
            // could not cast), a failed schedule and a catch outside any task handler are not this rule's.
            CheckExample("""
            import BackgroundTasks

            func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                    guard let task = task as? BGAppRefreshTask else {
                        print("unexpected task")
                        task.setTaskCompleted(success: false)
                        return
                    }
                    do {
                        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
                    } catch {
                        print("could not schedule", error)
                    }
                    task.expirationHandler = {
                        print("expired")
                        task.setTaskCompleted(success: false)
                    }
                    store.refresh { task.setTaskCompleted(success: $0) }
                }
            }

            func load() {
                do { try store.load() } catch { print(error) }
            }
            """),
            // piraten-ios: the else of a guard on the app's shared container, which the app sets
            // when it starts, ends the task before any job ran.
            CheckExample("""
            import BackgroundTasks

            final class RefreshScheduler {
                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                        Task { @MainActor in
                            guard let container = AppServices.shared else {
                                task.setTaskCompleted(success: false)
                                return
                            }
                            await container.feed.refresh()
                            task.setTaskCompleted(success: true)
                        }
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var handlers: [Syntax] = []
        for call in file.index.calls("register") where call.argument("forTaskWithIdentifier") != nil {
            if let closure = call.argument("launchHandler")?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure {
                handlers.append(Syntax(closure))
            }
        }
        for call in file.index.calls("backgroundTask") {
            // SwiftUI's `.backgroundTask(.appRefresh("…")) { … }`, not an app's own wrapper of `beginBackgroundTask`.
            guard let kind = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calleeName,
                  ["appRefresh", "urlSession"].contains(kind), let closure = call.trailingClosure else { continue }
            handlers.append(Syntax(closure))
        }
        guard !handlers.isEmpty else { return }
        let scopes = handlers + file.index.bodiesOfMethods(calledFrom: handlers, in: file.tree)
        var reported: Set<Int> = []
        for block in failureBlocks(in: scopes, file) where reported.insert(block.position.utf8Offset).inserted {
            output.report(
                "This background task's failure path only logs or ends the task, so the next time the screen opens it shows the old content as if the job had worked; write persisted state here (a failed-at time, the items still pending) and let the screen show it as stale or pending with a retry.",
                at: file.position(of: block), confidence: .medium)
        }
    }

    /// The `catch` clauses and `if`/`guard` branches in the handlers whose every statement
    /// logs, ends the task unsuccessfully or returns, outside expiration handlers.
    private func failureBlocks(in scopes: [Syntax], _ file: SwiftFile) -> [Syntax] {
        var candidates: [(Syntax, CodeBlockItemListSyntax)] = []
        for call in file.index.callsInOrder where Self.isLog(call) || Self.isUnsuccessfulEnd(call) {
            guard scopes.contains(where: { $0.encloses(call) }), !Self.isInExpirationHandler(call),
                  let statements = call.enclosingStatement?.parent?.as(CodeBlockItemListSyntax.self),
                  let owner = Self.failureOwner(of: statements) else { continue }
            candidates.append((owner, statements))
        }
        return candidates.filter { owner, statements in
            !Self.isInSideWorkCompletion(owner, within: scopes) && statements.allSatisfy(Self.onlyLogsOrEnds) && statements.contains { item in
                Self.call(in: item.item).map { Self.isLog($0) || Self.isUnsuccessfulEnd($0) } ?? false
            }
        }.map(\.0).sorted { $0.position < $1.position }
    }

    /// The `catch` clause, or the `if` / `guard` statement whose failure branch is this list:
    /// an `if` that asks about an error, or a branch that ends the task unsuccessfully. A
    /// `catch` around scheduling the next run (`submit`) is about the schedule, not the job.
    private static func failureOwner(of statements: CodeBlockItemListSyntax) -> Syntax? {
        guard let block = statements.parent?.as(CodeBlockSyntax.self), let owner = block.parent else { return nil }
        let endsUnsuccessfully = statements.contains { call(in: $0.item).map(isUnsuccessfulEnd) ?? false }
        if let clause = owner.as(CatchClauseSyntax.self) {
            let work = clause.parent?.parent?.as(DoStmtSyntax.self)?.body
            let schedules = work.map { body in
                body.tokens(viewMode: .sourceAccurate).contains { BackgroundModes.schedulingCalls.contains($0.text) }
            } ?? false
            return schedules ? nil : owner
        }
        if let guardStatement = owner.as(GuardStmtSyntax.self), guardStatement.body.id == block.id, endsUnsuccessfully,
           !onlyCasts(guardStatement) { return owner }
        if let ifExpression = owner.as(IfExprSyntax.self), ifExpression.body.id == block.id,
           endsUnsuccessfully || ifExpression.conditions.trimmedSourceText.lowercased().contains("error") {
            return owner
        }
        return nil
    }

    /// True for a guard whose conditions only cast (`guard let task = task as? BGProcessingTask`):
    /// its else ends a task of a kind the handler was never given, before any job ran. So is one
    /// that only unwraps a type's shared instance (`guard let container = AppContainer.shared`,
    /// piraten-ios, set when the app starts): no job ran, so nothing a screen shows went stale.
    private static func onlyCasts(_ guardStatement: GuardStmtSyntax) -> Bool {
        guardStatement.conditions.allSatisfy { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value else { return false }
            if let member = value.as(MemberAccessExprSyntax.self), Self.sharedInstanceNames.contains(member.declName.baseName.text),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true { return true }
            return value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.as) }
        }
    }

    /// Names of a type's one shared instance.
    static let sharedInstanceNames: Set<String> = ["shared", "current", "instance", "sharedInstance"]

    /// Whether the failure is reported to the completion closure of work whose result nothing on
    /// screen depends on: a call that posts a user notification (`center.add(request) { error in … }`,
    /// also through a `DispatchQueue.main.async` hop inside it) or one named for decoy traffic
    /// (`fetchChaffKeys { keys, error in … }`).
    private static func isInSideWorkCompletion(_ node: Syntax, within scopes: [Syntax]) -> Bool {
        var current = node.parent
        while let ancestor = current, scopes.contains(where: { $0.encloses(ancestor) }) {
            if ancestor.is(ClosureExprSyntax.self),
               let call = ancestor.parent?.as(FunctionCallExprSyntax.self) ?? ancestor.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               postsNotification(call) || isDecoyTraffic(call) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// `UNUserNotificationCenter.current().add(request)` or `add` on a property named for the center.
    private static func postsNotification(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "add", let receiver = call.receiver?.trimmedSourceText else { return false }
        let words = Set(NameWords.split(receiver))
        return words.contains("notification") && words.contains("center")
    }

    /// Words that name traffic sent only to hide the real requests' timing and size.
    private static let decoyWords: Set<String> = ["chaff", "decoy"]

    private static func isDecoyTraffic(_ call: FunctionCallExprSyntax) -> Bool {
        !decoyWords.isDisjoint(with: NameWords.split(call.calleeName ?? ""))
    }

    private static func onlyLogsOrEnds(_ item: CodeBlockItemSyntax) -> Bool {
        if let returned = item.item.as(ReturnStmtSyntax.self) { return returned.expression == nil }
        guard let call = call(in: item.item) else { return false }
        return isLog(call) || isUnsuccessfulEnd(call)
    }

    /// The call a statement makes, through `await` and `try`.
    static func call(in item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
        var expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        while let current = expression {
            if let awaited = current.as(AwaitExprSyntax.self) { expression = awaited.expression; continue }
            if let tried = current.as(TryExprSyntax.self) { expression = tried.expression; continue }
            return current.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    static func isLog(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        if call.receiver == nil { return Logging.functions.contains(name) }
        guard Logging.loggerMethods.contains(name), let receiver = call.receiver?.trimmedSourceText else { return false }
        return !Set(NameWords.split(receiver)).isDisjoint(with: Logging.loggerWords)
    }

    static func isUnsuccessfulEnd(_ call: FunctionCallExprSyntax) -> Bool {
        call.calleeName == "setTaskCompleted" && call.argument("success")?.expression.trimmedSourceText == "false"
    }

    private static func isInExpirationHandler(_ node: some SyntaxProtocol) -> Bool {
        node.hasAncestor { ancestor in
            guard let closure = ancestor.as(ClosureExprSyntax.self) else { return false }
            return closure.parent?.as(ExprListSyntax.self)?.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "expirationHandler"
                || closure.parent?.parent?.as(ExprListSyntax.self)?.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "expirationHandler"
        }
    }
}
