import SwiftSyntax
import ThumbruleCore

/// The work a button starts catches its failure and only writes it to the log: a
/// `do { try await … } catch { print(error) }` in the button's action, in a function of the
/// same type the action calls (`AsyncAction.scopes`), or in the project function the action's
/// code calls, in any file (`model.deletePriceAlert(…)`, and the function of that function's
/// own file it calls in turn). The person tapped, the spinner stopped, and nothing says the
/// delete, the save or the purchase did not happen (`state-error`: a failure says what failed
/// and offers a way on).
///
/// Only-logs means every `catch` of the `do` holds nothing but log calls (`print`, `os_log`,
/// a logger's method, the app's own `debugLog`), with at most a reset of a busy state
/// (`isLoading = false`, `update(state: .idle)`) or a `return`; a catch that sets an error
/// state, shows an alert, rethrows or calls anything else is left alone, and so is a `do`
/// whose only `try` is `Task.sleep`, one whose function returns a value (the caller may show
/// the failure), a `do` nested in another `do` (a side job of the main work), and buttons of
/// developer screens. Outside the tap's own closure, the function holding the `catch` must be
/// named for an action the person asked for (`deletePriceAlert`, `subscribe`, `disconnect`;
/// `actionVerbs`), not a refresh, load, sync or tracking call that follows it. Sibling of `state-error.task-error-dropped`,
/// which reports the `try` with no `do` at all.
struct TapErrorOnlyLogged: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "state-error.tap-error-only-logged",
        ruleId: "state-error",
        summary: "A tapped action whose failure is caught and only logged",
        triggering: [
            CheckExample("""
            struct DraftView: View {
                let draft: Draft
                var body: some View {
                    Button("Publish") { publish() }
                }
                func publish() {
                    Task {
                        do {
                            try await api.publish(draft)
                        } catch {
                            ↓print("publish failed: \\(error)")
                        }
                    }
                }
            }
            """),
            // The tapped function lives in an extension of the view, below it.
            CheckExample("""
            struct ConnectionScreen: View {
                let model: ConnectionModel
                var body: some View {
                    Button("Disconnect", role: .destructive) { onDisconnect() }
                }
            }
            extension ConnectionScreen {
                func onDisconnect() {
                    Task {
                        do { try await model.disconnect() } catch { ↓debugLog("disconnect failed: \\(error)") }
                    }
                }
            }
            """),
            // The catch sits in the view model, in another file, one call past the tapped function.
            CheckExample(files: [
                ("App/AlertsModel.swift", """
                @Observable final class AlertsModel {
                    var alerts: [PriceAlert] = []
                    var isWorking = false
                    func remove(_ alert: PriceAlert) async {
                        await deleteOnServer(alert)
                    }
                    private func deleteOnServer(_ alert: PriceAlert) async {
                        do {
                            try await service.delete(alert)
                            alerts.removeAll { $0.id == alert.id }
                        } catch {
                            isWorking = false
                            ↓logger.error("delete failed \\(error)")
                        }
                    }
                }
                """),
                ("App/AlertsScreen.swift", """
                struct AlertsScreen: View {
                    let model: AlertsModel
                    var body: some View {
                        List(model.alerts) { alert in
                            Text(alert.title)
                                .swipeActions { Button("Delete", role: .destructive) { Task { await model.remove(alert) } } }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The catch puts the failure on screen.
            CheckExample("""
            struct DraftView: View {
                let draft: Draft
                @State private var failure: String?
                var body: some View {
                    Button("Publish") {
                        Task {
                            do { try await api.publish(draft) } catch {
                                print(error)
                                failure = String(localized: "Couldn't publish. Try again.")
                            }
                        }
                    }
                }
            }
            """),
            // Logged only, but no tap starts it: a refresh when the screen appears.
            CheckExample("""
            struct FeedView: View {
                @State private var posts: [Post] = []
                var body: some View {
                    List(posts) { Text($0.title) }
                        .task {
                            do { posts = try await api.feed() } catch { print(error) }
                        }
                }
            }
            """),
            // The function hands the outcome back; its caller decides what to show.
            CheckExample(files: [
                ("App/Store.swift", """
                final class Store {
                    func save(_ note: Note) async -> Bool {
                        do { try await api.save(note); return true } catch { print(error); return false }
                    }
                }
                """),
                ("App/NoteView.swift", """
                struct NoteView: View {
                    let store: Store
                    let note: Note
                    @State private var failed = false
                    var body: some View {
                        Button("Save") { Task { failed = !(await store.save(note)) } }
                    }
                }
                """),
            ]),
            // A StoreKit purchase: pay-outcome.failure-only-logged reports its catch.
            CheckExample("""
            import StoreKit
            struct BuyButton: View {
                let product: Product
                var body: some View {
                    Button("Buy") {
                        Task {
                            do { _ = try await product.purchase() } catch { print(error) }
                        }
                    }
                }
            }
            """),
            // The work is a closure the card was handed: its owner catches and shows the failure.
            CheckExample(files: [
                ("App/PlanCard.swift", """
                struct PlanCard: View {
                    let plan: Plan
                    let join: (Plan) async throws -> Void
                    var body: some View {
                        Button("Join") {
                            Task {
                                do { try await join(plan) } catch { print(error) }
                            }
                        }
                    }
                }
                """),
                ("App/PlansScreen.swift", """
                struct PlansScreen: View {
                    let plans: [Plan]
                    @State private var failure: String?
                    var body: some View {
                        ForEach(plans) { PlanCard(plan: $0, join: join) }
                        if let failure { Text(failure).foregroundStyle(.red) }
                    }
                    func join(_ plan: Plan) async throws {
                        do { try await api.join(plan) } catch { failure = String(localized: "Couldn't join. Try again.") }
                    }
                }
                """),
            ]),
            // Only a pause is tried.
            CheckExample("""
            struct HintView: View {
                @State private var shown = true
                var body: some View {
                    Button("Hide") {
                        Task {
                            do { try await Task.sleep(for: .seconds(1)) } catch { print(error) }
                            shown = false
                        }
                    }
                }
            }
            """),
        ]
    )

    /// A function whose own code (or the function of its file it calls) catches and only logs.
    package struct SilentFunction: Codable, Sendable {
        let function: SourcePosition
        let report: SourcePosition
    }

    /// A project call made by a button's action or a function of its type.
    package struct TapCall: Codable, Sendable {
        let call: ProjectCall
    }

    static let silentFunctions = FactKey<SilentFunction>("state-error.tap-error-only-logged.silent")
    static let tapCalls = FactKey<TapCall>("state-error.tap-error-only-logged.tap-call")
    static let message = "This tap's work catches its failure and only writes it to the log: when it fails, the person who tapped sees nothing, and believes it worked or cannot tell what went wrong. Show what failed in plain words where they tapped, with a retry, and keep the log line for yourself."

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let catches = Self.silentCatches(file)
        guard !catches.isEmpty || file.index.mentions("Button") else { return }
        // Functions of this file that catch and only log, and the void functions calling them here.
        var silentByName: [String: SourcePosition] = [:]
        var silentFunctions: [(FunctionDeclSyntax, SourcePosition)] = []
        for (catchClause, report) in catches {
            guard let function = catchClause.ancestor(where: { $0.is(FunctionDeclSyntax.self) })?.as(FunctionDeclSyntax.self),
                  function.signature.returnClause == nil, Self.namesAction(function.name.text) else { continue }
            silentFunctions.append((function, report))
            silentByName[function.name.text] = silentByName[function.name.text] ?? report
        }
        for function in file.index.functions where function.signature.returnClause == nil {
            guard !silentFunctions.contains(where: { $0.0.id == function.id }), let body = function.body,
                  let report = file.index.calls(within: body).lazy.compactMap({ call -> SourcePosition? in
                      guard call.receiver == nil || call.receiver?.trimmedSourceText == "self", let name = call.calleeName else { return nil }
                      return silentByName[name]
                  }).first else { continue }
            silentFunctions.append((function, report))
        }
        for (function, report) in silentFunctions {
            output.facts.add(SilentFunction(function: file.position(of: function.name), report: report), for: Self.silentFunctions)
        }
        // What each button's tap runs: silent catches there are reported here; calls go to the project pass.
        var reported = Set<SourcePosition>()
        for button in file.index.calls("Button") {
            guard let action = ButtonWithoutBusyState.action(of: button), let type = button.enclosingTypeDeclaration,
                  !DeveloperCode.contains(button, in: file) else { continue }
            if case .body(let body) = action, let member = body.as(MemberAccessExprSyntax.self) {
                // `Button(action: model.onToggle)`: the function named runs on the tap.
                output.facts.add(TapCall(call: ProjectCall(name: member.declName.baseName.text, labels: [],
                                                          receiverType: member.base.flatMap { file.declaredType(ofReceiver: $0.trimmedSourceText, at: member) })),
                                 for: Self.tapCalls)
                continue
            }
            let tapBody: Syntax? = if case .body(let body) = action { body } else { nil }
            for scope in Self.scopes(of: action, in: type, named: button.enclosingTypeName, file) {
                // In the tap's own closure the tap is the action; in a function, its name must say it acts.
                for (catchClause, report) in catches where scope.encloses(catchClause) {
                    let inTap = tapBody?.encloses(catchClause) == true
                    let function = catchClause.ancestor(where: { $0.is(FunctionDeclSyntax.self) })?.as(FunctionDeclSyntax.self)
                    guard inTap || function.map({ Self.namesAction($0.name.text) }) == true, reported.insert(report).inserted else { continue }
                    output.report(Self.message, at: report, confidence: .medium)
                }
                for call in file.index.calls(within: scope) where !AsyncAction.isInCallback(call, within: scope) {
                    guard let receiver = call.receiver?.trimmedSourceText, receiver != "self", let projectCall = ProjectCall(call, in: file) else { continue }
                    output.facts.add(TapCall(call: projectCall), for: Self.tapCalls)
                }
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let silent = Dictionary(project.facts.values(Self.silentFunctions).map { ($0.function, $0.report) }, uniquingKeysWith: { first, _ in first })
        guard !silent.isEmpty else { return }
        var reported = Set<SourcePosition>()
        for tap in Set(project.facts.values(Self.tapCalls).map(\.call)) {
            for function in tap.functions(in: project) {
                guard let report = silent[function.position], project.ships(report), reported.insert(report).inserted else { continue }
                output.report(Self.message, at: report, confidence: .medium)
            }
        }
    }

    /// What a tap runs (`AsyncAction.scopes`), with the functions two calls deep looked up in
    /// the type's extensions of the same file too (gem-ios: `PriceAlertsScene`'s swipe button
    /// calls `onDelete(alert:)`, declared in an `extension PriceAlertsScene` below).
    static func scopes(of action: AsyncAction.Handler, in type: DeclSyntax, named name: String?, _ file: SwiftFile) -> [Syntax] {
        let containers = [type] + file.index.typeDeclarations.filter { $0.name == name && $0.node.id != type.id }.map(\.node)
        guard containers.count > 1 else { return AsyncAction.scopes(of: action, in: type, file) }
        let direct: [Syntax]
        switch action {
        case .body(let body): direct = [body]
        case .function(let function):
            direct = file.index.functions.filter { declared in declared.name.text == function && containers.contains { $0.encloses(declared) } }
                .compactMap { $0.body.map(Syntax.init) }
        }
        let once = containers.flatMap { file.index.bodiesOfMethods(calledFrom: direct, in: $0) }
        let twice = containers.flatMap { file.index.bodiesOfMethods(calledFrom: once, in: $0) }
        var seen = Set<SyntaxIdentifier>()
        return (direct + once + twice).filter { seen.insert($0.id).inserted }
    }

    /// Each `catch` whose `do` tries awaited work and that only logs, with its first log call.
    static func silentCatches(_ file: SwiftFile) -> [(CatchClauseSyntax, SourcePosition)] {
        var found: [(CatchClauseSyntax, SourcePosition)] = []
        var seen = Set<SyntaxIdentifier>()
        for call in file.index.callsInOrder where isLog(call) {
            guard let clause = call.ancestor(where: { $0.is(CatchClauseSyntax.self) || $0.is(FunctionDeclSyntax.self) || $0.is(ClosureExprSyntax.self) })?.as(CatchClauseSyntax.self),
                  seen.insert(clause.id).inserted,
                  let statement = clause.parent?.parent?.as(DoStmtSyntax.self),
                  statement.catchClauses.allSatisfy(onlyLogs), triesAwaitedWork(statement.body, file),
                  // A side job inside the main work's `do` (a check after sign-in) is not the action.
                  statement.ancestor(where: { $0.is(DoStmtSyntax.self) || $0.is(FunctionDeclSyntax.self) })?.is(DoStmtSyntax.self) != true,
                  !leftToPaymentChecks(statement.body, file) else { continue }
            found.append((clause, file.position(of: call)))
        }
        return found
    }

    /// First words of a function that does what a person asked for, whose failure they must
    /// hear of: not a refresh, load, sync or tracking call that follows the action (brrow-ios:
    /// `refreshUserProfile()` after a save, `trackProgress(action:)`, a language preference's
    /// server copy), which the person did not ask for and may not miss.
    static let actionVerbs: Set<String> = [
        "delete", "remove", "enable", "disable", "subscribe", "unsubscribe", "purchase", "buy", "restore", "save",
        "send", "submit", "publish", "post", "upload", "create", "add", "cancel", "disconnect", "connect", "join",
        "leave", "block", "unblock", "report", "mark", "share", "redeem", "pay", "transfer", "withdraw", "import",
        "export", "archive", "unarchive", "follow", "unfollow", "invite", "accept", "decline", "reject", "approve",
        "rename", "move", "duplicate", "clear", "reset", "erase", "apply", "confirm", "book", "order", "claim",
    ]

    /// True when the function's first name word, after a handler's `on`/`handle`, is an action verb.
    static func namesAction(_ name: String) -> Bool {
        let words = NameWords.split(name).drop { ["on", "handle", "did", "perform", "do"].contains($0) }
        return words.first.map(actionVerbs.contains) ?? false
    }

    /// True when the `do` buys or restores through StoreKit (`product.purchase()`,
    /// `AppStore.sync()`): `pay-outcome.failure-only-logged` and `pay-restore.error-only-logged`
    /// report those catches.
    static func leftToPaymentChecks(_ body: CodeBlockSyntax, _ file: SwiftFile) -> Bool {
        guard file.index.importedModules.contains("StoreKit") else { return false }
        return file.index.calls(within: body).contains { call in
            (call.calleeName == "purchase" && call.receiver != nil) || ["sync", "restoreCompletedTransactions"].contains(call.calleeName ?? "")
        }
    }

    /// A log call: `Logging` names, or the app's own free function ending in log (`debugLog`).
    static func isLog(_ call: FunctionCallExprSyntax) -> Bool {
        if BackgroundFailureOnlyLogged.isLog(call) { return true }
        guard call.receiver == nil, let name = call.calleeName else { return false }
        return NameWords.split(name).last == "log"
    }

    /// True when every statement of the catch is a log call, a busy state set back
    /// (`isLoading = false`, `update(state: .idle)`) or a `return`, and at least one logs.
    static func onlyLogs(_ clause: CatchClauseSyntax) -> Bool {
        var logs = false
        for item in clause.body.statements {
            if item.item.is(ReturnStmtSyntax.self) { continue }
            guard var expression = item.item.as(ExprSyntax.self) else { return false }
            while let inner = expression.as(AwaitExprSyntax.self)?.expression ?? expression.as(TryExprSyntax.self)?.expression { expression = inner }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if isLog(call) { logs = true; continue }
                if !call.arguments.isEmpty, call.arguments.allSatisfy({ resetValues.contains($0.expression.trimmedSourceText) }) { continue }
                return false
            }
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
               let value = sequence.elements.last, resetValues.contains(value.trimmedSourceText) {
                continue
            }
            return false
        }
        return logs
    }

    /// Values that set a busy state back: the spinner stops, and nothing more is said.
    static let resetValues: Set<String> = ["false", ".idle"]

    /// True when the `do` awaits a `try` of something other than a pause or a closure the view
    /// was handed.
    static func triesAwaitedWork(_ body: CodeBlockSyntax, _ file: SwiftFile) -> Bool {
        file.index.awaits.contains { awaited in
            guard body.encloses(awaited), awaited.parent?.is(TryExprSyntax.self) == true else { return false }
            guard let call = awaited.expression.as(FunctionCallExprSyntax.self) else { return true }
            return call.calleePath != "Task.sleep" && !isHandedClosure(call, file)
        }
    }

    /// True when the call runs a closure the type or function was handed (`let subscribe: (Product)
    /// async throws -> Void`, called `try await subscribe(product)`): the work is the caller's,
    /// which may well catch and show its own failure before anything reaches this `catch`.
    static func isHandedClosure(_ call: FunctionCallExprSyntax, _ file: SwiftFile) -> Bool {
        var callee = ExprSyntax(call.calledExpression)
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            callee = ExprSyntax(member.declName)
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        func isClosure(_ type: TypeSyntax?) -> Bool {
            guard var type else { return false }
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
            return PresentationWrappers.isClosureType(type)
        }
        let properties = file.index.variables.flatMap(\.bindings).filter { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        let parameters = file.index.functions.filter { $0.encloses(call) }.flatMap(\.signature.parameterClause.parameters)
            .filter { ($0.secondName ?? $0.firstName).text == name }
        // Every declaration of the name the file holds is closure-typed, and there is one.
        guard !properties.isEmpty || !parameters.isEmpty else { return false }
        return properties.allSatisfy { isClosure($0.typeAnnotation?.type) } && parameters.allSatisfy { isClosure($0.type) }
            && !file.index.functions.contains { $0.name.text == name }
    }
}
