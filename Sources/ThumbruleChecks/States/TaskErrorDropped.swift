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
/// (a picker's `didSelect:`), `try await Task.sleep`, which throws only on cancellation, and
/// buttons of developer screens. Known false positives, which keep it opt-in: a callee that
/// catches its own failure and shows it before rethrowing, and a callee that never throws.
struct TaskErrorDropped: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "state-error.task-error-dropped",
        ruleId: "state-error",
        summary: "A button's Task throws its error away, so a failed action tells the user nothing",
        optIn: "Judged true in 5 of 13 findings on tuning apps by a judge who did not write it: the called function often catches and shows its own error, or cannot throw at all, and the check does not read the callee.",
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

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var reported = Set<SyntaxIdentifier>()
        for button in file.index.calls("Button") {
            guard let action = ButtonWithoutBusyState.action(of: button), let type = button.enclosingTypeDeclaration,
                  !DeveloperCode.contains(button, in: file) else { continue }
            for scope in AsyncAction.scopes(of: action, in: type, file) {
                for task in file.index.calls("Task", "detached")
                where scope.encloses(task) && task.isTaskStart && !AsyncAction.isInCallback(task, within: scope) {
                    guard let tried = Self.droppedTry(in: task, file), reported.insert(tried.id).inserted else { continue }
                    output.report(Self.message, at: file.position(of: tried), confidence: .medium)
                }
            }
        }
    }

    /// The first `try await` written straight in the task, outside any `do`, whose error the
    /// dropped task swallows; `Task.sleep` throws only when the task is cancelled.
    private static func droppedTry(in task: FunctionCallExprSyntax, _ file: SwiftFile) -> TryExprSyntax? {
        guard let body = task.trailingClosure else { return nil }
        return file.index.awaits.lazy.filter { body.encloses($0) }.compactMap { awaited -> TryExprSyntax? in
            guard let tried = awaited.parent?.as(TryExprSyntax.self), tried.throwsIntoDroppedTask,
                  tried.enclosingCodeBody?.id == body.id else { return nil }
            let callee = awaited.expression.as(FunctionCallExprSyntax.self)?.calleePath
            return callee == "Task.sleep" ? nil : tried
        }.first
    }

    static let message = "This tap starts a Task that throws its error away: when the work fails, the task ends and the person who tapped sees nothing happen, and cannot tell that it failed or try again; catch the error inside the task, show what failed in plain words and offer a retry."
}
