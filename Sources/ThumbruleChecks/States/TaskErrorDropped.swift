import SwiftSyntax
import ThumbruleCore

/// A button whose tap starts a `Task { try await … }` that nothing keeps, with no `do` around
/// the `try` inside the task: when the work fails, its error ends the task and goes nowhere,
/// and the person who tapped sees nothing happen (`state-error` asks that a failure say what
/// failed and offer a way on). The task may sit in the button's action or in a function of
/// the same type the action calls, two calls deep (`AsyncAction.scopes`).
///
/// Left alone: a `try` inside a `do` with a `catch`, `try?`, a task whose value is kept
/// (`let upload = Task { … }`, read later), a task started in a callback the tap hands on
/// (a picker's `didSelect:`), `try await Task.sleep`, which throws only on cancellation, a
/// continuation resumed only with values, and buttons of developer screens. The callee is read
/// in any file (`ProjectCall`, `project.symbols`): a task whose every `try` calls a project
/// function not declared `throws`, or one whose `catch` shows the failure itself (an error or
/// alert state, a toast, a presenter), drops nothing the person was not told. A closure the
/// view was handed (`let onFetch: (Remote) async throws -> Void`) is followed to the one
/// function of that name. Known false positives, which keep it opt-in: a callee declared
/// `throws` that never throws in fact (a protocol method no conformer throws from).
/// Known false negative: a callee that shows one failure and throws another silently.
struct TaskErrorDropped: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "state-error.task-error-dropped",
        ruleId: "state-error",
        summary: "A button's Task throws its error away, so a failed action tells the user nothing",
        optIn: "Judged true in 5 of 13 findings on tuning apps by a judge who did not write it, before it read the callee; it now leaves alone callees that cannot throw or that show their own failure, and awaits a fresh judgement. A callee declared throws that never throws in fact still fires.",
        triggering: [
            // naturefm's product row: the Buy button's task throws the purchase error away.
            CheckExample("""
            struct PlanRow: View {
                let plan: Product
                @ObservedObject var shop: Shop
                var body: some View {
                    Button {
                        Task {
                            ↓try await shop.purchase(plan)
                        }
                    } label: {
                        Text(plan.displayPrice)
                    }
                }
            }
            """),
            CheckExample("""
            struct NoteEditor: View {
                @State private var text = ""
                let notes: NotesAPI
                var body: some View {
                    Button("Save note", action: save)
                }
                private func save() {
                    Task {
                        let note = Note(text: text)
                        _ = ↓try await notes.upload(note)
                    }
                }
            }
            """),
            // kmail-ios bulk actions: the manager in another file throws its offline error and
            // its API errors to the caller, and the button's task drops them.
            CheckExample(files: [
                ("App/Actions/MessageActions.swift", """
                final class MessageActions {
                    let network: NetworkMonitor
                    func perform(_ action: MailAction, on messages: [Message]) async throws {
                        guard network.isConnected else { throw MailError.noConnection }
                        try await api.move(messages, to: action.folder)
                    }
                }
                """),
                ("App/Views/BulkBar.swift", """
                struct BulkBar: View {
                    let actions: MessageActions
                    let selected: [Message]
                    var body: some View {
                        Button("Archive") {
                            Task {
                                ↓try await actions.perform(.archive, on: selected)
                            }
                        }
                    }
                }
                """),
            ]),
            // meshtastic-apple's Disconnect: the callee catches only to keep the error in a local
            // and throw it after tearing down, or wraps it and throws it on; nobody is told.
            CheckExample(files: [
                ("App/Radio/LinkManager.swift", """
                final class LinkManager: ObservableObject {
                    @Published var state = LinkState.idle
                    func disconnect() async throws {
                        var failure: Error?
                        do { try await link.close() } catch { failure = error }
                        state = .idle
                        if let failure { throw failure }
                    }
                    func reconnect() async throws {
                        do { try await link.open() } catch { throw LinkError.failed(error) }
                    }
                }
                """),
                ("App/Radio/LinkRow.swift", """
                struct LinkRow: View {
                    @EnvironmentObject var manager: LinkManager
                    var body: some View {
                        Button("Disconnect", role: .destructive) { Task { ↓try await manager.disconnect() } }
                        Button("Reconnect") { Task { ↓try await manager.reconnect() } }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The task catches the failure and sets the state the screen shows.
            CheckExample("""
            struct PlanRow: View {
                let plan: Product
                @ObservedObject var shop: Shop
                @State private var failure: String?
                var body: some View {
                    Button(plan.displayPrice) {
                        Task {
                            do { try await shop.purchase(plan) } catch { failure = error.localizedDescription }
                        }
                    }
                    .alert("Purchase failed", isPresented: .constant(failure != nil)) { Button("OK") { failure = nil } }
                }
            }
            """),
            // The function the task calls catches its own errors; `try?` is a choice made in the open;
            // the kept task is awaited elsewhere; a pause throws only when cancelled.
            CheckExample("""
            struct SyncPanel: View {
                let sync: SyncEngine
                @State private var upload: Task<Void, Error>?
                var body: some View {
                    VStack {
                        Button("Sync now") { Task { await sync.runCatchingErrors() } }
                        Button("Prefetch") { Task { try? await sync.prefetch() } }
                        Button("Upload") { upload = Task { try await sync.upload() } }
                        Button("Blink") { Task { try await Task.sleep(for: .seconds(1)); blink() } }
                    }
                }
            }
            """),
            // kmail-ios summary banner: the manager in another file catches the API failure and
            // sets the error state the banner draws with a retry.
            CheckExample(files: [
                ("App/Mail/MailboxManager.swift", """
                @MainActor final class MailboxManager: ObservableObject {
                    func summarize(_ message: Message, into state: ThreadState) async throws {
                        do {
                            let summary = try await api.summarize(message.id)
                            store(summary, for: message.id)
                        } catch {
                            withAnimation { state.summaries[message.id] = .showError }
                        }
                    }
                }
                """),
                ("App/Thread/SummaryBanner.swift", """
                struct SummaryBanner: View {
                    @EnvironmentObject private var mailbox: MailboxManager
                    let message: Message
                    let state: ThreadState
                    var body: some View {
                        Button("Summarize", action: summarize)
                    }
                    private func summarize() {
                        Task { try await mailbox.summarize(message, into: state) }
                    }
                }
                """),
            ]),
            // codeapp's source control: the section is handed the container's fetch, which shows
            // its own failure through the app's notifier before rethrowing.
            CheckExample(files: [
                ("App/Git/GitContainer.swift", """
                struct GitContainer: View {
                    @EnvironmentObject var app: AppState
                    var body: some View { RemotesSection(onFetch: onFetch) }
                    func onFetch(remote: Remote) async throws {
                        do {
                            try await app.git.fetch(remote)
                        } catch {
                            app.notifier.showErrorMessage(error.localizedDescription)
                            throw error
                        }
                    }
                }
                """),
                ("App/Git/RemotesSection.swift", """
                struct RemotesSection: View {
                    let remotes: [Remote] = []
                    let onFetch: (Remote) async throws -> Void
                    var body: some View {
                        ForEach(remotes) { remote in
                            Button(remote.name) { Task { try await onFetch(remote) } }
                        }
                    }
                }
                """),
            ]),
            // codeapp's new-file sheet and nostur-ios's remote signing: the function wraps its work
            // in a `catch` that sets the error the sheet shows; a continuation resumed only with a
            // value throws nothing; a `try` on a function that is not `throws` throws nothing.
            CheckExample("""
            struct NewFileSheet: View {
                @State private var name = ""
                @State private var failure: String?
                let signer: RemoteSigner
                var body: some View {
                    Button("Create") { Task { try await create() } }
                    Button("Sign") {
                        Task {
                            let signed = try await withCheckedThrowingContinuation { continuation in
                                signer.requestSignature(for: name) { continuation.resume(returning: $0) }
                            }
                            publish(signed)
                        }
                    }
                    Button("Refresh") { Task { try await refreshList() } }
                }
                func create() async throws {
                    do {
                        try await storage.write(name)
                    } catch {
                        failure = error.localizedDescription
                    }
                }
                func refreshList() async {
                    await storage.reload()
                }
            }
            """),
            // A task that is not a button's (a view's appearance) is another check's matter.
            CheckExample("""
            struct FeedView: View {
                let feed: Feed
                var body: some View {
                    List(feed.items) { Text($0.title) }
                        .onAppear { Task { try await feed.load() } }
                }
            }
            """),
        ]
    )

    /// A `try await` whose error ends a button's dropped task, with the call it tries so the
    /// project pass can read the function the project declares for it.
    struct DroppedTry: Codable, Sendable {
        let position: SourcePosition
        /// The task it throws into: a task is reported once, at its first `try` nothing excuses.
        let task: SourcePosition
        /// The call tried; nil when it is no call the project could declare (`try await job.value`).
        let callee: ProjectCall?
        /// The callee is a closure the type was handed (`let onFetch: (Remote) async throws -> Void`):
        /// whoever built the view passed it, so the one function the project names so is followed.
        let handedIn: Bool
    }

    static let droppedTries = FactKey<DroppedTry>("state-error.task-error-dropped.try")
    /// Throwing functions that catch a failure inside and show it themselves.
    static let surfacingFunctions = FactKey<SourcePosition>("state-error.task-error-dropped.surfacing")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions where function.signature.effectSpecifiers?.throwsClause != nil {
            guard let body = function.body, Self.surfacesCaughtFailure(in: body, of: function, file) else { continue }
            output.facts.add(file.position(of: function.name), for: Self.surfacingFunctions)
        }
        var tasks = Set<SyntaxIdentifier>()
        for button in file.index.calls("Button") {
            guard let action = ButtonWithoutBusyState.action(of: button), let type = button.enclosingTypeDeclaration,
                  !DeveloperCode.contains(button, in: file) else { continue }
            for scope in AsyncAction.scopes(of: action, in: type, file) {
                for task in file.index.calls("Task", "detached")
                where scope.encloses(task) && task.isTaskStart && !AsyncAction.isInCallback(task, within: scope) {
                    guard tasks.insert(task.id).inserted else { continue }
                    let taskPosition = file.position(of: task)
                    for (tried, call) in Self.droppedTries(in: task, file) {
                        let handedIn = call.map { Self.isHandedInClosure($0, file) } ?? false
                        let callee = call.flatMap { handedIn ? ProjectCall(name: $0.calleeName ?? "", labels: [], receiverType: nil) : ProjectCall($0, in: file) }
                        output.facts.add(DroppedTry(position: file.position(of: tried), task: taskPosition, callee: callee, handedIn: handedIn),
                                         for: Self.droppedTries)
                    }
                }
            }
        }
    }

    /// Reports each task at its first `try` whose callee may throw its error into it: one the
    /// project does not declare (an SDK's), or a project function declared `throws` that does
    /// not catch and show a failure itself. A function not declared `throws` or `rethrows`
    /// throws nothing, whatever the `try` in front of it says.
    package func check(_ project: Project, _ output: inout CheckOutput) {
        let surfacing = Set(project.facts.values(Self.surfacingFunctions))
        let tries = Dictionary(grouping: project.facts.values(Self.droppedTries), by: \.task)
        for (_, tried) in tries {
            let dropped = tried.sorted { $0.position < $1.position }.first { tried in
                guard let callee = tried.callee else { return true }
                let functions: [DeclaredFunction]
                if tried.handedIn {
                    let named = project.symbols.functions(named: callee.name)
                    functions = named.count == 1 ? named : []
                } else {
                    functions = callee.functions(in: project)
                }
                return functions.isEmpty || functions.contains { $0.isThrowing && !surfacing.contains($0.position) }
            }
            guard let dropped else { continue }
            output.report(Self.message, at: dropped.position, confidence: .medium)
        }
    }

    /// The `try await`s written straight in the task, outside any `do`, whose error the dropped
    /// task swallows, with the call each tries. `Task.sleep` throws only when the task is
    /// cancelled, and a continuation resumed only with values throws nothing.
    private static func droppedTries(in task: FunctionCallExprSyntax, _ file: SwiftFile) -> [(TryExprSyntax, FunctionCallExprSyntax?)] {
        guard let body = task.trailingClosure else { return [] }
        return file.index.awaits.filter { body.encloses($0) }.compactMap { awaited in
            guard let tried = awaited.parent?.as(TryExprSyntax.self), tried.throwsIntoDroppedTask,
                  tried.enclosingCodeBody?.id == body.id else { return nil }
            let call = awaited.expression.as(FunctionCallExprSyntax.self)
            if call?.calleePath == "Task.sleep" || call.map({ resumesOnlyWithValues($0, file) }) == true { return nil }
            return (tried, call)
        }
    }

    /// `withCheckedThrowingContinuation { c in … }` (or the unsafe one) whose continuation is
    /// only ever used as `c.resume(returning:)` or `c.resume()`: it cannot throw.
    private static func resumesOnlyWithValues(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard ["withCheckedThrowingContinuation", "withUnsafeThrowingContinuation"].contains(call.calleeName ?? ""),
              let closure = call.trailingClosure, let continuation = closure.firstParameterName else { return false }
        let uses = file.index.references(within: closure).filter { $0.baseName.text == continuation }
        return !uses.isEmpty && uses.allSatisfy { use in
            guard let member = use.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "resume",
                  let resume = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return resume.arguments.isEmpty || resume.argumentLabels == ["returning"]
        }
    }

    /// True for `onFetch(remote)` where the file declares `onFetch` only as a closure
    /// (`let onFetch: (Remote) async throws -> Void`): a function the view was handed.
    private static func isHandedInClosure(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        guard call.receiver == nil, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let declared = file.declaredVariables[name], !declared.isEmpty else { return false }
        return declared.allSatisfy { variable in
            var type = variable.binding.typeAnnotation?.type
            if let attributed = type?.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            return type?.is(FunctionTypeSyntax.self) == true
        }
    }

    /// Words of a call, or of a state a `catch` sets, that put a failure in front of the person:
    /// `showErrorMessage(…)`, `presentAlert(…)`, `toast.show(…)`, `errorMessage = …`,
    /// `state = .failed(error)`, `summaries[id] = .showError`.
    static let surfacingWords: Set<String> = DestructiveActions.failureWords.union(["alert", "toast", "banner", "snackbar", "hud"])
    /// Calls named so only record the failure for developers.
    static let recordingWords: Set<String> = ["log", "logs", "track", "record", "capture", "breadcrumb", "crashlytics", "analytics"]

    /// True when a `catch` in the function (inside its own closures too: `withAnimation { … }`)
    /// shows the failure: it calls a presenter or an error display as a statement, or assigns
    /// an error or alert state of the type (not a local it rethrows later, `disconnectError = error`).
    static func surfacesCaughtFailure(in body: CodeBlockSyntax, of function: FunctionDeclSyntax, _ file: SwiftFile) -> Bool {
        func inCatch(_ node: some SyntaxProtocol) -> Bool {
            node.ancestor { $0.is(CatchClauseSyntax.self) || $0.is(FunctionDeclSyntax.self) }?.is(CatchClauseSyntax.self) == true
        }
        func says(_ name: String) -> Bool { !surfacingWords.isDisjoint(with: NameWords.split(name)) }
        let locals = Set(file.index.variables.filter { body.encloses($0) }.flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
        let shows = file.index.calls(within: body).contains { call in
            let words = NameWords.split(call.calleeChain)
            guard !surfacingWords.isDisjoint(with: words) || words.last == "present", recordingWords.isDisjoint(with: words),
                  !BackgroundFailureOnlyLogged.isLog(call), isStatementOrAssignedValue(ExprSyntax(call)) else { return false }
            return inCatch(call)
        }
        if shows { return true }
        let setsState = file.index.memberAccesses(within: body).contains { member in
            guard says(member.declName.baseName.text) else { return false }
            let expression = ExprSyntax(member)
            let assigned = expression.isAssigned || (member.base == nil && expression.assignmentTarget != nil)
            return assigned && inCatch(member)
        } || file.index.references(within: body).contains { reference in
            let name = reference.baseName.text
            return says(name) && !locals.contains(name) && ExprSyntax(reference).isAssigned && inCatch(reference)
        }
        return setsState
    }

    /// True for a call made as a statement (through `try` and `await`) or assigned
    /// (`state = .failed(error)`): not one wrapped in a `throw` or handed to another call.
    private static func isStatementOrAssignedValue(_ expression: ExprSyntax) -> Bool {
        var node = expression
        while let parent = node.parent?.as(ExprSyntax.self), parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) { node = parent }
        return node.parent?.is(CodeBlockItemSyntax.self) == true || node.assignmentTarget != nil
    }

    static let message = "This tap starts a Task that throws its error away: when the work fails, the task ends and the person who tapped sees nothing happen, and cannot tell that it failed or try again; catch the error inside the task, show what failed in plain words and offer a retry."
}
