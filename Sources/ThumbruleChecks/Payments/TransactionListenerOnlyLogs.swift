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
/// nothing is assigned. An empty body drops the transactions the same way. So does a body that
/// only logs and calls `finish()`, in a file that never reads `Transaction.currentEntitlements`:
/// the transaction is marked delivered and nothing credits it (a point pack approved later is
/// lost). Known false negatives: a body that calls a function which itself only logs.
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
            // giganeko: a point shop's listener finishes each update and logs it, crediting nothing.
            CheckExample("""
            import StoreKit
            final class PointShop {
                func watch() {
                    Task {
                        ↓for await update in Transaction.updates {
                            switch update {
                            case .verified(let transaction):
                                await transaction.finish()
                                print("verified \\(transaction.productID)")
                            case .unverified(let transaction, _):
                                await transaction.finish()
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // The nearest correct listener: it finishes and logs, and its file reads the current
            // entitlements, which already hold what the update brought.
            CheckExample("""
            import StoreKit
            final class PlanShop {
                @Published var owned: Set<String> = []
                func watch() {
                    Task {
                        for await update in Transaction.updates {
                            if case .verified(let transaction) = update { await transaction.finish() }
                        }
                    }
                }
                func refresh() async {
                    for await result in Transaction.currentEntitlements {
                        if case .verified(let transaction) = result { owned.insert(transaction.productID) }
                    }
                }
            }
            """),
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
        let readsEntitlements = file.index.mentions("currentEntitlements") || file.index.mentions("currentEntitlement")
        for updates in file.index.memberAccesses("updates") where updates.base?.trimmedSourceText.hasSuffix("Transaction") == true {
            guard let loop = updates.parent?.as(ForStmtSyntax.self), loop.sequence.id == ExprSyntax(updates).id else { continue }
            let finishes = !file.index.calls(within: loop.body).filter { $0.calleeName == "finish" }.isEmpty
            guard Self.onlyLogs(loop.body, file, finishing: !readsEntitlements) else { continue }
            output.report(
                finishes
                    ? "This Transaction.updates listener only logs and finishes what arrives, so a purchase approved later (Ask to Buy), a renewal or a purchase made on another device is marked delivered but never credited; verify each one and grant or revoke what it unlocks (or send it to your server) before calling finish()."
                    : "This Transaction.updates listener only logs what arrives, so a purchase approved later (Ask to Buy), a renewal, a purchase made on another device or a refund never changes what the user owns, and no transaction is finished; verify each one, grant or revoke the entitlement (or send it to your server), then call finish().",
                at: file.position(of: loop), confidence: .medium)
        }
    }

    /// True when every call in the block is a logging call (or sits in one's arguments), or,
    /// when `finishing`, a transaction's `finish()`, and the block assigns nothing.
    static func onlyLogs(_ body: CodeBlockSyntax, _ file: SwiftFile, finishing: Bool) -> Bool {
        if body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .equal }) { return false }
        // `case .verified(let transaction):` is a pattern, not a call.
        let calls = file.index.calls(within: body).filter { $0.parent?.is(ExpressionPatternSyntax.self) != true }
        let logging = calls.filter { Self.isLogging($0) || finishing && $0.calleeName == "finish" && $0.receiver != nil }
        return calls.allSatisfy { call in logging.contains { $0.encloses(call) } }
    }

    /// `print(…)`, `NSLog(…)`, or a call along a chain named for logging (`Logger.store.error`, `Log.warn`).
    static func isLogging(_ call: FunctionCallExprSyntax) -> Bool {
        RestoreFeedback.logCalls.contains(call.calleeName ?? "")
            || !RestoreFeedback.loggingWords.isDisjoint(with: NameWords.split(call.calleeChain))
    }
}
