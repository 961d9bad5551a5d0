import SwiftSyntax
import ThumbruleCore

/// StoreKit 1: a busy flag set when a purchase starts (`isPurchasing = true`) is cleared by the
/// purchased and failed outcomes only, so a `.deferred` transaction (Ask to Buy, waiting for a
/// parent) leaves the spinner turning and the buy button disabled until the app is killed.
///
/// Two shapes are read, in a file importing StoreKit or handling `updatedTransactions`:
/// - a `switch` over `transactionState` with no `.deferred` case, whose cases clear the flag
///   while its `default` does not;
/// - a handler of updated transactions (a `case .updatedTransactions(…)` of an app's wrapper
///   of the observer, or `paymentQueue(_:updatedTransactions:)`) with no such switch, which
///   clears the flag only under a condition on the transaction's error or state, in a file
///   that never names `deferred`.
///
/// A switch in a function named for restoring is left alone: restores never defer.
///
/// Only flags the same file sets to `true` count as busy states. Known false negative: a flag
/// cleared in another file, or by a timer.
///
/// A third shape needs no flag: a store wrapper whose switch over `transactionState`
/// answers its callers (`purchaseStatusBlock?(.purchased)`, `completion(…)`, a delegate, a
/// posted notification) for the purchased, failed or restored outcomes, while `.deferred`
/// falls into a `default` that only breaks or logs, in a file that never names `deferred`:
/// whatever the caller put up while waiting for that answer (a "Processing…" alert, a
/// spinner) stays up. It is reported at that `default`.
///
/// A fourth shape: the `.deferred` case of a switch over a transaction state is turned into
/// another outcome (`case .deferred: self = .restored`, `return .failed`), so the waiting
/// purchase is handled as one that was restored, bought, failed or cancelled. Reported at that case.
///
/// A fifth shape names the waiting purchase and still tells no one: a `case .deferred:` that
/// only logs or breaks, while the purchased, failed or restored cases of the same switch answer
/// the caller (`completion(true)`, a delegate) and nothing after the switch does. Whatever the
/// caller put up while waiting stays up, and the waiting purchase gets no state of its own
/// (thoughts-ios, thinker-ios: a RevenueCat purchase callback that prints "deferred").
struct DeferredTransactionUnhandled: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.deferred-unhandled",
        ruleId: "pay-outcome",
        summary: "A StoreKit 1 transaction observer leaves the purchase spinner on for a deferred (Ask to Buy) transaction",
        triggering: [
            CheckExample("""
            import StoreKit
            final class Store: NSObject, SKPaymentTransactionObserver, ObservableObject {
                @Published var isPurchasing = false
                func buy(_ product: SKProduct) {
                    isPurchasing = true
                    SKPaymentQueue.default().add(SKPayment(product: product))
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        ↓switch transaction.transactionState {
                        case .purchased, .restored:
                            isPurchasing = false
                            queue.finishTransaction(transaction)
                        case .failed:
                            isPurchasing = false
                            queue.finishTransaction(transaction)
                        default:
                            break
                        }
                    }
                }
            }
            """),
            // A TCA reducer over an app's wrapper of the observer: only an error ends the spinner.
            CheckExample("""
            import ComposableStoreKit
            import StoreKit
            struct Upgrade {
                func reduce(_ state: inout State, _ action: Action) {
                    switch action {
                    case .upgradeButtonTapped:
                        state.isPurchasing = true
                    case .paymentTransaction(.removedTransactions):
                        state.isPurchasing = false
                    ↓case let .paymentTransaction(.updatedTransactions(transactions)):
                        if transactions.contains(where: { $0.error != nil }) {
                            state.isPurchasing = false
                        }
                    }
                }
            }
            """),
            // No flag: the outcomes answer the caller through a stored closure, a deferred one falls into default.
            CheckExample("""
            import StoreKit
            final class TipJar: NSObject, SKPaymentTransactionObserver {
                var statusBlock: ((Bool) -> Void)?
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased:
                            statusBlock?(true)
                            queue.finishTransaction(transaction)
                        case .failed:
                            print("failed")
                            queue.finishTransaction(transaction)
                        ↓default:
                            break
                        }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            final class Unlocker: NSObject, SKPaymentTransactionObserver {
                weak var delegate: UnlockerDelegate?
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    transactions.forEach { transaction in
                        switch transaction.transactionState {
                        case .purchased, .restored:
                            queue.finishTransaction(transaction)
                            delegate?.unlockerDidUnlock(self)
                        case .failed:
                            queue.finishTransaction(transaction)
                            delegate?.unlocker(self, didFailWith: transaction.error)
                        ↓default:
                            print("unhandled state")
                        }
                    }
                }
            }
            """),
            // The waiting purchase is relabelled as restored, and handled as one.
            CheckExample("""
            import StoreKit
            enum PaymentState {
                case purchasing, purchased, failed, restored
                init?(transactionState: SKPaymentTransactionState) {
                    switch transactionState {
                    case .purchasing: self = .purchasing
                    case .purchased: self = .purchased
                    case .failed: self = .failed
                    case .restored: self = .restored
                    ↓case .deferred: self = .restored
                    @unknown default: return nil
                    }
                }
            }
            """),
            // thoughts-ios (IAPManager): the waiting purchase is named, printed, and never answered.
            CheckExample("""
            import StoreKit
            final class Purchases {
                func buy(_ product: SKProduct, completion: @escaping (Bool) -> Void) {
                    store.purchase(product) { transaction in
                        switch transaction.transactionState {
                        case .purchased:
                            completion(true)
                        case .failed:
                            completion(false)
                        ↓case .deferred:
                            print("deferred")
                        default:
                            break
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The named waiting purchase is answered after the switch, with every other outcome.
            CheckExample("""
            import StoreKit
            final class Purchases {
                func buy(_ product: SKProduct, completion: @escaping (SKPaymentTransactionState) -> Void) {
                    store.purchase(product) { transaction in
                        switch transaction.transactionState {
                        case .purchased: unlock()
                        case .deferred: print("deferred")
                        default: break
                        }
                        completion(transaction.transactionState)
                    }
                }
            }
            """),
            // The waiting purchase keeps a state of its own.
            CheckExample("""
            import StoreKit
            enum PaymentState {
                case purchasing, purchased, failed, restored, awaitingApproval
                init?(transactionState: SKPaymentTransactionState) {
                    switch transactionState {
                    case .purchasing: self = .purchasing
                    case .purchased: self = .purchased
                    case .failed: self = .failed
                    case .restored: self = .restored
                    case .deferred: self = .awaitingApproval
                    @unknown default: return nil
                    }
                }
            }
            """),
            // The deferred case is handled by name, so the wrapper knows the state.
            CheckExample("""
            import StoreKit
            final class TipJar: NSObject, SKPaymentTransactionObserver {
                var statusBlock: ((TipStatus) -> Void)?
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased: statusBlock?(.done); queue.finishTransaction(transaction)
                        case .deferred: statusBlock?(.awaitingApproval)
                        default: break
                        }
                    }
                }
            }
            """),
            // The default answers the caller too.
            CheckExample("""
            import StoreKit
            final class TipJar: NSObject, SKPaymentTransactionObserver {
                var statusBlock: ((SKPaymentTransactionState) -> Void)?
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased: statusBlock?(.purchased); queue.finishTransaction(transaction)
                        default: statusBlock?(transaction.transactionState)
                        }
                    }
                }
            }
            """),
            // The outcomes only finish the transaction and log: no caller waits on this switch.
            CheckExample("""
            import StoreKit
            final class Observer: NSObject, SKPaymentTransactionObserver {
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased, .restored: print("done"); queue.finishTransaction(transaction)
                        case .failed: queue.finishTransaction(transaction)
                        default: break
                        }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            final class Store: NSObject, SKPaymentTransactionObserver {
                var isPurchasing = false
                func buy(_ product: SKProduct) {
                    isPurchasing = true
                    SKPaymentQueue.default().add(SKPayment(product: product))
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased, .restored, .failed:
                            isPurchasing = false
                            queue.finishTransaction(transaction)
                        case .deferred:
                            isPurchasing = false
                            showAwaitingApproval()
                        default:
                            break
                        }
                    }
                }
            }
            """),
            // The busy state ends after the loop, whatever the outcome.
            CheckExample("""
            import StoreKit
            final class Store: NSObject, SKPaymentTransactionObserver {
                var isPurchasing = false
                func buy(_ product: SKProduct) { isPurchasing = true; SKPaymentQueue.default().add(SKPayment(product: product)) }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased, .failed: isPurchasing = false; queue.finishTransaction(transaction)
                        default: break
                        }
                    }
                    isPurchasing = false
                }
            }
            """),
            // The default ends the busy state too.
            CheckExample("""
            import StoreKit
            final class Store: NSObject, SKPaymentTransactionObserver {
                var isPurchasing = false
                func buy(_ product: SKProduct) { isPurchasing = true; SKPaymentQueue.default().add(SKPayment(product: product)) }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased: queue.finishTransaction(transaction)
                        case .purchasing: break
                        default: isPurchasing = false
                        }
                    }
                }
            }
            """),
            // No busy state in the file: nothing is left spinning.
            CheckExample("""
            import StoreKit
            final class Observer: NSObject, SKPaymentTransactionObserver {
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased, .failed: queue.finishTransaction(transaction)
                        default: break
                        }
                    }
                }
            }
            """),
            // mammoth (IAPManager): the restore-finished callback walks the queue for restored
            // transactions; a restore never defers, and the code after the loop answers a failure.
            CheckExample("""
            import StoreKit
            final class StoreManager: NSObject, SKPaymentTransactionObserver {
                var statusHandler: ((Status) -> Void)?
                func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {
                    for transaction in queue.transactions {
                        switch transaction.transactionState {
                        case .restored:
                            queue.finishTransaction(transaction)
                            statusHandler?(.restored)
                            return
                        default:
                            break
                        }
                    }
                    statusHandler?(.failed)
                }
            }
            """),
            // The wrapper's handler ends the spinner for every update.
            CheckExample("""
            import ComposableStoreKit
            struct Upgrade {
                func reduce(_ state: inout State, _ action: Action) {
                    switch action {
                    case .upgradeButtonTapped: state.isPurchasing = true
                    case .paymentTransaction(.updatedTransactions): state.isPurchasing = false
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("StoreKit") || file.index.mentions("updatedTransactions") else { return }
        reportDeferredMappedAway(file, &output)
        reportSilentDeferredCase(file, &output)
        let assignments = Self.flagAssignments(file)
        let busy = Set(assignments.filter(\.value).map(\.name))
        guard !busy.isEmpty else {
            for access in file.index.memberAccesses("transactionState") {
                guard let statement = access.parent?.as(SwitchExprSyntax.self), statement.subject.id == access.id,
                      !Self.readsRestores(statement) else { continue }
                let cases = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
                guard !cases.contains(where: { PendingPurchaseUnhandled.names($0, "deferred") }) else { continue }
                reportSilentDefault(of: cases, file, &output)
            }
            return
        }
        let cleared = assignments.filter { !$0.value && busy.contains($0.name) }

        var stateSwitches: [SwitchExprSyntax] = []
        for access in file.index.memberAccesses("transactionState") {
            guard let statement = access.parent?.as(SwitchExprSyntax.self), statement.subject.id == access.id else { continue }
            stateSwitches.append(statement)
            guard !Self.readsRestores(statement) else { continue }
            let cases = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard !cases.contains(where: { PendingPurchaseUnhandled.names($0, "deferred") }) else { continue }
            let clearedInCases = cleared.filter { assignment in cases.contains { $0.label.is(SwitchCaseLabelSyntax.self) && $0.encloses(assignment.node) } }
            guard let flag = clearedInCases.first?.name else {
                reportSilentDefault(of: cases, file, &output)
                continue
            }
            // A flag the function also clears outside the switch (after the loop) ends anyway.
            if let function = statement.enclosingScope,
               cleared.contains(where: { $0.name == flag && function.encloses($0.node) && !statement.encloses($0.node) }) { continue }
            let defaults = cases.filter { $0.label.is(SwitchDefaultLabelSyntax.self) }
            guard !defaults.contains(where: { fallback in cleared.contains { $0.name == flag && fallback.encloses($0.node) } }) else { continue }
            output.report(
                "This switch over transactionState has no .deferred case, so a purchase waiting for approval (Ask to Buy) \(defaults.isEmpty ? "is not handled" : "falls into default") and \(flag) stays true: the spinner never ends; add case .deferred that clears \(flag) and says the purchase is waiting for approval.",
                at: file.position(of: statement.switchKeyword), confidence: .medium)
        }

        guard !file.index.mentions("deferred") else { return }
        for handler in Self.updateHandlers(file) where !stateSwitches.contains(where: { handler.encloses($0) }) {
            let inside = cleared.filter { handler.encloses($0.node) }
            guard let first = inside.first, inside.allSatisfy({ Self.isUnderOutcomeCondition($0.node, within: handler) }) else { continue }
            output.report(
                "This handler of updated transactions sets \(first.name) to false only under a condition on a transaction's error or state, so a deferred one (Ask to Buy, waiting for a parent's approval) leaves it true and the spinner never ends; clear \(first.name) for a .deferred transaction and say the purchase is waiting for approval.",
                at: file.position(of: handler), confidence: .medium)
        }
    }

    /// True for a switch in a function named for restoring (`paymentQueueRestoreCompletedTransactionsFinished`):
    /// a restore brings back what was bought and never yields a deferred transaction, which only a
    /// purchase waiting for approval does.
    static func readsRestores(_ statement: SwitchExprSyntax) -> Bool {
        guard let function = statement.enclosingFunctionName else { return false }
        return NameWords.split(function).contains { $0.lowercased() == "restore" }
    }

    /// Outcomes a deferred transaction is not: naming one of them in its case mislabels it.
    static let otherOutcomes: Set<String> = ["purchased", "restored", "failed", "cancelled", "canceled"]

    /// The fourth shape: in a switch over a transaction state (`transactionState`, or a value of
    /// that name), a `.deferred` case whose only statement sets or returns another outcome.
    func reportDeferredMappedAway(_ file: SwiftFile, _ output: inout CheckOutput) {
        for named in file.index.memberAccesses("deferred") where named.base == nil {
            guard let switchCase = PendingPurchaseUnhandled.enclosing(SwitchCaseSyntax.self, of: named),
                  let label = switchCase.label.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1,
                  label.encloses(named), switchCase.statements.count == 1,
                  let statement = PendingPurchaseUnhandled.enclosing(SwitchExprSyntax.self, of: switchCase),
                  NameWords.split(statement.subject.trimmedSourceText).suffix(2) == ["transaction", "state"] else { continue }
            let item = switchCase.statements.first!.item
            let value: ExprSyntax? = item.as(ReturnStmtSyntax.self)?.expression
                ?? item.as(SequenceExprSyntax.self).flatMap { sequence in
                    let elements = Array(sequence.elements)
                    return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self) ? elements[2] : nil
                }
                ?? item.as(InfixOperatorExprSyntax.self).flatMap { $0.operator.is(AssignmentExprSyntax.self) ? $0.rightOperand : nil }
            guard let outcome = value?.as(MemberAccessExprSyntax.self), outcome.base == nil,
                  Self.otherOutcomes.contains(outcome.declName.baseName.text) else { continue }
            output.report(
                "This .deferred case turns a purchase waiting for approval (Ask to Buy) into .\(outcome.declName.baseName.text), so the app handles it as \(outcome.declName.baseName.text) while it may still complete or be declined; give the waiting purchase its own state that says so, and grant the product when the observer later delivers .purchased.",
                at: file.position(of: switchCase), confidence: .medium)
        }
    }

    /// The fifth shape: a `case .deferred:` that only logs or breaks while the switch's other
    /// outcomes answer the caller, and no answer follows the switch in its function.
    func reportSilentDeferredCase(_ file: SwiftFile, _ output: inout CheckOutput) {
        for access in file.index.memberAccesses("transactionState") {
            guard let statement = access.parent?.as(SwitchExprSyntax.self), statement.subject.id == access.id,
                  !Self.readsRestores(statement) else { continue }
            let cases = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard let waiting = cases.first(where: { PendingPurchaseUnhandled.names($0, "deferred") }),
                  !Self.outcomeNames.contains(where: { PendingPurchaseUnhandled.names(waiting, $0) }),
                  waiting.statements.allSatisfy(PurchaseResultSwitches.onlyEnds) || PurchaseResultSwitches.onlyLogs(waiting.statements) else { continue }
            let outcomes = cases.filter { switchCase in switchCase.id != waiting.id && Self.outcomeNames.contains { PendingPurchaseUnhandled.names(switchCase, $0) } }
            guard let answer = outcomes.lazy.flatMap({ file.index.calls(within: $0.statements) }).first(where: Self.answersCaller) else { continue }
            if let scope = statement.enclosingScope,
               file.index.calls(within: scope).contains(where: { $0.position > statement.endPosition && Self.answersCaller($0) }) { continue }
            output.report(
                "This .deferred case only \(waiting.statements.allSatisfy(PurchaseResultSwitches.onlyEnds) ? "breaks" : "logs") while the other outcomes answer the caller (\(answer.calleeChain)): a purchase waiting for approval (Ask to Buy) tells no one, so whatever the caller put up while it waits (a spinner, a disabled buy button) never ends and the person is never told the purchase awaits approval. Answer the caller with a waiting-for-approval state it can show, and grant the product when the purchase later completes.",
                at: file.position(of: waiting), confidence: .medium)
        }
    }

    /// The third shape: the purchased, failed or restored cases answer a caller, and the
    /// `default` a deferred transaction falls into only breaks or logs.
    func reportSilentDefault(of cases: [SwitchCaseSyntax], _ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.mentions("deferred"),
              let fallback = cases.first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }),
              fallback.statements.allSatisfy(PurchaseResultSwitches.onlyEnds) || PurchaseResultSwitches.onlyLogs(fallback.statements) else { return }
        let outcomes = cases.filter { switchCase in Self.outcomeNames.contains { PendingPurchaseUnhandled.names(switchCase, $0) } }
        guard let answer = outcomes.lazy.flatMap({ file.index.calls(within: $0.statements) }).first(where: Self.answersCaller) else { return }
        output.report(
            "A purchase waiting for approval (Ask to Buy) has no case in this switch over transactionState and falls into this default, which tells no one, while the other outcomes answer the caller (\(answer.calleeChain)): whatever the caller put up while it waits (a spinner, a \"Processing…\" alert) never ends. Add case .deferred that answers the caller with a waiting-for-approval state it can show.",
            at: file.position(of: fallback.label), confidence: .medium)
    }

    static let answerWords: Set<String> = ["completion", "handler", "callback", "block", "delegate"]

    /// True for a call that hands the outcome to someone else: an optional closure
    /// (`statusBlock?(…)`), a completion or handler, a delegate, or a posted notification.
    static func answersCaller(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(OptionalChainingExprSyntax.self) { return true }
        if call.calleeName == "post", call.calleeChain.contains("NotificationCenter") { return true }
        var answers = false
        call.forEachCalleeName { name in
            if !answerWords.isDisjoint(with: NameWords.split(name).map { $0.lowercased() }) { answers = true }
        }
        return answers
    }

    struct Assignment {
        let name: String
        let value: Bool
        let node: ExprSyntax
    }

    /// Every `flag = true` / `flag = false` (`state.flag`, `self.flag` or a bare name) in the file.
    static func flagAssignments(_ file: SwiftFile) -> [Assignment] {
        let members = file.index.memberAccessesByName.values.joined().map { (ExprSyntax($0), $0.declName.baseName.text) }
        let references = file.index.referencesByName.values.joined().map { (ExprSyntax($0), $0.baseName.text) }
        return (members + references).compactMap { target, name in
            guard target.isAssigned, let literal = target.assignedValue?.as(BooleanLiteralExprSyntax.self) else { return nil }
            return Assignment(name: name, value: literal.literal.tokenKind == .keyword(.true), node: target)
        }.sorted { $0.node.position < $1.node.position }
    }

    /// The cases naming `.updatedTransactions` and the `paymentQueue(_:updatedTransactions:)` functions.
    static func updateHandlers(_ file: SwiftFile) -> [Syntax] {
        let cases = file.index.memberAccesses("updatedTransactions").compactMap { access -> Syntax? in
            guard access.base == nil, PendingPurchaseUnhandled.enclosing(SwitchCaseLabelSyntax.self, of: access) != nil,
                  let switchCase = PendingPurchaseUnhandled.enclosing(SwitchCaseSyntax.self, of: access) else { return nil }
            return Syntax(switchCase)
        }
        let functions = file.index.functions.filter { function in
            function.name.text == "paymentQueue" && function.signature.parameterClause.parameters.contains { $0.firstName.text == "updatedTransactions" }
        }.map(Syntax.init)
        var seen = Set<SyntaxIdentifier>()
        return (cases + functions).filter { seen.insert($0.id).inserted }.sorted { $0.position < $1.position }
    }

    static let outcomeNames: Set<String> = ["error", "failed", "purchased", "restored"]

    /// True when an `if` between the assignment and the handler tests the transaction's error or state.
    static func isUnderOutcomeCondition(_ node: ExprSyntax, within handler: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != handler.id {
            if let condition = parent.as(IfExprSyntax.self)?.conditions,
               condition.tokens(viewMode: .sourceAccurate).contains(where: { outcomeNames.contains($0.text) }) { return true }
            current = parent.parent
        }
        return false
    }
}
