import SwiftSyntax
import ThumbruleCore

/// StoreKit 1: a transaction observer asks the queue to restore
/// (`restoreCompletedTransactions()`) but answers neither way a restore can end without a
/// restored transaction. It implements no `paymentQueue(_:restoreCompletedTransactionsFailedWithError:)`,
/// so a restore that failed (no network, the App Store sign-in cancelled) is never reported,
/// and its `paymentQueueRestoreCompletedTransactionsFinished(_:)` is empty or missing, so a
/// restore that found nothing says nothing either: the person who tapped Restore Purchases
/// waits for an answer that never comes (`pay-restore`: every run reports what it found).
///
/// Judged only in a file that declares the observer (`SKPaymentTransactionObserver`) and
/// itself asks to restore. Reported at the empty finished handler, or at the restore call.
struct RestoreObserverSilent: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-restore.sk1-observer-silent",
        ruleId: "pay-restore",
        summary: "A StoreKit 1 observer that restores but reports neither a failed restore nor one that found nothing",
        triggering: [
            CheckExample("""
            import StoreKit
            final class ProStore: NSObject, SKPaymentTransactionObserver {
                var statusBlock: ((Bool) -> Void)?
                func restore() {
                    SKPaymentQueue.default().restoreCompletedTransactions()
                }
                ↓func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    for transaction in transactions where transaction.transactionState == .restored {
                        statusBlock?(true)
                        queue.finishTransaction(transaction)
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            final class ProStore: NSObject, SKPaymentTransactionObserver {
                func restore() {
                    ↓SKPaymentQueue.default().restoreCompletedTransactions()
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    transactions.forEach { queue.finishTransaction($0) }
                }
            }
            """),
        ],
        nonTriggering: [
            // A failed restore is reported.
            CheckExample("""
            import StoreKit
            final class ProStore: NSObject, SKPaymentTransactionObserver {
                var statusBlock: ((RestoreResult) -> Void)?
                func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
                func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
                func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {
                    statusBlock?(.failed(error))
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
            }
            """),
            // The finished handler answers, so the person hears when it ends.
            CheckExample("""
            import StoreKit
            final class ProStore: NSObject, SKPaymentTransactionObserver {
                var statusBlock: ((Int) -> Void)?
                var restoredCount = 0
                func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
                func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {
                    statusBlock?(restoredCount)
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
            }
            """),
            // This file only asks to restore; the observer is declared elsewhere.
            CheckExample("""
            import StoreKit
            final class RestoreButtonModel {
                func tapped() { SKPaymentQueue.default().restoreCompletedTransactions() }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.typeDeclarations.contains(where: { $0.inherits("SKPaymentTransactionObserver") }),
              let restore = file.index.calls("restoreCompletedTransactions").first(where: { $0.receiver != nil }) else { return }
        let handlers = file.index.functions
        let reportsFailure = handlers.contains { function in
            function.name.text == "paymentQueue" && function.signature.parameterClause.parameters.contains { $0.firstName.text == "restoreCompletedTransactionsFailedWithError" }
        }
        guard !reportsFailure else { return }
        let finished = handlers.filter { $0.name.text == "paymentQueueRestoreCompletedTransactionsFinished" }
        guard finished.allSatisfy({ ($0.body?.statements.isEmpty ?? true) }) else { return }
        if let empty = finished.first {
            output.report(
                "This handler of a finished restore is empty and the observer has no paymentQueue(_:restoreCompletedTransactionsFailedWithError:), so a restore that found nothing and one that failed (no network, App Store sign-in cancelled) both end in silence: the person who tapped Restore Purchases never hears the result. Report here how many purchases came back (\"No purchases to restore\" when none), and add the failure handler that shows the error with a retry.",
                at: file.position(of: empty.funcKeyword), confidence: .medium)
        } else {
            output.report(
                "This restore has no paymentQueueRestoreCompletedTransactionsFinished(_:) and no paymentQueue(_:restoreCompletedTransactionsFailedWithError:) in its observer, so a restore that found nothing and one that failed (no network, App Store sign-in cancelled) both end in silence: the person who tapped Restore Purchases never hears the result. Implement both and report what came back (\"No purchases to restore\" when none) or the error with a retry.",
                at: file.position(of: restore), confidence: .medium)
        }
    }
}
