import Foundation
import SwiftSyntax
import ThumbruleCore

/// A restore whose failure the person never hears about: `AppStore.sync()` or RevenueCat's
/// `restorePurchases()` under `try?`, in a `do` whose every `catch` only logs or is empty, or
/// thrown into a `Task { … }` that nothing keeps (`TryExprSyntax.throwsIntoDroppedTask`).
/// When the sync fails (no network, the App Store sign-in fails) the screen then says nothing,
/// or says what it says after a restore that found nothing, and a paying customer is told they
/// own nothing. The rulebook (`pay-restore`) asks every run to report recovered, none found,
/// or an error with its cause and a retry.
///
/// A `catch` that does anything else (rethrows, sets state, calls the app's own code, shows an
/// alert) is left alone, and so is a restore whose error the caller receives (`try await`
/// in a throwing function, or a `do` with no clause that takes every error, as
/// `catch StoreKitError.userCancelled` alone lets the others through), and a quiet restore the
/// app runs by itself until a stored flag says it succeeded once (`if !defaults.bool(forKey:)`)
/// while another restore in the file, the one a Restore button calls, passes its error on.
/// When the restore sits in a function of the project and a caller, in any file, goes on to
/// say that nothing was found (`"No previous purchases found."` after `await store.restore()`),
/// the message names that caller and it is a related location: that is where the failure is
/// told as "you own nothing".
/// Known false negative: `restoreCompletedTransactions()`, whose
/// failure arrives in a delegate method.
struct RestoreErrorOnlyLogged: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-restore.error-only-logged",
        ruleId: "pay-restore",
        summary: "A restore whose failure is discarded or only logged",
        triggering: [
            CheckExample("""
            import StoreKit
            final class Store {
                var isPro = false
                func restore() async {
                    do {
                        try await AppStore.sync()
                        await refreshEntitlements()
                    } ↓catch {
                        print("restore failed: \\(error)")
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            struct RestoreButton: View {
                var body: some View {
                    Button("Restore Purchases") {
                        Task { ↓try? await AppStore.sync() }
                    }
                }
            }
            """),
            // A Restore button whose task nothing awaits: the thrown error ends the task unheard.
            CheckExample("""
            import StoreKit
            struct RestoreRow: View {
                var body: some View {
                    Button("Restore Purchases") {
                        Task(priority: .userInitiated) {
                            ↓try await AppStore.sync()
                        }
                    }
                }
            }
            """),
            // The store swallows the failure and the settings screen then says nothing was found.
            CheckExample(files: [
                ("App/Store.swift", """
                import StoreKit
                final class Store: ObservableObject {
                    @Published var isPro = false
                    func restorePurchases() async {
                        do {
                            try await AppStore.sync()
                            await refreshEntitlements()
                        } ↓catch {
                            logger.error("restore failed: \\(error)")
                        }
                    }
                }
                """),
                ("App/SettingsView.swift", """
                struct SettingsView: View {
                    @ObservedObject var store: Store
                    @State private var notice = ""
                    var body: some View {
                        Button("Restore Purchases") {
                            Task {
                                await store.restorePurchases()
                                notice = store.isPro ? "Your purchases were restored." : "No previous purchases found."
                            }
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            final class Store {
                var restoreError: String?
                func restore() async {
                    do {
                        try await AppStore.sync()
                    } catch {
                        logger.error("restore failed: \\(error)")
                        restoreError = String(localized: "Couldn't reach the App Store. Try again.")
                    }
                }
                func restoreOrThrow() async throws {
                    try await AppStore.sync()
                }
                func sync(_ store: LocalStore) { try? store.sync() }
                func restoreUnlessCancelled() async throws {
                    do { try await AppStore.sync() } catch StoreKitError.userCancelled { }
                }
                // A task kept and awaited hands its error to whoever reads its value.
                func restoreInBackground() async throws {
                    let sync = Task { try await AppStore.sync() }
                    try await sync.value
                }
            }
            """),
            // A quiet restore at launch that runs until it once succeeds, beside the Restore
            // button's restore, which hands its error to the screen.
            CheckExample("""
            import RevenueCat
            final class Purchasing {
                static let restoredKey = "restoredOnce"
                static func restoreAtLaunchIfNeeded() {
                    let defaults = UserDefaults.standard
                    Task {
                        if !defaults.bool(forKey: restoredKey) {
                            do {
                                _ = try await Purchases.shared.restorePurchases()
                                defaults.set(true, forKey: restoredKey)
                            } catch { }
                        }
                    }
                }
                static func restore(completion: @escaping (Error?) -> Void) {
                    Purchases.shared.restorePurchases { _, error in completion(error) }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let restores = file.index.calls("sync", "restorePurchases").filter(Self.isStoreRestore)
        let silent = restores.compactMap { call -> (call: FunctionCallExprSyntax, position: SourcePosition, what: String)? in
            guard let tried = Self.tryExpression(of: call) else { return nil }
            if tried.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                return (call, file.position(of: tried), "discards its error with try?")
            } else if let clause = Self.loggingOnlyCatch(around: tried) {
                return (call, file.position(of: clause.catchKeyword), "only logs its error")
            } else if tried.throwsIntoDroppedTask {
                return (call, file.position(of: tried), "throws its error into a Task nothing awaits")
            }
            return nil
        }
        // When another restore in the file passes its error on (the Restore button's), a quiet
        // one that runs only until a stored flag says it once succeeded is the app's own
        // restore at launch, which nobody asked for and which tries again next time.
        let userRestoreReports = silent.count < restores.count
        for restore in silent where !(userRestoreReports && Self.runsOnceBehindStoredFlag(restore.call)) {
            let function = restore.call.enclosingFunction.map { file.position(of: $0.name) }
            output.facts.add(SilentRestore(position: restore.position, what: restore.what, function: function), for: Self.silentRestores)
        }
        recordNothingFoundNotices(file, &output)
    }

    /// A restore that tells nothing of its failure, found in the file pass.
    struct SilentRestore: Codable, Sendable {
        let position: SourcePosition
        let what: String
        /// The function it is written in, which callers in other files may reach.
        let function: SourcePosition?
    }

    /// A call of the app's own restore function followed, in the same code, by text saying
    /// nothing was found.
    struct NothingFoundNotice: Codable, Sendable {
        let call: ProjectCall
        let text: String
        let position: SourcePosition
    }

    static let silentRestores = FactKey<SilentRestore>("pay-restore.error-only-logged.silent")
    static let notices = FactKey<NothingFoundNotice>("pay-restore.error-only-logged.nothing-found")

    /// Calls named for restoring (`store.restorePurchases()`, not the store's own API) whose
    /// code body goes on to a literal saying nothing was found.
    func recordNothingFoundNotices(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.stringLiterals.contains(where: { Self.saysNothingFound($0.plainText) }) else { return }
        for (name, calls) in file.index.callsByName where NameWords.split(name).contains("restore") {
            for call in calls where !Self.isStoreRestore(call) {
                guard let body = call.enclosingCodeBody, let projectCall = ProjectCall(call, in: file),
                      let notice = file.index.stringLiterals(within: body).first(where: { $0.position > call.endPosition && Self.saysNothingFound($0.plainText) })
                else { continue }
                output.facts.add(NothingFoundNotice(call: projectCall, text: notice.plainText, position: file.position(of: notice)), for: Self.notices)
            }
        }
    }

    /// Text telling the person no purchase came back: "No previous purchases found.",
    /// "Nothing to restore".
    static func saysNothingFound(_ text: String) -> Bool {
        let words = Set(NameWords.split(text.lowercased()))
        return !words.isDisjoint(with: ["no", "nothing", "none"]) && !words.isDisjoint(with: ["found", "restore", "purchase", "purchases", "subscription", "subscriptions"])
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let notices = project.facts.values(Self.notices)
        for restore in project.facts.values(Self.silentRestores) {
            let told = restore.function.map { function in
                notices.filter { notice in notice.call.functions(in: project).contains { $0.position == function } }
            } ?? []
            let callers = told.map { "\(($0.position.path as NSString).lastPathComponent):\($0.position.line) then says \"\($0.text)\"" }
            let message = Self.message(restore.what)
                + (callers.isEmpty ? "" : " Its caller at " + callers.joined(separator: ", and at ") + " when the sync fails.")
            output.report(message, at: restore.position,
                          related: told.map { RelatedLocation($0.position, "where a failed restore is told as nothing found") })
        }
    }

    /// True when the call sits, within its function or closure, under `if !…(forKey:)`: an
    /// `if !defaults.bool(forKey: restoredKey)` that skips it once a stored flag is set.
    static func runsOnceBehindStoredFlag(_ call: FunctionCallExprSyntax) -> Bool {
        call.ancestorInCodeBody { node in
            node.as(IfExprSyntax.self)?.conditions.contains { element in
                guard let negated = element.condition.as(ExprSyntax.self)?.as(PrefixOperatorExprSyntax.self),
                      negated.operator.text == "!" else { return false }
                return negated.expression.as(FunctionCallExprSyntax.self)?.argument("forKey") != nil
            } ?? false
        } != nil
    }

    static func message(_ what: String) -> String {
        "This restore \(what), so when the App Store sync fails the person hears nothing, or hears that nothing was found, and a paying customer believes they own nothing; tell them the restore failed, why, and offer to try again (pay-restore, state-error)."
    }

    /// The `try` written on the call itself: `try await AppStore.sync()`, `try? await …`.
    static func tryExpression(of call: FunctionCallExprSyntax) -> TryExprSyntax? {
        var node = Syntax(call).parent
        if let awaited = node?.as(AwaitExprSyntax.self) { node = awaited.parent }
        return node?.as(TryExprSyntax.self)
    }

    /// `AppStore.sync()` and RevenueCat's `Purchases.shared.restorePurchases()`.
    static func isStoreRestore(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = call.receiver?.trimmedSourceText else { return false }
        switch call.calleeName {
        case "sync": return receiver == "AppStore" || receiver == "StoreKit.AppStore"
        case "restorePurchases": return receiver.hasPrefix("Purchases")
        default: return false
        }
    }

    /// The `catch` of the `do` around the call when every `catch` of it only logs or is empty.
    static func loggingOnlyCatch(around node: TryExprSyntax) -> CatchClauseSyntax? {
        guard let doStatement = node.ancestorInCodeBody(where: { $0.as(DoStmtSyntax.self)?.body.encloses(node) == true })?
            .as(DoStmtSyntax.self) else { return nil }
        let clauses = Array(doStatement.catchClauses)
        guard clauses.contains(where: catchesAll), clauses.allSatisfy(onlyLogs) else { return nil }
        return clauses.first
    }

    /// `catch` or `catch let error`: a clause that takes every error. Without one, errors
    /// the clauses do not name (`catch StoreKitError.userCancelled`) reach the caller.
    static func catchesAll(_ clause: CatchClauseSyntax) -> Bool {
        clause.catchItems.isEmpty || clause.catchItems.contains { item in
            item.whereClause == nil && item.pattern?.as(ValueBindingPatternSyntax.self)?.pattern.is(IdentifierPatternSyntax.self) == true
        }
    }

    static func onlyLogs(_ clause: CatchClauseSyntax) -> Bool {
        clause.body.statements.allSatisfy { item in
            BackgroundFailureOnlyLogged.call(in: item.item).map(BackgroundFailureOnlyLogged.isLog) ?? false
        }
    }
}
