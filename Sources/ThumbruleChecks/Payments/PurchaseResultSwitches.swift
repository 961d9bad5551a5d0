import SwiftSyntax
import ThumbruleCore

/// The `switch` statements that sort out how a purchase ended, shared by the `pay-outcome`
/// checks that read its cases: over a StoreKit 2 `purchase(…)` result (or a variable its
/// function sets from one), or inside a closure the store calls with the outcome: a StoreKit
/// view's `onInAppPurchaseCompletion` and SwiftyStoreKit's `purchaseProduct` completion.
enum PurchaseResultSwitches {
    /// Calls whose trailing closure receives a purchase's outcome.
    static let completionCalls: Set<String> = ["onInAppPurchaseCompletion", "purchaseProduct"]

    /// The switches of the file whose cases name one of `caseNames` (as `.name`) and that
    /// switch over a purchase's outcome, in source order.
    static func switches(in file: SwiftFile, naming caseNames: String...) -> [SwitchExprSyntax] {
        var seen: Set<SyntaxIdentifier> = []
        var found: [SwitchExprSyntax] = []
        // `.pending` is a member access; `.failure(let error)` is indexed as a call of it.
        let accesses = caseNames.flatMap { file.index.memberAccesses($0) }.filter { $0.base == nil }.map(Syntax.init)
        let calls = caseNames.flatMap { file.index.calls($0) }
            .filter { $0.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil && $0.calledExpression.is(MemberAccessExprSyntax.self) }
        for named in accesses + calls.map(Syntax.init) {
            guard let switchCase = PendingPurchaseUnhandled.enclosing(SwitchCaseSyntax.self, of: named),
                  switchCase.label.is(SwitchCaseLabelSyntax.self),
                  let statement = PendingPurchaseUnhandled.enclosing(SwitchExprSyntax.self, of: switchCase),
                  seen.insert(statement.id).inserted, isOverPurchase(statement, file) else { continue }
            found.append(statement)
        }
        return found.sorted { $0.position < $1.position }
    }

    /// True when the switch reads a purchase's outcome.
    static func isOverPurchase(_ statement: SwitchExprSyntax, _ file: SwiftFile) -> Bool {
        PendingPurchaseUnhandled.switchesOverPurchase(statement, file) || inPurchaseCompletion(statement, file)
    }

    /// True inside the closure a store hands a purchase's outcome to, when the switch's
    /// subject is a plain name (`switch result`), not some other value the closure computes.
    static func inPurchaseCompletion(_ statement: SwitchExprSyntax, _ file: SwiftFile) -> Bool {
        guard statement.subject.is(DeclReferenceExprSyntax.self) else { return false }
        return statement.hasAncestor { node in
            guard let call = node.as(ClosureExprSyntax.self)?.invokingCall, let name = call.calleeName,
                  completionCalls.contains(name) else { return false }
            return name != "purchaseProduct" || file.index.importedModules.contains("SwiftyStoreKit")
        }
    }

    /// The case a purchase waiting for approval arrives in: SwiftyStoreKit's `purchaseProduct`
    /// completion calls it `.deferred`, StoreKit 2 `.pending`.
    static func pendingCaseName(of statement: SwitchExprSyntax) -> String {
        let swifty = statement.hasAncestor { node in
            node.as(ClosureExprSyntax.self)?.invokingCall?.calleeName == "purchaseProduct"
        }
        return swifty ? "deferred" : "pending"
    }

    /// The cases of the switch, without `#if` clauses.
    static func cases(of statement: SwitchExprSyntax) -> [SwitchCaseSyntax] {
        statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
    }

    /// True for `break` and a `return` with no value.
    static func onlyEnds(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(BreakStmtSyntax.self) { return true }
        guard let returned = item.item.as(ReturnStmtSyntax.self) else { return false }
        return returned.expression == nil
    }

    /// True when every statement of a case logs, breaks or returns nothing, and one of them logs.
    static func onlyLogs(_ statements: CodeBlockItemListSyntax) -> Bool {
        var logs = false
        for item in statements {
            if onlyEnds(item) { continue }
            guard let call = BackgroundFailureOnlyLogged.call(in: item.item), BackgroundFailureOnlyLogged.isLog(call) else { return false }
            logs = true
        }
        return logs
    }
}
