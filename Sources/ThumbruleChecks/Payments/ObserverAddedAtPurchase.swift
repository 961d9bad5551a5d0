import SwiftSyntax
import ThumbruleCore

/// StoreKit 1: the transaction observer is added to the payment queue only inside the
/// functions that buy or restore (`SKPaymentQueue.default().add(self)` next to
/// `add(payment)` or `restoreCompletedTransactions()`), never when the app starts. A purchase
/// approved later (Ask to Buy), one interrupted by a closed app, or a renewal is delivered on
/// a later launch only to an observer that is already there, so it waits, not granted and not
/// finished, until the person happens to tap Buy or Restore again (`pay-outcome`: listen for
/// store updates).
///
/// Silent when any other code adds an observer to a payment queue (an initializer, the app
/// delegate), or when the project listens another way: `Transaction.updates`, StoreKit's
/// transaction view modifiers, or a purchase SDK (SwiftyStoreKit's `completeTransactions`,
/// RevenueCat, …). Reported once per file, at its first such add.
struct ObserverAddedAtPurchase: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.observer-added-at-purchase",
        ruleId: "pay-outcome",
        summary: "A StoreKit 1 transaction observer is added only when the person buys or restores, never at launch",
        triggering: [
            CheckExample("""
            import StoreKit
            final class ProStore: NSObject, SKPaymentTransactionObserver {
                static let shared = ProStore()
                func buy(_ product: SKProduct) {
                    ↓SKPaymentQueue.default().add(self)
                    SKPaymentQueue.default().add(SKPayment(product: product))
                }
                func restore() {
                    SKPaymentQueue.default().add(self)
                    SKPaymentQueue.default().restoreCompletedTransactions()
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                    transactions.forEach { queue.finishTransaction($0) }
                }
            }
            """),
        ],
        nonTriggering: [
            // The shared store adds itself when it is made, which the app delegate does at launch.
            CheckExample("""
            import StoreKit
            final class ProStore: NSObject, SKPaymentTransactionObserver {
                static let shared = ProStore()
                override init() {
                    super.init()
                    SKPaymentQueue.default().add(self)
                }
                func buy(_ product: SKProduct) {
                    SKPaymentQueue.default().add(self)
                    SKPaymentQueue.default().add(SKPayment(product: product))
                }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
            }
            """),
            // Another file adds an observer at launch.
            CheckExample(files: [
                ("App/ProStore.swift", """
                import StoreKit
                final class ProStore: NSObject, SKPaymentTransactionObserver {
                    func buy(_ product: SKProduct) {
                        SKPaymentQueue.default().add(self)
                        SKPaymentQueue.default().add(SKPayment(product: product))
                    }
                    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
                }
                """),
                ("App/AppDelegate.swift", """
                import UIKit
                import StoreKit
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        SKPaymentQueue.default().add(TransactionObserver.shared)
                        return true
                    }
                }
                """),
            ]),
            // StoreKit 2 follows every transaction at launch.
            CheckExample(files: [
                ("App/ProStore.swift", """
                import StoreKit
                final class ProStore: NSObject, SKPaymentTransactionObserver {
                    func buy(_ product: SKProduct) {
                        SKPaymentQueue.default().add(self)
                        SKPaymentQueue.default().add(SKPayment(product: product))
                    }
                    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
                }
                """),
                ("App/Updates.swift", """
                import StoreKit
                enum Updates {
                    static func listen() -> Task<Void, Never> {
                        Task.detached { for await update in Transaction.updates { await grant(update) } }
                    }
                }
                """),
            ]),
        ]
    )

    struct Evidence: Codable, Sendable {
        /// The file's first observer add inside a function that buys or restores.
        var atPurchase: SourcePosition?
        /// True when the file adds an observer anywhere else, or listens another way.
        var listensElsewhere = false
    }

    static let evidence = FactKey<Evidence>("pay-outcome.observer-added-at-purchase")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var evidence = Evidence()
        let modules = Set(file.index.importedModules)
        evidence.listensElsewhere = !modules.isDisjoint(with: PurchaseAPIs.modules.subtracting(["StoreKit"]))
            || file.index.memberAccesses("updates").contains { $0.base?.trimmedSourceText.hasSuffix("Transaction") == true }
            || TransactionListenerMissing.listenerNames.subtracting(["SKPaymentTransactionObserver"]).contains { file.index.mentions($0) }
        for call in file.index.calls("add") where Self.isQueue(call.receiver) {
            guard let argument = call.arguments.first?.expression, call.arguments.count == 1, !Self.isPayment(argument) else { continue }
            if let function = call.enclosingFunction, Self.buysOrRestores(function, file) {
                if evidence.atPurchase == nil { evidence.atPurchase = file.position(of: call) }
            } else {
                evidence.listensElsewhere = true
            }
        }
        guard evidence.listensElsewhere || evidence.atPurchase != nil else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.contains(where: \.listensElsewhere) else { return }
        for position in evidence.compactMap(\.atPurchase).filter(project.ships).sorted() {
            output.report(
                "The transaction observer is added to the payment queue only here, when the person buys or restores, never at launch, so a purchase approved later (Ask to Buy), one cut off by a closed app, or a renewal that the App Store delivers on a later launch waits unseen, not granted and not finished, until the person taps Buy or Restore again; add the observer once in application(_:didFinishLaunchingWithOptions:) and keep it for the app's life.",
                at: position, confidence: .medium)
        }
    }

    /// True for `SKPaymentQueue.default()` or a property holding a payment queue (`paymentQueue`).
    static func isQueue(_ receiver: ExprSyntax?) -> Bool {
        guard let text = receiver?.trimmedSourceText else { return false }
        return text.hasSuffix("SKPaymentQueue.default()") || text.lowercased().hasSuffix("paymentqueue")
    }

    /// True for a payment handed to the queue (`SKPayment(product:)`, `payment`), not an observer.
    static func isPayment(_ argument: ExprSyntax) -> Bool {
        argument.trimmedSourceText.lowercased().contains("payment")
    }

    /// True when the function also queues a payment or asks to restore.
    static func buysOrRestores(_ function: FunctionDeclSyntax, _ file: SwiftFile) -> Bool {
        file.index.calls(within: function).contains { call in
            if call.calleeName == "restoreCompletedTransactions" { return true }
            guard call.calleeName == "add", isQueue(call.receiver), let argument = call.arguments.first?.expression else { return false }
            return isPayment(argument)
        }
    }
}
