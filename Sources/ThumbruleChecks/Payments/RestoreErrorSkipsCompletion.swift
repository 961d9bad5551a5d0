import SwiftSyntax
import ThumbruleCore

/// The app's restore function hands the outcome to its caller through a completion closure,
/// but the store's callback leaves on its error path without calling it:
/// `guard let info, error == nil else { return }` in RevenueCat's `restoreTransactions { info, error in … }`.
/// The restore and the nothing-found outcomes reach the screen; a failed restore (no network,
/// the App Store sign-in failed) reaches nobody, so the Restore button's spinner never ends or
/// the tap does nothing, and the paying customer is given no error and no retry (`pay-restore`
/// asks every run to report restored, none found, or an error).
///
/// Read: a store restore (`PurchaseAPIs.restoreCalls`) with a callback closure, in a function
/// with a closure parameter that the callback calls on another path; a `guard` or an `if` at the
/// callback's top level whose condition reads the error and whose branch only logs and returns.
/// Left alone: a branch that calls the completion, shows something or calls any other code;
/// a restore in a function with no completion (a button's action shows the outcome itself).
struct RestoreErrorSkipsCompletion: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-restore.error-skips-completion",
        ruleId: "pay-restore",
        summary: "A restore function whose store callback returns on the error path without calling its completion",
        triggering: [
            CheckExample("""
            import RevenueCat
            final class Store {
                func restore(completion: @escaping (Bool) -> Void) {
                    Purchases.shared.restoreTransactions { info, error in
                        ↓guard let info = info, error == nil else { return }
                        completion(info.entitlements["pro"]?.isActive == true)
                    }
                }
                func restoreAgain(then done: @escaping (Bool) -> Void) {
                    Purchases.shared.restorePurchases { info, error in
                        ↓if let error = error {
                            print("restore failed: \\(error)")
                            return
                        }
                        done(info?.entitlements["pro"]?.isActive == true)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The error reaches the caller; a button's action with no completion shows its own
            // outcome (the shape of thoughts-ios's and thinker-ios's restore, fixed).
            CheckExample("""
            import RevenueCat
            final class Store {
                func restore(completion: @escaping (Result<Bool, Error>) -> Void) {
                    Purchases.shared.restoreTransactions { info, error in
                        guard let info = info, error == nil else {
                            completion(.failure(error ?? StoreError.unknown))
                            return
                        }
                        completion(.success(info.entitlements["pro"]?.isActive == true))
                    }
                }
                @objc func restoreTapped() {
                    Purchases.shared.restorePurchases { info, error in
                        guard error == nil else { return }
                        self.showRestored(info)
                    }
                }
                func restoreQuietly(completion: @escaping () -> Void) {
                    Purchases.shared.restorePurchases { _, error in
                        guard error == nil else {
                            self.presentRestoreError()
                            return
                        }
                        completion()
                    }
                }
            }
            """),
        ]
    )

    /// Calls a branch may make and still say nothing to anyone.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "log", "debug", "error", "info", "warning", "fault", "notice", "trace"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for restore in file.index.calls(matching: PurchaseAPIs.restoreCalls) {
            guard let callback = restore.trailingClosure ?? restore.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first,
                  let function = restore.enclosingFunction else { continue }
            let completions = Set(function.signature.parameterClause.parameters.compactMap { parameter -> String? in
                guard parameter.type.trimmedDescription.contains("->") else { return nil }
                return (parameter.secondName ?? parameter.firstName).text
            })
            guard !completions.isEmpty else { continue }
            let calledNames = Set(file.index.calls(within: callback).compactMap(\.calleeName))
            guard !calledNames.isDisjoint(with: completions) else { continue }
            for item in callback.statements {
                guard let (condition, branch) = Self.conditionalExit(item.item),
                      condition.trimmedDescription.lowercased().contains("error"),
                      Self.onlyLogsAndReturns(branch, file) else { continue }
                output.report(
                    "When the restore fails, this returns without calling \(completions.sorted().joined(separator: " or ")), so the screen that asked for the restore is never told: its spinner never ends or the tap does nothing, and the customer gets no error and no retry. Pass the failure to the completion and show it with a way to try again.",
                    at: file.position(of: Syntax(item.item)), confidence: .medium)
            }
        }
    }

    /// The condition and branch of a `guard … else { … }` or of an `if … { … }` with no `else`.
    static func conditionalExit(_ item: CodeBlockItemSyntax.Item) -> (Syntax, CodeBlockSyntax)? {
        let node = Syntax(item)
        if let guardStatement = node.as(GuardStmtSyntax.self) { return (Syntax(guardStatement.conditions), guardStatement.body) }
        let ifExpression = node.as(IfExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        if let ifExpression, ifExpression.elseBody == nil { return (Syntax(ifExpression.conditions), ifExpression.body) }
        return nil
    }

    /// True for a branch that ends in a bare `return` and otherwise only logs.
    static func onlyLogsAndReturns(_ branch: CodeBlockSyntax, _ file: SwiftFile) -> Bool {
        guard let last = branch.statements.last?.item.as(ReturnStmtSyntax.self), last.expression == nil else { return false }
        let logs: (FunctionCallExprSyntax) -> Bool = { call in call.calleeName.map(loggingCalls.contains) ?? false }
        return branch.statements.allSatisfy { item in item.item.is(ReturnStmtSyntax.self) || item.item.as(FunctionCallExprSyntax.self).map(logs) ?? false }
            && file.index.calls(within: branch).allSatisfy(logs)
    }
}
