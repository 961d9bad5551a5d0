import SwiftSyntax
import ThumbruleCore

/// The app's own restore function hands its outcome to a completion closure and shows nothing
/// itself, and a caller drops that outcome: it passes no closure, or one that ignores what it
/// is given (`store.restore { _ in hideSpinner() }`). The person tapped Restore Purchases and
/// is never told whether anything came back, nothing was found, or the restore failed
/// (`pay-restore`).
///
/// The wrapper is a function of the project that calls a store restore (`PurchaseAPIs`), calls
/// one of its own parameters (a completion, whatever alias its type goes by), and calls nothing that shows an alert, a message or a screen.
/// Calls are followed one hop into it (`ProjectCall`). Known false negative: a caller that
/// keeps the closure's argument but never reads it.
struct RestoreOutcomeDropped: SwiftFileCheck, ProjectCheck {
    /// The app's own restore function both examples call: it restores and reports through a
    /// completion, and shows nothing itself.
    static let entitlements = ("App/Store/Entitlements.swift", """
        import StoreKit
        final class Entitlements {
            static let main = Entitlements()
            func restoreAll(then report: ((Bool) -> Void)? = nil) {
                Task {
                    let synced = (try? await AppStore.sync()) != nil
                    report?(synced)
                }
            }
        }
        """)

    package static let description = CheckDescription(
        id: "pay-restore.outcome-dropped",
        ruleId: "pay-restore",
        summary: "A call of the app's restore function that drops the outcome it reports",
        triggering: [
            CheckExample(files: [
                entitlements,
                ("App/Screens/AccountScreen.swift", """
                import UIKit
                final class AccountScreen: UIViewController {
                    @IBAction func restoreTapped(_ sender: UIButton) {
                        sender.isEnabled = false
                        ↓Entitlements.main.restoreAll { _ in sender.isEnabled = true }
                    }
                    @IBAction func restoreQuietly(_ sender: UIButton) {
                        ↓Entitlements.main.restoreAll()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                entitlements,
                ("App/Screens/AccountScreen.swift", """
                import UIKit
                final class AccountScreen: UIViewController {
                    @IBAction func restoreTapped(_ sender: UIButton) {
                        Entitlements.main.restoreAll { restored in
                            self.statusLabel.text = restored ? "Purchases restored" : "Couldn't restore purchases"
                        }
                    }
                }
                """),
            ]),
            // The restore function shows the outcome itself.
            CheckExample(files: [
                ("App/Store/Entitlements.swift", """
                import StoreKit
                final class Entitlements {
                    static let main = Entitlements()
                    func restoreAll(then done: (() -> Void)? = nil) {
                        Task {
                            let synced = (try? await AppStore.sync()) != nil
                            Banner.show(synced ? "Purchases restored" : "Couldn't restore purchases")
                            done?()
                        }
                    }
                }
                """),
                ("App/Screens/AccountScreen.swift", """
                import UIKit
                final class AccountScreen: UIViewController {
                    @IBAction func restoreTapped(_ sender: UIButton) {
                        Entitlements.main.restoreAll()
                    }
                }
                """),
            ]),
        ]
    )

    /// A call that names a restore (or, for pay-outcome, a purchase) and drops what it is told.
    struct Dropped: Codable, Sendable {
        let position: SourcePosition
        let call: ProjectCall
    }

    static let wrappers = FactKey<SourcePosition>("pay-restore.outcome-dropped.wrapper")
    static let dropped = FactKey<Dropped>("pay-restore.outcome-dropped.call")
    static let showingWords: Set<String> = ["alert", "present", "show", "toast", "hud", "banner", "snackbar", "message"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for function in file.index.functions {
            guard let body = function.body, let position = Self.wrapper(function, body, file) else { continue }
            output.facts.add(position, for: Self.wrappers)
        }
        for (name, calls) in file.index.callsByName where NameWords.split(name).contains("restore") {
            for call in calls where !PurchaseAPIs.restoreCalls.contains(where: { $0.matches(call) }) && Self.dropsOutcome(call) {
                guard let projectCall = ProjectCall(call, in: file) else { continue }
                output.facts.add(Dropped(position: file.position(of: call), call: projectCall), for: Self.dropped)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        Self.reportDropped(project, wrappers: Self.wrappers, dropped: Self.dropped, &output) { name in
            "This restore drops the outcome \(name)() reports, so the person who tapped Restore Purchases is never told whether anything came back, nothing was found, or the restore failed; pass a completion that shows each of the three."
        }
    }

    /// The function's name position when it restores, calls a closure parameter of its own,
    /// and shows nothing itself.
    static func wrapper(_ function: FunctionDeclSyntax, _ body: CodeBlockSyntax, _ file: SwiftFile) -> SourcePosition? {
        let calls = file.index.calls(within: body)
        guard calls.contains(where: { call in PurchaseAPIs.restoreCalls.contains { $0.matches(call) } }) else { return nil }
        guard handsOnSilently(function, calls) else { return nil }
        return file.position(of: function.name)
    }

    /// True when the function calls a closure parameter of its own and shows nothing itself:
    /// it hands the outcome on, so its callers decide whether the person hears of it.
    static func handsOnSilently(_ function: FunctionDeclSyntax, _ calls: [FunctionCallExprSyntax]) -> Bool {
        // A parameter the body calls is a closure, whatever alias its type goes by.
        let closures = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        return calls.contains { call in call.calleeName.map(closures.contains) ?? false }
            && !calls.contains { !showingWords.isDisjoint(with: NameWords.split($0.calleeName ?? "")) }
    }

    /// Reports each recorded call whose callee is one of the recorded wrappers.
    static func reportDropped(_ project: Project, wrappers: FactKey<SourcePosition>, dropped: FactKey<Dropped>,
                              _ output: inout CheckOutput, message: (String) -> String) {
        let wrappers = Set(project.facts.values(wrappers))
        guard !wrappers.isEmpty else { return }
        for call in project.facts.values(dropped) {
            guard let function = call.call.functions(in: project).first(where: { wrappers.contains($0.position) }) else { continue }
            output.report(message(function.name), at: call.position, confidence: .medium)
        }
    }

    /// True when the call passes no closure, or only closures whose parameters are all `_`.
    static func dropsOutcome(_ call: FunctionCallExprSyntax) -> Bool {
        let closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (call.trailingClosure.map { [$0] } ?? [])
        guard call.arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }) else { return false }
        if closures.isEmpty { return true }
        return closures.allSatisfy { closure in
            guard let parameters = closure.signature?.parameterClause else { return false }
            let names: [String]
            if let list = parameters.as(ClosureShorthandParameterListSyntax.self) {
                names = list.map(\.name.text)
            } else if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
                names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            } else {
                return false
            }
            return !names.isEmpty && names.allSatisfy { $0 == "_" }
        }
    }
}
