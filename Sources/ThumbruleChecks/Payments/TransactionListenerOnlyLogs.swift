import SwiftSyntax
import ThumbruleCore

/// A `for await … in Transaction.updates` loop whose body does nothing but log. The listener
/// is where a purchase approved later (Ask to Buy), a renewal, a purchase from another device
/// and a refund arrive; one that only prints them grants nothing, revokes nothing and never
/// calls `finish()`, so StoreKit hands the same transactions back at every launch.
/// `pay-outcome.no-transaction-listener` asks whether a listener exists; this one whether it
/// does anything.
///
/// Only logs: every call in the body (patterns such as `case .verified(let t)` aside),
/// outside the arguments of a logging call, is one (`print`, `Logger.info`, `Log.error`), and
/// nothing is assigned. An empty body drops the transactions the same way. Known false
/// negatives: a body that calls a function which itself only logs.
struct TransactionListenerOnlyLogs: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.listener-only-logs",
        ruleId: "pay-outcome",
        summary: "A Transaction.updates listener that only logs each transaction",
        triggering: [
            CheckExample("""
            import StoreKit
            final class PurchaseCenter {
                private var watcher: Task<Void, Never>?
                func startWatching() {
                    watcher = Task {
                        ↓for await update in Transaction.updates {
                            switch update {
                            case .verified(let transaction):
                                print("store update \\(transaction.productID)")
                            case .unverified(_, let problem):
                                logger.error("unverified update: \\(problem)")
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The listener finishes each transaction and refreshes what the user owns.
            CheckExample("""
            import StoreKit
            final class PurchaseCenter {
                func startWatching() {
                    Task {
                        for await update in Transaction.updates {
                            guard case .verified(let transaction) = update else { print("unverified"); continue }
                            await entitlements.refresh()
                            await transaction.finish()
                        }
                    }
                }
            }
            """),
            // Forwarded to a stream that someone else reads.
            CheckExample("""
            import StoreKit
            func storeUpdates() -> AsyncStream<VerificationResult<Transaction>> {
                AsyncStream { continuation in
                    Task { for await update in Transaction.updates { continuation.yield(update) } }
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard file.index.importedModules.contains("StoreKit") else { return }
        for updates in file.index.memberAccesses("updates") where updates.base?.trimmedSourceText.hasSuffix("Transaction") == true {
            guard let loop = updates.parent?.as(ForStmtSyntax.self), loop.sequence.id == ExprSyntax(updates).id,
                  Self.onlyLogs(loop.body, file) else { continue }
            output.report(
                "This Transaction.updates listener only logs what arrives, so a purchase approved later (Ask to Buy), a renewal, a purchase made on another device or a refund never changes what the user owns, and no transaction is finished; verify each one, grant or revoke the entitlement (or send it to your server), then call finish().",
                at: file.position(of: loop), confidence: .medium)
        }
    }

    /// True when every call in the block is a logging call (or sits in one's arguments) and
    /// the block assigns nothing.
    static func onlyLogs(_ body: CodeBlockSyntax, _ file: SwiftFile) -> Bool {
        if body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .equal }) { return false }
        // `case .verified(let transaction):` is a pattern, not a call.
        let calls = file.index.calls(within: body).filter { $0.parent?.is(ExpressionPatternSyntax.self) != true }
        let logging = calls.filter(Self.isLogging)
        return calls.allSatisfy { call in logging.contains { $0.encloses(call) } }
    }

    /// `print(…)`, `NSLog(…)`, or a call along a chain named for logging (`Logger.store.error`, `Log.warn`).
    static func isLogging(_ call: FunctionCallExprSyntax) -> Bool {
        RestoreFeedback.logCalls.contains(call.calleeName ?? "")
            || !RestoreFeedback.loggingWords.isDisjoint(with: NameWords.split(call.calleeChain))
    }
}
