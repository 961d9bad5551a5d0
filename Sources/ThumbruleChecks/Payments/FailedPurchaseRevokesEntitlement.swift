import SwiftSyntax
import ThumbruleCore

/// A purchase that did not go through takes away what the person already owns: the `.failure`
/// / `.error` case of a switch over a purchase's outcome (`PurchaseResultSwitches`), or the
/// `.failed` / `.deferred` case of a StoreKit 1 `transactionState` switch, sets an entitlement
/// flag (`EntitlementFlags`: `isPurchased`, `isPro`, `adsRemoved`) to `false`. A cancelled
/// sheet, a network error or a purchase waiting for a parent's approval says nothing about an
/// earlier purchase, so a paying customer loses it until they restore; a deferred purchase
/// also gets no pending state of its own.
struct FailedPurchaseRevokesEntitlement: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.failure-revokes-entitlement",
        ruleId: "pay-outcome",
        summary: "A failed or deferred purchase sets the owned entitlement to false",
        triggering: [
            CheckExample("""
            import SwiftyStoreKit
            final class Unlocker {
                var hasPremium = UserDefaults.standard.bool(forKey: "premium")
                func buy(_ id: String) {
                    SwiftyStoreKit.purchaseProduct(id) { outcome in
                        switch outcome {
                        case .success: self.hasPremium = true
                        case .error(let problem):
                            report(problem)
                            ↓self.hasPremium = false
                        }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            final class Observer: NSObject, SKPaymentTransactionObserver {
                var adsRemoved = false
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased, .restored: adsRemoved = true
                        case .deferred: ↓adsRemoved = false
                        default: break
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            final class Observer: NSObject, SKPaymentTransactionObserver {
                var adsRemoved = false
                var isPurchasing = false
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions {
                        switch transaction.transactionState {
                        case .purchased, .restored: adsRemoved = true
                        case .failed: isPurchasing = false
                        case .deferred: isPurchasing = false
                        default: break
                        }
                    }
                }
                func revoke(_ transaction: Transaction) {
                    switch transaction.revocationReason {
                    case .some: adsRemoved = false
                    case .none: break
                    }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard PurchaseCode(file).importsPurchaseAPI else { return }
        var failures: [SwitchCaseSyntax] = []
        for statement in PurchaseResultSwitches.switches(in: file, naming: "failure", "error") {
            failures += PurchaseResultSwitches.cases(of: statement).filter {
                PendingPurchaseUnhandled.names($0, "failure") || PendingPurchaseUnhandled.names($0, "error")
            }
        }
        for access in file.index.memberAccesses("transactionState") {
            guard let statement = access.parent?.as(SwitchExprSyntax.self), statement.subject.id == access.id else { continue }
            failures += PurchaseResultSwitches.cases(of: statement).filter {
                PendingPurchaseUnhandled.names($0, "failed") || PendingPurchaseUnhandled.names($0, "deferred")
            }
        }
        for failure in failures {
            for item in failure.statements {
                guard let assigned = Self.revokedFlag(item.item) else { continue }
                output.report(
                    "This purchase outcome sets \(assigned) to false, so a cancelled, failed or deferred (Ask to Buy) purchase takes away what the person already bought until they restore; leave the entitlement as the store last confirmed it, and show the failure or the pending state on its own.",
                    at: file.position(of: item), confidence: .medium)
            }
        }
    }

    /// The flag a statement sets to `false` (`self.isPro = false`) when its name says it holds a purchase.
    static func revokedFlag(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
              let name = elements[0].lastNameComponent,
              !EntitlementFlags.words.isDisjoint(with: NameWords.split(name)) else { return nil }
        return name
    }
}
